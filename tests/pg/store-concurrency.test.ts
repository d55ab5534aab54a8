/**
 * 50 simultaneous purchases against the PostgreSQL server (TEST_DATABASE_URL): the gems never
 * overdraw, no item is bought twice, and balance, ledger sum and item count all agree.
 */
import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gem_ledger, incentives, monster_items, student_monster_items } from '../../db/schema';
import { changeGems } from '../../worker/gems/gems.service';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext({ server: true });

describe('concurrent purchases on a PostgreSQL server', () => {
  it('50 simultaneous purchases over the whole math catalogue with 150 gems: no overdraw, no double buy, balance = ledger = 150 - prices of the items', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    const START = 150;
    await ctx.deps.db.transaction((tx) => changeGems(tx, kid.id, START, 'test grant', ctx.deps.clock));
    const catalogue = await ctx.deps.db.select().from(monster_items).where(eq(monster_items.subject_id, 1));
    const price = new Map(catalogue.map((i) => [i.id, i.price]));
    // Every item asked for at least twice, in an interleaved order.
    const asks = Array.from({ length: 50 }, (_, n) => catalogue[(n * 7) % catalogue.length]!.id);

    const results = await Promise.all(
      asks.map((item_id) => ctx.call('POST', `/api/v1/students/${kid.id}/student_monster_items`, { token: kid.access, body: { item_id } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409 || s === 422)).toBe(true);
    const bought = results.filter((r) => r.status === 201).map((r) => r.json.student_monster_item.monster_item_id as number);
    expect(new Set(bought).size).toBe(bought.length);

    const rows = await ctx.deps.db.select().from(student_monster_items).where(eq(student_monster_items.student_id, kid.id));
    expect(rows).toHaveLength(bought.length);
    expect(rows.map((r) => r.monster_item_id).sort()).toEqual([...bought].sort());
    const spent = bought.reduce((s, id) => s + price.get(id)!, 0);
    const [balance] = await ctx.deps.db.select().from(incentives).where(eq(incentives.student_id, kid.id));
    const [ledger] = await ctx.deps.db.select({ total: sum(gem_ledger.delta) }).from(gem_ledger).where(eq(gem_ledger.student_id, kid.id));
    expect(balance!.gems).toBe(START - spent);
    expect(balance!.gems).toBeGreaterThanOrEqual(0);
    expect(Number(ledger!.total)).toBe(balance!.gems);
    // Every item not bought was refused for want of gems, and the balance only went down: it can't afford any of them now.
    const notBought = catalogue.filter((i) => !bought.includes(i.id));
    expect(notBought.every((i) => i.price > balance!.gems)).toBe(true);
    expect(bought.length).toBeGreaterThan(1);
  });
});

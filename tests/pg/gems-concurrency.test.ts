/**
 * 50 simultaneous spends against the PostgreSQL server (CI sets TEST_DATABASE_URL): the balance
 * never goes negative, exactly as many succeed as the gems allow, and the ledger sum equals it.
 */
import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gem_ledger, incentives } from '../../db/schema';
import { changeGems } from '../../worker/gems/gems.service';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext({ server: true });

describe('concurrent gem spending on a PostgreSQL server', () => {
  it('lets 33 of 50 simultaneous 3-gem spends through with 100 gems, leaving 1 and a matching ledger', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    await ctx.deps.db.transaction((tx) => changeGems(tx, kid.id, 100, 'test grant', ctx.deps.clock));
    const results = await Promise.all(
      Array.from({ length: 50 }, () => ctx.call('POST', `/api/v1/students/${kid.id}/incentives/gems/substract`, { token: kid.access, body: { gems: 3 } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(33);
    expect(results.filter((r) => r.status === 422)).toHaveLength(17);
    const [balance] = await ctx.deps.db.select().from(incentives).where(eq(incentives.student_id, kid.id));
    const [ledger] = await ctx.deps.db.select({ total: sum(gem_ledger.delta) }).from(gem_ledger).where(eq(gem_ledger.student_id, kid.id));
    expect(balance!.gems).toBe(1);
    expect(Number(ledger!.total)).toBe(1);
  });
});

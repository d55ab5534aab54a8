/**
 * Pets under concurrency on the PostgreSQL server (CI sets TEST_DATABASE_URL): simultaneous hatches
 * can't share one egg, and simultaneous growth of pets can't spend the same gems; the pet levels,
 * the balance and the gem ledger always agree.
 */
import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gem_ledger, incentives, student_levels, student_pets } from '../../db/schema';
import { changeGems } from '../../worker/gems/gems.service';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext({ server: true });

async function kidWithLevels(levels: number) {
  const parent = await signUpParent(ctx);
  const kid = await addStudent(ctx, parent);
  await ctx.deps.db.insert(student_levels).values(Array.from({ length: levels }, (_, i) => ({ student_id: kid.id, level: i + 1 })));
  return kid;
}

describe('pets on a PostgreSQL server', () => {
  it('hatches exactly one pet when 8 hatches race for a single egg, and it is the first pet', async () => {
    const kid = await kidWithLevels(3);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => ctx.call('POST', `/api/v1/students/${kid.id}/student_pets`, { token: kid.access, body: { pet_id: i + 1 } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.json.error.code === 'no_egg')).toBe(true);
    const pets = await ctx.deps.db.select().from(student_pets).where(eq(student_pets.student_id, kid.id));
    expect(pets).toHaveLength(1);
    expect(pets[0]!.first_pet).toBe(true);
  });

  it('grows only as many pets as the gems pay for when 5 grow at once', async () => {
    const kid = await kidWithLevels(21); // eggs at 3, 6, 11, 16, 21
    const ids: number[] = [];
    for (const pet_id of [1, 2, 3, 4, 5]) ids.push((await ctx.call('POST', `/api/v1/students/${kid.id}/student_pets`, { token: kid.access, body: { pet_id } })).json.data.student_pet.id);
    await ctx.deps.db.transaction((tx) => changeGems(tx, kid.id, 100, 'test grant', ctx.deps.clock));
    const results = await Promise.all(ids.map((id) => ctx.call('PUT', `/api/v1/students/${kid.id}/student_pets/${id}/unlock_next_level`, { token: kid.access })));
    const grown = results.filter((r) => r.status === 200).length;
    expect(results.filter((r) => r.status === 422)).toHaveLength(results.length - grown);
    const levels = (await ctx.deps.db.select().from(student_pets).where(eq(student_pets.student_id, kid.id))).map((p) => p.level);
    const spent = levels.reduce((total, level) => total + (level >= 2 ? 30 : 0) + (level >= 3 ? 60 : 0), 0);
    expect(spent).toBeLessThanOrEqual(100);
    expect(grown).toBe(3); // 3 x 30 gems; a fourth growth no longer fits in the 10 left
    const [balance] = await ctx.deps.db.select().from(incentives).where(eq(incentives.student_id, kid.id));
    const [ledger] = await ctx.deps.db.select({ total: sum(gem_ledger.delta) }).from(gem_ledger).where(eq(gem_ledger.student_id, kid.id));
    expect(balance!.gems).toBe(100 - spent);
    expect(Number(ledger!.total)).toBe(100 - spent);
  });
});

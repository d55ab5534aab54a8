/**
 * Runs against the PostgreSQL server (CI sets TEST_DATABASE_URL): many answers to the same
 * pending question at once must be judged exactly once, and gems must match the ledger.
 */
import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gem_ledger, incentives, student_answers } from '../../db/schema';
import { correctAnswerFor } from '../helpers/answers';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext({ server: true });

describe('concurrent answers on a PostgreSQL server', () => {
  it('accepts one of 20 simultaneous submissions of the same question and refuses the rest with 409', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    await ctx.call('POST', `/api/v1/students/${kid.id}/math_game`, { token: kid.access, body: { new_level: 2 } });
    const game = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access });
    const q = game.json.question.id as number;
    const answer = await correctAnswerFor(ctx, q);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`, { token: kid.access, body: { answer } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await ctx.deps.db.$count(student_answers, eq(student_answers.student_id, kid.id))).toBe(1);
    const [balance] = await ctx.deps.db.select().from(incentives).where(eq(incentives.student_id, kid.id));
    const [ledger] = await ctx.deps.db.select({ total: sum(gem_ledger.delta) }).from(gem_ledger).where(eq(gem_ledger.student_id, kid.id));
    expect(balance!.gems).toBe(1);
    expect(Number(ledger!.total)).toBe(1);
  });
});

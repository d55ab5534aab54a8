/**
 * The lean answer path (issue 21 part 2) on both drivers the app runs on against a PostgreSQL
 * server: node-postgres (the Node entry) and Neon's serverless Pool (the Workers entry, behind
 * tests/helpers/neon-proxy.ts). The answer's writes are one writable-CTE statement guarded by the
 * game row's version (worker/math/answer-write.ts): it must store everything or nothing, refuse a
 * second answer to the same question, and never lose a write that raced it.
 */
import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gem_ledger, incentives, math_games, student_answers, student_math_lessons } from '../../db/schema';
import { correctAnswerFor } from '../helpers/answers';
import { addMemberOnLevel, type TestContext } from '../helpers/context';
import { useNeonProxy } from '../helpers/neon-proxy';
import { useTestContext } from '../helpers/setup';

const drivers: Array<[string, TestContext]> = [['node-postgres', useTestContext({ server: true })]];
useNeonProxy();
drivers.push(['neon', useTestContext({ server: true, neon: true })]);

describe.each(drivers)('the answer path on %s', (_driver, ctx) => {
  it('stores an answer, its lesson stats, a gem and the next question in one statement, and refuses the same answer again', async () => {
    const kid = await addMemberOnLevel(ctx, 2);
    const game = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access });
    const q = game.json.question.id as number;
    const answer = await correctAnswerFor(ctx, q);
    const url = `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`;
    const first = await ctx.call('POST', url, { token: kid.access, body: { answer } });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ prev_question_correct: true, incentives: { gems: 1, earned: 1 }, map_game: { num_problems_correct: 1 } });
    const next = first.json.question.id as number;
    expect((await ctx.call('POST', url, { token: kid.access, body: { answer } })).status).toBe(409);

    const [row] = await ctx.deps.db.select().from(math_games).where(eq(math_games.student_id, kid.id));
    expect(row!.current_question_id).toBe(next);
    expect(await ctx.deps.db.$count(student_answers, eq(student_answers.student_id, kid.id))).toBe(1);
    const stats = await ctx.deps.db.select().from(student_math_lessons).where(eq(student_math_lessons.student_id, kid.id));
    expect(stats.map((s) => [s.num_answered, s.num_correct])).toEqual([[1, 1]]);
    const [ledger] = await ctx.deps.db.select({ total: sum(gem_ledger.delta) }).from(gem_ledger).where(eq(gem_ledger.student_id, kid.id));
    expect(Number(ledger!.total)).toBe(1);
    // The stored next question is the one the game shows.
    expect((await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access })).json.question.id).toBe(next);
  });

  it('keeps a write that races an answer (the answer reads again), and the answer still counts once', async () => {
    const kid = await addMemberOnLevel(ctx, 2);
    const q = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access })).json.question.id as number;
    const answer = await correctAnswerFor(ctx, q);
    const [put, post] = await Promise.all([
      ctx.call('PUT', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access, body: { state_data: { intro_step: 3 } } }),
      ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`, { token: kid.access, body: { answer } }),
    ]);
    expect([put.status, post.status]).toEqual([200, 200]);
    const [row] = await ctx.deps.db.select().from(math_games).where(eq(math_games.student_id, kid.id));
    expect((row!.state_data as { client?: unknown }).client).toEqual({ intro_step: 3 });
    expect(row!.num_problems_correct).toBe(1);
    const [balance] = await ctx.deps.db.select().from(incentives).where(eq(incentives.student_id, kid.id));
    expect(balance!.gems).toBe(1);
  });

  it("reads the map's progress and its static content", async () => {
    const kid = await addMemberOnLevel(ctx, 2);
    const map = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access });
    expect(map.status).toBe(200);
    expect(map.json.map_game.current_level).toBe(2);
    const content = await ctx.call('GET', map.json.content.url);
    expect(content.json.levels).toHaveLength(16);
  });
});

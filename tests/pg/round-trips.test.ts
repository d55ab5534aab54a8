/**
 * Database round trips of the math game's hot path, counted at the driver on the PostgreSQL
 * server (issue 21 "Must deliver 2. A lean answer path"): every node-postgres `Client#query` is a
 * round trip, BEGIN and COMMIT included, and the access check's reads (session, student) count
 * too, since a child's tablet waits for all of them. Counts, never timings: the budget holds on
 * any machine. The budget: 4 per answer and 2 per game read (see docs/decisions.md
 * "Round trips of the answer path").
 */
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMemberOnLevel } from '../helpers/context';
import { correctAnswerFor } from '../helpers/answers';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext({ server: true });

/** The budget (before issue 21: answer 29, game 19, map 14; today answer 3, game 2, map 2). */
const CEILING = { answer: 4, game: 2, map: 2 };

/** The statements sent while `fn` runs (all clients of this test file: the app's pool is the only one). */
const sent: string[] = [];
// Read as a descriptor: the method is only ever called with its client as `this` (apply below).
const original = Object.getOwnPropertyDescriptor(pg.Client.prototype, 'query')!.value as (...args: unknown[]) => unknown;
let counting = false;
beforeEach(() => {
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (counting) {
      const first = args[0] as string | { text?: string };
      sent.push(typeof first === 'string' ? first : (first.text ?? '?'));
    }
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
});
afterEach(() => {
  pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
});

async function roundTrips<T>(label: string, fn: () => Promise<T>): Promise<{ result: T; count: number }> {
  sent.length = 0;
  counting = true;
  try {
    const result = await fn();
    // Printed so the figures can be quoted (issue 21 asks for before/after counts).
    console.log(`round trips ${label}: ${sent.length}\n  ${sent.map((s) => s.slice(0, 110)).join('\n  ')}`);
    return { result, count: sent.length };
  } finally {
    counting = false;
  }
}

describe('round trips of the math game on a PostgreSQL server (issue 21)', () => {
  it('answers a question, reads the game and reads the map within the budget', async () => {
    const kid = await addMemberOnLevel(ctx, 2);
    // Warms the process's content cache (worker/math/math-content.ts: 4 reads once per content version); counted calls are steady state.
    expect((await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access })).status).toBe(200);
    const game = await roundTrips('GET math_game (question asked)', () => ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access }));
    expect(game.result.status).toBe(200);
    const question = game.result.json.question as { id: number };
    expect(question.id).toBeGreaterThan(0);

    const again = await roundTrips('GET math_game (question pending)', () => ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access }));
    expect(again.result.json.question.id).toBe(question.id);

    const answer = await correctAnswerFor(ctx, question.id);
    const post = await roundTrips('POST student_answers', () =>
      ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${question.id}/student_answers`, { token: kid.access, body: { answer } }),
    );
    expect(post.result.status).toBe(200);
    expect(post.result.json.prev_question_correct).toBe(true);

    const map = await roundTrips('GET math_game/map', () => ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access }));
    expect(map.result.status).toBe(200);
    expect(map.result.json.content.map).toBe('ocean');

    expect(post.count).toBeLessThanOrEqual(CEILING.answer);
    expect(Math.max(game.count, again.count)).toBeLessThanOrEqual(CEILING.game);
    expect(map.count).toBeLessThanOrEqual(CEILING.map);
  });
});

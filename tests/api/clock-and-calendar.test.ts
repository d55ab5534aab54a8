/**
 * Time comes from the injected clock (ARCHITECTURE "time comes from an injected clock"): a moved
 * TestClock shows in every stored timestamp of playing, and recent stats step by calendar day
 * across daylight-saving changes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daily_usages, gem_ledger, guests, incentives, math_games, student_answers, student_math_lessons, students } from '../../db/schema';
import { correctAnswerFor } from '../helpers/answers';
import { addStudent, createGuest, createTestContext, signUpParent, type TestContext } from '../helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Kid = Awaited<ReturnType<typeof addStudent>>;

async function answerCorrectly(kid: Kid) {
  const game = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access })).json;
  const q = game.question.id as number;
  const res = await ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`, { token: kid.access, body: { answer: await correctAnswerFor(ctx, q) } });
  expect(res.status).toBe(200);
}

describe('timestamps from the injected clock', () => {
  it('stores the moved clock time, not the database time, in every row playing writes', async () => {
    const start = Date.UTC(2031, 4, 6, 10, 0, 0); // years away from the database's own now()
    ctx.clock.ms = start;
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent, 1);
    await ctx.call('POST', `/api/v1/students/${kid.id}/math_game`, { token: kid.access, body: { new_level: 2 } });
    ctx.clock.advance(60_000);
    await answerCorrectly(kid);
    const answeredAt = new Date(start + 60_000);

    const [game] = await ctx.deps.db.select().from(math_games).where(eq(math_games.student_id, kid.id));
    expect(game!.created_at).toEqual(new Date(start));
    expect(game!.current_level_at).toEqual(new Date(start));
    expect(game!.updated_at).toEqual(answeredAt);
    const [answer] = await ctx.deps.db.select().from(student_answers).where(eq(student_answers.student_id, kid.id));
    expect(answer!.created_at).toEqual(answeredAt);
    const [stats] = await ctx.deps.db.select().from(student_math_lessons).where(eq(student_math_lessons.student_id, kid.id));
    expect([stats!.created_at, stats!.updated_at]).toEqual([answeredAt, answeredAt]);
    const [balance] = await ctx.deps.db.select().from(incentives).where(eq(incentives.student_id, kid.id));
    expect(balance!.updated_at).toEqual(answeredAt);
    const [ledger] = await ctx.deps.db.select().from(gem_ledger).where(eq(gem_ledger.student_id, kid.id));
    expect(ledger!.created_at).toEqual(answeredAt);

    // A second answer ten minutes later (within the access token's 15 minutes) moves the update times with the clock.
    ctx.clock.advance(600_000);
    await answerCorrectly(kid);
    const later = new Date(start + 60_000 + 600_000);
    // The second question may come from another lesson: the newest lesson stats row carries the new time.
    const stats2 = await ctx.deps.db.select().from(student_math_lessons).where(eq(student_math_lessons.student_id, kid.id));
    expect(stats2.map((r) => r.updated_at.getTime()).sort().at(-1)).toBe(later.getTime());
    expect(await ctx.deps.db.$count(student_answers, eq(student_answers.created_at, later))).toBe(1);
    const [balance2] = await ctx.deps.db.select().from(incentives).where(eq(incentives.student_id, kid.id));
    expect(balance2!.updated_at).toEqual(later);

    await ctx.call('POST', '/api/v1/students/-/daily_usages', { token: kid.access, body: { used_math: true } });
    const [usage] = await ctx.deps.db.select().from(daily_usages).where(eq(daily_usages.student_id, kid.id));
    expect([usage!.created_at, usage!.updated_at]).toEqual([later, later]);

    const guest = await createGuest(ctx);
    const [guestRow] = await ctx.deps.db.select().from(guests).where(eq(guests.id, guest.id));
    expect(guestRow!.created_at).toEqual(later);
  });
});

describe('recent stats across daylight-saving changes (America/New_York)', () => {
  async function newYorker(at: number) {
    ctx.clock.ms = at;
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent, 1);
    await ctx.deps.db.update(students).set({ timezone: 'America/New_York' }).where(eq(students.id, kid.id));
    await ctx.call('POST', `/api/v1/students/${kid.id}/math_game`, { token: kid.access, body: { new_level: 2 } });
    return kid;
  }
  const recent = async (kid: Kid) => (await ctx.call('GET', `/api/v1/students/${kid.id}/recent_stats_with_student`, { token: kid.access })).json;

  it('keeps the spring-forward day (2026-03-08, 23 hours) and counts its answers', async () => {
    const kid = await newYorker(Date.UTC(2026, 2, 9, 3, 59)); // 2026-03-08 23:59 EDT
    await answerCorrectly(kid);
    ctx.clock.advance(6 * 60_000); // 2026-03-09 00:05 EDT: 24 h earlier is still 03-07 in New York
    const stats = await recent(kid);
    expect(stats.days.map((d: { date: string }) => d.date)).toEqual(['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']);
    expect(stats.days[5]).toMatchObject({ date: '2026-03-08', answered: 1, correct: 1 });
    expect(stats.levels_completed).toBe(1);
  });

  it('lists the fall-back day (2026-11-01, 25 hours) once, with seven distinct days', async () => {
    const kid = await newYorker(Date.UTC(2026, 10, 2, 4, 30)); // 2026-11-01 23:30 EST: 24 h earlier is 11-01 00:30 EDT
    await answerCorrectly(kid);
    const stats = await recent(kid);
    expect(stats.days.map((d: { date: string }) => d.date)).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(stats.days[6]).toMatchObject({ answered: 1, correct: 1 });
  });
});

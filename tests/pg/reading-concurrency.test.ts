/**
 * Reading under concurrency on the PostgreSQL server (CI sets TEST_DATABASE_URL): answers to one
 * part are serialized by the student's part row, so a double tap or two tabs answering the same
 * quiz question are judged and paid once, and simultaneous book completions pay 16 gems and move
 * the level once.
 */
import { eq, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gem_ledger, student_reading_quiz_attempts } from '../../db/schema';
import { addStudent, signUpParent } from '../helpers/context';
import { answersFor, seedFixtureBooks } from '../helpers/reading-books';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext({ server: true });

beforeAll(async () => {
  await seedFixtureBooks(ctx);
});

async function ledgerTotal(studentId: number) {
  const [row] = await ctx.deps.db.select({ total: sum(gem_ledger.delta) }).from(gem_ledger).where(eq(gem_ledger.student_id, studentId));
  return Number(row!.total ?? 0);
}

describe('concurrent reading answers and completions', () => {
  it('8 simultaneous right answers to one question: one is judged and pays 1 gem, the rest answer 409', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    const S = `/api/v1/students/${kid.id}`;
    const quiz = await ctx.call('GET', `${S}/reading_books/9001/book_parts/1/quiz`, { token: kid.access });
    const q = quiz.json.questions[0].id as number;
    const { right } = await answersFor(ctx, q);
    const results = await Promise.all(Array.from({ length: 8 }, () => ctx.call('POST', `${S}/reading_book_page_questions/${q}/student_answers`, { token: kid.access, body: { answer_id: right } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 200)!.json).toMatchObject({ correct: true, gems_earned: 1, attempt: { answered: 1, correct: 1 } });
    const [attempt] = await ctx.deps.db.select().from(student_reading_quiz_attempts).where(eq(student_reading_quiz_attempts.student_id, kid.id));
    expect(attempt!.answers).toHaveLength(1);
    expect(await ledgerTotal(kid.id)).toBe(1);
  });

  it('simultaneous completions of a finished book: 16 gems and one level up, once', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    const S = `/api/v1/students/${kid.id}`;
    await ctx.call('POST', `${S}/student_reading_game_maps`, { token: kid.access, body: { current_level: 1 } });
    for (const part of [1, 2]) {
      const quiz = await ctx.call('GET', `${S}/reading_books/9001/book_parts/${part}/quiz`, { token: kid.access });
      for (const q of quiz.json.questions as { id: number }[]) {
        await ctx.call('POST', `${S}/reading_book_page_questions/${q.id}/student_answers`, { token: kid.access, body: { answer_id: (await answersFor(ctx, q.id)).right } });
      }
      expect((await ctx.call('POST', `${S}/reading_books/9001/book_parts/${part}`, { token: kid.access, body: { action: 'completed' } })).status).toBe(200);
    }
    const before = await ledgerTotal(kid.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => ctx.call('POST', `${S}/reading_books/9001?action=complete`, { token: kid.access })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json.level_up)).toHaveLength(1);
    expect(results.map((r) => r.json.gems_earned).sort((a, b) => b - a)).toEqual([16, 0, 0, 0, 0, 0]);
    expect(results.every((r) => r.json.game_map.current_level === 2)).toBe(true);
    expect((await ledgerTotal(kid.id)) - before).toBe(16);
  });
});

/**
 * Reading access and input (issue 15; DECISIONS "Access"): free and unpaid accounts open level 1
 * only (403 `subject_locked` naming the billing status, and the payment prompt when unpaid), paid
 * ones every level; another family's student is refused; bad ids, levels, bodies and NUL bytes
 * answer 422 without reaching the database; a paid child beats the world (level 8 -> 9).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { student_reading_game_maps } from '../../db/schema';
import { addStudent, signUpParent } from '../helpers/context';
import { answersFor, giveReading, seedFixtureBooks, vocabIdsOf } from '../helpers/reading-books';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();
type Kid = Awaited<ReturnType<typeof addStudent>>;

beforeAll(async () => {
  await seedFixtureBooks(ctx);
});

async function family(membership?: 'ACTIVE' | 'FAILED' | 'HOLD') {
  const parent = await signUpParent(ctx);
  if (membership) await giveReading(ctx, parent.id, membership);
  return { parent, kid: await addStudent(ctx, parent) };
}
const S = (kid: Kid) => `/api/v1/students/${kid.id}`;
const get = (kid: Kid, path: string) => ctx.call('GET', `${S(kid)}${path}`, { token: kid.access });
const post = (kid: Kid, path: string, body?: unknown) => ctx.call('POST', `${S(kid)}${path}`, { token: kid.access, ...(body === undefined ? {} : { body }) });

/** Every call on one book (level 2 for the lock tests). */
async function bookCalls(kid: Kid, book: number) {
  const words = await vocabIdsOf(ctx, book);
  return [
    await get(kid, `/reading_books/${book}/reading_book_pages`),
    await get(kid, `/reading_books/${book}/book_parts/1`),
    await post(kid, `/reading_books/${book}/book_parts/1/open`),
    await get(kid, `/reading_books/${book}/book_parts/1/quiz`),
    await post(kid, `/reading_books/${book}/book_parts/1`, { action: 'completed' }),
    await post(kid, `/reading_books/${book}/start`),
    await post(kid, `/reading_books/${book}?action=complete`),
    await post(kid, '/student_vocabs', { book_id: book, vocab_id: words.sun, status: 'seen' }),
  ];
}

describe('access by the reading billing status', () => {
  it('free: level 1 opens, level 2 is locked everywhere with billing free', async () => {
    const { kid } = await family();
    const map = await get(kid, '/student_reading_game_maps');
    expect(map.json).toMatchObject({ max_level: 1, billing: 'free', payment_prompt: null });
    for (const res of await bookCalls(kid, 9002)) {
      expect(res.status, JSON.stringify(res.json)).toBe(403);
      expect(res.json.error).toMatchObject({ code: 'subject_locked', fields: { billing: 'free' } });
    }
    expect((await get(kid, '/reading_books/9001/reading_book_pages')).status).toBe(200);
    const books = (await get(kid, '/reading_books')).json.books as { id: number; locked: boolean }[];
    expect(books.filter((b) => b.locked).map((b) => b.id)).toEqual(expect.arrayContaining([9002, 9008]));
  });

  it('unpaid: like free, plus the payment prompt', async () => {
    const { kid } = await family('FAILED');
    expect((await get(kid, '/student_reading_game_maps')).json).toMatchObject({ max_level: 1, billing: 'unpaid', payment_prompt: 'ASK_PAYMENT_HARD' });
    const locked = await get(kid, '/reading_books/9002/reading_book_pages');
    expect(locked.status).toBe(403);
    expect(locked.json.error.fields).toEqual({ billing: 'unpaid', payment_prompt: 'ASK_PAYMENT_HARD' });
    const hold = await family('HOLD');
    expect((await get(hold.kid, '/reading_books/9008/book_parts/1')).json.error.fields).toEqual({ billing: 'unpaid', payment_prompt: 'ASK_PAYMENT_SOFT' });
  });

  it('paid: every level opens', async () => {
    const { kid } = await family('ACTIVE');
    expect((await get(kid, '/student_reading_game_maps')).json).toMatchObject({ max_level: 8, billing: 'paid' });
    const statuses = (await bookCalls(kid, 9002)).map((r) => r.status);
    // pages, part, open, quiz, complete part (quiz not beaten), start, complete book (not finished), vocab.
    expect(statuses).toEqual([200, 200, 200, 200, 409, 200, 409, 200]);
    expect(((await get(kid, '/reading_books')).json.books as { locked: boolean }[]).every((b) => !b.locked)).toBe(true);
  });

  it("another family's parent or student is refused on every reading route", async () => {
    const mine = await family();
    const other = await family();
    for (const token of [other.parent.access, other.kid.access]) {
      const calls = [
        ctx.call('GET', `${S(mine.kid)}/student_reading_game_maps`, { token }),
        ctx.call('GET', `${S(mine.kid)}/reading_books`, { token }),
        ctx.call('GET', `${S(mine.kid)}/reading_books/9001/book_parts/1/quiz`, { token }),
        ctx.call('POST', `${S(mine.kid)}/reading_book_page_questions/1/student_answers`, { token, body: { answer_id: 1 } }),
      ];
      expect((await Promise.all(calls)).map((r) => r.status)).toEqual([403, 403, 403, 403]);
    }
  });
});

describe('bad input answers 422 (never 5xx), unknown records 404', () => {
  it('ids, levels and part numbers out of range', async () => {
    const { kid } = await family();
    for (const path of ['/reading_books/abc/reading_book_pages', '/reading_books/99999999999/reading_book_pages', '/reading_books/0/start', '/reading_books/9001/book_parts/0', '/reading_books/9001/book_parts/100/quiz', '/reading_books?difficulty_level=9', '/reading_books?difficulty_level=1.5', '/reading_books?colour=red']) {
      const res = path.includes('start') ? await post(kid, path) : await get(kid, path);
      expect(res.status, path).toBe(422);
      expect(res.json.error.code).toBe('invalid');
    }
    expect((await post(kid, '/reading_book_page_questions/2147483648/student_answers', { answer_id: 1 })).status).toBe(422);
    const unknown = await post(kid, '/reading_book_page_questions/2147483647/student_answers', { answer_id: 1 });
    expect([unknown.status, unknown.json.error.code]).toEqual([404, 'question_not_found']);
    expect((await post(kid, '/reading_books/9001')).status).toBe(422);
    expect((await post(kid, '/reading_books/9001?action=finish')).status).toBe(422);
  });

  it('bodies: NUL bytes, unknown fields, wrong types and moves the map may not make', async () => {
    const { kid } = await family();
    const bad: [string, unknown][] = [
      ['/student_reading_game_maps', { state: 'initial\u0000' }],
      ['/student_reading_game_maps', { current_level: 5 }],
      ['/student_reading_game_maps', { current_level: 1, extra: true }],
      ['/student_reading_game_maps', { latest_reading_book_id: -1 }],
      ['/student_vocabs', { book_id: 9001, vocab_id: 1, status: 'new' }],
      ['/student_vocabs', { book_id: 9001, vocab_id: 1, status: 'seen', note: 'x' }],
      ['/student_vocabs', { book_id: '9001\u0000', vocab_id: 1, status: 'seen' }],
      ['/reading_books/9001/book_parts/1', { action: 'completed\u0000' }],
      ['/reading_books/9001/book_parts/1', { action: 'completed', star_earned: true }],
      ['/reading_book_page_questions/1/student_answers', { answer_id: 2147483648 }],
      ['/reading_book_page_questions/1/student_answers', { answer_id: 1, correct: true }],
    ];
    for (const [path, body] of bad) {
      const res = await post(kid, path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(422);
    }
    const nul = await ctx.call('POST', `${S(kid)}/student_reading_game_maps`, { token: kid.access, rawBody: '{"state":"intro watched\\u0000"}' });
    expect(nul.status).toBe(422);
    const noBook = await post(kid, '/student_reading_game_maps', { latest_reading_book_id: 9999 });
    expect([noBook.status, noBook.json.error.code]).toEqual([404, 'book_not_found']);
    expect(await ctx.deps.db.$count(student_reading_game_maps, eq(student_reading_game_maps.student_id, kid.id))).toBe(0);
  });

  it("an answer that is not one of the question's answers is refused and changes nothing", async () => {
    const { kid } = await family();
    const quiz = await get(kid, '/reading_books/9001/book_parts/1/quiz');
    const q = quiz.json.questions[0] as { id: number };
    const other = (await answersFor(ctx, quiz.json.questions[1].id)).right;
    const res = await post(kid, `/reading_book_page_questions/${q.id}/student_answers`, { answer_id: other });
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toHaveProperty('answer_id');
    const ok = await post(kid, `/reading_book_page_questions/${q.id}/student_answers`, { answer_id: (await answersFor(ctx, q.id)).right });
    expect(ok.json.attempt).toMatchObject({ answered: 1, correct: 1, outcome: 'pending' });
  });
});

describe('levels and the end of the world', () => {
  /** Beats every part of a book and completes it. */
  async function finish(kid: Kid, book: number, parts: number) {
    for (let part = 1; part <= parts; part++) {
      const quiz = await get(kid, `/reading_books/${book}/book_parts/${part}/quiz`);
      for (const q of quiz.json.questions as { id: number }[]) await post(kid, `/reading_book_page_questions/${q.id}/student_answers`, { answer_id: (await answersFor(ctx, q.id)).right });
      expect((await post(kid, `/reading_books/${book}/book_parts/${part}`, { action: 'completed' })).status).toBe(200);
    }
    return post(kid, `/reading_books/${book}?action=complete`);
  }

  it('a book below or above the current level moves nothing; level 8 -> 9 beats the world', async () => {
    const { kid } = await family('ACTIVE');
    await post(kid, '/student_reading_game_maps', { current_level: 1 });
    await ctx.deps.db.update(student_reading_game_maps).set({ current_level: 3 }).where(eq(student_reading_game_maps.student_id, kid.id));
    const easier = await finish(kid, 9001, 2);
    expect(easier.json).toMatchObject({ level_up: false, gems_earned: 16, game_map: { current_level: 3 } });
    const ahead = await finish(kid, 9008, 1);
    expect(ahead.json).toMatchObject({ level_up: false, game_map: { current_level: 3 } });

    await ctx.deps.db.update(student_reading_game_maps).set({ current_level: 8 }).where(eq(student_reading_game_maps.student_id, kid.id));
    // Completed before, at another level: completing it again at level 8 moves the map, without gems again.
    const beaten = await post(kid, '/reading_books/9008?action=complete');
    expect(beaten.json).toMatchObject({ level_up: true, gems_earned: 0, has_unread_parts: false, game_map: { current_level: 9 } });
    const map = await get(kid, '/student_reading_game_maps');
    expect(map.json).toMatchObject({ game_map: { current_level: 9 }, has_unread_parts: false });
    expect((await post(kid, '/student_reading_game_maps', { state: 'world beaten intro watched' })).json.game_map).toEqual({ current_level: 9, state: 'world beaten intro watched', latest_reading_book_id: 9008 });
    expect((await post(kid, '/student_reading_game_maps', { current_level: 1 })).status).toBe(409);
  });
});

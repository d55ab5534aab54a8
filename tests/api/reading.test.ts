/**
 * Reading through the real app (issue 15): a child's way through a book on fixture books
 * (tests/helpers/reading-books.ts): the map's first visit, books in order, pages with art and
 * narration, parts opened, a quiz failed then beaten (gems once per question), parts and the book
 * completed (16 gems once, the level moves), and vocabulary statuses that never move back.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { student_reading_game_maps } from '../../db/schema';
import { addStudent, signUpParent } from '../helpers/context';
import { answersFor, FIXTURE_BOOKS, partIdOf, questionIdsOf, seedFixtureBooks, vocabIdsOf } from '../helpers/reading-books';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();
type Kid = Awaited<ReturnType<typeof addStudent>>;

beforeAll(async () => {
  await seedFixtureBooks(ctx);
});

const S = (kid: Kid) => `/api/v1/students/${kid.id}`;
const get = (kid: Kid, path: string) => ctx.call('GET', `${S(kid)}${path}`, { token: kid.access });
const post = (kid: Kid, path: string, body?: unknown) => ctx.call('POST', `${S(kid)}${path}`, { token: kid.access, ...(body === undefined ? {} : { body }) });
const gems = async (kid: Kid) => (await ctx.call('GET', `/api/v1/students/${kid.id}/incentives`, { token: kid.access })).json;

/** Takes the part's quiz, answering the first `right` questions right and the rest wrong; returns the answers. */
async function takeQuiz(kid: Kid, book: number, part: number, right: number) {
  const quiz = await get(kid, `/reading_books/${book}/book_parts/${part}/quiz`);
  expect(quiz.status, JSON.stringify(quiz.json)).toBe(200);
  const results = [];
  for (const [i, q] of (quiz.json.questions as { id: number }[]).entries()) {
    const { right: r, wrong: w } = await answersFor(ctx, q.id);
    const res = await post(kid, `/reading_book_page_questions/${q.id}/student_answers`, { answer_id: i < right ? r : w });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.correct_answer_id).toBe(r);
    results.push({ question: q.id, ...res.json });
  }
  return { quiz: quiz.json, results };
}

/** A new free family: the parent and its logged-in child (tests run in random order: each makes its own). */
async function family() {
  const parent = await signUpParent(ctx);
  return { parent, kid: await addStudent(ctx, parent) };
}

/** Beats a part's quiz and completes the part. */
async function completePart(kid: Kid, book: number, part: number) {
  await takeQuiz(kid, book, part, 3);
  const done = await post(kid, `/reading_books/${book}/book_parts/${part}`, { action: 'completed' });
  expect(done.status, JSON.stringify(done.json)).toBe(200);
}

describe('a child reads a book through', () => {

  it('the map starts at level 0 without writing, the first visit moves it to 1, the state only forward', async () => {
    const { kid } = await family();
    const first = await get(kid, '/student_reading_game_maps');
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ game_map: { current_level: 0, state: 'initial', latest_reading_book_id: null }, max_level: 1, has_unread_parts: true, billing: 'free', payment_prompt: null });
    expect(await ctx.deps.db.$count(student_reading_game_maps, eq(student_reading_game_maps.student_id, kid.id))).toBe(0);

    const visit = await post(kid, '/student_reading_game_maps', { current_level: 1, state: 'intro watched' });
    expect(visit.json).toEqual({ game_map: { current_level: 1, state: 'intro watched', latest_reading_book_id: null } });
    expect((await post(kid, '/student_reading_game_maps', { current_level: 1 })).status).toBe(200);
    const back = await post(kid, '/student_reading_game_maps', { state: 'initial' });
    expect(back.status).toBe(409);
    expect(back.json.error.code).toBe('reading_map_conflict');
    expect((await get(kid, '/student_reading_game_maps')).json.game_map).toMatchObject({ current_level: 1, state: 'intro watched' });
  });

  it('lists books in book order with their parts, progress and lock; filters by level', async () => {
    const { kid } = await family();
    const all = await get(kid, '/reading_books');
    expect(all.status).toBe(200);
    const books = all.json.books as { id: number; difficulty_level: number; ranking: number; locked: boolean; parts: unknown[] }[];
    const levels = books.map((b) => b.difficulty_level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    const ids = books.map((b) => b.id);
    expect(ids.indexOf(9001)).toBeLessThan(ids.indexOf(9002));
    expect(ids.indexOf(9002)).toBeLessThan(ids.indexOf(9008));
    const mine = books.find((b) => b.id === 9001)!;
    expect(mine).toMatchObject({ slug: 'fixture-9001', genre: 'fiction', difficulty_level: 1, grade_level: 13, cover_url: '/assets/reading/art/fixture-9001/cover.svg', locked: false, started_at: null, completed_at: null });
    expect(mine.parts).toEqual([
      { id: expect.any(Number), number: 1, title: 'Part 1', opened_at: null, completed_at: null, star_earned: false },
      { id: expect.any(Number), number: 2, title: 'Part 2', opened_at: null, completed_at: null, star_earned: false },
    ]);
    expect(books.find((b) => b.id === 9002)!.locked).toBe(true);
    // The sample book of the content is there too.
    expect(books.find((b) => b.id === 101)).toMatchObject({ slug: 'pat-can-nap', difficulty_level: 1, locked: false });

    const levelOne = await get(kid, '/reading_books?difficulty_level=1');
    expect(levelOne.json.books.map((b: { difficulty_level: number }) => b.difficulty_level).every((l: number) => l === 1)).toBe(true);
    expect(levelOne.json.books.map((b: { id: number }) => b.id)).toEqual(expect.arrayContaining([101, 9001]));
  });

  it('starts a book, serves its pages with art, narration and vocabulary, and one part by number', async () => {
    const { kid } = await family();
    const started = await post(kid, '/reading_books/9001/start');
    expect(started.status).toBe(200);
    expect(started.json.book.started_at).toBe(new Date(ctx.clock.nowMs()).toISOString());
    expect(started.json.game_map).toEqual({ current_level: 0, state: 'initial', latest_reading_book_id: 9001 });

    const pages = await get(kid, '/reading_books/9001/reading_book_pages');
    expect(pages.status).toBe(200);
    expect(pages.json.pages.map((p: { part_number: number; number: number }) => `${p.part_number}-${p.number}`)).toEqual(['1-1', '1-2', '2-1', '2-2']);
    expect(pages.json.pages[0]).toEqual({
      id: expect.any(Number),
      part_number: 1,
      number: 1,
      text: 'The sun is up.',
      art_url: '/assets/reading/art/fixture-9001/p1-1.svg',
      narration: { audio_url: '/assets/reading/narration/fixture-9001/p1-1.mp3', duration_ms: 1500, words: [0, 1, 2, 3].map((i) => ({ start_ms: i * 300, end_ms: i * 300 + 250 })) },
    });
    expect(pages.json.vocabulary).toEqual([
      { id: expect.any(Number), word: 'sun', definition: 'The sun is the star we see by day.', example: 'The sun is up.', audio_url: '/assets/reading/narration/fixture-9001/vocab-sun.mp3', status: 'new' },
      { id: expect.any(Number), word: 'nap', definition: 'A nap is a short sleep.', example: 'Pat can nap.', audio_url: null, status: 'new' },
    ]);
    // A book without narration timings serves null.
    const plain = await get(kid, '/reading_books/9001/book_parts/2');
    expect(plain.json.pages.map((p: { number: number }) => p.number)).toEqual([1, 2]);
    expect(plain.json.part).toMatchObject({ number: 2, title: 'Part 2' });

    const missing = await get(kid, '/reading_books/9001/book_parts/3');
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe('book_part_not_found');
    const noBook = await get(kid, '/reading_books/9999/reading_book_pages');
    expect([noBook.status, noBook.json.error.code]).toEqual([404, 'book_not_found']);
  });

  it('opens a part once: opened_at keeps its first time', async () => {
    const { kid } = await family();
    const opened = await post(kid, '/reading_books/9001/book_parts/1/open');
    expect(opened.status).toBe(200);
    const at = new Date(ctx.clock.nowMs()).toISOString();
    expect(opened.json.part).toMatchObject({ number: 1, opened_at: at, completed_at: null, star_earned: false });
    ctx.clock.advance(60_000);
    expect((await post(kid, '/reading_books/9001/book_parts/1/open')).json.part.opened_at).toBe(at);
  });

  it('a failed quiz completes nothing; a beaten one does, with a gem per question the first time it is right', async () => {
    const { kid } = await family();
    expect((await post(kid, '/reading_books/9001/book_parts/1', { action: 'completed' })).json.error.code).toBe('quiz_not_beaten');
    const part1 = await partIdOf(ctx, 9001, 1);
    const partQuestions = await questionIdsOf(ctx, part1);

    const failed = await takeQuiz(kid, 9001, 1, 0);
    expect(failed.quiz.attempt).toEqual({ id: expect.any(Number), answered: 0, correct: 0, outcome: 'pending' });
    expect(failed.quiz.questions).toHaveLength(3);
    expect(new Set(failed.quiz.questions.map((q: { id: number }) => q.id)).size).toBe(3);
    for (const q of failed.quiz.questions) {
      expect(partQuestions).toContain(q.id);
      expect(q.answers).toHaveLength(3);
      expect(q.page_number).toBeGreaterThanOrEqual(1);
    }
    expect(failed.results.map((r) => [r.correct, r.gems_earned, r.attempt.outcome])).toEqual([
      [false, 0, 'pending'],
      [false, 0, 'pending'],
      [false, 0, 'fail'],
    ]);
    const again = await post(kid, `/reading_book_page_questions/${failed.results[0]!.question}/student_answers`, { answer_id: (await answersFor(ctx, failed.results[0]!.question)).right });
    expect(again.status).toBe(409);
    expect((await post(kid, '/reading_books/9001/book_parts/1', { action: 'completed' })).json.error.code).toBe('quiz_not_beaten');

    const before = (await gems(kid)).gems as number;
    const beaten = await takeQuiz(kid, 9001, 1, 3);
    expect(beaten.results.map((r) => r.gems_earned)).toEqual([1, 1, 1]);
    expect(beaten.results.at(-1)!.attempt).toMatchObject({ answered: 3, correct: 3, outcome: 'beat' });
    expect((await gems(kid)).gems).toBe(before + 3);

    // Again: only questions never answered right before pay.
    const paid = new Set(beaten.results.map((r) => r.question));
    const third = await takeQuiz(kid, 9001, 1, 3);
    expect(third.results.map((r) => r.gems_earned)).toEqual(third.results.map((r) => (paid.has(r.question) ? 0 : 1)));

    const done = await post(kid, '/reading_books/9001/book_parts/1', { action: 'completed' });
    expect(done.status).toBe(200);
    expect(done.json.part).toMatchObject({ number: 1, star_earned: true, completed_at: expect.any(String) });
    expect(done.json.book.parts[0].star_earned).toBe(true);
  });

  it('completes the book once every part is: the level moves up once, 16 gems once', async () => {
    const { kid } = await family();
    expect((await post(kid, '/student_reading_game_maps', { current_level: 1 })).status).toBe(200);
    await completePart(kid, 9001, 1);
    const early = await post(kid, '/reading_books/9001?action=complete');
    expect([early.status, early.json.error.code]).toEqual([409, 'book_not_finished']);
    // Part 2: 2 of 3 right beats it.
    const two = await takeQuiz(kid, 9001, 2, 2);
    expect(two.results.at(-1)!.attempt).toMatchObject({ answered: 3, correct: 2, outcome: 'beat' });
    expect((await post(kid, '/reading_books/9001/book_parts/2', { action: 'completed' })).status).toBe(200);

    const before = (await gems(kid)).gems as number;
    const done = await post(kid, '/reading_books/9001?action=complete');
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json).toMatchObject({ level_up: true, gems_earned: 16, game_map: { current_level: 2, latest_reading_book_id: 9001 }, book: { completed_at: expect.any(String) } });
    // A free account on level 2: every book there is locked, nothing left to read.
    expect(done.json.has_unread_parts).toBe(false);
    expect((await gems(kid)).gems).toBe(before + 16);

    const twice = await post(kid, '/reading_books/9001?action=complete');
    expect(twice.json).toMatchObject({ level_up: false, gems_earned: 0, game_map: { current_level: 2 } });
    expect((await gems(kid)).gems).toBe(before + 16);
  });

  it('records vocabulary statuses that never move back, and only for words of the book', async () => {
    const { kid } = await family();
    const words = await vocabIdsOf(ctx, 9001);
    const record = (vocab_id: number, status: string, book_id = 9001) => post(kid, '/student_vocabs', { book_id, vocab_id, status });
    expect((await record(words.sun!, 'heard')).json).toEqual({ vocab: { book_id: 9001, vocab_id: words.sun, status: 'heard' } });
    expect((await record(words.sun!, 'seen')).json.vocab.status).toBe('heard');
    expect((await record(words.sun!, 'matched')).json.vocab.status).toBe('matched');
    const elsewhere = await record((await vocabIdsOf(ctx, 101)).mat!, 'seen');
    expect([elsewhere.status, elsewhere.json.error.code]).toEqual([404, 'vocab_not_found']);
    const pages = await get(kid, '/reading_books/9001/reading_book_pages');
    expect(pages.json.vocabulary.map((v: { word: string; status: string }) => `${v.word}:${v.status}`)).toEqual(['sun:matched', 'nap:new']);
  });

  it("the parent reads and plays for its child (the same access as math)", async () => {
    const { kid, parent } = await family();
    const map = await ctx.call('GET', `${S(kid)}/student_reading_game_maps`, { token: parent.access });
    expect(map.status).toBe(200);
    expect(map.json.game_map.current_level).toBe(0);
    const opened = await ctx.call('POST', `${S(kid)}/reading_books/${FIXTURE_BOOKS[0]!.book.id}/book_parts/1/open`, { token: parent.access });
    expect(opened.status).toBe(200);
  });
});

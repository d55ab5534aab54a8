/**
 * The reading map statechart through a book (spec part 2 section 4; issue 15): pick, vocabulary,
 * reading a part, the quiz (looking back, beat, fail and read again), the part and book complete,
 * levelExit, levelLoading for exactly 1000 ms and its four outcomes, the world beaten, the limits,
 * and every error with its retry.
 */
import { describe, expect, it } from 'vitest';
import { filmOf } from '../subjects/intro-chain';
import { LEVEL_EXIT_MAX_MS, LEVEL_LOADING_MS } from './reading-map.setup';
import { attempt, book, BOOKS, flush, gameMap, httpError, mapReply, part, question, startReading, statePath, vocab } from './reading-map.test-support';
import type { BookSummary } from './reading-api';

type R = ReturnType<typeof startReading>;
const path = (r: R) => statePath(r.actor.getSnapshot().value);
const ctx = (r: R) => r.actor.getSnapshot().context;
const PAGES = [{ id: 1, part_number: 1, number: 1, text: 'Pat can nap.', art_url: '/a.svg', narration: null }];
const done = (b: BookSummary, n: number): BookSummary => ({ ...b, parts: b.parts.map((p) => (p.number <= n ? part(p.number, true) : p)) });

/** On the map at `level`, tapped it, film skipped: the carousel. */
async function atCarousel(level = 1, over = {}) {
  const r = startReading((f) => f.replyMap(mapReply(level, 'intro watched', over)));
  await flush();
  r.actor.send({ type: 'SELECT_LEVEL', level });
  expect(filmOf(r.actor.getSnapshot())).toBe('pickIntro');
  r.actor.send({ type: 'FILM_ENDED' });
  expect(path(r)).toBe('pickStatic.choosing');
  return r;
}

/** Picked `b` (vocabulary `words`), through to the reader of its next part. */
async function reading(b: BookSummary = BOOKS[0]!, words = [vocab(1)]) {
  const r = await atCarousel(b.difficulty_level);
  r.reply('startBook', { book: b, game_map: gameMap(1) });
  r.reply('bookPages', { book: b, pages: PAGES, vocabulary: words });
  r.actor.send({ type: 'PICK', bookId: b.id });
  await flush();
  if (path(r) === 'vocabIntro') {
    r.actor.send({ type: 'SKIP' });
    r.actor.send({ type: 'VOCAB_DONE' });
  }
  expect(path(r)).toBe('readIntro');
  const next = b.parts.find((p) => !p.completed_at)!;
  r.reply('bookPart', { book: b, part: next, pages: PAGES });
  r.reply('openPart', { part: { ...next, opened_at: '2026-11-24T10:00:00Z' } });
  r.actor.send({ type: 'FILM_ENDED' });
  await flush();
  expect(path(r)).toBe('readStatic.reading');
  return r;
}

/** Read the part, the quiz loaded and asking. */
async function quizzing(b?: BookSummary) {
  const r = await reading(b);
  r.reply('quiz', { attempt: attempt('pending', 0), questions: [question(1), question(2, 2), question(3)] });
  r.actor.send({ type: 'PART_READ' });
  expect(path(r)).toBe('quizIntro');
  r.actor.send({ type: 'SKIP' });
  await flush();
  expect(path(r)).toBe('quizStatic.asking');
  return r;
}

/** Beat the quiz, part completed: the celebration. */
async function celebrating(b: BookSummary = BOOKS[0]!, afterPart: BookSummary = done(b, 1)) {
  const r = await quizzing(b);
  r.reply('completePart', { part: part(1, true), book: afterPart });
  r.actor.send({ type: 'QUIZ_OUTCOME', outcome: 'beat', attempt: attempt('beat', 2) });
  r.actor.send({ type: 'FILM_ENDED' });
  await flush();
  expect(path(r)).toBe('quizBeatStatic.celebrating');
  return r;
}

describe('reading map: picking a book', () => {
  it('PICK starts the book and loads its pages and vocabulary; a new book with words goes to vocabIntro', async () => {
    const r = await atCarousel();
    r.reply('startBook', { book: BOOKS[0]!, game_map: gameMap(1) });
    r.reply('bookPages', { book: BOOKS[0]!, pages: PAGES, vocabulary: [vocab(1), vocab(2)] });
    r.actor.send({ type: 'PICK', bookId: 101 });
    expect(path(r)).toBe('pickStatic.starting');
    await flush();
    expect(r.calls.slice(-2)).toEqual(['startBook(9, 101)', 'bookPages(9, 101)']);
    expect(path(r)).toBe('vocabIntro');
    expect(ctx(r).vocabulary).toHaveLength(2);
  });

  it('a locked or unknown book is not picked', async () => {
    const r = await atCarousel(2);
    r.actor.send({ type: 'PICK', bookId: 202 });
    r.actor.send({ type: 'PICK', bookId: 999 });
    expect(path(r)).toBe('pickStatic.choosing');
  });

  it('a book without words, or one already begun, skips the vocabulary', async () => {
    await reading(BOOKS[0], []);
    const r = await reading(done(BOOKS[1]!, 1), [vocab(1)]);
    expect(ctx(r).part?.number).toBe(2);
  });

  it('a failed start shows the error; RETRY starts again, BACK goes back to the map', async () => {
    const r = await atCarousel();
    r.reply('startBook', httpError(500, 'Nope.'));
    r.actor.send({ type: 'PICK', bookId: 101 });
    await flush();
    expect(path(r)).toBe('pickStatic.error');
    r.reply('startBook', httpError(500, 'Nope.'));
    r.actor.send({ type: 'RETRY' });
    expect(path(r)).toBe('pickStatic.starting');
    await flush();
    expect(path(r)).toBe('pickStatic.error');
    r.actor.send({ type: 'BACK' });
    expect(path(r)).toBe('levelMap');
  });

  it('BACK from the carousel returns to the map', async () => {
    const r = await atCarousel();
    r.actor.send({ type: 'BACK' });
    expect(path(r)).toBe('levelMap');
  });
});

describe('reading map: vocabulary and reading', () => {
  it('vocabStatic saves each practice step in the background and goes on with VOCAB_DONE', async () => {
    const r = await atCarousel();
    r.reply('startBook', { book: BOOKS[0]!, game_map: gameMap(1) });
    r.reply('bookPages', { book: BOOKS[0]!, pages: PAGES, vocabulary: [vocab(1)] });
    r.actor.send({ type: 'PICK', bookId: 101 });
    await flush();
    r.actor.send({ type: 'FILM_ENDED' });
    expect(path(r)).toBe('vocabStatic');
    r.reply('recordVocab', httpError(500, 'lost'));
    r.actor.send({ type: 'RECORD_VOCAB', vocabId: 1, status: 'heard' });
    await flush();
    expect(r.calls.at(-1)).toBe('recordVocab(9, {"book_id":101,"vocab_id":1,"status":"heard"})');
    expect(path(r)).toBe('vocabStatic'); // a lost save does not stop the practice
    r.actor.send({ type: 'VOCAB_DONE' });
    expect(path(r)).toBe('readIntro');
    expect(filmOf(r.actor.getSnapshot())).toBe('readIntro');
  });

  it('readStatic opens the next unread part (GET part, POST open) and shows its pages', async () => {
    const r = await reading();
    expect(r.calls.slice(-2)).toEqual(['bookPart(9, 101, 1)', 'openPart(9, 101, 1)']);
    expect(ctx(r).pages).toEqual(PAGES);
    expect(ctx(r).part?.opened_at).not.toBeNull();
  });

  it('a missing part is an error (spec): the error state, RETRY opens it again', async () => {
    const r = await atCarousel();
    r.reply('startBook', { book: BOOKS[0]!, game_map: gameMap(1) });
    r.reply('bookPages', { book: BOOKS[0]!, pages: PAGES, vocabulary: [] });
    r.actor.send({ type: 'PICK', bookId: 101 });
    await flush();
    r.reply('bookPart', httpError(404, 'This part of the book is missing.'));
    r.actor.send({ type: 'SKIP' });
    await flush();
    expect(path(r)).toBe('readStatic.error');
    expect(ctx(r).error).toBe('This part of the book is missing.');
    r.actor.send({ type: 'RETRY' });
    expect(path(r)).toBe('readStatic.opening');
  });

  it('BACK from the reader or the vocabulary leaves the book for the map', async () => {
    const r = await reading();
    r.actor.send({ type: 'BACK' });
    expect(path(r)).toBe('levelMap');
  });
});

describe('reading map: the quiz', () => {
  it('PART_READ -> quizIntro -> quizStatic loads a fresh attempt of 3 questions', async () => {
    const r = await quizzing();
    expect(ctx(r).questions).toHaveLength(3);
    expect(r.calls.at(-1)).toBe('quiz(9, 101, 1)');
  });

  it('a failed quiz load shows the error; RETRY loads it again', async () => {
    const r = await reading();
    r.reply('quiz', httpError(500, 'No quiz.'));
    r.actor.send({ type: 'PART_READ' });
    r.actor.send({ type: 'FILM_ENDED' });
    await flush();
    expect(path(r)).toBe('quizStatic.error');
    r.actor.send({ type: 'RETRY' });
    expect(path(r)).toBe('quizStatic.loading');
  });

  it('LOOK_BACK shows the page with the arrow (quizArrowStatic); BACK_TO_QUIZ returns to the same questions without a new attempt', async () => {
    const r = await quizzing();
    const calls = r.calls.length;
    r.actor.send({ type: 'LOOK_BACK', page: 2 });
    expect(path(r)).toBe('quizArrowStatic');
    expect(ctx(r).lookBackPage).toBe(2);
    r.actor.send({ type: 'BACK_TO_QUIZ' });
    expect(path(r)).toBe('quizStatic.asking');
    expect(r.calls.length).toBe(calls);
  });

  it('gems earned by answers add up for the celebration', async () => {
    const r = await quizzing();
    r.actor.send({ type: 'GEMS_EARNED', gems: 1 });
    r.actor.send({ type: 'LOOK_BACK', page: 1 });
    r.actor.send({ type: 'GEMS_EARNED', gems: 1 });
    r.actor.send({ type: 'BACK_TO_QUIZ' });
    r.actor.send({ type: 'GEMS_EARNED', gems: 1 });
    expect(ctx(r).partGems).toBe(3);
  });

  it('fail -> quizFailIntro -> quizFailStatic -> READ_AGAIN -> readIntro of the same part (nothing taken away)', async () => {
    const r = await quizzing();
    r.actor.send({ type: 'GEMS_EARNED', gems: 1 });
    r.actor.send({ type: 'QUIZ_OUTCOME', outcome: 'fail', attempt: attempt('fail', 1) });
    expect(path(r)).toBe('quizFailIntro');
    r.actor.send({ type: 'FILM_ENDED' });
    expect(path(r)).toBe('quizFailStatic');
    expect(ctx(r).partGems).toBe(1);
    r.actor.send({ type: 'READ_AGAIN' });
    expect(path(r)).toBe('readIntro');
    expect(ctx(r).part?.number).toBe(1);
    expect(r.calls.some((c) => c.startsWith('completePart'))).toBe(false);
  });

  it('beat -> quizBeatIntro (fanfare) -> quizBeatStatic completes the part (its star)', async () => {
    const r = await quizzing();
    r.reply('completePart', { part: part(1, true), book: done(BOOKS[0]!, 1) });
    r.actor.send({ type: 'QUIZ_OUTCOME', outcome: 'beat', attempt: attempt('beat', 3) });
    expect(path(r)).toBe('quizBeatIntro');
    expect(r.log).toContain('effect levelComplete');
    r.actor.send({ type: 'SKIP' });
    expect(path(r)).toBe('quizBeatStatic.completing');
    await flush();
    expect(r.calls.at(-1)).toBe('completePart(9, 101, 1)');
    expect(path(r)).toBe('quizBeatStatic.celebrating');
    expect(ctx(r).part?.star_earned).toBe(true);
  });

  it('a failed part completion shows the error; RETRY saves again', async () => {
    const r = await quizzing();
    r.reply('completePart', httpError(500, 'x'), { part: part(1, true), book: done(BOOKS[0]!, 1) });
    r.actor.send({ type: 'QUIZ_OUTCOME', outcome: 'beat', attempt: attempt('beat') });
    r.actor.send({ type: 'FILM_ENDED' });
    await flush();
    expect(path(r)).toBe('quizBeatStatic.completeError');
    r.actor.send({ type: 'RETRY' });
    await flush();
    expect(path(r)).toBe('quizBeatStatic.celebrating');
  });

  it('CONTINUE with a part left reads the next part', async () => {
    const r = await celebrating(BOOKS[1]);
    r.actor.send({ type: 'CONTINUE' });
    expect(path(r)).toBe('readIntro');
    expect(ctx(r).part?.number).toBe(2);
  });
});

describe('reading map: the book complete, levelExit, levelLoading and its four outcomes', () => {
  const complete = (r: R, levelUp: boolean, level: number, unread = true, state: 'intro watched' | 'world beaten intro watched' = 'intro watched') =>
    r.reply('completeBook', { book: { ...done(BOOKS[0]!, 1), completed_at: 'now' }, game_map: gameMap(level, state), level_up: levelUp, has_unread_parts: unread, gems_earned: 16 });

  async function finished(levelUp: boolean, level: number, unread = true, state?: 'intro watched' | 'world beaten intro watched', reload?: ReturnType<typeof mapReply> | Error) {
    const r = await celebrating();
    complete(r, levelUp, level, unread, state);
    if (reload) r.replyMap(reload);
    r.actor.send({ type: 'CONTINUE' });
    expect(path(r)).toBe('quizBeatStatic.finishing');
    await flush();
    return r;
  }

  it('the last part -> completeBook -> levelExit, the monster walking from the old level', async () => {
    const r = await finished(true, 2);
    expect(r.calls.at(-1)).toBe('completeBook(9, 101)');
    expect(path(r)).toBe('levelExit');
    expect(ctx(r)).toMatchObject({ walkFrom: 1, levelUp: true, bookGems: 16 });
    expect(ctx(r).gameMap?.current_level).toBe(2);
  });

  it('a failed book completion shows the error; RETRY finishes again', async () => {
    const r = await celebrating();
    r.reply('completeBook', httpError(500, 'x'));
    r.actor.send({ type: 'CONTINUE' });
    await flush();
    expect(path(r)).toBe('quizBeatStatic.finishError');
    complete(r, true, 2);
    r.actor.send({ type: 'RETRY' });
    await flush();
    expect(path(r)).toBe('levelExit');
  });

  it('ARRIVED -> levelLoading; after exactly 1000 ms with the map reloaded -> levelMap (otherwise)', async () => {
    const r = await finished(true, 2);
    r.replyMap(mapReply(2));
    r.actor.send({ type: 'ARRIVED' });
    await flush();
    expect(path(r)).toBe('levelLoading.(timer.waiting | data.loaded)');
    r.clock.increment(LEVEL_LOADING_MS - 1);
    expect(path(r)).toMatch(/^levelLoading/);
    r.clock.increment(1);
    expect(path(r)).toBe('levelMap');
    expect(ctx(r).levelUp).toBe(true);
  });

  it('levelExit moves on by itself when the walk never reports (LEVEL_EXIT_MAX_MS), and at once without a level up', async () => {
    const r = await finished(true, 2);
    r.clock.increment(LEVEL_EXIT_MAX_MS);
    expect(path(r)).toMatch(/^levelLoading/);
    const same = await finished(false, 1);
    expect(path(same)).toMatch(/^levelLoading/);
  });

  it('no unread parts -> readingLimit (a free account past level 1 gets the locked modal for a grown-up)', async () => {
    const r = await finished(true, 2, false);
    r.replyMap(mapReply(2, 'intro watched', { max_level: 1, has_unread_parts: false }));
    r.actor.send({ type: 'ARRIVED' });
    await flush();
    r.clock.increment(LEVEL_LOADING_MS);
    expect(path(r)).toBe('readingLimit');
    expect(ctx(r).locked).toEqual({ level: 2, reason: 'members' });
    r.actor.send({ type: 'CLOSE_LOCKED' });
    expect(ctx(r).locked).toBeNull();
    r.actor.send({ type: 'SELECT_LEVEL', level: 1 });
    expect(path(r)).toBe('pickIntro');
  });

  it('max level, world-beat intro not watched -> worldBeatIntro -> POST "world beaten intro watched" -> levelLimit', async () => {
    const r = await finished(true, 9, false);
    r.replyMap(mapReply(9, 'intro watched', { has_unread_parts: false }));
    r.actor.send({ type: 'ARRIVED' });
    await flush();
    r.clock.increment(LEVEL_LOADING_MS);
    expect(path(r)).toBe('worldBeatIntro.playing');
    expect(filmOf(r.actor.getSnapshot())).toBe('worldBeatIntro');
    r.reply('setGameMap', httpError(500, 'x'), { game_map: gameMap(9, 'world beaten intro watched') });
    r.actor.send({ type: 'FILM_ENDED' });
    await flush();
    expect(path(r)).toBe('worldBeatIntro.error');
    r.actor.send({ type: 'RETRY' });
    await flush();
    expect(r.calls.at(-1)).toBe('setGameMap(9, {"state":"world beaten intro watched"})');
    expect(path(r)).toBe('levelLimit');
  });

  it('max level, world-beat intro watched -> levelLimit, where every level can be read again', async () => {
    const r = await finished(false, 9, false, 'world beaten intro watched', mapReply(9, 'world beaten intro watched', { has_unread_parts: false }));
    r.clock.increment(LEVEL_LOADING_MS);
    expect(path(r)).toBe('levelLimit');
    r.actor.send({ type: 'SELECT_LEVEL', level: 9 });
    expect(ctx(r).locked).toEqual({ level: 9, reason: 'members' });
    r.actor.send({ type: 'CLOSE_LOCKED' });
    r.actor.send({ type: 'SELECT_LEVEL', level: 8 });
    expect(path(r)).toBe('pickIntro');
  });

  it('a failed reload in levelLoading shows the error; RETRY loads again, then the outcome', async () => {
    const r = await finished(false, 1, true, undefined, httpError(503, 'x'));
    r.clock.increment(LEVEL_LOADING_MS);
    expect(path(r)).toBe('levelLoading.(timer.elapsed | data.error)');
    r.replyMap(mapReply(1));
    r.actor.send({ type: 'RETRY' });
    await flush();
    expect(path(r)).toBe('levelMap');
  });

  it('a returning child whose world is beaten lands on levelLimit (or its film first)', async () => {
    const r = startReading((f) => f.replyMap(mapReply(9, 'world beaten intro watched', { has_unread_parts: false })));
    await flush();
    expect(path(r)).toBe('levelLimit');
    const s = startReading((f) => f.replyMap(mapReply(9, 'intro watched', { has_unread_parts: false })));
    await flush();
    expect(path(s)).toBe('worldBeatIntro.playing');
  });

  it('a book of another level: its carousel, and a read book reread', async () => {
    const r = startReading((f) => f.replyMap({ ...mapReply(3), books: [...BOOKS, book(301, 3)] }));
    await flush();
    r.actor.send({ type: 'SELECT_LEVEL', level: 3 });
    expect(ctx(r).pickLevel).toBe(3);
  });
});

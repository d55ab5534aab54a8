/**
 * Issue 15 end to end, in Chromium at tablet size on the real server: a new reader (the demo's Mia,
 * whose family has every subject) opens /reading for the first time, watches the world intro and
 * the meet-the-map films (at 16x: the films are real, the waiting is not), taps level 1 on the map,
 * picks the first book, practises its words (hear one, match them all by tap-tap), reads its part
 * with the narration playing and the spoken word lit and moving, taps a vocabulary word for its
 * meaning, fails the quiz on purpose (one right of three), reads again, passes, and walks on to
 * level 2. The right answers come from the book's own content file, as the math tests solve
 * questions from their text. Screenshots: the map, the carousel, the reader mid-sentence, a word's
 * meaning, the match game, the quiz and the level-up map.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { bookSchema, type BookContent } from '../../core/reading/book-schema';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { apiLogin } from './api';
import { expect, test } from './fixtures';
import { enableTestHook, gameState, loginAs, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';

const server = useSpecServer('reading', test);

const BOOKS_DIR = join(import.meta.dirname, '..', '..', 'assets', 'reading', 'books');
const BOOKS: BookContent[] = readdirSync(BOOKS_DIR).map((f) => bookSchema.parse(JSON.parse(readFileSync(join(BOOKS_DIR, f), 'utf8'))));

/** The reading screen's spec state (ui/reading/ReadingScreen.tsx: data-reading-state). */
const readingState = (page: Page) => page.locator('[data-reading-state]');

/** Waits for the reading screen to reach `state` (films play at 16x, so a film state passes by itself). */
async function reach(page: Page, state: string, timeout = 30_000) {
  await expect(readingState(page)).toHaveAttribute('data-reading-state', state, { timeout });
}

/** Taps a level's book on the map canvas where the scene drew it (game/test-hook.ts: subjectMap). */
async function tapLevel(page: Page, level: number) {
  const key = `level-${level}`;
  await expect.poll(async () => {
    const s = (await gameState(page))?.subjectMap;
    return s && !s.walking && s.loaded === s.total ? s.nodes.find((n) => n.key === key)?.state : null;
  }, { timeout: 20_000 }).toBe('selected');
  const node = (await gameState(page))!.subjectMap!.nodes.find((n) => n.key === key)!;
  const stage = (await page.getByTestId('subject-map-stage').boundingBox())!;
  await page.mouse.click(stage.x + node.x + node.width / 2, stage.y + node.y + node.height / 2);
}

/** Answers the quiz's 3 questions: `rightCount` of them right, the others wrong, from the book's content. */
async function answerQuiz(page: Page, book: BookContent, rightCount: number) {
  const questions = book.parts.flatMap((p) => p.pages.flatMap((pg) => pg.questions));
  const modal = page.getByTestId('quiz-modal');
  for (let i = 0; i < 3; i++) {
    await expect(modal).toHaveAttribute('data-quiz-state', 'asking');
    const prompt = (await page.locator('#quiz-title').textContent())!.trim();
    const question = questions.find((q) => q.prompt === prompt);
    expect(question, `the quiz asks "${prompt}" from ${book.slug}`).toBeDefined();
    const right = question!.answers.find((a) => a.correct)!.text;
    const answers = page.getByTestId('quiz-answer');
    const texts = (await answers.allTextContents()).map((t) => t.trim());
    const index = i < rightCount ? texts.indexOf(right) : texts.findIndex((t) => t !== right);
    expect(index).toBeGreaterThanOrEqual(0);
    await answers.nth(index).click();
    await expect(page.getByTestId('quiz-feedback')).toHaveAttribute('data-correct', String(i < rightCount));
    if (i === 0 && rightCount < 3) await page.screenshot({ path: `${SCREENSHOTS}/reading-quiz.png` });
    await page.getByTestId('quiz-next').click();
  }
  await page.getByTestId('quiz-continue').click();
}

/** Reads the shown part to its end: next page until Done. */
async function readToTheEnd(page: Page) {
  const reader = page.getByTestId('book-reader');
  await expect(reader).toBeVisible();
  while (!(await page.getByTestId('reader-done').isVisible())) await page.getByTestId('reader-next').click();
  await page.getByTestId('reader-done').click();
}

test.use({ viewport: { width: 1180, height: 820 } });

test('a new reader watches the intro, picks a book, practises its words, reads along, fails a quiz, passes it and reaches level 2', async ({ page }) => {
  await enableTestHook(page);
  await page.addInitScript(() => {
    document.addEventListener('play', (e) => e.target instanceof HTMLVideoElement && (e.target.playbackRate = 16), true);
  });
  const mia = DEMO_ACCOUNTS.students[0];
  await loginAs(page, server.url, mia.username, mia.password);
  await expect(page).toHaveURL(/\/math/);
  await page.goto(server.url + '/reading');

  // First visit: the world intro, then Moxie shows the map and waits for "Let's go!".
  await reach(page, 'worldIntro');
  await expect(page.getByTestId('video-element')).toBeVisible();
  await reach(page, 'mmStatic');
  await page.getByTestId('mm-go').click();
  await reach(page, 'levelMap');
  await page.screenshot({ path: `${SCREENSHOTS}/reading-map.png` });

  // Level 1: the books of Pre-K; the first is picked.
  await tapLevel(page, 1);
  await reach(page, 'pickStatic');
  const first = page.locator('[data-testid="book-card"][aria-current="true"]');
  const firstId = Number(await first.getAttribute('data-book-id'));
  const book = BOOKS.find((b) => b.id === firstId)!;
  expect(book.grade).toBe('prek');
  await expect(first).toContainText(book.title);
  await page.screenshot({ path: `${SCREENSHOTS}/reading-carousel.png` });
  await page.getByTestId('book-pick').click();

  // Its words: each card, one heard, then the match game by tap-tap.
  await reach(page, 'vocabStatic');
  await expect(page.getByTestId('vocab-card')).toContainText(book.vocabulary[0]!.word);
  await page.getByTestId('vocab-hear').click();
  for (let i = 1; i < book.vocabulary.length; i++) await page.getByTestId('vocab-next').click();
  await page.getByTestId('vocab-play').click();
  const meaningOf = new Map(book.vocabulary.map((v) => [v.word, v.definition]));
  const words = page.getByTestId('match-word');
  await expect(words.first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/reading-match.png` });
  for (const word of await words.allTextContents()) {
    await words.filter({ hasText: word.trim() }).click();
    await page.getByTestId('match-meaning').filter({ hasText: meaningOf.get(word.trim())! }).click();
  }
  await page.getByTestId('vocab-done-button').click();

  // The part, read along: the narration plays and the lit word moves on.
  await reach(page, 'readStatic');
  const speaking = page.locator('[data-testid="reader-word"][data-speaking="true"]');
  await expect(speaking).toHaveCount(1, { timeout: 10_000 });
  const firstSpoken = Number(await speaking.getAttribute('data-index'));
  await expect.poll(async () => Number((await speaking.getAttribute('data-index')) ?? firstSpoken), { timeout: 10_000 }).toBeGreaterThan(firstSpoken);
  // The reader's own top bar (Exit, the title) is clear: the screen's Home and Map buttons stand aside.
  await expect(page.getByTestId('reading-home')).toHaveCount(0);
  await expect(page.getByTestId('reading-back')).toHaveCount(0);
  await expect(page.locator('.reader-exit')).toBeInViewport();
  await page.screenshot({ path: `${SCREENSHOTS}/reading-reader-highlight.png` });
  // A tap on a vocabulary word: its meaning in a bubble.
  const vocabWord = book.vocabulary.find((v) => book.parts[0]!.pages[0]!.text.toLowerCase().includes(v.word.toLowerCase()));
  if (!vocabWord) {
    // The first page names none of the words: turn to a page that does.
    const pageIndex = book.parts[0]!.pages.findIndex((pg) => book.vocabulary.some((v) => pg.text.toLowerCase().includes(v.word.toLowerCase())));
    expect(pageIndex).toBeGreaterThan(0);
    for (let i = 0; i < pageIndex; i++) await page.getByTestId('reader-next').click();
  }
  const pageText = (await page.locator('.reader-words').textContent()) ?? '';
  const tapped = book.vocabulary.find((v) => pageText.toLowerCase().includes(v.word.toLowerCase()))!;
  await page.getByTestId('reader-word').filter({ hasText: new RegExp(`^${tapped.word}$`, 'i') }).first().click();
  await expect(page.getByTestId('word-bubble')).toContainText(tapped.definition);
  await expect(page.getByTestId('word-bubble')).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${SCREENSHOTS}/reading-word-bubble.png` });
  await readToTheEnd(page);

  // The quiz, failed on purpose (1 of 3): kindly, then the part again.
  await reach(page, 'quizStatic');
  await answerQuiz(page, book, 1);
  await reach(page, 'quizFailStatic');
  await page.getByTestId('read-again').click();
  await reach(page, 'readStatic');
  await readToTheEnd(page);

  // Passed (3 of 3): the star, then the monster walks on to level 2.
  await reach(page, 'quizStatic');
  await answerQuiz(page, book, 3);
  await reach(page, 'quizBeatStatic');
  await expect(page.getByTestId('quiz-beat')).toBeVisible();
  await page.getByTestId('quiz-beat-continue').click();
  await reach(page, 'levelMap');
  await expect.poll(async () => (await gameState(page))?.subjectMap?.nodes.find((n) => n.key === 'level-2')?.state, { timeout: 20_000 }).toBe('selected');
  await expect.poll(async () => (await gameState(page))?.subjectMap?.nodes.find((n) => n.key === 'level-1')?.state).toBe('done');
  await page.screenshot({ path: `${SCREENSHOTS}/reading-level-2.png` });

  // The server agrees: level 2, the book completed.
  const kid = await apiLogin(page.request, server.url, mia.username, mia.password);
  const headers = { authorization: `Bearer ${kid.access}` };
  const map = (await (await page.request.get(`${server.url}/api/v1/students/-/student_reading_game_maps`, { headers })).json()) as { game_map: { current_level: number } };
  expect(map.game_map.current_level).toBe(2);
  const books = (await (await page.request.get(`${server.url}/api/v1/students/-/reading_books?difficulty_level=1`, { headers })).json()) as { books: { id: number; completed_at: string | null }[] };
  expect(books.books.find((b) => b.id === book.id)?.completed_at).not.toBeNull();
});

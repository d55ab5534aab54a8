/** Page objects for the end-to-end tests: DOM controls by data-testid, canvas state by the test hook. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { GameTestState } from '../../game/test-hook';
import { apiLogin, demoAdmin, moveStudentTo, type ApiLogin } from './api';
import { correctAnswersSchema } from '../../worker/math/lessons.contracts';
import { solve } from './solver';

export const SCREENSHOTS = 'tests/screenshots';

/** Enables the game's test hook for every page load. */
export async function enableTestHook(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __MONSTERIFIC_TEST__: boolean; __MONSTERIFIC_FPS_LIMIT__: number };
    w.__MONSTERIFIC_TEST__ = true;
    // Software WebGL at 30 fps took most of a 2-core machine; tweens run on elapsed time, so 10 fps
    // changes no check (docs/testing.md).
    w.__MONSTERIFIC_FPS_LIMIT__ = 10;
  });
}

/** The canvas state published by game/test-hook.ts. */
export function gameState(page: Page): Promise<GameTestState | null> {
  return page.evaluate(() => (window as unknown as { __MONSTERIFIC_STATE__?: GameTestState }).__MONSTERIFIC_STATE__ ?? null);
}

/** Waits until the map scene shows the monster on `level`. */
export async function expectMonsterOn(page: Page, level: number) {
  await expect.poll(async () => {
    const s = await gameState(page);
    return s?.scene === 'MapScene' ? s.monsterLevel : null;
  }, { timeout: 30_000 }).toBe(level);
  await expect(page.getByTestId('map-title')).toContainText(`Level ${level}`);
}

/** The question as the child sees it: the text with each input box written as ___, and the options. */
export async function readQuestion(page: Page): Promise<{ text: string; options: string[]; type: 'BLNK' | 'M' }> {
  const card = page.getByTestId('question-card');
  await expect(card).toBeVisible();
  const text = await page.getByTestId('question-text').evaluate((el) => {
    const clone = el.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('input').forEach((i) => i.replaceWith(document.createTextNode('___')));
    return clone.textContent ?? '';
  });
  const options = await page.locator('[data-testid^="choice-"]').evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/^[A-E]/, '').trim()));
  return { text, options, type: options.length > 0 ? 'M' : 'BLNK' };
}

const admins = new Map<string, Promise<ApiLogin>>();

/**
 * The right answer to the question on screen: worked out from its text by the solver (what a child
 * reads), or, for a picture question or a shape the solver does not read (issue 18's new lessons),
 * from the admins' correct_answers call (the answer key support staff see; children never get it).
 */
export async function solveOnScreen(page: Page, q: { text: string; options: string[]; type: 'BLNK' | 'M' }): Promise<{ blanks: string[] } | { choice: string }> {
  try {
    return solve(q.text, q.options);
  } catch {
    // Not a shape the solver reads: ask the answer key.
  }
  const card = page.getByTestId('question-card');
  const questionId = Number(await card.getAttribute('data-question-id'));
  const lessonId = Number(await card.getAttribute('data-lesson-id'));
  const base = new URL(page.url()).origin;
  let admin = admins.get(base);
  if (!admin) admins.set(base, (admin = demoAdmin(page.request, base)));
  const res = await page.request.get(`${base}/api/v1/math_lessons/${lessonId}/correct_answers`, { headers: { authorization: `Bearer ${(await admin).access}` } });
  expect(res.status(), `answer key of lesson ${lessonId}`).toBe(200);
  const right = correctAnswersSchema.parse(await res.json()).correct_answers.find((k) => k.question_id === questionId)?.correct_answer;
  if (!right) throw new Error(`No answer key for question ${questionId} of lesson ${lessonId}: ${q.text}`);
  return q.type === 'M' ? { choice: right[0]! } : { blanks: right };
}

/** Answers the shown question, correctly or deliberately wrong, and presses Check. */
export async function submitAnswer(page: Page, correctly: boolean) {
  const q = await readQuestion(page);
  const solution = await solveOnScreen(page, q);
  if ('blanks' in solution) {
    const values = correctly ? solution.blanks : solution.blanks.map((b) => (Number.isFinite(Number(b)) ? String(Number(b) + 1) : `${b}x`));
    for (const [i, v] of values.entries()) await page.getByTestId(`blank-${i}`).fill(v);
  } else {
    const index = correctly ? q.options.indexOf(solution.choice) : q.options.findIndex((o) => o !== solution.choice);
    expect(index).toBeGreaterThanOrEqual(0);
    await page.getByTestId(`choice-${index}`).click();
  }
  await page.getByTestId('check-answer').click();
}

/** Answers the shown question, correctly or deliberately wrong, submits it and sees the verdict. */
export async function answerQuestion(page: Page, correctly: boolean) {
  await submitAnswer(page, correctly);
  await expect(page.getByTestId('answer-feedback')).toHaveAttribute('data-correct', String(correctly));
}

const taken = new Set<string>();
/** Takes the named screenshot the first time only: an overlay that comes back needs no second picture. */
async function screenshotOnce(page: Page, name: string) {
  if (taken.has(name)) return;
  taken.add(name);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}` });
}

/**
 * Moves past a correct answer's compliment: the child may press Next, and the card also moves on
 * by itself after 3000 ms, so either path is fine; what follows must then be `next` on screen.
 * @returns the overlays passed on the way (`pretest-end`, `learn-overlay`), in order
 */
export async function moveOn(page: Page, next: 'question-card' | 'level-complete'): Promise<Array<'pretest-end' | 'learn-overlay'>> {
  const passed: Array<'pretest-end' | 'learn-overlay'> = [];
  await page
    .getByTestId('next-question')
    .click({ timeout: 2000 })
    .catch(() => undefined);
  // On the way: the pretest's end modal (after its last answer) and a new lesson's learn overlay.
  const pretestEnd = page.getByTestId('pretest-end');
  const learn = page.getByTestId('learn-overlay');
  for (let step = 0; step < 3; step++) {
    await expect(page.getByTestId(next).or(pretestEnd).or(learn)).toBeVisible();
    // Each step waits for its overlay to leave: still on screen for a moment after the click, it
    // was seen again and its button, gone by then, waited on until the test timed out.
    if (await pretestEnd.isVisible()) {
      await screenshotOnce(page, 'pretest-end.png');
      await page.getByTestId('pretest-end-continue').click();
      await expect(pretestEnd).toBeHidden();
      passed.push('pretest-end');
    } else if (await learn.isVisible()) {
      await screenshotOnce(page, 'learn-overlay.png');
      await page.getByTestId('learn-done').click();
      await expect(learn).toBeHidden();
      passed.push('learn-overlay');
    } else break;
  }
  await expect(page.getByTestId(next)).toBeVisible();
  return passed;
}

/** Logs in through the login screen with an e-mail (parent) or a username (student). */
export async function loginAs(page: Page, baseUrl: string, login: string, password: string) {
  if (!page.url().endsWith('/login')) await page.goto(baseUrl + '/login');
  await page.getByTestId('login-username').fill(login);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Logs out through the top bar's menu (Log Out sits in the "Hi, {first name}" menu). */
export async function logOut(page: Page) {
  await page.getByTestId('nav-menu').click();
  await page.getByTestId('nav-logout').click();
}

/**
 * Puts `student` on math `level` through support's level move (the admin API), logs the child in
 * in `page` and waits for the monster on that level's node. Returns the admin's and the child's
 * API logins for later moves.
 */
export async function loginOnLevel(page: Page, baseUrl: string, student: { username: string; password: string }, level: number): Promise<{ admin: ApiLogin; kid: ApiLogin }> {
  const admin = await demoAdmin(page.request, baseUrl);
  const kid = await apiLogin(page.request, baseUrl, student.username, student.password);
  await moveStudentTo(page.request, baseUrl, admin, kid.userId, level);
  await loginAs(page, baseUrl, student.username, student.password);
  await expectMonsterOn(page, level);
  return { admin, kid };
}

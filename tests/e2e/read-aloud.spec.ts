/**
 * Issue 18 in the browser: a picture question (the bank's SVG figure shown as an image with its
 * alt text), the lesson's hint opened step by step, and reading aloud: the speakers, the automatic
 * reading for the youngest students, and the parent's switch that turns it off.
 *
 * The browser's speech engine is the edge faked here: an init script replaces
 * `window.speechSynthesis` with a recorder of the utterances' text, so the test reads what the
 * child would hear. Starting states come through the API (the student, the level, the lesson in
 * pick-skill mode, its intro marked seen); the screen shows and taps only what is under test.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, demoAdmin, moveStudentTo, newDemoStudent, type NewStudent } from './api';
import { enableTestHook, expectMonsterOn, loginAs, logOut, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { mathSpeech } from '../../core/speech/math-speech';
import type { PublicQuestion } from '../../worker/math/math.contracts';

const server = useSpecServer('read-aloud', test);

/** Replaces the browser's speech engine with a recorder (`window.__spoken`: each utterance's text); enables the game's test hook. */
async function recordSpeech(page: Page) {
  await enableTestHook(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __spoken: string[] };
    w.__spoken = [];
    class FakeUtterance {
      rate = 1;
      constructor(public text: string) {}
    }
    const synth = { speak: (u: FakeUtterance) => void w.__spoken.push(u.text), cancel: () => undefined, getVoices: () => [], speaking: false, pending: false, paused: false };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  });
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A multiple-choice lesson of `grade` whose every question has a picture and whose lesson has a
 * hint (the bank's ten-frame, clock, shape lessons), looked up through the catalogue API.
 */
async function pictureLesson(request: APIRequestContext, token: string, grade: number): Promise<{ id: number; name: string }> {
  const get = async <T>(path: string): Promise<T> => (await (await request.get(server.url + path, { headers: bearer(token) })).json()) as T;
  const { skills } = await get<{ skills: { id: number }[] }>(`/api/v1/skills?grade=${grade}`);
  for (const skill of skills) {
    const { math_lessons } = await get<{ math_lessons: { id: number; name: string }[] }>(`/api/v1/skills/${skill.id}/math_lessons`);
    for (const lesson of math_lessons) {
      const { questions } = await get<{ questions: PublicQuestion[] }>(`/api/v1/math_lessons/${lesson.id}/questions`);
      if (questions.length > 0 && questions.every((q) => q.figure && q.question_type === 'M' && q.hints.length >= 2)) return lesson;
    }
  }
  throw new Error(`no multiple-choice picture lesson with a hint in grade ${grade}`);
}

/**
 * A new student of `grade` on level 2, practising a picture lesson (pick-skill, its worked example
 * marked seen), logged in on screen with the level's question card open. Returns the question the
 * card shows, as the API gave it.
 */
async function onPictureQuestion(page: Page, grade: number): Promise<{ kid: NewStudent; question: PublicQuestion }> {
  const kid = await newDemoStudent(page.request, server.url, grade);
  await moveStudentTo(page.request, server.url, await demoAdmin(page.request, server.url), kid.userId, 2);
  const lesson = await pictureLesson(page.request, kid.access, grade);
  const game = await page.request.get(`${server.url}/api/v1/students/${kid.userId}/math_game/ocean?lesson_id=${lesson.id}`, { headers: bearer(kid.access) });
  const question = ((await game.json()) as { question: PublicQuestion }).question;
  const seen = await page.request.post(`${server.url}/api/v1/students/${kid.userId}/student_math_lessons`, { headers: bearer(kid.access), data: { math_lesson_id: lesson.id, lesson_intro_watched: true } });
  expect(seen.ok()).toBe(true);

  await loginAs(page, server.url, kid.username, kid.password);
  await expectMonsterOn(page, 2);
  await page.getByTestId('play-level').click();
  await expect(page.getByTestId('question-card')).toHaveAttribute('data-question-id', String(question.id));
  return { kid, question };
}

/** What the speaker of the question says: the question, the picture's alt and the choices, in words. */
function expectQuestionSpoken(text: string | undefined, question: PublicQuestion) {
  expect(text).toBeDefined();
  expect(text).toContain(mathSpeech(question.text));
  expect(text).toContain(mathSpeech(question.figure!.alt));
  for (const a of question.answers) expect(text).toContain(mathSpeech(a.answer_text));
  // The choices are numbers on screen ("3", "7"): the child hears words, never digits.
  expect(text).not.toMatch(/\d/);
}

test('a picture question: the figure with its alt, the hint step by step, and everything read aloud (automatically for K)', async ({ page }) => {
  await recordSpeech(page);
  const parent = await apiLogin(page.request, server.url, DEMO_ACCOUNTS.parent.email, DEMO_ACCOUNTS.parent.password);
  await page.request.post(`${server.url}/api/v1/parents/-/account_preferences`, { headers: bearer(parent.access), data: { auto_read_aloud: true } });
  const { question } = await onPictureQuestion(page, 14);

  // The picture: an image (never inline markup) with the question's alt, decoded under the page's CSP.
  const figure = page.getByTestId('question-figure');
  await expect(figure).toBeVisible();
  await expect(figure).toHaveAttribute('alt', question.figure!.alt);
  expect(await figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.src.startsWith('data:image/svg+xml'))).toBe(true);
  expect(await page.getByTestId('question-card').locator('svg title').count()).toBe(0);

  // A kindergartner hears the new question by itself, then again at the speaker's tap.
  await expect.poll(async () => (await spoken(page)).length).toBe(1);
  expectQuestionSpoken((await spoken(page))[0], question);
  await page.getByTestId('speak-question').click();
  await expect.poll(async () => (await spoken(page)).length).toBe(2);
  expectQuestionSpoken((await spoken(page))[1], question);

  // The hint, one step at a time, each step with its own speaker.
  await page.getByTestId('hint-toggle').click();
  await expect(page.getByTestId('hint-step-0')).toContainText(question.hints[0]!);
  await expect(page.getByTestId('hint-step-1')).toHaveCount(0);
  await page.getByTestId('hint-next').click();
  await expect(page.getByTestId('hint-step-1')).toContainText(question.hints[1]!);
  await page.getByTestId('speak-hint-1').click();
  await expect.poll(async () => (await spoken(page)).at(-1)).toBe(mathSpeech(question.hints[1]!));

  // Phone and tablet, both ways up: the card with its picture and hint fits the screen (it scrolls
  // inside itself), and the picture is not shrunk to a thumbnail.
  for (const size of [
    { width: 390, height: 844, name: 'phone' },
    { width: 1024, height: 768, name: 'tablet' },
    { width: 768, height: 1024, name: 'tablet-portrait' },
    { width: 844, height: 390, name: 'phone-landscape' },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SCREENSHOTS}/read-aloud-${size.name}.png` });
    const card = (await page.getByTestId('question-card').boundingBox())!;
    const img = (await figure.boundingBox())!;
    expect(card.x, size.name).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width, size.name).toBeLessThanOrEqual(size.width + 1);
    expect(card.y + card.height, size.name).toBeLessThanOrEqual(size.height + 1);
    // Figures run from square (a clock) to long and flat (two lengths); either way it spans the card.
    expect(img.width, size.name).toBeGreaterThanOrEqual(Math.min(300, card.width * 0.7));
    expect(img.height, size.name).toBeGreaterThanOrEqual(80);
  }
});

test('grade 1: no automatic reading once the parent switches it off in My Account; the speaker still reads', async ({ page }) => {
  await recordSpeech(page);
  const { parent } = DEMO_ACCOUNTS;
  await loginAs(page, server.url, parent.email, parent.password);
  await expect(page).toHaveURL(/\/select-student$/);
  await page.goto(server.url + '/my-account');
  const readSwitch = page.getByRole('switch', { name: 'Read questions aloud automatically for Pre-K to grade 1' });
  if ((await readSwitch.getAttribute('aria-checked')) === 'true') {
    await readSwitch.click();
    await expect(page.getByTestId('options-status')).toHaveText('Saved');
  }
  await expect(readSwitch).toHaveAttribute('aria-checked', 'false');
  await logOut(page);

  const { question } = await onPictureQuestion(page, 1);
  await expect(page.getByTestId('question-figure')).toHaveAttribute('alt', question.figure!.alt);
  // Long enough for a reading the card would start as it appears (it starts in the mount's frame).
  await page.waitForTimeout(1000);
  expect(await spoken(page)).toEqual([]);
  await page.getByTestId('speak-question').click();
  await expect.poll(async () => (await spoken(page)).length).toBe(1);
  expectQuestionSpoken((await spoken(page))[0], question);
});

import { readdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { SUBJECTS } from '../../ui/components/TopBar';
import { SCREENSHOTS, solveOnScreen } from './pages';
import { expectNoSeriousA11yViolations } from './a11y';
import { apiLogin, demoAdmin, moveStudentTo, newDemoStudent, playLevelByApi } from './api';
import { enableTestHook, expectMonsterOn, gameState, loginAs, moveOn, readQuestion } from './pages';
import { useSpecServer } from './server';

// Issue 21 part 6: axe on every screen, 0 serious or critical violations (tests/e2e/a11y.ts).
// Each screen is reached through the API or one click; nothing is played on the canvas.
const server = useSpecServer('accessibility', test);
test.use({ viewport: { width: 1024, height: 768 } });

/**
 * The test hook, with the game capped at 2 frames per second: these tests read the DOM and the
 * hook's state, never pixels, and the game's tweens run on elapsed time, so only the software-WebGL
 * drawing (most of the CPU, and what made each axe run 3-5 s beside the canvas) gets cheaper.
 */
async function enableSlowGame(page: Page) {
  await enableTestHook(page);
  await page.addInitScript(() => void ((window as unknown as { __MONSTERIFIC_FPS_LIMIT__: number }).__MONSTERIFIC_FPS_LIMIT__ = 2));
}

const scan = (page: Page, label: string) => expectNoSeriousA11yViolations(page, label);

/** Presses Tab until the element with `testId` has the focus (at most `max` times). */
async function tabTo(page: Page, testId: string | RegExp, max = 12) {
  for (let i = 0; i < max; i++) {
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
    if (typeof testId === 'string' ? focused === testId : testId.test(focused)) return focused;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(testId)}`);
}

/** Answers the shown question correctly with the keyboard only (the card focuses its first input). */
async function answerByKeyboard(page: Page) {
  const q = await readQuestion(page);
  const solution = await solveOnScreen(page, q);
  if ('blanks' in solution) {
    for (const [i, v] of solution.blanks.entries()) {
      await expect(page.getByTestId(`blank-${i}`)).toBeFocused();
      await page.keyboard.type(v);
      await page.keyboard.press(i < solution.blanks.length - 1 ? 'Tab' : 'Enter'); // Enter submits the form
    }
  } else {
    await expect(page.getByTestId('choice-0')).toBeFocused();
    await page.keyboard.press('ABCDE'[q.options.indexOf(solution.choice)]!); // a letter picks its choice
    await tabTo(page, 'check-answer');
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('answer-feedback')).toHaveAttribute('data-correct', 'true');
}

test('axe: the logged-out pages and the parent\'s pages', async ({ page }) => {
  await page.goto(server.url + '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, 'landing /');
  await page.goto(server.url + '/signup');
  await expect(page.getByTestId('signup-submit')).toBeVisible();
  await scan(page, 'sign-up');
  await page.goto(server.url + '/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, 'forgot password');
  await page.goto(server.url + '/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, '404 page');

  const parent = DEMO_ACCOUNTS.parent;
  await page.goto(server.url + '/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await scan(page, 'login');
  await loginAs(page, server.url, parent.email, parent.password);
  await expect(page.getByTestId(`select-${DEMO_ACCOUNTS.students[0].username}`)).toBeVisible();
  await scan(page, 'select student');

  await page.goto(server.url + '/my-account');
  await expect(page.getByTestId('add-student-form')).toBeVisible();
  await scan(page, 'my account');
  await page.getByTestId('delete-start').click();
  await expect(page.getByTestId('delete-confirm')).toBeVisible();
  await scan(page, 'my account: delete the account');

  for (const s of SUBJECTS.filter((x) => x.key !== 'math')) {
    await page.goto(server.url + s.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scan(page, `subject page ${s.path}`);
  }
});

test('axe on the math map, its overlays, the question, the feedback and the level-complete modal; the level played by keyboard, announced', async ({ page }) => {
  await enableSlowGame(page);
  const admin = await demoAdmin(page.request, server.url);
  const mia = DEMO_ACCOUNTS.students[0];
  const kid = await apiLogin(page.request, server.url, mia.username, mia.password);
  await moveStudentTo(page.request, server.url, admin, kid.userId, 2);
  await playLevelByApi(page.request, server.url, kid, admin, 'ocean', 1);

  await loginAs(page, server.url, mia.username, mia.password);
  await expectMonsterOn(page, 2);
  await scan(page, 'math map');
  const overlays = [
    ['open-monster-maker', 'monster-maker', 'Escape'],
    ['open-topic-picker', 'topic-picker', 'topic-picker-close'],
    ['open-pets', 'all-pets-close', 'all-pets-close'],
    ['open-incentives', 'incentives-panel', 'incentives-close'],
  ] as const;
  for (const [open, shown, close] of overlays) {
    await page.getByTestId(open).click();
    await expect(page.getByTestId(shown)).toBeVisible();
    await scan(page, `map overlay ${shown}`);
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await page.getByTestId(close).click();
    await expect(page.getByTestId(shown)).toBeHidden();
  }

  // From here on the keyboard only: Tab reaches the map's levels (one tab stop, on the current
  // level), the arrows move the ring on the canvas, Enter opens the current level.
  const live = page.getByTestId('live-region');
  await expect(live).toHaveText('The map. Your level is level 2: ' + (await levelTitle(page, 2)) + '.');
  await page.locator('body').focus();
  await tabTo(page, /^map-key-/);
  await expect(page.getByTestId('map-key-2')).toBeFocused();
  await expect(page.getByTestId('map-key-2')).toBeVisible(); // the focused level shows as a label
  await expect.poll(async () => (await gameState(page))?.focusedLevel).toBe(2); // and its node is ringed
  await page.screenshot({ path: `${SCREENSHOTS}/map-keyboard-focus.png` });
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('map-key-1')).toBeFocused();
  await expect.poll(async () => (await gameState(page))?.focusedLevel).toBe(1);
  await page.keyboard.press('Enter');
  await expect(live).toHaveText(/^Level 1 is (done!|locked\.) Your level is level 2\.\s?$/);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('map-key-2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(live).toHaveText(/^Level 2(: .+)?\. Here we go!/);
  await expect(page.getByTestId('question-card').or(page.getByTestId('learn-overlay'))).toBeVisible();
  if (await page.getByTestId('learn-overlay').isVisible()) {
    await scan(page, 'learn overlay');
    await expect(page.getByTestId('learn-done')).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('question-card')).toBeVisible();
  await scan(page, 'question overlay');
  await answerByKeyboard(page);
  await expect(live).toHaveText(/^Right! You earned \d+ gems?\. You have \d+ gems\.$/);
  await scan(page, 'answer feedback');
  await moveOn(page, 'level-complete');
  await expect(live).toHaveText(/^Level 2 complete! You earned \d+ gems\./);
  await scan(page, 'level complete modal');
});

/** A level's title as the map call gives it (the live region reads it). */
async function levelTitle(page: Page, level: number): Promise<string> {
  const text = await page.getByTestId(`map-key-${level}`).textContent();
  return /^Level \d+: (.*?)\. /.exec(text ?? '')?.[1] ?? '';
}

test('axe: the intro video level, the pretest\'s start modal and the level preview', async ({ page }) => {
  await enableSlowGame(page);
  // A new grade-3 player of its own (the demo's Leo is mid-journey).
  const kid = await newDemoStudent(page.request, server.url, 3);
  await loginAs(page, server.url, kid.username, kid.password);
  await page.getByTestId('play-level').click();
  await expect(page.getByTestId('video-stage')).toBeVisible();
  await scan(page, 'intro video level');

  // On level 2 a new player starts with the pretest: its start modal.
  await moveStudentTo(page.request, server.url, await demoAdmin(page.request, server.url), kid.userId, 2);
  await page.goto(server.url + '/math');
  await page.getByTestId('play-level').click();
  await expect(page.getByTestId('pretest-start-go')).toBeVisible();
  await scan(page, 'pretest start modal');

  await page.goto(server.url + '/dev/levels');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, 'level list (level preview)');
  await page.goto(server.url + '/dev/levels/2');
  await expect(page.locator('canvas:not([data-layer="still"])')).toBeVisible();
  await scan(page, 'level preview');
});

test('reduced motion: no CSS animation runs and the game stops its endless tweens; every caption file parses in the browser', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await enableSlowGame(page);
  const mia = DEMO_ACCOUNTS.students[0];
  await loginAs(page, server.url, mia.username, mia.password);
  await expect(page.getByTestId('play-level')).toBeVisible();
  await expect.poll(async () => (await gameState(page))?.calmedTweens ?? 0).toBeGreaterThan(0); // the current node's pulse, the monster's bob
  const moving = await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
  expect(moving).toBe(0);

  // Chromium's own WebVTT parser reads every caption file the app serves (tests/build/video-captions.test.ts checks the list).
  const files = readdirSync('assets/video/captions').filter((f) => f.endsWith('.vtt'));
  const cues = await page.evaluate(async (urls) => {
    const counts: Record<string, number> = {};
    for (const url of urls) {
      const video = document.createElement('video');
      const track = Object.assign(document.createElement('track'), { kind: 'captions', src: url, default: true });
      video.append(track);
      document.body.append(video);
      track.track.mode = 'hidden';
      await new Promise((resolve) => {
        track.addEventListener('load', resolve, { once: true });
        track.addEventListener('error', resolve, { once: true });
      });
      counts[url] = track.readyState === HTMLTrackElement.LOADED ? (track.track.cues?.length ?? 0) : -1;
      video.remove();
    }
    return counts;
  }, files.map((f) => `/assets/video/captions/${f}`));
  expect(Object.keys(cues)).toHaveLength(files.length);
  for (const [url, n] of Object.entries(cues)) expect(n, url).toBeGreaterThan(0);
});

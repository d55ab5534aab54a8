import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { apiLogin, demoAdmin, moveStudentTo, playLevelByApi } from './api';
import { answerQuestion, enableTestHook, expectMonsterOn, gameState, loginAs, loginOnLevel, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';

// Issue 13 "a world that moves": the map's ambience moves (two frames differ), a completed level
// celebrates, and with reduced motion the map stands still and the celebration is a still burst.
// The world's motion is what this file checks: not the suite's reduced motion (playwright.config.ts).
test.use({ viewport: { width: 1024, height: 700 }, contextOptions: { reducedMotion: 'no-preference' } });

const server = useSpecServer('moving-world', test);
const mia = DEMO_ACCOUNTS.students[0];

/**
 * How many pixels differ between two PNG screenshots of the same size (any channel by more than
 * 24 of 255), decoded by the browser itself (no image library in the project).
 */
async function changedPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(async ([a64, b64]) => {
    const decode = async (s: string) => {
      const bytes = Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      return ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    };
    const [pa, pb] = await Promise.all([decode(a64), decode(b64)]);
    if (pa.length !== pb.length) return -1;
    let changed = 0;
    for (let i = 0; i < pa.length; i += 4) {
      if (Math.abs(pa[i]! - pb[i]!) > 24 || Math.abs(pa[i + 1]! - pb[i + 1]!) > 24 || Math.abs(pa[i + 2]! - pb[i + 2]!) > 24) changed++;
    }
    return changed;
  }, [a.toString('base64'), b.toString('base64')] as const);
}

/** Two screenshots of the game stage 500 ms apart, saved as `<name>-1.png` and `<name>-2.png`; the number of pixels that changed. */
async function twoFrames(page: Page, name: string): Promise<number> {
  const stage = page.getByTestId('game-canvas');
  const first = await stage.screenshot({ path: `${SCREENSHOTS}/${name}-1.png` });
  await page.waitForTimeout(500);
  const second = await stage.screenshot({ path: `${SCREENSHOTS}/${name}-2.png` });
  return changedPixels(page, first, second);
}

/** Opens the current level with all but its last answer given through the API and answers the last one on screen. */
async function completeLevelOnScreen(page: Page) {
  if (await page.getByTestId('play-level').isVisible()) await page.getByTestId('play-level').click();
  await expect(page.getByTestId('question-card').or(page.getByTestId('learn-overlay'))).toBeVisible();
  if (await page.getByTestId('learn-overlay').isVisible()) await page.getByTestId('learn-done').click();
  await expect(page.getByTestId('question-card')).toBeVisible();
  await answerQuestion(page, true);
}

test('the map moves (water, clouds, creatures) and a completed level celebrates with confetti', async ({ page }) => {
  await enableTestHook(page);
  const { admin, kid } = await loginOnLevel(page, server.url, mia, 3);
  expect((await gameState(page))?.ambientObjects).toBeGreaterThan(10);
  await page.waitForTimeout(600); // the fade-in is over
  // Fish, glints and clouds moved: far more than a few pixels of noise.
  expect(await twoFrames(page, 'moving-map-ocean')).toBeGreaterThan(300);
  // The monster blinks every few seconds.
  await expect.poll(async () => (await gameState(page))?.blinks ?? 0, { timeout: 12_000 }).toBeGreaterThan(0);

  await playLevelByApi(page.request, server.url, kid, admin, 'ocean', 1);
  await page.getByTestId('play-level').click();
  await expect(page.getByTestId('question-card').or(page.getByTestId('learn-overlay'))).toBeVisible();
  // A tap on the monster (beside the question card): it hops, once per tap.
  await expect.poll(async () => (await gameState(page))?.monsterPoint).toBeTruthy();
  await page.waitForTimeout(400); // the level's fade-in
  const at = (await gameState(page))!.monsterPoint!;
  await page.mouse.click(at.x, at.y);
  await expect.poll(async () => (await gameState(page))?.monsterTaps).toBe(1);
  await completeLevelOnScreen(page);
  await expect.poll(async () => (await gameState(page))?.celebrations).toBe(1);
  expect((await gameState(page))?.celebration).toBe('confetti');
  await page.waitForTimeout(450); // the burst from the monster
  await page.screenshot({ path: `${SCREENSHOTS}/level-celebration-burst.png` });
  await page.waitForTimeout(600); // confetti falling, the monster dancing
  await page.screenshot({ path: `${SCREENSHOTS}/level-celebration.png` });
  // The flow goes on as before: the level-complete modal after the outro.
  await expect(page.getByTestId('level-complete')).toBeVisible({ timeout: 10_000 });
});

test('every other map moves too: the desert, the jungle and the arctic', async ({ page }) => {
  await enableTestHook(page);
  const admin = await demoAdmin(page.request, server.url);
  const kid = await apiLogin(page.request, server.url, mia.username, mia.password);
  await moveStudentTo(page.request, server.url, admin, kid.userId, 18);
  // Logged in and on the map before any reload (a reload during the login's own session set-up can sign the child out).
  await loginAs(page, server.url, mia.username, mia.password);
  for (const [level, map] of [[18, 'desert'], [24, 'jungle'], [33, 'arctic']] as const) {
    if (level !== 18) {
      await moveStudentTo(page.request, server.url, admin, kid.userId, level);
      await page.goto(server.url + '/math');
    }
    await expectMonsterOn(page, level);
    await page.waitForTimeout(600);
    expect(await twoFrames(page, `moving-map-${map}`), map).toBeGreaterThan(150);
  }
  // A phone held sideways and upright: the ambience is drawn in the map's own space, so it scales with it.
  for (const size of [{ width: 844, height: 390 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await page.goto(server.url + '/math');
    await expectMonsterOn(page, 33);
    await page.waitForTimeout(600);
    expect(await twoFrames(page, `moving-map-arctic-${size.width}x${size.height}`)).toBeGreaterThan(20);
  }
});

test('reduced motion: the map stands still and a completed level shows a still star burst', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await enableTestHook(page);
  const { admin, kid } = await loginOnLevel(page, server.url, mia, 5);
  expect((await gameState(page))?.ambientObjects).toBeGreaterThan(10);
  await page.waitForTimeout(300);
  expect(await twoFrames(page, 'still-map-ocean')).toBe(0);
  expect((await gameState(page))?.blinks ?? 0).toBe(0);

  await playLevelByApi(page.request, server.url, kid, admin, 'ocean', 1);
  await completeLevelOnScreen(page);
  await expect.poll(async () => (await gameState(page))?.celebrations).toBe(1);
  expect((await gameState(page))?.celebration).toBe('burst');
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${SCREENSHOTS}/level-celebration-reduced.png` });
  await expect(page.getByTestId('level-complete')).toBeVisible({ timeout: 10_000 });
});

import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { apiLogin, demoAdmin, moveStudentTo, playLevelByApi } from './api';
import { answerQuestion, enableTestHook, expectMonsterOn, gameState, loginAs, moveOn, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';

// A landscape tablet: fewer pixels for software WebGL, and the size the game is designed for first.
// The map-to-map fade and the camera's moves as a child sees them by default: not the suite's reduced motion.
test.use({ viewport: { width: 1024, height: 700 }, contextOptions: { reducedMotion: 'no-preference' } });

const server = useSpecServer('maps', test);

/**
 * Opens the student's current level with all but its last answer already given through the API,
 * answers the last one on screen and checks the canvas: every sprite revealed, no missing texture.
 */
async function finishLevelOnScreen(page: Page, shot: string) {
  await page.getByTestId('play-level').click();
  await expect(page.getByTestId('question-card').or(page.getByTestId('learn-overlay'))).toBeVisible();
  if (await page.getByTestId('learn-overlay').isVisible()) await page.getByTestId('learn-done').click();
  const progress = page.getByTestId('level-progress');
  await expect(progress).toBeVisible();
  const goal = Number(await progress.getAttribute('aria-valuemax'));
  await expect(progress).toHaveAttribute('aria-valuenow', String(goal - 1));
  await expect.poll(async () => (await gameState(page))?.revealedSprites).toBe(goal - 1);
  await page.screenshot({ path: `${SCREENSHOTS}/${shot}` });
  await answerQuestion(page, true);
  await expect(progress).toHaveAttribute('aria-valuenow', String(goal));
  const state = await gameState(page);
  expect(state?.revealedSprites).toBe(state?.totalSprites);
  expect(state?.failedTextures).toEqual([]);
  await moveOn(page, 'level-complete');
}

// Which level follows which across maps, and the gems of each, are API rules
// (tests/api/map-transitions.test.ts); the desert's video level plays in video.spec.ts. Here: what
// only a browser shows, each map drawn and the map-to-map transition on the canvas.
test('the desert, the jungle and the arctic drawn, with the map-to-map transition after the jungle\'s last level', async ({ page }) => {
  await enableTestHook(page);
  // Support staff (admin) move the demo student, who has a gift membership, between levels.
  const admin = await demoAdmin(page.request, server.url);
  const mia = DEMO_ACCOUNTS.students[0];
  const kid = await apiLogin(page.request, server.url, mia.username, mia.password);

  await moveStudentTo(page.request, server.url, admin, kid.userId, 17);
  await loginAs(page, server.url, mia.username, mia.password);
  await expectMonsterOn(page, 17);
  await expect(page.getByTestId('map-title')).toContainText('Desert');
  await expect.poll(async () => (await gameState(page))?.failedTextures).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/map-desert.png` });

  // The jungle's last level, its last answer on screen.
  await moveStudentTo(page.request, server.url, admin, kid.userId, 31);
  await playLevelByApi(page.request, server.url, kid, admin, 'jungle', 1);
  await page.goto(server.url + '/math');
  await expectMonsterOn(page, 31);
  await expect(page.getByTestId('map-title')).toContainText('Jungle');
  await page.screenshot({ path: `${SCREENSHOTS}/map-jungle.png` });
  await finishLevelOnScreen(page, 'level-jungle.png');
  await expect(page.getByTestId('level-complete')).toContainText('Level 31 complete!');
  await page.getByTestId('back-to-map').click();

  // Map-to-map transition: the arctic fades in and the monster walks to its first level.
  await expectMonsterOn(page, 32);
  await expect(page.getByTestId('map-title')).toContainText('Arctic');
  await page.waitForTimeout(300); // the 2000 ms banner "Welcome to the Arctic!" is sliding in
  await page.screenshot({ path: `${SCREENSHOTS}/map-arctic-transition.png` });

  // An arctic level drawn (the demo parent turned the daily limit off, so level 32 is open today).
  await playLevelByApi(page.request, server.url, kid, admin, 'arctic', 1);
  await page.goto(server.url + '/math');
  await expectMonsterOn(page, 32);
  await finishLevelOnScreen(page, 'level-arctic.png');
  await expect(page.getByTestId('level-complete')).toContainText('Level 32 complete!');
  await page.getByTestId('back-to-map').click();
  await expectMonsterOn(page, 33);
  await page.screenshot({ path: `${SCREENSHOTS}/map-arctic.png` });
});

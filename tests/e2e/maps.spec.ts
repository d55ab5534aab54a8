import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { answerQuestion, enableTestHook, expectMonsterOn, gameState, loginAs, moveOn, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';

// A landscape tablet: fewer pixels for software WebGL, and the size the game is designed for first.
test.use({ viewport: { width: 1024, height: 700 } });

const server = useSpecServer('maps', test);

/** Plays the current level from the map to its completion modal, answering from the text. */
async function playLevelToEnd(page: Page, shot: string) {
  await page.getByTestId('play-level').click();
  const start = page.getByTestId('pretest-start');
  const progress = page.getByTestId('level-progress');
  await expect(progress.or(start)).toBeVisible();
  if (await start.isVisible()) await page.getByTestId('pretest-start-go').click();
  const goal = Number(await progress.getAttribute('aria-valuemax'));
  for (let answered = 1; answered <= goal; answered++) {
    await expect(page.getByTestId('question-card').or(page.getByTestId('learn-overlay'))).toBeVisible();
    if (await page.getByTestId('learn-overlay').isVisible()) await page.getByTestId('learn-done').click();
    await answerQuestion(page, true);
    await expect(progress).toHaveAttribute('aria-valuenow', String(answered));
    if (answered === goal) break;
    await moveOn(page, 'question-card');
    if (answered === Math.floor(goal / 2)) await page.screenshot({ path: `${SCREENSHOTS}/${shot}` });
  }
  const state = await gameState(page);
  expect(state?.revealedSprites).toBe(state?.totalSprites);
  expect(state?.failedTextures).toEqual([]);
  await moveOn(page, 'level-complete');
}

test('the jungle and the arctic: a level on each played to completion, with the map-to-map transition between them', async ({ page }) => {
  test.setTimeout(600_000);
  await enableTestHook(page);
  // Support staff (admin) move the demo student, who has a gift membership, to the jungle's last level.
  const admin = await page.request.post(`${server.url}/api/o1/login`, { data: { email_or_username: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } });
  const adminToken = ((await admin.json()) as { access_token: string }).access_token;
  const mia = DEMO_ACCOUNTS.students[0];
  const login = await page.request.post(`${server.url}/api/o1/login`, { data: { email_or_username: mia.username, password: mia.password } });
  const miaId = ((await login.json()) as { user_id: number }).user_id;
  const moveTo = async (level: number) => {
    const moved = await page.request.put(`${server.url}/api/v1/admin/students/${miaId}/math_game`, { headers: { authorization: `Bearer ${adminToken}` }, data: { current_level: level } });
    expect(moved.status()).toBe(200);
  };

  // The desert: its map, and a video level that stops at its first cue for a question.
  await moveTo(17);
  await loginAs(page, server.url, mia.username, mia.password);
  await expectMonsterOn(page, 17);
  await expect(page.getByTestId('map-title')).toContainText('Desert');
  await page.screenshot({ path: `${SCREENSHOTS}/map-desert.png` });
  await page.getByTestId('play-level').click();
  await expect(page.getByTestId('video-question')).toHaveAttribute('data-cue', '0', { timeout: 30_000 });
  await page.screenshot({ path: `${SCREENSHOTS}/level-desert.png` });

  // The jungle's last level.
  await moveTo(31);
  await page.goto(server.url + '/math');
  await expectMonsterOn(page, 31);
  await expect(page.getByTestId('map-title')).toContainText('Jungle');
  await page.screenshot({ path: `${SCREENSHOTS}/map-jungle.png` });

  await playLevelToEnd(page, 'level-jungle.png');
  await expect(page.getByTestId('level-complete')).toContainText('Level 31 complete!');
  await page.getByTestId('back-to-map').click();

  // Map-to-map transition: the arctic fades in and the monster walks to its first level.
  await expectMonsterOn(page, 32);
  await expect(page.getByTestId('map-title')).toContainText('Arctic');
  await page.waitForTimeout(300); // the 2000 ms banner "Welcome to the Arctic!" is sliding in
  await page.screenshot({ path: `${SCREENSHOTS}/map-arctic-transition.png` });

  await playLevelToEnd(page, 'level-arctic.png');
  await expect(page.getByTestId('level-complete')).toContainText('Level 32 complete!');
  await page.getByTestId('back-to-map').click();
  await expectMonsterOn(page, 33);
  await page.screenshot({ path: `${SCREENSHOTS}/map-arctic.png` });
});

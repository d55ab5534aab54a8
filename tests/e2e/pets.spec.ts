import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { apiLogin, demoAdmin, moveStudentTo, playLevelByApi } from './api';
import { answerQuestion, enableTestHook, expectMonsterOn, loginAs, moveOn, readQuestion, SCREENSHOTS, solveOnScreen } from './pages';
import { useSpecServer } from './server';

// A landscape tablet, the size the game is designed for first.
test.use({ viewport: { width: 1024, height: 768 } });

const server = useSpecServer('pets', test);

/** Answers the pet game's question on screen correctly. */
async function feedCorrectly(page: Page) {
  const q = await readQuestion(page);
  const solution = await solveOnScreen(page, q);
  if ('blanks' in solution) for (const [i, v] of solution.blanks.entries()) await page.getByTestId(`blank-${i}`).fill(v);
  else await page.getByTestId(`choice-${q.options.indexOf(solution.choice)}`).click();
  await page.getByTestId('check-answer').click();
  await expect(page.getByTestId('pet-game-feedback')).toHaveAttribute('data-correct', 'true');
}

test('finishing level 3 earns an egg: the child hatches it, names and dresses the pet, grows it and feeds it', async ({ page }) => {
  await enableTestHook(page);
  const admin = await demoAdmin(page.request, server.url);
  const mia = DEMO_ACCOUNTS.students[0];
  const kid = await apiLogin(page.request, server.url, mia.username, mia.password);
  await moveStudentTo(page.request, server.url, admin, kid.userId, 3);
  await playLevelByApi(page.request, server.url, kid, admin, 'ocean', 1);

  // The last question of level 3 on screen: the level-complete modal shows the egg.
  await loginAs(page, server.url, mia.username, mia.password);
  await expectMonsterOn(page, 3);
  await page.getByTestId('play-level').click();
  await expect(page.getByTestId('question-card').or(page.getByTestId('learn-overlay'))).toBeVisible();
  if (await page.getByTestId('learn-overlay').isVisible()) await page.getByTestId('learn-done').click();
  await answerQuestion(page, true);
  await moveOn(page, 'level-complete');
  await expect(page.getByTestId('earned-pet')).toContainText('You found a pet egg!');

  // The egg wobbles; three taps crack it open and the surprise pet hatches.
  await page.getByTestId('hatch-from-level').click();
  const egg = page.getByTestId('egg');
  await expect(egg).toBeVisible();
  await expect(page.getByTestId('egg-hatch')).toHaveAttribute('data-stage', 'egg');
  await egg.click();
  await expect(egg.locator('svg')).toHaveAttribute('data-cracks', '1');
  await egg.click();
  await expect(egg.locator('svg')).toHaveAttribute('data-cracks', '2');
  await page.screenshot({ path: `${SCREENSHOTS}/pet-egg.png` });
  const hatched = page.waitForResponse((r) => r.url().endsWith('/student_pets') && r.request().method() === 'POST');
  await egg.click();
  expect((await hatched).status()).toBe(201);
  await expect(page.getByTestId('hatched-pet')).toBeVisible();
  await page.waitForTimeout(1200); // the shell pops off and the pet bounces in
  await page.screenshot({ path: `${SCREENSHOTS}/pet-hatch.png` });

  // Naming: an unkind name gets a kind message; a good one is saved with the looks.
  await page.getByTestId('name-my-pet').click();
  const customizer = page.getByTestId('pet-customizer');
  await expect(customizer).toBeVisible();
  await page.getByTestId('pet-name').fill('Stupid');
  await page.getByTestId('pet-customizer-save').click();
  await expect(customizer.getByRole('alert')).toHaveText("Let's pick a kind name for your pet.");
  await page.getByTestId('pet-name').fill('Sparkle');
  await page.getByTestId('pet-color-2').click();
  await page.getByTestId('pet-accessory-bow').click();
  await expect(page.getByTestId('pet-color-2')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('pet-nameplate')).toContainText('Sparkle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SCREENSHOTS}/pet-customizer.png` });
  const saved = page.waitForResponse((r) => /\/student_pets\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
  await page.getByTestId('pet-customizer-save').click();
  const savedPet = (await (await saved).json()) as { data: { student_pet: { name: string; color: number; accessory: string; first_pet: boolean; pet: { key: string } } } };
  expect(savedPet.data.student_pet).toMatchObject({ name: 'Sparkle', color: 2, accessory: 'bow', first_pet: true });
  const key = savedPet.data.student_pet.pet.key;
  await expect(customizer).toBeHidden();
  await expectMonsterOn(page, 4);

  // The all-pets gallery: Sparkle at level 1; with gems (support grants 40) it grows to level 2.
  await page.request.post(`${server.url}/api/v1/students/${kid.userId}/incentives/gems/add`, { headers: { authorization: `Bearer ${admin.access}` }, data: { gems: 40 } });
  await page.getByTestId('open-pets').click();
  const card = page.getByTestId(`pet-card-${key}`);
  await expect(card).toContainText('Sparkle');
  await expect(card).toHaveAttribute('data-level', '1');
  await expect(page.locator('.pet-card')).toHaveCount(12);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENSHOTS}/all-pets.png` });
  await page.getByTestId(`grow-${key}`).click();
  await expect(card).toHaveAttribute('data-level', '2');

  // The pet game: a right answer feeds Sparkle a treat and earns a gem.
  await page.getByTestId(`feed-${key}`).click();
  await expect(page.getByTestId('pet-game')).toBeVisible();
  await expect(page.getByTestId('pet-treats')).toHaveAttribute('data-fed', '0');
  await feedCorrectly(page);
  await expect(page.getByTestId('pet-treats')).toHaveAttribute('data-fed', '1');
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${SCREENSHOTS}/pet-game.png` });
  await page.getByTestId('pet-game-next').click();
  await expect(page.getByTestId('question-card')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/pet-game-question.png` });
  await page.getByTestId('pet-game-close').click();
  await expect(page.getByTestId('all-pets')).toBeVisible();
  await page.getByTestId('all-pets-close').click();
  await expect(page.getByTestId('all-pets')).toBeHidden();
});

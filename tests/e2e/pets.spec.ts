import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { MathGame } from '../../worker/math/math.contracts';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { answerQuestion, enableTestHook, expectMonsterOn, loginAs, moveOn, readQuestion, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';
import { solve } from './solver';

// A landscape tablet, the size the game is designed for first.
test.use({ viewport: { width: 1024, height: 768 } });

const server = useSpecServer('pets', test);

async function token(request: APIRequestContext, login: string, password: string) {
  const res = await request.post(`${server.url}/api/o1/login`, { data: { email_or_username: login, password } });
  return (await res.json()) as { access_token: string; user_id: number };
}

/**
 * Answers the student's pending map questions correctly through the API until `left` remain to
 * the goal, looking the answers up as support staff (admins read correct answers).
 */
async function playByApi(request: APIRequestContext, access: string, adminAccess: string, studentId: number, left: number) {
  const headers = { authorization: `Bearer ${access}` };
  for (;;) {
    const game = (await (await request.get(`${server.url}/api/v1/students/${studentId}/math_game/map`, { headers })).json()) as { map_game: { num_problems_correct: number; goal: number } };
    if (game.map_game.goal - game.map_game.num_problems_correct <= left) return;
    const g = (await (await request.get(`${server.url}/api/v1/students/${studentId}/math_game/ocean`, { headers })).json()) as MathGame;
    const q = g.question!;
    const key = (await (await request.get(`${server.url}/api/v1/math_lessons/${q.math_lesson.id}/correct_answers`, { headers: { authorization: `Bearer ${adminAccess}` } })).json()) as {
      correct_answers: { question_id: number; correct_answer: string[] }[];
    };
    const correct = key.correct_answers.find((c) => c.question_id === q.id)!.correct_answer;
    const answer = q.question_type === 'BLNK' ? { answer_data: correct } : { answer_id: q.answers.find((a) => a.answer_text === correct[0])!.id };
    const res = await request.post(`${server.url}/api/v1/students/${studentId}/math_game/-/questions/${q.id}/student_answers`, { headers, data: { answer } });
    expect(res.status()).toBe(200);
  }
}

/** Answers the pet game's question on screen correctly. */
async function feedCorrectly(page: Page) {
  const q = await readQuestion(page);
  const solution = solve(q.text, q.options);
  if ('blanks' in solution) for (const [i, v] of solution.blanks.entries()) await page.getByTestId(`blank-${i}`).fill(v);
  else await page.getByTestId(`choice-${q.options.indexOf(solution.choice)}`).click();
  await page.getByTestId('check-answer').click();
  await expect(page.getByTestId('pet-game-feedback')).toHaveAttribute('data-correct', 'true');
}

test('finishing level 3 earns an egg: the child hatches it, names and dresses the pet, grows it and feeds it', async ({ page }) => {
  test.setTimeout(600_000);
  await enableTestHook(page);
  const admin = await token(page.request, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const mia = DEMO_ACCOUNTS.students[0];
  const kid = await token(page.request, mia.username, mia.password);
  const moved = await page.request.put(`${server.url}/api/v1/admin/students/${kid.user_id}/math_game`, { headers: { authorization: `Bearer ${admin.access_token}` }, data: { current_level: 3 } });
  expect(moved.status()).toBe(200);
  await playByApi(page.request, kid.access_token, admin.access_token, kid.user_id, 1);

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
  await page.request.post(`${server.url}/api/v1/students/${kid.user_id}/incentives/gems/add`, { headers: { authorization: `Bearer ${admin.access_token}` }, data: { gems: 40 } });
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

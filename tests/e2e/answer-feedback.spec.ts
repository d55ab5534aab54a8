import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { enableTestHook, expectMonsterOn, loginAs, readQuestion, SCREENSHOTS, solveOnScreen } from './pages';
import { useSpecServer } from './server';

const server = useSpecServer('answer-feedback', test);

/** Fills the shown question's right answer without submitting it. */
async function fillRightAnswer(page: Page) {
  const q = await readQuestion(page);
  const solution = await solveOnScreen(page, q);
  if ('blanks' in solution) for (const [i, v] of solution.blanks.entries()) await page.getByTestId(`blank-${i}`).fill(v);
  else await page.getByTestId(`choice-${q.options.indexOf(solution.choice)}`).click();
}

// Issue 13 bug 11: the button answers the tap at once; the verdict waits for the server's judgement.
// The server's reply is held (the real reply, released by the test), so nothing here is timed.
test('Check is pressed ("Checking…", disabled) while the server judges; the compliment comes with its verdict', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const parent = await request.post(`${server.url}/api/o1/parents`, { data: { email: `check.${stamp}@example.com`, password: 'parentpass', first_name: 'Robin', last_name: 'Parker' } });
  expect(parent.status()).toBe(201);
  const { access_token: parentToken } = (await parent.json()) as { access_token: string };
  const username = `check${stamp}`;
  const kid = await request.post(`${server.url}/api/v1/parents/-/students`, {
    headers: { authorization: `Bearer ${parentToken}` },
    data: { first_name: 'Kai', last_name: 'Parker', username, grade: 1, new_password: 'kidpass1', parent_password: 'parentpass' },
  });
  expect(kid.status()).toBe(201);

  await enableTestHook(page);
  await loginAs(page, server.url, username, 'kidpass1');
  await expectMonsterOn(page, 1);
  await page.getByTestId('play-level').click();
  await page.getByTestId('intro-skip').click(); // level 1 is the intro video (video.spec.ts plays it)
  await expectMonsterOn(page, 2);
  await page.getByTestId('play-level').click();
  await page.getByTestId('pretest-start-go').click();

  for (const size of [
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    let release: () => Promise<void> = async () => {};
    let heard: () => void = () => {};
    const held = new Promise<void>((resolve) => (heard = resolve));
    await page.route('**/student_answers', (route) => {
      release = () => route.continue();
      heard();
    });
    await fillRightAnswer(page);
    await page.getByTestId('check-answer').click();
    await held;

    // The server has the answer and has not replied: the button shows it was pressed, both buttons refuse a second answer.
    const check = page.getByTestId('check-answer');
    await expect(check).toHaveText('Checking…');
    await expect(check).toHaveAttribute('aria-busy', 'true');
    await expect(check).toBeDisabled();
    await expect(page.getByTestId('dont-know')).toBeDisabled();
    await expect(page.getByTestId('answer-feedback')).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOTS}/answer-checking-${size.width}x${size.height}.png` });

    await release();
    await page.unroute('**/student_answers');
    const feedback = page.getByTestId('answer-feedback');
    await expect(feedback).toHaveAttribute('data-correct', 'true');
    await expect(page.getByTestId('question-card')).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOTS}/answer-feedback-${size.width}x${size.height}.png` });
    await page.getByTestId('next-question').click();
    await expect(page.getByTestId('check-answer')).toHaveText('Check');
  }
});

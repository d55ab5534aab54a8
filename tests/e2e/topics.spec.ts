import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { answerQuestion, enableTestHook, expectMonsterOn, loginAs, moveOn, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';
import { sharedArea } from '../helpers/layout-rules';

const server = useSpecServer('topics', test);

test('a student practises a chosen topic: learn overlay first, the topic survives a reload, exit topic returns to the own path', async ({ page }) => {
  await enableTestHook(page);
  const mia = DEMO_ACCOUNTS.students[0];
  await loginAs(page, server.url, mia.username, mia.password);
  await expectMonsterOn(page, 1);
  // Level 1 is the intro video: no topic practice there.
  await expect(page.getByTestId('open-topic-picker')).toHaveCount(0);
  await page.getByTestId('play-level').click();
  await page.getByTestId('intro-skip').click(); // level 1 is the intro video (video.spec.ts plays it)
  await expectMonsterOn(page, 2);

  await page.getByTestId('open-topic-picker').click();
  const picker = page.getByTestId('topic-picker');
  await expect(picker).toBeVisible();
  const first = picker.locator('[data-testid^="topic-"][data-stars]').first();
  await expect(first).toHaveAttribute('data-stars', '0');
  const topicName = (await first.locator('.topic-name').textContent())!.trim();
  await page.screenshot({ path: `${SCREENSHOTS}/topic-picker.png` });
  await first.click();

  // A lesson the child has never seen opens with its worked example.
  const learn = page.getByTestId('learn-overlay');
  await expect(learn).toBeVisible();
  await expect(learn.locator('h2')).toHaveText(topicName);
  await page.screenshot({ path: `${SCREENSHOTS}/learn-overlay.png` });
  await page.getByTestId('learn-done').click();
  await expect(page.getByTestId('topic-chip')).toContainText(`Practising: ${topicName}`);
  // The question card sits below the top bar on a tablet and a phone in landscape (issue 13 bug 4:
  // it covered the chip and its Exit topic button at 1024 px).
  for (const size of [{ width: 1024, height: 768 }, { width: 844, height: 390 }]) {
    await page.setViewportSize(size);
    const [chip, card] = [await page.getByTestId('topic-chip').boundingBox(), await page.getByTestId('question-card').boundingBox()];
    expect(sharedArea(chip!, card!), `the chip and the question card at ${size.width}×${size.height}`).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/topic-question-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize({ width: 1180, height: 820 });
  await answerQuestion(page, true);
  await moveOn(page, 'question-card');
  await expect(page.getByTestId('learn-overlay')).toHaveCount(0);

  // The game stays in pick-skill after a reload, and the example is not shown twice.
  await page.reload();
  await expectMonsterOn(page, 2);
  await page.getByTestId('play-level').click();
  await expect(page.getByTestId('question-card')).toBeVisible();
  await expect(page.getByTestId('topic-chip')).toContainText(`Practising: ${topicName}`);

  // Exit topic: staying keeps the question; leaving drops the topic and brings a question of the own path.
  await page.getByTestId('exit-topic-open').click();
  await expect(page.getByTestId('exit-topic')).toContainText(topicName);
  await page.screenshot({ path: `${SCREENSHOTS}/exit-topic.png` });
  await page.getByTestId('exit-topic-stay').click();
  await expect(page.getByTestId('exit-topic')).toHaveCount(0);
  await expect(page.getByTestId('topic-chip')).toBeVisible();
  await page.getByTestId('exit-topic-open').click();
  const left = page.waitForResponse((r) => r.url().includes('learning_mode=adaptive'));
  await page.getByTestId('exit-topic-confirm').click();
  const game = (await (await left).json()) as { learning_mode: { learning_mode: string } };
  expect(game.learning_mode.learning_mode).not.toBe('pickskill');
  await expect(page.getByTestId('topic-chip')).toHaveCount(0);
  await expect(page.getByTestId('question-card')).toBeVisible();

  // The picker now shows the practised lesson as started.
  await page.getByTestId('exit-level').click();
  await page.getByTestId('exit-confirm').click();
  await expectMonsterOn(page, 2);
  await page.getByTestId('open-topic-picker').click();
  await expect(page.getByTestId('topic-picker').locator('.topic-card', { hasText: topicName }).first()).not.toHaveAttribute('data-stars', '0');
});

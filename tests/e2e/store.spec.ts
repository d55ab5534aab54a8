import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { apiLogin, demoAdmin, playLevelByApi } from './api';
import { enableTestHook, expectMonsterOn, gameState, loginAs, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';

const server = useSpecServer('store', test);

async function openPanel(page: Page) {
  await page.getByTestId('open-incentives').click();
  await expect(page.getByTestId('incentives-panel')).toHaveAttribute('data-store-init', 'normal');
}

async function buy(page: Page, key: string) {
  const bought = page.waitForResponse((r) => r.url().endsWith('/student_monster_items') && r.request().method() === 'POST');
  await page.getByTestId(`store-item-${key}`).click();
  await expect(page.getByTestId('store-confirm')).toContainText('Buy the');
  await page.getByTestId('store-buy').click();
  expect((await bought).status()).toBe(201);
  await expect(page.getByTestId('store-confirm')).toContainText('It’s yours!');
}

test('a student earns gems in play, buys an outfit and a house item, places the item, reloads and finds everything as left', async ({ page }) => {
  await enableTestHook(page);
  const mia = DEMO_ACCOUNTS.students[0];
  await loginAs(page, server.url, mia.username, mia.password);
  await expectMonsterOn(page, 1);
  await page.getByTestId('play-level').click();
  await page.getByTestId('intro-skip').click(); // level 1 is the intro video (video.spec.ts plays it)
  await expectMonsterOn(page, 2);

  // Gems earned in play: one per correct answer plus 16 for the level (20 + 16).
  // (The level is played through the game's own API calls: on the canvas it would only repeat the
  // walking skeleton and take minutes of software WebGL on this machine.)
  const kid = await apiLogin(page.request, server.url, mia.username, mia.password);
  const end = await playLevelByApi(page.request, server.url, kid, await demoAdmin(page.request, server.url), 'ocean');
  const earned = end!.incentives.gems;
  expect(earned).toBe(36);
  await page.reload();
  await expectMonsterOn(page, 3);
  await expect(page.getByTestId('gems')).toContainText(String(earned));

  // The store: outfits first, prices as gem badges, dear things say how many more gems they need.
  await openPanel(page);
  await expect(page.getByTestId('incentives-gems')).toContainText(String(earned));
  await expect(page.getByTestId('store-item-grad-cap')).toHaveAttribute('data-state', 'need');
  await expect(page.getByTestId('store-item-grad-cap')).toContainText(`Need ${80 - earned} more gems`);
  await expect(page.getByTestId('store-item-party-hat')).toHaveAttribute('data-state', 'buy');
  await expect(page.locator('.store-card img').first()).toHaveJSProperty('complete', true);
  await page.screenshot({ path: `${SCREENSHOTS}/store.png` });

  await buy(page, 'party-hat');
  await page.screenshot({ path: `${SCREENSHOTS}/store-bought.png` });
  await page.getByTestId('store-keep-shopping').click();
  await expect(page.getByTestId('store-item-party-hat')).toHaveAttribute('data-state', 'owned');
  await expect(page.getByTestId('incentives-gems')).toContainText(String(earned - 10));

  await page.getByTestId('store-type-house').click();
  await buy(page, 'potted-plant');
  await page.getByTestId('store-go').click();

  // The house: drag the plant to a new spot; the move is saved 2000 ms after the drop.
  const plant = page.getByTestId('house-item-potted-plant');
  await expect(plant).toBeVisible();
  await expect(page.getByTestId('incentives-gems')).toContainText(String(earned - 20));
  const room = (await page.getByTestId('house-room').boundingBox())!;
  const box = (await plant.boundingBox())!;
  const target = { x: room.x + room.width * 0.3, y: room.y + room.height * 0.62 };
  const saved = page.waitForResponse((r) => /\/student_monster_items\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
  const droppedAt = Date.now();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width / 2 + ((target.x - box.x - box.width / 2) * i) / 10, box.y + box.height / 2 + ((target.y - box.y - box.height / 2) * i) / 10);
  await page.mouse.up();
  await expect(page.getByTestId('house-save-state')).toHaveAttribute('data-state', 'waiting');
  const put = await saved;
  expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(1900);
  const placed = ((await put.json()) as { student_monster_item: { metadata: { position: string; leftPosition: number; topPosition: number } } }).student_monster_item.metadata;
  expect(placed.position).toBe('house');
  expect(placed.leftPosition).toBeCloseTo(30, -1);
  expect(placed.topPosition).toBeCloseTo(62, -1);
  await expect(page.getByTestId('house-save-state')).toHaveAttribute('data-state', 'saved');
  await page.screenshot({ path: `${SCREENSHOTS}/house.png` });

  // The outfit room: the monster wears the new hat.
  await page.getByTestId('incentives-tab-outfit-room').click();
  await expect(page.getByTestId('outfit-party-hat')).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SCREENSHOTS}/outfit-room.png` });

  // Back on the map the monster wears it too.
  const mapAfter = page.waitForResponse((r) => r.url().endsWith('/math_game/map'));
  await page.getByTestId('incentives-close').click();
  expect(((await (await mapAfter).json()) as { monster_outfits: string[] }).monster_outfits).toEqual(['party-hat']);
  await expectMonsterOn(page, 3);
  await page.screenshot({ path: `${SCREENSHOTS}/map-with-outfit.png` });

  // Reload: gems, the worn hat and the plant's spot are all as left.
  await page.reload();
  await expectMonsterOn(page, 3);
  await expect(page.getByTestId('gems')).toContainText(String(earned - 20));
  await openPanel(page);
  await page.getByTestId('incentives-tab-house').click();
  const style = await page.getByTestId('house-item-potted-plant').getAttribute('style');
  expect(style).toContain(`left: ${placed.leftPosition}%`);
  expect(style).toContain(`top: ${placed.topPosition}%`);
  await page.getByTestId('incentives-tab-outfit-room').click();
  await expect(page.getByTestId('outfit-party-hat')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('incentives-tab-store').click();
  await expect(page.getByTestId('store-item-party-hat')).toHaveAttribute('data-state', 'owned');

  // In a level the monster wears the hat too (same SVG, drawn by the level scene).
  await page.getByTestId('incentives-close').click();
  await expectMonsterOn(page, 3);
  await page.getByTestId('play-level').click();
  await expect(page.getByTestId('question-card').or(page.getByTestId('learn-overlay'))).toBeVisible();
  await expect.poll(async () => (await gameState(page))?.scene).toBe('LevelScene');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SCREENSHOTS}/level-with-outfit.png` });
});

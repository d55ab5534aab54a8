/**
 * The designer's level preview (/dev/levels): the real LevelScene drawn from JSON, updated live
 * when the file is saved, with the validation panel, monster number and step scrubber. The server
 * reads levels from a temporary copy of assets/ (ASSETS_DIR), so the test can edit files freely.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { enableTestHook, gameState, SCREENSHOTS } from './pages';
import { startServer, type AppServer } from './server';

const ASSETS = fileURLToPath(new URL('../../assets', import.meta.url));

let server: AppServer;
let dataDir: string;
let assetsDir: string;

const level2File = () => join(assetsDir, 'levels', 'level-02.json');
const readLevel2 = () => JSON.parse(readFileSync(level2File(), 'utf8'));
const writeLevel2 = (json: unknown) => writeFileSync(level2File(), JSON.stringify(json, null, 2) + '\n');

/** Waits until the level scene shows `level` with the given number of visible sprites. */
async function expectRevealed(page: Page, level: number, revealed: number, timeout = 15_000) {
  await expect
    .poll(async () => {
      const s = await gameState(page);
      return s?.scene === 'LevelScene' && s.level === level ? s.revealedSprites : null;
    }, { timeout })
    .toBe(revealed);
}

async function spriteState(page: Page, key: string) {
  return (await gameState(page))?.levelSprites?.find((s) => s.key === key) ?? null;
}

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'monsterific-preview-db-'));
  assetsDir = mkdtempSync(join(tmpdir(), 'monsterific-preview-assets-'));
  // Only the JSON is copied: art is still served from the repository's assets/.
  cpSync(join(ASSETS, 'levels'), join(assetsDir, 'levels'), { recursive: true });
  cpSync(join(ASSETS, 'maps'), join(assetsDir, 'maps'), { recursive: true });
  server = await startServer(dataDir, 0, { ASSETS_DIR: assetsDir });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(assetsDir, { recursive: true, force: true });
});

test('the level list shows all 36 levels with their previews, grouped by map', async ({ page }) => {
  await page.goto(server.url + '/dev/levels');
  await expect(page.locator('[data-testid^="level-card-"]')).toHaveCount(36);
  for (const [key, count] of [['ocean', 16], ['desert', 5], ['jungle', 10], ['arctic', 5]] as const) {
    await expect(page.getByTestId(`map-group-${key}`).locator('[data-testid^="level-card-"]')).toHaveCount(count);
  }
  await expect(page.getByTestId('level-card-2')).toContainText('Coral Garden');
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'live');
  // Every preview image loaded (none broken).
  await expect
    .poll(() => page.locator('.dev-thumb img').evaluateAll((imgs) => imgs.filter((i) => !(i as HTMLImageElement).complete || (i as HTMLImageElement).naturalWidth === 0).length), { timeout: 15_000 })
    .toBe(0);
  await page.screenshot({ path: `${SCREENSHOTS}/level-preview-list.png`, fullPage: false });
});

test('level 2 renders with the real scene, follows saves live, shows errors and keeps the last good render', async ({ page }) => {
  await enableTestHook(page);
  const original = readLevel2();
  await page.goto(server.url + '/dev/levels/2');
  await expect(page.getByTestId('preview-title')).toHaveText('Level 2 · Coral Garden');

  // Step = goal by default: every sprite is drawn, every texture loaded.
  await expectRevealed(page, 2, 20);
  const state = await gameState(page);
  expect(state?.totalSprites).toBe(20);
  expect(state?.failedTextures).toEqual([]);
  await expect(page.getByTestId('step-value')).toHaveText('20 / 20');
  await expect(page.getByTestId('issues-panel')).toHaveAttribute('data-state', 'ok');
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'live');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SCREENSHOTS}/level-preview.png` });

  // A marker on window survives only if the page is never reloaded.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  // Save a new title and sprite position: the page follows within a second.
  const firstKey: string = original.assets.sprites[0].key;
  writeLevel2({ ...original, title: 'Coral Garden Party', assets: { ...original.assets, sprites: original.assets.sprites.map((s: any, i: number) => (i === 0 ? { ...s, x: 240 } : s)) } });
  await expect(page.getByTestId('preview-title')).toHaveText('Level 2 · Coral Garden Party', { timeout: 1000 });
  await expect.poll(async () => (await spriteState(page, firstKey))?.x, { timeout: 1000 }).toBe(240);
  await expectRevealed(page, 2, 20);
  await expect(page.getByTestId('live-status')).toContainText('updated');

  // Invalid JSON: the panel names the line, the stage keeps the last good version.
  writeFileSync(level2File(), readFileSync(level2File(), 'utf8').replace('"goal": 20,', '"goal": 20,,'));
  const panel = page.getByTestId('issues-panel');
  await expect(panel).toHaveAttribute('data-state', 'error', { timeout: 1000 });
  await expect(panel.getByTestId('issue-path')).toHaveText('(whole file)');
  await expect(panel.getByTestId('issue-message')).toContainText('Not valid JSON');
  await expect(panel).toContainText('line 6, column');
  await expect(panel.getByTestId('issue-excerpt')).toContainText('"goal": 20,,');
  await expect(page.getByText('Last good version', { exact: true })).toBeVisible();
  await expect(page.getByTestId('preview-title')).toHaveText('Level 2 · Coral Garden Party');
  expect((await spriteState(page, firstKey))?.x).toBe(240);
  await page.screenshot({ path: `${SCREENSHOTS}/level-preview-syntax-error.png` });

  // Valid JSON that breaks the schema: the panel shows the JSON path.
  const broken = structuredClone(original);
  broken.assets.sprites[3].x = 5000;
  broken.assets.sprites[5].order = 0;
  writeLevel2(broken);
  await expect(panel.getByTestId('issue-path')).toHaveText(['assets.sprites[3].x', 'assets.sprites[5].order'], { timeout: 1000 });
  await expect(panel).toContainText('2 problems stop this file from drawing');
  await expectRevealed(page, 2, 20);
  await page.screenshot({ path: `${SCREENSHOTS}/level-preview-schema-error.png` });

  // Fixed again, now with a sprite whose image depends on the monster number.
  const fish = ['fish-purple', 'fish-orange', 'fish-blue', 'fish-yellow', 'clownfish'];
  const withImages = structuredClone(original);
  withImages.assets.sprites[1].image = Object.fromEntries(fish.map((f, i) => [String(i + 1), `/assets/art/ocean/sprites/${f}.svg`]));
  writeLevel2(withImages);
  await expect(panel).toHaveAttribute('data-state', 'ok', { timeout: 1000 });
  await expect(page.getByTestId('preview-title')).toHaveText('Level 2 · Coral Garden');
  await expect(page.getByText('1 sprite changes with the monster')).toBeVisible();
  const monsterKey: string = original.assets.sprites[1].key;
  await expect.poll(async () => (await spriteState(page, monsterKey))?.texture).toBe('/assets/art/ocean/sprites/fish-purple.svg');
  await page.getByTestId('monster-3').click();
  await expect(page.getByTestId('monster-3')).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await spriteState(page, monsterKey))?.texture).toBe('/assets/art/ocean/sprites/fish-blue.svg');
  await expectRevealed(page, 2, 20);
  expect((await gameState(page))?.failedTextures).toEqual([]);

  // Scrub the revealed step: back to 0, then forward to 5 with the keyboard.
  const slider = page.getByTestId('step-slider');
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('step-value')).toHaveText('0 / 20');
  await expectRevealed(page, 2, 0);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('step-value')).toHaveText('5 / 20');
  await expectRevealed(page, 2, 5);
  const sprites = (await gameState(page))?.levelSprites ?? [];
  const orderOf = new Map<string, number>(original.assets.sprites.map((s: any) => [s.key, s.order]));
  expect(sprites.filter((s) => s.visible).map((s) => orderOf.get(s.key)).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5]);
  // A save while scrubbed keeps the step.
  writeLevel2({ ...withImages, title: 'Coral Garden' + ' ' });
  await expect(page.getByTestId('step-value')).toHaveText('5 / 20');
  await page.waitForTimeout(500);
  await expectRevealed(page, 2, 5);
  await page.screenshot({ path: `${SCREENSHOTS}/level-preview-step.png` });

  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  writeLevel2(original);
});

test('an unknown level is a clear 404, and the map preview draws the map scene', async ({ page, request }) => {
  const res = await request.get(server.url + '/dev/api/levels/99');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: { message: 'No level 99: levels/level-99.json does not exist.', code: 'not_found' } });
  await page.goto(server.url + '/dev/levels/99');
  await expect(page.getByRole('heading', { name: 'No level 99' })).toBeVisible();
  await expect(page.getByTestId('preview-error')).toHaveText('No level 99: levels/level-99.json does not exist.');

  await enableTestHook(page);
  await page.goto(server.url + '/dev/maps/ocean');
  await expect.poll(async () => (await gameState(page))?.scene, { timeout: 15_000 }).toBe('MapScene');
  await expect.poll(async () => (await gameState(page))?.monsterLevel).toBe(1);
  await expect(page.getByTestId('preview-title')).toHaveText('Ocean map');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SCREENSHOTS}/level-preview-map.png` });
});

/**
 * The designer's subject map preview (/dev/subject-maps): the shared SubjectMapScene drawn from
 * assets/subject-maps/*.json, following saves live (no page reload), showing schema issues while
 * keeping the last good map, walking the monster along the path, and ringing the node the keyboard
 * focuses. The server reads a temporary copy of the JSON (ASSETS_DIR); art comes from the repo.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { enableTestHook, gameState, SCREENSHOTS } from './pages';
import { startServer, type AppServer } from './server';

const ASSETS = fileURLToPath(new URL('../../assets', import.meta.url));

let server: AppServer;
let dataDir: string;
let assetsDir: string;

const file = () => join(assetsDir, 'subject-maps', 'reading.json');
const readMap = () => JSON.parse(readFileSync(file(), 'utf8'));
const writeMap = (json: unknown) => writeFileSync(file(), JSON.stringify(json, null, 2) + '\n');
const subjectMap = async (page: Page) => (await gameState(page))?.subjectMap ?? null;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'monsterific-subject-map-db-'));
  assetsDir = mkdtempSync(join(tmpdir(), 'monsterific-subject-map-assets-'));
  for (const dir of ['levels', 'maps', 'subject-maps']) cpSync(join(ASSETS, dir), join(assetsDir, dir), { recursive: true });
  server = await startServer(dataDir, 0, { ASSETS_DIR: assetsDir });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(assetsDir, { recursive: true, force: true });
});

test('the reading map draws with all its pictures, follows saves live, shows schema errors, walks and takes the keyboard', async ({ page }) => {
  await page.goto(server.url + '/dev/subject-maps');
  await expect(page.getByTestId('subject-map-card-reading')).toContainText('Story Forest');

  await enableTestHook(page);
  const original = readMap();
  await page.goto(server.url + '/dev/subject-maps/reading');
  await expect(page.getByTestId('preview-title')).toHaveText('Story Forest map');
  // Placeholders first, then every picture swapped in; nothing failed.
  await expect.poll(async () => {
    const s = await subjectMap(page);
    return s && s.loaded === s.total ? s.total : null;
  }, { timeout: 20_000 }).toBe(38);
  let s = (await subjectMap(page))!;
  expect((await gameState(page))?.failedTextures).toEqual([]);
  expect(s.monsterAt).toBe('level-1');
  expect(s.nodes.find((n) => n.key === 'level-1')).toMatchObject({ state: 'selected', texture: expect.stringContaining('node-1-selected.svg') });
  expect(s.nodes.find((n) => n.key === 'level-5')).toMatchObject({ state: 'locked', texture: expect.stringContaining('node-5-locked.svg') });
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'live');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  // A save moves a node and renames the map: the scene is drawn again from the new file.
  const x3 = s.nodes.find((n) => n.key === 'level-3')!.x;
  writeMap({ ...original, title: 'Story Forest Party', nodes: original.nodes.map((n: { key: string; x: number }) => (n.key === 'level-3' ? { ...n, x: n.x + 100 } : n)) });
  await expect(page.getByTestId('preview-title')).toHaveText('Story Forest Party map', { timeout: 2000 });
  await expect.poll(async () => (await subjectMap(page))?.nodes.find((n) => n.key === 'level-3')?.x ?? x3, { timeout: 10_000 }).toBeGreaterThan(x3 + 30);

  // A schema error: the panel names the path, the stage keeps the last good map.
  const broken = structuredClone(original);
  broken.nodes[2].level = 9;
  writeMap(broken);
  const panel = page.getByTestId('issues-panel');
  await expect(panel).toHaveAttribute('data-state', 'error', { timeout: 2000 });
  await expect(panel.getByTestId('issue-path')).toHaveText(['nodes']);
  await expect(panel).toContainText('nodes must list levels 1..8 in order');
  await expect(page.getByText('Last good version', { exact: true })).toBeVisible();
  await expect(page.getByTestId('preview-title')).toHaveText('Story Forest Party map');
  writeMap(original);
  await expect(panel).toHaveAttribute('data-state', 'ok', { timeout: 2000 });
  await expect(page.getByTestId('preview-title')).toHaveText('Story Forest map');

  // The monster walks the path to level 3, then stands there; the nodes it passed are done.
  await expect.poll(async () => (await subjectMap(page))?.loaded, { timeout: 20_000 }).toBe(38);
  await page.getByTestId('walk-to-level-3').click();
  await expect.poll(async () => (await subjectMap(page))?.walking, { timeout: 5000 }).toBe(true);
  await expect.poll(async () => {
    const m = await subjectMap(page);
    return m && !m.walking ? m.monsterAt : null;
  }, { timeout: 15_000 }).toBe('level-3');
  await expect(page.getByTestId('monster-at')).toHaveText('level-3');
  s = (await subjectMap(page))!;
  expect(s.nodes.filter((n) => n.state === 'done').map((n) => n.key)).toEqual(['level-1', 'level-2']);

  // The keyboard: the tab stop is the selected node; arrows move the ring.
  await page.getByTestId('subject-map-key-level-3').focus();
  await expect.poll(async () => (await subjectMap(page))?.focused).toBe('level-3');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('subject-map-key-level-4')).toBeFocused();
  await expect.poll(async () => (await subjectMap(page))?.focused).toBe('level-4');
  await expect(page.getByTestId('subject-map-key-level-4')).toHaveText('Level 4. Locked.');
  await page.screenshot({ path: `${SCREENSHOTS}/subject-map-preview.png` });
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('on a phone the stage fills the screen around the monster, and a drag pans the map without choosing a node', async ({ page }) => {
  await enableTestHook(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(server.url + '/dev/subject-maps/reading?stage=full&at=level-3');
  await expect.poll(async () => {
    const s = await subjectMap(page);
    return s && s.loaded === s.total && s.monsterRect ? s.monsterAt : null;
  }, { timeout: 20_000 }).toBe('level-3');
  const before = (await subjectMap(page))!;
  // The monster stands in the middle of the phone's width, the map covers it (no band).
  expect(Math.abs(before.monsterRect!.x + before.monsterRect!.width / 2 - 195)).toBeLessThan(40);
  expect(before.zoom).toBeGreaterThan(0.9);
  const x3 = before.nodes.find((n) => n.key === 'level-3')!.x;
  // The drag starts on level 8's book: a tap there would walk the monster (the preview walks to any node).
  const n8 = before.nodes.find((n) => n.key === 'level-8')!;
  const start = { x: n8.x + n8.width / 2, y: n8.y + n8.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const dx of [20, 60, 120, 180]) await page.mouse.move(start.x - dx, start.y);
  await page.mouse.up();
  await expect.poll(async () => (await subjectMap(page))!.nodes.find((n) => n.key === 'level-3')!.x).toBeLessThan(x3 - 100);
  await page.waitForTimeout(300);
  expect(await subjectMap(page)).toMatchObject({ walking: false, monsterAt: 'level-3' });
  await page.screenshot({ path: `${SCREENSHOTS}/subject-map-phone-dragged.png` });
});

test('a topics map (science-style) takes taps inside a topic polygon only', async ({ page }) => {
  // A small topics map at habitat scale 2, on the reading map's pictures.
  const art = (n: number) => ({ placeholder: `/assets/art/reading-map/node-${n}-placeholder.svg`, unselected: `/assets/art/reading-map/node-${n}.svg`, selected: `/assets/art/reading-map/node-${n}-selected.svg` });
  const square = (x: number, y: number): [number, number][] => [[x - 90, y - 90], [x + 90, y - 90], [x + 90, y + 90], [x - 90, y + 90]];
  const reading = readMap();
  writeFileSync(
    join(assetsDir, 'subject-maps', 'habitat-test.json'),
    JSON.stringify({
      key: 'habitat-test',
      title: 'Test habitat',
      type: 'topics',
      scale: 2,
      palette: reading.palette,
      background: reading.background,
      nodes: [
        { key: 'giraffe', title: 'Giraffe', x: 700, y: 450, images: art(1), order: 1, zIndex: 10, polygon: square(700, 450) },
        { key: 'zebra', title: 'Zebra', x: 900, y: 450, images: art(2), order: 2, zIndex: 10, polygon: square(900, 450) },
      ],
    }),
  );
  await enableTestHook(page);
  await page.goto(server.url + '/dev/subject-maps/habitat-test');
  await expect(page.getByTestId('issues-panel')).toHaveAttribute('data-state', 'ok');
  await expect.poll(async () => {
    const s = await subjectMap(page);
    return s && s.key === 'habitat-test' && s.loaded === s.total && s.monsterRect ? s.monsterAt : null;
  }, { timeout: 20_000 }).toBe('giraffe');
  const s = (await subjectMap(page))!;
  // Scale 2: twice the zoom that just covers the stage.
  const stage = (await page.getByTestId('subject-map-stage').boundingBox())!;
  expect(s.zoom).toBeCloseTo(2 * Math.max(stage.width / 1600, stage.height / 900), 2);
  const zebra = s.nodes.find((n) => n.key === 'zebra')!;
  // Outside every polygon (far above the topics): nothing happens.
  await page.mouse.click(stage.x + zebra.x + zebra.width / 2, stage.y + 8);
  await page.waitForTimeout(400);
  expect((await subjectMap(page))!.walking).toBe(false);
  // Inside the zebra's polygon: selected (the preview walks the monster there).
  await page.mouse.click(stage.x + zebra.x + zebra.width / 2, stage.y + zebra.y + zebra.height / 2);
  await expect.poll(async () => {
    const m = await subjectMap(page);
    return m && !m.walking ? m.monsterAt : null;
  }, { timeout: 10_000 }).toBe('zebra');
  expect((await subjectMap(page))!.nodes.map((n) => [n.key, n.state])).toEqual([['giraffe', 'unselected'], ['zebra', 'selected']]);
});

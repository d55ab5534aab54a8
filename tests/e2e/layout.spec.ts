/**
 * The screen-size walk (issue 13 "Must deliver 1", started with the account screens): every screen
 * below at phone, tablet and desktop sizes, portrait and landscape, fails on sideways scrolling,
 * controls beyond the viewport's sides, controls sticking out of their card, or controls covering
 * each other (rules in tests/helpers/layout-rules.ts), with a screenshot at each size. The game's
 * canvas is judged too (canvasFaults): it must cover the game area, the map's current node and
 * monster must be clear of the bars, no node on screen may sit under a control or be under 44 px,
 * and in a level the question card must leave the top bar, the answer controls and the picture's
 * action area (the sprites and the monster) alone.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { LANDING_ENTRIES } from '../../ui/landing/entries';
import { type Box, canvasFaults, type Control, layoutFaults } from '../helpers/layout-rules';
import { expect, test } from './fixtures';
import { enableTestHook, expectMonsterOn, gameState, loginAs, loginOnLevel, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';

const server = useSpecServer('layout', test);

/** Phones, tablets and desktops, portrait and landscape (issue 13: 360×640 to 1440×900). */
const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

/**
 * The visible controls of the page (or of the element `within` selects: a modal, whose backdrop
 * covers the rest), with their card's box (CSS px, viewport coordinates).
 */
function controlsOf(page: Page, within = 'body'): Promise<{ controls: Control[]; scrollWidth: number }> {
  return page.evaluate((within) => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && el.closest('[aria-hidden="true"]') === null && !scrolledAway(el, r);
    };
    // In a scrolling list (the store's items) a control outside the list's box is scrolled out of
    // sight, not out of place: judged once a child scrolls it in.
    function scrolledAway(el: Element, r: DOMRect): boolean {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const oy = getComputedStyle(p).overflowY;
        if ((oy === 'auto' || oy === 'scroll') && p.scrollHeight > p.clientHeight) {
          const s = p.getBoundingClientRect();
          return r.top < s.top - 1 || r.bottom > s.bottom + 1;
        }
      }
      return false;
    }
    const boxOf = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
    };
    const controls = [...document.querySelector(within)!.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="switch"]')].filter(visible).map((el) => {
      const card = el.closest('.card');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return {
        name: el.getAttribute('data-testid') ?? `${el.tagName.toLowerCase()} "${text || el.getAttribute('aria-label') || el.getAttribute('name') || '?'}"`,
        box: boxOf(el),
        card: card ? boxOf(card) : undefined,
      };
    });
    return { controls, scrollWidth: document.documentElement.scrollWidth };
  }, within);
}

/** The faults of the page as it is now at `size` (see layoutFaults), after a screenshot named `who-name-WxH`. */
async function faultsAt(page: Page, size: { width: number; height: number }, who: string, name: string, within?: string): Promise<string[]> {
  const { controls, scrollWidth } = await controlsOf(page, within);
  expect(controls.length, `${name} shows controls`).toBeGreaterThan(0);
  await page.screenshot({ path: `${SCREENSHOTS}/layout-${who}-${name}-${size.width}x${size.height}.png` });
  return layoutFaults(controls, size.width, scrollWidth).map((f) => `${name} at ${size.width}×${size.height}: ${f}`);
}

/**
 * Walks `paths` at every size: each page loaded once, then resized through the sizes (as a tablet
 * turned or a window dragged; a load per size cost 66 loads for the visitor's 11 pages), faults
 * collected (not thrown at the first), a screenshot each.
 */
async function walk(page: Page, who: string, paths: string[]): Promise<string[]> {
  const faults: string[] = [];
  for (const path of paths) {
    await page.setViewportSize(SIZES[0]!);
    await page.goto(server.url + path);
    await expect(page.locator('main').first()).toBeVisible();
    // A landing page asks the server nothing before play (the scholarship page: one card, its
    // own wait); the fonts are what can still move its controls. Other pages load their data.
    if (path === '/' || path.startsWith('/lp/')) {
      await expect(page.getByTestId('landing')).toBeVisible();
      if (path === '/lp/scholarship') await expect(page.locator('[data-testid="scholarship-status"][data-open]')).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
    } else await page.waitForLoadState('networkidle');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await settled(page);
      faults.push(...(await faultsAt(page, size, who, path === '/' ? 'home' : path.slice(1).replace(/\//g, '-'))));
    }
  }
  return faults;
}

/** Two animation frames: what a resize sets off (resize observers, media queries) has been laid out. */
function settled(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

test('the logged-out pages fit every size: nothing scrolls sideways, leaves the screen, sticks out or overlaps', async ({ page }) => {
  // The landing pages (issue 14) with the cookie choice already made (tests/e2e/fixtures.ts); the banner is walked below.
  const landing = LANDING_ENTRIES.map((e) => `/lp/${e.slug}`);
  expect(await walk(page, 'visitor', ['/', ...landing, '/login', '/signup', '/forgot-password'])).toEqual([]);
});

test.describe('the cookie banner', () => {
  test.use({ cookieConsentDecided: false });
  test('fits every size on a landing page: its buttons on screen, none covering another', async ({ page }) => {
    const faults: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.context().clearCookies();
      await page.goto(server.url + '/lp/math');
      const banner = page.locator('#cc-main .cm');
      await expect(banner).toBeVisible();
      await expect(banner).toHaveCSS('opacity', '1');
      faults.push(...(await faultsAt(page, size, 'visitor', 'cookie-banner', '#cc-main .cm')));
      const box = (await banner.boundingBox())!;
      if (box.y < 0 || box.y + box.height > size.height + 1) faults.push(`cookie banner at ${size.width}×${size.height}: ${Math.round(box.y)} to ${Math.round(box.y + box.height)} leaves the screen`);
    }
    expect(faults).toEqual([]);
  });
});

test("the parent's pages fit every size: who's playing and My Account", async ({ page }) => {
  const parent = DEMO_ACCOUNTS.parent;
  await loginAs(page, server.url, parent.email, parent.password);
  await page.waitForURL((u) => u.pathname.endsWith('/select-student'));
  expect(await walk(page, 'parent', ['/select-student', '/my-account'])).toEqual([]);
});

/** The game area, the canvas and the DOM over it (bars, card), viewport CSS px. */
function gameBoxes(page: Page): Promise<{ stage: Box; canvas: Box; bars: Array<{ name: string; box: Box }>; card: Box | null }> {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const canvas = document.querySelector('.game-canvas canvas:not([data-layer])')!;
    const card = document.querySelector('[data-testid="question-card"]');
    return {
      stage: box(document.querySelector('.game-stage')!),
      canvas: box(canvas),
      bars: [...document.querySelectorAll('.hud, .map-bar')].map((el) => ({ name: el.className, box: box(el) })),
      card: card ? box(card) : null,
    };
  });
}

/**
 * Waits until the scene has framed itself for the viewport (the canvas has the game area's size
 * and the scene published a frame at least as new), then returns the canvas faults at this size.
 */
async function gameFaultsAt(page: Page, size: { width: number; height: number }, scene: 'map' | 'level'): Promise<string[]> {
  await expect.poll(async () => {
    const b = await gameBoxes(page);
    return Math.round(b.canvas.width) === Math.round(b.stage.width) && Math.round(b.canvas.height) === Math.round(b.stage.height);
  }).toBe(true);
  // Covers are measured once per animation frame and the scene reframes on them.
  await page.waitForTimeout(400);
  const boxes = await gameBoxes(page);
  const state = await gameState(page);
  const { controls } = await controlsOf(page);
  const stageAt = (r: Box) => ({ ...r, x: r.x + boxes.stage.x, y: r.y + boxes.stage.y });
  const faults = canvasFaults({
    viewport: size,
    stage: boxes.stage,
    canvas: boxes.canvas,
    bars: boxes.bars,
    controls,
    ...(scene === 'map' && state?.mapView
      ? {
          nodes: state.mapView.nodeRects.map((n) => ({ name: `level ${n.level} node`, box: stageAt(n), current: n.level === state.monsterLevel })),
          ...(state.mapView.monsterRect ? { monster: stageAt(state.mapView.monsterRect) } : {}),
        }
      : {}),
    ...(scene === 'level' ? { card: boxes.card, ...(state?.levelView ? { action: stageAt(state.levelView.actionRect) } : {}) } : {}),
  });
  if (scene === 'map' && !state?.mapView) faults.push('the map published no view');
  if (scene === 'level' && !state?.levelView) faults.push('the level published no view');
  return faults.map((f) => `${scene} at ${size.width}×${size.height}: ${f}`);
}

test("the math map fits every size: bars on screen, the canvas fills the game area, nodes clear of the bars (issue 13 bug 3)", async ({ page }) => {
  await enableTestHook(page);
  const mia = DEMO_ACCOUNTS.students[0];
  await loginAs(page, server.url, mia.username, mia.password);
  await expectMonsterOn(page, 1);
  const faults: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(page.getByTestId('play-level')).toBeInViewport();
    faults.push(...(await gameFaultsAt(page, size, 'map')));
    faults.push(...(await faultsAt(page, size, 'student', 'math')));
  }
  expect(faults).toEqual([]);

  // On a portrait phone the map is wider than the screen: a drag pans it, the keyboard's focus
  // brings any node between the bars (its ring drawn), and leaving the map brings the current one back.
  const phone = { width: 390, height: 844 };
  await page.setViewportSize(phone);
  await expect.poll(async () => (await gameFaultsAt(page, phone, 'map')).length).toBe(0);
  const nodeX = async (level: number) => (await gameState(page))!.mapView!.nodeRects.find((n) => n.level === level)!.x;
  const before = await nodeX(1);
  const canvas = page.locator('.game-canvas canvas:not([data-layer])');
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 300, box.y + 400);
  await page.mouse.down();
  await page.mouse.move(box.x + 200, box.y + 400, { steps: 5 });
  await page.mouse.move(box.x + 100, box.y + 400, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => nodeX(1)).toBeCloseTo(before - 200, 0);
  // A drag is no tap: the map is still shown (a tap on the current node would open the level).
  await expect(page.getByTestId('play-level')).toBeVisible();
  const bars = (await gameBoxes(page)).bars;
  for (const level of [16, 7]) {
    await page.getByTestId(`map-key-${level}`).focus();
    await expect.poll(async () => (await gameState(page))?.focusedLevel).toBe(level);
    const node = (await gameState(page))!.mapView!.nodeRects.find((n) => n.level === level)!;
    const faultsOfNode = canvasFaults({ viewport: phone, stage: box, canvas: box, bars, controls: [], nodes: [{ name: `focused level ${level} node`, box: { ...node, x: node.x + box.x, y: node.y + box.y }, current: true }] });
    expect(faultsOfNode, `level ${level} focused`).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/layout-student-math-focus-${level}-390x844.png` });
  }
  await page.getByTestId('map-key-7').blur();
  await expect.poll(async () => (await gameFaultsAt(page, phone, 'map')).length).toBe(0);
});

test('a level fits every size: the card clear of the top bar and of the picture, answers on screen and large enough', async ({ page }) => {
  await enableTestHook(page);
  const mia = DEMO_ACCOUNTS.students[0];
  // Level 3 (a sprite level) through support's level move, as maps.spec does.
  await loginOnLevel(page, server.url, mia, 3);
  await page.getByTestId('play-level').click();
  // The placement pretest's start modal or the level's start card comes first.
  const go = page.getByTestId('pretest-start-go').or(page.getByTestId('start-adventure'));
  await go.click();
  await expect(page.getByTestId('question-card')).toBeVisible();
  const faults: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(page.getByTestId('question-card')).toBeVisible();
    faults.push(...(await gameFaultsAt(page, size, 'level')));
    faults.push(...(await faultsAt(page, size, 'student', 'level')));
  }
  expect(faults).toEqual([]);
});

test('the store, the house and the outfit room fit every size: the panel and its tabs on screen (it was 2,200 px below a phone)', async ({ page }) => {
  const leo = DEMO_ACCOUNTS.students[1];
  await loginAs(page, server.url, leo.username, leo.password);
  await expect(page.getByTestId('play-level')).toBeVisible();
  await page.getByTestId('open-incentives').click();
  const faults: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const tab of ['store', 'house', 'outfit-room']) {
      await page.getByTestId(`incentives-tab-${tab}`).click();
      await expect(page.getByTestId(`incentives-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
      faults.push(...(await panelFaultsAt(page, size, 'incentives-panel', `incentives-${tab}`, ['incentives-tab-store', 'incentives-tab-house', 'incentives-tab-outfit-room', 'incentives-gems', 'incentives-close'])));
    }
  }
  expect(faults).toEqual([]);
});

/**
 * The faults of a panel over the game (a modal: only its own controls are judged) at `size`: the
 * panel must lie on screen, `fixed` controls (its tabs, close button) wholly in the viewport.
 */
async function panelFaultsAt(page: Page, size: { width: number; height: number }, panelId: string, name: string, fixed: string[]): Promise<string[]> {
  const faults: string[] = [];
  const at = `${name} at ${size.width}×${size.height}`;
  // The panel pops in (a scale animation): judged, and pictured, once it stands still.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  const panel = (await page.getByTestId(panelId).boundingBox())!;
  if (panel.y < 0 || panel.x < 0 || panel.y + panel.height > size.height + 1 || panel.x + panel.width > size.width + 1) {
    faults.push(`${at}: the panel (${Math.round(panel.x)},${Math.round(panel.y)} ${Math.round(panel.width)}×${Math.round(panel.height)}) leaves the screen`);
  }
  for (const id of fixed) {
    const box = await page.getByTestId(id).boundingBox();
    if (!box) faults.push(`${at}: ${id} is not shown`);
    else if (box.x < 0 || box.y < 0 || box.x + box.width > size.width + 1 || box.y + box.height > size.height + 1) {
      faults.push(`${at}: ${id} (${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}) is not wholly on screen`);
    }
  }
  return [...faults, ...(await faultsAt(page, size, 'student', name, `[data-testid="${panelId}"]`))];
}

test("the pets and the monster maker fit every size: each panel and its close or done button wholly on screen", async ({ page }) => {
  const leo = DEMO_ACCOUNTS.students[1];
  await loginAs(page, server.url, leo.username, leo.password);
  await expect(page.getByTestId('play-level')).toBeVisible();
  const faults: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.getByTestId('open-pets').click();
    await expect(page.getByTestId('all-pets-close')).toBeVisible();
    faults.push(...(await panelFaultsAt(page, size, 'all-pets', 'pets', ['all-pets-close', 'all-pets-gems'])));
    await page.getByTestId('all-pets-close').click();
    await expect(page.getByTestId('all-pets')).toBeHidden();
    await page.getByTestId('open-monster-maker').click();
    await expect(page.getByTestId('monster-maker-done')).toBeVisible();
    faults.push(...(await panelFaultsAt(page, size, 'monster-maker', 'monster-maker', ['monster-maker-done'])));
    // Done saves the monster as it is (the maker has no other button once a monster exists).
    await page.getByTestId('monster-maker-done').click();
    await expect(page.getByTestId('monster-maker')).toBeHidden();
  }
  expect(faults).toEqual([]);
});

/**
 * The screen-size walk (issue 13 "Must deliver 1", started with the account screens): every screen
 * below at phone, tablet and desktop sizes, portrait and landscape, fails on sideways scrolling,
 * controls beyond the viewport's sides, controls sticking out of their card, or controls covering
 * each other (rules in tests/helpers/layout-rules.ts), with a screenshot at each size. On the math
 * map only its DOM controls are judged (the top and bottom bars); whether a bar covers level nodes on
 * the canvas comes with issue 13's per-orientation map layout.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { type Control, layoutFaults } from '../helpers/layout-rules';
import { expect, test } from './fixtures';
import { enableTestHook, expectMonsterOn, loginAs, SCREENSHOTS } from './pages';
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

/** The visible controls of the page, with their card's box (CSS px, viewport coordinates). */
function controlsOf(page: Page): Promise<{ controls: Control[]; scrollWidth: number }> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && el.closest('[aria-hidden="true"]') === null;
    };
    const boxOf = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
    };
    const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="switch"]')].filter(visible).map((el) => {
      const card = el.closest('.card');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return {
        name: el.getAttribute('data-testid') ?? `${el.tagName.toLowerCase()} "${text || el.getAttribute('aria-label') || el.getAttribute('name') || '?'}"`,
        box: boxOf(el),
        card: card ? boxOf(card) : undefined,
      };
    });
    return { controls, scrollWidth: document.documentElement.scrollWidth };
  });
}

/** The faults of the page as it is now at `size` (see layoutFaults), after a screenshot named `who-name-WxH`. */
async function faultsAt(page: Page, size: { width: number; height: number }, who: string, name: string): Promise<string[]> {
  const { controls, scrollWidth } = await controlsOf(page);
  expect(controls.length, `${name} shows controls`).toBeGreaterThan(0);
  await page.screenshot({ path: `${SCREENSHOTS}/layout-${who}-${name}-${size.width}x${size.height}.png` });
  return layoutFaults(controls, size.width, scrollWidth).map((f) => `${name} at ${size.width}×${size.height}: ${f}`);
}

/** Walks `paths` at every size: faults collected (not thrown at the first), a screenshot each. */
async function walk(page: Page, who: string, paths: string[]): Promise<string[]> {
  const faults: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const path of paths) {
      await page.goto(server.url + path);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      faults.push(...(await faultsAt(page, size, who, path === '/' ? 'home' : path.slice(1).replace(/\//g, '-'))));
    }
  }
  return faults;
}

test('the logged-out pages fit every size: nothing scrolls sideways, leaves the screen, sticks out or overlaps', async ({ page }) => {
  expect(await walk(page, 'visitor', ['/', '/login', '/signup', '/forgot-password'])).toEqual([]);
});

test("the parent's pages fit every size: who's playing and My Account", async ({ page }) => {
  const parent = DEMO_ACCOUNTS.parent;
  await loginAs(page, server.url, parent.email, parent.password);
  await page.waitForURL((u) => u.pathname.endsWith('/select-student'));
  expect(await walk(page, 'parent', ['/select-student', '/my-account'])).toEqual([]);
});

test("the math map's bars fit every size (issue 13 bug 3: the bottom bar ran off a phone's right edge)", async ({ page }) => {
  await enableTestHook(page);
  const mia = DEMO_ACCOUNTS.students[0];
  await loginAs(page, server.url, mia.username, mia.password);
  await expectMonsterOn(page, 1);
  const faults: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(page.getByTestId('play-level')).toBeInViewport();
    faults.push(...(await faultsAt(page, size, 'student', 'math')));
  }
  expect(faults).toEqual([]);
});

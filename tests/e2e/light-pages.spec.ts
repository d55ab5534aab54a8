import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { loginAs, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';

// Issue 21 "Light pages" in the browser: what the landing and login pages load, the loading state
// of a lazy route, no sound before the first tap, one parent request. Sizes are budgeted in
// tests/build/bundle-budget.test.ts; here only what a browser shows.
const server = useSpecServer('light-pages', test);

/** Requests the page makes from now on whose path matches `path`. */
function recordRequests(page: Page, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (path.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return seen;
}
const paths = (requests: Request[]) => requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`);

test('the landing and login pages load no game, form or video code; a lazy page shows a friendly loading state', async ({ page }) => {
  const scripts = recordRequests(page, /\.js$/);
  await page.goto(server.url + '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(server.url + '/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(paths(scripts).join(' ')).not.toMatch(/Phaser|MathScreen|zod|VideoStage|MyAccount|SignUp/);

  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['tablet', { width: 1024, height: 768 }]] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SCREENSHOTS}/login-${name}.png` });
  }

  // The sign-up screen's code held back. A link from the login page keeps the login page on screen
  // until it arrives (react-router navigates in a React transition): never a blank page.
  let release = () => {};
  let held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/SignUpScreen-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const requested = page.waitForRequest(/\/static\/SignUpScreen-/);
  await page.getByRole('link', { name: 'Create a free parent account' }).click();
  await requested;
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Create your parent account' })).toBeVisible();

  // Opened directly, the shell shows the loading state, styled, until the code arrives.
  held = new Promise<void>((resolve) => (release = resolve));
  await page.goto(server.url + '/signup', { waitUntil: 'commit' });
  const loading = page.getByTestId('page-loading');
  await expect(loading).toBeVisible();
  await expect(loading).toHaveText('Loading…');
  await expect(loading).toHaveAttribute('role', 'status');
  await expect(loading).toHaveCSS('color', 'rgb(15, 95, 163)'); // --sea-deep, not unstyled black
  await page.screenshot({ path: `${SCREENSHOTS}/lazy-loading-phone.png`, animations: 'disabled' });
  release();
  await expect(page.getByRole('heading', { name: 'Create your parent account' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('the map asks for no sound before the first tap; a fresh /select-student asks for the parent once', async ({ page }) => {
  const parent = DEMO_ACCOUNTS.parent;
  const mia = DEMO_ACCOUNTS.students[0];
  await loginAs(page, server.url, parent.email, parent.password);
  await expect(page.getByTestId(`select-${mia.username}`)).toBeVisible();
  // The first load's own calls may still be on their way after its list shows: counted, they
  // looked like a second ask of the reloaded page.
  await page.waitForLoadState('networkidle');

  // A fresh load (a new document: no tap yet), as when a tablet reopens the page.
  const api = recordRequests(page, /^\/api\//);
  // The order that raced in CI, made certain: the lazy screen's code arrives only after the top
  // bar's greeting has its answer, so the screen asks when no request is in flight any more.
  const greeted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/parents/-');
  await page.route(/\/static\/SelectStudentScreen-[\w-]+\.js$/, async (route) => {
    await greeted;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByTestId(`select-${mia.username}`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  console.log(`[light-pages] /select-student API calls: ${paths(api).join(', ')}`);
  expect(paths(api).filter((p) => p === 'GET /api/v1/parents/-')).toHaveLength(1);

  await page.getByTestId(`select-${mia.username}`).click();
  await expect(page.getByTestId('map-title')).toBeVisible();
  api.length = 0;
  const audio = recordRequests(page, /^\/assets\/audio\//);
  const all = recordRequests(page, /./);
  await page.reload();
  await expect(page.getByTestId('map-title')).toBeVisible();
  await page.waitForLoadState('networkidle');
  console.log(`[light-pages] /math before the first tap: ${all.length} requests, ${audio.length} audio; API calls: ${paths(api).join(', ')}`);
  expect(paths(audio)).toEqual([]);
  const apiPaths = paths(api);
  expect(apiPaths.length).toBeGreaterThan(0);
  expect(new Set(apiPaths).size).toBe(apiPaths.length); // no call twice

  // The first tap (on the map's title, which does nothing) lets the effects load.
  await page.getByTestId('map-title').click();
  await expect.poll(() => paths(audio).filter((p) => p.includes('/sfx/')).length).toBeGreaterThanOrEqual(5);
  expect(paths(audio).filter((p) => p.includes('/compliments/'))).toEqual([]);
});

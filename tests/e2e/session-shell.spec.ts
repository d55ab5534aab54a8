/**
 * Issue 3 part A end to end: the page shell (both top bars, titles, /webviews prefixing, the error
 * fallback and the generic error page), a silent token refresh when the access token expires
 * (the server runs with ACCESS_TOKEN_TTL_S=30), the HttpOnly refresh cookie and a reload that
 * refreshes from it (issue 12 part 4), and forgot password through the dev outbox.
 */
import { type Page, type Request } from '@playwright/test';
import { expect, test, watchCsp } from './fixtures';
import { REFRESH_COOKIE } from '../../worker/auth/session-cookie';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { enableTestHook, loginAs, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';

const ACCESS_TTL_S = 30;
const server = useSpecServer('session', test, { ACCESS_TOKEN_TTL_S: String(ACCESS_TTL_S) });

const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name);

test('the logged-out and logged-in top bars, titles and the embedded /webviews links', async ({ page }) => {
  await page.goto(server.url + '/');
  const publicBar = page.getByTestId('topbar-logged-out');
  await expect(publicBar).toBeVisible();
  await expect(page).toHaveTitle('Monsterific');
  await expect(page.getByTestId('nav-become-member')).toHaveAttribute('href', '/lp/begin-enrollment');
  await expect(page.getByTestId('nav-login')).toHaveAttribute('href', '/login');
  for (const key of ['math', 'reading', 'science', 'socialStudies', 'superSkills']) {
    await expect(page.getByTestId(`public-subject-${key}`)).toHaveAttribute('href', '/lp/begin-enrollment');
  }
  await page.screenshot({ path: `${SCREENSHOTS}/topbar-logged-out.png` });

  // Tablet portrait: the burger menu holds the subjects and Log In.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByTestId('nav-login')).toBeHidden();
  await page.getByTestId('nav-burger').click();
  await expect(page.getByTestId('burger-login')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/topbar-logged-out-burger.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('burger-login')).toBeHidden();
  await page.setViewportSize({ width: 1180, height: 820 });

  // Log in as the demo parent: the logged-in bar greets with the parent's first name.
  await page.getByTestId('nav-login').click();
  await expect(page).toHaveTitle('Monsterific | Log In');
  await loginAs(page, server.url, DEMO_ACCOUNTS.parent.email, DEMO_ACCOUNTS.parent.password);
  await expect(page).toHaveURL(/\/select-student$/);
  await expect(page).toHaveTitle("Monsterific | Who's Playing?");
  const bar = page.getByTestId('topbar-logged-in');
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('nav-greeting')).toHaveText(`Hi, ${DEMO_ACCOUNTS.parent.first_name}`);
  for (const [key, path] of [['math', '/math'], ['reading', '/reading'], ['science', '/science'], ['socialStudies', '/social-studies'], ['superSkills', '/superskills']]) {
    await expect(page.getByTestId(`nav-subject-${key}`)).toHaveAttribute('href', path!);
  }
  await page.getByTestId('nav-menu').click();
  await expect(page.getByTestId('nav-change-user')).toHaveAttribute('href', '/select-student');
  await expect(page.getByTestId('nav-done')).toHaveAttribute('href', '/done');
  await expect(page.getByTestId('nav-my-account')).toHaveAttribute('href', '/my-account?source=topbar');
  await page.screenshot({ path: `${SCREENSHOTS}/topbar-logged-in-menu.png` });
  await page.getByTestId('nav-my-account').click();
  await expect(page).toHaveURL(/\/my-account\?source=topbar$/);
  await expect(page.getByTestId('nav-menu')).toHaveAttribute('aria-expanded', 'false');

  // Picking a student: the greeting follows the current student.
  await page.getByTestId('nav-menu').click();
  await page.getByTestId('nav-change-user').click();
  await page.getByTestId('select-demomia').click();
  await expect(page).toHaveURL(/\/math$/);
  // Every subject is a full-screen game now (issues 15-17, no top bar there): the greeting on My Account.
  await page.goto(server.url + '/my-account');
  await expect(page.getByTestId('nav-greeting')).toHaveText('Hi, Mia');
  await page.screenshot({ path: `${SCREENSHOTS}/topbar-logged-in.png` });

  // Tablet portrait: one burger menu with both groups.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.getByTestId('nav-menu').click();
  await expect(page.getByTestId('menu-subject-socialStudies')).toBeVisible();
  await expect(page.getByTestId('nav-done')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/topbar-logged-in-burger.png` });
  await page.setViewportSize({ width: 1180, height: 820 });

  // The embedded view: no top bar, every link prefixed with /webviews.
  await page.goto(server.url + '/webviews/logout');
  await expect(page).toHaveURL(/\/webviews\/login$/);
  await expect(page.getByTestId('topbar-logged-out')).toHaveCount(0);
  await expect(page.getByTestId('login-forgot')).toHaveAttribute('href', '/webviews/forgot-password');
  await page.getByTestId('login-forgot').click();
  await expect(page).toHaveURL(/\/webviews\/forgot-password$/);
});

test('the error fallback screen and the generic error page', async ({ page }) => {
  await enableTestHook(page);
  await page.goto(server.url + '/?crash-test');
  const fallback = page.getByTestId('error-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('heading')).toHaveText("Uh Oh! We're Sorry, Something Went Wrong.");
  await expect(fallback).toContainText('Refresh the page to try again');
  await expect(page.getByTestId('support-email')).toHaveAttribute('href', 'mailto:help@monsterific.example');
  await expect(page.getByTestId('support-phone')).toHaveText('1-800-555-0142');
  await page.screenshot({ path: `${SCREENSHOTS}/error-fallback.png` });

  await page.goto(server.url + '/no-such-page');
  await expect(page.getByTestId('error-code')).toHaveText('404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Monsterific | Page Not Found');
  await page.screenshot({ path: `${SCREENSHOTS}/error-page-404.png` });
});

test('an expired access token is refreshed silently, a reload refreshes from the HttpOnly cookie, and a refused one is refreshed and retried', async ({ page }) => {
  // The access token lives in the page's memory: read it from the answers that carry it.
  const accessTokens: string[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.ok() && (path === '/api/o1/login' || path === '/api/o1/refresh')) void r.json().then((b: { access_token: string }) => accessTokens.push(b.access_token), () => undefined);
  });
  // The page's clock is Playwright's: the 30 s checker runs when the test moves time on, not after
  // 30 real seconds (the server's clock is real; the checker only asks it for new tokens).
  await page.clock.install();
  await loginAs(page, server.url, DEMO_ACCOUNTS.parent.email, DEMO_ACCOUNTS.parent.password);
  await expect(page).toHaveURL(/\/select-student$/);
  await expect.poll(() => accessTokens.length).toBe(1);
  const firstAccess = accessTokens[0]!;
  // The refresh token: HttpOnly, Secure, SameSite=Strict, only for /api/o1, out of every script's reach.
  const firstRefresh = (await cookie(page, REFRESH_COOKIE))!;
  expect(firstRefresh).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/o1' });
  expect(await page.evaluate(() => document.cookie)).not.toContain(firstRefresh.value);
  expect(await page.evaluate(() => document.cookie)).not.toContain(firstAccess);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(firstAccess.split('.')[1]!);
  const exp = JSON.parse(Buffer.from(firstAccess.split('.')[1]!, 'base64url').toString()).exp as number;
  expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(ACCESS_TTL_S * 1000);

  // The 30 s checker sees the token expiring within 60 s and rotates both tokens.
  await page.clock.runFor(30_000);
  await expect.poll(async () => (await cookie(page, REFRESH_COOKIE))?.value).not.toBe(firstRefresh.value);
  // The new access token is read from the refresh's answer body, which may land after its cookie.
  await expect.poll(() => accessTokens.at(-1)).not.toBe(firstAccess);

  // A reload (no access token in memory: none in cookies or storage, checked above) still loads
  // without a login, from the refresh cookie alone.
  // The page's clock back on real time: 30 s ahead of the server, every 30 s token would look
  // expired to the page on arrival.
  await page.clock.setSystemTime(Date.now());
  await page.clock.resume();
  const beforeReload = accessTokens.length;
  await page.goto(server.url + '/my-account');
  await expect(page.getByRole('heading', { name: `Hi, ${DEMO_ACCOUNTS.parent.first_name}!` })).toBeVisible();
  await expect(page).toHaveURL(/\/my-account$/);
  expect(accessTokens.length).toBeGreaterThan(beforeReload);

  // An access token the server refuses (signed with another key): 401, one refresh, one retry.
  const current = accessTokens.at(-1)!;
  const forged = `${current.split('.').slice(0, 2).join('.')}.${Buffer.from('forged-signature').toString('base64url')}`;
  await page.route('**/api/v1/**', (route) => {
    const headers = route.request().headers();
    return route.continue(headers.authorization === `Bearer ${current}` ? { headers: { ...headers, authorization: `Bearer ${forged}` } } : {});
  });
  // Only calls sent from here on: a response to the previous page's call may still arrive late on
  // a loaded machine, and it was sent with the good token.
  const calls: string[] = [];
  const sentNow = new Set<Request>();
  page.on('request', (r) => void sentNow.add(r));
  page.on('response', (r) => {
    if (sentNow.has(r.request()) && r.url().includes('/api/')) calls.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  await page.getByTestId('nav-menu').click();
  await page.getByTestId('nav-change-user').click();
  await expect(page.getByTestId('select-demomia')).toBeVisible();
  // Every call refused with the forged token shares one refresh, then is retried once.
  const refreshAt = calls.indexOf('200 /api/o1/refresh');
  expect(calls.filter((c) => c.endsWith('/api/o1/refresh'))).toEqual(['200 /api/o1/refresh']);
  const refused = calls.slice(0, refreshAt);
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.every((c) => c.startsWith('401 /api/v1/'))).toBe(true);
  expect(calls.slice(refreshAt + 1, refreshAt + 1 + refused.length).sort()).toEqual(refused.map((c) => c.replace('401', '200')).sort());
  await expect(page).toHaveURL(/\/select-student$/);
  await page.unroute('**/api/v1/**');

  // Log out revokes: the last refresh token no longer works on the server, and its cookie is gone.
  const lastRefresh = (await cookie(page, REFRESH_COOKIE))!.value;
  await page.getByTestId('nav-menu').click();
  await page.getByTestId('nav-logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(async () => cookie(page, REFRESH_COOKIE)).toBeUndefined();
  expect((await page.request.post(server.url + '/api/o1/refresh', { data: { refresh_token: lastRefresh } })).status()).toBe(401);

  // A session ended elsewhere (logout on another device) ends at this page's next call, without a
  // reload: its access token is refused at once, the refresh fails, the client logs out to /login.
  await loginAs(page, server.url, DEMO_ACCOUNTS.parent.email, DEMO_ACCOUNTS.parent.password);
  await expect(page).toHaveURL(/\/select-student$/);
  const revoked = (await cookie(page, REFRESH_COOKIE))!.value;
  expect((await page.request.post(server.url + '/api/o1/logout', { data: { refresh_token: revoked } })).status()).toBe(200);
  // The next call may be the page's own (the 30 s token checker, the account status) or the one the
  // child's tap makes: whichever comes first ends the session. CI saw the page's own call win, and
  // a tap still waiting for the menu the logout had removed hung the test.
  const loggedOut = page.waitForURL(/\/login$/, { timeout: 20_000 });
  await Promise.race([
    loggedOut,
    (async () => {
      await page.getByTestId('nav-menu').click({ timeout: 10_000 });
      await page.getByTestId('nav-my-account').click({ timeout: 10_000 });
    })(),
  ]);
  await loggedOut;
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(async () => cookie(page, 'signed_in')).toBeUndefined();
  await expect.poll(async () => cookie(page, REFRESH_COOKIE)).toBeUndefined();
});

test('forgot password through the development outbox, read by an admin', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const email = `reset.${stamp}@example.com`;
  const signUp = await page.request.post(server.url + '/api/o1/parents', { data: { email, password: 'old-pass-1', first_name: 'Rowan', last_name: 'Reed' } });
  expect(signUp.status()).toBe(201);

  await page.goto(server.url + '/login');
  await page.getByTestId('login-forgot').click();
  await expect(page).toHaveTitle('Monsterific | Forgot Password');
  await page.getByTestId('forgot-login').fill(email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toContainText("we've sent an e-mail");
  await page.screenshot({ path: `${SCREENSHOTS}/forgot-password-sent.png` });

  // An admin reads the outbox.
  const adminContext = await browser.newContext();
  const adminViolations = await watchCsp(adminContext);
  const admin = await adminContext.newPage();
  await loginAs(admin, server.url, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expect(admin).toHaveURL(/\/admin\/outbox$/);
  const mail = admin.getByTestId('outbox-email').filter({ hasText: email }).first();
  await expect(mail).toContainText('Reset your Monsterific password');
  await admin.screenshot({ path: `${SCREENSHOTS}/admin-outbox.png` });
  const link = (await mail.getByTestId('outbox-link').getAttribute('href'))!;
  expect(link).toMatch(/\/reset-password\?token=[\w-]{43}$/);
  // The admin's bar has no subjects, and the players' pages and My Account lead back to the outbox (issue 13 bug 9).
  await expect(admin.getByTestId('nav-subject-math')).toHaveCount(0);
  for (const path of ['/math', '/my-account', '/select-student']) {
    await admin.goto(server.url + path);
    await expect(admin, path).toHaveURL(/\/admin\/outbox$/);
  }
  await adminContext.close();
  expect(adminViolations, 'Content-Security-Policy violations on the admin page').toEqual([]);

  // The parent opens the link and chooses a new password.
  await page.goto(link);
  await expect(page.getByTestId('reset-for')).toHaveText('Hi Rowan! Choose a new password.');
  await page.getByTestId('reset-password').fill('new-pass-2');
  await page.getByTestId('reset-confirm').fill('new-pass-3');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByTestId('reset-confirm').fill('new-pass-2');
  await page.screenshot({ path: `${SCREENSHOTS}/reset-password.png` });
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-done')).toBeVisible();
  await page.getByTestId('reset-login').click();
  await loginAs(page, server.url, email, 'old-pass-1');
  await expect(page.getByTestId('login-error')).toBeVisible();
  await loginAs(page, server.url, email, 'new-pass-2');
  await expect(page).toHaveURL(/\/select-student$/);

  // The link works once.
  await page.goto(link);
  await expect(page.getByTestId('reset-link-error')).toHaveText('This link was already used. Please ask for a new password reset e-mail.');
});

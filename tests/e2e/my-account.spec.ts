import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { apiLogin } from './api';
import { loginAs, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';

const server = useSpecServer('my-account', test);

test('a parent changes an account preference and a grade on My Account, downloads a child\'s data and leaves feedback', async ({ page, request }) => {
  const parent = DEMO_ACCOUNTS.parent;
  const mia = DEMO_ACCOUNTS.students[0];
  await loginAs(page, server.url, parent.email, parent.password);
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  // A member opening the sign-up funnel goes home instead of seeing the sign-up form (issue 13 bug 7).
  for (const path of ['/lp/begin-enrollment', '/signup']) {
    await page.goto(server.url + path);
    await expect(page, path).toHaveURL(/\/select-student$/);
  }
  await page.goto(server.url + '/my-account?source=topbar');

  // "Don't lock at the daily limit": the demo parent has it on; switch it off, and it stays off.
  const lockSwitch = page.getByTestId('dont-lock-switch');
  await expect(lockSwitch).toHaveAttribute('aria-checked', 'true');
  await lockSwitch.click();
  await expect(lockSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('options-status')).toHaveText('Saved');

  // Mia's grade: Grade 1 -> Grade 2, saved as a partial update.
  const grade = page.getByTestId(`grade-${mia.username}`);
  await expect(grade).toHaveValue('1');
  await grade.selectOption('2');
  await expect(page.getByTestId(`grade-status-${mia.username}`)).toHaveText('Grade saved: Grade 2');
  await expect(page.getByTestId(`student-${mia.username}`)).toContainText('Grade 2');

  await page.reload();
  await expect(page.getByTestId('dont-lock-switch')).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId(`grade-${mia.username}`)).toHaveValue('2');

  // Children's privacy: the parent downloads everything about Mia as JSON.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`export-${mia.username}`).click()]);
  expect(download.suggestedFilename()).toBe(`monsterific-${mia.username}.json`);
  const exported = JSON.parse(readFileSync((await download.path()), 'utf8')) as { student: { username: string; grade: number }; tables: Record<string, unknown[]> };
  expect(exported.student).toMatchObject({ username: mia.username, grade: 2 });
  expect(exported.tables).toHaveProperty('daily_usages');

  // Feedback: Editing -> Saving -> Saved; saving again is ignored until something changes.
  const widget = page.getByTestId('feedback-widget');
  await expect(widget).toHaveAttribute('data-state', 'Editing');
  await expect(page.getByTestId('feedback-save')).toBeDisabled();
  await page.getByTestId('feedback-star-4').click();
  await page.getByTestId('feedback-notes').fill('My kids love the monster maker.');
  await page.getByTestId('feedback-save').click();
  await expect(widget).toHaveAttribute('data-state', 'Saved');
  await expect(page.getByTestId('feedback-saved')).toBeVisible();
  await expect(page.getByTestId('feedback-save')).toBeDisabled();
  // Read back through the API in a request context of its own (its login's cookie stays out of the page).
  const api = await apiLogin(request, server.url, parent.email, parent.password);
  const saved = (await (await request.get(server.url + '/api/v1/parents/-/feedbacks', { headers: { authorization: `Bearer ${api.access}` } })).json()) as {
    feedbacks: { stars: number; notes: string; source: string }[];
  };
  expect(saved.feedbacks[0]).toMatchObject({ stars: 4, notes: 'My kids love the monster maker.', source: 'my-account' });

  await page.getByTestId('feedback-star-5').click();
  await expect(widget).toHaveAttribute('data-state', 'Editing');
  await expect(page.getByTestId('feedback-save')).toHaveText('Update feedback');

  // Viewport shots (the top bar is sticky, so a full-page shot would show it mid-page).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}/my-account-parent.png` });
  await page.getByTestId('account-options').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/my-account-options.png` });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.getByTestId('feedback-widget').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/my-account-portrait.png` });
});

test('a parent deletes the account and sees the deleted-account confirmation, logged out on the home page', async ({ page, request }) => {
  // A family of its own, signed up through the API (the sign-up screen has its own tests).
  const email = `leaving.${Date.now().toString(36)}@example.com`;
  const signUp = await request.post(server.url + '/api/o1/parents', { data: { email, password: 'secret123', first_name: 'Lee', last_name: 'Leaving' } });
  expect(signUp.status()).toBe(201);
  await loginAs(page, server.url, email, 'secret123');
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  await page.goto(server.url + '/my-account');

  await page.getByTestId('delete-start').click();
  await page.getByTestId('delete-password').fill('secret123');
  await page.getByTestId('delete-confirm').click();
  // Issue 13 bug 8: it used to land silently on /login.
  const confirmation = page.getByTestId('account-deleted');
  await expect(confirmation).toContainText('Your account is deleted');
  await expect(page).toHaveURL(server.url + '/');
  await page.screenshot({ path: `${SCREENSHOTS}/account-deleted.png` });
  await page.getByTestId('account-deleted-ok').click();
  await expect(confirmation).toBeHidden();
  await expect(page.getByTestId('home-signup')).toBeVisible();
  // Gone for good: the old password logs in no more.
  const login = await request.post(server.url + '/api/o1/login', { data: { email_or_username: email, password: 'secret123' } });
  expect(login.status()).toBe(401);
});

/**
 * My Account with a card membership (issue 14 item 5 and "Not done until"): the status and the
 * next charge on every screen, a second student, subjects and the bundle, hold (its cost shown
 * before confirming), resume, and cancel in at most two clicks from My Account, at tablet and
 * phone sizes. The family is made through the API against the server's Stripe fake; the browser
 * only does what needs a browser. Screenshots of every My Account screen and modal.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './a11y';
import { newCardMember } from './api';
import { loginAs, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';

const server = useSpecServer('my-account-billing', test);

const SIZES = [
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

/** A screenshot of the open modal (or the page), named by size. */
async function shot(page: Page, size: string, name: string) {
  await page.screenshot({ path: `${SCREENSHOTS}/my-account-${name}-${size}.png`, animations: 'disabled' });
}

for (const size of SIZES) {
  test(`a member at ${size.width}x${size.height}: status and next charge, a second student, subjects and the bundle, hold, resume, cancel in two clicks`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const member = await newCardMember(server.url, size.name);
    await loginAs(page, server.url, member.email, member.password);
    await page.waitForURL((u) => !u.pathname.endsWith('/login'));
    await page.goto(server.url + '/my-account?source=topbar');

    const status = page.getByTestId('account-status');
    await expect(status.getByTestId('account-status-title')).toHaveText('Active (free month)');
    await expect(status.getByTestId('account-next-charge')).toContainText('Next charge: $9.99 on');
    await expect(page.getByTestId('default-card')).toContainText('Visa ending in 4242');
    await expect(page.getByTestId('update-billing')).toHaveAttribute('href', '/my-account/update-billing-info');
    await shot(page, size.name, 'status');
    await expectNoSeriousA11yViolations(page, `my account with a membership (${size.name})`);
    await page.getByTestId('billing').scrollIntoViewIfNeeded();
    await shot(page, size.name, 'billing');
    await page.getByTestId('password-form').scrollIntoViewIfNeeded();
    await shot(page, size.name, 'password');
    await page.getByTestId('delete-account').scrollIntoViewIfNeeded();
    await shot(page, size.name, 'settings');

    // A second student, with the new-student rules.
    const kid = `sib${size.name}${Date.now().toString(36)}`;
    await page.getByTestId('student-first-name').fill('Bea');
    await page.getByTestId('student-last-name').fill('Member');
    await page.getByTestId('student-username').fill(kid);
    await page.getByTestId('student-grade').selectOption('3');
    await page.getByTestId('student-password').fill('kidpass1');
    await page.getByTestId('student-confirm').fill('kidpass1');
    await page.getByTestId('student-account-password').fill(member.password);
    await page.getByTestId('add-student-submit').click();
    await expect(page.getByTestId(`student-${kid}`)).toBeVisible();
    await page.getByTestId(`remove-student-${kid}`).click();
    await expect(page.getByTestId('remove-student-modal').getByTestId('modal-status')).toContainText('Active (free month)');
    await shot(page, size.name, 'remove-student');
    await page.getByTestId('remove-student-modal-close').click();

    // Subjects: add Reading (its price shows on the parent's screen only), the remove-subject modal, the bundle.
    await page.getByTestId('add-subject-2').click();
    await expect(page.getByTestId('subject-2')).toContainText('Included');
    await expect(status.getByTestId('account-next-charge')).toContainText('$19.98');
    await page.getByTestId('subjects').scrollIntoViewIfNeeded();
    await shot(page, size.name, 'subjects');
    await page.getByTestId('remove-subject-2').click();
    await shot(page, size.name, 'remove-subject');
    await page.getByTestId('remove-subject-feedback').fill('Trying it for a month.');
    await page.getByTestId('remove-subject-confirm').click();
    await expect(page.getByTestId('subject-2')).not.toContainText('Included');
    await expect(page.getByTestId('bundle-offer')).toContainText('$33.56 a month');
    await page.getByTestId('bundle-take').click();
    await expect(page.getByTestId('bundle-active')).toContainText('$33.56 a month');
    await page.getByTestId('remove-bundle').click();
    await page.getByTestId('remove-bundle-start').click();
    await expect(page.getByTestId('remove-bundle-confirmation')).toBeVisible();
    await shot(page, size.name, 'remove-bundle');
    await page.getByTestId('remove-bundle-confirm').click();
    await expect(page.getByTestId('remove-bundle-done')).toBeVisible();
    await page.getByTestId('remove-bundle-modal-close').click();
    await expect(status.getByTestId('account-next-charge')).toContainText('$9.99');

    // Hold: the cost is on screen before confirming; then resume.
    await page.getByTestId('hold-membership').click();
    await expect(page.getByTestId('hold-cost')).toContainText('Hold fee: $0.50');
    await page.getByTestId('hold-reason').selectOption('busy');
    await expect(page.getByTestId('hold-cost')).toContainText('Hold fee: $2.50');
    await shot(page, size.name, 'hold');
    await expectNoSeriousA11yViolations(page, `hold modal (${size.name})`);
    await page.getByTestId('hold-confirm').click();
    await expect(page.getByTestId('hold-done')).toBeVisible();
    await page.getByTestId('hold-done-ok').click();
    await expect(status.getByTestId('account-status-title')).toHaveText('On hold');
    await shot(page, size.name, 'on-hold');
    await page.getByTestId('resume-membership').click();
    await expect(status.getByTestId('account-status-title')).toHaveText('Active (free month)');

    // Cancel: clicks counted from My Account until the membership says cancelled.
    await page.evaluate(() => {
      (window as unknown as { clicks: number }).clicks = 0;
      document.addEventListener('click', () => ((window as unknown as { clicks: number }).clicks += 1), true);
    });
    await page.getByTestId('cancel-membership').click();
    await expect(page.getByTestId('hold-offer')).toBeVisible();
    await shot(page, size.name, 'cancel');
    // The optional survey, opened without a click for its picture only.
    await page.getByTestId('cancel-survey').evaluate((d) => ((d as HTMLDetailsElement).open = true));
    await shot(page, size.name, 'cancel-survey');
    await expectNoSeriousA11yViolations(page, `cancel modal (${size.name})`);
    await page.getByTestId('cancel-survey').evaluate((d) => ((d as HTMLDetailsElement).open = false));
    await page.getByTestId('cancel-confirm').click();
    await expect(page.getByTestId('cancel-done')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { clicks: number }).clicks)).toBe(2);
    await expect(status.getByTestId('account-status-title')).toHaveText('Cancelled');
    await expect(status.getByTestId('account-next-charge')).toContainText('No more charges');
    await page.getByTestId('cancel-done-ok').click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, size.name, 'cancelled');
  });
}

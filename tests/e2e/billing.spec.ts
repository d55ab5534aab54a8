/**
 * Update billing info with the payment form (issue 14 items 3, 4, 8), in Chromium at tablet and
 * phone sizes: a parent registered through the API (registration itself is covered by the API
 * tests: no page mounts the form in register mode until the funnel lands) adds cards on the real
 * server, whose local Stripe fake the fake Stripe.js talks to: 4242 is saved, 4000 0000 0000 0002
 * is declined where the card is, 4000 0025 0000 3155 asks for 3-D Secure (Complete saves it, Fail
 * does not). Stripe.js from js.stripe.com is intercepted and served the same fake (it is never
 * asked for in fake mode). The fixture fails on any CSP violation.
 */
import { request as playwrightRequest, type Page } from '@playwright/test';
import { FAKE_STRIPE_JS } from '../../scripts/stripe-fake/browser';
import { expect, test } from './fixtures';
import { loginAs, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';

const server = useSpecServer('billing', test);

let parents = 0;

/** A parent with a math membership paid by 4242, registered through the API (its own cookie jar). */
async function registeredParent() {
  parents += 1;
  const email = `billing${Date.now().toString(36)}${parents}@example.com`;
  const own = await playwrightRequest.newContext();
  try {
    const res = await own.post(`${server.url}/api/o1/create_stripe_subscription`, {
      data: {
        email,
        password: 'secret123',
        first_name: 'Ada',
        last_name: 'Lovelace',
        students: [{ first_name: 'Sam', last_name: 'Lee', username: `sam${Date.now().toString(36)}${parents}`, grade: 1, password: 'kidpass1' }],
        subject_ids: [1],
        stripe_token: 'pm_card_visa',
        consent: { text: 'I agree: the first month is free, then $9.99 a month until I cancel.', accepted: true },
      },
    });
    expect(res.status()).toBe(201);
  } finally {
    await own.dispose();
  }
  return email;
}

/** Types a card into the fake card field and saves it. */
async function saveCard(page: Page, number: string) {
  await page.getByTestId('stripe-fake-number').fill(number);
  await page.getByTestId('stripe-fake-expiry').fill('1230');
  await page.getByTestId('stripe-fake-cvc').fill('123');
  await page.getByTestId('payment-submit').click();
}

async function openUpdatePage(page: Page, path = '/my-account/update-billing-info') {
  const stripeJs: string[] = [];
  await page.route('https://js.stripe.com/**', (route) => {
    stripeJs.push(route.request().url());
    return route.fulfill({ body: FAKE_STRIPE_JS, contentType: 'text/javascript' });
  });
  const email = await registeredParent();
  await loginAs(page, server.url, email, 'secret123');
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  await page.goto(server.url + path);
  await expect(page.getByTestId('billing-current-card')).toContainText('Visa ending in 4242');
  await expect(page.getByTestId('payment-test-mode')).toHaveText('Test mode: no real card is charged. Use 4242 4242 4242 4242, any future date, any CVC.');
  await expect(page.getByTestId('card-first-name')).toBeVisible();
  return stripeJs;
}

test('update billing info at tablet size: a good card, a declined one, one with 3-D Secure completed', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const stripeJs = await openUpdatePage(page);
  await expect(page.getByTestId('card-first-name')).toHaveValue('Ada');
  await page.screenshot({ path: `${SCREENSHOTS}/billing-update-1024.png`, fullPage: true });

  await saveCard(page, '4000000000000002');
  await expect(page.getByTestId('payment-error')).toHaveText('Your card was declined.');
  await page.screenshot({ path: `${SCREENSHOTS}/billing-declined-1024.png`, fullPage: true });

  await saveCard(page, '5555555555554444');
  await expect(page.getByTestId('billing-saved')).toBeVisible();
  await expect(page.getByTestId('billing-current-card')).toContainText('Mastercard ending in 4444');

  await saveCard(page, '4000002500003155');
  const dialog = page.getByTestId('stripe-fake-3ds');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('stripe-fake-3ds-complete')).toBeFocused();
  await page.screenshot({ path: `${SCREENSHOTS}/billing-3ds-1024.png` });
  await page.getByTestId('stripe-fake-3ds-complete').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('billing-current-card')).toContainText('Visa ending in 3155');
  expect(stripeJs).toEqual([]);

  await page.getByTestId('billing-back').click();
  await expect(page).toHaveURL(/\/my-account$/);
});

test('update billing info at phone size (/updatepaymentv2.php): 3-D Secure failed saves nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openUpdatePage(page, '/updatepaymentv2.php');
  await expect(page.getByTestId('card-first-name')).toHaveValue('Ada');
  await page.screenshot({ path: `${SCREENSHOTS}/billing-update-390.png`, fullPage: true });
  await saveCard(page, '4000002500003155');
  await expect(page.getByTestId('stripe-fake-3ds')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/billing-3ds-390.png` });
  await page.getByTestId('stripe-fake-3ds-fail').click();
  await expect(page.getByTestId('payment-error')).toHaveText('Your bank did not confirm the card, so it was not saved. Please try again or use another card.');
  await expect(page.getByTestId('billing-current-card')).toContainText('Visa ending in 4242');
  await page.screenshot({ path: `${SCREENSHOTS}/billing-sca-failed-390.png`, fullPage: true });
});

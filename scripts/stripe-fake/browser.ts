/**
 * The local Stripe fake's browser side for `npm start` without keys (issue 14 item 8): the fake
 * Stripe.js (./stripe-js/stripe.js) at `/_stripe-fake/stripe.js`, and, under the same prefix on
 * the app's own origin (so the page's CSP needs no extra origin), the only fake calls a browser
 * makes: creating a card's PaymentMethod with the publishable key, and the bank's 3-D Secure
 * answer for a SetupIntent or PaymentIntent (the fake's test controls). Nothing else of the fake
 * (customers, subscriptions: secret-key calls) is reachable from the browser.
 */
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import type { NodeServerExtension } from '../../worker/entry-node';
import { STRIPE_FAKE_JS_URL, STRIPE_FAKE_PREFIX } from '../../worker/billing/billing-client.routes';
import type { StripeFake } from './fake';

/** The fake Stripe.js's source (a plain script: no build step). */
export const FAKE_STRIPE_JS = readFileSync(new URL('./stripe-js/stripe.js', import.meta.url), 'utf8');

/** Paths the browser may reach on the fake (after the prefix). */
const BROWSER_CALLS = [/^\/v1\/payment_methods$/, /^\/_fake\/setup_intents\/seti_[A-Za-z0-9_]+\/authenticate$/, /^\/_fake\/payment_intents\/pi_[A-Za-z0-9_]+\/authenticate$/];

/** The routes, as an extension of the Node entry (worker/entry-node.ts `stripeFakeRoutes`). */
export function stripeFakeBrowserRoutes(fake: StripeFake): NodeServerExtension {
  const app = new Hono();
  app.get(STRIPE_FAKE_JS_URL, (c) => c.body(FAKE_STRIPE_JS, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }));
  app.post(`${STRIPE_FAKE_PREFIX}/*`, async (c) => {
    const path = c.req.path.slice(STRIPE_FAKE_PREFIX.length);
    if (!BROWSER_CALLS.some((re) => re.test(path))) return c.json({ error: { type: 'invalid_request_error', message: 'Not a call Stripe.js makes.' } }, 404);
    const url = new URL(c.req.url);
    url.pathname = path;
    return fake.app.fetch(new Request(url, { method: 'POST', headers: c.req.raw.headers, body: await c.req.text() }));
  });
  return { app, close: () => undefined };
}

/**
 * The payment form's server calls (issue 14 items 3 and 8): billing_config, a new card that needs
 * 3-D Secure on the update page, and confirm_stripe_payment_intent. The real app on a real port,
 * a real database, the official SDK talking HTTP to the local Stripe fake; the fake's bank control
 * stands in for the 3-D Secure page (as the fake Stripe.js's dialog does in the browser).
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { PAYMENT_SCA_FAILED } from '../../worker/billing/payment-intents';
import type { RunningStripeFake } from '../../scripts/stripe-fake/server';
import { useStripeApp } from '../helpers/stripe-app';
import { unique, uniqueAddress, type TestContext } from '../helpers/context';

const app = useStripeApp();
let ctx: TestContext;
let fake: RunningStripeFake;
let sdk: Stripe;
beforeAll(() => {
  ({ ctx, stripe: fake } = app);
  const { env } = fake;
  sdk = new Stripe(env.STRIPE_SECRET_KEY, { host: env.STRIPE_API_HOST, port: fake.port, protocol: 'http', httpClient: Stripe.createFetchHttpClient() });
});

const consent = { text: 'I agree: the first month is free, then $9.99 a month until I cancel. Cancel before it ends to pay nothing.', accepted: true };

/** A registered parent with a math membership paid by 4242; returns its token and Stripe customer. */
async function member() {
  const body = {
    email: `parent${unique()}@example.com`,
    password: 'secret123',
    first_name: 'Ada',
    last_name: 'Lovelace',
    students: [{ first_name: 'Sam', last_name: 'Lee', username: `kid${unique()}`, grade: 1, password: 'kidpass1' }],
    subject_ids: [1],
    stripe_token: 'pm_card_visa',
    consent,
  };
  const res = await ctx.call('POST', '/api/o1/create_stripe_subscription', { body, address: uniqueAddress() });
  expect(res.status).toBe(201);
  const [row] = await ctx.deps.db.select().from(subscriptions).where(eq(subscriptions.parent_id, res.json.parent.id as number));
  return { token: res.json.access_token as string, customer: row!.provider_customer_id!, parentId: res.json.parent.id as number };
}

describe('billing_config', () => {
  it('tells the browser to load the fake Stripe.js with the publishable key when the server talks to the fake', async () => {
    const res = await ctx.call('GET', '/api/o1/billing_config');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ mode: 'fake', publishable_key: 'pk_test_local_fake_monsterific', stripe_js_url: '/_stripe-fake/stripe.js' });
  });
});

describe('a new card on the update page', () => {
  it('a card needing 3-D Secure is not saved until the bank confirms it, then becomes the default', async () => {
    const m = await member();
    const added = await ctx.call('POST', '/api/v1/parents/-/payment_methods', { token: m.token, body: { first_name: 'Ada', last_name: 'Lovelace', stripe_token: 'pm_card_authenticationRequired' } });
    expect(added.status).toBe(201);
    expect(added.json.requires_action).toEqual({ setup_intent_id: expect.stringMatching(/^seti_/), client_secret: expect.stringContaining('_secret_') });
    expect(added.json.payment_methods).toEqual([expect.objectContaining({ last4: '4242', default: true })]);
    fake.fake.authenticate(added.json.requires_action.setup_intent_id as string, true);
    const si = fake.fake.get(added.json.requires_action.setup_intent_id as string)!;
    const made = await ctx.call('PUT', '/api/v1/parents/-/default_payment_method', { token: m.token, body: { stripe_token: si.payment_method } });
    expect(made.status).toBe(200);
    expect(made.json.payment_methods.find((p: { default: boolean }) => p.default)).toMatchObject({ last4: '3155' });
  });

  it('a declined card answers 402 with the bank message and changes nothing', async () => {
    const m = await member();
    const res = await ctx.call('POST', '/api/v1/parents/-/payment_methods', { token: m.token, body: { first_name: 'Ada', last_name: 'Lovelace', stripe_token: 'pm_card_chargeDeclined' } });
    expect(res.status).toBe(402);
    expect(res.json.error).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    const list = await ctx.call('GET', '/api/v1/parents/-/payment_methods', { token: m.token });
    expect(list.json.payment_methods).toHaveLength(1);
  });
});

describe('confirm_stripe_payment_intent', () => {
  /** A one-off charge of the member's customer with a card needing 3-D Secure (a failed renewal paid again). */
  async function payment(customer: string, card = 'pm_card_authenticationRequired') {
    return sdk.paymentIntents.create({ amount: 999, currency: 'usd', customer, payment_method: card, confirm: true, off_session: false });
  }

  it('after the bank confirms, reads the payment back and answers the subscription', async () => {
    const m = await member();
    const pi = await payment(m.customer);
    expect(pi.status).toBe('requires_action');
    const waiting = await ctx.call('POST', '/api/v1/parents/-/confirm_stripe_payment_intent', { token: m.token, body: { payment_intent_id: pi.id } });
    expect(waiting.status).toBe(200);
    expect(waiting.json.requires_action).toEqual({ payment_intent_id: pi.id, client_secret: pi.client_secret });
    await fetch(`http://127.0.0.1:${fake.port}/_fake/payment_intents/${pi.id}/authenticate`, { method: 'POST', body: new URLSearchParams({ outcome: 'pass' }) });
    const res = await ctx.call('POST', '/api/v1/parents/-/confirm_stripe_payment_intent', { token: m.token, body: { payment_intent_id: pi.id } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ payment: { id: pi.id, status: 'succeeded', amount_cents: 999 }, requires_action: null, subscription: { status: 'ACTIVE', subject_ids: [1] } });
  });

  it('a payment the bank refused answers 402 authentication_failed', async () => {
    const m = await member();
    const pi = await payment(m.customer);
    await fetch(`http://127.0.0.1:${fake.port}/_fake/payment_intents/${pi.id}/authenticate`, { method: 'POST', body: new URLSearchParams({ outcome: 'fail' }) });
    const res = await ctx.call('POST', '/api/v1/parents/-/confirm_stripe_payment_intent', { token: m.token, body: { payment_intent_id: pi.id } });
    expect(res.status).toBe(402);
    expect(res.json.error).toMatchObject({ code: 'authentication_failed', message: PAYMENT_SCA_FAILED });
  });

  it("another parent's payment, an unknown one and a malformed id are refused", async () => {
    const [a, b] = [await member(), await member()];
    const pi = await payment(b.customer);
    const foreign = await ctx.call('POST', '/api/v1/parents/-/confirm_stripe_payment_intent', { token: a.token, body: { payment_intent_id: pi.id } });
    expect(foreign.status).toBe(404);
    const unknown = await ctx.call('POST', '/api/v1/parents/-/confirm_stripe_payment_intent', { token: a.token, body: { payment_intent_id: 'pi_nothing' } });
    expect(unknown.status).toBe(404);
    const bad = await ctx.call('POST', '/api/v1/parents/-/confirm_stripe_payment_intent', { token: a.token, body: { payment_intent_id: 'seti_123' } });
    expect(bad.status).toBe(422);
    const anonymous = await ctx.call('POST', '/api/v1/parents/-/confirm_stripe_payment_intent', { body: { payment_intent_id: pi.id } });
    expect(anonymous.status).toBe(401);
  });
});

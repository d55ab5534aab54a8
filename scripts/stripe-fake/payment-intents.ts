/**
 * The Stripe fake's PaymentIntents (see fake.ts): enough for a one-off charge that may need 3-D
 * Secure (a failed renewal paid again, a hold's cost), and for `confirm_stripe_payment_intent`
 * to read back. Create (with `confirm`), retrieve, and the bank's challenge as a test control
 * (`POST /_fake/payment_intents/{id}/authenticate`, outcome=pass|fail), which the fake Stripe.js's
 * 3-D Secure dialog calls. Cards behave as in fake.ts: 4242 succeeds, 0002 / 9995 are declined
 * (402, the intent left requires_payment_method), 3155 stops at requires_action.
 */
import type { Context, Hono } from 'hono';
import { badParam, declined, str, StripeFakeError } from './cards';
import type { FakeInternals } from './fake';
import type { FormValue } from './form';

type Obj = Record<string, unknown>;

/** Mounts `/v1/payment_intents*` and the challenge control on the fake's app. */
export function mountPaymentIntentRoutes(app: Hono, k: FakeInternals, form: (c: Context) => Promise<Record<string, FormValue>>): void {
  const confirm = (pi: Obj) => {
    if (!pi.payment_method) throw badParam('payment_method', 'You must provide a payment method to confirm this PaymentIntent.');
    const behaviour = k.behaviourOf(pi.payment_method as string);
    if (behaviour === 'declined' || behaviour === 'insufficient_funds' || behaviour === 'charge_fails') {
      const error = declined(behaviour === 'insufficient_funds' ? 'insufficient_funds' : 'generic_decline');
      Object.assign(pi, { status: 'requires_payment_method', last_payment_error: error.body });
      k.emit('payment_intent.payment_failed', pi);
      throw new StripeFakeError(402, { ...error.body, payment_intent: structuredClone(pi) });
    }
    if (behaviour === 'sca') {
      Object.assign(pi, { status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } } });
      k.emit('payment_intent.requires_action', pi);
      return;
    }
    succeed(pi);
  };
  const succeed = (pi: Obj) => {
    Object.assign(pi, { status: 'succeeded', next_action: null, last_payment_error: null, amount_received: pi.amount });
    k.emit('payment_intent.succeeded', pi);
  };

  app.post('/v1/payment_intents', async (c) => {
    const p = await form(c);
    const amount = Number(str(p.amount, 'amount'));
    if (!Number.isInteger(amount) || amount < 50) throw badParam('amount', 'Amount must be at least $0.50 usd.');
    const customer = typeof p.customer === 'string' ? (k.find(p.customer, 'customer', 'customer').id as string) : null;
    const id = k.newId('pi');
    const pi = k.put({
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: str(p.currency, 'currency'),
      customer,
      payment_method: typeof p.payment_method === 'string' ? (k.paymentMethod(p.payment_method).id as string) : null,
      status: 'requires_confirmation',
      client_secret: `${id}_secret_${Math.random().toString(36).slice(2, 12)}`,
      next_action: null,
      last_payment_error: null,
      created: k.nowS(),
      livemode: false,
      metadata: p.metadata ?? {},
    });
    k.emit('payment_intent.created', pi);
    if (p.confirm === 'true') confirm(pi);
    return c.json(pi);
  });
  app.get('/v1/payment_intents/:id', (c) => c.json(k.find(c.req.param('id'), 'payment_intent', 'payment_intent')));
  app.post('/_fake/payment_intents/:id/authenticate', async (c) => {
    const pi = k.find(c.req.param('id'), 'payment_intent', 'payment_intent');
    if (pi.status !== 'requires_action') throw badParam('intent', `This PaymentIntent is ${pi.status as string}, not waiting for authentication.`);
    if ((await form(c)).outcome !== 'fail') succeed(pi);
    else {
      Object.assign(pi, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' },
      });
      k.emit('payment_intent.payment_failed', pi);
    }
    return c.json(pi);
  });
}

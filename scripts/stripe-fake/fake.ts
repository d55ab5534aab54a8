/**
 * A local fake of Stripe's REST API, for `npm start` without keys and for the tests (issue 14
 * "Stripe without the internet, tested for real"; docs/decisions.md "Billing: Stripe and its
 * local fake"). It speaks only the calls the server makes, the way Stripe answers them: form-encoded
 * bodies, JSON objects with `object` and prefixed ids, list objects, `{error: {type, code,
 * decline_code, message}}` with Stripe's statuses (400 invalid_request_error, 402 card_error,
 * 404 resource_missing, 401 without a key). State is in memory. Every change records the event
 * Stripe would send; {@link StripeFake.deliverPending} posts them to the webhook URL signed with
 * `stripe.webhooks.generateTestHeaderString` (or each change delivers them itself with `autoDeliver`).
 *
 * Test cards (Stripe's own test numbers and test PaymentMethod ids, docs.stripe.com/testing):
 * - 4242424242424242 / pm_card_visa, pm_card_mastercard: succeed;
 * - 4000000000000002 / pm_card_chargeDeclined: attaching fails (402 card_declined, generic_decline);
 * - 4000000000009995 / pm_card_chargeDeclinedInsufficientFunds: attaching fails (insufficient_funds);
 * - 4000000000000341 / pm_card_chargeCustomerFail: attaches, every charge fails (renewal failure);
 * - 4000002500003155 / pm_card_authenticationRequired: attaches, setting it up for later needs 3-D
 *   Secure: the subscription's `pending_setup_intent` is `requires_action` until the bank's
 *   challenge ({@link StripeFake.authenticate}, or `POST /_fake/setup_intents/{id}/authenticate`).
 *
 * Not simulated: taxes, amount-off coupons, prorations, invoice items, idempotency replays, and time:
 * renewals happen when a test (or `POST /_fake/subscriptions/{id}/renew`) asks for one.
 */
import Stripe from 'stripe';
import { Hono } from 'hono';
import { catalogueEntries, CURRENCY } from '../../worker/billing/catalogue';
import { badParam, declined, missing, str, StripeFakeError, TEST_CARDS, TEST_PAYMENT_METHODS, type CardBehaviour } from './cards';
import type { FormValue } from './form';
import { mountStripeRoutes } from './routes';
import { discountedAmount } from './subjects';

type Obj = Record<string, unknown>;

export interface StripeFakeOptions {
  /** Epoch milliseconds; the tests pass their TestClock so trial ends and signatures follow it. */
  nowMs?: () => number;
  /** Secret the webhooks are signed with (the server's STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Where events are POSTed; unset: they are only recorded. */
  webhookUrl?: string | undefined;
  /** Deliver each change's events right after answering (npm start); otherwise tests call deliverPending. */
  autoDeliver?: boolean;
}

/** One delivery's outcome. */
export interface Delivery {
  eventId: string;
  type: string;
  status: number;
}

/** The fake: its Hono app plus the test controls. */
export interface StripeFake {
  app: Hono;
  /** Every event created, oldest first. */
  readonly events: Obj[];
  /** Events not yet delivered, oldest first. */
  readonly pending: Obj[];
  webhookUrl: string | undefined;
  /** POSTs the pending events in order (each once), signed; returns the answers' statuses. */
  deliverPending(): Promise<Delivery[]>;
  /** POSTs one event (again, or out of order), freshly signed; `signature` replaces the header (bad-signature tests). */
  deliver(event: Obj, signature?: string): Promise<Delivery>;
  /** The bank's 3-D Secure challenge of a SetupIntent: passed (succeeded) or failed (back to requires_payment_method). */
  authenticate(setupIntentId: string, passed: boolean): Obj;
  /** Ends the subscription's current period: ends a trial, charges the default card, or cancels at period end. */
  renew(subscriptionId: string): Obj;
  /** The stored object with this id (customer, subscription, setup intent...), or undefined. */
  get(id: string): Obj | undefined;
}

/** Adds one calendar month to a time in seconds (UTC), as Stripe moves a monthly period. */
function addMonthS(s: number): number {
  const d = new Date(s * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

/** Creates the fake with the catalogue's products and prices seeded. */
export function createStripeFake(options: StripeFakeOptions): StripeFake {
  const nowS = () => Math.floor((options.nowMs ?? Date.now)() / 1000);
  const store = new Map<string, Obj>();
  const events: Obj[] = [];
  const pending: Obj[] = [];
  const cardOf = new Map<string, string>(); // payment method id → card number
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_fake${(++counter).toString(36).padStart(6, '0')}${Math.random().toString(36).slice(2, 8)}`;
  const put = <T extends Obj>(o: T): T => {
    store.set(o.id as string, o);
    return o;
  };
  const find = (id: string, object: string, what: string): Obj => {
    const o = store.get(id);
    if (!o || o.object !== object) throw missing(what, id);
    return o;
  };
  const emit = (type: string, object: Obj, previous?: Obj) => {
    const event: Obj = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowS(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: previous ? { object: structuredClone(object), previous_attributes: previous } : { object: structuredClone(object) },
    };
    events.push(event);
    pending.push(event);
  };

  for (const entry of catalogueEntries()) {
    const product = put({ id: newId('prod'), object: 'product', name: entry.name, active: true, created: nowS(), metadata: { subject: entry.subject } });
    put({
      id: newId('price'),
      object: 'price',
      product: product.id,
      active: true,
      currency: CURRENCY,
      unit_amount: entry.unitAmount,
      lookup_key: entry.lookupKey,
      recurring: { interval: 'month', interval_count: 1 },
      type: 'recurring',
      created: nowS(),
    });
  }

  const behaviourOf = (pmId: string): CardBehaviour => TEST_CARDS[cardOf.get(pmId) ?? '']?.behaviour ?? 'ok';

  /** A stored payment method, creating Stripe's fixed test ids (pm_card_visa...) on first use as Stripe does. */
  const paymentMethod = (id: string): Obj => {
    if (!store.has(id) && TEST_PAYMENT_METHODS[id]) return createCardPaymentMethod(TEST_PAYMENT_METHODS[id], id);
    return find(id, 'payment_method', 'PaymentMethod');
  };
  const createCardPaymentMethod = (number: string, fixedId?: string, expMonth = 12, expYear = new Date().getUTCFullYear() + 3): Obj => {
    const card = TEST_CARDS[number];
    if (!card) throw new StripeFakeError(402, { type: 'card_error', code: 'incorrect_number', param: 'card[number]', message: 'Your card number is incorrect.' });
    // Like Stripe, each use of a fixed test id (pm_card_visa) makes a new PaymentMethod with an id of its own.
    const pm = put({
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: card.brand, last4: number.slice(-4), exp_month: expMonth, exp_year: expYear, funding: 'credit', country: 'US', wallet: null },
      billing_details: { name: null, email: null },
      customer: null,
      created: nowS(),
      livemode: false,
      metadata: fixedId ? { test_id: fixedId } : {},
    });
    cardOf.set(pm.id, number);
    return pm;
  };

  const customerPaymentMethods = (customer: string) =>
    [...new Set(store.values())].filter((o) => o.object === 'payment_method' && o.customer === customer).sort((a, b) => (b.created as number) - (a.created as number));

  const attach = (pmId: string, customer: string): Obj => {
    const pm = paymentMethod(pmId);
    find(customer, 'customer', 'customer');
    const behaviour = behaviourOf(pm.id as string);
    // Stripe checks the card with its bank when attaching it: these test cards fail here.
    if (behaviour === 'declined') throw declined('generic_decline');
    if (behaviour === 'insufficient_funds') throw declined('insufficient_funds');
    if (pm.customer && pm.customer !== customer) throw badParam('payment_method', 'The payment method you provided has already been attached to a customer.');
    if (!pm.customer) {
      pm.customer = customer;
      emit('payment_method.attached', pm);
    }
    return pm;
  };

  const setupIntentFor = (customer: string, pmId: string | null, metadata: Obj = {}): Obj =>
    put({
      id: newId('seti'),
      object: 'setup_intent',
      status: pmId ? 'requires_confirmation' : 'requires_payment_method',
      customer,
      payment_method: pmId,
      usage: 'off_session',
      client_secret: '',
      next_action: null,
      last_setup_error: null,
      created: nowS(),
      livemode: false,
      metadata,
    });
  const withSecret = (si: Obj) => {
    si.client_secret = `${si.id as string}_secret_${Math.random().toString(36).slice(2, 12)}`;
    return si;
  };

  /** Confirms a SetupIntent: a 3-D Secure card stops at requires_action, others succeed. */
  const confirmSetupIntent = (si: Obj, pmId?: string) => {
    if (pmId) si.payment_method = paymentMethod(pmId).id;
    if (!si.payment_method) throw badParam('payment_method', 'You must provide a payment method to confirm this SetupIntent.');
    if (si.status === 'succeeded' || si.status === 'canceled') throw badParam('intent', `You cannot confirm this SetupIntent because it has a status of ${si.status as string}.`);
    const behaviour = behaviourOf(si.payment_method as string);
    if (behaviour === 'declined' || behaviour === 'insufficient_funds') {
      si.status = 'requires_payment_method';
      si.last_setup_error = declined(behaviour === 'declined' ? 'generic_decline' : 'insufficient_funds').body;
      emit('setup_intent.setup_failed', si);
      return si;
    }
    if (behaviour === 'sca') {
      si.status = 'requires_action';
      si.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      emit('setup_intent.requires_action', si);
      return si;
    }
    succeedSetupIntent(si);
    return si;
  };
  const succeedSetupIntent = (si: Obj) => {
    si.status = 'succeeded';
    si.next_action = null;
    si.last_setup_error = null;
    if (si.customer && si.payment_method) attach(si.payment_method as string, si.customer as string);
    emit('setup_intent.succeeded', si);
    // A subscription waiting for this setup (pending_setup_intent) no longer waits.
    for (const sub of store.values()) {
      if (sub.object === 'subscription' && sub.pending_setup_intent === si.id) {
        const previous = { pending_setup_intent: sub.pending_setup_intent };
        sub.pending_setup_intent = null;
        emit('customer.subscription.updated', sub, previous);
      }
    }
  };

  const priceOf = (id: string) => find(id, 'price', 'price');

  const createSubscription = (p: Record<string, FormValue>): Obj => {
    const customer = find(str(p.customer, 'customer'), 'customer', 'customer');
    const items = p.items;
    if (!Array.isArray(items) || items.length === 0) throw badParam('items', 'Missing required param: items.');
    const start = nowS();
    let trialEnd: number | null = null;
    if (typeof p.trial_end === 'string' && p.trial_end !== 'now') trialEnd = Number(p.trial_end);
    else if (typeof p.trial_period_days === 'string') trialEnd = start + Number(p.trial_period_days) * 24 * 3600;
    if (trialEnd !== null && (!Number.isFinite(trialEnd) || trialEnd <= start)) throw badParam('trial_end', 'Invalid timestamp: must be an integer Unix timestamp in the future.');
    const periodEnd = trialEnd ?? addMonthS(start);
    const id = newId('sub');
    const defaultPm = typeof p.default_payment_method === 'string' ? p.default_payment_method : (((customer.invoice_settings as Obj).default_payment_method as string | null) ?? null);
    const sub: Obj = {
      id,
      object: 'subscription',
      customer: customer.id,
      status: trialEnd ? 'trialing' : 'active',
      currency: CURRENCY,
      created: start,
      start_date: start,
      trial_start: trialEnd ? start : null,
      trial_end: trialEnd,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      pause_collection: null,
      default_payment_method: defaultPm,
      pending_setup_intent: null,
      latest_invoice: null,
      livemode: false,
      metadata: (p.metadata) ?? {},
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: items.map((it) => {
          const price = priceOf(str((it as Record<string, FormValue>).price, 'items[0][price]'));
          return { id: newId('si'), object: 'subscription_item', price, quantity: 1, subscription: id, current_period_start: start, current_period_end: periodEnd, created: start };
        }),
      },
    };
    if (!defaultPm && !trialEnd) throw badParam('default_payment_method', 'This customer has no attached payment source or default payment method.');
    if (defaultPm) {
      const behaviour = behaviourOf(defaultPm);
      if (trialEnd) {
        // A trial charges nothing now; Stripe sets the card up for the later charges, and a 3-D Secure card needs the customer's authentication first.
        const si = withSecret(setupIntentFor(customer.id as string, defaultPm, { subscription: id }));
        confirmSetupIntent(si);
        if (si.status !== 'succeeded') sub.pending_setup_intent = si.id;
      } else if (behaviour !== 'ok') {
        throw declined('generic_decline');
      } else {
        chargeInvoice(sub, 'subscription_create');
      }
    }
    put(sub);
    emit('customer.subscription.created', sub);
    return sub;
  };

  /** Creates the period's invoice and charges the default card: invoice.paid or invoice.payment_failed. */
  const chargeInvoice = (sub: Obj, reason: 'subscription_create' | 'subscription_cycle') => {
    const items = (sub.items as { data: { price: Obj; current_period_start: number; current_period_end: number }[] }).data;
    const amount = discountedAmount(sub, items.reduce((s, it) => s + (it.price.unit_amount as number), 0), store);
    const pm = (sub.default_payment_method as string | null) ?? (((find(sub.customer as string, 'customer', 'customer').invoice_settings as Obj).default_payment_method as string | null) ?? null);
    const paid = pm !== null && behaviourOf(pm) === 'ok';
    const invoice = put({
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      currency: CURRENCY,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      billing_reason: reason,
      status: paid ? 'paid' : 'open',
      created: nowS(),
      period_start: items[0]!.current_period_start,
      period_end: items[0]!.current_period_end,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      livemode: false,
    });
    sub.latest_invoice = invoice.id;
    emit('invoice.created', invoice);
    emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    return paid;
  };

  const fake: StripeFake = {
    app: new Hono(),
    events,
    pending,
    webhookUrl: options.webhookUrl,
    async deliverPending() {
      const out: Delivery[] = [];
      while (pending.length) out.push(await fake.deliver(pending.shift()!));
      return out;
    },
    async deliver(event, signature) {
      if (!fake.webhookUrl) throw new Error('The Stripe fake has no webhook URL to deliver to.');
      const payload = JSON.stringify(event);
      const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret, timestamp: nowS() });
      const res = await fetch(fake.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
      await res.arrayBuffer();
      const i = pending.indexOf(event);
      if (i >= 0) pending.splice(i, 1);
      return { eventId: event.id as string, type: event.type as string, status: res.status };
    },
    authenticate(setupIntentId, passed) {
      const si = find(setupIntentId, 'setup_intent', 'setup_intent');
      if (si.status !== 'requires_action') throw badParam('intent', `This SetupIntent is ${si.status as string}, not waiting for authentication.`);
      if (passed) succeedSetupIntent(si);
      else {
        si.status = 'requires_payment_method';
        si.next_action = null;
        si.last_setup_error = { type: 'card_error', code: 'setup_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' };
        emit('setup_intent.setup_failed', si);
      }
      return si;
    },
    renew(subscriptionId) {
      const sub = find(subscriptionId, 'subscription', 'subscription');
      const previous = { status: sub.status, cancel_at_period_end: sub.cancel_at_period_end };
      if (sub.status === 'canceled') throw badParam('subscription', 'This subscription is canceled.');
      if (sub.cancel_at_period_end) {
        Object.assign(sub, { status: 'canceled', canceled_at: nowS(), ended_at: nowS() });
        emit('customer.subscription.deleted', sub);
        return sub;
      }
      const items = (sub.items as { data: Obj[] }).data;
      const start = items[0]!.current_period_end as number;
      for (const it of items) Object.assign(it, { current_period_start: start, current_period_end: addMonthS(start) });
      const paused = sub.pause_collection as { resumes_at: number | null } | null;
      if (paused?.resumes_at && paused.resumes_at <= start) sub.pause_collection = null;
      // During a pause (behaviour void) the period's invoice is voided: nothing is charged.
      const paid = sub.pause_collection ? true : chargeInvoice(sub, 'subscription_cycle');
      sub.status = paid ? 'active' : 'past_due';
      emit('customer.subscription.updated', sub, previous);
      return sub;
    },
    get: (id) => store.get(id),
  };

  mountStripeRoutes(fake, { newId, nowS, store, pending, find, put, behaviourOf, paymentMethod, createCardPaymentMethod, customerPaymentMethods, attach, setupIntentFor, withSecret, confirmSetupIntent, createSubscription, emit }, options.autoDeliver ?? false);
  return fake;
}

/** What the routes (routes.ts) use of the fake's state. */
export interface FakeInternals {
  newId: (prefix: string) => string;
  /** The fake's time, epoch seconds. */
  nowS: () => number;
  store: Map<string, Obj>;
  pending: Obj[];
  find: (id: string, object: string, what: string) => Obj;
  /** How a stored PaymentMethod's test card behaves. */
  behaviourOf: (pmId: string) => CardBehaviour;
  put: <T extends Obj>(o: T) => T;
  paymentMethod: (id: string) => Obj;
  createCardPaymentMethod: (number: string, fixedId?: string, expMonth?: number, expYear?: number) => Obj;
  customerPaymentMethods: (customer: string) => Obj[];
  attach: (pmId: string, customer: string) => Obj;
  setupIntentFor: (customer: string, pmId: string | null, metadata?: Obj) => Obj;
  withSecret: (si: Obj) => Obj;
  confirmSetupIntent: (si: Obj, pmId?: string) => Obj;
  createSubscription: (p: Record<string, FormValue>) => Obj;
  emit: (type: string, object: Obj, previous?: Obj) => void;
}

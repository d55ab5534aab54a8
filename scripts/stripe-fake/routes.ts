/**
 * The Stripe fake's HTTP side (see fake.ts): Stripe's REST paths for the calls the server makes,
 * form-encoded in, Stripe's JSON out, plus the `/_fake/*` test controls.
 */
import type { Context } from 'hono';
import { StripeFakeError, badParam, str } from './cards';
import type { FakeInternals, StripeFake } from './fake';
import { decodeStripeForm, type FormValue } from './form';
import { mountPaymentIntentRoutes } from './payment-intents';
import { applyItemsAndDiscounts, mountSubjectRoutes } from './subjects';

type Obj = Record<string, unknown>;

/** Mounts the routes on `fake.app`; `autoDeliver` posts each change's events right after answering. */
export function mountStripeRoutes(fake: StripeFake, k: FakeInternals, autoDeliver: boolean): void {
  const { newId, nowS, store, pending, find, put, paymentMethod, createCardPaymentMethod, customerPaymentMethods, attach, setupIntentFor, withSecret, confirmSetupIntent, createSubscription, emit } = k;
  const app = fake.app;
  // Stripe answers 401 without a key: a secret key as bearer or basic user (`curl -u sk_...:`); the
  // publishable key (pk_, Stripe.js in the browser) only for what Stripe.js does: make a card, confirm a setup.
  app.use('/v1/*', async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const key = header.startsWith('Basic ') ? atob(header.slice(6)).split(':')[0]! : header.replace(/^Bearer /, '');
    const browserCall = c.req.method === 'POST' && (c.req.path === '/v1/payment_methods' || /^\/v1\/setup_intents\/[^/]+\/confirm$/.test(c.req.path));
    if (!/^sk_(test|live)_/.test(key) && !(browserCall && /^pk_(test|live)_/.test(key))) {
      return c.json({ error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } }, 401);
    }
    await next();
    if (autoDeliver && pending.length && fake.webhookUrl) setTimeout(() => void fake.deliverPending().catch((e: unknown) => console.error('Stripe fake: webhook delivery failed:', (e as Error).message)), 0);
  });
  app.onError((e, c) => {
    if (e instanceof StripeFakeError) return c.json({ error: e.body }, e.status);
    throw e;
  });
  const form = async (c: Context) => decodeStripeForm(await c.req.text());
  const query = (c: Context) => decodeStripeForm(new URL(c.req.url).search.slice(1));
  const list = (data: Obj[], url: string) => ({ object: 'list', data, has_more: false, url });
  /** Expands `expand[]` paths one level deep (e.g. `pending_setup_intent`, `latest_invoice`). */
  const expand = (o: Obj, p: Record<string, FormValue>): Obj => {
    const paths = Array.isArray(p.expand) ? (p.expand as string[]) : [];
    if (!paths.length) return o;
    const copy = structuredClone(o);
    for (const path of paths) if (typeof copy[path] === 'string') copy[path] = store.get(copy[path]) ?? copy[path];
    return copy;
  };

  app.post('/v1/customers', async (c) => {
    const p = await form(c);
    const customer = put({
      id: newId('cus'),
      object: 'customer',
      email: p.email ?? null,
      name: p.name ?? null,
      created: nowS(),
      livemode: false,
      metadata: p.metadata ?? {},
      invoice_settings: { default_payment_method: null },
    });
    if (typeof p.payment_method === 'string') {
      attach(p.payment_method, customer.id);
      (customer.invoice_settings as Obj).default_payment_method = paymentMethod(p.payment_method).id;
    }
    emit('customer.created', customer);
    return c.json(customer);
  });
  app.get('/v1/customers/:id', (c) => c.json(find(c.req.param('id'), 'customer', 'customer')));
  app.post('/v1/customers/:id', async (c) => {
    const customer = find(c.req.param('id'), 'customer', 'customer');
    const p = await form(c);
    for (const key of ['email', 'name'] as const) if (typeof p[key] === 'string') customer[key] = p[key];
    if (p.metadata && typeof p.metadata === 'object') customer.metadata = { ...(customer.metadata as Obj), ...p.metadata };
    const dpm = (p.invoice_settings as Record<string, FormValue> | undefined)?.default_payment_method;
    if (typeof dpm === 'string') {
      const pm = paymentMethod(dpm);
      if (pm.customer !== customer.id) throw badParam('invoice_settings[default_payment_method]', `The customer does not have a payment method with the ID ${dpm}. The payment method must be attached to the customer.`);
      (customer.invoice_settings as Obj).default_payment_method = pm.id;
    }
    emit('customer.updated', customer);
    return c.json(customer);
  });
  app.get('/v1/customers/:id/payment_methods', (c) => {
    const id = find(c.req.param('id'), 'customer', 'customer').id as string;
    return c.json(list(customerPaymentMethods(id), `/v1/customers/${id}/payment_methods`));
  });

  app.post('/v1/payment_methods', async (c) => {
    const p = await form(c);
    if (p.type !== 'card') throw badParam('type', 'The fake supports only type=card.');
    const card = (p.card ?? {}) as Record<string, FormValue>;
    return c.json(createCardPaymentMethod(str(card.number, 'card[number]').replace(/\s/g, ''), undefined, Number(card.exp_month ?? 12), Number(card.exp_year ?? 2030)));
  });
  app.get('/v1/payment_methods', (c) => {
    const customer = str(query(c).customer, 'customer');
    find(customer, 'customer', 'customer');
    return c.json(list(customerPaymentMethods(customer), '/v1/payment_methods'));
  });
  app.get('/v1/payment_methods/:id', (c) => c.json(paymentMethod(c.req.param('id'))));
  app.post('/v1/payment_methods/:id/attach', async (c) => c.json(attach(c.req.param('id'), str((await form(c)).customer, 'customer'))));
  app.post('/v1/payment_methods/:id/detach', (c) => {
    const pm = paymentMethod(c.req.param('id'));
    if (!pm.customer) throw badParam('payment_method', 'The payment method you provided is not attached to a customer so detachment is impossible.');
    const customer = find(pm.customer as string, 'customer', 'customer');
    pm.customer = null;
    if ((customer.invoice_settings as Obj).default_payment_method === pm.id) (customer.invoice_settings as Obj).default_payment_method = null;
    emit('payment_method.detached', pm);
    return c.json(pm);
  });

  app.post('/v1/setup_intents', async (c) => {
    const p = await form(c);
    const customer = typeof p.customer === 'string' ? (find(p.customer, 'customer', 'customer').id as string) : '';
    const si = withSecret(setupIntentFor(customer, typeof p.payment_method === 'string' ? (paymentMethod(p.payment_method).id as string) : null, (p.metadata as Obj | undefined) ?? {}));
    emit('setup_intent.created', si);
    if (p.confirm === 'true') confirmSetupIntent(si);
    return c.json(si);
  });
  app.get('/v1/setup_intents/:id', (c) => c.json(expand(find(c.req.param('id'), 'setup_intent', 'setup_intent'), query(c))));
  app.post('/v1/setup_intents/:id/confirm', async (c) => {
    const p = await form(c);
    return c.json(confirmSetupIntent(find(c.req.param('id'), 'setup_intent', 'setup_intent'), typeof p.payment_method === 'string' ? p.payment_method : undefined));
  });

  app.get('/v1/prices', (c) => {
    const q = query(c);
    const keys = Array.isArray(q.lookup_keys) ? (q.lookup_keys as string[]) : [];
    const prices = [...store.values()].filter((o) => o.object === 'price' && (keys.length === 0 || keys.includes(o.lookup_key as string)));
    return c.json(list(prices, '/v1/prices'));
  });

  app.post('/v1/subscriptions', async (c) => {
    const p = await form(c);
    return c.json(expand(createSubscription(p), p));
  });
  app.get('/v1/subscriptions/:id', (c) => c.json(expand(find(c.req.param('id'), 'subscription', 'subscription'), query(c))));
  app.post('/v1/subscriptions/:id', async (c) => {
    const sub = find(c.req.param('id'), 'subscription', 'subscription');
    const p = await form(c);
    if (sub.status === 'canceled') throw badParam('subscription', 'A canceled subscription can only update its cancellation_details and metadata.');
    const previous: Obj = {};
    if (typeof p.cancel_at_period_end === 'string') {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
      sub.cancel_at = sub.cancel_at_period_end ? (sub.items as { data: Obj[] }).data[0]!.current_period_end : null;
    }
    if (p.pause_collection !== undefined) {
      previous.pause_collection = sub.pause_collection;
      if (p.pause_collection === '') sub.pause_collection = null;
      else {
        const pc = p.pause_collection as Record<string, FormValue>;
        if (!['void', 'keep_as_draft', 'mark_uncollectible'].includes(pc.behavior as string)) throw badParam('pause_collection[behavior]', 'Invalid pause_collection[behavior].');
        sub.pause_collection = { behavior: pc.behavior, resumes_at: typeof pc.resumes_at === 'string' && pc.resumes_at !== '' ? Number(pc.resumes_at) : null };
      }
    }
    if (typeof p.default_payment_method === 'string') {
      previous.default_payment_method = sub.default_payment_method;
      sub.default_payment_method = paymentMethod(p.default_payment_method).id;
    }
    if (p.metadata && typeof p.metadata === 'object') sub.metadata = { ...(sub.metadata as Obj), ...p.metadata };
    applyItemsAndDiscounts(sub, p, k, previous);
    emit('customer.subscription.updated', sub, previous);
    return c.json(expand(sub, p));
  });
  app.delete('/v1/subscriptions/:id', (c) => {
    const sub = find(c.req.param('id'), 'subscription', 'subscription');
    if (sub.status === 'canceled') throw badParam('subscription', `No such subscription: '${sub.id as string}' is already canceled.`);
    Object.assign(sub, { status: 'canceled', canceled_at: nowS(), ended_at: nowS() });
    emit('customer.subscription.deleted', sub);
    return c.json(sub);
  });

  // Test controls, the parts of Stripe that happen elsewhere (the bank's 3-D Secure page, time passing).
  app.post('/_fake/setup_intents/:id/authenticate', async (c) => {
    const p = await form(c);
    return c.json(fake.authenticate(c.req.param('id'), p.outcome !== 'fail'));
  });
  app.post('/_fake/subscriptions/:id/renew', (c) => c.json(fake.renew(c.req.param('id'))));
  app.get('/_fake/health', (c) => c.json({ ok: true }));
  mountPaymentIntentRoutes(app, k, form);
  mountSubjectRoutes(app, k, decodeStripeForm);

}

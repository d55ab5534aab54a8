/**
 * The Stripe fake's subject and fee calls (issue 14 item 5): a subscription update's `items`
 * (add `{price}`, remove `{id, deleted}`) and `discounts` (coupons, or '' to clear), and coupons
 * (retrieve, create), answered as Stripe answers. (PaymentIntents, the hold fee's: payment-intents.ts.)
 */
import type { Hono } from 'hono';
import { badParam, str, StripeFakeError } from './cards';
import type { FakeInternals } from './fake';
import type { FormValue } from './form';

type Obj = Record<string, unknown>;

/** Applies an update's `items` and `discounts` to a stored subscription; records what changed in `previous`. */
export function applyItemsAndDiscounts(sub: Obj, p: Record<string, FormValue>, k: FakeInternals, previous: Obj): void {
  const list = sub.items as { data: Obj[] };
  if (Array.isArray(p.items)) {
    previous.items = structuredClone(sub.items);
    const period = list.data[0] ?? { current_period_start: k.nowS(), current_period_end: k.nowS() };
    for (const raw of p.items as Record<string, FormValue>[]) {
      if (typeof raw.id === 'string') {
        const i = list.data.findIndex((it) => it.id === raw.id);
        if (i < 0) throw badParam('items', `No such subscription item: '${raw.id}'`);
        if (raw.deleted === 'true') list.data.splice(i, 1);
        continue;
      }
      const price = k.find(str(raw.price, 'items[][price]'), 'price', 'price');
      if (list.data.some((it) => (it.price as Obj).id === price.id)) throw badParam('items', 'Cannot add multiple subscription items with the same plan.');
      list.data.push({ id: k.newId('si'), object: 'subscription_item', price, quantity: 1, subscription: sub.id, current_period_start: period.current_period_start, current_period_end: period.current_period_end, created: k.nowS() });
    }
    if (list.data.length === 0) throw badParam('items', 'A subscription must have at least one active plan. To cancel a subscription, use DELETE.');
  }
  if (p.discounts !== undefined) {
    previous.discounts = sub.discounts;
    const wanted = Array.isArray(p.discounts) ? (p.discounts as Record<string, FormValue>[]) : [];
    sub.discounts = wanted.map((d) => {
      const coupon = k.find(str(d.coupon, 'discounts[][coupon]'), 'coupon', 'coupon');
      return k.put({ id: k.newId('di'), object: 'discount', source: { type: 'coupon', coupon: coupon.id }, subscription: sub.id, customer: sub.customer, start: k.nowS(), end: null }).id;
    });
  }
}

/** A period's amount after the subscription's percent-off coupons, cents (Stripe rounds half up). */
export function discountedAmount(sub: Obj, amount: number, store: Map<string, Obj>): number {
  let out = amount;
  for (const id of (sub.discounts as string[] | undefined) ?? []) {
    const coupon = store.get(((store.get(id)?.source as Obj | undefined)?.coupon as string) ?? '');
    if (coupon && typeof coupon.percent_off === 'number') out = Math.round((out * (100 - coupon.percent_off)) / 100);
  }
  return out;
}

/** Mounts coupons on the fake's app. */
export function mountSubjectRoutes(app: Hono, k: FakeInternals, form: (body: string) => Record<string, FormValue>): void {
  app.get('/v1/coupons/:id', (c) => c.json(k.find(c.req.param('id'), 'coupon', 'coupon')));
  app.post('/v1/coupons', async (c) => {
    const p = form(await c.req.text());
    const id = typeof p.id === 'string' ? p.id : k.newId('co');
    if (k.store.has(id)) throw new StripeFakeError(400, { type: 'invalid_request_error', code: 'resource_already_exists', param: 'id', message: 'Coupon already exists.' });
    const percent = Number(p.percent_off);
    if (!(percent > 0 && percent <= 100)) throw badParam('percent_off', 'The fake supports only percent_off coupons.');
    return c.json(k.put({ id, object: 'coupon', percent_off: percent, amount_off: null, currency: null, duration: p.duration ?? 'once', duration_in_months: null, name: p.name ?? null, valid: true, times_redeemed: 0, created: k.nowS(), livemode: false, metadata: {} }));
  });
}

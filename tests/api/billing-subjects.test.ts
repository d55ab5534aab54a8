/**
 * A member's subjects, the bundle and its discount, and the hold's cost (issue 14 item 5, "Not
 * done until": subject add/remove with bundle and discount, hold and resume). The real app on a
 * real port, a real database, the official SDK talking HTTP to the local Stripe fake, whose signed
 * webhooks come back over HTTP: nothing of ours is mocked.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { subject_feedbacks, subscriptions } from '../../db/schema';
import { BUNDLE_SUBJECT, LAST_SUBJECT, NO_BUNDLE } from '../../worker/billing/subjects.service';
import { HOLD_FEE_NEEDS_CARD } from '../../worker/billing/subscriptions.service';
import type { RunningStripeFake } from '../../scripts/stripe-fake/server';
import { useStripeApp } from '../helpers/stripe-app';
import { unique, uniqueAddress, type TestContext } from '../helpers/context';

const DAY_MS = 24 * 3600 * 1000;
const app = useStripeApp();
const clock = app.clock;
let ctx: TestContext;
let stripe: RunningStripeFake;
beforeAll(() => {
  ({ ctx, stripe } = app);
});

const consent = { text: 'Your first month is free. Then $9.99 a month, renewing monthly until you cancel. Cancel before the free month ends and you pay nothing.', accepted: true };

/** A member with math on a card (`card`: a Stripe test PaymentMethod id), through the funnel's registration. */
async function member(card = 'pm_card_visa') {
  const body = {
    email: `parent${unique()}@example.com`,
    password: 'secret123',
    first_name: 'Ada',
    last_name: 'Lovelace',
    students: [{ first_name: 'Sam', last_name: 'Lee', username: `kid${unique()}`, grade: 1, password: 'kidpass1' }],
    subject_ids: [1],
    stripe_token: card,
    payment_method: 'ccPay',
    consent,
  };
  const res = await ctx.call('POST', '/api/o1/create_stripe_subscription', { body, address: uniqueAddress() });
  expect(res.status).toBe(201);
  const [row] = await ctx.deps.db.select().from(subscriptions).where(eq(subscriptions.parent_id, res.json.parent.id));
  return { token: res.json.access_token as string, email: body.email, parentId: res.json.parent.id as number, subId: row!.provider_subscription_id!, customer: row!.provider_customer_id! };
}

type Obj = Record<string, any>;
const stripeSub = (id: string) => stripe.fake.get(id) as Obj;
const lookupKeys = (id: string) => (stripeSub(id).items.data as Obj[]).map((it) => it.price.lookup_key as string).sort();
const call = (token: string, method: string, path: string, body?: unknown) => ctx.call(method, `/api/v1/parents/-${path}`, { token, body });

describe('subjects', () => {
  it('lists, adds and removes subjects as Stripe subscription items; removing says why; the last one stays', async () => {
    const m = await member();
    const listed = await call(m.token, 'GET', '/subjects');
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({ bundle: null, monthly_cents: 999, can_change: true });
    expect(listed.json.subjects).toEqual([
      { id: 1, name: 'Math', monthly_cents: 999, subscribed: true },
      { id: 2, name: 'Reading', monthly_cents: 999, subscribed: false },
      { id: 3, name: 'Science', monthly_cents: 799, subscribed: false },
      { id: 4, name: 'Social Studies', monthly_cents: 799, subscribed: false },
      { id: 5, name: 'Super Skills', monthly_cents: 599, subscribed: false },
    ]);

    const added = await call(m.token, 'PUT', '/subject', { add_subject: true, subject_id: 2 });
    expect(added.status).toBe(200);
    expect(added.json.subscription).toMatchObject({ subject_ids: [1, 2], monthly_cents: 1998, next_charge_cents: 1998, bundle: null });
    expect(lookupKeys(m.subId)).toEqual(['monsterific_math_monthly', 'monsterific_reading_monthly']);
    // Adding it again changes nothing.
    const again = await call(m.token, 'PUT', '/subject', { add_subject: true, subject_id: 2 });
    expect(again.json.subscription.subject_ids).toEqual([1, 2]);
    expect(stripeSub(m.subId).items.data).toHaveLength(2);

    await call(m.token, 'PUT', '/subject', { add_subject: true, subject_id: 3 });
    const removed = await call(m.token, 'DELETE', '/subjects', { subject_ids: [2, 3], reason: 'not_used', feedback: 'They only play math.' });
    expect(removed.status).toBe(200);
    expect(removed.json.subscription).toMatchObject({ subject_ids: [1], monthly_cents: 999 });
    expect(lookupKeys(m.subId)).toEqual(['monsterific_math_monthly']);
    const [why] = await ctx.deps.db.select().from(subject_feedbacks).where(eq(subject_feedbacks.parent_id, m.parentId));
    expect(why).toMatchObject({ subject_ids: [2, 3], reason: 'not_used', feedback: 'They only play math.' });

    const last = await call(m.token, 'PUT', '/subject', { add_subject: false, subject_id: 1 });
    expect(last.status).toBe(409);
    expect(last.json.error.message).toBe(LAST_SUBJECT);
    expect(lookupKeys(m.subId)).toEqual(['monsterific_math_monthly']);
    const bad = await call(m.token, 'PUT', '/subject', { add_subject: true, subject_id: 9 });
    expect(bad.status).toBe(422);
    // Webhooks of these changes leave the row as the answers did.
    expect((await stripe.fake.deliverPending()).every((d) => d.status === 200)).toBe(true);
    expect((await call(m.token, 'GET', '/subjects')).json).toMatchObject({ monthly_cents: 999, bundle: null });
  });

  it('the bundle: eligible with its price, taken with a Stripe coupon, charged discounted, left with a confirmation back to the subjects before', async () => {
    const m = await member();
    await call(m.token, 'PUT', '/subject', { add_subject: true, subject_id: 2 });
    const offer = await call(m.token, 'GET', '/eligible_bundle');
    expect(offer.json.eligible_bundle).toEqual({ id: 'all_subjects', name: 'All-Subjects Bundle', subject_ids: [1, 2, 3, 4, 5], adds_subject_ids: [3, 4, 5], percent_off: 20, full_cents: 4195, monthly_cents: 3356, current_cents: 1998 });

    const taken = await call(m.token, 'PUT', '/discount', { discount_to_add: 'all_subjects' });
    expect(taken.status).toBe(200);
    expect(taken.json.subscription).toMatchObject({ subject_ids: [1, 2, 3, 4, 5], bundle: 'all_subjects', monthly_cents: 3356 });
    const sub = stripeSub(m.subId);
    expect(sub.items.data).toHaveLength(5);
    expect(sub.discounts).toHaveLength(1);
    const coupon = stripe.fake.get((stripe.fake.get(sub.discounts[0]) as Obj).source.coupon as string) as Obj;
    expect(coupon).toMatchObject({ id: 'monsterific_bundle_all_subjects_20', percent_off: 20, duration: 'forever' });
    expect((await call(m.token, 'GET', '/eligible_bundle')).json.eligible_bundle).toBeNull();

    // A bundle's subject is removed only with the bundle.
    const single = await call(m.token, 'DELETE', '/subjects', { subject_ids: [3], feedback: 'too much' });
    expect(single.status).toBe(409);
    expect(single.json.error.message).toBe(BUNDLE_SUBJECT('Science'));

    // The free month ends: the first charge is the discounted one.
    clock.advance(31 * DAY_MS);
    stripe.fake.renew(m.subId);
    const invoice = stripe.fake.get(stripeSub(m.subId).latest_invoice as string) as Obj;
    expect(invoice).toMatchObject({ amount_due: 3356, amount_paid: 3356, status: 'paid' });
    expect((await stripe.fake.deliverPending()).every((d) => d.status === 200)).toBe(true);
    // A month later the access token has long expired: the parent logs in again.
    m.token = (await ctx.call('POST', '/api/o1/login', { body: { email_or_username: m.email, password: 'secret123' } })).json.access_token as string;
    expect((await call(m.token, 'GET', '/subjects')).json).toMatchObject({ bundle: 'all_subjects', monthly_cents: 3356 });

    const left = await call(m.token, 'DELETE', '/discount_bundle');
    expect(left.status).toBe(200);
    expect(left.json.subscription).toMatchObject({ subject_ids: [1, 2], bundle: null, monthly_cents: 1998 });
    expect(stripeSub(m.subId).discounts).toEqual([]);
    expect(lookupKeys(m.subId)).toEqual(['monsterific_math_monthly', 'monsterific_reading_monthly']);
    const twice = await call(m.token, 'DELETE', '/discount_bundle');
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toBe(NO_BUNDLE);
    // A second parent takes the bundle with the coupon already made.
    const other = await member();
    expect((await call(other.token, 'PUT', '/discount', { discount_to_add: 'all_subjects' })).json.subscription.monthly_cents).toBe(3356);
  });

  it('a scholarship family sees its subjects but cannot change them; no bundle on offer', async () => {
    const email = `sch${unique()}@example.com`;
    const res = await ctx.call('POST', '/api/o1/create_scholarship_subscription', {
      body: { email, password: 'secret123', first_name: 'Sue', last_name: 'Smith', students: [{ first_name: 'Bo', last_name: 'Smith', username: `kid${unique()}`, grade: 2, password: 'kidpass1' }], subject_ids: [1, 2] },
      address: uniqueAddress(),
    });
    expect(res.status).toBe(201);
    const token = res.json.access_token as string;
    expect((await call(token, 'GET', '/subjects')).json).toMatchObject({ can_change: false, bundle: null });
    expect((await call(token, 'GET', '/eligible_bundle')).json.eligible_bundle).toBeNull();
    expect((await call(token, 'PUT', '/subject', { add_subject: true, subject_id: 3 })).status).toBe(409);
  });
});

describe('hold cost', () => {
  const dateIn = (days: number) => new Date(clock.nowMs() + days * DAY_MS).toISOString().slice(0, 10);
  const intents = (customer: string) => stripe.fake.events.filter((e: Obj) => e.type === 'payment_intent.succeeded' && e.data.object.customer === customer).map((e: Obj) => e.data.object as Obj);

  it('is charged on the default card before the hold (250 a month, 50 with usefuture); resume ends the hold', async () => {
    const m = await member();
    const held = await call(m.token, 'POST', '/hold_subscription', { to_date: dateIn(70) });
    expect(held.status).toBe(200);
    expect(held.json.hold).toEqual({ months: 3, cost_cents: 750 });
    expect(held.json.subscription.status).toBe('HOLD');
    expect(intents(m.customer)).toEqual([expect.objectContaining({ amount: 750, currency: 'usd', status: 'succeeded', metadata: expect.objectContaining({ kind: 'hold' }) })]);
    const resumed = await call(m.token, 'POST', '/resume_subscription');
    expect(resumed.json.subscription).toMatchObject({ status: 'ACTIVE', hold_until: null });
    const cheap = await call(m.token, 'POST', '/hold_subscription', { to_date: dateIn(20), reason: 'usefuture' });
    expect(cheap.json.hold).toEqual({ months: 1, cost_cents: 50 });
    expect(intents(m.customer).map((pi) => pi.amount)).toEqual([750, 50]);
    expect((await stripe.fake.deliverPending()).every((d) => d.status === 200)).toBe(true);
  });

  it('a card refusing the fee (declined, or asking for 3-D Secure) answers 402 and leaves the membership as it was', async () => {
    const m = await member('pm_card_chargeCustomerFail');
    const res = await call(m.token, 'POST', '/hold_subscription', { to_date: dateIn(40) });
    expect(res.status).toBe(402);
    expect(res.json.error.code).toBe('card_declined');
    expect(stripeSub(m.subId).pause_collection).toBeNull();
    expect((await ctx.call('GET', '/api/v1/parents/-/subscriptions', { token: m.token })).json.subscriptions[0].status).toBe('ACTIVE');
     // A card whose bank asks for 3-D Secure cannot pay off-session: no hold either.
    const sca = await member('pm_card_authenticationRequired');
    const asked = await call(sca.token, 'POST', '/hold_subscription', { to_date: dateIn(40) });
    expect(asked.status).toBe(402);
    expect(asked.json.error.message).toBe(HOLD_FEE_NEEDS_CARD);
    expect(stripeSub(sca.subId).pause_collection).toBeNull();
  });
});

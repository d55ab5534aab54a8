/**
 * Registration and payment with Stripe, end to end on the server (issue 14 "Not done until"): the
 * real app on a real port, a real database, the official SDK talking HTTP to the local Stripe fake
 * (scripts/stripe-fake), whose signed webhooks come back over HTTP. Nothing of ours is mocked; the
 * fake's test controls stand in for what happens outside (the bank's 3-D Secure page, a month passing).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billing_consents, cancellation_feedbacks, email_outbox, parents, stripe_events, students, subscriptions } from '../../db/schema';
import { sendTrialReminders } from '../../worker/billing/reminders';
import { DUPLICATE_ACCOUNT } from '../../worker/auth/auth.service';
import { STRIPE_UNREACHABLE } from '../../worker/billing/stripe-client';
import { BAD_SIGNATURE } from '../../worker/billing/webhook';
import { SCA_FAILED, CONSENT_WITHOUT_PRICE, SCHOLARSHIPS_CLOSED } from '../../worker/billing/registration';
import { parseConfig } from '../../worker/config';
import { scholarshipSignupsOpen } from '../../worker/env';
import { startStripeFake, type RunningStripeFake } from '../../scripts/stripe-fake/server';
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

/** A funnel registration body for one grade-1 student and math; `card`: a Stripe test PaymentMethod id. */
function registration(card = 'pm_card_visa', overrides: Record<string, unknown> = {}) {
  return {
    email: `parent${unique()}@example.com`,
    password: 'secret123',
    first_name: 'Ada',
    last_name: 'Lovelace',
    students: [{ first_name: 'Sam', last_name: 'Lee', username: `kid${unique()}`, grade: 1, password: 'kidpass1' }],
    subject_ids: [1],
    stripe_token: card,
    payment_method: 'ccPay',
    consent,
    ...overrides,
  };
}

async function register(card = 'pm_card_visa', overrides: Record<string, unknown> = {}) {
  const body = registration(card, overrides);
  const res = await ctx.call('POST', '/api/o1/create_stripe_subscription', { body, address: uniqueAddress() });
  return { body, res };
}

/** Our row of the parent's newest subscription. */
async function rowOf(parentId: number) {
  const rows = await ctx.deps.db.select().from(subscriptions).where(eq(subscriptions.parent_id, parentId));
  return rows.at(-1)!;
}

async function kidToken(username: string) {
  const login = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: username, password: 'kidpass1' } });
  return login.json.access_token as string;
}

async function billingStatus(token: string) {
  return (await ctx.call('GET', '/api/v1/students/-/subjects/1/billing_status', { token })).json;
}

describe('create_stripe_subscription', () => {
  it('registers parent and student with a free month: ACTIVE, math paid, consent kept, webhooks agree', async () => {
    const { body, res } = await register();
    expect(res.status).toBe(201);
    expect(res.json.requires_action).toBeNull();
    const monthLater = new Date(clock.nowMs());
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(res.json.subscription).toMatchObject({ status: 'ACTIVE', provider: 'stripe', subject_ids: [1], monthly_cents: 999, trial_end: monthLater.toISOString(), next_charge_at: monthLater.toISOString(), next_charge_cents: 999 });
    const row = await rowOf(res.json.parent.id);
    const sub = stripe.fake.get(row.provider_subscription_id!)!;
    expect(sub).toMatchObject({ status: 'trialing', trial_end: Math.floor(monthLater.getTime() / 1000), customer: row.provider_customer_id });
    const [kept] = await ctx.deps.db.select().from(billing_consents).where(eq(billing_consents.parent_id, res.json.parent.id));
    expect(kept).toMatchObject({ consent_text: consent.text, monthly_cents: 999, subscription_id: row.id });
    expect(kept!.accepted_at.getTime()).toBe(clock.nowMs());
    expect(await billingStatus(await kidToken(body.students[0]!.username))).toEqual({ billing_status: 'paid', payment_prompt: null });
    const deliveries = await stripe.fake.deliverPending();
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    expect((await rowOf(res.json.parent.id)).status).toBe('ACTIVE');
    const login = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: body.email, password: 'secret123' } });
    expect(login.status).toBe(200);
  });

  it('a declined card answers 402 with a message for the parent and leaves no account behind', async () => {
    const customersBefore = stripe.fake.events.filter((e) => e.type === 'customer.created').length;
    const { body, res } = await register('pm_card_chargeDeclined');
    expect(res.status).toBe(402);
    expect(res.json.error).toMatchObject({ code: 'card_declined', message: 'Your card was declined.', fields: { stripe_token: 'Your card was declined.' } });
    expect(stripe.fake.events.filter((e) => e.type === 'customer.created').length).toBe(customersBefore + 1);
    expect(await ctx.deps.db.select().from(parents).where(eq(parents.email, body.email))).toEqual([]);
    expect(await ctx.deps.db.select().from(students).where(eq(students.username, body.students[0]!.username.toLowerCase()))).toEqual([]);
    // The same person tries another card: everything is still free to take.
    const again = await ctx.call('POST', '/api/o1/create_stripe_subscription', { body: { ...body, stripe_token: 'pm_card_visa' }, address: uniqueAddress() });
    expect(again.status).toBe(201);
  });

  it('a taken e-mail answers 409 with the catalogue message before anything reaches Stripe', async () => {
    const first = await register();
    expect(first.res.status).toBe(201);
    const customersBefore = stripe.fake.events.filter((e) => e.type === 'customer.created').length;
    const { res } = await register('pm_card_visa', { email: first.body.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({ message: DUPLICATE_ACCOUNT, fields: { email: DUPLICATE_ACCOUNT } });
    expect(stripe.fake.events.filter((e) => e.type === 'customer.created').length).toBe(customersBefore);
  });

  it('refuses a consent text that does not state the price, and an unticked box', async () => {
    const noPrice = await register('pm_card_visa', { consent: { text: 'I agree to the membership terms of this service.', accepted: true } });
    expect(noPrice.res.status).toBe(422);
    expect(noPrice.res.json.error.message).toBe(CONSENT_WITHOUT_PRICE);
    const unticked = await register('pm_card_visa', { consent: { ...consent, accepted: false } });
    expect(unticked.res.status).toBe(422);
    expect(unticked.res.json.error.fields['consent.accepted']).toBe('Please tick the box to accept the membership terms.');
  });

  it('Stripe unreachable answers 503 and creates nothing', async () => {
    const settings = ctx.deps.config.stripe!;
    const down = await startStripeFake();
    await down.close();
    ctx.deps.config.stripe = { ...settings, port: down.port };
    try {
      const { body, res } = await register();
      expect(res.status).toBe(503);
      expect(res.json.error).toMatchObject({ code: 'stripe_unreachable', message: STRIPE_UNREACHABLE });
      expect(await ctx.deps.db.select().from(parents).where(eq(parents.email, body.email))).toEqual([]);
    } finally {
      ctx.deps.config.stripe = settings;
    }
  });
});

describe('3-D Secure (SCA)', () => {
  it('required, then confirmed: FAILED (unpaid) until confirm_stripe_setup_intent makes it ACTIVE', async () => {
    const { body, res } = await register('pm_card_authenticationRequired');
    expect(res.status).toBe(201);
    expect(res.json.subscription.status).toBe('FAILED');
    const action = res.json.requires_action;
    expect(action.setup_intent_id).toMatch(/^seti_/);
    expect(action.client_secret).toMatch(new RegExp(`^${action.setup_intent_id}_secret_`));
    const kid = await kidToken(body.students[0]!.username);
    expect(await billingStatus(kid)).toEqual({ billing_status: 'unpaid', payment_prompt: 'ASK_PAYMENT_HARD' });
    stripe.fake.authenticate(action.setup_intent_id, true);
    const confirmed = await ctx.call('POST', '/api/v1/parents/-/confirm_stripe_setup_intent', { token: res.json.access_token, body: { setup_intent_id: action.setup_intent_id } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ subscription: { status: 'ACTIVE' }, requires_action: null });
    expect(await billingStatus(kid)).toEqual({ billing_status: 'paid', payment_prompt: null });
    // Another parent can't touch it.
    const other = await register();
    const foreign = await ctx.call('POST', '/api/v1/parents/-/confirm_stripe_setup_intent', { token: other.res.json.access_token, body: { setup_intent_id: action.setup_intent_id } });
    expect(foreign.status).toBe(404);
  });

  it('failed: confirm answers 402, cancel_by_stripe_intent_failure cancels in Stripe and removes the new account', async () => {
    const { body, res } = await register('pm_card_authenticationRequired');
    const seti = res.json.requires_action.setup_intent_id as string;
    const row = await rowOf(res.json.parent.id);
    stripe.fake.authenticate(seti, false);
    const confirm = await ctx.call('POST', '/api/v1/parents/-/confirm_stripe_setup_intent', { token: res.json.access_token, body: { setup_intent_id: seti } });
    expect(confirm.status).toBe(402);
    expect(confirm.json.error).toMatchObject({ code: 'authentication_failed', message: SCA_FAILED });
    const cancelled = await ctx.call('POST', '/api/v1/parents/-/cancel_by_stripe_intent_failure', { token: res.json.access_token, body: { setup_intent_id: seti } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toEqual({ cancelled: true, message: SCA_FAILED });
    expect(stripe.fake.get(row.provider_subscription_id!)!.status).toBe('canceled');
    expect(await ctx.deps.db.select().from(parents).where(eq(parents.email, body.email))).toEqual([]);
    // The webhooks of the cancelled registration find no row and change nothing.
    expect((await stripe.fake.deliverPending()).every((d) => d.status === 200)).toBe(true);
    const again = await register('pm_card_visa', { email: body.email });
    expect(again.res.status).toBe(201);
  });
});

describe('webhook', () => {
  it('refuses a bad or missing signature with 400 and records nothing', async () => {
    await register();
    const event = stripe.fake.pending.at(-1)!;
    const bad = await stripe.fake.deliver(event, 't=1700000000,v1=0000000000000000000000000000000000000000000000000000000000000000');
    expect(bad.status).toBe(400);
    const none = await ctx.call('POST', '/api/o1/stripe/webhook', { rawBody: JSON.stringify(event) });
    expect(none.status).toBe(400);
    expect(none.json.error).toMatchObject({ code: 'bad_signature', message: BAD_SIGNATURE });
    expect(await ctx.deps.db.select().from(stripe_events).where(eq(stripe_events.id, event.id as string))).toEqual([]);
    await stripe.fake.deliverPending();
  });

  it('a replayed event has one effect; events out of order leave the newest state', async () => {
    const { res } = await register('pm_card_chargeCustomerFail');
    expect(res.status).toBe(201);
    const row = await rowOf(res.json.parent.id);
    await stripe.fake.deliverPending();
    // The free month ends and the card fails: Stripe says so only by webhook.
    clock.advance(31 * DAY_MS);
    stripe.fake.renew(row.provider_subscription_id!);
    const failed = stripe.fake.pending.find((e) => e.type === 'invoice.payment_failed')!;
    const first = await stripe.fake.deliver(failed);
    expect(first.status).toBe(200);
    expect((await rowOf(res.json.parent.id)).status).toBe('FAILED');
    const replay = await ctx.call('POST', '/api/o1/stripe/webhook', {
      rawBody: JSON.stringify(failed),
      headers: { 'stripe-signature': (await import('stripe')).default.webhooks.generateTestHeaderString({ payload: JSON.stringify(failed), secret: stripe.env.STRIPE_WEBHOOK_SECRET, timestamp: Math.floor(clock.nowMs() / 1000) }) },
    });
    expect(replay.json).toEqual({ received: true, duplicate: true });
    expect(await ctx.deps.db.select().from(stripe_events).where(eq(stripe_events.id, failed.id as string))).toHaveLength(1);
    // Stripe then ends the unpaid subscription; its events arrive newest first.
    const stale = stripe.fake.pending.splice(0);
    const sdk = new (await import('stripe')).default(stripe.env.STRIPE_SECRET_KEY, { host: stripe.host, port: stripe.port, protocol: 'http' });
    await sdk.subscriptions.cancel(row.provider_subscription_id!);
    const deleted = stripe.fake.pending.splice(0);
    for (const event of [...deleted, ...stale.reverse()]) expect((await stripe.fake.deliver(event)).status).toBe(200);
    expect((await rowOf(res.json.parent.id)).status).toBe('CANCELLED');
  });
});

describe("the parent's membership", () => {
  async function member() {
    const { body, res } = await register();
    expect(res.status).toBe(201);
    await stripe.fake.deliverPending();
    const username = body.students[0]!.username;
    return { token: res.json.access_token as string, parentId: res.json.parent.id as number, username, kid: await kidToken(username) };
  }
  const dateIn = (days: number) => new Date(clock.nowMs() + days * DAY_MS).toISOString().slice(0, 10);

  it('hold until a date: Stripe pause_collection with resumes_at, the hold cost, ASK_PAYMENT_SOFT; resume ends it', async () => {
    const m = await member();
    const tooFar = await ctx.call('POST', '/api/v1/parents/-/hold_subscription', { token: m.token, body: { to_date: dateIn(200) } });
    expect(tooFar.status).toBe(422);
    const past = await ctx.call('POST', '/api/v1/parents/-/hold_subscription', { token: m.token, body: { to_date: dateIn(-1) } });
    expect(past.status).toBe(422);
    const held = await ctx.call('POST', '/api/v1/parents/-/hold_subscription', { token: m.token, body: { to_date: dateIn(45), reason: 'usefuture' } });
    expect(held.status).toBe(200);
    const resumesAt = Date.parse(`${dateIn(45)}T00:00:00Z`);
    expect(held.json.hold).toEqual({ months: 2, cost_cents: 100 });
    expect(held.json.subscription).toMatchObject({ status: 'HOLD', hold_until: new Date(resumesAt).toISOString(), next_charge_at: new Date(resumesAt).toISOString() });
    const row = await rowOf(m.parentId);
    expect(stripe.fake.get(row.provider_subscription_id!)!.pause_collection).toEqual({ behavior: 'void', resumes_at: resumesAt / 1000 });
    expect(await billingStatus(m.kid)).toEqual({ billing_status: 'unpaid', payment_prompt: 'ASK_PAYMENT_SOFT' });
    const resumed = await ctx.call('POST', '/api/v1/parents/-/resume_subscription', { token: m.token });
    expect(resumed.status).toBe(200);
    expect(resumed.json.subscription).toMatchObject({ status: 'ACTIVE', hold_until: null });
    expect(stripe.fake.get(row.provider_subscription_id!)!.pause_collection).toBeNull();
    expect((await stripe.fake.deliverPending()).every((d) => d.status === 200)).toBe(true);
    expect((await rowOf(m.parentId)).status).toBe('ACTIVE');
  });

  it('cancel at period end: the form is kept, paid until the period ends, then CANCELLED by webhook', async () => {
    const m = await member();
    const form = { action: 'cancel', affordPerMonth: 5, cancelReason: 'too_expensive', feedback: 'Lovely game.\nToo dear for us.', pauseMonths: 0, score: 7 };
    const res = await ctx.call('POST', '/api/v1/parents/-/cancel_subscription', { token: m.token, body: form });
    expect(res.status).toBe(200);
    expect(res.json.subscription).toMatchObject({ status: 'CANCELLED_END_OF_BILLING_PERIOD', cancel_at_period_end: true, next_charge_at: null, next_charge_cents: null });
    const [kept] = await ctx.deps.db.select().from(cancellation_feedbacks).where(eq(cancellation_feedbacks.parent_id, m.parentId));
    expect(kept).toMatchObject({ action: 'cancel', afford_per_month: 5, cancel_reason: 'too_expensive', feedback: form.feedback, pause_months: 0, score: 7 });
    expect(await billingStatus(m.kid)).toEqual({ billing_status: 'paid', payment_prompt: null });
    await stripe.fake.deliverPending();
    clock.advance(31 * DAY_MS);
    const row = await rowOf(m.parentId);
    stripe.fake.renew(row.provider_subscription_id!);
    expect(stripe.fake.events.filter((e) => e.type === 'invoice.paid' && (e.data as any).object.parent.subscription_details.subscription === row.provider_subscription_id)).toEqual([]);
    expect((await stripe.fake.deliverPending()).every((d) => d.status === 200)).toBe(true);
    expect((await rowOf(m.parentId)).status).toBe('CANCELLED');
    // A month later the morning's access token has long expired: the child logs in again.
    expect(await billingStatus(await kidToken(m.username))).toEqual({ billing_status: 'free', payment_prompt: null });
  });

  it('payment methods: list, add a second card as default, set the first back; a declined card answers 402', async () => {
    const m = await member();
    const list = await ctx.call('GET', '/api/v1/parents/-/payment_methods', { token: m.token });
    expect(list.json.payment_methods).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', default: true })]);
    const first = list.json.payment_methods[0].id as string;
    const added = await ctx.call('POST', '/api/v1/parents/-/payment_methods', { token: m.token, body: { first_name: 'Ada', last_name: 'Lovelace', stripe_token: 'pm_card_mastercard' } });
    expect(added.status).toBe(201);
    expect(added.json.payment_methods).toHaveLength(2);
    expect(added.json.payment_methods.find((p: any) => p.default)).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const back = await ctx.call('PUT', '/api/v1/parents/-/default_payment_method', { token: m.token, body: { stripe_token: first } });
    expect(back.json.payment_methods.find((p: any) => p.default).id).toBe(first);
    const dflt = await ctx.call('GET', '/api/v1/parents/-/default_payment_method', { token: m.token });
    expect(dflt.json.default_payment_method.id).toBe(first);
    const declined = await ctx.call('POST', '/api/v1/parents/-/payment_methods', { token: m.token, body: { first_name: 'Ada', last_name: 'Lovelace', stripe_token: 'pm_card_chargeDeclined' } });
    expect(declined.status).toBe(402);
    const foreign = await ctx.call('PUT', '/api/v1/parents/-/default_payment_method', { token: m.token, body: { stripe_token: 'pm_card_visa' } });
    expect(foreign.status).toBe(422);
  });

  it('a scholarship needs no card: SCHOLARSHIP, paid, no next charge; a free parent has nothing to hold', async () => {
    const body = registration();
    const { stripe_token: _t, consent: _c, payment_method: _p, ...rest } = body;
    const res = await ctx.call('POST', '/api/o1/create_scholarship_subscription', { body: rest, address: uniqueAddress() });
    expect(res.status).toBe(201);
    expect(res.json.subscription).toMatchObject({ status: 'SCHOLARSHIP', provider: 'none', next_charge_at: null });
    expect(await billingStatus(await kidToken(body.students[0]!.username))).toEqual({ billing_status: 'paid', payment_prompt: null });
    const hold = await ctx.call('POST', '/api/v1/parents/-/hold_subscription', { token: res.json.access_token, body: { to_date: dateIn(10) } });
    expect(hold.status).toBe(409);
  });

  it('a scholarship sign-up while they are closed (production by default) answers 403 and creates nothing', async () => {
    const { stripe_token: _t, consent: _c, payment_method: _p, ...rest } = registration();
    ctx.deps.config.scholarshipSignups = false;
    try {
      const res = await ctx.call('POST', '/api/o1/create_scholarship_subscription', { body: rest, address: uniqueAddress() });
      expect(res.status).toBe(403);
      expect(res.json.error).toMatchObject({ code: 'scholarships_closed', message: SCHOLARSHIPS_CLOSED });
      expect(await ctx.deps.db.select().from(parents).where(eq(parents.email, rest.email))).toEqual([]);
    } finally {
      delete ctx.deps.config.scholarshipSignups;
    }
    expect(scholarshipSignupsOpen({ environment: 'production' })).toBe(false);
    expect(scholarshipSignupsOpen({ environment: 'production', scholarshipSignups: true })).toBe(true);
    expect(scholarshipSignupsOpen({ environment: 'development' })).toBe(true);
    expect(parseConfig({ JWT_SECRET: 'x'.repeat(32), NODE_ENV: 'production', SCHOLARSHIP_SIGNUPS: 'open' }).scholarshipSignups).toBe(true);
    expect(() => parseConfig({ JWT_SECRET: 'x'.repeat(32), SCHOLARSHIP_SIGNUPS: 'maybe' })).toThrow(/SCHOLARSHIP_SIGNUPS/);
  });

  it('a signed-in parent without a membership subscribes with create_stripe_subscription_with_token_validated', async () => {
    const email = `parent${unique()}@example.com`;
    const signUp = await ctx.call('POST', '/api/o1/parents', { body: { email, password: 'secret123', first_name: 'Ada', last_name: 'Lovelace' }, address: uniqueAddress() });
    const token = signUp.json.access_token as string;
    const body = { subject_ids: [1, 2], stripe_token: 'pm_card_visa', consent: { ...consent, text: consent.text.replace('$9.99', '$19.98') } };
    const res = await ctx.call('POST', '/api/v1/parents/-/create_stripe_subscription_with_token_validated', { token, body });
    expect(res.status).toBe(201);
    expect(res.json.subscription).toMatchObject({ status: 'ACTIVE', subject_ids: [1, 2], monthly_cents: 1998 });
    const twice = await ctx.call('POST', '/api/v1/parents/-/create_stripe_subscription_with_token_validated', { token, body });
    expect(twice.status).toBe(409);
  });
});

describe('billing e-mails', () => {
  it('three days before the free month ends: one reminder with the date, the price and the cancel link; each renewal: a receipt', async () => {
    const { body, res } = await register();
    const row = await rowOf(res.json.parent.id);
    const mails = () => ctx.deps.db.select().from(email_outbox).where(eq(email_outbox.to_address, body.email));
    await sendTrialReminders(ctx.deps, 'https://monsterific.test');
    expect(await mails()).toEqual([]);
    clock.ms = row.trial_end!.getTime() - 2 * DAY_MS;
    await sendTrialReminders(ctx.deps, 'https://monsterific.test');
    await sendTrialReminders(ctx.deps, 'https://monsterific.test');
    const [reminder, ...more] = await mails();
    expect(more).toEqual([]);
    const when = row.trial_end!.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(reminder!.subject).toBe(`Your free month of Monsterific ends on ${when}`);
    expect(reminder!.text_body).toContain(`From then, $9.99 a month is charged to your card until you cancel.`);
    expect(reminder!.text_body).toMatch(new RegExp(`To pay nothing, cancel before ${when}: https://monsterific\\.test/cancel-membership\\?token=[\\w-]{43}\n`));
    await stripe.fake.deliverPending();
    clock.ms = row.trial_end!.getTime() + 1000;
    stripe.fake.renew(row.provider_subscription_id!);
    expect((await stripe.fake.deliverPending()).every((d) => d.status === 200)).toBe(true);
    const receipts = (await mails()).filter((m) => m.subject.startsWith('Your Monsterific receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Your Monsterific receipt: $9.99');
    expect(receipts[0]!.text_body).toContain('We charged $9.99 to your card for another month of Monsterific.');
    expect(await rowOf(res.json.parent.id)).toMatchObject({ status: 'ACTIVE', provider_status: 'active' });
  });

  it("the reminder's one-click link cancels at the period's end without logging in; a second click answers the same", async () => {
    const { body, res } = await register();
    const row = await rowOf(res.json.parent.id);
    clock.ms = row.trial_end!.getTime() - DAY_MS;
    await sendTrialReminders(ctx.deps, 'https://monsterific.test/');
    const [reminder] = await ctx.deps.db.select().from(email_outbox).where(eq(email_outbox.to_address, body.email));
    const token = decodeURIComponent(/cancel-membership\?token=([\w%-]+)/.exec(reminder!.text_body)![1]!);
    const first = await ctx.call('POST', '/api/o1/cancel_subscription_with_token', { body: { token } });
    expect(first.status).toBe(200);
    expect(first.json.subscription).toMatchObject({ status: 'CANCELLED_END_OF_BILLING_PERIOD', next_charge_at: null });
    expect(stripe.fake.get(row.provider_subscription_id!)!.cancel_at_period_end).toBe(true);
    const again = await ctx.call('POST', '/api/o1/cancel_subscription_with_token', { body: { token } });
    expect(again.json.subscription.status).toBe('CANCELLED_END_OF_BILLING_PERIOD');
    const [kept] = await ctx.deps.db.select().from(cancellation_feedbacks).where(eq(cancellation_feedbacks.parent_id, res.json.parent.id));
    expect(kept).toMatchObject({ action: 'cancel', cancel_reason: 'reminder_email_link' });
    const forged = await ctx.call('POST', '/api/o1/cancel_subscription_with_token', { body: { token: token.slice(1) + 'x' } });
    expect(forged.status).toBe(422);
    await stripe.fake.deliverPending();
  });
});

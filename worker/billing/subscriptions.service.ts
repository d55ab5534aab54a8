/**
 * A parent's membership after sign-up (issue 14 "My Account ... hold and cancel", spec part 1
 * section 7 "Parents": subscriptions, hold_subscription, cancel_subscription, payment_methods,
 * default_payment_method, subjects/{id}/billing_status). Every change is made in Stripe first and
 * then saved from Stripe's answer (stripe-sync.ts), so our row never claims what Stripe did not do.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import { cancellation_feedbacks, subscriptions, type ParentRow, type StudentRow } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Deps } from '../env';
import { conflict, DomainError, invalid } from '../lib/errors';
import { holdQuote, MAX_HOLD_MONTHS } from './billing-rules';
import { subjectBillingStatus } from './billing.service';
import { callStripe, CARD_REFUSED, stripeOf } from './stripe-client';
import { syncSubscription } from './stripe-sync';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export const NO_MEMBERSHIP = 'Your account has no card membership to change.';
export const HOLD_DATE_RANGE = `Please choose a date after today and at most ${MAX_HOLD_MONTHS} months away.`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The subscription payload (spec part 1 section 3), with what every My Account screen shows: the
 * next charge's date and amount (null when none is coming: cancelled, scholarship, gift, failed,
 * or on hold without a resume date).
 */
export function toSubscriptionPayload(row: SubscriptionRow) {
  const nextAt = row.status === 'ACTIVE' ? row.current_period_end : row.status === 'HOLD' ? row.hold_until : null;
  return {
    id: row.id,
    status: row.status,
    provider: row.provider,
    subject_ids: row.subject_ids,
    monthly_cents: row.monthly_cents,
    currency: 'usd' as const,
    trial_end: iso(row.trial_end),
    current_period_end: iso(row.current_period_end),
    next_charge_at: iso(nextAt),
    next_charge_cents: nextAt ? row.monthly_cents : null,
    cancel_at_period_end: row.cancel_at_period_end,
    hold_until: iso(row.hold_until),
    bundle: row.bundle,
  };
}

/** The parent's subscriptions, newest first. */
export async function listSubscriptions(db: Db, parentId: number) {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.parent_id, parentId)).orderBy(desc(subscriptions.id));
  return rows.map(toSubscriptionPayload);
}

/** The parent's newest Stripe subscription that has not ended. @throws DomainError 409 {@link NO_MEMBERSHIP}. */
export async function liveStripeRow(db: Db, parentId: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.parent_id, parentId), eq(subscriptions.provider, 'stripe'), ne(subscriptions.status, 'CANCELLED')))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  if (!row?.provider_subscription_id || !row.provider_customer_id) throw conflict(NO_MEMBERSHIP);
  return row as SubscriptionRow & { provider_subscription_id: string; provider_customer_id: string };
}

/** Updates the Stripe subscription and saves Stripe's answer into our row. */
export async function updateAndSync(deps: Deps, row: SubscriptionRow & { provider_subscription_id: string }, params: Stripe.SubscriptionUpdateParams) {
  const { stripe } = stripeOf(deps.config);
  const sub = await callStripe(() => stripe.subscriptions.update(row.provider_subscription_id, params));
  return (await syncSubscription(deps.db, sub, deps.clock.nowMs())) ?? row;
}

export const NO_CARD_FOR_HOLD = 'Please add a card first: a hold has a small fee.';
export const HOLD_FEE_NEEDS_CARD = 'Your bank asks to confirm this payment. Please update your card in Billing, then try again.';

/**
 * `hold_subscription`: no charges until `to_date` (00:00 UTC), with Stripe `pause_collection`
 * (behaviour `void`: the held months' invoices are voided) and `resumes_at`. The hold's cost
 * (spec section 9, {@link holdQuote}) is charged first, at once, on the default card (an
 * off-session PaymentIntent; docs/decisions.md "My Account: subjects, the bundle, hold cost"):
 * a refused card leaves the membership as it was. The cost is returned so the screen that showed
 * it can confirm it.
 * @throws DomainError 422 {@link HOLD_DATE_RANGE}, 409 without a live membership or when it is
 *   cancelled, 402 when the card refuses the fee.
 */
export async function holdSubscription(deps: Deps, parent: ParentRow, body: { to_date: string; reason?: string | undefined }) {
  const toMs = Date.parse(`${body.to_date}T00:00:00Z`);
  const quote = Number.isNaN(toMs) ? null : holdQuote(deps.clock.nowMs(), toMs, body.reason);
  if (!quote) throw invalid(HOLD_DATE_RANGE, { to_date: HOLD_DATE_RANGE });
  const row = await liveStripeRow(deps.db, parent.id);
  if (row.status === 'CANCELLED_END_OF_BILLING_PERIOD') throw conflict('Your membership is cancelled; resume it before putting it on hold.');
  const { stripe } = stripeOf(deps.config);
  const card = await defaultOf(stripe, row.provider_customer_id);
  if (!card) throw conflict(NO_CARD_FOR_HOLD);
  const fee = await callStripe(
    () =>
      stripe.paymentIntents.create({
        amount: quote.costCents,
        currency: 'usd',
        customer: row.provider_customer_id,
        payment_method: card,
        off_session: true,
        confirm: true,
        description: `Monsterific hold until ${body.to_date} (${quote.months} month${quote.months > 1 ? 's' : ''})`,
        metadata: { kind: 'hold', subscription: row.provider_subscription_id, to_date: body.to_date },
      }),
    'payment_method_id',
  );
  // Off-session, a card that asks for 3-D Secure cannot pay the fee: nothing is paused.
  if (fee.status !== 'succeeded') throw new DomainError('payment_required', HOLD_FEE_NEEDS_CARD, 'card_declined', { payment_method_id: HOLD_FEE_NEEDS_CARD });
  const saved = await updateAndSync(deps, row, { pause_collection: { behavior: 'void', resumes_at: Math.floor(toMs / 1000) } });
  return { subscription: toSubscriptionPayload(saved), hold: { months: quote.months, cost_cents: quote.costCents } };
}

/** `resume`: ends a hold and takes back a cancellation at the period's end. @throws DomainError 409 without a live membership. */
export async function resumeSubscription(deps: Deps, parent: ParentRow) {
  const row = await liveStripeRow(deps.db, parent.id);
  const saved = await updateAndSync(deps, row, { pause_collection: '', cancel_at_period_end: false });
  return { subscription: toSubscriptionPayload(saved) };
}

/**
 * `cancel_subscription` with the cancel-account form (spec section 3): the form is kept, and the
 * membership ends at the end of the period already paid (the free month: nothing is ever charged)
 * with Stripe `cancel_at_period_end`: CANCELLED_END_OF_BILLING_PERIOD, paid access until then.
 * A scholarship or gift (no card) is cancelled at once. One call, no extra steps (issue 14).
 * @throws DomainError 409 when there is nothing to cancel.
 */
export async function cancelSubscription(
  deps: Deps,
  parent: ParentRow,
  form: { action: string; affordPerMonth?: number | undefined; cancelReason?: string | undefined; feedback?: string | undefined; pauseMonths?: number | undefined; score?: number | undefined },
) {
  const now = new Date(deps.clock.nowMs());
  const [free] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.parent_id, parent.id), eq(subscriptions.provider, 'none'), ne(subscriptions.status, 'CANCELLED')))
    .limit(1);
  const row = free ?? (await liveStripeRow(deps.db, parent.id));
  await deps.db.insert(cancellation_feedbacks).values({
    parent_id: parent.id,
    subscription_id: row.id,
    action: form.action,
    afford_per_month: form.affordPerMonth ?? null,
    cancel_reason: form.cancelReason ?? null,
    feedback: form.feedback ?? null,
    pause_months: form.pauseMonths ?? null,
    score: form.score ?? null,
    created_at: now,
  });
  if (free) {
    const [saved] = await deps.db.update(subscriptions).set({ status: 'CANCELLED', updated_at: now }).where(eq(subscriptions.id, free.id)).returning();
    return { subscription: toSubscriptionPayload(saved!) };
  }
  const saved = await updateAndSync(deps, row as SubscriptionRow & { provider_subscription_id: string }, { cancel_at_period_end: true, pause_collection: '' });
  return { subscription: toSubscriptionPayload(saved) };
}

/** A Stripe card in the API shape. */
function toPaymentMethod(pm: Stripe.PaymentMethod, defaultId: string | null) {
  return { id: pm.id, brand: pm.card?.brand ?? 'card', last4: pm.card?.last4 ?? '', exp_month: pm.card?.exp_month ?? 0, exp_year: pm.card?.exp_year ?? 0, default: pm.id === defaultId };
}

/** The customer's default card id. */
async function defaultOf(stripe: Stripe, customerId: string): Promise<string | null> {
  const customer = await callStripe(() => stripe.customers.retrieve(customerId));
  if (customer.deleted) return null;
  const dpm = customer.invoice_settings.default_payment_method;
  return typeof dpm === 'string' ? dpm : (dpm?.id ?? null);
}

/** `payment_methods`: the parent's cards, the default one marked. @throws DomainError 409 without a card membership. */
export async function listPaymentMethods(deps: Deps, parent: ParentRow) {
  const row = await liveStripeRow(deps.db, parent.id);
  const { stripe } = stripeOf(deps.config);
  const [cards, defaultId] = await Promise.all([callStripe(() => stripe.paymentMethods.list({ customer: row.provider_customer_id, type: 'card' })), defaultOf(stripe, row.provider_customer_id)]);
  return { payment_methods: cards.data.map((pm) => toPaymentMethod(pm, defaultId)) };
}

/** `default_payment_method`: the card the next charge uses, or null. */
export async function defaultPaymentMethod(deps: Deps, parent: ParentRow) {
  const { payment_methods } = await listPaymentMethods(deps, parent);
  return { default_payment_method: payment_methods.find((p) => p.default) ?? null };
}

/** Makes an attached card the customer's and the subscription's default. */
async function makeDefault(deps: Deps, row: SubscriptionRow & { provider_subscription_id: string; provider_customer_id: string }, pmId: string) {
  const { stripe } = stripeOf(deps.config);
  await callStripe(() => stripe.customers.update(row.provider_customer_id, { invoice_settings: { default_payment_method: pmId } }), 'stripe_token');
  await updateAndSync(deps, row, { default_payment_method: pmId });
}

/**
 * POST `payment_methods` (first_name, last_name, stripe_token): adds a card, by default as the one
 * charged next. The card is saved through a SetupIntent (usage off_session), as Stripe asks for a
 * card charged later: a card needing 3-D Secure answers `requires_action` (the browser runs
 * stripe.confirmCardSetup, then PUTs default_payment_method), and is not attached until then.
 * @throws DomainError 402 card refused, 409 without a card membership.
 */
export async function addPaymentMethod(deps: Deps, parent: ParentRow, body: { first_name: string; last_name: string; stripe_token: string; make_default: boolean }) {
  const row = await liveStripeRow(deps.db, parent.id);
  const { stripe } = stripeOf(deps.config);
  const si = await callStripe(
    () => stripe.setupIntents.create({ customer: row.provider_customer_id, payment_method: body.stripe_token, usage: 'off_session', confirm: true }),
    'stripe_token',
  );
  if (si.status === 'requires_action' && si.client_secret) return { ...(await listPaymentMethods(deps, parent)), requires_action: { setup_intent_id: si.id, client_secret: si.client_secret } };
  if (si.status !== 'succeeded') {
    const message = si.last_setup_error?.message || CARD_REFUSED;
    throw new DomainError('payment_required', message, 'card_declined', { stripe_token: message });
  }
  const pmId = typeof si.payment_method === 'string' ? si.payment_method : (si.payment_method?.id ?? body.stripe_token);
  if (body.make_default) await makeDefault(deps, row, pmId);
  return { ...(await listPaymentMethods(deps, parent)), requires_action: null };
}

/** PUT `default_payment_method`: one of the parent's cards becomes the one charged. @throws DomainError 422 for a card not the parent's. */
export async function setDefaultPaymentMethod(deps: Deps, parent: ParentRow, stripeToken: string) {
  const row = await liveStripeRow(deps.db, parent.id);
  await makeDefault(deps, row, stripeToken);
  return listPaymentMethods(deps, parent);
}

/** `subjects/{id}/billing_status` of a student (DECISIONS "Access"): paid, free or unpaid with the parent's prompt. */
export async function studentBillingStatus(deps: Deps, student: StudentRow, subjectId: number) {
  const s = await subjectBillingStatus(deps.db, student.parent_id, subjectId, deps.clock.nowMs());
  return { billing_status: s.status, payment_prompt: s.paymentPrompt ?? null };
}

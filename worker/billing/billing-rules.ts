/**
 * Billing rules as pure functions (issue 14; spec part 1 sections 3 and 9): Stripe's subscription
 * state to the spec's status, the funnel's payment method kinds, the free month, the hold cost and
 * the consent check. No I/O; plain TypeScript, so the My Account screens can show the same numbers.
 */
import type { SUBSCRIPTION_STATUSES } from '../../db/schema/billing';

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What {@link statusFromStripe} reads of a Stripe subscription. */
export interface StripeSubscriptionState {
  /** Stripe's status: trialing, active, past_due, unpaid, incomplete, incomplete_expired, canceled, paused (or a newer one). */
  status: string;
  cancel_at_period_end: boolean;
  pause_collection: { resumes_at: number | null } | null;
  /** A SetupIntent still waiting (3-D Secure) for the card the subscription will charge. */
  pending_setup_intent: string | { id: string } | null;
}

/**
 * The spec's subscription status of a Stripe subscription (spec part 1 section 3), first rule wins:
 * - `canceled`, `incomplete_expired` → CANCELLED (ended);
 * - `incomplete`, `past_due`, `unpaid`, a card still waiting for 3-D Secure (`pending_setup_intent`),
 *   and any status Stripe adds later → FAILED (the parent is asked to pay: ASK_PAYMENT_HARD);
 * - `cancel_at_period_end` → CANCELLED_END_OF_BILLING_PERIOD (paid until the period's end), also
 *   when on hold: the parent's last word was to cancel;
 * - `pause_collection` set, or Stripe's `paused` → HOLD;
 * - `trialing` (the free month), `active` → ACTIVE.
 */
export function statusFromStripe(s: StripeSubscriptionState): SubscriptionStatus {
  if (s.status === 'canceled' || s.status === 'incomplete_expired') return 'CANCELLED';
  const live = s.status === 'trialing' || s.status === 'active' || s.status === 'paused';
  if (!live || s.pending_setup_intent) return 'FAILED';
  if (s.cancel_at_period_end) return 'CANCELLED_END_OF_BILLING_PERIOD';
  if (s.pause_collection || s.status === 'paused') return 'HOLD';
  return 'ACTIVE';
}

/** The funnel's payment method buttons (spec part 1 section 3 "Payment methods in the funnel"). */
export const PAYMENT_METHOD_KINDS = ['applePay', 'googlePay', 'ccPay', 'genericPay'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/**
 * The Stripe PaymentMethod type behind a funnel kind: every one is a `card` (Apple Pay and Google
 * Pay wallets hand Stripe a card; "generic and cc map to card").
 */
export function stripePaymentMethodType(_kind: PaymentMethodKind): 'card' {
  return 'card';
}

/** Adds calendar months in UTC (Jan 31 + 1 month = Mar 3, as `Date` rolls over), epoch ms. */
export function addMonthsMs(ms: number, months: number): number {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

/** End of the free first month (spec section 9 "Free first month"): one calendar month from now, epoch ms. */
export function freeMonthEndMs(nowMs: number): number {
  return addMonthsMs(nowMs, 1);
}

/** The three-day reminder is due this long before the free month ends (spec section 9), ms. */
export const REMINDER_BEFORE_TRIAL_END_MS = 3 * 24 * 3600 * 1000;

/** Longest hold, in months (spec section 9: "5 months"). */
export const MAX_HOLD_MONTHS = 5;
/** The hold reason that costs less (spec section 9 "usefuture"). */
export const HOLD_REASON_USE_FUTURE = 'usefuture';

/**
 * What a hold costs (spec part 1 section 9 "Hold cost: 50 per month when reason is usefuture,
 * otherwise 250; 5 months otherwise", read as: cents per month held, 50 when the parent's reason
 * is `usefuture`, else 250; at most {@link MAX_HOLD_MONTHS} months): `months` is the number of
 * started calendar months from `nowMs` to `toMs` (at least 1).
 * @returns months held and the cost in cents, or null when `toMs` is not after now or past the longest hold.
 */
export function holdQuote(nowMs: number, toMs: number, reason: string | undefined): { months: number; costCents: number } | null {
  if (toMs <= nowMs || toMs > addMonthsMs(nowMs, MAX_HOLD_MONTHS)) return null;
  let months = 1;
  while (addMonthsMs(nowMs, months) < toMs) months += 1;
  return { months, costCents: months * (reason === HOLD_REASON_USE_FUTURE ? 50 : 250) };
}

/** `999` → `$9.99` (US dollars, the catalogue's currency). */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/**
 * Whether the consent text a parent ticked states the terms it must (issue 14 "Consent that means
 * something"): the monthly price as {@link formatUsd} writes it. The stored text is the one shown;
 * this only refuses a text that could not have told the parent what they agreed to pay.
 */
export function consentStatesPrice(text: string, monthlyCents: number): boolean {
  return text.includes(formatUsd(monthlyCents));
}

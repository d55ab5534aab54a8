/**
 * What the payment form tells a parent before the card (issue 14 "Consent that means something";
 * spec part 1 section 9 "Free first month", section 8 error catalogue), as pure functions: the
 * price of the chosen subjects, the renewal date (end of the free month), the last day to cancel
 * to pay nothing, the consent text sent as `consent.text` (the server stores it and checks that it
 * states the price), and the catalogue's message for a failed registration or card.
 */
import { monthlyCentsOf, SUBJECT_NAMES, subjectKeyOf } from '../../core/billing/catalogue';
import { formatUsd, freeMonthEndMs } from '../../worker/billing/billing-rules';

const DAY_MS = 24 * 3600 * 1000;

/** The catalogue's messages (spec part 1 section 8). */
export const GENERIC_FAILURE = "We're sorry something went wrong. Please try again.";
export const DUPLICATE_ACCOUNT = 'There is already an account registered with us with that email.';
export const UNVERIFIED_EMAIL = 'Please verify your email address.';
/** Said in fake mode (issue 14 item 8), above the card. */
export const TEST_MODE_NOTE = 'Test mode: no real card is charged. Use 4242 4242 4242 4242, any future date, any CVC.';
/** Said when the box is not ticked. */
export const CONSENT_REQUIRED = 'Please tick the box to accept the membership terms.';

/** The terms of a new membership, computed at `nowMs` (epoch ms). */
export interface MembershipTerms {
  subjects: string[];
  monthlyCents: number;
  /** End of the free month: the first charge, epoch ms. */
  renewalMs: number;
  /** The last day on which cancelling costs nothing (the day before the renewal), epoch ms. */
  cancelByMs: number;
}

/** The terms for these subject ids (1..5). @throws Error for an unknown id. */
export function membershipTerms(subjectIds: readonly number[], nowMs: number): MembershipTerms {
  const renewalMs = freeMonthEndMs(nowMs);
  return {
    subjects: subjectIds.map((id) => SUBJECT_NAMES[subjectKeyOf(id)]),
    monthlyCents: monthlyCentsOf(subjectIds),
    renewalMs,
    cancelByMs: renewalMs - DAY_MS,
  };
}

/** `December 24, 2026` in the parent's time zone (or `timeZone`, for tests). */
export function formatDay(ms: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', ...(timeZone ? { timeZone } : {}) }).format(ms);
}

/** "Math and Reading", "Math, Reading and Science". */
export function listNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/**
 * The exact consent text beside the box, sent as `consent.text` and stored by the server: what
 * is bought, the price as {@link formatUsd} writes it, that it renews monthly until cancelled, the
 * first charge's date and the last day to cancel without paying.
 */
export function consentText(t: MembershipTerms, timeZone?: string): string {
  return (
    `I agree to a Monsterific membership for ${listNames(t.subjects)}: the first month is free, then ${formatUsd(t.monthlyCents)} a month, ` +
    `charged to this card on ${formatDay(t.renewalMs, timeZone)} and every month after until I cancel. ` +
    `If I cancel in My Account by ${formatDay(t.cancelByMs, timeZone)}, I pay nothing.`
  );
}

/** What the form knows of a failed call: the session client's ApiError fields. */
export interface CallFailure {
  status: number;
  message: string;
  fields?: Record<string, string>;
  code?: string | undefined;
}

/**
 * The message shown for a failed registration or card save, and the tracked event (spec section 8):
 * a refused card (402) → the server's message for the card holder, "CC Payment Failed"; a taken
 * e-mail (409 on `email`) → {@link DUPLICATE_ACCOUNT}; an e-mail the server refuses (422 on
 * `email`) → {@link UNVERIFIED_EMAIL}; other 409/422 answers → the server's own message; anything
 * else (network, 5xx) → the server's message for 503, else {@link GENERIC_FAILURE}. The
 * registration's failures are "Registration Failed".
 */
export function failureOf(e: CallFailure, mode: 'register' | 'add-card'): { message: string; event: 'Registration Failed' | 'CC Payment Failed' } {
  const event = mode === 'register' ? ('Registration Failed' as const) : ('CC Payment Failed' as const);
  if (e.status === 402) return { message: e.message || GENERIC_FAILURE, event: 'CC Payment Failed' };
  if (e.status === 409 && e.fields?.email) return { message: DUPLICATE_ACCOUNT, event };
  if (e.status === 422 && e.fields?.email) return { message: UNVERIFIED_EMAIL, event };
  if ((e.status === 409 || e.status === 422 || e.status === 503 || e.status === 429) && e.message) return { message: e.message, event };
  return { message: GENERIC_FAILURE, event };
}

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** "Visa ending in 4242, expires 12/2029". */
export function describeCard(card: { brand: string; last4: string; exp_month: number; exp_year: number }): string {
  return `${BRANDS[card.brand] ?? 'Card'} ending in ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}

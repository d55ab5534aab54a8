/**
 * The subscription status in words, for the status header every My Account screen shows (issue 14
 * item 5: the status, the next charge's date and amount, or why there is none). Pure, so the words
 * are unit-tested; dates in the parent's own time zone unless one is given.
 */
import type { z } from 'zod';
import type { subscriptionSchema } from '../../worker/billing/billing.contracts';
import { formatUsd } from '../../worker/billing/billing-rules';

export type Subscription = z.infer<typeof subscriptionSchema>;

export interface StatusWords {
  /** Short status, e.g. "Active", "On hold". */
  title: string;
  /** The next charge ("Next charge: $9.99 on December 24, 2026") or why there is none. */
  detail: string;
  /** For styling: good (paid), paused, warning (action needed), ended. */
  tone: 'good' | 'paused' | 'warning' | 'ended';
}

/** `2026-12-24T…` → "December 24, 2026". */
export function longDate(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', ...(timeZone ? { timeZone } : {}) });
}

/**
 * The words of the parent's newest subscription (null: none). The free month is "Active (free
 * month)" with its first charge; CANCELLED_END_OF_BILLING_PERIOD names the day access ends.
 */
export function statusWords(sub: Subscription | null, nowMs: number, timeZone?: string): StatusWords {
  const date = (iso: string) => longDate(iso, timeZone);
  const next = sub?.next_charge_at && sub.next_charge_cents !== null ? `Next charge: ${formatUsd(sub.next_charge_cents)} on ${date(sub.next_charge_at)}` : null;
  switch (sub?.status ?? 'NO_SUBSCRIPTION') {
    case 'ACTIVE': {
      const trial = !!sub!.trial_end && Date.parse(sub!.trial_end) > nowMs;
      return { title: trial ? 'Active (free month)' : 'Active', detail: next ?? 'No charge is scheduled.', tone: 'good' };
    }
    case 'HOLD':
      return {
        title: 'On hold',
        detail: sub!.hold_until ? `On hold until ${date(sub!.hold_until)}. ${next ?? ''}`.trim() : 'On hold: no charges until you resume.',
        tone: 'paused',
      };
    case 'CANCELLED_END_OF_BILLING_PERIOD':
      return { title: 'Cancelled', detail: sub!.current_period_end ? `No more charges. Your children can play until ${date(sub!.current_period_end)}.` : 'No more charges.', tone: 'ended' };
    case 'CANCELLED':
      return { title: 'Ended', detail: 'Your membership has ended: no charges.', tone: 'ended' };
    case 'FAILED':
      return { title: 'Payment needed', detail: 'Your last payment did not go through. Please update your card so your children keep playing.', tone: 'warning' };
    case 'SCHOLARSHIP':
      return { title: 'Scholarship', detail: 'Your membership is a scholarship: no charges.', tone: 'good' };
    case 'GIFT':
      return { title: 'Gift', detail: 'Your membership is a gift: no charges.', tone: 'good' };
    default:
      return { title: 'No membership', detail: 'No charges: you have no membership yet.', tone: 'ended' };
  }
}

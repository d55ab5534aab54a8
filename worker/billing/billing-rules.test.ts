import { describe, expect, it } from 'vitest';
import { dueForTrialReminder } from './reminders';
import { addMonthsMs, consentStatesPrice, formatUsd, freeMonthEndMs, holdQuote, PAYMENT_METHOD_KINDS, statusFromStripe, stripePaymentMethodType, type StripeSubscriptionState } from './billing-rules';

const base: StripeSubscriptionState = { status: 'active', cancel_at_period_end: false, pause_collection: null, pending_setup_intent: null };

describe('statusFromStripe', () => {
  it.each([
    ['trialing', {}, 'ACTIVE'],
    ['active', {}, 'ACTIVE'],
    ['past_due', {}, 'FAILED'],
    ['unpaid', {}, 'FAILED'],
    ['incomplete', {}, 'FAILED'],
    ['incomplete_expired', {}, 'CANCELLED'],
    ['canceled', {}, 'CANCELLED'],
    ['canceled', { cancel_at_period_end: true }, 'CANCELLED'],
    ['paused', {}, 'HOLD'],
    ['active', { pause_collection: { resumes_at: 1 } }, 'HOLD'],
    ['trialing', { pause_collection: { resumes_at: null } }, 'HOLD'],
    ['active', { cancel_at_period_end: true }, 'CANCELLED_END_OF_BILLING_PERIOD'],
    ['active', { cancel_at_period_end: true, pause_collection: { resumes_at: 1 } }, 'CANCELLED_END_OF_BILLING_PERIOD'],
    ['trialing', { pending_setup_intent: 'seti_1' }, 'FAILED'],
    ['trialing', { pending_setup_intent: { id: 'seti_1' }, cancel_at_period_end: true }, 'FAILED'],
    ['a_status_stripe_adds_later', {}, 'FAILED'],
  ] as const)('%s %o → %s', (status, extra, expected) => {
    expect(statusFromStripe({ ...base, status, ...extra })).toBe(expected);
  });
});

describe('payment methods and money', () => {
  it('every funnel kind pays by card', () => {
    expect(PAYMENT_METHOD_KINDS.map(stripePaymentMethodType)).toEqual(['card', 'card', 'card', 'card']);
  });

  it('the free month ends one calendar month later, in UTC', () => {
    expect(new Date(freeMonthEndMs(Date.UTC(2026, 10, 22, 15))).toISOString()).toBe('2026-12-22T15:00:00.000Z');
    expect(new Date(freeMonthEndMs(Date.UTC(2026, 11, 31))).toISOString()).toBe('2027-01-31T00:00:00.000Z');
    expect(new Date(addMonthsMs(Date.UTC(2027, 0, 31), 1)).toISOString()).toBe('2027-03-03T00:00:00.000Z');
  });

  it('formats cents as dollars and finds the price in the consent text', () => {
    expect(formatUsd(999)).toBe('$9.99');
    expect(formatUsd(1000)).toBe('$10.00');
    expect(consentStatesPrice('Then $9.99 a month until you cancel.', 999)).toBe(true);
    expect(consentStatesPrice('Then $19.99 a month until you cancel.', 999)).toBe(false);
  });
});

describe('holdQuote (spec section 9)', () => {
  const now = Date.UTC(2026, 10, 22, 15);
  it('costs 50 cents a started month for usefuture, 250 otherwise', () => {
    expect(holdQuote(now, Date.UTC(2026, 11, 1), 'usefuture')).toEqual({ months: 1, costCents: 50 });
    expect(holdQuote(now, Date.UTC(2026, 11, 1), 'vacation')).toEqual({ months: 1, costCents: 250 });
    expect(holdQuote(now, Date.UTC(2027, 0, 6), undefined)).toEqual({ months: 2, costCents: 500 });
    expect(holdQuote(now, addMonthsMs(now, 5), 'usefuture')).toEqual({ months: 5, costCents: 250 });
  });
  it('refuses a date not after now or past five months', () => {
    expect(holdQuote(now, now, 'usefuture')).toBeNull();
    expect(holdQuote(now, now - 1, 'usefuture')).toBeNull();
    expect(holdQuote(now, addMonthsMs(now, 5) + 1, 'usefuture')).toBeNull();
  });
});

describe('dueForTrialReminder (spec section 9 "three-day reminder")', () => {
  const now = Date.UTC(2026, 10, 22, 15);
  const row = { status: 'ACTIVE' as const, provider: 'stripe' as const, trial_end: new Date(now + 2 * 24 * 3600 * 1000), trial_reminder_sent_at: null };
  it('is due within three days of the free month ending, once, for an active card membership only', () => {
    expect(dueForTrialReminder(row, now)).toBe(true);
    expect(dueForTrialReminder({ ...row, trial_end: new Date(now + 3 * 24 * 3600 * 1000) }, now)).toBe(true);
    expect(dueForTrialReminder({ ...row, trial_end: new Date(now + 3 * 24 * 3600 * 1000 + 1) }, now)).toBe(false);
    expect(dueForTrialReminder({ ...row, trial_end: new Date(now) }, now)).toBe(false);
    expect(dueForTrialReminder({ ...row, trial_reminder_sent_at: new Date(now) }, now)).toBe(false);
    expect(dueForTrialReminder({ ...row, status: 'CANCELLED_END_OF_BILLING_PERIOD' }, now)).toBe(false);
    expect(dueForTrialReminder({ ...row, status: 'HOLD' }, now)).toBe(false);
    expect(dueForTrialReminder({ ...row, provider: 'none' }, now)).toBe(false);
    expect(dueForTrialReminder({ ...row, trial_end: null }, now)).toBe(false);
  });
});

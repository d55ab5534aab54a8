import { describe, expect, it } from 'vitest';
import { statusWords, type Subscription } from './status-words';
import { formStatusReducer, INITIAL_FORM_STATUS, failureOf, GENERIC_FAILURE } from './form-status';
import { ApiError } from '../lib/session-client';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const base: Subscription = {
  id: 1,
  status: 'ACTIVE',
  provider: 'stripe',
  subject_ids: [1],
  monthly_cents: 999,
  currency: 'usd',
  trial_end: '2026-12-24T12:00:00.000Z',
  current_period_end: '2026-12-24T12:00:00.000Z',
  next_charge_at: '2026-12-24T12:00:00.000Z',
  next_charge_cents: 999,
  cancel_at_period_end: false,
  hold_until: null,
  bundle: null,
};
const utc = (s: Subscription | null) => statusWords(s, NOW, 'UTC');

describe('statusWords', () => {
  it('says the status, and the next charge with its date and amount or why there is none', () => {
    expect(utc(base)).toEqual({ title: 'Active (free month)', detail: 'Next charge: $9.99 on December 24, 2026', tone: 'good' });
    expect(utc({ ...base, trial_end: '2026-10-24T12:00:00.000Z' }).title).toBe('Active');
    expect(utc({ ...base, status: 'HOLD', hold_until: '2027-02-01T00:00:00.000Z', next_charge_at: '2027-02-01T00:00:00.000Z' })).toEqual({
      title: 'On hold',
      detail: 'On hold until February 1, 2027. Next charge: $9.99 on February 1, 2027',
      tone: 'paused',
    });
    expect(utc({ ...base, status: 'CANCELLED_END_OF_BILLING_PERIOD', next_charge_at: null, next_charge_cents: null })).toMatchObject({ title: 'Cancelled', detail: 'No more charges. Your children can play until December 24, 2026.' });
    expect(utc({ ...base, status: 'FAILED' }).tone).toBe('warning');
    expect(utc({ ...base, status: 'SCHOLARSHIP', provider: 'none' }).detail).toBe('Your membership is a scholarship: no charges.');
    expect(utc(null)).toEqual({ title: 'No membership', detail: 'No charges: you have no membership yet.', tone: 'ended' });
  });
});

describe('formStatusReducer', () => {
  it('walks submit → success and submit → failure, ignores a second submit while submitting, resets', () => {
    const submitting = formStatusReducer(INITIAL_FORM_STATUS, { type: 'submit' });
    expect(submitting).toEqual({ ...INITIAL_FORM_STATUS, submitted: true, submitting: true });
    expect(formStatusReducer(submitting, { type: 'submit' })).toBe(submitting);
    const done = formStatusReducer(submitting, { type: 'success', name: 'hold' });
    expect(done).toEqual({ submitted: true, submitting: false, actionSuccess: true, generalError: null, backendUnauthorized: false, successActionName: 'hold' });
    const failed = formStatusReducer(formStatusReducer(done, { type: 'submit' }), failureOf(new ApiError(401, 'Your session has expired. Please log in again.')));
    expect(failed).toEqual({ submitted: true, submitting: false, actionSuccess: false, generalError: 'Your session has expired. Please log in again.', backendUnauthorized: true, successActionName: null });
    expect(formStatusReducer(failed, failureOf(new Error('boom'))).generalError).toBe(GENERIC_FAILURE);
    expect(formStatusReducer(submitting, { type: 'invalid' })).toMatchObject({ submitted: true, submitting: false });
    expect(formStatusReducer(failed, { type: 'reset' })).toBe(INITIAL_FORM_STATUS);
  });
});

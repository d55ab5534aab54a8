import { describe, expect, it } from 'vitest';
import { consentStatesPrice } from '../../worker/billing/billing-rules';
import { consentText, describeCard, DUPLICATE_ACCOUNT, failureOf, formatDay, GENERIC_FAILURE, listNames, membershipTerms, UNVERIFIED_EMAIL } from './terms';

const NOW = Date.UTC(2026, 10, 24, 13, 0); // 2026-11-24 13:00 UTC

describe('membership terms before the card', () => {
  it('prices the chosen subjects, renews at the end of the free month and says the last day to cancel for free', () => {
    const t = membershipTerms([1, 3], NOW);
    expect(t).toEqual({ subjects: ['Math', 'Science'], monthlyCents: 999 + 799, renewalMs: Date.UTC(2026, 11, 24, 13, 0), cancelByMs: Date.UTC(2026, 11, 23, 13, 0) });
    expect(formatDay(t.renewalMs, 'UTC')).toBe('December 24, 2026');
  });

  it('writes a consent text with the price the server checks, the first charge and the cancel-by day', () => {
    const t = membershipTerms([1, 2], NOW);
    const text = consentText(t, 'UTC');
    expect(text).toBe(
      'I agree to a Monsterific membership for Math and Reading: the first month is free, then $19.98 a month, charged to this card on December 24, 2026 and every month after until I cancel. If I cancel in My Account by December 23, 2026, I pay nothing.',
    );
    expect(consentStatesPrice(text, 1998)).toBe(true);
  });

  it('lists names as a parent reads them', () => {
    expect(listNames(['Math'])).toBe('Math');
    expect(listNames(['Math', 'Reading', 'Science'])).toBe('Math, Reading and Science');
  });

  it('describes a card without its number', () => {
    expect(describeCard({ brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2029 })).toBe('Visa ending in 4242, expires 03/2029');
  });
});

describe('failures from the catalogue (spec part 1 section 8)', () => {
  it('a refused card shows the bank message and tracks CC Payment Failed, in both modes', () => {
    expect(failureOf({ status: 402, message: 'Your card was declined.' }, 'register')).toEqual({ message: 'Your card was declined.', event: 'CC Payment Failed' });
    expect(failureOf({ status: 402, message: 'Your card was declined.' }, 'add-card').event).toBe('CC Payment Failed');
  });

  it('a taken e-mail is the duplicate-account message; a refused e-mail asks to verify it; both are Registration Failed', () => {
    expect(failureOf({ status: 409, message: 'x', fields: { email: 'x' } }, 'register')).toEqual({ message: DUPLICATE_ACCOUNT, event: 'Registration Failed' });
    expect(failureOf({ status: 422, message: 'x', fields: { email: 'x' } }, 'register')).toEqual({ message: UNVERIFIED_EMAIL, event: 'Registration Failed' });
  });

  it("keeps the server's own message for other refusals and says the generic failure for the rest", () => {
    expect(failureOf({ status: 409, message: 'That username is taken.', fields: { 'students.0.username': 'x' } }, 'register').message).toBe('That username is taken.');
    expect(failureOf({ status: 500, message: 'Internal' }, 'register')).toEqual({ message: GENERIC_FAILURE, event: 'Registration Failed' });
    expect(failureOf({ status: 0, message: '' }, 'add-card')).toEqual({ message: GENERIC_FAILURE, event: 'CC Payment Failed' });
  });
});

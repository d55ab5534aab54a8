/**
 * The Stripe fake's test cards and errors (see fake.ts): Stripe's own test card numbers and test
 * PaymentMethod ids, and the error objects Stripe answers with.
 */
import type { FormValue } from './form';

/** How a test card behaves. */
export type CardBehaviour = 'ok' | 'declined' | 'insufficient_funds' | 'charge_fails' | 'sca';

/** Stripe's test cards the fake knows: number → brand, last4 and behaviour. */
export const TEST_CARDS: Record<string, { brand: string; behaviour: CardBehaviour }> = {
  '4242424242424242': { brand: 'visa', behaviour: 'ok' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'ok' },
  '4000000000000002': { brand: 'visa', behaviour: 'declined' },
  '4000000000009995': { brand: 'visa', behaviour: 'insufficient_funds' },
  '4000000000000341': { brand: 'visa', behaviour: 'charge_fails' },
  '4000002500003155': { brand: 'visa', behaviour: 'sca' },
};

/** Stripe's test PaymentMethod ids → the card number they stand for. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_authenticationRequired: '4000002500003155',
};

/** An error Stripe would answer. */
export class StripeFakeError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 404,
    readonly body: { type: string; code?: string; decline_code?: string; param?: string; message: string; payment_intent?: Record<string, unknown> },
  ) {
    super(body.message);
  }
}

export const missing = (what: string, id: string) => new StripeFakeError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'id', message: `No such ${what}: '${id}'` });
export const badParam = (param: string, message: string) => new StripeFakeError(400, { type: 'invalid_request_error', code: 'parameter_invalid', param, message });
export const declined = (decline_code: 'generic_decline' | 'insufficient_funds') =>
  new StripeFakeError(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code,
    param: '',
    message: decline_code === 'insufficient_funds' ? 'Your card has insufficient funds.' : 'Your card was declined.',
  });

/** A required string parameter. @throws StripeFakeError 400 naming `param`. */
export function str(v: FormValue | undefined, param: string): string {
  if (typeof v !== 'string' || v === '') throw new StripeFakeError(400, { type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` });
  return v;
}

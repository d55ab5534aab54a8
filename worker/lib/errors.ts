/**
 * Domain errors: what services throw. They say what went wrong (`kind`), a message safe to show to
 * the user, a machine `code` and optional messages per input field; they know nothing of HTTP.
 * `worker/lib/http-errors.ts` maps a kind to its status and the JSON error body, in the app's
 * onError only (see docs/routes.md "Domain errors").
 */

/** Body of every error response: one message for people, optional messages per input field. */
export interface ErrorBody {
  error: { message: string; code: string; fields?: Record<string, string> };
}

/**
 * What went wrong. `locked`: a level the student may not play now (paywall, unpaid, daily limit);
 * `bad_request`: a request that is not what it claims (a webhook whose signature fails);
 * `unavailable`: an outside service (the mailer, Stripe) failed; `payment_required`: the card
 * provider refused the card (declined, failed authentication); `internal`: missing seed data and the like.
 */
export type DomainErrorKind = 'bad_request' | 'unauthorized' | 'payment_required' | 'forbidden' | 'not_found' | 'conflict' | 'invalid' | 'locked' | 'rate_limited' | 'unavailable' | 'internal';

/** An error a service throws; the message is safe to show to the user. `code` defaults to the kind. */
export class DomainError extends Error {
  readonly code: string;
  /** Seconds the caller should wait before trying again (sent as `Retry-After`; 429 and 503). */
  retryAfterS?: number;
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code ?? kind;
  }
}

/** Spec part 1 section 8 "Generic failure". */
export const GENERIC_FAILURE = "We're sorry something went wrong. Please try again.";

export const notFound = (what: string) => new DomainError('not_found', `${what} not found.`);
export const forbidden = () => new DomainError('forbidden', 'You are not allowed to do that.');
export const unauthorized = (message = 'Please log in again.') => new DomainError('unauthorized', message);
export const conflict = (message: string, fields?: Record<string, string>) => new DomainError('conflict', message, 'conflict', fields);
export const invalid = (message: string, fields?: Record<string, string>) => new DomainError('invalid', message, 'invalid', fields);

/** Builds the JSON error body. */
export function errorBody(message: string, code: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { message, code, fields } : { message, code } };
}

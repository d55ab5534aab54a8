/**
 * The server's Stripe client (official `stripe` SDK) and how its errors become domain errors
 * (issue 14; docs/decisions.md "Billing: Stripe and its local fake"). Runtime-neutral: the SDK's
 * fetch HTTP client and SubtleCrypto provider work on Node and Cloudflare Workers alike.
 */
import Stripe from 'stripe';
import type { AppConfig, StripeSettings } from '../env';
import { DomainError, GENERIC_FAILURE } from '../lib/errors';

/** Said when the server has no Stripe key (production without STRIPE_SECRET_KEY, or a test without the fake). */
export const BILLING_UNAVAILABLE = 'Payments are not set up on this server yet. Please try again later.';
/** Said when Stripe cannot be reached or fails on its side (503). */
export const STRIPE_UNREACHABLE = 'We could not reach our payment provider. Nothing was charged. Please try again in a minute.';
/** Said when a card was refused without a message of Stripe's meant for the customer. */
export const CARD_REFUSED = 'Your card was declined. Please check its details or use another card.';

const clients = new WeakMap<StripeSettings, Stripe>();

/**
 * The Stripe client for these settings, made once per settings object. Requests time out after
 * 10 s (the spec's default timeout) and a network failure is retried once (Stripe's idempotency
 * keys, which the SDK adds to retried POSTs, make that safe).
 * @throws DomainError unavailable (503, code billing_unavailable) when Stripe is not configured.
 */
export function stripeOf(config: AppConfig): { stripe: Stripe; settings: StripeSettings } {
  const settings = config.stripe;
  if (!settings) {
    if (config.environment === 'production') console.error('Billing route called but STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET are not set: billing is off.');
    throw new DomainError('unavailable', BILLING_UNAVAILABLE, 'billing_unavailable');
  }
  let stripe = clients.get(settings);
  if (!stripe) {
    stripe = new Stripe(settings.secretKey, {
      httpClient: Stripe.createFetchHttpClient(),
      timeout: 10_000,
      maxNetworkRetries: 1,
      appInfo: { name: 'Monsterific' },
      ...(settings.host ? { host: settings.host } : {}),
      ...(settings.port ? { port: settings.port } : {}),
      ...(settings.protocol ? { protocol: settings.protocol } : {}),
    });
    clients.set(settings, stripe);
  }
  return { stripe, settings };
}

/** The Workers-compatible signature checker for webhooks (SubtleCrypto, no Node crypto). */
export const webhookCrypto = Stripe.createSubtleCryptoProvider();

/**
 * Turns an error thrown by the SDK into what the parent is told:
 * - a card error (declined, insufficient funds, incorrect number...) → 402 `card_declined` with
 *   Stripe's message, which Stripe writes for the card holder (`decline_code` kept as the code's field);
 * - a payment method the request named that Stripe does not know → 422 on `field`;
 * - Stripe unreachable, timing out, rate-limiting us or failing (5xx) → 503 {@link STRIPE_UNREACHABLE};
 * - anything else (an invalid request is our bug, a bad key is configuration) → rethrown as is,
 *   so the app logs it and answers the generic 500.
 * Anything not from Stripe is rethrown unchanged.
 */
export function fromStripeError(e: unknown, field = 'payment_method_id'): unknown {
  if (!(e instanceof Stripe.errors.StripeError)) return e;
  if (e instanceof Stripe.errors.StripeCardError) {
    const message = e.message || CARD_REFUSED;
    return new DomainError('payment_required', message, 'card_declined', { [field]: message });
  }
  if (e instanceof Stripe.errors.StripeConnectionError || e instanceof Stripe.errors.StripeAPIError || e instanceof Stripe.errors.StripeRateLimitError) {
    const error = new DomainError('unavailable', STRIPE_UNREACHABLE, 'stripe_unreachable');
    error.retryAfterS = 30;
    return error;
  }
  if (e instanceof Stripe.errors.StripeInvalidRequestError && (e.code === 'resource_missing' || e.param?.includes('payment_method'))) {
    const message = 'That card could not be used. Please enter it again.';
    return new DomainError('invalid', message, 'invalid', { [field]: message });
  }
  return e;
}

/** Runs a Stripe call, translating its errors with {@link fromStripeError}. */
export async function callStripe<T>(call: () => Promise<T>, field?: string): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw fromStripeError(e, field);
  }
}

export { GENERIC_FAILURE };

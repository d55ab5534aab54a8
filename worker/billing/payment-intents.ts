/**
 * `confirm_stripe_payment_intent` (issue 14; spec part 1 section 7): after the browser's 3-D
 * Secure step for a one-off charge of the parent's (a failed renewal paid again, a hold's cost),
 * reads the PaymentIntent back from Stripe (never trusting the browser's word) and saves the
 * subscription's state as Stripe has it now.
 */
import type Stripe from 'stripe';
import type { ParentRow } from '../../db/schema';
import type { Deps } from '../env';
import { DomainError, notFound } from '../lib/errors';
import { callStripe, stripeOf } from './stripe-client';
import { syncSubscription } from './stripe-sync';
import { liveStripeRow, toSubscriptionPayload } from './subscriptions.service';

/** Said when the bank refused the payment's 3-D Secure step (402 authentication_failed). */
export const PAYMENT_SCA_FAILED = 'Your bank did not confirm the payment, so nothing was charged. Please try again or use another card.';

/**
 * @returns the subscription payload, and `requires_action` (payment_intent_id, client_secret) when
 *   the payment still waits for the bank.
 * @throws DomainError 404 for a PaymentIntent that is not of this parent's Stripe customer (or
 *   unknown), 402 {@link PAYMENT_SCA_FAILED} when it failed, 409 without a card membership.
 */
export async function confirmPaymentIntent(deps: Deps, parent: ParentRow, paymentIntentId: string) {
  const row = await liveStripeRow(deps.db, parent.id);
  const { stripe } = stripeOf(deps.config);
  let pi: Stripe.PaymentIntent;
  try {
    pi = await callStripe(() => stripe.paymentIntents.retrieve(paymentIntentId));
  } catch (e) {
    if (e instanceof DomainError && e.kind === 'invalid') throw notFound('Payment');
    throw e;
  }
  const customer = typeof pi.customer === 'string' ? pi.customer : (pi.customer?.id ?? null);
  if (customer !== row.provider_customer_id) throw notFound('Payment');
  if (pi.status === 'requires_payment_method' || pi.status === 'canceled') throw new DomainError('payment_required', PAYMENT_SCA_FAILED, 'authentication_failed');
  const sub = await callStripe(() => stripe.subscriptions.retrieve(row.provider_subscription_id));
  const saved = (await syncSubscription(deps.db, sub, deps.clock.nowMs())) ?? row;
  const waiting = pi.status === 'requires_action' && pi.client_secret ? { payment_intent_id: pi.id, client_secret: pi.client_secret } : null;
  return { subscription: toSubscriptionPayload(saved), payment: { id: pi.id, status: pi.status, amount_cents: pi.amount }, requires_action: waiting };
}

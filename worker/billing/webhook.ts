/**
 * Stripe webhooks (issue 14): verified, idempotent, order-proof.
 *
 * - Verified: `stripe.webhooks.constructEventAsync` with the SubtleCrypto provider (Workers-
 *   compatible), the raw body and the `Stripe-Signature` header; Stripe's default 300 s tolerance,
 *   measured on the app's clock. A bad or missing signature answers 400 and changes nothing.
 * - Order-proof: an event only says *which* subscription changed. Its state is read again from
 *   Stripe (`subscriptions.retrieve`) and saved whole (stripe-sync.ts), so an older event arriving
 *   after a newer one saves the newest state, not the event's stale copy.
 * - Idempotent: the event id goes into `stripe_events` in the same transaction as the effects; a
 *   second delivery (or two at once: the primary key makes the second wait, then find it) answers
 *   200 `duplicate: true` and does nothing.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { parents, stripe_events, subscriptions } from '../../db/schema';
import { mailerFor } from '../mail/mailer';
import { receiptMessage } from './reminders';
import type { Deps } from '../env';
import { DomainError } from '../lib/errors';
import { callStripe, stripeOf, webhookCrypto } from './stripe-client';
import { syncSubscription } from './stripe-sync';

export const BAD_SIGNATURE = 'The webhook signature could not be verified.';

/** Seconds a signed webhook stays acceptable (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_S = 300;

/** The Stripe subscription an event is about, if any. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const o = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return o.id as string;
  if (event.type.startsWith('invoice.')) {
    const parent = o.parent as { subscription_details?: { subscription?: string | { id: string } } } | null;
    const sub = parent?.subscription_details?.subscription;
    return typeof sub === 'string' ? sub : (sub?.id ?? null);
  }
  return null;
}

/**
 * Handles one delivery.
 * @returns `duplicate`: true when this event id was handled before.
 * @throws DomainError 400 {@link BAD_SIGNATURE}; 503 when Stripe cannot be read (Stripe retries).
 */
export async function handleStripeWebhook(deps: Deps, rawBody: string, signature: string | undefined, origin: string): Promise<{ received: true; duplicate: boolean }> {
  const { stripe, settings } = stripeOf(deps.config);
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('no signature');
    event = await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_S, webhookCrypto, Math.floor(deps.clock.nowMs() / 1000));
  } catch {
    throw new DomainError('bad_request', BAD_SIGNATURE, 'bad_signature');
  }
  let subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId && event.type.startsWith('setup_intent.')) {
    // A card set up (or refused) for a subscription waiting on it.
    const [row] = await deps.db.select({ sid: subscriptions.provider_subscription_id }).from(subscriptions).where(eq(subscriptions.pending_setup_intent_id, (event.data.object as { id: string }).id));
    subscriptionId = row?.sid ?? null;
  }
  // Read outside the transaction: no Stripe round trip while holding the event's lock.
  const current = subscriptionId ? await callStripe(() => stripe.subscriptions.retrieve(subscriptionId)) : null;
  const now = deps.clock.nowMs();
  const outcome = await deps.db.transaction(async (tx) => {
    const fresh = await tx.insert(stripe_events).values({ id: event.id, type: event.type, received_at: new Date(now) }).onConflictDoNothing().returning({ id: stripe_events.id });
    if (fresh.length === 0) return { received: true as const, duplicate: true, row: undefined };
    const row = current ? await syncSubscription(tx, current, now) : undefined;
    return { received: true as const, duplicate: false, row };
  });
  // After the commit (the outbox mailer writes through its own connection), once per event id.
  if (!outcome.duplicate && outcome.row && event.type === 'invoice.paid') await sendReceipt(deps, event.data.object, outcome.row, origin);
  return { received: true, duplicate: outcome.duplicate };
}

/** The receipt of a paid renewal (not the free month's, not a 0 amount); a failed send is logged, not retried. */
async function sendReceipt(deps: Deps, invoice: Stripe.Invoice, row: typeof subscriptions.$inferSelect, origin: string) {
  if (invoice.billing_reason !== 'subscription_cycle' || !invoice.amount_paid || !row.current_period_end) return;
  const [parent] = await deps.db.select().from(parents).where(eq(parents.id, row.parent_id));
  if (!parent) return;
  try {
    await mailerFor(deps).send({ to: parent.email, ...receiptMessage(parent.first_name, invoice.amount_paid, row.current_period_end, `${origin}/my-account?action=cancel`), tags: { kind: 'receipt' } });
  } catch (e) {
    console.error(`Receipt for invoice ${invoice.id} not sent: ${(e as Error).message}`);
  }
}

/**
 * Copies a Stripe subscription's state into our `subscriptions` row (issue 14). Every write of a
 * Stripe row's state goes through {@link syncSubscription}, always with an object just read from
 * Stripe (a create/update answer, or `subscriptions.retrieve` for a webhook), never with the
 * object inside an event: events can arrive twice and out of order, Stripe's current state cannot
 * (docs/decisions.md "Billing: Stripe and its local fake").
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { subscriptions } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { statusFromStripe } from './billing-rules';
import { catalogueEntries } from './catalogue';
import { SUBJECT_IDS } from './billing.service';
import { bundleById, monthlyWith } from './subjects-rules';

const dateOfS = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);

/**
 * The subjects, bundle and monthly price of a Stripe subscription: subjects from its items' price
 * lookup keys, the bundle from a discount plus the `bundle` metadata we set with it (discounts
 * come as ids unless expanded; the metadata says which offer they are). Undefined when an item's
 * price is not one of the catalogue's (a subscription changed outside the app): then nothing of it is copied.
 */
export function subjectsFromStripe(sub: Stripe.Subscription): { subject_ids: number[]; bundle: string | null; monthly_cents: number } | undefined {
  const byKey = new Map(catalogueEntries().map((e) => [e.lookupKey, SUBJECT_IDS[e.subject]]));
  const ids = sub.items.data.map((it) => byKey.get(it.price.lookup_key ?? ''));
  if (ids.length === 0 || ids.some((id) => id === undefined)) return undefined;
  const subjectIds = [...new Set(ids as number[])].sort((a, b) => a - b);
  const bundle = (sub.discounts ?? []).length > 0 ? bundleById(sub.metadata?.bundle) : undefined;
  return { subject_ids: subjectIds, bundle: bundle?.id ?? null, monthly_cents: monthlyWith(subjectIds, bundle) };
}

/** The columns of our row that mirror this Stripe subscription. */
export function columnsFromStripe(sub: Stripe.Subscription) {
  const periodEnds = sub.items.data.map((it) => it.current_period_end).filter((e): e is number => typeof e === 'number');
  const pending = sub.pending_setup_intent;
  return {
    status: statusFromStripe({ status: sub.status, cancel_at_period_end: sub.cancel_at_period_end, pause_collection: sub.pause_collection, pending_setup_intent: pending }),
    provider_status: sub.status,
    current_period_end: dateOfS(periodEnds.length ? Math.max(...periodEnds) : null),
    trial_end: dateOfS(sub.trial_end),
    cancel_at_period_end: sub.cancel_at_period_end,
    hold_until: sub.pause_collection ? dateOfS(sub.pause_collection.resumes_at) : null,
    pending_setup_intent_id: pending ? (typeof pending === 'string' ? pending : pending.id) : null,
    ...subjectsFromStripe(sub),
  };
}

/**
 * Writes the Stripe subscription's state into its row (found by `provider_subscription_id`).
 * @returns the updated row, or undefined when no row of ours names it (a subscription made outside
 *   the app, or one whose registration was rolled back).
 */
export async function syncSubscription(db: Db | Tx, sub: Stripe.Subscription, nowMs: number) {
  const [row] = await db
    .update(subscriptions)
    .set({ ...columnsFromStripe(sub), updated_at: new Date(nowMs) })
    .where(eq(subscriptions.provider_subscription_id, sub.id))
    .returning();
  return row;
}

import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';

type SubscriptionRow = typeof subscriptions.$inferSelect;
import type { Db, Tx } from '../../db/types';
import type { BillingStatus, PaymentPrompt } from '../math/level-access';

/** Subject ids (spec part 1 section 1); defined with the prices in core/billing/catalogue.ts. */
export { SUBJECT_IDS } from '../../core/billing/catalogue';

/**
 * A parent's billing status for one subject (DECISIONS "Access"): `paid` when a subscription
 * includes it and is ACTIVE, GIFT, SCHOLARSHIP, or CANCELLED_END_OF_BILLING_PERIOD before its
 * period ends; `unpaid` when one exists but is FAILED (ASK_PAYMENT_HARD) or on HOLD
 * (ASK_PAYMENT_SOFT); otherwise `free`.
 */
export async function subjectBillingStatus(db: Db | Tx, parentId: number, subjectId: number, nowMs: number): Promise<{ status: BillingStatus; paymentPrompt?: PaymentPrompt }> {
  return billingStatusOf(await db.select().from(subscriptions).where(eq(subscriptions.parent_id, parentId)), subjectId, nowMs);
}

/** What {@link billingStatusOf} reads of a subscription. */
export type BillingSubscription = Pick<SubscriptionRow, 'status' | 'subject_ids' | 'current_period_end'>;

/** {@link subjectBillingStatus} of subscription rows the caller already read. */
export function billingStatusOf(rows: BillingSubscription[], subjectId: number, nowMs: number): { status: BillingStatus; paymentPrompt?: PaymentPrompt } {
  let unpaid: PaymentPrompt | undefined;
  for (const s of rows) {
    if (!s.subject_ids.includes(subjectId)) continue;
    if (s.status === 'ACTIVE' || s.status === 'GIFT' || s.status === 'SCHOLARSHIP') return { status: 'paid' };
    if (s.status === 'CANCELLED_END_OF_BILLING_PERIOD' && s.current_period_end && s.current_period_end.getTime() > nowMs) return { status: 'paid' };
    if (s.status === 'FAILED') unpaid = 'ASK_PAYMENT_HARD';
    if (s.status === 'HOLD') unpaid ??= 'ASK_PAYMENT_SOFT';
  }
  return unpaid ? { status: 'unpaid', paymentPrompt: unpaid } : { status: 'free' };
}

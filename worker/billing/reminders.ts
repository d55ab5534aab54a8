/**
 * Billing e-mails through the existing mailer (issue 14 "Consent that means something"; spec part
 * 1 section 9 "three-day reminder"): the reminder three days before the free month ends, with the
 * date, the price and a one-click cancel link (a single-use action token, {@link cancelWithToken});
 * and the receipt at each renewal (sent by the webhook on
 * `invoice.paid` for a renewal, worker/billing/webhook.ts). Who gets a reminder is a pure rule
 * ({@link dueForTrialReminder}); {@link sendTrialReminders} is the scheduled job (hourly: scripts/start.ts
 * on Node, the cron trigger on Workers).
 */
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { action_tokens, parents, subscriptions } from '../../db/schema';
import { randomToken, sha256Hex } from '../auth/password-reset';
import type { Deps } from '../env';
import { mailerFor } from '../mail/mailer';
import { invalid } from '../lib/errors';
import { formatUsd, REMINDER_BEFORE_TRIAL_END_MS } from './billing-rules';
import { cancelSubscription, listSubscriptions } from './subscriptions.service';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The reminder's cancel link keeps working this long after the free month ends, ms (30 days). */
export const CANCEL_LINK_AFTER_TRIAL_MS = 30 * 24 * 3600 * 1000;

/**
 * Whether the three-day reminder is due for this subscription now: a Stripe membership still
 * ACTIVE in its free month, ending within {@link REMINDER_BEFORE_TRIAL_END_MS} (3 days), not yet reminded.
 * A cancelled, held or failed one is not charged at the trial's end, so it gets none.
 */
export function dueForTrialReminder(row: Pick<SubscriptionRow, 'status' | 'provider' | 'trial_end' | 'trial_reminder_sent_at'>, nowMs: number): boolean {
  if (row.status !== 'ACTIVE' || row.provider !== 'stripe' || !row.trial_end || row.trial_reminder_sent_at) return false;
  const left = row.trial_end.getTime() - nowMs;
  return left > 0 && left <= REMINDER_BEFORE_TRIAL_END_MS;
}

/** A date as parents read it in the e-mails: `Tuesday, December 22, 2026` (UTC). */
function longDate(d: Date): string {
  return d.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The reminder's text: when the free month ends, what is charged then, how to cancel (one page, no extra steps). */
export function trialReminderMessage(firstName: string, trialEnd: Date, monthlyCents: number, cancelUrl: string) {
  const when = longDate(trialEnd);
  const price = formatUsd(monthlyCents);
  return {
    subject: `Your free month of Monsterific ends on ${when}`,
    text: [
      `Hi ${firstName},`,
      '',
      `Your free month ends on ${when}. From then, ${price} a month is charged to your card until you cancel.`,
      `To pay nothing, cancel before ${when}: ${cancelUrl}`,
      '',
      'If you keep your membership, there is nothing to do. No commitments: you can cancel any time in My Account.',
    ].join('\n'),
  };
}

/**
 * Sends every due reminder once. Each row is claimed (a conditional update of
 * `trial_reminder_sent_at`) before its e-mail goes, so two runs at once never send two; a failed
 * send is logged and its claim released for the next run.
 * @returns how many reminders were sent.
 */
export async function sendTrialReminders(deps: Deps, origin: string): Promise<number> {
  const now = deps.clock.nowMs();
  const rows = await deps.db
    .select({ sub: subscriptions, email: parents.email, first_name: parents.first_name })
    .from(subscriptions)
    .innerJoin(parents, eq(parents.id, subscriptions.parent_id))
    .where(
      and(
        eq(subscriptions.status, 'ACTIVE'),
        eq(subscriptions.provider, 'stripe'),
        isNull(subscriptions.trial_reminder_sent_at),
        gt(subscriptions.trial_end, new Date(now)),
        lte(subscriptions.trial_end, new Date(now + REMINDER_BEFORE_TRIAL_END_MS)),
      ),
    );
  const mailer = mailerFor(deps);
  let sent = 0;
  for (const { sub, email, first_name } of rows.filter((r) => dueForTrialReminder(r.sub, now))) {
    const claimed = await deps.db
      .update(subscriptions)
      .set({ trial_reminder_sent_at: new Date(now) })
      .where(and(eq(subscriptions.id, sub.id), isNull(subscriptions.trial_reminder_sent_at)))
      .returning({ id: subscriptions.id });
    if (claimed.length === 0) continue;
    const token = randomToken();
    await deps.db.insert(action_tokens).values({
      token_hash: await sha256Hex(token),
      purpose: 'cancel_subscription',
      role: 'parent',
      user_id: sub.parent_id,
      expires_at: new Date(sub.trial_end!.getTime() + CANCEL_LINK_AFTER_TRIAL_MS),
      created_at: new Date(now),
    });
    const message = trialReminderMessage(first_name, sub.trial_end!, sub.monthly_cents, `${origin.replace(/\/$/, '')}/cancel-membership?token=${encodeURIComponent(token)}`);
    try {
      await mailer.send({ to: email, ...message, tags: { kind: 'trial_reminder' } });
      sent += 1;
    } catch (e) {
      console.error(`Trial reminder for subscription ${sub.id} not sent: ${(e as Error).message}`);
      await deps.db.update(subscriptions).set({ trial_reminder_sent_at: null }).where(eq(subscriptions.id, sub.id));
    }
  }
  return sent;
}

/** The renewal receipt's text: what was charged, for which period, the next charge, how to cancel. */
export function receiptMessage(firstName: string, amountCents: number, periodEnd: Date, cancelUrl: string) {
  return {
    subject: `Your Monsterific receipt: ${formatUsd(amountCents)}`,
    text: [
      `Hi ${firstName},`,
      '',
      `Thank you! We charged ${formatUsd(amountCents)} to your card for another month of Monsterific.`,
      `Your membership renews on ${longDate(periodEnd)} unless you cancel before then: ${cancelUrl}`,
    ].join('\n'),
  };
}

export const CANCEL_LINK_INVALID = 'This cancel link is not valid. Please cancel in My Account.';

/**
 * The reminder's one-click cancel (`POST /api/o1/cancel_subscription_with_token`): the link's token
 * cancels the parent's membership at the period's end, with no login and no extra step. A second
 * click answers the same (the token is used, the membership already cancelled).
 * @throws DomainError 422 {@link CANCEL_LINK_INVALID} for an unknown or expired token.
 */
export async function cancelWithToken(deps: Deps, token: string) {
  const now = deps.clock.nowMs();
  const [row] = await deps.db.select().from(action_tokens).where(eq(action_tokens.token_hash, await sha256Hex(token)));
  if (!row || row.purpose !== 'cancel_subscription' || row.role !== 'parent' || row.expires_at.getTime() <= now) throw invalid(CANCEL_LINK_INVALID, { token: CANCEL_LINK_INVALID });
  const [parent] = await deps.db.select().from(parents).where(eq(parents.id, row.user_id));
  if (!parent) throw invalid(CANCEL_LINK_INVALID, { token: CANCEL_LINK_INVALID });
  const first = await deps.db
    .update(action_tokens)
    .set({ used_at: new Date(now) })
    .where(and(eq(action_tokens.id, row.id), isNull(action_tokens.used_at)))
    .returning({ id: action_tokens.id });
  if (first.length === 0) {
    const [latest] = await listSubscriptions(deps.db, parent.id);
    if (!latest) throw invalid(CANCEL_LINK_INVALID, { token: CANCEL_LINK_INVALID });
    return { subscription: latest };
  }
  return cancelSubscription(deps, parent, { action: 'cancel', cancelReason: 'reminder_email_link' });
}

import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { guests, parents, refresh_tokens, students, subscriptions, type ParentRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { subjectBillingStatus, SUBJECT_IDS } from '../billing/billing.service';
import { verifyPassword } from '../auth/passwords';
import type { Deps } from '../env';
import { invalid, notFound } from '../lib/errors';
import { WRONG_ACCOUNT_PASSWORD } from './parents.routes';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

/** Loads a parent. @throws HttpError 404 when it no longer exists. */
export async function loadParent(db: Db, id: number): Promise<ParentRow> {
  const [parent] = await db.select().from(parents).where(eq(parents.id, id));
  if (!parent) throw notFound('Parent');
  return parent;
}

/**
 * Checks the parent's password.
 * @throws HttpError 422 with `message` on `field` when it is wrong.
 */
export async function checkParentPassword(parent: ParentRow, password: string, field: string, message = WRONG_ACCOUNT_PASSWORD) {
  if (!(await verifyPassword(password, parent.password_hash))) throw invalid(message, { [field]: message });
}

/**
 * The account's payment status (spec part 1 section 4 "Account payment status: free, paid,
 * unpaid"): paid when any subject is paid, unpaid when a subscription is FAILED or on HOLD,
 * otherwise free. `subscription_status` is the newest subscription's, or NO_SUBSCRIPTION.
 */
export async function accountStatus(deps: Deps, parentId: number) {
  const subs = await deps.db.select().from(subscriptions).where(eq(subscriptions.parent_id, parentId)).orderBy(sql`${subscriptions.id} desc`);
  const now = deps.clock.nowMs();
  const statuses = await Promise.all(Object.values(SUBJECT_IDS).map(async (id) => ({ id, ...(await subjectBillingStatus(deps.db, parentId, id, now)) })));
  const paid = statuses.filter((s) => s.status === 'paid');
  const unpaid = statuses.find((s) => s.status === 'unpaid');
  return {
    payment_status: paid.length > 0 ? ('paid' as const) : unpaid ? ('unpaid' as const) : ('free' as const),
    subscription_status: subs[0]?.status ?? ('NO_SUBSCRIPTION' as const),
    payment_prompt: paid.length === 0 && unpaid?.paymentPrompt ? unpaid.paymentPrompt : null,
    subject_ids: paid.map((s) => s.id),
  };
}

/**
 * Deletes a parent and, through the foreign keys' ON DELETE CASCADE, its students and every row of
 * theirs (games, answers, gems, monsters, feedbacks, usage, events...). Guests that became this
 * family are deleted too (their variables came from the funnel), and all their refresh tokens
 * are revoked by deletion. One transaction: nothing half-deleted.
 */
export async function deleteParentAccount(db: Db, parentId: number) {
  await db.transaction(async (tx) => {
    const kids = (await tx.select({ id: students.id }).from(students).where(eq(students.parent_id, parentId))).map((s) => s.id);
    await tx.delete(guests).where(kids.length ? or(eq(guests.parent_id, parentId), inArray(guests.student_id, kids)) : eq(guests.parent_id, parentId));
    await tx.delete(refresh_tokens).where(and(eq(refresh_tokens.role, 'parent'), eq(refresh_tokens.user_id, parentId)));
    if (kids.length) await tx.delete(refresh_tokens).where(and(eq(refresh_tokens.role, 'student'), inArray(refresh_tokens.user_id, kids)));
    await tx.delete(parents).where(eq(parents.id, parentId));
  });
}

/** Deletes one student and all its data (cascade), its guests and refresh tokens. */
export async function deleteStudent(db: Db, studentId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(guests).where(eq(guests.student_id, studentId));
    await tx.delete(refresh_tokens).where(and(eq(refresh_tokens.role, 'student'), eq(refresh_tokens.user_id, studentId)));
    await tx.delete(students).where(eq(students.id, studentId));
  });
}

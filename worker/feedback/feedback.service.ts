import { and, desc, eq } from 'drizzle-orm';
import { feedbacks, type FeedbackRow } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../env';
import { notFound } from '../lib/errors';
import type { Feedback } from './feedback.contracts';

/** Who a feedback belongs to: exactly the columns set on it. */
export type FeedbackOwner = { student_id: number; guest_id?: number } | { parent_id: number } | { guest_id: number };

/** API shape of a feedback row (timestamps as ISO 8601 UTC). */
export function toFeedback(r: FeedbackRow): Feedback {
  return {
    id: r.id,
    stars: r.stars,
    notes: r.notes,
    source: r.source,
    guest_id: r.guest_id,
    student_id: r.student_id,
    parent_id: r.parent_id,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

function ownerWhere(owner: FeedbackOwner) {
  if ('parent_id' in owner) return eq(feedbacks.parent_id, owner.parent_id);
  if ('student_id' in owner) return eq(feedbacks.student_id, owner.student_id);
  return eq(feedbacks.guest_id, owner.guest_id);
}

/** The owner's feedbacks, newest first. */
export async function listFeedbacks(db: Db, owner: FeedbackOwner): Promise<Feedback[]> {
  const rows = await db.select().from(feedbacks).where(ownerWhere(owner)).orderBy(desc(feedbacks.id));
  return rows.map(toFeedback);
}

/** Saves a new feedback for `owner`, stamped by `clock`. */
export async function createFeedback(db: Db, owner: FeedbackOwner, body: { stars: number; notes: string; source: string }, clock: Clock): Promise<Feedback> {
  const at = new Date(clock.nowMs());
  const [row] = await db.insert(feedbacks).values({ ...body, ...owner, created_at: at, updated_at: at }).returning();
  return toFeedback(row!);
}

/**
 * Changes stars and/or notes of the owner's feedback.
 * `clock` stamps `updated_at`.
 * @throws DomainError 404 "Feedback not found." when it does not exist or belongs to someone else
 *   (the two answer alike so ids can't be probed).
 */
export async function updateFeedback(db: Db, owner: FeedbackOwner, id: number, body: { stars?: number | undefined; notes?: string | undefined }, clock: Clock): Promise<Feedback> {
  const set: Partial<FeedbackRow> = {};
  if (body.stars !== undefined) set.stars = body.stars;
  if (body.notes !== undefined) set.notes = body.notes;
  const [row] = await db
    .update(feedbacks)
    .set({ ...set, updated_at: new Date(clock.nowMs()) })
    .where(and(eq(feedbacks.id, id), ownerWhere(owner)))
    .returning();
  if (!row) throw notFound('Feedback');
  return toFeedback(row);
}

/**
 * Science access (DECISIONS "Access": free accounts open the first lesson of each science habitat):
 * the subject billing status of science (subject 3) for a student's parent, which lessons it
 * opens, and the 403 a locked lesson answers. Free and unpaid accounts open only the first lesson
 * of each habitat (its first topic's first lesson, in map order); unpaid ones also carry the
 * parent's payment prompt; paid ones open every lesson.
 */
import { asc, eq } from 'drizzle-orm';
import { SUBJECT_IDS, subjectBillingStatus } from '../billing/billing.service';
import { science_topics, video_lessons, type StudentRow } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import type { Deps } from '../env';
import { DomainError } from '../lib/errors';
import type { BillingStatus, PaymentPrompt } from '../math/level-access';

/** The science billing status of a student: `status` and, when unpaid, the parent's prompt. */
export interface ScienceBilling {
  status: BillingStatus;
  paymentPrompt: PaymentPrompt | null;
}

/** Reads the science billing status of the student's parent now. */
export async function scienceBilling(deps: Deps, student: Pick<StudentRow, 'parent_id'>, db: Db | Tx = deps.db): Promise<ScienceBilling> {
  const s = await subjectBillingStatus(db, student.parent_id, SUBJECT_IDS.science, deps.clock.nowMs());
  return { status: s.status, paymentPrompt: s.paymentPrompt ?? null };
}

/** The ids of the lessons open to every account: the first lesson of each habitat's first topic. */
export async function freeLessonIds(db: Db | Tx): Promise<Set<number>> {
  const rows = await db
    .select({ id: video_lessons.id, habitat: science_topics.science_habitat_key })
    .from(video_lessons)
    .innerJoin(science_topics, eq(science_topics.id, video_lessons.science_topic_id))
    .orderBy(asc(science_topics.science_habitat_key), asc(science_topics.position), asc(video_lessons.position), asc(video_lessons.id));
  const firstOf = new Map<string, number>();
  for (const r of rows) if (!firstOf.has(r.habitat)) firstOf.set(r.habitat, r.id);
  return new Set(firstOf.values());
}

/** Whether `lessonId` is beyond what the billing status opens. */
export function isLessonLocked(lessonId: number, billing: ScienceBilling, free: ReadonlySet<number>): boolean {
  return billing.status !== 'paid' && !free.has(lessonId);
}

/** The user-facing message of a locked lesson. */
export const SUBJECT_LOCKED = 'This lesson opens with a Science membership. Ask a grown-up!';

/**
 * Refuses a lesson beyond what the student's science billing status opens.
 * @throws DomainError 403 `subject_locked` with fields `billing` (and `payment_prompt` when unpaid).
 */
export async function assertLessonOpen(deps: Deps, student: Pick<StudentRow, 'parent_id'>, lessonId: number): Promise<void> {
  const billing = await scienceBilling(deps, student);
  if (billing.status === 'paid' || !isLessonLocked(lessonId, billing, await freeLessonIds(deps.db))) return;
  const fields: Record<string, string> = { billing: billing.status };
  if (billing.paymentPrompt) fields.payment_prompt = billing.paymentPrompt;
  throw new DomainError('locked', SUBJECT_LOCKED, 'subject_locked', fields);
}

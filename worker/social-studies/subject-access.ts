/**
 * Access by a subject's billing status (DECISIONS "Access"), shared by social studies and
 * Superskills (issue 17): the status of one subject for a student's parent, and the 403
 * `subject_locked` a locked lesson or episode answers (fields `billing`, and `payment_prompt` when
 * unpaid). Which content a status opens is each subject's rule (social-studies-access.ts,
 * worker/superskills/superskills-access.ts).
 */
import { subjectBillingStatus } from '../billing/billing.service';
import type { StudentRow } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import type { Deps } from '../env';
import { DomainError } from '../lib/errors';
import type { BillingStatus, PaymentPrompt } from '../math/level-access';

/** A subject's billing status for a student: `status` and, when unpaid, the parent's prompt. */
export interface SubjectBilling {
  status: BillingStatus;
  paymentPrompt: PaymentPrompt | null;
}

/** Reads the billing status of subject `subjectId` (SUBJECT_IDS) for the student's parent now. */
export async function subjectBilling(deps: Deps, student: Pick<StudentRow, 'parent_id'>, subjectId: number, db: Db | Tx = deps.db): Promise<SubjectBilling> {
  const s = await subjectBillingStatus(db, student.parent_id, subjectId, deps.clock.nowMs());
  return { status: s.status, paymentPrompt: s.paymentPrompt ?? null };
}

/** The map's or list's billing fields: `billing`, and `payment_prompt` only when unpaid. */
export function billingFields(b: SubjectBilling): { billing: BillingStatus; payment_prompt?: PaymentPrompt } {
  return { billing: b.status, ...(b.paymentPrompt ? { payment_prompt: b.paymentPrompt } : {}) };
}

/**
 * Refuses content the billing status does not open.
 * @param open whether the lesson or episode is open to every account (free content)
 * @throws DomainError 403 `subject_locked` with fields `billing` (and `payment_prompt` when unpaid) when not paid and not open.
 */
export function assertOpen(b: SubjectBilling, open: boolean, message: string): void {
  if (b.status === 'paid' || open) return;
  const fields: Record<string, string> = { billing: b.status };
  if (b.paymentPrompt) fields.payment_prompt = b.paymentPrompt;
  throw new DomainError('locked', message, 'subject_locked', fields);
}

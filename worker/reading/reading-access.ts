/**
 * Reading access (DECISIONS "Access"): the subject billing status of reading (subject 2) for a
 * student's parent, and the 403 a locked book answers. Free and unpaid accounts open level 1
 * only; unpaid ones also carry the parent's payment prompt.
 */
import { SUBJECT_IDS, subjectBillingStatus } from '../billing/billing.service';
import type { StudentRow } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import type { Deps } from '../env';
import { DomainError } from '../lib/errors';
import type { BillingStatus, PaymentPrompt } from '../math/level-access';
import { isLevelLocked } from './reading-rules';

/** The reading billing status of a student: `status` and, when unpaid, the parent's prompt. */
export interface ReadingBilling {
  status: BillingStatus;
  paymentPrompt: PaymentPrompt | null;
}

/** Reads the reading billing status of the student's parent now. */
export async function readingBilling(deps: Deps, student: Pick<StudentRow, 'parent_id'>, db: Db | Tx = deps.db): Promise<ReadingBilling> {
  const s = await subjectBillingStatus(db, student.parent_id, SUBJECT_IDS.reading, deps.clock.nowMs());
  return { status: s.status, paymentPrompt: s.paymentPrompt ?? null };
}

/** The user-facing message of a locked book. */
export const SUBJECT_LOCKED = 'This book opens with a Reading membership. Ask a grown-up!';

/**
 * Refuses a book beyond what the billing status opens.
 * @throws DomainError 403 `subject_locked` with fields `billing` (and `payment_prompt` when unpaid).
 */
export function assertBookOpen(book: { difficulty_level: number }, billing: ReadingBilling): void {
  if (!isLevelLocked(book.difficulty_level, billing.status)) return;
  const fields: Record<string, string> = { billing: billing.status };
  if (billing.paymentPrompt) fields.payment_prompt = billing.paymentPrompt;
  throw new DomainError('locked', SUBJECT_LOCKED, 'subject_locked', fields);
}

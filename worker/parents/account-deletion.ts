/**
 * Deleting a child or a whole account (spec part 1 section 7 "DELETE parents/{id}",
 * "DELETE parents/{id}/students"; issue 12 part 7 "deleting a child or an account removes every
 * row that names it"). What names a person, and how each kind goes:
 * - a `student_id` / `parent_id` foreign key: ON DELETE CASCADE from `students` / `parents`;
 * - the guests the child came from (`guests.student_id`, and `guests.parent_id` for the account):
 *   deleted here, which cascades to their guest-era behaviour events and feedback;
 * - `role` + `user_id` without a foreign key (`refresh_tokens`, `action_tokens`): deleted here;
 * - the login name inside a text key (`rate_limit_counters.key` = `<limit name>:<lowercased
 *   account>`): deleted here by that suffix, so a new child given the name starts clean;
 * - the development e-mail outbox: messages to the account's address, and messages about the
 *   child (tag `about` = `student:<id>`, see worker/mail/mailer.ts) are deleted here.
 * tests/api/deletion.test.ts walks the database's tables and proves nothing is left.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { action_tokens, email_outbox, guests, parents, rate_limit_counters, refresh_tokens, students } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { OUTBOX_ABOUT_TAG } from '../mail/mailer';

/** `text` as a LIKE pattern matching itself only: `\`, `%` and `_` escaped with `\` (PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Deletes the rate-limit counters keyed by `account` (a lowercased username or e-mail): every key
 * ending in `:<account>`, whatever the limit's name. Addresses never match: an e-mail has an `@`,
 * and a username (5 to 30 letters and digits) is longer than an IPv6 group.
 */
async function deleteAccountCounters(tx: Tx, account: string) {
  await tx.delete(rate_limit_counters).where(sql`${rate_limit_counters.key} like ${`%:${escapeLike(account.toLowerCase())}`}`);
}

/** Deletes everything of the given students that their row's cascade does not reach. */
async function deleteStudentsRows(tx: Tx, kids: { id: number; username: string }[]) {
  if (kids.length === 0) return;
  const ids = kids.map((k) => k.id);
  // Cascades to the behaviour events and feedback recorded while the child was a guest.
  await tx.delete(guests).where(inArray(guests.student_id, ids));
  await tx.delete(refresh_tokens).where(and(eq(refresh_tokens.role, 'student'), inArray(refresh_tokens.user_id, ids)));
  await tx.delete(action_tokens).where(and(eq(action_tokens.role, 'student'), inArray(action_tokens.user_id, ids)));
  const about = ids.map((id) => `student:${id}`);
  await tx.delete(email_outbox).where(inArray(sql<string>`${email_outbox.tags} ->> ${OUTBOX_ABOUT_TAG}`, about));
  for (const kid of kids) await deleteAccountCounters(tx, kid.username);
  await tx.delete(students).where(inArray(students.id, ids));
}

/**
 * Deletes a parent, its students and every row that names any of them, in one transaction
 * (nothing half-deleted). Does nothing for an unknown id.
 */
export async function deleteParentAccount(db: Db, parentId: number) {
  await db.transaction(async (tx) => {
    const [parent] = await tx.select({ email: parents.email }).from(parents).where(eq(parents.id, parentId));
    if (!parent) return;
    const kids = await tx.select({ id: students.id, username: students.username }).from(students).where(eq(students.parent_id, parentId));
    await deleteStudentsRows(tx, kids);
    await tx.delete(guests).where(eq(guests.parent_id, parentId));
    await tx.delete(refresh_tokens).where(and(eq(refresh_tokens.role, 'parent'), eq(refresh_tokens.user_id, parentId)));
    await tx.delete(action_tokens).where(and(eq(action_tokens.role, 'parent'), eq(action_tokens.user_id, parentId)));
    await tx.delete(email_outbox).where(or(eq(sql`lower(${email_outbox.to_address})`, parent.email.toLowerCase()), eq(sql`${email_outbox.tags} ->> ${OUTBOX_ABOUT_TAG}`, `parent:${parentId}`)));
    await deleteAccountCounters(tx, parent.email);
    await tx.delete(parents).where(eq(parents.id, parentId));
  });
}

/** Deletes one student and every row that names it, in one transaction. Does nothing for an unknown id. */
export async function deleteStudent(db: Db, studentId: number) {
  await db.transaction(async (tx) => {
    const kids = await tx.select({ id: students.id, username: students.username }).from(students).where(eq(students.id, studentId));
    await deleteStudentsRows(tx, kids);
  });
}

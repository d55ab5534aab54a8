import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { parents, students, subscriptions, type ParentRow } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { subjectBillingStatus, SUBJECT_IDS } from '../billing/billing.service';
import { revokeSessionsOf } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Clock, Deps } from '../env';
import { conflict, forbidden, invalid, notFound } from '../lib/errors';
import { toStudents } from '../students/students.service';
import { deleteStudent } from './account-deletion';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const USERNAME_TAKEN = 'That username is already taken. Please choose another one.';
export const WRONG_ACCOUNT_PASSWORD = 'Your account password is not correct.';
export const PASSWORD_ALREADY_CHOSEN = 'Your account already has a password. Please change it with your current password.';

/** Loads a parent. @throws DomainError 404 when it no longer exists. */
export async function loadParent(db: Db, id: number): Promise<ParentRow> {
  const [parent] = await db.select().from(parents).where(eq(parents.id, id));
  if (!parent) throw notFound('Parent');
  return parent;
}

/**
 * Checks the parent's password.
 * @throws DomainError 422 with `message` on `field` when it is wrong.
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

/** The parent's students in the API shape, oldest first. */
export async function studentsOf(db: Db, parentId: number) {
  const rows = await db.select().from(students).where(eq(students.parent_id, parentId)).orderBy(asc(students.id));
  return toStudents(db, rows);
}

/** The parent with its students (API shape). */
export async function parentWithStudents(db: Db, parent: ParentRow) {
  return { id: parent.id, email: parent.email, first_name: parent.first_name, last_name: parent.last_name, students: await studentsOf(db, parent.id) };
}

/**
 * Adds a student to the parent (spec part 1 section 5), after checking the account password.
 * @throws DomainError invalid {@link WRONG_ACCOUNT_PASSWORD} (field parent_password), conflict
 *   {@link USERNAME_TAKEN} (field username).
 */
export async function addStudent(
  deps: Deps,
  parent: ParentRow,
  body: { first_name: string; last_name: string; username: string; grade: number; new_password: string; parent_password: string },
) {
  await checkParentPassword(parent, body.parent_password, 'parent_password');
  const row = await insertStudent(deps, parent.id, body);
  const [student] = await toStudents(deps.db, [row]);
  return student!;
}

/**
 * Inserts a student of the parent (fields already checked by the spec's rules), its password
 * hashed. `db`: a transaction when part of a larger sign-up; `field` names the username field in
 * the conflict (the paid registration's `students.0.username`).
 * @throws DomainError conflict {@link USERNAME_TAKEN}.
 */
export async function insertStudent(
  deps: Deps,
  parentId: number,
  body: { first_name: string; last_name: string; username: string; grade: number; new_password: string },
  db: Db | Tx = deps.db,
  field = 'username',
) {
  const password_hash = await hashPassword(body.new_password, deps.config.argon2MemoryKiB);
  const now = new Date(deps.clock.nowMs());
  const [row] = await db
    .insert(students)
    .values({ parent_id: parentId, first_name: body.first_name, last_name: body.last_name, username: body.username.toLowerCase(), password_hash, grade: body.grade, created_at: now, updated_at: now })
    .onConflictDoNothing({ target: students.username })
    .returning();
  if (!row) throw conflict(USERNAME_TAKEN, { [field]: USERNAME_TAKEN });
  return row;
}

/** Updates the parent's names or analytics ids (nothing when `set` is empty), stamped by `clock`. */
export async function updateParent(db: Db, clock: Clock, parentId: number, set: Partial<Pick<ParentRow, 'first_name' | 'last_name' | 'analytics_client_id'>> & Record<string, unknown>) {
  if (Object.keys(set).length > 0) await db.update(parents).set({ ...set, updated_at: new Date(clock.nowMs()) }).where(eq(parents.id, parentId));
  return loadParent(db, parentId);
}

/** Sets the parent's options (stamped by `clock`); returns them. */
export async function setAccountPreferences(db: Db, clock: Clock, parentId: number, body: { dont_lock_at_daily_limit?: boolean | undefined; auto_read_aloud?: boolean | undefined }) {
  const set: Partial<Pick<ParentRow, 'dont_lock_at_daily_limit' | 'auto_read_aloud'>> = {};
  if (body.dont_lock_at_daily_limit !== undefined) set.dont_lock_at_daily_limit = body.dont_lock_at_daily_limit;
  if (body.auto_read_aloud !== undefined) set.auto_read_aloud = body.auto_read_aloud;
  if (Object.keys(set).length > 0) await db.update(parents).set({ ...set, updated_at: new Date(clock.nowMs()) }).where(eq(parents.id, parentId));
  return accountPreferencesOf(await loadParent(db, parentId));
}

/** The parent's options as the preferences API shows them. */
export function accountPreferencesOf(parent: Pick<ParentRow, 'dont_lock_at_daily_limit' | 'auto_read_aloud'>) {
  return { dont_lock_at_daily_limit: parent.dont_lock_at_daily_limit, auto_read_aloud: parent.auto_read_aloud };
}

/**
 * Changes the parent's password and ends every other session of the account (the caller's own
 * session, refresh family `keepFamily`, stays logged in: issue 12 part 4).
 * @throws DomainError invalid {@link WRONG_CURRENT_PASSWORD} (field current_password).
 */
export async function changeParentPassword(deps: Deps, parent: ParentRow, currentPassword: string, newPassword: string, keepFamily?: string) {
  await checkParentPassword(parent, currentPassword, 'current_password', WRONG_CURRENT_PASSWORD);
  const password_hash = await hashPassword(newPassword, deps.config.argon2MemoryKiB);
  const now = deps.clock.nowMs();
  await deps.db.transaction(async (tx) => {
    await tx.update(parents).set({ password_hash, password_chosen: true, updated_at: new Date(now) }).where(eq(parents.id, parent.id));
    await revokeSessionsOf(tx, 'parent', parent.id, now, keepFamily);
  });
}

/**
 * Chooses a password for an account created without one (funnel "create password"); like any
 * password change it ends the account's other sessions (all but refresh family `keepFamily`).
 * @throws DomainError conflict {@link PASSWORD_ALREADY_CHOSEN}.
 */
export async function choosePassword(deps: Deps, parentId: number, newPassword: string, keepFamily?: string) {
  const password_hash = await hashPassword(newPassword, deps.config.argon2MemoryKiB);
  const now = deps.clock.nowMs();
  const done = await deps.db.transaction(async (tx) => {
    // Conditional update: two concurrent calls can't both set it.
    const rows = await tx
      .update(parents)
      .set({ password_hash, password_chosen: true, updated_at: new Date(now) })
      .where(and(eq(parents.id, parentId), eq(parents.password_chosen, false)))
      .returning({ id: parents.id });
    if (rows.length > 0) await revokeSessionsOf(tx, 'parent', parentId, now, keepFamily);
    return rows.length > 0;
  });
  if (!done) throw conflict(PASSWORD_ALREADY_CHOSEN);
}

/**
 * Updates several of the parent's students at once (all or nothing, stamped by `clock`); returns all of them.
 * @throws DomainError forbidden when any id is not the parent's student (nothing changes).
 */
export async function updateStudents(db: Db, clock: Clock, parentId: number, changes: ({ id: number } & Record<string, unknown>)[]) {
  const now = new Date(clock.nowMs());
  await db.transaction(async (tx) => {
    const ids = changes.map((s) => s.id);
    const own = await tx.select({ id: students.id }).from(students).where(and(inArray(students.id, ids), eq(students.parent_id, parentId)));
    if (own.length !== new Set(ids).size) throw forbidden();
    for (const { id: studentId, ...set } of changes) {
      if (Object.keys(set).length) await tx.update(students).set({ ...set, updated_at: now }).where(eq(students.id, studentId));
    }
  });
  return studentsOf(db, parentId);
}

/**
 * Removes one of the parent's students and all of its data, after checking the account password.
 * @throws DomainError invalid (wrong password, field parent_password), forbidden when it is not the parent's student.
 */
export async function removeStudent(db: Db, parent: ParentRow, studentId: number, password: string) {
  await checkParentPassword(parent, password, 'parent_password');
  const [student] = await db.select().from(students).where(and(eq(students.id, studentId), eq(students.parent_id, parent.id)));
  if (!student) throw forbidden();
  await deleteStudent(db, student.id);
}

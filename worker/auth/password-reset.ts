/**
 * Forgot password (spec part 1 section 7: `/forgot_password`, `/validate_action_token`,
 * `/update_password_with_token`). A reset link carries a random single-use token that expires
 * after {@link RESET_TOKEN_TTL_MS}; only its SHA-256 is stored. A student's link goes to its
 * parent's e-mail (children have no e-mail address here).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { action_tokens, admin_users, parents, students } from '../../db/schema';
import type { AuthUser, Deps } from '../env';
import { DomainError } from '../lib/errors';
import { describeError } from '../lib/error-log';
import { mailerFor, MailError } from '../mail/mailer';
import { revokeSessionsOf } from './auth.service';
import { hashPassword } from './passwords';

/** Reset links live one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** Answer to every forgot-password request, whether or not the account exists (no account probing). */
export const FORGOT_PASSWORD_SENT = "If we have an account with that e-mail or username, we've sent an e-mail with a link to choose a new password.";
export const TOKEN_INVALID = 'This link is not valid. Please ask for a new password reset e-mail.';
export const TOKEN_USED = 'This link was already used. Please ask for a new password reset e-mail.';
export const TOKEN_EXPIRED = 'This link has expired. Please ask for a new password reset e-mail.';
export const PASSWORD_UPDATED = 'Your password has been changed. You can log in with it now.';
export const STUDENT_PASSWORD_TOO_SHORT = "The student's password must be longer than 5 characters.";
export const MAIL_FAILED = 'We could not send the e-mail right now. Please try again in a few minutes.';

/** Hex SHA-256 of a token: what `action_tokens.token_hash` stores (also the billing e-mails' cancel links). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** 32 random bytes, base64url (43 characters). */
export function randomToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

interface ResetTarget {
  user: AuthUser;
  /** Where the e-mail goes. */
  email: string;
  /** Whose password it is, for the e-mail text. */
  firstName: string;
  /** Greeting name of the mailbox owner. */
  ownerName: string;
}

async function findTarget(deps: Deps, emailOrUsername: string): Promise<ResetTarget | null> {
  const login = emailOrUsername.trim().toLowerCase();
  if (login.includes('@')) {
    const [p] = await deps.db.select().from(parents).where(eq(parents.email, login));
    if (p) return { user: { role: 'parent', id: p.id }, email: p.email, firstName: p.first_name, ownerName: p.first_name };
    const [a] = await deps.db.select().from(admin_users).where(eq(admin_users.email, login));
    if (a) return { user: { role: 'admin', id: a.id }, email: a.email, firstName: a.first_name, ownerName: a.first_name };
    return null;
  }
  const [row] = await deps.db
    .select({ id: students.id, first_name: students.first_name, parent_id: students.parent_id, email: parents.email, parent_first: parents.first_name })
    .from(students)
    .innerJoin(parents, eq(parents.id, students.parent_id))
    .where(eq(students.username, login));
  return row ? { user: { role: 'student', id: row.id, parentId: row.parent_id }, email: row.email, firstName: row.first_name, ownerName: row.parent_first } : null;
}

/**
 * Starts a reset: when the account exists, stores a new token and e-mails the link
 * `{origin}/reset-password?token=...`. Answers the same either way.
 * @param origin the client's public origin (config.publicUrl or the request's origin)
 * @throws DomainError 503 {@link MAIL_FAILED} when the mailer fails (the token is then deleted).
 */
export async function startPasswordReset(deps: Deps, emailOrUsername: string, origin: string): Promise<void> {
  const target = await findTarget(deps, emailOrUsername);
  if (!target) return;
  const token = randomToken();
  const now = deps.clock.nowMs();
  const [row] = await deps.db
    .insert(action_tokens)
    .values({ token_hash: await sha256Hex(token), purpose: 'reset_password', role: target.user.role, user_id: target.user.id, expires_at: new Date(now + RESET_TOKEN_TTL_MS), created_at: new Date(now) })
    .returning({ id: action_tokens.id });
  const link = `${origin.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  const forWhom = target.user.role === 'student' ? `${target.firstName}'s Monsterific password` : 'your Monsterific password';
  const text = [
    `Hi ${target.ownerName},`,
    '',
    `Someone asked to reset ${forWhom}. To choose a new one, open this link within the next hour:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for this, you can ignore this e-mail: nothing changes.',
    '',
    'The Monsterific team',
  ].join('\n');
  try {
    const about = target.user.role === 'student' ? { about: { role: 'student' as const, id: target.user.id } } : {};
    await mailerFor(deps).send({ to: target.email, subject: `Reset ${forWhom}`, text, tags: { kind: 'reset_password' }, ...about });
  } catch (e) {
    // The outbox mailer writes to the database: its errors can carry the address and the link.
    console.error('[mail] password reset e-mail failed:', e instanceof MailError ? e.message : describeError(e));
    await deps.db.delete(action_tokens).where(eq(action_tokens.id, row!.id));
    throw new DomainError('unavailable', MAIL_FAILED, 'mail_failed');
  }
}

const tokenError = (message: string, code: string) => new DomainError('invalid', message, code, { token: message });

/**
 * Looks a reset token up and says why it can't be used.
 * @throws DomainError 422 `token_invalid` / `token_used` / `token_expired` with the messages above.
 */
async function usableToken(deps: Deps, token: string) {
  const [row] = await deps.db.select().from(action_tokens).where(eq(action_tokens.token_hash, await sha256Hex(token)));
  if (!row || row.purpose !== 'reset_password') throw tokenError(TOKEN_INVALID, 'token_invalid');
  if (row.used_at) throw tokenError(TOKEN_USED, 'token_used');
  if (row.expires_at.getTime() <= deps.clock.nowMs()) throw tokenError(TOKEN_EXPIRED, 'token_expired');
  return row;
}

/** Checks a reset token without using it; returns whose password it resets. */
export async function validateActionToken(deps: Deps, token: string) {
  const row = await usableToken(deps, token);
  const firstName = await firstNameOf(deps, row.role, row.user_id);
  // usableToken accepts reset tokens only.
  return { purpose: 'reset_password' as const, role: row.role, first_name: firstName, expires_at: row.expires_at.toISOString() };
}

async function firstNameOf(deps: Deps, role: AuthUser['role'], id: number): Promise<string> {
  const table = role === 'student' ? students : role === 'parent' ? parents : admin_users;
  const [u] = await deps.db.select({ first_name: table.first_name }).from(table).where(eq(table.id, id));
  return u?.first_name ?? '';
}

/**
 * Sets a new password with a reset token: the token is marked used in the same transaction that
 * changes the password (a second use or a concurrent one fails), every other reset token of the
 * user is used up and every refresh token of the user is revoked (other sessions end).
 * @throws DomainError 422 for a bad token (as {@link validateActionToken}) or a student password of 5
 *   characters or fewer (`new_password`).
 */
export async function updatePasswordWithToken(deps: Deps, token: string, newPassword: string): Promise<void> {
  const row = await usableToken(deps, token);
  if (row.role === 'student' && newPassword.length < 6) throw new DomainError('invalid', STUDENT_PASSWORD_TOO_SHORT, 'invalid', { new_password: STUDENT_PASSWORD_TOO_SHORT });
  const password_hash = await hashPassword(newPassword, deps.config.argon2MemoryKiB);
  const now = new Date(deps.clock.nowMs());
  const ok = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(action_tokens)
      .set({ used_at: now })
      .where(and(eq(action_tokens.id, row.id), isNull(action_tokens.used_at), gt(action_tokens.expires_at, now)))
      .returning({ id: action_tokens.id });
    if (!claimed) return false;
    const table = row.role === 'student' ? students : row.role === 'parent' ? parents : admin_users;
    await tx.update(table).set({ password_hash, updated_at: now }).where(eq(table.id, row.user_id));
    await tx
      .update(action_tokens)
      .set({ used_at: now })
      .where(and(eq(action_tokens.role, row.role), eq(action_tokens.user_id, row.user_id), isNull(action_tokens.used_at)));
    await revokeSessionsOf(tx, row.role, row.user_id, now.getTime());
    return true;
  });
  // Lost a race with another use of the same link (or it expired meanwhile).
  if (!ok) throw tokenError(TOKEN_USED, 'token_used');
}

import { and, eq, isNull, ne } from 'drizzle-orm';
import { admin_users, parents, refresh_tokens, students } from '../../db/schema';
import type { Db } from '../../db/types';
import type { AuthUser, Deps } from '../env';
import { conflict, unauthorized } from '../lib/errors';
import { signAccessToken, signRefreshToken, verifyRefreshToken } from './tokens';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

/** The message for any failed login: it never tells which of the two was wrong. */
export const BAD_LOGIN = 'That e-mail/username and password do not match. Please try again.';

/**
 * Issues an access token and a new refresh token (a new family unless `familyId` is given). The
 * access token names the family and the refresh token's id (its session, see {@link sessionAlive}).
 * @returns both JWTs, the refresh token's id and its `refresh_exp` (seconds since the epoch, like a
 *   JWT `exp`); the refresh token's id is recorded in `refresh_tokens`.
 */
export async function issueTokens(deps: Deps, user: AuthUser, familyId?: string, db: Db = deps.db) {
  const now = deps.clock.nowMs();
  const jti = crypto.randomUUID();
  const fam = familyId ?? crypto.randomUUID();
  await db.insert(refresh_tokens).values({
    id: jti,
    family_id: fam,
    role: user.role,
    user_id: user.id,
    expires_at: new Date(now + deps.config.refreshTokenTtlS * 1000),
    created_at: new Date(now),
  });
  const { session: _session, ...bare } = user;
  return {
    access_token: await signAccessToken(bare, { fam, sid: jti }, deps.config.jwtSecret, now, deps.config.accessTokenTtlS),
    refresh_token: await signRefreshToken(jti, fam, deps.config.jwtSecret, now, deps.config.refreshTokenTtlS),
    refresh_exp: Math.floor(now / 1000) + deps.config.refreshTokenTtlS,
    jti,
  };
}

/**
 * True while the access token's session is alive: the refresh token issued with it still exists
 * and is not revoked. Logout and reuse detection revoke the whole family, a password change the
 * user's other families, deleting an account or a child deletes the rows, so each of them ends
 * the access tokens too (issue 12 part 4). One primary-key lookup per authenticated request
 * (docs/decisions.md "Access tokens end with their session").
 */
export async function sessionAlive(db: Db, sid: string): Promise<boolean> {
  const [row] = await db.select({ revoked_at: refresh_tokens.revoked_at }).from(refresh_tokens).where(eq(refresh_tokens.id, sid)).limit(1);
  return row !== undefined && row.revoked_at === null;
}

/**
 * Revokes every session of a user, except the family `keepFamily` (the caller's own session when
 * it changes its own password). Used by every password change (issue 12 part 4).
 */
export async function revokeSessionsOf(db: Db, role: AuthUser['role'], userId: number, nowMs: number, keepFamily?: string): Promise<void> {
  const mine = and(eq(refresh_tokens.role, role), eq(refresh_tokens.user_id, userId), isNull(refresh_tokens.revoked_at));
  await db
    .update(refresh_tokens)
    .set({ revoked_at: new Date(nowMs) })
    .where(keepFamily ? and(mine, ne(refresh_tokens.family_id, keepFamily)) : mine);
}

/**
 * Checks credentials: an e-mail finds a parent or admin, anything else a student username. Every
 * failure runs one Argon2 verification: an unknown account is checked against a dummy hash with the
 * same parameters, so the answer's timing does not tell whether the account exists (issue 12
 * part 5). An e-mail registered as both a parent and an admin is checked against both.
 * @throws DomainError 401 with {@link BAD_LOGIN}.
 */
export async function authenticate(deps: Deps, emailOrUsername: string, password: string): Promise<AuthUser> {
  const login = emailOrUsername.trim().toLowerCase();
  if (login.includes('@')) {
    const [parent] = await deps.db.select().from(parents).where(eq(parents.email, login));
    if (parent && (await verifyPassword(password, parent.password_hash))) return { role: 'parent', id: parent.id };
    const [admin] = await deps.db.select().from(admin_users).where(eq(admin_users.email, login));
    if (admin && (await verifyPassword(password, admin.password_hash))) return { role: 'admin', id: admin.id };
    if (!parent && !admin) await verifyAgainstDummy(password, deps.config.argon2MemoryKiB);
    throw unauthorized(BAD_LOGIN);
  }
  const [student] = await deps.db.select().from(students).where(eq(students.username, login));
  if (student && (await verifyPassword(password, student.password_hash))) {
    return { role: 'student', id: student.id, parentId: student.parent_id };
  }
  if (!student) await verifyAgainstDummy(password, deps.config.argon2MemoryKiB);
  throw unauthorized(BAD_LOGIN);
}

/**
 * Rotates a refresh token: the presented one is marked replaced and a new pair is issued in the
 * same family. Presenting an already used or revoked token revokes the whole family (theft signal).
 * @throws DomainError 401 "User not found" when the token is invalid, reused, expired or its user is gone.
 */
export async function rotateRefreshToken(deps: Deps, token: string) {
  const now = deps.clock.nowMs();
  const claims = await verifyRefreshToken(token, deps.config.jwtSecret, now);
  if (!claims) throw unauthorized('User not found');
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(refresh_tokens).where(eq(refresh_tokens.id, claims.jti)).for('update');
    if (!row) return null;
    if (row.revoked_at || row.replaced_by) {
      // Committed before answering 401: the revocation must survive the failed request.
      await tx
        .update(refresh_tokens)
        .set({ revoked_at: new Date(now) })
        .where(and(eq(refresh_tokens.family_id, row.family_id), isNull(refresh_tokens.revoked_at)));
      return null;
    }
    const user = await loadAuthUser(tx, row.role, row.user_id);
    if (!user) return null;
    const tokens = await issueTokens(deps, user, row.family_id, tx);
    await tx.update(refresh_tokens).set({ replaced_by: tokens.jti }).where(eq(refresh_tokens.id, row.id));
    return { access_token: tokens.access_token, refresh_token: tokens.refresh_token, refresh_exp: tokens.refresh_exp, role: user.role, user_id: user.id };
  });
  if (!outcome) throw unauthorized('User not found');
  return outcome;
}

async function loadAuthUser(db: Db, role: AuthUser['role'], id: number): Promise<AuthUser | null> {
  if (role === 'student') {
    const [s] = await db.select({ id: students.id, parent_id: students.parent_id }).from(students).where(eq(students.id, id));
    return s ? { role, id: s.id, parentId: s.parent_id } : null;
  }
  const table = role === 'parent' ? parents : admin_users;
  const [u] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return u ? { role, id: u.id } : null;
}

/**
 * Logout: revokes the refresh token's whole family, so neither it nor any token rotated from it
 * works again. An invalid or expired token has nothing left to revoke and is not an error.
 */
export async function revokeRefreshToken(deps: Deps, token: string): Promise<void> {
  const claims = await verifyRefreshToken(token, deps.config.jwtSecret, deps.clock.nowMs());
  if (!claims) return;
  await deps.db
    .update(refresh_tokens)
    .set({ revoked_at: new Date(deps.clock.nowMs()) })
    .where(and(eq(refresh_tokens.family_id, claims.fam), isNull(refresh_tokens.revoked_at)));
}

export const DUPLICATE_ACCOUNT = 'There is already an account registered with us with that email.';

/**
 * Creates a free parent account and logs it in. `db`: a transaction when the account is part of a
 * larger sign-up (the paid registration, worker/billing/registration.ts), so it all commits or none does.
 * @throws DomainError conflict {@link DUPLICATE_ACCOUNT} (field email) when the e-mail is registered.
 */
export async function signUpParent(deps: Deps, body: { email: string; password: string; first_name: string; last_name: string }, db: Db = deps.db) {
  const password_hash = await hashPassword(body.password, deps.config.argon2MemoryKiB);
  const now = new Date(deps.clock.nowMs());
  const [parent] = await db
    .insert(parents)
    .values({ email: body.email, password_hash, first_name: body.first_name, last_name: body.last_name, created_at: now, updated_at: now })
    .onConflictDoNothing({ target: parents.email })
    .returning();
  if (!parent) throw conflict(DUPLICATE_ACCOUNT, { email: DUPLICATE_ACCOUNT });
  const { access_token, refresh_token, refresh_exp } = await issueTokens(deps, { role: 'parent', id: parent.id }, undefined, db);
  return { parent: { id: parent.id, email: parent.email, first_name: parent.first_name, last_name: parent.last_name }, access_token, refresh_token, refresh_exp };
}

import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import { refresh_tokens, students, type GuestRow, type ParentRow, type StudentRow } from '../../db/schema';
import type { AppEnv, AuthUser, Deps } from '../env';
import { GUEST_HEADER, requireGuest } from '../guests/guest-auth';
import { loadParent } from '../parents/account.service';
import { forbidden, notFound, unauthorized } from '../lib/errors';
import type { AccessDeclaration } from '../lib/access';
import { sessionAlive } from './auth.service';
import { verifyAccessToken } from './tokens';

const SESSION_ENDED = 'Your session has expired. Please log in again.';

/**
 * Checks the bearer access token's signature and expiry and returns its user. Its session (not
 * logged out, revoked by reuse or a password change, not deleted: issue 12 part 4) is checked
 * later, by {@link requireLiveSession} or, for the student kinds, in the same round trip as the
 * student's row (issue 21: the answer path's round trips); `c.var.sessionChecked` says whether it was.
 * @throws DomainError unauthorized (401).
 */
async function authenticate(c: Context<AppEnv>): Promise<AuthUser> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('No Access Token');
  const deps = c.env.deps;
  const user = await verifyAccessToken(match[1], deps.config.jwtSecret, deps.clock.nowMs());
  if (!user) throw unauthorized(SESSION_ENDED);
  return user;
}

/**
 * Ends a request whose access token's session has ended (one primary-key read), once per request.
 * Every /api/v1 address runs it: the routes' access check, and the unknown-address answer.
 * @throws DomainError unauthorized (401).
 */
export async function requireLiveSession(c: Context<AppEnv>): Promise<void> {
  const user = c.get('user') as AuthUser | undefined;
  if (!user || c.get('sessionChecked')) return;
  if (!(await sessionAlive(c.env.deps.db, user.session?.sid ?? ''))) throw unauthorized(SESSION_ENDED);
  c.set('sessionChecked', true);
}

/**
 * Requires a valid bearer access token on every /api/v1 address (known or not) and sets
 * `c.var.user`; its session is checked by the route's access check (or the unknown-address answer).
 * @throws DomainError unauthorized: "No Access Token" without a token, another message when it is invalid or expired.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', await authenticate(c));
  await next();
});

/**
 * {@link authorizeStudent} and {@link requireLiveSession} in ONE round trip: the session's refresh
 * token row joined with the student's row (issue 21: at most 2 round trips per game read).
 * @throws DomainError unauthorized (401) first, then forbidden / not_found as authorizeStudent.
 */
async function authorizeStudentInSession(c: Context<AppEnv>, user: AuthUser, idParam: string): Promise<StudentRow> {
  const id = idParam === '-' && user.role === 'student' ? user.id : Number(idParam);
  if (c.get('sessionChecked') || !Number.isSafeInteger(id) || id <= 0 || (user.role !== 'student' && user.role !== 'parent') || (user.role === 'student' && user.id !== id)) {
    // Refused without reading the student: the session still answers first (401 before 403/404).
    await requireLiveSession(c);
    return authorizeStudent(c.env.deps, user, idParam);
  }
  const [row] = await c.env.deps.db
    .select({ revoked_at: refresh_tokens.revoked_at, student: students })
    .from(refresh_tokens)
    .leftJoin(students, eq(students.id, id))
    .where(eq(refresh_tokens.id, user.session?.sid ?? ''))
    .limit(1);
  if (!row || row.revoked_at !== null) throw unauthorized(SESSION_ENDED);
  c.set('sessionChecked', true);
  const student = row.student;
  if (!student) throw user.role === 'student' ? forbidden() : notFound('Student');
  if (user.role === 'parent' && student.parent_id !== user.id) throw forbidden();
  return student;
}

/**
 * Resolves a path's student id (`-` = the current student) and checks the caller may act on it:
 * a student only on itself, a parent only on its own students.
 * @throws DomainError forbidden for anyone else, not_found when the student does not exist.
 */
export async function authorizeStudent(deps: Deps, user: AuthUser, idParam: string): Promise<StudentRow> {
  if (idParam === '-') {
    if (user.role !== 'student') throw forbidden();
    idParam = String(user.id);
  }
  const id = Number(idParam);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Student');
  if (user.role === 'student' && user.id !== id) throw forbidden();
  if (user.role !== 'student' && user.role !== 'parent') throw forbidden();
  const [student] = await deps.db.select().from(students).where(eq(students.id, id));
  if (!student) throw user.role === 'student' ? forbidden() : notFound('Student');
  if (user.role === 'parent' && student.parent_id !== user.id) throw forbidden();
  return student;
}

/**
 * Resolves a path's parent id (`-` = the current parent) and checks it is the caller.
 * @throws DomainError forbidden for anyone else.
 */
function authorizeParent(user: AuthUser, idParam: string): number {
  if (user.role !== 'parent') throw forbidden();
  if (idParam !== '-' && Number(idParam) !== user.id) throw forbidden();
  return user.id;
}

/** What the access middleware puts in the context, by access kind. */
export interface AccessVariables {
  /** `student`, `student-parent`, `student-session` (with a student in the path or the session). */
  student: StudentRow;
  /** `parent`: the parent of the path's `{id}`, who is the caller. */
  parent: ParentRow;
  /** `guest`: the guest of the guest token. */
  guest: GuestRow;
}

/** The guest token of a body route: the JSON body's `auth_id_token`, when it can be read. */
async function bodyGuestToken(c: Context<AppEnv>): Promise<string | undefined | null> {
  try {
    const body: unknown = await c.req.json();
    const token = body && typeof body === 'object' ? (body as { auth_id_token?: unknown }).auth_id_token : undefined;
    return typeof token === 'string' ? token : undefined;
  } catch {
    // Unreadable JSON: the body validator answers 400 (Hono caches the failed parse) before the handler.
    return null;
  }
}

/**
 * The ONE access check of every route, built by `defineRoute` from the route's declaration and run
 * before the route's validators (so a caller without access gets 401/403, never a 422 about a body
 * it may not send). Sets `c.var.student`, `c.var.parent` or `c.var.guest` for the kinds that name one
 * (see {@link AccessVariables} and docs/routes.md).
 *
 * Path parameters that fail the route's own `params` schema are left to its validator (422): the
 * handler never runs without its access check, because that validator stops the request.
 * @throws DomainError unauthorized (401) / forbidden (403) / not_found (404 unknown student or parent).
 */
export function accessMiddleware(decl: AccessDeclaration, params: z.ZodType | undefined): MiddlewareHandler<AppEnv & { Variables: Partial<AccessVariables> }> {
  return async (c, next) => {
    const deps = c.env.deps;
    if (decl.kind === 'public') return next();
    if (decl.kind === 'guest') {
      const token = decl.guestToken === 'body' ? await bodyGuestToken(c) : c.req.header(GUEST_HEADER);
      if (token === null) return next();
      c.set('guest', await requireGuest(deps, token));
      return next();
    }
    let user = c.get('user') as AuthUser | undefined;
    if (!user) {
      user = await authenticate(c);
      c.set('user', user);
    }
    const paramsValid = !params || params.safeParse(c.req.param()).success;
    // The student kinds read the session with the student (one round trip); the others here.
    const withStudent = paramsValid && (decl.kind === 'student-session' || ((decl.kind === 'student' || decl.kind === 'student-parent') && decl.studentParam !== null));
    if (!withStudent) await requireLiveSession(c);
    if (!paramsValid) return next();
    switch (decl.kind) {
      case 'user':
        break;
      case 'admin':
        if (user.role !== 'admin') throw forbidden();
        break;
      case 'parent':
        c.set('parent', await loadParent(deps.db, authorizeParent(user, c.req.param('id') ?? '')));
        break;
      case 'student-session':
        if (user.role !== 'student') {
          await requireLiveSession(c);
          throw forbidden();
        }
        c.set('student', await authorizeStudentInSession(c, user, '-'));
        break;
      case 'student':
      case 'student-parent':
        // Export and the like are the parent's right (children's privacy).
        if (decl.kind === 'student-parent' && user.role !== 'parent') {
          await requireLiveSession(c);
          throw forbidden();
        }
        if (decl.studentParam === null) {
          // The student is implied by a guest the handler checks; only students and parents come in.
          if (user.role !== 'student' && user.role !== 'parent') throw forbidden();
          break;
        }
        c.set('student', await authorizeStudentInSession(c, user, c.req.param(decl.studentParam ?? 'id') ?? ''));
        break;
    }
    return next();
  };
}

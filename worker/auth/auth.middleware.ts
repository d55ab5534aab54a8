import { createMiddleware } from 'hono/factory';
import { eq } from 'drizzle-orm';
import { students } from '../../db/schema';
import type { AppEnv, AuthUser, Deps } from '../env';
import { forbidden, notFound, unauthorized } from '../lib/errors';
import { verifyAccessToken } from './tokens';

/**
 * Requires a valid bearer access token on every /api/v1 route and sets `c.var.user`.
 * @throws HttpError 401 "No Access Token" without a token, 401 when it is invalid or expired.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('No Access Token');
  const user = await verifyAccessToken(match[1], c.env.deps.config.jwtSecret, c.env.deps.clock.nowMs());
  if (!user) throw unauthorized('Your session has expired. Please log in again.');
  c.set('user', user);
  await next();
});

/**
 * Resolves a path's student id (`-` = the current student) and checks the caller may act on it:
 * a student only on itself, a parent only on its own students.
 * @throws HttpError 403 for anyone else, 404 when the student does not exist.
 */
export async function authorizeStudent(deps: Deps, user: AuthUser, idParam: string) {
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
 * @throws HttpError 403 for anyone else.
 */
export function authorizeParent(user: AuthUser, idParam: string): number {
  if (user.role !== 'parent') throw forbidden();
  if (idParam !== '-' && Number(idParam) !== user.id) throw forbidden();
  return user.id;
}

/** Admin routes only (spec part 1 section 6). @throws HttpError 403 for anyone else. */
export function authorizeAdmin(user: AuthUser): number {
  if (user.role !== 'admin') throw forbidden();
  return user.id;
}

import { createRoute } from '@hono/zod-openapi';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { parents, students } from '../../db/schema';
import { authorizeParent } from '../auth/auth.middleware';
import { hashPassword } from '../auth/passwords';
import { conflict, forbidden } from '../lib/errors';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { studentsListSchema, parentIdParams } from './parents.contracts';
import { toStudents } from '../students/students.service';
import {
  accountPreferencesBody,
  accountPreferencesResponse,
  accountStatusResponse,
  deletedResponse,
  deleteParentBody,
  okResponse,
  parentResponse,
  removeStudentBody,
  setPasswordBody,
  updateParentBody,
  updatePasswordBody,
  updateStudentsBody,
} from './account.contracts';
import { accountStatus, checkParentPassword, deleteParentAccount, deleteStudent, loadParent, WRONG_CURRENT_PASSWORD } from './account.service';

export const PASSWORD_ALREADY_CHOSEN = 'Your account already has a password. Please change it with your current password.';
export const NOT_YOUR_STUDENT = 'That student is not on your account.';

const security = [{ Bearer: [] }];
const tags = ['parents'];
const denied = { 401: errorResponse('Not logged in'), 403: errorResponse('Not this parent') };
const params = parentIdParams;

const updateParent = createRoute({
  method: 'put',
  path: '/api/v1/parents/{id}',
  tags,
  summary: "Update the parent's names or analytics ids",
  security,
  request: { params, body: jsonBody(updateParentBody) },
  responses: { 200: jsonResponse(parentResponse, 'Parent'), ...denied, 422: errorResponse('Invalid body') },
});

const deleteParent = createRoute({
  method: 'delete',
  path: '/api/v1/parents/{id}',
  tags,
  summary: "Delete the account with all of its students' data (password required)",
  security,
  request: { params, body: jsonBody(deleteParentBody) },
  responses: { 200: jsonResponse(deletedResponse, 'Deleted'), ...denied, 422: errorResponse('Wrong or missing password') },
});

const getPreferences = createRoute({
  method: 'get',
  path: '/api/v1/parents/{id}/account_preferences',
  tags,
  summary: 'Parent options, e.g. "don\'t lock at daily limit"',
  security,
  request: { params },
  responses: { 200: jsonResponse(accountPreferencesResponse, 'Preferences'), ...denied },
});

const setPreferences = createRoute({
  method: 'post',
  path: '/api/v1/parents/{id}/account_preferences',
  tags,
  summary: 'Change parent options',
  security,
  request: { params, body: jsonBody(accountPreferencesBody) },
  responses: { 200: jsonResponse(accountPreferencesResponse, 'Preferences'), ...denied, 422: errorResponse('Invalid body') },
});

const getStatus = createRoute({
  method: 'get',
  path: '/api/v1/parents/{id}/account_status',
  tags,
  summary: 'Payment status (free, paid, unpaid) and subscription status',
  security,
  request: { params },
  responses: { 200: jsonResponse(accountStatusResponse, 'Status'), ...denied },
});

const updatePassword = createRoute({
  method: 'post',
  path: '/api/v1/parents/{id}/update_password',
  tags,
  summary: "Change the parent's password (current password required)",
  security,
  request: { params, body: jsonBody(updatePasswordBody) },
  responses: { 200: jsonResponse(okResponse, 'Changed'), ...denied, 422: errorResponse('Invalid or wrong current password') },
});

const setPassword = createRoute({
  method: 'put',
  path: '/api/v1/parents/{id}/password',
  tags,
  summary: 'Choose a password for an account created without one (funnel "create password")',
  security,
  request: { params, body: jsonBody(setPasswordBody) },
  responses: { 200: jsonResponse(okResponse, 'Set'), ...denied, 409: errorResponse('A password was already chosen'), 422: errorResponse('Invalid password') },
});

const updateStudents = createRoute({
  method: 'put',
  path: '/api/v1/parents/{id}/students',
  tags,
  summary: "Update several of the parent's students at once (all or nothing)",
  security,
  request: { params, body: jsonBody(updateStudentsBody) },
  responses: { 200: jsonResponse(studentsListSchema, 'All students of the parent'), ...denied, 422: errorResponse('Invalid body') },
});

const removeStudent = createRoute({
  method: 'delete',
  path: '/api/v1/parents/{id}/students',
  tags,
  summary: 'Remove a student and all of its data (account password required)',
  security,
  request: { params, body: jsonBody(removeStudentBody) },
  responses: { 200: jsonResponse(deletedResponse, 'Removed'), ...denied, 422: errorResponse('Wrong password') },
});

async function parentWithStudents(db: Parameters<typeof toStudents>[0], id: number) {
  const parent = await loadParent(db, id);
  const rows = await db.select().from(students).where(eq(students.parent_id, id)).orderBy(asc(students.id));
  return { id: parent.id, email: parent.email, first_name: parent.first_name, last_name: parent.last_name, students: await toStudents(db, rows) };
}

/** Parent account management under /api/v1/parents/{id} (spec part 1 section 7 "Parents"). */
export const accountRoutes = createRouter()
  .openapi(updateParent, async (c) => {
    const id = authorizeParent(c.var.user, c.req.valid('param').id);
    const body = c.req.valid('json');
    const { db } = c.env.deps;
    if (Object.keys(body).length > 0) await db.update(parents).set({ ...body, updated_at: sql`now()` }).where(eq(parents.id, id));
    return c.json(await parentWithStudents(db, id), 200);
  })
  .openapi(deleteParent, async (c) => {
    const id = authorizeParent(c.var.user, c.req.valid('param').id);
    const { db } = c.env.deps;
    await checkParentPassword(await loadParent(db, id), c.req.valid('json').password, 'password');
    await deleteParentAccount(db, id);
    return c.json({ deleted: true as const }, 200);
  })
  .openapi(getPreferences, async (c) => {
    const parent = await loadParent(c.env.deps.db, authorizeParent(c.var.user, c.req.valid('param').id));
    return c.json({ account_preferences: { dont_lock_at_daily_limit: parent.dont_lock_at_daily_limit } }, 200);
  })
  .openapi(setPreferences, async (c) => {
    const id = authorizeParent(c.var.user, c.req.valid('param').id);
    const body = c.req.valid('json');
    const { db } = c.env.deps;
    if (body.dont_lock_at_daily_limit !== undefined) {
      await db.update(parents).set({ dont_lock_at_daily_limit: body.dont_lock_at_daily_limit, updated_at: sql`now()` }).where(eq(parents.id, id));
    }
    const parent = await loadParent(db, id);
    return c.json({ account_preferences: { dont_lock_at_daily_limit: parent.dont_lock_at_daily_limit } }, 200);
  })
  .openapi(getStatus, async (c) => {
    const id = authorizeParent(c.var.user, c.req.valid('param').id);
    return c.json({ account_status: await accountStatus(c.env.deps, id) }, 200);
  })
  .openapi(updatePassword, async (c) => {
    const id = authorizeParent(c.var.user, c.req.valid('param').id);
    const body = c.req.valid('json');
    const deps = c.env.deps;
    await checkParentPassword(await loadParent(deps.db, id), body.current_password, 'current_password', WRONG_CURRENT_PASSWORD);
    const password_hash = await hashPassword(body.new_password, deps.config.argon2MemoryKiB);
    await deps.db.update(parents).set({ password_hash, password_chosen: true, updated_at: sql`now()` }).where(eq(parents.id, id));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(setPassword, async (c) => {
    const id = authorizeParent(c.var.user, c.req.valid('param').id);
    const deps = c.env.deps;
    const password_hash = await hashPassword(c.req.valid('json').new_password, deps.config.argon2MemoryKiB);
    // Conditional update: two concurrent calls can't both set it.
    const done = await deps.db
      .update(parents)
      .set({ password_hash, password_chosen: true, updated_at: sql`now()` })
      .where(and(eq(parents.id, id), eq(parents.password_chosen, false)))
      .returning({ id: parents.id });
    if (done.length === 0) throw conflict(PASSWORD_ALREADY_CHOSEN);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(updateStudents, async (c) => {
    const id = authorizeParent(c.var.user, c.req.valid('param').id);
    const { students: changes } = c.req.valid('json');
    const { db } = c.env.deps;
    await db.transaction(async (tx) => {
      const ids = changes.map((s) => s.id);
      const own = await tx.select({ id: students.id }).from(students).where(and(inArray(students.id, ids), eq(students.parent_id, id)));
      if (own.length !== new Set(ids).size) throw forbidden();
      for (const { id: studentId, ...set } of changes) {
        if (Object.keys(set).length) await tx.update(students).set({ ...set, updated_at: sql`now()` }).where(eq(students.id, studentId));
      }
    });
    const rows = await db.select().from(students).where(eq(students.parent_id, id)).orderBy(asc(students.id));
    return c.json({ students: await toStudents(db, rows) }, 200);
  })
  .openapi(removeStudent, async (c) => {
    const id = authorizeParent(c.var.user, c.req.valid('param').id);
    const body = c.req.valid('json');
    const { db } = c.env.deps;
    await checkParentPassword(await loadParent(db, id), body.parent_password, 'parent_password');
    const [student] = await db.select().from(students).where(and(eq(students.id, body.student_id), eq(students.parent_id, id)));
    if (!student) throw forbidden();
    await deleteStudent(db, student.id);
    return c.json({ deleted: true as const }, 200);
  });

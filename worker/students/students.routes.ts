import { createRoute, z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { admin_users, parents, students } from '../../db/schema';
import { authorizeAdmin, authorizeStudent } from '../auth/auth.middleware';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { forbidden, invalid, notFound } from '../lib/errors';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { studentFields } from '../parents/student-form';
import { studentIdParams, studentSchema } from './students.contracts';
import { toStudents } from './students.service';
import { exportStudent } from './student-export';
import { updateStudentFields } from './student-update';
import { PLATO_MIGRATIONS } from './migrations';

export const WRONG_STUDENT_PASSWORD = 'Your current password is not correct.';
export const WRONG_ACCOUNT_PASSWORD_STUDENT = 'Your account password is not correct.';

const security = [{ Bearer: [] }];
const tags = ['students'];
const denied = { 401: errorResponse('Not logged in'), 403: errorResponse('Not your student') };

const getStudent = createRoute({
  method: 'get',
  path: '/api/v1/students/{id}',
  tags,
  summary: 'A student (`-` = the logged-in student)',
  security,
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(studentSchema, 'The student'), ...denied, 404: errorResponse('No such student') },
});

const fromSession = createRoute({
  method: 'get',
  path: '/api/v1/students/from_session',
  tags,
  summary: "The logged-in student (a student's token only)",
  security,
  responses: { 200: jsonResponse(studentSchema, 'The student'), ...denied },
});

const updateStudentBody = updateStudentFields.openapi('UpdateStudentBody');
const updateStudent = createRoute({
  method: 'put',
  path: '/api/v1/students/{id}',
  tags,
  summary: 'Partial update (grade, names, or timezone: the client sends it only when it differs)',
  security,
  request: { params: studentIdParams, body: jsonBody(updateStudentBody) },
  responses: { 200: jsonResponse(studentSchema, 'The student'), ...denied, 422: errorResponse('Invalid body') },
});

const studentPasswordBody = z
  .object({
    new_password: studentFields.student_password,
    current_password: z.string().max(200).optional().openapi({ description: "The student's current password (when the student changes it)" }),
    parent_password: z.string().max(200).optional().openapi({ description: "The parent's account password (when the parent changes it)" }),
  })
  .openapi('StudentPasswordBody');

const updatePassword = createRoute({
  method: 'post',
  path: '/api/v1/students/{id}/update_password',
  tags,
  summary: "Change a student's password (the student with its current one, or its parent with the account password)",
  security,
  request: { params: studentIdParams, body: jsonBody(studentPasswordBody) },
  responses: { 200: jsonResponse(z.object({ ok: z.literal(true) }), 'Changed'), ...denied, 422: errorResponse('Invalid or wrong password') },
});

const migrationParams = studentIdParams.extend({
  migration_id: z.string().regex(/^\d{1,9}$/, 'Migration id must be a number').openapi({ param: { name: 'migration_id', in: 'path' }, example: '2' }),
});
const runMigration = createRoute({
  method: 'post',
  path: '/api/v1/students/{id}/migrations/{migration_id}',
  tags,
  summary: "Mark a legacy-platform migration done for the student's account (idempotent)",
  security,
  request: { params: migrationParams },
  responses: { 200: jsonResponse(z.object({ plato_final_migration: z.number().int() }), 'Migration state'), ...denied, 404: errorResponse('Unknown migration') },
});

const exportData = createRoute({
  method: 'get',
  path: '/api/v1/students/{id}/export',
  tags,
  summary: "Download all of a student's data as JSON (the student's parent only)",
  security,
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(z.object({ format: z.string(), exported_at: z.string(), student: z.record(z.string(), z.unknown()), tables: z.record(z.string(), z.array(z.unknown())) }), 'JSON download'), ...denied },
});

const currentUser = createRoute({
  method: 'get',
  path: '/api/v1/user',
  tags: ['auth'],
  summary: 'Who is logged in (any role); /api/v1/user/ answers too',
  security,
  responses: {
    200: jsonResponse(
      z.object({ user: z.object({ role: z.enum(['parent', 'student', 'admin']), id: z.number().int(), first_name: z.string(), email: z.string().nullable(), username: z.string().nullable(), parent_id: z.number().int().nullable() }) }),
      'User',
    ),
    401: errorResponse('Not logged in'),
  },
});

const currentAdmin = createRoute({
  method: 'get',
  path: '/api/v1/admin/admin_users/-',
  tags: ['admin'],
  summary: 'The logged-in admin',
  security,
  responses: { 200: jsonResponse(z.object({ admin_user: z.object({ id: z.number().int(), email: z.string(), first_name: z.string() }) }), 'Admin'), ...denied },
});

/** Student routes under /api/v1/students, plus /user and the current admin. */
export const studentsRoutes = createRouter()
  // Before /students/{id}: "from_session" is not an id.
  .openapi(fromSession, async (c) => {
    if (c.var.user.role !== 'student') throw forbidden();
    const row = await authorizeStudent(c.env.deps, c.var.user, '-');
    const [student] = await toStudents(c.env.deps.db, [row]);
    return c.json(student!, 200);
  })
  .openapi(getStudent, async (c) => {
    const row = await authorizeStudent(c.env.deps, c.var.user, c.req.valid('param').id);
    const [student] = await toStudents(c.env.deps.db, [row]);
    return c.json(student!, 200);
  })
  .openapi(updateStudent, async (c) => {
    const row = await authorizeStudent(c.env.deps, c.var.user, c.req.valid('param').id);
    const { db } = c.env.deps;
    const [updated] = await db.update(students).set({ ...c.req.valid('json'), updated_at: sql`now()` }).where(eq(students.id, row.id)).returning();
    const [student] = await toStudents(db, [updated!]);
    return c.json(student!, 200);
  })
  .openapi(updatePassword, async (c) => {
    const deps = c.env.deps;
    const user = c.var.user;
    const row = await authorizeStudent(deps, user, c.req.valid('param').id);
    const body = c.req.valid('json');
    if (user.role === 'student') {
      if (!body.current_password || !(await verifyPassword(body.current_password, row.password_hash))) {
        throw invalid(WRONG_STUDENT_PASSWORD, { current_password: WRONG_STUDENT_PASSWORD });
      }
    } else {
      const [parent] = await deps.db.select().from(parents).where(eq(parents.id, row.parent_id));
      if (!parent || !body.parent_password || !(await verifyPassword(body.parent_password, parent.password_hash))) {
        throw invalid(WRONG_ACCOUNT_PASSWORD_STUDENT, { parent_password: WRONG_ACCOUNT_PASSWORD_STUDENT });
      }
    }
    const password_hash = await hashPassword(body.new_password, deps.config.argon2MemoryKiB);
    await deps.db.update(students).set({ password_hash, updated_at: sql`now()` }).where(eq(students.id, row.id));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(runMigration, async (c) => {
    const p = c.req.valid('param');
    const row = await authorizeStudent(c.env.deps, c.var.user, p.id);
    const migration = Number(p.migration_id);
    if (!PLATO_MIGRATIONS.includes(migration)) throw notFound('Migration');
    // greatest(): running an older migration again never moves the account back.
    const [parent] = await c.env.deps.db
      .update(parents)
      .set({ plato_final_migration: sql`greatest(${parents.plato_final_migration}, ${migration})` })
      .where(eq(parents.id, row.parent_id))
      .returning({ plato_final_migration: parents.plato_final_migration });
    return c.json({ plato_final_migration: parent!.plato_final_migration }, 200);
  })
  .openapi(exportData, async (c) => {
    // Export is the parent's right (children's privacy); a student can't download its own file.
    if (c.var.user.role !== 'parent') throw forbidden();
    const deps = c.env.deps;
    const row = await authorizeStudent(deps, c.var.user, c.req.valid('param').id);
    const data = await exportStudent(deps.db, row, deps.clock.nowMs());
    const day = data.exported_at.slice(0, 10);
    c.header('content-disposition', `attachment; filename="monsterific-${row.username}-${day}.json"`);
    c.header('cache-control', 'no-store');
    return c.json(JSON.parse(JSON.stringify(data)) as { format: string; exported_at: string; student: Record<string, unknown>; tables: Record<string, unknown[]> }, 200);
  })
  .openapi(currentUser, async (c) => {
    const user = c.var.user;
    const { db } = c.env.deps;
    if (user.role === 'parent') {
      const [p] = await db.select().from(parents).where(eq(parents.id, user.id));
      if (!p) throw notFound('User');
      return c.json({ user: { role: user.role, id: p.id, first_name: p.first_name, email: p.email, username: null, parent_id: null } }, 200);
    }
    if (user.role === 'student') {
      const [s] = await db.select().from(students).where(eq(students.id, user.id));
      if (!s) throw notFound('User');
      return c.json({ user: { role: user.role, id: s.id, first_name: s.first_name, email: null, username: s.username, parent_id: s.parent_id } }, 200);
    }
    const [a] = await db.select().from(admin_users).where(eq(admin_users.id, user.id));
    if (!a) throw notFound('User');
    return c.json({ user: { role: user.role, id: a.id, first_name: a.first_name, email: a.email, username: null, parent_id: null } }, 200);
  })
  .openapi(currentAdmin, async (c) => {
    const id = authorizeAdmin(c.var.user);
    const [a] = await c.env.deps.db.select().from(admin_users).where(eq(admin_users.id, id));
    if (!a) throw notFound('Admin user');
    return c.json({ admin_user: { id: a.id, email: a.email, first_name: a.first_name } }, 200);
  });

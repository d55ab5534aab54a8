import { z } from '@hono/zod-openapi';
import { defineRoute } from '../lib/route';
import { idParam, text } from '../lib/fields';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { studentFields } from '../parents/student-form';
import { studentIdParams, studentSchema } from './students.contracts';
import { changeStudentPassword, currentAdmin, currentUser, runPlatoMigration, toStudent, updateStudent as updateStudentRow } from './students.service';
import { exportStudent } from './student-export';
import { updateStudentFields } from './student-update';

const tags = ['students'];
const denied = { 401: errorResponse('Not logged in'), 403: errorResponse('Not your student') };

const getStudent = defineRoute({
  access: 'student',
  method: 'get',
  path: '/api/v1/students/{id}',
  tags,
  summary: 'A student (`-` = the logged-in student)',
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(studentSchema, 'The student'), ...denied, 404: errorResponse('No such student') },
});

const fromSession = defineRoute({
  access: 'student-session',
  method: 'get',
  path: '/api/v1/students/from_session',
  tags,
  summary: "The logged-in student (a student's token only)",
  responses: { 200: jsonResponse(studentSchema, 'The student'), ...denied },
});

const updateStudentBody = updateStudentFields.openapi('UpdateStudentBody');
const updateStudent = defineRoute({
  access: 'student',
  method: 'put',
  path: '/api/v1/students/{id}',
  tags,
  summary: 'Partial update (grade, names, or timezone: the client sends it only when it differs)',
  request: { params: studentIdParams, body: jsonBody(updateStudentBody, { grade: 3 }) },
  responses: { 200: jsonResponse(studentSchema, 'The student'), ...denied, 422: errorResponse('Invalid body') },
});

const studentPasswordBody = z
  .object({
    new_password: studentFields.student_password,
    current_password: text().max(200).optional().openapi({ description: "The student's current password (when the student changes it)" }),
    parent_password: text().max(200).optional().openapi({ description: "The parent's account password (when the parent changes it)" }),
  })
  .openapi('StudentPasswordBody');

const updatePassword = defineRoute({
  access: 'student',
  method: 'post',
  path: '/api/v1/students/{id}/update_password',
  tags,
  summary: "Change a student's password (the student with its current one, or its parent with the account password)",
  request: { params: studentIdParams, body: jsonBody(studentPasswordBody) },
  responses: { 200: jsonResponse(z.object({ ok: z.literal(true) }), 'Changed'), ...denied, 422: errorResponse('Invalid or wrong password') },
});

const migrationParams = studentIdParams.extend({
  migration_id: idParam('Migration id must be a number.').openapi({ param: { name: 'migration_id', in: 'path' }, example: 2 }),
});
const runMigration = defineRoute({
  access: 'student',
  method: 'post',
  path: '/api/v1/students/{id}/migrations/{migration_id}',
  tags,
  summary: "Mark a legacy-platform migration done for the student's account (idempotent)",
  request: { params: migrationParams },
  responses: { 200: jsonResponse(z.object({ plato_final_migration: z.number().int() }), 'Migration state'), ...denied, 404: errorResponse('Unknown migration') },
});

const exportTables = z.record(z.string(), z.array(z.unknown()));
/** The export file (worker/students/student-export.ts StudentExport). */
const studentExportSchema = z.object({
  format: z.string(),
  exported_at: z.string(),
  student: z.record(z.string(), z.unknown()),
  tables: exportTables,
  guest_era: exportTables.openapi({ description: 'Rows recorded while the child was a guest, before sign-up, by table' }),
});
const exportData = defineRoute({
  access: 'student-parent',
  method: 'get',
  path: '/api/v1/students/{id}/export',
  tags,
  summary: "Download all of a student's data as JSON (the student's parent only)",
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(studentExportSchema, 'JSON download'), ...denied },
});

const currentUserRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/api/v1/user',
  tags: ['auth'],
  summary: 'Who is logged in (any role); /api/v1/user/ answers too',
  responses: {
    200: jsonResponse(
      z.object({ user: z.object({ role: z.enum(['parent', 'student', 'admin']), id: z.number().int(), first_name: z.string(), email: z.string().nullable(), username: z.string().nullable(), parent_id: z.number().int().nullable() }) }),
      'User',
    ),
    401: errorResponse('Not logged in'),
  },
});

const currentAdminRoute = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/api/v1/admin/admin_users/-',
  tags: ['admin'],
  summary: 'The logged-in admin',
  responses: { 200: jsonResponse(z.object({ admin_user: z.object({ id: z.number().int(), email: z.string(), first_name: z.string() }) }), 'Admin'), ...denied },
});

/** Student routes under /api/v1/students, plus /user and the current admin. */
export const studentsRoutes = createRouter()
  // Before /students/{id}: "from_session" is not an id.
  .openapi(fromSession, async (c) => c.json(await toStudent(c.env.deps.db, c.var.student), 200))
  .openapi(getStudent, async (c) => c.json(await toStudent(c.env.deps.db, c.var.student), 200))
  .openapi(updateStudent, async (c) => c.json(await updateStudentRow(c.env.deps.db, c.env.deps.clock, c.var.student, c.req.valid('json')), 200))
  .openapi(updatePassword, async (c) => {
    await changeStudentPassword(c.env.deps, c.var.user.role, c.var.student, c.req.valid('json'), c.var.user.session?.fam);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(runMigration, async (c) => c.json({ plato_final_migration: await runPlatoMigration(c.env.deps.db, c.var.student, Number(c.req.valid('param').migration_id)) }, 200))
  .openapi(exportData, async (c) => {
    const deps = c.env.deps;
    const row = c.var.student;
    const data = await exportStudent(deps.db, row, deps.clock.nowMs());
    const day = data.exported_at.slice(0, 10);
    c.header('content-disposition', `attachment; filename="monsterific-${row.username}-${day}.json"`);
    c.header('cache-control', 'no-store');
    return c.json(JSON.parse(JSON.stringify(data)) as z.infer<typeof studentExportSchema>, 200);
  })
  .openapi(currentUserRoute, async (c) => c.json({ user: await currentUser(c.env.deps.db, c.var.user) }, 200))
  .openapi(currentAdminRoute, async (c) => c.json({ admin_user: await currentAdmin(c.env.deps.db, c.var.user.id) }, 200));

import { createRoute } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import { parents, students } from '../../db/schema';
import { authorizeParent } from '../auth/auth.middleware';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { conflict, invalid, notFound } from '../lib/errors';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { studentSchema } from '../students/students.contracts';
import { toStudents } from '../students/students.service';
import { createStudentBody, parentIdParams, parentWithStudentsSchema, studentsListSchema } from './parents.contracts';

export const USERNAME_TAKEN = 'That username is already taken. Please choose another one.';
export const WRONG_ACCOUNT_PASSWORD = 'Your account password is not correct.';

const security = [{ Bearer: [] }];

const getParent = createRoute({
  method: 'get',
  path: '/api/v1/parents/{id}',
  tags: ['parents'],
  summary: 'The parent with its students (`-` = the logged-in parent)',
  security,
  request: { params: parentIdParams },
  responses: {
    200: jsonResponse(parentWithStudentsSchema, 'Parent'),
    401: errorResponse('Not logged in'),
    403: errorResponse('Not this parent'),
  },
});

const listStudents = createRoute({
  method: 'get',
  path: '/api/v1/parents/{id}/students',
  tags: ['parents'],
  summary: "The parent's students",
  security,
  request: { params: parentIdParams },
  responses: {
    200: jsonResponse(studentsListSchema, 'Students'),
    401: errorResponse('Not logged in'),
    403: errorResponse('Not this parent'),
  },
});

const createStudent = createRoute({
  method: 'post',
  path: '/api/v1/parents/{id}/students',
  tags: ['parents'],
  summary: 'Add a student (spec part 1 section 5 rules)',
  security,
  request: { params: parentIdParams, body: jsonBody(createStudentBody) },
  responses: {
    201: jsonResponse(studentSchema, 'Student created'),
    401: errorResponse('Not logged in'),
    403: errorResponse('Not this parent'),
    409: errorResponse('Username taken'),
    422: errorResponse('Invalid body or wrong account password'),
  },
});

/** Parent routes under /api/v1/parents. */
export const parentsRoutes = createRouter()
  .openapi(getParent, async (c) => {
    const parentId = authorizeParent(c.var.user, c.req.valid('param').id);
    const { db } = c.env.deps;
    const [parent] = await db.select().from(parents).where(eq(parents.id, parentId));
    if (!parent) throw notFound('Parent');
    const rows = await db.select().from(students).where(eq(students.parent_id, parentId)).orderBy(asc(students.id));
    return c.json(
      { id: parent.id, email: parent.email, first_name: parent.first_name, last_name: parent.last_name, students: await toStudents(db, rows) },
      200,
    );
  })
  .openapi(listStudents, async (c) => {
    const parentId = authorizeParent(c.var.user, c.req.valid('param').id);
    const { db } = c.env.deps;
    const rows = await db.select().from(students).where(eq(students.parent_id, parentId)).orderBy(asc(students.id));
    return c.json({ students: await toStudents(db, rows) }, 200);
  })
  .openapi(createStudent, async (c) => {
    const parentId = authorizeParent(c.var.user, c.req.valid('param').id);
    const body = c.req.valid('json');
    const deps = c.env.deps;
    const [parent] = await deps.db.select().from(parents).where(eq(parents.id, parentId));
    if (!parent) throw notFound('Parent');
    if (!(await verifyPassword(body.parent_password, parent.password_hash))) {
      throw invalid(WRONG_ACCOUNT_PASSWORD, { parent_password: WRONG_ACCOUNT_PASSWORD });
    }
    const password_hash = await hashPassword(body.new_password, deps.config.argon2MemoryKiB);
    const [row] = await deps.db
      .insert(students)
      .values({
        parent_id: parentId,
        first_name: body.first_name,
        last_name: body.last_name,
        username: body.username.toLowerCase(),
        password_hash,
        grade: body.grade,
      })
      .onConflictDoNothing({ target: students.username })
      .returning();
    if (!row) throw conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
    const [student] = await toStudents(deps.db, [row]);
    return c.json(student!, 201);
  });

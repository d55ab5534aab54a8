import { createRoute } from '@hono/zod-openapi';
import { authorizeStudent } from '../auth/auth.middleware';
import { createRouter, errorResponse, jsonResponse } from '../lib/router';
import { studentIdParams, studentSchema } from './students.contracts';
import { toStudents } from './students.service';

const getStudent = createRoute({
  method: 'get',
  path: '/api/v1/students/{id}',
  tags: ['students'],
  summary: 'A student (`-` = the logged-in student)',
  security: [{ Bearer: [] }],
  request: { params: studentIdParams },
  responses: {
    200: jsonResponse(studentSchema, 'The student'),
    401: errorResponse('Not logged in'),
    403: errorResponse('Not your student'),
    404: errorResponse('No such student'),
  },
});

/** Student routes under /api/v1/students. */
export const studentsRoutes = createRouter().openapi(getStudent, async (c) => {
  const row = await authorizeStudent(c.env.deps, c.var.user, c.req.valid('param').id);
  const [student] = await toStudents(c.env.deps.db, [row]);
  return c.json(student!, 200);
});

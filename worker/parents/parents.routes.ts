import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { studentSchema } from '../students/students.contracts';
import { addStudent, parentWithStudents, studentsOf } from './account.service';
import { createStudentBody, parentIdParams, parentWithStudentsSchema, studentsListSchema } from './parents.contracts';

const getParent = defineRoute({
  access: 'parent',
  method: 'get',
  path: '/api/v1/parents/{id}',
  tags: ['parents'],
  summary: 'The parent with its students (`-` = the logged-in parent)',
  request: { params: parentIdParams },
  responses: {
    200: jsonResponse(parentWithStudentsSchema, 'Parent'),
    401: errorResponse('Not logged in'),
    403: errorResponse('Not this parent'),
  },
});

const listStudents = defineRoute({
  access: 'parent',
  method: 'get',
  path: '/api/v1/parents/{id}/students',
  tags: ['parents'],
  summary: "The parent's students",
  request: { params: parentIdParams },
  responses: {
    200: jsonResponse(studentsListSchema, 'Students'),
    401: errorResponse('Not logged in'),
    403: errorResponse('Not this parent'),
  },
});

const createStudent = defineRoute({
  access: 'parent',
  method: 'post',
  path: '/api/v1/parents/{id}/students',
  tags: ['parents'],
  summary: 'Add a student (spec part 1 section 5 rules)',
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
  .openapi(getParent, async (c) => c.json(await parentWithStudents(c.env.deps.db, c.var.parent), 200))
  .openapi(listStudents, async (c) => c.json({ students: await studentsOf(c.env.deps.db, c.var.parent.id) }, 200))
  .openapi(createStudent, async (c) => c.json(await addStudent(c.env.deps, c.var.parent, c.req.valid('json')), 201));

/**
 * Monster routes (spec part 1 section 7 "Monster"): the part catalogue, a student's monster
 * (get, create, update) and the admins' part list. All need a bearer access token.
 */
import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { createStudentMonsterBody, monsterPartsSchema, studentIdParams, studentMonsterResponseSchema, updateStudentMonsterBody } from './monster.contracts';
import { createStudentMonster, findStudentMonster, listMonsterParts, noMonster, updateStudentMonster } from './monster.service';

const auth = { 401: errorResponse('Not logged in'), 403: errorResponse('Not allowed') };
const studentErrors = { ...auth, 404: errorResponse('No such student, or (GET, PUT) the student has no monster yet'), 422: errorResponse('Invalid input, one message per field') };

const partsRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/api/v1/monster_parts',
  tags: ['monster'],
  summary: 'All 30 monster parts (6 types x 5 options), sorted by id',
  responses: { 200: jsonResponse(monsterPartsSchema, 'Monster parts'), ...auth },
});

const adminPartsRoute = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/api/v1/admin/monster_parts',
  tags: ['admin'],
  summary: 'All monster parts (admins only)',
  responses: { 200: jsonResponse(monsterPartsSchema, 'Monster parts'), ...auth },
});

const getRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: '/api/v1/students/{id}/student_monsters',
  tags: ['monster'],
  summary: "The student's monster; 404 `no_monster` means none yet (the client builds a blank one)",
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(studentMonsterResponseSchema, 'Student monster'), ...studentErrors },
});

const createMonsterRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: '/api/v1/students/{id}/student_monsters',
  tags: ['monster'],
  summary: "Create the student's monster from six part ids",
  request: { params: studentIdParams, body: jsonBody(createStudentMonsterBody, { body_id: 1, color_id: 6, pattern_id: 11, eyes_id: 16, mouth_id: 21, headpart_id: 26 }) },
  responses: { 201: jsonResponse(studentMonsterResponseSchema, 'Created'), 409: errorResponse('The student already has a monster'), ...studentErrors },
});

const updateMonsterRoute = defineRoute({
  access: 'student',
  method: 'put',
  path: '/api/v1/students/{id}/student_monsters',
  tags: ['monster'],
  summary: "Change parts of the student's monster",
  request: { params: studentIdParams, body: jsonBody(updateStudentMonsterBody, { body_id: 2 }) },
  responses: { 200: jsonResponse(studentMonsterResponseSchema, 'Updated'), ...studentErrors },
});

/** The monster feature's routes; a student acts on itself, a parent on its own students. */
export const monsterRoutes = createRouter()
  .openapi(partsRoute, async (c) => c.json({ monster_parts: await listMonsterParts(c.env.deps.db) }, 200))
  .openapi(adminPartsRoute, async (c) => {
    return c.json({ monster_parts: await listMonsterParts(c.env.deps.db) }, 200);
  })
  .openapi(getRoute, async (c) => {
    const student = c.var.student;
    const monster = await findStudentMonster(c.env.deps.db, student.id);
    if (!monster) throw noMonster();
    return c.json({ student_monster: monster }, 200);
  })
  .openapi(createMonsterRoute, async (c) => {
    const student = c.var.student;
    return c.json({ student_monster: await createStudentMonster(c.env.deps.db, c.env.deps.clock, student.id, c.req.valid('json')) }, 201);
  })
  .openapi(updateMonsterRoute, async (c) => {
    const student = c.var.student;
    return c.json({ student_monster: await updateStudentMonster(c.env.deps.db, c.env.deps.clock, student.id, c.req.valid('json')) }, 200);
  });

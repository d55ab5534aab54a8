/**
 * Monster routes (spec part 1 section 7 "Monster"): the part catalogue, a student's monster
 * (get, create, update) and the admins' part list. All need a bearer access token.
 */
import { createRoute } from '@hono/zod-openapi';
import { authorizeAdmin, authorizeStudent } from '../auth/auth.middleware';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { createStudentMonsterBody, monsterPartsSchema, studentIdParams, studentMonsterResponseSchema, updateStudentMonsterBody } from './monster.contracts';
import { createStudentMonster, findStudentMonster, listMonsterParts, noMonster, updateStudentMonster } from './monster.service';

const security = [{ Bearer: [] }];
const auth = { 401: errorResponse('Not logged in'), 403: errorResponse('Not allowed') };
const studentErrors = { ...auth, 404: errorResponse('No such student, or (GET, PUT) the student has no monster yet'), 422: errorResponse('Invalid input, one message per field') };

const partsRoute = createRoute({
  method: 'get',
  path: '/api/v1/monster_parts',
  tags: ['monster'],
  summary: 'All 30 monster parts (6 types x 5 options), sorted by id',
  security,
  responses: { 200: jsonResponse(monsterPartsSchema, 'Monster parts'), ...auth },
});

const adminPartsRoute = createRoute({
  method: 'get',
  path: '/api/v1/admin/monster_parts',
  tags: ['admin'],
  summary: 'All monster parts (admins only)',
  security,
  responses: { 200: jsonResponse(monsterPartsSchema, 'Monster parts'), ...auth },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/v1/students/{id}/student_monsters',
  tags: ['monster'],
  summary: "The student's monster; 404 `no_monster` means none yet (the client builds a blank one)",
  security,
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(studentMonsterResponseSchema, 'Student monster'), ...studentErrors },
});

const createMonsterRoute = createRoute({
  method: 'post',
  path: '/api/v1/students/{id}/student_monsters',
  tags: ['monster'],
  summary: "Create the student's monster from six part ids",
  security,
  request: { params: studentIdParams, body: jsonBody(createStudentMonsterBody) },
  responses: { 201: jsonResponse(studentMonsterResponseSchema, 'Created'), 409: errorResponse('The student already has a monster'), ...studentErrors },
});

const updateMonsterRoute = createRoute({
  method: 'put',
  path: '/api/v1/students/{id}/student_monsters',
  tags: ['monster'],
  summary: "Change parts of the student's monster",
  security,
  request: { params: studentIdParams, body: jsonBody(updateStudentMonsterBody) },
  responses: { 200: jsonResponse(studentMonsterResponseSchema, 'Updated'), ...studentErrors },
});

/** The monster feature's routes; a student acts on itself, a parent on its own students. */
export const monsterRoutes = createRouter()
  .openapi(partsRoute, async (c) => c.json({ monster_parts: await listMonsterParts(c.env.deps.db) }, 200))
  .openapi(adminPartsRoute, async (c) => {
    authorizeAdmin(c.var.user);
    return c.json({ monster_parts: await listMonsterParts(c.env.deps.db) }, 200);
  })
  .openapi(getRoute, async (c) => {
    const student = await authorizeStudent(c.env.deps, c.var.user, c.req.valid('param').id);
    const monster = await findStudentMonster(c.env.deps.db, student.id);
    if (!monster) throw noMonster();
    return c.json({ student_monster: monster }, 200);
  })
  .openapi(createMonsterRoute, async (c) => {
    const student = await authorizeStudent(c.env.deps, c.var.user, c.req.valid('param').id);
    return c.json({ student_monster: await createStudentMonster(c.env.deps.db, c.env.deps.clock, student.id, c.req.valid('json')) }, 201);
  })
  .openapi(updateMonsterRoute, async (c) => {
    const student = await authorizeStudent(c.env.deps, c.var.user, c.req.valid('param').id);
    return c.json({ student_monster: await updateStudentMonster(c.env.deps.db, c.env.deps.clock, student.id, c.req.valid('json')) }, 200);
  });

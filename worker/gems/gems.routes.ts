import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { students } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../lib/errors';
import { authorizeAdmin, authorizeStudent } from '../auth/auth.middleware';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { studentIdParams } from '../students/students.contracts';
import { changeGems, getGems } from './gems.service';

const security = [{ Bearer: [] }];
const common = { 401: errorResponse('Not logged in'), 403: errorResponse('Not allowed'), 404: errorResponse('No such student'), 422: errorResponse('Invalid amount, or not enough gems') };

const gemsBody = z
  .object({ gems: z.number({ error: 'gems must be a whole number.' }).int('gems must be a whole number.').min(1, 'gems must be at least 1.').max(10_000, 'gems must be at most 10000.') })
  .openapi('GemsBody');
const gemsResponse = z.object({ gems: z.number().int().openapi({ description: 'The new balance' }) }).openapi('Gems');

const getRoute = createRoute({
  method: 'get',
  path: '/api/v1/students/{id}/incentives',
  tags: ['gems'],
  summary: "The student's incentives (gems)",
  security,
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(gemsResponse, 'Incentives'), ...common },
});

const addRoute = createRoute({
  method: 'post',
  path: '/api/v1/students/{id}/incentives/gems/add',
  tags: ['gems'],
  summary: 'Add gems (admins only: the server is the authority for gems; play earns them by itself)',
  security,
  request: { params: studentIdParams, body: jsonBody(gemsBody) },
  responses: { 200: jsonResponse(gemsResponse, 'New balance'), ...common },
});

const substractRoute = createRoute({
  method: 'post',
  path: '/api/v1/students/{id}/incentives/gems/substract',
  tags: ['gems'],
  summary: 'Spend gems (spelled as in the spec); never below zero, atomic under concurrency',
  security,
  request: { params: studentIdParams, body: jsonBody(gemsBody) },
  responses: { 200: jsonResponse(gemsResponse, 'New balance'), ...common },
});

/** Gems routes (spec part 1 section 7 "Gems"). Every change is written to the gem ledger. */
export const gemsRoutes = createRouter()
  .openapi(getRoute, async (c) => {
    const student = await authorizeStudent(c.env.deps, c.var.user, c.req.valid('param').id);
    return c.json({ gems: await getGems(c.env.deps.db, student.id) }, 200);
  })
  .openapi(addRoute, async (c) => {
    authorizeAdmin(c.var.user);
    const { db } = c.env.deps;
    const id = c.req.valid('param').id;
    const studentId = await existingStudentId(db, id);
    const gems = await db.transaction((tx) => changeGems(tx, studentId, c.req.valid('json').gems, `admin ${c.var.user.id} grant`));
    return c.json({ gems }, 200);
  })
  .openapi(substractRoute, async (c) => {
    const student = await authorizeStudent(c.env.deps, c.var.user, c.req.valid('param').id);
    const amount = c.req.valid('json').gems;
    const gems = await c.env.deps.db.transaction((tx) => changeGems(tx, student.id, -amount, 'spent'));
    return c.json({ gems }, 200);
  });

/** The id of an existing student. @throws HttpError 404 when there is none. */
async function existingStudentId(db: Db, idParam: string): Promise<number> {
  const id = Number(idParam);
  const [row] = Number.isSafeInteger(id) && id > 0 ? await db.select({ id: students.id }).from(students).where(eq(students.id, id)) : [];
  if (!row) throw notFound('Student');
  return row.id;
}

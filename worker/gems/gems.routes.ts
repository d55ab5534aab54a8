import { z } from '@hono/zod-openapi';
import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { studentIdParams } from '../students/students.contracts';
import { changeGems, getGems, grantGems } from './gems.service';

const common = { 401: errorResponse('Not logged in'), 403: errorResponse('Not allowed'), 404: errorResponse('No such student'), 422: errorResponse('Invalid amount, or not enough gems') };

const gemsBody = z
  .object({ gems: z.number({ error: 'gems must be a whole number.' }).int('gems must be a whole number.').min(1, 'gems must be at least 1.').max(10_000, 'gems must be at most 10000.') })
  .openapi('GemsBody');
const gemsResponse = z.object({ gems: z.number().int().openapi({ description: 'The new balance' }) }).openapi('Gems');

const getRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: '/api/v1/students/{id}/incentives',
  tags: ['gems'],
  summary: "The student's incentives (gems)",
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(gemsResponse, 'Incentives'), ...common },
});

const addRoute = defineRoute({
  access: 'admin',
  method: 'post',
  path: '/api/v1/students/{id}/incentives/gems/add',
  tags: ['gems'],
  summary: 'Add gems (admins only: the server is the authority for gems; play earns them by itself)',
  request: { params: studentIdParams, body: jsonBody(gemsBody, { gems: 5 }) },
  responses: { 200: jsonResponse(gemsResponse, 'New balance'), ...common },
});

const substractRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: '/api/v1/students/{id}/incentives/gems/substract',
  tags: ['gems'],
  summary: 'Spend gems (spelled as in the spec); never below zero, atomic under concurrency',
  request: { params: studentIdParams, body: jsonBody(gemsBody, { gems: 1 }) },
  responses: { 200: jsonResponse(gemsResponse, 'New balance'), ...common },
});

/** Gems routes (spec part 1 section 7 "Gems"). Every change is written to the gem ledger. */
export const gemsRoutes = createRouter()
  .openapi(getRoute, async (c) => c.json({ gems: await getGems(c.env.deps.db, c.var.student.id) }, 200))
  .openapi(addRoute, async (c) => c.json({ gems: await grantGems(c.env.deps.db, c.req.valid('param').id, c.req.valid('json').gems, c.var.user.id, c.env.deps.clock) }, 200))
  .openapi(substractRoute, async (c) => {
    const amount = c.req.valid('json').gems;
    const gems = await c.env.deps.db.transaction((tx) => changeGems(tx, c.var.student.id, -amount, 'spent', c.env.deps.clock));
    return c.json({ gems }, 200);
  });

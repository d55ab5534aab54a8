/**
 * Store, house and outfit room routes (spec part 1 section 7 "Monster": GET student monster_items,
 * student_monster_items/{id}; admin GET list of all items; POST student monster items with item_id
 * → monster_items, student_monster, student_monster_item; PUT student monster item with metadata
 * and show → student_monster, student_monster_item). All need a bearer access token.
 */
import { z } from '@hono/zod-openapi';
import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import {
  buyItemBody,
  monsterItemsResponseSchema,
  storeItemSchema,
  storeResponseSchema,
  studentItemParams,
  studentItemResponseSchema,
  studentItemsResponseSchema,
  studentMonsterItemSchema,
  subjectQuery,
  updateItemBody,
} from './items.contracts';
import { buyItem, getStudentItem, listMonsterItems, listStore, listStudentItems, updateStudentItem } from './items.service';
import { studentIdParams, studentMonsterSchema } from './monster.contracts';
import { studentMonsterOrDefault } from './monster.service';

const auth = { 401: errorResponse('Not logged in'), 403: errorResponse('Not allowed') };
const studentErrors = { ...auth, 404: errorResponse('No such student or item'), 422: errorResponse('Invalid input, one message per field') };

const adminItemsRoute = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/api/v1/admin/monster_items',
  tags: ['admin'],
  summary: 'All monster items of every subject (admins only), grouped by type and sorted by legacy_number',
  responses: { 200: jsonResponse(monsterItemsResponseSchema, 'Monster items'), ...auth },
});

const storeRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: '/api/v1/students/{id}/monster_items',
  tags: ['store'],
  summary: 'The store: catalogue items (of one subject with ?subject_id) with whether the student owns each, grouped by type and sorted by legacy_number',
  request: { params: studentIdParams, query: subjectQuery },
  responses: { 200: jsonResponse(storeResponseSchema, 'Store items'), ...studentErrors },
});

const listRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: '/api/v1/students/{id}/student_monster_items',
  tags: ['store'],
  summary: "The student's bought items (of one subject with ?subject_id), grouped by type and sorted by legacy_number",
  request: { params: studentIdParams, query: subjectQuery },
  responses: { 200: jsonResponse(studentItemsResponseSchema, 'Student monster items'), ...studentErrors },
});

const getRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: '/api/v1/students/{id}/student_monster_items/{student_monster_item_id}',
  tags: ['store'],
  summary: 'One bought item',
  request: { params: studentItemParams },
  responses: { 200: jsonResponse(studentItemResponseSchema, 'Student monster item'), ...studentErrors },
});

const buyResponse = z
  .object({
    monster_items: z.array(storeItemSchema).openapi({ description: "The store of the item's subject after the purchase" }),
    student_monster: studentMonsterSchema.openapi({ description: 'The monster with every item (the default monster, id 0, when none was made yet)' }),
    student_monster_item: studentMonsterItemSchema,
    incentives: z.object({ gems: z.number().int().openapi({ description: 'The new gem balance' }) }),
  })
  .openapi('BuyMonsterItemResponse');

const buyRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: '/api/v1/students/{id}/student_monster_items',
  tags: ['store'],
  summary: 'Buy an item with gems (atomic: the gems, the ledger and the item are written together). An outfit is worn at once; a house item stands in the house.',
  request: { params: studentIdParams, body: jsonBody(buyItemBody, { item_id: 1 }) },
  responses: {
    201: jsonResponse(buyResponse, 'Bought'),
    409: errorResponse('The student already has this item'),
    ...studentErrors,
    422: errorResponse('Invalid item_id, or "Not enough gems." (nothing changes)'),
  },
});

const updateResponse = z.object({ student_monster: studentMonsterSchema, student_monster_item: studentMonsterItemSchema }).openapi('UpdateStudentMonsterItemResponse');

const updateRoute = defineRoute({
  access: 'student',
  method: 'put',
  path: '/api/v1/students/{id}/student_monster_items/{student_monster_item_id}',
  tags: ['store'],
  summary: 'Move (metadata: position = house | outfit-room | store, topPosition, leftPosition in percent) and/or show or hide a bought item. Showing an outfit hides the other shown outfits of its subject and position.',
  request: { params: studentItemParams, body: jsonBody(updateItemBody, { show: true }) },
  responses: { 200: jsonResponse(updateResponse, 'Updated'), ...studentErrors },
});

/** The store feature's routes; a student acts on itself, a parent on its own students. */
export const monsterItemsRoutes = createRouter()
  .openapi(adminItemsRoute, async (c) => {
    return c.json({ monster_items: await listMonsterItems(c.env.deps.db) }, 200);
  })
  .openapi(storeRoute, async (c) => {
    const student = c.var.student;
    return c.json({ monster_items: await listStore(c.env.deps.db, student.id, c.req.valid('query').subject_id) }, 200);
  })
  .openapi(listRoute, async (c) => {
    const student = c.var.student;
    return c.json({ student_monster_items: await listStudentItems(c.env.deps.db, student.id, c.req.valid('query').subject_id) }, 200);
  })
  .openapi(getRoute, async (c) => {
    const params = c.req.valid('param');
    const student = c.var.student;
    return c.json({ student_monster_item: await getStudentItem(c.env.deps.db, student.id, params.student_monster_item_id) }, 200);
  })
  .openapi(buyRoute, async (c) => {
    const { db, clock } = c.env.deps;
    const student = c.var.student;
    const bought = await buyItem(db, clock, student.id, c.req.valid('json').item_id);
    const [monster_items, student_monster] = await Promise.all([
      listStore(db, student.id, bought.student_monster_item.monster_item.subject_id),
      studentMonsterOrDefault(db, clock, student.id),
    ]);
    return c.json({ monster_items, student_monster, student_monster_item: bought.student_monster_item, incentives: { gems: bought.gems } }, 201);
  })
  .openapi(updateRoute, async (c) => {
    const { db, clock } = c.env.deps;
    const params = c.req.valid('param');
    const student = c.var.student;
    const student_monster_item = await updateStudentItem(db, clock, student.id, params.student_monster_item_id, c.req.valid('json'));
    return c.json({ student_monster: await studentMonsterOrDefault(db, clock, student.id), student_monster_item }, 200);
  });

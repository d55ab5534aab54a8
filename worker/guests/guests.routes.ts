import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { guests } from '../../db/schema';
import { authorizeStudent } from '../auth/auth.middleware';
import { forbidden, invalid } from '../lib/errors';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { GUEST_HEADER, requireGuest } from './guest-auth';
import {
  createGuestResponse,
  guestBehaviorEventsBody,
  guestIdParams,
  guestParams,
  guestResponse,
  guestToStudentBody,
  savedCountResponse,
  updateGuestBody,
  userConfigsResponse,
} from './guests.contracts';
import { createGuest, saveGuestEvents, toGuest, updateGuestVars } from './guests.service';

const guestHeader = { description: `The guest token (from POST /api/o1/guests) in the \`${GUEST_HEADER}\` header` };
const security = [{ Bearer: [] }];

const create = createRoute({
  method: 'post',
  path: '/api/o1/guests',
  tags: ['guests'],
  summary: 'Create a guest: a guest token carrying guest_id and the experiments map',
  responses: { 201: jsonResponse(createGuestResponse, 'Guest and token') },
});

const updateRoute = (path: string, summary: string) =>
  createRoute({
    method: 'put',
    path,
    tags: ['guests'],
    summary,
    request: { body: jsonBody(updateGuestBody) },
    responses: { 200: jsonResponse(guestResponse, 'Guest'), 401: errorResponse('No or bad guest token'), 422: errorResponse('Invalid body') },
  });
const update = updateRoute('/api/o1/guests', "Set a guest's variables (overwrites keys)");
const updateOnce = updateRoute('/api/o1/guests/update_vars_once', "Set a guest's variables that are not set yet");

const data = createRoute({
  method: 'get',
  path: '/api/o1/guests/data',
  tags: ['guests'],
  summary: `The guest of the token in the ${GUEST_HEADER} header`,
  responses: { 200: jsonResponse(guestResponse, 'Guest'), 401: errorResponse(guestHeader.description) },
});

const events = createRoute({
  method: 'post',
  path: '/api/o1/guest_behavior_events',
  tags: ['guests'],
  summary: 'Guest behaviour events (sent by navigator.sendBeacon, or XHR as a fallback)',
  request: { body: jsonBody(guestBehaviorEventsBody) },
  responses: { 201: jsonResponse(savedCountResponse, 'Saved'), 401: errorResponse('No or bad guest token'), 422: errorResponse('Invalid body') },
});

const toStudent = createRoute({
  method: 'post',
  path: '/api/v1/guests/{guest}/student',
  tags: ['guests'],
  summary: `Link a guest to the student it became (guest token in ${GUEST_HEADER}; a parent names student_id)`,
  security,
  request: { params: guestParams, body: jsonBody(guestToStudentBody) },
  responses: {
    200: jsonResponse(guestResponse, 'Linked guest'),
    401: errorResponse('Not logged in, or no guest token'),
    403: errorResponse('Not this guest or not your student'),
    422: errorResponse('A parent must name the student'),
  },
});

const userConfigs = createRoute({
  method: 'get',
  path: '/api/v1/guests/{id}/user_configs',
  tags: ['guests'],
  summary: "A linked guest's experiments and variables, for the student or parent it became",
  security,
  request: { params: guestIdParams },
  responses: {
    200: jsonResponse(userConfigsResponse, 'Configs'),
    401: errorResponse('Not logged in'),
    403: errorResponse('This guest is not linked to you'),
  },
});

/** Guest routes: /api/o1 with a guest token, and /api/v1 for the student or parent a guest became. */
export const guestsRoutes = createRouter()
  .openapi(create, async (c) => c.json(await createGuest(c.env.deps), 201))
  .openapi(update, async (c) => {
    const body = c.req.valid('json');
    const guest = await requireGuest(c.env.deps, body.auth_id_token);
    return c.json({ guest: await updateGuestVars(c.env.deps, guest.id, body.guest.vars, false) }, 200);
  })
  .openapi(updateOnce, async (c) => {
    const body = c.req.valid('json');
    const guest = await requireGuest(c.env.deps, body.auth_id_token);
    return c.json({ guest: await updateGuestVars(c.env.deps, guest.id, body.guest.vars, true) }, 200);
  })
  .openapi(data, async (c) => {
    const guest = await requireGuest(c.env.deps, c.req.header(GUEST_HEADER));
    return c.json({ guest: toGuest(guest) }, 200);
  })
  .openapi(events, async (c) => {
    const body = c.req.valid('json');
    const guest = await requireGuest(c.env.deps, body.auth_id_token);
    return c.json({ saved: await saveGuestEvents(c.env.deps, guest, body.guest_behavior_events) }, 201);
  })
  .openapi(toStudent, async (c) => {
    const deps = c.env.deps;
    const user = c.var.user;
    const guest = await requireGuest(deps, c.req.header(GUEST_HEADER));
    // The guest token proves the caller is this visitor: a logged-in user can't claim someone else's guest.
    if (guest.id !== Number(c.req.valid('param').guest)) throw forbidden();
    const body = c.req.valid('json');
    if (user.role === 'parent' && body.student_id === undefined) throw invalid('Please choose the student.', { student_id: 'Please choose the student.' });
    const student = await authorizeStudent(deps, user, user.role === 'student' ? '-' : String(body.student_id));
    // A guest becomes one family: once linked, another family can't take it over.
    if (guest.parent_id !== null && guest.parent_id !== student.parent_id) throw forbidden();
    const [row] = await deps.db.update(guests).set({ student_id: student.id, parent_id: student.parent_id }).where(eq(guests.id, guest.id)).returning();
    return c.json({ guest: toGuest(row!) }, 200);
  })
  .openapi(userConfigs, async (c) => {
    const user = c.var.user;
    const [guest] = await c.env.deps.db.select().from(guests).where(eq(guests.id, Number(c.req.valid('param').id)));
    const mine = guest && ((user.role === 'student' && guest.student_id === user.id) || (user.role === 'parent' && guest.parent_id === user.id));
    // Unknown and someone else's guests answer alike, so ids can't be probed.
    if (!guest || !mine) throw forbidden();
    return c.json({ user_configs: { guest_id: guest.id, experiments: guest.experiments, vars: guest.vars } }, 200);
  });

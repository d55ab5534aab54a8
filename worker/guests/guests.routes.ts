import type { z } from '@hono/zod-openapi';
import { defineRoute } from '../lib/route';
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
  updateGuestOnceBody,
  userConfigsResponse,
} from './guests.contracts';
import { createGuest, linkGuestToStudent, saveGuestEvents, toGuest, updateGuestVars, userConfigsOf } from './guests.service';

const guestHeader = { description: `The guest token (from POST /api/o1/guests) in the \`${GUEST_HEADER}\` header` };

const create = defineRoute({
  access: 'public',
  method: 'post',
  path: '/api/o1/guests',
  tags: ['guests'],
  summary: 'Create a guest: a guest token carrying guest_id and the experiments map',
  responses: { 201: jsonResponse(createGuestResponse, 'Guest and token') },
});

const updateRoute = <P extends string>(path: P, summary: string, example: z.input<typeof updateGuestBody>) =>
  defineRoute({
    access: 'guest',
    guestToken: 'body',
    method: 'put',
    path,
    tags: ['guests'],
    summary,
    request: { body: jsonBody(updateGuestBody, example) },
    responses: { 200: jsonResponse(guestResponse, 'Guest'), 401: errorResponse('No or bad guest token'), 422: errorResponse('Invalid body') },
  });
const update = updateRoute('/api/o1/guests', "Set a guest's variables (overwrites keys)", { guest: { vars: { grade: 3 } } });
const updateOnce = defineRoute({
  access: 'guest',
  guestToken: 'body',
  method: 'put',
  path: '/api/o1/guests/update_vars_once',
  tags: ['guests'],
  summary: "Set a guest's variables that are not set yet, and its first-touch tracked URL parameters (kept whole, only if it has none yet)",
  request: { body: jsonBody(updateGuestOnceBody, { guest: { vars: { source: 'ad' }, tracked_params: { utm_source: 'google', gclid: 'Cj0KCQ' } } }) },
  responses: { 200: jsonResponse(guestResponse, 'Guest'), 401: errorResponse('No or bad guest token'), 422: errorResponse('Invalid body, or a parameter outside the allow-list') },
});

const data = defineRoute({
  access: 'guest',
  method: 'get',
  path: '/api/o1/guests/data',
  tags: ['guests'],
  summary: `The guest of the token in the ${GUEST_HEADER} header`,
  responses: { 200: jsonResponse(guestResponse, 'Guest'), 401: errorResponse(guestHeader.description) },
});

const events = defineRoute({
  access: 'guest',
  guestToken: 'body',
  method: 'post',
  path: '/api/o1/guest_behavior_events',
  tags: ['guests'],
  summary: 'Guest behaviour events (sent by navigator.sendBeacon, or XHR as a fallback)',
  request: { body: jsonBody(guestBehaviorEventsBody, { guest_behavior_events: [{ name: 'LP: playButton', metadata: { path: '/lp/math' } }] }) },
  responses: { 201: jsonResponse(savedCountResponse, 'Saved'), 401: errorResponse('No or bad guest token'), 422: errorResponse('Invalid body') },
});

const toStudent = defineRoute({
  access: 'student',
  studentParam: null,
  method: 'post',
  path: '/api/v1/guests/{guest}/student',
  tags: ['guests'],
  summary: `Link a guest to the student it became (guest token in ${GUEST_HEADER}; a parent names student_id)`,
  request: { params: guestParams, body: jsonBody(guestToStudentBody) },
  responses: {
    200: jsonResponse(guestResponse, 'Linked guest'),
    401: errorResponse('Not logged in, or no guest token'),
    403: errorResponse('Not this guest or not your student'),
    422: errorResponse('A parent must name the student'),
  },
});

const userConfigs = defineRoute({
  access: 'student',
  studentParam: null,
  method: 'get',
  path: '/api/v1/guests/{id}/user_configs',
  tags: ['guests'],
  summary: "A linked guest's experiments and variables, for the student or parent it became",
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
  .openapi(update, async (c) => c.json({ guest: await updateGuestVars(c.env.deps, c.var.guest.id, c.req.valid('json').guest.vars, false) }, 200))
  .openapi(updateOnce, async (c) => {
    const { vars, tracked_params } = c.req.valid('json').guest;
    return c.json({ guest: await updateGuestVars(c.env.deps, c.var.guest.id, vars ?? {}, true, tracked_params) }, 200);
  })
  .openapi(data, (c) => c.json({ guest: toGuest(c.var.guest) }, 200))
  .openapi(events, async (c) => c.json({ saved: await saveGuestEvents(c.env.deps, c.var.guest, c.req.valid('json').guest_behavior_events) }, 201))
  .openapi(toStudent, async (c) => {
    // The second credential: the guest token in the header proves the caller is this visitor.
    const guest = await requireGuest(c.env.deps, c.req.header(GUEST_HEADER));
    return c.json({ guest: await linkGuestToStudent(c.env.deps, c.var.user, guest, Number(c.req.valid('param').guest), c.req.valid('json').student_id) }, 200);
  })
  .openapi(userConfigs, async (c) => c.json({ user_configs: await userConfigsOf(c.env.deps.db, c.var.user, Number(c.req.valid('param').id)) }, 200));

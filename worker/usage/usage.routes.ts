import { savedCountResponse } from '../guests/guests.contracts';
import { forbidden } from '../lib/errors';
import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { studentIdParams } from '../students/students.contracts';
import { behaviorEventsBody, dailyUsageBody, dailyUsageResponse, studentParentParams } from './usage.contracts';
import { recordDailyUsage, saveStudentEvents } from './usage.service';

const denied = { 401: errorResponse('Not logged in'), 403: errorResponse('Not your student'), 422: errorResponse('Invalid body') };

const dailyUsage = defineRoute({
  access: 'student',
  method: 'post',
  path: '/api/v1/students/{id}/daily_usages',
  tags: ['usage'],
  summary: "Record today's usage flags (student's calendar day); flags only turn on",
  request: { params: studentIdParams, body: jsonBody(dailyUsageBody, { used_math: true }) },
  responses: { 200: jsonResponse(dailyUsageResponse, "Today's usage"), ...denied },
});

const events = defineRoute({
  access: 'student',
  method: 'post',
  path: '/api/v1/students/{id}/behavior_events',
  tags: ['usage'],
  summary: "A student's behaviour events",
  request: { params: studentIdParams, body: jsonBody(behaviorEventsBody, { behavior_events: [{ name: 'opened map' }] }) },
  responses: { 201: jsonResponse(savedCountResponse, 'Saved'), ...denied },
});

const parentEvents = defineRoute({
  access: 'student', studentParam: 'student',
  method: 'post',
  path: '/api/v1/students/{student}/parents/{parent}/behavior_events',
  tags: ['usage'],
  summary: "A student's behaviour events attributed to its parent too",
  request: { params: studentParentParams, body: jsonBody(behaviorEventsBody, { behavior_events: [{ name: 'opened map' }] }) },
  responses: { 201: jsonResponse(savedCountResponse, 'Saved'), ...denied },
});

/** Daily usage and behaviour events of students (spec part 1 section 7, part 2 "Daily usage"). */
export const usageRoutes = createRouter()
  .openapi(dailyUsage, async (c) => {
    const student = c.var.student;
    return c.json({ daily_usage: await recordDailyUsage(c.env.deps, student, c.req.valid('json')) }, 200);
  })
  .openapi(events, async (c) => {
    const student = c.var.student;
    return c.json({ saved: await saveStudentEvents(c.env.deps, student.id, null, c.req.valid('json').behavior_events) }, 201);
  })
  .openapi(parentEvents, async (c) => {
    const p = c.req.valid('param');
    const student = c.var.student;
    // The parent in the path must be the student's own: events are never attributed to a stranger.
    if (student.parent_id !== Number(p.parent)) throw forbidden();
    return c.json({ saved: await saveStudentEvents(c.env.deps, student.id, student.parent_id, c.req.valid('json').behavior_events) }, 201);
  });

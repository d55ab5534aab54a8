import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { guests } from '../../db/schema';
import { authorizeParent, authorizeStudent } from '../auth/auth.middleware';
import { GUEST_HEADER, requireGuest } from '../guests/guest-auth';
import { forbidden } from '../lib/errors';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { parentIdParams } from '../parents/parents.contracts';
import { studentIdParams } from '../students/students.contracts';
import {
  createFeedbackBody,
  feedbackListResponse,
  feedbackResponse,
  guestCreateFeedbackBody,
  guestFeedbackParams,
  guestStudentFeedbackParams,
  guestUpdateFeedbackBody,
  ownerFeedbackParams,
  updateFeedbackBody,
} from './feedback.contracts';
import { createFeedback, listFeedbacks, updateFeedback } from './feedback.service';

const security = [{ Bearer: [] }];
const denied = { 401: errorResponse('Not logged in'), 403: errorResponse('Not allowed for this id') };

function ownerFeedbackRoutes(who: 'students' | 'parents', params: typeof studentIdParams) {
  const base = `/api/v1/${who}/{id}/feedbacks`;
  const tags = ['feedback'];
  return {
    list: createRoute({ method: 'get', path: base, tags, summary: `The ${who === 'students' ? "student's" : "parent's"} feedbacks, newest first`, security, request: { params }, responses: { 200: jsonResponse(feedbackListResponse, 'Feedbacks'), ...denied } }),
    create: createRoute({
      method: 'post',
      path: base,
      tags,
      summary: 'Leave feedback: stars 1 to 5 and notes',
      security,
      request: { params, body: jsonBody(createFeedbackBody) },
      responses: { 201: jsonResponse(feedbackResponse, 'Saved'), ...denied, 422: errorResponse('Invalid stars or notes') },
    }),
    update: createRoute({
      method: 'put',
      path: `${base}/{feedback_id}`,
      tags,
      summary: 'Change stars or notes of a feedback',
      security,
      request: { params: ownerFeedbackParams, body: jsonBody(updateFeedbackBody) },
      responses: { 200: jsonResponse(feedbackResponse, 'Saved'), ...denied, 404: errorResponse('No such feedback of yours'), 422: errorResponse('Invalid stars or notes') },
    }),
  };
}

const student = ownerFeedbackRoutes('students', studentIdParams);
const parent = ownerFeedbackRoutes('parents', parentIdParams);

const guestCreate = createRoute({
  method: 'post',
  path: '/api/o1/feedbacks',
  tags: ['feedback'],
  summary: "A guest's feedback (guest token as auth_id_token)",
  request: { body: jsonBody(guestCreateFeedbackBody) },
  responses: { 201: jsonResponse(feedbackResponse, 'Saved'), 401: errorResponse('No or bad guest token'), 422: errorResponse('Invalid stars or notes') },
});

const guestUpdate = createRoute({
  method: 'put',
  path: '/api/o1/feedbacks/{feedback_id}',
  tags: ['feedback'],
  summary: "Change a guest's own feedback",
  request: { params: guestFeedbackParams, body: jsonBody(guestUpdateFeedbackBody) },
  responses: { 200: jsonResponse(feedbackResponse, 'Saved'), 401: errorResponse('No or bad guest token'), 404: errorResponse('No such feedback of this guest'), 422: errorResponse('Invalid') },
});

const guestStudentCreate = createRoute({
  method: 'post',
  path: '/api/v1/guests/{guestId}/students/{id}/feedbacks',
  tags: ['feedback'],
  summary: `Feedback of a student who came as this guest (guest token in ${GUEST_HEADER})`,
  security,
  request: { params: guestStudentFeedbackParams, body: jsonBody(createFeedbackBody) },
  responses: { 201: jsonResponse(feedbackResponse, 'Saved'), ...denied, 422: errorResponse('Invalid stars or notes') },
});

/** Feedback for students, parents and guests (spec part 1 sections 3, 6, 7 "Feedback"). */
export const feedbackRoutes = createRouter()
  .openapi(student.list, async (c) => {
    const s = await authorizeStudent(c.env.deps, c.var.user, c.req.valid('param').id);
    return c.json({ feedbacks: await listFeedbacks(c.env.deps.db, { student_id: s.id }) }, 200);
  })
  .openapi(student.create, async (c) => {
    const s = await authorizeStudent(c.env.deps, c.var.user, c.req.valid('param').id);
    return c.json({ feedback: await createFeedback(c.env.deps.db, { student_id: s.id }, c.req.valid('json')) }, 201);
  })
  .openapi(student.update, async (c) => {
    const p = c.req.valid('param');
    const s = await authorizeStudent(c.env.deps, c.var.user, p.id);
    return c.json({ feedback: await updateFeedback(c.env.deps.db, { student_id: s.id }, Number(p.feedback_id), c.req.valid('json')) }, 200);
  })
  .openapi(parent.list, async (c) => {
    const id = authorizeParent(c.var.user, c.req.valid('param').id);
    return c.json({ feedbacks: await listFeedbacks(c.env.deps.db, { parent_id: id }) }, 200);
  })
  .openapi(parent.create, async (c) => {
    const id = authorizeParent(c.var.user, c.req.valid('param').id);
    return c.json({ feedback: await createFeedback(c.env.deps.db, { parent_id: id }, c.req.valid('json')) }, 201);
  })
  .openapi(parent.update, async (c) => {
    const p = c.req.valid('param');
    const id = authorizeParent(c.var.user, p.id);
    return c.json({ feedback: await updateFeedback(c.env.deps.db, { parent_id: id }, Number(p.feedback_id), c.req.valid('json')) }, 200);
  })
  .openapi(guestCreate, async (c) => {
    const { auth_id_token, ...body } = c.req.valid('json');
    const guest = await requireGuest(c.env.deps, auth_id_token);
    return c.json({ feedback: await createFeedback(c.env.deps.db, { guest_id: guest.id }, body) }, 201);
  })
  .openapi(guestUpdate, async (c) => {
    const { auth_id_token, ...body } = c.req.valid('json');
    const guest = await requireGuest(c.env.deps, auth_id_token);
    return c.json({ feedback: await updateFeedback(c.env.deps.db, { guest_id: guest.id }, Number(c.req.valid('param').feedback_id), body) }, 200);
  })
  .openapi(guestStudentCreate, async (c) => {
    const deps = c.env.deps;
    const p = c.req.valid('param');
    const s = await authorizeStudent(deps, c.var.user, p.id);
    const [guest] = await deps.db.select().from(guests).where(eq(guests.id, Number(p.guestId)));
    // Only a guest this student came from (linked by POST /api/v1/guests/{guest}/student).
    if (!guest || guest.student_id !== s.id) throw forbidden();
    return c.json({ feedback: await createFeedback(deps.db, { student_id: s.id, guest_id: guest.id }, c.req.valid('json')) }, 201);
  });

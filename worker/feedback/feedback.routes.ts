import { GUEST_HEADER } from '../guests/guest-auth';
import { linkedGuestOf } from '../guests/guests.service';
import { defineRoute } from '../lib/route';
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

const denied = { 401: errorResponse('Not logged in'), 403: errorResponse('Not allowed for this id') };

/** The list, create and update routes of a student's (access `student`) or a parent's (`parent`) feedbacks. */
function ownerFeedbackRoutes<K extends 'student' | 'parent'>(access: K, params: typeof studentIdParams) {
  const who = access === 'student' ? 'students' : 'parents';
  const base = `/api/v1/${who}/{id}/feedbacks` as const;
  const tags = ['feedback'];
  return {
    list: defineRoute({ access, method: 'get', path: base, tags, summary: `The ${who === 'students' ? "student's" : "parent's"} feedbacks, newest first`, request: { params }, responses: { 200: jsonResponse(feedbackListResponse, 'Feedbacks'), ...denied } }),
    create: defineRoute({
      access,
      method: 'post',
      path: base,
      tags,
      summary: 'Leave feedback: stars 1 to 5 and notes',
      request: { params, body: jsonBody(createFeedbackBody, { stars: 5, notes: 'I like the monster' }) },
      responses: { 201: jsonResponse(feedbackResponse, 'Saved'), ...denied, 422: errorResponse('Invalid stars or notes') },
    }),
    update: defineRoute({
      access,
      method: 'put',
      path: `${base}/{feedback_id}`,
      tags,
      summary: 'Change stars or notes of a feedback',
      request: { params: ownerFeedbackParams, body: jsonBody(updateFeedbackBody, { stars: 2 }) },
      responses: { 200: jsonResponse(feedbackResponse, 'Saved'), ...denied, 404: errorResponse('No such feedback of yours'), 422: errorResponse('Invalid stars or notes') },
    }),
  };
}

const student = ownerFeedbackRoutes('student', studentIdParams);
const parent = ownerFeedbackRoutes('parent', parentIdParams);

const guestCreate = defineRoute({
  access: 'guest', guestToken: 'body',
  method: 'post',
  path: '/api/o1/feedbacks',
  tags: ['feedback'],
  summary: "A guest's feedback (guest token as auth_id_token)",
  request: { body: jsonBody(guestCreateFeedbackBody, { stars: 5, notes: 'Fun' }) },
  responses: { 201: jsonResponse(feedbackResponse, 'Saved'), 401: errorResponse('No or bad guest token'), 422: errorResponse('Invalid stars or notes') },
});

const guestUpdate = defineRoute({
  access: 'guest', guestToken: 'body',
  method: 'put',
  path: '/api/o1/feedbacks/{feedback_id}',
  tags: ['feedback'],
  summary: "Change a guest's own feedback",
  request: { params: guestFeedbackParams, body: jsonBody(guestUpdateFeedbackBody, { stars: 4 }) },
  responses: { 200: jsonResponse(feedbackResponse, 'Saved'), 401: errorResponse('No or bad guest token'), 404: errorResponse('No such feedback of this guest'), 422: errorResponse('Invalid') },
});

const guestStudentCreate = defineRoute({
  access: 'student',
  method: 'post',
  path: '/api/v1/guests/{guestId}/students/{id}/feedbacks',
  tags: ['feedback'],
  summary: `Feedback of a student who came as this guest (guest token in ${GUEST_HEADER})`,
  request: { params: guestStudentFeedbackParams, body: jsonBody(createFeedbackBody, { stars: 4 }) },
  responses: { 201: jsonResponse(feedbackResponse, 'Saved'), ...denied, 422: errorResponse('Invalid stars or notes') },
});

/** Feedback for students, parents and guests (spec part 1 sections 3, 6, 7 "Feedback"). */
export const feedbackRoutes = createRouter()
  .openapi(student.list, async (c) => {
    const s = c.var.student;
    return c.json({ feedbacks: await listFeedbacks(c.env.deps.db, { student_id: s.id }) }, 200);
  })
  .openapi(student.create, async (c) => {
    const s = c.var.student;
    return c.json({ feedback: await createFeedback(c.env.deps.db, { student_id: s.id }, c.req.valid('json'), c.env.deps.clock) }, 201);
  })
  .openapi(student.update, async (c) => {
    const p = c.req.valid('param');
    const s = c.var.student;
    return c.json({ feedback: await updateFeedback(c.env.deps.db, { student_id: s.id }, Number(p.feedback_id), c.req.valid('json'), c.env.deps.clock) }, 200);
  })
  .openapi(parent.list, async (c) => {
    const id = c.var.parent.id;
    return c.json({ feedbacks: await listFeedbacks(c.env.deps.db, { parent_id: id }) }, 200);
  })
  .openapi(parent.create, async (c) => {
    const id = c.var.parent.id;
    return c.json({ feedback: await createFeedback(c.env.deps.db, { parent_id: id }, c.req.valid('json'), c.env.deps.clock) }, 201);
  })
  .openapi(parent.update, async (c) => {
    const p = c.req.valid('param');
    const id = c.var.parent.id;
    return c.json({ feedback: await updateFeedback(c.env.deps.db, { parent_id: id }, Number(p.feedback_id), c.req.valid('json'), c.env.deps.clock) }, 200);
  })
  .openapi(guestCreate, async (c) => {
    const { auth_id_token: _token, ...body } = c.req.valid('json');
    return c.json({ feedback: await createFeedback(c.env.deps.db, { guest_id: c.var.guest.id }, body, c.env.deps.clock) }, 201);
  })
  .openapi(guestUpdate, async (c) => {
    const { auth_id_token: _token, ...body } = c.req.valid('json');
    return c.json({ feedback: await updateFeedback(c.env.deps.db, { guest_id: c.var.guest.id }, Number(c.req.valid('param').feedback_id), body, c.env.deps.clock) }, 200);
  })
  .openapi(guestStudentCreate, async (c) => {
    const { db } = c.env.deps;
    const guest = await linkedGuestOf(db, Number(c.req.valid('param').guestId), c.var.student);
    return c.json({ feedback: await createFeedback(db, { student_id: c.var.student.id, guest_id: guest.id }, c.req.valid('json'), c.env.deps.clock) }, 201);
  });

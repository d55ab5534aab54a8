/**
 * The landing funnel's server calls (issue 14 items 2 and 3; helpers' contract "Server calls for
 * the funnel"): saved progress (`parent_startflows`, spec part 1 section 7), the quizzes, and the
 * guest experiments. Guests send their token in the body (`auth_id_token`); the start-flow key is
 * its own capability (the resume link), so reading and updating a flow need nothing else.
 */
import type { GuestRow } from '../../db/schema';
import { NO_GUEST_TOKEN } from '../guests/guest-auth';
import { unauthorized } from '../lib/errors';
import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { parentIdParams } from '../parents/parents.contracts';
import {
  createStartflowBody,
  experimentParams,
  funnelQuizAnswerBody,
  funnelQuizAnswerResponse,
  funnelQuizBody,
  funnelQuizResponse,
  startflowKeyField,
  startflowKeyParams,
  startflowKeyQuery,
  startflowResponse,
  updateStartflowBody,
  userExperimentBody,
  userExperimentResponse,
} from './funnel.contracts';
import { funnelQuizQuestion, judgeFunnelQuiz } from './funnel-quiz';
import { attachStartflow, createStartflow, endStartflow, readStartflow, updateStartflow } from './startflows.service';
import { exposeGuest } from './user-experiments.service';

const exampleState = { viewer: 'parent' as const, students: [], lpState: 'askParentOrKid' as const, modal: null, errors: {} };
const guestErrors = { 401: errorResponse('No or bad guest token'), 422: errorResponse('Invalid body') };

const createFlow = defineRoute({
  access: 'guest',
  guestToken: 'body',
  method: 'post',
  path: '/api/o1/parent_startflows',
  tags: ['funnel'],
  summary: "Save a guest's funnel progress; the answer's key is the resume link's capability",
  description: 'The state never holds a password: a `password` key (or any unknown key) answers 422.',
  request: { body: jsonBody(createStartflowBody, { entry: 'math', state: exampleState }) },
  responses: { 201: jsonResponse(startflowResponse, 'Saved'), ...guestErrors },
});

const readFlow = defineRoute({
  access: 'public',
  method: 'get',
  path: '/api/o1/parent_startflows/{key}',
  tags: ['funnel'],
  summary: 'Read a saved funnel progress by its key (the resume link: a refresh or a second device)',
  request: { params: startflowKeyParams },
  responses: { 200: jsonResponse(startflowResponse, 'The flow'), 404: errorResponse('No flow with this key (or deleted after 30 days unchanged)'), 422: errorResponse('Not a key') },
});

const updateFlow = defineRoute({
  access: 'public',
  method: 'put',
  path: '/api/o1/parent_startflows/{key}',
  tags: ['funnel'],
  summary: "Replace a flow's state (whoever holds the key)",
  request: { params: startflowKeyParams, body: jsonBody(updateStartflowBody, { state: exampleState }) },
  responses: {
    200: jsonResponse(startflowResponse, 'Saved'),
    404: errorResponse('No flow with this key'),
    409: errorResponse('The flow is ended (sign-up done)'),
    422: errorResponse('Invalid state (a password is never accepted)'),
  },
});

const attachFlow = defineRoute({
  access: 'parent',
  method: 'post',
  path: '/api/v1/parents/{id}/parent_startflows',
  tags: ['funnel'],
  summary: 'Attach a funnel flow to the signed-in parent',
  request: { params: parentIdParams, query: startflowKeyQuery },
  responses: {
    200: jsonResponse(startflowResponse, 'Attached'),
    404: errorResponse('No flow with this key'),
    409: errorResponse('Another parent has this flow'),
    422: errorResponse('Not a key'),
  },
});

const endFlow = defineRoute({
  access: 'parent',
  method: 'put',
  path: '/api/v1/parents/{id}/parent_startflows/{key}/end',
  tags: ['funnel'],
  summary: "End the parent's funnel flow (attaching it if it was nobody's); its personal fields are dropped",
  request: { params: parentIdParams.extend({ key: startflowKeyField.openapi({ param: { name: 'key', in: 'path' } }) }) },
  responses: {
    200: jsonResponse(startflowResponse, 'Ended'),
    404: errorResponse('No flow with this key'),
    409: errorResponse('Another parent has this flow'),
    422: errorResponse('Not a key'),
  },
});

const quiz = defineRoute({
  access: 'guest',
  guestToken: 'body',
  method: 'post',
  path: '/api/o1/guests/funnel_quiz',
  tags: ['funnel'],
  summary: "A funnel quiz question from the math bank for the grade (0 = Pre-K / K), without its answer, and a quiz token",
  request: { body: jsonBody(funnelQuizBody, { grade: 2, index: 0 }) },
  responses: { 200: jsonResponse(funnelQuizResponse, 'Question'), ...guestErrors },
});

const quizAnswer = defineRoute({
  access: 'guest',
  guestToken: 'body',
  method: 'post',
  path: '/api/o1/guests/funnel_quiz/answer',
  tags: ['funnel'],
  summary: 'Judge an answer to a funnel quiz question (nothing is stored)',
  request: { body: jsonBody(funnelQuizAnswerBody, { quiz_token: 'x', answer: { dont_know: true } }) },
  responses: {
    200: jsonResponse(funnelQuizAnswerResponse, 'Judged'),
    401: errorResponse('No or bad guest token'),
    422: errorResponse('Invalid body, expired or foreign quiz token, no answer, or an entry that cannot be read'),
  },
});

const userExperiment = defineRoute({
  access: 'guest',
  guestToken: 'body',
  method: 'post',
  path: '/api/o1/guests/user_experiments/{experiment}',
  tags: ['guests'],
  summary: "The guest's variant of an experiment (deterministic); the first call records the exposure",
  request: { params: experimentParams, body: jsonBody(userExperimentBody, {}) },
  responses: { 200: jsonResponse(userExperimentResponse, 'Variant'), 404: errorResponse('Unknown experiment'), ...guestErrors },
});

/** Funnel routes: start flows, quizzes, guest experiments. */
export const funnelRoutes = createRouter()
  .openapi(createFlow, async (c) => {
    const { entry, state } = c.req.valid('json');
    return c.json({ startflow: await createStartflow(c.env.deps, c.var.guest, entry, state) }, 201);
  })
  .openapi(readFlow, async (c) => c.json({ startflow: await readStartflow(c.env.deps, c.req.valid('param').key) }, 200))
  .openapi(updateFlow, async (c) => c.json({ startflow: await updateStartflow(c.env.deps, c.req.valid('param').key, c.req.valid('json').state) }, 200))
  .openapi(attachFlow, async (c) => c.json({ startflow: await attachStartflow(c.env.deps, c.var.parent, c.req.valid('query').startflow_key) }, 200))
  .openapi(endFlow, async (c) => c.json({ startflow: await endStartflow(c.env.deps, c.var.parent, c.req.valid('param').key) }, 200))
  .openapi(quiz, async (c) => {
    const { grade, index } = c.req.valid('json');
    return c.json(await funnelQuizQuestion(c.env.deps, c.var.guest, grade, index), 200);
  })
  .openapi(quizAnswer, async (c) => {
    const { quiz_token, answer } = c.req.valid('json');
    return c.json(await judgeFunnelQuiz(c.env.deps, c.var.guest, quiz_token, answer), 200);
  })
  .openapi(userExperiment, async (c) => {
    // The body has no required field, so a request without a JSON body reaches here without the
    // access check's guest (it could not read a token): that is a missing token.
    const guest = (c.var as { guest?: GuestRow }).guest;
    if (!guest) throw unauthorized(NO_GUEST_TOKEN);
    return c.json(await exposeGuest(c.env.deps, guest, c.req.valid('param').experiment), 200);
  });

import { wrapTime } from 'hono/timing';
import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { studentIdParams } from '../students/students.contracts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../lib/cache-headers';
import { answerBody, answerParams, answerResponseSchema, gameSetupQuery, mapParams, mathContentParams, mathContentQuery, mathGameSchema, mathMapContentSchema, mathMapSchema, setGameBody } from './math.contracts';
import { getMapContent, getMathGame, getMathMap, setMathGame, submitAnswer } from './math.service';

const denied = {
  401: errorResponse('Not logged in'),
  403: errorResponse('Not your student'),
  404: errorResponse('No such student'),
};

const getMap = defineRoute({
  access: 'student',
  method: 'get',
  path: '/api/v1/students/{id}/math_game/map',
  tags: ['math'],
  summary: "The map of the student's current level, its levels, progress, monster and gems",
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(mathMapSchema, 'Map'), ...denied },
});

const getMapContentRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/api/o1/math_content/maps/{map}',
  tags: ['math'],
  summary: "A map's static content (map and levels) for a content version: immutable, cached by the browser (issue 21)",
  request: { params: mathContentParams, query: mathContentQuery },
  responses: { 200: jsonResponse(mathMapContentSchema, 'Map content'), 404: errorResponse('No such map, or not the current content version') },
});

const getGame = defineRoute({
  access: 'student',
  method: 'get',
  path: '/api/v1/students/{id}/math_game/{map}',
  tags: ['math'],
  summary: 'The math game with the pending question (spec GET math_game/{map})',
  request: { params: mapParams, query: gameSetupQuery },
  responses: { 200: jsonResponse(mathGameSchema, 'Math game'), ...denied, 422: errorResponse('Invalid setup parameters') },
});

const setGame = defineRoute({
  access: 'student',
  method: 'post',
  path: '/api/v1/students/{id}/math_game',
  tags: ['math'],
  summary: 'Set the game: move past a start level (spec POST math_game)',
  request: { params: studentIdParams, body: jsonBody(setGameBody, { new_level: 2 }) },
  responses: { 200: jsonResponse(mathGameSchema, 'Math game'), ...denied, 422: errorResponse('Not allowed now') },
});

const answer = defineRoute({
  access: 'student',
  method: 'post',
  path: '/api/v1/students/{id}/math_game/{game}/questions/{q}/student_answers',
  tags: ['math'],
  summary: 'Answer the pending question; the server judges it and returns the next one',
  request: { params: answerParams, body: jsonBody(answerBody, { answer: { answer_id: 1 } }) },
  responses: {
    200: jsonResponse(answerResponseSchema, 'Verdict, progress, gems and the next question'),
    ...denied,
    403: errorResponse('Not your student, or the level is locked (paywall, unpaid, daily limit)'),
    409: errorResponse('That question is not pending (already answered)'),
    422: errorResponse('Incomplete or malformed answer'),
  },
});

/** Math game routes (spec part 1 section 7 "Math"). */
export const mathRoutes = createRouter()
  .openapi(getMap, async (c) => {
    const student = c.var.student;
    return c.json(await getMathMap(c.env.deps, student), 200);
  })
  .openapi(getMapContentRoute, async (c) => {
    const { body, immutable } = await getMapContent(c.env.deps, c.req.valid('query').v, c.req.valid('param').map);
    c.header('Cache-Control', immutable ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
    return c.json(body, 200);
  })
  .openapi(getGame, async (c) => {
    const student = c.var.student;
    return c.json(await getMathGame(c.env.deps, student, c.req.valid('query')), 200);
  })
  .openapi(setGame, async (c) => {
    const student = c.var.student;
    return c.json(await setMathGame(c.env.deps, student, c.req.valid('json').new_level), 200);
  })
  .openapi(answer, async (c) => {
    const params = c.req.valid('param');
    const student = c.var.student;
    // Server-Timing `answer` (hono/timing, mounted in app.ts): the read, judgement and write alone.
    return c.json(await wrapTime(c, 'answer', submitAnswer(c.env.deps, student, params.game, params.q, c.req.valid('json')), 'read and judge and write'), 200);
  });

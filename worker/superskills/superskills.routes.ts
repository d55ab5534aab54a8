/**
 * Superskills routes (issue 17 contract "The API" 8-12; spec part 2 section 7 "Superskills": the
 * student's videos, start, set complete with a subject, answer the question, update the state).
 * Every route is the student's or its parent's (`access: 'student'`), under
 * /api/v1/students/{id}; `-` is the logged-in student.
 */
import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { studentIdParams } from '../students/students.contracts';
import { completeBody, episodeParams, episodeQuestionParams, episodeSchema, episodesResponse, stateBody, superskillsAnswerBody, superskillsAnswerResponse } from './superskills.contracts';
import { answerEpisode, completeEpisode, listEpisodes, setEpisodeState, startEpisode } from './superskills.service';

const S = '/api/v1/students/{id}';
const tags = ['superskills'];
const errors = {
  401: errorResponse('Not logged in'),
  403: errorResponse('Not this student or its parent; or `subject_locked`: an episode beyond the Superskills billing status (fields.billing, fields.payment_prompt)'),
  404: errorResponse('`episode_not_found`: a number outside 1..N'),
  422: errorResponse('Invalid input, one message per field'),
};
const episode = jsonResponse(episodeSchema, 'The episode with the student record');

const listRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: `${S}/superskills_videos`,
  tags,
  summary: "Every episode by number with its film, question (without the right answer), parent prompt and the student's record, locked by the billing status",
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(episodesResponse, 'Episodes'), 401: errors[401], 403: errors[403] },
});

const startRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/superskills_videos/{episode}/start`,
  tags,
  summary: 'Start an episode (empty body): started_at is set the first time',
  request: { params: episodeParams },
  responses: { 200: episode, ...errors },
});

const completeRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/superskills_videos/{episode}/complete`,
  tags,
  summary: "The episode was watched, from the Superskills map or the math intro: that subject's completion time (and started_at) set the first time",
  request: { params: episodeParams, body: jsonBody(completeBody, { subject: 'superSkills' }) },
  responses: { 200: episode, ...errors },
});

const answerRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/superskills_videos/{episode}/questions/{questionId}/answers`,
  tags,
  summary: "Answer the episode's question: judged by the server; 1 gem the first time it is answered right",
  request: { params: episodeQuestionParams, body: jsonBody(superskillsAnswerBody, { answer_id: 11 }) },
  responses: { 200: jsonResponse(superskillsAnswerResponse, 'Verdict, the right answer, the explanation and the gem total'), ...errors, 404: errorResponse('`episode_not_found` or `question_not_found`') },
});

const stateRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/superskills_videos/{episode}/state`,
  tags,
  summary: 'Record the map state of the episode (the last one sent is kept)',
  request: { params: episodeParams, body: jsonBody(stateBody, { state: 'superskillsepisodeplaying' }) },
  responses: { 200: episode, ...errors },
});

/** The Superskills routes. */
export const superskillsRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json(await listEpisodes(c.env.deps, c.var.student), 200))
  .openapi(startRoute, async (c) => c.json(await startEpisode(c.env.deps, c.var.student, c.req.valid('param').episode), 200))
  .openapi(completeRoute, async (c) => c.json(await completeEpisode(c.env.deps, c.var.student, c.req.valid('param').episode, c.req.valid('json').subject), 200))
  .openapi(answerRoute, async (c) => {
    const p = c.req.valid('param');
    return c.json(await answerEpisode(c.env.deps, c.var.student, p.episode, p.questionId, c.req.valid('json').answer_id), 200);
  })
  .openapi(stateRoute, async (c) => c.json(await setEpisodeState(c.env.deps, c.var.student, c.req.valid('param').episode, c.req.valid('json').state), 200));

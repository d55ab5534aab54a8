import { defineRoute } from '../../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../../lib/router';
import { studentIdParams } from '../../students/students.contracts';
import { videoAnswerBody, videoAnswerParams, videoAnswerResponseSchema, videoEndResponseSchema, videoLevelSchema } from './video-level.contracts';
import { answerVideoQuestion, endVideoLevel, getVideoLevel } from './video-level.service';

const denied = {
  401: errorResponse('Not logged in'),
  403: errorResponse('Not your student, or the level is locked'),
  404: errorResponse('No such student'),
};

const getVideo = defineRoute({
  access: 'student',
  method: 'get',
  path: '/api/v1/students/{id}/video_level',
  tags: ['math'],
  summary: "The student's desert video level: the next cue and its question",
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(videoLevelSchema, 'Video level'), ...denied, 409: errorResponse('The current level is not a video level') },
});

const answerVideo = defineRoute({
  access: 'student',
  method: 'post',
  path: '/api/v1/students/{id}/video_level/questions/{q}/student_answers',
  tags: ['math'],
  summary: "Answer the current cue's question; the server judges it and returns the next cue's question",
  request: { params: videoAnswerParams, body: jsonBody(videoAnswerBody, { answer: { answer_id: 1 } }) },
  responses: {
    200: jsonResponse(videoAnswerResponseSchema, 'Verdict, progress, gems and the next question'),
    ...denied,
    409: errorResponse('That question is not the current cue (already answered)'),
    422: errorResponse('Incomplete or malformed answer'),
  },
});

const endVideo = defineRoute({
  access: 'student',
  method: 'post',
  path: '/api/v1/students/{id}/video_level/end',
  tags: ['math'],
  summary: 'The video reached its end: complete the level',
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(videoEndResponseSchema, 'Level completed'), ...denied, 409: errorResponse('Cues remain unanswered') },
});

/** Desert video level routes (issue 6). */
export const videoLevelRoutes = createRouter()
  .openapi(getVideo, async (c) => {
    const student = c.var.student;
    return c.json(await getVideoLevel(c.env.deps, student), 200);
  })
  .openapi(answerVideo, async (c) => {
    const params = c.req.valid('param');
    const student = c.var.student;
    return c.json(await answerVideoQuestion(c.env.deps, student, params.q, c.req.valid('json')), 200);
  })
  .openapi(endVideo, async (c) => {
    const student = c.var.student;
    return c.json(await endVideoLevel(c.env.deps, student), 200);
  });

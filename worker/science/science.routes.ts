/**
 * Science routes (issue 16 contract "The API"; spec part 2 section 7 "Science": the world map,
 * badges, the student's lessons, start a lesson, answer a question, customise a badge), plus our
 * "complete" call (the film watched; docs/decisions.md "Science: the database and the API").
 * Every route is the student's or its parent's (`access: 'student'`), under
 * /api/v1/students/{id}; `-` is the logged-in student.
 */
import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { studentIdParams } from '../students/students.contracts';
import {
  answerBody,
  answerResponse,
  lessonParams,
  mapParams,
  questionParams,
  scienceBadgesResponse,
  scienceMapResponse,
  studentBadgeBody,
  studentBadgeSchema,
  studentVideoLessonSchema,
  studentVideoLessonsResponse,
  topicParams,
} from './science.contracts';
import { listBadges, setBadge } from './science-badges.service';
import { answerQuestion, completeLesson, startLesson } from './science-lessons.service';
import { getScienceMap, listStudentVideoLessons } from './science-map.service';

const S = '/api/v1/students/{id}';
const tags = ['science'];
const denied = { 401: errorResponse('Not logged in'), 403: errorResponse('Not this student or its parent; or `subject_locked`: a lesson beyond the science billing status (fields.billing, fields.payment_prompt)') };
const invalidInput = { 422: errorResponse('Invalid input, one message per field') };
const lessonErrors = { ...denied, 404: errorResponse('`lesson_not_found`'), ...invalidInput };

const mapRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: `${S}/science_maps/{mapId}`,
  tags,
  summary: 'The science world (map 1): habitats in map order, their topics and video lessons with questions (without the right answers), each lesson locked by the science billing status',
  request: { params: mapParams },
  responses: { 200: jsonResponse(scienceMapResponse, 'Science map'), 404: errorResponse('`map_not_found`: only the world (1) exists'), ...denied, ...invalidInput },
});

const badgesRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: `${S}/science_badges`,
  tags,
  summary: "Every topic's badge with the student's (once earned) and the badge customiser's items",
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(scienceBadgesResponse, 'Badges and items'), ...denied },
});

const lessonsRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: `${S}/student_video_lessons`,
  tags,
  summary: "The student's lessons (started, watched, starred) with the questions answered right",
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(studentVideoLessonsResponse, "The student's lessons"), ...denied },
});

const startRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/video_lessons/{lessonId}/start`,
  tags,
  summary: 'Start a lesson (empty body): started_at is set the first time',
  request: { params: lessonParams },
  responses: { 200: jsonResponse(studentVideoLessonSchema, 'The student lesson'), ...lessonErrors },
});

const completeRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/video_lessons/{lessonId}/complete`,
  tags,
  summary: 'The film was watched to its end (empty body): completed_at (and started_at) set the first time; earns the star when every question was answered right',
  request: { params: lessonParams },
  responses: { 200: jsonResponse(studentVideoLessonSchema, 'The student lesson'), ...lessonErrors },
});

const answerRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/video_lessons/{lessonId}/questions/{questionId}/answers`,
  tags,
  summary: "Answer a lesson's question: judged by the server; 1 gem the first time it is answered right; may earn the star",
  request: { params: questionParams, body: jsonBody(answerBody, { answer_id: 11 }) },
  responses: { 200: jsonResponse(answerResponse, 'Verdict, the right answer, the explanation, the gem total and the student lesson'), ...lessonErrors, 404: errorResponse('`lesson_not_found` or `question_not_found`') },
});

const badgeRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/science_topics/{topicId}/student_science_badges`,
  tags,
  summary: "Customise the student's badge of a topic (creates or updates): one item of each kind",
  request: {
    params: topicParams,
    body: jsonBody(studentBadgeBody, { background_science_badge_item_id: 1, border_science_badge_item_id: 11, color_science_badge_item_id: 21, pose_science_badge_item_id: 31 }),
  },
  responses: {
    200: jsonResponse(studentBadgeSchema, 'The badge'),
    404: errorResponse('`topic_not_found`'),
    409: errorResponse("`badge_not_earned`: the topic's star is not earned yet"),
    ...denied,
    ...invalidInput,
  },
});

/** The science routes. */
export const scienceRoutes = createRouter()
  .openapi(mapRoute, async (c) => c.json(await getScienceMap(c.env.deps, c.var.student, c.req.valid('param').mapId), 200))
  .openapi(badgesRoute, async (c) => c.json(await listBadges(c.env.deps, c.var.student), 200))
  .openapi(lessonsRoute, async (c) => c.json(await listStudentVideoLessons(c.env.deps, c.var.student), 200))
  .openapi(startRoute, async (c) => c.json(await startLesson(c.env.deps, c.var.student, c.req.valid('param').lessonId), 200))
  .openapi(completeRoute, async (c) => c.json(await completeLesson(c.env.deps, c.var.student, c.req.valid('param').lessonId), 200))
  .openapi(answerRoute, async (c) => {
    const p = c.req.valid('param');
    return c.json(await answerQuestion(c.env.deps, c.var.student, p.lessonId, p.questionId, c.req.valid('json')), 200);
  })
  .openapi(badgeRoute, async (c) => c.json(await setBadge(c.env.deps, c.var.student, c.req.valid('param').topicId, c.req.valid('json')), 200));

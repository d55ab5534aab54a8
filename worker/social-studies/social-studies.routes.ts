/**
 * Social studies routes (issue 17 contract "The API" 1-7; spec part 2 section 7 "Social studies":
 * the maps, a map, the student's lessons, create and update a student lesson, answer a quiz
 * question, and "set subject completed"). Every route is the student's or its parent's
 * (`access: 'student'`), under /api/v1/students/{id}; `-` is the logged-in student.
 */
import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { studentIdParams } from '../students/students.contracts';
import {
  answerBody,
  completedResponse,
  createStudentSsLessonBody,
  lessonParams,
  mapParams,
  questionParams,
  ssMapResponse,
  ssMapsResponse,
  studentSsLessonsResponse,
  subjectParams,
  updateStudentSsLessonBody,
} from './social-studies.contracts';
import { answerSsQuestion, completeSubject, createStudentSsLesson, updateStudentSsLesson } from './social-studies-lessons.service';
import { getSsMap, listSsMaps, listStudentSsLessons } from './social-studies-map.service';

const S = '/api/v1/students/{id}';
const tags = ['social-studies'];
const denied = { 401: errorResponse('Not logged in'), 403: errorResponse('Not this student or its parent; or `subject_locked`: a lesson beyond the social studies billing status (fields.billing, fields.payment_prompt)') };
const invalidInput = { 422: errorResponse('Invalid input, one message per field') };
const list = (description: string) => jsonResponse(studentSsLessonsResponse, description);

const mapsRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: `${S}/social_studies_maps`,
  tags,
  summary: 'The social studies maps in map order (egypt 1, greece 2)',
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(ssMapsResponse, 'Maps'), ...denied },
});

const mapRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: `${S}/social_studies_maps/{mapId}`,
  tags,
  summary: 'A map: its topics in map order with their lessons (quiz questions without the right answers), each lesson locked by the billing status, and whether the subject is complete',
  request: { params: mapParams },
  responses: { 200: jsonResponse(ssMapResponse, 'The map'), 404: errorResponse('`map_not_found`'), ...denied, ...invalidInput },
});

const lessonsRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: `${S}/student_social_studies_video_lessons`,
  tags,
  summary: "The student's lessons (counts, orb, answers)",
  request: { params: studentIdParams },
  responses: { 200: list("The student's lessons"), ...denied },
});

const createRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/student_social_studies_video_lessons`,
  tags,
  summary: 'Create the student record of a lesson, started once; 409 `already_exists` when it exists (then PUT the increment)',
  request: { params: studentIdParams, body: jsonBody(createStudentSsLessonBody, { social_studies_video_lesson_id: 1 }) },
  responses: { 201: list("The student's lessons"), 404: errorResponse('`lesson_not_found`'), 409: errorResponse('`already_exists`'), ...denied, ...invalidInput },
});

const updateRoute = defineRoute({
  access: 'student',
  method: 'put',
  path: `${S}/student_social_studies_video_lessons/{lessonId}`,
  tags,
  summary: 'Update the student record of a lesson (whole record): counts only go up; the orb is stamped once (server time) after a right quiz answer on a quest topic\'s defaultVideo, never cleared',
  request: { params: lessonParams, body: jsonBody(updateStudentSsLessonBody, { num_times_started: 1, num_times_completed: 0, orb_earned_at: null }) },
  responses: {
    200: list("The student's lessons"),
    404: errorResponse('`lesson_not_found`, or `student_lesson_not_found` (create it first)'),
    409: errorResponse('`count_decreased` (fields name the counts) or `orb_not_earned`'),
    ...denied,
    ...invalidInput,
  },
});

const answerRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/social_studies_video_lessons/{lessonId}/questions/{questionId}/student_answers`,
  tags,
  summary: "Answer a lesson's quiz question: recorded on the student's lesson (created when missing); 1 gem the first time it is answered right",
  request: { params: questionParams, body: jsonBody(answerBody, { answer_id: 11 }) },
  responses: { 200: list("The student's lessons, the answer's verdict last in its lesson's student_answers"), 404: errorResponse('`lesson_not_found` or `question_not_found`'), ...denied, ...invalidInput },
});

const completedRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/subjects/{subject}/completed`,
  tags,
  summary: 'Set the subject completed (socialStudies), once; the map then answers completed: true',
  request: { params: subjectParams },
  responses: { 200: jsonResponse(completedResponse, 'Completed'), 409: errorResponse('`subject_not_complete`: not free and a completeVideo lesson is not completed yet'), ...denied, ...invalidInput },
});

/** The social studies routes. */
export const socialStudiesRoutes = createRouter()
  .openapi(mapsRoute, async (c) => c.json(await listSsMaps(c.env.deps), 200))
  .openapi(mapRoute, async (c) => c.json(await getSsMap(c.env.deps, c.var.student, c.req.valid('param').mapId), 200))
  .openapi(lessonsRoute, async (c) => c.json(await listStudentSsLessons(c.env.deps.db, c.var.student.id), 200))
  .openapi(createRoute, async (c) => c.json(await createStudentSsLesson(c.env.deps, c.var.student, c.req.valid('json').social_studies_video_lesson_id), 201))
  .openapi(updateRoute, async (c) => c.json(await updateStudentSsLesson(c.env.deps, c.var.student, c.req.valid('param').lessonId, c.req.valid('json')), 200))
  .openapi(answerRoute, async (c) => {
    const p = c.req.valid('param');
    return c.json(await answerSsQuestion(c.env.deps, c.var.student, p.lessonId, p.questionId, c.req.valid('json').answer_id), 200);
  })
  .openapi(completedRoute, async (c) => c.json(await completeSubject(c.env.deps, c.var.student, c.req.valid('param').subject), 200));

import { z, type RouteConfig } from '@hono/zod-openapi';
import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import {
  adminLevelBody,
  clientStateBody,
  correctAnswersSchema,
  idParams,
  lessonDetailSchema,
  lessonQuestionsSchema,
  lessonSchema,
  lessonStatsSchema,
  lessonWatchedBody,
  lessonWithStudentSchema,
  pretestSchema,
  questionQuery,
  recentStatsSchema,
  skillSchema,
  skillsQuery,
  studentAnswerSchema,
  studentAnswersQuery,
  studentIdParams,
} from './lessons.contracts';
import {
  lessonCorrectAnswers,
  lessonDetail,
  lessonQuestions,
  lessonsWithStudent,
  listLessonsOfSkill,
  listSkills,
  markLessonIntroWatched,
  mathPretest,
  questionById,
  recentStats,
  studentAnswers,
} from './lessons.service';
import { mapParams, mathGameSchema, publicQuestionSchema } from './math.contracts';
import { adminSetLevel, setClientState } from './math.service';

const common = { 401: errorResponse('Not logged in'), 403: errorResponse('Not allowed'), 404: errorResponse('Not found'), 422: errorResponse('Invalid input') };
function get<K extends 'user' | 'admin' | 'student', P extends string, R extends NonNullable<RouteConfig['request']>, S extends z.ZodType>(access: K, path: P, summary: string, request: R, schema: S) {
  return defineRoute({ access, method: 'get', path, tags: ['math'], summary, request, responses: { 200: jsonResponse(schema, summary), ...common } });
}

const skillsRoute = get('user', '/api/v1/skills', 'Skills of the catalogue, optionally of one grade', { query: skillsQuery }, z.object({ skills: z.array(skillSchema) }));
const skillLessonsRoute = get('user', '/api/v1/skills/{id}/math_lessons', "A skill's lessons", { params: idParams }, z.object({ math_lessons: z.array(lessonSchema) }));
const lessonRoute = get('user', '/api/v1/math_lessons/{id}', 'A lesson with its skill, answer-form policy and a worked example', { params: idParams }, lessonDetailSchema);
const lessonQuestionsRoute = get('user', '/api/v1/math_lessons/{id}/questions', "A lesson's questions, without answers", { params: idParams }, lessonQuestionsSchema);
const correctAnswersRoute = get('admin', '/api/v1/math_lessons/{id}/correct_answers', "A lesson's correct answers (admins only)", { params: idParams }, correctAnswersSchema);
const questionRoute = get('user', '/api/v1/math/questions/{id}', 'One question, without answers', { params: idParams, query: questionQuery }, publicQuestionSchema);
const studentAnswersRoute = get('student', '/api/v1/students/{id}/student_answers', "A student's answers (latest 500)", { params: studentIdParams, query: studentAnswersQuery }, z.object({ student_answers: z.array(studentAnswerSchema) }));
const withStudentRoute = get('student', '/api/v1/students/{id}/math_lessons_with_student', "The lessons of the student's grade with its mastery", { params: studentIdParams }, z.object({ math_lessons: z.array(lessonWithStudentSchema) }));
const recentRoute = get('student', '/api/v1/students/{id}/recent_stats_with_student', 'Answers per day over the last 7 days', { params: studentIdParams }, recentStatsSchema);
const pretestRoute = get('student', '/api/v1/students/{id}/math_pretest', "The student's placement pretest", { params: studentIdParams }, pretestSchema);

const watchedRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: '/api/v1/students/{id}/student_math_lessons',
  tags: ['math'],
  summary: "Mark a lesson's intro (learn overlay) watched",
  request: { params: studentIdParams, body: jsonBody(lessonWatchedBody) },
  responses: { 200: jsonResponse(lessonStatsSchema, 'Lesson stats'), ...common },
});

const clientStateRoute = defineRoute({
  access: 'student',
  method: 'put',
  path: '/api/v1/students/{id}/math_game/{map}',
  tags: ['math'],
  summary: "Store the client's state of the game (under state_data.client)",
  request: { params: mapParams, body: jsonBody(clientStateBody, { state_data: { seen: true } }) },
  responses: { 200: jsonResponse(mathGameSchema, 'Math game'), ...common },
});

const adminLevelRoute = defineRoute({
  access: 'admin',
  method: 'put',
  path: '/api/v1/admin/students/{id}/math_game',
  tags: ['admin'],
  summary: 'Support: move a student to a level (admins only)',
  request: { params: idParams, body: jsonBody(adminLevelBody, { current_level: 3 }) },
  responses: { 200: jsonResponse(z.object({ student_id: z.number().int(), current_level: z.number().int() }), 'Moved'), ...common },
});

/** Catalogue and learning read models, lesson intro, client state and the support level move. */
export const lessonsRoutes = createRouter()
  .openapi(skillsRoute, async (c) => c.json({ skills: await listSkills(c.env.deps.db, c.req.valid('query').grade) }, 200))
  .openapi(skillLessonsRoute, async (c) => c.json({ math_lessons: await listLessonsOfSkill(c.env.deps.db, c.req.valid('param').id) }, 200))
  .openapi(lessonRoute, async (c) => c.json(await lessonDetail(c.env.deps.db, c.req.valid('param').id), 200))
  .openapi(lessonQuestionsRoute, async (c) => c.json({ questions: await lessonQuestions(c.env.deps.db, c.req.valid('param').id) }, 200))
  .openapi(correctAnswersRoute, async (c) => {
    // Correct answers would let a child skip the thinking: only admins may read them.
    return c.json({ correct_answers: await lessonCorrectAnswers(c.env.deps.db, c.req.valid('param').id) }, 200);
  })
  .openapi(questionRoute, async (c) => c.json(await questionById(c.env.deps.db, c.req.valid('param').id, c.req.valid('query').lesson_id), 200))
  .openapi(studentAnswersRoute, async (c) => {
    const student = c.var.student;
    return c.json({ student_answers: await studentAnswers(c.env.deps.db, student.id, c.req.valid('query').math_lesson_id) }, 200);
  })
  .openapi(withStudentRoute, async (c) => {
    const student = c.var.student;
    return c.json({ math_lessons: await lessonsWithStudent(c.env.deps.db, student) }, 200);
  })
  .openapi(recentRoute, async (c) => {
    const student = c.var.student;
    return c.json(await recentStats(c.env.deps, student), 200);
  })
  .openapi(pretestRoute, async (c) => {
    const student = c.var.student;
    return c.json(await mathPretest(c.env.deps.db, student.id), 200);
  })
  .openapi(watchedRoute, async (c) => {
    const student = c.var.student;
    return c.json(await markLessonIntroWatched(c.env.deps.db, c.env.deps.clock, student.id, c.req.valid('json').math_lesson_id), 200);
  })
  .openapi(clientStateRoute, async (c) => {
    const student = c.var.student;
    return c.json(await setClientState(c.env.deps, student, c.req.valid('json').state_data), 200);
  })
  .openapi(adminLevelRoute, async (c) => {
    return c.json(await adminSetLevel(c.env.deps, c.req.valid('param').id, c.req.valid('json').current_level), 200);
  });

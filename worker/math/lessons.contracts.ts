import { z } from '@hono/zod-openapi';
import { GRADE_IDS } from '../students/grades';
import { publicQuestionSchema } from './math.contracts';
import { studentIdParams } from '../students/students.contracts';
import { freeJson, id, idParam, int, intParam } from '../lib/fields';

export const idParams = z.object({ id: idParam('The id must be a number.').openapi({ param: { name: 'id', in: 'path' }, example: 1 }) });

export const skillsQuery = z.object({
  grade: intParam('grade must be a number.', { min: Math.min(...GRADE_IDS), max: Math.max(...GRADE_IDS) })
    .refine((g) => (GRADE_IDS as readonly number[]).includes(g), 'Please choose a grade from the list.')
    .optional()
    .openapi({ param: { name: 'grade', in: 'query' }, description: '13 Pre-K, 14 K, 1..8' }),
});

export const skillSchema = z.object({ id: z.number().int(), key: z.string(), grade: z.number().int(), name: z.string(), standard: z.string() }).openapi('Skill');
export const lessonSchema = z.object({ id: z.number().int(), key: z.string(), name: z.string(), grade: z.number().int(), skill_id: z.number().int() }).openapi('MathLesson');

export const lessonDetailSchema = lessonSchema
  .extend({
    skill: skillSchema,
    answer_form: z.object({ answerForms: z.array(z.string()), simplify: z.string() }),
    /** A worked example for the learn overlay (not one of the questions that will be asked). */
    intro: z.object({
      text: z.string(),
      answer: z.array(z.string()),
      explanation: z.string(),
      figure: z.object({ svg: z.string(), alt: z.string() }).nullable().openapi({ description: "The worked example's picture (issue 18), as on a question; null when none" }),
    }),
  })
  .openapi('MathLessonDetail');

export const lessonQuestionsSchema = z.object({ questions: z.array(publicQuestionSchema) }).openapi('MathLessonQuestions');
export const correctAnswersSchema = z
  .object({ correct_answers: z.array(z.object({ question_id: z.number().int(), correct_answer: z.array(z.string()), explanation: z.string() })) })
  .openapi('MathLessonCorrectAnswers');

export const questionQuery = z.object({
  lesson_id: idParam('lesson_id must be a number.').optional().openapi({ param: { name: 'lesson_id', in: 'query' } }),
});

export const studentAnswersQuery = z.object({
  math_lesson_id: idParam('math_lesson_id must be a number.').optional().openapi({ param: { name: 'math_lesson_id', in: 'query' } }),
});

export const studentAnswerSchema = z
  .object({
    id: z.number().int(),
    question_id: z.number().int(),
    math_lesson_id: z.number().int(),
    level: z.number().int(),
    answer_id: z.number().int().nullable(),
    answer_data: z.array(z.string()).nullable(),
    dont_know: z.boolean(),
    correct: z.boolean(),
    created_at: z.string(),
  })
  .openapi('StudentAnswer');

export const lessonStatsSchema = z
  .object({
    mastery: z.number().openapi({ description: 'BKT probability the lesson is known, 0..1' }),
    mastery_algo: z.enum(['mastered', 'pretest']).nullable(),
    lesson_intro_watched: z.boolean(),
    num_answered: z.number().int(),
    num_correct: z.number().int(),
  })
  .openapi('MathLessonStats');

export const lessonWithStudentSchema = lessonSchema.extend({ skill_key: z.string(), stats: lessonStatsSchema }).openapi('MathLessonWithStudent');

export const recentStatsSchema = z
  .object({ days: z.array(z.object({ date: z.string(), answered: z.number().int(), correct: z.number().int() })), levels_completed: z.number().int() })
  .openapi('RecentStats');

export const pretestSchema = z
  .object({
    learning_mode: z.enum(['pretest', 'adaptive', 'pickskill']),
    completed_at: z.string().nullable(),
    questions: z.number().int(),
    correct: z.number().int(),
    minus: z.number().int(),
    mastered_skills: z.array(z.string()),
    frontier_skills: z.array(z.string()),
  })
  .openapi('MathPretest');

export const lessonWatchedBody = z
  .object({ math_lesson_id: id('math_lesson_id must be a number.'), lesson_intro_watched: z.literal(true, { error: 'lesson_intro_watched must be true.' }) })
  .openapi('StudentMathLessonBody');

export const clientStateBody = z
  .object({
    state_data: freeJson(z.record(z.string(), z.unknown()).refine((v) => JSON.stringify(v).length <= 4096, 'state_data must be at most 4 KB of JSON.')),
  })
  .openapi('MathGameClientState');

export const adminLevelBody = z.object({ current_level: int('current_level must be a level number.', { min: 1, max: 36 }) }).openapi('AdminSetLevelBody');

export { studentIdParams };

export type LessonDetail = z.infer<typeof lessonDetailSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type LessonWithStudent = z.infer<typeof lessonWithStudentSchema>;

import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from './accounts';
import { timestamps } from './columns';

/** Math maps (ocean, desert, jungle, arctic); `data` is the validated map JSON from assets/. */
export const math_maps = pgTable('math_maps', {
  id: integer().primaryKey(),
  key: text().notNull().unique(),
  data: jsonb().notNull(),
  ...timestamps,
});

/** Math levels 1..36; `data` is the validated level JSON from assets/. */
export const math_levels = pgTable('math_levels', {
  level: integer().primaryKey(),
  map_id: integer()
    .notNull()
    .references(() => math_maps.id),
  data: jsonb().notNull(),
  ...timestamps,
});

/** Skills of the question bank, per grade (13 Pre-K, 14 K, 1..8). */
export const skills = pgTable(
  'skills',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    grade: integer().notNull(),
    name: text().notNull(),
    standard: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [uniqueIndex('skills_key_unique').on(t.key)],
);

/** Lessons of a skill; each one is a deterministic question generator in worker/math/bank. */
export const math_lessons = pgTable(
  'math_lessons',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    skill_id: integer()
      .notNull()
      .references(() => skills.id),
    grade: integer().notNull(),
    name: text().notNull(),
    answer_form: jsonb().notNull(),
    /** The lesson's step-by-step hint (issue 18): short steps a child opens before answering. */
    hints: jsonb().$type<string[]>().notNull().default([]),
    position: integer().notNull(),
  },
  (t) => [uniqueIndex('math_lessons_key_unique').on(t.key)],
);

/**
 * Generated questions. `answers` holds the full answer objects including `correct` and
 * `answer_data`; the API strips them before a question is answered.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial().primaryKey(),
    math_lesson_id: integer()
      .notNull()
      .references(() => math_lessons.id),
    seed: integer().notNull(),
    question_type: text({ enum: ['BLNK', 'M'] }).notNull(),
    text: text().notNull(),
    answers: jsonb().notNull(),
    correct_answer: jsonb().notNull(),
    explanation: text().notNull(),
    /** The picture the question is about (core/answers/types.ts QuestionFigure: SVG and alt text); null when none. */
    figure: jsonb().$type<{ svg: string; alt: string }>(),
  },
  (t) => [uniqueIndex('questions_lesson_seed_unique').on(t.math_lesson_id, t.seed)],
);

/** One math game per student (spec part 1 section 3 "Math game" / map_game). */
export const math_games = pgTable(
  'math_games',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    learning_mode: text({ enum: ['pretest', 'adaptive', 'pickskill'] }).notNull().default('pretest'),
    pretest_completed_at: timestamp({ withTimezone: true, mode: 'date' }),
    current_level: integer().notNull().default(1),
    current_level_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Progress inside the current level: correct answers counted toward the goal. */
    num_problems_correct: integer().notNull().default(0),
    /**
     * Sprites revealed in the current level: the highest progress reached. Rule `minus` moves only
     * progress; what a child has earned stays on screen.
     */
    num_revealed: integer().notNull().default(0),
    num_problems_pretest_and_correct: integer().notNull().default(0),
    num_problems_pretest_and_minus: integer().notNull().default(0),
    lock_next_level: boolean().notNull().default(false),
    state_data: jsonb().notNull().default({}),
    /** The question currently put to the student; answers must name it. */
    current_question_id: integer().references(() => questions.id),
    /** How many questions this game has asked; drives deterministic lesson/question choice. */
    questions_asked: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('math_games_student_unique').on(t.student_id),
    check('math_games_progress_nonnegative', sql`${t.num_problems_correct} >= 0`),
  ],
);

/** Levels a student has completed, with when. */
export const student_levels = pgTable(
  'student_levels',
  {
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    level: integer().notNull(),
    completed_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('student_levels_unique').on(t.student_id, t.level)],
);

/** Every answer a student gave (spec part 1 section 3 "Student answer"). */
export const student_answers = pgTable(
  'student_answers',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    math_game_id: integer()
      .notNull()
      .references(() => math_games.id, { onDelete: 'cascade' }),
    question_id: integer()
      .notNull()
      .references(() => questions.id),
    math_lesson_id: integer().notNull(),
    level: integer().notNull(),
    answer_id: integer(),
    answer_data: jsonb(),
    dont_know: boolean().notNull().default(false),
    correct: boolean().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('student_answers_student_idx').on(t.student_id, t.math_lesson_id)],
);

/**
 * Per-lesson learning state of a student (spec "Math lesson stats": mastery, mastery_algo;
 * "lesson_intro_watched"). `mastery` is the Bayesian Knowledge Tracing probability 0..1.
 */
export const student_math_lessons = pgTable(
  'student_math_lessons',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    math_lesson_id: integer()
      .notNull()
      .references(() => math_lessons.id),
    mastery: doublePrecision().notNull(),
    /** 'pretest' when placed by the pretest, 'mastered' when BKT crossed the threshold. */
    mastery_algo: text({ enum: ['mastered', 'pretest'] }),
    lesson_intro_watched: boolean().notNull().default(false),
    num_answered: integer().notNull().default(0),
    num_correct: integer().notNull().default(0),
    /** The mastery engine's per-lesson tracing state (issue 18; worker/math/mastery writes it). */
    tracing: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('student_math_lessons_unique').on(t.student_id, t.math_lesson_id)],
);

/**
 * Video questions of the desert video levels (spec part 1 section 3 "Question" with the VIDEO_*
 * types; section 9 "Video levels have 21 cue points (0 to 20) plus end") and the students'
 * answers to them. One question per (level, cue); `answers` holds the full answer objects
 * including `correct` (the API strips them before answering).
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from './accounts';
import { math_games } from './math';

export const video_questions = pgTable(
  'video_questions',
  {
    id: serial().primaryKey(),
    level: integer().notNull(),
    /** Cue index 0..20. */
    cue: integer().notNull(),
    question_type: text({ enum: ['VIDEO_BLNK', 'VIDEO_M', 'VIDEO_SELECTION', 'VIDEO_SELECTION_ONE_OPTION', 'VIDEO_TEXT_INSIDE', 'VIDEO_TEXT_OUTSIDE'] }).notNull(),
    text: text().notNull(),
    answers: jsonb().notNull(),
    explanation: text().notNull(),
  },
  (t) => [uniqueIndex('video_questions_level_cue_unique').on(t.level, t.cue)],
);

/** Every answer a student gave to a video question. */
export const student_video_answers = pgTable(
  'student_video_answers',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    math_game_id: integer()
      .notNull()
      .references(() => math_games.id, { onDelete: 'cascade' }),
    video_question_id: integer()
      .notNull()
      .references(() => video_questions.id),
    level: integer().notNull(),
    cue: integer().notNull(),
    answer_id: integer(),
    answer_ids: jsonb(),
    answer_data: jsonb(),
    correct: boolean().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('student_video_answers_student_idx').on(t.student_id, t.level)],
);

/**
 * Social studies (issue 17; spec part 2 sections 3 "Social studies", 4 and 7): the maps (ancient
 * Egypt, ancient Greece), their topics and video lessons seeded from assets/social-studies/maps
 * (core/social-studies/map-schema.ts), each student's lessons and answers, and the subjects a
 * student has completed (spec "set subject completed").
 *
 * Content tables: a map keeps a fixed id (its place in SOCIAL_STUDIES_MAPS, from 1: egypt 1,
 * greece 2); every other content row gets a serial id and is upserted by its natural key (topic by
 * map + key, lesson by topic + video type, question by lesson + position), so re-seeding keeps ids
 * stable. A question's answers live in its row (jsonb) with ids stable per (question, position).
 *
 * Student tables all carry `student_id` (cascade on the student's deletion; the export includes
 * every table with that column).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { SUBJECT_IDS, type SubjectKey } from '../../core/billing/catalogue';
import { VIDEO_TYPES } from '../../core/social-studies/map-schema';
import { students } from './accounts';
import { timestamps } from './columns';

const at = () => timestamp({ withTimezone: true, mode: 'date' });
const SUBJECT_KEYS = Object.keys(SUBJECT_IDS) as [SubjectKey, ...SubjectKey[]];

/**
 * A map (spec "Map": id, key, name, intro_topic_id, first_orb_topic_id). The topic ids are null
 * only inside the seed's transaction (the topics are written after their map).
 */
export const social_studies_maps = pgTable(
  'social_studies_maps',
  {
    id: integer().primaryKey(),
    key: text().notNull(),
    name: text().notNull(),
    intro_topic_id: integer().references((): AnyPgColumn => social_studies_topics.id, { onDelete: 'set null' }),
    first_orb_topic_id: integer().references((): AnyPgColumn => social_studies_topics.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('social_studies_maps_key_unique').on(t.key)],
);

/** A topic of a map (spec "Topic": id, key, name) with its quest; `position` is its map order from 0 (the intro topic first). */
export const social_studies_topics = pgTable(
  'social_studies_topics',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    name: text().notNull(),
    quest: text().notNull(),
    map_id: integer()
      .notNull()
      .references(() => social_studies_maps.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [uniqueIndex('social_studies_topics_map_key_unique').on(t.map_id, t.key), index('social_studies_topics_map_idx').on(t.map_id, t.position)],
);

/**
 * A part of a lesson's film as stored: its state, and for `videoQuizTime` when the film stops for
 * the quiz (`time_s`, seconds from the start; null: the quiz comes at the end). The questions are
 * rows of social_studies_questions; the narration is in the film and its captions.
 */
export type SsVideoStateRow = { state: 'videoIntro' } | { state: 'videoQuizTime'; time_s: number | null } | { state: 'videoOutro' };

/**
 * A video lesson (spec "Video lesson": id, vimeo_id, video_type, video_states,
 * social_studies_topic_id): our own narrated film (`url`, `captions_url` WebVTT, `poster_url`),
 * its length once rendered (`duration_s`, null before), `hash` (SHA-256 hex of the lesson's script).
 */
export const social_studies_video_lessons = pgTable(
  'social_studies_video_lessons',
  {
    id: serial().primaryKey(),
    social_studies_topic_id: integer()
      .notNull()
      .references(() => social_studies_topics.id, { onDelete: 'cascade' }),
    video_type: text({ enum: VIDEO_TYPES }).notNull(),
    title: text().notNull(),
    /** The spec's Vimeo id; always null: every film is our own. */
    vimeo_id: text(),
    url: text().notNull(),
    captions_url: text().notNull(),
    poster_url: text().notNull(),
    duration_s: doublePrecision(),
    video_states: jsonb().$type<SsVideoStateRow[]>().notNull(),
    hash: text().notNull(),
  },
  (t) => [
    uniqueIndex('social_studies_video_lessons_topic_type_unique').on(t.social_studies_topic_id, t.video_type),
    check('social_studies_video_lessons_type_known', sql`${t.video_type} in ('defaultVideo', 'returnVideo', 'completeVideo')`),
  ],
);

/** One answer option of a question: `id` stable per (question, position); exactly one is `correct`. */
export interface SsAnswer {
  id: number;
  text: string;
  correct: boolean;
  misconception: string | null;
}

/** A question of a lesson's quiz (its `videoQuizTime`), in authored order (`position` from 0). */
export const social_studies_questions = pgTable(
  'social_studies_questions',
  {
    id: serial().primaryKey(),
    social_studies_video_lesson_id: integer()
      .notNull()
      .references(() => social_studies_video_lessons.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    text: text().notNull(),
    answers: jsonb().$type<SsAnswer[]>().notNull(),
    explanation: text().notNull(),
  },
  (t) => [uniqueIndex('social_studies_questions_lesson_position_unique').on(t.social_studies_video_lesson_id, t.position)],
);

/**
 * A lesson a student started (spec "Student social studies video lesson"): the counts only go up;
 * `orb_earned_at` is set once (on a defaultVideo lesson of a quest topic with a right answer) and never cleared.
 */
export const student_social_studies_video_lessons = pgTable(
  'student_social_studies_video_lessons',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    social_studies_video_lesson_id: integer()
      .notNull()
      .references(() => social_studies_video_lessons.id, { onDelete: 'cascade' }),
    num_times_started: integer().notNull().default(0),
    num_times_completed: integer().notNull().default(0),
    orb_earned_at: at(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('student_social_studies_video_lessons_unique').on(t.student_id, t.social_studies_video_lesson_id),
    check('student_social_studies_video_lessons_counts', sql`${t.num_times_started} >= 0 and ${t.num_times_completed} >= 0`),
  ],
);

/** Every answer a student gave to a lesson's question (retries included), in the order given. */
export const student_social_studies_answers = pgTable(
  'student_social_studies_answers',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    social_studies_video_lesson_id: integer()
      .notNull()
      .references(() => social_studies_video_lessons.id, { onDelete: 'cascade' }),
    social_studies_question_id: integer()
      .notNull()
      .references(() => social_studies_questions.id, { onDelete: 'cascade' }),
    answer_id: integer().notNull(),
    correct: boolean().notNull(),
    created_at: at().notNull().defaultNow(),
  },
  (t) => [index('student_social_studies_answers_lesson_idx').on(t.student_id, t.social_studies_video_lesson_id)],
);

/** A subject the student completed (spec "set subject completed"; `subject` a key of SUBJECT_IDS), once. */
export const student_subject_completions = pgTable(
  'student_subject_completions',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subject: text({ enum: SUBJECT_KEYS }).notNull(),
    completed_at: at().notNull(),
  },
  (t) => [
    uniqueIndex('student_subject_completions_unique').on(t.student_id, t.subject),
    check('student_subject_completions_subject_known', sql.raw(`"subject" in (${SUBJECT_KEYS.map((k) => `'${k}'`).join(', ')})`)),
  ],
);

export type SocialStudiesMapRow = typeof social_studies_maps.$inferSelect;
export type SocialStudiesTopicRow = typeof social_studies_topics.$inferSelect;
export type SocialStudiesVideoLessonRow = typeof social_studies_video_lessons.$inferSelect;
export type SocialStudiesQuestionRow = typeof social_studies_questions.$inferSelect;
export type StudentSocialStudiesVideoLessonRow = typeof student_social_studies_video_lessons.$inferSelect;

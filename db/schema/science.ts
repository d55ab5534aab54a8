/**
 * Science (issue 16; spec part 2 sections 3 "Science", 4 and 7): the world's habitats, their
 * topics and video lessons seeded from assets/science/lessons (core/science/lesson-schema.ts), the
 * badge customiser's catalogue (core/science/badge-items.ts), and each student's progress.
 *
 * Content tables: a habitat is keyed by its key, a badge item keeps its fixed catalogue id; every
 * other content row gets a serial id and is upserted by its natural key (topic by key, lesson by
 * topic + position, question by lesson + position, badge by topic), so re-seeding keeps ids
 * stable. A question's answers live in its row (jsonb) with ids stable per (question, position).
 *
 * Student tables all carry `student_id` (cascade on the student's deletion; the export includes
 * every table with that column).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BADGE_ITEM_KINDS } from '../../core/science/badge-items';
import { students } from './accounts';
import { timestamps } from './columns';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/** A habitat of the world map (spec "Science map": science_habitats key, title, sub_title); `position` is its map order from 0. */
export const science_habitats = pgTable('science_habitats', {
  key: text().primaryKey(),
  title: text().notNull(),
  sub_title: text().notNull(),
  position: integer().notNull(),
});

/** A topic of a habitat (spec "Science topic": id, key, title); `position` is its order in the spec's table, from 0. */
export const science_topics = pgTable(
  'science_topics',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    title: text().notNull(),
    science_habitat_key: text()
      .notNull()
      .references(() => science_habitats.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [uniqueIndex('science_topics_key_unique').on(t.key), index('science_topics_habitat_idx').on(t.science_habitat_key, t.position)],
);

/** The "try it at home" activity of a lesson, as authored (also shown to the parent). */
export interface TryAtHome {
  title: string;
  materials: string[];
  steps: string[];
  what_happens: string;
  grown_up_note: string;
}

/**
 * A video lesson (spec "Video lesson": id, title, youtube, science_topic_id): our own narrated film
 * (`source` 'own': `url`, `captions_url` WebVTT, `poster_url`), its length once rendered
 * (`duration_s`, null before), and `content_hash` (SHA-256 hex of the lesson script it was seeded from).
 */
export const video_lessons = pgTable(
  'video_lessons',
  {
    id: serial().primaryKey(),
    science_topic_id: integer()
      .notNull()
      .references(() => science_topics.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    title: text().notNull(),
    /** The spec's YouTube id; always null: every film is our own. */
    youtube: text(),
    source: text({ enum: ['own'] }).notNull().default('own'),
    url: text().notNull(),
    captions_url: text().notNull(),
    poster_url: text().notNull(),
    duration_s: doublePrecision(),
    try_at_home: jsonb().$type<TryAtHome>().notNull(),
    content_hash: text().notNull(),
  },
  (t) => [uniqueIndex('video_lessons_topic_position_unique').on(t.science_topic_id, t.position), check('video_lessons_source_known', sql`${t.source} in ('own')`)],
);

/** One answer option of a question: `id` stable per (question, position); exactly one is `correct`. */
export interface VideoLessonAnswer {
  id: number;
  text: string;
  correct: boolean;
  misconception: string | null;
}

/**
 * A question of a lesson, in authored order (`position` from 0). `cue_s`: when the film pauses for
 * it (seconds from the start); null: it comes after the film.
 */
export const video_lesson_questions = pgTable(
  'video_lesson_questions',
  {
    id: serial().primaryKey(),
    video_lesson_id: integer()
      .notNull()
      .references(() => video_lessons.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    text: text().notNull(),
    answers: jsonb().$type<VideoLessonAnswer[]>().notNull(),
    explanation: text().notNull(),
    cue_s: doublePrecision(),
  },
  (t) => [uniqueIndex('video_lesson_questions_lesson_position_unique').on(t.video_lesson_id, t.position)],
);

/** A topic's badge (spec "Science badge": id, science_topic_id), one per topic. */
export const science_badges = pgTable(
  'science_badges',
  {
    id: serial().primaryKey(),
    science_topic_id: integer()
      .notNull()
      .references(() => science_topics.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('science_badges_topic_unique').on(t.science_topic_id)],
);

/** An item of the badge customiser (core/science/badge-items.ts, fixed ids); `hex` for colours only. */
export const science_badge_items = pgTable(
  'science_badge_items',
  {
    id: integer().primaryKey(),
    kind: text({ enum: BADGE_ITEM_KINDS }).notNull(),
    key: text().notNull(),
    name: text().notNull(),
    hex: text(),
  },
  (t) => [uniqueIndex('science_badge_items_kind_key_unique').on(t.kind, t.key), check('science_badge_items_kind_known', sql`${t.kind} in ('background', 'border', 'color', 'pose')`)],
);

/**
 * A lesson a student started (spec "Student video lesson": started_at, completed_at, star_earned).
 * Timestamps are set once; `star_earned` never goes back to false.
 */
export const student_video_lessons = pgTable(
  'student_video_lessons',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    video_lesson_id: integer()
      .notNull()
      .references(() => video_lessons.id, { onDelete: 'cascade' }),
    started_at: at(),
    completed_at: at(),
    star_earned: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('student_video_lessons_unique').on(t.student_id, t.video_lesson_id)],
);

/** Every answer a student gave to a lesson question (retries included); `answer_id` is one of the question's answer ids. */
export const student_video_lesson_answers = pgTable(
  'student_video_lesson_answers',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    video_lesson_id: integer()
      .notNull()
      .references(() => video_lessons.id, { onDelete: 'cascade' }),
    video_lesson_question_id: integer()
      .notNull()
      .references(() => video_lesson_questions.id, { onDelete: 'cascade' }),
    answer_id: integer().notNull(),
    correct: boolean().notNull(),
    created_at: at().notNull().defaultNow(),
  },
  (t) => [index('student_video_lesson_answers_lesson_idx').on(t.student_id, t.video_lesson_id), index('student_video_lesson_answers_question_idx').on(t.student_id, t.video_lesson_question_id)],
);

/**
 * A student's earned badge of a topic, as customised (spec "Student badge"): one of each kind of
 * item. Created with the default items when the topic's star is earned; items are never deleted
 * from the catalogue (the seed only adds and renames), so these references stay valid.
 */
export const student_science_badges = pgTable(
  'student_science_badges',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    science_badge_id: integer()
      .notNull()
      .references(() => science_badges.id, { onDelete: 'cascade' }),
    background_science_badge_item_id: integer()
      .notNull()
      .references(() => science_badge_items.id),
    border_science_badge_item_id: integer()
      .notNull()
      .references(() => science_badge_items.id),
    color_science_badge_item_id: integer()
      .notNull()
      .references(() => science_badge_items.id),
    pose_science_badge_item_id: integer()
      .notNull()
      .references(() => science_badge_items.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('student_science_badges_unique').on(t.student_id, t.science_badge_id)],
);

export type ScienceHabitatRow = typeof science_habitats.$inferSelect;
export type ScienceTopicRow = typeof science_topics.$inferSelect;
export type VideoLessonRow = typeof video_lessons.$inferSelect;
export type VideoLessonQuestionRow = typeof video_lesson_questions.$inferSelect;
export type ScienceBadgeItemRow = typeof science_badge_items.$inferSelect;
export type StudentVideoLessonRow = typeof student_video_lessons.$inferSelect;
export type StudentScienceBadgeRow = typeof student_science_badges.$inferSelect;

/**
 * Superskills (issue 17; spec part 2 sections 3 "Superskills", 4, 5 and 7): the episodes seeded
 * from assets/superskills/episodes (core/superskills/episode-schema.ts), keyed by their episode
 * number (1..N, the map's levels), and each student's record of an episode and answers.
 *
 * An episode's one question lives in its row (jsonb): its id is the episode number and its answers'
 * ids are episode number x 10 + position (1-based), so they are stable across re-seeds.
 * Student tables carry `student_id` (cascade on the student's deletion; exported with the child).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUPERSKILLS } from '../../core/superskills/episode-schema';
import { students } from './accounts';
import { timestamps } from './columns';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/** The map level states the update-state call records (spec part 1 section 4; ui/superskills/superskills.machine.ts). */
export const SUPERSKILLS_STATES = ['superskillsepisode', 'superskillsepisodeplaying', 'superskillsepisodecomplete'] as const;
export type SuperskillsState = (typeof SUPERSKILLS_STATES)[number];

/** The question after an episode's film, as stored (the API never sends `correct` or `misconception`). */
export interface SuperskillsQuestion {
  id: number;
  text: string;
  answers: { id: number; text: string; correct: boolean; misconception: string | null }[];
  explanation: string;
}

/**
 * An episode (spec "Episode": episode_number): the script's title, skill and big idea, our own
 * film (`url`, `captions_url` WebVTT, `poster_url`; `duration_s` null before it is rendered), the
 * question, the parent's prompt, and `hash` (SHA-256 hex of the script).
 */
export const superskills_episodes = pgTable(
  'superskills_episodes',
  {
    episode_number: integer().primaryKey(),
    slug: text().notNull(),
    title: text().notNull(),
    skill: text({ enum: SUPERSKILLS }).notNull(),
    big_idea: text().notNull(),
    url: text().notNull(),
    captions_url: text().notNull(),
    poster_url: text().notNull(),
    duration_s: doublePrecision(),
    question: jsonb().$type<SuperskillsQuestion>().notNull(),
    parent_prompt: jsonb().$type<{ ask: string; tip: string }>().notNull(),
    hash: text().notNull(),
  },
  (t) => [check('superskills_episodes_number_positive', sql`${t.episode_number} >= 1`)],
);

/**
 * A student's record of an episode (spec "student_superskills_video"): timestamps set once;
 * `state` the last map state the client recorded.
 */
export const student_superskills_videos = pgTable(
  'student_superskills_videos',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    episode_number: integer()
      .notNull()
      .references(() => superskills_episodes.episode_number, { onDelete: 'cascade', onUpdate: 'cascade' }),
    started_at: at(),
    completed_superskills_at: at(),
    completed_math_at: at(),
    state: text({ enum: SUPERSKILLS_STATES }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('student_superskills_videos_unique').on(t.student_id, t.episode_number),
    check('student_superskills_videos_state_known', sql`${t.state} is null or ${t.state} in ('superskillsepisode', 'superskillsepisodeplaying', 'superskillsepisodecomplete')`),
  ],
);

/** Every answer a student gave to an episode's question (retries included). */
export const student_superskills_answers = pgTable(
  'student_superskills_answers',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    episode_number: integer()
      .notNull()
      .references(() => superskills_episodes.episode_number, { onDelete: 'cascade', onUpdate: 'cascade' }),
    answer_id: integer().notNull(),
    correct: boolean().notNull(),
    created_at: at().notNull().defaultNow(),
  },
  (t) => [index('student_superskills_answers_episode_idx').on(t.student_id, t.episode_number)],
);

export type SuperskillsEpisodeRow = typeof superskills_episodes.$inferSelect;
export type StudentSuperskillsVideoRow = typeof student_superskills_videos.$inferSelect;

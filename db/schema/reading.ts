/**
 * Reading (issue 15; spec part 2 sections 3 "Reading", 4 and 9): the books seeded from
 * assets/reading/books (core/reading/book-schema.ts) and each student's progress.
 *
 * Content tables: a book keeps the id of its content file; every other content row gets a serial
 * id and is upserted by its natural key (book + part number, part + page number, page + question
 * position, question + answer position, book + word), so re-seeding keeps ids stable. Rows the
 * content no longer has are deleted by the seed; student rows that name a removed part or word go
 * with them (ON DELETE CASCADE), quiz attempts keep their question ids as plain numbers.
 *
 * Student tables all carry `student_id` (cascade on the student's deletion; the export includes
 * every table with that column).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from './accounts';
import { timestamps } from './columns';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/** A book (spec "Book": id, difficulty_level, grade_level, ranking). `grade` is the authored key (prek, k, 1..6). */
export const reading_books = pgTable(
  'reading_books',
  {
    id: integer().primaryKey(),
    slug: text().notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    genre: text({ enum: ['fiction', 'nonfiction', 'poetry'] }).notNull(),
    grade: text().notNull(),
    /** 13 Pre-K, 14 K, 1..6. */
    grade_level: integer().notNull(),
    /** The reading map level 1..8. */
    difficulty_level: integer().notNull(),
    ranking: integer().notNull(),
    cover_url: text().notNull(),
    /** The phonics focus and sight words of an early book, or null. */
    phonics: jsonb(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reading_books_slug_unique').on(t.slug),
    index('reading_books_level_idx').on(t.difficulty_level, t.ranking),
    check('reading_books_level_range', sql`${t.difficulty_level} between 1 and 8`),
  ],
);

/** A part of a book (spec "book_parts"), numbered from 1. */
export const reading_book_parts = pgTable(
  'reading_book_parts',
  {
    id: serial().primaryKey(),
    reading_book_id: integer()
      .notNull()
      .references(() => reading_books.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    title: text().notNull(),
  },
  (t) => [uniqueIndex('reading_book_parts_book_number_unique').on(t.reading_book_id, t.number)],
);

/**
 * A page (spec "reading_book_pages"), numbered from 1 within its part. `narration`:
 * `{audio_url, duration_ms, words: [{start_ms, end_ms}]}` from the narration timings, or null.
 */
export const reading_book_pages = pgTable(
  'reading_book_pages',
  {
    id: serial().primaryKey(),
    reading_book_id: integer()
      .notNull()
      .references(() => reading_books.id, { onDelete: 'cascade' }),
    reading_book_part_id: integer()
      .notNull()
      .references(() => reading_book_parts.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    text: text().notNull(),
    art_url: text().notNull(),
    narration: jsonb(),
  },
  (t) => [uniqueIndex('reading_book_pages_part_number_unique').on(t.reading_book_part_id, t.number), index('reading_book_pages_book_idx').on(t.reading_book_id)],
);

/** A question on the page whose text answers it (spec "reading_book_page_questions"); `position` is its order on the page. */
export const reading_book_page_questions = pgTable(
  'reading_book_page_questions',
  {
    id: serial().primaryKey(),
    reading_book_page_id: integer()
      .notNull()
      .references(() => reading_book_pages.id, { onDelete: 'cascade' }),
    /** The page's part (the quiz draws from a part's questions). */
    reading_book_part_id: integer()
      .notNull()
      .references(() => reading_book_parts.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    kind: text({ enum: ['literal', 'inferential'] }).notNull(),
    prompt: text().notNull(),
  },
  (t) => [uniqueIndex('reading_book_page_questions_page_position_unique').on(t.reading_book_page_id, t.position), index('reading_book_page_questions_part_idx').on(t.reading_book_part_id)],
);

/** An answer option of a question; exactly one per question is correct. */
export const reading_book_page_answers = pgTable(
  'reading_book_page_answers',
  {
    id: serial().primaryKey(),
    reading_book_page_question_id: integer()
      .notNull()
      .references(() => reading_book_page_questions.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    text: text().notNull(),
    correct: boolean().notNull(),
    misconception: text(),
  },
  (t) => [uniqueIndex('reading_book_page_answers_question_position_unique').on(t.reading_book_page_question_id, t.position)],
);

/** A vocabulary word of a book; `audio_url` says the word and its definition (narration), or null. */
export const reading_vocabs = pgTable(
  'reading_vocabs',
  {
    id: serial().primaryKey(),
    reading_book_id: integer()
      .notNull()
      .references(() => reading_books.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    word: text().notNull(),
    definition: text().notNull(),
    example: text().notNull(),
    audio_url: text(),
  },
  (t) => [uniqueIndex('reading_vocabs_book_word_unique').on(t.reading_book_id, t.word)],
);

/** A book a student started (spec: started, completed). `completed_at` is set once (its 16 gems with it). */
export const student_reading_books = pgTable(
  'student_reading_books',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    reading_book_id: integer()
      .notNull()
      .references(() => reading_books.id, { onDelete: 'cascade' }),
    started_at: at().notNull(),
    completed_at: at(),
    ...timestamps,
  },
  (t) => [uniqueIndex('student_reading_books_unique').on(t.student_id, t.reading_book_id)],
);

/** A student's part of a book (spec "student_reading_book_parts" with completed_at); timestamps set once, the star never taken back. */
export const student_reading_book_parts = pgTable(
  'student_reading_book_parts',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    reading_book_id: integer()
      .notNull()
      .references(() => reading_books.id, { onDelete: 'cascade' }),
    reading_book_part_id: integer()
      .notNull()
      .references(() => reading_book_parts.id, { onDelete: 'cascade' }),
    opened_at: at(),
    completed_at: at(),
    star_earned: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('student_reading_book_parts_unique').on(t.student_id, t.reading_book_part_id), index('student_reading_book_parts_book_idx').on(t.student_id, t.reading_book_id)],
);

/** The reading map states, in the only order they may move (spec part 2 section 4). */
export const READING_MAP_STATES = ['initial', 'intro watched', 'world beaten intro watched'] as const;

/** One reading map per student (spec "Student reading game map": current_level 0..9, state, latest_reading_book_id). */
export const student_reading_game_maps = pgTable(
  'student_reading_game_maps',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    current_level: integer().notNull().default(0),
    state: text({ enum: READING_MAP_STATES }).notNull().default('initial'),
    latest_reading_book_id: integer().references(() => reading_books.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('student_reading_game_maps_student_unique').on(t.student_id),
    check('student_reading_game_maps_level_range', sql`${t.current_level} between 0 and 9`),
    check('student_reading_game_maps_state_known', sql`${t.state} in ('initial', 'intro watched', 'world beaten intro watched')`),
  ],
);

/** The vocabulary statuses, in the only order they may move. */
export const READING_VOCAB_STATUSES = ['new', 'seen', 'heard', 'matched'] as const;

/** A student's progress with a vocabulary word (spec "Vocab record": book_id, status, vocab_id). */
export const student_reading_vocabs = pgTable(
  'student_reading_vocabs',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    reading_book_id: integer()
      .notNull()
      .references(() => reading_books.id, { onDelete: 'cascade' }),
    reading_vocab_id: integer()
      .notNull()
      .references(() => reading_vocabs.id, { onDelete: 'cascade' }),
    status: text({ enum: READING_VOCAB_STATUSES }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('student_reading_vocabs_unique').on(t.student_id, t.reading_vocab_id),
    index('student_reading_vocabs_book_idx').on(t.student_id, t.reading_book_id),
    check('student_reading_vocabs_status_known', sql`${t.status} in ('new', 'seen', 'heard', 'matched')`),
  ],
);

/** One answer inside a quiz attempt. */
export interface ReadingQuizAnswer {
  question_id: number;
  answer_id: number;
  correct: boolean;
}

/**
 * A quiz of one part (spec: 3 questions): the questions drawn, the answers given in order, and the
 * outcome once every question is answered (`beat`: at least 2 of 3 correct).
 */
export const student_reading_quiz_attempts = pgTable(
  'student_reading_quiz_attempts',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    reading_book_id: integer()
      .notNull()
      .references(() => reading_books.id, { onDelete: 'cascade' }),
    reading_book_part_id: integer()
      .notNull()
      .references(() => reading_book_parts.id, { onDelete: 'cascade' }),
    question_ids: jsonb().$type<number[]>().notNull(),
    answers: jsonb().$type<ReadingQuizAnswer[]>().notNull().default([]),
    outcome: text({ enum: ['pending', 'beat', 'fail'] }).notNull().default('pending'),
    ...timestamps,
  },
  (t) => [
    index('student_reading_quiz_attempts_part_idx').on(t.student_id, t.reading_book_part_id, t.id),
    check('student_reading_quiz_attempts_outcome_known', sql`${t.outcome} in ('pending', 'beat', 'fail')`),
  ],
);

export type ReadingBookRow = typeof reading_books.$inferSelect;
export type ReadingBookPartRow = typeof reading_book_parts.$inferSelect;
export type ReadingBookPageRow = typeof reading_book_pages.$inferSelect;
export type ReadingVocabRow = typeof reading_vocabs.$inferSelect;
export type StudentReadingBookRow = typeof student_reading_books.$inferSelect;
export type StudentReadingBookPartRow = typeof student_reading_book_parts.$inferSelect;
export type StudentReadingGameMapRow = typeof student_reading_game_maps.$inferSelect;
export type StudentReadingQuizAttemptRow = typeof student_reading_quiz_attempts.$inferSelect;

/**
 * Zod contracts of the reading feature (issue 15 contract section 4; spec part 2 sections 3, 4,
 * 7 "Reading"): the shapes the routes answer, their parameters and bodies. Shared by the routes,
 * the OpenAPI document and, as types only, the client (ui/reading/reading-api.ts). Bodies and the
 * book-completion query refuse unknown fields.
 */
import { z } from '@hono/zod-openapi';
import { READING_MAX_LEVEL } from '../../core/reading/book-schema';
import { READING_MAP_STATES } from '../../db/schema';
import { id, idParam, int, intParam } from '../lib/fields';
import { studentIdParams } from '../students/students.contracts';

const time = z.string().nullable().openapi({ description: 'ISO 8601 UTC time, or null when not yet' });
const stateSchema = z.enum(READING_MAP_STATES, { error: `state must be one of: ${READING_MAP_STATES.join(', ')}.` }).openapi('ReadingMapState');

export const gameMapSchema = z
  .object({
    current_level: z.number().int().openapi({ description: '0 before the first visit, 1..8 the level being read, 9 the world beaten' }),
    state: stateSchema,
    latest_reading_book_id: z.number().int().nullable(),
  })
  .openapi('ReadingGameMap');

const billingFields = {
  billing: z.enum(['free', 'paid', 'unpaid']).openapi({ description: 'The subject billing status for reading (subject 2)' }),
  payment_prompt: z.enum(['ASK_PAYMENT_HARD', 'ASK_PAYMENT_SOFT']).nullable().openapi({ description: 'For an unpaid account: what to ask the parent' }),
};

export const gameMapResponse = z
  .object({
    game_map: gameMapSchema,
    max_level: z.number().int().openapi({ description: 'The highest level whose books may be opened: 1 free or unpaid, 8 paid' }),
    has_unread_parts: z.boolean().openapi({ description: 'Some part of an unlocked book of the current level is not completed' }),
    ...billingFields,
  })
  .openapi('ReadingGameMapResponse');

export const setGameMapResponse = z.object({ game_map: gameMapSchema }).openapi('ReadingGameMapSet');

export const setGameMapBody = z
  .strictObject({
    current_level: int('current_level can only be 1 (the first visit).', { min: 1, max: 1 }).optional(),
    state: stateSchema.optional(),
    latest_reading_book_id: id('latest_reading_book_id must be a book id.').optional(),
  })
  .openapi('SetReadingGameMapBody');

export const partSummarySchema = z
  .object({ id: z.number().int(), number: z.number().int(), title: z.string(), opened_at: time, completed_at: time, star_earned: z.boolean() })
  .openapi('ReadingPartSummary');

export const bookSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    genre: z.enum(['fiction', 'nonfiction', 'poetry']),
    difficulty_level: z.number().int().openapi({ description: 'The reading map level 1..8' }),
    grade_level: z.number().int().openapi({ description: '13 Pre-K, 14 K, 1..6' }),
    ranking: z.number().int(),
    cover_url: z.string(),
    parts: z.array(partSummarySchema),
    started_at: time,
    completed_at: time,
    locked: z.boolean().openapi({ description: 'Beyond what the billing status opens (free: level 1 only)' }),
  })
  .openapi('ReadingBookSummary');

export const pageSchema = z
  .object({
    id: z.number().int(),
    part_number: z.number().int(),
    number: z.number().int().openapi({ description: '1-based within its part' }),
    text: z.string(),
    art_url: z.string(),
    narration: z
      .object({ audio_url: z.string(), duration_ms: z.number().int(), words: z.array(z.object({ start_ms: z.number().int(), end_ms: z.number().int() })) })
      .nullable()
      .openapi({ description: 'Read-along narration: words[i] times tokenizeWords(text)[i]; null when not rendered' }),
  })
  .openapi('ReadingPage');

export const vocabSchema = z
  .object({
    id: z.number().int(),
    word: z.string(),
    definition: z.string(),
    example: z.string(),
    audio_url: z.string().nullable(),
    status: z.enum(['new', 'seen', 'heard', 'matched']),
  })
  .openapi('ReadingVocab');

export const quizQuestionSchema = z
  .object({
    id: z.number().int(),
    prompt: z.string(),
    page_number: z.number().int().openapi({ description: 'The page (in the part) whose text answers it' }),
    answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
  })
  .openapi('ReadingQuizQuestion');

export const attemptSchema = z
  .object({ id: z.number().int(), answered: z.number().int(), correct: z.number().int(), outcome: z.enum(['pending', 'beat', 'fail']) })
  .openapi('ReadingQuizAttempt');

export const booksResponse = z.object({ books: z.array(bookSummarySchema) }).openapi('ReadingBooks');
export const bookPagesResponse = z.object({ book: bookSummarySchema, pages: z.array(pageSchema), vocabulary: z.array(vocabSchema) }).openapi('ReadingBookPages');
export const bookPartResponse = z.object({ book: bookSummarySchema, part: partSummarySchema, pages: z.array(pageSchema) }).openapi('ReadingBookPart');
export const partResponse = z.object({ part: partSummarySchema }).openapi('ReadingPartResponse');
export const quizResponse = z.object({ attempt: attemptSchema, questions: z.array(quizQuestionSchema) }).openapi('ReadingQuiz');
export const answerResponse = z
  .object({ correct: z.boolean(), correct_answer_id: z.number().int(), attempt: attemptSchema, gems_earned: z.number().int() })
  .openapi('ReadingAnswerResult');
export const completePartResponse = z.object({ part: partSummarySchema, book: bookSummarySchema }).openapi('ReadingPartCompleted');
export const startBookResponse = z.object({ book: bookSummarySchema, game_map: gameMapSchema }).openapi('ReadingBookStarted');
export const completeBookResponse = z
  .object({ book: bookSummarySchema, game_map: gameMapSchema, level_up: z.boolean(), has_unread_parts: z.boolean(), gems_earned: z.number().int() })
  .openapi('ReadingBookCompleted');
export const vocabRecordResponse = z
  .object({ vocab: z.object({ book_id: z.number().int(), vocab_id: z.number().int(), status: z.enum(['seen', 'heard', 'matched', 'new']) }) })
  .openapi('ReadingVocabRecord');

export const booksQuery = z.strictObject({
  difficulty_level: intParam(`difficulty_level must be a level from 1 to ${READING_MAX_LEVEL}.`, { min: 1, max: READING_MAX_LEVEL })
    .optional()
    .openapi({ param: { name: 'difficulty_level', in: 'query' }, example: 1 }),
});

export const bookParams = studentIdParams.extend({
  book: idParam('Book id must be a number.').openapi({ param: { name: 'book', in: 'path' }, example: '101' }),
});

export const partParams = bookParams.extend({
  part: intParam('Part must be a part number from 1 to 99.', { min: 1, max: 99 }).openapi({ param: { name: 'part', in: 'path' }, description: "The part's number in its book (1-based), not its id", example: '1' }),
});

export const questionParams = studentIdParams.extend({
  question: idParam('Question id must be a number.').openapi({ param: { name: 'question', in: 'path' }, example: '1' }),
});

export const completeBookQuery = z.strictObject({
  action: z.enum(['complete'], { error: 'action must be complete.' }).openapi({ param: { name: 'action', in: 'query' }, example: 'complete' }),
});

export const completePartBody = z.strictObject({ action: z.enum(['completed'], { error: 'action must be completed.' }) }).openapi('CompleteReadingPartBody');
export const answerBody = z.strictObject({ answer_id: id('Please choose an answer.') }).openapi('ReadingAnswerBody');
export const vocabBody = z
  .strictObject({
    book_id: id('book_id must be a book id.'),
    vocab_id: id('vocab_id must be a word id.'),
    status: z.enum(['seen', 'heard', 'matched'], { error: 'status must be seen, heard or matched.' }),
  })
  .openapi('ReadingVocabBody');

export type ReadingMapStateValue = z.infer<typeof stateSchema>;
export type GameMap = z.infer<typeof gameMapSchema>;
export type GameMapResponse = z.infer<typeof gameMapResponse>;
export type SetGameMapBody = z.infer<typeof setGameMapBody>;
export type SetGameMapResponse = z.infer<typeof setGameMapResponse>;
export type PartSummary = z.infer<typeof partSummarySchema>;
export type BookSummary = z.infer<typeof bookSummarySchema>;
export type Page = z.infer<typeof pageSchema>;
export type Vocab = z.infer<typeof vocabSchema>;
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export type Attempt = z.infer<typeof attemptSchema>;
export type BooksResponse = z.infer<typeof booksResponse>;
export type BookPagesResponse = z.infer<typeof bookPagesResponse>;
export type BookPartResponse = z.infer<typeof bookPartResponse>;
export type QuizResponse = z.infer<typeof quizResponse>;
export type AnswerResponse = z.infer<typeof answerResponse>;
export type CompletePartResponse = z.infer<typeof completePartResponse>;
export type StartBookResponse = z.infer<typeof startBookResponse>;
export type CompleteBookResponse = z.infer<typeof completeBookResponse>;
export type VocabBody = z.infer<typeof vocabBody>;
export type VocabRecordResponse = z.infer<typeof vocabRecordResponse>;

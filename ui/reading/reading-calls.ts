/**
 * The reading calls (issue 15 contract section 4), one function per call over a typed client
 * (ui/lib/api-client.ts; ui/reading/reading-api.ts binds them to the app's, the unit test to a
 * recorder): paths, parameters and answers come from the route
 * definitions in worker/reading (type imports only). Errors reject with the session client's
 * `ApiError` (`code`: `subject_locked` 403 with `fields.billing`, `book_not_found`,
 * `book_part_not_found`, `quiz_unavailable`, `quiz_not_beaten`, `book_not_finished`,
 * `reading_map_conflict`, `vocab_not_found`, `question_not_found`).
 *
 * `student` is the student's id, or `'-'` for the logged-in student. Parts are named by their
 * NUMBER in the book (1-based, `PartSummary.number`), not their id; questions and answers by id.
 */
import { parseResponse } from 'hono/client';
import type { ReadingMapStateValue, VocabBody } from '../../worker/reading/reading.contracts';
import type { ApiClient } from '../lib/api-client';

export type StudentRef = number | '-';

const bookParam = (id: StudentRef, book: number) => ({ id: String(id), book: String(book) });
const partParam = (id: StudentRef, book: number, partNumber: number) => ({ ...bookParam(id, book), part: String(partNumber) });

/** The reading calls over `client` (see the module comment for names and errors). */
export function createReadingApi(client: Pick<ApiClient, 'reading'>) {
  const students = client.reading.api.v1.students[':id'];
  const books = students.reading_books[':book'];
  const parts = books.book_parts[':part'];
  return {
    /** GET the reading map: `{game_map, max_level, has_unread_parts, billing, payment_prompt}` (defaults before the first visit). */
    gameMap: (id: StudentRef) => parseResponse(students.student_reading_game_maps.$get({ param: { id: String(id) } })),
    /** POST the reading map: `current_level: 1` on the first visit, `state` forward only (409 `reading_map_conflict`). */
    setGameMap: (id: StudentRef, body: { current_level?: 1; state?: ReadingMapStateValue; latest_reading_book_id?: number }) =>
      parseResponse(students.student_reading_game_maps.$post({ param: { id: String(id) }, json: body })),
    /** GET books in book order, optionally of one level (1..8): `{books}` with progress and `locked`. */
    books: (id: StudentRef, difficultyLevel?: number) =>
      parseResponse(students.reading_books.$get({ param: { id: String(id) }, query: difficultyLevel === undefined ? {} : { difficulty_level: String(difficultyLevel) } })),
    /** GET a book's pages (all parts) and vocabulary: `{book, pages, vocabulary}`. */
    bookPages: (id: StudentRef, book: number) => parseResponse(books.reading_book_pages.$get({ param: bookParam(id, book) })),
    /** GET one part (by number) with its pages: `{book, part, pages}`. */
    bookPart: (id: StudentRef, book: number, partNumber: number) => parseResponse(parts.$get({ param: partParam(id, book, partNumber) })),
    /** POST open a part (opened_at set once): `{part}`. */
    openPart: (id: StudentRef, book: number, partNumber: number) => parseResponse(parts.open.$post({ param: partParam(id, book, partNumber) })),
    /** GET a new quiz attempt of a part: `{attempt, questions}` (3 questions, fresh draw). */
    quiz: (id: StudentRef, book: number, partNumber: number) => parseResponse(parts.quiz.$get({ param: partParam(id, book, partNumber) })),
    /** POST an answer to a quiz question: `{correct, correct_answer_id, attempt, gems_earned}`. */
    answer: (id: StudentRef, questionId: number, answerId: number) =>
      parseResponse(students.reading_book_page_questions[':question'].student_answers.$post({ param: { id: String(id), question: String(questionId) }, json: { answer_id: answerId } })),
    /** POST complete a part (needs the latest attempt beaten, else 409 `quiz_not_beaten`): `{part, book}`. */
    completePart: (id: StudentRef, book: number, partNumber: number) => parseResponse(parts.$post({ param: partParam(id, book, partNumber), json: { action: 'completed' } })),
    /** POST start a book: `{book, game_map}`. */
    startBook: (id: StudentRef, book: number) => parseResponse(books.start.$post({ param: bookParam(id, book) })),
    /** POST complete a book (every part completed, else 409 `book_not_finished`): `{book, game_map, level_up, has_unread_parts, gems_earned}`. */
    completeBook: (id: StudentRef, book: number) => parseResponse(books.$post({ param: bookParam(id, book), query: { action: 'complete' } })),
    /** POST a vocabulary word's status (never moves back): `{vocab: {book_id, vocab_id, status}}`. */
    recordVocab: (id: StudentRef, body: VocabBody) => parseResponse(students.student_vocabs.$post({ param: { id: String(id) }, json: body })),
  };
}

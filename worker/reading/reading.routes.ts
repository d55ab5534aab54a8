/**
 * Reading routes (issue 15 contract section 4; spec part 2 section 7 "Reading": books, book pages,
 * book part, open / complete a part, start / complete a book, the student's reading game map, the
 * answer {answer_id}, vocabulary records), plus the part's quiz. Every route is the student's or
 * its parent's (`access: 'student'`), under /api/v1/students/{id}; `-` is the logged-in student.
 */
import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { studentIdParams } from '../students/students.contracts';
import {
  answerBody,
  answerResponse,
  bookPagesResponse,
  bookParams,
  bookPartResponse,
  booksQuery,
  booksResponse,
  completeBookQuery,
  completeBookResponse,
  completePartBody,
  completePartResponse,
  gameMapResponse,
  partParams,
  partResponse,
  questionParams,
  quizResponse,
  setGameMapBody,
  setGameMapResponse,
  startBookResponse,
  vocabBody,
  vocabRecordResponse,
} from './reading.contracts';
import { completeBook, completePart, getBookPages, getBookPart, listBooks, openPart, recordVocab, startBook } from './reading-books.service';
import { getGameMap, setGameMap } from './reading-map.service';
import { answerQuestion, getQuiz } from './reading-quiz.service';

const S = '/api/v1/students/{id}';
const tags = ['reading'];
const denied = { 401: errorResponse('Not logged in'), 403: errorResponse('Not this student or its parent; or `subject_locked`: a book beyond the billing status (fields.billing)') };
const invalidInput = { 422: errorResponse('Invalid input, one message per field') };
const bookErrors = { ...denied, 404: errorResponse('`book_not_found` or `book_part_not_found`'), ...invalidInput };

const getMapRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: `${S}/student_reading_game_maps`,
  tags,
  summary: "The student's reading map (level 0 and 'initial' before the first visit), the highest level the billing status opens, and whether the current level has unread parts",
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(gameMapResponse, 'Reading map'), ...denied },
});

const setMapRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/student_reading_game_maps`,
  tags,
  summary: 'Create or update the reading map: current_level only 0 -> 1 (first visit), state only forward, latest_reading_book_id',
  request: { params: studentIdParams, body: jsonBody(setGameMapBody, { state: 'initial' }) },
  responses: { 200: jsonResponse(setGameMapResponse, 'Reading map'), 409: errorResponse('`reading_map_conflict`'), ...bookErrors },
});

const booksRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: `${S}/reading_books`,
  tags,
  summary: 'Books in book order (grade, then ranking), optionally of one level, with the student progress and lock',
  request: { params: studentIdParams, query: booksQuery },
  responses: { 200: jsonResponse(booksResponse, 'Books'), ...denied, ...invalidInput },
});

const pagesRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: `${S}/reading_books/{book}/reading_book_pages`,
  tags,
  summary: "A book's pages (every part, with art and narration) and its vocabulary with the student's statuses",
  request: { params: bookParams },
  responses: { 200: jsonResponse(bookPagesResponse, 'Book pages'), ...bookErrors },
});

const partRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: `${S}/reading_books/{book}/book_parts/{part}`,
  tags,
  summary: 'One part of a book (by its number) with its pages',
  request: { params: partParams },
  responses: { 200: jsonResponse(bookPartResponse, 'Book part'), ...bookErrors },
});

const openPartRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/reading_books/{book}/book_parts/{part}/open`,
  tags,
  summary: 'Open a part (opened_at is set the first time)',
  request: { params: partParams },
  responses: { 200: jsonResponse(partResponse, 'The part'), ...bookErrors },
});

const quizRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: `${S}/reading_books/{book}/book_parts/{part}/quiz`,
  tags,
  summary: "A new quiz attempt: 3 of the part's questions, freshly drawn and ordered, answers shuffled",
  request: { params: partParams },
  responses: { 200: jsonResponse(quizResponse, 'Quiz'), 409: errorResponse('`quiz_unavailable`: fewer than 3 questions'), ...bookErrors },
});

const completePartRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/reading_books/{book}/book_parts/{part}`,
  tags,
  summary: "Complete a part (earns its star) once its latest quiz attempt is beaten",
  request: { params: partParams, body: jsonBody(completePartBody, { action: 'completed' }) },
  responses: { 200: jsonResponse(completePartResponse, 'Part completed'), 409: errorResponse('`quiz_not_beaten`'), ...bookErrors },
});

const startRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/reading_books/{book}/start`,
  tags,
  summary: "Start a book (started_at set once); it becomes the map's latest book",
  request: { params: bookParams },
  responses: { 200: jsonResponse(startBookResponse, 'Book started'), ...bookErrors },
});

const completeBookRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/reading_books/{book}`,
  tags,
  summary: 'Complete a book (?action=complete): every part completed; 16 gems the first time; a book of the current level moves the map one level up (8 -> 9: world beaten)',
  request: { params: bookParams, query: completeBookQuery },
  responses: { 200: jsonResponse(completeBookResponse, 'Book completed'), 409: errorResponse('`book_not_finished`'), ...bookErrors },
});

const answerRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/reading_book_page_questions/{question}/student_answers`,
  tags,
  summary: 'Answer a question of the latest quiz attempt: judged by the server; 1 gem the first time a question is answered right',
  request: { params: questionParams, body: jsonBody(answerBody, { answer_id: 1 }) },
  responses: {
    200: jsonResponse(answerResponse, 'Verdict, the correct answer and the attempt'),
    404: errorResponse('`question_not_found`'),
    409: errorResponse('The question is not waiting for an answer in the latest attempt'),
    ...denied,
    ...invalidInput,
  },
});

const vocabRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: `${S}/student_vocabs`,
  tags,
  summary: "Record a vocabulary word's status (seen, heard, matched); it never moves back",
  request: { params: studentIdParams, body: jsonBody(vocabBody, { book_id: 101, vocab_id: 1, status: 'seen' }) },
  responses: { 200: jsonResponse(vocabRecordResponse, 'The word status'), ...bookErrors, 404: errorResponse('`book_not_found` or `vocab_not_found`') },
});

/** The reading feature's routes. */
export const readingRoutes = createRouter()
  .openapi(getMapRoute, async (c) => c.json(await getGameMap(c.env.deps, c.var.student), 200))
  .openapi(setMapRoute, async (c) => c.json(await setGameMap(c.env.deps, c.var.student, c.req.valid('json')), 200))
  .openapi(booksRoute, async (c) => c.json(await listBooks(c.env.deps, c.var.student, c.req.valid('query').difficulty_level), 200))
  .openapi(pagesRoute, async (c) => c.json(await getBookPages(c.env.deps, c.var.student, c.req.valid('param').book), 200))
  .openapi(partRoute, async (c) => {
    const p = c.req.valid('param');
    return c.json(await getBookPart(c.env.deps, c.var.student, p.book, p.part), 200);
  })
  .openapi(openPartRoute, async (c) => {
    const p = c.req.valid('param');
    return c.json(await openPart(c.env.deps, c.var.student, p.book, p.part), 200);
  })
  .openapi(quizRoute, async (c) => {
    const p = c.req.valid('param');
    return c.json(await getQuiz(c.env.deps, c.var.student, p.book, p.part), 200);
  })
  .openapi(completePartRoute, async (c) => {
    const p = c.req.valid('param');
    return c.json(await completePart(c.env.deps, c.var.student, p.book, p.part), 200);
  })
  .openapi(startRoute, async (c) => c.json(await startBook(c.env.deps, c.var.student, c.req.valid('param').book), 200))
  .openapi(completeBookRoute, async (c) => c.json(await completeBook(c.env.deps, c.var.student, c.req.valid('param').book), 200))
  .openapi(answerRoute, async (c) => c.json(await answerQuestion(c.env.deps, c.var.student, c.req.valid('param').question, c.req.valid('json')), 200))
  .openapi(vocabRoute, async (c) => c.json(await recordVocab(c.env.deps, c.var.student, c.req.valid('json')), 200));

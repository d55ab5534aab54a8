/**
 * The reading quiz (spec part 2 sections 4 and 9: a quiz asks 3 questions): GET draws a fresh
 * random 3 of the part's questions, in random order with shuffled answers, and records the
 * attempt; each answer is judged by the one judge (worker/answers/judge.ts, docs/answers.md) as a
 * multiple-choice question. A correct answer earns 1 gem the first time that question is answered
 * correctly (gems are never taken away); once every question is answered the attempt is `beat`
 * (2 of 3 right) or `fail`. Answers to one part are serialized by locking the student's part row,
 * so a double tap or two tabs are judged, and paid, once.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { ANY_NUMBER } from '../../core/answers/policies';
import type { JudgedQuestion } from '../../core/answers/judge';
import {
  reading_book_page_answers,
  reading_book_page_questions,
  reading_book_pages,
  reading_books,
  student_reading_quiz_attempts,
  type ReadingQuizAnswer,
  type StudentReadingQuizAttemptRow,
  type StudentRow,
} from '../../db/schema';
import type { Tx } from '../../db/types';
import { judgePending, type AnswerMode } from '../answers/judge';
import type { Deps } from '../env';
import { earnGems, GEMS_PER_CORRECT_ANSWER } from '../gems/gems.service';
import { DomainError, invalid } from '../lib/errors';
import { assertBookOpen, readingBilling } from './reading-access';
import { lockPartRow, openBook } from './reading-books.service';
import { loadPart } from './reading-content';
import type { AnswerResponse, Attempt, QuizQuestion, QuizResponse } from './reading.contracts';
import { drawQuiz, quizOutcome, shuffled } from './reading-rules';
import { READING_QUIZ_SIZE } from '../../core/reading/book-schema';

/** An attempt in its answer shape. */
export function toAttempt(row: Pick<StudentReadingQuizAttemptRow, 'id' | 'answers' | 'outcome'>): Attempt {
  return { id: row.id, answered: row.answers.length, correct: row.answers.filter((a) => a.correct).length, outcome: row.outcome };
}

/** The answers of these questions, by question id, in authored order. */
async function answersOf(db: Deps['db'] | Tx, questionIds: number[]) {
  const rows = questionIds.length
    ? await db.select().from(reading_book_page_answers).where(inArray(reading_book_page_answers.reading_book_page_question_id, questionIds)).orderBy(asc(reading_book_page_answers.position))
    : [];
  const by = new Map<number, typeof rows>();
  for (const r of rows) by.set(r.reading_book_page_question_id, [...(by.get(r.reading_book_page_question_id) ?? []), r]);
  return by;
}

/**
 * GET book_parts/{part}/quiz: a new attempt with a fresh draw of 3 questions.
 * @throws DomainError 409 `quiz_unavailable` when the part has fewer than 3 questions (content guarantees 3).
 */
export async function getQuiz(deps: Deps, student: StudentRow, bookId: number, partNumber: number): Promise<QuizResponse> {
  const { book } = await openBook(deps, student, bookId);
  const part = await loadPart(deps.db, book.id, partNumber);
  const all = await deps.db
    .select({ id: reading_book_page_questions.id, prompt: reading_book_page_questions.prompt, page_number: reading_book_pages.number })
    .from(reading_book_page_questions)
    .innerJoin(reading_book_pages, eq(reading_book_pages.id, reading_book_page_questions.reading_book_page_id))
    .where(eq(reading_book_page_questions.reading_book_part_id, part.id));
  if (all.length < READING_QUIZ_SIZE) throw new DomainError('conflict', 'This part has no quiz yet.', 'quiz_unavailable');
  const drawn = drawQuiz(all);
  const answers = await answersOf(deps.db, drawn.map((q) => q.id));
  const now = new Date(deps.clock.nowMs());
  const attempt = await deps.db.transaction(async (tx) => {
    await lockPartRow(tx, deps, student.id, book.id, part.id);
    const [row] = await tx
      .insert(student_reading_quiz_attempts)
      .values({ student_id: student.id, reading_book_id: book.id, reading_book_part_id: part.id, question_ids: drawn.map((q) => q.id), answers: [], created_at: now, updated_at: now })
      .returning();
    return row!;
  });
  const questions: QuizQuestion[] = drawn.map((q) => ({ id: q.id, prompt: q.prompt, page_number: q.page_number, answers: shuffled(answers.get(q.id) ?? []).map((a) => ({ id: a.id, text: a.text })) }));
  return { attempt: toAttempt(attempt), questions };
}

interface QuizCtx {
  tx: Tx;
  deps: Deps;
  student: StudentRow;
  attempt: StudentReadingQuizAttemptRow;
  partId: number;
  answerId: number;
  correctAnswerId: number;
}

/** The judge's view of a reading question: multiple choice over the answer rows (ids are the rows'). */
type QuestionRow = { id: number };

const quizMode: AnswerMode<QuizCtx, QuestionRow, AnswerResponse> = {
  incomplete: { message: 'Please choose an answer.', field: 'answer_id' },
  async store(judged, row, ctx) {
    const answers: ReadingQuizAnswer[] = [...ctx.attempt.answers, { question_id: row.id, answer_id: ctx.answerId, correct: judged.correct }];
    const outcome = quizOutcome(ctx.attempt.question_ids.length, answers);
    const [updated] = await ctx.tx
      .update(student_reading_quiz_attempts)
      .set({ answers, outcome, updated_at: new Date(ctx.deps.clock.nowMs()) })
      .where(eq(student_reading_quiz_attempts.id, ctx.attempt.id))
      .returning();
    ctx.attempt = updated!;
  },
  async reward(judged, row, ctx) {
    let gems = 0;
    if (judged.correct) {
      // Earlier attempts of this part: was this question already answered correctly (and paid)?
      const [before] = await ctx.tx
        .select({ id: student_reading_quiz_attempts.id })
        .from(student_reading_quiz_attempts)
        .where(
          and(
            eq(student_reading_quiz_attempts.student_id, ctx.student.id),
            eq(student_reading_quiz_attempts.reading_book_part_id, ctx.partId),
            ne(student_reading_quiz_attempts.id, ctx.attempt.id),
            sql`${student_reading_quiz_attempts.answers} @> ${JSON.stringify([{ question_id: row.id, correct: true }])}::jsonb`,
          ),
        )
        .limit(1);
      if (!before) {
        gems = GEMS_PER_CORRECT_ANSWER;
        await earnGems(ctx.tx, ctx.student.id, gems, `reading question ${row.id}`, ctx.deps.clock);
      }
    }
    return { correct: judged.correct, correct_answer_id: ctx.correctAnswerId, attempt: toAttempt(ctx.attempt), gems_earned: gems };
  },
};

/**
 * POST reading_book_page_questions/{question}/student_answers {answer_id}: judges the answer to a
 * question of the part's latest attempt. @throws DomainError 404 `question_not_found`; 403
 * `subject_locked`; 409 when the question is not waiting for an answer in the latest attempt
 * (answered already, or not drawn); 422 when answer_id is not one of the question's answers.
 */
export async function answerQuestion(deps: Deps, student: StudentRow, questionId: number, body: { answer_id: number }): Promise<AnswerResponse> {
  const [question] = await deps.db
    .select({ id: reading_book_page_questions.id, partId: reading_book_page_questions.reading_book_part_id, bookId: reading_books.id, level: reading_books.difficulty_level })
    .from(reading_book_page_questions)
    .innerJoin(reading_book_pages, eq(reading_book_pages.id, reading_book_page_questions.reading_book_page_id))
    .innerJoin(reading_books, eq(reading_books.id, reading_book_pages.reading_book_id))
    .where(eq(reading_book_page_questions.id, questionId));
  if (!question) throw new DomainError('not_found', 'Question not found.', 'question_not_found');
  assertBookOpen({ difficulty_level: question.level }, await readingBilling(deps, student));
  const options = (await answersOf(deps.db, [question.id])).get(question.id) ?? [];
  return deps.db.transaction(async (tx) => {
    await lockPartRow(tx, deps, student.id, question.bookId, question.partId);
    const [attempt] = await tx
      .select()
      .from(student_reading_quiz_attempts)
      .where(and(eq(student_reading_quiz_attempts.student_id, student.id), eq(student_reading_quiz_attempts.reading_book_part_id, question.partId)))
      .orderBy(sql`${student_reading_quiz_attempts.id} desc`)
      .limit(1);
    const waiting = !!attempt && attempt.outcome === 'pending' && attempt.question_ids.includes(question.id) && !attempt.answers.some((a) => a.question_id === question.id);
    const ctx: QuizCtx = { tx, deps, student, attempt: attempt!, partId: question.partId, answerId: body.answer_id, correctAnswerId: options.find((o) => o.correct)?.id ?? 0 };
    const pending = {
      pendingId: waiting ? question.id : null,
      load(): Promise<{ judged: JudgedQuestion; row: QuestionRow }> {
        if (!options.some((o) => o.id === body.answer_id)) throw invalid('Please choose one of the answers.', { answer_id: 'Please choose one of the answers.' });
        const correct = options.find((o) => o.correct);
        const judged: JudgedQuestion = {
          kind: 'bank',
          question: { question_type: 'M', text: '', answers: options.map((o) => ({ id: o.id, answer_text: o.text, correct: o.correct })), correct_answer: correct ? [correct.text] : [], explanation: '' },
          policy: ANY_NUMBER,
        };
        return Promise.resolve({ judged, row: { id: question.id } });
      },
    };
    return judgePending(quizMode, ctx, pending, question.id, { answer_id: body.answer_id });
  });
}

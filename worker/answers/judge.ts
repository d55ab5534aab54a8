/**
 * The one answer judge, server side: every game mode (math map, pet game, video levels, and the
 * quizzes of the other subjects) answers a question through {@link judgePending}. It checks that
 * the question is the mode's pending one (409 otherwise: double taps and concurrent submits are
 * judged once), that the answer is complete (422 with the mode's message), judges it with the
 * domain core (core/answers: one number normaliser), replies "try again" to an unreadable entry
 * or one in a form the lesson does not accept, with the judgement's message ("Write it as a mixed
 * number, like 2 1/4", or the generic try-again; issue 18 item 7), without storing or counting
 * anything, stores a judged answer, and hands the verdict to the mode's reward
 * rule. A mode supplies only where its pending question is, where its answers are stored, and
 * its reward (docs/answers.md).
 */
import { eq } from 'drizzle-orm';
import { math_lessons, questions } from '../../db/schema';
import type { Tx } from '../../db/types';
import { judgeAnswer, type JudgedQuestion, type Judgement } from '../../core/answers/judge';
import type { AnswerFormPolicy, BankAnswer, SubmittedAnswer } from '../../core/answers/types';
import { conflict, invalid, notFound } from '../lib/errors';

/** The 409 message when the answered question is not (or no longer) the pending one. */
export const ALREADY_ANSWERED = 'This question was already answered. Here is the next one!';

/** A judged answer, handed to the mode's `store` and `reward`. */
export type JudgedAnswer = Extract<Judgement, { correct: boolean }>;

/** What a mode tells the judge about the question being answered. */
export interface PendingQuestion<Q> {
  /** Id of the mode's pending question; null when none is pending. */
  pendingId: number | null;
  /** Loads the pending question (only called when it is the one answered). */
  load(): Promise<{ judged: JudgedQuestion; row: Q }>;
}

/**
 * A game mode's side of judging. `Ctx` is what the mode locked and loaded before judging (its
 * game row, the pet...), `Q` the stored question row, `Reply` the mode's response body.
 */
export interface AnswerMode<Ctx, Q, Reply> {
  /** The 422 answer to an incomplete submission: message, and the field named in the error (if any). */
  incomplete: { message: string; field?: string };
  /** Stores a judged answer (the pet game, practice only, stores none). `at` is the clock's time. */
  store?(judged: JudgedAnswer, row: Q, ctx: Ctx): Promise<void>;
  /**
   * The reply to an unreadable entry or a form not asked for, with the message to show and read
   * aloud (per-form, or the generic try-again): nothing was stored or counted. Absent: a 422 with
   * that message (field `answer`).
   */
  invalidReply?(message: string, row: Q, ctx: Ctx): Promise<Reply>;
  /** The mode's reward rule (gems, pet treats, progress, next question) and its reply. */
  reward(judged: JudgedAnswer, row: Q, ctx: Ctx): Promise<Reply>;
}

/**
 * Judges `submitted` to question `questionId` of a mode whose pending question is `pending`.
 * `dontKnow`: the child pressed "I don't know" (no completeness needed; counted wrong).
 * @throws DomainError 409 when `questionId` is not the pending question, 422 when incomplete (or,
 *   for a mode without an invalid reply, unreadable).
 */
export async function judgePending<Ctx, Q, Reply>(
  mode: AnswerMode<Ctx, Q, Reply>,
  ctx: Ctx,
  pending: PendingQuestion<Q>,
  questionId: number,
  submitted: SubmittedAnswer,
  dontKnow = false,
): Promise<Reply> {
  if (pending.pendingId === null || pending.pendingId !== questionId) throw conflict(ALREADY_ANSWERED);
  const { judged: question, row } = await pending.load();
  const judgement = judgeAnswer(question, submitted, dontKnow);
  if (judgement.verdict === 'incomplete') {
    const { message, field } = mode.incomplete;
    throw field ? invalid(message, { [field]: message }) : invalid(message);
  }
  if (judgement.verdict === 'invalid') {
    if (!mode.invalidReply) throw invalid(judgement.message, { answer: judgement.message });
    return mode.invalidReply(judgement.message, row, ctx);
  }
  await mode.store?.(judgement, row, ctx);
  return mode.reward(judgement, row, ctx);
}

type QuestionRow = typeof questions.$inferSelect;

/**
 * A math bank question (map and pet game) with its lesson's answer-form policy, in judge form.
 * `cachedPolicy` answers the policy from cached content (worker/math/math-content.ts) when it
 * knows the lesson; otherwise the lesson row is read.
 * @throws DomainError 404 when the question does not exist.
 */
export async function loadBankQuestion(
  tx: Tx,
  questionId: number,
  cachedPolicy?: (lessonId: number) => AnswerFormPolicy | undefined,
): Promise<{ judged: JudgedQuestion; row: QuestionRow }> {
  const [row] = await tx.select().from(questions).where(eq(questions.id, questionId));
  if (!row) throw notFound('Question');
  let policy = cachedPolicy?.(row.math_lesson_id);
  if (!policy) {
    const [lesson] = await tx.select({ answer_form: math_lessons.answer_form }).from(math_lessons).where(eq(math_lessons.id, row.math_lesson_id));
    policy = lesson!.answer_form as AnswerFormPolicy;
  }
  return bankQuestion(row, policy);
}

/** A math bank question row the caller already has (e.g. from cached content) in judge form, with its lesson's answer-form policy. */
export function bankQuestion(row: QuestionRow, policy: AnswerFormPolicy): { judged: JudgedQuestion; row: QuestionRow } {
  const question = { question_type: row.question_type, text: row.text, answers: row.answers as BankAnswer[], correct_answer: row.correct_answer as string[], explanation: row.explanation };
  return { judged: { kind: 'bank', question, policy }, row };
}

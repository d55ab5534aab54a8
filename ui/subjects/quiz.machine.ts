/**
 * A quiz of N questions as a statechart (issue 15 contract 5b; reading asks 3, spec part 2
 * section 9): the child chooses an answer, the server judges it (the injected `judge` actor; the
 * client never knows the right answer before), the feedback says so kindly (a wrong answer shows
 * the right one and offers to look back at the page), then the next question; after the last one
 * a summary, and the attempt's outcome (beat or fail, decided by the server) is final.
 *
 * Events: CHOOSE (an answer id), NEXT (feedback's button, and the summary's), RETRY is a new CHOOSE.
 * A failed judge call keeps the question with a notice (the child taps again).
 */
import { assign, fromPromise, setup } from 'xstate';
import { apiErrorMessage } from '../math/api-failure';

export interface QuizQuestionLike {
  id: number;
  prompt: string;
  page_number: number;
  answers: { id: number; text: string }[];
}
export interface QuizAttemptLike {
  id: number;
  answered: number;
  correct: number;
  outcome: 'pending' | 'beat' | 'fail';
}
export interface Judgement {
  correct: boolean;
  correct_answer_id: number;
  /** The server's attempt (reading); a subject without attempts (science) counts them here. */
  attempt?: QuizAttemptLike | undefined;
  /** Said after the answer when given (science: why the right answer is right). */
  explanation?: string | undefined;
}

/** How the quiz runs: `retryWrong` asks a question again after a wrong answer (that answer ruled out) until it is right; `summary` ends with the "You got N of M" card. */
export interface QuizOptions {
  retryWrong?: boolean;
  summary?: boolean;
}

export interface QuizContext {
  questions: QuizQuestionLike[];
  index: number;
  chosen: number | null;
  result: Judgement | null;
  attempt: QuizAttemptLike | null;
  notice: string | null;
  /** Wrong answers already chosen for the current question (retryWrong). */
  ruledOut: number[];
  retryWrong: boolean;
  summary: boolean;
}

export type QuizEvent = { type: 'CHOOSE'; answerId: number } | { type: 'NEXT' };

/**
 * The attempt's outcome: the server's, or (while it still says pending after the last answer)
 * beat when at least two thirds are right (contract: beat = >= 2 of 3 correct).
 */
export function outcomeOf(attempt: QuizAttemptLike, total: number): 'beat' | 'fail' {
  if (attempt.outcome !== 'pending') return attempt.outcome;
  return attempt.correct * 3 >= total * 2 ? 'beat' : 'fail';
}

/** A local count of answers for a subject without server attempts (a retried question counts once, when right). */
function counted(prev: QuizAttemptLike | null, correct: boolean): QuizAttemptLike {
  const base = prev ?? { id: 0, answered: 0, correct: 0, outcome: 'pending' as const };
  return { ...base, answered: base.answered + 1, correct: base.correct + (correct ? 1 : 0) };
}

export const quizMachine = setup({
  types: { context: {} as QuizContext, events: {} as QuizEvent, input: {} as { questions: QuizQuestionLike[] } & QuizOptions, output: {} as { outcome: 'beat' | 'fail'; attempt: QuizAttemptLike } },
  actors: {
    judge: fromPromise<Judgement, { questionId: number; answerId: number }>(() => Promise.reject(new Error('quiz: the judge was not provided'))),
  },
  guards: {
    hasNext: ({ context: c }) => c.index + 1 < c.questions.length,
    tryAgain: ({ context: c }) => c.retryWrong && c.result?.correct === false,
    withSummary: ({ context: c }) => c.summary,
  },
}).createMachine({
  id: 'quiz',
  context: ({ input }) => ({ questions: input.questions, index: 0, chosen: null, result: null, attempt: null, notice: null, ruledOut: [], retryWrong: input.retryWrong ?? false, summary: input.summary ?? true }),
  initial: 'asking',
  states: {
    asking: { on: { CHOOSE: { target: 'judging', actions: assign({ chosen: ({ event }) => event.answerId, notice: null }) } } },
    judging: {
      invoke: {
        src: 'judge',
        input: ({ context: c }) => ({ questionId: c.questions[c.index]!.id, answerId: c.chosen! }),
        onDone: { target: 'feedback', actions: assign({ result: ({ event }) => event.output, attempt: ({ context: c, event }) => event.output.attempt ?? counted(c.attempt, event.output.correct) }) },
        onError: { target: 'asking', actions: assign({ notice: ({ event }) => apiErrorMessage(event.error, 'That did not go through. Tap your answer again.'), chosen: null }) },
      },
    },
    feedback: {
      on: {
        NEXT: [
          { guard: 'tryAgain', target: 'asking', actions: assign({ ruledOut: ({ context: c }) => [...c.ruledOut, c.chosen!], chosen: null, result: null }) },
          { guard: 'hasNext', target: 'asking', actions: assign({ index: ({ context: c }) => c.index + 1, chosen: null, result: null, ruledOut: [] }) },
          { guard: 'withSummary', target: 'summary' },
          { target: 'finished' },
        ],
      },
    },
    summary: { on: { NEXT: 'finished' } },
    finished: { type: 'final' },
  },
  output: ({ context: c }) => {
    const attempt = c.attempt ?? counted(null, false);
    return { outcome: outcomeOf(attempt, c.questions.length), attempt };
  },
});

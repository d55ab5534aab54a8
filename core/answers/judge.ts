/**
 * The one answer judge (pure part): completeness, verdict and what the child is shown after
 * answering, for every kind of question of every game mode. The server side (the pending
 * question, storing, the mode's reward rule) is worker/answers/judge.ts; docs/answers.md.
 */
import { checkAnswerDetailed, isComplete } from './check';
import { judgeEntriesDetailed, type EntryJudgement } from './number';
import { answerFormFor } from './policies';
import { checkVideoAnswer, isVideoAnswerComplete, videoCorrectAnswer, type VideoQuestion } from './video';
import type { AnswerFormPolicy, GeneratedQuestion, SubmittedAnswer } from './types';

/**
 * Told to the child when an entry can't be read as an answer and no more specific message applies
 * (an entry that is not a number at all: control characters, absurd length; a missing entry; an
 * option id that is not an option). Readable numbers in the wrong form get a per-form message
 * instead ("Write it as a fraction, like 3/4": core/answers/number.ts formMessage). Nothing is
 * stored or counted either way.
 */
export const INVALID_ANSWER_MESSAGE = "Hmm, that doesn't look like an answer I can read. Try again!";

/** A question the judge can judge: a bank-shaped question with its lesson's policy, or a video question. */
export type JudgedQuestion =
  | { kind: 'bank'; question: Pick<GeneratedQuestion, 'question_type' | 'text' | 'answers' | 'correct_answer' | 'explanation'>; policy: AnswerFormPolicy }
  | { kind: 'video'; question: VideoQuestion };

/** The submission as it is judged and stored: ids as given (null when absent), entries trimmed. */
export interface NormalizedAnswer {
  answer_id: number | null;
  answer_ids: number[] | null;
  answer_data: string[] | null;
}

/** Shown after a judged answer: the correct values (one per blank, option or box) and the worked explanation. */
export interface PrevAnswer {
  correct_answer: string[];
  explanation: string;
}

/**
 * Outcome of judging one submission:
 * - 'incomplete': not everything is filled in (the mode answers 422; nothing stored);
 * - 'invalid': an entry can't be read or is not in the form asked for (the mode answers "try
 *   again" with `message`: the per-form message, e.g. "Write it as a mixed number, like 2 1/4",
 *   or {@link INVALID_ANSWER_MESSAGE}; nothing stored or counted);
 * - 'correct' / 'incorrect' / 'dont_know': judged; `correct` is what is stored and counted
 *   ("I don't know" counts as a wrong answer), `prev_answer` is shown to the child.
 */
export type Judgement =
  | { verdict: 'incomplete'; answer: NormalizedAnswer }
  | { verdict: 'invalid'; answer: NormalizedAnswer; message: string }
  | { verdict: 'correct' | 'incorrect' | 'dont_know'; answer: NormalizedAnswer; correct: boolean; dont_know: boolean; prev_answer: PrevAnswer };

/** Ids as given, typed entries trimmed. */
export function normalizeAnswer(s: SubmittedAnswer): NormalizedAnswer {
  return { answer_id: s.answer_id ?? null, answer_ids: s.answer_ids ?? null, answer_data: s.answer_data?.map((v) => v.trim()) ?? null };
}

/** The correct values and explanation shown after answering `q`. */
export function prevAnswerOf(q: JudgedQuestion): PrevAnswer {
  return q.kind === 'bank'
    ? { correct_answer: q.question.correct_answer, explanation: q.question.explanation }
    : { correct_answer: videoCorrectAnswer(q.question), explanation: q.question.explanation };
}

/**
 * Judges a submission to `q`. With `dontKnow` the child gave up: no completeness needed, counted wrong.
 * @throws Error('Invalid question type' | 'No answers found' | 'No correct answer found') for a broken question.
 */
export function judgeAnswer(q: JudgedQuestion, submitted: SubmittedAnswer, dontKnow = false): Judgement {
  const answer = normalizeAnswer(submitted);
  if (dontKnow) return { verdict: 'dont_know', answer, correct: false, dont_know: true, prev_answer: prevAnswerOf(q) };
  const complete = q.kind === 'bank' ? isComplete(q.question, answer) : isVideoAnswerComplete(q.question, answer);
  if (!complete) return { verdict: 'incomplete', answer };
  const { verdict, message } = q.kind === 'bank' ? checkAnswerDetailed(q.question, answer, q.policy) : judgeVideo(q.question, answer);
  if (verdict === 'invalid') return { verdict, answer, message: message ?? INVALID_ANSWER_MESSAGE };
  return { verdict, answer, correct: verdict === 'correct', dont_know: false, prev_answer: prevAnswerOf(q) };
}

/**
 * A video question's verdict (video.ts checkVideoAnswer) with, for an invalid typed entry (blanks,
 * text boxes), the per-form message of the same entries under the same policy (answerFormFor).
 */
function judgeVideo(question: VideoQuestion, answer: NormalizedAnswer): EntryJudgement {
  const verdict = checkVideoAnswer(question, answer);
  const typed = question.question_type === 'VIDEO_BLNK' || question.question_type === 'VIDEO_TEXT_INSIDE' || question.question_type === 'VIDEO_TEXT_OUTSIDE';
  if (verdict !== 'invalid' || !typed) return { verdict };
  const expected = videoCorrectAnswer(question);
  const detailed = judgeEntriesDetailed(expected, answer.answer_data, answerFormFor(expected));
  return detailed.verdict === 'invalid' && detailed.message !== undefined ? { verdict, message: detailed.message } : { verdict };
}

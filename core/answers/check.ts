/**
 * Completeness and verdict of the math bank's question types (BLNK, M) and any question with the
 * same shape. Typed blanks are judged by the one number normaliser (./number.ts).
 */
import { countBlanks, isFilled, isInteger, judgeEntriesDetailed, percentBlanks, type EntryJudgement, type NumberPolicy } from './number';
import type { AnswerVerdict, GeneratedQuestion, SubmittedAnswer } from './types';

export { countBlanks, parseAnswerNumber, type EntryJudgement, type ParsedNumber } from './number';
export type { AnswerVerdict, SubmittedAnswer } from './types';

/**
 * Whether the child has filled in enough to be graded.
 * BLNK: exactly countBlanks(text) entries, none empty after trimming (and at least one blank).
 * M: an integer answer_id. Throws Error('Invalid question type') for any other type.
 */
export function isComplete(
  question: Pick<GeneratedQuestion, 'question_type' | 'text'>,
  submitted: SubmittedAnswer,
): boolean {
  if (question.question_type === 'M') return isInteger(submitted.answer_id);
  if (question.question_type === 'BLNK') {
    const blanks = countBlanks(question.text);
    const given = submitted.answer_data;
    return blanks > 0 && Array.isArray(given) && given.length === blanks && given.every(isFilled);
  }
  throw new Error('Invalid question type');
}

/** The verdict of {@link checkAnswerDetailed} alone. */
export function checkAnswer(
  question: Pick<GeneratedQuestion, 'question_type' | 'answers' | 'correct_answer'> & { text?: string },
  submitted: SubmittedAnswer,
  policy: NumberPolicy,
): AnswerVerdict {
  return checkAnswerDetailed(question, submitted, policy).verdict;
}

/**
 * Grades one submission: { verdict, message? } where `message` (only on 'invalid') tells the child
 * which form is wanted ("Write it as a mixed number, like 2 1/4"; issue 18 item 7).
 * M: 'correct' when answer_id is the id of the option marked correct; 'invalid' (no message)
 * when no answer_id or an id that is not an option.
 * BLNK: each blank (trimmed) is compared with correct_answer by the number normaliser under
 * `policy` (see judgeEntriesDetailed): 'invalid' (try again, not counted wrong) for a
 * missing/empty blank, a malformed number, "%" where no percent is asked, a form the policy does
 * not accept, or an unsimplified fraction when simplify is 'required'; with 'enforced' an
 * unsimplified fraction is 'incorrect'. A blank followed by "%" in `question.text` asks for a
 * percent ("25%" and "25" both right). Invalid wins over incorrect across blanks; the message is
 * the first invalid blank's. Non-numeric expected values fall back to a case-insensitive text match.
 * Throws Error('No answers found') for an empty answers list,
 * Error('Invalid question type') for a type other than BLNK/M, and
 * Error('No correct answer found') when no answer is marked correct or
 * correct_answer is empty.
 */
export function checkAnswerDetailed(
  question: Pick<GeneratedQuestion, 'question_type' | 'answers' | 'correct_answer'> & { text?: string },
  submitted: SubmittedAnswer,
  policy: NumberPolicy,
): EntryJudgement {
  if (!Array.isArray(question.answers) || question.answers.length === 0) throw new Error('No answers found');
  const type: string = question.question_type;
  if (type !== 'M' && type !== 'BLNK') throw new Error('Invalid question type');
  const correctOption = question.answers.find((a) => a.correct);
  if (!correctOption || !Array.isArray(question.correct_answer) || question.correct_answer.length === 0) {
    throw new Error('No correct answer found');
  }
  if (type === 'M') return { verdict: judgeChoice(question.answers, correctOption.id, submitted.answer_id) };
  const percentAt = typeof question.text === 'string' ? percentBlanks(question.text) : [];
  return judgeEntriesDetailed(question.correct_answer, submitted.answer_data, policy, percentAt);
}

/** One option chosen: 'invalid' without an integer id or with an id that is not an option. */
export function judgeChoice(options: readonly { id: number }[], correctId: number, chosen: unknown): AnswerVerdict {
  if (!isInteger(chosen) || !options.some((a) => a.id === chosen)) return 'invalid';
  return chosen === correctId ? 'correct' : 'incorrect';
}

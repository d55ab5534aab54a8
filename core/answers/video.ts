/**
 * Video questions (spec part 1 section 3 "Question": question types VIDEO_BLNK, VIDEO_M,
 * VIDEO_SELECTION, VIDEO_SELECTION_ONE_OPTION, VIDEO_TEXT_INSIDE, VIDEO_TEXT_OUTSIDE) and their
 * rules (section 5):
 * - completeness: blanks need as many non-empty blanks as expected; multiple choice needs an
 *   answer_id; selection needs at least one selected option (one-option selection: exactly one);
 *   text questions need one non-empty entry per answer;
 * - correctness on trimmed values: blanks and text boxes entry by entry through the one number
 *   normaliser (./number.ts: "1,000" is 1000 here as on the map; text matched case-insensitively),
 *   under the policy of their expected values (./policies.ts answerFormFor); multiple choice by
 *   the correct id; selection by the set of selected options equal to the set of true options;
 *   an id that is not an option, or an entry that can't be read, is 'invalid' (try again);
 * - thrown errors: 'No answers found', 'No correct answer found', 'Invalid question type'.
 */
import { z } from 'zod';
import { judgeChoice } from './check';
import { countBlanks, isFilled, isInteger, judgeEntries } from './number';
import { answerFormFor } from './policies';
import type { AnswerVerdict, SubmittedAnswer } from './types';

export const VIDEO_QUESTION_TYPES = ['VIDEO_BLNK', 'VIDEO_M', 'VIDEO_SELECTION', 'VIDEO_SELECTION_ONE_OPTION', 'VIDEO_TEXT_INSIDE', 'VIDEO_TEXT_OUTSIDE'] as const;
export type VideoQuestionType = (typeof VIDEO_QUESTION_TYPES)[number];

/** Where an input sits inside the video picture (VIDEO_TEXT_INSIDE), in percent of its width and height. */
export const insidePositionSchema = z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }).strict();

export const videoAnswerSchema = z
  .object({
    id: z.number().int().positive(),
    correct: z.boolean(),
    answer_text: z.string(),
    answer_data: z.object({ answer_array: z.array(z.string()).optional(), position: insidePositionSchema.optional() }).strict().optional(),
  })
  .strict();

/** A video question as authored (server side: includes what is correct). */
export const videoQuestionSchema = z
  .object({
    question_type: z.enum(VIDEO_QUESTION_TYPES),
    text: z.string().min(1),
    answers: z.array(videoAnswerSchema),
    explanation: z.string().min(1),
  })
  .strict();
export type VideoQuestion = z.infer<typeof videoQuestionSchema>;
export type VideoAnswer = z.infer<typeof videoAnswerSchema>;

/** What a child submits to a video question. */
export type VideoSubmission = SubmittedAnswer;

/** Number of blanks in a VIDEO_BLNK text (runs of three or more underscores, as in the bank). */
export const videoBlankCount = countBlanks;

function assertType(type: string): asserts type is VideoQuestionType {
  if (!(VIDEO_QUESTION_TYPES as readonly string[]).includes(type)) throw new Error('Invalid question type');
}

/**
 * Whether a submission can be judged (spec "Answer completeness").
 * @throws Error('Invalid question type') for a type that is not a video type.
 */
export function isVideoAnswerComplete(question: Pick<VideoQuestion, 'question_type' | 'text' | 'answers'>, s: VideoSubmission): boolean {
  const type: string = question.question_type;
  assertType(type);
  switch (type) {
    case 'VIDEO_BLNK': {
      const blanks = countBlanks(question.text);
      return blanks > 0 && Array.isArray(s.answer_data) && s.answer_data.length === blanks && s.answer_data.every(isFilled);
    }
    case 'VIDEO_M':
      return isInteger(s.answer_id);
    case 'VIDEO_SELECTION':
      return Array.isArray(s.answer_ids) && s.answer_ids.length > 0;
    case 'VIDEO_SELECTION_ONE_OPTION':
      return Array.isArray(s.answer_ids) && s.answer_ids.length === 1;
    case 'VIDEO_TEXT_INSIDE':
    case 'VIDEO_TEXT_OUTSIDE':
      return Array.isArray(s.answer_data) && s.answer_data.length === question.answers.length && s.answer_data.every(isFilled);
  }
}

/** The correct values as shown to the child after answering (one string per blank, option or box). */
export function videoCorrectAnswer(question: Pick<VideoQuestion, 'question_type' | 'answers'>): string[] {
  const type: string = question.question_type;
  assertType(type);
  if (type === 'VIDEO_BLNK') return question.answers.find((a) => a.correct)?.answer_data?.answer_array ?? [];
  if (type === 'VIDEO_TEXT_INSIDE' || type === 'VIDEO_TEXT_OUTSIDE') return question.answers.map((a) => a.answer_text);
  return question.answers.filter((a) => a.correct).map((a) => a.answer_text);
}

/**
 * Judges a complete submission (spec "Correctness of video questions", trimmed values; typed
 * entries by the one number normaliser, see the module comment).
 * @throws Error('No answers found') for an empty answers list, Error('Invalid question type'),
 *   Error('No correct answer found') when nothing is marked correct (or a blank question has no answer_array).
 */
export function checkVideoAnswer(question: Pick<VideoQuestion, 'question_type' | 'answers'>, s: VideoSubmission): AnswerVerdict {
  if (!Array.isArray(question.answers) || question.answers.length === 0) throw new Error('No answers found');
  const type: string = question.question_type;
  assertType(type);
  const correct = question.answers.filter((a) => a.correct);
  if (correct.length === 0) throw new Error('No correct answer found');
  switch (type) {
    case 'VIDEO_BLNK': {
      const expected = correct[0]!.answer_data?.answer_array;
      if (!expected || expected.length === 0) throw new Error('No correct answer found');
      return judgeEntries(expected, s.answer_data, answerFormFor(expected));
    }
    case 'VIDEO_M':
      return judgeChoice(question.answers, correct[0]!.id, s.answer_id);
    case 'VIDEO_SELECTION':
    case 'VIDEO_SELECTION_ONE_OPTION': {
      const chosen = s.answer_ids ?? [];
      if (!chosen.every((id) => question.answers.some((a) => a.id === id))) return 'invalid';
      const picked = new Set(chosen);
      const wanted = new Set(correct.map((a) => a.id));
      return picked.size === wanted.size && [...wanted].every((id) => picked.has(id)) ? 'correct' : 'incorrect';
    }
    case 'VIDEO_TEXT_INSIDE':
    case 'VIDEO_TEXT_OUTSIDE': {
      const expected = question.answers.map((a) => a.answer_text);
      return judgeEntries(expected, s.answer_data, answerFormFor(expected));
    }
  }
}

/**
 * The named answer-form policies of the math bank (each lesson states one) and the policy of a
 * question that states none (video questions, quizzes): the bank's policy for the kind of number
 * its expected values are written in, so such a question is judged as a bank lesson asking for
 * the same kind of number would be.
 *
 * Shape: { answerForms: NumberForm[]; simplify: 'required' | 'enforced' | 'optional'; percent? }
 * (Perseus numeric-input answerForms/simplify; issue 18 item 7). In every policy the tidy
 * equivalents of a value are accepted: "+24", "24.0", "1,000", "1 000" (any space), ".5", a
 * typographic minus (core/answers/number.ts). A form the policy leaves out is sent back as
 * 'invalid' with a message naming the wanted form ("Write it as a mixed number, like 2 1/4").
 */
import { parseAnswerNumber, type NumberPolicy } from './number';
import type { AnswerFormPolicy } from './types';

/**
 * Whole-number answers: "07", "+7", "7.0" and "7.00" are 7 (a whole value written with a point is
 * still a whole number); "7.5" or "14/2" is sent back: "Write it as a whole number, like 12".
 */
export const WHOLE_NUMBER: AnswerFormPolicy = { answerForms: ['integer'], simplify: 'required' };

/**
 * Fraction answers where "2/4", "1/2" and "0.5" are all right, and "35/4" and "8 3/4" too
 * (counting parts on a number line, adding like fractions): any exact way of writing the value,
 * decimals included. A lesson about writing fractions that must refuse decimals uses
 * {@link FRACTION_SIMPLEST} or {@link FRACTION_REDUCE_ENFORCED}, which say "Write it as a fraction".
 */
export const FRACTION_ANY_FORM: AnswerFormPolicy = {
  answerForms: ['integer', 'decimal', 'proper', 'improper', 'mixed'],
  simplify: 'optional',
};

/** Whole numbers that may be negative (grades 6–8): "-7", "−7", "-7.0" are -7; "-7.5" is sent back as not whole. */
export const INTEGER: AnswerFormPolicy = { answerForms: ['integer'], simplify: 'required' };

/**
 * "Write the answer in simplest form": a fraction, mixed number or whole number ("35/4" and
 * "8 3/4" alike), but "6/8" for 3/4 is sent back as 'invalid' ("Write the fraction in simplest
 * form, like 2/3") rather than counted wrong, since the value is right. Decimals are refused:
 * "0.75" is sent back with "Write it as a fraction, like 2/5" (a fraction lesson).
 */
export const FRACTION_SIMPLEST: AnswerFormPolicy = {
  answerForms: ['integer', 'proper', 'improper', 'mixed'],
  simplify: 'required',
};

/**
 * Lessons whose whole point is simplifying: an equal but unsimplified fraction
 * is the mistake being taught, so it is 'incorrect' (Perseus "enforced"). Decimals are refused
 * as a form ("Write it as a fraction, like 3/4").
 */
export const FRACTION_REDUCE_ENFORCED: AnswerFormPolicy = {
  answerForms: ['integer', 'proper', 'improper', 'mixed'],
  simplify: 'enforced',
};

/** Decimal answers: "2.50" and "2.5" are both right, whole numbers too; a fraction is sent back ("Write it as a decimal, like 0.75"). */
export const DECIMAL: AnswerFormPolicy = { answerForms: ['integer', 'decimal'], simplify: 'optional' };

/** Any exact way of writing the number is right: "5/2", "10/4", "2 1/2" and "2.5" (e.g. a constant of proportionality). */
export const ANY_NUMBER: AnswerFormPolicy = {
  answerForms: ['integer', 'decimal', 'proper', 'improper', 'mixed'],
  simplify: 'optional',
};

/** "Write as an improper fraction": "8 3/4" is the other form, sent back with "Write it as an improper fraction, like 9/4". */
export const IMPROPER_ONLY: AnswerFormPolicy = { answerForms: ['improper'], simplify: 'required' };

/**
 * "Write as a mixed number": "35/4" is sent back with "Write it as a mixed number, like 2 1/4";
 * "8 6/8" with "Write the fraction in simplest form, like 2 1/4".
 */
export const MIXED_ONLY: AnswerFormPolicy = { answerForms: ['mixed'], simplify: 'required' };

/**
 * Percent answers (the expected value is the number of percent, e.g. 25 for "___% of 80 is 20"):
 * "25%", "25 %" and "25" are all right, "25.0" too. Without this flag a blank is still a percent
 * when the question text has "%" right after it (number.ts percentBlanks); anywhere else "%" is
 * sent back with "Write just the number, without %, like 12".
 */
export const PERCENT: NumberPolicy = { answerForms: ['integer', 'decimal'], simplify: 'optional', percent: true };

/**
 * The policy of a question that states none, from its expected values: whole numbers →
 * {@link WHOLE_NUMBER}; any decimal → {@link DECIMAL}; any fraction or mixed number →
 * {@link FRACTION_SIMPLEST}; both decimals and fractions → {@link ANY_NUMBER}. Text values don't
 * count (they are matched as text).
 */
export function answerFormFor(expected: readonly string[]): AnswerFormPolicy {
  const forms = new Set(expected.map((v) => parseAnswerNumber(v)?.form));
  const decimal = forms.has('decimal');
  const fraction = forms.has('proper') || forms.has('improper') || forms.has('mixed');
  if (decimal && fraction) return ANY_NUMBER;
  if (decimal) return DECIMAL;
  if (fraction) return FRACTION_SIMPLEST;
  return WHOLE_NUMBER;
}

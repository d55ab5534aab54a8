/**
 * The named answer-form policies of the math bank (each lesson states one) and the policy of a
 * question that states none (video questions, quizzes): the bank's policy for the kind of number
 * its expected values are written in, so such a question is judged as a bank lesson asking for
 * the same kind of number would be.
 */
import { parseAnswerNumber } from './number';
import type { AnswerFormPolicy } from './types';

/** Whole-number answers; "07" is fine, "7.0" or "14/2" is not a whole number form. */
export const WHOLE_NUMBER: AnswerFormPolicy = { answerForms: ['integer'], simplify: 'required' };

/** Fraction answers where "2/4" and "1/2" are both right (counting parts on a number line). */
export const FRACTION_ANY_FORM: AnswerFormPolicy = {
  answerForms: ['integer', 'proper', 'improper', 'mixed'],
  simplify: 'optional',
};

/** Whole numbers that may be negative (grades 6–8): "-7" is an integer form, "-7.0" is not. */
export const INTEGER: AnswerFormPolicy = { answerForms: ['integer'], simplify: 'required' };

/**
 * "Write the answer in simplest form": any fraction form, but "6/8" for 3/4 is
 * sent back as 'invalid' (try again) rather than counted wrong, since the value is right.
 */
export const FRACTION_SIMPLEST: AnswerFormPolicy = {
  answerForms: ['integer', 'proper', 'improper', 'mixed'],
  simplify: 'required',
};

/**
 * Lessons whose whole point is simplifying: an equal but unsimplified fraction
 * is the mistake being taught, so it is 'incorrect' (Perseus "enforced").
 */
export const FRACTION_REDUCE_ENFORCED: AnswerFormPolicy = {
  answerForms: ['integer', 'proper', 'improper', 'mixed'],
  simplify: 'enforced',
};

/** Decimal answers: "2.50" and "2.5" are both right, whole numbers too; fractions are not a decimal. */
export const DECIMAL: AnswerFormPolicy = { answerForms: ['integer', 'decimal'], simplify: 'optional' };

/** Any exact way of writing the number is right: "5/2", "10/4", "2 1/2" and "2.5" (e.g. a constant of proportionality). */
export const ANY_NUMBER: AnswerFormPolicy = {
  answerForms: ['integer', 'decimal', 'proper', 'improper', 'mixed'],
  simplify: 'optional',
};

/** "Write as an improper fraction": "8 3/4" is the other form, so it is sent back as 'invalid'. */
export const IMPROPER_ONLY: AnswerFormPolicy = { answerForms: ['improper'], simplify: 'required' };

/** "Write as a mixed number": "35/4" is sent back as 'invalid'; "8 6/8" too (not simplified). */
export const MIXED_ONLY: AnswerFormPolicy = { answerForms: ['mixed'], simplify: 'required' };

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

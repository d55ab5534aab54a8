/**
 * Grading of submitted answers for bank questions (and any question with the
 * same shape). Numbers are compared as exact fractions with BigInt so that
 * "3/4", "0.75" and "6/8" compare without floating-point surprises.
 */
import type { AnswerFormPolicy, GeneratedQuestion } from './types.js';

export type AnswerVerdict = 'correct' | 'incorrect' | 'invalid';
export interface SubmittedAnswer { answer_id?: number | null; answer_data?: string[] | null }

type NumberForm = AnswerFormPolicy['answerForms'][number];

/** An exact rational number as typed by the child, with the form it was written in. */
export interface ParsedNumber {
  num: bigint;
  /** Always > 0. */
  den: bigint;
  form: NumberForm;
  /** False for a fraction (or the fraction part of a mixed number) not in lowest terms. */
  simplified: boolean;
}

// Longer input is never a sensible answer for these grades and keeps BigInt work tiny.
const MAX_INPUT_LENGTH = 40;

const INTEGER = /^(-?)(\d+)$/;
const DECIMAL = /^(-?)(\d*)\.(\d+)$/;
const FRACTION = /^(-?)(\d+)\/(\d+)$/;
const MIXED = /^(-?)(\d+) (\d+)\/(\d+)$/;
const GROUPED_THOUSANDS = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * Parses an integer ("07", "-3", "1,000"), decimal ("0.75", ".5"), fraction
 * ("3/4", "35/4") or mixed number ("8 3/4"). Spaces around "/" and repeated
 * spaces are tolerated. Returns null for anything else, a zero denominator,
 * or a mixed number whose fraction part is not proper ("1 5/4").
 */
export function parseAnswerNumber(raw: string): ParsedNumber | null {
  let text = raw.trim().replace(/\u2212/g, '-').replace(/\s+/g, ' ').replace(/ ?\/ ?/g, '/');
  if (text.length === 0 || text.length > MAX_INPUT_LENGTH) return null;
  if (GROUPED_THOUSANDS.test(text)) text = text.replace(/,/g, '');

  let m = INTEGER.exec(text);
  if (m) return { num: sign(m[1]) * BigInt(m[2] ?? '0'), den: 1n, form: 'integer', simplified: true };

  m = DECIMAL.exec(text);
  if (m) {
    const whole = m[2] || '0';
    const digits = m[3] ?? '';
    const den = 10n ** BigInt(digits.length);
    return { num: sign(m[1]) * (BigInt(whole) * den + BigInt(digits)), den, form: 'decimal', simplified: true };
  }

  m = FRACTION.exec(text);
  if (m) {
    const n = BigInt(m[2] ?? '0');
    const d = BigInt(m[3] ?? '0');
    if (d === 0n) return null;
    return { num: sign(m[1]) * n, den: d, form: n < d ? 'proper' : 'improper', simplified: gcd(n, d) === 1n };
  }

  m = MIXED.exec(text);
  if (m) {
    const w = BigInt(m[2] ?? '0');
    const n = BigInt(m[3] ?? '0');
    const d = BigInt(m[4] ?? '0');
    if (d === 0n || n === 0n || n >= d) return null;
    return { num: sign(m[1]) * (w * d + n), den: d, form: 'mixed', simplified: gcd(n, d) === 1n };
  }
  return null;
}

/**
 * Number of blanks in a prompt: each run of three or more underscores is one
 * blank (the bank writes exactly "___"; longer runs come from hand-written content).
 */
export function countBlanks(text: string): number {
  return text.match(/_{3,}/g)?.length ?? 0;
}

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

/**
 * Grades one submission.
 * M: 'correct' when answer_id is the id of the option marked correct; 'invalid'
 * when no answer_id or an id that is not an option.
 * BLNK: each blank (trimmed) is compared numerically with correct_answer under
 * `policy`. 'invalid' (try again, not counted wrong) for a missing/empty blank,
 * a malformed number, a form the policy does not accept, or an unsimplified
 * fraction when simplify is 'required'; with 'enforced' an unsimplified
 * fraction is 'incorrect'. Invalid wins over incorrect across blanks so the
 * child fixes the typo first. Non-numeric expected values fall back to a
 * case-insensitive text match.
 * Throws Error('No answers found') for an empty answers list,
 * Error('Invalid question type') for a type other than BLNK/M, and
 * Error('No correct answer found') when no answer is marked correct or
 * correct_answer is empty.
 */
export function checkAnswer(
  question: Pick<GeneratedQuestion, 'question_type' | 'answers' | 'correct_answer'>,
  submitted: SubmittedAnswer,
  policy: AnswerFormPolicy,
): AnswerVerdict {
  if (!Array.isArray(question.answers) || question.answers.length === 0) throw new Error('No answers found');
  const type: string = question.question_type;
  if (type !== 'M' && type !== 'BLNK') throw new Error('Invalid question type');
  const correctOption = question.answers.find((a) => a.correct);
  if (!correctOption || !Array.isArray(question.correct_answer) || question.correct_answer.length === 0) {
    throw new Error('No correct answer found');
  }

  if (type === 'M') {
    const id = submitted.answer_id;
    if (!isInteger(id) || !question.answers.some((a) => a.id === id)) return 'invalid';
    return id === correctOption.id ? 'correct' : 'incorrect';
  }

  const expected = question.correct_answer;
  const given = submitted.answer_data;
  if (!Array.isArray(given) || given.length !== expected.length) return 'invalid';
  let verdict: AnswerVerdict = 'correct';
  expected.forEach((want, i) => {
    const got = given[i];
    const result = isFilled(got) ? checkBlank(want, got, policy) : 'invalid';
    if (result === 'invalid') verdict = 'invalid';
    else if (result === 'incorrect' && verdict === 'correct') verdict = 'incorrect';
  });
  return verdict;
}

function checkBlank(want: string, got: string, policy: AnswerFormPolicy): AnswerVerdict {
  const target = parseAnswerNumber(want);
  if (!target) return normalizeText(want) === normalizeText(got) ? 'correct' : 'incorrect';
  const value = parseAnswerNumber(got);
  if (!value || !formAccepted(value.form, policy)) return 'invalid';
  if (!value.simplified) {
    if (policy.simplify === 'required') return 'invalid';
    if (policy.simplify === 'enforced') return 'incorrect';
  }
  return value.num * target.den === target.num * value.den ? 'correct' : 'incorrect';
}

// A whole number is also a decimal, and a proper fraction is fine where improper
// fractions are allowed: rejecting those would punish a correct child for being tidy.
function formAccepted(form: NumberForm, policy: AnswerFormPolicy): boolean {
  const forms = policy.answerForms;
  switch (form) {
    case 'integer': return forms.includes('integer') || forms.includes('decimal');
    case 'proper': return forms.includes('proper') || forms.includes('improper');
    default: return forms.includes(form);
  }
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function normalizeText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function sign(minus: string | undefined): bigint {
  return minus === '-' ? -1n : 1n;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

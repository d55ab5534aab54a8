/**
 * The one number normaliser of the product: how a typed entry is read as a number, and how a
 * typed entry is compared with an expected value under an answer-form policy. Every game mode
 * judges typed entries (blanks, text boxes) here, so "1,000", " 1000 " and "1000" mean the same
 * everywhere. Numbers are exact fractions in BigInt, so "3/4", "0.75" and "6/8" compare without
 * floating-point surprises.
 */
import type { AnswerFormPolicy, AnswerVerdict, NumberForm } from './types';

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
 * spaces are tolerated, and a typographic minus (U+2212) is a minus. Returns null for anything
 * else, a zero denominator, or a mixed number whose fraction part is not proper ("1 5/4").
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
 * Judges one typed entry against one expected value. A numeric expected value is compared by
 * value under `policy`: 'invalid' for a malformed number, a form the policy does not accept, or an
 * unsimplified fraction when simplify is 'required' ('incorrect' when 'enforced'). A non-numeric
 * expected value is matched as text: trimmed, spaces collapsed, case-insensitive.
 */
export function judgeEntry(want: string, got: string, policy: AnswerFormPolicy): AnswerVerdict {
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

/**
 * Judges typed entries against expected values, in order. 'invalid' when the counts differ or an
 * entry is missing or empty; invalid wins over incorrect across entries so the child fixes the
 * typo first.
 */
export function judgeEntries(expected: readonly string[], given: readonly unknown[] | null | undefined, policy: AnswerFormPolicy): AnswerVerdict {
  if (!Array.isArray(given) || given.length !== expected.length) return 'invalid';
  let verdict: AnswerVerdict = 'correct';
  expected.forEach((want, i) => {
    const got: unknown = given[i];
    const result = isFilled(got) ? judgeEntry(want, got, policy) : 'invalid';
    if (result === 'invalid') verdict = 'invalid';
    else if (result === 'incorrect' && verdict === 'correct') verdict = 'incorrect';
  });
  return verdict;
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

/** Text as compared when the expected value is not a number: trimmed, spaces collapsed, lower case. */
export function normalizeText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A string with something in it besides spaces. */
export function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** An integer number (option ids). */
export function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/**
 * Number of blanks in a prompt: each run of three or more underscores is one
 * blank (the bank writes exactly "___"; longer runs come from hand-written content).
 */
export function countBlanks(text: string): number {
  return text.match(/_{3,}/g)?.length ?? 0;
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

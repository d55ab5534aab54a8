/**
 * The one number normaliser of the product: how a typed entry is read as a number, and how a
 * typed entry is compared with an expected value under an answer-form policy. Every game mode
 * judges typed entries (blanks, text boxes) here, so "1,000", "1 000", " 1000 " and "1000" mean
 * the same everywhere. Numbers are exact fractions in BigInt, so "3/4", "0.75" and "6/8" compare
 * without floating-point surprises.
 *
 * Answer forms in the style of Khan Academy Perseus numeric-input (answerForms + simplify, strict
 * forms): a value written in a form the lesson does not accept is sent back ('invalid': try again,
 * never stored or counted) with a message that says which form is wanted and shows an example
 * that is never the answer itself (issue 18, item 7 "Answer forms like Perseus"; docs/answers.md).
 */
import type { AnswerFormPolicy, AnswerVerdict, NumberForm } from './types';

/** An exact rational number as typed by the child, with the form it was written in. */
export interface ParsedNumber {
  num: bigint;
  /** Always > 0. */
  den: bigint;
  form: NumberForm;
  /** False for a fraction (or the fraction part of a mixed number) not in lowest terms, or over 1 ("6/1"). */
  simplified: boolean;
  /** Present (true) when the entry ended with "%" ("25%" is read as 25, the number of percent). */
  percent?: true;
}

/**
 * An answer-form policy that may say its expected values are numbers of percent: then "25%" and
 * "25" are both right for 25 (a `percent` flag beside the lesson's policy, stored with it as JSON).
 * A blank followed by "%" in the question text ("___% of 80 is 20") asks for a percent too
 * (see {@link percentBlanks}).
 */
export type NumberPolicy = AnswerFormPolicy & { percent?: boolean };

/**
 * Why an entry could not be read as a number:
 * - 'not-a-number': control characters (a NUL byte…) or absurdly long: not an answer at all;
 * - 'unreadable': ordinary text that is no number ("five", "12a", "1..2", "5.");
 * - 'decimal-comma': a comma where a decimal point belongs ("2,5");
 * - 'zero-denominator': "3/0";
 * - 'mixed-part': a mixed number whose fraction part is not less than 1 ("1 5/4", "2 0/3").
 */
export type EntryProblem = 'not-a-number' | 'unreadable' | 'decimal-comma' | 'zero-denominator' | 'mixed-part';

/** The reading of one typed entry: the number, or why there is none. */
export type ReadEntry = { ok: true; value: ParsedNumber } | { ok: false; problem: EntryProblem };

/**
 * Verdict on typed entries with the message the child reads and hears when it is 'invalid'
 * ("Write it as a mixed number, like 2 1/4"). No message on an invalid verdict means the entry is
 * not an answer at all: the caller shows its generic try-again message (judge.ts
 * INVALID_ANSWER_MESSAGE).
 */
export interface EntryJudgement {
  verdict: AnswerVerdict;
  message?: string;
}

// Anything longer is refused before any parsing work (a paste of a page, a fuzzer).
const MAX_RAW_LENGTH = 200;
// Longer numbers are never a sensible answer for these grades and keep BigInt work tiny.
const MAX_INPUT_LENGTH = 40;

// C0/C1 control characters other than tab and line breaks (those count as spaces), and U+FFFD.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\uFFFD]/;
const INVISIBLE = /[\u200B-\u200D\u2060]/g;
// Typographic minus, figure dash, en dash, small and full-width hyphen-minus.
const MINUS = /[\u2212\u2012\u2013\uFE63\uFF0D]/g;
// Fraction slash, division slash.
const SLASH = /[\u2044\u2215]/g;

const INTEGER = /^([+-]?)(\d+)$/;
const DECIMAL = /^([+-]?)(\d*)\.(\d+)$/;
const FRACTION = /^([+-]?)(\d+)\/(\d+)$/;
const MIXED = /^([+-]?)(\d+) (\d+)\/(\d+)$/;
// Thousands grouped by commas or by spaces (any Unicode space was made " "), one kind per number.
const GROUPED_BY_COMMA = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;
const GROUPED_BY_SPACE = /^[+-]?\d{1,3}( \d{3})+(\.\d+)?$/;
const DECIMAL_COMMA = /^[+-]?\d*,\d+$/;

/**
 * Reads a typed entry as a number: an integer ("07", "-3", "+24", "1,000", "1 000" with a space,
 * thin space U+2009, narrow no-break space U+202F or no-break space U+00A0 between correct groups
 * of three), a decimal ("0.75", ".5", "24.0", "1,000.5"), a fraction ("3/4", "35/4", spaces around
 * "/" allowed) or a mixed number ("8 3/4"), each optionally followed by "%" (`percent`). A
 * typographic minus (U+2212, en dash…) is a minus, a space after the sign is dropped ("- 7"), a
 * fraction slash (U+2044) is "/". Never throws, whatever the input.
 */
export function readAnswerNumber(raw: string): ReadEntry {
  if (typeof raw !== 'string' || raw.length > MAX_RAW_LENGTH || CONTROL.test(raw)) return { ok: false, problem: 'not-a-number' };
  let text = raw
    .replace(INVISIBLE, '')
    .trim()
    .replace(MINUS, '-')
    .replace(SLASH, '/')
    .replace(/\s+/g, ' ')
    .replace(/ ?\/ ?/g, '/')
    .replace(/^([+-]) /, '$1');
  let percent = false;
  if (text.endsWith('%')) {
    text = text.slice(0, -1).trimEnd();
    percent = true;
  }
  if (text.length === 0) return { ok: false, problem: 'unreadable' };
  if (text.length > MAX_INPUT_LENGTH) return { ok: false, problem: 'not-a-number' };
  if (GROUPED_BY_COMMA.test(text)) text = text.replace(/,/g, '');
  else if (GROUPED_BY_SPACE.test(text)) text = text.replace(/ /g, '');

  const value = parseForms(text);
  if (value) return { ok: true, value: percent ? { ...value, percent: true } : value };

  if (DECIMAL_COMMA.test(text)) return { ok: false, problem: 'decimal-comma' };
  const fraction = FRACTION.exec(text);
  if (fraction && BigInt(fraction[3] ?? '0') === 0n) return { ok: false, problem: 'zero-denominator' };
  const mixed = MIXED.exec(text);
  if (mixed) return { ok: false, problem: BigInt(mixed[4] ?? '0') === 0n ? 'zero-denominator' : 'mixed-part' };
  return { ok: false, problem: 'unreadable' };
}

/**
 * Parses a typed entry as a number (see {@link readAnswerNumber} for what is read). Returns null
 * for anything else, a zero denominator, or a mixed number whose fraction part is not proper
 * ("1 5/4").
 */
export function parseAnswerNumber(raw: string): ParsedNumber | null {
  const read = readAnswerNumber(raw);
  return read.ok ? read.value : null;
}

function parseForms(text: string): ParsedNumber | null {
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
    // As in Perseus, "6/1" is not in simplest form (that is 6).
    return { num: sign(m[1]) * n, den: d, form: n < d ? 'proper' : 'improper', simplified: d !== 1n && gcd(n, d) === 1n };
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
 * Judges one typed entry against one expected value, with the message for an 'invalid' verdict.
 * A numeric expected value is compared by value under `policy`, in this order (Perseus strict
 * answer forms):
 * 1. an entry that is no number: 'invalid', "Use digits, like 24" (no message for one that is not
 *    an answer at all: NUL bytes, absurd length);
 * 2. "%" where no percent is asked: 'invalid', "Write just the number, without %, like 12" (a
 *    percent is asked when `options.percent`, `policy.percent`, or the expected value ends with "%";
 *    then "25%" and "25" are both right for 25);
 * 3. a form the policy does not accept ({@link formAccepted}): 'invalid', "Write it as a mixed
 *    number, like 2 1/4" (the form the policy wants, see {@link wantedForm});
 * 4. an unsimplified fraction: simplify 'required' → 'invalid', "Write the fraction in simplest
 *    form, like 2/3"; 'enforced' → 'incorrect'; 'optional' → judged by value;
 * 5. 'correct' when the values are equal, else 'incorrect'.
 * Examples in messages are never equal to `want` nor to any value in `options.avoid` (the other
 * blanks' answers). A non-numeric expected value is matched as text: trimmed, spaces collapsed,
 * case-insensitive (never invalid).
 */
export function judgeEntryDetailed(
  want: string,
  got: string,
  policy: NumberPolicy,
  options: { percent?: boolean; avoid?: readonly ParsedNumber[] } = {},
): EntryJudgement {
  const target = parseAnswerNumber(want);
  if (!target) return { verdict: normalizeText(want) === normalizeText(got) ? 'correct' : 'incorrect' };
  const avoid = [target, ...(options.avoid ?? [])];
  const read = readAnswerNumber(got);
  if (!read.ok) return invalidEntry(problemMessage(read.problem, policy, avoid));
  const value = read.value;
  const percentAsked = options.percent === true || policy.percent === true || target.percent === true;
  if (value.percent && !percentAsked) return invalidEntry(formMessage('no-percent', avoid, wantedForm(policy)));
  if (!formAccepted(value.form, policy, value.num % value.den === 0n)) return invalidEntry(formMessage(wantedForm(policy), avoid));
  if (!value.simplified) {
    if (policy.simplify === 'required') return invalidEntry(formMessage('simplest', avoid, wantedForm(policy)));
    if (policy.simplify === 'enforced') return { verdict: 'incorrect' };
  }
  return { verdict: value.num * target.den === target.num * value.den ? 'correct' : 'incorrect' };
}

/** The verdict of {@link judgeEntryDetailed} alone. */
export function judgeEntry(want: string, got: string, policy: NumberPolicy): AnswerVerdict {
  return judgeEntryDetailed(want, got, policy).verdict;
}

/**
 * Judges typed entries against expected values, in order, with the message of the first invalid
 * entry. 'invalid' (no message) when the counts differ or an entry is missing, empty or not a
 * string; invalid wins over incorrect across entries so the child fixes the form first.
 * `percentAt[i]`: blank i asks for a percent (see {@link percentBlanks}).
 */
export function judgeEntriesDetailed(
  expected: readonly string[],
  given: readonly unknown[] | null | undefined,
  policy: NumberPolicy,
  percentAt: readonly boolean[] = [],
): EntryJudgement {
  if (!Array.isArray(given) || given.length !== expected.length) return { verdict: 'invalid' };
  const values = expected.map(parseAnswerNumber).filter((v): v is ParsedNumber => v !== null);
  let firstInvalid: EntryJudgement | undefined;
  let incorrect = false;
  expected.forEach((want, i) => {
    const got: unknown = given[i];
    const result: EntryJudgement = isFilled(got) ? judgeEntryDetailed(want, got, policy, { percent: percentAt[i] === true, avoid: values }) : { verdict: 'invalid' };
    if (result.verdict === 'invalid') firstInvalid ??= result;
    else if (result.verdict === 'incorrect') incorrect = true;
  });
  return firstInvalid ?? { verdict: incorrect ? 'incorrect' : 'correct' };
}

/** The verdict of {@link judgeEntriesDetailed} alone. */
export function judgeEntries(expected: readonly string[], given: readonly unknown[] | null | undefined, policy: NumberPolicy, percentAt: readonly boolean[] = []): AnswerVerdict {
  return judgeEntriesDetailed(expected, given, policy, percentAt).verdict;
}

/**
 * Whether a number written in `form` is accepted by `policy`. Rejecting a tidy equivalent would
 * punish a correct child: a whole number is also a decimal; a decimal whose value is whole ("24.0",
 * `wholeValue`) is a whole number wherever integers are accepted; a proper fraction is fine where
 * improper fractions are allowed.
 */
export function formAccepted(form: NumberForm, policy: AnswerFormPolicy, wholeValue = false): boolean {
  const forms = policy.answerForms;
  switch (form) {
    case 'integer': return forms.includes('integer') || forms.includes('decimal');
    case 'decimal': return forms.includes('decimal') || (wholeValue && forms.includes('integer'));
    case 'proper': return forms.includes('proper') || forms.includes('improper');
    default: return forms.includes(form);
  }
}

/**
 * The form a policy asks for, as told to the child: 'number' (fractions and decimals alike:
 * no form is refused), 'decimal', 'mixed' (mixed numbers but no improper fractions), 'improper'
 * (improper fractions but no mixed numbers), 'fraction' (other fraction policies) or 'whole'.
 */
export type WantedForm = 'number' | 'decimal' | 'mixed' | 'improper' | 'fraction' | 'whole';

/** The form `policy` asks for (see {@link WantedForm}). */
export function wantedForm(policy: AnswerFormPolicy): WantedForm {
  const forms = new Set(policy.answerForms);
  const fractions = forms.has('proper') || forms.has('improper') || forms.has('mixed');
  if (forms.has('decimal')) return fractions ? 'number' : 'decimal';
  if (forms.has('mixed') && !forms.has('improper')) return 'mixed';
  if (forms.has('improper') && !forms.has('mixed')) return 'improper';
  return fractions ? 'fraction' : 'whole';
}

/** What a form message is about: a wanted form, or one of the ways an entry is sent back. */
export type FormMessageKind = WantedForm | 'simplest' | 'digits' | 'decimal-comma' | 'no-percent' | 'zero-denominator' | 'mixed-part';

// Examples per kind, in order of preference; the first whose value is not an answer is shown.
const EXAMPLES: Record<WantedForm | 'digits', readonly string[]> = {
  number: ['12', '15', '30'],
  whole: ['12', '15', '30'],
  decimal: ['0.75', '2.5', '1.2'],
  fraction: ['3/4', '2/5', '5/8'],
  improper: ['9/4', '7/3', '11/5'],
  mixed: ['2 1/4', '3 1/2', '1 2/3'],
  digits: ['24', '15', '36'],
};
const SIMPLEST_EXAMPLES: Record<WantedForm, readonly string[]> = {
  number: ['2/3', '3/4', '4/5'],
  whole: ['2/3', '3/4', '4/5'],
  decimal: ['2/3', '3/4', '4/5'],
  fraction: ['2/3', '3/4', '4/5'],
  improper: ['7/3', '9/4', '11/5'],
  mixed: ['2 1/4', '3 1/2', '1 2/3'],
};

/**
 * The message for `kind`, with an example that is not equal to any value in `avoid` (the
 * answers): e.g. formMessage('mixed', [8 3/4]) = "Write it as a mixed number, like 2 1/4",
 * formMessage('fraction', [3/4]) = "Write it as a fraction, like 2/5". `wanted` chooses the
 * example of 'simplest' and 'no-percent' (default: a fraction, a whole number).
 */
export function formMessage(kind: FormMessageKind, avoid: readonly ParsedNumber[] = [], wanted: WantedForm = 'fraction'): string {
  const like = (examples: readonly string[]) => example(examples, avoid);
  switch (kind) {
    case 'whole': return `Write it as a whole number, like ${like(EXAMPLES.whole)}`;
    case 'number': return `Use digits, like ${like(EXAMPLES.number)}`;
    case 'decimal': return `Write it as a decimal, like ${like(EXAMPLES.decimal)}`;
    case 'fraction': return `Write it as a fraction, like ${like(EXAMPLES.fraction)}`;
    case 'improper': return `Write it as an improper fraction, like ${like(EXAMPLES.improper)}`;
    case 'mixed': return `Write it as a mixed number, like ${like(EXAMPLES.mixed)}`;
    case 'simplest': return `Write the fraction in simplest form, like ${like(SIMPLEST_EXAMPLES[wanted])}`;
    case 'digits': return `Use digits, like ${like(EXAMPLES.digits)}`;
    case 'decimal-comma': return `Use a point for decimals, like ${like(EXAMPLES.decimal)}`;
    case 'no-percent': return `Write just the number, without %, like ${like(wanted === 'decimal' || wanted === 'fraction' || wanted === 'improper' || wanted === 'mixed' ? EXAMPLES[wanted] : EXAMPLES.whole)}`;
    case 'zero-denominator': return "The bottom number of a fraction can't be 0";
    case 'mixed-part': return `In a mixed number the fraction part is less than 1, like ${like(EXAMPLES.mixed)}`;
  }
}

function problemMessage(problem: EntryProblem, policy: AnswerFormPolicy, avoid: readonly ParsedNumber[]): string | undefined {
  switch (problem) {
    case 'not-a-number': return undefined;
    case 'unreadable': return formMessage('digits', avoid);
    case 'decimal-comma': return formMessage(policy.answerForms.includes('decimal') ? 'decimal-comma' : 'digits', avoid);
    case 'zero-denominator': return formMessage('zero-denominator', avoid);
    case 'mixed-part': return formMessage('mixed-part', avoid);
  }
}

function example(candidates: readonly string[], avoid: readonly ParsedNumber[]): string {
  const differs = (text: string) => {
    const v = parseAnswerNumber(text);
    return !v || !avoid.some((a) => a.num * v.den === v.num * a.den);
  };
  return candidates.find(differs) ?? candidates[candidates.length - 1] ?? '';
}

function invalidEntry(message: string | undefined): EntryJudgement {
  return message === undefined ? { verdict: 'invalid' } : { verdict: 'invalid', message };
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

/**
 * For each blank of a prompt (as counted by {@link countBlanks}), whether the text right after it
 * is "%" ("___% of 80 is 20", "___ %"): that blank asks for a number of percent, so "25%" and "25"
 * are both right for 25.
 */
export function percentBlanks(text: string): boolean[] {
  const parts = text.split(/_{3,}/);
  return parts.slice(1).map((after) => /^\s*%/.test(after));
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

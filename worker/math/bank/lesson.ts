/**
 * Building blocks shared by the grade files: lesson definition over an
 * enumerated parameter space, BLNK/M question builders and story vocabulary.
 */
import type { AnswerFormPolicy, GeneratedQuestion, LessonDef } from './types.js';
import { createRng, hashString } from './rng.js';
import type { Rng } from './rng.js';
import { countBlanks, parseAnswerNumber } from '../../../core/answers/number';

export { ANY_NUMBER, DECIMAL, FRACTION_ANY_FORM, FRACTION_REDUCE_ENFORCED, FRACTION_SIMPLEST, IMPROPER_ONLY, INTEGER, MIXED_ONLY, WHOLE_NUMBER } from '../../../core/answers/policies';

export interface LessonSpec<P> {
  key: string;
  name: string;
  answerForm: AnswerFormPolicy;
  /** The lesson's step-by-step hint: 2–4 short steps (see LessonDef.hints). */
  hints?: string[];
  /** Every parameter set the lesson can ask about; each must give a distinct question text. */
  space: () => P[];
  /** Turns one parameter set into a question; rng is only for presentation (option order). */
  build: (params: P, rng: Rng) => GeneratedQuestion;
}

const spaceSizes = new WeakMap<LessonDef, () => number>();

/**
 * Wraps an enumerated parameter space into a LessonDef.
 * Seeds walk a fixed per-lesson permutation of the space, so seeds 1..N never
 * repeat a question while N ≤ space size (random draws would collide early,
 * birthday-style). Any number is a valid seed; seeds wrap around the space.
 */
export function defineLesson<P>(spec: LessonSpec<P>): LessonDef {
  let order: P[] | undefined;
  const ordered = (): P[] => {
    if (!order) {
      const items = spec.space();
      if (items.length === 0) throw new Error(`Lesson ${spec.key} has an empty space`);
      order = createRng(hashString(spec.key)).shuffle(items);
    }
    return order;
  };
  const lesson: LessonDef = {
    key: spec.key,
    name: spec.name,
    answerForm: spec.answerForm,
    ...(spec.hints ? { hints: spec.hints } : {}),
    generate(seed: number): GeneratedQuestion {
      const items = ordered();
      const whole = Number.isFinite(seed) ? Math.trunc(seed) : 0;
      const index = (((whole - 1) % items.length) + items.length) % items.length;
      const params = items[index] as P;
      return spec.build(params, createRng((hashString(spec.key) ^ (whole >>> 0)) >>> 0));
    },
  };
  spaceSizes.set(lesson, () => ordered().length);
  return lesson;
}

/** Number of distinct parameter sets behind a lesson made by defineLesson (undefined otherwise). */
export function spaceSize(lesson: LessonDef): number | undefined {
  return spaceSizes.get(lesson)?.();
}

/**
 * A fill-in-the-blank question. Throws if the number of ___ tokens in text
 * differs from values.length, since that question could never be answered.
 */
export function blankQuestion(text: string, values: Array<string | number>, explanation: string): GeneratedQuestion {
  const answerArray = values.map(String);
  if (countBlanks(text) !== answerArray.length) {
    throw new Error(`Blank count mismatch in "${text}"`);
  }
  return {
    question_type: 'BLNK',
    text,
    answers: [{ id: 1, answer_text: '', correct: true, answer_data: { answer_array: answerArray } }],
    correct_answer: answerArray,
    explanation,
  };
}

/** A wrong option and the misconception that produces it (kept for reviewers and future feedback). */
export interface Distractor {
  value: string | number;
  why: string;
  /**
   * What the option means, for spotting two texts with the same meaning
   * (e.g. the coefficients of a polynomial). Defaults to the exact value for
   * numbers ("3/4" and "0.75" share one) and to the text otherwise.
   */
  key?: string;
}

export interface ChoiceArgs {
  /** The prompt, or a function of the shuffled option texts when the prompt lists them. */
  text: string | ((options: string[]) => string);
  correct: string | number;
  /** In priority order; invalid or repeated ones are dropped and at most 3 are used. */
  distractors: Distractor[];
  explanation: string;
  rng: Rng;
  /** Meaning of the correct option when options are expressions (see Distractor.key). */
  correctKey?: string;
}

/** Exact value of a numeric text as "num/den" in lowest terms, else the text itself. */
function valueKey(text: string): string {
  const parsed = parseAnswerNumber(text);
  if (!parsed) return `text:${text}`;
  const [n, d] = [parsed.num, parsed.den];
  let [x, y] = [n < 0n ? -n : n, d];
  while (y !== 0n) [x, y] = [y, x % y];
  return `value:${n / x}/${d / x}`;
}

/**
 * A multiple-choice question with 3–4 shuffled options, exactly one correct.
 * Numeric distractors must be whole numbers ≥ 0 (negative numbers are a
 * "skip" marker; pass signed answers as strings). A distractor whose value
 * equals the answer's or an earlier option's ("6/8" next to "3/4") is dropped:
 * it would be a second right answer or a duplicate. If fewer than two
 * misconception distractors survive (tiny numbers), near misses of a numeric
 * answer fill in; throws if a question would still have under 3 options.
 */
export function choiceQuestion(args: ChoiceArgs): GeneratedQuestion {
  const correctText = String(args.correct);
  const chosen: string[] = [];
  const keys = new Set<string>([args.correctKey ?? valueKey(correctText)]);
  const consider = (value: string | number, key?: string): void => {
    if (chosen.length >= 3) return;
    if (typeof value === 'number' && !(Number.isInteger(value) && value >= 0)) return;
    const text = String(value);
    const meaning = key ?? valueKey(text);
    if (text === '' || text === correctText || chosen.includes(text) || keys.has(meaning)) return;
    keys.add(meaning);
    chosen.push(text);
  };
  for (const d of args.distractors) consider(d.value, d.key);
  if (chosen.length < 2 && typeof args.correct === 'number') {
    // Near misses: the child was close but miscounted.
    for (const delta of [1, 2, -1, 3, -2]) {
      if (chosen.length >= 2) break;
      consider(args.correct + delta);
    }
  }
  if (chosen.length < 2) throw new Error(`Not enough options for answer "${correctText}"`);
  const options = args.rng.shuffle([correctText, ...chosen]);
  return {
    question_type: 'M',
    text: typeof args.text === 'string' ? args.text : args.text(options),
    answers: options.map((text, i) => ({ id: i + 1, answer_text: text, correct: text === correctText })),
    correct_answer: [correctText],
    explanation: args.explanation,
  };
}

/** Inclusive integer range. */
export function range(from: number, to: number, step = 1): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n += step) out.push(n);
  return out;
}

/** Cartesian product of two lists (a-major order). */
export function product<A, B>(as: readonly A[], bs: readonly B[]): Array<[A, B]> {
  const out: Array<[A, B]> = [];
  for (const a of as) for (const b of bs) out.push([a, b]);
  return out;
}

export interface Kid { name: string; pronoun: 'He' | 'She' }
export const KIDS: readonly Kid[] = [
  { name: 'Mia', pronoun: 'She' }, { name: 'Leo', pronoun: 'He' }, { name: 'Ava', pronoun: 'She' },
  { name: 'Sam', pronoun: 'He' }, { name: 'Zoe', pronoun: 'She' }, { name: 'Ben', pronoun: 'He' },
  { name: 'Lily', pronoun: 'She' }, { name: 'Omar', pronoun: 'He' },
];

export interface Thing { one: string; many: string }
export const THINGS: readonly Thing[] = [
  { one: 'apple', many: 'apples' }, { one: 'sticker', many: 'stickers' }, { one: 'shell', many: 'shells' },
  { one: 'crayon', many: 'crayons' }, { one: 'marble', many: 'marbles' }, { one: 'cookie', many: 'cookies' },
];

/** Animals leaving a scene, with verbs for one and for many ("1 bird flies away", "3 birds fly away"). */
export interface Leaver { one: string; many: string; place: string; goesOne: string; goesMany: string }
export const LEAVERS: readonly Leaver[] = [
  { one: 'bird', many: 'birds', place: 'on a branch', goesOne: 'flies away', goesMany: 'fly away' },
  { one: 'duck', many: 'ducks', place: 'in the pond', goesOne: 'swims away', goesMany: 'swim away' },
  { one: 'frog', many: 'frogs', place: 'on a log', goesOne: 'hops away', goesMany: 'hop away' },
  { one: 'bee', many: 'bees', place: 'on a flower', goesOne: 'buzzes away', goesMany: 'buzz away' },
  { one: 'cat', many: 'cats', place: 'in the yard', goesOne: 'runs away', goesMany: 'run away' },
  { one: 'fish', many: 'fish', place: 'in the tank', goesOne: 'swims away', goesMany: 'swim away' },
];

/**
 * The item at index i, wrapping around the list (negative i too): how lessons cycle names,
 * things and contexts through their parameter space.
 * @throws Error('empty list') for an empty list.
 */
export function at<T>(items: readonly T[], i: number): T {
  const item = items[((i % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

/** The child at index i, wrapping around KIDS. */
export function kidAt(i: number): Kid {
  return at(KIDS, i);
}

/** "1 apple" / "3 apples". */
export function countOf(n: number, thing: { one: string; many: string }): string {
  return `${n} ${n === 1 ? thing.one : thing.many}`;
}

/** "1, 2, 3" — used by count-on explanations. */
export function listFrom(start: number, count: number, step = 1): string {
  return range(0, count - 1).map((i) => start + i * step).join(', ');
}

/** Swaps the two digits of a two-digit number (47 → 74, 30 → 3). */
export function swapDigits(n: number): number {
  return (n % 10) * 10 + Math.floor(n / 10);
}

/** Replaces {name} placeholders in a sentence template; unknown names are left as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** "1 ten" / "3 tens". */
export function tensText(n: number): string { return n === 1 ? '1 ten' : `${n} tens`; }

/** "1 one" / "4 ones". */
export function onesText(n: number): string { return n === 1 ? '1 one' : `${n} ones`; }

/** "3, 9 or 4" — lists option texts in a prompt. */
export function orList(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`;
}

/** Grade 3. Uses × and ÷ as children see them in grade 3 books. */
import type { SkillDef } from './types.js';
import {
  FRACTION_ANY_FORM, KIDS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, fill, listFrom, product, range,
} from './lesson.js';
import { G3_NEW } from './g23-grade3.js';
import { numberLine } from './figures/number-line.js';

/** a × b as equal groups, counted by b. */
function explainMultiply(a: number, b: number): string {
  const p = a * b;
  if (a === 0 || b === 0) return `Zero groups, or groups of zero, make nothing. Any number times 0 is 0, so ${a} × ${b} = 0.`;
  if (a === 1) return `1 group of ${b} is just ${b}. So 1 × ${b} = ${b}.`;
  return `${a} × ${b} means ${a} groups of ${b}. Count by ${b}s ${a} times: ${listFrom(b, a, b)}. So ${a} × ${b} = ${p}.`;
}

const multBlank = defineLesson({
  key: 'g3-mult-blank',
  name: 'Multiplication facts to 10 × 10',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Think of the first number as groups and the second as how many in each group.',
    'Skip count by the group size.',
    'Use a fact you know, like a double or times 5, to help.',
  ],
  space: () => product(range(0, 10), range(0, 10)),
  build: ([a, b]) => blankQuestion(`${a} × ${b} = ___`, [a * b], explainMultiply(a, b)),
});

const multChoice = defineLesson({
  key: 'g3-mult-choice',
  name: 'Multiplication facts (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'The first number is how many groups; the second is how many in each.',
    'Skip count by the second number.',
    'Count as many times as the first number says.',
  ],
  space: () => product(range(2, 10), range(2, 10)),
  build: ([a, b], rng) => choiceQuestion({
    text: `What is ${a} × ${b}?`,
    correct: a * b,
    distractors: [
      { value: a + b, why: 'added instead of multiplying' },
      { value: a * (b - 1), why: 'counted one group too few' },
      { value: a * (b + 1), why: 'counted one group too many' },
      { value: (a - 1) * b, why: 'skip counted one time too few' },
    ],
    explanation: explainMultiply(a, b),
    rng,
  }),
});

function explainDivide(p: number, d: number): string {
  const q = p / d;
  return `Think of a times fact: ${d} × ${q} = ${p}. So ${p} ÷ ${d} = ${q}.`;
}

const divBlank = defineLesson({
  key: 'g3-div-blank',
  name: 'Division facts',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Division asks how many in each group, or how many groups.',
    'Think of a times fact with the number you divide by.',
    'Find the missing factor that makes the big number.',
  ],
  space: () => product(range(1, 10), range(1, 10)),
  build: ([d, q]) => blankQuestion(`${d * q} ÷ ${d} = ___`, [q], explainDivide(d * q, d)),
});

const divChoice = defineLesson({
  key: 'g3-div-choice',
  name: 'Division facts (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Turn it into a times fact: what times the second number makes the first?',
    'Skip count by the second number until you reach the first.',
    'Count how many skips you made.',
  ],
  space: () => product(range(2, 10), range(2, 10)),
  build: ([d, q], rng) => {
    const p = d * q;
    return choiceQuestion({
      text: `What is ${p} ÷ ${d}?`,
      correct: q,
      distractors: [
        { value: p - d, why: 'subtracted instead of dividing' },
        { value: q + 1, why: 'used the next times fact' },
        { value: q - 1, why: 'used the times fact before' },
      ],
      explanation: explainDivide(p, d),
      rng,
    });
  },
});

const UNKNOWN_FORMS = ['___ × {b} = {p}', '{a} × ___ = {p}', '{p} ÷ ___ = {b}'] as const;

const unknownFactor = defineLesson({
  key: 'g3-unknown-factor',
  name: 'Find the unknown factor (___ × 6 = 42)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Multiplication and division are linked: use one to undo the other.',
    'Ask what number times the known factor makes the product.',
    'Skip count by the known number to find it.',
  ],
  space: () => product(product(range(1, 10), range(1, 10)), UNKNOWN_FORMS.map((_, i) => i)),
  build: ([[a, b], form]) => {
    const p = a * b;
    // Forms 0 and 2 hide a, form 1 hides b; the known factor is the other one.
    const missing = form === 1 ? b : a;
    const known = form === 1 ? a : b;
    return blankQuestion(
      fill(UNKNOWN_FORMS[form] ?? UNKNOWN_FORMS[0], { a, b, p }),
      [missing],
      `Ask: how many ${known}s make ${p}? Count by ${known}s: ${listFrom(known, missing, known)}. That is ${missing} ${missing === 1 ? 'time' : 'times'}, so the missing number is ${missing}.`,
    );
  },
});

type RoundPlace = 'ten' | 'hundred';

function roundTo(n: number, unit: number): number {
  return Math.floor((n + unit / 2) / unit) * unit;
}

function explainRound(n: number, place: RoundPlace): string {
  const unit = place === 'ten' ? 10 : 100;
  const low = Math.floor(n / unit) * unit;
  const digit = Math.floor(n / (unit / 10)) % 10;
  const which = place === 'ten' ? 'ones' : 'tens';
  return digit >= 5
    ? `${n} is between ${low} and ${low + unit}. The ${which} digit is ${digit}, which is 5 or more, so round up to ${low + unit}.`
    : `${n} is between ${low} and ${low + unit}. The ${which} digit is ${digit}, which is less than 5, so round down to ${low}.`;
}

const roundBlank = defineLesson<{ place: RoundPlace; n: number }>({
  key: 'g3-round-blank',
  name: 'Round to the nearest 10 or 100',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the two tens (or hundreds) the number is between.',
    'Look at the digit just to the right of the rounding place.',
    'If it is 5 or more, round up; if less than 5, round down.',
  ],
  space: () => [
    ...range(11, 999).filter((n) => n % 10 !== 0).map((n) => ({ place: 'ten' as const, n })),
    ...range(101, 999).filter((n) => n % 100 !== 0).map((n) => ({ place: 'hundred' as const, n })),
  ],
  build: ({ place, n }) => blankQuestion(
    `Round ${n} to the nearest ${place}: ___`,
    [roundTo(n, place === 'ten' ? 10 : 100)],
    explainRound(n, place),
  ),
});

const roundChoice = defineLesson({
  key: 'g3-round-choice',
  name: 'Round to the nearest 100 (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the two hundreds the number is between.',
    'Look at the tens digit.',
    'If it is 5 or more, round up; if less than 5, round down.',
  ],
  // Numbers where "nearest ten" and "nearest hundred" differ, so that mix-up is a real distractor.
  space: () => range(101, 999).filter((n) => n % 10 !== 0 && Math.floor(n / 10) % 10 !== 0 && roundTo(n, 10) % 100 !== 0),
  build: (n, rng) => {
    const answer = roundTo(n, 100);
    const low = Math.floor(n / 100) * 100;
    return choiceQuestion({
      text: `What is ${n} rounded to the nearest hundred?`,
      correct: answer,
      distractors: [
        { value: answer === low ? low + 100 : low, why: 'rounded the wrong way' },
        { value: roundTo(n, 10), why: 'rounded to the nearest ten instead' },
        { value: n - (n % 10), why: 'only changed the ones digit to 0' },
      ],
      explanation: explainRound(n, 'hundred'),
      rng,
    });
  },
});

// Grade 3 fractions use denominators 2, 3, 4, 6 and 8 (3.NF).
const DENOMINATORS = [2, 3, 4, 6, 8] as const;
const PART_NAMES: Record<number, string> = { 2: 'halves', 3: 'thirds', 4: 'fourths', 6: 'sixths', 8: 'eighths' };

function ordinal(n: number): string {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${tail}`;
}

const numberLineChoice = defineLesson({
  key: 'g3-number-line-choice',
  name: 'Fractions on a number line',
  answerForm: FRACTION_ANY_FORM,
  hints: [
    'Count how many equal parts each whole is split into: that is the bottom number.',
    'Count the jumps from 0 to the mark.',
    'The number of jumps is the top number.',
  ],
  space: () => DENOMINATORS.flatMap((d) => range(1, 3 * d).map((k): [number, number] => [d, k])),
  build: ([d, k], rng) => {
    const wholes = Math.ceil(k / d);
    const text = wholes === 1
      ? `A number line from 0 to 1 is split into ${d} equal parts. What fraction is at the ${ordinal(k)} mark after 0?`
      : `A number line goes from 0 to ${wholes}. Each whole is split into ${d} equal parts. What fraction is at the ${ordinal(k)} mark after 0?`;
    const sameAsWhole = k % d === 0 ? ` That is the same as ${k / d}.` : '';
    // The line is drawn too (issue 18), with the asked mark as point A, so the child can count the jumps.
    const figure = numberLine({ from: 0, to: wholes, parts: d, points: [{ value: k / d, label: 'A' }] });
    const q = choiceQuestion({
      text,
      correct: `${k}/${d}`,
      distractors: [
        { value: `${k + 1}/${d}`, why: 'counted the mark at 0 as the first mark' },
        { value: `${k}/${d + 1}`, why: 'counted the tick marks instead of the equal parts' },
        { value: k === d ? '' : `${d}/${k}`, why: 'swapped the top and bottom numbers' },
        { value: k > 1 ? `${k - 1}/${d}` : '', why: 'did not count the last jump' },
      ],
      explanation: `Each part is 1/${d} of a whole. The ${ordinal(k)} mark is ${k} ${k === 1 ? 'part' : 'parts'} from 0, so it is at ${k}/${d}.${sameAsWhole}`,
      rng,
    });
    return { ...q, figure };
  },
});

const countFractions = defineLesson({
  key: 'g3-count-unit-fractions',
  name: 'Count by unit fractions (1/4, 2/4, 3/4, ...)',
  answerForm: FRACTION_ANY_FORM,
  hints: [
    'Look at the bottom number: it stays the same.',
    'The top number goes up by 1 each time.',
    'Find the fraction that fits the gap.',
  ],
  space: () => DENOMINATORS.flatMap((d) => product(range(1, 2 * d - 3), range(0, 3)).map(([start, hole]) => ({ d, start, hole }))),
  build: ({ d, start, hole }) => {
    const tops = range(start, start + 3);
    const answerTop = tops[hole] ?? start;
    return blankQuestion(
      `Count by ${PART_NAMES[d] ?? `1/${d}s`}: ${tops.map((k, i) => (i === hole ? '___' : `${k}/${d}`)).join(', ')}`,
      [`${answerTop}/${d}`],
      `Each step adds one more 1/${d}, so the top number goes up by 1: ${tops.map((k) => `${k}/${d}`).join(', ')}. The missing fraction is ${answerTop}/${d}.`,
    );
  },
});

const areaBlank = defineLesson({
  key: 'g3-area-blank',
  name: 'Area of a rectangle (square units)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Area is how many unit squares cover the rectangle.',
    'Think of rows: the width tells how many rows, the length how many squares in each row.',
    'Multiply the length by the width.',
  ],
  space: () => product(range(2, 10), range(1, 10)).filter(([l, w]) => w <= l),
  build: ([l, w]) => blankQuestion(
    `A rectangle is ${l} units long and ${w} ${w === 1 ? 'unit' : 'units'} wide. Its area is ___ square units.`,
    [l * w],
    `Area counts the unit squares that cover the rectangle. There ${w === 1 ? 'is 1 row' : `are ${w} rows`} of ${l} squares, and ${w} × ${l} = ${l * w}. So the area is ${l * w} square units.`,
  ),
});

const AREA_PLACES = ['garden', 'rug', 'poster', 'playground', 'table top'] as const;

const areaChoice = defineLesson({
  key: 'g3-area-choice',
  name: 'Area or perimeter? (choose the area)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Area covers the inside; perimeter goes around the edge.',
    'For area, multiply the length by the width.',
    'Check that you did not add the sides instead.',
  ],
  space: () => product(AREA_PLACES.map((_, i) => i), product(range(3, 10), range(2, 9)).filter(([l, w]) => w < l)),
  build: ([place, [l, w]], rng) => choiceQuestion({
    text: `A ${AREA_PLACES[place] ?? 'garden'} is a rectangle ${l} meters long and ${w} meters wide. What is its area in square meters?`,
    correct: l * w,
    distractors: [
      { value: 2 * (l + w), why: 'found the perimeter (the distance around) instead of the area' },
      { value: l + w, why: 'added the length and the width' },
      { value: l * (w + 1), why: 'counted one row too many' },
    ],
    explanation: `Area is rows times squares in each row: ${w} rows of ${l} square meters. ${w} × ${l} = ${l * w}, so the area is ${l * w} square meters.`,
    rng,
  }),
});

/** Equal fractions with grade-3 denominators: [a, b, c, e] with a/b = c/e and b < e. */
function equalFractionPairs(): Array<[number, number, number, number]> {
  const out: Array<[number, number, number, number]> = [];
  for (const b of [2, 3, 4]) {
    for (let a = 1; a < b; a++) {
      if (b === 4 && a === 2) continue; // 2/4 is not in lowest terms; 1/2 already covers it
      for (const k of [2, 3, 4]) if (DENOMINATORS.includes((b * k) as 2 | 3 | 4 | 6 | 8)) out.push([a, b, a * k, b * k]);
    }
  }
  return out;
}

const equivalentChoice = defineLesson({
  key: 'g3-equivalent-fractions-choice',
  name: 'Equivalent fractions (same amount)',
  answerForm: FRACTION_ANY_FORM,
  hints: [
    'Equal fractions cover the same part of the same strip.',
    'See how many small parts fit in one of the big parts.',
    'Multiply the top number by that too.',
  ],
  space: () => product(product(range(0, KIDS.length - 1), equalFractionPairs()), [false, true]),
  build: ([[kid, [a, b, c, e]], bigFirst], rng) => {
    // The prompt shows one fraction; the answer is the equal one with the other denominator.
    const [pn, pd, an, ad] = bigFirst ? [c, e, a, b] : [a, b, c, e];
    const name = KIDS[kid]?.name ?? 'Mia';
    return choiceQuestion({
      text: `${name} colors ${pn}/${pd} of a paper strip. The same strip is cut into ${ad} equal parts instead. Which fraction is the same amount?`,
      correct: `${an}/${ad}`,
      distractors: [
        { value: `${pn}/${ad}`, why: 'changed only the bottom number' },
        { value: `${an + 1}/${ad}`, why: 'counted one part too many' },
        { value: `${ad - an}/${ad}`, why: 'counted the parts that are not colored' },
        { value: an > 1 ? `${an - 1}/${ad}` : `${an}/${ad + 1}`, why: 'counted one part too few' },
      ],
      explanation: `${a}/${b} and ${c}/${e} cover the same length: cut each ${b === 2 ? 'half' : b === 3 ? 'third' : 'fourth'} into ${e / b} equal pieces, and ${a} ${a === 1 ? 'part becomes' : 'parts become'} ${c} of ${e} parts. So ${pn}/${pd} = ${an}/${ad}.`,
      rng,
    });
  },
});

/** Grade 3 skills. */
export const G3_SKILLS: SkillDef[] = [
  { key: 'g3-multiplication-facts', grade: 3, name: 'Multiplication facts', standard: '3.OA.C.7', prerequisites: ['g3-arrays', 'g2-skip-count'], lessons: [multBlank, multChoice] },
  { key: 'g3-division-facts', grade: 3, name: 'Division facts', standard: '3.OA.C.7', prerequisites: ['g3-multiplication-facts'], lessons: [divBlank, divChoice] },
  { key: 'g3-unknown-factor', grade: 3, name: 'Unknown factor', standard: '3.OA.A.4', prerequisites: ['g3-multiplication-facts', 'g3-division-facts'], lessons: [unknownFactor] },
  { key: 'g3-rounding', grade: 3, name: 'Round to the nearest 10 or 100', standard: '3.NBT.A.1', prerequisites: ['g2-place-value'], lessons: [roundBlank, roundChoice] },
  { key: 'g3-fractions-number-line', grade: 3, name: 'Fractions on a number line', standard: '3.NF.A.2', prerequisites: ['g3-fraction-bars'], lessons: [numberLineChoice, countFractions] },
  { key: 'g3-area', grade: 3, name: 'Area of rectangles', standard: '3.MD.C.7', prerequisites: ['g3-multiplication-facts', 'g2-rows-columns'], lessons: [areaBlank, areaChoice] },
  { key: 'g3-equivalent-fractions', grade: 3, name: 'Equivalent fractions', standard: '3.NF.A.3', prerequisites: ['g3-fractions-number-line', 'g3-fraction-bars'], lessons: [equivalentChoice] },
  // Issue 18: measurement, data and geometry, word problems, arrays and fraction bars.
  { key: 'g3-time', grade: 3, name: 'Time to the minute and elapsed time', standard: '3.MD.A.1', prerequisites: ['g2-time', 'g2-add-within-100'], lessons: G3_NEW.time ?? [] },
  { key: 'g3-bar-graph', grade: 3, name: 'Scaled bar graphs and picture graphs', standard: '3.MD.B.3', prerequisites: ['g2-bar-graph', 'g3-multiplication-facts'], lessons: G3_NEW.graph ?? [] },
  { key: 'g3-perimeter', grade: 3, name: 'Perimeter', standard: '3.MD.D.8', prerequisites: ['g2-measure-length', 'g2-add-within-100'], lessons: G3_NEW.perimeter ?? [] },
  { key: 'g3-quadrilaterals', grade: 3, name: 'Quadrilaterals', standard: '3.G.A.1', prerequisites: ['g2-shapes'], lessons: G3_NEW.quadrilaterals ?? [] },
  { key: 'g3-word-problems', grade: 3, name: 'Two-step word problems', standard: '3.OA.D.8', prerequisites: ['g3-multiplication-facts', 'g3-division-facts', 'g2-word-problems'], lessons: G3_NEW.words ?? [] },
  { key: 'g3-arrays', grade: 3, name: 'Arrays and equal groups', standard: '3.OA.A.1', prerequisites: ['g2-rows-columns', 'g2-skip-count'], lessons: G3_NEW.arrays ?? [] },
  { key: 'g3-fraction-bars', grade: 3, name: 'Fractions as equal parts', standard: '3.NF.A.1', prerequisites: ['g2-rows-columns', 'g2-shapes'], lessons: G3_NEW.fractionBars ?? [] },
];

/** Grade 4: multi-digit multiplication and division, fractions and decimals (4.NBT, 4.NF, 4.OA). */
import type { SkillDef } from './types.js';
import {
  DECIMAL, FRACTION_ANY_FORM, FRACTION_REDUCE_ENFORCED, IMPROPER_ONLY, MIXED_ONLY, WHOLE_NUMBER,
  blankQuestion, choiceQuestion, defineLesson, orList, product, range,
} from './lesson.js';
import { decimalText, gcd, mixedText, partsName } from './notation.js';
import { G4_GEOMETRY } from './g45-geometry.js';
import { G4_MEASUREMENT } from './g45-measurement.js';
import { G4_WORD } from './g45-word.js';
import { G4_DATA } from './g45-data.js';

/** Place-value parts of n, biggest first, zeros left out: 3204 → [3000, 200, 4]. */
function expandedParts(n: number): number[] {
  const digits = String(n).split('').map(Number);
  return digits.map((d, i) => d * 10 ** (digits.length - 1 - i)).filter((p) => p !== 0);
}

const multOneDigit = defineLesson({
  key: 'g4-mult-blank',
  name: 'Multiply up to 4 digits by 1 digit',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Break the big number into thousands, hundreds, tens and ones.',
    'Multiply each part by the one-digit number.',
    'Add the parts together.',
  ],
  space: () => [
    ...product(range(12, 99, 3), range(3, 9)),
    ...product(range(105, 999, 37), range(2, 9)),
    ...product(range(1012, 9999, 411), range(2, 6)),
  ],
  build: ([a, b]) => {
    const parts = expandedParts(a);
    return blankQuestion(
      `${a} × ${b} = ___`,
      [a * b],
      `Break ${a} into ${parts.join(' + ')} and multiply each part by ${b}: ${parts.map((p) => p * b).join(' + ')} = ${a * b}.`,
    );
  },
});

const multTwoDigit = defineLesson({
  key: 'g4-mult-choice',
  name: 'Multiply two 2-digit numbers (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Split the second number into tens and ones.',
    'Multiply the first number by the tens, then by the ones.',
    'Add the two products.',
  ],
  space: () => product(range(12, 49), range(12, 39)).filter(([a, b]) => a % 10 !== 0 && b % 10 !== 0 && (a * 7 + b) % 5 === 0),
  build: ([a, b], rng) => {
    const bt = Math.floor(b / 10);
    const bo = b % 10;
    const at = Math.floor(a / 10);
    const ao = a % 10;
    return choiceQuestion({
      text: `What is ${a} × ${b}?`,
      correct: a * b,
      distractors: [
        { value: a * bo + a * bt, why: `did not shift the tens row: used ${a} × ${bt} instead of ${a} × ${10 * bt}` },
        { value: 100 * at * bt + ao * bo, why: 'multiplied tens by tens and ones by ones only, skipping the cross products' },
        { value: a * bo, why: 'forgot the tens row of the second number' },
      ],
      explanation: `Split ${b} into ${10 * bt} + ${bo}. ${a} × ${10 * bt} = ${a * 10 * bt} and ${a} × ${bo} = ${a * bo}. Add the parts: ${a * 10 * bt} + ${a * bo} = ${a * b}.`,
      rng,
    });
  },
});

const divBlank = defineLesson({
  key: 'g4-divide-remainder-blank',
  name: 'Divide with a remainder',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the biggest multiple of the divisor that is not more than the number.',
    'That many groups is the quotient.',
    'Subtract to find what is left over: the remainder.',
  ],
  space: () => product(range(3, 9), range(23, 150)).filter(([d, n]) => n % d !== 0 && (n + d) % 3 === 0),
  build: ([d, n]) => {
    const q = Math.floor(n / d);
    const r = n % d;
    return blankQuestion(
      `${n} ÷ ${d} = ___ R ___`,
      [q, r],
      `${d} × ${q} = ${q * d}, and ${d} × ${q + 1} = ${(q + 1) * d} is too big. ${n} - ${q * d} = ${r} is left over, so ${n} ÷ ${d} = ${q} R ${r}.`,
    );
  },
});

const divChoice = defineLesson({
  key: 'g4-divide-remainder-choice',
  name: 'Divide with a remainder (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Count by the divisor until the next step would be too big.',
    'The number of steps is the quotient.',
    'What is left over must be less than the divisor.',
  ],
  space: () => product(range(3, 9), range(100, 999, 7)).filter(([d, n]) => n % d !== 0 && 2 * (n % d) !== d),
  build: ([d, n], rng) => {
    const q = Math.floor(n / d);
    const r = n % d;
    return choiceQuestion({
      text: `What is ${n} ÷ ${d}?`,
      correct: `${q} R ${r}`,
      distractors: [
        { value: `${q} R ${d - r}`, why: `found how far it is to the next multiple of ${d} instead of what is left over` },
        { value: `${r} R ${q}`, why: 'swapped the quotient and the remainder' },
        { value: `${q + 1} R ${r}`, why: 'counted one group too many' },
        { value: `${q}`, why: 'left out the remainder' },
      ],
      explanation: `${d} × ${q} = ${q * d}, and ${d} × ${q + 1} = ${(q + 1) * d} is too big. ${n} - ${q * d} = ${r}, which is less than ${d}, so the answer is ${q} R ${r}.`,
      rng,
    });
  },
});

/** Fractions a/b in lowest terms with 4.NF denominators 2, 3, 4, 5, 6, 8, 10, 12. */
function lowestFractions(): Array<[number, number]> {
  return [2, 3, 4, 5, 6, 8, 10, 12].flatMap((b) => range(1, b - 1).filter((a) => gcd(a, b) === 1).map((a): [number, number] => [a, b]));
}

const equivalentBlank = defineLesson({
  key: 'g4-equivalent-fractions-blank',
  name: 'Find the missing numerator (3/4 = ___/12)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Compare the two bottom numbers: how many times bigger is the new one?',
    'Multiply the top number by the same amount.',
  ],
  space: () => product(lowestFractions(), range(2, 5)).filter(([[, b], k]) => b * k <= 24),
  build: ([[a, b], k]) => blankQuestion(
    `${a}/${b} = ___/${b * k}`,
    [a * k],
    `The bottom number went from ${b} to ${b * k}, which is ${k} times as many parts. Multiply the top by ${k} too: ${a} × ${k} = ${a * k}. So ${a}/${b} = ${a * k}/${b * k}.`,
  ),
});

const simplifyBlank = defineLesson({
  key: 'g4-simplify-fraction-blank',
  name: 'Write a fraction in simplest form',
  // The lesson is about simplifying, so an equal but unsimplified answer is the mistake itself.
  answerForm: FRACTION_REDUCE_ENFORCED,
  hints: [
    'Find a number that divides both the top and the bottom.',
    'Divide both by it.',
    'Keep going until only 1 divides both.',
  ],
  space: () => product(lowestFractions(), range(2, 6)).filter(([[, b], k]) => b * k <= 36),
  build: ([[a, b], k]) => {
    const g = gcd(a * k, b * k);
    return blankQuestion(
      `Write ${a * k}/${b * k} in simplest form: ___`,
      [`${a}/${b}`],
      `${g} goes into both ${a * k} and ${b * k}, and no bigger number does. Divide the top and the bottom by ${g}: ${a * k} ÷ ${g} = ${a} and ${b * k} ÷ ${g} = ${b}. So ${a * k}/${b * k} = ${a}/${b}.`,
    );
  },
});

const addLikeBlank = defineLesson({
  key: 'g4-add-like-fractions-blank',
  name: 'Add and subtract fractions with the same denominator',
  // 4.NF.B.3 does not ask for simplest form: 4/8 and 1/2 are both right here.
  answerForm: FRACTION_ANY_FORM,
  hints: [
    'The bottom numbers are the same, so the parts are the same size.',
    'Add or subtract only the top numbers.',
    'Keep the bottom number.',
  ],
  space: () => [3, 4, 5, 6, 8, 10, 12].flatMap((d) => product(range(1, d - 1), range(1, d - 1))
    .flatMap(([a, b]) => [{ d, a, b, op: '+' as const }, ...(a > b ? [{ d, a, b, op: '-' as const }] : [])])),
  build: ({ d, a, b, op }) => {
    const top = op === '+' ? a + b : a - b;
    return blankQuestion(
      `${a}/${d} ${op} ${b}/${d} = ___`,
      [`${top}/${d}`],
      `The parts are all ${partsName(d)} of the same whole, so the bottom number stays ${d}. ${op === '+' ? 'Add' : 'Subtract'} the tops: ${a} ${op} ${b} = ${top}. The answer is ${top}/${d}${top >= d || gcd(top, d) > 1 ? `, which is the same as ${mixedText(top, d)}` : ''}.`,
    );
  },
});

const addLikeChoice = defineLesson({
  key: 'g4-add-like-fractions-choice',
  name: 'Add fractions with the same denominator (choose the answer)',
  answerForm: FRACTION_ANY_FORM,
  hints: [
    'The parts are the same size, so keep the bottom number.',
    'Add the top numbers.',
  ],
  space: () => [4, 5, 6, 8, 10, 12].flatMap((d) => product(range(1, d - 1), range(1, d - 1)).filter(([a, b]) => a + b < d).map(([a, b]) => ({ d, a, b }))),
  build: ({ d, a, b }, rng) => choiceQuestion({
    text: `What is ${a}/${d} + ${b}/${d}?`,
    correct: `${a + b}/${d}`,
    distractors: [
      { value: `${a + b}/${2 * d}`, why: 'added the bottom numbers as well as the tops' },
      { value: `${a * b}/${d}`, why: 'multiplied the top numbers' },
      { value: a === b ? '' : `${Math.abs(a - b)}/${d}`, why: 'subtracted instead of adding' },
      { value: `${a + b + 1}/${d}`, why: 'miscounted the parts' },
    ],
    explanation: `Both fractions count ${partsName(d)}, so the bottom number stays ${d}. Add the tops: ${a} + ${b} = ${a + b}. So the sum is ${a + b}/${d}.`,
    rng,
  }),
});

/** Mixed numbers w n/d with n/d in lowest terms and a proper fraction part. */
function mixedParams(): Array<[number, number, number]> {
  return product(range(1, 9), lowestFractions().filter(([, b]) => b <= 8)).map(([w, [n, d]]): [number, number, number] => [w, n, d]);
}

const toImproper = defineLesson({
  key: 'g4-mixed-to-improper',
  name: 'Mixed number to improper fraction (8 3/4 = 35/4)',
  answerForm: IMPROPER_ONLY,
  hints: [
    'Each whole has as many parts as the bottom number.',
    'Multiply the whole number by the bottom number.',
    'Add the top number to get the new top.',
  ],
  space: mixedParams,
  build: ([w, n, d]) => blankQuestion(
    `Write ${w} ${n}/${d} as an improper fraction: ___`,
    [`${w * d + n}/${d}`],
    `Each whole is ${d}/${d}, so ${w} ${w === 1 ? 'whole is' : 'wholes are'} ${w} × ${d} = ${w * d} ${partsName(d)}. Add the ${n} more: ${w * d} + ${n} = ${w * d + n}. So ${w} ${n}/${d} = ${w * d + n}/${d}.`,
  ),
});

const toMixed = defineLesson({
  key: 'g4-improper-to-mixed',
  name: 'Improper fraction to mixed number (35/4 = 8 3/4)',
  answerForm: MIXED_ONLY,
  hints: [
    'Divide the top number by the bottom number.',
    'The quotient is the whole number.',
    'The remainder is the new top; the bottom stays the same.',
  ],
  space: mixedParams,
  build: ([w, n, d]) => {
    const top = w * d + n;
    return blankQuestion(
      `Write ${top}/${d} as a mixed number: ___`,
      [`${w} ${n}/${d}`],
      `How many wholes? ${top} ÷ ${d} = ${w} with ${n} left over, because ${w} × ${d} = ${w * d}. So ${top}/${d} = ${w} ${n}/${d}.`,
    );
  },
});

const mixedChoice = defineLesson({
  key: 'g4-mixed-improper-choice',
  name: 'Which improper fraction equals the mixed number?',
  answerForm: FRACTION_ANY_FORM,
  hints: [
    'Change the wholes into parts: whole number × bottom number.',
    'Add the extra parts on top.',
    'Keep the same bottom number.',
  ],
  space: () => mixedParams().filter(([w]) => w >= 2),
  build: ([w, n, d], rng) => choiceQuestion({
    text: `Which improper fraction is equal to ${w} ${n}/${d}?`,
    correct: `${w * d + n}/${d}`,
    distractors: [
      { value: `${w + n}/${d}`, why: 'added the whole number to the top instead of changing wholes into parts' },
      { value: `${w * n + d}/${d}`, why: 'multiplied the whole number by the top instead of the bottom' },
      { value: `${w}${n}/${d}`, why: 'wrote the whole number and the top side by side' },
      { value: `${w * d}/${d}`, why: 'forgot to add the extra parts' },
    ],
    explanation: `${w} wholes are ${w} × ${d} = ${w * d} ${partsName(d)}. Add the ${n} more: ${w * d + n}. So ${w} ${n}/${d} = ${w * d + n}/${d}.`,
    rng,
  }),
});

const decimalBlank = defineLesson({
  key: 'g4-fraction-to-decimal-blank',
  name: 'Tenths and hundredths as decimals',
  answerForm: DECIMAL,
  hints: [
    'Tenths use one place after the decimal point.',
    'Hundredths use two places after the decimal point.',
    'Write the top number so its last digit lands in that place.',
  ],
  space: () => [
    ...range(1, 29).filter((t) => t % 10 !== 0).map((t) => ({ top: t, den: 10 })),
    ...range(1, 299).filter((t) => t % 10 !== 0 && t % 3 === 0).map((t) => ({ top: t, den: 100 })),
  ],
  build: ({ top, den }) => {
    const places = den === 10 ? 1 : 2;
    const value = decimalText(top, places);
    const place = den === 10 ? 'tenths' : 'hundredths';
    return blankQuestion(
      `Write ${top}/${den} as a decimal: ___`,
      [value],
      `${top}/${den} means ${top} ${place}. ${places === 1 ? 'Tenths use one place' : 'Hundredths use two places'} after the decimal point, so ${top}/${den} = ${value}.`,
    );
  },
});

const decimalChoice = defineLesson({
  key: 'g4-fraction-to-decimal-choice',
  name: 'Which decimal is it? (hundredths)',
  answerForm: DECIMAL,
  hints: [
    'Hundredths use two places after the decimal point.',
    'Write the number of hundredths in those two places.',
  ],
  space: () => product(range(1, 99).filter((t) => t % 10 !== 0), ['fraction', 'words'] as const),
  build: ([top, style], rng) => {
    const prompt = style === 'fraction' ? `${top}/100` : `${top} hundredths`;
    return choiceQuestion({
      text: `Which decimal is equal to ${prompt}?`,
      correct: decimalText(top, 2),
      distractors: [
        { value: decimalText(top, 1), why: 'used tenths instead of hundredths' },
        { value: decimalText(top, 3), why: 'put in an extra zero after the decimal point' },
        { value: String(top), why: 'wrote the top number without the decimal point' },
        { value: `${top}.100`, why: 'wrote the top number, a point and the bottom number' },
      ],
      explanation: `${top}/100 is ${top} hundredths. Hundredths fill two places after the decimal point, so it is ${decimalText(top, 2)}.`,
      rng,
    });
  },
});

type FactorAsk = { kind: 'factor' | 'multiple'; n: number; answer: number };

function factorSpace(): FactorAsk[] {
  const out: FactorAsk[] = [];
  for (const n of [12, 16, 18, 20, 24, 28, 30, 32, 36, 40, 42, 45, 48]) {
    for (const f of range(3, n - 1)) if (n % f === 0 && f * f !== n) out.push({ kind: 'factor', n, answer: f });
  }
  for (const n of range(3, 9)) for (const k of range(3, 9)) out.push({ kind: 'multiple', n, answer: n * k });
  return out;
}

/** Numbers close to the answer that do not have its property (so the question has one right answer). */
function nonFactorsNear(n: number, answer: number): number[] {
  return [answer + 1, answer - 1, answer + 2, answer - 2, answer + 3].filter((x) => x > 1 && n % x !== 0);
}

const factorsChoice = defineLesson<FactorAsk>({
  key: 'g4-factors-multiples-choice',
  name: 'Factors and multiples',
  answerForm: WHOLE_NUMBER,
  hints: [
    'A factor divides the number with nothing left over.',
    'A multiple is what you get when you count by the number.',
    'Check each choice with a multiplication fact.',
  ],
  space: factorSpace,
  build: ({ kind, n, answer }, rng) => {
    if (kind === 'factor') {
      const near = nonFactorsNear(n, answer);
      return choiceQuestion({
        // The options are part of the prompt: the same question with different choices is a different task.
        text: (opts) => `Which number is a factor of ${n}: ${orList(opts)}?`,
        correct: answer,
        distractors: [
          { value: 2 * n, why: 'mixed up factor and multiple' },
          { value: near[0] ?? -1, why: 'picked a number close to a factor without checking the division' },
          { value: near[1] ?? -1, why: 'picked a number close to a factor without checking the division' },
        ],
        explanation: `A factor divides ${n} with nothing left over. ${answer} × ${n / answer} = ${n}, so ${answer} is a factor of ${n}.`,
        rng,
      });
    }
    const k = answer / n;
    const near = [answer + 1, answer - 1, answer + 2].filter((x) => x % n !== 0);
    return choiceQuestion({
      text: (opts) => `Which number is a multiple of ${n}: ${orList(opts)}?`,
      correct: answer,
      distractors: [
        { value: n + k, why: 'added instead of multiplying' },
        { value: near[0] ?? -1, why: 'picked a number close to a multiple' },
        { value: near[1] ?? -1, why: 'picked a number close to a multiple' },
      ].filter((d) => d.value % n !== 0),
      explanation: `Multiples of ${n} are what you get counting by ${n}s. ${n} × ${k} = ${answer}, so ${answer} is a multiple of ${n}.`,
      rng,
    });
  },
});

/** Grade 4 skills. */
export const G4_SKILLS: SkillDef[] = [
  { key: 'g4-multi-digit-multiplication', grade: 4, name: 'Multi-digit multiplication', standard: '4.NBT.B.5', prerequisites: ['g3-multiplication-facts', 'g2-place-value'], lessons: [multOneDigit, multTwoDigit] },
  { key: 'g4-division-remainders', grade: 4, name: 'Division with remainders', standard: '4.NBT.B.6', prerequisites: ['g3-division-facts', 'g4-multi-digit-multiplication'], lessons: [divBlank, divChoice] },
  { key: 'g4-equivalent-fractions', grade: 4, name: 'Equivalent fractions', standard: '4.NF.A.1', prerequisites: ['g3-equivalent-fractions', 'g3-multiplication-facts'], lessons: [equivalentBlank, simplifyBlank] },
  { key: 'g4-add-like-fractions', grade: 4, name: 'Add and subtract like fractions', standard: '4.NF.B.3', prerequisites: ['g3-fractions-number-line', 'g3-equivalent-fractions'], lessons: [addLikeBlank, addLikeChoice] },
  { key: 'g4-mixed-numbers', grade: 4, name: 'Mixed numbers and improper fractions', standard: '4.NF.B.3', prerequisites: ['g4-add-like-fractions', 'g3-division-facts'], lessons: [toImproper, toMixed, mixedChoice] },
  { key: 'g4-decimal-fractions', grade: 4, name: 'Decimals to hundredths', standard: '4.NF.C.6', prerequisites: ['g4-equivalent-fractions', 'g2-place-value'], lessons: [decimalBlank, decimalChoice] },
  { key: 'g4-factors-multiples', grade: 4, name: 'Factors and multiples', standard: '4.OA.B.4', prerequisites: ['g3-multiplication-facts', 'g3-division-facts'], lessons: [factorsChoice] },
  { key: 'g4-angles', grade: 4, name: 'Measure and add angles', standard: '4.MD.C.6', prerequisites: ['g2-measure-length', 'g3-fractions-number-line'], lessons: [G4_GEOMETRY.protractorChoice, G4_GEOMETRY.angleAddBlank] },
  { key: 'g4-classify-angles', grade: 4, name: 'Acute, right, obtuse and straight angles', standard: '4.G.A.1', prerequisites: ['g4-angles', 'g3-quadrilaterals'], lessons: [G4_GEOMETRY.classifyChoice, G4_GEOMETRY.classifyWhich] },
  { key: 'g4-area-perimeter', grade: 4, name: 'Area and perimeter of rectangles', standard: '4.MD.A.3', prerequisites: ['g3-area', 'g3-perimeter', 'g4-multi-digit-multiplication'], lessons: [G4_MEASUREMENT.areaPerimeterBlank, G4_MEASUREMENT.missingSideBlank, G4_MEASUREMENT.areaPerimeterChoice] },
  { key: 'g4-unit-conversion', grade: 4, name: 'Change to a smaller unit', standard: '4.MD.A.1', prerequisites: ['g4-multi-digit-multiplication', 'g3-time', 'g2-measure-length'], lessons: [G4_MEASUREMENT.convertBlank, G4_MEASUREMENT.convertWord] },
  { key: 'g4-line-plot', grade: 4, name: 'Line plots with fractions', standard: '4.MD.B.4', prerequisites: ['g4-add-like-fractions', 'g3-fractions-number-line', 'g3-bar-graph'], lessons: [G4_DATA.g4CountBlank, G4_DATA.g4DifferenceChoice] },
  { key: 'g4-word-problems', grade: 4, name: 'Multistep word problems', standard: '4.OA.A.3', prerequisites: ['g4-division-remainders', 'g4-multi-digit-multiplication', 'g3-word-problems'], lessons: [G4_WORD.g4WordBlank, G4_WORD.g4WordChoice] },
];

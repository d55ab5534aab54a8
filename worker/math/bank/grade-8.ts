/**
 * Grade 8: slope, slope-intercept and point-slope form, exponent laws,
 * scientific notation, the Pythagorean theorem and polynomials in standard form.
 * The issue-18 skills (functions, rate of change, systems, linear word problems in
 * g8-functions.ts; irrational numbers, transformations, scatter plots and two-way tables
 * in g8-data.ts) are appended at the end, so the catalogue order of the older skills stays.
 * Expression answers are multiple choice; blanks only ever ask for numbers
 * (slope, intercept, exponent, coefficient) so checkAnswer stays numeric.
 */
import type { SkillDef } from './types.js';
import {
  DECIMAL, FRACTION_SIMPLEST, INTEGER, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range,
} from './lesson.js';
import type { Term } from './notation.js';
import { decimalText, descending, paren, pointSlopeText, pointText, simplestText, slopeInterceptText, termsText } from './notation.js';
import { G8_FUNCTION_SKILLS } from './g8-functions.js';
import { G8_DATA_SKILLS } from './g8-data.js';

const nonZero = (from: number, to: number): number[] => range(from, to).filter((n) => n !== 0);

/** Two points (x1, y1), (x2, y2) with x2 ≠ x1 and y2 ≠ y1. */
function pointPairs(): Array<[number, number, number, number]> {
  return product(product(range(-5, 5), range(-5, 5)), product(nonZero(-6, 6), nonZero(-8, 8)))
    .map(([[x1, y1], [dx, dy]]): [number, number, number, number] => [x1, y1, x1 + dx, y1 + dy])
    .filter(([x1, y1, x2, y2]) => x2 > x1 && (3 * x1 + 5 * y1 + 7 * x2 + 11 * y2) % 37 === 0);
}

function explainSlope(x1: number, y1: number, x2: number, y2: number): string {
  const m = simplestText(y2 - y1, x2 - x1);
  return `Slope = change in y ÷ change in x = (${y2} - ${paren(y1)}) ÷ (${x2} - ${paren(x1)}) = ${y2 - y1}/${x2 - x1}${m === `${y2 - y1}/${x2 - x1}` ? '' : ` = ${m}`}.`;
}

const slopeBlank = defineLesson({
  key: 'g8-slope-two-points-blank',
  name: 'Slope from two points',
  answerForm: FRACTION_SIMPLEST,
  hints: [
    'Slope = change in y ÷ change in x.',
    'Subtract the y values, then subtract the x values in the same order.',
    'Divide, and write the fraction in simplest form.',
  ],
  space: pointPairs,
  build: ([x1, y1, x2, y2]) => blankQuestion(
    `Find the slope of the line through ${pointText(x1, y1)} and ${pointText(x2, y2)}. Write it in simplest form. m = ___`,
    [simplestText(y2 - y1, x2 - x1)],
    explainSlope(x1, y1, x2, y2),
  ),
});

const slopeChoice = defineLesson({
  key: 'g8-slope-two-points-choice',
  name: 'Slope from two points (choose the answer)',
  answerForm: FRACTION_SIMPLEST,
  hints: [
    'Slope = change in y ÷ change in x.',
    'Subtract the y values, then subtract the x values in the same order.',
    'Divide, and write the fraction in simplest form.',
  ],
  // Slopes 1 and -1 are left out: flipping rise and run would not change them, so the main trap disappears.
  space: () => pointPairs().filter(([x1, y1, x2, y2]) => x1 + x2 !== 0 && Math.abs(y2 - y1) !== Math.abs(x2 - x1)),
  build: ([x1, y1, x2, y2], rng) => choiceQuestion({
    text: `What is the slope of the line through ${pointText(x1, y1)} and ${pointText(x2, y2)}?`,
    correct: simplestText(y2 - y1, x2 - x1),
    distractors: [
      { value: simplestText(x2 - x1, y2 - y1), why: 'divided the change in x by the change in y (run over rise)' },
      { value: simplestText(y2 - y1, x1 - x2), why: 'subtracted the x values in the opposite order from the y values' },
      { value: simplestText(y2 + y1, x2 + x1), why: 'added the coordinates instead of subtracting' },
      { value: String(y2 - y1), why: 'used only the change in y' },
      { value: simplestText(x1 - x2, y2 - y1), why: 'divided run by rise and subtracted the x values in the opposite order' },
    ],
    explanation: explainSlope(x1, y1, x2, y2),
    rng,
  }),
});

/** Key of a line y = mx + b, so equations of the same line count as one option. */
function lineKey(m: number, b: number): string {
  return `line:${m},${b}`;
}

const slopeInterceptBlank = defineLesson({
  key: 'g8-slope-intercept-blank',
  name: 'Read slope and y-intercept from y = mx + b',
  answerForm: INTEGER,
  hints: [
    'In y = mx + b, m is the number times x.',
    'b is the number added on; subtracting a number means b is negative.',
    'If no number is written in front of x, m is 1 (or -1 for -x).',
  ],
  space: () => product(nonZero(-6, 6), range(-9, 9)),
  build: ([m, b]) => blankQuestion(
    `For the line ${slopeInterceptText(m, b)}, the slope is m = ___ and the y-intercept is b = ___.`,
    [m, b],
    `In y = mx + b, the number times x is the slope and the number added on is the y-intercept. ${slopeInterceptText(m, b)} has m = ${m} and b = ${b}${b < 0 ? ` (subtracting ${-b} is adding ${b})` : ''}.`,
  ),
});

const slopeInterceptChoice = defineLesson({
  key: 'g8-slope-intercept-choice',
  name: 'Choose the equation from slope and y-intercept',
  answerForm: INTEGER,
  hints: [
    'Slope-intercept form is y = mx + b.',
    'Put the slope in place of m.',
    'Put the y-intercept, where the line crosses the y-axis, in place of b.',
  ],
  space: () => product(nonZero(-6, 6), nonZero(-9, 9)).filter(([m, b]) => m !== b && (m + b) % 2 === 0),
  build: ([m, b], rng) => choiceQuestion({
    text: `A line has slope ${m} and crosses the y-axis at ${pointText(0, b)}. Which equation describes the line?`,
    correct: slopeInterceptText(m, b),
    correctKey: lineKey(m, b),
    distractors: [
      { value: slopeInterceptText(b, m), key: lineKey(b, m), why: 'swapped the slope and the y-intercept' },
      { value: slopeInterceptText(m, -b), key: lineKey(m, -b), why: 'lost the sign of the y-intercept' },
      { value: slopeInterceptText(-m, b), key: lineKey(-m, b), why: 'lost the sign of the slope' },
      { value: slopeInterceptText(m, 0), key: lineKey(m, 0), why: 'left out the y-intercept' },
    ],
    explanation: `Slope-intercept form is y = mx + b, with slope m and y-intercept b. Here m = ${m} and b = ${b}, so the equation is ${slopeInterceptText(m, b)}.`,
    rng,
  }),
});

/** Slope m (not 0 or ±1, so the form is easy to read) and a point with non-zero coordinates. */
function pointSlopeSpace(): Array<[number, number, number]> {
  return product([-4, -3, -2, 2, 3, 4, 5], product(nonZero(-6, 6), nonZero(-6, 6)))
    .map(([m, [x1, y1]]): [number, number, number] => [m, x1, y1])
    .filter(([m, x1, y1]) => x1 !== y1 && (m + x1 + y1) % 3 === 0);
}

const pointSlopeChoice = defineLesson({
  key: 'g8-point-slope-choice',
  name: 'Choose the point-slope equation',
  answerForm: INTEGER,
  hints: [
    'Point-slope form is y - y1 = m(x - x1).',
    'Put the slope in for m and the coordinates of the point in for x1 and y1.',
    'Subtracting a negative number is the same as adding.',
  ],
  space: pointSlopeSpace,
  build: ([m, x1, y1], rng) => choiceQuestion({
    text: `A line has slope ${m} and passes through ${pointText(x1, y1)}. Which equation in point-slope form describes it?`,
    correct: pointSlopeText(m, x1, y1),
    correctKey: lineKey(m, y1 - m * x1),
    distractors: [
      { value: pointSlopeText(m, y1, x1), key: lineKey(m, x1 - m * y1), why: 'swapped the x and y coordinates of the point' },
      { value: pointSlopeText(m, -x1, -y1), key: lineKey(m, -y1 + m * x1), why: 'used the signs of the point as written instead of subtracting them' },
      { value: pointSlopeText(-m, x1, y1), key: lineKey(-m, y1 + m * x1), why: 'lost the sign of the slope' },
    ],
    explanation: `Point-slope form is y - y1 = m(x - x1). Put in m = ${m}, x1 = ${x1} and y1 = ${y1}: ${pointSlopeText(m, x1, y1)}.`,
    rng,
  }),
});

function explainConvert(m: number, x1: number, y1: number): string {
  const b = y1 - m * x1;
  return `Distribute: ${m}(x ${x1 > 0 ? '-' : '+'} ${Math.abs(x1)}) = ${termsText([{ coef: m, power: 1 }, { coef: -m * x1, power: 0 }])}. Then ${y1 > 0 ? 'add' : 'subtract'} ${Math.abs(y1)} on both sides: y = ${termsText([{ coef: m, power: 1 }, { coef: -m * x1, power: 0 }])} ${y1 > 0 ? '+' : '-'} ${Math.abs(y1)}, which is ${slopeInterceptText(m, b)}.`;
}

const pointSlopeConvertBlank = defineLesson({
  key: 'g8-point-slope-to-slope-intercept-blank',
  name: 'Point-slope form to slope-intercept form (m and b)',
  answerForm: INTEGER,
  hints: [
    'Distribute the slope over the parentheses.',
    'Move the number next to y to the other side by doing the opposite.',
    'Combine the numbers to get y = mx + b.',
  ],
  space: pointSlopeSpace,
  build: ([m, x1, y1]) => blankQuestion(
    `Write ${pointSlopeText(m, x1, y1)} in slope-intercept form y = mx + b. m = ___ and b = ___`,
    [m, y1 - m * x1],
    explainConvert(m, x1, y1),
  ),
});

const pointSlopeConvertChoice = defineLesson({
  key: 'g8-point-slope-to-slope-intercept-choice',
  name: 'Point-slope form to slope-intercept form (choose)',
  answerForm: INTEGER,
  hints: [
    'Distribute the slope over the parentheses.',
    'Move the number next to y to the other side by doing the opposite.',
    'Combine the numbers to get y = mx + b.',
  ],
  space: () => pointSlopeSpace().filter(([m, x1, y1]) => y1 - m * x1 !== 0),
  build: ([m, x1, y1], rng) => {
    const b = y1 - m * x1;
    return choiceQuestion({
      text: `Which equation in slope-intercept form is the same line as ${pointSlopeText(m, x1, y1)}?`,
      correct: slopeInterceptText(m, b),
      correctKey: lineKey(m, b),
      distractors: [
        { value: slopeInterceptText(m, y1 - x1), key: lineKey(m, y1 - x1), why: `multiplied only x by ${m}, not the ${x1 > 0 ? '-' : '+'} ${Math.abs(x1)}` },
        { value: slopeInterceptText(m, -m * x1 - y1), key: lineKey(m, -m * x1 - y1), why: `moved ${y1} to the other side without changing its sign` },
        { value: slopeInterceptText(m, y1 + m * x1), key: lineKey(m, y1 + m * x1), why: 'got the sign wrong when distributing' },
        { value: slopeInterceptText(b, m), key: lineKey(b, m), why: 'swapped the slope and the y-intercept' },
      ],
      explanation: explainConvert(m, x1, y1),
      rng,
    });
  },
});

type LawForm = 'product' | 'quotient' | 'power';
const LAW_BASES = ['x', 'y', 'a', 'n'] as const;

function lawText(form: LawForm, base: string, a: number, b: number): { text: string; answer: number; why: string } {
  switch (form) {
    case 'product': return { text: `${base}^${a} · ${base}^${b} = ${base}^___`, answer: a + b, why: `${base}^${a} · ${base}^${b} is ${a} factors of ${base} times ${b} more factors of ${base}. When you multiply powers with the same base, add the exponents: ${a} + ${b} = ${a + b}.` };
    case 'quotient': return { text: `${base}^${a} ÷ ${base}^${b} = ${base}^___`, answer: a - b, why: `Dividing cancels ${b} of the ${a} factors of ${base}. When you divide powers with the same base, subtract the exponents: ${a} - ${b} = ${a - b}.` };
    case 'power': return { text: `(${base}^${a})^${b} = ${base}^___`, answer: a * b, why: `(${base}^${a})^${b} is ${b} groups of ${a} factors of ${base}. For a power of a power, multiply the exponents: ${a} × ${b} = ${a * b}.` };
  }
}

const exponentLawsBlank = defineLesson({
  key: 'g8-exponent-laws-blank',
  name: 'Exponent laws (x^3 · x^4 = x^7)',
  answerForm: INTEGER,
  hints: [
    'Multiplying powers with the same base: add the exponents.',
    'Dividing powers with the same base: subtract the exponents.',
    'A power of a power: multiply the exponents.',
  ],
  space: () => product(product(['product', 'quotient', 'power'] as const, LAW_BASES.map((_, i) => i)), product(range(2, 9), range(2, 6)))
    .filter(([[form, base], [a, b]]) => (form !== 'quotient' || a > b) && (a + b + base) % 3 === 0),
  build: ([[form, base], [a, b]]) => {
    const law = lawText(form, LAW_BASES[base] ?? 'x', a, b);
    return blankQuestion(law.text, [law.answer], law.why);
  },
});

/** Exact value of base^exp as a key, so "2^12" and "4^6" count as the same option. */
function powerKey(base: number, exp: number): string {
  return `power:${String(BigInt(base) ** BigInt(exp))}`;
}

const exponentLawsChoice = defineLesson({
  key: 'g8-exponent-laws-choice',
  name: 'Exponent laws with numbers (choose)',
  answerForm: INTEGER,
  hints: [
    'Check that the bases are the same; the base does not change.',
    'Multiplying: add the exponents. Dividing: subtract them.',
    'Match your answer to an option with the same value.',
  ],
  space: () => product(product([2, 3, 5], ['product', 'quotient'] as const), product(range(2, 8), range(2, 6)))
    // 2 + 2 = 2 × 2 would make "added" and "multiplied" the same exponent, so that pair is left out.
    .filter(([[, form], [a, b]]) => (form === 'product' ? a <= b + 2 && !(a === 2 && b === 2) : a > b + 1)),
  build: ([[base, form], [a, b]], rng) => {
    const option = (bs: number, ex: number) => ({ value: `${bs}^${ex}`, key: powerKey(bs, ex) });
    const right = form === 'product' ? option(base, a + b) : option(base, a - b);
    return choiceQuestion({
      text: form === 'product' ? `Which is equal to ${base}^${a} · ${base}^${b}?` : `Which is equal to ${base}^${a} ÷ ${base}^${b}?`,
      correct: right.value,
      correctKey: right.key,
      distractors: form === 'product'
        ? [
          { ...option(base, a * b), why: 'multiplied the exponents instead of adding them' },
          { ...option(base * base, a + b), why: 'multiplied the bases as well as adding the exponents' },
          { ...option(base * base, a * b), why: 'multiplied both the bases and the exponents' },
          { ...option(base + base, a + b), why: 'added the bases as well as the exponents' },
        ]
        : [
          { ...(a % b === 0 ? option(base, a / b) : { value: '', key: '' }), why: 'divided the exponents instead of subtracting them' },
          { ...option(1, a - b), why: `divided the bases (${base} ÷ ${base} = 1)` },
          { ...option(base, a + b), why: 'added the exponents instead of subtracting them' },
          { ...option(base, a), why: 'ignored the power being divided by' },
        ],
      explanation: form === 'product'
        ? `Same base, so add the exponents: ${base}^${a} · ${base}^${b} = ${base}^(${a} + ${b}) = ${base}^${a + b}. The base stays ${base}.`
        : `Same base, so subtract the exponents: ${base}^${a} ÷ ${base}^${b} = ${base}^(${a} - ${b}) = ${base}^${a - b}. The base stays ${base}.`,
      rng,
    });
  },
});

/** m/10 × 10^p with 11 ≤ m ≤ 99 (m not a multiple of 10), written out in standard form. */
function standardForm(m: number, p: number): string {
  return p >= 1 ? `${m}${'0'.repeat(p - 1)}` : decimalText(m, 1 - p);
}

function sciText(m: number, p: number): string {
  return `${decimalText(m, 1)} × 10^${p}`;
}

type SciAsk = { m: number; p: number; kind: 'exponent' | 'standard' };

const scientificBlank = defineLesson<SciAsk>({
  key: 'g8-scientific-notation-blank',
  name: 'Scientific notation',
  answerForm: DECIMAL,
  hints: [
    'Scientific notation is a number from 1 to 10 times a power of 10.',
    'Count how many places the decimal point moves.',
    'A big number gets a positive exponent; a number less than 1 gets a negative exponent.',
  ],
  space: () => product(range(11, 99).filter((m) => m % 10 !== 0 && m % 4 === 1), product(nonZero(-5, 7), ['exponent', 'standard'] as const))
    .map(([m, [p, kind]]): SciAsk => ({ m, p, kind })),
  build: ({ m, p, kind }) => {
    const n = standardForm(m, p);
    const c = decimalText(m, 1);
    const moves = `${Math.abs(p)} ${Math.abs(p) === 1 ? 'place' : 'places'} ${p > 0 ? 'right' : 'left'}`;
    return kind === 'exponent'
      ? blankQuestion(
        `Write ${n} in scientific notation: ${c} × 10^___`,
        [p],
        `To get from ${c} to ${n}, the decimal point moves ${moves}. So ${n} = ${c} × 10^${p}${p < 0 ? ' (a negative exponent for a number less than 1)' : ''}.`,
      )
      : blankQuestion(
        `Write ${sciText(m, p)} as an ordinary number: ___`,
        [n],
        `10^${p} moves the decimal point of ${c} ${moves}, so ${sciText(m, p)} = ${n}.`,
      );
  },
});

const scientificChoice = defineLesson({
  key: 'g8-scientific-notation-choice',
  name: 'Scientific notation (choose)',
  answerForm: DECIMAL,
  hints: [
    'Scientific notation is a number from 1 to 10 times a power of 10.',
    'Count how many places the decimal point moves.',
    'A big number gets a positive exponent; a number less than 1 gets a negative exponent.',
  ],
  space: () => product(range(11, 99).filter((m) => m % 10 !== 0 && m % 3 === 0), nonZero(-5, 7).filter((p) => Math.abs(p) >= 2)),
  build: ([m, p], rng) => {
    const option = (e: number) => ({ value: sciText(m, e), key: `sci:${m},${e}` });
    return choiceQuestion({
      text: `Which is ${standardForm(m, p)} written in scientific notation?`,
      correct: sciText(m, p),
      correctKey: `sci:${m},${p}`,
      distractors: [
        { ...option(-p), why: p > 0 ? 'used a negative exponent for a big number' : 'used a positive exponent for a number less than 1' },
        { ...option(p + 1), why: 'counted one place too many when moving the decimal point' },
        { ...option(p - 1), why: 'counted one place too few when moving the decimal point' },
      ],
      explanation: `Put the decimal point after the first digit: ${decimalText(m, 1)}. It has to move ${Math.abs(p)} ${Math.abs(p) === 1 ? 'place' : 'places'} ${p > 0 ? 'right' : 'left'} to make ${standardForm(m, p)}, so the exponent is ${p}.`,
      rng,
    });
  },
});

/** Whole-number right triangles: multiples of primitive triples, hypotenuse ≤ 100. */
function triples(): Array<[number, number, number]> {
  const primitive: Array<[number, number, number]> = [[3, 4, 5], [5, 12, 13], [8, 15, 17], [7, 24, 25], [20, 21, 29], [9, 40, 41]];
  return primitive.flatMap(([a, b, c]) => range(1, Math.floor(100 / c)).map((k): [number, number, number] => [a * k, b * k, c * k]));
}

const pythagoreanBlank = defineLesson({
  key: 'g8-pythagorean-blank',
  name: 'Pythagorean theorem (find a side)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'In a right triangle, a² + b² = c², and c is the hypotenuse.',
    'To find the hypotenuse, add the squares of the legs.',
    'To find a leg, subtract the square of the other leg from c².',
    'Then find the number whose square is the result.',
  ],
  space: () => product(triples(), ['hypotenuse', 'leg a', 'leg b'] as const),
  build: ([[a, b, c], ask]) => {
    if (ask === 'hypotenuse') {
      return blankQuestion(
        `A right triangle has legs ${a} and ${b}. How long is the hypotenuse? ___`,
        [c],
        `a² + b² = c²: ${a}² + ${b}² = ${a * a} + ${b * b} = ${c * c}. The number whose square is ${c * c} is ${c}, so the hypotenuse is ${c}.`,
      );
    }
    const [known, missing] = ask === 'leg a' ? [b, a] : [a, b];
    return blankQuestion(
      `A right triangle has a leg of ${known} and a hypotenuse of ${c}. How long is the other leg? ___`,
      [missing],
      `a² + b² = c², so the missing leg squared is ${c}² - ${known}² = ${c * c} - ${known * known} = ${missing * missing}. The number whose square is ${missing * missing} is ${missing}.`,
    );
  },
});

const pythagoreanChoice = defineLesson({
  key: 'g8-pythagorean-choice',
  name: 'Pythagorean theorem (choose the hypotenuse)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Square each leg.',
    'Add the two squares.',
    'Find the number whose square is that sum: that is the hypotenuse.',
  ],
  space: () => product(triples(), [false, true]),
  build: ([[a, b, c], swap], rng) => {
    const [p, q] = swap ? [b, a] : [a, b];
    return choiceQuestion({
      text: `The legs of a right triangle are ${p} cm and ${q} cm. How long is the hypotenuse in cm?`,
      correct: c,
      distractors: [
        { value: p + q, why: 'added the legs instead of their squares' },
        { value: p * p + q * q, why: 'forgot to take the square root at the end' },
        { value: Math.abs(p - q) > 0 ? Math.abs(p - q) : -1, why: 'subtracted the legs, mixing up the hypotenuse and a leg' },
      ],
      explanation: `Square the legs and add: ${p * p} + ${q * q} = ${c * c}. The hypotenuse is the square root: ${c} × ${c} = ${c * c}, so it is ${c} cm.`,
      rng,
    });
  },
});

/** Canonical key of a polynomial: its standard-form text. */
function polyKey(terms: readonly Term[]): string {
  return `poly:${termsText(descending(terms))}`;
}

const standardFormBlank = defineLesson({
  key: 'g8-polynomial-standard-form-blank',
  name: 'Polynomials in standard form (coefficients)',
  answerForm: INTEGER,
  hints: [
    'Like terms have the same power of x.',
    'Add the coefficients of like terms and keep the exponent.',
    'Write the terms from the highest exponent to the lowest.',
  ],
  space: () => product(product(nonZero(-5, 6), nonZero(-4, 5)), product(product(nonZero(-6, 6), nonZero(-9, 9)), nonZero(-4, 5)))
    .map(([[q, p], [[t, s], r]]): [number, number, number, number, number] => [p, q, r, s, t])
    .filter(([p, q, r, s, t]) => p + r !== 0 && q + t !== 0 && (p + 2 * q + 3 * r + 5 * s + 7 * t) % 97 === 0),
  build: ([p, q, r, s, t]) => {
    const mixed: Term[] = [{ coef: q, power: 1 }, { coef: p, power: 2 }, { coef: s, power: 0 }, { coef: r, power: 2 }, { coef: t, power: 1 }];
    const std = descending(mixed);
    return blankQuestion(
      `Write ${termsText(mixed)} in standard form ax^2 + bx + c (exponents from highest to lowest). a = ___, b = ___, c = ___`,
      [p + r, q + t, s],
      `Combine like terms: the x^2 terms give ${termsText([{ coef: p + r, power: 2 }])}, the x terms give ${termsText([{ coef: q + t, power: 1 }])}, and the number is ${s}. In standard form, highest exponent first: ${termsText(std)}.`,
    );
  },
});

const standardFormChoice = defineLesson({
  key: 'g8-polynomial-standard-form-choice',
  name: 'Polynomials in standard form (choose)',
  answerForm: INTEGER,
  hints: [
    'Like terms have the same power of x.',
    'Add the coefficients of like terms and keep the exponent.',
    'Write the terms from the highest exponent to the lowest.',
  ],
  space: () => product(product(range(1, 6), nonZero(-7, 7)), product(range(1, 4), nonZero(-9, 9)))
    .map(([[p, q], [r, s]]): [number, number, number, number] => [p, q, r, s])
    .filter(([p, q, r, s]) => (p + q + r + s) % 3 === 0),
  build: ([p, q, r, s], rng) => {
    const given: Term[] = [{ coef: q, power: 1 }, { coef: p, power: 2 }, { coef: s, power: 0 }, { coef: r, power: 2 }];
    const right = descending(given);
    const option = (terms: Term[]) => ({ value: termsText(descending(terms)), key: polyKey(terms) });
    return choiceQuestion({
      text: `Which polynomial is ${termsText(given)} written in standard form?`,
      correct: termsText(right),
      correctKey: polyKey(given),
      distractors: [
        { ...option([{ coef: p + r, power: 4 }, { coef: q, power: 1 }, { coef: s, power: 0 }]), why: 'added the exponents when adding the x^2 terms' },
        { ...option([{ coef: p + r + q, power: 2 }, { coef: s, power: 0 }]), why: 'combined x^2 terms with x terms (unlike terms)' },
        { ...option([{ coef: p + r, power: 2 }, { coef: q, power: 1 }, { coef: -s, power: 0 }]), why: 'lost the sign of the number term' },
        { ...option([{ coef: p * r, power: 2 }, { coef: q, power: 1 }, { coef: s, power: 0 }]), why: 'multiplied the x^2 coefficients instead of adding' },
      ],
      explanation: `Add the like terms: ${termsText([{ coef: p, power: 2 }])} and ${termsText([{ coef: r, power: 2 }])} make ${termsText([{ coef: p + r, power: 2 }])}. Then write the terms from the highest exponent to the lowest: ${termsText(right)}.`,
      rng,
    });
  },
});

/** Grade 8 skills. */
export const G8_SKILLS: SkillDef[] = [
  { key: 'g8-slope', grade: 8, name: 'Slope from two points', standard: '8.F.B.4', prerequisites: ['g7-proportional-relationships', 'g7-add-subtract-integers', 'g6-coordinate-plane'], lessons: [slopeBlank, slopeChoice] },
  { key: 'g8-slope-intercept', grade: 8, name: 'Slope-intercept form y = mx + b', standard: '8.EE.B.6', prerequisites: ['g8-slope', 'g7-two-step-equations'], lessons: [slopeInterceptBlank, slopeInterceptChoice] },
  { key: 'g8-point-slope', grade: 8, name: 'Point-slope form', standard: '8.F.B.4', prerequisites: ['g8-slope-intercept', 'g7-like-terms'], lessons: [pointSlopeChoice, pointSlopeConvertBlank, pointSlopeConvertChoice] },
  { key: 'g8-exponent-laws', grade: 8, name: 'Exponent laws', standard: '8.EE.A.1', prerequisites: ['g6-exponents', 'g7-like-terms'], lessons: [exponentLawsBlank, exponentLawsChoice] },
  { key: 'g8-scientific-notation', grade: 8, name: 'Scientific notation', standard: '8.EE.A.3', prerequisites: ['g8-exponent-laws', 'g5-powers-of-ten'], lessons: [scientificBlank, scientificChoice] },
  { key: 'g8-pythagorean', grade: 8, name: 'Pythagorean theorem', standard: '8.G.B.7', prerequisites: ['g6-exponents', 'g8-irrational-numbers'], lessons: [pythagoreanBlank, pythagoreanChoice] },
  // Common Core puts polynomial arithmetic in high school (A-APR.A.1); it is kept here with the
  // grade-8 exponent standard it builds on, because the catalogue's codes are grade codes.
  { key: 'g8-polynomials', grade: 8, name: 'Polynomials in standard form', standard: '8.EE.A.1', prerequisites: ['g7-like-terms', 'g8-exponent-laws'], lessons: [standardFormBlank, standardFormChoice] },
  ...G8_FUNCTION_SKILLS,
  ...G8_DATA_SKILLS,
];

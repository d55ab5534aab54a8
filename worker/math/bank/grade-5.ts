/** Grade 5: fractions with unlike denominators, decimals, volume, order of operations, powers of ten. */
import type { SkillDef } from './types.js';
import {
  DECIMAL, FRACTION_ANY_FORM, FRACTION_SIMPLEST, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range,
} from './lesson.js';
import { decimalText, gcd, lcm, simplestText } from './notation.js';
import { G5_COORDINATES, G5_GEOMETRY } from './g45-geometry.js';
import { G5_MEASUREMENT } from './g45-measurement.js';
import { G5_WORD } from './g45-word.js';
import { G5_DATA } from './g45-data.js';

/** Proper fractions in lowest terms with denominators 2..12 used in grade 5. */
function properFractions(dens: readonly number[]): Array<[number, number]> {
  return dens.flatMap((d) => range(1, d - 1).filter((n) => gcd(n, d) === 1).map((n): [number, number] => [n, d]));
}

/** Rewrites a/b and c/d over their least common denominator and explains the step. */
function explainUnlike(a: number, b: number, c: number, d: number, op: '+' | '-'): string {
  const m = lcm(b, d);
  const [a2, c2] = [a * (m / b), c * (m / d)];
  const top = op === '+' ? a2 + c2 : a2 - c2;
  const result = simplestText(top, m);
  const simplified = result === `${top}/${m}` ? '' : ` In simplest form that is ${result}.`;
  return `Use a common denominator: ${m} works for ${b} and ${d}. ${a}/${b} = ${a2}/${m} and ${c}/${d} = ${c2}/${m}, so ${a2}/${m} ${op} ${c2}/${m} = ${top}/${m}.${simplified}`;
}

type UnlikeParams = { a: number; b: number; c: number; d: number; op: '+' | '-' };

const unlikeBlank = defineLesson<UnlikeParams>({
  key: 'g5-unlike-fractions-blank',
  name: 'Add and subtract fractions with unlike denominators',
  answerForm: FRACTION_SIMPLEST,
  hints: [
    'Find a common denominator for both fractions.',
    'Rename each fraction with that denominator.',
    'Add or subtract the tops, then simplify.',
  ],
  space: () => product(properFractions([2, 3, 4, 5, 6, 8]), properFractions([2, 3, 4, 5, 6, 8]))
    .filter(([[, b], [, d]]) => b < d)
    .flatMap(([[a, b], [c, d]]): UnlikeParams[] => [
      { a, b, c, d, op: '+' },
      ...(a * d > c * b ? [{ a, b, c, d, op: '-' as const }] : []),
    ]),
  build: ({ a, b, c, d, op }) => {
    const m = lcm(b, d);
    const top = op === '+' ? a * (m / b) + c * (m / d) : a * (m / b) - c * (m / d);
    return blankQuestion(
      `${a}/${b} ${op} ${c}/${d} = ___ (write it in simplest form)`,
      [simplestText(top, m)],
      explainUnlike(a, b, c, d, op),
    );
  },
});

const unlikeChoice = defineLesson({
  key: 'g5-unlike-fractions-choice',
  name: 'Add fractions with unlike denominators (choose the answer)',
  answerForm: FRACTION_SIMPLEST,
  hints: [
    'Do not add the bottom numbers.',
    'Rename both fractions with a common denominator.',
    'Add the tops and simplify.',
  ],
  space: () => product(properFractions([2, 3, 4, 5, 6]), properFractions([3, 4, 5, 6, 8, 10])).filter(([[, b], [, d]]) => b < d),
  build: ([[a, b], [c, d]], rng) => {
    const m = lcm(b, d);
    const top = a * (m / b) + c * (m / d);
    return choiceQuestion({
      text: `What is ${a}/${b} + ${c}/${d}?`,
      correct: simplestText(top, m),
      distractors: [
        { value: `${a + c}/${b + d}`, why: 'added the tops and added the bottoms' },
        { value: `${a + c}/${m}`, why: 'found a common denominator but did not change the tops' },
        { value: `${a + c}/${b * d}`, why: 'multiplied the bottoms but only added the tops' },
        { value: simplestText(a * d + c * b + 1, b * d), why: 'made a slip when renaming the tops' },
      ],
      explanation: explainUnlike(a, b, c, d, '+'),
      rng,
    });
  },
});

const multiplyBlank = defineLesson({
  key: 'g5-multiply-fractions-blank',
  name: 'Multiply fractions',
  // 5.NF.B.4 does not require simplest form: 6/12 and 1/2 are both right.
  answerForm: FRACTION_ANY_FORM,
  hints: [
    'Multiply the top numbers.',
    'Multiply the bottom numbers.',
    'Simplify if you can.',
  ],
  space: () => product(properFractions([2, 3, 4, 5, 6]), properFractions([2, 3, 4, 5, 6, 8])).filter(([[a, b], [c, d]]) => (a + b + c + d) % 2 === 0),
  build: ([[a, b], [c, d]]) => {
    const result = simplestText(a * c, b * d);
    return blankQuestion(
      `${a}/${b} × ${c}/${d} = ___`,
      [`${a * c}/${b * d}`],
      `Multiply the tops and multiply the bottoms: ${a} × ${c} = ${a * c} and ${b} × ${d} = ${b * d}. So the product is ${a * c}/${b * d}${result === `${a * c}/${b * d}` ? '' : `, which simplifies to ${result}`}.`,
    );
  },
});

const wholeTimesFraction = defineLesson({
  key: 'g5-multiply-fractions-choice',
  name: 'Whole number times a fraction (choose the answer)',
  answerForm: FRACTION_ANY_FORM,
  hints: [
    'Think of the whole number as that many groups of the fraction.',
    'Multiply the whole number by the top only.',
    'Keep the bottom number.',
  ],
  space: () => product(range(2, 9), properFractions([3, 4, 5, 6, 8, 10])).filter(([w, [, b]]) => w !== b && (w + b) % 2 === 1),
  build: ([w, [a, b]], rng) => choiceQuestion({
    text: `What is ${w} × ${a}/${b}?`,
    correct: simplestText(w * a, b),
    distractors: [
      { value: `${w * a}/${w * b}`, why: 'multiplied the top and the bottom by the whole number' },
      { value: `${a}/${w * b}`, why: 'multiplied the bottom instead of the top' },
      { value: `${w + a}/${b}`, why: 'added the whole number to the top' },
    ],
    explanation: `${w} × ${a}/${b} means ${w} groups of ${a}/${b}. Only the number of parts grows: ${w} × ${a} = ${w * a}, so the answer is ${w * a}/${b}${simplestText(w * a, b) === `${w * a}/${b}` ? '' : ` = ${simplestText(w * a, b)}`}.`,
    rng,
  }),
});

type DecimalOp = { a: number; b: number; op: '+' | '-' | '×' };

const decimalBlank = defineLesson<DecimalOp>({
  key: 'g5-decimal-operations-blank',
  name: 'Add, subtract and multiply decimals',
  answerForm: DECIMAL,
  hints: [
    'Line up the decimal points.',
    'Add, subtract or multiply as with whole numbers.',
    'Put the decimal point back in the right place.',
  ],
  space: () => [
    // a, b in hundredths for + and -, a in tenths times a whole number for ×.
    ...product(range(105, 995, 45), range(25, 475, 50)).map(([a, b]): DecimalOp => ({ a, b, op: '+' })),
    ...product(range(305, 995, 45), range(25, 275, 50)).map(([a, b]): DecimalOp => ({ a, b, op: '-' })),
    ...product(range(12, 98, 7), range(2, 9)).map(([a, b]): DecimalOp => ({ a, b, op: '×' })),
  ],
  build: ({ a, b, op }) => {
    if (op === '×') {
      const x = decimalText(a, 1);
      return blankQuestion(
        `${x} × ${b} = ___`,
        [decimalText(a * b, 1)],
        `Multiply as whole numbers: ${a} × ${b} = ${a * b}. ${x} has one decimal place, so the answer has one too: ${decimalText(a * b, 1)}.`,
      );
    }
    const [x, y] = [decimalText(a, 2), decimalText(b, 2)];
    const result = op === '+' ? a + b : a - b;
    return blankQuestion(
      `${x} ${op} ${y} = ___`,
      [decimalText(result, 2)],
      `Line up the decimal points and write both with two places: ${(a / 100).toFixed(2)} ${op} ${(b / 100).toFixed(2)}. ${op === '+' ? 'Add' : 'Subtract'} like whole numbers and keep the point in place: ${(result / 100).toFixed(2)}, which is ${decimalText(result, 2)}.`,
    );
  },
});

const decimalChoice = defineLesson({
  key: 'g5-decimal-operations-choice',
  name: 'Multiply tenths by tenths (choose the answer)',
  answerForm: DECIMAL,
  hints: [
    'Multiply as if there were no decimal points.',
    'Count the decimal places in both factors.',
    'Give the answer that many decimal places.',
  ],
  space: () => product(product(range(2, 9), range(2, 9)), [0, 1] as const).map(([[a, b], whole]): [number, number, 0 | 1] => [a, b, whole]),
  build: ([a, b, whole], rng) => {
    // whole = 1 puts a whole number in front of the first factor (1.a × 0.b) for more variety.
    const first = whole === 1 ? 10 + a : a;
    const product10 = first * b;
    return choiceQuestion({
      text: `What is ${decimalText(first, 1)} × ${decimalText(b, 1)}?`,
      correct: decimalText(product10, 2),
      distractors: [
        { value: decimalText(product10, 1), why: 'counted only one decimal place in the answer' },
        { value: decimalText(first + b, 1), why: 'added instead of multiplying' },
        { value: String(product10), why: 'left out the decimal point' },
      ],
      explanation: `Multiply as whole numbers: ${first} × ${b} = ${product10}. Each factor has one decimal place, so the answer has 1 + 1 = 2 places: ${decimalText(product10, 2)}.`,
      rng,
    });
  },
});

const BOXES = ['box', 'fish tank', 'toy chest', 'sandbox', 'drawer'] as const;

const volumeBlank = defineLesson({
  key: 'g5-volume-blank',
  name: 'Volume of a rectangular box',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Volume = length × width × height.',
    'First find how many cubes fit in the bottom layer.',
    'Then multiply by the number of layers.',
  ],
  space: () => product(range(2, 12), product(range(2, 8), range(1, 6))).filter(([l, [w, h]]) => w <= l && (l + w + h) % 2 === 0),
  build: ([l, [w, h]]) => blankQuestion(
    `A box is ${l} cm long, ${w} cm wide and ${h} cm tall. Its volume is ___ cubic centimeters.`,
    [l * w * h],
    `Volume = length × width × height. The bottom layer holds ${l} × ${w} = ${l * w} cubes, and there ${h === 1 ? 'is 1 layer' : `are ${h} layers`}: ${l * w} × ${h} = ${l * w * h} cubic centimeters.`,
  ),
});

const volumeChoice = defineLesson({
  key: 'g5-volume-choice',
  name: 'Volume (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Volume = length × width × height.',
    'Multiply two of the sides first, then the third.',
  ],
  space: () => product(BOXES.map((_, i) => i), product(range(3, 10), product(range(2, 6), range(2, 5)))).filter(([, [l, [w]]]) => w < l),
  build: ([box, [l, [w, h]]], rng) => choiceQuestion({
    text: `A ${BOXES[box] ?? 'box'} is ${l} m long, ${w} m wide and ${h} m tall. What is its volume in cubic meters?`,
    correct: l * w * h,
    distractors: [
      { value: l * w, why: 'found the area of the bottom and forgot the height' },
      { value: l + w + h, why: 'added the three lengths' },
      { value: 2 * (l * w + l * h + w * h), why: 'found the surface area (the outside faces) instead' },
    ],
    explanation: `Volume = length × width × height = ${l} × ${w} × ${h}. ${l} × ${w} = ${l * w} cubes in each layer, times ${h} layers = ${l * w * h} cubic meters.`,
    rng,
  }),
});

type OrderForm = 'a+b*c' | 'a*b+c' | '(a+b)*c' | 'a*(b+c)' | 'a-b*c' | 'a+b/c';
const ORDER_FORMS: readonly OrderForm[] = ['a+b*c', 'a*b+c', '(a+b)*c', 'a*(b+c)', 'a-b*c', 'a+b/c'];

/** Value, the left-to-right (wrong) value, and text of one expression. */
function orderExpression(form: OrderForm, a: number, b: number, c: number): { text: string; value: number; leftToRight: number; why: string } {
  switch (form) {
    case 'a+b*c': return { text: `${a} + ${b} × ${c}`, value: a + b * c, leftToRight: (a + b) * c, why: `Multiply first: ${b} × ${c} = ${b * c}. Then add: ${a} + ${b * c} = ${a + b * c}.` };
    case 'a*b+c': return { text: `${a} × ${b} + ${c}`, value: a * b + c, leftToRight: a * (b + c), why: `Multiply first: ${a} × ${b} = ${a * b}. Then add: ${a * b} + ${c} = ${a * b + c}.` };
    case '(a+b)*c': return { text: `(${a} + ${b}) × ${c}`, value: (a + b) * c, leftToRight: a + b * c, why: `Parentheses first: ${a} + ${b} = ${a + b}. Then multiply: ${a + b} × ${c} = ${(a + b) * c}.` };
    case 'a*(b+c)': return { text: `${a} × (${b} + ${c})`, value: a * (b + c), leftToRight: a * b + c, why: `Parentheses first: ${b} + ${c} = ${b + c}. Then multiply: ${a} × ${b + c} = ${a * (b + c)}.` };
    case 'a-b*c': return { text: `${a} - ${b} × ${c}`, value: a - b * c, leftToRight: (a - b) * c, why: `Multiply first: ${b} × ${c} = ${b * c}. Then subtract: ${a} - ${b * c} = ${a - b * c}.` };
    case 'a+b/c': return { text: `${a} + ${b * c} ÷ ${c}`, value: a + b, leftToRight: (a + b * c) / c, why: `Divide first: ${b * c} ÷ ${c} = ${b}. Then add: ${a} + ${b} = ${a + b}.` };
  }
}

function orderSpace(): Array<[OrderForm, number, number, number]> {
  return product(ORDER_FORMS, product(range(2, 9), product(range(2, 9), range(2, 6))))
    .map(([f, [a, [b, c]]]): [OrderForm, number, number, number] => [f, f === 'a-b*c' ? a + 30 : a, b, c])
    // A quarter of the grid is plenty; grade 5 stays with whole numbers that are not negative.
    .filter(([f, a, b, c]) => (a + 2 * b + 3 * c + ORDER_FORMS.indexOf(f)) % 4 === 0 && orderExpression(f, a, b, c).value >= 0);
}

const orderBlank = defineLesson({
  key: 'g5-order-of-operations-blank',
  name: 'Order of operations',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Work inside parentheses first.',
    'Then multiply and divide from left to right.',
    'Then add and subtract from left to right.',
  ],
  space: orderSpace,
  build: ([form, a, b, c]) => {
    const e = orderExpression(form, a, b, c);
    return blankQuestion(`${e.text} = ___`, [e.value], e.why);
  },
});

const orderChoice = defineLesson({
  key: 'g5-order-of-operations-choice',
  name: 'Order of operations (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Parentheses first.',
    'Then × and ÷, before + and -.',
    'Watch out for choices that work only from left to right.',
  ],
  space: () => orderSpace().filter(([form, a, b, c]) => {
    const e = orderExpression(form, a, b, c);
    return Number.isInteger(e.leftToRight) && e.leftToRight !== e.value;
  }),
  build: ([form, a, b, c], rng) => {
    const e = orderExpression(form, a, b, c);
    return choiceQuestion({
      text: `What is ${e.text}?`,
      correct: e.value,
      distractors: [
        { value: e.leftToRight, why: 'worked from left to right, ignoring that × and ÷ (and parentheses) come first' },
        { value: e.value + 1, why: 'made an adding slip' },
        { value: e.value > 1 ? e.value - 1 : -1, why: 'made a subtracting slip' },
      ],
      explanation: e.why,
      rng,
    });
  },
});

type PowerAsk = { kind: 'power'; p: number } | { kind: 'times'; x: number; p: number } | { kind: 'divide'; n: number; p: number };

const powersBlank = defineLesson<PowerAsk>({
  key: 'g5-powers-of-ten-blank',
  name: 'Powers of ten (10^3 = 1000)',
  answerForm: DECIMAL,
  hints: [
    '10^3 means 10 × 10 × 10: a 1 followed by 3 zeros.',
    'Multiplying by 10^n moves the decimal point n places to the right.',
    'Dividing by 10^n moves it n places to the left.',
  ],
  space: () => [
    ...range(1, 6).map((p): PowerAsk => ({ kind: 'power', p })),
    ...product(range(12, 98, 5), range(1, 3)).map(([x, p]): PowerAsk => ({ kind: 'times', x, p })),
    ...product(range(36, 960, 61), range(1, 2)).map(([n, p]): PowerAsk => ({ kind: 'divide', n, p })),
  ],
  build: (ask) => {
    if (ask.kind === 'power') {
      const value = 10 ** ask.p;
      return blankQuestion(
        `10^${ask.p} = ___`,
        [value],
        `10^${ask.p} means ${ask.p} tens multiplied together: ${Array(ask.p).fill('10').join(' × ')} = ${value}. That is 1 followed by ${ask.p} ${ask.p === 1 ? 'zero' : 'zeros'}.`,
      );
    }
    if (ask.kind === 'times') {
      const x = decimalText(ask.x, 1);
      return blankQuestion(
        `${x} × 10^${ask.p} = ___`,
        [decimalText(ask.x * 10 ** ask.p, 1)],
        `Multiplying by 10^${ask.p} moves each digit ${ask.p} ${ask.p === 1 ? 'place' : 'places'} to the left, so the decimal point moves ${ask.p} ${ask.p === 1 ? 'place' : 'places'} right: ${x} × 10^${ask.p} = ${decimalText(ask.x * 10 ** ask.p, 1)}.`,
      );
    }
    return blankQuestion(
      `${ask.n} ÷ 10^${ask.p} = ___`,
      [decimalText(ask.n, ask.p)],
      `Dividing by 10^${ask.p} moves each digit ${ask.p} ${ask.p === 1 ? 'place' : 'places'} to the right, so the decimal point moves ${ask.p} ${ask.p === 1 ? 'place' : 'places'} left: ${ask.n} ÷ 10^${ask.p} = ${decimalText(ask.n, ask.p)}.`,
    );
  },
});

const powersChoice = defineLesson({
  key: 'g5-powers-of-ten-choice',
  name: 'Multiply by a power of ten (choose the answer)',
  answerForm: DECIMAL,
  hints: [
    'Find how many zeros the power of ten has.',
    'Move the decimal point that many places to the right.',
  ],
  space: () => product(range(12, 99).filter((x) => x % 10 !== 0 && x % 3 === 0), range(1, 4)),
  build: ([x, p], rng) => {
    const shown = decimalText(x, 1);
    return choiceQuestion({
      text: `What is ${shown} × 10^${p}?`,
      correct: decimalText(x * 10 ** p, 1),
      distractors: [
        { value: `${shown}${'0'.repeat(p)}`, why: 'wrote zeros after the digits instead of moving the decimal point' },
        { value: decimalText(x * 10 ** (p - 1), 1), why: 'moved the decimal point one place too few' },
        { value: decimalText(x * 10 ** (p + 1), 1), why: 'moved the decimal point one place too many' },
        { value: decimalText(x * 10 * p, 1), why: `multiplied by 10 × ${p} instead of 10^${p}` },
      ],
      explanation: `10^${p} is ${10 ** p}. Multiplying by it moves the decimal point ${p} ${p === 1 ? 'place' : 'places'} to the right: ${shown} becomes ${decimalText(x * 10 ** p, 1)}.`,
      rng,
    });
  },
});

/** Grade 5 skills. */
export const G5_SKILLS: SkillDef[] = [
  { key: 'g5-unlike-fractions', grade: 5, name: 'Add and subtract fractions with unlike denominators', standard: '5.NF.A.1', prerequisites: ['g4-add-like-fractions', 'g4-equivalent-fractions', 'g4-factors-multiples'], lessons: [unlikeBlank, unlikeChoice] },
  { key: 'g5-multiply-fractions', grade: 5, name: 'Multiply fractions', standard: '5.NF.B.4', prerequisites: ['g4-add-like-fractions', 'g4-mixed-numbers'], lessons: [multiplyBlank, wholeTimesFraction] },
  { key: 'g5-decimal-operations', grade: 5, name: 'Decimal operations', standard: '5.NBT.B.7', prerequisites: ['g4-decimal-fractions', 'g4-multi-digit-multiplication'], lessons: [decimalBlank, decimalChoice] },
  { key: 'g5-volume', grade: 5, name: 'Volume of rectangular prisms', standard: '5.MD.C.5', prerequisites: ['g4-area-perimeter', 'g4-multi-digit-multiplication'], lessons: [volumeBlank, volumeChoice] },
  { key: 'g5-order-of-operations', grade: 5, name: 'Order of operations', standard: '5.OA.A.1', prerequisites: ['g4-multi-digit-multiplication', 'g4-division-remainders'], lessons: [orderBlank, orderChoice] },
  { key: 'g5-powers-of-ten', grade: 5, name: 'Powers of ten', standard: '5.NBT.A.2', prerequisites: ['g4-decimal-fractions', 'g4-multi-digit-multiplication'], lessons: [powersBlank, powersChoice] },
  { key: 'g5-coordinate-plane', grade: 5, name: 'Points on the coordinate plane', standard: '5.G.A.1', prerequisites: ['g3-fractions-number-line', 'g4-classify-angles'], lessons: [G5_COORDINATES.whichPoint, G5_COORDINATES.movePoint] },
  { key: 'g5-classify-figures', grade: 5, name: 'Families of quadrilaterals and triangles', standard: '5.G.B.4', prerequisites: ['g4-classify-angles', 'g3-quadrilaterals'], lessons: [G5_GEOMETRY.figuresChoice, G5_GEOMETRY.trianglesChoice] },
  { key: 'g5-unit-conversion', grade: 5, name: 'Convert units of measure', standard: '5.MD.A.1', prerequisites: ['g4-unit-conversion', 'g5-powers-of-ten'], lessons: [G5_MEASUREMENT.convertG5Blank, G5_MEASUREMENT.convertG5Word] },
  { key: 'g5-line-plot', grade: 5, name: 'Line plots with eighths', standard: '5.MD.B.2', prerequisites: ['g4-line-plot', 'g5-unlike-fractions'], lessons: [G5_DATA.g5PlotBlank, G5_DATA.g5PlotChoice] },
  { key: 'g5-word-problems', grade: 5, name: 'Fraction word problems', standard: '5.NF.B.6', prerequisites: ['g5-unlike-fractions', 'g5-multiply-fractions'], lessons: [G5_WORD.g5WordBlank, G5_WORD.g5WordChoice] },
];

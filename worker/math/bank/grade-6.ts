/** Grade 6: ratios and rates, dividing fractions, integers, exponents, one-step equations, percents. */
import type { SkillDef } from './types.js';
import {
  DECIMAL, FRACTION_SIMPLEST, INTEGER, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, orList, product, range,
} from './lesson.js';
import { gcd, simplestText } from './notation.js';
import { G6_NEW_SKILLS } from './g67-grade6.js';

const ratioBlank = defineLesson({
  key: 'g6-equivalent-ratios-blank',
  name: 'Equivalent ratios',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the number that is in both ratios, like 3 and 12.',
    'Ask: what was it multiplied by to get the new number?',
    'Multiply the other number of the ratio by the same amount.',
  ],
  space: () => product(product(range(1, 9), range(1, 9)).filter(([a, b]) => a !== b && gcd(a, b) === 1), product(range(2, 6), [0, 1])),
  build: ([[a, b], [k, hide]]) => {
    const text = hide === 0
      ? `${a} to ${b} is the same ratio as ___ to ${b * k}.`
      : `${a} to ${b} is the same ratio as ${a * k} to ___.`;
    return blankQuestion(
      text,
      [hide === 0 ? a * k : b * k],
      `${hide === 0 ? `${b} × ${k} = ${b * k}` : `${a} × ${k} = ${a * k}`}, so both numbers of the ratio are multiplied by ${k}. ${a} × ${k} = ${a * k} and ${b} × ${k} = ${b * k}, so ${a} to ${b} is the same as ${a * k} to ${b * k}.`,
    );
  },
});

interface RateContext { text: string; unit: string }
const RATES: readonly RateContext[] = [
  { text: 'A car goes {total} miles in {n} hours. How many miles does it go in 1 hour?', unit: 'miles per hour' },
  { text: '{n} tickets cost {total} dollars. How many dollars does 1 ticket cost?', unit: 'dollars per ticket' },
  { text: 'A printer prints {total} pages in {n} minutes. How many pages does it print in 1 minute?', unit: 'pages per minute' },
  { text: 'A runner runs {total} laps in {n} days, the same number each day. How many laps is that per day?', unit: 'laps per day' },
];

const unitRateChoice = defineLesson({
  key: 'g6-unit-rate-choice',
  name: 'Unit rates (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'A unit rate is the amount for just 1.',
    'Divide the total by how many there are.',
  ],
  space: () => product(RATES.map((_, i) => i), product(range(2, 8), range(3, 15))).filter(([c, [n, r]]) => (c + n + r) % 2 === 0),
  build: ([c, [n, rate]], rng) => {
    const context = RATES[c] ?? RATES[0];
    const total = n * rate;
    return choiceQuestion({
      text: (context?.text ?? '').replace('{total}', String(total)).replace('{n}', String(n)),
      correct: rate,
      distractors: [
        { value: total * n, why: 'multiplied instead of dividing' },
        { value: total - n, why: 'subtracted instead of dividing' },
        { value: total + n, why: 'added the two numbers' },
      ],
      explanation: `A unit rate is the amount for 1. Divide: ${total} ÷ ${n} = ${rate}, so it is ${rate} ${context?.unit ?? ''}.`,
      rng,
    });
  },
});

function lowest(dens: readonly number[]): Array<[number, number]> {
  return dens.flatMap((d) => range(1, d - 1).filter((n) => gcd(n, d) === 1).map((n): [number, number] => [n, d]));
}

const divideBlank = defineLesson({
  key: 'g6-divide-fractions-blank',
  name: 'Divide fractions',
  answerForm: FRACTION_SIMPLEST,
  hints: [
    'Keep the first fraction.',
    'Change ÷ to × and flip the second fraction upside down.',
    'Multiply the tops and the bottoms, then simplify.',
  ],
  space: () => product(lowest([2, 3, 4, 5, 6, 8]), lowest([2, 3, 4, 5, 6, 8])).filter(([[a, b], [c, d]]) => a * d !== b * c && (a + b + c + d) % 2 === 0),
  build: ([[a, b], [c, d]]) => {
    const result = simplestText(a * d, b * c);
    return blankQuestion(
      `${a}/${b} ÷ ${c}/${d} = ___ (write it in simplest form)`,
      [result],
      `Dividing by ${c}/${d} is the same as multiplying by its reciprocal ${d}/${c}. ${a}/${b} × ${d}/${c} = ${a * d}/${b * c}${result === `${a * d}/${b * c}` ? '' : `, which is ${result} in simplest form`}.`,
    );
  },
});

const divideChoice = defineLesson({
  key: 'g6-divide-fractions-choice',
  name: 'Divide fractions (choose the answer)',
  answerForm: FRACTION_SIMPLEST,
  hints: [
    'Keep the first fraction.',
    'Change ÷ to × and flip the second fraction upside down.',
    'Multiply the tops and the bottoms, then simplify.',
  ],
  space: () => product(lowest([2, 3, 4, 5, 6]), lowest([3, 4, 5, 6, 8])).filter(([[a, b], [c, d]]) => a * d !== b * c && b !== d),
  build: ([[a, b], [c, d]], rng) => choiceQuestion({
    text: `What is ${a}/${b} ÷ ${c}/${d}?`,
    correct: simplestText(a * d, b * c),
    distractors: [
      { value: simplestText(a * c, b * d), why: 'multiplied without flipping the second fraction' },
      { value: simplestText(b * c, a * d), why: 'flipped the first fraction instead of the second' },
      { value: simplestText(b * d, a * c), why: 'flipped both fractions' },
    ],
    explanation: `Keep ${a}/${b}, change ÷ to ×, and flip ${c}/${d} to ${d}/${c}. ${a}/${b} × ${d}/${c} = ${a * d}/${b * c}${simplestText(a * d, b * c) === `${a * d}/${b * c}` ? '' : ` = ${simplestText(a * d, b * c)}`}.`,
    rng,
  }),
});

type IntegerAsk = { kind: 'abs' | 'opposite'; n: number };

const integersBlank = defineLesson<IntegerAsk>({
  key: 'g6-absolute-value-blank',
  name: 'Absolute value and opposites',
  answerForm: INTEGER,
  hints: [
    'Absolute value is the distance from 0, so it is never negative.',
    'The opposite of a number is the same distance from 0 on the other side.',
  ],
  space: () => product(['abs', 'opposite'] as const, range(-30, 30).filter((n) => n !== 0)).map(([kind, n]): IntegerAsk => ({ kind, n })),
  build: ({ kind, n }) => kind === 'abs'
    ? blankQuestion(
      `|${n}| = ___`,
      [Math.abs(n)],
      `Absolute value is the distance from 0 on the number line, and a distance is never negative. ${n} is ${Math.abs(n)} steps from 0, so |${n}| = ${Math.abs(n)}.`,
    )
    : blankQuestion(
      `The opposite of ${n} is ___.`,
      [-n],
      `Opposites are the same distance from 0 on different sides. ${n} is ${Math.abs(n)} steps ${n < 0 ? 'left' : 'right'} of 0, so its opposite is ${-n}.`,
    ),
});

type OrderAsk = { want: 'least' | 'greatest'; a: number; b: number; c: number };

const integersChoice = defineLesson<OrderAsk>({
  key: 'g6-compare-integers-choice',
  name: 'Compare integers (choose the least or greatest)',
  answerForm: INTEGER,
  hints: [
    'Picture the numbers on a number line.',
    'Numbers get greater as you go right.',
    'A negative number with bigger digits is further left, so it is smaller.',
  ],
  // "least": a > b, any positive c; "greatest": a > b > c. Ordered so no two parameter sets list the same numbers.
  space: () => product(['least', 'greatest'] as const, product(range(2, 9), product(range(1, 9), range(1, 9))))
    .filter(([want, [a, [b, c]]]) => a > b && (want === 'least' ? (a + b + c) % 3 === 0 : b > c))
    .map(([want, [a, [b, c]]]): OrderAsk => ({ want, a, b, c })),
  build: ({ want, a, b, c }, rng) => {
    // "least" lists two negatives and a positive; "greatest" lists three negatives.
    // Either way the trap is the negative with the bigger digits.
    const numbers = want === 'least' ? [-a, -b, c] : [-a, -b, -c];
    const sorted = [...numbers].sort((x, y) => x - y);
    const answer = want === 'least' ? sorted[0] ?? 0 : sorted[sorted.length - 1] ?? 0;
    const trap = want === 'least' ? -b : sorted[0] ?? 0;
    const other = numbers.find((x) => x !== answer && x !== trap) ?? 0;
    return choiceQuestion({
      text: (opts) => `Which number is the ${want}: ${orList(opts)}?`,
      correct: String(answer),
      distractors: [
        { value: String(trap), why: 'compared the digits and forgot that a negative with bigger digits is smaller' },
        { value: String(other), why: want === 'least' ? 'thinks positive numbers are less than negative ones' : 'picked the number in the middle' },
      ],
      explanation: `On a number line, numbers get greater to the right. From left to right they are ${sorted.join(', ')}, so the ${want} is ${answer}.`,
      rng,
    });
  },
});

const exponentBlank = defineLesson({
  key: 'g6-exponents-blank',
  name: 'Evaluate powers (2^5)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'The small number (the exponent) says how many times to use the base as a factor.',
    'Write the base that many times with × between.',
    'Multiply two numbers at a time.',
  ],
  space: () => product(range(2, 20), range(2, 6)).filter(([b, e]) => b ** e <= 10000),
  build: ([b, e]) => blankQuestion(
    `${b}^${e} = ___`,
    [b ** e],
    `${b}^${e} means ${e} factors of ${b}: ${Array(e).fill(String(b)).join(' × ')} = ${b ** e}.`,
  ),
});

const exponentChoice = defineLesson({
  key: 'g6-exponents-choice',
  name: 'Evaluate powers (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'The exponent says how many times to use the base as a factor.',
    'It is not the base times the exponent.',
    'Multiply the factors two at a time.',
  ],
  space: () => product(range(2, 30), range(2, 5)).filter(([b, e]) => b ** e <= 20000 && b !== e),
  build: ([b, e], rng) => choiceQuestion({
    text: `What is ${b}^${e}?`,
    correct: b ** e,
    distractors: [
      { value: b * e, why: 'multiplied the base by the exponent' },
      { value: e ** b <= 100000 ? e ** b : -1, why: 'swapped the base and the exponent (left out when that number is huge)' },
      { value: b + e, why: 'added the base and the exponent' },
      { value: b ** (e - 1), why: 'used one factor too few' },
    ],
    explanation: `${b}^${e} = ${Array(e).fill(String(b)).join(' × ')} = ${b ** e}. The exponent ${e} says how many times ${b} is a factor.`,
    rng,
  }),
});

type EquationForm = 'add' | 'sub' | 'mul' | 'div';

function equationText(form: EquationForm, a: number, x: number): { text: string; c: number; how: string } {
  switch (form) {
    case 'add': return { text: `x + ${a} = ${x + a}`, c: x + a, how: `Subtract ${a} from both sides: x = ${x + a} - ${a} = ${x}.` };
    case 'sub': return { text: `x - ${a} = ${x - a}`, c: x - a, how: `Add ${a} to both sides: x = ${x - a} + ${a} = ${x}.` };
    case 'mul': return { text: `${a}x = ${a * x}`, c: a * x, how: `${a}x means ${a} times x. Divide both sides by ${a}: x = ${a * x} ÷ ${a} = ${x}.` };
    case 'div': return { text: `x ÷ ${a} = ${x / a}`, c: x / a, how: `Multiply both sides by ${a}: x = ${x / a} × ${a} = ${x}.` };
  }
}

function equationSpace(): Array<[EquationForm, number, number]> {
  return [
    ...product(range(2, 19), range(3, 30, 3)).map(([a, x]): [EquationForm, number, number] => ['add', a, x]),
    ...product(range(2, 19), range(21, 48, 3)).map(([a, x]): [EquationForm, number, number] => ['sub', a, x]),
    ...product(range(2, 12), range(2, 12)).map(([a, x]): [EquationForm, number, number] => ['mul', a, x]),
    ...product(range(2, 9), range(2, 9)).map(([a, q]): [EquationForm, number, number] => ['div', a, a * q]),
  ];
}

const oneStepBlank = defineLesson({
  key: 'g6-one-step-equations-blank',
  name: 'Solve one-step equations',
  answerForm: INTEGER,
  hints: [
    'Look at what is being done to x.',
    'Do the opposite to both sides: + undoes -, × undoes ÷.',
    'Check: put your answer back in for x.',
  ],
  space: equationSpace,
  build: ([form, a, x]) => {
    const e = equationText(form, a, x);
    return blankQuestion(`Solve ${e.text}. x = ___`, [x], e.how);
  },
});

const oneStepChoice = defineLesson({
  key: 'g6-one-step-equations-choice',
  name: 'Solve one-step equations (choose the answer)',
  answerForm: INTEGER,
  hints: [
    'Look at what is being done to x.',
    'Do the opposite to both sides: + undoes -, × undoes ÷.',
    'Check: put your answer back in for x.',
  ],
  space: () => equationSpace().filter(([, a, x]) => (a + x) % 3 === 0),
  build: ([form, a, x], rng) => {
    const e = equationText(form, a, x);
    const wrongWay = form === 'add' ? e.c + a : form === 'sub' ? e.c - a : form === 'mul' ? e.c * a : e.c / a;
    return choiceQuestion({
      text: `Solve ${e.text}. What is x?`,
      correct: x,
      distractors: [
        { value: Number.isInteger(wrongWay) ? wrongWay : -1, why: 'did the same operation as the equation instead of the opposite one' },
        { value: e.c, why: 'gave the number on the right side without solving' },
        { value: form === 'mul' || form === 'div' ? e.c - a : -1, why: 'subtracted instead of using multiplication or division' },
        { value: x + 1, why: 'made an arithmetic slip' },
      ],
      explanation: e.how,
      rng,
    });
  },
});

const PERCENTS = [5, 10, 20, 25, 30, 40, 50, 60, 75, 80] as const;

const percentBlank = defineLesson({
  key: 'g6-percent-of-number-blank',
  name: 'Percent of a number',
  answerForm: DECIMAL,
  hints: [
    'Percent means out of 100.',
    'Find 1% or 10% of the number first.',
    'Multiply to get the percent you need.',
  ],
  space: () => product(PERCENTS, range(20, 400, 20)).filter(([p, n]) => (p * n) % 100 === 0 && (p + n / 20) % 2 === 0),
  build: ([p, n]) => {
    const g = gcd(p, 100);
    return blankQuestion(
      `${p}% of ${n} = ___`,
      [(p * n) / 100],
      `${p}% means ${p} out of 100, which is ${p / g}/${100 / g}. ${n} ÷ ${100 / g} = ${(n * g) / 100}, and ${(n * g) / 100} × ${p / g} = ${(p * n) / 100}.`,
    );
  },
});

const percentChoice = defineLesson({
  key: 'g6-percent-of-number-choice',
  name: 'Percent of a number (choose the answer)',
  answerForm: DECIMAL,
  hints: [
    'Percent means out of 100.',
    'Find 10% of the number by dividing by 10.',
    'Multiply or add up to get the percent you need.',
  ],
  space: () => product(PERCENTS, range(20, 400, 20)).filter(([p, n]) => (p * n) % 100 === 0 && (p + n / 20) % 2 === 1),
  build: ([p, n], rng) => choiceQuestion({
    text: `What is ${p}% of ${n}?`,
    correct: (p * n) / 100,
    distractors: [
      { value: ((100 - p) * n) / 100, why: `found the part that is left (${100 - p}%) instead` },
      { value: p, why: 'gave the percent itself as the answer' },
      { value: n - p, why: 'took the percent number away from the whole' },
    ],
    explanation: `${p}% of ${n} means ${p}/100 × ${n}. ${n} ÷ 100 × ${p} = ${(p * n) / 100}.`,
    rng,
  }),
});

/** Grade 6 skills. */
export const G6_SKILLS: SkillDef[] = [
  { key: 'g6-ratios-rates', grade: 6, name: 'Ratios and unit rates', standard: '6.RP.A.3', prerequisites: ['g5-multiply-fractions', 'g4-division-remainders'], lessons: [ratioBlank, unitRateChoice] },
  { key: 'g6-divide-fractions', grade: 6, name: 'Divide fractions by fractions', standard: '6.NS.A.1', prerequisites: ['g5-multiply-fractions'], lessons: [divideBlank, divideChoice] },
  { key: 'g6-integers', grade: 6, name: 'Integers and absolute value', standard: '6.NS.C.7', prerequisites: ['g3-fractions-number-line', 'g1-compare-two-digit'], lessons: [integersBlank, integersChoice] },
  { key: 'g6-exponents', grade: 6, name: 'Whole-number exponents', standard: '6.EE.A.1', prerequisites: ['g5-powers-of-ten', 'g4-multi-digit-multiplication'], lessons: [exponentBlank, exponentChoice] },
  { key: 'g6-one-step-equations', grade: 6, name: 'One-step equations', standard: '6.EE.B.7', prerequisites: ['g6-expressions', 'g3-unknown-factor'], lessons: [oneStepBlank, oneStepChoice] },
  { key: 'g6-percent', grade: 6, name: 'Percent of a number', standard: '6.RP.A.3', prerequisites: ['g6-ratios-rates', 'g4-decimal-fractions'], lessons: [percentBlank, percentChoice] },
  ...G6_NEW_SKILLS,
];

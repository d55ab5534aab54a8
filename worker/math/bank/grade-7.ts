/** Grade 7: proportional relationships, signed numbers, two-step equations, probability, circles, like terms. */
import type { SkillDef } from './types.js';
import {
  ANY_NUMBER, DECIMAL, INTEGER, blankQuestion, choiceQuestion, defineLesson, product, range,
} from './lesson.js';
import { decimalText, gcd, paren, simplestText, termsText } from './notation.js';
import { G7_NEW_SKILLS } from './g67-grade7.js';

const proportionalBlank = defineLesson({
  key: 'g7-constant-of-proportionality-blank',
  name: 'Constant of proportionality',
  // 5/2, 10/4, 2 1/2 and 2.5 are all the same constant.
  answerForm: ANY_NUMBER,
  hints: [
    'In y = kx, k is how much y there is for each 1 of x.',
    'Divide y by x.',
    'Write the answer as a fraction in simplest form or a whole number.',
  ],
  space: () => product(range(2, 12), range(2, 30)).filter(([x, y]) => y % x !== 0 || (x + y) % 4 === 0),
  build: ([x, y]) => {
    const k = simplestText(y, x);
    return blankQuestion(
      `y is proportional to x. When x = ${x}, y = ${y}. The constant of proportionality in y = kx is k = ___`,
      [k],
      `In y = kx, k = y ÷ x. So k = ${y} ÷ ${x} = ${y}/${x}${k === `${y}/${x}` ? '' : ` = ${k}`}.`,
    );
  },
});

const proportionalChoice = defineLesson({
  key: 'g7-constant-of-proportionality-choice',
  name: 'Constant of proportionality from a table (choose)',
  answerForm: ANY_NUMBER,
  hints: [
    'Pick one column of the table.',
    'Divide y by x to find k.',
    'Check that another column gives the same k.',
  ],
  space: () => product(product(range(1, 9), range(1, 9)).filter(([p, q]) => gcd(p, q) === 1 && p !== q), range(2, 4)),
  build: ([[p, q], step], rng) => {
    // y = (p/q)x, with x going up by q·step so every y is a whole number.
    const xs = [1, 2, 3].map((i) => i * q * step);
    const ys = xs.map((x) => (x * p) / q);
    const [x1, y1] = [xs[0] ?? 1, ys[0] ?? 1];
    return choiceQuestion({
      text: `In a table, x = ${xs.join(', ')} and y = ${ys.join(', ')}. y is proportional to x. What is k in y = kx?`,
      correct: simplestText(p, q),
      distractors: [
        { value: simplestText(q, p), why: 'divided x by y instead of y by x' },
        { value: String((ys[1] ?? 0) - y1), why: 'used how much y goes up from one column to the next' },
        { value: String(y1 - x1), why: 'subtracted x from y instead of dividing' },
        { value: String(y1), why: 'gave the first y value' },
        { value: String(xs[1] ?? 0), why: 'gave an x value from the table' },
      ],
      explanation: `k = y ÷ x for any pair in the table. ${y1} ÷ ${x1} = ${simplestText(y1, x1)}, and every other pair gives the same, so k = ${simplestText(p, q)}.`,
      rng,
    });
  },
});

/** Signed add/subtract: a op b with the second number in parentheses when negative ("-6 - (-9)"). */
function addSubText(a: number, op: '+' | '-', b: number): string {
  return `${a} ${op} ${paren(b)}`;
}

function explainAddSub(a: number, op: '+' | '-', b: number): string {
  const result = op === '+' ? a + b : a - b;
  if (op === '-') return `Subtracting ${paren(b)} is the same as adding ${paren(-b)}: ${a} + ${paren(-b)} = ${result}.`;
  if ((a < 0) === (b < 0)) return `Both numbers have the same sign, so add their sizes (${Math.abs(a)} + ${Math.abs(b)} = ${Math.abs(result)}) and keep the sign: ${result}.`;
  return `The signs are different, so subtract the sizes: ${Math.max(Math.abs(a), Math.abs(b))} - ${Math.min(Math.abs(a), Math.abs(b))} = ${Math.abs(result)}. The number with the bigger size is ${Math.abs(a) > Math.abs(b) ? a : b}, so the answer is ${result}.`;
}

function signedPairs(): Array<[number, '+' | '-', number]> {
  return product(range(-15, 15).filter((n) => n !== 0), product(['+', '-'] as const, range(-12, 12).filter((n) => n !== 0)))
    .map(([a, [op, b]]): [number, '+' | '-', number] => [a, op, b])
    .filter(([a, , b]) => (a < 0 || b < 0) && (a * 3 + b * 5) % 7 === 0);
}

const addSubBlank = defineLesson({
  key: 'g7-add-subtract-integers-blank',
  name: 'Add and subtract negative numbers',
  answerForm: INTEGER,
  hints: [
    'Subtracting a number is the same as adding its opposite.',
    'Same signs: add the sizes and keep the sign.',
    'Different signs: subtract the sizes and take the sign of the bigger size.',
  ],
  space: signedPairs,
  build: ([a, op, b]) => blankQuestion(`${addSubText(a, op, b)} = ___`, [op === '+' ? a + b : a - b], explainAddSub(a, op, b)),
});

const addSubChoice = defineLesson({
  key: 'g7-add-subtract-integers-choice',
  name: 'Add and subtract negative numbers (choose the answer)',
  answerForm: INTEGER,
  hints: [
    'Subtracting a number is the same as adding its opposite.',
    'Same signs: add the sizes and keep the sign.',
    'Different signs: subtract the sizes and take the sign of the bigger size.',
  ],
  space: () => signedPairs().filter(([a, , b]) => a !== b && a !== -b),
  build: ([a, op, b], rng) => {
    const result = op === '+' ? a + b : a - b;
    return choiceQuestion({
      text: `What is ${addSubText(a, op, b)}?`,
      correct: String(result),
      distractors: [
        { value: String(op === '+' ? a - b : a + b), why: op === '+' ? 'subtracted instead of adding' : 'did not change subtracting into adding the opposite' },
        { value: String(-result), why: 'got the size right but the sign wrong' },
        { value: String(op === '+' ? Math.abs(a) + Math.abs(b) : Math.abs(a) - Math.abs(b)), why: 'ignored the negative signs' },
      ],
      explanation: explainAddSub(a, op, b),
      rng,
    });
  },
});

const mulDivBlank = defineLesson({
  key: 'g7-multiply-divide-integers-blank',
  name: 'Multiply and divide negative numbers',
  answerForm: INTEGER,
  hints: [
    'Multiply or divide the numbers without their signs.',
    'Same signs give a positive answer.',
    'Different signs give a negative answer.',
  ],
  space: () => product(product(range(-9, 9).filter((n) => n !== 0), range(-9, 9).filter((n) => n !== 0)), ['×', '÷'] as const)
    .filter(([[a, b], op]) => (a < 0 || b < 0) && (op === '×' ? (a + b) % 2 === 0 : (a - b) % 2 !== 0)),
  build: ([[a, b], op]) => {
    const signs = (a < 0) === (b < 0) ? 'the same signs, so the answer is positive' : 'different signs, so the answer is negative';
    if (op === '×') {
      return blankQuestion(`${a} × ${paren(b)} = ___`, [a * b], `${Math.abs(a)} × ${Math.abs(b)} = ${Math.abs(a * b)}. The numbers have ${signs}: ${a * b}.`);
    }
    // Division is written so the quotient is a whole number: (a·b) ÷ b = a.
    return blankQuestion(`${a * b} ÷ ${paren(b)} = ___`, [a], `${Math.abs(a * b)} ÷ ${Math.abs(b)} = ${Math.abs(a)}. The numbers have ${(a * b < 0) === (b < 0) ? 'the same signs, so the answer is positive' : 'different signs, so the answer is negative'}: ${a}.`);
  },
});

/** ax + b = c with integer solution x. */
function twoStepSpace(): Array<[number, number, number]> {
  return product(range(2, 9), product(range(-12, 12).filter((b) => b !== 0), range(-6, 10).filter((x) => x !== 0)))
    .map(([a, [b, x]]): [number, number, number] => [a, b, x])
    .filter(([a, b, x]) => (a + 2 * b + 3 * x) % 4 === 0);
}

function twoStepText(a: number, b: number, x: number): string {
  return `${termsText([{ coef: a, power: 1 }, { coef: b, power: 0 }])} = ${a * x + b}`;
}

function explainTwoStep(a: number, b: number, x: number): string {
  const c = a * x + b;
  const undo = b > 0 ? `Subtract ${b} from both sides: ${a}x = ${c} - ${b} = ${c - b}.` : `Add ${-b} to both sides: ${a}x = ${c} + ${-b} = ${c - b}.`;
  return `${undo} Then divide both sides by ${a}: x = ${c - b} ÷ ${a} = ${x}.`;
}

const twoStepBlank = defineLesson({
  key: 'g7-two-step-equations-blank',
  name: 'Solve two-step equations',
  answerForm: INTEGER,
  hints: [
    'Undo the adding or subtracting first: do the opposite to both sides.',
    'Then undo the multiplying: divide both sides by the number in front of x.',
    'Check: put your answer back in.',
  ],
  space: twoStepSpace,
  build: ([a, b, x]) => blankQuestion(`Solve ${twoStepText(a, b, x)}. x = ___`, [x], explainTwoStep(a, b, x)),
});

const twoStepChoice = defineLesson({
  key: 'g7-two-step-equations-choice',
  name: 'Solve two-step equations (choose the answer)',
  answerForm: INTEGER,
  hints: [
    'Undo the adding or subtracting first: do the opposite to both sides.',
    'Then divide both sides by the number in front of x.',
    'Check each choice by putting it back in.',
  ],
  space: () => twoStepSpace().filter(([a, b]) => (a + b) % 2 === 0),
  build: ([a, b, x], rng) => {
    const c = a * x + b;
    const wrongSign = (c + b) / a;
    const divideFirst = c / a - b;
    return choiceQuestion({
      text: `Solve ${twoStepText(a, b, x)}. What is x?`,
      correct: String(x),
      distractors: [
        { value: Number.isInteger(wrongSign) ? String(wrongSign) : '', why: `${b > 0 ? 'added' : 'subtracted'} ${Math.abs(b)} on the wrong side instead of undoing it` },
        { value: Number.isInteger(divideFirst) ? String(divideFirst) : '', why: `divided only the right side by ${a} before undoing the ${b > 0 ? '+' : '-'} ${Math.abs(b)}` },
        { value: String(c - b - a), why: `subtracted ${a} instead of dividing by ${a}` },
        { value: String(c - b), why: `stopped after undoing the ${Math.abs(b)} and forgot to divide by ${a}` },
      ],
      explanation: explainTwoStep(a, b, x),
      rng,
    });
  },
});

const COLORS = ['red', 'blue', 'green', 'yellow'] as const;

const probabilityBlank = defineLesson({
  key: 'g7-probability-blank',
  name: 'Probability of one event (as a fraction)',
  // 2/6 and 1/3 are both right: 7.SP does not ask for simplest form.
  answerForm: { answerForms: ['integer', 'proper'], simplify: 'optional' },
  hints: [
    'Count all the marbles in the bag.',
    'Count the marbles of the color you want.',
    'Probability = the ones you want ÷ all of them.',
  ],
  space: () => product(product(range(1, 6), range(1, 6)), product(range(1, 5), range(0, 2)))
    .map(([[r, b], [g, pick]]): [number, number, number, number] => [r, b, g, pick])
    .filter(([r, b, g]) => r !== b && b !== g && (r + b + g) % 2 === 0),
  build: ([r, b, g, pick]) => {
    const counts = [r, b, g];
    const total = r + b + g;
    const want = counts[pick] ?? r;
    const color = COLORS[pick] ?? 'red';
    return blankQuestion(
      `A bag has ${r} red, ${b} blue and ${g} green marbles. You pick one without looking. What is the probability that it is ${color}? Write it as a fraction: ___`,
      [`${want}/${total}`],
      `There are ${r} + ${b} + ${g} = ${total} marbles, and ${want} of them ${want === 1 ? 'is' : 'are'} ${color}. Probability = ${color} marbles ÷ all marbles = ${want}/${total}${simplestText(want, total) === `${want}/${total}` ? '' : `, which is also ${simplestText(want, total)}`}.`,
    );
  },
});

type CubeEvent = { label: string; test: (n: number) => boolean };
const CUBE_EVENTS: readonly CubeEvent[] = [
  ...range(1, 5).map((k): CubeEvent => ({ label: `a number greater than ${k}`, test: (n) => n > k })),
  ...range(2, 6).map((k): CubeEvent => ({ label: `a number less than ${k}`, test: (n) => n < k })),
  { label: 'an even number', test: (n) => n % 2 === 0 },
  { label: 'an odd number', test: (n) => n % 2 === 1 },
  ...range(1, 6).map((k): CubeEvent => ({ label: `a ${k}`, test: (n) => n === k })),
  { label: 'a multiple of 3', test: (n) => n % 3 === 0 },
];

const probabilityChoice = defineLesson({
  key: 'g7-probability-choice',
  name: 'Probability with a number cube (choose the answer)',
  answerForm: ANY_NUMBER,
  hints: [
    'A number cube has 6 faces, all equally likely.',
    'List the faces that match, and count them.',
    'Probability = matching faces ÷ 6.',
  ],
  space: () => product(CUBE_EVENTS.map((_, i) => i), range(0, 2)),
  build: ([event, phrasing], rng) => {
    const e = CUBE_EVENTS[event] ?? CUBE_EVENTS[0];
    if (!e) throw new Error('event missing');
    const faces = range(1, 6);
    const fav = faces.filter((n) => e.test(n)).length;
    const text = [
      `A number cube has the numbers 1 to 6. What is the probability of rolling ${e.label}?`,
      `You roll a fair number cube numbered 1 to 6 once. What is the probability of getting ${e.label}?`,
      `A fair six-sided cube shows 1, 2, 3, 4, 5 and 6. What is the probability that one roll gives ${e.label}?`,
    ][phrasing] ?? '';
    return choiceQuestion({
      text,
      correct: simplestText(fav, 6),
      distractors: [
        { value: simplestText(fav, 6 - fav), why: 'compared the good outcomes with the other outcomes (odds) instead of with all outcomes' },
        { value: simplestText(6 - fav, 6), why: 'found the probability of the event not happening' },
        { value: fav === 1 ? '' : '1/6', why: 'thinks every event has probability 1/6 because one face comes up' },
        { value: simplestText(1, fav + 1), why: 'counted the outcomes wrong' },
      ],
      explanation: `The good outcomes are ${faces.filter((n) => e.test(n)).join(', ')}: that is ${fav} of the 6 equally likely faces. So the probability is ${fav}/6${simplestText(fav, 6) === `${fav}/6` ? '' : ` = ${simplestText(fav, 6)}`}.`,
      rng,
    });
  },
});

/** π is 3.14 here, so every answer is exact in hundredths: 314 × r² hundredths. */
const circleBlank = defineLesson({
  key: 'g7-circle-blank',
  name: 'Area and circumference of a circle (π ≈ 3.14)',
  answerForm: DECIMAL,
  hints: [
    'Find the radius: it is half of the diameter.',
    'Area = 3.14 × radius × radius.',
    'Circumference = 3.14 × diameter.',
  ],
  space: () => product(['area', 'circumference'] as const, product(range(1, 20), ['radius', 'diameter'] as const)),
  build: ([ask, [size, given]]) => {
    const d = given === 'radius' ? 2 * size : size;
    // Exact decimals: area = 3.14 × (d/2)² = 314·d²·25 / 10^4, circumference = 3.14 × d = 314·d / 10^2.
    const answer = ask === 'area' ? decimalText(314 * d * d * 25, 4) : decimalText(314 * d, 2);
    const radius = decimalText(d * 5, 1);
    const half = given === 'diameter' ? ` (half of the diameter ${d} cm)` : '';
    const twice = given === 'radius' ? ` (twice the radius ${size} cm)` : '';
    return blankQuestion(
      `A circle has a ${given} of ${size} cm. Use 3.14 for π. Its ${ask} is ___ ${ask === 'area' ? 'square cm' : 'cm'}.`,
      [answer],
      ask === 'area'
        ? `Area = π × r × r. The radius is ${radius} cm${half}, so the area is 3.14 × ${radius} × ${radius} = ${answer} square cm.`
        : `Circumference = π × d. The diameter is ${d} cm${twice}, so the circumference is 3.14 × ${d} = ${answer} cm.`,
    );
  },
});

const circleChoice = defineLesson({
  key: 'g7-circle-area-choice',
  name: 'Area of a circle (choose the answer)',
  answerForm: DECIMAL,
  hints: [
    'Area = 3.14 × radius × radius.',
    'Square the radius first, then multiply by 3.14.',
  ],
  space: () => product(range(2, 25), ['garden', 'rug', 'pizza'] as const),
  build: ([r, thing], rng) => choiceQuestion({
    text: `A round ${thing} has a radius of ${r} m. Using 3.14 for π, what is its area in square meters?`,
    correct: decimalText(314 * r * r, 2),
    distractors: [
      { value: decimalText(314 * 2 * r, 2), why: 'found the circumference (2 × π × r) instead of the area' },
      { value: decimalText(314 * 4 * r * r, 2), why: 'used the diameter in place of the radius' },
      { value: decimalText(314 * r, 2), why: 'forgot to square the radius' },
    ],
    explanation: `Area = π × r × r = 3.14 × ${r} × ${r} = 3.14 × ${r * r} = ${decimalText(314 * r * r, 2)} square meters.`,
    rng,
  }),
});

/** px + q + rx + s with p, r ≠ 0: the like terms are px and rx, and q and s. */
function likeTermsSpace(): Array<[number, number, number, number]> {
  return product(product(range(1, 9), range(-9, 9)), product(range(-6, 8), range(-9, 9)))
    .map(([[p, q], [r, s]]): [number, number, number, number] => [p, q, r, s])
    .filter(([p, q, r, s]) => q !== 0 && r !== 0 && s !== 0 && p + r !== 0 && q + s !== 0 && (p + 2 * q + 3 * r + 5 * s) % 29 === 0);
}

function likeTermsText(p: number, q: number, r: number, s: number): string {
  return termsText([{ coef: p, power: 1 }, { coef: q, power: 0 }, { coef: r, power: 1 }, { coef: s, power: 0 }]);
}

function explainLikeTerms(p: number, q: number, r: number, s: number): string {
  return `Put like terms together: the x terms ${termsText([{ coef: p, power: 1 }, { coef: r, power: 1 }])} = ${termsText([{ coef: p + r, power: 1 }])}, and the numbers ${termsText([{ coef: q, power: 0 }, { coef: s, power: 0 }])} = ${q + s}. So the expression is ${termsText([{ coef: p + r, power: 1 }, { coef: q + s, power: 0 }])}.`;
}

const likeTermsBlank = defineLesson({
  key: 'g7-like-terms-blank',
  name: 'Combine like terms (ax + b)',
  answerForm: INTEGER,
  hints: [
    'Like terms have the same letter part: x terms together, numbers together.',
    'Add the numbers in front of x, keeping their signs.',
    'Add the plain numbers, keeping their signs.',
  ],
  space: likeTermsSpace,
  build: ([p, q, r, s]) => blankQuestion(
    `Write ${likeTermsText(p, q, r, s)} in the form ax + b. a = ___ and b = ___`,
    [p + r, q + s],
    explainLikeTerms(p, q, r, s),
  ),
});

/** Key of a linear expression: its coefficients, so two texts with the same meaning count as one option. */
function linearKey(a: number, b: number): string {
  return `linear:${a},${b}`;
}

const likeTermsChoice = defineLesson({
  key: 'g7-like-terms-choice',
  name: 'Combine like terms (choose the expression)',
  answerForm: INTEGER,
  hints: [
    'Like terms have the same letter part: x terms together, numbers together.',
    'Add the numbers in front of x, keeping their signs.',
    'Add the plain numbers, keeping their signs.',
  ],
  space: () => likeTermsSpace().filter(([p, , r]) => p + r > 0),
  build: ([p, q, r, s], rng) => {
    const option = (a: number, b: number) => ({ text: termsText([{ coef: a, power: 1 }, { coef: b, power: 0 }]), key: linearKey(a, b) });
    const right = option(p + r, q + s);
    const candidates = [
      { ...option(p - r, q + s), why: `lost the sign of ${termsText([{ coef: r, power: 1 }])}` },
      { ...option(p + r, q - s), why: `lost the sign of ${s}` },
      { text: termsText([{ coef: p + r + q + s, power: 1 }]), key: linearKey(p + r + q + s, 0), why: 'added the numbers into the x term (combined unlike terms)' },
      { ...option(p + r, -(q + s)), why: 'got the sign of the number part wrong' },
    ];
    return choiceQuestion({
      text: `Which expression is equal to ${likeTermsText(p, q, r, s)}?`,
      correct: right.text,
      correctKey: right.key,
      distractors: candidates.map((c) => ({ value: c.text, key: c.key, why: c.why })),
      explanation: explainLikeTerms(p, q, r, s),
      rng,
    });
  },
});

/** Grade 7 skills. */
export const G7_SKILLS: SkillDef[] = [
  { key: 'g7-proportional-relationships', grade: 7, name: 'Proportional relationships', standard: '7.RP.A.2', prerequisites: ['g6-ratios-rates'], lessons: [proportionalBlank, proportionalChoice] },
  { key: 'g7-add-subtract-integers', grade: 7, name: 'Add and subtract negative numbers', standard: '7.NS.A.1', prerequisites: ['g6-integers'], lessons: [addSubBlank, addSubChoice] },
  { key: 'g7-multiply-divide-integers', grade: 7, name: 'Multiply and divide negative numbers', standard: '7.NS.A.2', prerequisites: ['g7-add-subtract-integers', 'g3-division-facts'], lessons: [mulDivBlank] },
  { key: 'g7-two-step-equations', grade: 7, name: 'Two-step equations', standard: '7.EE.B.4', prerequisites: ['g6-one-step-equations', 'g7-add-subtract-integers'], lessons: [twoStepBlank, twoStepChoice] },
  { key: 'g7-probability', grade: 7, name: 'Simple probability', standard: '7.SP.C.7', prerequisites: ['g6-ratios-rates', 'g4-equivalent-fractions'], lessons: [probabilityBlank, probabilityChoice] },
  { key: 'g7-circles', grade: 7, name: 'Area and circumference of circles', standard: '7.G.B.4', prerequisites: ['g6-area-polygons', 'g5-decimal-operations'], lessons: [circleBlank, circleChoice] },
  { key: 'g7-like-terms', grade: 7, name: 'Combine like terms', standard: '7.EE.A.1', prerequisites: ['g6-expressions', 'g7-add-subtract-integers'], lessons: [likeTermsBlank, likeTermsChoice] },
  ...G7_NEW_SKILLS,
];

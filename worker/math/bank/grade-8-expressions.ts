/**
 * Grade 8 exponents, scientific notation, the Pythagorean theorem and polynomials, split out of
 * grade-8.ts: the exponent laws (8.EE.A.1), writing numbers in and out of scientific notation
 * (8.EE.A.3), finding a side of a whole-number right triangle (8.G.B.7) and putting a
 * polynomial in standard form. Each lesson is exported for G8_SKILLS in grade-8.ts, which keeps
 * the catalogue order; the helpers here (exponent-law texts, power and polynomial keys,
 * Pythagorean triples) are used only by these lessons.
 */
import {
  DECIMAL, INTEGER, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range,
} from './lesson.js';
import type { Term } from './notation.js';
import { decimalText, descending, termsText } from './notation.js';

const nonZero = (from: number, to: number): number[] => range(from, to).filter((n) => n !== 0);

type LawForm = 'product' | 'quotient' | 'power';
const LAW_BASES = ['x', 'y', 'a', 'n'] as const;

function lawText(form: LawForm, base: string, a: number, b: number): { text: string; answer: number; why: string } {
  switch (form) {
    case 'product': return { text: `${base}^${a} · ${base}^${b} = ${base}^___`, answer: a + b, why: `${base}^${a} · ${base}^${b} is ${a} factors of ${base} times ${b} more factors of ${base}. When you multiply powers with the same base, add the exponents: ${a} + ${b} = ${a + b}.` };
    case 'quotient': return { text: `${base}^${a} ÷ ${base}^${b} = ${base}^___`, answer: a - b, why: `Dividing cancels ${b} of the ${a} factors of ${base}. When you divide powers with the same base, subtract the exponents: ${a} - ${b} = ${a - b}.` };
    case 'power': return { text: `(${base}^${a})^${b} = ${base}^___`, answer: a * b, why: `(${base}^${a})^${b} is ${b} groups of ${a} factors of ${base}. For a power of a power, multiply the exponents: ${a} × ${b} = ${a * b}.` };
  }
}

export const exponentLawsBlank = defineLesson({
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

export const exponentLawsChoice = defineLesson({
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

export const scientificBlank = defineLesson<SciAsk>({
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

export const scientificChoice = defineLesson({
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

export const pythagoreanBlank = defineLesson({
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

export const pythagoreanChoice = defineLesson({
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

export const standardFormBlank = defineLesson({
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

export const standardFormChoice = defineLesson({
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

/**
 * Grade 8: slope, slope-intercept and point-slope form, exponent laws,
 * scientific notation, the Pythagorean theorem and polynomials in standard form.
 * The slope and line-form lessons are defined here; the exponent, scientific-notation,
 * Pythagorean and polynomial lessons live in grade-8-expressions.ts.
 * The issue-18 skills (functions, rate of change, systems, linear word problems in
 * g8-functions.ts; irrational numbers, transformations, scatter plots and two-way tables
 * in g8-data.ts) are appended at the end, so the catalogue order of the older skills stays.
 * Expression answers are multiple choice; blanks only ever ask for numbers
 * (slope, intercept, exponent, coefficient) so checkAnswer stays numeric.
 */
import type { SkillDef } from './types.js';
import {
  FRACTION_SIMPLEST, INTEGER, blankQuestion, choiceQuestion, defineLesson, product, range,
} from './lesson.js';
import { paren, pointSlopeText, pointText, simplestText, slopeInterceptText, termsText } from './notation.js';
import { G8_FUNCTION_SKILLS } from './g8-functions.js';
import { G8_DATA_SKILLS } from './g8-data.js';
import {
  exponentLawsBlank, exponentLawsChoice, pythagoreanBlank, pythagoreanChoice, scientificBlank, scientificChoice, standardFormBlank, standardFormChoice,
} from './grade-8-expressions.js';

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

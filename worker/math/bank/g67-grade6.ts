/**
 * Grade 6 skills added in issue 18: area of triangles and parallelograms, the coordinate plane,
 * statistics from dot plots, inequalities, evaluating expressions and ratio word problems. Kept
 * apart from grade-6.ts so that file stays readable; grade-6.ts lists these skills at the end of
 * its array (new skills go last, see index.ts). The statistics lessons live in g67-grade6-stats.ts
 * and the inequality and expression lessons in g67-grade6-algebra.ts.
 */
import type { GeneratedQuestion, SkillDef } from './types.js';
import { WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range, kidAt } from './lesson.js';
import type { Kid } from './lesson.js';
import { gcd } from './notation.js';
import { coordinateGrid } from './figures/coordinate-grid.js';
import { parallelogramPicture, trianglePicture } from './figures/polygon.js';
import type { TriangleKind } from './figures/polygon.js';
import { dotPlotStats, statisticalQuestions } from './g67-grade6-stats.js';
import { evaluateBlank, evaluateChoice, inequalityGraph, inequalitySolutions } from './g67-grade6-algebra.js';

const UNITS = ['cm', 'm', 'ft', 'mm'] as const;
const TRIANGLE_KINDS: readonly TriangleKind[] = ['acute', 'right', 'obtuse'];

/**
 * Puts the options of a letter question (A, B, C, D) in alphabetical order, as a child expects
 * to read them, keeping which one is correct.
 */
export function lettersInOrder(q: GeneratedQuestion): GeneratedQuestion {
  const answers = [...q.answers].sort((a, b) => a.answer_text.localeCompare(b.answer_text)).map((a, i) => ({ ...a, id: i + 1 }));
  return { ...q, answers };
}

// ---------------------------------------------------------------- 6.G.A.1 area

const triangleArea = defineLesson({
  key: 'g6-area-triangles-blank',
  name: 'Area of a triangle (with a picture)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the base and the height. The height meets the base at a square corner.',
    'Multiply the base by the height.',
    'A triangle is half of that rectangle, so take half.',
  ],
  // Even base × height keeps the area a whole number.
  space: () => product(range(2, 20), range(2, 14)).filter(([b, h]) => (b * h) % 2 === 0),
  build: ([b, h]) => {
    const unit = UNITS[(b + 2 * h) % UNITS.length] ?? 'cm';
    const kind = TRIANGLE_KINDS[(b + h) % TRIANGLE_KINDS.length] ?? 'acute';
    return {
      ...blankQuestion(
        `This triangle has a base of ${b} ${unit} and a height of ${h} ${unit}. Its area is ___ square ${unit}.`,
        [(b * h) / 2],
        `Area of a triangle = 1/2 × base × height. ${b} × ${h} = ${b * h}, and half of ${b * h} is ${(b * h) / 2}, so the area is ${(b * h) / 2} square ${unit}.`,
      ),
      figure: trianglePicture({ base: b, height: h, unit, kind }),
    };
  },
});

const parallelogramArea = defineLesson({
  key: 'g6-area-parallelograms-choice',
  name: 'Area of a parallelogram (with a picture)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the base and the height. The height is the dashed line, not the slanted side.',
    'Cut the triangle off one end and move it to the other: you get a rectangle.',
    'Multiply the base by the height.',
  ],
  space: () => product(range(3, 16), range(2, 10)),
  build: ([b, h], rng) => {
    const unit = UNITS[(b + h) % UNITS.length] ?? 'cm';
    const side = h + 1 + ((b + h) % 3);
    return {
      ...choiceQuestion({
        text: `This parallelogram has a base of ${b} ${unit}, a slanted side of ${side} ${unit} and a height of ${h} ${unit}. What is its area in square ${unit}?`,
        correct: b * h,
        distractors: [
          { value: b * side, why: 'multiplied the base by the slanted side instead of the height' },
          { value: (b * h) % 2 === 0 ? (b * h) / 2 : -1, why: 'took half, as for a triangle' },
          { value: 2 * (b + side), why: 'found the perimeter' },
          { value: b + h, why: 'added the base and the height' },
        ],
        explanation: `Area of a parallelogram = base × height, using the height at a square corner (not the slanted side). ${b} × ${h} = ${b * h} square ${unit}.`,
        rng,
      }),
      figure: parallelogramPicture({ base: b, height: h, unit, side }),
    };
  },
});

// ---------------------------------------------------------------- 6.NS.C.8 / 6.G.A.3 coordinates

function directions(x: number, y: number): string {
  return `${Math.abs(x)} ${x > 0 ? 'right' : 'left'} and ${Math.abs(y)} ${y > 0 ? 'up' : 'down'}`;
}

const LETTERS = ['A', 'B', 'C', 'D'] as const;

const coordinatePoints = defineLesson({
  key: 'g6-coordinate-points-choice',
  name: 'Points in the four quadrants (with a grid)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'The first number says how far to go left or right from 0.',
    'The second number says how far to go up or down.',
    'A negative first number goes left; a negative second number goes down.',
  ],
  space: () => product(range(-5, 5), range(-5, 5)).filter(([x, y]) => x !== 0 && y !== 0 && Math.abs(x) !== Math.abs(y)),
  build: ([x, y], rng) => {
    // The other points are the classic mix-ups: numbers swapped, or one sign lost.
    const candidates: Array<{ p: [number, number]; why: string }> = [
      { p: [x, y], why: '' },
      { p: [y, x], why: 'swapped the two numbers (went up or down first)' },
      { p: [-x, y], why: 'went the wrong way left or right' },
      { p: [x, -y], why: 'went the wrong way up or down' },
    ];
    const order = rng.shuffle(candidates);
    const letterOf = (p: [number, number]): string => LETTERS[order.findIndex((c) => c.p[0] === p[0] && c.p[1] === p[1])] ?? 'A';
    const q = choiceQuestion({
      text: `Which point is at (${x}, ${y})?`,
      correct: letterOf([x, y]),
      distractors: candidates.slice(1).map((c) => ({ value: letterOf(c.p), why: c.why })),
      explanation: `Start at (0, 0). Go ${directions(x, y)}: that is point ${letterOf([x, y])}.`,
      rng,
    });
    return {
      ...lettersInOrder(q),
      figure: coordinateGrid({ xMin: -6, xMax: 6, yMin: -6, yMax: 6, points: order.map((c, i) => ({ x: c.p[0], y: c.p[1], label: LETTERS[i] ?? 'A' })) }),
    };
  },
});

const SIDE_VALUES = [-4, -3, -2, -1, 1, 2, 3, 4, 5] as const;

const coordinateDistance = defineLesson({
  key: 'g6-coordinate-distance-blank',
  name: 'Distance along a grid line',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Check which number is the same in both points: the points are on one straight grid line.',
    'If the other numbers have the same sign, subtract their sizes.',
    'If one is negative and one is positive, add their sizes: the path crosses the axis.',
  ],
  space: () => product(['across', 'up'] as const, product(range(-6, 6), range(-6, 6))).filter(([, [a, b]]) => b - a >= 2),
  build: ([way, [a, b]]) => {
    const c = SIDE_VALUES[(((a * 3 + b * 5) % SIDE_VALUES.length) + SIDE_VALUES.length) % SIDE_VALUES.length] ?? 1;
    const [s, t] = (a + b) % 2 === 0 ? [a, b] : [b, a];
    const p: [number, number] = way === 'across' ? [s, c] : [c, s];
    const q: [number, number] = way === 'across' ? [t, c] : [c, t];
    const d = b - a;
    const axis = way === 'across' ? 'y-axis' : 'x-axis';
    const how = (s < 0) !== (t < 0) && s !== 0 && t !== 0
      ? `The points are on opposite sides of the ${axis}, so add the distances to it: ${Math.abs(s)} + ${Math.abs(t)} = ${d}.`
      : s === 0 || t === 0
        ? `One point is on the ${axis}, so the distance is the size of the other number: ${d}.`
        : `The points are on the same side of the ${axis}, so subtract: ${Math.max(Math.abs(s), Math.abs(t))} - ${Math.min(Math.abs(s), Math.abs(t))} = ${d}.`;
    return {
      ...blankQuestion(
        `The distance from P(${p[0]}, ${p[1]}) to Q(${q[0]}, ${q[1]}) is ___ units.`,
        [d],
        `Both points have the same ${way === 'across' ? 'y' : 'x'}-coordinate, so count along one grid line. ${how}`,
      ),
      figure: coordinateGrid({ xMin: -6, xMax: 6, yMin: -6, yMax: 6, points: [{ x: p[0], y: p[1], label: 'P' }, { x: q[0], y: q[1], label: 'Q' }] }),
    };
  },
});

type RectAsk = 'AB' | 'BC' | 'perimeter';

const coordinatePolygon = defineLesson({
  key: 'g6-coordinate-polygon-choice',
  name: 'Sides of a rectangle from coordinates',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Two corners on one side share a coordinate; the other coordinate changes.',
    'Find how far apart the changing numbers are. Add sizes when the side crosses an axis.',
    'For the perimeter, add all four sides.',
  ],
  space: () => product(['AB', 'BC', 'perimeter'] as const, product(product(range(-5, -1), range(1, 5)), product(range(1, 5), range(-5, -1))))
    .filter(([, [[x1, x2], [y1, y2]]]) => (x1 * 2 + x2 + y1 * 3 + y2 + 100) % 3 === 0)
    .map(([ask, [[x1, x2], [y1, y2]]]): [RectAsk, number, number, number, number] => [ask, x1, x2, y1, y2]),
  build: ([ask, x1, x2, y1, y2], rng) => {
    const w = x2 - x1;
    const h = y1 - y2;
    const question = ask === 'perimeter' ? 'What is its perimeter in units?' : `How long is side ${ask} in units?`;
    const correct = ask === 'AB' ? w : ask === 'BC' ? h : 2 * (w + h);
    const distractors = ask === 'perimeter'
      ? [
        { value: w + h, why: 'added only two of the four sides' },
        { value: w * h, why: 'found the area' },
        { value: 2 * (Math.abs(x2 + x1) + Math.abs(y1 + y2)), why: 'subtracted the sizes of the coordinates even though each side crosses an axis' },
      ]
      : [
        { value: ask === 'AB' ? Math.abs(x2 + x1) : Math.abs(y1 + y2), why: 'subtracted the sizes of the coordinates though the side crosses an axis' },
        { value: ask === 'AB' ? h : w, why: 'measured the other side' },
        { value: correct + 1, why: 'counted the grid lines instead of the spaces between them' },
      ];
    const AB = `from ${x1} to ${x2} is ${Math.abs(x1)} + ${x2} = ${w}`;
    const BC = `from ${y1} to ${y2} is ${y1} + ${Math.abs(y2)} = ${h}`;
    const explanation = ask === 'AB'
      ? `A and B have the same y-coordinate, so AB is the change in x: ${AB}.`
      : ask === 'BC'
        ? `B and C have the same x-coordinate, so BC is the change in y: ${BC}.`
        : `Side AB ${AB}, and side BC ${BC}. Perimeter = ${w} + ${h} + ${w} + ${h} = ${2 * (w + h)}.`;
    return {
      ...choiceQuestion({
        text: `Rectangle ABCD has corners A(${x1}, ${y1}), B(${x2}, ${y1}), C(${x2}, ${y2}) and D(${x1}, ${y2}). ${question}`,
        correct,
        distractors,
        explanation,
        rng,
      }),
      figure: coordinateGrid({
        xMin: -6, xMax: 6, yMin: -6, yMax: 6,
        polygon: [[x1, y1], [x2, y1], [x2, y2], [x1, y2]],
        points: [{ x: x1, y: y1, label: 'A' }, { x: x2, y: y1, label: 'B' }, { x: x2, y: y2, label: 'C' }, { x: x1, y: y2, label: 'D' }],
      }),
    };
  },
});

// ---------------------------------------------------------------- 6.RP.A.3 word problems

type RatioStory = 'lemonade' | 'paint' | 'class' | 'reading';

function ratioStory(story: RatioStory, kid: Kid, a: number, b: number, k: number): { text: string; answer: number; explanation: string } {
  const he = kid.pronoun.toLowerCase();
  const times = `${a * k} ÷ ${a} = ${k}`;
  switch (story) {
    case 'lemonade': return {
      text: `${kid.name} makes lemonade with ${a} cups of lemon juice for every ${b} cups of water. How many cups of water does ${he} need for ${a * k} cups of lemon juice? ___ cups`,
      answer: b * k,
      explanation: `${times}, so ${he} makes the recipe ${k} times. ${b} × ${k} = ${b * k} cups of water.`,
    };
    case 'paint': return {
      text: `${kid.name} mixes green paint with ${a} cans of blue for every ${b} cans of yellow. ${kid.pronoun} uses ${a * k} cans of blue. How many cans of yellow does ${he} need? ___ cans`,
      answer: b * k,
      explanation: `${times}, so the mix is made ${k} times as big. ${b} × ${k} = ${b * k} cans of yellow.`,
    };
    case 'class': return {
      text: `In ${kid.name}'s school the ratio of kids who walk to kids who ride the bus is ${a} to ${b}. ${a * k} kids walk. How many kids ride the bus? ___ kids`,
      answer: b * k,
      explanation: `${times}, so every part of the ratio is multiplied by ${k}. ${b} × ${k} = ${b * k} kids ride the bus.`,
    };
    case 'reading': return {
      text: `${kid.name} reads ${a} pages for every ${b} minutes. At that rate, how many minutes does ${he} need to read ${a * k} pages? ___ minutes`,
      answer: b * k,
      explanation: `${times}, so ${he} reads for ${k} groups of ${b} minutes. ${b} × ${k} = ${b * k} minutes.`,
    };
  }
}

const ratioWord = defineLesson({
  key: 'g6-ratio-word-blank',
  name: 'Ratio word problems',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Write the ratio as two numbers, like 2 to 5, and say which thing each number counts.',
    'Find how many times bigger the new amount is than its part of the ratio.',
    'Multiply the other part of the ratio by the same number.',
  ],
  space: () => product(['lemonade', 'paint', 'class', 'reading'] as const, product(product(range(1, 9), range(1, 9)), range(2, 8)))
    .filter(([, [[a, b], k]]) => a !== b && gcd(a, b) === 1 && (a + b + k) % 3 === 0),
  build: ([story, [[a, b], k]]) => {
    const kid = kidAt(a + 2 * b + k);
    const s = ratioStory(story, kid, a, b, k);
    return blankQuestion(s.text, [s.answer], s.explanation);
  },
});

const BUYABLES = ['notebooks', 'tickets', 'pencils', 'sticker packs', 'juice boxes', 'bus rides'] as const;

const unitRateWord = defineLesson({
  key: 'g6-unit-rate-word-choice',
  name: 'Unit rate word problems (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the unit rate first: the cost of 1 (or the distance in 1 hour).',
    'Divide the total by how many.',
    'Multiply the unit rate by the new number.',
  ],
  space: () => product(product(range(0, BUYABLES.length), range(2, 6)), product(range(2, 9), range(2, 12)))
    .filter(([[, n], [p, m]]) => m !== n && (n + p + m) % 2 === 0),
  build: ([[t, n], [p, m]], rng) => {
    const kid = kidAt(t + n + m);
    const car = t === BUYABLES.length;
    const text = car
      ? `${kid.name}'s family drives ${n * p * 10} miles in ${n} hours. At the same speed, how many miles do they drive in ${m} hours?`
      : `${kid.name} pays ${n * p} dollars for ${n} ${BUYABLES[t] ?? 'notebooks'}. At the same price, how many dollars do ${m} ${BUYABLES[t] ?? 'notebooks'} cost?`;
    const unit = car ? p * 10 : p;
    const total = n * unit;
    return choiceQuestion({
      text,
      correct: m * unit,
      distractors: [
        { value: total + (m - n) > 0 ? total + (m - n) : -1, why: 'added the change in number instead of using the rate' },
        { value: total * m, why: 'multiplied the whole total by the new number' },
        { value: unit, why: 'stopped at the unit rate' },
        { value: m * unit + unit, why: 'used one too many' },
      ],
      explanation: car
        ? `Unit rate: ${total} ÷ ${n} = ${unit} miles in 1 hour. In ${m} hours: ${unit} × ${m} = ${m * unit} miles.`
        : `Unit price: ${total} ÷ ${n} = ${unit} dollars each. For ${m}: ${unit} × ${m} = ${m * unit} dollars.`,
      rng,
    });
  },
});

/** Grade 6 skills added in issue 18, in catalogue order (appended to G6_SKILLS). */
export const G6_NEW_SKILLS: SkillDef[] = [
  { key: 'g6-area-polygons', grade: 6, name: 'Area of triangles and parallelograms', standard: '6.G.A.1', prerequisites: ['g4-area-perimeter', 'g5-multiply-fractions'], lessons: [triangleArea, parallelogramArea] },
  { key: 'g6-coordinate-plane', grade: 6, name: 'The coordinate plane', standard: '6.NS.C.8', prerequisites: ['g6-integers'], lessons: [coordinatePoints, coordinateDistance, coordinatePolygon] },
  { key: 'g6-statistics', grade: 6, name: 'Statistics: mean, median, mode and range', standard: '6.SP.B.5', prerequisites: ['g4-division-remainders', 'g2-add-within-100'], lessons: [dotPlotStats, statisticalQuestions] },
  { key: 'g6-inequalities', grade: 6, name: 'Inequalities', standard: '6.EE.B.8', prerequisites: ['g6-integers'], lessons: [inequalitySolutions, inequalityGraph] },
  { key: 'g6-expressions', grade: 6, name: 'Evaluate expressions', standard: '6.EE.A.2', prerequisites: ['g5-order-of-operations', 'g6-exponents'], lessons: [evaluateBlank, evaluateChoice] },
  { key: 'g6-word-problems', grade: 6, name: 'Ratio and rate word problems', standard: '6.RP.A.3', prerequisites: ['g6-ratios-rates', 'g5-word-problems'], lessons: [ratioWord, unitRateWord] },
];

/**
 * Grade 8 number system, geometry and statistics skills added in issue 18: rational and
 * irrational numbers and estimating square roots (8.NS.A.1/2), translations, reflections and
 * rotations of a point (8.G.A.3), scatter plots (8.SP.A.1/2) and two-way tables (8.SP.A.4).
 * The scatter-plot and two-way-table lessons live in g8-data-statistics.ts; this file defines the
 * rest and lists all four skills in G8_DATA_SKILLS.
 */
import type { SkillDef } from './types.js';
import { INTEGER, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, orList, product, range, at } from './lesson.js';
import { pointText, simplestText } from './notation.js';
import { coordinateGrid } from './figures/coordinate-grid.js';
import { createRng } from './rng.js';
import type { Rng } from './rng.js';
import { scatterAssociation, scatterRead, twoWayBlank, twoWayChoice } from './g8-data-statistics.js';

const isSquare = (n: number): boolean => Number.isInteger(Math.sqrt(n));

// ---------------------------------------------------------------------------------------------
// 8.NS.A.1 / 8.NS.A.2 Rational and irrational numbers

interface NumberCard { text: string; why: string }

/** Rational numbers in the forms grade 8 meets them; each says which fraction it is. */
function rationalCard(rng: Rng, kind: number): NumberCard {
  switch (kind % 5) {
    case 0: { const k = rng.int(2, 12); return { text: `√${k * k}`, why: `√${k * k} = ${k}` }; }
    case 1: { const d = rng.int(3, 9); const n = rng.int(1, d - 1); return { text: `${n}/${d}`, why: `${n}/${d} is already a fraction` }; }
    case 2: { const h = at([25, 75, 5, 15, 35, 45, 65], rng.int(0, 6)); return { text: `0.${String(h).padStart(2, '0')}`, why: `0.${String(h).padStart(2, '0')} = ${simplestText(h, 100)}` }; }
    case 3: { const d = rng.int(1, 8); return { text: `0.${d}${d}${d}…`, why: `0.${d}${d}${d}… repeats, and it equals ${simplestText(d, 9)}` }; }
    default: { const w = rng.int(2, 15); return { text: `-${w}`, why: `-${w} = -${w}/1` }; }
  }
}

function irrationalCard(rng: Rng, taken: Set<string>): NumberCard {
  for (;;) {
    const n = rng.int(2, 60);
    const text = rng.int(0, 5) === 0 ? 'π' : `√${n}`;
    if (taken.has(text) || (text !== 'π' && isSquare(n))) continue;
    taken.add(text);
    return text === 'π' ? { text, why: 'π never ends and never repeats' } : { text, why: `${n} is not a perfect square, so √${n} never ends or repeats` };
  }
}

interface SortAsk { ask: 'irrational' | 'rational'; answer: NumberCard; others: NumberCard[] }

function sortSpace(): SortAsk[] {
  const seen = new Set<string>();
  const out: SortAsk[] = [];
  for (let i = 0; out.length < 120 && i < 3000; i++) {
    const rng = createRng(7300 + i);
    const ask = i % 2 === 0 ? 'irrational' : 'rational';
    const taken = new Set<string>();
    const kinds = rng.shuffle([0, 1, 2, 3, 4]);
    const rationals = kinds.slice(0, ask === 'irrational' ? 3 : 1).map((k) => rationalCard(rng, k));
    const irrationals = range(1, ask === 'irrational' ? 1 : 3).map(() => irrationalCard(rng, taken));
    const [answer, others] = ask === 'irrational' ? [irrationals[0], rationals] : [rationals[0], irrationals];
    if (!answer) continue;
    const key = `${ask}:${[answer, ...others].map((c) => c.text).sort().join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ask, answer, others });
  }
  return out;
}

const rationalChoice = defineLesson<SortAsk>({
  key: 'g8-rational-irrational-choice',
  name: 'Rational or irrational?',
  answerForm: WHOLE_NUMBER,
  hints: [
    'A rational number can be written as a fraction of two whole numbers.',
    'Square roots of perfect squares, like √25 = 5, are rational.',
    'Decimals that stop or repeat are rational.',
    'Square roots of other whole numbers, and π, never end or repeat: they are irrational.',
  ],
  space: sortSpace,
  build: ({ ask, answer, others }, rng) => choiceQuestion({
    text: (opts) => `Which number is ${ask}: ${orList(opts)}?`,
    correct: answer.text,
    distractors: others.map((c) => ({ value: c.text, why: ask === 'irrational' ? `${c.why}, so it is rational` : `${c.why}, so it is irrational` })),
    explanation: ask === 'irrational'
      ? `${answer.text} is irrational: ${answer.why}. Each of the others can be written as a fraction, so they are rational.`
      : `${answer.text} is rational: ${answer.why}. The others never end or repeat, so they are irrational.`,
    rng,
  }),
});

/** Whole numbers that are not perfect squares, up to 150. */
const NON_SQUARES = range(2, 150).filter((n) => !isSquare(n));

const rootBetween = defineLesson<number>({
  key: 'g8-square-root-between-blank',
  name: 'Between which whole numbers is a square root?',
  answerForm: WHOLE_NUMBER,
  hints: [
    'List the perfect squares: 1, 4, 9, 16, 25, 36, 49, 64, 81, 100, ...',
    'Find the two perfect squares just below and just above the number.',
    'The square root is between the square roots of those two perfect squares.',
  ],
  space: () => NON_SQUARES,
  build: (n) => {
    const k = Math.floor(Math.sqrt(n));
    return blankQuestion(
      `√${n} is between two whole numbers that are next to each other. Which are they? ___ and ___`,
      [k, k + 1],
      `${k} × ${k} = ${k * k} and ${k + 1} × ${k + 1} = ${(k + 1) * (k + 1)}. ${n} is between ${k * k} and ${(k + 1) * (k + 1)}, so √${n} is between ${k} and ${k + 1}.`,
    );
  },
});

const rootNearest = defineLesson<number>({
  key: 'g8-square-root-estimate-choice',
  name: 'Estimate a square root',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the perfect squares just below and just above the number.',
    'Decide which of those two squares the number is closer to.',
    'The square root is closest to the square root of that perfect square.',
  ],
  space: () => NON_SQUARES.filter((n) => n >= 5),
  build: (n, rng) => {
    const k = Math.floor(Math.sqrt(n));
    const [low, high] = [k * k, (k + 1) * (k + 1)];
    const nearest = n - low < high - n ? k : k + 1;
    return choiceQuestion({
      text: `Which whole number is closest to √${n}?`,
      correct: nearest,
      distractors: [
        { value: nearest === k ? k + 1 : k, why: 'picked the square root of the farther perfect square' },
        { value: Math.round(n / 2), why: 'halved the number instead of taking its square root' },
        { value: nearest === k ? k - 1 : k + 2, why: 'was one whole number off' },
      ],
      explanation: `${k} × ${k} = ${low} and ${k + 1} × ${k + 1} = ${high}. ${n} is closer to ${nearest === k ? low : high}, so √${n} is closest to ${nearest}.`,
      rng,
    });
  },
});

// ---------------------------------------------------------------------------------------------
// 8.G.A.3 Transformations of a point

const LETTERS = ['A', 'B', 'P', 'Q', 'R'] as const;
const units = (d: number): string => `${Math.abs(d)} ${Math.abs(d) === 1 ? 'unit' : 'units'}`;
const withSign = (v: number): string => (v < 0 ? `- ${-v}` : `+ ${v}`);

interface Move { x: number; y: number; dx: number; dy: number }

const translate = defineLesson<Move>({
  key: 'g8-translate-point-blank',
  name: 'Translate a point',
  answerForm: INTEGER,
  hints: [
    'Moving right adds to x and moving left subtracts from x.',
    'Moving up adds to y and moving down subtracts from y.',
    'Count the squares on the grid to check where the point lands.',
  ],
  space: () => product(product(range(-4, 4), range(-4, 4)), product(range(-5, 5), range(-5, 5)))
    .map(([[x, y], [dx, dy]]): Move => ({ x, y, dx, dy }))
    .filter(({ x, y, dx, dy }) => dx !== 0 && dy !== 0 && Math.abs(x + dx) <= 6 && Math.abs(y + dy) <= 6 && (x * 3 + y * 5 + dx * 7 + dy * 11 + 500) % 17 === 0),
  build: ({ x, y, dx, dy }) => {
    const letter = at(LETTERS, x + 2 * y + dx);
    return {
      ...blankQuestion(
        `Point ${letter} is at ${pointText(x, y)}. Translate it ${units(dx)} ${dx > 0 ? 'right' : 'left'} and ${units(dy)} ${dy > 0 ? 'up' : 'down'}. Where does it land? (___, ___)`,
        [x + dx, y + dy],
        `Moving ${dx > 0 ? 'right' : 'left'} changes x: ${x} ${withSign(dx)} = ${x + dx}. Moving ${dy > 0 ? 'up' : 'down'} changes y: ${y} ${withSign(dy)} = ${y + dy}. So ${letter} lands at ${pointText(x + dx, y + dy)}.`,
      ),
      figure: coordinateGrid({ xMin: -6, xMax: 6, yMin: -6, yMax: 6, points: [{ x, y, label: letter }] }),
    };
  },
});

type Turn = 'x-axis' | 'y-axis' | '180' | '90';

const TURNS: Record<Turn, { words: string; to: (x: number, y: number) => [number, number]; rule: string }> = {
  'x-axis': { words: 'Reflect it across the x-axis.', to: (x, y) => [x, -y], rule: 'A reflection across the x-axis keeps x and changes the sign of y' },
  'y-axis': { words: 'Reflect it across the y-axis.', to: (x, y) => [-x, y], rule: 'A reflection across the y-axis changes the sign of x and keeps y' },
  '180': { words: 'Rotate it 180° around the origin.', to: (x, y) => [-x, -y], rule: 'A 180° turn around the origin changes the signs of both x and y' },
  '90': { words: 'Rotate it 90° counterclockwise around the origin.', to: (x, y) => [-y, x], rule: 'A 90° counterclockwise turn around the origin sends (x, y) to (-y, x)' },
};

const reflect = defineLesson<{ x: number; y: number; turn: Turn }>({
  key: 'g8-reflect-rotate-point-choice',
  name: 'Reflect or rotate a point',
  answerForm: INTEGER,
  hints: [
    'Across the x-axis: x stays, y changes sign. Across the y-axis: x changes sign, y stays.',
    'A 180° turn around the origin changes the sign of both numbers.',
    'A 90° counterclockwise turn sends (x, y) to (-y, x).',
  ],
  space: () => product(product(range(-5, 5), range(-5, 5)), ['x-axis', 'y-axis', '180', '90'] as const)
    .map(([[x, y], turn]) => ({ x, y, turn }))
    .filter(({ x, y }) => x !== 0 && y !== 0 && Math.abs(x) !== Math.abs(y) && (x * 7 + y * 3 + 100) % 3 === 0),
  build: ({ x, y, turn }, rng) => {
    const t = TURNS[turn];
    const [tx, ty] = t.to(x, y);
    const others = (['x-axis', 'y-axis', '180', '90'] as const).filter((o) => o !== turn).map((o) => TURNS[o].to(x, y));
    const letter = at(LETTERS, x + y);
    return {
      ...choiceQuestion({
        text: `Point ${letter} is at ${pointText(x, y)}. ${t.words} Where does it land?`,
        correct: pointText(tx, ty),
        distractors: [
          ...others.map(([ox, oy]) => ({ value: pointText(ox, oy), why: 'used the rule of a different move' })),
          { value: pointText(y, x), why: 'swapped x and y' },
          { value: pointText(y, -x), why: 'turned clockwise instead of counterclockwise' },
        ],
        explanation: `${t.rule}. So ${pointText(x, y)} lands at ${pointText(tx, ty)}.`,
        rng,
      }),
      figure: coordinateGrid({ xMin: -6, xMax: 6, yMin: -6, yMax: 6, points: [{ x, y, label: letter }] }),
    };
  },
});

/** Grade 8 number, geometry and statistics skills added in issue 18 (appended to G8_SKILLS). */
export const G8_DATA_SKILLS: SkillDef[] = [
  { key: 'g8-irrational-numbers', grade: 8, name: 'Rational and irrational numbers', standard: '8.NS.A.2', prerequisites: ['g6-exponents', 'g7-multiply-divide-integers'], lessons: [rationalChoice, rootBetween, rootNearest] },
  { key: 'g8-scatter-plots', grade: 8, name: 'Scatter plots and association', standard: '8.SP.A.1', prerequisites: ['g6-coordinate-plane', 'g7-compare-data'], lessons: [scatterAssociation, scatterRead] },
  { key: 'g8-two-way-tables', grade: 8, name: 'Two-way tables', standard: '8.SP.A.4', prerequisites: ['g7-probability', 'g6-percent'], lessons: [twoWayBlank, twoWayChoice] },
  { key: 'g8-transformations', grade: 8, name: 'Translations, reflections and rotations', standard: '8.G.A.3', prerequisites: ['g6-coordinate-plane', 'g7-add-subtract-integers'], lessons: [translate, reflect] },
];

/**
 * Grade 8 number system, geometry and statistics skills added in issue 18: rational and
 * irrational numbers and estimating square roots (8.NS.A.1/2), translations, reflections and
 * rotations of a point (8.G.A.3), scatter plots (8.SP.A.1/2) and two-way tables (8.SP.A.4).
 * Picture questions name the child and the situation in their text, so every question text is
 * distinct while the data lives in the picture (and in its alt text).
 */
import type { SkillDef } from './types.js';
import type { Kid } from './lesson.js';
import { FRACTION_SIMPLEST, INTEGER, KIDS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, orList, product, range } from './lesson.js';
import { pointText, simplestText } from './notation.js';
import { scatterPlot } from './figures/line-graph.js';
import { twoWayTable } from './figures/table.js';
import { coordinateGrid } from './figures/coordinate-grid.js';
import { createRng } from './rng.js';
import type { Rng } from './rng.js';

function at<T>(items: readonly T[], i: number): T {
  const item = items[((i % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

const kidAt = (i: number): Kid => at(KIDS, i);
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

// ---------------------------------------------------------------------------------------------
// 8.SP.A.1 / 8.SP.A.2 Scatter plots

type Association = 'positive' | 'negative' | 'none';

interface ScatterContext {
  title: string;
  xLabel: string;
  yLabel: string;
  /** How the two quantities are named in a sentence. */
  xWords: string;
  yWords: string;
  group: string;
  kind: Association;
  /** Data units per grid step on each axis (the data are drawn on a 0–10 grid). */
  xScale: number;
  yScale: number;
  /** The labelled point, read with two blanks (x then y). */
  read: (name: string) => string;
}

/** Real situations, each with the association it really has. */
const SCATTER: readonly ScatterContext[] = [
  { title: 'Practice and goals', xLabel: 'Hours of practice', yLabel: 'Goals scored', xWords: 'hours of practice', yWords: 'goals scored', group: 'players', kind: 'positive', xScale: 1, yScale: 1, read: (n) => `${n} practiced for ___ hours and scored ___ goals.` },
  { title: 'Studying and quizzes', xLabel: 'Hours studied', yLabel: 'Quiz score', xWords: 'hours studied', yWords: 'quiz score', group: 'students', kind: 'positive', xScale: 1, yScale: 2, read: (n) => `${n} studied for ___ hours and got a quiz score of ___.` },
  { title: 'Heat and ice cream', xLabel: 'Temperature (°C)', yLabel: 'Ice creams sold', xWords: 'temperature', yWords: 'number of ice creams sold', group: 'days', kind: 'positive', xScale: 3, yScale: 5, read: (n) => `On ${n}'s day it was ___ °C and ___ ice creams were sold.` },
  { title: 'Screens and outdoors', xLabel: 'Hours on screens', yLabel: 'Hours outside', xWords: 'hours on screens', yWords: 'hours outside', group: 'teens', kind: 'negative', xScale: 1, yScale: 1, read: (n) => `In one week ${n} spent ___ hours on screens and ___ hours outside.` },
  { title: 'Car age and value', xLabel: 'Age of car (years)', yLabel: 'Value ($1000s)', xWords: 'age of each car', yWords: 'value of each car', group: 'cars', kind: 'negative', xScale: 1, yScale: 2, read: (n) => `${n}'s car is ___ years old and is worth ___ thousand dollars.` },
  { title: 'Cold days and cocoa', xLabel: 'Temperature (°C)', yLabel: 'Cups of cocoa sold', xWords: 'temperature', yWords: 'number of cups of cocoa sold', group: 'days', kind: 'negative', xScale: 3, yScale: 5, read: (n) => `On ${n}'s day it was ___ °C and ___ cups of cocoa were sold.` },
  { title: 'Shoe size and quizzes', xLabel: 'Shoe size', yLabel: 'Quiz score', xWords: 'shoe size', yWords: 'quiz score', group: 'students', kind: 'none', xScale: 1, yScale: 2, read: (n) => `${n} wears shoe size ___ and got a quiz score of ___.` },
  { title: 'Jerseys and goals', xLabel: 'Jersey number', yLabel: 'Goals scored', xWords: 'jersey number', yWords: 'goals scored', group: 'players', kind: 'none', xScale: 2, yScale: 1, read: (n) => `${n} wears jersey number ___ and scored ___ goals.` },
];

function correlation(points: ReadonlyArray<[number, number]>): number {
  const k = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / k;
  const my = points.reduce((s, [, y]) => s + y, 0) / k;
  let [sxy, sxx, syy] = [0, 0, 0];
  for (const [x, y] of points) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

/**
 * 10–13 distinct points on the 0–10 grid with a clear association: correlation at least 0.8 (or at
 * most -0.8) for a trend, at most 0.15 in size for none, so the picture is unmistakable.
 */
function scatterData(kind: Association, seed: number, count: number): Array<[number, number]> {
  for (let attempt = 0; ; attempt++) {
    const rng = createRng(seed * 101 + attempt);
    const slope = rng.int(6, 10) / 10;
    const start = kind === 'negative' ? rng.int(8, 10) : rng.int(0, 2);
    const pts: Array<[number, number]> = [];
    const seen = new Set<string>();
    for (let guard = 0; pts.length < count && guard < 200; guard++) {
      const u = rng.int(1, 10);
      const v = kind === 'none' ? rng.int(0, 10)
        : Math.min(10, Math.max(0, Math.round(start + (kind === 'positive' ? slope : -slope) * u + rng.int(-1, 1))));
      if (seen.has(`${u},${v}`)) continue;
      seen.add(`${u},${v}`);
      pts.push([u, v]);
    }
    const r = correlation(pts);
    const clear = kind === 'positive' ? r >= 0.8 : kind === 'negative' ? r <= -0.8 : Math.abs(r) <= 0.15;
    if (pts.length === count && clear) return pts;
  }
}

interface ScatterAsk { kid: number; context: number; count: number }

const scatterSpace = (): ScatterAsk[] => product(range(0, SCATTER.length - 1), range(0, KIDS.length - 1))
  .map(([context, kid]): ScatterAsk => ({ kid, context, count: 10 + ((kid + context) % 4) }));

const ASSOCIATION_TEXT: Record<Association, string> = { positive: 'positive association', negative: 'negative association', none: 'no association' };

const scatterAssociation = defineLesson<ScatterAsk>({
  key: 'g8-scatter-association-choice',
  name: 'Association in a scatter plot',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Look at the whole cloud of points from left to right.',
    'If the points tend to go up, the association is positive; if they tend to go down, it is negative.',
    'If there is no up or down pattern, there is no association.',
  ],
  space: scatterSpace,
  build: ({ kid, context, count }, rng) => {
    const c = at(SCATTER, context);
    const name = kidAt(kid).name;
    const pts = scatterData(c.kind, context * 8 + kid, count);
    const [xs, ys] = [c.xWords, c.yWords];
    const why: Record<Association, string> = {
      positive: `The points rise from left to right, so bigger values of ${xs} tend to go with bigger values of ${ys}. That is a positive association.`,
      negative: `The points fall from left to right, so bigger values of ${xs} tend to go with smaller values of ${ys}. That is a negative association.`,
      none: `The points are scattered with no rising or falling pattern, so knowing the ${xs} does not help predict the ${ys}. That is no association.`,
    };
    return {
      ...choiceQuestion({
        text: `${name} made a scatter plot of ${xs} and ${ys} for ${count} ${c.group}. What kind of association does it show?`,
        correct: ASSOCIATION_TEXT[c.kind],
        distractors: (['positive', 'negative', 'none'] as const).map((k) => ({ value: ASSOCIATION_TEXT[k], why: 'misread the direction of the points' })),
        explanation: why[c.kind],
        rng,
      }),
      figure: scatterPlot({ title: c.title, xLabel: c.xLabel, yLabel: c.yLabel, points: pts.map(([u, v]) => ({ x: u * c.xScale, y: v * c.yScale })), xStep: c.xScale, yStep: c.yScale }),
    };
  },
});

const scatterRead = defineLesson<ScatterAsk>({
  key: 'g8-scatter-read-point-blank',
  name: 'Read a point on a scatter plot',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the labeled point.',
    'Go straight down to the horizontal axis to read the first value.',
    'Go straight across to the vertical axis to read the second value.',
  ],
  space: scatterSpace,
  build: ({ kid, context, count }) => {
    const c = at(SCATTER, context);
    const name = kidAt(kid).name;
    const pts = scatterData(c.kind, 500 + context * 8 + kid, count);
    const pick = at(pts, kid * 3 + context);
    const [x, y] = [pick[0] * c.xScale, pick[1] * c.yScale];
    const points = pts.map(([u, v]) => ({ x: u * c.xScale, y: v * c.yScale, ...(u === pick[0] && v === pick[1] ? { label: name } : {}) }));
    return {
      ...blankQuestion(
        `The scatter plot shows the ${c.xWords} and the ${c.yWords} for ${count} ${c.group}. One point is labeled ${name}. ${c.read(name)}`,
        [x, y],
        `From the point labeled ${name}, go straight down to ${x} on the horizontal axis and straight across to ${y} on the vertical axis. The point is ${pointText(x, y)}.`,
      ),
      figure: scatterPlot({ title: c.title, xLabel: c.xLabel, yLabel: c.yLabel, points, xStep: c.xScale, yStep: c.yScale }),
    };
  },
});

// ---------------------------------------------------------------------------------------------
// 8.SP.A.4 Two-way tables

interface TwoWayContext { group: string; rows: [string, string]; cols: [string, string] }

const TWO_WAY: readonly TwoWayContext[] = [
  { group: 'students', rows: ['Plays a sport', 'No sport'], cols: ['Has a pet', 'No pet'] },
  { group: 'students', rows: ['Has a phone', 'No phone'], cols: ['Walks', 'Bus'] },
  { group: 'campers', rows: ['Swims', 'Does not swim'], cols: ['Hikes', 'No hiking'] },
  { group: 'students', rows: ['Plays music', 'No music'], cols: ['Sings', 'No singing'] },
  { group: 'students', rows: ['Grade 7', 'Grade 8'], cols: ['Likes cats', 'Likes dogs'] },
];

type Given = 'row' | 'col' | 'all';

interface TwoWayAsk { kid: number; context: number; counts: [[number, number], [number, number]]; given: Given; r: number; c: number }

function cellOf(counts: [[number, number], [number, number]], r: number, c: number): number {
  return at(at(counts, r), c);
}

function twoWaySpace(): TwoWayAsk[] {
  const seen = new Set<string>();
  const out: TwoWayAsk[] = [];
  product(product(range(0, TWO_WAY.length - 1), range(0, KIDS.length - 1)), product(['row', 'col', 'all'] as const, range(0, 3))).forEach(([[context, kid], [given, rc]], i) => {
    const rng = createRng(6400 + i);
    const counts: [[number, number], [number, number]] = [[rng.int(3, 18), rng.int(3, 18)], [rng.int(3, 18), rng.int(3, 18)]];
    const [r, c] = [Math.floor(rc / 2), rc % 2];
    const key = `${kid}:${context}:${given}:${r}:${c}:${counts.flat().reduce((s, v) => s + v, 0)}`;
    if (seen.has(key) || i % 3 !== 0) return;
    seen.add(key);
    out.push({ kid, context, counts, given, r, c });
  });
  return out;
}

const twoWayBlank = defineLesson<TwoWayAsk>({
  key: 'g8-two-way-table-blank',
  name: 'Relative frequency from a two-way table',
  answerForm: FRACTION_SIMPLEST,
  hints: [
    'Find the group the question is about: one row, one column, or everyone.',
    'The total of that group goes on the bottom of the fraction.',
    'The count in the matching cell goes on top. Then simplify.',
  ],
  space: twoWaySpace,
  build: ({ kid, context, counts, given, r, c }) => {
    const t = TWO_WAY[context] ?? TWO_WAY[0];
    if (!t) throw new Error('no context');
    const cell = cellOf(counts, r, c);
    const total = counts.flat().reduce((s, v) => s + v, 0);
    const [row, col] = [at(t.rows, r), at(t.cols, c)];
    const part = given === 'row' ? cellOf(counts, r, 0) + cellOf(counts, r, 1) : given === 'col' ? cellOf(counts, 0, c) + cellOf(counts, 1, c) : total;
    const intro = `${kidAt(kid).name} asked ${total} ${t.group} two questions. The two-way table shows the answers.`;
    const ask = given === 'row'
      ? `Of the ${t.group} in the row "${row}", what fraction are in the column "${col}"?`
      : given === 'col'
        ? `Of the ${t.group} in the column "${col}", what fraction are in the row "${row}"?`
        : `What fraction of all ${total} ${t.group} are in both the row "${row}" and the column "${col}"?`;
    const groupWords = given === 'row' ? `The row "${row}" has ${part} ${t.group} in all` : given === 'col' ? `The column "${col}" has ${part} ${t.group} in all` : `There are ${total} ${t.group} in all`;
    return {
      ...blankQuestion(
        `${intro} ${ask} Write it in simplest form. ___`,
        [simplestText(cell, part)],
        `${groupWords}, and ${cell} of them are in both "${row}" and "${col}". So the fraction is ${cell}/${part}${simplestText(cell, part) === `${cell}/${part}` ? '' : ` = ${simplestText(cell, part)}`}.`,
      ),
      figure: twoWayTable({ rowLabels: t.rows, colLabels: t.cols, counts }),
    };
  },
});

interface PercentAsk { kid: number; context: number; counts: [[number, number], [number, number]]; r: number; c: number }

/** Row totals of 10, 20, 25 or 50 so that every "percent of a row" is a whole number. */
function percentSpace(): PercentAsk[] {
  const out: PercentAsk[] = [];
  product(product(range(0, TWO_WAY.length - 1), range(0, KIDS.length - 1)), range(0, 3)).forEach(([[context, kid], rc], i) => {
    const rng = createRng(8800 + i);
    const rowTotals = [at([10, 20, 25, 50], rng.int(0, 3)), at([10, 20, 25, 50], rng.int(0, 3))];
    // Every row total divides 100, so any count in the row is a whole percent of it.
    const split = (n: number): [number, number] => {
      let a = rng.int(1, n - 1);
      if (a * 2 === n) a += 1;
      return [a, n - a];
    };
    const counts: [[number, number], [number, number]] = [split(rowTotals[0] ?? 10), split(rowTotals[1] ?? 10)];
    if (i % 2 === 0) out.push({ kid, context, counts, r: Math.floor(rc / 2), c: rc % 2 });
  });
  return out;
}

const twoWayChoice = defineLesson<PercentAsk>({
  key: 'g8-two-way-table-choice',
  name: 'Percents from a two-way table',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the row the question is about and its total.',
    'Divide the count in the matching cell by that row total.',
    'Multiply by 100 to write it as a percent.',
  ],
  space: percentSpace,
  build: ({ kid, context, counts, r, c }, rng) => {
    const t = TWO_WAY[context] ?? TWO_WAY[0];
    if (!t) throw new Error('no context');
    const [row, col] = [at(t.rows, r), at(t.cols, c)];
    const cell = cellOf(counts, r, c);
    const rowTotal = cellOf(counts, r, 0) + cellOf(counts, r, 1);
    const colTotal = cellOf(counts, 0, c) + cellOf(counts, 1, c);
    const total = counts.flat().reduce((s, v) => s + v, 0);
    const pct = (part: number, of: number): string => ((part * 100) % of === 0 ? `${(part * 100) / of}%` : '');
    return {
      ...choiceQuestion({
        text: `${kidAt(kid).name} asked ${total} ${t.group} two questions and made a two-way table. What percent of the ${t.group} in the row "${row}" are in the column "${col}"?`,
        correct: pct(cell, rowTotal),
        distractors: [
          { value: pct(cell, total), why: 'divided by everyone instead of by the row total' },
          { value: pct(cell, colTotal), why: 'divided by the column total instead of the row total' },
          { value: pct(rowTotal - cell, rowTotal), why: 'used the other cell of the row' },
          { value: `${cell}%`, why: 'wrote the count as a percent' },
          { value: pct(cellOf(counts, 1 - r, c), total - rowTotal), why: 'read the other row' },
          { value: `${rowTotal - cell}%`, why: 'wrote the other count of the row as a percent' },
        ],
        explanation: `The row "${row}" has ${rowTotal} ${t.group}, and ${cell} of them are in "${col}". ${cell} ÷ ${rowTotal} = ${cell / rowTotal}, which is ${pct(cell, rowTotal)}.`,
        rng,
      }),
      figure: twoWayTable({ rowLabels: t.rows, colLabels: t.cols, counts }),
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

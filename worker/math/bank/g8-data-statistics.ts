/**
 * Grade 8 statistics skills added in issue 18, split out of g8-data.ts: scatter plots and the
 * association they show (8.SP.A.1/2) and relative frequencies and percents from two-way tables
 * (8.SP.A.4). Picture questions name the child and the situation in their text, so every question
 * text is distinct while the data live in the picture (and in its alt text). The lessons are
 * exported for G8_DATA_SKILLS in g8-data.ts, which keeps the catalogue order.
 */
import { FRACTION_SIMPLEST, KIDS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range, kidAt, at } from './lesson.js';
import { pointText, simplestText } from './notation.js';
import { scatterPlot } from './figures/line-graph.js';
import { twoWayTable } from './figures/table.js';
import { createRng } from './rng.js';

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

export const scatterAssociation = defineLesson<ScatterAsk>({
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

export const scatterRead = defineLesson<ScatterAsk>({
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

export const twoWayBlank = defineLesson<TwoWayAsk>({
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

export const twoWayChoice = defineLesson<PercentAsk>({
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

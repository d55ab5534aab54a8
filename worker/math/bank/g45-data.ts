/**
 * Line plots of grades 4 and 5 (issue 18): measurements in quarters of a unit (4.MD.B.4) and
 * in eighths (5.MD.B.2), read from a picture and used to add, subtract and share fractions.
 *
 * A question's text names the child, the things measured and what is asked; the data behind the
 * picture is made from the child and the things (a fixed seed per pair), so every text belongs
 * to one picture and the oracles read the data back from the picture's alt text.
 */
import type { Kid } from './lesson.js';
import { FRACTION_ANY_FORM, KIDS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range } from './lesson.js';
import { mixedText } from './notation.js';
import { createRng, hashString } from './rng.js';
import { linePlot } from './figures/line-plot.js';

function kid(i: number): Kid {
  return KIDS[i % KIDS.length] ?? { name: 'Mia', pronoun: 'She' };
}

/** "2 1/4", "3/8", "1" for n/d. */
function frac(n: number, d: number): string {
  return mixedText(n, d);
}

interface Context {
  /** Plural of the things measured, and the verb of their size. */
  things: string;
  one: string;
  size: 'long' | 'tall';
  unit: string;
  /** The unit for one or less ("inch", "foot"). */
  unitOne: string;
  title: string;
  /** The first mark, in units of 1/den. */
  start: number;
}

/** Grade 4: quarters of an inch or a foot, 7 marks from `start`. */
/** The context at index i (the first one for an index out of range). */
function contextAt(list: readonly Context[], i: number): Context {
  const ctx = list[i] ?? list[0];
  if (!ctx) throw new RangeError('No contexts');
  return ctx;
}

const G4_CONTEXTS: readonly Context[] = [
  { things: 'pencils', one: 'pencil', size: 'long', unit: 'inches', unitOne: 'inch', title: 'Pencil lengths (inches)', start: 12 },
  { things: 'bean plants', one: 'bean plant', size: 'tall', unit: 'inches', unitOne: 'inch', title: 'Bean plant heights (inches)', start: 8 },
  { things: 'ribbons', one: 'ribbon', size: 'long', unit: 'feet', unitOne: 'foot', title: 'Ribbon lengths (feet)', start: 4 },
  { things: 'caterpillars', one: 'caterpillar', size: 'long', unit: 'inches', unitOne: 'inch', title: 'Caterpillar lengths (inches)', start: 2 },
];

/**
 * Counts above each mark for one child and context: 7 to 14 values; the smallest and biggest
 * measures vary (up to two marks at either end stay empty), so differences vary too.
 */
function quarterData(k: number, c: number, salt: string): number[] {
  const rng = createRng(hashString(`${salt}:${k}:${c}`));
  for (;;) {
    const [lowCut, highCut] = [rng.int(0, 2), rng.int(0, 2)];
    const counts = range(0, 6).map((i) => (i < lowCut || i > 6 - highCut ? 0 : rng.int(0, 4)));
    const total = counts.reduce((a, b) => a + b, 0);
    if (total >= 7 && total <= 14 && (counts[lowCut] ?? 0) > 0 && (counts[6 - highCut] ?? 0) > 0) return counts;
  }
}

function g4Figure(k: number, c: number, salt: string): { counts: number[]; ctx: Context; labels: string[]; figure: ReturnType<typeof linePlot> } {
  const ctx = contextAt(G4_CONTEXTS, c);
  const counts = quarterData(k, c, salt);
  const ticks = range(0, 6).map((i) => (ctx.start + i) / 4);
  const labels = range(0, 6).map((i) => frac(ctx.start + i, 4));
  const values = counts.flatMap((n, i) => Array.from({ length: n }, () => ticks[i] ?? 0));
  return { counts, ctx, labels, figure: linePlot({ title: ctx.title, values, ticks, tickLabels: labels }) };
}

/** "1/2 inch", "1 foot", "1 1/4 feet": the unit for n/d of it. */
function unitFor(ctx: Context, n: number, d: number): string {
  return n <= d ? ctx.unitOne : ctx.unit;
}

function measuredBy(child: Kid, ctx: Context): string {
  return `${child.name} measured some ${ctx.things} and made this line plot.`;
}

type CountAsk = { k: number; c: number; kind: 'exactly' | 'longer'; mark: number };

const g4CountBlank = defineLesson<CountAsk>({
  key: 'g4-line-plot-count',
  name: 'Read a line plot (quarters)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the mark on the number line the question names.',
    'Each X stands for one thing that was measured.',
    'Count the X\'s above that mark, or above every mark to its right.',
  ],
  space: () => product(product(range(0, KIDS.length - 1), range(0, G4_CONTEXTS.length - 1)), product(['exactly', 'longer'] as const, range(1, 5)))
    .filter(([[k, c], [kind, mark]]) => (k + c * 3 + mark + (kind === 'longer' ? 1 : 0)) % 2 === 0)
    .map(([[k, c], [kind, mark]]) => ({ k, c, kind, mark })),
  build: ({ k, c, kind, mark }) => {
    const { counts, ctx, labels, figure } = g4Figure(k, c, 'g4-line-plot');
    const label = labels[mark] ?? '';
    const size = ctx.size === 'tall' ? 'taller' : 'longer';
    if (kind === 'exactly') {
      const n = counts[mark] ?? 0;
      return {
        ...blankQuestion(`${measuredBy(kid(k), ctx)} How many ${ctx.things} are exactly ${label} ${unitFor(ctx, ctx.start + mark, 4)} ${ctx.size}? ___`, [n],
          `Find ${label} on the line and count the X's above it: there ${n === 1 ? 'is 1' : `are ${n}`}.`),
        figure,
      };
    }
    const above = counts.slice(mark + 1);
    const n = above.reduce((a, b) => a + b, 0);
    return {
      ...blankQuestion(`${measuredBy(kid(k), ctx)} How many ${ctx.things} are ${size} than ${label} ${unitFor(ctx, ctx.start + mark, 4)}? ___`, [n],
        `Count the X's to the right of ${label}, not the ones on it: ${above.join(' + ')} = ${n}.`),
      figure,
    };
  },
});

type DiffAsk = { k: number; c: number; kind: 'difference' | 'total'; mark: number };

const g4DifferenceChoice = defineLesson<DiffAsk>({
  key: 'g4-line-plot-difference',
  name: 'Add and subtract with a line plot (choose the answer)',
  answerForm: FRACTION_ANY_FORM,
  hints: [
    'The marks go up by 1/4 each time.',
    'For a difference, subtract the smallest measure from the biggest.',
    'For a total, add the measure once for every X above it.',
  ],
  space: () => product(product(range(0, KIDS.length - 1), range(0, G4_CONTEXTS.length - 1)), [-1, 1, 2, 3, 4, 5])
    .filter(([[k, c], mark]) => mark === -1 || (k + c + mark) % 3 === 0)
    .map(([[k, c], mark]) => ({ k, c, kind: mark === -1 ? 'difference' : 'total', mark: Math.max(mark, 0) })),
  build: ({ k, c, kind, mark }, rng) => {
    const { counts, ctx, labels, figure } = g4Figure(k, c, 'g4-line-plot-difference');
    const lead = measuredBy(kid(k), ctx);
    if (kind === 'difference') {
      const lo = counts.findIndex((x) => x > 0);
      const hi = 6 - [...counts].reverse().findIndex((x) => x > 0);
      const [low, high] = [labels[lo] ?? '', labels[hi] ?? ''];
      const biggest = ctx.size === 'tall' ? 'tallest' : 'longest';
      return {
        ...choiceQuestion({
          text: `${lead} How many ${ctx.unit} ${ctx.size === 'tall' ? 'taller' : 'longer'} is the ${biggest} ${ctx.one} than the shortest?`,
          correct: frac(hi - lo, 4),
          distractors: [
            { value: frac(hi - lo + 1, 4), why: 'counted the marks instead of the spaces between them' },
            { value: frac(2 * ctx.start + hi + lo, 4), why: 'added the two measures instead of subtracting' },
            { value: hi - lo > 1 ? frac(hi - lo - 1, 4) : '', why: 'counted one space too few' },
            { value: String(hi - lo), why: 'counted quarter steps as whole units' },
          ],
          explanation: `The ${biggest} is ${high} ${unitFor(ctx, ctx.start + hi, 4)} and the shortest is ${low} ${unitFor(ctx, ctx.start + lo, 4)}. ${high} - ${low} = ${frac(hi - lo, 4)} ${unitFor(ctx, hi - lo, 4)}.`,
          rng,
        }),
        figure,
      };
    }
    const label = labels[mark] ?? '';
    const n = counts[mark] ?? 0;
    const each = ctx.start + mark;
    return {
      ...choiceQuestion({
        text: `${lead} All the ${ctx.things} that are exactly ${label} ${unitFor(ctx, ctx.start + mark, 4)} ${ctx.size} are put end to end. How many ${ctx.unit} is that?`,
        correct: frac(n * each, 4),
        distractors: [
          { value: n === 1 ? '' : label, why: 'gave the length of one instead of all of them' },
          { value: n === 0 ? '' : frac((n + 1) * each, 4), why: 'counted one X too many' },
          { value: n <= 1 ? '' : frac((n - 1) * each, 4), why: 'counted one X too few' },
          { value: String(n), why: 'counted the X\'s but did not add the lengths' },
          { value: frac(n * each + 1, 4), why: 'made a slip adding the quarters' },
        ],
        explanation: n === 0
          ? `There are no X's above ${label}, so the total is 0.`
          : `There ${n === 1 ? 'is 1 X' : `are ${n} X's`} above ${label}, so the total is ${n} × ${label} = ${n} × ${each}/4 = ${n * each}/4 = ${frac(n * each, 4)} ${unitFor(ctx, n * each, 4)}.`,
        rng,
      }),
      figure,
    };
  },
});

/** Grade 5: eighths of a liter (or cup, or pound) in containers, marks 0 to 1. */
const G5_CONTEXTS: readonly Context[] = [
  { things: 'beakers of water', one: 'beaker', size: 'long', unit: 'liters', unitOne: 'liter', title: 'Water in each beaker (liters)', start: 0 },
  { things: 'glasses of juice', one: 'glass', size: 'long', unit: 'cups', unitOne: 'cup', title: 'Juice in each glass (cups)', start: 0 },
  { things: 'bags of sand', one: 'bag', size: 'long', unit: 'pounds', unitOne: 'pound', title: 'Sand in each bag (pounds)', start: 0 },
  { things: 'jars of rainwater', one: 'jar', size: 'long', unit: 'liters', unitOne: 'liter', title: 'Rainwater in each jar (liters)', start: 0 },
];
const EIGHTHS = range(0, 8).map((i) => frac(i, 8));

/** Eighths in each container (1..8), 4 to 8 containers, the total a multiple of the count. */
function eighthsData(k: number, c: number, salt: string): number[] {
  const rng = createRng(hashString(`${salt}:${k}:${c}`));
  for (;;) {
    const n = rng.int(4, 8);
    const values = range(1, n).map(() => rng.int(1, 8));
    const total = values.reduce((a, b) => a + b, 0);
    const counts = range(0, 8).map((e) => values.filter((v) => v === e).length);
    if (total % n === 0 && new Set(values).size >= 3 && counts.every((x) => x <= 5)) return values.sort((a, b) => a - b);
  }
}

type G5Ask = { k: number; c: number; kind: 'total' | 'share' | 'difference' };

function g5Question(p: G5Ask, salt: string): { text: string; n: number; d: number; why: string; values: number[]; figure: ReturnType<typeof linePlot> } {
  const ctx = contextAt(G5_CONTEXTS, p.c);
  const values = eighthsData(p.k, p.c, salt);
  const figure = linePlot({ title: ctx.title, values: values.map((v) => v / 8), ticks: range(0, 8).map((i) => i / 8), tickLabels: EIGHTHS });
  const child = kid(p.k);
  const lead = `${child.name} measured what is in some ${ctx.things} and made this line plot.`;
  const total = values.reduce((a, b) => a + b, 0);
  const sum = values.map((v) => frac(v, 8)).join(' + ');
  const units = ctx.unit;
  if (p.kind === 'total') {
    return { text: `${lead} How many ${units} are there in all the ${ctx.things.split(' ')[0]} together?`, n: total, d: 8, values, figure,
      why: `Add one amount for every X: ${sum} = ${total}/8${frac(total, 8) === `${total}/8` ? '' : ` = ${frac(total, 8)}`} ${unitFor(ctx, total, 8)}.` };
  }
  if (p.kind === 'share') {
    return { text: `${lead} If the amounts were shared out equally, how many ${units} would each ${ctx.one} hold?`, n: total, d: 8 * values.length, values, figure,
      why: `All together there are ${total}/8 ${units} in ${values.length} ${ctx.things.split(' ')[0]}. ${total}/8 ÷ ${values.length} = ${total / values.length}/8${frac(total / values.length, 8) === `${total / values.length}/8` ? '' : ` = ${frac(total / values.length, 8)}`} ${unitFor(ctx, total / values.length, 8)} each.` };
  }
  const [low, high] = [values[0] ?? 0, values[values.length - 1] ?? 0];
  return { text: `${lead} How many more ${units} are in the fullest ${ctx.one} than in the emptiest one?`, n: high - low, d: 8, values, figure,
    why: `The fullest holds ${frac(high, 8)} and the emptiest ${frac(low, 8)}: ${frac(high, 8)} - ${frac(low, 8)} = ${frac(high - low, 8)} ${unitFor(ctx, high - low, 8)}.` };
}

function g5Space(): G5Ask[] {
  return product(product(range(0, KIDS.length - 1), range(0, G5_CONTEXTS.length - 1)), ['total', 'share', 'difference'] as const)
    .map(([[k, c], kind]) => ({ k, c, kind }));
}

const g5PlotBlank = defineLesson<G5Ask>({
  key: 'g5-line-plot-blank',
  name: 'Line plots with eighths',
  answerForm: FRACTION_ANY_FORM,
  hints: [
    'Each X is one measurement; the marks go up by 1/8.',
    'To find a total, add one amount for every X.',
    'To share equally, divide the total by the number of X\'s.',
  ],
  space: () => g5Space().filter((p) => (p.k + p.c + p.kind.length) % 2 === 0),
  build: (p) => {
    const q = g5Question(p, 'g5-line-plot-blank');
    return { ...blankQuestion(`${q.text} ___`, [frac(q.n, q.d)], q.why), figure: q.figure };
  },
});

const g5PlotChoice = defineLesson<G5Ask>({
  key: 'g5-line-plot-choice',
  name: 'Line plots with eighths (choose the answer)',
  answerForm: FRACTION_ANY_FORM,
  hints: [
    'Write each X as its fraction of eighths.',
    'Add the eighths; turn 8 eighths into 1 whole.',
    'Sharing equally means dividing the total by how many there are.',
  ],
  space: () => g5Space().filter((p) => (p.k + p.c + p.kind.length) % 2 === 1),
  build: (p, rng) => {
    const q = g5Question(p, 'g5-line-plot-choice');
    const total = q.values.reduce((a, b) => a + b, 0);
    const distinctSum = [...new Set(q.values)].reduce((a, b) => a + b, 0);
    const count = q.values.length;
    return {
      ...choiceQuestion({
        text: q.text,
        correct: frac(q.n, q.d),
        distractors: [
          { value: frac(distinctSum, 8), why: 'added each mark once instead of once for every X' },
          { value: p.kind === 'share' ? frac(total, 8) : frac(total, 8 * count), why: p.kind === 'share' ? 'found the total but did not share it' : 'shared the total instead of adding' },
          { value: frac(q.n + q.d / 8, q.d), why: 'counted one eighth too many' },
          { value: q.n > q.d / 8 ? frac(q.n - q.d / 8, q.d) : '', why: 'counted one eighth too few' },
          { value: `${q.n}/${8 * q.d}`, why: 'mixed up the parts' },
        ],
        explanation: q.why,
        rng,
      }),
      figure: q.figure,
    };
  },
});

export const G4_DATA = { g4CountBlank, g4DifferenceChoice };
export const G5_DATA = { g5PlotBlank, g5PlotChoice };

/**
 * Grade 8 functions and linear models (issue 18): what a function is and reading one from a
 * table (8.F.A.1), rate of change and initial value from a graph or a table (8.F.B.4), systems of
 * two linear equations (8.EE.C.8) and linear-equation stories (8.EE.C.7). Picture questions use
 * the grade-8 figures (line graph, table) and the coordinate grid; their texts name the child and
 * the situation, so every question text is distinct while the numbers live in the picture.
 */
import type { SkillDef } from './types.js';
import type { Kid } from './lesson.js';
import { INTEGER, KIDS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range } from './lesson.js';
import { paren, pointText, simplestText, slopeInterceptText } from './notation.js';
import { lineGraph } from './figures/line-graph.js';
import { valueTable } from './figures/table.js';
import { coordinateGrid } from './figures/coordinate-grid.js';
import { createRng } from './rng.js';

/** The item of a list at a wrapped index (lists here are never empty). */
function at<T>(items: readonly T[], i: number): T {
  const item = items[((i % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

const kidAt = (i: number): Kid => at(KIDS, i);
const signed = (v: number): string => (v < 0 ? `- ${-v}` : `+ ${v}`);
/** "3x", "x", "-x", "-2x". */
const timesX = (c: number): string => (c === 1 ? 'x' : c === -1 ? '-x' : `${c}x`);
/** m times a value as worked out in an explanation: "2(-3)", "(-3)" for m = 1, "-(-3)" for m = -1. */
const timesValue = (m: number, v: number): string => (m === 1 ? `(${v})` : m === -1 ? `-(${v})` : `${m}(${v})`);

// ---------------------------------------------------------------------------------------------
// 8.F.A.1 Functions

interface FunctionTableAsk { kid: number; m: number; b: number; inputs: number[]; ask: number; back: number }

/**
 * Function machines y = mx + b read from a table of five pairs, both ways: the output for an
 * input, and the input that gives an output (a function has one output per input, so reading
 * forward is always possible; reading back works here because the rule never repeats outputs).
 */
function functionTableSpace(): FunctionTableAsk[] {
  const inputSets = [[0, 1, 2, 3, 4], [1, 2, 3, 4, 5], [2, 4, 6, 8, 10], [1, 3, 5, 7, 9], [-2, -1, 0, 1, 2], [3, 4, 5, 6, 7]];
  const seen = new Set<string>();
  const out: FunctionTableAsk[] = [];
  product(product(range(0, 7), [2, 3, 4, 5, -2, -3]), product(range(0, 5), [[0, 3], [1, 4], [4, 2], [3, 0], [2, 1]] as const)).forEach(([[kid, m], [set, [ask, back]]], i) => {
    const inputs = at(inputSets, set);
    const b = at([1, 3, -1, 5, 0, 7, 2, -4, 6], i * 7 + kid);
    const key = `${kid}:${at(inputs, ask)}:${m * at(inputs, back) + b}`;
    if ((i * 5 + kid) % 4 !== 0 || seen.has(key)) return;
    seen.add(key);
    out.push({ kid, m, b, inputs, ask, back });
  });
  return out;
}

const functionTable = defineLesson<FunctionTableAsk>({
  key: 'g8-function-table-blank',
  name: 'Read a function from a table',
  answerForm: INTEGER,
  hints: [
    'Each row of the table pairs one input with its output.',
    'To find an output, find the input in the Input column and read across.',
    'To find an input, find the output in the Output column and read back across.',
  ],
  space: functionTableSpace,
  build: ({ kid, m, b, inputs, ask, back }) => {
    const name = kidAt(kid).name;
    const rows = inputs.map((x): [number, number] => [x, m * x + b]);
    const [xa, ya] = [at(inputs, ask), m * at(inputs, ask) + b];
    const [xb, yb] = [at(inputs, back), m * at(inputs, back) + b];
    return {
      ...blankQuestion(
        `${name}'s function machine gives exactly one output for each input. The table shows some of its inputs and outputs. What is the output for the input ${xa}? ___ Which input gives the output ${yb}? ___`,
        [ya, xb],
        `Find ${xa} in the Input column: the output next to it is ${ya}. Find ${yb} in the Output column: the input next to it is ${xb}.`,
      ),
      figure: valueTable({ headers: ['Input', 'Output'], rows }),
    };
  },
});

type Relation = 'one-to-one' | 'many-to-one' | 'not-a-function';
const IS_FUNCTION = 'Yes, each input has exactly one output';
const TWO_OUTPUTS = 'No, one input has two different outputs';
const SHARED_OUTPUT = 'No, two inputs have the same output';

/**
 * Relations of 4–5 input → output pairs: functions with all outputs different, functions where
 * two inputs share an output (the classic trap: that is still a function), and relations where
 * one input has two outputs (outputs otherwise all different, so the trap option stays wrong).
 */
function relationSpace(): Array<{ kid: number; kind: Relation; pairs: Array<[number, number]> }> {
  const kinds: Relation[] = ['one-to-one', 'many-to-one', 'not-a-function'];
  const seen = new Set<string>();
  const out: Array<{ kid: number; kind: Relation; pairs: Array<[number, number]> }> = [];
  for (let i = 0; out.length < 96 && i < 2000; i++) {
    const rng = createRng(9100 + i);
    const kind = at(kinds, i);
    const count = rng.int(4, 5);
    const inputs = rng.shuffle(range(1, 12)).slice(0, kind === 'not-a-function' ? count - 1 : count);
    const outputs = rng.shuffle(range(2, 20)).slice(0, count);
    const pairs: Array<[number, number]> = inputs.map((x, j) => [x, at(outputs, j)]);
    if (kind === 'many-to-one') pairs[count - 1] = [at(inputs, count - 1), at(outputs, rng.int(0, count - 2))];
    if (kind === 'not-a-function') pairs.push([at(inputs, rng.int(0, count - 2)), at(outputs, count - 1)]);
    const shown = rng.shuffle(pairs);
    const key = shown.map(([x, y]) => `${x}→${y}`).join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ kid: i, kind, pairs: shown });
  }
  return out;
}

const isFunction = defineLesson({
  key: 'g8-is-function-choice',
  name: 'Is it a function?',
  answerForm: WHOLE_NUMBER,
  hints: [
    'A function gives each input exactly one output.',
    'Look for an input that appears more than once.',
    'If a repeated input has different outputs, it is not a function.',
    'Two inputs sharing the same output is allowed.',
  ],
  space: relationSpace,
  build: ({ kid, kind, pairs }, rng) => {
    const list = pairs.map(([x, y]) => `${x} → ${y}`).join(', ');
    const inputs = pairs.map(([x]) => x);
    const twice = inputs.find((x, j) => inputs.indexOf(x) !== j);
    const outputsOf = (x: number) => pairs.filter(([a]) => a === x).map(([, y]) => y);
    const shared = pairs.map(([, y]) => y).find((y, j, ys) => ys.indexOf(y) !== j);
    const correct = kind === 'not-a-function' ? TWO_OUTPUTS : IS_FUNCTION;
    const explanation = kind === 'not-a-function'
      ? `The input ${twice ?? ''} goes to both ${outputsOf(twice ?? 0).join(' and ')}. A function gives each input exactly one output, so this is not a function.`
      : kind === 'many-to-one'
        ? `Every input appears once, so each input has exactly one output: it is a function. Two inputs sharing the output ${shared ?? ''} is allowed.`
        : 'Every input appears only once, so each input has exactly one output. That makes it a function.';
    return choiceQuestion({
      text: `${kidAt(kid).name} wrote these input → output pairs: ${list}. Is this a function?`,
      correct,
      distractors: [
        { value: IS_FUNCTION, why: 'did not check for a repeated input' },
        { value: SHARED_OUTPUT, why: 'thought two inputs may not share an output' },
        { value: TWO_OUTPUTS, why: 'saw a repeated output and called it a repeated input' },
      ],
      explanation,
      rng,
    });
  },
});

// ---------------------------------------------------------------------------------------------
// 8.F.B.4 Rate of change and initial value

interface LinearStory {
  sentence: (name: string) => string;
  title: string;
  xLabel: string;
  yLabel: string;
  rateUnit: string;
  startUnit: string;
  slopes: number[];
  starts: number[];
}

/** Situations that change at a steady rate; negative slopes for things that run down. */
const STORIES: readonly LinearStory[] = [
  { sentence: (name) => `${name} has some money saved and adds the same amount every week.`, title: 'Savings', xLabel: 'Weeks', yLabel: 'Savings ($)', rateUnit: 'dollars per week', startUnit: 'dollars', slopes: [3, 4, 5, 6, 8, 10, 12, 15], starts: [5, 10, 12, 15, 20, 25, 30, 40] },
  { sentence: (name) => `${name}'s bean plant grows the same amount every day.`, title: 'Bean plant', xLabel: 'Days', yLabel: 'Height (cm)', rateUnit: 'cm per day', startUnit: 'cm', slopes: [1, 2, 3, 4], starts: [2, 3, 4, 5, 6, 8, 10] },
  { sentence: (name) => `${name} lights a candle that burns down at a steady rate.`, title: 'Candle', xLabel: 'Hours', yLabel: 'Height (cm)', rateUnit: 'cm per hour', startUnit: 'cm', slopes: [-1, -2, -3, -4], starts: [24, 28, 30, 32, 36, 40] },
  { sentence: (name) => `${name} drains a fish tank at a steady rate.`, title: 'Fish tank', xLabel: 'Minutes', yLabel: 'Water (liters)', rateUnit: 'liters per minute', startUnit: 'liters', slopes: [-2, -3, -4, -5, -6, -8], starts: [48, 50, 60, 64, 72, 80] },
  { sentence: (name) => `${name}'s gym charges a joining fee and then the same amount each month.`, title: 'Gym cost', xLabel: 'Months', yLabel: 'Total cost ($)', rateUnit: 'dollars per month', startUnit: 'dollars', slopes: [10, 12, 15, 20, 25, 30], starts: [20, 25, 30, 40, 50, 60] },
  { sentence: (name) => `${name} starts partway along a trail and walks at a steady pace.`, title: 'Hike', xLabel: 'Hours', yLabel: 'Distance (km)', rateUnit: 'km per hour', startUnit: 'km', slopes: [2, 3, 4, 5], starts: [1, 2, 3, 4, 5, 6] },
  { sentence: (name) => `${name}'s tablet battery runs down at a steady rate during a long film.`, title: 'Battery', xLabel: 'Hours', yLabel: 'Battery (%)', rateUnit: 'percent per hour', startUnit: 'percent', slopes: [-5, -10], starts: [80, 85, 90, 95, 100] },
  { sentence: (name) => `${name} takes a taxi that charges a starting fee plus the same amount for each mile.`, title: 'Taxi fare', xLabel: 'Miles', yLabel: 'Fare ($)', rateUnit: 'dollars per mile', startUnit: 'dollars', slopes: [2, 3, 4, 5], starts: [3, 4, 5, 6, 8] },
];

interface GraphAsk { kid: number; story: number; m: number; b: number; step: number }

/**
 * One question per child and situation. The start is a whole number of grid steps (the grid step
 * is the rate), so every plotted point sits on a grid line; half the graphs step x by 2 so the
 * rise per grid square is not the answer by itself.
 */
function graphSpace(): GraphAsk[] {
  return product(range(0, STORIES.length - 1), range(0, KIDS.length - 1)).map(([story, kid]): GraphAsk => {
    const s = at(STORIES, story);
    const m = at(s.slopes, kid * 3 + story);
    const step = (kid + story) % 2 === 0 ? 2 : 1;
    const count = step === 2 ? 4 : 6;
    const q = (kid * 5 + story * 3) % 4 + 1;
    const b = m > 0 ? q * m : (q + (count - 1) * step) * -m;
    return { kid, story, m, b, step };
  });
}

function graphPoints({ m, b, step }: GraphAsk): Array<{ x: number; y: number }> {
  const count = step === 2 ? 4 : 6;
  return range(0, count - 1).map((j) => ({ x: j * step, y: b + m * j * step }));
}

const rateGraph = defineLesson<GraphAsk>({
  key: 'g8-rate-of-change-graph-blank',
  name: 'Rate of change and initial value from a graph',
  answerForm: INTEGER,
  hints: [
    'The initial value is where the line starts, at 0 on the horizontal axis.',
    'Pick two points on the line and find how much the vertical value changes.',
    'Divide that change by how much the horizontal value changes.',
    'If the line goes down, the rate of change is negative.',
  ],
  space: graphSpace,
  build: (ask) => {
    const s = at(STORIES, ask.story);
    const name = kidAt(ask.kid).name;
    const [p0, p1] = [{ x: 0, y: ask.b }, { x: ask.step, y: ask.b + ask.m * ask.step }];
    return {
      ...blankQuestion(
        `${s.sentence(name)} Use the graph. The rate of change is ___ ${s.rateUnit} and the initial value is ___ ${s.startUnit}.`,
        [ask.m, ask.b],
        `The line starts at ${pointText(p0.x, p0.y)}, so the initial value is ${ask.b}. From ${pointText(p0.x, p0.y)} to ${pointText(p1.x, p1.y)} the value changes by ${p1.y - p0.y} over ${ask.step}, so the rate of change is ${p1.y - p0.y} ÷ ${ask.step} = ${ask.m} ${s.rateUnit}.`,
      ),
      figure: lineGraph({ title: s.title, xLabel: s.xLabel, yLabel: s.yLabel, points: graphPoints(ask), yStep: Math.abs(ask.m) }),
    };
  },
});

interface TableAsk { kid: number; story: number; m: number; b: number; x0: number; step: number; ask: 'rate' | 'start' }

/** Tables that start after 0 (so the initial value must be worked out) with x steps of 1–3. */
function tableSpace(): TableAsk[] {
  return product(product(range(0, STORIES.length - 1), range(0, KIDS.length - 1)), ['rate', 'start'] as const).map(([[story, kid], ask], i): TableAsk => {
    const s = at(STORIES, story);
    const m = at(s.slopes, kid + story * 2 + (ask === 'rate' ? 0 : 1));
    const x0 = at([1, 2, 3, 2, 1, 4], i);
    const step = at([1, 2, 3, 1, 2], kid + story);
    const b = at(s.starts, kid * 3 + story + i);
    // Things that run down must not go below 0 by the last row.
    if (m < 0) {
      const [x0s, steps] = [Math.min(x0, 2), Math.min(step, 2)];
      return { kid, story, m, b: Math.max(b, -m * (x0s + 3 * steps)), x0: x0s, step: steps, ask };
    }
    return { kid, story, m, b, x0, step, ask };
  });
}

const rateTable = defineLesson<TableAsk>({
  key: 'g8-rate-of-change-table-choice',
  name: 'Rate of change and initial value from a table',
  answerForm: INTEGER,
  hints: [
    'Find how much each column changes from one row to the next.',
    'Rate of change = change in the second column ÷ change in the first column.',
    'For the initial value, work back from the first row to 0 using the rate.',
  ],
  space: tableSpace,
  build: (t, rng) => {
    const s = at(STORIES, t.story);
    const name = kidAt(t.kid).name;
    const xs = range(0, 3).map((j) => t.x0 + j * t.step);
    const rows = xs.map((x): [number, number] => [x, t.b + t.m * x]);
    const [x1, y1] = [t.x0, t.b + t.m * t.x0];
    const dy = t.m * t.step;
    const unit = s.xLabel.toLowerCase();
    const rateWhy = `From one row to the next, ${s.xLabel} goes up by ${t.step} and ${s.yLabel} changes by ${dy}, so the rate of change is ${dy} ÷ ${t.step} = ${t.m} ${s.rateUnit}.`;
    const figure = valueTable({ headers: [s.xLabel, s.yLabel], rows });
    if (t.ask === 'rate') {
      return {
        ...choiceQuestion({
          text: `${s.sentence(name)} The table shows some values. What is the rate of change, in ${s.rateUnit}?`,
          correct: String(t.m),
          distractors: [
            { value: String(dy), why: 'used the change between rows without dividing by the change in x' },
            { value: String(-t.m), why: 'lost the sign of the change' },
            { value: y1 % x1 === 0 ? String(y1 / x1) : '', why: 'divided one value by its x, as if the graph went through 0' },
            { value: simplestText(t.step, dy), why: 'divided the change in x by the change in y' },
            { value: String(t.b), why: 'gave the initial value' },
          ],
          explanation: rateWhy,
          rng,
        }),
        figure,
      };
    }
    return {
      ...choiceQuestion({
        text: `${s.sentence(name)} The table shows some values. What is the initial value (the value at 0 ${unit}), in ${s.startUnit}?`,
        correct: String(t.b),
        distractors: [
          { value: String(y1), why: 'read the first row of the table, which is not at 0' },
          { value: String(y1 - dy), why: 'went back one row instead of all the way to 0' },
          { value: String(y1 + t.m * x1), why: 'went forward instead of back to 0' },
          { value: String(t.m), why: 'gave the rate of change' },
        ],
        explanation: `${rateWhy} Going back ${x1} ${unit} from ${pointText(x1, y1)} to 0: ${y1} - ${paren(t.m)} × ${x1} = ${t.b}.`,
        rng,
      }),
      figure,
    };
  },
});

// ---------------------------------------------------------------------------------------------
// 8.EE.C.8 Systems of two linear equations

interface SystemAsk { m1: number; m2: number; x: number; y: number }

/** Two lines y = m1x + b1, y = m2x + b2 with different slopes crossing at a whole-number point. */
function systemSpace(): SystemAsk[] {
  const slopes = [-3, -2, -1, 1, 2, 3];
  return product(product(slopes, slopes), product(range(-3, 3), range(-4, 4)))
    .map(([[m1, m2], [x, y]]): SystemAsk => ({ m1, m2, x, y }))
    .filter(({ m1, m2, x, y }) => m1 < m2 && x !== 0 && x !== y && Math.abs(y - m1 * x) <= 8 && Math.abs(y - m2 * x) <= 8 && (m1 * 5 + m2 * 3 + x * 7 + y * 11 + 200) % 4 === 0);
}

function systemWhy({ m1, m2, x, y }: SystemAsk): string {
  const [b1, b2] = [y - m1 * x, y - m2 * x];
  return `Both equations give y, so set them equal: ${slopeInterceptText(m1, b1).slice(4)} = ${slopeInterceptText(m2, b2).slice(4)}. Then ${timesX(m1 - m2)} = ${b2 - b1}, so x = ${x}, and y = ${timesValue(m1, x)} ${signed(b1)} = ${y}.`;
}

const systemGraph = defineLesson<SystemAsk>({
  key: 'g8-systems-graph-choice',
  name: 'Solve a system by graphing',
  answerForm: INTEGER,
  hints: [
    'The solution of the system is the point where the two lines cross.',
    'Read the x value of that point first, then the y value.',
    'Check: the point should make both equations true.',
  ],
  // The lines are drawn on a -6..6 grid, so the crossing point stays inside it; slopes at least 2
  // apart make the lines cross clearly instead of running side by side.
  space: () => systemSpace().filter(({ m1, m2, x, y }) => Math.abs(y) <= 5 && Math.abs(x) <= 3 && m2 - m1 >= 2),
  build: (sys, rng) => {
    const { m1, m2, x, y } = sys;
    const [b1, b2] = [y - m1 * x, y - m2 * x];
    return {
      ...choiceQuestion({
        text: `The graph shows the lines ${slopeInterceptText(m1, b1)} and ${slopeInterceptText(m2, b2)}. Which point is the solution of this system of equations?`,
        correct: pointText(x, y),
        distractors: [
          { value: pointText(y, x), why: 'swapped the x and y values of the crossing point' },
          { value: pointText(0, b1), why: 'took where the first line crosses the y-axis' },
          { value: pointText(x + 1, y + m1), why: 'picked a point on only one of the lines' },
          { value: pointText(-x, y), why: 'misread the sign of x' },
        ],
        explanation: `The lines cross at ${pointText(x, y)}. Check: ${timesValue(m1, x)} ${signed(b1)} = ${y} and ${timesValue(m2, x)} ${signed(b2)} = ${y}, so the point makes both equations true.`,
        rng,
      }),
      figure: coordinateGrid({ xMin: -6, xMax: 6, yMin: -6, yMax: 6, lines: [{ slope: m1, intercept: b1 }, { slope: m2, intercept: b2 }] }),
    };
  },
});

interface SystemBlankAsk { form: 'slopes' | 'sum-difference'; sys: SystemAsk; s?: number; d?: number }

const systemBlank = defineLesson<SystemBlankAsk>({
  key: 'g8-systems-blank',
  name: 'Solve a system of two equations',
  answerForm: INTEGER,
  hints: [
    'If both equations say y = ..., set the two right sides equal and solve for x.',
    'If one says x + y = ... and the other x - y = ..., add them to get rid of y.',
    'Put x back into one equation to find y, then check it in the other.',
  ],
  space: () => [
    ...systemSpace().map((sys): SystemBlankAsk => ({ form: 'slopes', sys })),
    ...product(range(2, 12), range(1, 9))
      .filter(([x, y]) => x > y && (x + y) % 2 === 0)
      .map(([x, y]): SystemBlankAsk => ({ form: 'sum-difference', sys: { m1: 0, m2: 0, x, y }, s: x + y, d: x - y })),
  ],
  build: ({ form, sys, s, d }) => {
    const { m1, m2, x, y } = sys;
    if (form === 'sum-difference') {
      return blankQuestion(
        `Solve the system x + y = ${s ?? 0} and x - y = ${d ?? 0}. x = ___, y = ___`,
        [x, y],
        `Add the two equations: the y's cancel, so 2x = ${(s ?? 0) + (d ?? 0)} and x = ${x}. Then ${x} + y = ${s ?? 0}, so y = ${y}.`,
      );
    }
    const [b1, b2] = [y - m1 * x, y - m2 * x];
    return blankQuestion(
      `Solve the system ${slopeInterceptText(m1, b1)} and ${slopeInterceptText(m2, b2)}. x = ___, y = ___`,
      [x, y],
      systemWhy(sys),
    );
  },
});

// ---------------------------------------------------------------------------------------------
// 8.EE.C.7 / 8.F.B.4 Linear-equation stories

type WordAsk =
  | { kind: 'plan'; kid: number; fee: number; per: number; count: number }
  | { kind: 'savings'; kid: number; start: number; per: number; count: number }
  | { kind: 'gyms'; kid: number; fee1: number; per1: number; fee2: number; per2: number; count: number }
  | { kind: 'distance'; kid: number; start: number; speed: number; count: number }
  | { kind: 'catch-up'; kid: number; a: number; pa: number; b: number; pb: number; count: number };

function wordSpace(): WordAsk[] {
  const out: WordAsk[] = [];
  product(product([10, 12, 15, 20, 25], [2, 3, 4, 5]), range(2, 9)).forEach(([[fee, per], count], i) => {
    if (i % 3 === 0) out.push({ kind: 'plan', kid: i, fee, per, count });
  });
  product(product([10, 15, 20, 25, 30, 40], [5, 6, 8, 10, 12]), range(3, 10)).forEach(([[start, per], count], i) => {
    if (i % 4 === 1) out.push({ kind: 'savings', kid: i, start, per, count });
  });
  product(product([5, 10, 15, 25], [6, 8, 10, 12]), product([20, 30, 40, 50, 60], [2, 3, 4, 5])).forEach(([[fee1, per1], [fee2, per2]], i) => {
    const count = (fee2 - fee1) / (per1 - per2);
    if (per1 > per2 && fee2 > fee1 && Number.isInteger(count) && count >= 2 && count <= 15) out.push({ kind: 'gyms', kid: i, fee1, per1, fee2, per2, count });
  });
  product(product([2, 3, 5, 8, 10], [3, 4, 5, 6, 12, 15]), range(2, 6)).forEach(([[start, speed], count], i) => {
    if (i % 3 === 2) out.push({ kind: 'distance', kid: i, start, speed, count });
  });
  product(product([5, 10, 12, 20, 30], [2, 3, 4]), product([1, 2, 3, 4, 5], [5, 6, 7, 8])).forEach(([[a, pa], [k, pb]], i) => {
    // Catch-up: b starts lower but collects faster, meeting after `count` days.
    const count = k + 1;
    const b = a + pa * count - pb * count;
    if (b >= 0 && b < a && i % 2 === 0) out.push({ kind: 'catch-up', kid: i, a, pa, b, pb, count });
  });
  return out;
}

const wordBlank = defineLesson<WordAsk>({
  key: 'g8-linear-word-problems-blank',
  name: 'Linear equation word problems',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Let x be the number you are looking for.',
    'Write the total as start + rate × x, and set it equal to what the story says.',
    'Solve the equation: undo the adding first, then the multiplying.',
    'Check your answer by putting it back into the story.',
  ],
  space: wordSpace,
  build: (w) => {
    const kid = kidAt(w.kid);
    const they = kid.pronoun.toLowerCase();
    switch (w.kind) {
      case 'plan': {
        const bill = w.fee + w.per * w.count;
        return blankQuestion(
          `${kid.name}'s phone plan costs $${w.fee} a month plus $${w.per} for each GB of data used. One month the bill was $${bill}. How many GB did ${they} use? ___`,
          [w.count],
          `Write ${w.fee} + ${w.per}x = ${bill}. Subtract ${w.fee}: ${w.per}x = ${bill - w.fee}, so x = ${bill - w.fee} ÷ ${w.per} = ${w.count} GB.`,
        );
      }
      case 'savings': {
        const goal = w.start + w.per * w.count;
        return blankQuestion(
          `${kid.name} has $${w.start} saved and saves $${w.per} more each week. After how many weeks will ${they} have $${goal}? ___`,
          [w.count],
          `Write ${w.start} + ${w.per}x = ${goal}. Subtract ${w.start}: ${w.per}x = ${goal - w.start}, so x = ${w.count} weeks.`,
        );
      }
      case 'gyms':
        return blankQuestion(
          `Gym A charges $${w.fee1} to join and $${w.per1} a visit. Gym B charges $${w.fee2} to join and $${w.per2} a visit. ${kid.name} wants to know: after how many visits do both gyms cost the same? ___`,
          [w.count],
          `Set the costs equal: ${w.fee1} + ${w.per1}x = ${w.fee2} + ${w.per2}x. Take ${w.per2}x and ${w.fee1} from both sides: ${w.per1 - w.per2}x = ${w.fee2 - w.fee1}, so x = ${w.count} visits.`,
        );
      case 'distance': {
        const far = w.start + w.speed * w.count;
        return blankQuestion(
          `${kid.name} is ${w.start} km from home and rides a bike away from home at ${w.speed} km each hour. After how many hours is ${they} ${far} km from home? ___`,
          [w.count],
          `Write ${w.start} + ${w.speed}x = ${far}. Subtract ${w.start}: ${w.speed}x = ${far - w.start}, so x = ${w.count} hours.`,
        );
      }
      case 'catch-up': {
        const other = kidAt(w.kid + 3);
        return blankQuestion(
          `${kid.name} has ${w.a} stickers and gets ${w.pa} more each day. ${other.name} has ${w.b} stickers and gets ${w.pb} more each day. After how many days will they have the same number of stickers? ___`,
          [w.count],
          `Set them equal: ${w.a} + ${w.pa}x = ${w.b} + ${w.pb}x. Take ${w.pa}x and ${w.b} from both sides: ${w.a - w.b} = ${w.pb - w.pa}x, so x = ${w.count} days.`,
        );
      }
    }
  },
});

interface ModelAsk { kid: number; story: number; m: number; b: number }

/** Key of a line y = mx + b, so equal equations count as one option. */
const lineKey = (m: number, b: number): string => `line:${m},${b}`;

const MODEL_STORIES: ReadonlyArray<{ text: (name: string, m: number, b: number) => string; x: string; y: string; slopes: number[]; starts: number[] }> = [
  { text: (name, m, b) => `${name} joins a streaming service that costs $${b} to sign up and $${m} each month.`, x: 'months', y: 'total cost y in dollars', slopes: [5, 6, 8, 9, 12], starts: [10, 15, 20, 25] },
  { text: (name, m, b) => `${name} has $${b} in a piggy bank and adds $${m} every week.`, x: 'weeks', y: 'money y in dollars', slopes: [2, 3, 4, 5, 7], starts: [6, 8, 12, 18, 30] },
  { text: (name, m, b) => `A candle is ${b} cm tall when ${name} lights it, and it burns ${-m} cm each hour.`, x: 'hours', y: 'height y in cm', slopes: [-1, -2, -3, -4], starts: [20, 24, 30, 36] },
  { text: (name, m, b) => `${name} rents a kayak for a $${b} fee plus $${m} for each hour.`, x: 'hours', y: 'total cost y in dollars', slopes: [7, 9, 11, 14], starts: [5, 10, 15] },
  { text: (name, m, b) => `${name} is ${b} miles from camp and hikes toward it at ${-m} miles each hour.`, x: 'hours', y: 'distance y from camp in miles', slopes: [-2, -3, -4], starts: [10, 12, 15, 18] },
];

const wordChoice = defineLesson<ModelAsk>({
  key: 'g8-linear-word-problems-choice',
  name: 'Choose the equation for a story',
  answerForm: INTEGER,
  hints: [
    'Find the starting amount: it is the initial value b.',
    'Find how much changes each time: it is the rate m (negative if it goes down).',
    'Write y = mx + b with those numbers.',
  ],
  space: () => MODEL_STORIES.flatMap((s, story) => product(s.slopes, s.starts).map(([m, b], j): ModelAsk => ({ kid: j * 3 + story, story, m, b }))),
  build: ({ kid, story, m, b }, rng) => {
    const s = at(MODEL_STORIES, story);
    return choiceQuestion({
      text: `${s.text(kidAt(kid).name, m, b)} Which equation gives the ${s.y} after x ${s.x}?`,
      correct: slopeInterceptText(m, b),
      correctKey: lineKey(m, b),
      distractors: [
        { value: slopeInterceptText(b, m), key: lineKey(b, m), why: 'swapped the rate and the starting amount' },
        { value: slopeInterceptText(-m, b), key: lineKey(-m, b), why: m < 0 ? 'made a shrinking amount grow' : 'made a growing amount shrink' },
        { value: slopeInterceptText(m + b, 0), key: lineKey(m + b, 0), why: 'added the start to the rate' },
        { value: slopeInterceptText(m, 0), key: lineKey(m, 0), why: 'left out the starting amount' },
      ],
      explanation: `The amount starts at ${b}, so b = ${b}. It changes by ${m} each ${s.x.replace(/s$/, '')}, so m = ${m} and the equation is ${slopeInterceptText(m, b)}.`,
      rng,
    });
  },
});

/** Grade 8 skills on functions and linear models (appended to G8_SKILLS). */
export const G8_FUNCTION_SKILLS: SkillDef[] = [
  { key: 'g8-functions', grade: 8, name: 'Functions: one output for each input', standard: '8.F.A.1', prerequisites: ['g7-proportional-relationships', 'g6-expressions'], lessons: [isFunction, functionTable] },
  { key: 'g8-rate-of-change', grade: 8, name: 'Rate of change and initial value', standard: '8.F.B.4', prerequisites: ['g8-slope', 'g8-functions'], lessons: [rateGraph, rateTable] },
  { key: 'g8-systems', grade: 8, name: 'Systems of two linear equations', standard: '8.EE.C.8', prerequisites: ['g8-slope-intercept', 'g7-two-step-equations'], lessons: [systemGraph, systemBlank] },
  { key: 'g8-word-problems', grade: 8, name: 'Linear equation word problems', standard: '8.EE.C.7', prerequisites: ['g7-two-step-equations', 'g8-slope-intercept'], lessons: [wordBlank, wordChoice] },
];

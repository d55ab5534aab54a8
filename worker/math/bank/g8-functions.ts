/**
 * Grade 8 functions and linear models (issue 18): what a function is and reading one from a
 * table (8.F.A.1), rate of change and initial value from a graph or a table (8.F.B.4), systems of
 * two linear equations (8.EE.C.8) and linear-equation stories (8.EE.C.7). Picture questions use
 * the grade-8 figures (line graph, table) (the system graphs use the coordinate grid); their texts name the child and
 * the situation, so every question text is distinct while the numbers live in the picture. The
 * systems and word-problem lessons live in g8-functions-equations.ts; this file defines the rest
 * and lists all four skills in G8_FUNCTION_SKILLS.
 */
import type { SkillDef } from './types.js';
import { INTEGER, KIDS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range, kidAt, at } from './lesson.js';
import { paren, pointText, simplestText } from './notation.js';
import { lineGraph } from './figures/line-graph.js';
import { valueTable } from './figures/table.js';
import { createRng } from './rng.js';
import { systemBlank, systemGraph, wordBlank, wordChoice } from './g8-functions-equations.js';

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

/** Grade 8 skills on functions and linear models (appended to G8_SKILLS). */
export const G8_FUNCTION_SKILLS: SkillDef[] = [
  { key: 'g8-functions', grade: 8, name: 'Functions: one output for each input', standard: '8.F.A.1', prerequisites: ['g7-proportional-relationships', 'g6-expressions'], lessons: [isFunction, functionTable] },
  { key: 'g8-rate-of-change', grade: 8, name: 'Rate of change and initial value', standard: '8.F.B.4', prerequisites: ['g8-slope', 'g8-functions'], lessons: [rateGraph, rateTable] },
  { key: 'g8-systems', grade: 8, name: 'Systems of two linear equations', standard: '8.EE.C.8', prerequisites: ['g8-slope-intercept', 'g7-two-step-equations'], lessons: [systemGraph, systemBlank] },
  { key: 'g8-word-problems', grade: 8, name: 'Linear equation word problems', standard: '8.EE.C.7', prerequisites: ['g7-two-step-equations', 'g8-slope-intercept'], lessons: [wordBlank, wordChoice] },
];

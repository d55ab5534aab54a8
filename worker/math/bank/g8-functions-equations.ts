/**
 * Grade 8 linear equations (issue 18), split out of g8-functions.ts: systems of two linear
 * equations solved by graphing or by algebra (8.EE.C.8) and linear-equation stories, both solving
 * them and choosing the equation y = mx + b that models them (8.EE.C.7 / 8.F.B.4). Texts name
 * the child, so every question text is distinct. The lessons are exported for G8_FUNCTION_SKILLS
 * in g8-functions.ts, which keeps the catalogue order; the sign and product formatting helpers
 * here are used only by the system explanations.
 */
import { INTEGER, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range, kidAt, at } from './lesson.js';
import { pointText, slopeInterceptText } from './notation.js';
import { coordinateGrid } from './figures/coordinate-grid.js';

const signed = (v: number): string => (v < 0 ? `- ${-v}` : `+ ${v}`);
/** "3x", "x", "-x", "-2x". */
const timesX = (c: number): string => (c === 1 ? 'x' : c === -1 ? '-x' : `${c}x`);
/** m times a value as worked out in an explanation: "2(-3)", "(-3)" for m = 1, "-(-3)" for m = -1. */
const timesValue = (m: number, v: number): string => (m === 1 ? `(${v})` : m === -1 ? `-(${v})` : `${m}(${v})`);

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

export const systemGraph = defineLesson<SystemAsk>({
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

export const systemBlank = defineLesson<SystemBlankAsk>({
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

export const wordBlank = defineLesson<WordAsk>({
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

export const wordChoice = defineLesson<ModelAsk>({
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

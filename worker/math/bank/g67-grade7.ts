/**
 * Grade 7 skills added in issue 18: angle relationships, scale drawings, comparing two data sets,
 * two-step inequalities and percent word problems. grade-7.ts lists these skills at the end of
 * its array (new skills go last, see index.ts).
 */
import type { SkillDef } from './types.js';
import {
  DECIMAL, INTEGER, KIDS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range,
} from './lesson.js';
import type { Kid } from './lesson.js';
import { createRng, hashString } from './rng.js';
import { decimalText, termsText } from './notation.js';
import { anglePair } from './figures/polygon.js';
import { dotPlots } from './figures/dot-plot.js';
import type { AnglePairKind } from './figures/polygon.js';
import type { InequalityOp } from './g67-inequality-line.js';

function kidAt(i: number): Kid {
  return KIDS[((i % KIDS.length) + KIDS.length) % KIDS.length] ?? { name: 'Mia', pronoun: 'She' };
}

// ---------------------------------------------------------------- 7.G.B.5 angle relationships

const ANGLE_KINDS: readonly AnglePairKind[] = ['complementary', 'supplementary', 'vertical', 'vertical-adjacent'];

function angleKnowns(kind: AnglePairKind): number[] {
  return kind === 'complementary' ? range(10, 80) : range(10, 170).filter((k) => k !== 90);
}

function unknownAngle(kind: AnglePairKind, k: number): number {
  return kind === 'complementary' ? 90 - k : kind === 'vertical' ? k : 180 - k;
}

function angleReason(kind: AnglePairKind, k: number): string {
  switch (kind) {
    case 'complementary': return `The two angles make a right angle, so they add up to 90°. x = 90 - ${k} = ${90 - k}.`;
    case 'supplementary': return `The two angles make a straight line, so they add up to 180°. x = 180 - ${k} = ${180 - k}.`;
    case 'vertical': return `Angles across from each other where two lines cross (vertical angles) are equal, so x = ${k}.`;
    case 'vertical-adjacent': return `x and the ${k}° angle sit side by side on one straight line, so they add up to 180°. x = 180 - ${k} = ${180 - k}.`;
  }
}

const anglePairsBlank = defineLesson({
  key: 'g7-angle-pairs-blank',
  name: 'Find the missing angle (with a picture)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Look at the picture: is it a right angle, a straight line, or two lines crossing?',
    'Angles that make a right angle add to 90°. Angles on a straight line add to 180°.',
    'Angles across from each other where two lines cross are equal.',
  ],
  space: () => ANGLE_KINDS.flatMap((kind) => angleKnowns(kind).filter((k) => (k + ANGLE_KINDS.indexOf(kind)) % 2 === 0).map((k): [AnglePairKind, number] => [kind, k])),
  build: ([kind, k]) => {
    const text = {
      complementary: `A ray splits a right angle into two angles. One of them is ${k}°. x = ___ degrees`,
      supplementary: `A ray stands on a straight line and makes two angles. One of them is ${k}°. x = ___ degrees`,
      vertical: `Two straight lines cross. The angle across from x is ${k}°. x = ___ degrees`,
      'vertical-adjacent': `Two straight lines cross. The angle next to x is ${k}°. x = ___ degrees`,
    }[kind];
    return { ...blankQuestion(text, [unknownAngle(kind, k)], angleReason(kind, k)), figure: anglePair({ kind, known: k }) };
  },
});

type PairName = 'complementary' | 'supplementary' | 'vertical';

const anglePairsChoice = defineLesson({
  key: 'g7-angle-pairs-choice',
  name: 'Complementary, supplementary or vertical angles?',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Complementary angles together make a right angle (90°).',
    'Supplementary angles together make a straight line (180°).',
    'Vertical angles are across from each other where two lines cross.',
  ],
  // The kid's name tells the four kinds apart, so every text is different.
  space: () => ANGLE_KINDS.flatMap((kind, i) => angleKnowns(kind).filter((k) => k % 5 !== 0 || kind === 'complementary').map((k): [number, AnglePairKind, number] => [i + 4 * (k % 2), kind, k])),
  build: ([kidIndex, kind, k], rng) => {
    const kid = kidAt(kidIndex);
    const name: PairName = kind === 'complementary' ? 'complementary' : kind === 'vertical' ? 'vertical' : 'supplementary';
    const why: Record<PairName, string> = {
      complementary: 'they do not make a right angle together',
      supplementary: 'they do not make a straight line together',
      vertical: 'they are not across from each other where two lines cross',
    };
    const explain: Record<PairName, string> = {
      complementary: `Together the ${k}° angle and x make a right angle (90°), so they are complementary angles.`,
      supplementary: `Together the ${k}° angle and x make a straight line (180°), so they are supplementary angles.`,
      vertical: `The ${k}° angle and x are across from each other where two lines cross, so they are vertical angles (and equal).`,
    };
    return {
      ...choiceQuestion({
        text: `${kid.name} drew these angles. What kind of pair are the ${k}° angle and angle x?`,
        correct: name,
        distractors: (['complementary', 'supplementary', 'vertical'] as const).filter((p) => p !== name).map((p) => ({ value: p, why: why[p] })),
        explanation: explain[name],
        rng,
      }),
      figure: anglePair({ kind, known: k }),
    };
  },
});

type AngleEquationKind = 'complementary' | 'supplementary' | 'vertical';

/** (a, b, x) with the angle ax + b and a known partner angle k; keeps every angle between 10° and 170° (80° for complementary). */
function angleEquationSpace(): Array<[AngleEquationKind, number, number, number, number]> {
  const out: Array<[AngleEquationKind, number, number, number, number]> = [];
  for (const kind of ['complementary', 'supplementary', 'vertical'] as const) {
    for (const [a, [b, x]] of product(range(2, 6), product(range(0, 30, 5), range(3, 40)))) {
      const angle = a * x + b;
      const k = kind === 'complementary' ? 90 - angle : kind === 'supplementary' ? 180 - angle : angle;
      const max = kind === 'complementary' ? 80 : 170;
      if (angle < 10 || angle > max || k < 10 || k > max || k === angle || (a * 3 + b + x * 7) % 5 !== 0) continue;
      out.push([kind, a, b, x, k]);
    }
  }
  return out;
}

const angleEquations = defineLesson({
  key: 'g7-angle-equations-blank',
  name: 'Write and solve an equation for an angle',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Complementary angles add to 90°, supplementary angles add to 180°, vertical angles are equal.',
    'Write an equation with the two angles.',
    'Solve it: undo the adding first, then divide.',
  ],
  space: angleEquationSpace,
  build: ([kind, a, b, x, k]) => {
    const expr = b === 0 ? `${a}x` : `${a}x + ${b}`;
    const total = kind === 'complementary' ? 90 : 180;
    const text = kind === 'vertical'
      ? `Two vertical angles measure ${k}° and (${expr})°. x = ___`
      : `Two angles are ${kind}. One measures ${k}° and the other measures (${expr})°. x = ___`;
    const explanation = kind === 'vertical'
      ? `Vertical angles are equal, so ${expr} = ${k}. ${b === 0 ? '' : `Subtract ${b}: ${a}x = ${k - b}. `}Divide by ${a}: x = ${x}.`
      : `${kind === 'complementary' ? 'Complementary' : 'Supplementary'} angles add up to ${total}°, so ${expr} + ${k} = ${total} and ${a}x = ${total} - ${k}${b === 0 ? '' : ` - ${b}`} = ${a * x}. Divide by ${a}: x = ${x}.`;
    return blankQuestion(text, [x], explanation);
  },
});

// ---------------------------------------------------------------- 7.G.A.1 scale drawings

const scaleBlank = defineLesson({
  key: 'g7-scale-drawing-blank',
  name: 'Scale drawings and maps',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Read the scale: how much real length does 1 unit on the drawing stand for?',
    'From the drawing to real life, multiply by the scale.',
    'From real life to the drawing, divide by the scale.',
  ],
  space: () => product(['map', 'map-back', 'plan', 'model'] as const, product(range(2, 12), range(2, 15)))
    .filter(([, [s, d]]) => (s + d) % 2 === 0),
  build: ([story, [s, d]]) => {
    switch (story) {
      case 'map': return blankQuestion(
        `On a map, 1 cm stands for ${s} km. Two towns are ${d} cm apart on the map. How far apart are they really? ___ km`,
        [s * d],
        `Each cm on the map is ${s} km. ${d} cm × ${s} = ${s * d} km.`,
      );
      case 'map-back': return blankQuestion(
        `On a map, 1 cm stands for ${s} km. Two towns are ${s * d} km apart. How far apart are they on the map? ___ cm`,
        [d],
        `Each ${s} km takes 1 cm on the map. ${s * d} ÷ ${s} = ${d} cm.`,
      );
      case 'plan': return blankQuestion(
        `A floor plan uses 1 inch for every ${s} feet. A room is ${d} inches long on the plan. How long is the real room? ___ feet`,
        [s * d],
        `Each inch on the plan is ${s} feet. ${d} × ${s} = ${s * d} feet.`,
      );
      case 'model': return blankQuestion(
        `A model ship uses 1 cm for every ${s} m of the real ship. The model is ${d} cm long. How long is the real ship? ___ m`,
        [s * d],
        `Each cm of the model is ${s} m. ${d} × ${s} = ${s * d} m.`,
      );
    }
  },
});

const scaleArea = defineLesson({
  key: 'g7-scale-area-choice',
  name: 'Real area from a scale drawing (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Change each side of the drawing into a real length first.',
    'Multiply each drawing length by the scale.',
    'Then multiply the real length by the real width.',
  ],
  space: () => product(range(2, 10), product(range(2, 9), range(2, 9))).filter(([s, [w, h]]) => w > h && (s + w + h) % 2 === 1),
  build: ([s, [w, h]], rng) => {
    const kid = kidAt(s + w);
    const thing = ['garden', 'playground', 'park', 'parking lot'][(w + h) % 4] ?? 'garden';
    return choiceQuestion({
      text: `${kid.name} drew a ${thing} as a ${w} cm by ${h} cm rectangle. The scale is 1 cm to ${s} m. What is the real area of the ${thing} in square meters?`,
      correct: w * s * h * s,
      distractors: [
        { value: w * h * s, why: 'multiplied the drawing area by the scale only once' },
        { value: w * h, why: 'gave the area of the drawing' },
        { value: 2 * (w + h) * s, why: 'found the real perimeter' },
        { value: (w + h) * s, why: 'added the real sides instead of multiplying' },
      ],
      explanation: `The real sides are ${w} × ${s} = ${w * s} m and ${h} × ${s} = ${h * s} m. Area = ${w * s} × ${h * s} = ${w * s * h * s} square meters.`,
      rng,
    });
  },
});

// ---------------------------------------------------------------- 7.SP.B.4 compare two data sets

interface Tracked { what: string; days: string; lo: number; hi: number }
/** "on 5 days" / "in 5 games". */
const over = (t: Tracked, count: number): string => `${t.days === 'games' ? 'in' : 'on'} ${count} ${t.days}`;
const TRACKED: readonly Tracked[] = [
  { what: 'how many pages they read', days: 'days', lo: 5, hi: 30 },
  { what: 'how many minutes they practiced piano', days: 'days', lo: 10, hi: 45 },
  { what: 'how many baskets they scored', days: 'games', lo: 2, hi: 20 },
  { what: 'how many push-ups they did', days: 'days', lo: 5, hi: 30 },
];

/** Two data sets of `count` values with whole-number means, B's mean greater; drawn from a generator seeded by the parameters. */
function twoSets(seedText: string, t: Tracked, count: number, want: (a: number[], b: number[]) => boolean): [number[], number[]] {
  const rng = createRng(hashString(seedText));
  for (let attempt = 0; attempt < 20000; attempt++) {
    const a = Array.from({ length: count }, () => rng.int(t.lo, t.hi));
    const b = Array.from({ length: count }, () => rng.int(t.lo, t.hi));
    if (want(a, b)) return [a, b];
  }
  throw new Error(`no data for ${seedText}`);
}

const sum = (xs: number[]): number => xs.reduce((s, v) => s + v, 0);
const medianOf = (xs: number[]): number => [...xs].sort((p, q) => p - q)[(xs.length - 1) / 2] ?? 0;

const compareMeans = defineLesson({
  key: 'g7-compare-means-blank',
  name: 'Compare the means of two data sets',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the mean of each set: add its values and divide by how many there are.',
    'Then subtract the smaller mean from the greater mean.',
  ],
  space: () => product(product(range(0, KIDS.length - 1), range(0, KIDS.length - 1)), TRACKED.map((_, i) => i)).filter(([[a, b]]) => a !== b),
  build: ([[ia, ib], t]) => {
    const [kidA, kidB] = [kidAt(ia), kidAt(ib)];
    const tracked = TRACKED[t] ?? TRACKED[0];
    if (!tracked) throw new Error('context missing');
    const [a, b] = twoSets(`g7-compare-means|${ia}|${ib}|${t}`, tracked, 5, (x, y) => sum(x) % 5 === 0 && sum(y) % 5 === 0 && sum(y) > sum(x) && sum(y) - sum(x) <= 60);
    const [ma, mb] = [sum(a) / 5, sum(b) / 5];
    return blankQuestion(
      `${kidA.name} and ${kidB.name} wrote down ${tracked.what} ${over(tracked, 5)}. ${kidA.name}: ${a.join(', ')}. ${kidB.name}: ${b.join(', ')}. ${kidB.name}'s mean is ___ more than ${kidA.name}'s mean.`,
      [mb - ma],
      `${kidA.name}'s mean is ${sum(a)} ÷ 5 = ${ma} and ${kidB.name}'s mean is ${sum(b)} ÷ 5 = ${mb}. ${mb} - ${ma} = ${mb - ma}.`,
    );
  },
});

const compareMedians = defineLesson({
  key: 'g7-compare-medians-choice',
  name: 'Compare the medians of two data sets (choose)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Put each set of values in order from least to greatest.',
    'The median is the middle value of each ordered list.',
    'Compare the two medians and find the difference.',
  ],
  space: () => product(product(range(0, KIDS.length - 1), range(0, KIDS.length - 1)), TRACKED.map((_, i) => i)).filter(([[a, b]]) => a !== b),
  build: ([[ia, ib], t], rng) => {
    const [kidA, kidB] = [kidAt(ia), kidAt(ib)];
    const tracked = TRACKED[t] ?? TRACKED[0];
    if (!tracked) throw new Error('context missing');
    // Seven values each; the medians differ, and the unsorted middle values would mislead.
    const [a, b] = twoSets(`g7-compare-medians|${ia}|${ib}|${t}`, tracked, 7, (x, y) => medianOf(x) !== medianOf(y) && Math.abs(medianOf(x) - medianOf(y)) <= 12 && x[3] !== medianOf(x));
    const [ma, mb] = [medianOf(a), medianOf(b)];
    const [winner, loser] = mb > ma ? [kidB, kidA] : [kidA, kidB];
    const d = Math.abs(mb - ma);
    const unsorted = (b[3] ?? 0) - (a[3] ?? 0);
    return choiceQuestion({
      text: `${kidA.name} and ${kidB.name} wrote down ${tracked.what} ${over(tracked, 7)}. ${kidA.name}: ${a.join(', ')}. ${kidB.name}: ${b.join(', ')}. Whose median is greater, and by how much?`,
      correct: `${winner.name}'s, by ${d}`,
      distractors: [
        { value: unsorted !== 0 && Math.abs(unsorted) !== d ? `${unsorted > 0 ? kidB.name : kidA.name}'s, by ${Math.abs(unsorted)}` : '', why: 'took the middle value without putting the lists in order' },
        { value: `${loser.name}'s, by ${d}`, why: 'picked the wrong person' },
        { value: `${winner.name}'s, by ${d + 1}`, why: 'subtracted wrongly' },
        { value: `${loser.name}'s, by ${d + 2}`, why: 'picked the wrong person and subtracted wrongly' },
      ],
      explanation: `In order, ${kidA.name}'s values are ${[...a].sort((p, q) => p - q).join(', ')} (median ${ma}) and ${kidB.name}'s are ${[...b].sort((p, q) => p - q).join(', ')} (median ${mb}). ${winner.name}'s median is greater by ${Math.max(ma, mb)} - ${Math.min(ma, mb)} = ${d}.`,
      rng,
    });
  },
});

type TeamStat = 'mean' | 'median' | 'range';

const rangeOf = (xs: number[]): number => Math.max(...xs) - Math.min(...xs);
const statOf = (stat: TeamStat, xs: number[]): number => (stat === 'mean' ? sum(xs) / xs.length : stat === 'median' ? medianOf(xs) : rangeOf(xs));

const compareDotPlots = defineLesson({
  key: 'g7-compare-dot-plots-blank',
  name: 'Compare two dot plots',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Read each dot plot on its own: each dot is one game.',
    'Find the mean, median or range of each team.',
    'Subtract to see how much greater one team is.',
  ],
  space: () => product(product(range(0, KIDS.length - 1), range(0, KIDS.length - 1)), ['mean', 'median', 'range'] as const).filter(([[a, b]]) => a !== b),
  build: ([[ia, ib], stat]) => {
    const [kidA, kidB] = [kidAt(ia), kidAt(ib)];
    const team = { lo: 0, hi: 10, what: 'baskets', days: 'games' };
    // 7 games each; the second team's statistic is the greater one (by 1 to 5).
    const [a, b] = twoSets(`g7-compare-dot-plots|${ia}|${ib}|${stat}`, { what: team.what, days: team.days, lo: team.lo, hi: team.hi }, 7, (x, y) => {
      if (stat === 'mean' && (sum(x) % 7 !== 0 || sum(y) % 7 !== 0)) return false;
      const d = statOf(stat, y) - statOf(stat, x);
      const stacks = [x, y].every((xs) => xs.every((v) => xs.filter((w) => w === v).length <= 5));
      return d >= 1 && d <= 5 && stacks;
    });
    const [sa, sb] = [statOf(stat, a), statOf(stat, b)];
    const [la, lb] = [`${kidA.name}'s team`, `${kidB.name}'s team`];
    const how = {
      mean: `${la}: ${sum(a)} ÷ 7 = ${sa}. ${lb}: ${sum(b)} ÷ 7 = ${sb}.`,
      median: `The middle (4th) value of ${la} is ${sa}, and of ${lb} it is ${sb}.`,
      range: `${la}: ${Math.max(...a)} - ${Math.min(...a)} = ${sa}. ${lb}: ${Math.max(...b)} - ${Math.min(...b)} = ${sb}.`,
    }[stat];
    return {
      ...blankQuestion(
        `The dot plots show the baskets ${la} and ${lb} scored in 7 games. The ${stat} of ${lb} is ___ more than the ${stat} of ${la}.`,
        [sb - sa],
        `${how} ${sb} - ${sa} = ${sb - sa}.`,
      ),
      figure: dotPlots({ title: 'Baskets per game', plots: [{ label: la, values: a }, { label: lb, values: b }], from: 0, to: 10 }),
    };
  },
});

// ---------------------------------------------------------------- 7.EE.B.4b inequalities

const OPS: readonly InequalityOp[] = ['>', '<', '≥', '≤'];
const FLIP: Record<InequalityOp, InequalityOp> = { '>': '<', '<': '>', '≥': '≤', '≤': '≥' };

function linear(p: number, q: number): string {
  return termsText([{ coef: p, power: 1 }, { coef: q, power: 0 }]);
}

function undoSteps(p: number, q: number, op: InequalityOp, r: number, x: number): string {
  const first = q > 0 ? `Subtract ${q} from both sides: ${termsText([{ coef: p, power: 1 }])} ${op} ${r - q}.` : `Add ${-q} to both sides: ${termsText([{ coef: p, power: 1 }])} ${op} ${r - q}.`;
  const second = p > 0
    ? `Divide both sides by ${p}: x ${op} ${x}.`
    : `Divide both sides by ${p}, and flip the sign because you divided by a negative number: x ${FLIP[op]} ${x}.`;
  return `${first} ${second}`;
}

const inequalitySpace = (): Array<[InequalityOp, number, number, number]> =>
  product(OPS, product(range(-9, 9).filter((p) => p !== 0 && p !== 1 && p !== -1), product(range(-12, 12).filter((q) => q !== 0), range(-6, 10))))
    .map(([op, [p, [q, x]]]): [InequalityOp, number, number, number] => [op, p, q, x]);

const inequalityBlank = defineLesson({
  key: 'g7-solve-inequalities-blank',
  name: 'Solve two-step inequalities',
  answerForm: INTEGER,
  hints: [
    'Solve it like an equation: undo the adding or subtracting first.',
    'Then divide both sides by the number in front of x.',
    'The sign stays the same when you divide by a positive number.',
  ],
  space: () => inequalitySpace().filter(([, p, q, x]) => p > 0 && (p + 2 * q + 3 * x) % 5 === 0),
  build: ([op, p, q, x]) => {
    const r = p * x + q;
    return blankQuestion(`Solve ${linear(p, q)} ${op} ${r}. x ${op} ___`, [x], undoSteps(p, q, op, r, x));
  },
});

const inequalityChoice = defineLesson({
  key: 'g7-solve-inequalities-choice',
  name: 'Solve two-step inequalities (choose the answer)',
  answerForm: INTEGER,
  hints: [
    'Undo the adding or subtracting first, then divide by the number in front of x.',
    'If you divide by a negative number, flip the inequality sign.',
    'Check: try a number from your answer in the first inequality.',
  ],
  // Mostly negative p (the sign flips), some positive p so flipping is not automatic.
  space: () => inequalitySpace().filter(([, p, q, x]) => (p < 0 ? (p * 5 + q * 3 + x + 200) % 13 === 0 : (p + 2 * q + 3 * x + 200) % 37 === 0) && x !== 0),
  build: ([op, p, q, x], rng) => {
    const r = p * x + q;
    const solved: InequalityOp = p > 0 ? op : FLIP[op];
    const wrongStep = (r + q) / p;
    const correct = `x ${solved} ${x}`;
    return choiceQuestion({
        text: `Which is the solution of ${linear(p, q)} ${op} ${r}?`,
        correct,
        distractors: [
          { value: `x ${FLIP[solved]} ${x}`, why: p < 0 ? 'did not flip the sign after dividing by a negative number' : 'flipped the sign though the number was positive' },
          { value: Number.isInteger(wrongStep) && wrongStep !== x ? `x ${solved} ${wrongStep}` : '', why: `${q > 0 ? 'added' : 'subtracted'} ${Math.abs(q)} instead of undoing it` },
          { value: `x ${solved} ${-x}`, why: 'lost the sign of the answer' },
          { value: `x ${solved} ${r - q}`, why: 'forgot to divide' },
          { value: `x ${solved} ${x + 1}`, why: 'made an arithmetic slip' },
        ],
        explanation: undoSteps(p, q, op, r, x),
        rng,
      });
  },
});

// ---------------------------------------------------------------- 7.RP.A.3 / 7.EE.B.3 percent word problems

type PercentStory = 'discount' | 'tax' | 'tip' | 'increase';
const ITEMS = ['jacket', 'bike helmet', 'board game', 'pair of shoes', 'backpack'] as const;
const STORY_PERCENTS: Record<PercentStory, readonly number[]> = {
  discount: [10, 20, 25, 30, 40, 50],
  tax: [5, 6, 8, 10],
  tip: [15, 18, 20, 25],
  increase: [10, 20, 25, 50],
};

const percentWord = defineLesson({
  key: 'g7-percent-word-blank',
  name: 'Percent word problems: discount, tax, tip and increase',
  answerForm: DECIMAL,
  hints: [
    'Find the percent of the price: percent ÷ 100 × price.',
    'A discount is taken away from the price.',
    'Tax, a tip or an increase is added to the price.',
  ],
  space: () => (['discount', 'tax', 'tip', 'increase'] as const).flatMap((story) => product(STORY_PERCENTS[story], range(12, 90, 2))
    .filter(([pct, price]) => (pct + price) % 4 === 0 || story === 'tip' || story === 'tax')
    .map(([pct, price]): [PercentStory, number, number] => [story, pct, price])),
  build: ([story, pct, price]) => {
    const kid = kidAt(price + pct);
    const item = ITEMS[(price / 2 + pct) % ITEMS.length] ?? 'jacket';
    const part = decimalText(price * pct, 2);
    const total = decimalText(price * (story === 'discount' ? 100 - pct : 100 + pct), 2);
    const text = {
      discount: `A ${item} costs ${price} dollars. It is on sale for ${pct}% off. What is the sale price? ___ dollars`,
      tax: `${kid.name} buys a ${item} for ${price} dollars. The sales tax is ${pct}%. What is the total cost with tax? ___ dollars`,
      tip: `${kid.name}'s family has a meal that costs ${price} dollars. They leave a ${pct}% tip. How much do they pay in all? ___ dollars`,
      increase: `A ${item} cost ${price} dollars last year. This year the price went up by ${pct}%. What is the new price? ___ dollars`,
    }[story];
    const what = { discount: 'discount', tax: 'tax', tip: 'tip', increase: 'increase' }[story];
    return blankQuestion(
      text,
      [total],
      `The ${what} is ${pct}% of ${price}: ${pct} ÷ 100 × ${price} = ${part} dollars. ${story === 'discount' ? `${price} - ${part}` : `${price} + ${part}`} = ${total} dollars.`,
    );
  },
});

interface Counted { text: (kid: Kid, a: number, b: number) => string }
const COUNTED: readonly Counted[] = [
  { text: (k, a, b) => `${k.name}'s chess club had ${a} members last year and has ${b} now.` },
  { text: (k, a, b) => `${k.name} saved ${a} dollars in May and ${b} dollars in June.` },
  { text: (k, a, b) => `The price of ${k.name}'s favorite game changed from ${a} dollars to ${b} dollars.` },
  { text: (k, a, b) => `${k.name}'s class collected ${a} cans in the first week and ${b} cans in the second week.` },
];

const percentChange = defineLesson({
  key: 'g7-percent-change-word-choice',
  name: 'Percent increase and decrease (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the change: subtract the smaller number from the bigger one.',
    'Divide the change by the starting amount (the first number).',
    'Multiply by 100 to write it as a percent.',
  ],
  space: () => product(product(range(0, COUNTED.length - 1), [10, 20, 25, 40, 50, 75, 100, -10, -20, -25, -40, -50, -75]), range(4, 80, 4))
    .filter(([[, pct], a]) => (a * pct) % 100 === 0 && (pct < 100 || a <= 40)),
  build: ([[c, pct], a], rng) => {
    const kid = kidAt(a / 4 + c);
    const change = (a * Math.abs(pct)) / 100;
    const b = a + (pct > 0 ? change : -change);
    const word = pct > 0 ? 'increase' : 'decrease';
    const wrongBase = (change * 100) / b;
    const story = COUNTED[c] ?? COUNTED[0];
    if (!story) throw new Error('story missing');
    return choiceQuestion({
      text: `${story.text(kid, a, b)} What is the percent ${word}?`,
      correct: `${Math.abs(pct)}%`,
      distractors: [
        { value: Number.isInteger(wrongBase) && wrongBase !== Math.abs(pct) ? `${wrongBase}%` : '', why: 'divided by the new amount instead of the starting amount' },
        { value: change !== Math.abs(pct) ? `${change}%` : '', why: 'gave the change itself as the percent' },
        { value: `${Math.abs(pct) * 2}%`, why: 'doubled the percent' },
        { value: `${Math.abs(pct) / 2}%`, why: 'halved the percent' },
        { value: `${100 - Math.abs(pct)}%`, why: 'found the part that did not change' },
      ],
      explanation: `The change is ${Math.max(a, b)} - ${Math.min(a, b)} = ${change}. Percent ${word} = ${change} ÷ ${a} × 100 = ${Math.abs(pct)}%.`,
      rng,
    });
  },
});

/** Grade 7 skills added in issue 18, in catalogue order (appended to G7_SKILLS). */
export const G7_NEW_SKILLS: SkillDef[] = [
  { key: 'g7-angle-relationships', grade: 7, name: 'Complementary, supplementary and vertical angles', standard: '7.G.B.5', prerequisites: ['g4-angles', 'g6-one-step-equations'], lessons: [anglePairsBlank, anglePairsChoice, angleEquations] },
  { key: 'g7-scale-drawings', grade: 7, name: 'Scale drawings', standard: '7.G.A.1', prerequisites: ['g7-proportional-relationships', 'g6-area-polygons'], lessons: [scaleBlank, scaleArea] },
  { key: 'g7-compare-data', grade: 7, name: 'Compare two data sets', standard: '7.SP.B.4', prerequisites: ['g6-statistics'], lessons: [compareMeans, compareMedians, compareDotPlots] },
  { key: 'g7-inequalities', grade: 7, name: 'Two-step inequalities', standard: '7.EE.B.4', prerequisites: ['g7-two-step-equations', 'g6-inequalities'], lessons: [inequalityBlank, inequalityChoice] },
  { key: 'g7-word-problems', grade: 7, name: 'Percent word problems', standard: '7.RP.A.3', prerequisites: ['g6-percent', 'g6-word-problems', 'g7-proportional-relationships'], lessons: [percentWord, percentChange] },
];

/**
 * Grade 7 skills added in issue 18: angle relationships, scale drawings, comparing two data sets,
 * two-step inequalities and percent word problems. grade-7.ts lists these skills at the end of
 * its array (new skills go last, see index.ts). The data-set lessons live in g67-grade7-data.ts and
 * the percent word problems in g67-grade7-percent.ts.
 */
import type { SkillDef } from './types.js';
import { INTEGER, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range, kidAt } from './lesson.js';
import { termsText } from './notation.js';
import { anglePair } from './figures/polygon.js';
import type { AnglePairKind } from './figures/polygon.js';
import type { InequalityOp } from './g67-inequality-line.js';
import { compareDotPlots, compareMeans, compareMedians } from './g67-grade7-data.js';
import { percentChange, percentWord } from './g67-grade7-percent.js';

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

/** Grade 7 skills added in issue 18, in catalogue order (appended to G7_SKILLS). */
export const G7_NEW_SKILLS: SkillDef[] = [
  { key: 'g7-angle-relationships', grade: 7, name: 'Complementary, supplementary and vertical angles', standard: '7.G.B.5', prerequisites: ['g4-angles', 'g6-one-step-equations'], lessons: [anglePairsBlank, anglePairsChoice, angleEquations] },
  { key: 'g7-scale-drawings', grade: 7, name: 'Scale drawings', standard: '7.G.A.1', prerequisites: ['g7-proportional-relationships', 'g6-area-polygons'], lessons: [scaleBlank, scaleArea] },
  { key: 'g7-compare-data', grade: 7, name: 'Compare two data sets', standard: '7.SP.B.4', prerequisites: ['g6-statistics'], lessons: [compareMeans, compareMedians, compareDotPlots] },
  { key: 'g7-inequalities', grade: 7, name: 'Two-step inequalities', standard: '7.EE.B.4', prerequisites: ['g7-two-step-equations', 'g6-inequalities'], lessons: [inequalityBlank, inequalityChoice] },
  { key: 'g7-word-problems', grade: 7, name: 'Percent word problems', standard: '7.RP.A.3', prerequisites: ['g6-percent', 'g6-word-problems', 'g7-proportional-relationships'], lessons: [percentWord, percentChange] },
];

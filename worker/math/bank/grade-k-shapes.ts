/**
 * Kindergarten picture lessons on measurement and geometry, split out of grade-k.ts: which of two
 * things is longer, shorter or taller (K.MD.A.2), naming a flat or solid shape and counting the
 * sides and corners of a polygon (K.G.A.2). Each question names a child or a thing so its text
 * differs for every parameter set. grade-k.ts puts these lessons in its k-compare-lengths and
 * k-shapes skills.
 */
import { KIDS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, listFrom, product, range } from './lesson.js';
import type { Rng } from './rng.js';
import { lengthPicture } from './figures/lengths.js';
import { shapePicture } from './figures/shapes.js';
import type { ShapeKind } from './figures/shapes.js';

/** Things that lie flat and differ in length; none is obviously longer than another in real life. */
const LONG_THINGS = ['pencil', 'crayon', 'straw', 'ribbon', 'stick', 'string', 'feather', 'paintbrush'] as const;
/** Things that stand up, all about the size of toys or plants in a room. */
const TALL_THINGS = ['tower', 'snowman', 'sunflower', 'cactus', 'robot', 'doll', 'lamp', 'plant'] as const;
/** Difference between the second and the first length; 0 makes a pair of the same length. */
const LENGTH_STEPS = [3, -2, 4, 0, -3, 2, -4] as const;

type MeasureParams = { first: number; second: number; ask: 'more' | 'less' };

/** Every ordered pair of different things, asked both ways. */
function measurePairs(count: number): MeasureParams[] {
  return product(product(range(0, count - 1), range(0, count - 1)).filter(([a, b]) => a !== b), ['more', 'less'] as const)
    .map(([[first, second], ask]): MeasureParams => ({ first, second, ask }));
}

/** Lengths 5–12 for the first thing, the second 2–4 units away or the same. */
function measureLengths(first: number, second: number): [number, number] {
  const a = 5 + ((first * 3 + second) % 8);
  const step = LENGTH_STEPS[(first + second) % LENGTH_STEPS.length] ?? 2;
  return [a, a + step];
}

function compareMeasure(upright: boolean) {
  const names = upright ? TALL_THINGS : LONG_THINGS;
  const words = upright ? { more: 'taller', less: 'shorter', same: 'They are the same height' } : { more: 'longer', less: 'shorter', same: 'They are the same length' };
  return ({ first, second, ask }: MeasureParams, rng: Rng) => {
    const [x, y] = [names[first] ?? 'pencil', names[second] ?? 'crayon'];
    const [a, b] = measureLengths(first, second);
    const word = words[ask];
    const winner = (ask === 'more') === (a > b) ? x : y;
    const loser = winner === x ? y : x;
    const correct = a === b ? words.same : `the ${winner}`;
    const start = upright ? 'Both stand on the same line.' : 'Both start at the same line.';
    return {
      ...choiceQuestion({
        text: `Look at the ${x} and the ${y}. Which is ${word}?`,
        correct,
        distractors: a === b
          ? [{ value: `the ${x}`, why: 'picked the first thing named without comparing' }, { value: `the ${y}`, why: 'picked the last thing named without comparing' }]
          : [{ value: `the ${loser}`, why: `mixed up ${words.more} and ${words.less}` }, { value: words.same, why: 'thinks things that are close are the same' }],
        explanation: a === b
          ? (upright ? 'Both stand on the same line and reach just as high, so they are the same height.' : 'Both start at the same line and end at the same place, so they are the same length.')
          : `${start} The ${a > b ? x : y} goes ${upright ? 'higher' : 'farther'}, so the ${a > b ? x : y} is ${words.more} and the ${a > b ? y : x} is ${words.less}.`,
        rng,
      }),
      figure: lengthPicture([{ label: x, length: a }, { label: y, length: b }], upright ? { upright: true } : {}),
    };
  };
}

export const compareLengths = defineLesson<MeasureParams>({
  key: 'k-compare-lengths-longer',
  name: 'Which is longer? Which is shorter?',
  answerForm: WHOLE_NUMBER,
  hints: ['Look where each thing starts. They start at the same line.', 'Look where each thing ends.', 'The one that goes farther is longer.'],
  space: () => measurePairs(LONG_THINGS.length),
  build: compareMeasure(false),
});

export const compareHeights = defineLesson<MeasureParams>({
  key: 'k-compare-heights-taller',
  name: 'Which is taller? Which is shorter?',
  answerForm: WHOLE_NUMBER,
  hints: ['Both things stand on the same line.', 'Look at the top of each one.', 'The one that reaches higher is taller.'],
  space: () => measurePairs(TALL_THINGS.length),
  build: compareMeasure(true),
});

/** Shapes named in kindergarten (K.G.A.2), flat and solid, with the names a child might mix them up with. */
const K_SHAPES: ReadonlyArray<{ kind: ShapeKind; wrong: string[] }> = [
  { kind: 'circle', wrong: ['sphere', 'square', 'triangle'] },
  { kind: 'triangle', wrong: ['square', 'cone', 'hexagon'] },
  // A square is a rectangle too, so "rectangle" is never offered as a wrong name for it.
  { kind: 'square', wrong: ['cube', 'triangle', 'hexagon'] },
  { kind: 'rectangle', wrong: ['square', 'triangle', 'hexagon'] },
  { kind: 'hexagon', wrong: ['circle', 'square', 'triangle'] },
  { kind: 'cube', wrong: ['square', 'cylinder', 'sphere'] },
  { kind: 'cone', wrong: ['triangle', 'cylinder', 'sphere'] },
  { kind: 'cylinder', wrong: ['circle', 'cone', 'cube'] },
  { kind: 'sphere', wrong: ['circle', 'cone', 'cube'] },
];
const SHAPE_PLACES = ['in the toy box', 'on a sign', 'in a picture book', 'at the park', 'on a card', 'in the kitchen'] as const;
const SHAPE_CLUES: Record<string, string> = {
  circle: 'It is round and flat, with no corners.',
  triangle: 'It is flat with 3 sides and 3 corners.',
  square: 'It is flat with 4 sides that are all the same length.',
  rectangle: 'It is flat with 4 sides: 2 long and 2 short.',
  hexagon: 'It is flat with 6 sides and 6 corners.',
  cube: 'It is solid, like a block, and every face is a square.',
  cone: 'It is solid with a round bottom and a point on top.',
  cylinder: 'It is solid, like a can, with a round top and bottom.',
  sphere: 'It is solid and round all over, like a ball.',
};

export const nameShapePicture = defineLesson({
  key: 'k-shapes-name-picture',
  name: 'Name the shape in the picture',
  answerForm: WHOLE_NUMBER,
  hints: ['Is the shape flat, or is it solid like a block or a ball?', 'Count its sides and corners, or look for round parts.', 'Say the name of a shape that looks like that.'],
  space: () => product(range(0, KIDS.length - 1), range(0, SHAPE_PLACES.length - 1)),
  build: ([kidIndex, place], rng) => {
    const kid = KIDS[kidIndex] ?? KIDS[0];
    const shape = K_SHAPES[(kidIndex + 3 * place) % K_SHAPES.length] ?? K_SHAPES[0];
    if (!kid || !shape) throw new Error('vocabulary missing');
    return {
      ...choiceQuestion({
        text: `${kid.name} finds this shape ${SHAPE_PLACES[place] ?? 'at home'}. What shape is it?`,
        correct: shape.kind,
        distractors: shape.wrong.map((w) => ({ value: w, why: `mixed up a ${shape.kind} and a ${w}` })),
        explanation: `${SHAPE_CLUES[shape.kind] ?? ''} That is a ${shape.kind}.`,
        rng,
      }),
      figure: shapePicture(shape.kind),
    };
  },
});

const COUNTED_SHAPES: ReadonlyArray<{ kind: ShapeKind; sides: number }> = [
  { kind: 'triangle', sides: 3 }, { kind: 'square', sides: 4 }, { kind: 'rectangle', sides: 4 },
  { kind: 'pentagon', sides: 5 }, { kind: 'hexagon', sides: 6 }, { kind: 'octagon', sides: 8 },
];

export const countShapeSides = defineLesson({
  key: 'k-shapes-count-sides',
  name: 'Count the sides and corners in the picture',
  answerForm: WHOLE_NUMBER,
  hints: ['Put your finger on one side or corner.', 'Go around the shape and count each one once.', 'Stop when you are back where you started.'],
  space: () => product(product(KIDS, COUNTED_SHAPES), ['sides', 'corners'] as const),
  build: ([[kid, shape], part]) => ({
    ...blankQuestion(
      `${kid.name} has a ${shape.kind} card. How many ${part} does the ${shape.kind} have? ___`,
      [shape.sides],
      `Go around and count the ${part}: ${listFrom(1, shape.sides)}. A ${shape.kind} has ${shape.sides} ${part}.`,
    ),
    figure: shapePicture(shape.kind),
  }),
});

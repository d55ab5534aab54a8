/**
 * Grade 2 lessons added in issue 18 (band G23): time to five minutes, measuring with a ruler, bar
 * and picture graphs, shapes, rows and columns, word problems, and coins drawn as a picture.
 * Picture questions get their own story context per question (see g23-support.ts) so that every
 * question of a lesson has its own text; the picture carries the numbers. The time, ruler and
 * graph lessons live in g23-grade2-measurement.ts.
 */
import type { LessonDef } from './types.js';
import { KIDS, THINGS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range } from './lesson.js';
import type { Kid } from './lesson.js';
import { shapePicture } from './figures/shapes.js';
import type { FlatShapeKind } from './figures/shapes.js';
import { dotArray } from './figures/array.js';
import { coinPicture } from './figures/coins.js';
import { friendOf, kidContexts, subject, withContexts } from './g23-support.js';
import { barBlank, pictureChoice, rulerBlank, rulerChoice, timeBlank, timeChoice } from './g23-grade2-measurement.js';

// ---------------------------------------------------------------- shapes (2.G.A.1)

const POLYGON_NAMES: ReadonlyArray<[number, string]> = [[3, 'triangle'], [4, 'quadrilateral'], [5, 'pentagon'], [6, 'hexagon'], [8, 'octagon']];
const DESCRIBERS = ['{s} straight sides', '{s} angles', '{s} straight sides and {s} angles'] as const;

const shapeNameChoice = defineLesson<{ kid: number; verb: number; shape: number; describer: number }>({
  key: 'g2-shapes-name-choice',
  name: 'Name shapes by their sides and angles',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Look at how many sides or angles the shape has.',
    'Tri means 3, quad means 4, penta means 5, hexa means 6 and octa means 8.',
    'A flat shape with straight sides has as many angles as sides.',
  ],
  space: () => product(product(range(0, KIDS.length - 1), [0, 1]), product(range(0, 3), range(0, DESCRIBERS.length - 1)))
    .map(([[kid, verb], [shape, describer]]) => ({ kid, verb, shape, describer })),
  build: ({ kid, verb, shape, describer }, rng) => {
    const [s, name] = POLYGON_NAMES[shape] ?? [3, 'triangle'];
    const k = KIDS[kid] ?? KIDS[0];
    const desc = (DESCRIBERS[describer] ?? DESCRIBERS[0]).replace(/\{s\}/g, String(s));
    const near = POLYGON_NAMES.filter(([c]) => c !== s).sort((x, y) => Math.abs(x[0] - s) - Math.abs(y[0] - s)).map(([, nm]) => nm);
    return choiceQuestion({
      text: `${k?.name ?? 'Mia'} ${verb === 0 ? 'draws' : 'cuts out'} a flat shape with ${desc}. What is the shape called?`,
      correct: name,
      distractors: near.map((value) => ({ value, why: 'mixed up how many sides each shape name means' })),
      explanation: `A shape with ${s} straight sides also has ${s} angles. A flat shape with ${s} sides is called a ${name}.`,
      rng,
    });
  },
});

const COUNTED_SHAPES: readonly FlatShapeKind[] = ['triangle', 'square', 'rectangle', 'rhombus', 'trapezoid', 'pentagon', 'hexagon', 'octagon'];
const SHAPE_PLACES = ['on a sign', 'on a quilt', 'in a book', 'on a kite', 'on the playground', 'on a gift box'] as const;

const shapeCountBlank = defineLesson({
  key: 'g2-shapes-count-blank',
  name: 'Count sides and angles',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Put your finger on one corner of the shape.',
    'Go around the shape and count each side (or each angle) once.',
    'Stop when you are back where you started.',
  ],
  space: () => withContexts(
    product(product(COUNTED_SHAPES, ['sides', 'angles'] as const), [0, 1, 2]).map(([pair]) => pair),
    kidContexts(SHAPE_PLACES),
    'g2-shapes-count-blank',
  ),
  build: ([[kind, ask], [kid, place]]) => {
    const s = kind === 'triangle' ? 3 : kind === 'pentagon' ? 5 : kind === 'hexagon' ? 6 : kind === 'octagon' ? 8 : 4;
    return {
      ...blankQuestion(
        `${kid.name} sees this shape ${place}. How many ${ask} does it have? ___`,
        [s],
        `Go around the shape and count: it has ${s} straight sides and ${s} angles. It is a ${kind}.`,
      ),
      figure: shapePicture(kind),
    };
  },
});

// ---------------------------------------------------------------- rows and columns (2.G.A.2)

const SPLIT_ITEMS = ['sheet of paper', 'tray of brownies', 'garden', 'quilt', 'piece of cardboard', 'sheet of stickers'] as const;
const SMALL_GRIDS = product(range(2, 5), range(2, 5));

const rowsColumnsBlank = defineLesson({
  key: 'g2-rows-columns-blank',
  name: 'Rows and columns of squares',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Rows go across. Count them from top to bottom.',
    'Columns go up and down. Count them from left to right.',
    'Count the squares in one row, then add that many for each row.',
  ],
  space: () => withContexts(product(SMALL_GRIDS, [0, 1, 2]).map(([g]) => g), kidContexts(SPLIT_ITEMS), 'g2-rows-columns-blank'),
  build: ([[r, c], [kid, item]]) => ({
    ...blankQuestion(
      `${kid.name} splits a ${item} into same-size squares like this. It has ___ rows and ___ columns, so ___ squares in all.`,
      [r, c, r * c],
      `There are ${r} rows across and ${c} columns up and down. Each row has ${c} squares: ${range(1, r).map((i) => i * c).join(', ')}. That is ${r * c} squares.`,
    ),
    figure: dotArray(r, c, { kind: 'squares' }),
  }),
});

const rowsColumnsChoice = defineLesson({
  key: 'g2-rows-columns-choice',
  name: 'How many squares? (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Every row has the same number of squares.',
    'Add the squares in one row again for every row.',
    'Check by counting the squares in the picture.',
  ],
  space: () => product(SMALL_GRIDS, range(0, KIDS.length - 1)),
  build: ([[r, c], kid], rng) => {
    const k = KIDS[kid] ?? KIDS[0];
    const item = SPLIT_ITEMS[(r + c + kid) % SPLIT_ITEMS.length] ?? 'quilt';
    return {
      ...choiceQuestion({
        text: `${k?.name ?? 'Mia'} splits a ${item} into ${r} rows and ${c} columns of same-size squares. How many squares are there?`,
        correct: r * c,
        distractors: [
          { value: r + c, why: 'added the rows and columns' },
          { value: r * c - c, why: 'left out one row' },
          { value: r * c + r, why: 'counted one column too many' },
        ],
        explanation: `Each of the ${r} rows has ${c} squares. Add ${c} for each row: ${range(1, r).map((i) => i * c).join(', ')}. There are ${r * c} squares.`,
        rng,
      }),
      figure: dotArray(r, c, { kind: 'squares' }),
    };
  },
});

// ---------------------------------------------------------------- word problems (2.OA.A.1)

type OneStep = 'add' | 'sub' | 'compare' | 'diff';

function story(kind: OneStep, kid: Kid, friend: Kid, a: number, b: number, things: string): { text: string; answer: number; why: string } {
  const he = subject(kid);
  switch (kind) {
    case 'add': return {
      text: `${kid.name} has ${a} ${things}. ${kid.pronoun} gets ${b} more. How many ${things} does ${he} have now? ___`,
      answer: a + b, why: `${he === 'she' ? 'She' : 'He'} gets more, so add: ${a} + ${b} = ${a + b}.`,
    };
    case 'sub': return {
      text: `${kid.name} has ${a} ${things}. ${kid.pronoun} gives ${b} to ${friend.name}. How many ${things} does ${he} have left? ___`,
      answer: a - b, why: `Giving away makes fewer, so subtract: ${a} - ${b} = ${a - b}.`,
    };
    case 'compare': return {
      text: `${kid.name} has ${a} ${things}. ${friend.name} has ${b} more ${things} than ${kid.name}. How many ${things} does ${friend.name} have? ___`,
      answer: a + b, why: `${friend.name} has the same as ${kid.name} and ${b} more: ${a} + ${b} = ${a + b}.`,
    };
    case 'diff': return {
      text: `${kid.name} has ${a} ${things} and ${friend.name} has ${b}. How many more ${things} does ${kid.name} have than ${friend.name}? ___`,
      answer: a - b, why: `Compare by subtracting the smaller number: ${a} - ${b} = ${a - b}.`,
    };
  }
}

const wordBlank = defineLesson<{ kind: OneStep; a: number; b: number }>({
  key: 'g2-word-problems-blank',
  name: 'Word problems within 100',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Read the story and find the two numbers.',
    'Ask: does the amount get bigger, get smaller, or are two amounts compared?',
    'Add or subtract, then check that the answer makes sense in the story.',
  ],
  space: () => (['add', 'sub', 'compare', 'diff'] as const).flatMap((kind) => product(range(23, 79, 8), range(12, 44, 8))
    .filter(([a, b]) => (kind === 'add' || kind === 'compare' ? a + b <= 100 : b < a))
    .map(([a, b]) => ({ kind, a, b }))),
  build: ({ kind, a, b }) => {
    const kid = KIDS[(a + 3 * b) % KIDS.length] ?? KIDS[0];
    if (!kid) throw new Error('no kid');
    const things = (THINGS[(a + b) % THINGS.length] ?? THINGS[0])?.many ?? 'stickers';
    const s = story(kind, kid, friendOf(kid, a), a, b, things);
    return blankQuestion(s.text, [s.answer], s.why);
  },
});

type TwoStep = 'get-give' | 'give-give' | 'get-get';

const wordTwoStep = defineLesson<{ kind: TwoStep; a: number; b: number; c: number }>({
  key: 'g2-word-problems-two-step-choice',
  name: 'Two-step word problems within 100',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find what happens first and what happens next.',
    'Work out the first step and write down the answer.',
    'Use that answer for the second step.',
  ],
  space: () => (['get-give', 'give-give', 'get-get'] as const).flatMap((kind) => product(range(24, 64, 8), product(range(11, 31, 5), range(6, 21, 7)))
    .map(([a, [b, c]]) => ({ kind, a, b, c }))
    .filter(({ kind: k, a, b, c }) => (k === 'get-give' ? a + b <= 100 && c < a + b : k === 'give-give' ? b + c < a : a + b + c <= 100))),
  build: ({ kind, a, b, c }, rng) => {
    const kid = KIDS[(a + b + 2 * c) % KIDS.length] ?? KIDS[0];
    if (!kid) throw new Error('no kid');
    const friend = friendOf(kid, b);
    const friend2 = friendOf(kid, b + 1);
    const things = (THINGS[(a + c) % THINGS.length] ?? THINGS[0])?.many ?? 'stickers';
    const he = subject(kid);
    if (kind === 'get-give') {
      const answer = a + b - c;
      return choiceQuestion({
        text: `${kid.name} has ${a} ${things}. ${kid.pronoun} gets ${b} more from ${friend.name}, then gives ${c} to ${friend2.name}. How many ${things} does ${he} have now?`,
        correct: answer,
        distractors: [
          { value: a + b, why: 'stopped after the first step' },
          { value: a + b + c, why: 'added the number given away' },
          { value: a - c, why: 'left out the ones from ' + friend.name },
        ],
        explanation: `First add: ${a} + ${b} = ${a + b}. Then take away: ${a + b} - ${c} = ${answer}.`,
        rng,
      });
    }
    if (kind === 'give-give') {
      const answer = a - b - c;
      return choiceQuestion({
        text: `${kid.name} has ${a} ${things}. ${kid.pronoun} gives ${b} to ${friend.name} and ${c} to ${friend2.name}. How many ${things} does ${he} have left?`,
        correct: answer,
        distractors: [
          { value: a - b, why: 'stopped after the first step' },
          { value: a - b + c, why: 'added the second number instead of taking it away' },
          { value: b + c, why: 'found how many were given away' },
        ],
        explanation: `First take away ${b}: ${a} - ${b} = ${a - b}. Then take away ${c}: ${a - b} - ${c} = ${answer}.`,
        rng,
      });
    }
    const answer = a + b + c;
    return choiceQuestion({
      text: `${kid.name} has ${a} ${things}. ${kid.pronoun} gets ${b} from ${friend.name} and ${c} from ${friend2.name}. How many ${things} does ${he} have now?`,
      correct: answer,
      distractors: [
        { value: a + b, why: 'stopped after the first step' },
        { value: a + b - c, why: 'took away the second number instead of adding it' },
        { value: b + c, why: 'left out what ' + kid.name + ' had at the start' },
      ],
      explanation: `First add ${b}: ${a} + ${b} = ${a + b}. Then add ${c}: ${a + b} + ${c} = ${answer}.`,
      rng,
    });
  },
});

// ---------------------------------------------------------------- coins as a picture (2.MD.C.8)

const COIN_PLACES = ['in a piggy bank', 'in a coat pocket', 'under the couch', 'in a jar', 'on the table', 'in a backpack'] as const;

/** Quarter, dime, nickel and penny counts with at least two kinds, 3–10 coins and less than a dollar. */
function coinSets(): Array<[number, number, number, number]> {
  const all = product(product(range(0, 3), range(0, 4)), product(range(0, 3), range(0, 4)))
    .map(([[q, d], [nk, p]]): [number, number, number, number] => [q, d, nk, p])
    .filter((c) => c.filter((k) => k > 0).length >= 2 && c.reduce((s, k) => s + k, 0) >= 3 && 25 * c[0] + 10 * c[1] + 5 * c[2] + c[3] < 100);
  // Every 4th set keeps the lesson varied and within the 48 contexts.
  return all.filter((_, i) => i % 4 === 0).slice(0, 48);
}

const coinsPictureBlank = defineLesson({
  key: 'g2-money-coins-picture',
  name: 'Count coins in a picture',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Name each coin: a quarter is 25 cents, a dime 10, a nickel 5 and a penny 1.',
    'Start with the coins worth the most and count on.',
    'Count on the pennies last, by ones.',
  ],
  space: () => withContexts(coinSets(), kidContexts(COIN_PLACES), 'g2-money-coins-picture'),
  build: ([[q, d, nk, p], [kid, place]]) => {
    const steps: number[] = [];
    let total = 0;
    for (const [count, cents] of [[q, 25], [d, 10], [nk, 5], [p, 1]] as const) for (let i = 0; i < count; i++) steps.push((total += cents));
    return {
      ...blankQuestion(
        `${kid.name} finds these coins ${place}. How many cents are there? ___ cents`,
        [total],
        `Start with the coins worth the most and count on: ${steps.join(', ')}. That is ${total} cents.`,
      ),
      figure: coinPicture({ quarters: q, dimes: d, nickels: nk, pennies: p }),
    };
  },
});

/** New grade 2 lessons by skill, for grade-2.ts. */
export const G2_NEW: Record<string, LessonDef[]> = {
  time: [timeBlank, timeChoice],
  measure: [rulerBlank, rulerChoice],
  graph: [barBlank, pictureChoice],
  shapes: [shapeNameChoice, shapeCountBlank],
  rowsColumns: [rowsColumnsBlank, rowsColumnsChoice],
  words: [wordBlank, wordTwoStep],
  coinsPicture: [coinsPictureBlank],
};

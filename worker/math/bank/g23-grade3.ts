/**
 * Grade 3 lessons added in issue 18 (band G23): time to the minute and elapsed time, scaled bar
 * and picture graphs, perimeter, quadrilaterals, two-step word problems, arrays and fraction bars.
 * Picture questions get their own story context per question (see g23-support.ts). The time,
 * graph and perimeter lessons live in g23-grade3-measurement.ts.
 */
import type { LessonDef } from './types.js';
import { FRACTION_ANY_FORM, KIDS, THINGS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, orList, product, range } from './lesson.js';
import { dotArray } from './figures/array.js';
import { fractionBars } from './figures/fraction-bar.js';
import { kidContexts, subject, withContexts } from './g23-support.js';
import { elapsedBlank, elapsedChoice, perimeterBlank, perimeterChoice, scaledBarBlank, scaledPictureChoice, timeMinuteBlank } from './g23-grade3-measurement.js';

// ---------------------------------------------------------------- quadrilaterals (3.G.A.1)

const QUADS: ReadonlyArray<[string, string]> = [
  ['square', 'has 4 sides that are all the same length and 4 right angles'],
  ['rectangle', 'has 4 right angles, and 2 of its sides are longer than the other 2'],
  ['rhombus', 'has 4 sides that are all the same length but no right angles'],
  ['trapezoid', 'has only one pair of parallel sides'],
  ['parallelogram', 'has 2 pairs of parallel sides, no right angles, and 2 sides longer than the other 2'],
];

/** Names children confuse with each one (most likely mix-up first). */
const QUAD_CONFUSIONS: Record<string, string[]> = {
  square: ['rhombus', 'rectangle', 'trapezoid'],
  rectangle: ['square', 'parallelogram', 'rhombus'],
  rhombus: ['square', 'parallelogram', 'trapezoid'],
  trapezoid: ['parallelogram', 'rectangle', 'rhombus'],
  parallelogram: ['rectangle', 'rhombus', 'trapezoid'],
};

const quadNameChoice = defineLesson({
  key: 'g3-quadrilaterals-name-choice',
  name: 'Name quadrilaterals by their sides and angles',
  answerForm: WHOLE_NUMBER,
  hints: [
    'A quadrilateral has 4 sides and 4 angles.',
    'Check the angles: are they right angles, like the corner of a page?',
    'Check the sides: are they all the same length? Which sides are parallel?',
  ],
  space: () => product(product(range(0, KIDS.length - 1), ['draws', 'cuts out', 'finds'] as const), range(0, QUADS.length - 1)),
  build: ([[kid, verb], quad], rng) => {
    const [name, desc] = QUADS[quad] ?? ['square', ''];
    return choiceQuestion({
      text: `${KIDS[kid]?.name ?? 'Mia'} ${verb} a quadrilateral that ${desc}. What is the best name for it?`,
      correct: name,
      distractors: (QUAD_CONFUSIONS[name] ?? []).map((value) => ({ value, why: 'mixed up which sides or angles each shape needs' })),
      explanation: `A quadrilateral that ${desc} is a ${name}.`,
      rng,
    });
  },
});

const NOT_QUADS = ['triangle', 'pentagon', 'hexagon', 'octagon'] as const;
const NOT_QUAD_SIDES: Record<string, number> = { triangle: 3, pentagon: 5, hexagon: 6, octagon: 8 };

/** Every choice of 3 of the 5 quadrilaterals. */
function quadTriples(): Array<[string, string, string]> {
  const names = QUADS.map(([nm]) => nm);
  const out: Array<[string, string, string]> = [];
  for (let i = 0; i < names.length; i++) for (let j = i + 1; j < names.length; j++) for (let k = j + 1; k < names.length; k++) {
    out.push([names[i] ?? '', names[j] ?? '', names[k] ?? '']);
  }
  return out;
}

const notQuadChoice = defineLesson({
  key: 'g3-quadrilaterals-not-choice',
  name: 'Which shape is not a quadrilateral?',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Quad means 4: a quadrilateral has 4 sides.',
    'Think of how many sides each shape has.',
    'Squares, rectangles, rhombuses, trapezoids and parallelograms all have 4 sides.',
  ],
  space: () => product([...NOT_QUADS], quadTriples()),
  build: ([odd, triple], rng) => choiceQuestion({
    text: (opts) => `Which shape is not a quadrilateral: ${orList(opts)}?`,
    correct: odd,
    distractors: triple.map((value) => ({ value, why: 'did not count the sides' })),
    explanation: `A ${odd} has ${NOT_QUAD_SIDES[odd] ?? 0} sides, not 4. The ${triple.slice(0, 2).join(', ')} and ${triple[2]} all have 4 sides.`,
    rng,
  }),
});

// ---------------------------------------------------------------- word problems (3.OA.D.8)

type G3Story = 'boxes-plus' | 'change' | 'share-after' | 'rows-minus';

function g3Story(kind: G3Story, a: number, b: number, c: number): { text: string; answer: number; why: string; first: number } {
  const kid = KIDS[(a * 3 + b + c) % KIDS.length] ?? KIDS[0];
  if (!kid) throw new Error('no kid');
  const things = (THINGS[(a + b) % THINGS.length] ?? THINGS[0])?.many ?? 'stickers';
  const he = subject(kid);
  switch (kind) {
    case 'boxes-plus': return {
      text: `${kid.name} has ${a} boxes of ${things} with ${b} in each box, and ${c} more ${things}. How many ${things} does ${he} have in all?`,
      answer: a * b + c, first: a * b, why: `First multiply: ${a} × ${b} = ${a * b}. Then add: ${a * b} + ${c} = ${a * b + c}.`,
    };
    case 'change': return {
      text: `${kid.name} buys ${a} books that cost ${b} dollars each. ${kid.pronoun} pays with ${c} dollars. How many dollars of change does ${he} get?`,
      answer: c - a * b, first: a * b, why: `First find the cost: ${a} × ${b} = ${a * b} dollars. Then subtract: ${c} - ${a * b} = ${c - a * b}.`,
    };
    case 'share-after': return {
      text: `${kid.name} has ${a * b + c} ${things}. ${kid.pronoun} keeps ${c} and shares the rest equally among ${a} friends. How many ${things} does each friend get?`,
      answer: b, first: a * b, why: `First take away the ones ${he} keeps: ${a * b + c} - ${c} = ${a * b}. Then divide: ${a * b} ÷ ${a} = ${b}.`,
    };
    case 'rows-minus': return {
      text: `A hall has ${a} rows of chairs with ${b} chairs in each row. ${c} chairs are taken. How many chairs are empty?`,
      answer: a * b - c, first: a * b, why: `First multiply: ${a} × ${b} = ${a * b} chairs. Then subtract: ${a * b} - ${c} = ${a * b - c}.`,
    };
  }
}

function g3StorySpace(kinds: readonly G3Story[], as: number[], bs: number[], cs: number[]): Array<{ kind: G3Story; a: number; b: number; c: number }> {
  return kinds.flatMap((kind) => product(product(as, bs), cs).map(([[a, b], c]) => ({ kind, a, b, c }))
    .filter(({ a, b, c }) => {
      if (kind === 'change') return c > a * b && c <= 100 && c % 10 === 0;
      if (kind === 'rows-minus') return c < a * b;
      return true;
    }));
}

const g3WordBlank = defineLesson({
  key: 'g3-word-problems-blank',
  name: 'Two-step word problems',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the two things that happen in the story.',
    'Decide which operation each step needs: add, subtract, multiply or divide.',
    'Do the first step, then use its answer in the second step.',
  ],
  space: () => g3StorySpace(['boxes-plus', 'change', 'share-after', 'rows-minus'], [3, 4, 5, 6], [3, 6, 7, 9], [4, 8, 20, 30, 50, 100]),
  build: ({ kind, a, b, c }) => {
    const s = g3Story(kind, a, b, c);
    return blankQuestion(`${s.text} ___`, [s.answer], s.why);
  },
});

const g3WordChoice = defineLesson({
  key: 'g3-word-problems-choice',
  name: 'Two-step word problems (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Read the whole story before you start.',
    'Work out the first step and write its answer down.',
    'Use that answer in the second step, then check it makes sense.',
  ],
  space: () => g3StorySpace(['boxes-plus', 'change', 'share-after', 'rows-minus'], [2, 7, 8, 9], [2, 4, 5, 8], [5, 9, 40, 60, 80, 90]),
  build: ({ kind, a, b, c }, rng) => {
    const s = g3Story(kind, a, b, c);
    return choiceQuestion({
      text: s.text,
      correct: s.answer,
      distractors: [
        { value: s.first, why: 'stopped after the first step' },
        { value: kind === 'share-after' ? (a * b + c) / a : a + b + c, why: kind === 'share-after' ? 'shared before taking away' : 'added every number' },
        { value: kind === 'boxes-plus' ? a * (b + c) : a * b + c, why: 'used the wrong operation in one step' },
        { value: s.answer + (kind === 'share-after' ? 1 : 10), why: 'slipped in the arithmetic' },
      ],
      explanation: s.why,
      rng,
    });
  },
});

// ---------------------------------------------------------------- arrays (3.OA.A.1)

const ARRAY_GRIDS = product(range(2, 6), range(2, 9));

const arrayChoice = defineLesson({
  key: 'g3-arrays-choice',
  name: 'Arrays and multiplication (choose the fact)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Count the rows.',
    'Count how many are in one row.',
    'The multiplication is rows × how many in each row.',
  ],
  space: () => withContexts(ARRAY_GRIDS, kidContexts(THINGS), 'g3-arrays-choice'),
  build: ([[r, c], [kid, thing]], rng) => {
    const key = (v: number): string => `product:${v}`;
    return {
      ...choiceQuestion({
        text: `${kid.name} puts ${thing.many} in equal rows like this. Which multiplication tells how many ${thing.many} there are?`,
        correct: `${r} × ${c}`,
        correctKey: key(r * c),
        distractors: [
          { value: `${r} + ${c}`, key: key(r + c), why: 'added the rows and the number in a row' },
          { value: `${r} × ${c + 1}`, key: key(r * (c + 1)), why: 'counted one too many in each row' },
          { value: `${r + 1} × ${c}`, key: key((r + 1) * c), why: 'counted one row too many' },
          { value: `${r - 1} × ${c}`, key: key((r - 1) * c), why: 'counted one row too few' },
        ],
        explanation: `There are ${r} rows with ${c} in each row: ${r} groups of ${c}. That is ${r} × ${c} = ${r * c}.`,
        rng,
      }),
      figure: dotArray(r, c),
    };
  },
});

const arrayBlank = defineLesson({
  key: 'g3-arrays-blank',
  name: 'Arrays: rows, columns and the product',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Count the rows from top to bottom.',
    'Count the dots in one row.',
    'Multiply the rows by the dots in each row.',
  ],
  space: () => withContexts(ARRAY_GRIDS, kidContexts(THINGS), 'g3-arrays-blank'),
  build: ([[r, c], [kid, thing]]) => ({
    ...blankQuestion(
      `${kid.name} sets out ${thing.many} like this. There are ___ rows with ___ in each row, so there are ___ ${thing.many}.`,
      [r, c, r * c],
      `There are ${r} rows of ${c}. Count by ${c}s ${r} times: ${range(1, r).map((i) => i * c).join(', ')}. So ${r} × ${c} = ${r * c}.`,
    ),
    figure: dotArray(r, c),
  }),
});

// ---------------------------------------------------------------- fraction bars (3.NF.A.1)

const FRACTION_DENOMINATORS = [2, 3, 4, 6, 8] as const;
const PARTS = FRACTION_DENOMINATORS.flatMap((d) => range(1, d - 1).map((k): [number, number] => [d, k]));
const BAR_THINGS = ['granola bar', 'paper strip', 'ribbon', 'fence', 'chocolate bar', 'loaf of bread', 'sandwich'] as const;

const fractionBarChoice = defineLesson({
  key: 'g3-fraction-bars-choice',
  name: 'What fraction is shaded?',
  answerForm: FRACTION_ANY_FORM,
  hints: [
    'Count all the equal parts: that is the bottom number.',
    'Count the shaded parts: that is the top number.',
    'Write shaded parts over all parts.',
  ],
  space: () => withContexts(product(PARTS, [0, 1, 2]).map(([p]) => p), kidContexts(BAR_THINGS), 'g3-fraction-bars-choice'),
  build: ([[d, k], [kid, thing]], rng) => ({
    ...choiceQuestion({
      text: `${kid.name} cuts a ${thing} into equal parts and colors some of them. What fraction of the ${thing} is colored?`,
      correct: `${k}/${d}`,
      distractors: [
        { value: `${d - k}/${d}`, why: 'counted the parts that are not colored' },
        { value: `${k}/${d - k}`, why: 'put colored parts over parts not colored' },
        { value: `${d}/${k}`, why: 'swapped the top and bottom numbers' },
        { value: `1/${d}`, why: 'named one part only' },
      ],
      explanation: `The ${thing} has ${d} equal parts and ${k} ${k === 1 ? 'is' : 'are'} colored. So ${k}/${d} is colored.`,
      rng,
    }),
    figure: fractionBars([{ parts: d, shaded: k }]),
  }),
});

type BarAsk = 'shaded' | 'not shaded' | 'one part';

const fractionBarBlank = defineLesson({
  key: 'g3-fraction-bars-blank',
  name: 'Fractions of a bar',
  answerForm: FRACTION_ANY_FORM,
  hints: [
    'Count all the equal parts of the bar: that is the bottom number.',
    'Count the parts the question asks about: that is the top number.',
    'One part of a bar cut into equal parts is 1 over the number of parts.',
  ],
  space: () => withContexts(product(PARTS, ['shaded', 'not shaded', 'one part'] as BarAsk[]), kidContexts(BAR_THINGS), 'g3-fraction-bars-blank'),
  build: ([[[d, k], ask], [kid, thing]]) => {
    const question = ask === 'one part'
      ? `${kid.name} cuts a ${thing} into equal parts like this. What fraction of the ${thing} is one part? ___`
      : `${kid.name} shades part of a ${thing}. What fraction of the ${thing} is ${ask}? ___`;
    const top = ask === 'shaded' ? k : ask === 'not shaded' ? d - k : 1;
    const why = ask === 'one part'
      ? `The ${thing} has ${d} equal parts, so one part is 1/${d} of it.`
      : `There are ${d} equal parts and ${top} ${top === 1 ? 'is' : 'are'} ${ask}, so the answer is ${top}/${d}.`;
    return { ...blankQuestion(question, [`${top}/${d}`], why), figure: fractionBars([{ parts: d, shaded: ask === 'one part' ? 0 : k }]) };
  },
});

/** New grade 3 lessons by skill, for grade-3.ts. */
export const G3_NEW: Record<string, LessonDef[]> = {
  time: [timeMinuteBlank, elapsedBlank, elapsedChoice],
  graph: [scaledBarBlank, scaledPictureChoice],
  perimeter: [perimeterBlank, perimeterChoice],
  quadrilaterals: [quadNameChoice, notQuadChoice],
  words: [g3WordBlank, g3WordChoice],
  arrays: [arrayChoice, arrayBlank],
  fractionBars: [fractionBarChoice, fractionBarBlank],
};

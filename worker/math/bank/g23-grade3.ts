/**
 * Grade 3 lessons added in issue 18 (band G23): time to the minute and elapsed time, scaled bar
 * and picture graphs, perimeter, quadrilaterals, two-step word problems, arrays and fraction bars.
 * Picture questions get their own story context per question (see g23-support.ts).
 */
import type { LessonDef } from './types.js';
import { FRACTION_ANY_FORM, KIDS, THINGS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, orList, product, range } from './lesson.js';
import { clock } from './figures/clock.js';
import { barGraph } from './figures/bar-graph.js';
import { rectanglePicture } from './figures/rectangle.js';
import { dotArray } from './figures/array.js';
import { fractionBars } from './figures/fraction-bar.js';
import { GRAPH_TOPICS, addMinutes, graphValues, kidContexts, pad2, subject, timeText, withContexts } from './g23-support.js';

// ---------------------------------------------------------------- time (3.MD.A.1)

const ACTIVITIES = ['feeds the cat', 'starts a puzzle', 'walks to the park', 'calls a friend', 'starts baking', 'reads a comic', 'plays chess', 'waters the garden'] as const;

/** 60 different times to the minute, spread over the clock (most not on a 5). */
function minuteTimes(): Array<[number, number]> {
  return range(0, 59).map((i): [number, number] => [(i * 5) % 12 + 1, (i * 23 + 7) % 60]);
}

function explainMinuteClock(h: number, m: number): string {
  const fives = Math.floor(m / 5);
  const extra = m % 5;
  const count = fives === 0 ? `Count the small marks after the 12: ${m}` : `Count by 5s to the ${fives}: ${fives * 5}, then ${extra === 0 ? 'no more small marks' : `${extra} more small ${extra === 1 ? 'mark' : 'marks'}`}: ${m}`;
  return `The short hand has passed ${h}, so the hour is ${h}. ${count} minutes. The time is ${timeText(h, m)}.`;
}

const timeMinuteBlank = defineLesson({
  key: 'g3-time-clock-blank',
  name: 'Tell time to the minute',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Read the hour from the short hand: the number it points to or has just passed.',
    'Count by 5s for each number the long hand has passed.',
    'Then count on the small marks, one minute each.',
  ],
  space: () => withContexts(minuteTimes(), kidContexts(ACTIVITIES), 'g3-time-clock-blank'),
  build: ([[h, m], [kid, activity]]) => ({
    ...blankQuestion(`${kid.name} ${activity} at the time shown on the clock. What time is it? ___:___`, [h, pad2(m)], explainMinuteClock(h, m)),
    figure: clock(h, m),
  }),
});

const EVENTS = ['reading', 'painting', 'piano practice', 'soccer practice', 'homework', 'a bike ride', 'a puzzle', 'baking'] as const;

type ElapsedForm = 'end' | 'duration';

const elapsedBlank = defineLesson<{ form: ElapsedForm; h: number; m: number; d: number }>({
  key: 'g3-elapsed-time-blank',
  name: 'Elapsed time in minutes',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Start at the first time and count on in minutes.',
    'Jump to the next full hour first if you pass it: that takes 60 minus the minutes.',
    'Then add the minutes that are left.',
  ],
  space: () => (['end', 'duration'] as const).flatMap((form) => product(product(range(1, 12), [5, 15, 20, 35, 40, 50]), [10, 25, 30, 45])
    .filter(([[h, m], d]) => (h + m + d) % 3 === 0)
    .map(([[h, m], d]) => ({ form, h, m, d }))),
  build: ({ form, h, m, d }) => {
    const kid = KIDS[(h + m) % KIDS.length] ?? KIDS[0];
    if (!kid) throw new Error('no kid');
    const event = EVENTS[(h + d) % EVENTS.length] ?? 'reading';
    const [eh, em] = addMinutes(h, m, d);
    const toHour = 60 - m;
    const how = m + d >= 60
      ? `From ${timeText(h, m)} to ${timeText(eh, 0)} is ${toHour} minutes, and ${em} more minutes makes ${d}.`
      : `From ${timeText(h, m)}, count on ${d} minutes to ${timeText(eh, em)}.`;
    if (form === 'end') {
      return blankQuestion(
        `${kid.name} starts ${event} at ${timeText(h, m)}. ${kid.pronoun} finishes ${d} minutes later. What time does ${subject(kid)} finish? ___:___`,
        [eh, pad2(em)],
        `${how} So ${subject(kid)} finishes at ${timeText(eh, em)}.`,
      );
    }
    return blankQuestion(
      `${kid.name} starts ${event} at ${timeText(h, m)} and finishes at ${timeText(eh, em)}. How many minutes does it take? ___ minutes`,
      [d],
      `${how} So it takes ${d} minutes.`,
    );
  },
});

const START_EVENTS = ['movie', 'swim lesson', 'game', 'art class', 'party', 'science show'] as const;

const elapsedChoice = defineLesson({
  key: 'g3-elapsed-time-choice',
  name: 'When does it end? (clock and elapsed time)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Read the start time on the clock.',
    'Add the minutes. If the minutes reach 60, that makes one more hour.',
    'Write the new hour and the minutes left over.',
  ],
  space: () => withContexts(
    range(0, 47).map((i): [number, number, number] => [(i * 7) % 12 + 1, (i * 17 + 3) % 60, [15, 20, 25, 35, 40, 45][i % 6] ?? 20]),
    kidContexts(START_EVENTS),
    'g3-elapsed-time-choice',
  ),
  build: ([[h, m, d], [kid, event]], rng) => {
    const [eh, em] = addMinutes(h, m, d);
    const crosses = m + d >= 60;
    return {
      ...choiceQuestion({
        text: `The clock shows when ${kid.name}'s ${event} starts. It lasts ${d} minutes. What time does it end?`,
        correct: timeText(eh, em),
        distractors: [
          { value: crosses ? timeText(h, em) : timeText(eh === 12 ? 1 : eh + 1, em), why: crosses ? 'forgot to move on to the next hour' : 'moved on an hour too soon' },
          { value: timeText(...addMinutes(h, m, -d)), why: 'counted back instead of on' },
          { value: timeText(...addMinutes(h, m, d + 10)), why: 'counted one ten too many' },
        ],
        explanation: crosses
          ? `It starts at ${timeText(h, m)}. ${60 - m} minutes takes it to ${timeText(eh, 0)}, and ${em} more minutes makes ${d}. It ends at ${timeText(eh, em)}.`
          : `It starts at ${timeText(h, m)}. Count on ${d} minutes: ${m} + ${d} = ${m + d}. It ends at ${timeText(eh, em)}.`,
        rng,
      }),
      figure: clock(h, m),
    };
  },
});

// ---------------------------------------------------------------- scaled graphs (3.MD.B.3)

const SCALES = [2, 5, 10] as const;

const scaledBarBlank = defineLesson<{ topic: number; a: number; b: number; form: 'more' | 'total'; scale: number }>({
  key: 'g3-bar-graph-scaled-blank',
  name: 'Scaled bar graphs (how many more, how many in all)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Look at the numbers on the side: each square stands for more than 1.',
    'Read the value at the top of each bar you need.',
    'Subtract to find how many more; add to find how many in all.',
  ],
  space: () => GRAPH_TOPICS.flatMap((_, topic) => product(range(0, 3), range(0, 3)).flatMap(([a, b]) => [
    ...(a !== b ? [{ topic, a, b, form: 'more' as const, scale: SCALES[(topic + a + b) % 3] ?? 5 }] : []),
    ...(a < b ? [{ topic, a, b, form: 'total' as const, scale: SCALES[(topic + a * b) % 3] ?? 5 }] : []),
  ])),
  build: ({ topic, a, b, form, scale }) => {
    const t = GRAPH_TOPICS[topic] ?? GRAPH_TOPICS[0];
    if (!t) throw new Error('no topic');
    const values = graphValues(`g3-bar-${topic}-${a}-${b}-${form}`, scale, 10);
    if (form === 'more' && (values[a] ?? 0) < (values[b] ?? 0)) [values[a], values[b]] = [values[b] ?? 0, values[a] ?? 0];
    const [x, y] = [values[a] ?? 0, values[b] ?? 0];
    const [la, lb] = [t.labels[a], t.labels[b]];
    const figure = barGraph({ title: t.title, scale, bars: t.labels.map((label, i) => ({ label, value: values[i] ?? 0 })) });
    const q = form === 'more'
      ? blankQuestion(`A school voted for a favorite ${t.what}. How many more votes did ${la} get than ${lb}? ___`, [x - y],
        `Each square stands for ${scale}. ${la} has ${x} votes and ${lb} has ${y}. ${x} - ${y} = ${x - y}.`)
      : blankQuestion(`A school voted for a favorite ${t.what}. How many votes did ${la} and ${lb} get in all? ___`, [x + y],
        `Each square stands for ${scale}. ${la} has ${x} votes and ${lb} has ${y}. ${x} + ${y} = ${x + y}.`);
    return { ...q, figure };
  },
});

const scaledPictureChoice = defineLesson<{ kid: number; topic: number; label: number }>({
  key: 'g3-picture-graph-choice',
  name: 'Scaled picture graphs (each picture stands for 2, 5 or 10)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Look at the key: one picture stands for more than 1.',
    'Count the pictures in the row you need.',
    'Skip count by the key\'s number once for every picture.',
  ],
  space: () => product(product(range(0, KIDS.length - 1), range(0, GRAPH_TOPICS.length - 1)), range(0, 3))
    .map(([[kid, topic], label]) => ({ kid, topic, label })),
  build: ({ kid, topic, label }, rng) => {
    const t = GRAPH_TOPICS[topic] ?? GRAPH_TOPICS[0];
    const k = KIDS[kid] ?? KIDS[0];
    if (!t || !k) throw new Error('no topic');
    const scale = SCALES[(kid + topic + label) % 3] ?? 2;
    const values = graphValues(`g3-pic-${kid}-${topic}-${label}`, scale, 8);
    const v = values[label] ?? 0;
    const pictures = v / scale;
    const name = t.labels[label] ?? '';
    return {
      ...choiceQuestion({
        text: `${k.name}'s school made this picture graph. How many students chose ${name}?`,
        correct: v,
        distractors: [
          { value: pictures, why: 'counted the pictures without using the key' },
          { value: v + scale, why: 'counted one picture too many' },
          { value: v - scale, why: 'counted one picture too few' },
        ],
        explanation: `${name} has ${pictures} ${pictures === 1 ? 'picture' : 'pictures'} and each stands for ${scale}. Count by ${scale}s ${pictures} ${pictures === 1 ? 'time' : 'times'}: ${pictures} × ${scale} = ${v}.`,
        rng,
      }),
      figure: barGraph({ title: t.title, scale, picture: true, bars: t.labels.map((l, i) => ({ label: l, value: values[i] ?? 0 })) }),
    };
  },
});

// ---------------------------------------------------------------- perimeter (3.MD.D.8)

const PERIMETER_PLACES: ReadonlyArray<[string, string, string]> = [
  ['garden', 'm', 'meters'], ['rug', 'ft', 'feet'], ['poster', 'cm', 'centimeters'],
  ['pool', 'm', 'meters'], ['photo', 'cm', 'centimeters'], ['playground', 'm', 'meters'],
];

const perimeterBlank = defineLesson<{ place: number; w: number; h: number; form: 'perimeter' | 'side' }>({
  key: 'g3-perimeter-blank',
  name: 'Perimeter of rectangles and missing sides',
  answerForm: WHOLE_NUMBER,
  hints: [
    'The perimeter is the distance all the way around the shape.',
    'A rectangle has two long sides that match and two short sides that match.',
    'Add all four sides. For a missing side, take the known sides away from the perimeter.',
  ],
  space: () => PERIMETER_PLACES.flatMap((_, place) => product(range(4, 12), range(2, 9))
    .filter(([w, h]) => h < w && (w + h + place) % 2 === 0)
    .map(([w, h]) => ({ place, w, h, form: (w * h) % 3 === 0 ? 'side' as const : 'perimeter' as const }))),
  build: ({ place, w, h, form }) => {
    const [thing, unit, unitWord] = PERIMETER_PLACES[place] ?? ['garden', 'm', 'meters'];
    const p = 2 * (w + h);
    if (form === 'perimeter') {
      return {
        ...blankQuestion(
          `A ${thing} is a rectangle ${w} ${unitWord} long and ${h} ${unitWord} wide. What is its perimeter? ___ ${unitWord}`,
          [p],
          `Add all four sides: ${w} + ${h} + ${w} + ${h} = ${p}. The perimeter is ${p} ${unitWord}.`,
        ),
        figure: rectanglePicture({ width: w, height: h, unit }),
      };
    }
    return {
      ...blankQuestion(
        `A rectangular ${thing} has a perimeter of ${p} ${unitWord}. It is ${w} ${unitWord} long. How wide is it? ___ ${unitWord}`,
        [h],
        `The two long sides are ${w} + ${w} = ${2 * w}. That leaves ${p} - ${2 * w} = ${2 * h} for the two short sides, so each is ${h} ${unitWord}.`,
      ),
      figure: rectanglePicture({ width: w, height: h, unit, labels: { height: `? ${unit}` } }),
    };
  },
});

const perimeterChoice = defineLesson({
  key: 'g3-perimeter-choice',
  name: 'Perimeter or area? (how much fence)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'A fence goes around the edge, so you need the perimeter, not the area.',
    'Add the length and the width.',
    'Double that, because there are two of each side.',
  ],
  space: () => product(range(0, KIDS.length - 1), product(range(4, 12), range(2, 8)).filter(([l, w]) => w < l && (l + w) % 3 !== 0)),
  build: ([kid, [l, w]], rng) => {
    const k = KIDS[kid] ?? KIDS[0];
    const yard = ['garden', 'pen for a goat', 'dog run', 'vegetable patch'][(l + kid) % 4] ?? 'garden';
    const p = 2 * (l + w);
    return {
      ...choiceQuestion({
        text: `${k?.name ?? 'Mia'} builds a fence all the way around a rectangular ${yard} that is ${l} feet long and ${w} feet wide. How many feet of fence are needed?`,
        correct: p,
        distractors: [
          { value: l * w, why: 'found the area instead of the perimeter' },
          { value: l + w, why: 'added only two sides' },
          { value: 2 * l + w, why: 'left out one side' },
        ],
        explanation: `The fence goes around all four sides: ${l} + ${w} + ${l} + ${w} = ${p}. So ${p} feet of fence are needed.`,
        rng,
      }),
      figure: rectanglePicture({ width: l, height: w, unit: 'ft' }),
    };
  },
});

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

/**
 * Grade 2 lessons added in issue 18 (band G23): time to five minutes, measuring with a ruler, bar
 * and picture graphs, shapes, rows and columns, word problems, and coins drawn as a picture.
 * Picture questions get their own story context per question (see g23-support.ts) so that every
 * question of a lesson has its own text; the picture carries the numbers.
 */
import type { LessonDef } from './types.js';
import { KIDS, THINGS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range } from './lesson.js';
import type { Kid } from './lesson.js';
import { clock } from './figures/clock.js';
import { numberLine } from './figures/number-line.js';
import { barGraph } from './figures/bar-graph.js';
import { shapePicture } from './figures/shapes.js';
import type { FlatShapeKind } from './figures/shapes.js';
import { dotArray } from './figures/array.js';
import { coinPicture } from './figures/coins.js';
import { GRAPH_TOPICS, friendOf, graphValues, kidContexts, pad2, subject, timeText, withContexts } from './g23-support.js';

// ---------------------------------------------------------------- time (2.MD.C.7)

/** Things a child does at any time of day (any hour works on a 12-hour clock). */
const ACTIVITIES = [
  'feeds the fish', 'starts reading', 'walks the dog', 'calls Grandma', 'starts painting', 'waters the plants',
  'practices piano', 'builds a fort', 'plays a board game', 'bakes muffins', 'rides a bike', 'cleans up the toys',
  'visits the library', 'plants seeds', 'draws a picture', 'makes a snack', 'folds the laundry', 'plays soccer',
] as const;

const FIVE_MINUTE_TIMES: Array<[number, number]> = product(range(1, 12), range(0, 55, 5));

/** How to read the clock: hour from the short hand, minutes by fives from the long hand. */
function explainClock(h: number, m: number): string {
  const hourPart = m === 0 ? `The short hand points to ${h}, so the hour is ${h}.` : `The short hand has just passed ${h}, so the hour is ${h}.`;
  const minutePart = m === 0 ? 'The long hand points to 12, so it is 0 minutes past.' : `The long hand points to ${m / 5}; count by 5s ${m / 5} times to get ${m} minutes.`;
  return `${hourPart} ${minutePart} The time is ${timeText(h, m)}.`;
}

const clockContexts = kidContexts(ACTIVITIES);

const timeBlank = defineLesson({
  key: 'g2-time-clock-blank',
  name: 'Tell time to 5 minutes',
  answerForm: WHOLE_NUMBER,
  hints: [
    'The short hand shows the hour: read the number it points to or has just passed.',
    'The long hand shows the minutes: count by 5s from the 12 to the long hand.',
    'Write the hour first, then the minutes.',
  ],
  space: () => withContexts(FIVE_MINUTE_TIMES, clockContexts, 'g2-time-clock-blank'),
  build: ([[h, m], [kid, activity]]) => ({
    ...blankQuestion(`${kid.name} ${activity} at the time shown on the clock. What time is it? ___:___`, [h, pad2(m)], explainClock(h, m)),
    figure: clock(h, m),
  }),
});

const timeChoice = defineLesson({
  key: 'g2-time-clock-choice',
  name: 'Tell time to 5 minutes (choose the time)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the short hand first. It tells the hour.',
    'Then find the long hand. Count by 5s from the 12 to it.',
    'Be careful: after half past, the short hand is close to the next number but the hour has not changed.',
  ],
  space: () => withContexts(FIVE_MINUTE_TIMES, clockContexts, 'g2-time-clock-choice'),
  build: ([[h, m], [kid, activity]], rng) => {
    const next = h === 12 ? 1 : h + 1;
    const prev = h === 1 ? 12 : h - 1;
    const mark = m === 0 ? 12 : m / 5;
    return {
      ...choiceQuestion({
        text: `${kid.name} ${activity} at the time shown on the clock. What time is it?`,
        correct: timeText(h, m),
        distractors: [
          { value: m >= 30 ? timeText(next, m) : timeText(prev, m), why: 'read the hour from the number the short hand is closest to' },
          { value: timeText(mark, (h * 5) % 60), why: 'mixed up the hour hand and the minute hand' },
          { value: timeText(h, mark), why: 'read the number the long hand points to as the minutes, not counting by 5s' },
          { value: timeText(h, (m + 5) % 60), why: 'counted one 5 too many' },
        ],
        explanation: explainClock(h, m),
        rng,
      }),
      figure: clock(h, m),
    };
  },
});

// ---------------------------------------------------------------- measuring (2.MD.A.1)

/** Things to measure, short enough to write inside a 3-unit strip. */
/** "a crayon", "an eraser". */
function withArticle(word: string): string {
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
}

const MEASURED = ['crayon', 'pencil', 'ribbon', 'straw', 'stick', 'feather', 'eraser', 'leaf'] as const;

interface RulerParams { unit: 'inches' | 'centimeters'; start: number; length: number }

function rulerSpace(unit: RulerParams['unit'], starts: number[]): RulerParams[] {
  const top = unit === 'inches' ? 12 : 10;
  return starts.flatMap((start) => range(3, top - start).map((length) => ({ unit, start, length })));
}

function rulerFigure({ unit, start, length }: RulerParams, thing: string): ReturnType<typeof numberLine> {
  return numberLine({ from: 0, to: unit === 'inches' ? 12 : 10, objects: [{ from: start, to: start + length, label: thing }] });
}

function explainRuler({ unit, start, length }: RulerParams, thing: string): string {
  const end = start + length;
  return start === 0
    ? `The ${thing} starts at 0 and ends at ${end}, so it is ${length} ${unit} long.`
    : `The ${thing} starts at ${start}, not at 0. It ends at ${end}, and ${end} - ${start} = ${length}, so it is ${length} ${unit} long.`;
}

const rulerHints = [
  'Find the number where the object starts and the number where it ends.',
  'If it does not start at 0, count the spaces from the start to the end, or subtract.',
  'The length is how many units long the object is, not the number at its end.',
];

const rulerBlank = defineLesson({
  key: 'g2-measure-ruler-blank',
  name: 'Measure with a ruler (inches)',
  answerForm: WHOLE_NUMBER,
  hints: rulerHints,
  space: () => withContexts(rulerSpace('inches', range(0, 4)), kidContexts(MEASURED), 'g2-measure-ruler-blank'),
  build: ([p, [kid, thing]]) => ({
    ...blankQuestion(`${kid.name} lays ${withArticle(thing)} on a ruler. How long is the ${thing}? ___ inches`, [p.length], explainRuler(p, thing)),
    figure: rulerFigure(p, thing),
  }),
});

const rulerChoice = defineLesson({
  key: 'g2-measure-ruler-choice',
  name: 'Measure from any mark (choose the length)',
  answerForm: WHOLE_NUMBER,
  hints: rulerHints,
  space: () => withContexts([...rulerSpace('inches', [1, 2, 3]), ...rulerSpace('centimeters', [1, 2, 3])], kidContexts(MEASURED), 'g2-measure-ruler-choice'),
  build: ([p, [kid, thing]], rng) => ({
    ...choiceQuestion({
      text: `${kid.name} lays ${withArticle(thing)} on a ruler marked in ${p.unit}. How many ${p.unit} long is the ${thing}?`,
      correct: p.length,
      distractors: [
        { value: p.start + p.length, why: 'read the number at the end without looking at where it starts' },
        { value: p.length + 1, why: 'counted the marks instead of the spaces between them' },
        { value: p.length - 1, why: 'missed one space' },
      ],
      explanation: explainRuler(p, thing),
      rng,
    }),
    figure: rulerFigure(p, thing),
  }),
});

// ---------------------------------------------------------------- graphs (2.MD.D.10)

type GraphForm = 'more' | 'total';

const barBlank = defineLesson<{ topic: number; a: number; b: number; form: GraphForm }>({
  key: 'g2-bar-graph-blank',
  name: 'Read a bar graph (how many more, how many in all)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find each bar the question names and read the number at its top.',
    'For how many more, subtract the smaller number from the bigger one.',
    'For how many in all, add the numbers.',
  ],
  space: () => GRAPH_TOPICS.flatMap((_, topic) => product(range(0, 3), range(0, 3)).flatMap(([a, b]) => [
    ...(a !== b ? [{ topic, a, b, form: 'more' as const }] : []),
    ...(a < b ? [{ topic, a, b, form: 'total' as const }] : []),
  ])),
  build: ({ topic, a, b, form }) => {
    const t = GRAPH_TOPICS[topic] ?? GRAPH_TOPICS[0];
    if (!t) throw new Error('no topic');
    const values = graphValues(`g2-bar-${topic}-${a}-${b}-${form}`, 1, 10);
    // "How many more A than B" needs A to be the bigger bar.
    if (form === 'more' && (values[a] ?? 0) < (values[b] ?? 0)) [values[a], values[b]] = [values[b] ?? 0, values[a] ?? 0];
    const [x, y] = [values[a] ?? 0, values[b] ?? 0];
    const [la, lb] = [t.labels[a], t.labels[b]];
    const figure = barGraph({ title: t.title, bars: t.labels.map((label, i) => ({ label, value: values[i] ?? 0 })) });
    const q = form === 'more'
      ? blankQuestion(`The class voted for a favorite ${t.what}. How many more votes did ${la} get than ${lb}? ___`, [x - y],
        `${la} has ${x} votes and ${lb} has ${y}. ${x} - ${y} = ${x - y}, so ${la} got ${x - y} more votes.`)
      : blankQuestion(`The class voted for a favorite ${t.what}. How many votes did ${la} and ${lb} get in all? ___`, [x + y],
        `${la} has ${x} votes and ${lb} has ${y}. ${x} + ${y} = ${x + y} votes in all.`);
    return { ...q, figure };
  },
});

const pictureChoice = defineLesson<{ kid: number; topic: number; most: boolean }>({
  key: 'g2-picture-graph-choice',
  name: 'Read a picture graph (most and fewest)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Each picture stands for 1 vote.',
    'Count the pictures in each row.',
    'Compare the rows to find the one with the most, or the fewest.',
  ],
  space: () => product(range(0, KIDS.length - 1), range(0, GRAPH_TOPICS.length - 1)).flatMap(([kid, topic]) => [true, false].map((most) => ({ kid, topic, most }))),
  build: ({ kid, topic, most }, rng) => {
    const t = GRAPH_TOPICS[topic] ?? GRAPH_TOPICS[0];
    const k = KIDS[kid] ?? KIDS[0];
    if (!t || !k) throw new Error('no topic');
    const values = graphValues(`g2-pic-${kid}-${topic}-${most}`, 1, 9);
    const order = range(0, 3).sort((i, j) => (values[j] ?? 0) - (values[i] ?? 0)); // biggest first
    const pickIndex = most ? order[0] : order[3];
    const answer = t.labels[pickIndex ?? 0] ?? '';
    const others = (most ? [order[3], order[1], order[2]] : [order[0], order[2], order[1]]).map((i) => t.labels[i ?? 0] ?? '');
    const word = most ? 'most' : 'fewest';
    return {
      ...choiceQuestion({
        text: `${k.name}'s class made this picture graph of their favorite ${t.what}. Which ${t.what} got the ${word} votes?`,
        correct: answer,
        distractors: others.map((value, i) => ({ value, why: i === 0 ? `picked the ${most ? 'fewest' : 'most'} instead` : 'did not count every row' })),
        explanation: `Count the pictures in each row: ${t.labels.map((l, i) => `${l} ${values[i] ?? 0}`).join(', ')}. ${answer} has the ${word}.`,
        rng,
      }),
      figure: barGraph({ title: t.title, picture: true, bars: t.labels.map((label, i) => ({ label, value: values[i] ?? 0 })) }),
    };
  },
});

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

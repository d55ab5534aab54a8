/**
 * Grade 2 measurement and data lessons added in issue 18 (band G23), split out of g23-grade2.ts:
 * telling time to five minutes (2.MD.C.7), measuring with a ruler in inches and centimeters
 * (2.MD.A.1), and reading bar and picture graphs (2.MD.D.10). Each picture question gets its own
 * story context (see g23-support.ts); the clock, ruler or graph carries the numbers. The lessons
 * are exported one by one and listed in G2_NEW by g23-grade2.ts.
 */
import { KIDS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range } from './lesson.js';
import { clock } from './figures/clock.js';
import { numberLine } from './figures/number-line.js';
import { barGraph } from './figures/bar-graph.js';
import { GRAPH_TOPICS, graphValues, kidContexts, pad2, timeText, withContexts } from './g23-support.js';

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

export const timeBlank = defineLesson({
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

export const timeChoice = defineLesson({
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

/** "a crayon", "an eraser". */
function withArticle(word: string): string {
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
}

/** Things to measure, short enough to write inside a 3-unit strip. */
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

export const rulerBlank = defineLesson({
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

export const rulerChoice = defineLesson({
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

export const barBlank = defineLesson<{ topic: number; a: number; b: number; form: GraphForm }>({
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

export const pictureChoice = defineLesson<{ kid: number; topic: number; most: boolean }>({
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

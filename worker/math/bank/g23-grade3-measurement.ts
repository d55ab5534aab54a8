/**
 * Grade 3 measurement and data lessons added in issue 18 (band G23), split out of g23-grade3.ts:
 * telling time to the minute and elapsed time (3.MD.A.1), scaled bar and picture graphs
 * (3.MD.B.3), and the perimeter of rectangles (3.MD.D.8). Each picture question gets its own story
 * context (see g23-support.ts). The lessons are exported one by one and listed in G3_NEW by
 * g23-grade3.ts.
 */
import { KIDS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range } from './lesson.js';
import { clock } from './figures/clock.js';
import { barGraph } from './figures/bar-graph.js';
import { rectanglePicture } from './figures/rectangle.js';
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

export const timeMinuteBlank = defineLesson({
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

export const elapsedBlank = defineLesson<{ form: ElapsedForm; h: number; m: number; d: number }>({
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

export const elapsedChoice = defineLesson({
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

export const scaledBarBlank = defineLesson<{ topic: number; a: number; b: number; form: 'more' | 'total'; scale: number }>({
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

export const scaledPictureChoice = defineLesson<{ kid: number; topic: number; label: number }>({
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

export const perimeterBlank = defineLesson<{ place: number; w: number; h: number; form: 'perimeter' | 'side' }>({
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

export const perimeterChoice = defineLesson({
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

/**
 * Grade 1 measurement and data lessons added in issue 18, split out of grade-1-extra.ts: telling
 * time to the hour and half hour (1.MD.B.3), measuring length with cubes (1.MD.A.2) and picture
 * graphs (1.MD.C.4). A picture question's text must differ for every parameter set (bank.test), so
 * each names a child and a thing, and the picture's data is tied to those. Also holds kidAt, the
 * child picker that grade-1-extra.ts uses for its story lessons too.
 */
import { KIDS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, listFrom, product, range, kidAt } from './lesson.js';
import { clock } from './figures/clock.js';
import { lengthPicture } from './figures/lengths.js';
import { barGraph } from './figures/bar-graph.js';

/** Things children do and the times (hour, minute) they plausibly do them; together every hour and half hour. */
const ROUTINE: ReadonlyArray<{ doing: string; times: ReadonlyArray<readonly [number, 0 | 30]> }> = [
  { doing: 'wakes up', times: [[6, 0], [6, 30], [7, 0], [7, 30]] },
  { doing: 'eats breakfast', times: [[7, 0], [7, 30], [8, 0], [8, 30]] },
  { doing: 'goes to the library', times: [[9, 0], [9, 30], [10, 0], [10, 30]] },
  { doing: 'has a snack', times: [[10, 0], [10, 30], [11, 0], [3, 0]] },
  { doing: 'eats lunch', times: [[11, 30], [12, 0], [12, 30], [1, 0]] },
  { doing: 'goes swimming', times: [[1, 30], [2, 0], [2, 30], [3, 0]] },
  { doing: 'plays at the park', times: [[3, 30], [4, 0], [4, 30], [5, 0]] },
  { doing: 'eats dinner', times: [[5, 30], [6, 0], [6, 30], [5, 0]] },
  { doing: 'hears a bedtime story', times: [[7, 30], [8, 0], [8, 30], [7, 0]] },
];

const after = (h: number): number => (h === 12 ? 1 : h + 1);
/** "3:00 (3 o'clock)" / "3:30 (half past 3)": both ways of saying the time, as first grade learns them. */
function timeLabel(h: number, m: number): string {
  return m === 0 ? `${h}:00 (${h} o'clock)` : `${h}:30 (half past ${h})`;
}
function explainTime(h: number, m: number): string {
  return m === 0
    ? `The long minute hand points to 12, so it is o'clock. The short hour hand points to ${h}, so it is ${h} o'clock (${h}:00).`
    : `The long minute hand points to 6, so it is half past. The short hour hand is just past ${h}, so it is half past ${h} (${h}:30).`;
}

type TimeParams = { kid: number; act: number };
function timeOf({ kid, act }: TimeParams): [string, number, number] {
  const r = ROUTINE[act] ?? ROUTINE[0];
  const t = r?.times[kid % (r?.times.length ?? 1)] ?? [3, 0];
  return [r?.doing ?? 'eats lunch', t[0], t[1]];
}
const timeSpace = (): TimeParams[] => product(range(0, KIDS.length - 1), range(0, ROUTINE.length - 1)).map(([kid, act]) => ({ kid, act }));
const TIME_HINTS = ['Look at the long minute hand first.', "If it points to 12, it is o'clock. If it points to 6, it is half past.", 'Then find the number the short hour hand points to or has just passed.'];

export const timeChoice = defineLesson<TimeParams>({
  key: 'g1-time-clock-choice',
  name: 'What time does the clock show?',
  answerForm: WHOLE_NUMBER,
  hints: TIME_HINTS,
  space: timeSpace,
  build: (p, rng) => {
    const [doing, h, m] = timeOf(p);
    const distractors = m === 0
      ? [
        { value: h === 12 ? timeLabel(6, 0) : timeLabel(12, 0), why: 'read the minute hand as the hour' },
        { value: timeLabel(h, 30), why: "mixed up o'clock and half past" },
        { value: timeLabel(after(h), 0), why: 'read the number after the hour hand' },
      ]
      : [
        { value: timeLabel(after(h), 30), why: 'named the number the hour hand is going to' },
        { value: h === 6 ? timeLabel(12, 0) : timeLabel(6, 0), why: 'read the minute hand as the hour' },
        { value: timeLabel(h, 0), why: "mixed up half past and o'clock" },
      ];
    return {
      ...choiceQuestion({
        text: `${kidAt(p.kid).name} ${doing} at this time. What time does the clock show?`,
        correct: timeLabel(h, m),
        distractors,
        explanation: explainTime(h, m),
        rng,
      }),
      figure: clock(h, m),
    };
  },
});

export const timeBlank = defineLesson<TimeParams>({
  key: 'g1-time-clock-blank',
  name: "Write the time: o'clock and half past",
  answerForm: WHOLE_NUMBER,
  hints: TIME_HINTS,
  space: timeSpace,
  build: (p) => {
    const [doing, h, m] = timeOf(p);
    const start = `${kidAt(p.kid).name} ${doing} at this time.`;
    const q = m === 0
      ? blankQuestion(`${start} The clock shows ___ o'clock.`, [h], explainTime(h, m))
      : blankQuestion(`${start} The clock shows half past ___. That is ___:30.`, [h, h], explainTime(h, m));
    return { ...q, figure: clock(h, m) };
  },
});

/** Things measured with cubes (1.MD.A.2). */
const MEASURED = ['pencil', 'crayon', 'straw', 'ribbon', 'stick', 'string', 'feather', 'paintbrush', 'spoon', 'shoe'] as const;

export const measureCubes = defineLesson({
  key: 'g1-measure-length-cubes',
  name: 'How many cubes long?',
  answerForm: WHOLE_NUMBER,
  hints: ['The cubes are lined up end to end, with no gaps.', 'Count the cubes from one end of the thing to the other.', 'The number of cubes is the length.'],
  space: () => product(range(0, KIDS.length - 1), range(0, MEASURED.length - 1)),
  build: ([kid, item]) => {
    const name = MEASURED[item] ?? 'pencil';
    const len = 2 + ((kid * 5 + item * 3) % 13);
    return {
      ...blankQuestion(
        `${kidAt(kid).name} lines up cubes along the ${name}. How many cubes long is the ${name}? ___`,
        [len],
        `Count the cubes from one end to the other: ${listFrom(1, len)}. The ${name} is ${len} cubes long.`,
      ),
      figure: lengthPicture([{ label: name, length: len }], { unitCubes: true }),
    };
  },
});

export const measureCompare = defineLesson({
  key: 'g1-measure-length-compare',
  name: 'How many cubes longer?',
  answerForm: WHOLE_NUMBER,
  hints: ['Count the cubes under each thing.', 'Find the longer one.', 'Take the shorter length away from the longer length.'],
  space: () => product(range(0, MEASURED.length - 1), range(0, MEASURED.length - 1)).filter(([a, b]) => a !== b),
  build: ([i, j], rng) => {
    const [x, y] = [MEASURED[i] ?? 'pencil', MEASURED[j] ?? 'crayon'];
    const a = 6 + ((i * 3 + j) % 9);
    const b = a - (1 + ((i + 2 * j) % 5));
    const d = a - b;
    return {
      ...choiceQuestion({
        text: `The ${x} and the ${y} are measured with cubes. How many cubes longer is the ${x} than the ${y}?`,
        correct: d,
        distractors: [
          { value: a, why: `gave the length of the ${x}` },
          { value: a + b, why: 'added the two lengths' },
          { value: b, why: `gave the length of the ${y}` },
          { value: d + 1, why: 'miscounted by one' },
        ],
        explanation: `The ${x} is ${a} cubes long and the ${y} is ${b} ${b === 1 ? 'cube' : 'cubes'} long. ${a} - ${b} = ${d}, so the ${x} is ${d} ${d === 1 ? 'cube' : 'cubes'} longer.`,
        rng,
      }),
      figure: lengthPicture([{ label: x, length: a }, { label: y, length: b }], { unitCubes: true }),
    };
  },
});

/** Class votes for picture graphs (1.MD.C.4: up to three categories). Labels fit the graph (≤ 9 letters). */
const VOTES: ReadonlyArray<{ what: string; noun: string; cats: readonly [string, string, string] }> = [
  { what: 'favorite fruits', noun: 'fruit', cats: ['Apples', 'Bananas', 'Grapes'] },
  { what: 'favorite pets', noun: 'pet', cats: ['Dogs', 'Cats', 'Fish'] },
  { what: 'favorite colors', noun: 'color', cats: ['Red', 'Blue', 'Green'] },
  { what: 'favorite seasons', noun: 'season', cats: ['Summer', 'Winter', 'Spring'] },
  { what: 'favorite snacks', noun: 'snack', cats: ['Popcorn', 'Carrots', 'Crackers'] },
];
/** Votes per category: all different, so "most", "fewest" and "how many more" have one answer. */
const VOTE_COUNTS: ReadonlyArray<readonly [number, number, number]> = [
  [5, 3, 7], [4, 8, 2], [6, 2, 4], [3, 7, 5], [8, 4, 6], [2, 6, 3], [7, 5, 1], [4, 1, 6],
];

function classGraph(kid: number, topic: number) {
  const t = VOTES[topic] ?? VOTES[0];
  const counts = VOTE_COUNTS[(kid + topic) % VOTE_COUNTS.length] ?? [5, 3, 7];
  if (!t) throw new Error('vocabulary missing');
  const bars = t.cats.map((label, i) => ({ label, value: counts[i] ?? 1 }));
  const title = t.what.charAt(0).toUpperCase() + t.what.slice(1);
  return { t, bars, intro: `${kidAt(kid).name}'s class made a picture graph of their ${t.what}.`, figure: barGraph({ title, bars, picture: true }) };
}

type GraphAsk = 'each' | 'total' | 'more';
export const graphRead = defineLesson({
  key: 'g1-picture-graph-read',
  name: 'Read a picture graph',
  answerForm: WHOLE_NUMBER,
  hints: ['Each picture stands for 1 child.', 'Count the pictures in a row to find how many.', 'To find how many more, take the smaller number away from the bigger one.'],
  space: () => product(product(range(0, KIDS.length - 1), range(0, VOTES.length - 1)), ['each', 'total', 'more'] as const),
  build: ([[kid, topic], ask]: [[number, number], GraphAsk]) => {
    const { bars, intro, figure } = classGraph(kid, topic);
    const word = (i: number): string => (bars[i]?.label ?? '').toLowerCase();
    const val = (i: number): number => bars[i]?.value ?? 0;
    let q;
    if (ask === 'each') {
      const i = kid % 3;
      q = blankQuestion(`${intro} How many children chose ${word(i)}? ___`, [val(i)], `Count the pictures in the ${bars[i]?.label ?? ''} row: ${listFrom(1, val(i))}. ${val(i)} children chose ${word(i)}.`);
    } else if (ask === 'total') {
      const sum = val(0) + val(1) + val(2);
      q = blankQuestion(`${intro} How many children voted in all? ___`, [sum], `Add the three rows: ${val(0)} + ${val(1)} + ${val(2)} = ${sum}. ${sum} children voted.`);
    } else {
      const [i, j] = [[0, 1], [1, 2], [0, 2]][kid % 3] ?? [0, 1];
      const [big, small] = val(i ?? 0) > val(j ?? 1) ? [i ?? 0, j ?? 1] : [j ?? 1, i ?? 0];
      const d = val(big) - val(small);
      q = blankQuestion(
        `${intro} How many more children chose ${word(big)} than ${word(small)}? ___`,
        [d],
        `${val(big)} chose ${word(big)} and ${val(small)} chose ${word(small)}. ${val(big)} - ${val(small)} = ${d}, so ${d} more chose ${word(big)}.`,
      );
    }
    return { ...q, figure };
  },
});

export const graphMost = defineLesson({
  key: 'g1-picture-graph-most',
  name: 'Most and fewest on a picture graph',
  answerForm: WHOLE_NUMBER,
  hints: ['Count the pictures in each row.', 'The most is the row with the biggest number.', 'The fewest is the row with the smallest number.'],
  space: () => product(product(range(0, KIDS.length - 1), range(0, VOTES.length - 1)), ['most', 'fewest'] as const),
  build: ([[kid, topic], ask], rng) => {
    const { t, bars, intro, figure } = classGraph(kid, topic);
    const sorted = [...bars].sort((a, b) => a.value - b.value);
    const [low, mid, high] = [sorted[0], sorted[1], sorted[2]];
    if (!low || !mid || !high) throw new Error('graph needs 3 rows');
    const right = ask === 'most' ? high : low;
    const wrong = ask === 'most' ? low : high;
    return {
      ...choiceQuestion({
        text: `${intro} Which ${t.noun} got the ${ask} votes?`,
        correct: right.label,
        distractors: [{ value: wrong.label, why: 'mixed up most and fewest' }, { value: mid.label, why: 'did not compare all three rows' }],
        explanation: `Count each row: ${bars.map((b) => `${b.label} ${b.value}`).join(', ')}. ${right.value} is the ${ask === 'most' ? 'biggest' : 'smallest'} number, so ${right.label} got the ${ask} votes.`,
        rng,
      }),
      figure,
    };
  },
});

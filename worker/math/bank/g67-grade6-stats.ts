/**
 * Grade 6 statistics lessons (6.SP) split out of g67-grade6.ts: mean, median, mode and range read
 * from a dot plot, and telling statistical questions apart from questions with one answer. The
 * dot-plot data sets are drawn from a generator seeded by the question's parameters, so the same
 * parameters always give the same data. g67-grade6.ts puts these lessons in its g6-statistics skill.
 */
import { KIDS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range, kidAt } from './lesson.js';
import type { Kid } from './lesson.js';
import { createRng, hashString } from './rng.js';
import { dotPlot } from './figures/dot-plot.js';

// ---------------------------------------------------------------- 6.SP statistics

interface DataContext { title: string; story: (kid: Kid) => string; from: number; to: number }
const DATA_CONTEXTS: readonly DataContext[] = [
  { title: 'Goals per game', story: (k) => `the goals ${k.pronoun === 'She' ? 'her' : 'his'} team scored in each game`, from: 0, to: 8 },
  { title: 'Books read this month', story: () => 'how many books each friend read this month', from: 0, to: 10 },
  { title: 'Hours of sleep', story: () => 'how many hours each classmate slept last night', from: 5, to: 12 },
  { title: 'Pets at home', story: () => 'how many pets each classmate has', from: 0, to: 6 },
  { title: 'Shoe sizes', story: () => 'the shoe sizes of the kids on the team', from: 1, to: 9 },
  { title: 'Minutes to get to school', story: () => 'how many minutes each friend takes to get to school', from: 5, to: 20 },
];

/**
 * A data set for a dot plot: an odd count (one middle value), a whole-number mean and a single
 * mode, drawn from a generator seeded by the question's parameters (same parameters, same data).
 */
function dataSet(seedText: string, ctx: DataContext): number[] {
  const rng = createRng(hashString(seedText));
  for (let attempt = 0; attempt < 10000; attempt++) {
    const count = rng.pick([5, 7, 9, 11]);
    const values = Array.from({ length: count }, () => rng.int(ctx.from, ctx.to)).sort((a, b) => a - b);
    const sum = values.reduce((s, v) => s + v, 0);
    const tally = new Map<number, number>();
    for (const v of values) tally.set(v, (tally.get(v) ?? 0) + 1);
    const top = Math.max(...tally.values());
    const modes = [...tally.values()].filter((c) => c === top).length;
    if (sum % count === 0 && top >= 2 && top <= 6 && modes === 1 && values[0] !== values[values.length - 1]) return values;
  }
  throw new Error(`no data set for ${seedText}`);
}

export const dotPlotStats = defineLesson({
  key: 'g6-dot-plot-stats-blank',
  name: 'Mean, median, mode and range from a dot plot',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Each dot is one value. Write the values in order from the left.',
    'Mean: add them all and divide by how many. Median: the middle value.',
    'Mode: the number with the most dots. Range: greatest minus least.',
  ],
  space: () => product(product(range(0, KIDS.length - 1), DATA_CONTEXTS.map((_, i) => i)), ['mean', 'median', 'mode', 'range'] as const),
  build: ([[k, c], stat]) => {
    const kid = kidAt(k);
    const ctx = DATA_CONTEXTS[c] ?? DATA_CONTEXTS[0];
    if (!ctx) throw new Error('context missing');
    const values = dataSet(`g6-dot-plot-stats|${k}|${c}|${stat}`, ctx);
    const n = values.length;
    const sum = values.reduce((s, v) => s + v, 0);
    const min = values[0] ?? 0;
    const max = values[n - 1] ?? 0;
    const median = values[(n - 1) / 2] ?? 0;
    const tally = new Map<number, number>();
    for (const v of values) tally.set(v, (tally.get(v) ?? 0) + 1);
    const [mode, modeCount] = [...tally.entries()].reduce((best, e) => (e[1] > best[1] ? e : best));
    const answer = stat === 'mean' ? sum / n : stat === 'median' ? median : stat === 'mode' ? mode : max - min;
    const explanation = {
      mean: `The ${n} values add up to ${sum}. Mean = ${sum} ÷ ${n} = ${sum / n}.`,
      median: `In order the ${n} values are ${values.join(', ')}. The middle one (number ${(n + 1) / 2}) is ${median}, so the median is ${median}.`,
      mode: `${mode} has the most dots (${modeCount}), so the mode is ${mode}.`,
      range: `The greatest value is ${max} and the least is ${min}. Range = ${max} - ${min} = ${max - min}.`,
    }[stat];
    return {
      ...blankQuestion(`${kid.name} made a dot plot of ${ctx.story(kid)}. The ${stat} of the data is ___.`, [answer], explanation),
      figure: dotPlot({ title: ctx.title, values, from: ctx.from, to: ctx.to }),
    };
  },
});

interface Topic { about: string; each: string; single: string[] }
/** Statistical questions ask about many answers, so each one here says "each"; the others have one answer. */
const TOPICS: readonly Topic[] = [
  { about: 'pets', each: 'How many pets does each student in {name}\'s class have?', single: ['How many pets does {name} have?', 'How many legs does a dog have?', 'Is a cat a pet?'] },
  { about: 'sleep', each: 'How many hours does each kid in {name}\'s club sleep at night?', single: ['How many hours did {name} sleep last night?', 'How many hours are in one day?', 'What time does {name} go to bed?'] },
  { about: 'height', each: 'How tall is each player on {name}\'s team?', single: ['How tall is {name}?', 'How tall is the school door?', 'How many players are on a soccer team on the field?'] },
  { about: 'books', each: 'How many books did each student in {name}\'s class read this year?', single: ['How many books did {name} read this year?', 'How many pages does this book have?', 'Who wrote {name}\'s favorite book?'] },
  { about: 'travel to school', each: 'How many minutes does each student in {name}\'s school take to get there?', single: ['How many minutes does {name} take to get to school?', 'How far is the school from the park?', 'What color is the school bus?'] },
  { about: 'snacks', each: 'Which fruit does each kid in {name}\'s class like best?', single: ['Which fruit does {name} like best?', 'How much does one apple cost at the shop?', 'Is a banana yellow?'] },
  { about: 'weather', each: 'What was the high temperature in {name}\'s town on each day of May?', single: ['What is the temperature right now?', 'Did it rain in {name}\'s town yesterday?', 'How many days are in May?'] },
  { about: 'sports', each: 'How many goals did each player on {name}\'s team score this season?', single: ['How many goals did {name} score in the last game?', 'How many points is a goal worth?', 'How long is one game?'] },
  { about: 'siblings', each: 'How many brothers and sisters does each student in {name}\'s class have?', single: ['How many sisters does {name} have?', 'How old is {name}\'s brother?', 'How many students are in {name}\'s class?'] },
  { about: 'music', each: 'How many minutes does each kid in {name}\'s band practice each week?', single: ['How many minutes did {name} practice today?', 'How many strings does a guitar have?', 'What song is the band playing?'] },
];

export const statisticalQuestions = defineLesson({
  key: 'g6-statistical-questions-choice',
  name: 'Statistical questions',
  answerForm: WHOLE_NUMBER,
  hints: [
    'A statistical question has many answers that can be different.',
    'Ask: would I need to collect data from many people, days or things?',
    'A question with just one answer is not statistical.',
  ],
  space: () => product(range(0, KIDS.length - 1), TOPICS.map((_, i) => i)),
  build: ([k, t], rng) => {
    const kid = kidAt(k);
    const topic = TOPICS[t] ?? TOPICS[0];
    if (!topic) throw new Error('topic missing');
    const withName = (s: string): string => s.replace(/\{name\}/g, kid.name);
    return choiceQuestion({
      text: `${kid.name} wants to collect data about ${topic.about}. Which is a statistical question?`,
      correct: withName(topic.each),
      distractors: topic.single.map((s) => ({ value: withName(s), why: 'has just one answer, so there is no data that varies' })),
      explanation: `A statistical question expects answers that vary. "${withName(topic.each)}" gets a different answer from each one asked, so it is statistical; the others have just one answer.`,
      rng,
    });
  },
});

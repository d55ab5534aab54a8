/**
 * Grade 7 lessons on comparing two data sets (7.SP.B.4), split out of g67-grade7.ts: the difference
 * of two means, whose median is greater and by how much, and the mean, median or range read from
 * two dot plots. Each pair of data sets comes from a generator seeded by the question's parameters.
 * g67-grade7.ts puts these lessons in its g7-compare-data skill.
 */
import { KIDS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range, kidAt } from './lesson.js';
import { createRng, hashString } from './rng.js';
import { dotPlots } from './figures/dot-plot.js';

// ---------------------------------------------------------------- 7.SP.B.4 compare two data sets

interface Tracked { what: string; days: string; lo: number; hi: number }
/** "on 5 days" / "in 5 games". */
const over = (t: Tracked, count: number): string => `${t.days === 'games' ? 'in' : 'on'} ${count} ${t.days}`;
const TRACKED: readonly Tracked[] = [
  { what: 'how many pages they read', days: 'days', lo: 5, hi: 30 },
  { what: 'how many minutes they practiced piano', days: 'days', lo: 10, hi: 45 },
  { what: 'how many baskets they scored', days: 'games', lo: 2, hi: 20 },
  { what: 'how many push-ups they did', days: 'days', lo: 5, hi: 30 },
];

/** Two data sets of `count` values with whole-number means, B's mean greater; drawn from a generator seeded by the parameters. */
function twoSets(seedText: string, t: Tracked, count: number, want: (a: number[], b: number[]) => boolean): [number[], number[]] {
  const rng = createRng(hashString(seedText));
  for (let attempt = 0; attempt < 20000; attempt++) {
    const a = Array.from({ length: count }, () => rng.int(t.lo, t.hi));
    const b = Array.from({ length: count }, () => rng.int(t.lo, t.hi));
    if (want(a, b)) return [a, b];
  }
  throw new Error(`no data for ${seedText}`);
}

const sum = (xs: number[]): number => xs.reduce((s, v) => s + v, 0);
const medianOf = (xs: number[]): number => [...xs].sort((p, q) => p - q)[(xs.length - 1) / 2] ?? 0;

export const compareMeans = defineLesson({
  key: 'g7-compare-means-blank',
  name: 'Compare the means of two data sets',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the mean of each set: add its values and divide by how many there are.',
    'Then subtract the smaller mean from the greater mean.',
  ],
  space: () => product(product(range(0, KIDS.length - 1), range(0, KIDS.length - 1)), TRACKED.map((_, i) => i)).filter(([[a, b]]) => a !== b),
  build: ([[ia, ib], t]) => {
    const [kidA, kidB] = [kidAt(ia), kidAt(ib)];
    const tracked = TRACKED[t] ?? TRACKED[0];
    if (!tracked) throw new Error('context missing');
    const [a, b] = twoSets(`g7-compare-means|${ia}|${ib}|${t}`, tracked, 5, (x, y) => sum(x) % 5 === 0 && sum(y) % 5 === 0 && sum(y) > sum(x) && sum(y) - sum(x) <= 60);
    const [ma, mb] = [sum(a) / 5, sum(b) / 5];
    return blankQuestion(
      `${kidA.name} and ${kidB.name} wrote down ${tracked.what} ${over(tracked, 5)}. ${kidA.name}: ${a.join(', ')}. ${kidB.name}: ${b.join(', ')}. ${kidB.name}'s mean is ___ more than ${kidA.name}'s mean.`,
      [mb - ma],
      `${kidA.name}'s mean is ${sum(a)} ÷ 5 = ${ma} and ${kidB.name}'s mean is ${sum(b)} ÷ 5 = ${mb}. ${mb} - ${ma} = ${mb - ma}.`,
    );
  },
});

export const compareMedians = defineLesson({
  key: 'g7-compare-medians-choice',
  name: 'Compare the medians of two data sets (choose)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Put each set of values in order from least to greatest.',
    'The median is the middle value of each ordered list.',
    'Compare the two medians and find the difference.',
  ],
  space: () => product(product(range(0, KIDS.length - 1), range(0, KIDS.length - 1)), TRACKED.map((_, i) => i)).filter(([[a, b]]) => a !== b),
  build: ([[ia, ib], t], rng) => {
    const [kidA, kidB] = [kidAt(ia), kidAt(ib)];
    const tracked = TRACKED[t] ?? TRACKED[0];
    if (!tracked) throw new Error('context missing');
    // Seven values each; the medians differ, and the unsorted middle values would mislead.
    const [a, b] = twoSets(`g7-compare-medians|${ia}|${ib}|${t}`, tracked, 7, (x, y) => medianOf(x) !== medianOf(y) && Math.abs(medianOf(x) - medianOf(y)) <= 12 && x[3] !== medianOf(x));
    const [ma, mb] = [medianOf(a), medianOf(b)];
    const [winner, loser] = mb > ma ? [kidB, kidA] : [kidA, kidB];
    const d = Math.abs(mb - ma);
    const unsorted = (b[3] ?? 0) - (a[3] ?? 0);
    return choiceQuestion({
      text: `${kidA.name} and ${kidB.name} wrote down ${tracked.what} ${over(tracked, 7)}. ${kidA.name}: ${a.join(', ')}. ${kidB.name}: ${b.join(', ')}. Whose median is greater, and by how much?`,
      correct: `${winner.name}'s, by ${d}`,
      distractors: [
        { value: unsorted !== 0 && Math.abs(unsorted) !== d ? `${unsorted > 0 ? kidB.name : kidA.name}'s, by ${Math.abs(unsorted)}` : '', why: 'took the middle value without putting the lists in order' },
        { value: `${loser.name}'s, by ${d}`, why: 'picked the wrong person' },
        { value: `${winner.name}'s, by ${d + 1}`, why: 'subtracted wrongly' },
        { value: `${loser.name}'s, by ${d + 2}`, why: 'picked the wrong person and subtracted wrongly' },
      ],
      explanation: `In order, ${kidA.name}'s values are ${[...a].sort((p, q) => p - q).join(', ')} (median ${ma}) and ${kidB.name}'s are ${[...b].sort((p, q) => p - q).join(', ')} (median ${mb}). ${winner.name}'s median is greater by ${Math.max(ma, mb)} - ${Math.min(ma, mb)} = ${d}.`,
      rng,
    });
  },
});

type TeamStat = 'mean' | 'median' | 'range';

const rangeOf = (xs: number[]): number => Math.max(...xs) - Math.min(...xs);
const statOf = (stat: TeamStat, xs: number[]): number => (stat === 'mean' ? sum(xs) / xs.length : stat === 'median' ? medianOf(xs) : rangeOf(xs));

export const compareDotPlots = defineLesson({
  key: 'g7-compare-dot-plots-blank',
  name: 'Compare two dot plots',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Read each dot plot on its own: each dot is one game.',
    'Find the mean, median or range of each team.',
    'Subtract to see how much greater one team is.',
  ],
  space: () => product(product(range(0, KIDS.length - 1), range(0, KIDS.length - 1)), ['mean', 'median', 'range'] as const).filter(([[a, b]]) => a !== b),
  build: ([[ia, ib], stat]) => {
    const [kidA, kidB] = [kidAt(ia), kidAt(ib)];
    const team = { lo: 0, hi: 10, what: 'baskets', days: 'games' };
    // 7 games each; the second team's statistic is the greater one (by 1 to 5).
    const [a, b] = twoSets(`g7-compare-dot-plots|${ia}|${ib}|${stat}`, { what: team.what, days: team.days, lo: team.lo, hi: team.hi }, 7, (x, y) => {
      if (stat === 'mean' && (sum(x) % 7 !== 0 || sum(y) % 7 !== 0)) return false;
      const d = statOf(stat, y) - statOf(stat, x);
      const stacks = [x, y].every((xs) => xs.every((v) => xs.filter((w) => w === v).length <= 5));
      return d >= 1 && d <= 5 && stacks;
    });
    const [sa, sb] = [statOf(stat, a), statOf(stat, b)];
    const [la, lb] = [`${kidA.name}'s team`, `${kidB.name}'s team`];
    const how = {
      mean: `${la}: ${sum(a)} ÷ 7 = ${sa}. ${lb}: ${sum(b)} ÷ 7 = ${sb}.`,
      median: `The middle (4th) value of ${la} is ${sa}, and of ${lb} it is ${sb}.`,
      range: `${la}: ${Math.max(...a)} - ${Math.min(...a)} = ${sa}. ${lb}: ${Math.max(...b)} - ${Math.min(...b)} = ${sb}.`,
    }[stat];
    return {
      ...blankQuestion(
        `The dot plots show the baskets ${la} and ${lb} scored in 7 games. The ${stat} of ${lb} is ___ more than the ${stat} of ${la}.`,
        [sb - sa],
        `${how} ${sb} - ${sa} = ${sb - sa}.`,
      ),
      figure: dotPlots({ title: 'Baskets per game', plots: [{ label: la, values: a }, { label: lb, values: b }], from: 0, to: 10 }),
    };
  },
});

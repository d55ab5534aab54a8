/** Grade 2. */
import type { SkillDef } from './types.js';
import {
  KIDS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, listFrom, onesText, orList, product, range, tensText,
} from './lesson.js';
import { G2_NEW } from './g23-grade2.js';

const tens = (n: number): number => Math.floor(n / 10) % 10;
const ones = (n: number): number => n % 10;

/** Column explanation of a + b for two-digit numbers, mentioning the regroup when there is one. */
function explainAdd(a: number, b: number): string {
  const onesSum = ones(a) + ones(b);
  const tensSum = 10 * (tens(a) + tens(b));
  if (onesSum < 10) {
    return `Add the tens: ${10 * tens(a)} + ${10 * tens(b)} = ${tensSum}. Add the ones: ${ones(a)} + ${ones(b)} = ${onesSum}. So ${a} + ${b} = ${a + b}.`;
  }
  return `Add the ones: ${ones(a)} + ${ones(b)} = ${onesSum}, which is 1 ten and ${onesText(onesSum - 10)}. Add the tens: ${10 * tens(a)} + ${10 * tens(b)} + 10 = ${tensSum + 10}. So ${a} + ${b} = ${a + b}.`;
}

/** Column explanation of a - b for two-digit numbers, mentioning the regroup when there is one. */
function explainSub(a: number, b: number): string {
  const diff = a - b;
  if (ones(a) >= ones(b)) {
    return `Take away the tens: ${10 * tens(a)} - ${10 * tens(b)} = ${10 * (tens(a) - tens(b))}. Take away the ones: ${ones(a)} - ${ones(b)} = ${ones(a) - ones(b)}. So ${a} - ${b} = ${diff}.`;
  }
  return `There are not enough ones, so trade 1 ten for 10 ones: ${ones(a)} + 10 = ${ones(a) + 10}, and ${ones(a) + 10} - ${ones(b)} = ${ones(a) + 10 - ones(b)}. Then ${tensText(tens(a) - 1)} - ${tensText(tens(b))} = ${tensText(tens(a) - 1 - tens(b))}. So ${a} - ${b} = ${diff}.`;
}

const addBlank100 = defineLesson({
  key: 'g2-add-100-blank',
  name: 'Add within 100',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Add the ones first.',
    'If the ones make 10 or more, trade 10 ones for 1 ten.',
    'Add the tens, plus any ten you traded.',
  ],
  space: () => product(range(11, 89), range(11, 89)).filter(([a, b]) => a + b <= 100 && ones(a) !== 0 && ones(b) !== 0),
  build: ([a, b]) => blankQuestion(`${a} + ${b} = ___`, [a + b], explainAdd(a, b)),
});

const addChoice100 = defineLesson({
  key: 'g2-add-100-choice',
  name: 'Add with regrouping (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Add the ones first. Do they make 10 or more?',
    'Trade 10 ones for 1 ten and carry it to the tens.',
    'Add the tens and the carried ten.',
  ],
  // Only sums that need a regroup: those are the ones the distractors can trap.
  space: () => product(range(11, 89), range(11, 89))
    .filter(([a, b]) => a + b <= 99 && ones(a) + ones(b) >= 10 && ones(a) !== 0 && ones(b) !== 0),
  build: ([a, b], rng) => {
    const onesSum = ones(a) + ones(b);
    const tensSum = tens(a) + tens(b);
    return choiceQuestion({
      text: `What is ${a} + ${b}?`,
      correct: a + b,
      distractors: [
        { value: 10 * tensSum + (onesSum % 10), why: 'forgot to carry the ten' },
        { value: Number(`${tensSum}${onesSum}`), why: 'wrote the whole ones sum without regrouping (6 tens, 12 ones → 612)' },
        { value: Math.abs(a - b), why: 'subtracted instead of adding' },
      ],
      explanation: explainAdd(a, b),
      rng,
    });
  },
});

const subBlank100 = defineLesson({
  key: 'g2-sub-100-blank',
  name: 'Subtract within 100',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Look at the ones. Are there enough ones to take away?',
    'If not, trade 1 ten for 10 ones.',
    'Take away the ones, then take away the tens.',
  ],
  space: () => product(range(20, 99), range(11, 89)).filter(([a, b]) => b < a && ones(b) !== 0),
  build: ([a, b]) => blankQuestion(`${a} - ${b} = ___`, [a - b], explainSub(a, b)),
});

const subChoice100 = defineLesson({
  key: 'g2-sub-100-choice',
  name: 'Subtract with regrouping (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Check the ones: is the top ones digit smaller than the bottom one?',
    'Trade 1 ten for 10 ones before you take away.',
    'Take away the ones, then the tens that are left.',
  ],
  space: () => product(range(20, 99), range(11, 89)).filter(([a, b]) => b < a && ones(a) < ones(b)),
  build: ([a, b], rng) => {
    const diff = a - b;
    return choiceQuestion({
      text: `What is ${a} - ${b}?`,
      correct: diff,
      distractors: [
        { value: 10 * (tens(a) - tens(b)) + (ones(b) - ones(a)), why: 'took the smaller ones digit from the bigger one' },
        { value: diff + 10, why: 'traded a ten for ones but did not take it from the tens' },
        { value: a + b, why: 'added instead of subtracting' },
      ],
      explanation: explainSub(a, b),
      rng,
    });
  },
});

type SkipParams = { step: 5 | 10 | 100; start: number; hole: number };

const skipCount = defineLesson<SkipParams>({
  key: 'g2-skip-count',
  name: 'Skip count by 5s, 10s and 100s',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find two numbers next to each other and see how much they go up by.',
    'Each number is that much more than the one before.',
    'Count on by that step to fill the gap.',
  ],
  space: () => {
    const starts: Array<[SkipParams['step'], number[]]> = [
      [5, range(5, 200, 5)],
      [10, range(10, 900, 10)],
      [100, range(100, 600, 100)],
    ];
    return starts.flatMap(([step, list]) => product(list, range(0, 3)).map(([start, hole]) => ({ step, start, hole })));
  },
  build: ({ step, start, hole }) => {
    const seq = range(0, 3).map((i) => start + i * step);
    const answer = seq[hole] ?? start;
    return blankQuestion(
      `Skip count by ${step}s: ${seq.map((n, i) => (i === hole ? '___' : String(n))).join(', ')}`,
      [answer],
      `Each number is ${step} more than the one before: ${seq.join(', ')}. The missing number is ${answer}.`,
    );
  },
});

function placeWords(h: number, t: number, o: number): string {
  return `${h} ${h === 1 ? 'hundred' : 'hundreds'}, ${t} ${t === 1 ? 'ten' : 'tens'} and ${o} ${o === 1 ? 'one' : 'ones'}`;
}

const placeValueChoice = defineLesson({
  key: 'g2-place-value-choice',
  name: 'Hundreds, tens and ones (choose the number)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Write the hundreds digit first.',
    'Then the tens digit, then the ones digit.',
    'If a place has none, write 0 there.',
  ],
  space: () => product(range(1, 9), product(range(0, 9), range(0, 9))),
  build: ([h, [t, o]], rng) => {
    const n = 100 * h + 10 * t + o;
    const zeroDropped = t === 0 || o === 0 ? Number(`${h}${t === 0 ? '' : t}${o === 0 ? '' : o}`) : -1;
    return choiceQuestion({
      text: `Which number is ${placeWords(h, t, o)}?`,
      correct: n,
      distractors: [
        { value: zeroDropped, why: 'left out the 0 that holds an empty place' },
        { value: 100 * h + 10 * o + t, why: 'swapped the tens and ones digits' },
        { value: 100 * o + 10 * t + h, why: 'wrote the digits in reverse order' },
        { value: h + t + o, why: 'added the digits' },
      ],
      explanation: `${placeWords(h, t, o)} is ${100 * h} + ${10 * t} + ${o}, which is ${n}.`,
      rng,
    });
  },
});

const placeValueBlank = defineLesson({
  key: 'g2-place-value-blank',
  name: 'Hundreds, tens and ones in a number',
  answerForm: WHOLE_NUMBER,
  hints: [
    'The first digit of a 3-digit number tells the hundreds.',
    'The middle digit tells the tens.',
    'The last digit tells the ones.',
  ],
  space: () => range(100, 999),
  build: (n) => {
    const [h, t, o] = [Math.floor(n / 100), tens(n), ones(n)];
    return blankQuestion(
      `${n} = ___ hundreds, ___ tens and ___ ones`,
      [h, t, o],
      `Read the digits from left to right: ${n} has ${placeWords(h, t, o)}, because ${100 * h} + ${10 * t} + ${o} = ${n}.`,
    );
  },
});

type ParityParams = { want: 'even' | 'odd'; n: number };

const evenOddChoice = defineLesson<ParityParams>({
  key: 'g2-even-odd-choice',
  name: 'Even and odd numbers',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Look only at the ones digit.',
    'Numbers ending in 0, 2, 4, 6 or 8 are even.',
    'Numbers ending in 1, 3, 5, 7 or 9 are odd.',
  ],
  space: () => [
    ...range(10, 98, 2).map((n): ParityParams => ({ want: 'even', n })),
    ...range(11, 97, 2).map((n): ParityParams => ({ want: 'odd', n })),
  ],
  build: ({ want, n }, rng) => {
    // A wrong-parity number whose tens digit has the wanted parity traps children who look at the first digit.
    const wantEven = want === 'even';
    const tensDigit = tens(n);
    const trapTens = (tensDigit % 2 === 0) === wantEven ? tensDigit : tensDigit === 9 ? 8 : tensDigit + 1;
    const trapOnes = (ones(n) + 1) % 10;
    const trap = 10 * trapTens + trapOnes;
    return choiceQuestion({
      // The options are part of the prompt: the same question with different choices is a different task.
      text: (opts) => `Which number is ${want}: ${orList(opts)}?`,
      correct: n,
      distractors: [
        { value: trap, why: 'judged even/odd by the tens digit instead of the ones digit' },
        { value: n + 1, why: 'picked the number next to it' },
        { value: n - 1, why: 'picked the number next to it' },
      ],
      explanation: `Look at the ones digit only. ${n} ends in ${ones(n)}, and ${ones(n)} is ${want}, so ${n} is ${want}.`,
      rng,
    });
  },
});

interface Coin { one: string; many: string; cents: number }
const COINS: readonly Coin[] = [
  { one: 'quarter', many: 'quarters', cents: 25 }, { one: 'dime', many: 'dimes', cents: 10 },
  { one: 'nickel', many: 'nickels', cents: 5 }, { one: 'penny', many: 'pennies', cents: 1 },
];

function coinWords(counts: readonly number[]): string {
  const parts = COINS.flatMap((c, i) => {
    const n = counts[i] ?? 0;
    return n === 0 ? [] : [`${n} ${n === 1 ? c.one : c.many}`];
  });
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

/** Counts on coin by coin, biggest coins first, the way children count money. */
function explainCoins(counts: readonly number[]): string {
  const steps: number[] = [];
  let total = 0;
  COINS.forEach((c, i) => {
    for (let k = 0; k < (counts[i] ?? 0); k++) {
      total += c.cents;
      steps.push(total);
    }
  });
  return `Start with the coins worth the most and count on: ${steps.join(', ')}. That is ${total} cents.`;
}

const countCoinsBlank = defineLesson({
  key: 'g2-money-count-blank',
  name: 'Count coins (cents)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'A quarter is 25 cents, a dime 10, a nickel 5 and a penny 1.',
    'Start with the coins worth the most.',
    'Count on for each coin until every coin is counted.',
  ],
  space: () => product(product(range(0, 3), range(0, 4)), product(range(0, 3), range(0, 4)))
    .map(([[q, d], [n, p]]) => [q, d, n, p])
    .filter((c) => c.filter((k) => k > 0).length >= 2 && 25 * (c[0] ?? 0) + 10 * (c[1] ?? 0) + 5 * (c[2] ?? 0) + (c[3] ?? 0) < 100),
  build: (counts) => {
    const total = COINS.reduce((sum, c, i) => sum + c.cents * (counts[i] ?? 0), 0);
    const kid = KIDS[counts.reduce((a, b) => a + b, 0) % KIDS.length] ?? KIDS[0];
    return blankQuestion(
      `${kid?.name ?? 'Mia'} has ${coinWords(counts)}. How many cents is that? ___ cents`,
      [total],
      explainCoins(counts),
    );
  },
});

/** Two kinds of coins, bigger first. */
const COIN_PAIRS: ReadonlyArray<[number, number]> = [[0, 1], [0, 2], [1, 2], [1, 3], [2, 3], [0, 3]];

const countCoinsChoice = defineLesson({
  key: 'g2-money-count-choice',
  name: 'Count two kinds of coins (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the value of each kind of coin.',
    'Count the bigger coins first, then count on the smaller ones.',
    'Check that you counted every coin once.',
  ],
  space: () => product(COIN_PAIRS, product(range(1, 4), range(2, 5)))
    .filter(([[big, small], [x, y]]) => x * (COINS[big]?.cents ?? 0) + y * (COINS[small]?.cents ?? 0) < 100),
  build: ([[big, small], [x, y]], rng) => {
    const bigCoin = COINS[big] ?? COINS[0];
    const smallCoin = COINS[small] ?? COINS[3];
    if (!bigCoin || !smallCoin) throw new Error('coin missing');
    const counts = COINS.map((_, i) => (i === big ? x : i === small ? y : 0));
    const total = x * bigCoin.cents + y * smallCoin.cents;
    const kid = KIDS[(x + 3 * y + big) % KIDS.length] ?? KIDS[0];
    return choiceQuestion({
      text: `${kid?.name ?? 'Mia'} has ${coinWords(counts)}. How many cents is that?`,
      correct: total,
      distractors: [
        { value: x + y, why: 'counted every coin as 1 cent' },
        { value: x * smallCoin.cents + y * bigCoin.cents, why: `mixed up the values of the ${bigCoin.one} and the ${smallCoin.one}` },
        { value: (x + y) * bigCoin.cents, why: `counted every coin as a ${bigCoin.one}` },
        { value: total - smallCoin.cents, why: `missed one ${smallCoin.one} when counting on` },
      ],
      explanation: `${x} ${x === 1 ? bigCoin.one : bigCoin.many}: ${listFrom(bigCoin.cents, x, bigCoin.cents)}. Then count on ${y} ${smallCoin.many}: ${listFrom(x * bigCoin.cents + smallCoin.cents, y, smallCoin.cents)}. That is ${total} cents.`,
      rng,
    });
  },
});

/** Grade 2 skills. */
export const G2_SKILLS: SkillDef[] = [
  { key: 'g2-add-within-100', grade: 2, name: 'Add within 100', standard: '2.NBT.B.5', prerequisites: ['g1-add-within-100', 'g1-add-within-20'], lessons: [addBlank100, addChoice100] },
  { key: 'g2-sub-within-100', grade: 2, name: 'Subtract within 100', standard: '2.NBT.B.5', prerequisites: ['g1-sub-within-20', 'g1-add-within-100'], lessons: [subBlank100, subChoice100] },
  { key: 'g2-skip-count', grade: 2, name: 'Skip count by 5s, 10s and 100s', standard: '2.NBT.A.2', prerequisites: ['k-count-forward', 'g1-place-value'], lessons: [skipCount] },
  { key: 'g2-place-value', grade: 2, name: 'Place value to 1000', standard: '2.NBT.A.1', prerequisites: ['g1-place-value'], lessons: [placeValueChoice, placeValueBlank] },
  { key: 'g2-even-odd', grade: 2, name: 'Even and odd', standard: '2.OA.C.3', prerequisites: ['g1-add-within-20'], lessons: [evenOddChoice] },
  { key: 'g2-money', grade: 2, name: 'Count money in cents', standard: '2.MD.C.8', prerequisites: ['g2-skip-count', 'g1-add-within-100'], lessons: [countCoinsBlank, countCoinsChoice, ...(G2_NEW.coinsPicture ?? [])] },
  // Issue 18: the grade's measurement, data and geometry domains, and word problems.
  { key: 'g2-time', grade: 2, name: 'Tell time to 5 minutes', standard: '2.MD.C.7', prerequisites: ['g2-skip-count'], lessons: G2_NEW.time ?? [] },
  { key: 'g2-measure-length', grade: 2, name: 'Measure length with a ruler', standard: '2.MD.A.1', prerequisites: ['g1-sub-within-20'], lessons: G2_NEW.measure ?? [] },
  { key: 'g2-bar-graph', grade: 2, name: 'Bar graphs and picture graphs', standard: '2.MD.D.10', prerequisites: ['g2-sub-within-100'], lessons: G2_NEW.graph ?? [] },
  { key: 'g2-shapes', grade: 2, name: 'Shapes by sides and angles', standard: '2.G.A.1', prerequisites: ['pk-shapes'], lessons: G2_NEW.shapes ?? [] },
  { key: 'g2-rows-columns', grade: 2, name: 'Rows and columns of squares', standard: '2.G.A.2', prerequisites: ['g2-skip-count', 'g2-add-within-100'], lessons: G2_NEW.rowsColumns ?? [] },
  { key: 'g2-word-problems', grade: 2, name: 'Word problems within 100', standard: '2.OA.A.1', prerequisites: ['g2-add-within-100', 'g2-sub-within-100'], lessons: G2_NEW.words ?? [] },
];

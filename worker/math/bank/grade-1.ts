/** Grade 1. */
import type { SkillDef } from './types.js';
import {
  LEAVERS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, fill, listFrom, onesText, product, range, swapDigits, tensText,
} from './lesson.js';

/** Explains a + b with the strategy a first grader would use for those numbers. */
function explainAddition(a: number, b: number): string {
  const sum = a + b;
  const big = Math.max(a, b);
  const small = Math.min(a, b);
  if (small === 0) return `Adding 0 changes nothing, so ${a} + ${b} = ${sum}.`;
  if (small > 3 && big < 10 && sum > 10) {
    const toTen = 10 - big;
    return `Make a ten: ${big} + ${toTen} = 10. Then add the ${small - toTen} left over: 10 + ${small - toTen} = ${sum}. So ${a} + ${b} = ${sum}.`;
  }
  if (small > 3 && big >= 10) {
    const ones = big - 10;
    return `${big} is 10 and ${ones}. Add the ones: ${ones} + ${small} = ${ones + small}. Then 10 + ${ones + small} = ${sum}.`;
  }
  return `Start at ${big} and count on ${small}: ${listFrom(big + 1, small)}. So ${a} + ${b} = ${sum}.`;
}

/** Explains a - b by counting back, going through 10, or thinking of addition. */
function explainSubtraction(a: number, b: number): string {
  const diff = a - b;
  if (b === 0) return `Taking away 0 leaves ${a}. So ${a} - 0 = ${a}.`;
  if (b <= 3) return `Start at ${a} and count back ${b}: ${listFrom(a - 1, b, -1)}. So ${a} - ${b} = ${diff}.`;
  if (a > 10 && a - 10 < b) {
    const first = a - 10;
    return `Take away ${first} to get to 10: ${a} - ${first} = 10. Then take away the other ${b - first}: 10 - ${b - first} = ${diff}.`;
  }
  return `Think addition: ${b} + ${diff} = ${a}. So ${a} - ${b} = ${diff}.`;
}

const addFacts20 = defineLesson({
  key: 'g1-add-20-facts',
  name: 'Add within 20',
  answerForm: WHOLE_NUMBER,
  hints: ['Start with the bigger number.', 'Can you make a 10 first? Then add what is left.', 'Or count on the smaller number.'],
  space: () => product(range(1, 19), range(1, 19)).filter(([a, b]) => a + b <= 20),
  build: ([a, b]) => blankQuestion(`${a} + ${b} = ___`, [a + b], explainAddition(a, b)),
});

const addChoice20 = defineLesson({
  key: 'g1-add-20-choice',
  name: 'Addition facts (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: ['Start with the bigger number.', 'Make a 10 if you can, then add the rest.', 'Check that your answer is more than both numbers.'],
  space: () => product(range(2, 9), range(2, 9)),
  build: ([a, b], rng) => {
    const sum = a + b;
    return choiceQuestion({
      text: `What is ${a} + ${b}?`,
      correct: sum,
      distractors: [
        { value: sum >= 10 ? sum % 10 : -1, why: 'wrote only the ones digit and lost the ten' },
        { value: a === b ? -1 : Math.abs(a - b), why: 'subtracted instead of adding (skipped for doubles: 0 is not a believable slip)' },
        { value: sum - 1, why: 'counted the starting number again when counting on' },
        { value: sum + 1, why: 'counted one too many' },
      ],
      explanation: explainAddition(a, b),
      rng,
    });
  },
});

const subFacts20 = defineLesson({
  key: 'g1-sub-20-facts',
  name: 'Subtract within 20',
  answerForm: WHOLE_NUMBER,
  hints: ['Small number to take away? Count back.', 'Or take away to get to 10 first, then take away the rest.', 'Check: add your answer back to get the first number.'],
  space: () => product(range(2, 20), range(1, 10)).filter(([a, b]) => b <= a),
  build: ([a, b]) => blankQuestion(`${a} - ${b} = ___`, [a - b], explainSubtraction(a, b)),
});

const subStory20 = defineLesson({
  key: 'g1-sub-20-story',
  name: 'Take-away stories within 20',
  answerForm: WHOLE_NUMBER,
  hints: ['Find how many there are at the start.', 'Find how many go away.', 'Take away to get to 10 first, then take away the rest.'],
  // Only subtractions that cross ten: that is where the classic digit mistakes happen.
  space: () => product(LEAVERS, product(range(11, 18), range(2, 9)).filter(([a, b]) => b > a % 10)),
  build: ([who, [a, b]], rng) => {
    const left = a - b;
    return choiceQuestion({
      text: `There are ${a} ${who.many} ${who.place}. ${b} ${who.many} ${who.goesMany}. How many ${who.many} are left?`,
      correct: left,
      distractors: [
        { value: 10 + (b - (a % 10)), why: 'took the smaller ones digit from the bigger one (14 - 6 → 12)' },
        { value: a + b, why: 'added instead of taking away' },
        { value: left + 1, why: 'counted back one too few' },
        { value: left - 1, why: 'counted back one too many' },
      ],
      explanation: explainSubtraction(a, b),
      rng,
    });
  },
});

const MISSING_FORMS = ['{a} + ___ = {c}', '___ + {a} = {c}'] as const;

const missingAddendBlank = defineLesson({
  key: 'g1-missing-addend-blank',
  name: 'Find the missing number (8 + ___ = 13)',
  answerForm: WHOLE_NUMBER,
  hints: ['Start at the number you know.', 'Count up to the total.', 'How many did you count up? That is the missing number.'],
  space: () => product(product(range(1, 10), range(1, 10)), MISSING_FORMS.map((_, i) => i)),
  build: ([[a, m], form]) => {
    const c = a + m;
    return blankQuestion(
      fill(MISSING_FORMS[form] ?? MISSING_FORMS[0], { a, c }),
      [m],
      `Count up from ${a} to ${c}: ${listFrom(a + 1, m)}. That is ${m} more, so the missing number is ${m}.`,
    );
  },
});

const missingAddendChoice = defineLesson({
  key: 'g1-missing-addend-choice',
  name: 'How many more to make the total?',
  answerForm: WHOLE_NUMBER,
  hints: ['Start at the first number.', 'Count up to the total.', 'The number of steps you counted is the answer.'],
  space: () => product(range(2, 10), range(2, 10)),
  build: ([a, m], rng) => {
    const c = a + m;
    return choiceQuestion({
      text: `What number do you add to ${a} to make ${c}?`,
      correct: m,
      distractors: [
        { value: a + c, why: 'added the two numbers instead of finding the missing part' },
        { value: m + 1, why: 'counted the starting number when counting up' },
        { value: m - 1, why: 'stopped counting up one too soon' },
        { value: c, why: 'repeated the total' },
      ],
      explanation: `Think ${a} + ___ = ${c}. Count up from ${a}: ${listFrom(a + 1, m)}. That is ${m}, so ${a} + ${m} = ${c}.`,
      rng,
    });
  },
});

const tensOnesChoice = defineLesson({
  key: 'g1-tens-ones-choice',
  name: 'Which number has these tens and ones?',
  answerForm: WHOLE_NUMBER,
  hints: ['Tens are groups of 10. Write the tens digit first.', 'Then write the ones digit.'],
  space: () => product(range(1, 9), range(0, 9)),
  build: ([t, o], rng) => {
    const n = 10 * t + o;
    return choiceQuestion({
      text: `Which number is ${tensText(t)} and ${onesText(o)}?`,
      correct: n,
      distractors: [
        { value: swapDigits(n), why: 'swapped the tens and ones digits' },
        { value: Number(`${10 * t}${o}`), why: `wrote ${10 * t} and ${o} side by side` },
        { value: t + o, why: 'added the digits' },
      ],
      explanation: `${tensText(t)} is ${10 * t}. ${10 * t} and ${o} more make ${n}. The tens digit is ${t} and the ones digit is ${o}.`,
      rng,
    });
  },
});

const tensOnesBlank = defineLesson({
  key: 'g1-tens-ones-blank',
  name: 'Tens and ones in a number',
  answerForm: WHOLE_NUMBER,
  hints: ['The first digit tells how many tens.', 'The last digit tells how many ones.'],
  space: () => range(10, 99),
  build: (n) => {
    const t = Math.floor(n / 10);
    const o = n % 10;
    return blankQuestion(
      `${n} = ___ tens and ___ ones`,
      [t, o],
      `The first digit of ${n} tells the tens and the last digit tells the ones. ${n} is ${tensText(t)} and ${onesText(o)}.`,
    );
  },
});

// 1.NBT.C.5 (10 more / 10 less) lives in the place-value skill because it is the same tens-digit idea.
const tenMoreLess = defineLesson({
  key: 'g1-ten-more-less',
  name: '10 more and 10 less',
  answerForm: WHOLE_NUMBER,
  hints: ['10 more or 10 less changes only the tens digit.', 'Add or take away one ten.', 'The ones digit stays the same.'],
  space: () => [
    ...range(10, 89).map((n) => ({ more: true, n })),
    ...range(11, 99).map((n) => ({ more: false, n })),
  ],
  build: ({ more, n }) => {
    const answer = more ? n + 10 : n - 10;
    return blankQuestion(
      `10 ${more ? 'more' : 'less'} than ${n} is ___.`,
      [answer],
      `${more ? 'Adding' : 'Taking away'} 10 changes only the tens digit: ${n} has ${tensText(Math.floor(n / 10))}, and ${answer} has ${tensText(Math.floor(answer / 10))}. The ones stay ${n % 10}.`,
    );
  },
});

function comparePairs(): Array<[number, number]> {
  const seen = new Set<string>();
  const pairs: Array<[number, number]> = [];
  for (const a of range(10, 99)) {
    const partners = [swapDigits(a), a + 10, a - 10, 10 * Math.floor(a / 10) + ((a + 3) % 10)];
    for (const b of partners) {
      if (b < 10 || b > 99 || b === a || seen.has(`${a},${b}`)) continue;
      seen.add(`${a},${b}`);
      pairs.push([a, b]);
    }
  }
  return pairs;
}

const compareSymbols = defineLesson({
  key: 'g1-compare-symbols',
  name: 'Compare two-digit numbers with <, > and =',
  answerForm: WHOLE_NUMBER,
  hints: ['Compare the tens first.', 'If the tens are the same, compare the ones.', 'The open side of < or > faces the bigger number.'],
  space: comparePairs,
  build: ([a, b], rng) => {
    const [ta, oa, tb, ob] = [Math.floor(a / 10), a % 10, Math.floor(b / 10), b % 10];
    const sign = a < b ? '<' : '>';
    const wrongSign = a < b ? '>' : '<';
    const word = a < b ? 'less than' : 'greater than';
    const explanation = ta !== tb
      ? `Compare the tens first: ${tensText(ta)} is ${ta < tb ? 'less' : 'more'} than ${tensText(tb)}. So ${a} ${sign} ${b}.`
      : `Both have ${tensText(ta)}, so compare the ones: ${oa} is ${oa < ob ? 'less' : 'more'} than ${ob}. So ${a} ${sign} ${b}.`;
    return choiceQuestion({
      text: `Compare ${a} and ${b}. Which is true?`,
      correct: `${a} ${sign} ${b}`,
      distractors: [
        { value: `${a} ${wrongSign} ${b}`, why: 'compared the ones digits first or turned the sign around' },
        { value: `${a} = ${b}`, why: 'thinks numbers with the same digits (or the same tens) are equal' },
      ],
      explanation: `${explanation} ${a} is ${word} ${b}.`,
      rng,
    });
  },
});

/** Grade 1 skills. */
export const G1_SKILLS: SkillDef[] = [
  { key: 'g1-add-within-20', grade: 1, name: 'Add within 20', standard: '1.OA.C.6', prerequisites: ['k-add-within-5', 'k-make-10', 'k-teen-numbers'], lessons: [addFacts20, addChoice20] },
  { key: 'g1-sub-within-20', grade: 1, name: 'Subtract within 20', standard: '1.OA.C.6', prerequisites: ['k-sub-within-5', 'g1-add-within-20'], lessons: [subFacts20, subStory20] },
  { key: 'g1-missing-addend', grade: 1, name: 'Missing addend', standard: '1.OA.D.8', prerequisites: ['g1-add-within-20', 'k-make-10'], lessons: [missingAddendBlank, missingAddendChoice] },
  { key: 'g1-place-value', grade: 1, name: 'Tens and ones', standard: '1.NBT.B.2', prerequisites: ['k-teen-numbers', 'k-count-forward'], lessons: [tensOnesChoice, tensOnesBlank, tenMoreLess] },
  { key: 'g1-compare-two-digit', grade: 1, name: 'Compare two-digit numbers', standard: '1.NBT.B.3', prerequisites: ['g1-place-value', 'k-compare-numbers'], lessons: [compareSymbols] },
];

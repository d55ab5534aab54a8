/**
 * Grade 1, added skills. Kept out of grade-1.ts so the existing grade-1 lessons
 * stay byte-identical. The prompts reuse the "a + b = ___" and "What is a + b?"
 * shapes of grade 1 on purpose: the e2e test solves grade-1 questions from
 * their text with a regex solver that already reads these shapes.
 */
import type { SkillDef } from './types.js';
import { WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, onesText, product, range, tensText } from './lesson.js';

const tens = (n: number): number => Math.floor(n / 10);
const ones = (n: number): number => n % 10;

/** a is two-digit; b is a one-digit number or a multiple of 10 (1.NBT.C.4). */
function explainAddTensOnes(a: number, b: number): string {
  const sum = a + b;
  if (b % 10 === 0) {
    return `${b} is ${tensText(b / 10)}. Add the tens: ${tensText(tens(a))} + ${tensText(b / 10)} = ${tensText(tens(a) + b / 10)}. The ones stay ${ones(a)}, so ${a} + ${b} = ${sum}.`;
  }
  const onesSum = ones(a) + b;
  if (onesSum < 10) {
    return `Add the ones: ${ones(a)} + ${b} = ${onesSum}. The tens stay ${tens(a)}, so ${a} + ${b} = ${sum}.`;
  }
  return `Add the ones: ${ones(a)} + ${b} = ${onesSum}, which is 1 ten and ${onesText(onesSum - 10)}. Now there are ${tensText(tens(a) + 1)}, so ${a} + ${b} = ${sum}.`;
}

/** Pairs for 1.NBT.C.4: two-digit + one-digit, and two-digit + multiple of 10, sums up to 100. */
function tensOnesPairs(): Array<[number, number]> {
  return [
    ...product(range(21, 99), range(1, 9)).filter(([a, b]) => a + b <= 100 && ones(a) !== 0),
    ...product(range(11, 89), range(10, 80, 10)).filter(([a, b]) => a + b <= 99),
  ];
}

const addTensOnesBlank = defineLesson({
  key: 'g1-add-100-blank',
  name: 'Add within 100 (tens and ones)',
  answerForm: WHOLE_NUMBER,
  space: tensOnesPairs,
  build: ([a, b]) => blankQuestion(`${a} + ${b} = ___`, [a + b], explainAddTensOnes(a, b)),
});

const addTensOnesChoice = defineLesson({
  key: 'g1-add-100-choice',
  name: 'Add tens or ones (choose the answer)',
  answerForm: WHOLE_NUMBER,
  // Only the cases with a trap: adding a multiple of 10, or ones that make a new ten.
  space: () => tensOnesPairs().filter(([a, b]) => b % 10 === 0 || ones(a) + b >= 10),
  build: ([a, b], rng) => {
    const sum = a + b;
    const byTens = b % 10 === 0;
    return choiceQuestion({
      text: `What is ${a} + ${b}?`,
      correct: sum,
      distractors: byTens
        ? [
          { value: a + b / 10, why: `added ${b / 10} ones instead of ${tensText(b / 10)}` },
          { value: sum + 10, why: 'added one ten too many' },
          { value: a - b > 0 ? a - b : -1, why: 'subtracted instead of adding' },
        ]
        : [
          { value: 10 * tens(a) + ((ones(a) + b) % 10), why: 'forgot the new ten made by the ones' },
          { value: Number(`${tens(a)}${ones(a) + b}`), why: 'wrote the whole ones sum next to the tens (3 tens, 13 ones → 313)' },
          { value: sum - 1, why: 'counted the starting number again when counting on' },
        ],
      explanation: explainAddTensOnes(a, b),
      rng,
    });
  },
});

/** Grade 1 skills that live outside grade-1.ts. */
export const G1_EXTRA_SKILLS: SkillDef[] = [
  { key: 'g1-add-within-100', grade: 1, name: 'Add tens and ones within 100', standard: '1.NBT.C.4', lessons: [addTensOnesBlank, addTensOnesChoice] },
];

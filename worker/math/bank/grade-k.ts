/** Kindergarten (grade id 14). */
import type { SkillDef } from './types.js';
import {
  KIDS, LEAVERS, THINGS, WHOLE_NUMBER, blankQuestion, choiceQuestion, countOf, defineLesson, fill, listFrom, orList, product, range,
} from './lesson.js';

const countOn = defineLesson({
  key: 'k-count-on-100',
  name: 'Keep counting (to 100)',
  answerForm: WHOLE_NUMBER,
  space: () => range(10, 96),
  build: (start) => blankQuestion(
    `Keep counting: ${start}, ${start + 1}, ___, ___`,
    [start + 2, start + 3],
    `Each number is one more than the number before: ${listFrom(start, 4)}.`,
  ),
});

type CompareParams = { dir: 'greater' | 'less'; n: number; answer: number };

const compareTo10 = defineLesson<CompareParams>({
  key: 'k-compare-to-10',
  name: 'Greater or less (to 10)',
  answerForm: WHOLE_NUMBER,
  space: () => [
    ...product(range(1, 9), range(1, 10)).filter(([n, c]) => c > n)
      .map(([n, answer]): CompareParams => ({ dir: 'greater', n, answer })),
    ...product(range(2, 10), range(1, 10)).filter(([n, c]) => c < n)
      .map(([n, answer]): CompareParams => ({ dir: 'less', n, answer })),
  ],
  build: ({ dir, n, answer }, rng) => {
    const mirror = 2 * n - answer; // same distance on the other side of n
    const greater = dir === 'greater';
    return choiceQuestion({
      // The options are part of the prompt: the same question with different choices is a different task.
      text: (opts) => `Which number is ${dir} than ${n}: ${orList(opts)}?`,
      correct: answer,
      distractors: [
        { value: n, why: `thinks a number equal to ${n} counts as ${dir}` },
        { value: mirror <= 10 ? mirror : -1, why: 'mixed up greater and less (kept within the 0–10 range of the lesson)' },
        { value: greater ? n - 1 : n + 1, why: 'mixed up greater and less (neighbour on the wrong side)' },
      ],
      explanation: greater
        ? `When we count, ${answer} comes after ${n}. So ${answer} is greater than ${n}.`
        : `When we count, ${answer} comes before ${n}. So ${answer} is less than ${n}.`,
      rng,
    });
  },
});

const ADD_FORMS = ['{a} + {b} = ___', '___ = {a} + {b}', '{a} plus {b} is ___.'] as const;

const addFacts5 = defineLesson({
  key: 'k-add-5-facts',
  name: 'Add within 5',
  answerForm: WHOLE_NUMBER,
  space: () => product(product(range(0, 5), range(0, 5)).filter(([a, b]) => a + b <= 5), ADD_FORMS.map((_, i) => i)),
  build: ([[a, b], form]) => blankQuestion(
    fill(ADD_FORMS[form] ?? ADD_FORMS[0], { a, b }),
    [a + b],
    b === 0
      ? `Adding 0 adds nothing, so ${a} + 0 = ${a}.`
      : `Start at ${a} and count on ${b}: ${listFrom(a + 1, b)}. So ${a} + ${b} = ${a + b}.`,
  ),
});

const addStory5 = defineLesson({
  key: 'k-add-5-story',
  name: 'Addition stories within 5',
  answerForm: WHOLE_NUMBER,
  space: () => product(product(KIDS, THINGS), product(range(1, 4), range(1, 4)).filter(([a, b]) => a + b <= 5)),
  build: ([[kid, thing], [a, b]], rng) => {
    const sum = a + b;
    return choiceQuestion({
      text: `${kid.name} has ${countOf(a, thing)}. ${kid.pronoun} gets ${b} more. How many ${thing.many} does ${kid.name} have now?`,
      correct: sum,
      distractors: [
        { value: Math.abs(a - b), why: 'took away instead of adding' },
        { value: sum + 1, why: 'counted one object twice' },
        { value: sum - 1, why: 'missed one object when counting all' },
      ],
      explanation: `${kid.name} starts with ${a}. Count on ${b} more: ${listFrom(a + 1, b)}. ${kid.name} has ${sum} ${thing.many} now.`,
      rng,
    });
  },
});

const SUB_FORMS = ['{a} - {b} = ___', '___ = {a} - {b}', '{a} take away {b} is ___.'] as const;

const subFacts5 = defineLesson({
  key: 'k-sub-5-facts',
  name: 'Subtract within 5',
  answerForm: WHOLE_NUMBER,
  space: () => product(product(range(0, 5), range(0, 5)).filter(([a, b]) => b <= a), SUB_FORMS.map((_, i) => i)),
  build: ([[a, b], form]) => blankQuestion(
    fill(SUB_FORMS[form] ?? SUB_FORMS[0], { a, b }),
    [a - b],
    b === 0
      ? `Taking away 0 leaves all ${a}. So ${a} - 0 = ${a}.`
      : `Start at ${a} and count back ${b}: ${listFrom(a - 1, b, -1)}. So ${a} - ${b} = ${a - b}.`,
  ),
});

const subStory5 = defineLesson({
  key: 'k-sub-5-story',
  name: 'Take-away stories within 5',
  answerForm: WHOLE_NUMBER,
  space: () => product(LEAVERS, product(range(2, 5), range(1, 5)).filter(([a, b]) => b <= a)),
  build: ([who, [a, b]], rng) => {
    const left = a - b;
    return choiceQuestion({
      text: `There are ${a} ${who.many} ${who.place}. ${countOf(b, who)} ${b === 1 ? who.goesOne : who.goesMany}. How many ${who.many} are left?`,
      correct: left,
      distractors: [
        { value: a + b, why: 'added instead of taking away' },
        { value: left + 1, why: 'counted back one too few' },
        { value: b, why: 'answered with how many went away' },
        { value: left - 1, why: 'counted back one too many' },
      ],
      explanation: `Start with ${a} and take away ${b}. ${a} - ${b} = ${left}, so ${left} ${left === 1 ? who.one : who.many} ${left === 1 ? 'is' : 'are'} left.`,
      rng,
    });
  },
});

const MAKE10_FORMS = ['{a} + ___ = 10', '___ + {a} = 10', '10 = {a} + ___', '10 = ___ + {a}', '{a} and ___ make 10.'] as const;

const make10Facts = defineLesson({
  key: 'k-make-10-facts',
  name: 'Make 10',
  answerForm: WHOLE_NUMBER,
  space: () => product(range(0, 10), MAKE10_FORMS.map((_, i) => i)),
  build: ([a, form]) => blankQuestion(
    fill(MAKE10_FORMS[form] ?? MAKE10_FORMS[0], { a }),
    [10 - a],
    a === 10
      ? '10 is already 10, so we add 0.'
      : `Start at ${a} and count up to 10: ${listFrom(a + 1, 10 - a)}. That is ${10 - a} more, so ${a} and ${10 - a} make 10.`,
  ),
});

const make10Story = defineLesson({
  key: 'k-make-10-story',
  name: 'How many more to make 10?',
  answerForm: WHOLE_NUMBER,
  space: () => product(product(KIDS, THINGS), range(1, 9)),
  build: ([[kid, thing], a], rng) => {
    const need = 10 - a;
    return choiceQuestion({
      text: `${kid.name} has ${countOf(a, thing)}. How many more ${thing.many} does ${kid.name} need to have 10?`,
      correct: need,
      distractors: [
        { value: a, why: 'repeated the number already there' },
        { value: need + 1, why: 'counted the starting number when counting up' },
        { value: need - 1, why: 'stopped counting one too soon' },
        { value: 10 + a, why: 'added the numbers instead of finding the missing part' },
      ],
      explanation: `Count up from ${a} to 10: ${listFrom(a + 1, need)}. That is ${need} more.`,
      rng,
    });
  },
});

const TEEN_FORMS = [
  '{n} = 10 + ___', '10 + {o} = ___', '___ = 10 + {o}', '{n} is 10 ones and ___ more ones.', '10 ones and {o} more ones make ___.',
] as const;

const teenBlank = defineLesson({
  key: 'k-teen-numbers-blank',
  name: 'Teen numbers: 10 and some more',
  answerForm: WHOLE_NUMBER,
  space: () => product(range(1, 9), TEEN_FORMS.map((_, i) => i)),
  build: ([o, form]) => {
    const n = 10 + o;
    // Forms 0 and 3 hide the ones; the others hide the teen number.
    const answer = form === 0 || form === 3 ? o : n;
    return blankQuestion(
      fill(TEEN_FORMS[form] ?? TEEN_FORMS[0], { n, o }),
      [answer],
      `${n} is 10 ones and ${o} more ${o === 1 ? 'one' : 'ones'}: count on from 10, ${listFrom(11, o)}. So ${n} = 10 + ${o}.`,
    );
  },
});

const teenChoice = defineLesson({
  key: 'k-teen-numbers-choice',
  name: 'Teen numbers in a story',
  answerForm: WHOLE_NUMBER,
  space: () => product(product(KIDS, THINGS), range(1, 9)),
  build: ([[kid, thing], o], rng) => {
    const n = 10 + o;
    return choiceQuestion({
      text: `${kid.name} has a full ten frame of 10 ${thing.many} and ${o} more ${o === 1 ? thing.one : thing.many}. How many ${thing.many} does ${kid.name} have?`,
      correct: n,
      distractors: [
        { value: Number(`10${o}`), why: `wrote 10 and then ${o} (10${o}) instead of 1 ten and ${o} ones` },
        { value: 10 * o + 1, why: 'swapped the digits of the teen number' },
        { value: o + 1, why: 'counted the full ten frame as 1' },
      ],
      explanation: `The full ten frame is 10. Count on ${o} more from 10: ${listFrom(11, o)}. ${kid.name} has ${n} ${thing.many}.`,
      rng,
    });
  },
});

/** Kindergarten skills. */
export const K_SKILLS: SkillDef[] = [
  { key: 'k-count-forward', grade: 14, name: 'Count forward to 100', standard: 'K.CC.A.2', lessons: [countOn] },
  { key: 'k-compare-numbers', grade: 14, name: 'Compare numbers to 10', standard: 'K.CC.C.7', lessons: [compareTo10] },
  { key: 'k-add-within-5', grade: 14, name: 'Add within 5', standard: 'K.OA.A.5', lessons: [addFacts5, addStory5] },
  { key: 'k-sub-within-5', grade: 14, name: 'Subtract within 5', standard: 'K.OA.A.5', lessons: [subFacts5, subStory5] },
  { key: 'k-make-10', grade: 14, name: 'Make 10', standard: 'K.OA.A.4', lessons: [make10Facts, make10Story] },
  { key: 'k-teen-numbers', grade: 14, name: 'Teen numbers as ten and some ones', standard: 'K.NBT.A.1', lessons: [teenBlank, teenChoice] },
];

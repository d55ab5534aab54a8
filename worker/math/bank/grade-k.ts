/** Kindergarten (grade id 14). */
import type { SkillDef } from './types.js';
import {
  KIDS, LEAVERS, THINGS, WHOLE_NUMBER, blankQuestion, choiceQuestion, countOf, defineLesson, fill, listFrom, orList, product, range,
} from './lesson.js';
import { tenFrame } from './figures/ten-frame.js';
import { compareHeights, compareLengths, countShapeSides, nameShapePicture } from './grade-k-shapes.js';

const countOn = defineLesson({
  key: 'k-count-on-100',
  name: 'Keep counting (to 100)',
  answerForm: WHOLE_NUMBER,
  hints: ['Read the numbers you see.', 'Each number is one more than the one before.', 'Watch the ones digit: after 9 comes a new ten.'],
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
  hints: ['Count from 1 to 10 in your head.', 'Greater numbers come later when you count.', 'Less numbers come earlier when you count.'],
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
  hints: ['Start at the first number.', 'Count on the second number.', 'You can use your fingers.'],
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
  hints: ['Find how many there are at the start.', 'Find how many more come.', 'Start at the first number and count on.'],
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
  hints: ['Start at the first number.', 'Count back the second number.', 'You can hold up fingers and put some down.'],
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
  hints: ['Find how many there are at the start.', 'Find how many go away.', 'Count back to find how many are left.'],
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
  hints: ['Start at the number you know.', 'Count up to 10 on your fingers.', 'The fingers you counted are the missing number.'],
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
  hints: ['Start at the number in the story.', 'Count up until you reach 10.', 'How many numbers did you count?'],
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
  hints: ['A teen number is 10 and some more ones.', 'The last digit tells how many more ones.'],
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
  hints: ['A full ten frame is 10.', 'Count on the extra ones from 10.', 'Teen numbers start with a 1 for the ten.'],
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

/*
 * Issue 18 additions: measurement (K.MD), geometry (K.G), ten frames and word problems; the
 * measurement and geometry lessons live in grade-k-shapes.ts.
 * A picture question's text must differ for every parameter set (bank.test), so each one names a
 * child and a thing, and the picture's numbers are tied to those: the child's name picks the data.
 */

/** Dots counted in a ten frame: 1–10 on one frame, 11–20 on two, spread over the children and things. */
const tenFrameCount = defineLesson({
  key: 'k-ten-frame-count',
  name: 'How many dots in the ten frame?',
  answerForm: WHOLE_NUMBER,
  hints: ['A full row of a ten frame has 5 dots. A full ten frame has 10.', 'Count the full rows first, then count on.', 'The last number you say tells how many.'],
  space: () => product(product(range(0, KIDS.length - 1), range(0, THINGS.length - 1)), [1, 2] as const),
  build: ([[kidIndex, thingIndex], frames]) => {
    const kid = KIDS[kidIndex] ?? KIDS[0];
    const thing = THINGS[thingIndex] ?? THINGS[0];
    if (!kid || !thing) throw new Error('vocabulary missing');
    const ones = ((kidIndex * 3 + thingIndex * 5) % 10) + 1;
    const count = frames === 1 ? ones : 10 + ones;
    const text = frames === 1
      ? `${kid.name} puts a dot in the ten frame for each ${thing.one}. How many ${thing.many} does ${kid.name} have? ___`
      : `${kid.name} fills two ten frames with a dot for each ${thing.one}. How many ${thing.many} does ${kid.name} have? ___`;
    const explanation = frames === 2
      ? `The first ten frame is full, so that is 10. Count on the second one: ${listFrom(11, ones)}. ${kid.name} has ${count} ${thing.many}.`
      : count > 5
        ? `The top row is full, so that is 5. Count on the bottom row: ${listFrom(6, count - 5)}. ${kid.name} has ${count} ${count === 1 ? thing.one : thing.many}.`
        : `Count the dots: ${listFrom(1, count)}. ${kid.name} has ${countOf(count, thing)}.`;
    return { ...blankQuestion(text, [count], explanation), figure: tenFrame(count, { frames }) };
  },
});

const tenFrameMake10 = defineLesson({
  key: 'k-ten-frame-make-10',
  name: 'How many more to fill the ten frame?',
  answerForm: WHOLE_NUMBER,
  hints: ['A full ten frame has 10 dots.', 'Count the empty boxes.', 'Each empty box needs one more dot.'],
  space: () => product(range(0, KIDS.length - 1), range(0, THINGS.length - 1)),
  build: ([kidIndex, thingIndex], rng) => {
    const kid = KIDS[kidIndex] ?? KIDS[0];
    const thing = THINGS[thingIndex] ?? THINGS[0];
    if (!kid || !thing) throw new Error('vocabulary missing');
    const have = ((kidIndex + 2 * thingIndex) % 9) + 1;
    const need = 10 - have;
    return {
      ...choiceQuestion({
        text: `${kid.name} puts a dot in the ten frame for each ${thing.one}. How many more ${thing.many} does ${kid.name} need to have 10?`,
        correct: need,
        distractors: [
          { value: have, why: 'counted the dots instead of the empty boxes' },
          { value: need + 1, why: 'counted one empty box twice' },
          { value: need - 1, why: 'missed one empty box' },
        ],
        explanation: `Count the empty boxes: ${listFrom(1, need)}. ${have} and ${need} make 10, so ${kid.name} needs ${need} more.`,
        rng,
      }),
      figure: tenFrame(have),
    };
  },
});

/** Pairs a, b ≥ 1 with a + b ≤ 10 (K.OA.A.2: stories within 10). */
function pairsWithin10(): Array<[number, number]> {
  return product(range(1, 9), range(1, 9)).filter(([a, b]) => a + b <= 10);
}

const wordProblemsAdd = defineLesson({
  key: 'k-word-problems-add',
  name: 'Word problems: put together (within 10)',
  answerForm: WHOLE_NUMBER,
  hints: ['Find the two numbers in the story.', 'Are the things put together? Then add.', 'Start at the first number and count on the second.'],
  space: () => product(pairsWithin10(), [0, 1] as const),
  build: ([[a, b], form]) => {
    const kid = KIDS[(a + 2 * b) % KIDS.length] ?? KIDS[0];
    const thing = THINGS[(a * b + form) % THINGS.length] ?? THINGS[0];
    if (!kid || !thing) throw new Error('vocabulary missing');
    const sum = a + b;
    const text = form === 0
      ? `${kid.name} has ${countOf(a, thing)}. ${kid.pronoun} gets ${b} more. How many ${thing.many} does ${kid.name} have now? ___`
      : `${kid.name} has ${countOf(a, thing)} in one hand and ${countOf(b, thing)} in the other hand. How many ${thing.many} in all? ___`;
    return blankQuestion(
      text,
      [sum],
      `Put them together: start at ${a} and count on ${b}: ${listFrom(a + 1, b)}. ${a} + ${b} = ${sum}.`,
    );
  },
});

/** Take-away stories; b is how many go, always fewer than a. */
function takeStory(form: number, a: number, b: number): string {
  const kid = KIDS[(a + b) % KIDS.length] ?? { name: 'Mia', pronoun: 'She' };
  const who = LEAVERS[(a * 2 + b) % LEAVERS.length] ?? { one: 'bird', many: 'birds', place: 'on a branch', goesOne: 'flies away', goesMany: 'fly away' };
  if (form === 0) return `There are ${a} ${who.many} ${who.place}. ${countOf(b, who)} ${b === 1 ? who.goesOne : who.goesMany}. How many ${who.many} are left?`;
  if (form === 1) return `${kid.name} has ${a} balloons. ${b} of them ${b === 1 ? 'pops' : 'pop'}. How many balloons does ${kid.name} have now?`;
  return `${kid.name} has ${a} cookies. ${kid.pronoun} eats ${b}. How many cookies are left?`;
}

const wordProblemsTake = defineLesson({
  key: 'k-word-problems-take',
  name: 'Word problems: take away (within 10)',
  answerForm: WHOLE_NUMBER,
  hints: ['Find how many there are at the start.', 'Find how many go away.', 'Start at the first number and count back.'],
  space: () => product(product(range(2, 10), range(1, 9)).filter(([a, b]) => b < a), range(0, 2)),
  build: ([[a, b], form], rng) => {
    const left = a - b;
    return choiceQuestion({
      text: takeStory(form, a, b),
      correct: left,
      distractors: [
        { value: a + b, why: 'added instead of taking away' },
        { value: b, why: 'answered with how many went away' },
        { value: left + 1, why: 'counted back one too few' },
        { value: left - 1, why: 'counted back one too many' },
      ],
      explanation: `Start with ${a} and take away ${b}. Count back ${b} from ${a}: ${listFrom(a - 1, b, -1)}. ${a} - ${b} = ${left}.`,
      rng,
    });
  },
});

/** Kindergarten skills. */
export const K_SKILLS: SkillDef[] = [
  { key: 'k-count-forward', grade: 14, name: 'Count forward to 100', standard: 'K.CC.A.2', prerequisites: ['pk-number-order', 'pk-number-after'], lessons: [countOn] },
  { key: 'k-compare-numbers', grade: 14, name: 'Compare numbers to 10', standard: 'K.CC.C.7', prerequisites: ['pk-more-fewer', 'pk-number-after'], lessons: [compareTo10] },
  { key: 'k-add-within-5', grade: 14, name: 'Add within 5', standard: 'K.OA.A.5', prerequisites: ['pk-one-more', 'pk-count-objects'], lessons: [addFacts5, addStory5] },
  { key: 'k-sub-within-5', grade: 14, name: 'Subtract within 5', standard: 'K.OA.A.5', prerequisites: ['k-add-within-5', 'pk-number-after'], lessons: [subFacts5, subStory5] },
  { key: 'k-make-10', grade: 14, name: 'Make 10', standard: 'K.OA.A.4', prerequisites: ['k-add-within-5'], lessons: [make10Facts, make10Story] },
  { key: 'k-teen-numbers', grade: 14, name: 'Teen numbers as ten and some ones', standard: 'K.NBT.A.1', prerequisites: ['k-count-forward', 'k-make-10'], lessons: [teenBlank, teenChoice] },
  { key: 'k-compare-lengths', grade: 14, name: 'Longer, shorter, taller', standard: 'K.MD.A.2', prerequisites: ['pk-more-fewer'], lessons: [compareLengths, compareHeights] },
  { key: 'k-shapes', grade: 14, name: 'Name shapes, count sides and corners', standard: 'K.G.A.2', prerequisites: ['pk-shapes'], lessons: [nameShapePicture, countShapeSides] },
  { key: 'k-ten-frame', grade: 14, name: 'Ten frames: how many, how many more to 10', standard: 'K.CC.B.5', prerequisites: ['pk-count-objects', 'pk-one-more'], lessons: [tenFrameCount, tenFrameMake10] },
  { key: 'k-word-problems', grade: 14, name: 'Word problems within 10', standard: 'K.OA.A.2', prerequisites: ['k-add-within-5', 'k-sub-within-5'], lessons: [wordProblemsAdd, wordProblemsTake] },
];

/**
 * Grade 1, added skills. Kept out of grade-1.ts so the existing grade-1 lessons
 * stay byte-identical. The prompts reuse the "a + b = ___" and "What is a + b?"
 * shapes of grade 1 on purpose: the e2e test solves grade-1 questions from
 * their text with a regex solver that already reads these shapes.
 */
import type { SkillDef } from './types.js';
import { KIDS, THINGS, WHOLE_NUMBER, blankQuestion, choiceQuestion, countOf, defineLesson, kidAt, listFrom, onesText, product, range, tensText } from './lesson.js';
import { shapePicture } from './figures/shapes.js';
import { graphMost, graphRead, measureCompare, measureCubes, timeBlank, timeChoice } from './grade-1-extra-measurement.js';

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
  hints: ['Add the tens to the tens.', 'Add the ones to the ones.', 'If the ones make 10 or more, make a new ten.'],
  space: tensOnesPairs,
  build: ([a, b]) => blankQuestion(`${a} + ${b} = ___`, [a + b], explainAddTensOnes(a, b)),
});

const addTensOnesChoice = defineLesson({
  key: 'g1-add-100-choice',
  name: 'Add tens or ones (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: ['Adding tens? Change only the tens digit.', 'Adding ones? Add them to the ones digit.', 'If the ones make 10 or more, make a new ten.'],
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

/*
 * Issue 18 additions: time, length, picture graphs, halves and fourths, shape attributes and word
 * problems. A picture question's text must differ for every parameter set (bank.test), so each
 * names a child and a thing, and the picture's data is tied to those. The time, length and picture
 * graph lessons live in grade-1-extra-measurement.ts.
 */

/** Foods cut into equal shares, with the shape each one is drawn as. */
const FOODS: ReadonlyArray<readonly [string, 'circle' | 'square' | 'rectangle']> = [
  ['pizza', 'circle'], ['pie', 'circle'], ['pancake', 'circle'], ['cookie', 'circle'], ['sandwich', 'square'],
  ['cracker', 'square'], ['waffle', 'square'], ['cake', 'rectangle'], ['brownie', 'rectangle'], ['granola bar', 'rectangle'],
];

const halvesName = defineLesson({
  key: 'g1-halves-fourths-name',
  name: 'Halves, fourths or not equal?',
  answerForm: WHOLE_NUMBER,
  hints: ['Count the parts.', 'Check that all the parts are the same size.', '2 equal parts are halves. 4 equal parts are fourths.'],
  space: () => product(range(0, KIDS.length - 1), range(0, FOODS.length - 1)),
  build: ([kid, food], rng) => {
    const [name, kind] = FOODS[food] ?? ['pizza', 'circle'];
    const v = (kid * 3 + food) % 5;
    const parts = v < 2 ? 2 : v < 4 ? 4 : kid % 2 === 0 ? 2 : 4;
    const equal = v < 4;
    const correct = !equal ? 'not equal' : parts === 2 ? 'halves' : 'fourths';
    return {
      ...choiceQuestion({
        text: `${kidAt(kid).name} cuts a ${name} into parts. Are the parts halves, fourths or not equal?`,
        correct,
        distractors: ['halves', 'fourths', 'not equal'].map((value) => ({ value, why: 'counted the parts or compared their sizes wrongly' })),
        explanation: !equal
          ? `There are ${parts} parts, but they are not the same size. So they are not halves or fourths.`
          : `There are ${parts} parts and they are all the same size. ${parts} equal parts are ${correct}${parts === 4 ? ' (also called quarters)' : ''}.`,
        rng,
      }),
      figure: shapePicture(kind, { parts, unequal: !equal }),
    };
  },
});

const halvesLeft = defineLesson({
  key: 'g1-halves-fourths-left',
  name: 'How many halves or fourths are left?',
  answerForm: WHOLE_NUMBER,
  hints: ['Count all the equal parts. That is the whole.', 'Count the shaded parts that were eaten.', 'The parts that are not shaded are left.'],
  space: () => product(product(range(0, KIDS.length - 1), range(0, FOODS.length - 1)), [2, 4] as const),
  build: ([[kid, food], parts]) => {
    const [name, kind] = FOODS[food] ?? ['pizza', 'circle'];
    const eaten = parts === 2 ? 1 : 1 + ((kid + food) % 3);
    const left = parts - eaten;
    const unit = parts === 2 ? 'halves' : 'fourths';
    const one = parts === 2 ? 'half' : 'fourth';
    const who = kidAt(kid);
    return {
      ...blankQuestion(
        `${who.name} cuts a ${name} into ${unit}. ${who.pronoun} eats the shaded parts. How many ${unit} are left? ___`,
        [left],
        `The whole ${name} is ${parts} ${unit}. ${who.name} eats ${eaten}, and ${parts} - ${eaten} = ${left}, so ${left} ${left === 1 ? one : unit} ${left === 1 ? 'is' : 'are'} left.`,
      ),
      figure: shapePicture(kind, { parts, shaded: eaten }),
    };
  },
});

/** What defines each shape (1.G.A.1), and the colour shapes.ts draws it in (a true fact that does not define it). */
const DEFINING: ReadonlyArray<{ kind: 'triangle' | 'square' | 'rectangle' | 'pentagon' | 'hexagon' | 'circle'; rule: string; color: string }> = [
  { kind: 'triangle', rule: 'It has 3 straight sides and 3 corners.', color: 'green' },
  { kind: 'square', rule: 'It has 4 equal sides and 4 square corners.', color: 'yellow' },
  { kind: 'rectangle', rule: 'It has 4 straight sides and 4 square corners.', color: 'purple' },
  { kind: 'pentagon', rule: 'It has 5 straight sides and 5 corners.', color: 'yellow' },
  { kind: 'hexagon', rule: 'It has 6 straight sides and 6 corners.', color: 'purple' },
  { kind: 'circle', rule: 'It is round and closed, with no corners.', color: 'blue' },
];

const attributesDefining = defineLesson({
  key: 'g1-shape-attributes-defining',
  name: 'What makes a shape that shape?',
  answerForm: WHOLE_NUMBER,
  hints: ['Color and size do not change what a shape is.', 'Count the sides and the corners.', 'Pick the answer that is true for every shape with that name.'],
  space: () => product(range(0, KIDS.length - 1), range(0, DEFINING.length - 1)),
  build: ([kid, d], rng) => {
    const s = DEFINING[d] ?? DEFINING[0];
    if (!s) throw new Error('vocabulary missing');
    return {
      ...choiceQuestion({
        text: `${kidAt(kid).name} says this shape is a ${s.kind}. What makes it a ${s.kind}?`,
        correct: s.rule,
        distractors: [
          { value: `It is ${s.color}.`, why: 'thinks color makes the shape' },
          { value: 'It is big.', why: 'thinks size makes the shape' },
          { value: 'It is in the middle of the picture.', why: 'thinks where it sits makes the shape' },
        ],
        explanation: `A ${s.kind} can be any color or size. ${s.rule} That is what makes it a ${s.kind}.`,
        rng,
      }),
      figure: shapePicture(s.kind),
    };
  },
});

const POLYGONS: ReadonlyArray<readonly [string, number]> = [['triangle', 3], ['square', 4], ['rectangle', 4], ['pentagon', 5], ['hexagon', 6]];
const PAINTS = ['red', 'blue', 'green', 'orange', 'pink'] as const;

const attributesSame = defineLesson({
  key: 'g1-shape-attributes-still',
  name: 'Turned, bigger or painted: still the same shape',
  answerForm: WHOLE_NUMBER,
  hints: ['Turning, painting or drawing a shape bigger does not change its sides.', 'Think of the shape with that name.', 'Count its sides or corners.'],
  space: () => product(product(range(0, KIDS.length - 1), range(0, POLYGONS.length - 1)), [0, 1, 2] as const),
  build: ([[kid, p], form]) => {
    const [shape, sides] = POLYGONS[p] ?? ['triangle', 3];
    const who = kidAt(kid);
    const paint = PAINTS[(kid + p) % PAINTS.length] ?? 'red';
    const text = form === 0
      ? `${who.name} turns a ${shape} upside down. How many sides does it have now? ___`
      : form === 1
        ? `${who.name} draws a big ${shape} and a tiny ${shape}. How many corners does the tiny one have? ___`
        : `${who.name} paints a ${shape} ${paint}. How many sides does the ${paint} ${shape} have? ___`;
    const change = form === 0 ? 'Turning a shape' : form === 1 ? 'Making a shape smaller' : 'Painting a shape';
    return blankQuestion(text, [sides], `${change} does not change it. A ${shape} always has ${sides} sides and ${sides} corners.`);
  },
});

/** Story kinds of 1.OA.A.1 within 20: add to, take from, put together, compare, and add to with the change unknown. */
type Story = { form: number; a: number; b: number };
function storySpace(): Story[] {
  const out: Story[] = [];
  for (const a of range(2, 13)) for (const b of range(2, 9)) {
    if (a + b <= 20) out.push({ form: 0, a, b }, { form: 2, a, b }, { form: 4, a, b });
  }
  for (const a of range(8, 20)) for (const b of range(2, 9)) if (b < a) out.push({ form: 1, a, b });
  for (const a of range(6, 20)) for (const b of range(2, 12)) if (b < a && a - b <= 9) out.push({ form: 3, a, b });
  return out;
}

const wordProblems20 = defineLesson<Story>({
  key: 'g1-word-problems-20',
  name: 'Word problems within 20',
  answerForm: WHOLE_NUMBER,
  hints: ['Read the story. What do you need to find?', 'Are things put together, taken away or compared?', 'Write a number sentence with + or - and solve it.'],
  space: storySpace,
  build: ({ form, a, b }) => {
    const who = kidAt(a + b + form);
    const friend = kidAt(a + b + form + 3);
    const he = who.pronoun;
    const thing = THINGS[(a * 7 + b + form) % THINGS.length] ?? THINGS[0];
    if (!thing) throw new Error('vocabulary missing');
    const many = thing.many;
    switch (form) {
      case 0: return blankQuestion(
        `${who.name} has ${a} ${many}. ${he} finds ${b} more. How many ${many} does ${who.name} have now? ___`,
        [a + b], `${who.name} gets more, so add: ${a} + ${b} = ${a + b}.`);
      case 1: return blankQuestion(
        `${who.name} has ${a} ${many}. ${he} gives ${b} to ${friend.name}. How many ${many} does ${who.name} have left? ___`,
        [a - b], `${who.name} gives some away, so take away: ${a} - ${b} = ${a - b}.`);
      case 2: return blankQuestion(
        `${who.name} has ${a} big ${many} and ${b} small ${many}. How many ${many} does ${who.name} have in all? ___`,
        [a + b], `Put the big and small ones together: ${a} + ${b} = ${a + b}.`);
      case 3: return blankQuestion(
        `${who.name} has ${a} ${many}. ${friend.name} has ${b} ${many}. How many more ${many} does ${who.name} have than ${friend.name}? ___`,
        [a - b], `Compare: ${a} - ${b} = ${a - b}. ${who.name} has ${countOf(a - b, thing)} more.`);
      default: return blankQuestion(
        `${who.name} has ${a} ${many}. ${he} gets some more. Now ${he.toLowerCase()} has ${a + b}. How many ${many} did ${who.name} get? ___`,
        [b], `${a} and how many more make ${a + b}? Count up from ${a}: ${listFrom(a + 1, b)}. That is ${b} more.`);
    }
  },
});

const FLOWERS = ['red', 'yellow', 'white', 'pink', 'purple'] as const;

const wordProblemsThree = defineLesson({
  key: 'g1-word-problems-three',
  name: 'Word problems with three numbers',
  answerForm: WHOLE_NUMBER,
  hints: ['Find all three numbers in the story.', 'Add two of them first. Look for two that make 10.', 'Then add the third number.'],
  space: () => product(product(range(2, 8), range(2, 8)), range(2, 8)).filter(([[a, b], c]) => a + b + c <= 20 && (a + b + c) % 2 === 0),
  build: ([[a, b], c], rng) => {
    const who = kidAt(a + 2 * b + c);
    const colors = [0, 1, 2].map((i) => FLOWERS[(a + i) % FLOWERS.length] ?? 'red');
    const sum = a + b + c;
    const ten = a + c === 10 ? `${a} + ${c} = 10, then 10 + ${b} = ${sum}` : b + c === 10 ? `${b} + ${c} = 10, then ${a} + 10 = ${sum}` : `${a} + ${b} = ${a + b}, then ${a + b} + ${c} = ${sum}`;
    return choiceQuestion({
      text: `${who.name} picks ${a} ${colors[0] ?? 'red'} flowers, ${b} ${colors[1] ?? 'yellow'} flowers and ${c} ${colors[2] ?? 'white'} flowers. How many flowers does ${who.name} pick in all?`,
      correct: sum,
      distractors: [
        { value: a + b, why: 'forgot the third number' },
        { value: sum - 1, why: 'counted on one too few' },
        { value: sum + 1, why: 'counted on one too many' },
        { value: b + c, why: 'forgot the first number' },
      ],
      explanation: `Add two numbers first: ${ten}. ${who.name} picks ${sum} flowers.`,
      rng,
    });
  },
});

/** Grade 1 skills that live outside grade-1.ts. */
export const G1_EXTRA_SKILLS: SkillDef[] = [
  { key: 'g1-add-within-100', grade: 1, name: 'Add tens and ones within 100', standard: '1.NBT.C.4', prerequisites: ['g1-place-value', 'g1-add-within-20'], lessons: [addTensOnesBlank, addTensOnesChoice] },
  { key: 'g1-time', grade: 1, name: "Tell time: o'clock and half past", standard: '1.MD.B.3', prerequisites: ['k-count-forward', 'k-shapes'], lessons: [timeChoice, timeBlank] },
  { key: 'g1-measure-length', grade: 1, name: 'Measure length with cubes', standard: '1.MD.A.2', prerequisites: ['k-compare-lengths', 'k-count-forward'], lessons: [measureCubes, measureCompare] },
  { key: 'g1-picture-graph', grade: 1, name: 'Picture graphs', standard: '1.MD.C.4', prerequisites: ['k-compare-numbers', 'g1-sub-within-20'], lessons: [graphRead, graphMost] },
  { key: 'g1-halves-fourths', grade: 1, name: 'Halves and fourths', standard: '1.G.A.3', prerequisites: ['k-shapes', 'k-sub-within-5'], lessons: [halvesName, halvesLeft] },
  { key: 'g1-shape-attributes', grade: 1, name: 'What makes a shape', standard: '1.G.A.1', prerequisites: ['k-shapes'], lessons: [attributesDefining, attributesSame] },
  { key: 'g1-word-problems', grade: 1, name: 'Word problems within 20', standard: '1.OA.A.1', prerequisites: ['g1-add-within-20', 'g1-sub-within-20', 'k-word-problems'], lessons: [wordProblems20, wordProblemsThree] },
];

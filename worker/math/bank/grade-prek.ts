/**
 * Pre-K (grade id 13): counting foundations. Common Core starts at K, so these
 * align to the kindergarten counting standards at their simplest.
 */
import type { SkillDef } from './types.js';
import {
  KIDS, THINGS, WHOLE_NUMBER, blankQuestion, choiceQuestion, countOf, defineLesson, fill, listFrom, product, range,
} from './lesson.js';
import { tenFrame } from './figures/ten-frame.js';

// Plain geometric characters, not emoji: they render the same everywhere and stay screen-reader friendly.
const SHAPES = [
  { many: 'dots', mark: '●' }, { many: 'stars', mark: '★' }, { many: 'squares', mark: '■' },
  { many: 'triangles', mark: '▲' }, { many: 'diamonds', mark: '◆' }, { many: 'circles', mark: '○' },
] as const;

// Groups of five make larger sets countable at a glance, like a ten frame.
function drawMarks(n: number, mark: string): string {
  const groups: string[] = [];
  for (let left = n; left > 0; left -= 5) groups.push(Array(Math.min(5, left)).fill(mark).join(' '));
  return groups.join('   ');
}

const countObjects = defineLesson({
  key: 'pk-count-objects-10',
  name: 'How many? (up to 10)',
  answerForm: WHOLE_NUMBER,
  hints: ['Touch each shape as you count it.', 'Say one number for each shape.', 'The last number you say tells how many.'],
  space: () => product(range(1, 10), SHAPES.map((_, i) => i)),
  build: ([n, shapeIndex], rng) => {
    const shape = SHAPES[shapeIndex] ?? SHAPES[0];
    return choiceQuestion({
      text: `How many ${shape.many}? ${drawMarks(n, shape.mark)}`,
      correct: n,
      distractors: [
        { value: n - 1 > 0 ? n - 1 : -1, why: 'skipped one shape while counting' },
        { value: n + 1, why: 'counted one shape twice' },
      ],
      explanation: `Touch each one as you count: ${listFrom(1, n)}. The last number you say tells how many, so there are ${n}.`,
      rng,
    });
  },
});

const missingNumber = defineLesson({
  key: 'pk-missing-number-20',
  name: 'What number is missing? (to 20)',
  answerForm: WHOLE_NUMBER,
  hints: ['Say the numbers out loud from the start.', 'Each number is one more than the one before.', 'Say the number that fits in the gap.'],
  space: () => product(range(1, 17), range(0, 3)),
  build: ([start, hole]) => {
    const seq = range(start, start + 3);
    const shown = seq.map((n, i) => (i === hole ? '___' : String(n)));
    const answer = seq[hole] ?? start;
    return blankQuestion(
      `What number is missing? ${shown.join(', ')}`,
      [answer],
      `Count up one at a time: ${seq.join(', ')}. The missing number is ${answer}.`,
    );
  },
});

/*
 * Shapes are described in words (sides and corners), never drawn with symbols:
 * the point is to connect the name with what makes the shape that shape.
 * Square and rectangle never appear as each other's wrong answer where that would be
 * arguable: a square is a rectangle, so "rectangle" is not offered when the answer is "square".
 */
interface ShapeFact { name: string; sides: number; clause: string; wrong: Array<{ name: string; why: string }> }
const SHAPE_FACTS: readonly ShapeFact[] = [
  {
    name: 'triangle', sides: 3, clause: 'a shape with 3 straight sides and 3 corners',
    wrong: [{ name: 'square', why: 'counted one side twice (4 sides)' }, { name: 'circle', why: 'did not look at the sides and corners' }, { name: 'hexagon', why: 'picked another shape with corners' }],
  },
  {
    name: 'square', sides: 4, clause: 'a shape with 4 straight sides that are all the same length and 4 corners',
    wrong: [{ name: 'triangle', why: 'missed one side when counting (3 sides)' }, { name: 'hexagon', why: 'counted some sides twice' }, { name: 'circle', why: 'did not look at the sides and corners' }],
  },
  {
    name: 'rectangle', sides: 4, clause: 'a shape with 4 straight sides, 2 long and 2 short, and 4 corners',
    wrong: [{ name: 'square', why: 'thinks every shape with 4 corners is a square' }, { name: 'triangle', why: 'missed one side when counting' }, { name: 'hexagon', why: 'counted some sides twice' }],
  },
  {
    name: 'circle', sides: 0, clause: 'a round shape with no straight sides and no corners',
    wrong: [{ name: 'square', why: 'named a shape they know without checking for corners' }, { name: 'triangle', why: 'named a shape they know without checking for corners' }],
  },
  {
    name: 'hexagon', sides: 6, clause: 'a shape with 6 straight sides and 6 corners',
    wrong: [{ name: 'triangle', why: 'counted only some of the sides' }, { name: 'square', why: 'lost count after 4 sides' }, { name: 'circle', why: 'thinks a shape with many sides is round' }],
  },
];

const SHAPE_FORMS = ['{kid} draws {clause}. Which shape did {kid} draw?', '{kid} finds a block. It is {clause}. What shape is the block?'] as const;

const nameShape = defineLesson({
  key: 'pk-shapes-name',
  name: 'Name the shape from its sides and corners',
  answerForm: WHOLE_NUMBER,
  hints: ['Count the sides and corners in the clue.', 'Round with no corners is a circle.', 'Think of a shape with that many sides.'],
  space: () => product(product(KIDS, SHAPE_FACTS), SHAPE_FORMS.map((_, i) => i)),
  build: ([[kid, shape], form], rng) => choiceQuestion({
    text: fill(SHAPE_FORMS[form] ?? SHAPE_FORMS[0], { kid: kid.name, clause: shape.clause }),
    correct: shape.name,
    distractors: shape.wrong.map((w) => ({ value: w.name, why: w.why })),
    explanation: shape.sides === 0
      ? 'A circle is round all the way around. It has no straight sides and no corners.'
      : `A ${shape.name} has ${shape.sides} straight sides and ${shape.sides} corners.${shape.name === 'square' ? ' All 4 sides are the same length.' : ''}${shape.name === 'rectangle' ? ' Two sides are long and two are short.' : ''}`,
    rng,
  }),
});

type ShapeCountParams = { kid: number; shape: ShapeFact; part: 'sides' | 'corners' };

const countShapeParts = defineLesson<ShapeCountParams>({
  key: 'pk-shapes-count-sides',
  name: 'How many sides or corners?',
  answerForm: WHOLE_NUMBER,
  hints: ['Think of the shape. Draw it in the air with your finger.', 'Count each side or corner once.', 'Stop when you are back where you started.'],
  space: () => product(range(0, KIDS.length - 1), SHAPE_FACTS).flatMap(([kid, shape]): ShapeCountParams[] => (
    // A circle has no straight sides, but "how many sides" of a round shape is a trick question for Pre-K.
    shape.sides === 0 ? [{ kid, shape, part: 'corners' }] : [{ kid, shape, part: 'sides' }, { kid, shape, part: 'corners' }]
  )),
  build: ({ kid, shape, part }) => {
    const who = KIDS[kid] ?? KIDS[0];
    const n = shape.sides;
    return blankQuestion(
      `${who?.name ?? 'Mia'} has a ${shape.name} block. How many ${part} does it have? ___`,
      [n],
      n === 0
        ? 'A circle is round all the way around, so it has 0 corners.'
        : `Touch each ${part === 'sides' ? 'side' : 'corner'} as you count: ${listFrom(1, n)}. A ${shape.name} has ${n} ${part}.`,
    );
  },
});

type MoreFewerParams = { pair: number; a: number; b: number; ask: 'more' | 'fewer' };
const SAME = 'They have the same';

const moreFewer = defineLesson<MoreFewerParams>({
  key: 'pk-more-fewer-choice',
  name: 'Who has more? Who has fewer?',
  answerForm: WHOLE_NUMBER,
  hints: ['Find the two numbers in the story.', 'The number you say later when counting is more.', 'If the numbers are the same, they have the same.'],
  space: () => product(product(range(0, KIDS.length - 1), product(range(1, 10), range(1, 10))), ['more', 'fewer'] as const)
    .map(([[pair, [a, b]], ask]): MoreFewerParams => ({ pair, a, b, ask })),
  build: ({ pair, a, b, ask }, rng) => {
    const first = KIDS[pair] ?? KIDS[0];
    const second = KIDS[(pair + 1) % KIDS.length] ?? KIDS[1];
    const thing = THINGS[(a + b + pair) % THINGS.length] ?? THINGS[0];
    if (!first || !second || !thing) throw new Error('vocabulary missing');
    const bigger = a > b ? first.name : second.name;
    const smaller = a > b ? second.name : first.name;
    const correct = a === b ? SAME : ask === 'more' ? bigger : smaller;
    const explanation = a === b
      ? `Count both: ${first.name} has ${a} and ${second.name} has ${b}. The numbers are the same, so they have the same.`
      : `Count both: ${first.name} has ${a} and ${second.name} has ${b}. ${Math.max(a, b)} comes after ${Math.min(a, b)} when we count, so ${bigger} has more and ${smaller} has fewer.`;
    return choiceQuestion({
      text: `${first.name} has ${countOf(a, thing)}. ${second.name} has ${countOf(b, thing)}. Who has ${ask} ${thing.many}?`,
      correct,
      distractors: a === b
        ? [{ value: first.name, why: 'guessed the first child without comparing' }, { value: second.name, why: 'guessed the child with the last number said' }]
        : [{ value: ask === 'more' ? smaller : bigger, why: 'mixed up more and fewer' }, { value: SAME, why: 'thinks numbers that are close are the same' }],
      explanation,
      rng,
    });
  },
});

const oneMore = defineLesson({
  key: 'pk-one-more-story',
  name: 'One more',
  answerForm: WHOLE_NUMBER,
  hints: ['One more means the next number when you count.', 'Say the first number, then count one more.'],
  space: () => product(product(KIDS, THINGS), range(1, 9)),
  build: ([[kid, thing], n], rng) => choiceQuestion({
    text: `${kid.name} has ${countOf(n, thing)}. Then ${kid.name} finds 1 more ${thing.one}. How many ${thing.many} does ${kid.name} have now?`,
    correct: n + 1,
    distractors: [
      { value: n, why: 'forgot to count the new one' },
      { value: n + 2, why: 'counted the new one twice' },
      { value: n - 1, why: 'thinks one more means one less' },
    ],
    explanation: `One more means the next number when we count. After ${n} comes ${n + 1}, so ${kid.name} has ${n + 1} ${thing.many}.`,
    rng,
  }),
});

type AfterParams = { n: number; dir: 'after' | 'before'; form: 0 | 1 };

const numberAfter = defineLesson<AfterParams>({
  key: 'pk-number-after-blank',
  name: 'The number after and the number before',
  answerForm: WHOLE_NUMBER,
  hints: ['Count up from 1 until you reach the number.', 'The number after is the next one you say.', 'The number before is the one you said just before it.'],
  space: () => [
    ...product(range(1, 19), [0, 1] as const).map(([n, form]): AfterParams => ({ n, dir: 'after', form })),
    ...product(range(2, 20), [0, 1] as const).map(([n, form]): AfterParams => ({ n, dir: 'before', form })),
  ],
  build: ({ n, dir, form }) => {
    const after = dir === 'after';
    const answer = after ? n + 1 : n - 1;
    const text = after
      ? (form === 0 ? `What number comes right after ${n}? ___` : `Count on: ${n}, ___`)
      : (form === 0 ? `What number comes just before ${n}? ___` : `Count back: ${n}, ___`);
    return blankQuestion(
      text,
      [answer],
      after
        ? `When we count, we say ${n}, then ${answer}. So ${answer} comes right after ${n}.`
        : `When we count, we say ${answer}, then ${n}. So ${answer} comes just before ${n}.`,
    );
  },
});

const PATTERN_WORDS: ReadonlyArray<readonly [string, string, string]> = [
  ['red', 'blue', 'green'], ['cat', 'dog', 'cow'], ['clap', 'stomp', 'jump'], ['apple', 'pear', 'plum'], ['circle', 'square', 'star'],
];
/** Pattern units as indexes into the word triple: AB, AAB, ABB, ABC. */
const PATTERN_UNITS: ReadonlyArray<readonly number[]> = [[0, 1], [0, 0, 1], [0, 1, 1], [0, 1, 2]];

const patterns = defineLesson({
  key: 'pk-patterns-next',
  name: 'What comes next in the pattern?',
  answerForm: WHOLE_NUMBER,
  hints: ['Say the pattern out loud.', 'Find the part that repeats.', 'Keep saying the repeating part to find what comes next.'],
  space: () => product(product(range(0, PATTERN_WORDS.length - 1), range(0, 2)), PATTERN_UNITS.map((_, i) => i))
    .flatMap(([[set, shift], unit]) => range(0, (PATTERN_UNITS[unit]?.length ?? 2) - 1).map((extra) => ({ set, shift, unit, extra }))),
  build: ({ set, shift, unit, extra }, rng) => {
    const triple = PATTERN_WORDS[set] ?? ['red', 'blue', 'green'];
    const word = (i: number): string => triple[(i + shift) % 3] ?? '';
    const core = (PATTERN_UNITS[unit] ?? [0, 1]).map(word);
    // Two whole repeats are always shown so the rule can be seen, then 0..(length - 1) more.
    const shown = range(0, 2 * core.length + extra - 1).map((i) => core[i % core.length] ?? '');
    const answer = core[shown.length % core.length] ?? '';
    const last = shown[shown.length - 1] ?? '';
    const inPattern = [...new Set(core)];
    const outside = triple.find((w) => !inPattern.includes(w)) ?? '';
    return choiceQuestion({
      text: `What comes next? ${shown.join(', ')}, ...`,
      correct: answer,
      distractors: [
        { value: last, why: 'repeated the last word instead of following the pattern' },
        ...inPattern.map((w) => ({ value: w, why: 'lost their place in the repeating part' })),
        { value: outside, why: 'picked a word that is not in the pattern' },
        ...triple.map((w) => ({ value: w, why: 'picked a word that is not next' })),
      ],
      explanation: `The part that repeats is ${core.join(', ')}. Say it again and again: ${[...shown, answer].join(', ')}. So ${answer} comes next.`,
      rng,
    });
  },
});

/** Counting dots in a ten frame (issue 18 picture): the child and the thing pick how many, 1–10. */
const countTenFrame = defineLesson({
  key: 'pk-count-ten-frame',
  name: 'How many dots in the ten frame?',
  answerForm: WHOLE_NUMBER,
  hints: ['Touch each dot as you count it.', 'Count the top row, then the bottom row.', 'The last number you say tells how many.'],
  space: () => product(range(0, KIDS.length - 1), range(0, THINGS.length - 1)),
  build: ([kidIndex, thingIndex], rng) => {
    const kid = KIDS[kidIndex] ?? KIDS[0];
    const thing = THINGS[thingIndex] ?? THINGS[0];
    if (!kid || !thing) throw new Error('vocabulary missing');
    const count = ((kidIndex * 7 + thingIndex * 3) % 10) + 1;
    return {
      ...choiceQuestion({
        text: `${kid.name} puts a dot in the ten frame for each ${thing.one}. How many ${thing.many} does ${kid.name} have?`,
        correct: count,
        distractors: [
          { value: count - 1 > 0 ? count - 1 : -1, why: 'skipped one dot while counting' },
          { value: count + 1, why: 'counted one dot twice' },
          { value: 10 - count > 0 && 10 - count !== count ? 10 - count : -1, why: 'counted the empty boxes' },
        ],
        explanation: `Touch each dot as you count: ${listFrom(1, count)}. ${kid.name} has ${countOf(count, thing)}.`,
        rng,
      }),
      figure: tenFrame(count),
    };
  },
});

/** One more and one less in short stories within 6 (Pre-K word problems). */
const oneMoreLessWord = defineLesson({
  key: 'pk-word-problems-one-more-less',
  name: 'Stories: one more, one less',
  answerForm: WHOLE_NUMBER,
  hints: ['Find the number at the start of the story.', 'One more is the next number. One less is the number before.'],
  space: () => product(product(range(0, KIDS.length - 1), range(2, 5)), ['more', 'less'] as const),
  build: ([[kidIndex, n], dir], rng) => {
    const kid = KIDS[kidIndex] ?? KIDS[0];
    const friend = KIDS[(kidIndex + 3) % KIDS.length] ?? KIDS[1];
    if (!kid || !friend) throw new Error('vocabulary missing');
    const answer = dir === 'more' ? n + 1 : n - 1;
    return choiceQuestion({
      text: dir === 'more'
        ? `${kid.name} has ${n} balloons. ${friend.name} gives ${kid.name} 1 more balloon. How many balloons does ${kid.name} have now?`
        : `${kid.name} has ${n} balloons. 1 balloon floats away. How many balloons does ${kid.name} have now?`,
      correct: answer,
      distractors: [
        { value: dir === 'more' ? n - 1 : n + 1, why: 'mixed up one more and one less' },
        { value: n, why: 'forgot the balloon that came or went' },
        { value: dir === 'more' ? n + 2 : n - 2, why: 'counted two steps instead of one' },
      ],
      explanation: dir === 'more'
        ? `One more is the next number. After ${n} comes ${answer}, so ${kid.name} has ${answer} now.`
        : `One less is the number before. Just before ${n} comes ${answer}, so ${kid.name} has ${answer} now.`,
      rng,
    });
  },
});

/** Pre-K skills: counting, number order, shapes, comparing, one more and patterns. */
export const PREK_SKILLS: SkillDef[] = [
  { key: 'pk-count-objects', grade: 13, name: 'Count objects to 10', standard: 'K.CC.B.5', prerequisites: [], lessons: [countObjects, countTenFrame] },
  { key: 'pk-number-order', grade: 13, name: 'Number order to 20', standard: 'K.CC.A.2', prerequisites: [], lessons: [missingNumber] },
  { key: 'pk-shapes', grade: 13, name: 'Shapes: sides and corners', standard: 'K.G.B.4', prerequisites: ['pk-count-objects'], lessons: [nameShape, countShapeParts] },
  { key: 'pk-more-fewer', grade: 13, name: 'More and fewer', standard: 'K.CC.C.6', prerequisites: ['pk-count-objects'], lessons: [moreFewer] },
  { key: 'pk-one-more', grade: 13, name: 'One more', standard: 'K.CC.B.4', prerequisites: ['pk-count-objects', 'pk-number-after'], lessons: [oneMore, oneMoreLessWord] },
  { key: 'pk-number-after', grade: 13, name: 'Number after and before', standard: 'K.CC.A.2', prerequisites: ['pk-number-order'], lessons: [numberAfter] },
  // Common Core has no repeating-pattern standard; sorting by an attribute (K.MD.B.3) is the closest.
  { key: 'pk-patterns', grade: 13, name: 'Repeating patterns', standard: 'K.MD.B.3', prerequisites: [], lessons: [patterns] },
];

/**
 * Pre-K (grade id 13): counting foundations. Common Core starts at K, so these
 * align to the kindergarten counting standards at their simplest.
 */
import type { SkillDef } from './types.js';
import { WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, listFrom, product, range } from './lesson.js';

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

/** Pre-K skills: counting a set and the counting sequence. */
export const PREK_SKILLS: SkillDef[] = [
  { key: 'pk-count-objects', grade: 13, name: 'Count objects to 10', standard: 'K.CC.B.5', lessons: [countObjects] },
  { key: 'pk-number-order', grade: 13, name: 'Number order to 20', standard: 'K.CC.A.2', lessons: [missingNumber] },
];

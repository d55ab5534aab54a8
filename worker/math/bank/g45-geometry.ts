/**
 * Geometry lessons of grades 4 and 5 (issue 18): measuring angles on a protractor and adding
 * angles (4.MD.C.6–7), naming angles acute, right, obtuse or straight (4.G.A.1), and the
 * hierarchy of quadrilaterals and triangles (5.G.B.3–4). Picture questions carry the picture's
 * facts in its alt text; the question text always differs between two parameter sets, so where
 * the picture alone would change (the protractor reading), the angle's letters change with it.
 */
import { WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range } from './lesson.js';
import { anglePicture } from './figures/angle.js';
import { coordinateGrid } from './figures/coordinate-grid.js';

/** Angle names for the protractor lesson: one per question, so every question text is its own. */
const ANGLE_NAMES: readonly string[] = (() => {
  const vertices = ['B', 'E', 'K', 'M', 'Q', 'T', 'R', 'O', 'V'];
  const arms: Array<[string, string]> = [['A', 'C'], ['D', 'F'], ['P', 'S'], ['X', 'Z'], ['G', 'H'], ['L', 'N'], ['U', 'W'], ['J', 'Y']];
  return product(arms, vertices).map(([[a, c], v]) => `${a}${v}${c}`);
})();

type ProtractorAsk = { degrees: number; side: 'right' | 'left'; name: string };

const protractorChoice = defineLesson<ProtractorAsk>({
  key: 'g4-angles-protractor',
  name: 'Read an angle on a protractor',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the ray that lies on 0 on the protractor.',
    'Follow the other ray out to the numbers.',
    'Count the small marks by 5s from the nearest number.',
  ],
  space: () => product(range(5, 175, 5), ['right', 'left'] as const).map(([degrees, side], i) => ({ degrees, side, name: ANGLE_NAMES[i] ?? 'ABC' })),
  build: ({ degrees, side, name }, rng) => {
    const [a, b, c] = name.split('');
    return {
      ...choiceQuestion({
        text: `How many degrees does angle ${name} measure?`,
        correct: degrees,
        distractors: [
          { value: 180 - degrees, why: 'read the protractor from the wrong side (the other 0)' },
          { value: degrees + 10, why: 'counted one long mark too many' },
          { value: degrees - 5, why: 'counted one small mark too few' },
          { value: degrees + 5, why: 'counted one small mark too many' },
        ],
        explanation: `Ray ${b}${a} lies on 0, so read the scale where ray ${b}${c} crosses it. It points to ${degrees}, so angle ${name} measures ${degrees}°.`,
        rng,
      }),
      figure: anglePicture(degrees, { protractor: true, label: name, side }),
    };
  },
});

type AngleSum = { first: number; second: number; ask: 'whole' | 'first' | 'second' };

const angleAddBlank = defineLesson<AngleSum>({
  key: 'g4-angles-add-blank',
  name: 'Add and subtract angles (angle ABD = angle ABC + angle CBD)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'The two small angles fit together to make the big angle.',
    'To find the big angle, add the two small angles.',
    'To find a small angle, subtract the other small angle from the big angle.',
  ],
  space: () => product(product(range(15, 100, 5), range(20, 110, 5)), ['whole', 'first', 'second'] as const)
    .filter(([[a, b]]) => a + b <= 165 && (a + b) % 10 !== 5 || (a + b === 90))
    .map(([[first, second], ask]) => ({ first, second, ask })),
  build: ({ first, second, ask }) => {
    const whole = first + second;
    const marks = {
      first: ask === 'first' ? '?' : `${first}°`,
      second: ask === 'second' ? '?' : `${second}°`,
      whole: ask === 'whole' ? '?' : `${whole}°`,
    };
    const lead = 'Ray BC splits angle ABD into angle ABC and angle CBD.';
    const q = ask === 'whole'
      ? blankQuestion(`${lead} Angle ABC is ${first}° and angle CBD is ${second}°. Angle ABD = ___°`, [whole],
        `The two parts make the whole angle, so add them: ${first}° + ${second}° = ${whole}°.`)
      : ask === 'first'
        ? blankQuestion(`${lead} Angle ABD is ${whole}° and angle CBD is ${second}°. Angle ABC = ___°`, [first],
          `Angle ABC is what is left of angle ABD after taking away angle CBD: ${whole}° - ${second}° = ${first}°.`)
        : blankQuestion(`${lead} Angle ABD is ${whole}° and angle ABC is ${first}°. Angle CBD = ___°`, [second],
          `Angle CBD is what is left of angle ABD after taking away angle ABC: ${whole}° - ${first}° = ${second}°.`);
    return { ...q, figure: anglePicture(whole, { split: first, label: 'ABCD', marks }) };
  },
});

type AngleKind = 'acute' | 'right' | 'obtuse' | 'straight';
const ANGLE_KINDS: readonly AngleKind[] = ['acute', 'right', 'obtuse', 'straight'];

function kindOf(degrees: number): AngleKind {
  return degrees < 90 ? 'acute' : degrees === 90 ? 'right' : degrees < 180 ? 'obtuse' : 'straight';
}

const KIND_RULE: Record<AngleKind, string> = {
  acute: 'An acute angle is less than 90°',
  right: 'A right angle is exactly 90°, a square corner',
  obtuse: 'An obtuse angle is more than 90° but less than 180°',
  straight: 'A straight angle is exactly 180°, a straight line',
};

const classifyChoice = defineLesson<number>({
  key: 'g4-classify-angles-choice',
  name: 'Acute, right, obtuse or straight?',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Compare the angle with a square corner, which is 90°.',
    'Less than 90° is acute; exactly 90° is right.',
    'Between 90° and 180° is obtuse; exactly 180° is straight.',
  ],
  space: () => [...range(5, 180, 5), 1, 2, 87, 88, 89, 91, 92, 93, 178, 179],
  build: (degrees, rng) => {
    const kind = kindOf(degrees);
    const near: Record<AngleKind, AngleKind[]> = {
      acute: ['obtuse', 'right', 'straight'],
      right: ['acute', 'obtuse', 'straight'],
      obtuse: ['acute', 'straight', 'right'],
      straight: ['obtuse', 'right', 'acute'],
    };
    return {
      ...choiceQuestion({
        text: `An angle measures ${degrees}°. Is it acute, right, obtuse or straight?`,
        correct: kind,
        distractors: near[kind].map((k) => ({ value: k, why: `mixed up ${kind} and ${k} angles` })),
        explanation: `${KIND_RULE[kind]}. ${degrees}° is ${kind === 'acute' ? 'less than 90°' : kind === 'obtuse' ? 'between 90° and 180°' : 'exactly that'}, so the angle is ${kind}.`,
        rng,
      }),
      figure: anglePicture(degrees),
    };
  },
});

type WhichAngle = { kind: AngleKind; acute: number; obtuse: number };

const classifyWhich = defineLesson<WhichAngle>({
  key: 'g4-classify-angles-which',
  name: 'Which angle is acute, right, obtuse or straight?',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Remember: a right angle is 90° and a straight angle is 180°.',
    'Acute angles are less than 90°.',
    'Obtuse angles are between 90° and 180°.',
  ],
  space: () => product(ANGLE_KINDS, product([20, 35, 45, 60, 75, 85], [100, 115, 130, 145, 160, 170]))
    .map(([kind, [acute, obtuse]]) => ({ kind, acute, obtuse })),
  build: ({ kind, acute, obtuse }, rng) => {
    const value: Record<AngleKind, number> = { acute, right: 90, obtuse, straight: 180 };
    const others = ANGLE_KINDS.filter((k) => k !== kind);
    return choiceQuestion({
      text: (opts) => `Which angle is ${kind}: ${opts.slice(0, -1).join(', ')} or ${opts[opts.length - 1] ?? ''}?`,
      correct: `${value[kind]}°`,
      distractors: others.map((k) => ({ value: `${value[k]}°`, why: `took a ${k} angle for a ${kind} one` })),
      explanation: `${KIND_RULE[kind]}. Of these, only ${value[kind]}° is ${kind}.`,
      rng,
    });
  },
});

/**
 * Quadrilaterals and triangles as sets of "cells" (kinds no narrower name covers), so that
 * "a rectangle is a square" is always / sometimes / never true by set containment and overlap.
 * Triangles use the inclusive definition of 5.G.B.3: an equilateral triangle is isosceles.
 */
const FAMILIES: Record<string, string[]> = {
  quadrilateral: ['square', 'oblong', 'diamond', 'slanted', 'other4'],
  parallelogram: ['square', 'oblong', 'diamond', 'slanted'],
  rectangle: ['square', 'oblong'],
  rhombus: ['square', 'diamond'],
  square: ['square'],
  'isosceles triangle': ['EA', 'IA', 'IR', 'IO'],
  'equilateral triangle': ['EA'],
  'scalene triangle': ['SA', 'SR', 'SO'],
  'right triangle': ['IR', 'SR'],
  'acute triangle': ['EA', 'IA', 'SA'],
  'obtuse triangle': ['IO', 'SO'],
};
const QUADS = ['quadrilateral', 'parallelogram', 'rectangle', 'rhombus', 'square'];
const TRIANGLES = ['isosceles triangle', 'equilateral triangle', 'scalene triangle', 'right triangle', 'acute triangle', 'obtuse triangle'];

/** What each name means, for the explanations. */
const DEFINITION: Record<string, string> = {
  quadrilateral: 'A quadrilateral is any shape with 4 straight sides',
  parallelogram: 'A parallelogram has 2 pairs of parallel sides',
  rectangle: 'A rectangle is a parallelogram with 4 right angles',
  rhombus: 'A rhombus is a parallelogram with 4 equal sides',
  square: 'A square has 4 equal sides and 4 right angles',
  'isosceles triangle': 'An isosceles triangle has at least 2 equal sides',
  'equilateral triangle': 'An equilateral triangle has 3 equal sides and 3 equal angles',
  'scalene triangle': 'A scalene triangle has no equal sides',
  'right triangle': 'A right triangle has one right angle',
  'acute triangle': 'An acute triangle has 3 acute angles',
  'obtuse triangle': 'An obtuse triangle has one obtuse angle',
};

function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'An' : 'A';
}

function plural(word: string): string {
  return word.endsWith('s') ? `${word}es` : `${word}s`;
}

type Truth = 'always' | 'sometimes' | 'never';

function truthOf(x: string, y: string): Truth {
  const [xs, ys] = [FAMILIES[x] ?? [], FAMILIES[y] ?? []];
  if (xs.every((c) => ys.includes(c))) return 'always';
  return xs.some((c) => ys.includes(c)) ? 'sometimes' : 'never';
}

const figuresChoice = defineLesson<[string, string]>({
  key: 'g5-classify-figures-choice',
  name: 'Always, sometimes or never? (shape families)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Say what the first shape must have.',
    'Check if that is enough to be the second shape every time.',
    'If only some of them are, the answer is sometimes; if none can be, it is never.',
  ],
  space: () => [
    ...product(QUADS, QUADS).filter(([x, y]) => x !== y),
    ...product(TRIANGLES, TRIANGLES).filter(([x, y]) => x !== y),
  ],
  build: ([x, y], rng) => {
    const truth = truthOf(x, y);
    const why = truth === 'always'
      ? `every ${x} has everything ${article(y).toLowerCase()} ${y} needs`
      : truth === 'sometimes'
        ? `some ${plural(x)} are ${plural(y)} and some are not`
        : `no ${x} can be ${article(y).toLowerCase()} ${y}`;
    return choiceQuestion({
      text: `Always, sometimes or never true? ${article(x)} ${x} is ${article(y).toLowerCase()} ${y}.`,
      correct: truth,
      distractors: (['always', 'sometimes', 'never'] as const).filter((t) => t !== truth).map((t) => ({ value: t, why: `mixed up the families: said ${t}` })),
      explanation: `${DEFINITION[x] ?? ''}, and ${(DEFINITION[y] ?? '').replace(/^An? /, (m) => m.toLowerCase())}. So ${why}: the answer is ${truth}.`,
      rng,
    });
  },
});

type TriangleAsk = { by: 'angles'; a: number; b: number; c: number } | { by: 'sides'; a: number; b: number; c: number; unit: string };

/** Triangles by their angles (multiples of 5°, at least 20°) and by their sides (whole cm or m). */
function triangleSpace(): TriangleAsk[] {
  const byAngles = product(range(20, 85, 5), range(20, 120, 5))
    .filter(([a, b]) => a <= b && 180 - a - b >= b && (a + b) % 10 === 0)
    .map(([a, b]): TriangleAsk => ({ by: 'angles', a, b, c: 180 - a - b }));
  const bySides = product(product(range(3, 12), range(3, 12)), range(3, 14))
    .filter(([[a, b], c]) => a <= b && b <= c && a + b > c && (a === b || b === c ? (a + 2 * c) % 3 === 0 : (a + b + c) % 4 === 0))
    .map(([[a, b], c], i): TriangleAsk => ({ by: 'sides', a, b, c, unit: i % 2 === 0 ? 'cm' : 'm' }));
  return [...byAngles, ...bySides];
}

const trianglesChoice = defineLesson<TriangleAsk>({
  key: 'g5-classify-figures-triangles',
  name: 'Name a triangle by its angles or sides',
  answerForm: WHOLE_NUMBER,
  hints: [
    'By angles: look for an angle of exactly 90° or one bigger than 90°.',
    'By sides: count how many sides are the same length.',
    'Pick the name that fits best.',
  ],
  space: triangleSpace,
  build: (t, rng) => {
    if (t.by === 'angles') {
      // Show the angles in a mixed order so the biggest is not always last.
      const shown = [t.b, t.c, t.a];
      const kind = t.c === 90 ? 'right' : t.c > 90 ? 'obtuse' : 'acute';
      const others = (['acute', 'right', 'obtuse'] as const).filter((k) => k !== kind);
      return choiceQuestion({
        text: `A triangle has angles of ${shown[0]}°, ${shown[1]}° and ${shown[2]}°. Is it an acute, right or obtuse triangle?`,
        correct: kind,
        distractors: others.map((k) => ({ value: k, why: `took the triangle for ${k}` })),
        explanation: kind === 'acute'
          ? `All three angles are less than 90°, so it is an acute triangle.`
          : `Its biggest angle is ${t.c}°, which is ${kind === 'right' ? 'a right angle' : 'more than 90°'}, so it is ${kind === 'right' ? 'a right' : 'an obtuse'} triangle.`,
        rng,
      });
    }
    const shown = [t.b, t.a, t.c];
    const equal = new Set([t.a, t.b, t.c]).size;
    const kind = equal === 1 ? 'equilateral' : equal === 2 ? 'isosceles' : 'scalene';
    const others = (['equilateral', 'isosceles', 'scalene'] as const).filter((k) => k !== kind);
    return choiceQuestion({
      text: `A triangle has sides of ${shown[0]} ${t.unit}, ${shown[1]} ${t.unit} and ${shown[2]} ${t.unit}. Which name fits it best: equilateral, isosceles or scalene?`,
      correct: kind,
      distractors: others.map((k) => ({ value: k, why: `took the triangle for ${k}` })),
      explanation: kind === 'equilateral'
        ? 'All three sides are the same length, so it is equilateral (an equilateral triangle is also isosceles, but equilateral says more).'
        : kind === 'isosceles'
          ? 'Exactly two sides are the same length, so it is isosceles.'
          : 'No two sides are the same length, so it is scalene.',
      rng,
    });
  },
});

export const G4_GEOMETRY = { protractorChoice, angleAddBlank, classifyChoice, classifyWhich };
export const G5_GEOMETRY = { figuresChoice, trianglesChoice };

/** Grade 5 coordinate plane: first quadrant, 0 to 10 on both axes. */
const GRID = { xMin: 0, xMax: 10, yMin: 0, yMax: 10 } as const;

/** Wrong points a child could pick for (x, y): the swapped pair first, then near misses. */
function pointDecoys(x: number, y: number): Array<[number, number]> {
  const candidates: Array<[number, number]> = [[y, x], [x + 1, y], [x, y - 1], [x - 1, y + 1], [x + 2, y + 1], [x - 2, y - 1], [x + 1, y + 2]];
  const out: Array<[number, number]> = [];
  for (const [a, b] of candidates) {
    if (out.length >= 3) break;
    if (a < 0 || b < 0 || a > 10 || b > 10 || (a === x && b === y) || out.some(([c, d]) => c === a && d === b)) continue;
    out.push([a, b]);
  }
  return out;
}

const LETTERS = ['A', 'B', 'C', 'D'];

const whichPoint = defineLesson<[number, number]>({
  key: 'g5-coordinate-plane-which',
  name: 'Find a point from its coordinates',
  answerForm: WHOLE_NUMBER,
  hints: [
    'The first number tells how far to go right from 0, along the x-axis.',
    'The second number tells how far to go up, along the y-axis.',
    'Do not swap them: across first, then up.',
  ],
  space: () => product(range(1, 9), range(1, 9)).filter(([x, y]) => x !== y),
  build: ([x, y], rng) => {
    const decoys = pointDecoys(x, y);
    const points = rng.shuffle([[x, y] as [number, number], ...decoys]).map(([px, py], i) => ({ x: px, y: py, label: LETTERS[i] ?? 'A' }));
    const right = points.find((p) => p.x === x && p.y === y)?.label ?? 'A';
    const swapped = points.find((p) => p.x === y && p.y === x)?.label;
    return {
      question_type: 'M',
      text: `Which point is at (${x}, ${y})?`,
      answers: points.map((p, i) => ({ id: i + 1, answer_text: p.label, correct: p.label === right })),
      correct_answer: [right],
      explanation: `Start at 0, go ${x} to the right along the x-axis, then ${y} up. That is point ${right}.${swapped ? ` Point ${swapped} is at (${y}, ${x}): across and up swapped.` : ''}`,
      figure: coordinateGrid({ ...GRID, points }),
    };
  },
});

type Move = { x: number; y: number; dx: number; dy: number };

const movePoint = defineLesson<Move>({
  key: 'g5-coordinate-plane-move',
  name: 'Move a point on the coordinate plane',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Moving right or left changes the first number, x.',
    'Moving up or down changes the second number, y.',
    'Add for right and up; subtract for left and down.',
  ],
  space: () => product(product(range(0, 8), range(0, 8)), product([-3, -2, 2, 3, 4], [-2, 1, 3, 5]))
    .filter(([[x, y], [dx, dy]]) => x + dx >= 0 && x + dx <= 10 && y + dy >= 0 && y + dy <= 10 && (x * 3 + y * 5 + dx + dy) % 7 === 0)
    .map(([[x, y], [dx, dy]]) => ({ x, y, dx, dy })),
  build: ({ x, y, dx, dy }) => {
    const across = dx > 0 ? `${dx} units right` : `${-dx} units left`;
    const upDown = dy > 0 ? `${dy} ${dy === 1 ? 'unit' : 'units'} up` : `${-dy} units down`;
    return {
      ...blankQuestion(
        `Point P is at (${x}, ${y}). Move it ${across} and ${upDown}. Where is it now? (___, ___)`,
        [x + dx, y + dy],
        `Right and left change x: ${x} ${dx > 0 ? '+' : '-'} ${Math.abs(dx)} = ${x + dx}. Up and down change y: ${y} ${dy > 0 ? '+' : '-'} ${Math.abs(dy)} = ${y + dy}. So the point is at (${x + dx}, ${y + dy}).`,
      ),
      figure: coordinateGrid({ ...GRID, points: [{ x, y, label: 'P' }] }),
    };
  },
});

export const G5_COORDINATES = { whichPoint, movePoint };

/**
 * Grade 6 algebra lessons split out of g67-grade6.ts: which number makes an inequality true and
 * reading an inequality from a number line (6.EE.B.8), and evaluating expressions such as 3x + 2,
 * a(x + b) and x^2 + b with blanks or with choices built from common mistakes (6.EE.A.2).
 * g67-grade6.ts puts these lessons in its g6-inequalities and g6-expressions skills.
 */
import { INTEGER, KIDS, blankQuestion, choiceQuestion, defineLesson, orList, product, range, kidAt } from './lesson.js';
import { hashString } from './rng.js';
import { inequalityLine } from './g67-inequality-line.js';
import type { InequalityOp } from './g67-inequality-line.js';

// ---------------------------------------------------------------- 6.EE.B.8 inequalities

const OPS: readonly InequalityOp[] = ['>', '<', '≥', '≤'];
const OP_WORDS: Record<InequalityOp, string> = { '>': 'greater than', '<': 'less than', '≥': 'greater than or equal to', '≤': 'less than or equal to' };

function holds(v: number, op: InequalityOp, c: number): boolean {
  return op === '>' ? v > c : op === '<' ? v < c : op === '≥' ? v >= c : v <= c;
}

export const inequalitySolutions = defineLesson({
  key: 'g6-inequality-solutions-choice',
  name: 'Which number makes an inequality true?',
  answerForm: INTEGER,
  hints: [
    'Read the sign: > is greater than, < is less than.',
    'The sign with a line under it (≥ or ≤) also lets x equal the number.',
    'Try each choice in place of x. Remember: -5 is less than -2.',
  ],
  space: () => product(OPS, product(range(-8, 8), range(0, 3))),
  build: ([op, [c, k]], rng) => {
    const up = op === '>' || op === '≥';
    const strict = op === '>' || op === '<';
    const dir = up ? 1 : -1;
    const answer = c + dir * (strict ? k + 1 : k);
    const candidates = [
      { value: c, why: 'forgot that > and < do not include the number itself' },
      { value: -(c + dir * (k + 2)), why: 'compared sizes and ignored the negative sign' },
      { value: c - dir * (k + 1), why: 'read the sign the wrong way round' },
      { value: c - dir * (2 * k + 3), why: 'read the sign the wrong way round' },
      { value: c - dir, why: 'picked the number just on the wrong side' },
    ].filter((d) => !holds(d.value, op, c));
    return choiceQuestion({
      text: (opts) => `Which number makes x ${op} ${c} true: ${orList(opts)}?`,
      correct: String(answer),
      distractors: candidates.map((d) => ({ value: String(d.value), why: d.why })),
      explanation: `x ${op} ${c} means x is ${OP_WORDS[op]} ${c}. On a number line, ${answer} is ${answer === c ? 'equal to' : up ? 'to the right of' : 'to the left of'} ${c}, and it is the only choice that is ${OP_WORDS[op]} ${c}.`,
      rng,
    });
  },
});

const VARIABLES = ['x', 'y', 'n', 't', 'a', 'b', 'k', 'm'] as const;

export const inequalityGraph = defineLesson({
  key: 'g6-inequality-graph-choice',
  name: 'Read an inequality from a number line',
  answerForm: INTEGER,
  hints: [
    'Find the circle: that is the boundary number.',
    'An open circle means the number is not included (> or <); a filled circle means it is (≥ or ≤).',
    'Shading to the right means greater; to the left means less.',
  ],
  space: () => product(range(0, KIDS.length - 1), VARIABLES),
  build: ([k, v], rng) => {
    const kid = kidAt(k);
    const h = hashString(`g6-inequality-graph|${k}|${v}`);
    const op = OPS[h % 4] ?? '>';
    const c = ((h >>> 3) % 15) - 7;
    const swapStrict: Record<InequalityOp, InequalityOp> = { '>': '≥', '≥': '>', '<': '≤', '≤': '<' };
    const flip: Record<InequalityOp, InequalityOp> = { '>': '<', '<': '>', '≥': '≤', '≤': '≥' };
    const open = op === '>' || op === '<';
    const right = op === '>' || op === '≥';
    return {
      ...choiceQuestion({
        text: `${kid.name} graphed an inequality for ${v} on this number line. Which inequality does it show?`,
        correct: `${v} ${op} ${c}`,
        distractors: [
          { value: `${v} ${swapStrict[op]} ${c}`, why: 'mixed up the open and the filled circle' },
          { value: `${v} ${flip[op]} ${c}`, why: 'read the direction of the shading the wrong way' },
          { value: `${v} ${flip[swapStrict[op]]} ${c}`, why: 'mixed up both the circle and the direction' },
        ],
        explanation: `The circle at ${c} is ${open ? 'open, so ' + c + ' is not included' : 'filled, so ' + c + ' is included'}. The shading goes to the ${right ? 'right (greater numbers)' : 'left (smaller numbers)'}, so it shows ${v} ${op} ${c}.`,
        rng,
      }),
      figure: inequalityLine({ op, value: c, from: c - 5, to: c + 5 }),
    };
  },
});

// ---------------------------------------------------------------- 6.EE.A.2 expressions

type ExprForm = 'ax+b' | 'ax-b' | 'a(x+b)' | 'x^2+b' | 'x÷a+b';

interface Expr { text: string; value: number; steps: string }

function expression(form: ExprForm, a: number, b: number, x: number, v: string): Expr {
  switch (form) {
    case 'ax+b': return { text: `${a}${v} + ${b}`, value: a * x + b, steps: `${a}${v} means ${a} × ${v}: ${a} × ${x} = ${a * x}, then ${a * x} + ${b} = ${a * x + b}.` };
    case 'ax-b': return { text: `${a}${v} - ${b}`, value: a * x - b, steps: `${a}${v} means ${a} × ${v}: ${a} × ${x} = ${a * x}, then ${a * x} - ${b} = ${a * x - b}.` };
    case 'a(x+b)': return { text: `${a}(${v} + ${b})`, value: a * (x + b), steps: `Do the parentheses first: ${x} + ${b} = ${x + b}, then ${a} × ${x + b} = ${a * (x + b)}.` };
    case 'x^2+b': return { text: `${v}^2 + ${b}`, value: x * x + b, steps: `${v}^2 means ${v} × ${v}: ${x} × ${x} = ${x * x}, then ${x * x} + ${b} = ${x * x + b}.` };
    case 'x÷a+b': return { text: `${v} ÷ ${a} + ${b}`, value: x / a + b, steps: `Divide first: ${x} ÷ ${a} = ${x / a}, then ${x / a} + ${b} = ${x / a + b}.` };
  }
}

function expressionSpace(): Array<[ExprForm, number, number, number]> {
  const forms: ExprForm[] = ['ax+b', 'ax-b', 'a(x+b)', 'x^2+b', 'x÷a+b'];
  return product(forms, product(range(2, 9), product(range(1, 12), range(2, 12))))
    .map(([f, [a, [b, x]]]): [ExprForm, number, number, number] => [f, a, b, x])
    .filter(([f, a, b, x]) => {
      if (f === 'ax-b' && a * x - b < 1) return false;
      if (f === 'x÷a+b' && x % a !== 0) return false;
      if (f === 'x^2+b' && a !== 2) return false; // a is unused: keep one copy of each x^2 + b
      return (a * 7 + b * 3 + x * 5) % 4 === 0 || f === 'x÷a+b' || f === 'x^2+b';
    });
}

export const evaluateBlank = defineLesson({
  key: 'g6-evaluate-expressions-blank',
  name: 'Evaluate expressions',
  answerForm: INTEGER,
  hints: [
    'Write the number in place of the letter.',
    'A number next to a letter means multiply: 3x is 3 × x.',
    'Follow the order of operations: parentheses, powers, × and ÷, then + and -.',
  ],
  space: expressionSpace,
  build: ([form, a, b, x]) => {
    const v = VARIABLES[(a + b + x) % 4] ?? 'x';
    const e = expression(form, a, b, x, v);
    return blankQuestion(`If ${v} = ${x}, then ${e.text} = ___`, [e.value], `Put ${x} in place of ${v}. ${e.steps}`);
  },
});

export const evaluateChoice = defineLesson({
  key: 'g6-evaluate-expressions-choice',
  name: 'Evaluate expressions (choose the answer)',
  answerForm: INTEGER,
  hints: [
    'Write the number in place of the letter.',
    'A number next to a letter means multiply, not write the digits side by side.',
    'Do parentheses and powers first, then × and ÷, then + and -.',
  ],
  space: () => expressionSpace().filter(([f, a, b, x]) => f !== 'x÷a+b' && (a + b + x) % 2 === 0),
  build: ([form, a, b, x], rng) => {
    const v = VARIABLES[(a + x) % 4] ?? 'x';
    const e = expression(form, a, b, x, v);
    const glued = Number(`${a}${x}`);
    const wrong: Record<Exclude<ExprForm, 'x÷a+b'>, Array<{ value: number; why: string }>> = {
      'ax+b': [
        { value: glued + b, why: `read ${a}${v} as the digits ${a} and ${x} side by side` },
        { value: a * (x + b), why: 'added before multiplying' },
        { value: a + x + b, why: 'added the number instead of multiplying' },
      ],
      'ax-b': [
        { value: glued - b, why: `read ${a}${v} as the digits ${a} and ${x} side by side` },
        { value: a * (x - b) >= 0 ? a * (x - b) : -1, why: 'subtracted before multiplying' },
        { value: a + x - b >= 0 ? a + x - b : -1, why: 'added the number instead of multiplying' },
      ],
      'a(x+b)': [
        { value: a * x + b, why: 'multiplied only the first number in the parentheses' },
        { value: a + x + b, why: 'added instead of multiplying' },
        { value: Number(`${a}${x + b}`), why: 'wrote the numbers side by side instead of multiplying' },
      ],
      'x^2+b': [
        { value: 2 * x + b, why: `read ${v}^2 as 2 × ${v}` },
        { value: x + 2 + b, why: `read ${v}^2 as ${v} + 2` },
        { value: (x + b) ** 2, why: 'added before squaring' },
      ],
    };
    return choiceQuestion({
      text: `What is the value of ${e.text} when ${v} = ${x}?`,
      correct: e.value,
      distractors: form === 'x÷a+b' ? [] : wrong[form],
      explanation: `Put ${x} in place of ${v}. ${e.steps}`,
      rng,
    });
  },
});

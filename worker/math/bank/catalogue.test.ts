import { describe, it, expect } from 'vitest';
import type { AnswerFormPolicy, GeneratedQuestion, LessonDef } from './types.js';
import { SKILLS, checkAnswer, findLesson } from './index.js';
import { spaceSize } from './lesson.js';
import { checkAnswerDetailed } from '../../../core/answers/check';

/*
 * Catalogue-wide checks that sit beside bank.test.ts: the notations the K–8
 * catalogue must use, and how each lesson's answer-form policy judges the
 * equivalent ways a child might type the same (or a wrong) number.
 */

const LESSONS: LessonDef[] = SKILLS.flatMap((s) => s.lessons);

function seeds(lesson: LessonDef, n = 60): GeneratedQuestion[] {
  return Array.from({ length: n }, (_, i) => lesson.generate(i + 1));
}

function allText(q: GeneratedQuestion): string {
  return [q.text, ...q.answers.map((a) => a.answer_text)].join('\n');
}

/** The first question of a lesson (searching its whole space) whose text matches. */
function questionWhere(key: string, test: RegExp): GeneratedQuestion {
  const lesson = findLesson(key);
  if (!lesson) throw new Error(`no lesson ${key}`);
  const size = spaceSize(lesson) ?? 0;
  for (let seed = 1; seed <= size; seed++) {
    const q = lesson.generate(seed);
    if (test.test(q.text)) return q;
  }
  throw new Error(`${key}: no question matches ${String(test)}`);
}

function policyOf(key: string): AnswerFormPolicy {
  const lesson = findLesson(key);
  if (!lesson) throw new Error(`no lesson ${key}`);
  return lesson.answerForm;
}

const judge = (key: string, q: GeneratedQuestion, typed: string[]) => checkAnswer(q, { answer_data: typed }, policyOf(key));

describe('notation coverage (seeds 1..60, the questions the server seeds)', () => {
  const texts = LESSONS.flatMap((l) => seeds(l).map(allText));
  it.each([
    ['a fraction a/b', /(^|[^\d/])\d+\/\d+(?![\d/])/],
    ['a mixed number w n/d', /(^|[^\d])\d+ \d+\/\d+(?![\d/])/],
    ['a ^ exponent', /\^-?\d/],
    ['a polynomial in descending order of exponents', /-?\d*x\^2 [+-] \d*x [+-] \d+/],
    ['a point-slope equation', /y [+-] \d+ = -?\d+\(x [+-] \d+\)/],
    ['a slope-intercept equation', /y = -?\d*x [+-] \d+/],
    ['a negative number', /(^|[\s(])-\d/],
    ['a decimal', /\d\.\d/],
  ] as const)('uses %s', (_, pattern) => {
    expect(texts.some((t) => pattern.test(t))).toBe(true);
  });
});

/** A wrong value written in a form the policy accepts, in lowest terms where that matters. */
function oneMore(value: string, policy: AnswerFormPolicy): string {
  let m = /^(-?\d+) (\d+\/\d+)$/.exec(value);
  if (m) return `${Number(m[1]) + 1} ${m[2] ?? ''}`;
  m = /^(-?\d+)\/(\d+)$/.exec(value);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (policy.answerForms.includes('improper')) return `${a + b}/${b}`; // (a + b)/b stays in lowest terms
    // Proper fractions only (a probability): one part more or less, simplification is optional there.
    return a + 1 < b ? `${a + 1}/${b}` : `${a - 1}/${b}`;
  }
  m = /^(-?\d+)\.(\d+)$/.exec(value);
  if (m) return `${Number(m[1]) + 1}.${m[2] ?? ''}`;
  return String(Number(value) + 1);
}

describe('answer-form policy, lesson by lesson (BLNK, seeds 1..60)', () => {
  const blankLessons = LESSONS.filter((l) => l.generate(1).question_type === 'BLNK');

  it.each(blankLessons.map((l) => [l.key, l] as const))('%s judges equivalent, unsimplified, wrong and malformed entries by its policy', (_, lesson) => {
    const { answerForms, simplify } = lesson.answerForm;
    for (const q of seeds(lesson)) {
      const right = q.correct_answer;
      const check = (typed: string[]) => checkAnswer(q, { answer_data: typed }, lesson.answerForm);
      const replace = (i: number, typed: string): string[] => right.map((v, j) => (j === i ? typed : v));
      expect(check(right), q.text).toBe('correct');
      right.forEach((value, i) => {
        expect(check(replace(i, 'abc')), `${q.text} | abc`).toBe('invalid');
        expect(check(replace(i, oneMore(value, lesson.answerForm))), `${q.text} | ${oneMore(value, lesson.answerForm)}`).toBe('incorrect');
        const fraction = /^(-?\d+)\/(\d+)$/.exec(value);
        if (fraction) {
          // Doubling top and bottom gives the same value, not simplified.
          const doubled = `${2 * Number(fraction[1])}/${2 * Number(fraction[2])}`;
          const want = simplify === 'required' ? 'invalid' : simplify === 'enforced' ? 'incorrect' : 'correct';
          expect(check(replace(i, doubled)), `${q.text} | ${doubled}`).toBe(want);
        }
        const decimal = /^(-?\d+)\.(\d+)$/.exec(value);
        if (decimal) expect(check(replace(i, `${value}0`)), `${q.text} | ${value}0`).toBe('correct');
        if (/^-?\d+$/.test(value)) {
          // A whole value written with a point ("24.0") is a whole number wherever whole numbers are accepted (issue 18 item 7).
          const wholeAccepted = answerForms.includes('decimal') || answerForms.includes('integer');
          expect(check(replace(i, `${value}.0`)), `${q.text} | ${value}.0`).toBe(wholeAccepted ? 'correct' : 'invalid');
          expect(check(replace(i, `+${value}`)), `${q.text} | +${value}`).toBe(value.startsWith('-') ? 'invalid' : wholeAccepted ? 'correct' : 'invalid');
          if (Math.abs(Number(value)) >= 1000 && !value.startsWith('-')) {
            const grouped = Number(value).toLocaleString('en-US').replace(/,/g, '\u2009');
            expect(check(replace(i, grouped)), `${q.text} | ${grouped}`).toBe(wholeAccepted ? 'correct' : 'invalid');
          }
          if (Number(value) !== 0) expect(check(replace(i, String(-Number(value)))), `${q.text} | sign`).toBe('incorrect');
        }
      });
    }
  });
});

describe('answer forms on real catalogue questions', () => {
  it('mixed numbers: 35/4 as a mixed number wants 8 3/4', () => {
    const q = questionWhere('g4-improper-to-mixed', /^Write 35\/4 /);
    expect(q.correct_answer).toEqual(['8 3/4']);
    expect(judge('g4-improper-to-mixed', q, ['8 3/4'])).toBe('correct');
    expect(judge('g4-improper-to-mixed', q, [' 8  3 / 4 '])).toBe('correct');
    expect(judge('g4-improper-to-mixed', q, ['35/4'])).toBe('invalid'); // right value, but not the form asked for
    expect(judge('g4-improper-to-mixed', q, ['8 6/8'])).toBe('invalid'); // not simplified
    expect(judge('g4-improper-to-mixed', q, ['8 1/4'])).toBe('incorrect');
  });

  it('improper fractions: 8 3/4 as an improper fraction wants 35/4', () => {
    const q = questionWhere('g4-mixed-to-improper', /^Write 8 3\/4 /);
    expect(judge('g4-mixed-to-improper', q, ['35/4'])).toBe('correct');
    expect(judge('g4-mixed-to-improper', q, ['8 3/4'])).toBe('invalid');
    expect(judge('g4-mixed-to-improper', q, ['70/8'])).toBe('invalid');
    expect(judge('g4-mixed-to-improper', q, ['83/4'])).toBe('incorrect');
  });

  it('simplest form required: 1/2 + 1/4 accepts 3/4, sends 6/8 back, refuses 0.75 as a form', () => {
    const q = questionWhere('g5-unlike-fractions-blank', /^1\/2 \+ 1\/4 = ___/);
    expect(judge('g5-unlike-fractions-blank', q, ['3/4'])).toBe('correct');
    expect(judge('g5-unlike-fractions-blank', q, ['6/8'])).toBe('invalid');
    expect(judge('g5-unlike-fractions-blank', q, ['0.75'])).toBe('invalid');
    expect(judge('g5-unlike-fractions-blank', q, ['3/8'])).toBe('incorrect');
    // Perseus "required": an unsimplified entry is sent back even when its value is also wrong.
    expect(judge('g5-unlike-fractions-blank', q, ['2/6'])).toBe('invalid');
  });

  it('simplify enforced: writing 6/8 in simplest form as 6/8 or 3/4 vs 12/16', () => {
    const q = questionWhere('g4-simplify-fraction-blank', /^Write 6\/8 in simplest form/);
    expect(judge('g4-simplify-fraction-blank', q, ['3/4'])).toBe('correct');
    expect(judge('g4-simplify-fraction-blank', q, ['6/8'])).toBe('incorrect');
    expect(judge('g4-simplify-fraction-blank', q, ['12/16'])).toBe('incorrect');
  });

  it('simplify optional: 3/8 + 3/8 takes 6/8 and 3/4 alike', () => {
    const q = questionWhere('g4-add-like-fractions-blank', /^3\/8 \+ 3\/8 = ___$/);
    expect(judge('g4-add-like-fractions-blank', q, ['6/8'])).toBe('correct');
    expect(judge('g4-add-like-fractions-blank', q, ['3/4'])).toBe('correct');
    expect(judge('g4-add-like-fractions-blank', q, ['6/16'])).toBe('incorrect');
  });

  it('any number form: a constant of proportionality of 5/2 may be typed 10/4, 2 1/2 or 2.5', () => {
    const q = questionWhere('g7-constant-of-proportionality-blank', /When x = 4, y = 10\./);
    for (const typed of ['5/2', '10/4', '2 1/2', '2.5', '2.50']) expect(judge('g7-constant-of-proportionality-blank', q, [typed]), typed).toBe('correct');
    expect(judge('g7-constant-of-proportionality-blank', q, ['2/5'])).toBe('incorrect');
  });

  it('decimals: trailing zeros are fine, fractions are not a decimal', () => {
    const q = questionWhere('g4-fraction-to-decimal-blank', /^Write 25\/10 as a decimal/);
    expect(q.correct_answer).toEqual(['2.5']);
    expect(judge('g4-fraction-to-decimal-blank', q, ['2.50'])).toBe('correct');
    expect(judge('g4-fraction-to-decimal-blank', q, ['2.5'])).toBe('correct');
    expect(judge('g4-fraction-to-decimal-blank', q, ['5/2'])).toBe('invalid');
    expect(judge('g4-fraction-to-decimal-blank', q, ['0.25'])).toBe('incorrect');
  });

  it('negative integers: -7 and -7.0 are -7, 7 is wrong, -7.5 is not an integer form', () => {
    const q = questionWhere('g7-add-subtract-integers-blank', /^-\d+ [+-] .* = ___$/);
    const [answer] = q.correct_answer;
    const key = 'g7-add-subtract-integers-blank';
    expect(judge(key, q, [answer ?? ''])).toBe('correct');
    expect(judge(key, q, [`${answer ?? ''}.0`])).toBe('correct'); // a whole value written with a point
    expect(judge(key, q, [`${answer ?? ''}.5`])).toBe('invalid'); // not a whole number: "Write it as a whole number, like 12"
    expect(judge(key, q, [(answer ?? '').replace('-', '\u2212')])).toBe('correct'); // a typographic minus
    if (answer !== '0') expect(judge(key, q, [String(-Number(answer))])).toBe('incorrect');
  });

  it('slope and intercept blanks are numbers, read from y = mx + b', () => {
    const q = questionWhere('g8-slope-intercept-blank', /the line y = 2x \+ 1,/);
    expect(q.correct_answer).toEqual(['2', '1']);
    expect(judge('g8-slope-intercept-blank', q, ['2', '1'])).toBe('correct');
    expect(judge('g8-slope-intercept-blank', q, ['1', '2'])).toBe('incorrect');
  });

  it('point-slope to slope-intercept: y - 3 = 2(x - 1) gives m = 2, b = 1', () => {
    const q = questionWhere('g8-point-slope-to-slope-intercept-blank', /^Write y - 3 = 2\(x - 1\) /);
    expect(judge('g8-point-slope-to-slope-intercept-blank', q, ['2', '1'])).toBe('correct');
  });

  it('multiple choice questions with expression options mark the equivalent equation correct', () => {
    const q = questionWhere('g8-point-slope-to-slope-intercept-choice', /same line as y - 3 = 2\(x - 1\)\?$/);
    const right = q.answers.find((a) => a.correct);
    expect(right?.answer_text).toBe('y = 2x + 1');
  });
});

describe('answer forms: what the child is told on real catalogue questions (issue 18 item 7)', () => {
  const explain = (key: string, q: GeneratedQuestion, typed: string[]) => checkAnswerDetailed(q, { answer_data: typed }, policyOf(key));

  it('a mixed-number lesson asks for a mixed number, with an example that is not the answer', () => {
    const q = questionWhere('g4-improper-to-mixed', /^Write 35\/4 /);
    expect(explain('g4-improper-to-mixed', q, ['35/4'])).toEqual({ verdict: 'invalid', message: 'Write it as a mixed number, like 2 1/4' });
    expect(explain('g4-improper-to-mixed', q, ['8 6/8'])).toEqual({ verdict: 'invalid', message: 'Write the fraction in simplest form, like 2 1/4' });
    expect(explain('g4-improper-to-mixed', q, ['8.75'])).toEqual({ verdict: 'invalid', message: 'Write it as a mixed number, like 2 1/4' });
  });

  it('an improper-fraction lesson asks for an improper fraction', () => {
    const q = questionWhere('g4-mixed-to-improper', /^Write 8 3\/4 /);
    expect(explain('g4-mixed-to-improper', q, ['8 3/4'])).toEqual({ verdict: 'invalid', message: 'Write it as an improper fraction, like 9/4' });
  });

  it('a simplest-form lesson refuses a decimal as a form and asks for a fraction other than the answer', () => {
    const q = questionWhere('g5-unlike-fractions-blank', /^1\/2 \+ 1\/4 = ___/);
    expect(explain('g5-unlike-fractions-blank', q, ['0.75'])).toEqual({ verdict: 'invalid', message: 'Write it as a fraction, like 2/5' });
    expect(explain('g5-unlike-fractions-blank', q, ['6/8'])).toEqual({ verdict: 'invalid', message: 'Write the fraction in simplest form, like 2/3' });
  });

  it('adding like fractions (any form) takes a decimal for the fraction', () => {
    const q = questionWhere('g4-add-like-fractions-blank', /^3\/8 \+ 3\/8 = ___$/);
    for (const typed of ['0.75', '.75', '6/8', '3/4']) expect(explain('g4-add-like-fractions-blank', q, [typed]), typed).toEqual({ verdict: 'correct' });
  });

  it('a decimal lesson asks for a decimal', () => {
    const q = questionWhere('g4-fraction-to-decimal-blank', /^Write 25\/10 as a decimal/);
    expect(explain('g4-fraction-to-decimal-blank', q, ['5/2'])).toEqual({ verdict: 'invalid', message: 'Write it as a decimal, like 0.75' });
    expect(explain('g4-fraction-to-decimal-blank', q, ['2,5'])).toEqual({ verdict: 'invalid', message: 'Use a point for decimals, like 0.75' });
  });

  it('percent of a number asks for the part, a number: "%" is refused with a message', () => {
    const q = questionWhere('g6-percent-of-number-blank', /^\d+% of \d+ = ___$/);
    const [answer = ''] = q.correct_answer;
    expect(explain('g6-percent-of-number-blank', q, [answer])).toEqual({ verdict: 'correct' });
    expect(explain('g6-percent-of-number-blank', q, [`${answer}%`]).verdict).toBe('invalid');
    expect(explain('g6-percent-of-number-blank', q, [`${answer}%`]).message).toMatch(/^Write just the number, without %, like /);
  });

  it('a whole-number lesson takes "+24", "24.0" and grouped thousands, and asks for digits otherwise', () => {
    const lesson = LESSONS.find((l) => l.answerForm.answerForms.join() === 'integer' && l.generate(1).question_type === 'BLNK' && l.generate(1).correct_answer.length === 1);
    if (!lesson) throw new Error('no whole-number blank lesson');
    const q = lesson.generate(1);
    const [answer = ''] = q.correct_answer;
    for (const typed of [`+${answer}`, `${answer}.0`, `${answer}.00`, ` ${answer} `]) expect(explain(lesson.key, q, [typed]), typed).toEqual({ verdict: 'correct' });
    expect(explain(lesson.key, q, ['twelve'])).toEqual({ verdict: 'invalid', message: answer === '24' ? 'Use digits, like 15' : 'Use digits, like 24' });
  });
});

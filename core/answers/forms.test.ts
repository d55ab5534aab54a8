/**
 * Answer forms like Perseus (issue 18, item 7): the equivalent ways a child may write a number are
 * accepted unless the lesson's policy forbids them, and a form the policy forbids is sent back
 * ('invalid': nothing stored or counted) with a message that names the wanted form and shows an
 * example that is never the answer itself. One row per case: what the child typed, the expected
 * value, the policy, the verdict and the message (null: none).
 */
import { describe, expect, it } from 'vitest';
import { checkAnswerDetailed } from './check';
import { INVALID_ANSWER_MESSAGE, judgeAnswer, type JudgedQuestion } from './judge';
import { judgeEntriesDetailed, judgeEntryDetailed, parseAnswerNumber, percentBlanks, type NumberPolicy } from './number';
import {
  ANY_NUMBER,
  DECIMAL,
  FRACTION_ANY_FORM,
  FRACTION_REDUCE_ENFORCED,
  FRACTION_SIMPLEST,
  IMPROPER_ONLY,
  INTEGER,
  MIXED_ONLY,
  PERCENT,
  WHOLE_NUMBER,
} from './policies';
import type { AnswerVerdict } from './types';

const POLICIES = { WHOLE_NUMBER, INTEGER, FRACTION_ANY_FORM, FRACTION_SIMPLEST, FRACTION_REDUCE_ENFORCED, DECIMAL, ANY_NUMBER, IMPROPER_ONLY, MIXED_ONLY, PERCENT } satisfies Record<string, NumberPolicy>;
type PolicyName = keyof typeof POLICIES;

const WHOLE = 'Write it as a whole number, like';
const FRACTION = 'Write it as a fraction, like';
const DECIMALS = 'Write it as a decimal, like';
const MIXED = 'Write it as a mixed number, like';
const IMPROPER = 'Write it as an improper fraction, like';
const SIMPLEST = 'Write the fraction in simplest form, like';
const DIGITS = 'Use digits, like';
const NO_PERCENT = 'Write just the number, without %, like';

// [typed, expected value, policy, verdict, message]
const TABLE: Array<[string, string, PolicyName, AnswerVerdict, string | null]> = [
  // Whole numbers written tidily but differently: right in every whole-number policy.
  ['24', '24', 'WHOLE_NUMBER', 'correct', null],
  ['+24', '24', 'WHOLE_NUMBER', 'correct', null],
  ['24.0', '24', 'WHOLE_NUMBER', 'correct', null],
  ['24.00', '24', 'INTEGER', 'correct', null],
  ['24.0', '24', 'FRACTION_SIMPLEST', 'correct', null],
  ['24.0', '24', 'DECIMAL', 'correct', null],
  ['024', '24', 'WHOLE_NUMBER', 'correct', null],
  ['\u200B24 ', '24', 'WHOLE_NUMBER', 'correct', null],
  // Thousands grouped by comma, space, thin space, narrow no-break space, no-break space.
  ['1,000', '1000', 'WHOLE_NUMBER', 'correct', null],
  ['1 000', '1000', 'WHOLE_NUMBER', 'correct', null],
  ['1\u2009000', '1000', 'WHOLE_NUMBER', 'correct', null],
  ['1\u202F000', '1000', 'WHOLE_NUMBER', 'correct', null],
  ['1\u00A0000', '1000', 'WHOLE_NUMBER', 'correct', null],
  ['12\u2009345\u2009678', '12345678', 'WHOLE_NUMBER', 'correct', null],
  ['1,000.5', '1000.5', 'DECIMAL', 'correct', null],
  ['1 00', '100', 'WHOLE_NUMBER', 'invalid', `${DIGITS} 24`],
  ['1,00', '1000', 'WHOLE_NUMBER', 'invalid', `${DIGITS} 24`],
  // Not a whole number where one is asked.
  ['24.5', '24', 'WHOLE_NUMBER', 'invalid', `${WHOLE} 12`],
  ['14/2', '7', 'WHOLE_NUMBER', 'invalid', `${WHOLE} 12`],
  ['12/1', '12', 'WHOLE_NUMBER', 'invalid', `${WHOLE} 15`], // the example is never the answer
  ['23', '24', 'WHOLE_NUMBER', 'incorrect', null],
  ['-24', '24', 'WHOLE_NUMBER', 'incorrect', null],
  // Negative numbers, the typographic minus.
  ['\u22127', '-7', 'INTEGER', 'correct', null],
  ['\u20137', '-7', 'INTEGER', 'correct', null],
  ['- 7', '-7', 'INTEGER', 'correct', null],
  ['-7.0', '-7', 'INTEGER', 'correct', null],
  ['7', '-7', 'INTEGER', 'incorrect', null],
  ['-7.5', '-7', 'INTEGER', 'invalid', `${WHOLE} 12`],
  ['-0.75', '-3/4', 'ANY_NUMBER', 'correct', null],
  ['\u2212.75', '-3/4', 'ANY_NUMBER', 'correct', null],
  // Decimals for fractions, fractions for decimals, where the policy allows.
  ['0.5', '1/2', 'FRACTION_ANY_FORM', 'correct', null],
  ['.5', '1/2', 'FRACTION_ANY_FORM', 'correct', null],
  ['0.50', '1/2', 'FRACTION_ANY_FORM', 'correct', null],
  ['0.5', '1/2', 'FRACTION_SIMPLEST', 'invalid', `${FRACTION} 3/4`],
  ['0.75', '3/4', 'FRACTION_SIMPLEST', 'invalid', `${FRACTION} 2/5`], // 3/4 is the answer
  ['0.75', '3/4', 'FRACTION_REDUCE_ENFORCED', 'invalid', `${FRACTION} 2/5`],
  ['3/4', '0.75', 'DECIMAL', 'invalid', `${DECIMALS} 2.5`], // 0.75 is the answer
  ['1/2', '0.5', 'DECIMAL', 'invalid', `${DECIMALS} 0.75`],
  ['3/4', '0.75', 'ANY_NUMBER', 'correct', null],
  ['0.7', '3/4', 'ANY_NUMBER', 'incorrect', null],
  // Mixed numbers and improper fractions.
  ['35/4', '8 3/4', 'FRACTION_SIMPLEST', 'correct', null],
  ['8 3/4', '35/4', 'FRACTION_ANY_FORM', 'correct', null],
  ['8.75', '35/4', 'FRACTION_ANY_FORM', 'correct', null],
  [' 8  3 / 4 ', '8 3/4', 'MIXED_ONLY', 'correct', null],
  ['35/4', '8 3/4', 'MIXED_ONLY', 'invalid', `${MIXED} 2 1/4`],
  ['9/4', '2 1/4', 'MIXED_ONLY', 'invalid', `${MIXED} 3 1/2`], // 2 1/4 is the answer
  ['8.75', '8 3/4', 'MIXED_ONLY', 'invalid', `${MIXED} 2 1/4`],
  ['8 3/4', '35/4', 'IMPROPER_ONLY', 'invalid', `${IMPROPER} 9/4`],
  ['2 1/4', '9/4', 'IMPROPER_ONLY', 'invalid', `${IMPROPER} 7/3`], // 9/4 is the answer
  ['8 1/4', '8 3/4', 'MIXED_ONLY', 'incorrect', null],
  ['1 5/4', '2 1/4', 'FRACTION_ANY_FORM', 'invalid', 'In a mixed number the fraction part is less than 1, like 3 1/2'],
  // Unsimplified fractions under required / enforced / optional.
  ['6/8', '3/4', 'FRACTION_SIMPLEST', 'invalid', `${SIMPLEST} 2/3`],
  ['6/8', '3/4', 'FRACTION_REDUCE_ENFORCED', 'incorrect', null],
  ['6/8', '3/4', 'FRACTION_ANY_FORM', 'correct', null],
  ['4/6', '2/3', 'FRACTION_SIMPLEST', 'invalid', `${SIMPLEST} 3/4`], // 2/3 is the answer
  ['2/6', '3/4', 'FRACTION_SIMPLEST', 'invalid', `${SIMPLEST} 2/3`], // required: sent back even when also wrong
  ['2/6', '3/4', 'FRACTION_REDUCE_ENFORCED', 'incorrect', null],
  ['8 6/8', '8 3/4', 'MIXED_ONLY', 'invalid', `${SIMPLEST} 2 1/4`],
  ['70/8', '35/4', 'IMPROPER_ONLY', 'invalid', `${SIMPLEST} 7/3`],
  ['3/8', '3/4', 'FRACTION_SIMPLEST', 'incorrect', null],
  // Percents: "%" where a percent is asked, refused elsewhere.
  ['25%', '25', 'PERCENT', 'correct', null],
  ['25', '25', 'PERCENT', 'correct', null],
  ['25 %', '25', 'PERCENT', 'correct', null],
  ['100%', '100', 'PERCENT', 'correct', null],
  ['12.5%', '12.5', 'PERCENT', 'correct', null],
  ['0.25', '25', 'PERCENT', 'incorrect', null],
  ['30%', '25', 'PERCENT', 'incorrect', null],
  ['20%', '20', 'WHOLE_NUMBER', 'invalid', `${NO_PERCENT} 12`], // "25% of 80 = ___" asks for a number
  ['12%', '12', 'DECIMAL', 'invalid', `${NO_PERCENT} 0.75`],
  // Unreadable entries: what to write instead.
  ['twenty-four', '24', 'WHOLE_NUMBER', 'invalid', `${DIGITS} 15`], // 24 is the answer
  ['abc', '13', 'ANY_NUMBER', 'invalid', `${DIGITS} 24`],
  ['12a', '12', 'WHOLE_NUMBER', 'invalid', `${DIGITS} 24`],
  ['24.', '24', 'WHOLE_NUMBER', 'invalid', `${DIGITS} 15`],
  ['<script>alert(1)</script>', '5', 'WHOLE_NUMBER', 'invalid', `${DIGITS} 24`],
  ['2,5', '2.5', 'DECIMAL', 'invalid', 'Use a point for decimals, like 0.75'],
  ['3/0', '3', 'FRACTION_ANY_FORM', 'invalid', "The bottom number of a fraction can't be 0"],
  // Not an answer at all: 'invalid' with no message (the generic try-again), never a crash.
  ['1\u0000', '1', 'WHOLE_NUMBER', 'invalid', null],
  ['\u0000\u0000\u0000', '1', 'ANY_NUMBER', 'invalid', null],
  ['9'.repeat(41), '9', 'WHOLE_NUMBER', 'invalid', null],
  ['1'.repeat(100_000), '1', 'ANY_NUMBER', 'invalid', null],
  [`1/${'1'.repeat(5_000)}`, '1', 'ANY_NUMBER', 'invalid', null],
  // A text answer is matched as text.
  [' Even ', 'even', 'WHOLE_NUMBER', 'correct', null],
];

describe('answer forms: the table', () => {
  it('has at least 40 cases', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TABLE.map(([typed, want, policy, verdict, message]) => [JSON.stringify(typed.length > 30 ? `${typed.slice(0, 20)}…(${typed.length})` : typed), want, policy, verdict, message, typed] as const))(
    '%s for %s under %s is %s (%s)',
    (_, want, policy, verdict, message, typed) => {
      expect(judgeEntryDetailed(want, typed, POLICIES[policy])).toEqual(message === null ? { verdict } : { verdict, message });
    },
  );

  it('never shows the answer itself as the example', () => {
    for (const [typed, want, , , message] of TABLE) {
      const example = message ? /like (.+)$/.exec(message)?.[1] : undefined;
      if (!example) continue;
      const [e, w] = [parseAnswerNumber(example), parseAnswerNumber(want)];
      expect(e && w && e.num * w.den === w.num * e.den, `${typed} → ${message}`).toBeFalsy();
    }
  });
});

describe('answer forms in a whole question', () => {
  const blank = (text: string, values: string[]) => ({
    question_type: 'BLNK' as const,
    text,
    answers: [{ id: 1, answer_text: '', correct: true, answer_data: { answer_array: values } }],
    correct_answer: values,
    explanation: 'x',
  });

  it('reads a blank followed by "%" as a percent: "25%" and "25" are both right', () => {
    const q = blank('___% of 80 is 20', ['25']);
    expect(percentBlanks(q.text)).toEqual([true]);
    expect(checkAnswerDetailed(q, { answer_data: ['25%'] }, DECIMAL)).toEqual({ verdict: 'correct' });
    expect(checkAnswerDetailed(q, { answer_data: ['25'] }, DECIMAL)).toEqual({ verdict: 'correct' });
    expect(checkAnswerDetailed(q, { answer_data: ['20%'] }, DECIMAL)).toEqual({ verdict: 'incorrect' });
    // The grade-6 percent lessons ask for a part: "%" is refused there.
    const part = blank('25% of 80 = ___', ['20']);
    expect(percentBlanks(part.text)).toEqual([false]);
    expect(checkAnswerDetailed(part, { answer_data: ['20%'] }, DECIMAL)).toEqual({ verdict: 'invalid', message: `${NO_PERCENT} 0.75` });
  });

  it('gives the first invalid blank\'s message, with an example that is no blank\'s answer', () => {
    const q = blank('___ + ___ = 15', ['12', '3']);
    expect(percentBlanks(q.text)).toEqual([false, false]);
    // "12" is blank 1's answer, so blank 2's whole-number example is 15.
    expect(checkAnswerDetailed(q, { answer_data: ['13', '3.5'] }, WHOLE_NUMBER)).toEqual({ verdict: 'invalid', message: `${WHOLE} 15` });
    expect(checkAnswerDetailed(q, { answer_data: ['x', '3.5'] }, WHOLE_NUMBER)).toEqual({ verdict: 'invalid', message: `${DIGITS} 24` });
    expect(checkAnswerDetailed(q, { answer_data: ['12.0', '+3'] }, WHOLE_NUMBER)).toEqual({ verdict: 'correct' });
    expect(checkAnswerDetailed(q, { answer_data: ['12'] }, WHOLE_NUMBER)).toEqual({ verdict: 'invalid' });
    expect(judgeEntriesDetailed(['1', '2'], ['1', 7], WHOLE_NUMBER)).toEqual({ verdict: 'invalid' });
  });

  it('carries the per-form message in the invalid judgement, which is never counted', () => {
    const q: JudgedQuestion = { kind: 'bank', question: blank('Write 35/4 as a mixed number: ___', ['8 3/4']), policy: MIXED_ONLY };
    const judged = judgeAnswer(q, { answer_data: ['35/4'] });
    expect(judged).toEqual({ verdict: 'invalid', answer: { answer_id: null, answer_ids: null, answer_data: ['35/4'] }, message: `${MIXED} 2 1/4` });
    expect('correct' in judged).toBe(false);
    expect(judgeAnswer(q, { answer_data: ['\u0000'] })).toMatchObject({ verdict: 'invalid', message: INVALID_ANSWER_MESSAGE });
    expect(judgeAnswer(q, { answer_data: ['8 3/4'] })).toMatchObject({ verdict: 'correct', correct: true });
  });

  it('never throws on junk, whatever the policy', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const alphabet = '0123456789 ,./-+%\u2212\u2009\u00A0\u0000x_';
    for (let i = 0; i < 2000; i++) {
      const typed = Array.from({ length: next() % 24 }, () => alphabet[next() % alphabet.length]).join('');
      for (const policy of Object.values(POLICIES)) {
        const { verdict } = judgeEntryDetailed('3/4', typed, policy);
        expect(['correct', 'incorrect', 'invalid']).toContain(verdict);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { INVALID_ANSWER_MESSAGE, judgeAnswer, type JudgedQuestion } from './judge';
import { answerFormFor, ANY_NUMBER, DECIMAL, FRACTION_SIMPLEST, WHOLE_NUMBER } from './policies';

/** The same one-blank question as a bank BLNK (with the policy of its expected value), a VIDEO_BLNK and a VIDEO_TEXT_OUTSIDE. */
function threeKinds(want: string): JudgedQuestion[] {
  return [
    {
      kind: 'bank',
      question: { question_type: 'BLNK', text: 'Write it: ___', answers: [{ id: 1, answer_text: '', correct: true, answer_data: { answer_array: [want] } }], correct_answer: [want], explanation: 'x' },
      policy: answerFormFor([want]),
    },
    { kind: 'video', question: { question_type: 'VIDEO_BLNK', text: 'Write it: ___', answers: [{ id: 1, answer_text: '', correct: true, answer_data: { answer_array: [want] } }], explanation: 'x' } },
    { kind: 'video', question: { question_type: 'VIDEO_TEXT_OUTSIDE', text: 'Write it', answers: [{ id: 1, answer_text: want, correct: true }], explanation: 'x' } },
  ];
}

describe('one judge for every question kind', () => {
  const cases: Array<[string, string, string]> = [
    // [expected, typed, verdict in every kind]
    ['1000', '1,000', 'correct'],
    ['1000', ' 1000 ', 'correct'],
    ['1000', '01000', 'correct'],
    ['1000', '1000.0', 'correct'],
    ['1000', '1000.5', 'invalid'],
    ['1000', '1 000', 'correct'],
    ['1000', '1\u2009000', 'correct'],
    ['1000', '1,00', 'invalid'],
    ['1000', 'abc', 'invalid'],
    ['1000', '999', 'incorrect'],
    ['-7', '\u22127', 'correct'],
    ['3/4', '6/8', 'invalid'],
    ['3/4', '0.75', 'invalid'],
    ['2.5', '2.50', 'correct'],
    ['8 3/4', '35/4', 'correct'],
    ['five', ' Five ', 'correct'],
    ['five', 'four', 'incorrect'],
  ];
  for (const [want, typed, verdict] of cases) {
    it(`judges "${typed}" for ${want} as ${verdict} on the map, in the pet game and in a video`, () => {
      const verdicts = threeKinds(want).map((q) => judgeAnswer(q, { answer_data: [typed] }).verdict);
      expect(verdicts).toEqual([verdict, verdict, verdict]);
    });
  }

  it('sends back an unreadable entry with a per-form or the try-again message, and shows the answer after a verdict', () => {
    const [bank, video, text] = threeKinds('1000') as [JudgedQuestion, JudgedQuestion, JudgedQuestion];
    for (const q of [bank, video, text]) {
      expect(judgeAnswer(q, { answer_data: ['x'] })).toMatchObject({ verdict: 'invalid', message: 'Use digits, like 24' });
      expect(judgeAnswer(q, { answer_data: ['1000.5'] })).toMatchObject({ verdict: 'invalid', message: 'Write it as a whole number, like 12' });
      expect(judgeAnswer(q, { answer_data: ['1\u0000000'] })).toMatchObject({ verdict: 'invalid', message: INVALID_ANSWER_MESSAGE });
    }
    const [mixed] = threeKinds('8 3/4') as [JudgedQuestion];
    expect(judgeAnswer(mixed, { answer_data: ['8.75'] })).toMatchObject({ verdict: 'invalid', message: 'Write it as a fraction, like 3/4' });
    expect(judgeAnswer(bank, { answer_data: ['1,000'] })).toMatchObject({ verdict: 'correct', correct: true, prev_answer: { correct_answer: ['1000'], explanation: 'x' } });
    expect(judgeAnswer(video, { answer_data: ['7'] })).toMatchObject({ verdict: 'incorrect', correct: false, prev_answer: { correct_answer: ['1000'] } });
  });

  it("needs a complete answer unless the child doesn't know; stores trimmed entries", () => {
    const [bank, video] = threeKinds('1000') as [JudgedQuestion, JudgedQuestion];
    expect(judgeAnswer(bank, { answer_data: ['  '] }).verdict).toBe('incomplete');
    expect(judgeAnswer(video, {}).verdict).toBe('incomplete');
    expect(judgeAnswer(bank, {}, true)).toMatchObject({ verdict: 'dont_know', correct: false, dont_know: true, answer: { answer_id: null, answer_ids: null, answer_data: null } });
    expect(judgeAnswer(bank, { answer_data: [' 1000 '] }).answer.answer_data).toEqual(['1000']);
  });

  it('judges an option id that is not an option, in a choice or a selection, as invalid', () => {
    const choice: JudgedQuestion = { kind: 'video', question: { question_type: 'VIDEO_M', text: 'How many?', answers: [{ id: 1, answer_text: '2', correct: false }, { id: 2, answer_text: '3', correct: true }], explanation: 'x' } };
    const selection: JudgedQuestion = { kind: 'video', question: { ...choice.question, question_type: 'VIDEO_SELECTION' } };
    expect(judgeAnswer(choice, { answer_id: 9 }).verdict).toBe('invalid');
    expect(judgeAnswer(selection, { answer_ids: [2, 9] }).verdict).toBe('invalid');
    expect(judgeAnswer(selection, { answer_ids: [2] }).verdict).toBe('correct');
  });
});

describe('answerFormFor: the policy of a question that states none', () => {
  it('is the bank policy for the kind of number expected', () => {
    expect(answerFormFor(['3', '1000'])).toEqual(WHOLE_NUMBER);
    expect(answerFormFor(['five'])).toEqual(WHOLE_NUMBER);
    expect(answerFormFor(['2.5'])).toEqual(DECIMAL);
    expect(answerFormFor(['3/4', '2'])).toEqual(FRACTION_SIMPLEST);
    expect(answerFormFor(['8 3/4', '0.5'])).toEqual(ANY_NUMBER);
  });
});

import { describe, it, expect } from 'vitest';
import type { AnswerFormPolicy, GeneratedQuestion } from './types.js';
import { checkAnswer, countBlanks, isComplete, parseAnswerNumber } from './check.js';

const WHOLE: AnswerFormPolicy = { answerForms: ['integer'], simplify: 'required' };
const ANY: AnswerFormPolicy = { answerForms: ['integer', 'decimal', 'proper', 'improper', 'mixed'], simplify: 'optional' };

function blank(values: string[], text = values.map(() => '___').join(' + ')): GeneratedQuestion {
  return {
    question_type: 'BLNK',
    text,
    answers: [{ id: 1, answer_text: '', correct: true, answer_data: { answer_array: values } }],
    correct_answer: values,
    explanation: 'x',
  };
}

const choice: GeneratedQuestion = {
  question_type: 'M',
  text: 'What is 7 + 6?',
  answers: [
    { id: 1, answer_text: '12', correct: false },
    { id: 2, answer_text: '13', correct: true },
    { id: 3, answer_text: '3', correct: false },
  ],
  correct_answer: ['13'],
  explanation: 'x',
};

describe('checkAnswer: multiple choice', () => {
  it('is correct only for the id of the correct option', () => {
    expect(checkAnswer(choice, { answer_id: 2 }, WHOLE)).toBe('correct');
    expect(checkAnswer(choice, { answer_id: 1 }, WHOLE)).toBe('incorrect');
    expect(checkAnswer(choice, { answer_id: 3, answer_data: ['13'] }, WHOLE)).toBe('incorrect');
  });

  it('is invalid without an answer_id or with an id that is not an option', () => {
    expect(checkAnswer(choice, {}, WHOLE)).toBe('invalid');
    expect(checkAnswer(choice, { answer_id: null }, WHOLE)).toBe('invalid');
    expect(checkAnswer(choice, { answer_id: 9 }, WHOLE)).toBe('invalid');
    expect(checkAnswer(choice, { answer_id: 1.5 }, WHOLE)).toBe('invalid');
  });
});

describe('checkAnswer: blanks', () => {
  it('accepts the right numbers, trimmed, with leading zeros', () => {
    const q = blank(['13']);
    expect(checkAnswer(q, { answer_data: ['13'] }, WHOLE)).toBe('correct');
    expect(checkAnswer(q, { answer_data: ['  13 '] }, WHOLE)).toBe('correct');
    expect(checkAnswer(q, { answer_data: ['013'] }, WHOLE)).toBe('correct');
    expect(checkAnswer(blank(['7']), { answer_data: ['07'] }, WHOLE)).toBe('correct');
    expect(checkAnswer(blank(['1000']), { answer_data: ['1,000'] }, WHOLE)).toBe('correct');
  });

  it('marks a wrong number incorrect', () => {
    expect(checkAnswer(blank(['13']), { answer_data: ['12'] }, WHOLE)).toBe('incorrect');
    expect(checkAnswer(blank(['13']), { answer_data: ['-13'] }, WHOLE)).toBe('incorrect');
  });

  it('asks to try again for malformed input or a form the lesson does not accept', () => {
    for (const typed of ['abc', '1..2', '1/0', '3/', '1 5/4', '12a', '--3']) {
      expect(checkAnswer(blank(['13']), { answer_data: [typed] }, ANY), typed).toBe('invalid');
    }
    expect(checkAnswer(blank(['7']), { answer_data: ['7.0'] }, WHOLE)).toBe('invalid');
    expect(checkAnswer(blank(['7']), { answer_data: ['14/2'] }, WHOLE)).toBe('invalid');
  });

  it('is invalid when blanks are missing, empty or too many', () => {
    const q = blank(['5', '4']);
    expect(checkAnswer(q, { answer_data: ['5'] }, WHOLE)).toBe('invalid');
    expect(checkAnswer(q, { answer_data: ['5', '  '] }, WHOLE)).toBe('invalid');
    expect(checkAnswer(q, { answer_data: ['5', '4', '1'] }, WHOLE)).toBe('invalid');
    expect(checkAnswer(q, { answer_data: null }, WHOLE)).toBe('invalid');
    expect(checkAnswer(q, {}, WHOLE)).toBe('invalid');
  });

  it('checks every blank in order; a malformed blank wins over a wrong one', () => {
    const q = blank(['5', '4']);
    expect(checkAnswer(q, { answer_data: ['5', '4'] }, WHOLE)).toBe('correct');
    expect(checkAnswer(q, { answer_data: ['4', '5'] }, WHOLE)).toBe('incorrect');
    expect(checkAnswer(q, { answer_data: ['6', 'x'] }, WHOLE)).toBe('invalid');
  });

  it('treats equivalent forms as equal when the policy accepts them', () => {
    expect(checkAnswer(blank(['3/4']), { answer_data: ['0.75'] }, ANY)).toBe('correct');
    expect(checkAnswer(blank(['0.75']), { answer_data: ['3/4'] }, ANY)).toBe('correct');
    expect(checkAnswer(blank(['35/4']), { answer_data: ['8 3/4'] }, ANY)).toBe('correct');
    expect(checkAnswer(blank(['8 3/4']), { answer_data: ['35/4'] }, ANY)).toBe('correct');
    expect(checkAnswer(blank(['8 3/4']), { answer_data: [' 8   3 / 4 '] }, ANY)).toBe('correct');
    expect(checkAnswer(blank(['4/4']), { answer_data: ['1'] }, ANY)).toBe('correct');
    expect(checkAnswer(blank(['1/2']), { answer_data: ['.5'] }, ANY)).toBe('correct');
    expect(checkAnswer(blank(['-1/2']), { answer_data: ['\u22120.5'] }, ANY)).toBe('correct');
    expect(checkAnswer(blank(['3/4']), { answer_data: ['0.7'] }, ANY)).toBe('incorrect');
  });

  it('rejects forms the policy leaves out', () => {
    const mixedOnly: AnswerFormPolicy = { answerForms: ['mixed'], simplify: 'optional' };
    expect(checkAnswer(blank(['8 3/4']), { answer_data: ['35/4'] }, mixedOnly)).toBe('invalid');
    const fractions: AnswerFormPolicy = { answerForms: ['proper'], simplify: 'optional' };
    expect(checkAnswer(blank(['3/4']), { answer_data: ['0.75'] }, fractions)).toBe('invalid');
    expect(checkAnswer(blank(['3/4']), { answer_data: ['3/4'] }, fractions)).toBe('correct');
    expect(checkAnswer(blank(['5/4']), { answer_data: ['5/4'] }, fractions)).toBe('invalid');
  });

  it('handles unsimplified fractions per the simplify setting', () => {
    const forms: AnswerFormPolicy['answerForms'] = ['proper', 'improper', 'mixed'];
    const required: AnswerFormPolicy = { answerForms: forms, simplify: 'required' };
    const enforced: AnswerFormPolicy = { answerForms: forms, simplify: 'enforced' };
    const optional: AnswerFormPolicy = { answerForms: forms, simplify: 'optional' };
    expect(checkAnswer(blank(['1/2']), { answer_data: ['2/4'] }, required)).toBe('invalid');
    expect(checkAnswer(blank(['1/2']), { answer_data: ['2/4'] }, enforced)).toBe('incorrect');
    expect(checkAnswer(blank(['1/2']), { answer_data: ['2/4'] }, optional)).toBe('correct');
    expect(checkAnswer(blank(['1 1/2']), { answer_data: ['1 2/4'] }, required)).toBe('invalid');
    expect(checkAnswer(blank(['1/2']), { answer_data: ['1/2'] }, required)).toBe('correct');
  });

  it('falls back to a text match for a non-numeric expected value', () => {
    expect(checkAnswer(blank(['even']), { answer_data: [' Even '] }, WHOLE)).toBe('correct');
    expect(checkAnswer(blank(['even']), { answer_data: ['odd'] }, WHOLE)).toBe('incorrect');
  });
});

describe('checkAnswer: broken questions throw', () => {
  it('throws when there are no answers', () => {
    expect(() => checkAnswer({ ...choice, answers: [] }, { answer_id: 1 }, WHOLE)).toThrow('No answers found');
  });

  it('throws when no answer is correct or correct_answer is empty', () => {
    const noneMarked = { ...choice, answers: choice.answers.map((a) => ({ ...a, correct: false })) };
    expect(() => checkAnswer(noneMarked, { answer_id: 1 }, WHOLE)).toThrow('No correct answer found');
    expect(() => checkAnswer({ ...blank(['3']), correct_answer: [] }, { answer_data: ['3'] }, WHOLE)).toThrow('No correct answer found');
  });

  it('throws for an unknown question type', () => {
    const odd = { ...choice, question_type: 'TF' } as unknown as GeneratedQuestion;
    expect(() => checkAnswer(odd, { answer_id: 1 }, WHOLE)).toThrow('Invalid question type');
  });
});

describe('isComplete', () => {
  it('needs one non-empty entry per blank', () => {
    const q = { question_type: 'BLNK' as const, text: '57 = ___ tens and ___ ones' };
    expect(isComplete(q, { answer_data: ['5', '7'] })).toBe(true);
    expect(isComplete(q, { answer_data: ['5', ' '] })).toBe(false);
    expect(isComplete(q, { answer_data: ['5'] })).toBe(false);
    expect(isComplete(q, { answer_data: ['5', '7', '1'] })).toBe(false);
    expect(isComplete(q, { answer_data: null })).toBe(false);
    expect(isComplete(q, { answer_id: 1 })).toBe(false);
  });

  it('needs an answer_id for multiple choice', () => {
    const q = { question_type: 'M' as const, text: 'What is 7 + 6?' };
    expect(isComplete(q, { answer_id: 2 })).toBe(true);
    expect(isComplete(q, { answer_id: 0 })).toBe(true);
    expect(isComplete(q, {})).toBe(false);
    expect(isComplete(q, { answer_id: null, answer_data: ['13'] })).toBe(false);
  });

  it('throws for an unknown question type', () => {
    const q = { question_type: 'TF', text: 'x' } as unknown as Pick<GeneratedQuestion, 'question_type' | 'text'>;
    expect(() => isComplete(q, { answer_id: 1 })).toThrow('Invalid question type');
  });
});

describe('countBlanks and parseAnswerNumber', () => {
  it('counts each ___ token once', () => {
    expect(countBlanks('7 + 6 = ___')).toBe(1);
    expect(countBlanks('635 = ___ hundreds, ___ tens and ___ ones')).toBe(3);
    expect(countBlanks('What is 7 + 6?')).toBe(0);
    expect(countBlanks('a_b __ c')).toBe(0);
  });

  it('parses each numeric form exactly', () => {
    expect(parseAnswerNumber('07')).toEqual({ num: 7n, den: 1n, form: 'integer', simplified: true });
    expect(parseAnswerNumber('-2.50')).toEqual({ num: -250n, den: 100n, form: 'decimal', simplified: true });
    expect(parseAnswerNumber('6/8')).toEqual({ num: 6n, den: 8n, form: 'proper', simplified: false });
    expect(parseAnswerNumber('9/4')).toEqual({ num: 9n, den: 4n, form: 'improper', simplified: true });
    expect(parseAnswerNumber('-8 3/4')).toEqual({ num: -35n, den: 4n, form: 'mixed', simplified: true });
    expect(parseAnswerNumber('')).toBeNull();
    expect(parseAnswerNumber('5.')).toBeNull();
    expect(parseAnswerNumber('1'.repeat(41))).toBeNull();
  });
});

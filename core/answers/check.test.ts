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
    expect(checkAnswer(blank(['7']), { answer_data: ['7.5'] }, WHOLE)).toBe('invalid');
    expect(checkAnswer(blank(['7']), { answer_data: ['14/2'] }, WHOLE)).toBe('invalid');
    // A whole value written with a point is still a whole number (issue 18 item 7).
    expect(checkAnswer(blank(['7']), { answer_data: ['7.0'] }, WHOLE)).toBe('correct');
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

describe('checkAnswer: the K–8 answer forms under each simplify setting', () => {
  const FRACTIONS_AND_DECIMALS: AnswerFormPolicy['answerForms'] = ['integer', 'decimal', 'proper', 'improper', 'mixed'];
  const FRACTIONS_ONLY: AnswerFormPolicy['answerForms'] = ['integer', 'proper', 'improper', 'mixed'];
  const SETTINGS = ['required', 'enforced', 'optional'] as const;

  // [typed, expected verdict per setting] for the answer 3/4 when decimals are accepted too.
  const THREE_QUARTERS: Array<[string, Record<(typeof SETTINGS)[number], string>]> = [
    ['3/4', { required: 'correct', enforced: 'correct', optional: 'correct' }],
    ['0.75', { required: 'correct', enforced: 'correct', optional: 'correct' }],
    ['0.750', { required: 'correct', enforced: 'correct', optional: 'correct' }],
    ['6/8', { required: 'invalid', enforced: 'incorrect', optional: 'correct' }],
    ['75/100', { required: 'invalid', enforced: 'incorrect', optional: 'correct' }],
    ['4/3', { required: 'incorrect', enforced: 'incorrect', optional: 'incorrect' }],
    ['2/6', { required: 'invalid', enforced: 'incorrect', optional: 'incorrect' }],
    ['3/', { required: 'invalid', enforced: 'invalid', optional: 'invalid' }],
  ];

  for (const setting of SETTINGS) {
    it(`judges 3/4, 0.75 and 6/8 for the answer 3/4 with simplify '${setting}'`, () => {
      const policy: AnswerFormPolicy = { answerForms: FRACTIONS_AND_DECIMALS, simplify: setting };
      for (const [typed, verdicts] of THREE_QUARTERS) {
        expect(checkAnswer(blank(['3/4']), { answer_data: [typed] }, policy), typed).toBe(verdicts[setting]);
        // The stored answer may itself be a decimal: the same verdicts hold.
        expect(checkAnswer(blank(['0.75']), { answer_data: [typed] }, policy), `${typed} vs 0.75`).toBe(verdicts[setting]);
      }
    });

    it(`refuses 0.75 as a form when only fractions are accepted (simplify '${setting}')`, () => {
      const policy: AnswerFormPolicy = { answerForms: FRACTIONS_ONLY, simplify: setting };
      expect(checkAnswer(blank(['3/4']), { answer_data: ['0.75'] }, policy)).toBe('invalid');
      expect(checkAnswer(blank(['3/4']), { answer_data: ['3/4'] }, policy)).toBe('correct');
    });
  }

  it('treats the mixed number 8 3/4 and the improper fraction 35/4 as one value when both forms are accepted', () => {
    const policy: AnswerFormPolicy = { answerForms: FRACTIONS_ONLY, simplify: 'required' };
    expect(checkAnswer(blank(['8 3/4']), { answer_data: ['8 3/4'] }, policy)).toBe('correct');
    expect(checkAnswer(blank(['8 3/4']), { answer_data: ['35/4'] }, policy)).toBe('correct');
    expect(checkAnswer(blank(['35/4']), { answer_data: ['8 3/4'] }, policy)).toBe('correct');
    expect(checkAnswer(blank(['8 3/4']), { answer_data: ['8 6/8'] }, policy)).toBe('invalid');
    expect(checkAnswer(blank(['8 3/4']), { answer_data: ['70/8'] }, policy)).toBe('invalid');
    expect(checkAnswer(blank(['8 3/4']), { answer_data: ['3 8/4'] }, policy)).toBe('invalid'); // not a mixed number
    expect(checkAnswer(blank(['8 3/4']), { answer_data: ['8 1/4'] }, policy)).toBe('incorrect');
    expect(checkAnswer(blank(['8 3/4']), { answer_data: ['8.75'] }, { ...policy, answerForms: ['mixed', 'decimal'] })).toBe('correct');
  });

  it('judges negative answers by value and keeps integer-only lessons strict', () => {
    const integers: AnswerFormPolicy = { answerForms: ['integer'], simplify: 'required' };
    expect(checkAnswer(blank(['-7']), { answer_data: ['-7'] }, integers)).toBe('correct');
    expect(checkAnswer(blank(['-7']), { answer_data: [' -7 '] }, integers)).toBe('correct');
    expect(checkAnswer(blank(['-7']), { answer_data: ['\u22127'] }, integers)).toBe('correct'); // a typographic minus
    expect(checkAnswer(blank(['-7']), { answer_data: ['7'] }, integers)).toBe('incorrect');
    expect(checkAnswer(blank(['-7']), { answer_data: ['-7.0'] }, integers)).toBe('correct'); // a whole value
    expect(checkAnswer(blank(['-7']), { answer_data: ['- 7'] }, integers)).toBe('correct'); // a space after the sign, as Perseus
    expect(checkAnswer(blank(['-7']), { answer_data: ['-7.5'] }, integers)).toBe('invalid');
    expect(checkAnswer(blank(['-3/4']), { answer_data: ['-0.75'] }, ANY)).toBe('correct');
    expect(checkAnswer(blank(['-3/4']), { answer_data: ['3/4'] }, ANY)).toBe('incorrect');
  });

  it('treats 2.50 and 2.5 (and 2.5 and 5/2 when fractions are allowed) as the same decimal', () => {
    const decimals: AnswerFormPolicy = { answerForms: ['integer', 'decimal'], simplify: 'optional' };
    expect(checkAnswer(blank(['2.5']), { answer_data: ['2.50'] }, decimals)).toBe('correct');
    expect(checkAnswer(blank(['2.50']), { answer_data: ['2.5'] }, decimals)).toBe('correct');
    expect(checkAnswer(blank(['3']), { answer_data: ['3.00'] }, decimals)).toBe('correct');
    expect(checkAnswer(blank(['2.5']), { answer_data: ['5/2'] }, decimals)).toBe('invalid');
    expect(checkAnswer(blank(['2.5']), { answer_data: ['5/2'] }, ANY)).toBe('correct');
    expect(checkAnswer(blank(['2.5']), { answer_data: ['2.05'] }, decimals)).toBe('incorrect');
    expect(checkAnswer(blank(['0.00062']), { answer_data: ['.00062'] }, decimals)).toBe('correct');
    expect(checkAnswer(blank(['45000']), { answer_data: ['45,000'] }, decimals)).toBe('correct');
  });
});

import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { complimentFor, COMPLIMENTS } from '../../core/compliments';
import { isAnswerComplete, lessonTitle, questionSpeech } from '../math/QuestionOverlay';
import type { PublicQuestion } from '../../worker/math/math.contracts';
import { decodeToken, parseStudentId } from './session';

const blank: PublicQuestion = { id: 1, question_type: 'BLNK', text: '___ + 2 = ___', answers: [], num_blanks: 2, math_lesson: { id: 1, grade: 1, skill_id: 1, name: 'x' }, figure: null, hints: [] };
const choice: PublicQuestion = { ...blank, question_type: 'M', text: 'Pick', num_blanks: 0, answers: [{ id: 1, answer_text: '3' }] };

describe('answer completeness (spec part 1 section 5)', () => {
  it('needs every blank non-empty after trimming', () => {
    expect(isAnswerComplete(blank, ['1', ' '], null)).toBe(false);
    expect(isAnswerComplete(blank, ['1'], null)).toBe(false);
    expect(isAnswerComplete(blank, ['1', '3'], null)).toBe(true);
  });
  it('needs an answer id for multiple choice', () => {
    expect(isAnswerComplete(choice, [], null)).toBe(false);
    expect(isAnswerComplete(choice, [], 1)).toBe(true);
  });
});

describe('read to me (issue 18: the choices too, math as words)', () => {
  it('reads a blank question as words and a multiple-choice question with its choices', () => {
    expect(questionSpeech(blank)).toBe('blank plus two equals blank');
    expect(questionSpeech({ ...choice, text: 'What is 3/4 of 8?', answers: [{ id: 1, answer_text: '6' }, { id: 2, answer_text: '-2' }, { id: 3, answer_text: '1/2' }] })).toBe('What is three fourths of eight? Is it six, or negative two, or one half?');
  });
});

describe('session helpers', () => {
  it('ignores a current-student cookie that is empty, zero or not a number', () => {
    expect([undefined, '', '0', 'abc', '-3', '1.5'].map(parseStudentId)).toEqual([null, null, null, null, null, null]);
    expect(parseStudentId('42')).toBe(42);
  });
  it('decodes a token with exp and returns null for empty or malformed ones', async () => {
    const token = await new SignJWT({ role: 'student' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(2_000_000_000).sign(new TextEncoder().encode('k'.repeat(32)));
    expect(decodeToken(token)?.exp).toBe(2_000_000_000);
    expect(decodeToken('')).toBeNull();
    expect(decodeToken('not.a.jwt')).toBeNull();
  });
});

describe('compliments and labels', () => {
  it('cycles through the spec word list', () => {
    expect(new Set(COMPLIMENTS.map((_, i) => complimentFor(i))).size).toBe(COMPLIMENTS.length);
    expect(COMPLIMENTS).toContain('Monsterific');
  });
  it('drops a bracketed example from a lesson name', () => {
    expect(lessonTitle('Find the missing number (8 + ___ = 13)')).toBe('Find the missing number');
    expect(lessonTitle('Add within 20')).toBe('Add within 20');
  });
});

import { describe, expect, it } from 'vitest';
import { checkVideoAnswer, isVideoAnswerComplete, videoCorrectAnswer, type VideoQuestion } from './video';

const blank: VideoQuestion = { question_type: 'VIDEO_BLNK', text: '___ camels and ___ foxes', answers: [{ id: 1, correct: true, answer_text: '', answer_data: { answer_array: ['3', '2'] } }], explanation: 'x' };
const choice: VideoQuestion = { question_type: 'VIDEO_M', text: 'How many?', answers: [{ id: 1, correct: false, answer_text: '2' }, { id: 2, correct: true, answer_text: '3' }], explanation: 'x' };
const selection: VideoQuestion = {
  question_type: 'VIDEO_SELECTION',
  text: 'Tap every true sentence.',
  answers: [{ id: 1, correct: true, answer_text: 'a' }, { id: 2, correct: false, answer_text: 'b' }, { id: 3, correct: true, answer_text: 'c' }],
  explanation: 'x',
};
const one: VideoQuestion = { ...selection, question_type: 'VIDEO_SELECTION_ONE_OPTION', answers: [{ id: 1, correct: false, answer_text: 'a' }, { id: 2, correct: true, answer_text: 'b' }] };
const inside: VideoQuestion = { question_type: 'VIDEO_TEXT_INSIDE', text: '3 + 2 =', answers: [{ id: 1, correct: true, answer_text: '5', answer_data: { position: { x: 70, y: 20 } } }], explanation: 'x' };
const outside: VideoQuestion = { question_type: 'VIDEO_TEXT_OUTSIDE', text: 'Type', answers: [{ id: 1, correct: true, answer_text: 'five' }, { id: 2, correct: true, answer_text: '5' }], explanation: 'x' };

describe('video answer completeness (spec part 1 section 5)', () => {
  it('blanks need as many non-empty blanks as expected', () => {
    expect(isVideoAnswerComplete(blank, { answer_data: ['3', '2'] })).toBe(true);
    expect(isVideoAnswerComplete(blank, { answer_data: ['3', ' '] })).toBe(false);
    expect(isVideoAnswerComplete(blank, { answer_data: ['3'] })).toBe(false);
  });
  it('multiple choice needs an answer_id', () => {
    expect(isVideoAnswerComplete(choice, { answer_id: 2 })).toBe(true);
    expect(isVideoAnswerComplete(choice, {})).toBe(false);
  });
  it('selection needs at least one selected option; one-option selection exactly one', () => {
    expect(isVideoAnswerComplete(selection, { answer_ids: [1] })).toBe(true);
    expect(isVideoAnswerComplete(selection, { answer_ids: [] })).toBe(false);
    expect(isVideoAnswerComplete(one, { answer_ids: [1, 2] })).toBe(false);
    expect(isVideoAnswerComplete(one, { answer_ids: [2] })).toBe(true);
  });
  it('text questions need one non-empty entry per answer', () => {
    expect(isVideoAnswerComplete(outside, { answer_data: ['five', '5'] })).toBe(true);
    expect(isVideoAnswerComplete(outside, { answer_data: ['five'] })).toBe(false);
    expect(isVideoAnswerComplete(inside, { answer_data: [''] })).toBe(false);
  });
  it('throws Invalid question type for other types', () => {
    expect(() => isVideoAnswerComplete({ ...choice, question_type: 'BLNK' as never }, {})).toThrow('Invalid question type');
  });
});

describe('video answer correctness (trimmed values)', () => {
  it('blanks entry by entry, in order, through the number normaliser', () => {
    expect(checkVideoAnswer(blank, { answer_data: [' 3', '2 '] })).toBe('correct');
    expect(checkVideoAnswer(blank, { answer_data: ['2', '3'] })).toBe('incorrect');
    expect(checkVideoAnswer(blank, { answer_data: ['3.0', '2'] })).toBe('correct'); // a whole value written with a point (issue 18 item 7)
    expect(checkVideoAnswer(blank, { answer_data: ['3.5', '2'] })).toBe('invalid');
  });
  it('multiple choice by correct id', () => {
    expect(checkVideoAnswer(choice, { answer_id: 2 })).toBe('correct');
    expect(checkVideoAnswer(choice, { answer_id: 1 })).toBe('incorrect');
  });
  it('selection by the set of true options equal to the correct set', () => {
    expect(checkVideoAnswer(selection, { answer_ids: [3, 1] })).toBe('correct');
    expect(checkVideoAnswer(selection, { answer_ids: [1] })).toBe('incorrect');
    expect(checkVideoAnswer(selection, { answer_ids: [1, 2, 3] })).toBe('incorrect');
    expect(checkVideoAnswer(one, { answer_ids: [2] })).toBe('correct');
  });
  it('text by trimmed equality', () => {
    expect(checkVideoAnswer(inside, { answer_data: [' 5 '] })).toBe('correct');
    expect(checkVideoAnswer(outside, { answer_data: ['five', '5'] })).toBe('correct');
    // The one judge matches text as the map does: trimmed, case-insensitive (was case-sensitive here).
    expect(checkVideoAnswer(outside, { answer_data: ['Five', '5'] })).toBe('correct');
    expect(checkVideoAnswer(outside, { answer_data: ['four', '5'] })).toBe('incorrect');
  });
  it('throws the spec errors', () => {
    expect(() => checkVideoAnswer({ ...choice, answers: [] }, {})).toThrow('No answers found');
    expect(() => checkVideoAnswer({ ...choice, answers: choice.answers.map((a) => ({ ...a, correct: false })) }, {})).toThrow('No correct answer found');
    expect(() => checkVideoAnswer({ ...choice, question_type: 'TF' as never }, {})).toThrow('Invalid question type');
  });
  it('shows the correct values after answering', () => {
    expect(videoCorrectAnswer(blank)).toEqual(['3', '2']);
    expect(videoCorrectAnswer(selection)).toEqual(['a', 'c']);
    expect(videoCorrectAnswer(outside)).toEqual(['five', '5']);
  });
});


import { describe, expect, it } from 'vitest';
import { drawQuiz, isLevelLocked, laterVocabStatus, levelAfterBook, quizOutcome, readingMaxLevel, shuffled, stateMayMove } from './reading-rules';

const answer = (correct: boolean) => ({ question_id: 1, answer_id: 1, correct });

describe('reading rules', () => {
  it('free and unpaid accounts open level 1 only; paid opens all 8', () => {
    expect([readingMaxLevel('free'), readingMaxLevel('unpaid'), readingMaxLevel('paid')]).toEqual([1, 1, 8]);
    expect([isLevelLocked(1, 'free'), isLevelLocked(2, 'free'), isLevelLocked(2, 'unpaid'), isLevelLocked(8, 'paid')]).toEqual([false, true, true, false]);
  });

  it('a book of the current level moves the map one up, 8 -> 9 beats the world; other books move nothing', () => {
    expect(levelAfterBook(1, 1)).toBe(2);
    expect(levelAfterBook(8, 8)).toBe(9);
    expect(levelAfterBook(3, 2)).toBe(3);
    expect(levelAfterBook(1, 4)).toBe(1);
    expect(levelAfterBook(9, 9)).toBe(9);
  });

  it('map states and vocabulary statuses only move forward', () => {
    expect(stateMayMove('initial', 'intro watched')).toBe(true);
    expect(stateMayMove('intro watched', 'intro watched')).toBe(true);
    expect(stateMayMove('world beaten intro watched', 'initial')).toBe(false);
    expect(laterVocabStatus('heard', 'seen')).toBe('heard');
    expect(laterVocabStatus('seen', 'matched')).toBe('matched');
  });

  it('a quiz is pending until all are answered, beaten with 2 of 3', () => {
    expect(quizOutcome(3, [answer(true), answer(true)])).toBe('pending');
    expect(quizOutcome(3, [answer(true), answer(false), answer(true)])).toBe('beat');
    expect(quizOutcome(3, [answer(false), answer(false), answer(true)])).toBe('fail');
  });

  it('draws 3 distinct questions in the order the random source gives', () => {
    const first = () => 0;
    expect(shuffled([1, 2, 3, 4], first)).toEqual([2, 3, 4, 1]);
    const draw = drawQuiz([1, 2, 3, 4, 5]);
    expect(draw).toHaveLength(3);
    expect(new Set(draw).size).toBe(3);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) seen.add(drawQuiz([1, 2, 3, 4, 5]).join());
    expect(seen.size).toBeGreaterThan(5);
  });
});

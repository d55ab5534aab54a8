import { describe, expect, it } from 'vitest';
import { levelPlayState } from './level-state';

const answered = (correct: boolean, explain: boolean, completed = false) =>
  ({ kind: 'answered', result: { prev_question_correct: correct, level_completed: completed ? { level: 2 } : null }, explain }) as const;

describe('level playing states (spec part 1 section 4)', () => {
  it('walks idle → started → answering → answered → explanation → outro → completed', () => {
    expect(levelPlayState({ kind: 'map' })).toBe('idle');
    expect(levelPlayState({ kind: 'pretest-start' })).toBe('started');
    expect(levelPlayState({ kind: 'answering' })).toBe('answering');
    expect(levelPlayState(answered(false, false))).toBe('answered');
    expect(levelPlayState(answered(false, true))).toBe('explanation');
    expect(levelPlayState(answered(true, false))).toBe('answered');
    expect(levelPlayState(answered(true, false, true))).toBe('outro');
    expect(levelPlayState({ kind: 'complete' })).toBe('completed');
  });
  it('treats modals over the map as idle', () => {
    expect(levelPlayState({ kind: 'locked' })).toBe('idle');
    expect(levelPlayState({ kind: 'confirm-exit' })).toBe('idle');
  });
});

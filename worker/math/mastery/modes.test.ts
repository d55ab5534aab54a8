import { describe, expect, it } from 'vitest';
import { MATH_GAME_MODES, resolveGameMode, showsPretestModal } from './modes.js';

describe('game modes (spec: pretest, adaptive, pickskill)', () => {
  it('starts a fresh game in pretest, with the pretest modal', () => {
    expect(resolveGameMode({})).toBe('pretest');
    expect(resolveGameMode({ current: null, lessonId: null })).toBe('pretest');
    expect(showsPretestModal('pretest')).toBe(true);
    expect(showsPretestModal('adaptive')).toBe(false);
    expect(showsPretestModal('pickskill')).toBe(false);
  });

  it('switches to pickskill when a lesson parameter is given', () => {
    expect(resolveGameMode({ lessonId: 5 })).toBe('pickskill');
    expect(resolveGameMode({ current: 'pretest', lessonId: 0 })).toBe('pickskill');
  });

  it('moves from pretest to adaptive once the pretest is finished, and otherwise keeps the mode', () => {
    expect(resolveGameMode({ current: 'pretest', pretestFinished: false })).toBe('pretest');
    expect(resolveGameMode({ current: 'pretest', pretestFinished: true })).toBe('adaptive');
    expect(resolveGameMode({ current: 'adaptive' })).toBe('adaptive');
    expect(MATH_GAME_MODES).toEqual(['pretest', 'adaptive', 'pickskill']);
  });
});

import { describe, expect, it } from 'vitest';
import { levelOfNode, monsterPlace, nodeKey, nodeStates, readerShown, subState, topState } from './view-model';

describe('reading view model', () => {
  it('names the top state and its sub-state', () => {
    expect(topState('levelMap')).toBe('levelMap');
    expect(topState({ quizStatic: 'asking' })).toBe('quizStatic');
    expect(subState({ quizStatic: 'asking' })).toBe('asking');
    expect(subState({ levelLoading: { timer: 'waiting', data: 'loaded' } })).toBe('timer,data');
    expect(subState('levelMap')).toBe('');
  });

  it('nodes: read levels done, the current selected, later ones locked; the world beaten: all done', () => {
    const at3 = nodeStates({ gameMap: { current_level: 3, state: 'intro watched', latest_reading_book_id: null } });
    expect([at3['level-1'], at3['level-3'], at3['level-4'], at3['level-8']]).toEqual(['done', 'selected', 'locked', 'locked']);
    expect(Object.values(nodeStates({ gameMap: { current_level: 9, state: 'intro watched', latest_reading_book_id: null } })).every((s) => s === 'done')).toBe(true);
  });

  it('the monster walks from the finished level in levelExit after a level up, else stands at the current level (8 at most)', () => {
    const gameMap = { current_level: 4, state: 'intro watched' as const, latest_reading_book_id: null };
    expect(monsterPlace({ gameMap, walkFrom: 3, levelUp: true }, 'levelExit')).toEqual({ monsterAt: 'level-3', walkTo: 'level-4' });
    expect(monsterPlace({ gameMap, walkFrom: 3, levelUp: true }, 'levelMap')).toEqual({ monsterAt: 'level-4' });
    expect(monsterPlace({ gameMap: { ...gameMap, current_level: 9 }, walkFrom: null, levelUp: false }, 'levelLimit')).toEqual({ monsterAt: 'level-8' });
    expect(nodeKey(0)).toBe('level-1');
    expect(levelOfNode('level-7')).toBe(7);
    expect(levelOfNode('castle')).toBeNull();
  });

  it('the reader is up while reading a part and while looking back from the quiz, not while its part opens', () => {
    expect(readerShown('readStatic', 'reading')).toBe(true);
    expect(readerShown('quizArrowStatic', '')).toBe(true);
    expect(readerShown('readStatic', 'opening')).toBe(false);
    expect(readerShown('quizStatic', 'asking')).toBe(false);
    expect(readerShown('vocabStatic', '')).toBe(false);
  });
});

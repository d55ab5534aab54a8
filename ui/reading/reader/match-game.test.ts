import { describe, expect, it } from 'vitest';
import { initialMatch, matchReducer, matchRounds, roundDone, shuffleIds, type MatchPair } from './match-game';

const PAIRS: MatchPair[] = [
  { id: 1, word: 'mat', meaning: 'a small flat rug' },
  { id: 2, word: 'nap', meaning: 'a short sleep' },
  { id: 3, word: 'sun', meaning: 'the star we see by day' },
];

describe('shuffleIds', () => {
  it('is repeatable, keeps every id and never leaves the order as it was', () => {
    expect(shuffleIds([1, 2, 3, 4], 7)).toEqual(shuffleIds([1, 2, 3, 4], 7));
    for (let seed = 0; seed < 50; seed++) {
      const out = shuffleIds([1, 2, 3], seed);
      expect([...out].sort()).toEqual([1, 2, 3]);
      expect(out).not.toEqual([1, 2, 3]);
      expect(shuffleIds([5, 6], seed)).toEqual([6, 5]);
    }
    expect(shuffleIds([9], 1)).toEqual([9]);
  });
});

describe('matchRounds', () => {
  it('plays long lists in even rounds of at most 4', () => {
    expect(matchRounds([1, 2, 3]).map((r) => r.length)).toEqual([3]);
    expect(matchRounds([1, 2, 3, 4, 5]).map((r) => r.length)).toEqual([3, 2]);
    expect(matchRounds(Array.from({ length: 12 }, (_, i) => i)).map((r) => r.length)).toEqual([4, 4, 4]);
    expect(matchRounds([])).toEqual([]);
  });
});

describe('the match game', () => {
  const start = initialMatch(PAIRS, 3);

  it('matches a word tapped then its meaning, and the other way round', () => {
    let s = matchReducer(start, { type: 'tap', side: 'word', id: 2 });
    expect(s.selected).toEqual({ side: 'word', id: 2 });
    s = matchReducer(s, { type: 'tap', side: 'meaning', id: 2 });
    expect(s.matched).toEqual([2]);
    expect(s.selected).toBeNull();
    expect(s.feedback).toMatchObject({ kind: 'match', wordId: 2, meaningId: 2 });
    s = matchReducer(s, { type: 'tap', side: 'meaning', id: 1 });
    s = matchReducer(s, { type: 'tap', side: 'word', id: 1 });
    expect(s.matched).toEqual([2, 1]);
  });

  it('says "try again" for a wrong pair and takes nothing away', () => {
    const s = matchReducer(matchReducer(start, { type: 'tap', side: 'word', id: 1 }), { type: 'tap', side: 'meaning', id: 3 });
    expect(s.matched).toEqual([]);
    expect(s.feedback).toMatchObject({ kind: 'miss', wordId: 1, meaningId: 3 });
    const again = matchReducer(s, { type: 'drop', wordId: 1, meaningId: 3 });
    expect(again.feedback!.seq).toBe(s.feedback!.seq + 1);
    expect(matchReducer(again, { type: 'dismiss' }).feedback).toBeNull();
  });

  it('lets go of a second tap on the same card and moves the selection within a side', () => {
    const one = matchReducer(start, { type: 'tap', side: 'word', id: 1 });
    expect(matchReducer(one, { type: 'tap', side: 'word', id: 1 }).selected).toBeNull();
    expect(matchReducer(one, { type: 'tap', side: 'word', id: 3 }).selected).toEqual({ side: 'word', id: 3 });
  });

  it('matches by drag and drop, ignores matched cards, and ends when all are matched', () => {
    let s = matchReducer(start, { type: 'drop', wordId: 1, meaningId: 1 });
    expect(matchReducer(s, { type: 'tap', side: 'word', id: 1 })).toBe(s);
    expect(matchReducer(s, { type: 'drop', wordId: 1, meaningId: 1 }).matched).toEqual([1]);
    s = matchReducer(matchReducer(s, { type: 'drop', wordId: 2, meaningId: 2 }), { type: 'drop', wordId: 3, meaningId: 3 });
    expect(roundDone(s)).toBe(true);
    expect(roundDone(start)).toBe(false);
    expect(start.meanings).not.toEqual(start.words);
  });
});

/**
 * The vocabulary match game (issue 15, contract 5d VocabPractice), pure: words on one side,
 * meanings on the other in a shuffled order; a word is matched by dragging it onto its meaning or
 * by tapping one then the other (either first). A wrong pair only says "try again": no penalty,
 * nothing taken away, the game ends when every word is matched. Long lists play in rounds.
 */

/** A word and its meaning; `id` is the vocabulary id. */
export interface MatchPair {
  id: number;
  word: string;
  meaning: string;
}

/** Words per round: a Pre-K child matches 2-3, an older one up to 4 at a time. */
export const ROUND_SIZE = 4;

export type MatchSide = 'word' | 'meaning';

export interface MatchState {
  /** Word ids in the order shown. */
  words: number[];
  /** Meaning ids (the same ids) in a shuffled order. */
  meanings: number[];
  matched: number[];
  /** The card tapped first, waiting for its partner. */
  selected: { side: MatchSide; id: number } | null;
  /** What the last try did, for the kind message; `seq` grows with every try so the same message can show again. */
  feedback: { kind: 'match' | 'miss'; wordId: number; meaningId: number; seq: number } | null;
}

export type MatchAction = { type: 'tap'; side: MatchSide; id: number } | { type: 'drop'; wordId: number; meaningId: number } | { type: 'dismiss' };

/**
 * A deterministic shuffle (mulberry32 on `seed`) that never leaves a list of two or more in its
 * original order, so a meaning is never simply beside its word.
 */
export function shuffleIds(ids: readonly number[], seed: number): number[] {
  let s = seed >>> 0;
  const random = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...ids];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  if (out.length > 1 && out.every((id, i) => id === ids[i])) out.push(out.shift()!);
  return out;
}

/** Splits the pairs into rounds of at most `ROUND_SIZE`, as even as possible (5 → 3 + 2, not 4 + 1). */
export function matchRounds<T>(pairs: readonly T[], size = ROUND_SIZE): T[][] {
  if (pairs.length === 0) return [];
  const rounds = Math.ceil(pairs.length / size);
  const per = Math.ceil(pairs.length / rounds);
  const out: T[][] = [];
  for (let i = 0; i < pairs.length; i += per) out.push(pairs.slice(i, i + per));
  return out;
}

/** A new round of `pairs`, meanings shuffled with `seed`. */
export function initialMatch(pairs: readonly MatchPair[], seed: number): MatchState {
  const ids = pairs.map((p) => p.id);
  return { words: ids, meanings: shuffleIds(ids, seed), matched: [], selected: null, feedback: null };
}

function attempt(state: MatchState, wordId: number, meaningId: number): MatchState {
  if (state.matched.includes(wordId) || state.matched.includes(meaningId)) return { ...state, selected: null };
  const seq = (state.feedback?.seq ?? 0) + 1;
  if (wordId === meaningId) return { ...state, matched: [...state.matched, wordId], selected: null, feedback: { kind: 'match', wordId, meaningId, seq } };
  return { ...state, selected: null, feedback: { kind: 'miss', wordId, meaningId, seq } };
}

/**
 * Taps and drops. A tap selects a card (a second tap on it lets go); a tap on a card of the other
 * side tries the pair; a tap on another card of the same side moves the selection. Matched cards
 * ignore taps and drops.
 */
export function matchReducer(state: MatchState, action: MatchAction): MatchState {
  switch (action.type) {
    case 'dismiss':
      return state.feedback === null ? state : { ...state, feedback: null };
    case 'drop':
      return attempt(state, action.wordId, action.meaningId);
    case 'tap': {
      if (state.matched.includes(action.id)) return state;
      const sel = state.selected;
      if (sel === null || sel.side === action.side) {
        const same = sel !== null && sel.id === action.id;
        return { ...state, selected: same ? null : { side: action.side, id: action.id } };
      }
      return action.side === 'word' ? attempt(state, action.id, sel.id) : attempt(state, sel.id, action.id);
    }
  }
}

/** Whether every word of the round is matched. */
export function roundDone(state: MatchState): boolean {
  return state.words.length > 0 && state.matched.length === state.words.length;
}

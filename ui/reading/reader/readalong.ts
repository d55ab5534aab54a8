/**
 * Pure rules of the read-along (issue 15, contract 5d): which word is being spoken at a moment of
 * the page's clip, the clip slice of one word, when the highlight is on, the text size per level
 * and which vocabulary word a tapped word is. Times are milliseconds from the clip's start.
 */
import { wordKey } from '../../../core/reading/words';
import type { Vocab, WordTiming } from './types';

/**
 * A gap between two words shorter than this keeps the earlier word lit (ms): the highlight does not
 * blink off between words said together, but goes dark in the pause after a sentence.
 */
export const HOLD_MS = 250;

/**
 * The index of the word being spoken at `ms`, or -1 (before the first word, in a longer pause,
 * after the last). `words` are in order and do not overlap (the generator guarantees it).
 * Binary search: called on every animation frame.
 */
export function wordAt(words: readonly WordTiming[], ms: number): number {
  let lo = 0;
  let hi = words.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid]!.start_ms <= ms) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found < 0) return -1;
  const w = words[found]!;
  if (ms < w.end_ms) return found;
  // ms is between this word's end and the next word's start (found is the last word started).
  const next = words[found + 1];
  return next !== undefined && next.start_ms - w.end_ms < HOLD_MS ? found : -1;
}

/** Shortest slice played for a tapped word (ms): very short words are still heard whole. */
export const MIN_SLICE_MS = 150;

/**
 * Howler sprite entries `w<i>: [offset_ms, duration_ms]`, one per word, for playing one word of the
 * page clip. Slices never run past the clip.
 */
export function wordSprites(words: readonly WordTiming[], durationMs: number): Record<string, [number, number]> {
  const sprites: Record<string, [number, number]> = {};
  words.forEach((w, i) => {
    const start = Math.min(w.start_ms, Math.max(0, durationMs - MIN_SLICE_MS));
    sprites[`w${i}`] = [start, Math.min(Math.max(w.end_ms - start, MIN_SLICE_MS), Math.max(1, durationMs - start))];
  });
  return sprites;
}

/** The highlight fades away as readers grow: on by default at levels 1-3, off (with a toggle) from level 4. */
export function highlightByDefault(level: number): boolean {
  return level <= 3;
}

/** Whether the reader offers the highlight toggle (from level 4; below it the highlight simply stays on). */
export function highlightToggleShown(level: number): boolean {
  return !highlightByDefault(level);
}

/**
 * The text size step of a level, 1 (largest, Pre-K) to 5 (grades 3-6): early readers get big
 * letters and few words per line. The CSS maps the step to sizes for phones and tablets.
 */
export function textSizeStep(level: number): 1 | 2 | 3 | 4 | 5 {
  if (level <= 1) return 1;
  if (level === 2) return 2;
  if (level === 3) return 3;
  if (level === 4) return 4;
  return 5;
}

/**
 * The forms a vocabulary word may take in the text: the word itself, then it with an ending taken
 * off (naps → nap, napped → nap, hopping → hop, hopes → hope, puppies → puppy).
 */
export function baseForms(key: string): string[] {
  const forms = [key];
  const add = (f: string) => f.length >= 2 && !forms.includes(f) && forms.push(f);
  if (key.endsWith("'s")) add(key.slice(0, -2));
  if (key.endsWith('ies')) add(`${key.slice(0, -3)}y`);
  if (key.endsWith('es')) add(key.slice(0, -2));
  if (key.endsWith('s') && !key.endsWith('ss')) add(key.slice(0, -1));
  for (const ending of ['ed', 'ing', 'er', 'est']) {
    if (!key.endsWith(ending)) continue;
    const stem = key.slice(0, -ending.length);
    // hopped → hop (a doubled last letter); hoped → hope before hop; jumped → jump.
    if (stem.length >= 3 && stem.at(-1) === stem.at(-2)) add(stem.slice(0, -1));
    add(`${stem}e`);
    add(stem);
  }
  return forms;
}

/** The vocabulary word a tapped word is (see `baseForms`), or null. Multi-word entries match their first word only when it is the whole entry. */
export function findVocab(word: string, vocabulary: readonly Vocab[]): Vocab | null {
  const byKey = new Map(vocabulary.map((v) => [wordKey(v.word), v]));
  for (const form of baseForms(wordKey(word))) {
    const v = byKey.get(form);
    if (v !== undefined) return v;
  }
  return null;
}

import { describe, expect, it } from 'vitest';
import { baseForms, findVocab, HOLD_MS, highlightByDefault, highlightToggleShown, MIN_SLICE_MS, textSizeStep, wordAt, wordSprites } from './readalong';
import type { Vocab } from './types';

// "Pat sat on a mat." as the generator times it: a short gap inside the sentence, none at "on a".
const WORDS = [
  { start_ms: 0, end_ms: 300 },
  { start_ms: 340, end_ms: 700 },
  { start_ms: 700, end_ms: 850 },
  { start_ms: 850, end_ms: 950 },
  { start_ms: 1400, end_ms: 1900 },
];

describe('wordAt: the word being spoken at a moment of the clip', () => {
  it('finds the word whose time holds the moment', () => {
    expect(wordAt(WORDS, 0)).toBe(0);
    expect(wordAt(WORDS, 299)).toBe(0);
    expect(wordAt(WORDS, 500)).toBe(1);
    expect(wordAt(WORDS, 700)).toBe(2);
    expect(wordAt(WORDS, 1899)).toBe(4);
  });

  it('keeps a word lit across a short gap but not across a pause or after the end', () => {
    expect(wordAt(WORDS, 320)).toBe(0); // 40 ms gap before "sat"
    expect(wordAt(WORDS, 1000)).toBe(-1); // 450 ms pause before "mat"
    expect(wordAt(WORDS, 1900)).toBe(-1);
    expect(wordAt(WORDS, -5)).toBe(-1);
    expect(wordAt([], 100)).toBe(-1);
    expect(HOLD_MS).toBeLessThan(450);
  });

  it('agrees with a linear scan on every millisecond', () => {
    const linear = (ms: number) => {
      const i = WORDS.findIndex((w, k) => ms >= w.start_ms && (ms < w.end_ms || (WORDS[k + 1] !== undefined && ms < WORDS[k + 1]!.start_ms && WORDS[k + 1]!.start_ms - w.end_ms < HOLD_MS)));
      return i;
    };
    for (let ms = 0; ms <= 2000; ms++) expect(wordAt(WORDS, ms), `${ms} ms`).toBe(linear(ms));
  });
});

describe('wordSprites: one howler sprite per word', () => {
  it('slices each word, at least MIN_SLICE_MS long, never past the clip', () => {
    const sprites = wordSprites(WORDS, 2000);
    expect(sprites.w0).toEqual([0, 300]);
    expect(sprites.w3).toEqual([850, MIN_SLICE_MS]);
    expect(Object.keys(sprites)).toHaveLength(5);
    expect(wordSprites([{ start_ms: 1950, end_ms: 2000 }], 2000).w0).toEqual([1850, MIN_SLICE_MS]);
  });
});

describe('support that fades as readers grow', () => {
  it('lights words by default at levels 1-3 and offers the toggle from level 4', () => {
    expect([1, 2, 3, 4, 8].map(highlightByDefault)).toEqual([true, true, true, false, false]);
    expect([1, 3, 4, 8].map(highlightToggleShown)).toEqual([false, false, true, true]);
  });

  it('sets the text size by level, largest for Pre-K', () => {
    expect([1, 2, 3, 4, 5, 8].map(textSizeStep)).toEqual([1, 2, 3, 4, 5, 5]);
  });
});

describe('findVocab: which vocabulary word a tapped word is', () => {
  const vocab = (id: number, word: string): Vocab => ({ id, word, definition: `${word} means…`, example: '', audio_url: null, status: 'new' });
  const list = [vocab(1, 'nap'), vocab(2, 'hope'), vocab(3, 'puppy'), vocab(4, 'hop'), vocab(5, 'look out')];

  it('matches the word and its usual endings, any case, curly apostrophes too', () => {
    expect(findVocab('Nap', list)?.id).toBe(1);
    expect(findVocab('naps', list)?.id).toBe(1);
    expect(findVocab('napped', list)?.id).toBe(1);
    expect(findVocab('napping', list)?.id).toBe(1);
    expect(findVocab('hoped', list)?.id).toBe(2);
    expect(findVocab('hopping', list)?.id).toBe(4);
    expect(findVocab('puppies', list)?.id).toBe(3);
    expect(findVocab('puppy’s', list)?.id).toBe(3);
  });

  it('finds nothing for other words (and phrases are not single words)', () => {
    expect(findVocab('cat', list)).toBeNull();
    expect(findVocab('look', list)).toBeNull();
    expect(findVocab('s', list)).toBeNull();
  });

  it('lists the base forms it tries, the word itself first', () => {
    expect(baseForms('naps')).toEqual(['naps', 'nap']);
    expect(baseForms('boxes')[0]).toBe('boxes');
    expect(baseForms('boxes')).toContain('box');
  });
});

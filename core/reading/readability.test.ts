import { describe, expect, it } from 'vitest';
import { bandViolations, baseForms, bookNames, bookReadability, countSentences, readability, READABILITY_BANDS } from './readability';
import { READING_GRADES } from './book-schema';

describe('readability', () => {
  it('counts words, sentences and syllables', () => {
    const r = readability('I see a cat. The cat naps! Is it fun?');
    expect(r.words).toBe(10);
    expect(r.sentences).toBe(3);
    expect(r.syllables).toBe(10);
  });

  it('computes the Spache grade from unique unfamiliar words (inflections count with their base)', () => {
    // 8 words, 2 sentences, 1 unfamiliar word ("nap", "naps" count once).
    const r = readability('Pat can nap. Pat naps in the sun.', ['Pat']);
    expect(r.spacheUnfamiliar).toEqual(['nap']);
    // 0.659 + 0.121 * 8/2 + 0.082 * (1/8) * 100
    expect(r.spache).toBeCloseTo(0.659 + 0.121 * 4 + 0.082 * 12.5, 2);
  });

  it('treats the given names as familiar', () => {
    expect(readability('Zorbo ran.').spacheUnfamiliar).toEqual(['zorbo']);
    expect(readability('Zorbo ran.', ['Zorbo']).spacheUnfamiliar).toEqual([]);
  });

  it('computes Flesch–Kincaid and the Dale–Chall raw score', () => {
    const easy = readability('The dog ran to the park. It was a sunny day.');
    const hard = readability(
      'Photosynthesis transforms luminous energy into chemical compounds, sustaining ecosystems everywhere. Chlorophyll absorbs wavelengths selectively.',
    );
    expect(hard.fleschKincaid).toBeGreaterThan(easy.fleschKincaid + 8);
    expect(easy.daleChall).toBeLessThan(1);
    // More than 5 % difficult words adds the formula's 3.6365 adjustment.
    expect(hard.daleChall).toBeGreaterThan(10);
    expect(hard.daleChallDifficult).toBeGreaterThan(5);
  });

  it('gives NaN grades for empty text and never throws', () => {
    const r = readability('   ');
    expect(r.words).toBe(0);
    expect(Number.isNaN(r.spache)).toBe(true);
    expect(bandViolations('prek', r)).toEqual(['spache is not a number (no text?)']);
  });

  it('counts a last sentence without an end mark and quotes after the mark', () => {
    expect(countSentences('"Look!" said Max. Then he ran')).toBe(3);
    expect(countSentences('One. Two.')).toBe(2);
    // A title's period ends no sentence; a word that merely ends in the same letters still does.
    expect(countSentences('Ms. Diaz waves. Mr. Lee and Dr. Bell wave too.')).toBe(2);
    expect(countSentences('Ask Ms. Diaz. The drums.')).toBe(2);
  });

  it('finds regular base forms', () => {
    expect(baseForms('hopping')).toContain('hop');
    expect(baseForms('cried')).toContain('cry');
    expect(baseForms('baked')).toContain('bake');
    expect(baseForms("Pat's")).toContain('pat');
  });
});

describe('bands', () => {
  it('has a band for every grade, Spache up to grade 3 and FK/Dale–Chall from grade 2', () => {
    for (const g of READING_GRADES) expect(READABILITY_BANDS[g], g).toBeDefined();
    for (const g of ['prek', 'k', '1', '2', '3'] as const) expect(READABILITY_BANDS[g].spache, g).toBeDefined();
    for (const g of ['2', '3', '4', '5', '6'] as const) expect(READABILITY_BANDS[g].fleschKincaid, g).toBeDefined();
  });

  it('reports a violation with the measure and the limit', () => {
    const r = readability('Photosynthesis transforms luminous energy into chemical compounds.');
    expect(bandViolations('prek', r)[0]).toMatch(/^spache \d+(\.\d+)? above 2$/);
    expect(bandViolations('x', r)).toEqual(['no readability band for grade x']);
  });
});

describe('books', () => {
  const page = (text: string) => ({ text, art: { setting: 'park' as const, time: 'day' as const, weather: 'clear' as const, characters: [], props: [] }, questions: [] });
  const book = { parts: [{ title: 'One', pages: [page('Rosa and Max ran. Max is fast.'), page('The dog sat. I ran. "Look!" said Pat. I see Pat. Zed ran.')] }] };

  it('finds names: always capitalised, not common words', () => {
    expect(bookNames(book).sort()).toEqual(['max', 'pat', 'rosa', 'zed']);
  });

  it('measures a whole book with its names familiar', () => {
    const r = bookReadability(book);
    expect(r.words).toBe(20);
    expect(r.sentences).toBe(8);
    expect(r.spacheUnfamiliar).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { fractionBars } from './fraction-bar.js';

describe('fractionBars', () => {
  it('draws bars with a viewBox and gives parts and shaded parts in the alt', () => {
    const f = fractionBars([{ parts: 4, shaded: 1 }]);
    expect(f.svg).toMatch(/^<svg [^>]*viewBox="0 0 440 \d+"/);
    expect(f.alt).toBe('A bar split into 4 equal parts, with 1 part shaded.');
    expect(fractionBars([{ parts: 2, shaded: 1 }, { parts: 6, shaded: 3 }]).alt)
      .toBe('2 bars of the same length. Bar 1 is split into 2 equal parts, with 1 part shaded. Bar 2 is split into 6 equal parts, with 3 parts shaded.');
  });

  it('rejects nonsense', () => {
    expect(() => fractionBars([])).toThrow(RangeError);
    expect(() => fractionBars([{ parts: 3, shaded: 4 }])).toThrow(RangeError);
    expect(() => fractionBars([{ parts: 13, shaded: 1 }])).toThrow(RangeError);
  });
});

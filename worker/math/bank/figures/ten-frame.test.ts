import { describe, it, expect } from 'vitest';
import { tenFrame } from './ten-frame.js';

describe('tenFrame', () => {
  it('draws one frame with the dots, and says how many in the alt', () => {
    const f = tenFrame(7);
    expect(f.svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(f.svg.endsWith('</svg>')).toBe(true);
    expect((f.svg.match(/<circle /g) ?? []).length).toBe(7);
    expect(f.alt).toBe('A ten frame: 2 rows of 5 boxes. 7 boxes have a dot.');
    expect(tenFrame(1).alt).toContain('1 box has a dot.');
    expect(tenFrame(0).alt).toContain('No box has a dot.');
  });

  it('fills the first of two frames first', () => {
    const f = tenFrame(14, { frames: 2 });
    expect((f.svg.match(/<circle /g) ?? []).length).toBe(14);
    expect(f.alt).toBe('Two ten frames, each 2 rows of 5 boxes. The first has 10 dots. The second has 4 dots.');
    expect(f.svg.length).toBeLessThan(6000);
  });

  it('throws on nonsense', () => {
    for (const bad of [-1, 11, 2.5]) expect(() => tenFrame(bad)).toThrow(RangeError);
    expect(() => tenFrame(21, { frames: 2 })).toThrow(RangeError);
    expect(() => tenFrame(3, { frames: 3 as 2 })).toThrow(RangeError);
  });
});

import { describe, it, expect } from 'vitest';
import { clock } from './clock.js';

describe('clock', () => {
  it('draws a standalone SVG with a viewBox, under 6 KB', () => {
    const f = clock(3, 30);
    expect(f.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 320"/);
    expect(f.svg.endsWith('</svg>')).toBe(true);
    expect(f.svg.length).toBeLessThan(6000);
    expect(clock(3, 30)).toEqual(f);
  });

  it('tells the hands in the alt', () => {
    expect(clock(3, 0).alt).toBe('A clock face with the numbers 1 to 12. The short hour hand points to 3. The long minute hand points to 12.');
    expect(clock(3, 30).alt).toContain('The short hour hand is halfway between 3 and 4. The long minute hand points to 6.');
    expect(clock(12, 30).alt).toContain('halfway between 12 and 1.');
    expect(clock(7, 23).alt).toContain('The short hour hand is between 7 and 8. The long minute hand is 3 small marks past the 4.');
    expect(clock(9, 1).alt).toContain('1 small mark past the 12.');
  });

  it('points the minute hand at 6 for half past (hand end straight below the centre)', () => {
    const lines = [...clock(3, 30).svg.matchAll(/<line x1="160" y1="160" x2="([\d.]+)" y2="([\d.]+)"/g)];
    expect(lines).toHaveLength(2);
    expect(Number(lines[1]?.[1])).toBeCloseTo(160, 0);
    expect(Number(lines[1]?.[2])).toBeGreaterThan(260);
  });

  it('throws on nonsense', () => {
    for (const [h, m] of [[0, 0], [13, 0], [3, 60], [3, -1], [2.5, 0], [3, 1.5]] as const) expect(() => clock(h, m)).toThrow(RangeError);
  });
});

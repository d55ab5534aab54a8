import { describe, expect, it } from 'vitest';
import { numberLine } from './number-line.js';

describe('numberLine', () => {
  it('draws a standalone SVG with a viewBox and describes marks, numbers and points', () => {
    const f = numberLine({ from: 0, to: 2, parts: 4, labels: 'ends', points: [{ value: 1.25, label: 'A' }] });
    expect(f.svg).toMatch(/^<svg [^>]*viewBox="0 0 460 \d+"/);
    expect(f.svg.endsWith('</svg>')).toBe(true);
    expect(f.alt).toBe('A number line from 0 to 2. It has a big mark every 1, and small marks split each space between big marks into 4 equal parts. Only the ends are numbered: 0 and 2. Point A is on the 5th mark after 0.');
    expect(f.svg.length).toBeLessThan(6000);
  });

  it('describes jumps and objects by the numbers on the line', () => {
    const f = numberLine({ from: 20, to: 60, step: 10, parts: 10, jumps: [{ from: 20, to: 30 }, { from: 30, to: 35 }] });
    expect(f.alt).toContain('Jump 1 goes from the mark labeled 20 to the mark labeled 30.');
    expect(f.alt).toContain('Jump 2 goes from the mark labeled 30 to the 5th mark after 30.');
    const ruler = numberLine({ from: 0, to: 12, objects: [{ from: 2, to: 9, label: 'crayon' }] });
    expect(ruler.alt).toContain('A crayon lies along the line from the mark labeled 2 to the mark labeled 9.');
    expect(ruler.alt).toContain('0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 12');
  });

  it('thins crowded numbers but keeps both ends', () => {
    const f = numberLine({ from: 0, to: 100, step: 5 });
    expect(f.alt).toContain('The numbers written on it are 0, 10, 20, 30, 40, 50, 60, 70, 80, 90 and 100.');
    expect(f.svg.length).toBeLessThan(6000);
  });

  it('is deterministic and rejects nonsense', () => {
    expect(numberLine({ from: 0, to: 10 })).toEqual(numberLine({ from: 0, to: 10 }));
    expect(() => numberLine({ from: 5, to: 5 })).toThrow(RangeError);
    expect(() => numberLine({ from: 0, to: 10, step: 3 })).toThrow(RangeError);
    expect(() => numberLine({ from: 0, to: 1, parts: 0 })).toThrow(RangeError);
    expect(() => numberLine({ from: 0, to: 1, parts: 4, points: [{ value: 0.3 }] })).toThrow(RangeError);
    expect(() => numberLine({ from: 0, to: 10, jumps: [{ from: 2, to: 12 }] })).toThrow(RangeError);
  });
});

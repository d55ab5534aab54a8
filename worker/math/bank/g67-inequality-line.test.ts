import { describe, expect, it } from 'vitest';
import { inequalityLine } from './g67-inequality-line.js';

describe('inequalityLine', () => {
  it('draws an open or filled circle and a ray, and says so in the alt', () => {
    const f = inequalityLine({ op: '>', value: 3, from: -2, to: 8 });
    expect(f.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ')).toBe(true);
    expect(f.svg.length).toBeLessThan(6000);
    expect(f.alt).toBe('A number line from -2 to 8. There is an open circle at 3, and the line is shaded from there to the right, with an arrow.');
    expect(inequalityLine({ op: '≤', value: -4, from: -9, to: 1 }).alt).toBe('A number line from -9 to 1. There is a filled circle at -4, and the line is shaded from there to the left, with an arrow.');
    expect(inequalityLine({ op: '<', value: 0, from: -5, to: 5 })).toEqual(inequalityLine({ op: '<', value: 0, from: -5, to: 5 }));
  });

  it('throws on nonsense', () => {
    expect(() => inequalityLine({ op: '>', value: 8, from: -2, to: 8 })).toThrow(RangeError);
    expect(() => inequalityLine({ op: '>', value: 1, from: 0, to: 2 })).toThrow(RangeError);
    expect(() => inequalityLine({ op: '>', value: 1.5, from: -5, to: 5 })).toThrow(RangeError);
  });
});

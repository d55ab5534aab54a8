import { describe, expect, it } from 'vitest';
import { dotArray } from './array.js';

describe('dotArray', () => {
  it('draws dots or squares with a viewBox and an alt giving rows and columns', () => {
    const f = dotArray(3, 5);
    expect(f.svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(f.alt).toBe('An array of dots in 3 rows, with 5 dots in each row.');
    expect(dotArray(2, 4, { kind: 'squares' }).alt).toBe('A rectangle split into same-size squares: 2 rows and 4 columns, with 4 squares in each row.');
    expect(dotArray(10, 10).svg.length).toBeLessThan(6000);
  });

  it('rejects nonsense', () => {
    expect(() => dotArray(0, 3)).toThrow(RangeError);
    expect(() => dotArray(3, 11)).toThrow(RangeError);
    expect(() => dotArray(2.5, 3)).toThrow(RangeError);
  });
});

import { describe, it, expect } from 'vitest';
import { SHAPE_KINDS, shapePicture } from './shapes.js';
import type { ShapeKind } from './shapes.js';

describe('shapePicture', () => {
  it.each(SHAPE_KINDS.map((k) => [k]))('draws a %s with a viewBox and names it in the alt', (kind) => {
    const f = shapePicture(kind);
    expect(f.svg).toMatch(/^<svg [^>]*viewBox="0 0 320 260"/);
    expect(f.svg.endsWith('</svg>')).toBe(true);
    expect(f.svg.length).toBeLessThan(6000);
    expect(f.alt).toMatch(new RegExp(`^An? ${kind}: `));
  });

  it('counts sides and corners in the alt', () => {
    expect(shapePicture('hexagon').alt).toBe('A hexagon: a flat shape with 6 straight sides and 6 corners.');
    expect(shapePicture('octagon').alt).toContain('An octagon: a flat shape with 8 straight sides and 8 corners.');
    expect(shapePicture('circle').alt).toContain('no straight sides and no corners');
  });

  it('cuts a circle, square or rectangle into parts and says how many are shaded', () => {
    const f = shapePicture('circle', { parts: 4, shaded: 1 });
    expect(f.alt).toBe('A circle cut into 4 equal parts. 1 part is shaded.');
    expect((f.svg.match(/<path /g) ?? []).length).toBe(4);
    expect(shapePicture('square', { parts: 4, shaded: 3 }).alt).toBe('A square cut into 4 equal parts. 3 parts are shaded.');
    expect(shapePicture('rectangle', { parts: 2, shaded: 2 }).alt).toBe('A rectangle cut into 2 equal parts. All 2 parts are shaded.');
    expect(shapePicture('rectangle', { parts: 3, shaded: 1, unequal: true }).alt).toBe('A rectangle cut into 3 parts that are not the same size. 1 part is shaded.');
  });

  it('throws on nonsense', () => {
    expect(() => shapePicture('blob' as ShapeKind)).toThrow(RangeError);
    expect(() => shapePicture('triangle', { parts: 2 })).toThrow(RangeError);
    expect(() => shapePicture('circle', { parts: 5 as 4 })).toThrow(RangeError);
    expect(() => shapePicture('circle', { parts: 2, shaded: 3 })).toThrow(RangeError);
    expect(() => shapePicture('circle', { shaded: 1 })).toThrow(RangeError);
  });
});

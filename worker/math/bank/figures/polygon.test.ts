import { describe, expect, it } from 'vitest';
import { anglePair, parallelogramPicture, trianglePicture } from './polygon.js';
import type { AnglePairKind, TriangleKind } from './polygon.js';

const isSvg = (svg: string): void => {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg.length).toBeLessThan(6000);
};

describe('trianglePicture and parallelogramPicture', () => {
  it.each(['right', 'acute', 'obtuse'] as TriangleKind[])('draws a %s triangle with base and height in the alt', (kind) => {
    const f = trianglePicture({ base: 8, height: 5, unit: 'cm', kind });
    isSvg(f.svg);
    expect(f.alt).toMatch(/^A triangle\. Its base is 8 cm long and its height is 5 cm \(/);
    expect(f.svg).toContain('8 cm');
    expect(trianglePicture({ base: 8, height: 5, unit: 'cm', kind })).toEqual(f);
  });

  it('draws a parallelogram with its slanted side', () => {
    const f = parallelogramPicture({ base: 9, height: 4, unit: 'ft', side: 5 });
    isSvg(f.svg);
    expect(f.alt).toBe('A parallelogram. Its base is 9 ft long and its height is 4 ft (the dashed line). Its slanted side is 5 ft long.');
  });

  it('throws on nonsense', () => {
    expect(() => trianglePicture({ base: 0, height: 5, unit: 'cm' })).toThrow(RangeError);
    expect(() => trianglePicture({ base: 4, height: Number.NaN, unit: 'cm' })).toThrow(RangeError);
    expect(() => trianglePicture({ base: 4, height: 5, unit: '<b>' })).toThrow(RangeError);
    expect(() => parallelogramPicture({ base: 4, height: 5, unit: 'cm', side: 3 })).toThrow(RangeError);
  });
});

describe('anglePair', () => {
  it.each([
    ['complementary', 35, 'A ray splits a right angle (marked with a square) into two angles: one is 35° and the other is marked x.'],
    ['supplementary', 130, 'A ray stands on a straight line and makes two angles side by side: one is 130° and the other is marked x.'],
    ['vertical', 50, 'Two straight lines cross. One angle is 50°. The angle marked x is across from it.'],
    ['vertical-adjacent', 20, 'Two straight lines cross. One angle is 20°. The angle marked x is next to it, on the same straight line.'],
  ] as Array<[AnglePairKind, number, string]>)('draws %s angles', (kind, known, alt) => {
    const f = anglePair({ kind, known });
    isSvg(f.svg);
    expect(f.alt).toBe(alt);
    expect(f.svg).toContain(`${known}°`);
  });

  it('throws on nonsense', () => {
    expect(() => anglePair({ kind: 'complementary', known: 95 })).toThrow(RangeError);
    expect(() => anglePair({ kind: 'supplementary', known: 12.5 })).toThrow(RangeError);
    expect(() => anglePair({ kind: 'vertical', known: 90 })).toThrow(RangeError);
    expect(() => anglePair({ kind: 'vertical', known: 40, label: 'xy' })).toThrow(RangeError);
  });
});

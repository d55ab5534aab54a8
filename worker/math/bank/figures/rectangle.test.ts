import { describe, expect, it } from 'vitest';
import { lShapePicture, rectanglePicture } from './rectangle.js';

describe('rectanglePicture', () => {
  it('labels the bottom and left sides and says so in the alt', () => {
    const f = rectanglePicture({ width: 12, height: 7, unit: 'ft' });
    expect(f.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 460 300"')).toBe(true);
    expect(f.svg.endsWith('</svg>')).toBe(true);
    expect(f.svg).toContain('>12 ft</text>');
    expect(f.alt).toBe('A rectangle. Its bottom side is 12 ft and its left side is 7 ft.');
    expect(f.svg.length).toBeLessThan(6000);
  });

  it('reports a replaced label as written and counts squares on a grid', () => {
    expect(rectanglePicture({ width: 9, height: 4, unit: 'm', labels: { height: '? m' } }).alt)
      .toBe('A rectangle. Its bottom side is 9 m and its left side is marked ? m.');
    const g = rectanglePicture({ width: 20, height: 20, unit: 'cm', grid: true });
    expect(g.alt).toBe('A rectangle on a grid of unit squares, 20 squares across and 20 squares up. Its bottom side is 20 cm and its left side is 20 cm.');
    expect(g.svg.length).toBeLessThan(6000);
  });

  it('throws on nonsense', () => {
    expect(() => rectanglePicture({ width: 0, height: 3, unit: 'cm' })).toThrow(RangeError);
    expect(() => rectanglePicture({ width: 3, height: -1, unit: 'cm' })).toThrow(RangeError);
    expect(() => rectanglePicture({ width: 2.5, height: 3, unit: 'cm', grid: true })).toThrow(RangeError);
    expect(() => rectanglePicture({ width: 25, height: 3, unit: 'cm', grid: true })).toThrow(RangeError);
    expect(() => rectanglePicture({ width: 3, height: 3, unit: '<b>' })).toThrow(RangeError);
  });
});

describe('lShapePicture', () => {
  it('labels all six sides', () => {
    const f = lShapePicture({ width: 10, height: 9, cutWidth: 6, cutHeight: 5, unit: 'm', grid: true });
    expect(f.alt).toBe('An L-shape made of two rectangles, drawn on a grid of unit squares. Going around it: the bottom side is 10 m, the right side is 4 m, ' +
      'the top of the short part is 6 m, the step up is 5 m, the top of the tall part is 4 m and the left side is 9 m.');
    expect(f.svg.length).toBeLessThan(6000);
    expect(lShapePicture({ width: 10, height: 9, cutWidth: 6, cutHeight: 5, unit: 'm' })).toEqual(lShapePicture({ width: 10, height: 9, cutWidth: 6, cutHeight: 5, unit: 'm' }));
  });

  it('throws when the cut leaves no L', () => {
    expect(() => lShapePicture({ width: 5, height: 5, cutWidth: 5, cutHeight: 2, unit: 'm' })).toThrow(RangeError);
    expect(() => lShapePicture({ width: 5, height: 5, cutWidth: 2, cutHeight: 6, unit: 'm' })).toThrow(RangeError);
  });
});

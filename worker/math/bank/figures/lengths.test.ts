import { describe, it, expect } from 'vitest';
import { lengthPicture } from './lengths.js';

describe('lengthPicture', () => {
  it('draws bars from one start line and gives each length in the alt', () => {
    const f = lengthPicture([{ label: 'pencil', length: 7 }, { label: 'crayon', length: 4 }]);
    expect(f.svg).toMatch(/^<svg [^>]*viewBox="0 0 440 \d+"/);
    expect(f.svg.endsWith('</svg>')).toBe(true);
    expect(f.alt).toBe('2 things start at the same line. The pencil is 7 units long. The crayon is 4 units long.');
    expect(f.svg).toContain('>pencil</text>');
  });

  it('lays unit cubes under each item', () => {
    const f = lengthPicture([{ label: 'ribbon', length: 12 }, { label: 'worm', length: 1 }], { unitCubes: true });
    expect(f.alt).toBe('2 things start at the same line. The ribbon is as long as 12 cubes. The worm is as long as 1 cube.');
    expect((f.svg.match(/h[\d.]+v[\d.]+h-/g) ?? []).length).toBe(13);
    expect(f.svg.length).toBeLessThan(6000);
  });

  it('stands items up for height', () => {
    expect(lengthPicture([{ label: 'tree', length: 8 }, { label: 'house', length: 5 }], { upright: true }).alt)
      .toBe('2 things stand on the same line. The tree is 8 units tall. The house is 5 units tall.');
  });

  it('throws on nonsense', () => {
    expect(() => lengthPicture([])).toThrow(RangeError);
    expect(() => lengthPicture([{ label: 'a', length: 0 }])).toThrow(RangeError);
    expect(() => lengthPicture([{ label: 'a', length: 2.5 }])).toThrow(RangeError);
    expect(() => lengthPicture([{ label: '', length: 2 }])).toThrow(RangeError);
    expect(() => lengthPicture([{ label: 'a', length: 2 }], { unitCubes: true, upright: true })).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { anglePicture } from './angle.js';

describe('anglePicture', () => {
  it('draws a plain angle whose alt tells its measure', () => {
    const f = anglePicture(125);
    expect(f.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 262"')).toBe(true);
    expect(f.svg.endsWith('</svg>')).toBe(true);
    expect(f.alt).toBe('An angle that measures 125 degrees; one ray points right.');
    expect(anglePicture(90, { label: 'PQR', side: 'left' }).alt).toBe('Angle PQR that measures 90 degrees, a square corner; one ray points left.');
  });

  it('puts an angle on a protractor and names where each ray points', () => {
    const f = anglePicture(65, { protractor: true, label: 'ABC' });
    expect(f.alt).toBe("Angle ABC on a protractor; one ray points right. Ray BA points to 0 on the protractor's scale and ray BC points to 65.");
    expect(f.svg).toContain('>180</text>');
    expect(f.svg.length).toBeLessThan(12000);
  });

  it('splits an angle and reports marks instead of measures', () => {
    const f = anglePicture(75, { split: 35, label: 'ABCD', marks: { first: '35°', second: '?' } });
    expect(f.alt).toBe('Angle ABD, split into two parts by ray BC; one ray points right. Angle ABC is marked 35°; angle CBD is marked ?.');
    expect(f.svg).toContain('35°');
    expect(anglePicture(75, { split: 35 }).alt).toBe('An angle, split into two parts by a ray; one ray points right. The first part is 35 degrees and the second part is 40 degrees.');
  });

  it('is deterministic and small without a protractor', () => {
    expect(anglePicture(40, { label: 'XYZ' })).toEqual(anglePicture(40, { label: 'XYZ' }));
    expect(anglePicture(40).svg.length).toBeLessThan(6000);
  });

  it('throws on nonsense', () => {
    expect(() => anglePicture(0)).toThrow(RangeError);
    expect(() => anglePicture(200)).toThrow(RangeError);
    expect(() => anglePicture(Number.NaN)).toThrow(RangeError);
    expect(() => anglePicture(60, { split: 70 })).toThrow(RangeError);
    expect(() => anglePicture(60, { label: 'AB' })).toThrow(RangeError);
    expect(() => anglePicture(60, { split: 20, label: 'ABC' })).toThrow(RangeError);
  });
});

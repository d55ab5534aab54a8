import { describe, expect, it } from 'vitest';
import { coordinateGrid, lineText } from './coordinate-grid.js';

describe('coordinateGrid', () => {
  it('draws a four-quadrant grid whose alt names every point, segment, polygon and line', () => {
    const f = coordinateGrid({
      xMin: -6, xMax: 6, yMin: -5, yMax: 5,
      points: [{ x: 2, y: 3, label: 'A' }, { x: -4, y: -2 }],
      segments: [{ from: [-5, 4], to: [-1, 4] }],
      polygon: [[1, -1], [4, -1], [4, -4]],
      lines: [{ slope: 0.5, intercept: 1 }],
    });
    expect(f.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ')).toBe(true);
    expect(f.svg.endsWith('</svg>')).toBe(true);
    expect(f.svg.length).toBeLessThan(6000);
    expect(f.alt).toBe(
      'A coordinate grid with x from -6 to 6 and y from -5 to 5. Point A is at (2, 3). A point is at (-4, -2). ' +
      'A segment goes from (-5, 4) to (-1, 4). A polygon has corners at (1, -1), (4, -1) and (4, -4). The line y = (1/2)x + 1 is drawn.',
    );
    expect(f.svg).toContain('<circle');
  });

  it('is deterministic and stays small on the largest grid', () => {
    const o = { xMin: 0, xMax: 24, yMin: -12, yMax: 12, lines: [{ slope: -2, intercept: 7 }] };
    expect(coordinateGrid(o)).toEqual(coordinateGrid(o));
    expect(coordinateGrid(o).svg.length).toBeLessThan(6000);
  });

  it('writes lines as the questions do', () => {
    expect(lineText(2, 1)).toBe('y = 2x + 1');
    expect(lineText(-1, -3)).toBe('y = -x - 3');
    expect(lineText(1, 0)).toBe('y = x');
    expect(lineText(0, 4)).toBe('y = 4');
    expect(lineText(-0.75, 2)).toBe('y = (-3/4)x + 2');
  });

  it('throws on nonsense', () => {
    expect(() => coordinateGrid({ xMin: 3, xMax: 1, yMin: 0, yMax: 5 })).toThrow(RangeError);
    expect(() => coordinateGrid({ xMin: 1, xMax: 5, yMin: 0, yMax: 5 })).toThrow(RangeError);
    expect(() => coordinateGrid({ xMin: 0, xMax: 40, yMin: 0, yMax: 5 })).toThrow(RangeError);
    expect(() => coordinateGrid({ xMin: 0, xMax: 5.5, yMin: 0, yMax: 5 })).toThrow(RangeError);
    expect(() => coordinateGrid({ xMin: -5, xMax: 5, yMin: -5, yMax: 5, points: [{ x: 6, y: 0 }] })).toThrow(RangeError);
    expect(() => coordinateGrid({ xMin: -5, xMax: 5, yMin: -5, yMax: 5, polygon: [[0, 0], [1, 1]] })).toThrow(RangeError);
    expect(() => coordinateGrid({ xMin: -5, xMax: 5, yMin: -5, yMax: 5, lines: [{ slope: 0, intercept: 9 }] })).toThrow(RangeError);
  });
});

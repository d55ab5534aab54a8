import { describe, expect, it } from 'vitest';
import { lineGraph, scatterPlot } from './line-graph.js';

const base = { title: 'Savings', xLabel: 'Weeks', yLabel: 'Dollars' };

describe('lineGraph', () => {
  it('draws a standalone SVG with a viewBox and lists every point in the alt', () => {
    const f = lineGraph({ ...base, points: [{ x: 2, y: 22 }, { x: 0, y: 10 }, { x: 1, y: 16 }, { x: 3, y: 28 }] });
    expect(f.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 460 340"')).toBe(true);
    expect(f.svg.endsWith('</svg>')).toBe(true);
    expect(f.alt).toBe('A line graph titled "Savings". The horizontal axis shows Weeks and the vertical axis shows Dollars. The line goes through the points (0, 10), (1, 16), (2, 22) and (3, 28).');
    expect(f.svg).toContain('<title>A line graph titled &quot;Savings&quot;.');
    expect(f.svg.length).toBeLessThan(6000);
    expect(lineGraph({ ...base, points: [{ x: 0, y: 10 }, { x: 1, y: 16 }] })).toEqual(lineGraph({ ...base, points: [{ x: 0, y: 10 }, { x: 1, y: 16 }] }));
  });

  it('picks a grid step that puts the points on grid lines', () => {
    const f = lineGraph({ ...base, points: [{ x: 0, y: 15 }, { x: 4, y: 75 }] });
    expect(f.svg).toContain('>75</text>');
    expect(f.svg).toContain('>15</text>');
  });

  it('throws on nonsense', () => {
    expect(() => lineGraph({ ...base, points: [{ x: 0, y: 1 }] })).toThrow(RangeError);
    expect(() => lineGraph({ ...base, points: [{ x: 0, y: 1 }, { x: 0, y: 2 }] })).toThrow(RangeError);
    expect(() => lineGraph({ ...base, points: [{ x: -1, y: 1 }, { x: 2, y: 2 }] })).toThrow(RangeError);
    expect(() => lineGraph({ ...base, points: [{ x: 1, y: NaN }, { x: 2, y: 2 }] })).toThrow(RangeError);
    expect(() => lineGraph({ ...base, title: '', points: [{ x: 0, y: 1 }, { x: 1, y: 2 }] })).toThrow(RangeError);
    expect(() => lineGraph({ ...base, xStep: 0, points: [{ x: 0, y: 1 }, { x: 1, y: 2 }] })).toThrow(RangeError);
  });
});

describe('scatterPlot', () => {
  it('lists every point and the labelled ones in the alt', () => {
    const f = scatterPlot({ ...base, title: 'Practice and goals', points: [{ x: 1, y: 3 }, { x: 4, y: 12, label: 'Mia' }, { x: 6, y: 15 }] });
    expect(f.alt).toBe('A scatter plot titled "Practice and goals". The horizontal axis shows Weeks and the vertical axis shows Dollars. It has 3 points: (1, 3), (4, 12) and (6, 15). The point labeled Mia is at (4, 12).');
    expect(f.svg).toMatch(/viewBox="0 0 460 340"/);
    expect(f.svg).toContain('>Mia</text>');
    const many = scatterPlot({ ...base, points: Array.from({ length: 30 }, (_, i) => ({ x: i % 10, y: (i * 7) % 23 })) });
    expect(many.svg.length).toBeLessThan(6000);
  });

  it('throws on nonsense', () => {
    expect(() => scatterPlot({ ...base, points: [] })).toThrow(RangeError);
    expect(() => scatterPlot({ ...base, points: [{ x: 1, y: -2 }] })).toThrow(RangeError);
    expect(() => scatterPlot({ ...base, points: [{ x: 1, y: 2, label: 'A' }, { x: 2, y: 2, label: 'A' }] })).toThrow(RangeError);
    expect(() => scatterPlot({ ...base, points: [{ x: 1e9, y: 2 }] })).toThrow(RangeError);
  });
});

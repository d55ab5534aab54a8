import { describe, expect, it } from 'vitest';
import { linePlot } from './line-plot.js';

describe('linePlot', () => {
  const o = { title: 'Pencil lengths (inches)', values: [1, 1, 1.25, 1.75, 1.75, 1.75], ticks: [1, 1.25, 1.5, 1.75], tickLabels: ['1', '1 1/4', '1 1/2', '1 3/4'] };

  it('stacks one X per value and lists every mark in the alt', () => {
    const f = linePlot(o);
    expect(f.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320"')).toBe(true);
    expect(f.svg.endsWith('</svg>')).toBe(true);
    expect(f.svg).toContain('>1 3/4</text>');
    expect(f.alt).toBe('A line plot titled "Pencil lengths (inches)". Each X is one data value. Above 1 there are 2 X\'s, above 1 1/4 there is 1 X, ' +
      'above 1 1/2 there are no X\'s, above 1 3/4 there are 3 X\'s.');
    expect(f.svg.length).toBeLessThan(6000);
  });

  it('is deterministic and labels marks with their numbers by default', () => {
    expect(linePlot(o)).toEqual(linePlot(o));
    expect(linePlot({ title: 'T', values: [0.5], ticks: [0, 0.5, 1] }).alt).toContain('above 0.5 there is 1 X');
  });

  it('stays small when full', () => {
    const ticks = Array.from({ length: 13 }, (_, i) => i / 4);
    const values = ticks.flatMap((t) => Array.from({ length: 9 }, () => t));
    expect(linePlot({ title: 'Full', values, ticks }).svg.length).toBeLessThan(6000);
  });

  it('throws on nonsense', () => {
    expect(() => linePlot({ ...o, values: [1.1] })).toThrow(RangeError);
    expect(() => linePlot({ ...o, ticks: [1, 1.25, 1.75, 2] })).toThrow(RangeError);
    expect(() => linePlot({ ...o, tickLabels: ['1'] })).toThrow(RangeError);
    expect(() => linePlot({ ...o, title: ' ' })).toThrow(RangeError);
    expect(() => linePlot({ ...o, values: Array.from({ length: 10 }, () => 1) })).toThrow(RangeError);
    expect(() => linePlot({ ...o, ticks: [1] , tickLabels: ['1'] })).toThrow(RangeError);
  });
});

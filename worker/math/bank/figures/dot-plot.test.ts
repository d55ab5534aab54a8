import { describe, expect, it } from 'vitest';
import { dotPlot, dotPlots } from './dot-plot.js';

describe('dotPlot', () => {
  it('stacks a dot per value and lists every stack in the alt', () => {
    const f = dotPlot({ title: 'Goals in a game', values: [4, 1, 1, 3, 4, 4], from: 0, to: 8 });
    expect(f.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ')).toBe(true);
    expect(f.svg.match(/<circle/g)).toHaveLength(6);
    expect(f.alt).toBe('A dot plot titled "Goals in a game". The number line goes from 0 to 8. Each dot is one value. There are 2 dots above 1, 1 dot above 3 and 3 dots above 4. There are 6 dots in all.');
    expect(f.svg.length).toBeLessThan(6000);
  });

  it('is deterministic and small on a wide, tall plot', () => {
    const o = { title: 'Pets', values: [...Array(10).fill(20), ...Array(10).fill(5), 0, 7], from: 0, to: 20 };
    expect(dotPlot(o)).toEqual(dotPlot(o));
    expect(dotPlot(o).svg.length).toBeLessThan(6000);
    expect(dotPlot({ title: 'One', values: [3], from: 0, to: 5 }).alt).toContain('There is 1 dot above 3. There is 1 dot in all.');
  });

  it('throws on nonsense', () => {
    expect(() => dotPlot({ title: '', values: [1], from: 0, to: 5 })).toThrow(RangeError);
    expect(() => dotPlot({ title: 'T', values: [], from: 0, to: 5 })).toThrow(RangeError);
    expect(() => dotPlot({ title: 'T', values: [6], from: 0, to: 5 })).toThrow(RangeError);
    expect(() => dotPlot({ title: 'T', values: [1.5], from: 0, to: 5 })).toThrow(RangeError);
    expect(() => dotPlot({ title: 'T', values: [1], from: 5, to: 0 })).toThrow(RangeError);
    expect(() => dotPlot({ title: 'T', values: [1], from: 0, to: 30 })).toThrow(RangeError);
    expect(() => dotPlot({ title: 'T', values: Array(11).fill(2), from: 0, to: 5 })).toThrow(RangeError);
  });
});

describe('dotPlots', () => {
  it('draws two plots on one scale and describes each in the alt', () => {
    const f = dotPlots({ title: 'Baskets per game', plots: [{ label: "Mia's team", values: [3, 3, 5] }, { label: "Leo's team", values: [6, 4, 6] }], from: 0, to: 10 });
    expect(f.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ')).toBe(true);
    expect(f.svg.match(/<circle/g)).toHaveLength(6);
    expect(f.svg.length).toBeLessThan(6000);
    expect(f.alt).toBe('Two dot plots titled "Baskets per game", each on a number line from 0 to 10. ' +
      "Mia's team: there are 2 dots above 3 and 1 dot above 5 (3 dots in all). Leo's team: there is 1 dot above 4 and 2 dots above 6 (3 dots in all).");
  });

  it('throws on nonsense', () => {
    const one = { label: 'A', values: [1] };
    expect(() => dotPlots({ title: 'T', plots: [one], from: 0, to: 5 })).toThrow(RangeError);
    expect(() => dotPlots({ title: 'T', plots: [one, { label: '', values: [1] }], from: 0, to: 5 })).toThrow(RangeError);
    expect(() => dotPlots({ title: 'T', plots: [one, { label: 'B', values: [9] }], from: 0, to: 5 })).toThrow(RangeError);
    expect(() => dotPlots({ title: 'T', plots: [one, { label: 'B', values: [] }], from: 0, to: 5 })).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { twoWayTable, valueTable } from './table.js';

describe('valueTable', () => {
  it('draws every cell and reads each row in the alt', () => {
    const f = valueTable({ headers: ['Hours', 'Cost ($)'], rows: [[1, 12], [2, 19], [3, -4]] });
    expect(f.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 172"')).toBe(true);
    expect(f.alt).toBe('A table with the columns Hours and Cost ($). Row 1: Hours 1, Cost ($) 12. Row 2: Hours 2, Cost ($) 19. Row 3: Hours 3, Cost ($) -4.');
    for (const cell of ['Hours', 'Cost ($)', '12', '19', '-4']) expect(f.svg).toContain(`>${cell}</text>`);
    expect(f.svg.length).toBeLessThan(6000);
    expect(valueTable({ headers: ['x', 'y'], rows: [[1, 2]] })).toEqual(valueTable({ headers: ['x', 'y'], rows: [[1, 2]] }));
  });

  it('throws on nonsense', () => {
    expect(() => valueTable({ headers: ['x', 'y'], rows: [] })).toThrow(RangeError);
    expect(() => valueTable({ headers: ['x', 'x'], rows: [[1, 2]] })).toThrow(RangeError);
    expect(() => valueTable({ headers: ['x, y', 'z'], rows: [[1, 2]] })).toThrow(RangeError);
    expect(() => valueTable({ headers: ['x', 'y'], rows: [[1, Infinity]] })).toThrow(RangeError);
    expect(() => valueTable({ headers: ['x', 'y'], rows: Array.from({ length: 11 }, (_, i): [number, number] => [i, i]) })).toThrow(RangeError);
  });
});

describe('twoWayTable', () => {
  const o = { rowLabels: ['Plays a sport', 'No sport'], colLabels: ['Has a pet', 'No pet'], counts: [[12, 8], [5, 15]] } as const;

  it('adds the totals and reads every row in the alt', () => {
    const f = twoWayTable({ rowLabels: [...o.rowLabels], colLabels: [...o.colLabels], counts: [[12, 8], [5, 15]] });
    expect(f.svg).toMatch(/viewBox="0 0 480 196"/);
    expect(f.alt).toBe('A two-way table with the rows Plays a sport and No sport and the columns Has a pet and No pet. '
      + 'Plays a sport: Has a pet 12, No pet 8, Total 20. No sport: Has a pet 5, No pet 15, Total 20. Total: Has a pet 17, No pet 23, Total 40.');
    for (const cell of ['17', '23', '40', 'Total']) expect(f.svg).toContain(`>${cell}</text>`);
    expect(f.svg.length).toBeLessThan(6000);
  });

  it('throws on nonsense', () => {
    expect(() => twoWayTable({ rowLabels: ['A', 'B'], colLabels: ['A', 'C'], counts: [[1, 2], [3, 4]] })).toThrow(RangeError);
    expect(() => twoWayTable({ rowLabels: ['A', 'Total'], colLabels: ['C', 'D'], counts: [[1, 2], [3, 4]] })).toThrow(RangeError);
    expect(() => twoWayTable({ rowLabels: ['A', 'B'], colLabels: ['C', 'D'], counts: [[1.5, 2], [3, 4]] })).toThrow(RangeError);
    expect(() => twoWayTable({ rowLabels: ['A', 'B'], colLabels: ['C', 'D'], counts: [[-1, 2], [3, 4]] })).toThrow(RangeError);
    expect(() => twoWayTable({ rowLabels: ['A', 'B'], colLabels: ['Takes the bus', 'D'], counts: [[1, 2], [3, 4]] })).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { assignExperiments, assignVariant, EXPERIMENTS, isExperimentKey } from './experiments';

describe('guest experiments', () => {
  it('assigns math_startflow_order deterministically, with both variants about evenly', () => {
    const counts: Record<string, number> = {};
    for (let id = 1; id <= 2000; id++) {
      const v = assignVariant('math_startflow_order', id);
      expect(assignVariant('math_startflow_order', id)).toBe(v);
      counts[v] = (counts[v] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual(['email_first', 'quiz_first']);
    expect(counts.quiz_first! / 2000).toBeGreaterThan(0.45);
    expect(counts.quiz_first! / 2000).toBeLessThan(0.55);
  });

  it("uses GrowthBook's hash: known guests get known variants (a change of hashing would move every guest)", () => {
    expect([1, 2, 3].map((id) => assignVariant('math_startflow_order', id))).toEqual(['quiz_first', 'quiz_first', 'email_first']);
  });

  it('gives the token map of every active experiment, and knows its keys only', () => {
    expect(assignExperiments(3)).toEqual({ math_startflow_order: 'email_first' });
    expect(isExperimentKey('math_startflow_order')).toBe(true);
    expect(isExperimentKey('toString')).toBe(false);
    expect(isExperimentKey('nope')).toBe(false);
    expect(EXPERIMENTS.math_startflow_order.variants[0]).toBe('quiz_first');
  });
});

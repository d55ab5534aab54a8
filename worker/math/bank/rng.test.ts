import { describe, it, expect } from 'vitest';
import { createRng, hashString } from './rng.js';

describe('createRng', () => {
  it('repeats the same stream for the same seed and differs for another', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps int() inside the inclusive range and reaches both ends', () => {
    const rng = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const n = rng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
    expect(() => rng.int(5, 4)).toThrow();
  });

  it('shuffles into a permutation without touching the input, and picks members', () => {
    const rng = createRng(1);
    const input = [1, 2, 3, 4, 5, 6];
    const out = rng.shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...out].sort()).toEqual(input);
    expect(input).toContain(rng.pick(input));
    expect(() => rng.pick([])).toThrow();
  });

  it('accepts odd seeds without NaN', () => {
    for (const seed of [NaN, Infinity, -1, 2.7, 2 ** 40]) expect(Number.isNaN(createRng(seed).next())).toBe(false);
  });

  it('hashes strings stably', () => {
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).not.toBe(hashString('abd'));
  });
});

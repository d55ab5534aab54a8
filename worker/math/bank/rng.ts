/**
 * Small seeded PRNG (mulberry32). Pure JS so it behaves identically in Node
 * and Cloudflare Workers; Math.random would break "same seed → same question".
 */

export interface Rng {
  /** Next float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). Throws if max < min. */
  int(min: number, max: number): number;
  /** One element of a non-empty array. Throws on an empty array. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates); the input is left untouched. */
  shuffle<T>(items: readonly T[]): T[];
}

/** Creates a deterministic generator; any number is accepted and folded to 32 bits. */
export function createRng(seed: number): Rng {
  let state = toUint32(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new Error(`Invalid range [${min}, ${max}]`);
    }
    return min + Math.floor(next() * (max - min + 1));
  };
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty array');
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  };
  return { next, int, pick, shuffle };
}

/** FNV-1a hash of a string to an unsigned 32-bit integer; used to give each lesson its own stream. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// Non-integers, NaN and huge seeds must still map to a stable 32-bit state.
function toUint32(seed: number): number {
  if (!Number.isFinite(seed)) return 0;
  return Math.trunc(seed) >>> 0;
}

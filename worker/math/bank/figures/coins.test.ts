import { describe, expect, it } from 'vitest';
import { coinPicture } from './coins.js';

describe('coinPicture', () => {
  it('draws the coins with a viewBox and lists them in the alt, biggest first', () => {
    const f = coinPicture({ pennies: 4, quarters: 2, nickels: 1 });
    expect(f.svg).toMatch(/^<svg [^>]*viewBox="0 0 440 \d+"/);
    expect(f.alt).toBe('Coins: 2 quarters, 1 nickel and 4 pennies.');
    expect((f.svg.match(/<circle/g) ?? []).length).toBe(14);
    expect(coinPicture({ quarters: 3, dimes: 3, nickels: 3, pennies: 3 }).svg.length).toBeLessThan(6000);
  });

  it('rejects nonsense', () => {
    expect(() => coinPicture({})).toThrow(RangeError);
    expect(() => coinPicture({ pennies: 13 })).toThrow(RangeError);
    expect(() => coinPicture({ dimes: -1, pennies: 2 })).toThrow(RangeError);
  });
});

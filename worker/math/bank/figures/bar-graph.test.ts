import { describe, expect, it } from 'vitest';
import { barGraph } from './bar-graph.js';

const bars = [{ label: 'Dogs', value: 15 }, { label: 'Cats', value: 5 }, { label: 'Fish', value: 0 }];

describe('barGraph', () => {
  it('draws bars with a viewBox and an alt giving the title, scale and every value', () => {
    const f = barGraph({ title: 'Pets', bars, scale: 5 });
    expect(f.svg).toMatch(/^<svg [^>]*viewBox="0 0 460 \d+"/);
    expect(f.alt).toBe('A bar graph titled "Pets". Each square stands for 5. Dogs: 15. Cats: 5. Fish: 0.');
    expect(f.svg.length).toBeLessThan(6000);
  });

  it('draws a picture graph with a key', () => {
    const f = barGraph({ title: 'Pets', bars, scale: 5, picture: true });
    expect(f.alt).toBe('A picture graph titled "Pets". Each picture stands for 5. Dogs: 15. Cats: 5. Fish: 0.');
    expect(f.svg).toContain('= 5');
    expect(barGraph({ title: 'Pets', bars: [{ label: 'A', value: 2 }, { label: 'B', value: 3 }] }).alt).toBe('A bar graph titled "Pets". A: 2. B: 3.');
  });

  it('is deterministic and rejects nonsense', () => {
    expect(barGraph({ title: 'Pets', bars })).toEqual(barGraph({ title: 'Pets', bars }));
    expect(() => barGraph({ title: 'Pets', bars: [{ label: 'A', value: 1 }] })).toThrow(RangeError);
    expect(() => barGraph({ title: 'Pets', bars, scale: 2 })).toThrow(RangeError);
    expect(() => barGraph({ title: 'Pets', bars: [{ label: 'A', value: 1 }, { label: 'A', value: 2 }] })).toThrow(RangeError);
    expect(() => barGraph({ title: 'Pets', bars: [{ label: 'A', value: 30 }, { label: 'B', value: 2 }], picture: true })).toThrow(RangeError);
  });
});

describe('barGraph size', () => {
  it('stays under 6 KB with 6 full rows of pictures or bars', () => {
    const full = ['Apple', 'Banana', 'Grapes', 'Pear', 'Plum', 'Swimming'].map((label) => ({ label, value: 10 }));
    expect(barGraph({ title: 'Favorite fruit', bars: full, picture: true }).svg.length).toBeLessThan(6000);
    expect(barGraph({ title: 'Favorite fruit', bars: full.map((b) => ({ ...b, value: 20 })) }).svg.length).toBeLessThan(6000);
  });
});

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OUTFIT_POSITIONS } from '../../core/content/monster-items';
import { outfitDef } from '../../core/art/outfits';
import { catalogueItems } from '../../worker/monster/items.catalogue';
import { housePictureSvg, itemArtFiles, writeItemArt } from './items';

describe('store item art', () => {
  it('is committed and current (run npx tsx scripts/art/items.ts when this fails)', () => {
    expect(writeItemArt(fileURLToPath(new URL('../..', import.meta.url)), true)).toEqual([]);
  });

  it('has a drawing for every catalogue item, outfits worn where the catalogue says', () => {
    const items = catalogueItems();
    const files = itemArtFiles(items);
    for (const item of items) {
      expect(files.get(`${item.key}.svg`)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" /);
      if (item.type === 'outfit') expect(outfitDef(item.key)?.position).toBe(item.position);
    }
    expect(() => housePictureSvg('no-such-thing')).toThrow('No house item drawing for "no-such-thing"');
  });

  it('offers at least 8 math outfits over every position and at least 8 house items, 10 to 80 gems each', () => {
    const math = catalogueItems().filter((i) => i.subject_id === 1);
    const outfits = math.filter((i) => i.type === 'outfit');
    expect(outfits.length).toBeGreaterThanOrEqual(8);
    expect(new Set(outfits.map((o) => o.position))).toEqual(new Set(OUTFIT_POSITIONS));
    expect(math.filter((i) => i.type === 'house').length).toBeGreaterThanOrEqual(8);
    expect(math.every((i) => i.price >= 10 && i.price <= 80)).toBe(true);
  });
});

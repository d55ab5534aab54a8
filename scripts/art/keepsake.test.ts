import { describe, expect, it } from 'vitest';
import { loadContent } from '../lib/content';
import { MONSTER_NUMBERS, arcticKeepsake, desertKeepsake, jungleKeepsake, keepsakeMonster, monsterFriend, oceanKeepsake } from './keepsake';

describe('keepsake sprites (one picture per monster number)', () => {
  it('gives each monster number its own body and colour option', () => {
    const bodies = MONSTER_NUMBERS.map((n) => keepsakeMonster(n).body);
    const colours = MONSTER_NUMBERS.map((n) => keepsakeMonster(n).color);
    expect(bodies).toEqual([1, 2, 3, 4, 5]);
    expect(colours).toEqual([6, 7, 8, 9, 10]);
  });

  it('draws five different variants for every theme', () => {
    for (const art of [oceanKeepsake(), desertKeepsake(), jungleKeepsake(), arcticKeepsake()]) {
      expect(art.variants).toHaveLength(5);
      expect(new Set(art.variants).size).toBe(5);
      expect(art.body).toBe(art.variants[0]);
    }
  });

  it('prefixes every id of the embedded monster so sprites never clash', () => {
    const svg = monsterFriend(2, { x: 0, y: 0, w: 40, h: 44 }, 'ks-x-');
    const ids = [...svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    const refs = [...svg.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id?.startsWith('ks-x-'))).toBe(true);
    expect(refs.every((r) => ids.includes(r))).toBe(true);
  });
});

describe('content uses composites and per-monster images on every map', () => {
  const { content } = loadContent();
  const levelsOf = (mapId: number) => content.levels.filter((l) => l.map_id === mapId);

  it.each([1, 2, 3, 4])('map %i has a composite and a sprite with an image per monster number', (mapId) => {
    const map = content.maps.find((m) => m.id === mapId)!;
    const composites = map.assets.composites.length + levelsOf(mapId).reduce((n, l) => n + l.composites.length, 0);
    const images = [...map.assets.sprites, ...levelsOf(mapId).flatMap((l) => l.assets.sprites)].filter((s) => s.image !== undefined);
    expect(composites).toBeGreaterThan(0);
    expect(images.length).toBeGreaterThan(0);
    for (const s of images) {
      expect(Object.keys(s.image ?? {}).sort()).toEqual(['1', '2', '3', '4', '5']);
      expect(s.image_url).toBe(s.image?.['1']);
    }
  });

  it('the jungle map is larger than the screen and follows the monster', () => {
    const jungle = content.maps.find((m) => m.key === 'jungle')!;
    expect([jungle.scale, jungle.move_map]).toEqual([1.25, true]);
  });
});

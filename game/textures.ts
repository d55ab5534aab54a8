import type * as Phaser from 'phaser';
import { monsterSvg } from '../core/art/monster-svg';
import type { MonsterDescription } from '../core/monster/monster-parts';

/** Texture key of a monster description (one texture per distinct monster, outfits included). */
export function monsterTextureKey(d: MonsterDescription): string {
  const outfits = d.outfits?.length ? `-${[...d.outfits].sort().join('+')}` : '';
  return `monster-${d.body}-${d.color}-${d.eyes}-${d.headpart}-${d.mouth}-${d.pattern}${outfits}`;
}

/**
 * Adds the monster's SVG as a texture, rasterised at `scale` times its 400x440 size so it stays
 * crisp when drawn large. Resolves with its key when the texture exists (at once if it already did).
 * `eyes: 'closed'` makes the same monster mid-blink (key suffix `-blink`).
 */
export function ensureMonsterTexture(scene: Phaser.Scene, d: MonsterDescription, scale = 1, eyes: 'open' | 'closed' = 'open'): Promise<string> {
  const key = monsterTextureKey(d) + (eyes === 'closed' ? '-blink' : '');
  if (scene.textures.exists(key)) return Promise.resolve(key);
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(400 * scale);
      canvas.height = Math.round(440 * scale);
      canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
      if (!scene.textures.exists(key)) scene.textures.addCanvas(key, canvas);
      resolve(key);
    };
    img.onerror = () => reject(new Error('monster texture failed to load'));
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(monsterSvg(d, { eyes }));
  });
}

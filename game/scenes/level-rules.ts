import type { MonsterNumber, SpriteContent } from '../content/level-schema';

/** Which sprites are visible at `progress`: those whose order is at most the progress. */
export function visibleSpriteKeys(sprites: readonly Pick<SpriteContent, 'key' | 'order'>[], progress: number): string[] {
  return sprites.filter((s) => s.order <= progress).map((s) => s.key);
}

/**
 * Image URL of a sprite for the student's monster number: sprites that depend on the monster
 * carry an `image` map keyed "1".."5"; every other sprite (or no number given) uses `image_url`.
 */
export function spriteImageUrl(sprite: Pick<SpriteContent, 'image' | 'image_url'>, monsterNumber?: MonsterNumber): string {
  if (monsterNumber === undefined) return sprite.image_url;
  return sprite.image?.[`${monsterNumber}`] ?? sprite.image_url;
}

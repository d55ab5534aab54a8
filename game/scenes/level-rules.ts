import type { SpriteContent } from '../content/level-schema';

/** Which sprites are visible at `progress`: those whose order is at most the progress. */
export function visibleSpriteKeys(sprites: readonly Pick<SpriteContent, 'key' | 'order'>[], progress: number): string[] {
  return sprites.filter((s) => s.order <= progress).map((s) => s.key);
}

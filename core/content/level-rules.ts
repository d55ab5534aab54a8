import type { MonsterNumber, SpriteContent } from './level-schema';

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

/** A composite (spec part 1 section 3, level `composites` and map `assets.composites`): sprite keys that move as one object. */
export interface CompositeDef {
  key: string;
  sprites: readonly string[];
}

/** A composite problem: JSON path relative to the `composites` array's owner, and a message. */
export interface CompositeIssue {
  path: Array<string | number>;
  message: string;
}

/**
 * Key of the composite a sprite belongs to (spec part 1 section 3 "composites").
 * @param composites the level's (or map's) composites
 * @param spriteKey a sprite key
 * @returns the composite key, or undefined when the sprite moves on its own
 */
export function compositeOf(composites: readonly CompositeDef[], spriteKey: string): string | undefined {
  return composites.find((c) => c.sprites.includes(spriteKey))?.key;
}

/**
 * Checks composites against the sprites they name: every composite has a unique key and at least
 * two members (one sprite alone is not a group), every member exists, and a sprite belongs to at
 * most one composite (it can follow only one shared motion).
 * @param composites the composites as written in the content
 * @param spriteKeys keys of the sprites of the same level (or map)
 * @param base JSON path of the composites array, e.g. `['composites']` or `['assets', 'composites']`
 * @returns the problems found, each with the JSON path of the offending entry
 */
export function compositeIssues(composites: readonly CompositeDef[], spriteKeys: readonly string[], base: Array<string | number> = ['composites']): CompositeIssue[] {
  const issues: CompositeIssue[] = [];
  const known = new Set(spriteKeys);
  const owner = new Map<string, string>();
  const keys = new Set<string>();
  composites.forEach((c, i) => {
    if (keys.has(c.key)) issues.push({ path: [...base, i, 'key'], message: `duplicate composite key ${c.key}` });
    keys.add(c.key);
    if (c.sprites.length < 2) issues.push({ path: [...base, i, 'sprites'], message: `composite ${c.key} needs at least 2 sprites` });
    c.sprites.forEach((s, j) => {
      const path = [...base, i, 'sprites', j];
      if (!known.has(s)) issues.push({ path, message: `composite ${c.key} names unknown sprite ${s}` });
      const prev = owner.get(s);
      if (prev !== undefined) issues.push({ path, message: `sprite ${s} is in composite ${prev} and ${c.key}; a sprite belongs to at most one composite` });
      else owner.set(s, c.key);
    });
  });
  return issues;
}

/** The shared drift of one composite: how far up it floats (design px) and how long one way takes (ms). */
export interface CompositeMotion {
  drift: number;
  duration: number;
}

/**
 * The shared drift of a composite, derived from its key so a level always moves the same way
 * (and different groups in one level do not bob in lockstep with each other).
 * @param key the composite key
 * @returns drift 12-24 design px, half-period 1900-2900 ms
 */
export function compositeMotion(key: string): CompositeMotion {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return { drift: 12 + (h % 4) * 4, duration: 1900 + (h % 5) * 250 };
}

/**
 * Where a composite member is drawn at a phase of the group's shared motion (all members use the
 * same phase, so a member revealed later is immediately in step with the others).
 * @param member the member's rest position and scale (design px)
 * @param motion the composite's motion
 * @param phase 0 (at rest) .. 1 (top of the drift), eased by the caller's tween
 * @returns y (design px) and vertical scale
 */
export function compositeMemberPose(member: { y: number; scale: number }, motion: CompositeMotion, phase: number): { y: number; scaleY: number } {
  return { y: member.y - motion.drift * phase, scaleY: member.scale * (1 + 0.04 * phase) };
}

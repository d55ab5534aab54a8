/**
 * What a prop drawing is: markup in a local frame (bottom centre at 0, 0, y up negative), where it
 * goes in a picture (behind the characters, on the ground beside them, or up in the sky), its
 * size there and its size when a character holds it.
 */
export interface PropDef {
  draw: () => string;
  /** `back`: big things behind the characters; `ground`: beside them; `sky`: up high. */
  layer: 'back' | 'ground' | 'sky';
  /** Scale in the picture. */
  scale: number;
  /** Height of the drawing (for centring it in a hand). */
  h: number;
  /** Scale factor when held (times the character's hand scale). */
  hold: number;
  /** Held by its bottom end (a handle: umbrella, net, shovel) instead of around its middle. */
  grip: 'middle' | 'bottom';
}

/** A prop definition with defaults (ground; small things drawn 1.35 x so they read at a glance; held at 1.6 x the hand scale, around the middle). */
export function prop(h: number, draw: () => string, o: Partial<Omit<PropDef, 'draw' | 'h'>> = {}): PropDef {
  return { draw, h, layer: o.layer ?? 'ground', scale: o.scale ?? (h <= 110 && (o.layer ?? 'ground') === 'ground' ? 1.35 : 1), hold: o.hold ?? 1.6, grip: o.grip ?? 'middle' };
}

/**
 * The level sprite layout shared by every map theme: a level's goal sprites are placed one by one
 * (largest first), each at the best of up to 40 valid random candidates (the one farthest from the
 * sprites already placed), never over the question card region, the player's monster or another
 * sprite; then the reveal orders 1..n are shuffled. A theme's {@link LayoutRules} only say where a
 * candidate may stand and how deep a sprite is drawn. Deterministic: the PRNG is seeded per level.
 */
import { type Pt } from '../../core/art/paths';
import { type Rng, makeRng } from '../../core/art/rng';
import type { Art } from '../../core/art/sprite-kit';

/** An axis-aligned box. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A hand-placed sprite (a fixed layout, or the preview decoration of a video level). */
export interface FixedSprite {
  name: string;
  x: number;
  y: number;
  scale: number;
}

/** One level before layout. */
export interface LevelDef {
  level: number;
  title: string;
  startText: string;
  endText: string;
  goal: number;
  rule: 'correct' | 'minus';
  /** Which bottom corner the player's monster stands in. */
  monster: 'left' | 'right';
  /** Sprite names (right-facing originals), how many of each and an optional scale factor. */
  mix: ReadonlyArray<readonly [string, number, number?]>;
  /** The map's intro level (level `type` "start"; its sprite count need not match the goal). */
  start?: boolean;
  /** Video level settings; such levels have no level sprites. */
  video?: { welcome: string; welcomeLength: number };
  /** Sprites drawn into the preview only (video levels). */
  decor?: readonly FixedSprite[];
  /** Hand-placed sprites used instead of the automatic layout. */
  fixed?: readonly FixedSprite[];
  /** Extra areas (sprite centres, [x0, y0, x1, y1]) where ground things may cling, e.g. rock walls. */
  perches?: ReadonlyArray<readonly [number, number, number, number]>;
  /** Composites: every placed sprite of sprite `base` joins the composite `key` (they move as one group). */
  composites?: ReadonlyArray<{ key: string; base: string }>;
}

/** A placed sprite, ready for the level JSON. */
export interface PlacedSprite {
  /** Sprite file stem actually used (may be a `-left` variant). */
  name: string;
  /** Base sprite name (right-facing original). */
  base: string;
  x: number;
  y: number;
  scale: number;
  depth: number;
  order: number;
  animation: boolean;
}

/** One candidate position: centre, scale, half size, its box and the inner box that must stay clear. */
export interface Candidate {
  x: number;
  y: number;
  s: number;
  hw: number;
  hh: number;
  box: Box;
  inner: Box;
}

/** What a candidate draw gets to know. */
export interface CandidateInput {
  def: LevelDef;
  art: Art;
  /** Scale range for this sprite (its art scale times the level's factor). */
  s0: number;
  s1: number;
  attempt: number;
  /** True once a valid candidate was found for this sprite. */
  found: boolean;
  /** Top edge of the level's ground (sorted by x). */
  ground: readonly Pt[];
  rng: Rng;
}

/** How one theme places its level sprites. */
export interface LayoutRules {
  /** The level's PRNG is seeded with `seed + level * 131`. */
  seed: number;
  /** Region kept free for the question card (sprite bodies may only overlap its rim). */
  calm: Box;
  /** How far above the monster's feet its keep-out box starts. */
  monsterHeight: number;
  /** Most candidate draws per sprite. */
  attempts: number;
  /** Sort key placed first (lower first) before size, e.g. hanging things. */
  rank?: (art: Art) => number;
  /** Draws one candidate, or null when this draw cannot stand anywhere. */
  candidate: (input: CandidateInput) => Candidate | null;
  /** Drawing depth of a placed sprite (1 back ... 4 front); `bottom` is its lowest y. */
  depth: (art: Art, bottom: number) => number;
}

/** Monster standing positions per corner. */
export const MONSTER_POS: Record<'left' | 'right', { x: number; y: number }> = { right: { x: 1380, y: 700 }, left: { x: 220, y: 700 } };

const overlap = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

function shrink(b: Box, k: number): Box {
  const cx = (b.x0 + b.x1) / 2;
  const cy = (b.y0 + b.y1) / 2;
  const hw = ((b.x1 - b.x0) / 2) * k;
  const hh = ((b.y1 - b.y0) / 2) * k;
  return { x0: cx - hw, y0: cy - hh, x1: cx + hw, y1: cy + hh };
}

/**
 * Height of a ground profile at x (linear interpolation).
 * @param ground profile points sorted by x
 * @param x position
 * @returns y of the ground top
 */
export function groundAt(ground: readonly Pt[], x: number): number {
  const first = ground[0];
  if (first === undefined) return 700;
  if (x <= first[0]) return first[1];
  for (let i = 1; i < ground.length; i++) {
    const a = ground[i - 1] as Pt;
    const b = ground[i] as Pt;
    if (x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]);
  }
  return (ground[ground.length - 1] as Pt)[1];
}

/** The sprite name to use at x: the mirrored `-left` variant for a facing sprite on the right half. */
export function facingName(art: Art, x: number): string {
  return art.faces && x > 800 ? `${art.name}-left` : art.name;
}

function artOf(arts: ReadonlyMap<string, Art>, level: number, name: string): Art {
  const art = arts.get(name);
  if (art === undefined) throw new Error(`level ${level}: unknown sprite ${name}`);
  return art;
}

/**
 * Lays out a level's sprites (see the module comment); a level with `fixed` sprites keeps them as given.
 * @param def the level definition
 * @param arts sprite drawings by name
 * @param ground the background's ground profile
 * @param rules the theme's rules
 * @returns placed sprites with reveal orders 1..n, sorted by order
 * @throws Error when a sprite is unknown or finds no room
 */
export function layoutLevel(def: LevelDef, arts: ReadonlyMap<string, Art>, ground: readonly Pt[], rules: LayoutRules): PlacedSprite[] {
  if (def.fixed !== undefined) {
    return def.fixed.map((f, i) => {
      const art = artOf(arts, def.level, f.name);
      const depth = rules.depth(art, f.y + (art.h * f.scale) / 2);
      return { name: facingName(art, f.x), base: f.name, x: f.x, y: f.y, scale: f.scale, depth, order: i + 1, animation: art.animated };
    });
  }
  const rng = makeRng(rules.seed + def.level * 131);
  const mon = MONSTER_POS[def.monster];
  const monBox: Box = { x0: mon.x - 150, y0: mon.y - rules.monsterHeight, x1: mon.x + 150, y1: 900 };
  const items: Array<{ art: Art; k: number; i: number }> = [];
  for (const [name, count, k] of def.mix) {
    const art = artOf(arts, def.level, name);
    for (let i = 0; i < count; i++) items.push({ art, k: k ?? 1, i: items.length });
  }
  const rank = rules.rank ?? (() => 0);
  const area = (it: { art: Art; k: number }): number => it.art.w * it.art.h * it.k * it.k;
  const queue = [...items].sort((a, b) => rank(a.art) - rank(b.art) || area(b) - area(a) || a.i - b.i);
  const placed: Array<{ art: Art; x: number; y: number; s: number; box: Box; bottom: number }> = [];
  for (const { art, k } of queue) {
    let best: (Candidate & { score: number }) | null = null;
    for (let attempt = 0, valid = 0; attempt < rules.attempts && valid < 40; attempt++) {
      const c = rules.candidate({ def, art, s0: art.scale[0] * k, s1: art.scale[1] * k, attempt, found: best !== null, ground, rng });
      if (c === null) continue;
      if (overlap(c.inner, rules.calm) || overlap(c.inner, monBox)) continue;
      if (placed.some((p) => overlap(c.inner, shrink(p.box, 0.9)))) continue;
      valid++;
      let score = Infinity;
      for (const p of placed) score = Math.min(score, Math.hypot(p.x - c.x, p.y - c.y) - (Math.max(p.box.x1 - p.box.x0, p.box.y1 - p.box.y0) + Math.max(c.hw, c.hh) * 2) * 0.3);
      if (best === null || score > best.score) best = { ...c, score };
    }
    if (best === null) throw new Error(`level ${def.level}: no room for ${art.name}`);
    placed.push({ art, x: best.x, y: best.y, s: best.s, box: best.box, bottom: best.y + best.hh });
  }
  const orders = rng.shuffle(placed.map((_, i) => i + 1));
  return placed
    .map((p, i) => ({
      name: facingName(p.art, p.x),
      base: p.art.name,
      x: Math.round(p.x),
      y: Math.round(p.y),
      scale: Math.round(p.s * 100) / 100,
      depth: rules.depth(p.art, p.bottom),
      order: orders[i] ?? i + 1,
      animation: p.art.animated,
    }))
    .sort((a, b) => a.order - b.order);
}

/**
 * A candidate centred at (x, y) with half size (hw, hh). Its box is `narrow` times as wide (thin
 * sprites such as kelp); the inner box that must stay clear is 0.85 of that box, `top` of the half
 * height upwards (hanging things may overlap more at the top).
 */
export function candidateAt(x: number, y: number, s: number, hw: number, hh: number, narrow = 1, top = 0.85): Candidate {
  const fx = 0.85 * narrow;
  return {
    x,
    y,
    s,
    hw,
    hh,
    box: { x0: x - hw * narrow, y0: y - hh, x1: x + hw * narrow, y1: y + hh },
    inner: { x0: x - hw * fx, y0: y - hh * top, x1: x + hw * fx, y1: y + hh * 0.85 },
  };
}

/**
 * The rules of the land themes (desert, jungle, arctic): ground things stand on the scene's ground
 * profile, air things fly above it and hanging things (`hang*`) dangle from the top edge.
 * @param seed the theme's seed
 */
export function landRules(seed: number): LayoutRules {
  return {
    seed,
    calm: { x0: 400, y0: 30, x1: 1200, y1: 470 },
    monsterHeight: 200,
    attempts: 8000,
    rank: (a) => (a.zone === 'air' && a.name.startsWith('hang') ? 0 : 1),
    candidate: ({ art, s0, s1, attempt, ground, rng }) => {
      const hanging = art.name.startsWith('hang');
      const s = rng.range(s0, s1) * (attempt > 5000 ? 0.85 : 1);
      const hw = (art.w * s) / 2;
      const hh = (art.h * s) / 2;
      const x = rng.range(20 + hw, 1580 - hw);
      let y: number;
      if (hanging) {
        y = hh - rng.range(0, 24);
      } else if (art.zone === 'ground') {
        const gy = Math.max(groundAt(ground, x - hw * 0.5), groundAt(ground, x + hw * 0.5), groundAt(ground, x));
        if (gy + 14 > 886) return null;
        y = rng.range(gy + 14, 886) - hh;
      } else {
        const gy = Math.min(groundAt(ground, x), 760);
        if (gy - 30 - hh < 70 + hh) return null;
        y = rng.range(70 + hh, gy - 30 - hh);
      }
      return candidateAt(x, y, s, hw, hh, 1, hanging ? 0.4 : 0.85);
    },
    depth: (art, bottom) => {
      if (art.back === true) return 1;
      if (art.zone === 'ground') return bottom > 800 ? 3 : 2;
      return 4;
    },
  };
}

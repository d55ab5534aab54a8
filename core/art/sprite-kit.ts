/**
 * The sprite and scene vocabulary of the SVG kit (svg-kit.ts), shared by every map theme: the sprite
 * type, shaded shapes, tubes, cute faces, a mirrored variant and a small scene builder.
 *
 * Style: thick navy outlines, bright fills, "inner lit shape" shading, big cute eyes, rosy cheeks.
 * Sprites use no ids, so their markup can be embedded in previews without clashes. One decimal
 * ({@link coarse}). Pure module.
 */
import { darken } from './colour';
import type { Rng } from './rng';
import { OUTLINE, coarse } from './svg-kit';

const { el, g, num: fmt } = coarse;

/** Where a sprite lives in a level scene. */
export type Zone = 'ground' | 'air';

/** A sprite drawing: its pixel size and inner markup (drawn in `0 0 w h`). */
export interface Art {
  /** File stem (written to `sprites/<name>.svg`). */
  name: string;
  /** Width in pixels. */
  w: number;
  /** Height in pixels. */
  h: number;
  /** Inner SVG markup. */
  body: string;
  /** True for creatures drawn facing right that get a mirrored `-left` variant. */
  faces: boolean;
  /** Ground things stand on the floor band; air things fly or hang above it. */
  zone: Zone;
  /** Scale range used by the level layout. */
  scale: readonly [number, number];
  /** True when the engine should animate it (idle bob / sway). */
  animated: boolean;
  /** Draw behind the other sprites (trees, houses). */
  back?: boolean;
  /**
   * Bodies for monster numbers 1-5 (index n - 1) of a sprite whose picture depends on the child's
   * monster (spec part 1 section 3 sprite `image` map); written as `<name>-<n>.svg`.
   */
  variants?: readonly string[];
}

/** Outline width of every sprite. */
export const SW = 4.5;

/**
 * Dark fill + lit inner copy + outline for one closed path.
 * @param d path data
 * @param base main colour
 * @param cx shading centre x
 * @param cy shading centre y
 * @param k lit copy scale
 * @param dx lit copy offset x
 * @param dy lit copy offset y
 * @param shade how dark the rim is (0..1)
 * @returns markup
 */
export function shaded(d: string, base: string, cx: number, cy: number, k = 0.86, dx = -2, dy = -4, shade = 0.28): string {
  const t = `translate(${fmt(cx + dx)},${fmt(cy + dy)}) scale(${String(Math.round(k * 1000) / 1000)}) translate(${fmt(-cx)},${fmt(-cy)})`;
  return (
    el('path', { d, fill: darken(base, shade) }) +
    el('path', { d, fill: base, transform: t }) +
    el('path', { d, fill: 'none', stroke: OUTLINE, 'stroke-width': SW, 'stroke-linejoin': 'round' })
  );
}

/**
 * Plain filled and outlined path.
 * @param d path data
 * @param colour fill
 * @param sw outline width
 * @param roundCaps round line caps (the ocean's sprites leave them out)
 * @returns markup
 */
export function fill(d: string, colour: string, sw = SW, roundCaps = true): string {
  return el('path', { d, fill: colour, stroke: OUTLINE, 'stroke-width': sw, 'stroke-linejoin': 'round', 'stroke-linecap': roundCaps ? 'round' : undefined });
}

/**
 * A thick rounded tube along a path: navy stroke under a coloured stroke.
 * @param d path data
 * @param colour inner colour
 * @param width inner width
 * @returns markup
 */
export function tube(d: string, colour: string, width: number): string {
  return (
    el('path', { d, fill: 'none', stroke: OUTLINE, 'stroke-width': width + SW * 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
    el('path', { d, fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })
  );
}

/**
 * Soft white highlight ellipse.
 * @param cx centre x
 * @param cy centre y
 * @param rx radius x
 * @param ry radius y
 * @param rot rotation in degrees
 * @param op opacity
 * @returns markup
 */
export function shine(cx: number, cy: number, rx: number, ry: number, rot = -25, op = 0.55): string {
  return el('ellipse', { cx, cy, rx, ry, fill: '#ffffff', opacity: op, transform: `rotate(${rot} ${fmt(cx)} ${fmt(cy)})` });
}

/**
 * A cute eye: white, navy pupil looking slightly forward, sparkle.
 * @param x centre x
 * @param y centre y
 * @param r radius
 * @param lx pupil offset x (relative to r)
 * @param ly pupil offset y (relative to r)
 * @returns markup
 */
export function eye(x: number, y: number, r: number, lx = 0.22, ly = 0.05): string {
  return (
    el('circle', { cx: x, cy: y, r, fill: '#ffffff', stroke: OUTLINE, 'stroke-width': Math.max(2.5, r * 0.3) }) +
    el('circle', { cx: x + r * lx, cy: y + r * ly, r: r * 0.62, fill: OUTLINE }) +
    el('circle', { cx: x + r * lx - r * 0.22, cy: y + r * ly - r * 0.26, r: r * 0.24, fill: '#ffffff' })
  );
}

/**
 * A dark bead eye with a sparkle (for small animals).
 * @param x centre x
 * @param y centre y
 * @param r radius
 * @returns markup
 */
export function bead(x: number, y: number, r: number): string {
  return el('circle', { cx: x, cy: y, r, fill: OUTLINE }) + el('circle', { cx: x - r * 0.3, cy: y - r * 0.35, r: r * 0.38, fill: '#ffffff' });
}

/**
 * A happy closed eye (upside-down arc).
 * @param x centre x
 * @param y centre y
 * @param w width
 * @returns markup
 */
export function happyEye(x: number, y: number, w: number): string {
  return el('path', { d: `M${fmt(x - w / 2)},${fmt(y + w * 0.2)}q${fmt(w / 2)},${fmt(-w * 0.6)} ${fmt(w)},0`, fill: 'none', stroke: OUTLINE, 'stroke-width': 4, 'stroke-linecap': 'round' });
}

/**
 * A small smile arc centred at x, y.
 * @param x centre x
 * @param y y of the corners
 * @param w width
 * @param depth curvature relative to width
 * @returns markup
 */
export function smile(x: number, y: number, w: number, depth = 0.55): string {
  return el('path', { d: `M${fmt(x - w / 2)},${fmt(y)}q${fmt(w / 2)},${fmt(w * depth)} ${fmt(w)},0`, fill: 'none', stroke: OUTLINE, 'stroke-width': 3.5, 'stroke-linecap': 'round' });
}

/**
 * Rosy cheek.
 * @param x centre x
 * @param y centre y
 * @param r radius
 * @returns markup
 */
export function cheek(x: number, y: number, r: number): string {
  return el('ellipse', { cx: x, cy: y, rx: r, ry: r * 0.65, fill: '#ff7b9c', opacity: 0.55 });
}

/**
 * Soft ground shadow ellipse (drawn first in standing sprites).
 * @param cx centre x
 * @param cy centre y
 * @param rx radius x
 * @param ry radius y
 * @returns markup
 */
export function groundShadow(cx: number, cy: number, rx: number, ry = 7): string {
  return el('ellipse', { cx, cy, rx, ry, fill: OUTLINE, opacity: 0.18 });
}

/**
 * A horizontally mirrored copy of a sprite (`<name>-left`).
 * @param art the right-facing sprite
 * @returns the mirrored sprite
 */
export function mirrored(art: Art): Art {
  return { ...art, name: `${art.name}-left`, body: g({ transform: `matrix(-1 0 0 1 ${fmt(art.w)} 0)` }, art.body) };
}

/** A finished scene: `<defs>` content and body markup for a 1600 x 900 canvas. */
export interface Scene {
  defs: string;
  body: string;
}

/** Collects defs and layers while a scene is built. */
export class SceneBuilder {
  /** `<defs>` children. */
  defs: string[] = [];
  /** Body layers, back to front. */
  layers: string[] = [];
  /**
   * @param rng seeded PRNG for the scene
   */
  constructor(readonly rng: Rng) {}
  /**
   * Appends layers.
   * @param parts markup
   */
  add(...parts: string[]): void {
    this.layers.push(...parts);
  }
  /**
   * Adds a definition once (by id).
   * @param id element id
   * @param markup the definition
   */
  def(id: string, markup: string): void {
    if (!this.defs.some((d) => d.includes(`id="${id}"`))) this.defs.push(markup);
  }
  /**
   * The finished scene.
   * @returns defs and body
   */
  scene(): Scene {
    return { defs: this.defs.join(''), body: this.layers.join('') };
  }
}

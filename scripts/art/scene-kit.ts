/**
 * Scene pieces shared by the desert, jungle and arctic backgrounds and maps: sky, sun, clouds, distant
 * hills, a ground band following a profile, and the map trail with node pads.
 *
 * Backgrounds use soft same-hue outlines and calmer colours than the sprites so that navy-outlined sprites
 * stand out in front of them.
 */
import { coarse } from '../../core/art/svg-kit';
import { mound, poly, type Pt, smooth } from '../../core/art/paths';
import { darken, lighten, linearGradient, radialGradient, type Stop } from '../../core/art/colour';
import { makeRng, type Rng } from '../../core/art/rng';
import { SceneBuilder } from '../../core/art/sprite-kit';
import type { LevelScene } from './theme-gen';

const { el, g, num: fmt } = coarse;

/** Width of every scene. */
const W = 1600;
/** Height of every scene. */
const H = 900;

/**
 * Full-canvas vertical sky gradient.
 * @param b scene builder
 * @param stops gradient stops top to bottom
 */
export function sky(b: SceneBuilder, stops: readonly Stop[]): void {
  b.def('sky', linearGradient('sky', 0, 0, 0, 1, stops));
  b.add(el('rect', { width: W, height: H, fill: 'url(#sky)' }));
}

/**
 * A sun (or moon) disc with a soft glow.
 * @param b scene builder
 * @param x centre x
 * @param y centre y
 * @param r disc radius
 * @param colour disc colour
 * @param glow glow colour
 */
export function sun(b: SceneBuilder, x: number, y: number, r: number, colour: string, glow: string): void {
  b.def(`glow-${glow.slice(1)}`, radialGradient(`glow-${glow.slice(1)}`, [[0, glow, 0.7], [0.4, glow, 0.3], [1, glow, 0]]));
  b.add(el('circle', { cx: x, cy: y, r: r * 4, fill: `url(#glow-${glow.slice(1)})` }));
  b.add(el('circle', { cx: x, cy: y, r, fill: colour, stroke: darken(colour, 0.12), 'stroke-width': 5 }));
  b.add(el('circle', { cx: x - r * 0.3, cy: y - r * 0.3, r: r * 0.35, fill: '#ffffff', opacity: 0.35 }));
}

/**
 * A fluffy flat-bottomed cloud.
 * @param x left x
 * @param y baseline y
 * @param s scale
 * @param colour fill
 * @param opacity opacity
 * @returns markup
 */
export function cloud(x: number, y: number, s: number, colour = '#ffffff', opacity = 0.9): string {
  const d = `M${fmt(x)},${fmt(y)}c${fmt(-6 * s)},${fmt(-30 * s)} ${fmt(30 * s)},${fmt(-40 * s)} ${fmt(44 * s)},${fmt(-22 * s)}c${fmt(8 * s)},${fmt(-34 * s)} ${fmt(62 * s)},${fmt(-34 * s)} ${fmt(70 * s)},${fmt(-4 * s)}c${fmt(22 * s)},${fmt(-14 * s)} ${fmt(46 * s)},${fmt(2 * s)} ${fmt(40 * s)},${fmt(26 * s)}Z`;
  return el('path', { d, fill: colour, opacity: fmt(opacity) });
}

/**
 * A band of distant rounded hills sitting on `base` (filled down to the bottom).
 * @param b scene builder
 * @param base baseline y
 * @param hMin minimum hill height
 * @param hMax maximum hill height
 * @param colour fill
 * @param opacity opacity
 * @param count number of hills
 */
export function hills(b: SceneBuilder, base: number, hMin: number, hMax: number, colour: string, opacity = 1, count = 7): void {
  const r = b.rng;
  let s = '';
  const step = (W + 200) / count;
  for (let i = 0; i < count; i++) {
    const x = -100 + i * step + r.range(-30, 30);
    s += el('path', { d: mound(x, x + step * r.range(1.2, 1.7), base, r.range(hMin, hMax), r, 5) });
  }
  s += el('rect', { x: -10, y: base - 1, width: W + 20, height: H - base + 2 });
  b.add(g({ fill: colour, opacity: opacity === 1 ? undefined : fmt(opacity) }, s));
}

/**
 * Path data of the area below a ground profile.
 * @param profile top edge points sorted by x (should span past both edges)
 * @param bottom y of the flat bottom
 * @returns path data
 */
export function groundPath(profile: readonly Pt[], bottom = H + 10): string {
  const first = profile[0] as Pt;
  const last = profile[profile.length - 1] as Pt;
  return `${smooth(profile, false, 0.8)}L${fmt(last[0])},${fmt(bottom)}L${fmt(first[0])},${fmt(bottom)}Z`;
}

/**
 * A ground band following a profile: gradient fill, a darker lip shadow and a light rim.
 * @param b scene builder
 * @param id gradient id
 * @param profile top edge points
 * @param top colour at the top
 * @param bottom colour at the bottom
 * @param rim colour of the rim highlight
 */
export function ground(b: SceneBuilder, id: string, profile: readonly Pt[], top: string, bottom: string, rim: string): void {
  b.def(id, linearGradient(id, 0, 0, 0, 1, [[0, top], [1, bottom]]));
  const lower = profile.map(([x, y]) => [x, y + 12] as Pt);
  b.add(el('path', { d: groundPath(lower), fill: darken(bottom, 0.15), opacity: 0.45 }));
  b.add(el('path', { d: groundPath(profile), fill: `url(#${id})`, stroke: darken(top, 0.12), 'stroke-width': 4 }));
  b.add(el('path', { d: smooth(profile.map(([x, y]) => [x, y + 7] as Pt), false, 0.8), stroke: rim, 'stroke-width': 6, fill: 'none', 'stroke-linecap': 'round', opacity: 0.7 }));
}

/**
 * A gentle ground profile: points every ~200 px around `y` with `amp` wobble, lifted towards the sides.
 * @param b scene builder (for the wobble)
 * @param y mean height in the middle
 * @param amp wobble amplitude
 * @param left extra lift at the left edge (px, positive = higher)
 * @param right extra lift at the right edge
 * @returns profile points from x -40 to 1640
 */
export function profile(b: SceneBuilder, y: number, amp: number, left = 0, right = 0): Pt[] {
  const pts: Pt[] = [];
  const n = 9;
  for (let i = 0; i <= n; i++) {
    const x = -40 + ((W + 80) * i) / n;
    const t = i / n;
    const lift = left * Math.max(0, 1 - t * 3.2) ** 1.2 + right * Math.max(0, (t - 0.69) * 3.2) ** 1.2;
    pts.push([x, y - lift + b.rng.range(-amp, amp)]);
  }
  return pts;
}

/**
 * Little flowers scattered over the ground (`tries` random spots between `yMin` and the bottom of a
 * 1600-wide scene), none within 50 of the walking path `pts`: the reading map's and Skill Park's meadow.
 */
export function pathFlowers(r: Rng, pts: readonly Pt[], tries: number, yMin: number, width = 1600): string {
  let flowers = '';
  for (let i = 0; i < tries; i++) {
    const x = r.range(10, width - 10);
    const y = r.range(yMin, 895);
    if (nearPolyline(pts, x, y, 50)) continue;
    const c = r.pick(['#ffffff', '#ffd23f', '#ff7eb6', '#ff9f43']);
    flowers += el('circle', { cx: x, cy: y, r: r.range(4, 7), fill: c, stroke: darken(c, 0.25), 'stroke-width': 1.5 });
  }
  return flowers;
}

/** True when (x, y) is within m of the polyline through the points. */
export function nearPolyline(pts: readonly Pt[], x: number, y: number, m: number): boolean {
  for (let i = 0; i + 1 < pts.length; i++) {
    const a = pts[i] as Pt;
    const c = pts[i + 1] as Pt;
    const dx = c[0] - a[0];
    const dy = c[1] - a[1];
    const t = Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / (dx * dx + dy * dy)));
    if (Math.hypot(a[0] + dx * t - x, a[1] + dy * t - y) < m) return true;
  }
  return false;
}

/** Colours of a map trail. */
export interface TrailColours {
  /** Wide soft band under the trail. */
  band: string;
  /** The trail surface. */
  trail: string;
  /** Edge of the trail. */
  edge: string;
  /** Dots along the trail. */
  dots: string;
  /** Node pad fill (centre, rim). */
  pad: readonly [string, string];
}

/**
 * Path points for a map trail: the nodes plus a lead-in before the first and a tail after the last.
 * @param nodes node centres
 * @param lead extra point before the first node
 * @param tail extra point after the last node
 * @returns trail points
 */
export function trailPoints(nodes: readonly Pt[], lead?: Pt, tail?: Pt): Pt[] {
  return [...(lead !== undefined ? [lead] : []), ...nodes, ...(tail !== undefined ? [tail] : [])];
}

/**
 * Draws a winding trail through the points, with a dotted centre line and round pads under the nodes.
 * @param b scene builder
 * @param pts trail points (see {@link trailPoints})
 * @param nodes node centres (pads)
 * @param c colours
 * @param width trail width
 */
export function mapTrail(b: SceneBuilder, pts: readonly Pt[], nodes: readonly Pt[], c: TrailColours, width = 64): void {
  const path = smooth(pts, false, 1);
  const line = { fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;
  b.add(el('path', { d: path, stroke: c.band, 'stroke-width': width * 2.4, opacity: 0.35, ...line }));
  b.add(el('path', { d: path, stroke: c.edge, 'stroke-width': width + 10, ...line, transform: 'translate(0,5)' }));
  b.add(el('path', { d: path, stroke: c.trail, 'stroke-width': width, ...line }));
  b.add(el('path', { d: path, stroke: lighten(c.trail, 0.35), 'stroke-width': width * 0.35, opacity: 0.6, ...line, transform: 'translate(-4,-6)' }));
  b.add(el('path', { d: path, stroke: c.dots, 'stroke-width': 12, 'stroke-dasharray': '0.1 26', ...line }));
  b.def('pad', radialGradient('pad', [[0, c.pad[0]], [0.75, c.pad[0]], [1, c.pad[1]]]));
  for (const n of nodes) {
    b.add(el('ellipse', { cx: n[0], cy: n[1] + 26, rx: 66, ry: 24, fill: darken(c.edge, 0.3), opacity: 0.25 }));
    b.add(el('ellipse', { cx: n[0], cy: n[1] + 14, rx: 62, ry: 30, fill: 'url(#pad)', stroke: c.edge, 'stroke-width': 4 }));
  }
}

/** The shape of light rays: ranges of the width at the top, the slant and the length, and how much they widen. */
export interface RayShape {
  width: readonly [number, number];
  skew: readonly [number, number];
  length: readonly [number, number];
  /** Bottom width relative to the top width. */
  spread: number;
}

/** The land themes' rays. */
export const LAND_RAYS: RayShape = { width: [40, 100], skew: [120, 240], length: [520, 760], spread: 2.4 };

/**
 * Soft light rays from the top (translucent white beams) spread over x 60-1540.
 * @param b scene builder
 * @param n number of rays
 * @param opacity max opacity
 * @param shape ray sizes (default {@link LAND_RAYS})
 */
export function rays(b: SceneBuilder, n: number, opacity: number, shape: RayShape = LAND_RAYS): void {
  const r = b.rng;
  const [x0, x1] = [60, 1540];
  b.def('ray', linearGradient('ray', 0, 0, 0, 1, [[0, '#ffffff', 0.55], [1, '#ffffff', 0]]));
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = x0 + ((x1 - x0) * (i + r.range(0.1, 0.9))) / n;
    const w = r.range(shape.width[0], shape.width[1]);
    const skew = r.range(shape.skew[0], shape.skew[1]);
    const len = r.range(shape.length[0], shape.length[1]);
    s += el('path', { d: poly([[x, -10], [x + w, -10], [x + w * shape.spread + skew, len], [x + skew - w * 0.4, len]]), fill: 'url(#ray)', opacity: fmt(r.range(0.45, 1) * opacity) });
  }
  b.add(g({}, s));
}

/** One level's background recipe: draws on the builder and returns the ground profile. */
export type SceneRecipe = (b: SceneBuilder) => Pt[];

/**
 * A theme's level-scene builder: level `first + i` is drawn by `recipes[i]` on a fresh builder seeded
 * with `seed + level * 7919`.
 * @param theme theme name (for the error)
 * @param first the theme's first level number
 * @param seed the theme's scene seed
 * @param recipes one recipe per level, in order
 * @returns a function giving a level's scene and its ground profile; it throws for a level the theme has not
 */
export function levelScenes(theme: string, first: number, seed: number, recipes: readonly SceneRecipe[]): (level: number) => LevelScene {
  return (level) => {
    const recipe = recipes[level - first];
    if (recipe === undefined) throw new Error(`no ${theme} scene for level ${level}`);
    const b = new SceneBuilder(makeRng(seed + level * 7919));
    const prof = recipe(b);
    return { ...b.scene(), ground: prof };
  };
}

/**
 * The ocean's scene pieces (water, surface, sand floor, rocks, corals, kelp, seagrass, bubbles, glows,
 * cliffs, wrecks, vents...), built on the shared scene builder. ocean-scenes.ts composes them into the
 * 16 level backgrounds and ocean-map.ts into the map.
 *
 * Background pieces use soft same-hue outlines and calmer colours than the sprites, so the navy-outlined
 * sprites stand out in front of them.
 */
import { darken, lighten, linearGradient, mix, radialGradient } from '../../core/art/colour';
import { type Pt, blob, mound, poly, smooth, wavyBand } from '../../core/art/paths';
import type { Rng } from '../../core/art/rng';
import { SceneBuilder } from '../../core/art/sprite-kit';
import { coarse } from '../../core/art/svg-kit';
import { type RayShape, hills } from './scene-kit';

const { el, g, num: fmt } = coarse;

/** Width of every scene. */
export const W = 1600;
/** Height of every scene. */
export const H = 900;

/** Colours of one scene. */
export interface ScenePalette {
  /** Water at the surface. */
  top: string;
  /** Water in the middle. */
  mid: string;
  /** Water at the bottom. */
  deep: string;
  /** Sand (light). */
  sand: string;
  /** Sand (shadow). */
  sandDark: string;
  /** Rocks. */
  rock: string;
}

/** Base sea palette shared by the map and most levels. */
export const SEA: ScenePalette = {
  top: '#a6eef7',
  mid: '#4cc3e2',
  deep: '#2383bf',
  sand: '#f8e2a6',
  sandDark: '#e2bb72',
  rock: '#8c9bd0',
};

/** The ocean's light rays: wider, longer and more slanted than the land themes'. */
export const OCEAN_RAYS: RayShape = { width: [40, 110], skew: [120, 260], length: [560, 800], spread: 2.6 };

/** A scene builder that also carries the scene's water and sand palette. */
export class OceanBuilder extends SceneBuilder {
  /**
   * @param rng seeded PRNG for the scene
   * @param pal the scene's colours
   */
  constructor(
    rng: Rng,
    readonly pal: ScenePalette,
  ) {
    super(rng);
  }
}

/**
 * A band of distant reef hills in the sea's colour between mid and deep water.
 * @param t 0 = mid water colour, 1 = deep
 */
export function seaHills(b: OceanBuilder, base: number, hMin: number, hMax: number, t: number, opacity: number, count = 7): void {
  hills(b, base, hMin, hMax, mix(b.pal.mid, b.pal.deep, t), opacity, count);
}

export function water(b: OceanBuilder, sunX = 800): void {
  const p = b.pal;
  b.defs.push(linearGradient('water', 0, 0, 0, 1, [[0, p.top], [0.45, p.mid], [1, p.deep]]));
  b.defs.push(linearGradient('ray', 0, 0, 0, 1, [[0, '#ffffff', 0.55], [1, '#ffffff', 0]]));
  b.defs.push(radialGradient('sun', [[0, '#ffffff', 0.55], [1, '#ffffff', 0]]));
  b.defs.push(linearGradient('sand', 0, 0, 0, 1, [[0, p.sand], [1, p.sandDark]]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#water)' }));
  b.add(el('ellipse', { cx: sunX, cy: -40, rx: 700, ry: 260, fill: 'url(#sun)' }));
}

export function surface(b: OceanBuilder, y = 34, opacity = 0.45): void {
  const r = b.rng;
  const pts: Pt[] = [];
  for (let i = 0; i <= 16; i++) pts.push([-40 + i * 105, y + (i % 2 === 0 ? -8 : 8) + r.range(-3, 3)]);
  const d = `M-40,-10L1680,-10L1680,${fmt(y)}${smooth(pts.slice().reverse()).replace(/^M/, 'L')}Z`;
  b.add(el('path', { d, fill: '#ffffff', opacity: fmt(opacity) }));
  let lines = '';
  for (let i = 0; i < 14; i++) {
    const x = r.range(20, 1560);
    const yy = y + r.range(20, 90);
    const w = r.range(40, 110);
    lines += `M${fmt(x)},${fmt(yy)}q${fmt(w / 4)},-8 ${fmt(w / 2)},0t${fmt(w / 2)},0`;
  }
  b.add(el('path', { d: lines, stroke: '#ffffff', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round', opacity: fmt(opacity * 0.8) }));
}
/** Sandy floor: wavy top at y, ripples and pebbles. */
export function floor(b: OceanBuilder, y: number, amp = 16, detail = 1): void {
  const r = b.rng;
  const p = b.pal;
  b.add(el('path', { d: wavyBand(y + 10, H + 10, amp, r, { points: 8 }), fill: darken(p.sandDark, 0.12), opacity: 0.5 }));
  b.add(el('path', { d: wavyBand(y, H + 10, amp, r, { points: 8 }), fill: 'url(#sand)' }));
  let ripples = '';
  const nR = Math.round(18 * detail);
  for (let i = 0; i < nR; i++) {
    const x = r.range(20, 1560);
    const yy = r.range(y + 40, H - 14);
    const w = r.range(40, 90);
    ripples += `M${fmt(x)},${fmt(yy)}q${fmt(w / 2)},-10 ${fmt(w)},0`;
  }
  b.add(el('path', { d: ripples, stroke: lighten(p.sand, 0.5), 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round', opacity: 0.8 }));
  let peb = '';
  const nP = Math.round(22 * detail);
  for (let i = 0; i < nP; i++) {
    peb += el('ellipse', { cx: r.range(10, 1590), cy: r.range(y + 30, H - 8), rx: r.range(4, 10), ry: r.range(3, 6), fill: r.pick([p.sandDark, darken(p.sandDark, 0.15), lighten(p.rock, 0.2)]) });
  }
  b.add(g({ opacity: 0.75 }, peb));
}

/** Rounded rock sitting on baseY. */
export function rock(b: OceanBuilder, x: number, baseY: number, w: number, h: number, colour = b.pal.rock): void {
  const r = b.rng;
  const d = mound(x - w / 2, x + w / 2, baseY, h, r, 4);
  b.add(el('path', { d, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 4, 'stroke-linejoin': 'round' }));
  b.add(el('path', { d: mound(x - w * 0.38, x + w * 0.2, baseY - h * 0.45, h * 0.45, r, 3), fill: lighten(colour, 0.25), opacity: 0.7 }));
  for (let i = 0; i < 3; i++) b.add(el('circle', { cx: x + r.range(-w * 0.3, w * 0.3), cy: baseY - r.range(h * 0.1, h * 0.5), r: r.range(3, 6), fill: darken(colour, 0.2), opacity: 0.6 }));
}

/** Soft branching coral (no navy outline). */
export function branchCoral(b: OceanBuilder, x: number, baseY: number, size: number, colour: string): void {
  const r = b.rng;
  let d = '';
  const grow = (px: number, py: number, ang: number, len: number, depth: number): void => {
    const ex = px + Math.cos(ang) * len;
    const ey = py + Math.sin(ang) * len;
    d += `M${fmt(px)},${fmt(py)}Q${fmt((px + ex) / 2 + r.range(-8, 8))},${fmt((py + ey) / 2)} ${fmt(ex)},${fmt(ey)}`;
    if (depth > 0) {
      grow(ex, ey, ang - r.range(0.3, 0.6), len * r.range(0.62, 0.8), depth - 1);
      grow(ex, ey, ang + r.range(0.3, 0.6), len * r.range(0.62, 0.8), depth - 1);
    }
  };
  grow(x, baseY, -Math.PI / 2 + r.range(-0.15, 0.15), size * 0.42, 3);
  const wdt = Math.max(8, size * 0.12);
  b.add(el('path', { d, stroke: darken(colour, 0.32), 'stroke-width': wdt + 6, fill: 'none', 'stroke-linecap': 'round' }));
  b.add(el('path', { d, stroke: colour, 'stroke-width': wdt, fill: 'none', 'stroke-linecap': 'round' }));
}

/** Fan coral (a lattice fan). */
export function fanCoral(b: OceanBuilder, x: number, baseY: number, size: number, colour: string): void {
  const r = b.rng;
  const d = blob(x, baseY - size * 0.55, size * 0.55, size * 0.45, r, 8, 0.1);
  b.add(el('path', { d: `M${fmt(x)},${fmt(baseY)}L${fmt(x)},${fmt(baseY - size * 0.3)}`, stroke: darken(colour, 0.3), 'stroke-width': 10, 'stroke-linecap': 'round' }));
  b.add(el('path', { d, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 4 }));
  let lat = '';
  for (let i = -3; i <= 3; i++) lat += `M${fmt(x)},${fmt(baseY - size * 0.15)}L${fmt(x + i * size * 0.14)},${fmt(baseY - size * 0.92 + Math.abs(i) * size * 0.06)}`;
  for (let j = 1; j <= 3; j++) lat += `M${fmt(x - size * 0.5 + j * 6)},${fmt(baseY - size * (0.35 + j * 0.15))}Q${fmt(x)},${fmt(baseY - size * (0.5 + j * 0.15))} ${fmt(x + size * 0.5 - j * 6)},${fmt(baseY - size * (0.35 + j * 0.15))}`;
  b.add(el('path', { d: lat, stroke: lighten(colour, 0.4), 'stroke-width': 3, fill: 'none', opacity: 0.8 }));
}

/** Dome coral with squiggly grooves. */
export function brainCoral(b: OceanBuilder, x: number, baseY: number, rad: number, colour: string): void {
  const d = `M${fmt(x - rad)},${fmt(baseY)}C${fmt(x - rad)},${fmt(baseY - rad * 1.3)} ${fmt(x + rad)},${fmt(baseY - rad * 1.3)} ${fmt(x + rad)},${fmt(baseY)}Z`;
  b.add(el('path', { d, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 4 }));
  let sq = '';
  for (let i = 1; i <= 3; i++) {
    const yy = baseY - rad * 0.22 * i;
    const half = rad * (0.85 - i * 0.17);
    sq += `M${fmt(x - half)},${fmt(yy)}q${fmt(half / 4)},-8 ${fmt(half / 2)},0t${fmt(half / 2)},0t${fmt(half / 2)},0t${fmt(half / 2)},0`;
  }
  b.add(el('path', { d: sq, stroke: darken(colour, 0.18), 'stroke-width': 3.5, fill: 'none', 'stroke-linecap': 'round' }));
  b.add(el('ellipse', { cx: x - rad * 0.35, cy: baseY - rad * 0.7, rx: rad * 0.25, ry: rad * 0.1, fill: '#ffffff', opacity: 0.4 }));
}

/** Cluster of tube corals. */
export function tubeCoral(b: OceanBuilder, x: number, baseY: number, size: number, colour: string): void {
  const r = b.rng;
  const tubes: Array<[number, number]> = [[-0.3, 0.7], [0, 1], [0.3, 0.8], [0.55, 0.5], [-0.55, 0.45]];
  for (const [dx, hh] of tubes) {
    const tx = x + dx * size;
    const th = size * hh * r.range(0.85, 1.1);
    const tw = size * 0.22;
    b.add(el('rect', { x: tx - tw / 2, y: baseY - th, width: tw, height: th + 4, rx: tw / 2, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 4 }));
    b.add(el('ellipse', { cx: tx, cy: baseY - th + tw * 0.35, rx: tw * 0.3, ry: tw * 0.16, fill: darken(colour, 0.4) }));
  }
}

/** Soft background kelp stalk. */
export function bgKelp(b: OceanBuilder, x: number, baseY: number, height: number, colour: string, opacity = 1): void {
  const r = b.rng;
  const pts: Pt[] = [];
  const n = 6;
  const sway = r.range(-30, 30);
  for (let i = 0; i <= n; i++) pts.push([x + Math.sin(i * 1.3 + r.range(0, 1)) * 12 + (sway * i) / n, baseY - (height * i) / n]);
  let s = el('path', { d: smooth(pts), stroke: darken(colour, 0.2), 'stroke-width': 9, fill: 'none', 'stroke-linecap': 'round' });
  let leaves = '';
  for (let i = 1; i < n; i++) {
    const p = pts[i] as Pt;
    const side = i % 2 === 0 ? 1 : -1;
    const len = r.range(30, 46);
    leaves += `M${fmt(p[0])},${fmt(p[1])}q${fmt(side * len * 0.3)},-34 ${fmt(side * len)},-28q${fmt(-side * len * 0.2)},26 ${fmt(-side * len)},28Z`;
  }
  s += el('path', { d: leaves, fill: colour, stroke: darken(colour, 0.2), 'stroke-width': 3 });
  b.add(g({ opacity: opacity === 1 ? undefined : fmt(opacity) }, s));
}

/** Patch of seagrass blades. */
export function seagrass(b: OceanBuilder, x: number, baseY: number, width: number, height: number, colour: string): void {
  const r = b.rng;
  let d = '';
  const n = Math.max(3, Math.round(width / 12));
  for (let i = 0; i < n; i++) {
    const bx = x - width / 2 + (width * i) / (n - 1) + r.range(-4, 4);
    const hh = height * r.range(0.55, 1);
    const lean = r.range(-26, 26);
    d += `M${fmt(bx)},${fmt(baseY + 6)}Q${fmt(bx + lean * 0.2)},${fmt(baseY - hh * 0.6)} ${fmt(bx + lean)},${fmt(baseY - hh)}`;
  }
  b.add(el('path', { d, stroke: darken(colour, 0.25), 'stroke-width': 11, fill: 'none', 'stroke-linecap': 'round' }));
  b.add(el('path', { d, stroke: colour, 'stroke-width': 6, fill: 'none', 'stroke-linecap': 'round' }));
}

/** Rising bubbles (white rings). */
export function bubbles(b: OceanBuilder, n: number, x0: number, x1: number, y0: number, y1: number): void {
  const r = b.rng;
  let s = '';
  for (let i = 0; i < n; i++) {
    const rad = r.range(4, 13);
    const cx = r.range(x0, x1);
    const cy = r.range(y0, y1);
    s += el('circle', { cx, cy, r: rad, fill: '#ffffff', 'fill-opacity': 0.18, stroke: '#ffffff', 'stroke-width': 2.5 });
    s += el('circle', { cx: cx - rad * 0.35, cy: cy - rad * 0.35, r: Math.max(1.5, rad * 0.22), fill: '#ffffff' });
  }
  b.add(g({ opacity: 0.75 }, s));
}

/** Bubble column from a point (vents, divers). */
export function bubbleColumn(b: OceanBuilder, x: number, y: number, height: number): void {
  const r = b.rng;
  let s = '';
  for (let i = 0; i < height / 34; i++) {
    const rad = 5 + i * 0.8 + r.range(0, 4);
    const cx = x + Math.sin(i * 1.1) * 10 + r.range(-4, 4);
    const cy = y - i * 34;
    s += el('circle', { cx, cy, r: rad, fill: '#ffffff', 'fill-opacity': 0.25, stroke: '#ffffff', 'stroke-width': 2.5 });
    s += el('circle', { cx: cx - rad * 0.35, cy: cy - rad * 0.35, r: Math.max(1.5, rad * 0.22), fill: '#ffffff' });
  }
  b.add(g({ opacity: 0.85 }, s));
}

/** Glowing spot (deep sea). */
export function glow(b: OceanBuilder, x: number, y: number, rad: number, colour: string, id: string): void {
  b.def(id, radialGradient(id, [[0, colour, 0.85], [0.35, colour, 0.35], [1, colour, 0]]));
  b.add(el('circle', { cx: x, cy: y, r: rad, fill: `url(#${id})` }));
}

/** Small scatter of background shells and starfish shapes in the sand. */
export function sandBits(b: OceanBuilder, n: number, y0: number, y1: number): void {
  const r = b.rng;
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = r.range(30, 1570);
    const y = r.range(y0, y1);
    const c = r.pick(['#ffb8a8', '#ffd6a0', '#f7a8c8', '#ffffff']);
    if (r.chance(0.5)) {
      s += el('path', { d: `M${fmt(x - 9)},${fmt(y)}a9,9 0 0,1 18,0Z`, fill: c, stroke: darken(c, 0.3), 'stroke-width': 2.5 });
    } else {
      const pts: Pt[] = [];
      for (let k = 0; k < 10; k++) {
        const a = -Math.PI / 2 + (k * Math.PI) / 5;
        const rr = k % 2 === 0 ? 11 : 5;
        pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]);
      }
      s += el('path', { d: poly(pts), fill: c, stroke: darken(c, 0.3), 'stroke-width': 2.5, 'stroke-linejoin': 'round' });
    }
  }
  b.add(g({ opacity: 0.8 }, s));
}

/** Rock arch framing one side. */
export function arch(b: OceanBuilder, x: number, baseY: number, w: number, h: number, colour: string): void {
  const th = w * 0.22;
  const d = `M${fmt(x)},${fmt(baseY)}C${fmt(x - 10)},${fmt(baseY - h * 1.25)} ${fmt(x + w + 10)},${fmt(baseY - h * 1.25)} ${fmt(x + w)},${fmt(baseY)}L${fmt(x + w - th)},${fmt(baseY)}C${fmt(x + w - th)},${fmt(baseY - h * 0.85)} ${fmt(x + th)},${fmt(baseY - h * 0.85)} ${fmt(x + th)},${fmt(baseY)}Z`;
  b.add(el('path', { d, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 5, 'stroke-linejoin': 'round' }));
  b.add(el('path', { d: `M${fmt(x + th * 0.4)},${fmt(baseY - h * 0.4)}C${fmt(x + th * 0.3)},${fmt(baseY - h * 0.95)} ${fmt(x + w * 0.5)},${fmt(baseY - h * 0.98)} ${fmt(x + w * 0.62)},${fmt(baseY - h * 0.92)}`, stroke: lighten(colour, 0.3), 'stroke-width': 8, fill: 'none', 'stroke-linecap': 'round', opacity: 0.7 }));
}

/** Tall rock wall from the floor, hugging a side of the picture. */
export function sideCliff(b: OceanBuilder, side: 'left' | 'right', topY: number, width: number, colour: string): void {
  const r = b.rng;
  const pts: Pt[] = [];
  const edge = side === 'left' ? 0 : W;
  const dir = side === 'left' ? 1 : -1;
  pts.push([edge - dir * 20, H + 10]);
  const n = 6;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const y = H - (H - topY) * t;
    const wdt = width * (0.55 + 0.45 * Math.sin((1 - t) * Math.PI * 0.5)) + r.range(-20, 20);
    pts.push([edge + dir * wdt, y]);
  }
  pts.push([edge - dir * 20, topY - 10]);
  const d = smooth(pts, true, 0.8);
  b.add(el('path', { d, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 5 }));
  for (let i = 0; i < 5; i++) {
    const y = topY + 60 + ((H - topY - 100) * i) / 5;
    b.add(el('ellipse', { cx: edge + dir * r.range(20, width * 0.5), cy: y, rx: r.range(14, 30), ry: r.range(6, 12), fill: darken(colour, 0.18), opacity: 0.7 }));
  }
}

/** Sunken ship hull (tilted), drawn faded into the water. */
export function ship(b: OceanBuilder, x: number, baseY: number, scale: number, colour: string, broken = false): void {
  const s = scale;
  const hull = `M${fmt(-260 * s)},${fmt(-120 * s)}L${fmt(250 * s)},${fmt(-150 * s)}Q${fmt(230 * s)},${fmt(10 * s)} ${fmt(120 * s)},${fmt(30 * s)}L${fmt(-200 * s)},${fmt(40 * s)}Q${fmt(-250 * s)},${fmt(-20 * s)} ${fmt(-260 * s)},${fmt(-120 * s)}Z`;
  let p = '';
  // masts
  p += el('path', { d: `M${fmt(-60 * s)},${fmt(-135 * s)}L${fmt(-90 * s)},${fmt(-420 * s)}M${fmt(120 * s)},${fmt(-145 * s)}L${fmt(100 * s)},${fmt(broken ? -250 * s : -380 * s)}`, stroke: darken(colour, 0.25), 'stroke-width': 14 * s + 4, 'stroke-linecap': 'round' });
  p += el('path', { d: `M${fmt(-150 * s)},${fmt(-330 * s)}L${fmt(-30 * s)},${fmt(-345 * s)}`, stroke: darken(colour, 0.25), 'stroke-width': 10 * s + 3, 'stroke-linecap': 'round' });
  // tattered sail
  p += el('path', { d: `M${fmt(-86 * s)},${fmt(-400 * s)}Q${fmt(-10 * s)},${fmt(-340 * s)} ${fmt(-40 * s)},${fmt(-250 * s)}L${fmt(-64 * s)},${fmt(-270 * s)}L${fmt(-70 * s)},${fmt(-240 * s)}Z`, fill: lighten(colour, 0.45), opacity: 0.8 });
  p += el('path', { d: hull, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 6, 'stroke-linejoin': 'round' });
  // planks
  let pl = '';
  for (let i = 1; i <= 3; i++) pl += `M${fmt(-250 * s + i * 12 * s)},${fmt((-120 + i * 40) * s)}L${fmt(240 * s - i * 30 * s)},${fmt((-150 + i * 40) * s)}`;
  p += el('path', { d: pl, stroke: darken(colour, 0.22), 'stroke-width': 4, fill: 'none' });
  // portholes
  for (let i = 0; i < 4; i++) p += el('circle', { cx: (-140 + i * 80) * s, cy: (-88 - i * 4) * s, r: 14 * s, fill: darken(colour, 0.5), stroke: lighten(colour, 0.3), 'stroke-width': 4 });
  if (broken) p += el('path', { d: `M${fmt(150 * s)},${fmt(-146 * s)}L${fmt(180 * s)},${fmt(-90 * s)}L${fmt(150 * s)},${fmt(-40 * s)}L${fmt(190 * s)},${fmt(0)}L${fmt(240 * s)},${fmt(-150 * s)}Z`, fill: darken(colour, 0.55) });
  // deck rail
  p += el('path', { d: `M${fmt(-258 * s)},${fmt(-122 * s)}L${fmt(250 * s)},${fmt(-152 * s)}`, stroke: lighten(colour, 0.25), 'stroke-width': 8 * s + 2, 'stroke-linecap': 'round' });
  b.add(g({ transform: `translate(${fmt(x)},${fmt(baseY)}) rotate(-8)` }, p));
}

/** Anchor half buried in the sand. */
export function anchor(b: OceanBuilder, x: number, y: number, colour: string): void {
  const d = `M${x},${y - 120}L${x},${y}M${x - 30},${y - 90}L${x + 30},${y - 90}M${x - 54},${y - 30}Q${x - 50},${y + 10} ${x},${y + 10}Q${x + 50},${y + 10} ${x + 54},${y - 30}`;
  b.add(g({ transform: `rotate(18 ${x} ${y})` }, el('path', { d, stroke: darken(colour, 0.3), 'stroke-width': 20, fill: 'none', 'stroke-linecap': 'round' }), el('path', { d, stroke: colour, 'stroke-width': 12, fill: 'none', 'stroke-linecap': 'round' }), el('circle', { cx: x, cy: y - 134, r: 14, fill: 'none', stroke: colour, 'stroke-width': 8 })));
}

/** Vent chimney that bubbles. */
export function vent(b: OceanBuilder, x: number, baseY: number, h: number, colour: string, bubbleHeight: number): void {
  const d = `M${fmt(x - h * 0.45)},${fmt(baseY)}Q${fmt(x - h * 0.3)},${fmt(baseY - h * 0.6)} ${fmt(x - h * 0.16)},${fmt(baseY - h)}L${fmt(x + h * 0.16)},${fmt(baseY - h)}Q${fmt(x + h * 0.3)},${fmt(baseY - h * 0.6)} ${fmt(x + h * 0.45)},${fmt(baseY)}Z`;
  b.add(el('path', { d, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 5, 'stroke-linejoin': 'round' }));
  b.add(el('ellipse', { cx: x, cy: baseY - h, rx: h * 0.16, ry: h * 0.05, fill: darken(colour, 0.5) }));
  b.add(el('path', { d: `M${fmt(x - h * 0.28)},${fmt(baseY - h * 0.1)}Q${fmt(x - h * 0.2)},${fmt(baseY - h * 0.6)} ${fmt(x - h * 0.1)},${fmt(baseY - h * 0.9)}`, stroke: lighten(colour, 0.3), 'stroke-width': 6, fill: 'none', 'stroke-linecap': 'round', opacity: 0.7 }));
  bubbleColumn(b, x, baseY - h - 20, bubbleHeight);
}

/** Distant whale silhouette. */
export function farWhale(b: OceanBuilder, x: number, y: number, s: number, colour: string, opacity: number): void {
  const d = `M${fmt(x + 200 * s)},${fmt(y)}C${fmt(x + 190 * s)},${fmt(y - 60 * s)} ${fmt(x + 40 * s)},${fmt(y - 70 * s)} ${fmt(x - 60 * s)},${fmt(y - 20 * s)}L${fmt(x - 150 * s)},${fmt(y - 40 * s)}Q${fmt(x - 140 * s)},${fmt(y - 10 * s)} ${fmt(x - 160 * s)},${fmt(y + 20 * s)}L${fmt(x - 60 * s)},${fmt(y + 4 * s)}C${fmt(x + 30 * s)},${fmt(y + 60 * s)} ${fmt(x + 180 * s)},${fmt(y + 50 * s)} ${fmt(x + 200 * s)},${fmt(y)}Z`;
  b.add(el('path', { d, fill: colour, opacity: fmt(opacity) }));
}

/** Sky strip above a waterline (tide pools). */
export function skyAbove(b: OceanBuilder, waterY: number): void {
  b.defs.push(linearGradient('sky', 0, 0, 0, 1, [[0, '#7fd3ff'], [1, '#d8f6ff']]));
  b.add(el('rect', { width: W, height: waterY + 10, fill: 'url(#sky)' }));
  b.add(el('circle', { cx: 1420, cy: 52, r: 34, fill: '#ffe36e', stroke: '#ffc93c', 'stroke-width': 6 }));
  const cloud = (cx: number, cy: number, s: number): string =>
    el('path', { d: `M${fmt(cx - 60 * s)},${fmt(cy + 14 * s)}q-4,-30 ${fmt(30 * s)},-26q10,-26 ${fmt(44 * s)},-14q26,-16 ${fmt(40 * s)},14q26,4 ${fmt(16 * s)},26Z`, fill: '#ffffff' });
  b.add(cloud(300, 50, 1), cloud(860, 36, 0.8));
  b.add(el('path', { d: wavyBand(waterY, waterY + 26, 5, b.rng, { points: 18 }), fill: '#ffffff', opacity: 0.7 }));
}

/** Caustic light net on the sand/water (sandy lagoon). */
export function caustics(b: OceanBuilder, y0: number, y1: number, n: number): void {
  const r = b.rng;
  let d = '';
  for (let i = 0; i < n; i++) {
    const x = r.range(0, W);
    const y = r.range(y0, y1);
    const w = r.range(50, 120);
    d += `M${fmt(x)},${fmt(y)}q${fmt(w / 4)},${fmt(-r.range(6, 16))} ${fmt(w / 2)},0t${fmt(w / 2)},0`;
  }
  b.add(el('path', { d, stroke: '#ffffff', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round', opacity: 0.35 }));
}

/** Soft coral colours for backgrounds (less saturated than sprites). */
export const BG_CORAL = ['#f59bb8', '#f7b27a', '#c2a3f0', '#f58f8f', '#8fd0b8', '#f2c86b'];

/** Scatter a reef of mixed background corals along the floor in [x0, x1]. */
export function reef(b: OceanBuilder, x0: number, x1: number, baseY: number, count: number, scale = 1, colours = BG_CORAL): void {
  const r = b.rng;
  for (let i = 0; i < count; i++) {
    const x = x0 + ((x1 - x0) * (i + r.range(0.2, 0.8))) / count;
    const y = baseY + r.range(-6, 14);
    const c = colours[(i + r.int(0, colours.length - 1)) % colours.length] as string;
    const kind = r.int(0, 3);
    if (kind === 0) branchCoral(b, x, y, r.range(110, 170) * scale, c);
    else if (kind === 1) fanCoral(b, x, y, r.range(100, 150) * scale, c);
    else if (kind === 2) brainCoral(b, x, y, r.range(40, 60) * scale, c);
    else tubeCoral(b, x, y, r.range(50, 80) * scale, c);
  }
}

/**
 * The jungle's scene pieces (leafy canopy, trunks, hanging vines, bushes, big foreground leaves, flowers,
 * waterfall, river, pond, mist, rain, garlands) and its palette; jungle-scenes.ts composes them.
 */
import { darken, lighten, linearGradient, mix } from '../../core/art/colour';
import { blob, type Pt, smooth, wavyBand } from '../../core/art/paths';
import { type SceneBuilder } from '../../core/art/sprite-kit';
import { coarse } from '../../core/art/svg-kit';
import { hills, rays, sky } from './scene-kit';

const { el, g, num: fmt } = coarse;

/** Width of every scene. */
export const W = 1600;
/** Height of every scene. */
export const H = 900;

/** Colours of one jungle scene. */
export interface JunglePalette {
  skyTop: string;
  skyBottom: string;
  far: string;
  mid: string;
  leaf: string;
  grassTop: string;
  grassBottom: string;
  trunk: string;
}

/** The jungle's default colours. */
export const BASE: JunglePalette = {
  skyTop: '#bff0c8',
  skyBottom: '#f1ffd8',
  far: '#8fd6a0',
  mid: '#5fbf7e',
  leaf: '#3fa866',
  grassTop: '#8fdc6a',
  grassBottom: '#4fae5a',
  trunk: '#a8744a',
};

/** Leafy clusters along the top edge, deeper at the corners. */
export function canopy(b: SceneBuilder, p: JunglePalette, depth = 1): void {
  const r = b.rng;
  let back = '';
  let front = '';
  for (let x = -40; x < W + 60; x += 70) {
    const corner = Math.max(0, 1 - Math.min(x, W - x) / 420);
    const y = 10 + corner * 130 * depth + r.range(-10, 14);
    back += el('path', { d: blob(x, y - 20, r.range(70, 100), r.range(44, 64) + corner * 40, r, 8, 0.18) });
    front += el('path', { d: blob(x + 30, y - 40, r.range(50, 80), r.range(34, 50) + corner * 30, r, 8, 0.2) });
  }
  b.add(g({ fill: darken(p.leaf, 0.15), stroke: darken(p.leaf, 0.35), 'stroke-width': 4 }, back));
  b.add(g({ fill: p.leaf, stroke: darken(p.leaf, 0.3), 'stroke-width': 4 }, front));
  // leaf highlights
  let hl = '';
  for (let i = 0; i < 26; i++) {
    const x = r.range(0, W);
    const corner = Math.max(0, 1 - Math.min(x, W - x) / 420);
    const y = r.range(0, 30 + corner * 110 * depth);
    hl += `M${fmt(x)},${fmt(y)}q12,-10 26,-4`;
  }
  b.add(el('path', { d: hl, stroke: lighten(p.leaf, 0.35), 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round', opacity: 0.8 }));
}

/** A hanging vine from the top with small leaves. */
export function hangingVine(b: SceneBuilder, x: number, len: number, colour: string): void {
  const r = b.rng;
  const pts: Pt[] = [];
  for (let i = 0; i <= 5; i++) pts.push([x + Math.sin(i * 1.4 + r.range(0, 1)) * 14, -10 + (len * i) / 5]);
  let s = el('path', { d: smooth(pts), stroke: darken(colour, 0.25), 'stroke-width': 8, fill: 'none', 'stroke-linecap': 'round' });
  s += el('path', { d: smooth(pts), stroke: colour, 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' });
  let leaves = '';
  for (let i = 1; i <= 5; i++) {
    const p = pts[i] as Pt;
    const side = i % 2 === 0 ? 1 : -1;
    leaves += `M${fmt(p[0])},${fmt(p[1])}q${fmt(side * 8)},-16 ${fmt(side * 24)},-12q${fmt(-side * 6)},14 ${fmt(-side * 24)},12Z`;
  }
  s += el('path', { d: leaves, fill: lighten(colour, 0.1), stroke: darken(colour, 0.25), 'stroke-width': 2.5 });
  b.add(s);
}

/** A big tree trunk rising out of the top, with root flares. */
export function trunk(b: SceneBuilder, x: number, baseY: number, width: number, colour: string): void {
  const r = b.rng;
  const half = width / 2;
  const d = `M${fmt(x - half - 40)},${fmt(baseY + 8)}Q${fmt(x - half)},${fmt(baseY - 10)} ${fmt(x - half)},${fmt(baseY - 80)}L${fmt(x - half * 0.8)},-20L${fmt(x + half * 0.8)},-20L${fmt(x + half)},${fmt(baseY - 80)}Q${fmt(x + half)},${fmt(baseY - 10)} ${fmt(x + half + 40)},${fmt(baseY + 8)}Z`;
  b.add(el('path', { d, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 5, 'stroke-linejoin': 'round' }));
  b.add(el('path', { d: `M${fmt(x - half * 0.45)},${fmt(baseY - 30)}L${fmt(x - half * 0.35)},10`, stroke: lighten(colour, 0.25), 'stroke-width': half * 0.25, 'stroke-linecap': 'round', opacity: 0.6 }));
  let bark = '';
  for (let i = 0; i < 7; i++) {
    const yy = r.range(40, baseY - 60);
    const xx = x + r.range(-half * 0.5, half * 0.5);
    bark += `M${fmt(xx)},${fmt(yy)}q6,${fmt(r.range(20, 40))} 0,${fmt(r.range(40, 70))}`;
  }
  b.add(el('path', { d: bark, stroke: darken(colour, 0.2), 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' }));
  // moss patches
  for (let i = 0; i < 3; i++) b.add(el('path', { d: blob(x + r.range(-half * 0.6, half * 0.6), r.range(120, baseY - 60), r.range(12, 22), r.range(8, 12), r, 7, 0.2), fill: '#7fcf6a', opacity: 0.8 }));
}

/** A rounded leafy bush sitting on baseY. */
export function bush(b: SceneBuilder, x: number, baseY: number, size: number, colour: string): void {
  const r = b.rng;
  let s = '';
  for (let i = 0; i < 4; i++) {
    const bx = x + (i - 1.5) * size * 0.42 + r.range(-8, 8);
    const by = baseY - size * (0.25 + (i === 1 || i === 2 ? 0.2 : 0)) + r.range(-6, 6);
    s += el('path', { d: blob(bx, by, size * 0.36, size * 0.3, r, 8, 0.12) });
  }
  b.add(g({ fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 4 }, s));
  b.add(el('path', { d: `M${fmt(x - size * 0.5)},${fmt(baseY - size * 0.45)}q${fmt(size * 0.2)},${fmt(-size * 0.18)} ${fmt(size * 0.4)},${fmt(-size * 0.1)}`, stroke: lighten(colour, 0.35), 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round', opacity: 0.7 }));
}

/** A big soft foreground leaf (monstera-like) from a point, at an angle. */
export function bigLeaf(b: SceneBuilder, x: number, y: number, len: number, angle: number, colour: string): void {
  const a = (angle * Math.PI) / 180;
  const ex = x + Math.cos(a) * len;
  const ey = y + Math.sin(a) * len;
  const nx = -Math.sin(a) * len * 0.32;
  const ny = Math.cos(a) * len * 0.32;
  const mx = (x + ex) / 2;
  const my = (y + ey) / 2;
  const d = `M${fmt(x)},${fmt(y)}Q${fmt(mx + nx * 1.4)},${fmt(my + ny * 1.4)} ${fmt(ex)},${fmt(ey)}Q${fmt(mx - nx * 1.4)},${fmt(my - ny * 1.4)} ${fmt(x)},${fmt(y)}Z`;
  b.add(el('path', { d, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 4 }));
  let veins = `M${fmt(x)},${fmt(y)}L${fmt(ex)},${fmt(ey)}`;
  for (let i = 1; i <= 4; i++) {
    const t = i / 5;
    const px = x + (ex - x) * t;
    const py = y + (ey - y) * t;
    const k = Math.sin(Math.PI * t) * 0.8;
    veins += `M${fmt(px)},${fmt(py)}l${fmt(nx * k + (ex - x) * 0.06)},${fmt(ny * k + (ey - y) * 0.06)}M${fmt(px)},${fmt(py)}l${fmt(-nx * k + (ex - x) * 0.06)},${fmt(-ny * k + (ey - y) * 0.06)}`;
  }
  b.add(el('path', { d: veins, stroke: lighten(colour, 0.3), 'stroke-width': 3.5, fill: 'none', 'stroke-linecap': 'round' }));
}

/** Small flowers dotted on the ground band. */
export function groundFlowers(b: SceneBuilder, prof: readonly Pt[], n: number, colours: readonly string[]): void {
  const r = b.rng;
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = r.range(20, 1580);
    const top = Math.max(...prof.filter((p) => Math.abs(p[0] - x) < 200).map((p) => p[1]), 600);
    const y = r.range(top + 30, 885);
    const c = r.pick(colours);
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2;
      s += el('circle', { cx: x + Math.cos(a) * 5, cy: y + Math.sin(a) * 5, r: 4.5, fill: c });
    }
    s += el('circle', { cx: x, cy: y, r: 3, fill: '#fff27a' });
  }
  b.add(g({ opacity: 0.9 }, s));
}

/** Grass tufts along the ground. */
export function tufts(b: SceneBuilder, prof: readonly Pt[], n: number, colour: string): void {
  const r = b.rng;
  let d = '';
  for (let i = 0; i < n; i++) {
    const x = r.range(10, 1590);
    const top = Math.max(...prof.filter((p) => Math.abs(p[0] - x) < 200).map((p) => p[1]), 600);
    const y = r.range(top + 20, 890);
    d += `M${fmt(x - 8)},${fmt(y)}q2,-14 -4,-22M${fmt(x)},${fmt(y)}q0,-18 4,-28M${fmt(x + 8)},${fmt(y)}q2,-12 8,-18`;
  }
  b.add(el('path', { d, stroke: colour, 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round', opacity: 0.8 }));
}

/** A waterfall falling from a cliff between x0 and x1 into a pool at poolY. */
export function waterfall(b: SceneBuilder, x0: number, x1: number, topY: number, poolY: number, rock: string): void {
  const r = b.rng;
  b.def('fall', linearGradient('fall', 0, 0, 0, 1, [[0, '#bff4ff'], [1, '#6fd0f0']]));
  const cliffL = `M${fmt(x0 - 160)},${fmt(poolY + 20)}L${fmt(x0 - 120)},${fmt(topY + 40)}Q${fmt(x0 - 60)},${fmt(topY - 20)} ${fmt(x0 + 10)},${fmt(topY)}L${fmt(x0 + 10)},${fmt(poolY + 20)}Z`;
  const cliffR = `M${fmt(x1 - 10)},${fmt(poolY + 20)}L${fmt(x1 - 10)},${fmt(topY - 10)}Q${fmt(x1 + 70)},${fmt(topY - 40)} ${fmt(x1 + 130)},${fmt(topY + 30)}L${fmt(x1 + 170)},${fmt(poolY + 20)}Z`;
  for (const d of [cliffL, cliffR]) b.add(el('path', { d, fill: rock, stroke: darken(rock, 0.3), 'stroke-width': 5, 'stroke-linejoin': 'round' }));
  b.add(el('path', { d: `M${fmt(x0)},${fmt(topY + 4)}L${fmt(x1)},${fmt(topY - 4)}L${fmt(x1 + 6)},${fmt(poolY)}L${fmt(x0 - 6)},${fmt(poolY)}Z`, fill: 'url(#fall)', stroke: '#5fb8e0', 'stroke-width': 4 }));
  let streaks = '';
  for (let i = 0; i < 9; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / 9;
    const y0 = topY + r.range(10, 80);
    streaks += `M${fmt(x)},${fmt(y0)}L${fmt(x + r.range(-3, 3))},${fmt(y0 + r.range(60, 160))}`;
  }
  b.add(el('path', { d: streaks, stroke: '#ffffff', 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.75 }));
  // moss on top
  b.add(el('path', { d: blob((x0 + x1) / 2, topY - 6, (x1 - x0) * 0.9, 22, r, 9, 0.15), fill: '#6fcf6a', stroke: '#3f9a52', 'stroke-width': 4 }));
  // pool with foam
  b.add(el('ellipse', { cx: (x0 + x1) / 2, cy: poolY + 16, rx: (x1 - x0) * 1.6, ry: 34, fill: '#6fd0f0', stroke: '#4fb0d8', 'stroke-width': 4 }));
  let foam = '';
  for (let i = 0; i < 8; i++) foam += el('circle', { cx: x0 + r.range(-20, x1 - x0 + 20), cy: poolY + r.range(0, 20), r: r.range(10, 20) });
  b.add(g({ fill: '#ffffff', opacity: 0.85 }, foam));
}

/** A river band crossing the ground, drawn between two wavy edges. */
export function river(b: SceneBuilder, y: number, h: number): void {
  const r = b.rng;
  b.def('river', linearGradient('river', 0, 0, 0, 1, [[0, '#8fe4f8'], [1, '#4fb8e0']]));
  const top: Pt[] = [];
  const bot: Pt[] = [];
  for (let i = 0; i <= 8; i++) {
    const x = -40 + (1680 * i) / 8;
    const c = Math.sin(i * 0.8) * 18;
    top.push([x, y + c + r.range(-6, 6)]);
    bot.push([x, y + h + c + r.range(-6, 6)]);
  }
  const d = `${smooth(top)}L${fmt((bot[8] as Pt)[0])},${fmt((bot[8] as Pt)[1])}${smooth([...bot].reverse()).replace(/^M[^C]*/, '')}Z`;
  b.add(el('path', { d, fill: 'url(#river)', stroke: '#3f9ac8', 'stroke-width': 4 }));
  let ripples = '';
  for (let i = 0; i < 14; i++) {
    const x = r.range(20, 1560);
    const yy = y + r.range(12, h - 12) + Math.sin((x / 1680) * 6.4) * 18;
    ripples += `M${fmt(x)},${fmt(yy)}q14,-6 28,0t28,0`;
  }
  b.add(el('path', { d: ripples, stroke: '#ffffff', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round', opacity: 0.7 }));
}

/** Lily pads with a few pink blossoms on a pond. */
export function pond(b: SceneBuilder, cx: number, cy: number, rx: number, ry: number): void {
  const r = b.rng;
  b.def('pond', linearGradient('pond', 0, 0, 0, 1, [[0, '#8fe8e0'], [1, '#3fb0c0']]));
  b.add(el('path', { d: blob(cx, cy, rx, ry, r, 12, 0.06), fill: 'url(#pond)', stroke: '#2f9aa8', 'stroke-width': 5 }));
  b.add(el('ellipse', { cx: cx - rx * 0.3, cy: cy - ry * 0.4, rx: rx * 0.3, ry: ry * 0.12, fill: '#ffffff', opacity: 0.35 }));
  for (let i = 0; i < 9; i++) {
    const a = r.range(0, Math.PI * 2);
    const rr = r.range(0.2, 0.8);
    const px = cx + Math.cos(a) * rx * rr;
    const py = cy + Math.sin(a) * ry * rr;
    const s = r.range(18, 30);
    b.add(el('path', { d: `M${fmt(px)},${fmt(py)}L${fmt(px + s)},${fmt(py - s * 0.2)}A${fmt(s)},${fmt(s * 0.6)} 0 1,1 ${fmt(px + s * 0.9)},${fmt(py + s * 0.25)}Z`, fill: '#5fc46a', stroke: '#2f8a4a', 'stroke-width': 3 }));
    if (i % 3 === 0) b.add(el('circle', { cx: px - 6, cy: py - 4, r: 7, fill: '#ff9ac8', stroke: '#e06a9a', 'stroke-width': 2.5 }));
  }
}

/** A translucent band of mist. */
export function mist(b: SceneBuilder, y: number, opacity: number): void {
  b.add(el('path', { d: wavyBand(y, y + 120, 20, b.rng, { points: 7 }), fill: '#ffffff', opacity: fmt(opacity) }));
}

/** Falling rain streaks. */
export function rain(b: SceneBuilder, n: number): void {
  const r = b.rng;
  let d = '';
  for (let i = 0; i < n; i++) {
    const x = r.range(0, W);
    const y = r.range(0, 860);
    d += `M${fmt(x)},${fmt(y)}l-6,22`;
  }
  b.add(el('path', { d, stroke: '#ffffff', 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.55 }));
}

/** A garland of flowers hanging between two points. */
export function garland(b: SceneBuilder, x0: number, y0: number, x1: number, y1: number, sag: number): void {
  const d = `M${fmt(x0)},${fmt(y0)}Q${fmt((x0 + x1) / 2)},${fmt((y0 + y1) / 2 + sag)} ${fmt(x1)},${fmt(y1)}`;
  b.add(el('path', { d, stroke: '#3f9a52', 'stroke-width': 6, fill: 'none' }));
  const cols = ['#ff6fa8', '#ffd23f', '#ff8a3d', '#b47cff'];
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 + sag) + t * t * y1;
    b.add(el('circle', { cx: x, cy: y + 4, r: 9, fill: cols[i % cols.length] ?? '#ff6fa8', stroke: darken(cols[i % cols.length] ?? '#ff6fa8', 0.3), 'stroke-width': 3 }));
  }
}

/** Base layers most levels share: sky, rays, distant trees and mid bushes. */
export function base(b: SceneBuilder, p: JunglePalette, farBase = 600): void {
  sky(b, [[0, p.skyTop], [1, p.skyBottom]]);
  rays(b, 6, 0.45);
  hills(b, farBase, 120, 260, p.far, 0.75, 9);
  hills(b, farBase + 40, 60, 140, mix(p.far, p.mid, 0.5), 0.8, 8);
}


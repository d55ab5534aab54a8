/**
 * Jungle scene art: the 10 level backgrounds (levels 22-31) and the jungle map, built from shared rainforest
 * pieces (leafy canopy, trunks, hanging vines, bushes, big foreground leaves, waterfall, river, pond, mist).
 * The region x 400-1200, y 60-470 stays light on detail (question card).
 */
import { darken, lighten, linearGradient, mix } from '../../core/art/colour';
import { blob, type Pt, smooth } from '../../core/art/paths';
import { makeRng } from '../../core/art/rng';
import { type Scene, SceneBuilder } from '../../core/art/sprite-kit';
import { coarse } from '../../core/art/svg-kit';
import { cloud, ground, hills, mapTrail, nearPolyline, profile, sky, sun, trailPoints, levelScenes } from './scene-kit';
import { W, H, type JunglePalette, BASE, canopy, hangingVine, trunk, bush, bigLeaf, groundFlowers, tufts, waterfall, river, pond, mist, rain, garland, base } from './jungle-pieces';
import { type MapSprite } from './theme-gen';

const { el, g, num: fmt } = coarse;

type Recipe = (b: SceneBuilder, p: JunglePalette) => Pt[];

/** Level recipes (index = level - 22); each returns the ground profile. */
const RECIPES: Recipe[] = [
  // 22 Jungle Hello: sunny clearing
  (b, p) => {
    base(b, p);
    sun(b, 800, 70, 50, '#fff6a8', '#fff8c8');
    trunk(b, 90, 620, 130, p.trunk);
    trunk(b, 1520, 610, 120, p.trunk);
    canopy(b, p);
    for (const x of [250, 340, 1260, 1360]) hangingVine(b, x, b.rng.range(180, 300), '#5fae4a');
    const prof = profile(b, 640, 10, 40, 40);
    bush(b, 300, 650, 170, p.mid);
    bush(b, 1240, 650, 150, p.mid);
    ground(b, 'grass', prof, p.grassTop, p.grassBottom, lighten(p.grassTop, 0.4));
    tufts(b, prof, 30, darken(p.grassTop, 0.2));
    groundFlowers(b, prof, 16, ['#ff8fc0', '#ffffff', '#ffd23f']);
    return prof;
  },
  // 23 Waterfall
  (b, p) => {
    base(b, p, 560);
    waterfall(b, 1330, 1440, 200, 620, '#9ab0a0');
    trunk(b, 80, 630, 110, p.trunk);
    canopy(b, p);
    for (const x of [200, 300]) hangingVine(b, x, b.rng.range(200, 300), '#5fae4a');
    const prof = profile(b, 650, 10, 30, 0);
    ground(b, 'grass', prof, p.grassTop, p.grassBottom, lighten(p.grassTop, 0.4));
    b.add(el('path', { d: blob(1390, 700, 210, 34, b.rng, 10, 0.08), fill: '#6fd0f0', stroke: '#4fb0d8', 'stroke-width': 4 }));
    b.add(el('path', { d: 'M1250,700q30,-10 60,0t60,0M1330,720q30,-10 60,0', stroke: '#ffffff', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round', opacity: 0.8 }));
    tufts(b, prof, 26, darken(p.grassTop, 0.2));
    groundFlowers(b, prof, 12, ['#ff8fc0', '#ffffff']);
    return prof;
  },
  // 24 River Bend
  (b, p) => {
    base(b, p, 580);
    trunk(b, 1500, 600, 120, p.trunk);
    canopy(b, p);
    for (const x of [160, 1320]) hangingVine(b, x, b.rng.range(200, 300), '#5fae4a');
    river(b, 588, 60);
    const prof = profile(b, 668, 6, 20, 20);
    ground(b, 'grass', prof, p.grassTop, p.grassBottom, lighten(p.grassTop, 0.4));
    tufts(b, prof, 24, darken(p.grassTop, 0.2));
    groundFlowers(b, prof, 10, ['#ffd23f', '#ffffff']);
    return prof.map(([x, y]) => [x, y] as Pt);
  },
  // 25 Treetop Canopy
  (b, p) => {
    sky(b, [[0, '#9fe4ff'], [1, '#e8fff0']]);
    sun(b, 1300, 90, 46, '#fff6a8', '#fff8c8');
    b.add(cloud(120, 180, 1.1), cloud(1380, 260, 0.9), cloud(700, 520, 0.8, '#ffffff', 0.6));
    // sea of treetops below
    for (const [y, c] of [[600, mix(p.far, '#9fe4ff', 0.3)], [660, p.far], [730, p.mid]] as const) {
      let s = '';
      for (let x = -40; x < W + 80; x += 110) s += el('path', { d: blob(x + b.rng.range(-20, 20), y + b.rng.range(-20, 20), 90, 60, b.rng, 8, 0.15) });
      s += el('rect', { x: -10, y, width: W + 20, height: H - y + 10 });
      b.add(g({ fill: c, stroke: darken(c, 0.2), 'stroke-width': 4 }, s));
    }
    // big branch platform
    const prof: Pt[] = [[-40, 620], [200, 640], [500, 700], [800, 720], [1100, 700], [1400, 650], [1640, 620]];
    b.add(el('path', { d: `${smooth(prof, false, 0.8)}L1640,910L-40,910Z`, fill: '#b9844f', stroke: '#7a5232', 'stroke-width': 5 }));
    b.add(el('path', { d: smooth(prof.map(([x, y]) => [x, y + 10] as Pt), false, 0.8), stroke: '#d8a46a', 'stroke-width': 8, fill: 'none', 'stroke-linecap': 'round' }));
    const moss = prof.map(([x, y]) => [x, y - 2] as Pt);
    ground(b, 'moss', moss.map(([x, y]) => [x, y + 20] as Pt), '#8fdc6a', '#5fb85a', '#c8f4a0');
    for (let i = 0; i < 8; i++) bigLeaf(b, b.rng.range(0, W), b.rng.range(760, 880), b.rng.range(80, 120), b.rng.range(-160, -20), b.rng.pick(['#4fb86a', '#3fa866']));
    return moss.map(([x, y]) => [x, y + 20] as Pt);
  },
  // 26 Flower Valley
  (b, p) => {
    base(b, p, 620);
    sun(b, 260, 90, 44, '#fff6a8', '#fff8c8');
    canopy(b, p, 0.7);
    const prof = profile(b, 630, 14, 60, 60);
    bush(b, 180, 630, 160, '#6fc48a');
    bush(b, 1440, 630, 160, '#6fc48a');
    ground(b, 'grass', prof, '#a8e46a', '#5fb85a', '#e0ffb0');
    groundFlowers(b, prof, 60, ['#ff6fa8', '#ffd23f', '#ff8a3d', '#b47cff', '#ffffff']);
    tufts(b, prof, 20, '#6fb84a');
    return prof;
  },
  // 27 Misty Morning
  (b, p) => {
    base(b, p, 590);
    mist(b, 430, 0.45);
    trunk(b, 120, 640, 120, mix(p.trunk, '#ffffff', 0.25));
    trunk(b, 1480, 640, 110, mix(p.trunk, '#ffffff', 0.25));
    canopy(b, p);
    mist(b, 560, 0.35);
    const prof = profile(b, 650, 8, 20, 20);
    ground(b, 'grass', prof, p.grassTop, p.grassBottom, lighten(p.grassTop, 0.4));
    mist(b, 700, 0.2);
    tufts(b, prof, 22, darken(p.grassTop, 0.2));
    return prof;
  },
  // 28 Mossy Rocks
  (b, p) => {
    base(b, p, 600);
    canopy(b, p);
    for (const x of [420, 1180]) hangingVine(b, x, b.rng.range(160, 220), '#5fae4a');
    const prof = profile(b, 660, 8, 150, 150);
    ground(b, 'grass', prof, p.grassTop, p.grassBottom, lighten(p.grassTop, 0.4));
    for (const [x, y, w, h] of [[90, 560, 200, 110], [1510, 560, 200, 110], [640, 800, 130, 50], [1000, 820, 150, 46]] as const) {
      b.add(el('path', { d: blob(x, y, w / 2, h / 2, b.rng, 9, 0.1), fill: '#a4b0c8', stroke: '#6f7a9a', 'stroke-width': 4 }));
      b.add(el('path', { d: blob(x - w * 0.1, y - h * 0.3, w * 0.35, h * 0.18, b.rng, 8, 0.2), fill: '#7fcf6a', opacity: 0.9 }));
    }
    tufts(b, prof, 24, darken(p.grassTop, 0.2));
    return prof;
  },
  // 29 Lily Pond
  (b, p) => {
    base(b, p, 600);
    trunk(b, 70, 620, 100, p.trunk);
    trunk(b, 1540, 620, 100, p.trunk);
    canopy(b, p);
    const prof = profile(b, 630, 8, 30, 30);
    ground(b, 'grass', prof, p.grassTop, p.grassBottom, lighten(p.grassTop, 0.4));
    pond(b, 800, 790, 330, 70);
    tufts(b, prof, 22, darken(p.grassTop, 0.2));
    groundFlowers(b, prof, 10, ['#ff8fc0', '#ffffff']);
    return prof;
  },
  // 30 Rainy Day
  (b, p) => {
    base(b, p, 600);
    b.add(cloud(80, 110, 1.4, '#e6eef8', 0.9), cloud(1300, 120, 1.5, '#e6eef8', 0.9), cloud(620, 70, 1.1, '#eef4fa', 0.7));
    trunk(b, 100, 630, 120, p.trunk);
    canopy(b, p, 0.8);
    const prof = profile(b, 640, 10, 30, 40);
    ground(b, 'grass', prof, p.grassTop, p.grassBottom, lighten(p.grassTop, 0.3));
    for (const [x, y] of [[520, 820], [980, 850], [1250, 770]] as const) b.add(el('ellipse', { cx: x, cy: y, rx: 70, ry: 14, fill: '#8fd8f0', stroke: '#5fb0d0', 'stroke-width': 3, opacity: 0.9 }));
    tufts(b, prof, 26, darken(p.grassTop, 0.2));
    rain(b, 150);
    return prof;
  },
  // 31 Jungle Party
  (b, p) => {
    sky(b, [[0, '#ffc48a'], [0.6, '#ffe6b0'], [1, '#fff4d0']]);
    sun(b, 800, 640, 90, '#ffdf6e', '#ffe6a0');
    hills(b, 600, 120, 240, '#9fcf8a', 0.8, 9);
    hills(b, 640, 60, 140, '#7fc07e', 0.85, 8);
    trunk(b, 90, 620, 120, p.trunk);
    trunk(b, 1510, 620, 120, p.trunk);
    canopy(b, p);
    garland(b, 140, 140, 420, 90, 60);
    garland(b, 1180, 90, 1460, 140, 60);
    const prof = profile(b, 640, 10, 30, 30);
    ground(b, 'grass', prof, p.grassTop, p.grassBottom, lighten(p.grassTop, 0.4));
    groundFlowers(b, prof, 24, ['#ff6fa8', '#ffd23f', '#b47cff']);
    tufts(b, prof, 20, darken(p.grassTop, 0.2));
    return prof;
  },
];

/** Per-level palettes (index = level - 22). */
const PALETTES: JunglePalette[] = [
  BASE,
  { ...BASE, skyTop: '#b4ecd8', skyBottom: '#e8fff0' },
  { ...BASE, skyTop: '#c4f0c0', skyBottom: '#f4ffe0', grassTop: '#9ade6a' },
  { ...BASE },
  { ...BASE, skyTop: '#d4f4c0', skyBottom: '#fffbe0', far: '#a4dca0' },
  { ...BASE, skyTop: '#dff4ec', skyBottom: '#f8fff8', far: '#b4e0c0', mid: '#8fcfa0', leaf: '#5fb080', grassTop: '#a4dc8a', grassBottom: '#6fb878' },
  { ...BASE, skyTop: '#b4e8c4', skyBottom: '#e4fae0', grassTop: '#84d46a' },
  { ...BASE, skyTop: '#bfeee0', skyBottom: '#f0fff0' },
  { ...BASE, skyTop: '#a8c8d8', skyBottom: '#d8ecec', far: '#84b8a0', mid: '#5fa880', leaf: '#3f9a6a', grassTop: '#7fc46a', grassBottom: '#4f9a5a' },
  { ...BASE, far: '#9fcf8a', leaf: '#3fa866', trunk: '#9a6a44' },
];

/** Builds the background of one jungle level (22..31), in its palette, and its ground profile. */
export const jungleLevelScene = levelScenes(
  'jungle',
  22,
  3000,
  RECIPES.map((recipe, i) => (b: SceneBuilder) => recipe(b, PALETTES[i] ?? BASE)),
);

/**
 * Builds the jungle map (top-down rainforest with a river, trees and a waterfall) with a trail through the nodes.
 * @param nodes node centres in order
 * @param sprites decorative map sprites (kept clear of trees)
 * @returns defs and body markup
 */
export function jungleMapScene(nodes: readonly Pt[], sprites: readonly MapSprite[]): Scene {
  const b = new SceneBuilder(makeRng(525252));
  const r = b.rng;
  b.def('jg', linearGradient('jg', 0, 0, 0.3, 1, [[0, '#a8e47a'], [1, '#5fbf6a']]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#jg)' }));
  // lighter grass patches
  for (let i = 0; i < 10; i++) b.add(el('path', { d: blob(r.range(60, 1540), r.range(60, 860), r.range(120, 220), r.range(60, 110), r, 8, 0.2), fill: '#c4f08a', opacity: 0.35 }));
  // river from the top-right waterfall down to the bottom-left
  const riverPts: Pt[] = [[1470, 60], [1390, 240], [1180, 310], [1050, 420], [1070, 620], [1100, 770], [1090, 920]];
  const rp = smooth(riverPts);
  b.add(el('path', { d: rp, stroke: '#3f9ac8', 'stroke-width': 96, fill: 'none', 'stroke-linecap': 'round' }));
  b.add(el('path', { d: rp, stroke: '#7fd8f0', 'stroke-width': 84, fill: 'none', 'stroke-linecap': 'round' }));
  b.add(el('path', { d: rp, stroke: '#bff0ff', 'stroke-width': 20, fill: 'none', 'stroke-linecap': 'round', 'stroke-dasharray': '40 70', opacity: 0.8 }));
  // waterfall cliff at the top right
  b.add(el('path', { d: blob(1470, 40, 170, 70, r, 9, 0.1), fill: '#9ab0a0', stroke: '#6f8a7a', 'stroke-width': 5 }));
  b.add(el('path', { d: 'M1440,40L1500,40L1505,110L1435,110Z', fill: '#bff4ff', stroke: '#5fb8e0', 'stroke-width': 4 }));
  b.add(el('path', { d: 'M1452,50L1452,100M1470,46L1470,104M1488,50L1488,100', stroke: '#ffffff', 'stroke-width': 4, 'stroke-linecap': 'round' }));
  for (let i = 0; i < 6; i++) b.add(el('circle', { cx: 1470 + r.range(-40, 40), cy: 112 + r.range(-6, 10), r: r.range(10, 16), fill: '#ffffff', opacity: 0.9 }));
  // trail
  const pts = trailPoints(nodes, [40, 860]);
  mapTrail(b, pts, nodes, { band: '#eaffc0', trail: '#e8c48a', edge: '#b08452', dots: '#fff6e0', pad: ['#fff0c8', '#e8c48a'] });
  // wooden bridges where the trail crosses the river
  for (let i = 0; i + 1 < pts.length; i++) {
    const a = pts[i] as Pt;
    const c = pts[i + 1] as Pt;
    const len = Math.hypot(c[0] - a[0], c[1] - a[1]);
    for (let t = 0; t <= len; t += 4) {
      const x = a[0] + ((c[0] - a[0]) * t) / len;
      const y = a[1] + ((c[1] - a[1]) * t) / len;
      if (!nearPolyline(riverPts, x, y, 3)) continue;
      const ang = (Math.atan2(c[1] - a[1], c[0] - a[0]) * 180) / Math.PI;
      let planks = el('rect', { x: -70, y: -40, width: 140, height: 80, rx: 10, fill: '#c98a4e', stroke: '#7a5232', 'stroke-width': 5 });
      for (let k = -50; k <= 50; k += 20) planks += el('path', { d: `M${k},-38L${k},38`, stroke: '#8a5a32', 'stroke-width': 4 });
      planks += el('path', { d: 'M-66,-44L66,-44M-66,44L66,44', stroke: '#7a5232', 'stroke-width': 9, 'stroke-linecap': 'round' });
      b.add(g({ transform: `translate(${fmt(x)},${fmt(y)}) rotate(${fmt(ang)})` }, planks));
      break;
    }
  }
  // tree tops (top view) away from path, river and sprites
  const blocked = (x: number, y: number, m: number): boolean =>
    nodes.some((n) => Math.hypot(n[0] - x, n[1] - y) < m + 30) || nearPolyline(pts, x, y, m) || nearPolyline(riverPts, x, y, m - 10) || sprites.some((s) => Math.hypot(s.x - x, s.y - y) < 110);
  const trees: Array<[number, number, number]> = [];
  for (let tries = 0; tries < 2000 && trees.length < 34; tries++) {
    const x = r.range(20, 1580);
    const y = r.range(20, 890);
    const rad = r.range(44, 74);
    if (blocked(x, y, rad + 40)) continue;
    if (trees.some(([tx, ty, tr]) => Math.hypot(tx - x, ty - y) < (tr + rad) * 0.85)) continue;
    trees.push([x, y, rad]);
  }
  trees.sort((a, c) => a[1] - c[1]);
  const greens = ['#3fa866', '#4fb86a', '#2f9a5e', '#5cc46e'];
  for (const [x, y, rad] of trees) {
    const c = r.pick(greens);
    b.add(el('ellipse', { cx: x + 8, cy: y + rad * 0.55, rx: rad * 0.95, ry: rad * 0.4, fill: '#1d4f3a', opacity: 0.22 }));
    b.add(el('path', { d: blob(x, y, rad, rad * 0.9, r, 9, 0.14), fill: c, stroke: darken(c, 0.3), 'stroke-width': 4 }));
    b.add(el('path', { d: blob(x - rad * 0.2, y - rad * 0.25, rad * 0.55, rad * 0.45, r, 8, 0.15), fill: lighten(c, 0.2) }));
    if (r.chance(0.3)) {
      let star = '';
      for (let k = 0; k < 7; k++) {
        const a = (k / 7) * Math.PI * 2 + r.range(-0.2, 0.2);
        const ex = x + Math.cos(a) * rad * 1.05;
        const ey = y + Math.sin(a) * rad * 0.95;
        star += `M${fmt(x)},${fmt(y)}Q${fmt(x + Math.cos(a + 0.4) * rad * 0.6)},${fmt(y + Math.sin(a + 0.4) * rad * 0.6)} ${fmt(ex)},${fmt(ey)}Q${fmt(x + Math.cos(a - 0.4) * rad * 0.6)},${fmt(y + Math.sin(a - 0.4) * rad * 0.6)} ${fmt(x)},${fmt(y)}Z`;
      }
      b.add(el('path', { d: star, fill: '#7fd66a', stroke: '#3f9a52', 'stroke-width': 3 }));
      b.add(el('circle', { cx: x, cy: y, r: 8, fill: '#a8744a', stroke: '#7a5232', 'stroke-width': 3 }));
      continue;
    }
    if (r.chance(0.35)) for (let k = 0; k < 3; k++) b.add(el('circle', { cx: x + r.range(-rad * 0.6, rad * 0.6), cy: y + r.range(-rad * 0.5, rad * 0.5), r: 7, fill: r.pick(['#ff6fa8', '#ffd23f', '#ff8a3d']), stroke: '#ffffff', 'stroke-width': 2 }));
  }
  // flower dots and ferns along the trail edges
  for (let i = 0; i < 40; i++) {
    const x = r.range(20, 1580);
    const y = r.range(20, 880);
    if (blocked(x, y, 60) || !nearPolyline(pts, x, y, 130)) continue;
    b.add(el('circle', { cx: x, cy: y, r: 6, fill: r.pick(['#ff8fc0', '#ffffff', '#ffd23f']), stroke: '#3f9a52', 'stroke-width': 2 }));
  }
  return b.scene();
}

/**
 * Desert scene art: the 5 video-level backgrounds (levels 17-21) and the desert map, built from shared pieces
 * (warm sky, sun, flat-topped mesas, rolling dunes, soft background cacti, an oasis pool with palms, stars).
 * The region x 400-1200, y 60-470 stays light on detail (question card / video).
 */
import { coarse } from '../../core/art/svg-kit';
import { blob, mound, type Pt, smooth } from '../../core/art/paths';
import { darken, lighten, linearGradient } from '../../core/art/colour';
import { makeRng } from '../../core/art/rng';
import { type Scene, SceneBuilder } from '../../core/art/sprite-kit';
import { cloud, ground, mapTrail, nearPolyline, profile, sky, sun, trailPoints, levelScenes } from './scene-kit';
import { type MapSprite } from './theme-gen';

const { el, g, num: fmt } = coarse;

const W = 1600;
const H = 900;

/** A flat-topped mesa with stripes, sitting on `base`. */
function mesa(b: SceneBuilder, x: number, base: number, w: number, h: number, colour: string): void {
  const r = b.rng;
  const top = base - h;
  const inset = w * 0.14;
  const d = `M${fmt(x - w / 2)},${fmt(base)}L${fmt(x - w / 2 + inset)},${fmt(top + 14)}Q${fmt(x - w / 2 + inset + 4)},${fmt(top)} ${fmt(x - w / 2 + inset + 20)},${fmt(top)}L${fmt(x + w / 2 - inset - 20)},${fmt(top)}Q${fmt(x + w / 2 - inset - 4)},${fmt(top)} ${fmt(x + w / 2 - inset)},${fmt(top + 14)}L${fmt(x + w / 2)},${fmt(base)}Z`;
  b.add(el('path', { d, fill: colour, stroke: darken(colour, 0.22), 'stroke-width': 4, 'stroke-linejoin': 'round' }));
  let stripes = '';
  for (let i = 1; i <= 3; i++) {
    const y = top + (h * i) / 4 + r.range(-6, 6);
    const k = (y - top) / h;
    stripes += `M${fmt(x - w / 2 + inset * (1 - k) + 6)},${fmt(y)}L${fmt(x + w / 2 - inset * (1 - k) - 6)},${fmt(y)}`;
  }
  b.add(el('path', { d: stripes, stroke: darken(colour, 0.12), 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.6 }));
  b.add(el('path', { d: `M${fmt(x + w / 2 - inset - 10)},${fmt(top + 4)}L${fmt(x + w / 2 - 8)},${fmt(base - 4)}`, stroke: lighten(colour, 0.25), 'stroke-width': 10, 'stroke-linecap': 'round', opacity: 0.5 }));
}

/** A rolling dune band: wavy top with a sunlit crest line. */
function dune(b: SceneBuilder, y: number, amp: number, colour: string, points = 6): Pt[] {
  const r = b.rng;
  const pts: Pt[] = [];
  for (let i = 0; i <= points; i++) pts.push([-60 + ((W + 120) * i) / points, y + r.range(-amp, amp)]);
  b.add(el('path', { d: `${smooth(pts, false, 0.9)}L${W + 60},${H + 10}L-60,${H + 10}Z`, fill: colour, stroke: darken(colour, 0.1), 'stroke-width': 3 }));
  b.add(el('path', { d: smooth(pts.map(([x, yy]) => [x, yy + 8] as Pt), false, 0.9), stroke: lighten(colour, 0.35), 'stroke-width': 5, fill: 'none', opacity: 0.7 }));
  return pts;
}

/** A soft background saguaro (no navy outline). */
function bgCactus(b: SceneBuilder, x: number, baseY: number, h: number, colour: string): void {
  const w = h * 0.2;
  let d = `M${fmt(x)},${fmt(baseY)}L${fmt(x)},${fmt(baseY - h)}`;
  d += `M${fmt(x)},${fmt(baseY - h * 0.45)}Q${fmt(x - w * 2)},${fmt(baseY - h * 0.45)} ${fmt(x - w * 2)},${fmt(baseY - h * 0.8)}`;
  d += `M${fmt(x)},${fmt(baseY - h * 0.6)}Q${fmt(x + w * 1.8)},${fmt(baseY - h * 0.6)} ${fmt(x + w * 1.8)},${fmt(baseY - h * 0.9)}`;
  b.add(el('path', { d, stroke: darken(colour, 0.25), 'stroke-width': w + 8, fill: 'none', 'stroke-linecap': 'round' }));
  b.add(el('path', { d, stroke: colour, 'stroke-width': w, fill: 'none', 'stroke-linecap': 'round' }));
  b.add(el('path', { d: `M${fmt(x - w * 0.2)},${fmt(baseY - 6)}L${fmt(x - w * 0.2)},${fmt(baseY - h + 6)}`, stroke: lighten(colour, 0.25), 'stroke-width': 3, 'stroke-linecap': 'round' }));
}

/** A soft background palm. */
function bgPalm(b: SceneBuilder, x: number, baseY: number, h: number, lean: number): void {
  const tx = x + lean;
  const ty = baseY - h;
  b.add(el('path', { d: `M${fmt(x)},${fmt(baseY)}Q${fmt(x + lean * 0.2)},${fmt(baseY - h * 0.6)} ${fmt(tx)},${fmt(ty)}`, stroke: '#8a5a32', 'stroke-width': 18, fill: 'none', 'stroke-linecap': 'round' }));
  b.add(el('path', { d: `M${fmt(x)},${fmt(baseY)}Q${fmt(x + lean * 0.2)},${fmt(baseY - h * 0.6)} ${fmt(tx)},${fmt(ty)}`, stroke: '#c0844a', 'stroke-width': 11, fill: 'none', 'stroke-linecap': 'round' }));
  let leaves = '';
  for (const a of [-2.8, -2.1, -1.5, -0.9, -0.3, 0.3, 2.9]) {
    const ex = Math.cos(a) * h * 0.45;
    const ey = Math.sin(a) * h * 0.3 + h * 0.12;
    leaves += `M${fmt(tx)},${fmt(ty)}q${fmt(ex * 0.5)},${fmt(ey * 0.5 - 24)} ${fmt(ex)},${fmt(ey)}q${fmt(-ex * 0.45)},${fmt(-ey * 0.2)} ${fmt(-ex)},${fmt(-ey)}Z`;
  }
  b.add(el('path', { d: leaves, fill: '#5cc46e', stroke: '#2e8a4a', 'stroke-width': 4, 'stroke-linejoin': 'round' }));
}

/** An oasis pool. */
function oasis(b: SceneBuilder, cx: number, cy: number, rx: number, ry: number): void {
  b.def('pool', linearGradient('pool', 0, 0, 0, 1, [[0, '#9ff0f4'], [1, '#3fb8d8']]));
  b.add(el('path', { d: blob(cx, cy + 6, rx + 22, ry + 12, b.rng, 12, 0.05), fill: '#8fcf6a', stroke: '#5fa84a', 'stroke-width': 4 }));
  b.add(el('path', { d: blob(cx, cy, rx, ry, b.rng, 12, 0.05), fill: 'url(#pool)', stroke: '#2f9ac0', 'stroke-width': 4 }));
  b.add(el('path', { d: `M${fmt(cx - rx * 0.5)},${fmt(cy - ry * 0.2)}q${fmt(rx * 0.2)},-8 ${fmt(rx * 0.4)},0M${fmt(cx + rx * 0.1)},${fmt(cy + ry * 0.3)}q${fmt(rx * 0.15)},-6 ${fmt(rx * 0.3)},0`, stroke: '#ffffff', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round', opacity: 0.8 }));
}

/** Pebbles and ripple lines on the sand. */
function sandDetail(b: SceneBuilder, prof: readonly Pt[], n: number, colour: string): void {
  const r = b.rng;
  let rip = '';
  let peb = '';
  for (let i = 0; i < n; i++) {
    const x = r.range(20, 1580);
    const top = Math.max(...prof.filter((p) => Math.abs(p[0] - x) < 200).map((p) => p[1]), 560);
    const y = r.range(top + 30, 885);
    const w = r.range(40, 90);
    rip += `M${fmt(x)},${fmt(y)}q${fmt(w / 2)},-10 ${fmt(w)},0`;
    if (i % 2 === 0) peb += el('ellipse', { cx: r.range(10, 1590), cy: r.range(top + 30, 885), rx: r.range(4, 9), ry: r.range(3, 5) });
  }
  b.add(el('path', { d: rip, stroke: lighten(colour, 0.45), 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round', opacity: 0.8 }));
  b.add(g({ fill: darken(colour, 0.2), opacity: 0.6 }, peb));
}

/** Twinkling stars in the upper sky. */
function stars(b: SceneBuilder, n: number, maxY: number): void {
  const r = b.rng;
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = r.range(10, 1590);
    const y = r.range(10, maxY);
    const k = r.range(3, 7);
    s += `M${fmt(x)},${fmt(y - k)}L${fmt(x + k * 0.3)},${fmt(y - k * 0.3)}L${fmt(x + k)},${fmt(y)}L${fmt(x + k * 0.3)},${fmt(y + k * 0.3)}L${fmt(x)},${fmt(y + k)}L${fmt(x - k * 0.3)},${fmt(y + k * 0.3)}L${fmt(x - k)},${fmt(y)}L${fmt(x - k * 0.3)},${fmt(y - k * 0.3)}Z`;
  }
  b.add(el('path', { d: s, fill: '#fff6c8', opacity: 0.9 }));
}

type Recipe = (b: SceneBuilder) => Pt[];

/** Level recipes (index = level - 17); each returns the ground profile. */
const RECIPES: Recipe[] = [
  // 17 Desert Sunrise
  (b) => {
    sky(b, [[0, '#ffb8a0'], [0.5, '#ffd9a0'], [1, '#fff2c8']]);
    sun(b, 800, 560, 110, '#ffe36e', '#fff0b0');
    b.add(cloud(120, 170, 1.2, '#fff4ea', 0.9), cloud(1320, 140, 1.3, '#fff4ea', 0.9));
    mesa(b, 180, 600, 300, 160, '#e89a6a');
    mesa(b, 1420, 600, 360, 200, '#e08a62');
    dune(b, 590, 16, '#f4c98a');
    bgCactus(b, 330, 640, 120, '#6fc08a');
    bgCactus(b, 1290, 650, 100, '#6fc08a');
    const prof = profile(b, 660, 10, 30, 30);
    ground(b, 'sand', prof, '#fbdca0', '#efb872', '#fff2cf');
    sandDetail(b, prof, 20, '#efb872');
    return prof;
  },
  // 18 Cactus Canyon
  (b) => {
    sky(b, [[0, '#8fd8ff'], [1, '#fff0d0']]);
    sun(b, 1440, 90, 50, '#fff3a0', '#fff8d0');
    b.add(cloud(700, 90, 0.9, '#ffffff', 0.8));
    mesa(b, 120, 700, 360, 420, '#e07a52');
    mesa(b, 1480, 700, 380, 460, '#d8704a');
    mesa(b, 420, 620, 260, 140, '#f0a070');
    mesa(b, 1180, 620, 300, 170, '#eb9468');
    dune(b, 620, 10, '#f6cf92');
    for (const [x, h] of [[560, 110], [760, 80], [1000, 130]] as const) bgCactus(b, x, 660, h, '#6fc08a');
    const prof = profile(b, 670, 8, 80, 80);
    ground(b, 'sand', prof, '#f8d49a', '#e8a868', '#fff0c8');
    sandDetail(b, prof, 18, '#e8a868');
    return prof;
  },
  // 19 Oasis
  (b) => {
    sky(b, [[0, '#7fd0ff'], [1, '#e8fbff']]);
    sun(b, 220, 100, 52, '#fff3a0', '#fff8d0');
    b.add(cloud(1200, 120, 1.1), cloud(900, 70, 0.7));
    dune(b, 560, 30, '#f8d8a0');
    dune(b, 610, 18, '#f4c888');
    oasis(b, 1240, 650, 220, 44);
    bgPalm(b, 1060, 650, 230, -30);
    bgPalm(b, 1420, 640, 260, 40);
    bgPalm(b, 1340, 660, 180, -20);
    bgCactus(b, 200, 650, 110, '#6fc08a');
    const prof = profile(b, 690, 8, 20, 0);
    ground(b, 'sand', prof, '#fce0a8', '#f0bc78', '#fff4d4');
    sandDetail(b, prof, 16, '#f0bc78');
    return prof;
  },
  // 20 Dune Sea
  (b) => {
    sky(b, [[0, '#9fdcff'], [1, '#fff4d8']]);
    sun(b, 1300, 110, 56, '#fff3a0', '#fff8d0');
    b.add(cloud(150, 120, 1), cloud(980, 180, 0.8, '#ffffff', 0.7));
    dune(b, 500, 50, '#fbe2b0', 5);
    dune(b, 570, 40, '#f8d49a', 5);
    dune(b, 630, 30, '#f4c482', 5);
    bgCactus(b, 160, 680, 120, '#6fc08a');
    bgCactus(b, 1460, 690, 100, '#6fc08a');
    const prof = profile(b, 690, 14, 20, 20);
    ground(b, 'sand', prof, '#f9d69a', '#eaa964', '#fff0c8');
    sandDetail(b, prof, 24, '#eaa964');
    return prof;
  },
  // 21 Starry Desert
  (b) => {
    sky(b, [[0, '#3b3f8a'], [0.55, '#8a64b0'], [1, '#ffb89a']]);
    stars(b, 60, 420);
    sun(b, 1320, 120, 46, '#fff4cf', '#c8c0ff');
    b.add(el('circle', { cx: 1334, cy: 132, r: 9, fill: '#e8dcb0' }), el('circle', { cx: 1306, cy: 108, r: 6, fill: '#e8dcb0' }));
    mesa(b, 240, 620, 380, 180, '#b27a9a');
    mesa(b, 1380, 620, 320, 140, '#a8708f');
    dune(b, 610, 14, '#d8a08a');
    bgCactus(b, 520, 660, 110, '#5a9a8a');
    bgCactus(b, 1140, 670, 90, '#5a9a8a');
    const prof = profile(b, 670, 10, 30, 30);
    ground(b, 'sand', prof, '#f0b890', '#c88a78', '#ffe0c0');
    sandDetail(b, prof, 16, '#c88a78');
    return prof;
  },
];

/** Builds the background of one desert level (17..21) and its ground profile. */
export const desertLevelScene = levelScenes('desert', 17, 2000, RECIPES);

/**
 * Builds the desert map (sandy dunes seen from above with an oasis, mesas and cacti) with a trail through the nodes.
 * @param nodes node centres in order
 * @param sprites decorative map sprites (kept clear of decorations)
 * @returns defs and body markup
 */
export function desertMapScene(nodes: readonly Pt[], sprites: readonly MapSprite[]): Scene {
  const b = new SceneBuilder(makeRng(616161));
  const r = b.rng;
  b.def('dsand', linearGradient('dsand', 0, 0, 0.2, 1, [[0, '#fde4ac'], [1, '#f2b870']]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#dsand)' }));
  // dune ridges (soft curved bands)
  for (let i = 0; i < 9; i++) {
    const y = 60 + i * 100 + r.range(-20, 20);
    const pts: Pt[] = [];
    for (let k = 0; k <= 6; k++) pts.push([-60 + k * 290, y + r.range(-40, 40)]);
    b.add(el('path', { d: `${smooth(pts)}L1700,${fmt(y + 80)}L-60,${fmt(y + 80)}Z`, fill: '#e8a862', opacity: 0.16 }));
    b.add(el('path', { d: smooth(pts), stroke: '#fff2cf', 'stroke-width': 6, fill: 'none', 'stroke-linecap': 'round', opacity: 0.6 }));
  }
  // oasis in the upper left
  oasis(b, 250, 250, 150, 80);
  for (const [x, y, h, l] of [[130, 260, 150, -20], [380, 240, 170, 24], [300, 330, 120, 10]] as const) bgPalm(b, x, y, h, l);
  // mesas at the top right (seen from above-ish)
  for (const [x, base, w, h, c] of [[1250, 190, 260, 110, '#e89a6a'], [1460, 230, 220, 150, '#e08a62']] as const) {
    b.add(el('ellipse', { cx: x + 20, cy: base + 6, rx: w * 0.55, ry: 20, fill: '#b86a3a', opacity: 0.25 }));
    mesa(b, x, base, w, h, c);
  }
  const pts = trailPoints(nodes, [40, 820]);
  mapTrail(b, pts, nodes, { band: '#fff4d8', trail: '#fff0d0', edge: '#d8a062', dots: '#e0904a', pad: ['#fff6e0', '#f4c888'] });
  const blocked = (x: number, y: number, m: number): boolean =>
    nodes.some((n) => Math.hypot(n[0] - x, n[1] - y) < m + 30) || nearPolyline(pts, x, y, m) || sprites.some((s) => Math.hypot(s.x - x, s.y - y) < 120) || Math.hypot(x - 260, y - 250) < 230 || (x > 1060 && y < 300);
  const decos: Pt[] = [];
  for (let tries = 0; tries < 1500 && decos.length < 24; tries++) {
    const x = r.range(40, 1560);
    const y = r.range(170, 880);
    if (blocked(x, y, 90) || blocked(x, y - 60, 80)) continue;
    if (decos.some(([dx, dy]) => Math.hypot(dx - x, dy - y) < 120)) continue;
    decos.push([x, y]);
  }
  decos.sort((a, c) => a[1] - c[1]);
  for (const [x, y] of decos) {
    const kind = r.int(0, 3);
    b.add(el('ellipse', { cx: x + 6, cy: y + 4, rx: 38, ry: 10, fill: '#b86a3a', opacity: 0.2 }));
    if (kind <= 1) bgCactus(b, x, y, r.range(70, 110), r.pick(['#5fbf7a', '#4cb06e']));
    else if (kind === 2) {
      b.add(el('path', { d: mound(x - 50, x + 50, y, r.range(30, 50), r, 4), fill: '#d89a70', stroke: '#b07050', 'stroke-width': 4 }));
      b.add(el('path', { d: mound(x - 36, x + 10, y - 14, 16, r, 3), fill: '#f0b890', opacity: 0.8 }));
    } else {
      b.add(el('path', { d: blob(x, y - 18, 26, 22, r, 8, 0.08), fill: '#4cb06e', stroke: '#2e8a4a', 'stroke-width': 4 }));
      b.add(el('circle', { cx: x, cy: y - 40, r: 8, fill: '#ff8fc0', stroke: '#d0608a', 'stroke-width': 3 }));
    }
  }
  return b.scene();
}

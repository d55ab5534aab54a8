/**
 * Arctic scene art: the 5 snow-village level backgrounds (levels 32-36) and the arctic map, built from shared
 * pieces (icy sky, snowy mountains, soft pines, little village houses, a frozen lake, an icy sea with
 * icebergs, northern lights, falling snow). The region x 400-1200, y 60-470 stays light on detail.
 */
import { coarse } from '../../core/art/svg-kit';
import { blob, type Pt, smooth } from '../../core/art/paths';
import { darken, lighten, linearGradient } from '../../core/art/colour';
import { makeRng } from '../../core/art/rng';
import { type Scene, SceneBuilder } from '../../core/art/sprite-kit';
import { cloud, ground, hills, mapTrail, nearPolyline, profile, sky, sun, trailPoints, levelScenes } from './scene-kit';
import { type MapSprite } from './theme-gen';

const { el, g, num: fmt } = coarse;

const W = 1600;
const H = 900;

/** Snowy mountain range sitting on `base`. */
function mountains(b: SceneBuilder, base: number, hMin: number, hMax: number, rock: string, count = 6): void {
  const r = b.rng;
  const step = (W + 300) / count;
  for (let i = 0; i < count; i++) {
    const x = -150 + i * step + r.range(-40, 40);
    const h = r.range(hMin, hMax);
    const w = step * r.range(1.1, 1.5);
    const peak: Pt = [x + w / 2 + r.range(-30, 30), base - h];
    const d = `M${fmt(x)},${fmt(base)}L${fmt(peak[0] - 24)},${fmt(peak[1] + 16)}Q${fmt(peak[0])},${fmt(peak[1] - 8)} ${fmt(peak[0] + 24)},${fmt(peak[1] + 16)}L${fmt(x + w)},${fmt(base)}Z`;
    b.add(el('path', { d, fill: rock, stroke: darken(rock, 0.15), 'stroke-width': 4, 'stroke-linejoin': 'round' }));
    const k = 0.38;
    const lx = peak[0] - (peak[0] - x) * k;
    const rx = peak[0] + (x + w - peak[0]) * k;
    const sy = peak[1] + h * k;
    const cap = `M${fmt(peak[0] - 24)},${fmt(peak[1] + 16)}Q${fmt(peak[0])},${fmt(peak[1] - 8)} ${fmt(peak[0] + 24)},${fmt(peak[1] + 16)}L${fmt(rx)},${fmt(sy)}Q${fmt(rx - 20)},${fmt(sy + 16)} ${fmt((rx + peak[0]) / 2)},${fmt(sy - 6)}Q${fmt(peak[0])},${fmt(sy + 18)} ${fmt((lx + peak[0]) / 2)},${fmt(sy - 4)}Q${fmt(lx + 16)},${fmt(sy + 14)} ${fmt(lx)},${fmt(sy)}Z`;
    b.add(el('path', { d: cap, fill: '#ffffff', stroke: '#d8e8fa', 'stroke-width': 3, 'stroke-linejoin': 'round' }));
  }
}

/** A soft background pine (calm outline). */
function bgPine(b: SceneBuilder, x: number, baseY: number, h: number, colour: string): void {
  const w = h * 0.55;
  let s = el('rect', { x: x - 6, y: baseY - h * 0.16, width: 12, height: h * 0.16, fill: '#9a6a3e' });
  for (let i = 0; i < 3; i++) {
    const top = baseY - h + i * h * 0.24;
    const bot = top + h * 0.42;
    const half = w * (0.28 + i * 0.11);
    s += el('path', { d: `M${fmt(x)},${fmt(top)}L${fmt(x + half)},${fmt(bot)}Q${fmt(x)},${fmt(bot + 8)} ${fmt(x - half)},${fmt(bot)}Z`, fill: colour, stroke: darken(colour, 0.25), 'stroke-width': 3, 'stroke-linejoin': 'round' });
    s += el('path', { d: `M${fmt(x)},${fmt(top + 2)}L${fmt(x + half * 0.4)},${fmt(top + h * 0.14)}Q${fmt(x)},${fmt(top + h * 0.18)} ${fmt(x - half * 0.4)},${fmt(top + h * 0.14)}Z`, fill: '#ffffff' });
  }
  b.add(s);
}

/** A small far-away house with a snowy roof and a lit window. */
function farHouse(b: SceneBuilder, x: number, baseY: number, s: number, wall: string): void {
  const w = 90 * s;
  const h = 60 * s;
  let m = el('rect', { x: x - w / 2, y: baseY - h, width: w, height: h, fill: wall, stroke: darken(wall, 0.3), 'stroke-width': 3 });
  m += el('rect', { x: x - w * 0.3, y: baseY - h * 0.7, width: w * 0.22, height: h * 0.3, fill: '#ffe36e', stroke: darken(wall, 0.3), 'stroke-width': 2 });
  m += el('rect', { x: x + w * 0.1, y: baseY - h * 0.6, width: w * 0.2, height: h * 0.6, fill: darken(wall, 0.3) });
  m += el('path', { d: `M${fmt(x - w * 0.62)},${fmt(baseY - h)}L${fmt(x)},${fmt(baseY - h * 1.9)}L${fmt(x + w * 0.62)},${fmt(baseY - h)}Q${fmt(x)},${fmt(baseY - h * 0.82)} ${fmt(x - w * 0.62)},${fmt(baseY - h)}Z`, fill: '#ffffff', stroke: '#c8dcf4', 'stroke-width': 3 });
  m += el('rect', { x: x + w * 0.22, y: baseY - h * 1.8, width: w * 0.12, height: h * 0.4, fill: '#b7a9d6' });
  b.add(m);
}

/** A small far igloo. */
function farIgloo(b: SceneBuilder, x: number, baseY: number, r: number): void {
  b.add(el('path', { d: `M${fmt(x - r)},${fmt(baseY)}A${fmt(r)},${fmt(r * 0.85)} 0 0,1 ${fmt(x + r)},${fmt(baseY)}Z`, fill: '#f4f9ff', stroke: '#b8d0ee', 'stroke-width': 3 }));
  b.add(el('path', { d: `M${fmt(x + r * 0.2)},${fmt(baseY)}A${fmt(r * 0.3)},${fmt(r * 0.3)} 0 0,1 ${fmt(x + r * 0.8)},${fmt(baseY)}Z`, fill: '#5a6aa8' }));
}

/** Northern lights: wavy translucent ribbons. */
function aurora(b: SceneBuilder): void {
  b.def('aur1', linearGradient('aur1', 0, 0, 0, 1, [[0, '#7affc8', 0], [0.5, '#7affc8', 0.55], [1, '#7affc8', 0]]));
  b.def('aur2', linearGradient('aur2', 0, 0, 0, 1, [[0, '#c08aff', 0], [0.5, '#c08aff', 0.45], [1, '#c08aff', 0]]));
  const r = b.rng;
  for (const [y, id, amp] of [[120, 'aur1', 50], [210, 'aur2', 40], [170, 'aur1', 60]] as const) {
    const top: Pt[] = [];
    for (let i = 0; i <= 8; i++) top.push([-40 + (1680 * i) / 8, y + Math.sin(i * 0.9 + r.range(0, 1)) * amp]);
    const bot = top.map(([x, yy]) => [x + 20, yy + r.range(90, 140)] as Pt).reverse();
    b.add(el('path', { d: `${smooth(top)}L${fmt((bot[0] as Pt)[0])},${fmt((bot[0] as Pt)[1])}${smooth(bot).replace(/^M[^C]*/, '')}Z`, fill: `url(#${id})` }));
  }
}

/** Falling snowflakes (soft dots). */
function snowfall(b: SceneBuilder, n: number): void {
  const r = b.rng;
  let s = '';
  for (let i = 0; i < n; i++) s += el('circle', { cx: r.range(0, W), cy: r.range(0, 880), r: r.range(2.5, 6) });
  b.add(g({ fill: '#ffffff', opacity: 0.8 }, s));
}

/** Sparkles and soft shadows on the snow. */
function snowDetail(b: SceneBuilder, prof: readonly Pt[], n: number): void {
  const r = b.rng;
  let sh = '';
  let sp = '';
  for (let i = 0; i < n; i++) {
    const x = r.range(20, 1580);
    const top = Math.max(...prof.filter((p) => Math.abs(p[0] - x) < 200).map((p) => p[1]), 560);
    const y = r.range(top + 30, 885);
    const w = r.range(50, 110);
    sh += `M${fmt(x)},${fmt(y)}q${fmt(w / 2)},-12 ${fmt(w)},0`;
    const sx = r.range(10, 1590);
    const sy = r.range(top + 20, 885);
    sp += `M${fmt(sx - 6)},${fmt(sy)}L${fmt(sx + 6)},${fmt(sy)}M${fmt(sx)},${fmt(sy - 6)}L${fmt(sx)},${fmt(sy + 6)}`;
  }
  b.add(el('path', { d: sh, stroke: '#b8d4f4', 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round', opacity: 0.8 }));
  b.add(el('path', { d: sp, stroke: '#ffffff', 'stroke-width': 3, 'stroke-linecap': 'round' }));
}

/** A frozen lake (ice with shine streaks). */
function frozenLake(b: SceneBuilder, cx: number, cy: number, rx: number, ry: number): void {
  b.def('ice', linearGradient('ice', 0, 0, 1, 1, [[0, '#d8f4ff'], [1, '#8fcdf0']]));
  b.add(el('path', { d: blob(cx, cy, rx, ry, b.rng, 12, 0.05), fill: 'url(#ice)', stroke: '#7ab4e0', 'stroke-width': 5 }));
  let streaks = '';
  for (let i = 0; i < 6; i++) {
    const x = cx + b.rng.range(-rx * 0.7, rx * 0.5);
    const y = cy + b.rng.range(-ry * 0.5, ry * 0.5);
    streaks += `M${fmt(x)},${fmt(y)}l${fmt(b.rng.range(40, 90))},${fmt(-b.rng.range(6, 14))}`;
  }
  b.add(el('path', { d: streaks, stroke: '#ffffff', 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.85 }));
}

/** An icy sea band with icebergs between y and y + h. */
function icySea(b: SceneBuilder, y: number, h: number): void {
  b.def('sea', linearGradient('sea', 0, 0, 0, 1, [[0, '#5fb8e8'], [1, '#3f8ad0']]));
  b.add(el('rect', { x: -10, y, width: W + 20, height: h, fill: 'url(#sea)' }));
  for (const [x, w, hh] of [[260, 220, 110], [620, 120, 60], [1080, 160, 80], [1380, 260, 130]] as const) {
    const d = `M${fmt(x - w / 2)},${fmt(y + 24)}L${fmt(x - w * 0.3)},${fmt(y + 24 - hh)}L${fmt(x)},${fmt(y + 24 - hh * 1.1)}L${fmt(x + w * 0.25)},${fmt(y + 24 - hh * 0.8)}L${fmt(x + w / 2)},${fmt(y + 24)}Z`;
    b.add(el('path', { d, fill: '#f4fbff', stroke: '#9cc8ec', 'stroke-width': 4, 'stroke-linejoin': 'round' }));
    b.add(el('path', { d: `M${fmt(x)},${fmt(y + 24 - hh * 1.1)}L${fmt(x + w * 0.25)},${fmt(y + 24 - hh * 0.8)}L${fmt(x + w / 2)},${fmt(y + 24)}L${fmt(x + w * 0.05)},${fmt(y + 24)}Z`, fill: '#cfe6ff' }));
  }
  let waves = '';
  for (let i = 0; i < 14; i++) {
    const x = b.rng.range(0, 1560);
    const yy = y + b.rng.range(34, h - 8);
    waves += `M${fmt(x)},${fmt(yy)}q12,-6 24,0t24,0`;
  }
  b.add(el('path', { d: waves, stroke: '#ffffff', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round', opacity: 0.7 }));
}

const DAY: readonly [number, string][] = [[0, '#9fd8ff'], [1, '#eaf7ff']];

type Recipe = (b: SceneBuilder) => Pt[];

/** Level recipes (index = level - 32); each returns the ground profile. */
const RECIPES: Recipe[] = [
  // 32 Snow Village
  (b) => {
    sky(b, DAY);
    sun(b, 1400, 100, 48, '#fff3a0', '#fff8d0');
    b.add(cloud(120, 150, 1.1), cloud(1200, 220, 0.8, '#ffffff', 0.8));
    mountains(b, 575, 160, 280, '#a8bce8');
    hills(b, 585, 40, 100, '#e4f0fc', 1, 7);
    for (const [x, s, c] of [[140, 0.9, '#ff9a6b'], [300, 0.75, '#7fc4ff'], [1300, 0.85, '#ffd36b'], [1460, 0.7, '#ff8fa8']] as const) farHouse(b, x, 595, s, c);
    for (const x of [40, 220, 1380, 1560]) bgPine(b, x, 600, 110, '#5fb08a');
    const prof = profile(b, 620, 10, 40, 40);
    ground(b, 'snow', prof, '#ffffff', '#d4e6fa', '#ffffff');
    snowDetail(b, prof, 14);
    snowfall(b, 50);
    return prof;
  },
  // 33 Frozen Lake
  (b) => {
    sky(b, [[0, '#8fd0ff'], [1, '#f0faff']]);
    sun(b, 240, 100, 46, '#fff3a0', '#fff8d0');
    mountains(b, 570, 180, 300, '#9fb4e4', 5);
    hills(b, 580, 30, 80, '#e4f0fc', 1, 7);
    for (const x of [1180, 1260, 1340, 1430, 1520]) bgPine(b, x, 590, b.rng.range(90, 130), '#4fa07e');
    const prof = profile(b, 615, 8, 30, 30);
    ground(b, 'snow', prof, '#ffffff', '#d4e6fa', '#ffffff');
    frozenLake(b, 760, 700, 360, 56);
    snowDetail(b, prof, 12);
    return prof;
  },
  // 34 Pine Forest
  (b) => {
    sky(b, [[0, '#b4e0ff'], [1, '#f4fbff']]);
    mountains(b, 540, 120, 220, '#b4c4ec', 6);
    for (let x = 20; x < W; x += 70) {
      const calm = x > 400 && x < 1200;
      bgPine(b, x + b.rng.range(-15, 15), 580 + b.rng.range(-10, 10), calm ? b.rng.range(90, 130) : b.rng.range(180, 300), calm ? '#8fc8ac' : '#5fa88a');
    }
    hills(b, 605, 20, 50, '#f0f7ff', 1, 8);
    const prof = profile(b, 620, 10, 60, 60);
    ground(b, 'snow', prof, '#ffffff', '#d4e6fa', '#ffffff');
    snowDetail(b, prof, 14);
    snowfall(b, 70);
    return prof;
  },
  // 35 Icy Shore
  (b) => {
    sky(b, [[0, '#8fd8ff'], [1, '#eaf8ff']]);
    sun(b, 800, 90, 50, '#fff3a0', '#fff8d0');
    b.add(cloud(160, 200, 1), cloud(1300, 150, 1.1));
    icySea(b, 520, 140);
    const prof = profile(b, 640, 10, 40, 40);
    ground(b, 'snow', prof, '#ffffff', '#d4e6fa', '#ffffff');
    snowDetail(b, prof, 12);
    return prof;
  },
  // 36 Northern Lights
  (b) => {
    sky(b, [[0, '#1f2a66'], [0.6, '#3b4a9a'], [1, '#6a7ac8']]);
    let stars = '';
    for (let i = 0; i < 70; i++) stars += el('circle', { cx: b.rng.range(0, W), cy: b.rng.range(0, 520), r: b.rng.range(1.5, 3.5) });
    b.add(g({ fill: '#fff6d8', opacity: 0.85 }, stars));
    aurora(b);
    sun(b, 1420, 90, 36, '#fff4cf', '#c8d0ff');
    mountains(b, 575, 140, 260, '#5a6ab0', 6);
    hills(b, 585, 30, 80, '#b8c8ec', 1, 7);
    for (const [x, r] of [[180, 46], [330, 34], [1290, 40]] as const) farIgloo(b, x, 603, r);
    for (const x of [60, 1440, 1540]) bgPine(b, x, 605, 120, '#3f7a7a');
    const prof = profile(b, 620, 10, 40, 40);
    ground(b, 'snow', prof, '#e4ecff', '#a8bce8', '#ffffff');
    snowDetail(b, prof, 10);
    snowfall(b, 40);
    return prof;
  },
];

/** Builds the background of one arctic level (32..36) and its ground profile. */
export const arcticLevelScene = levelScenes('arctic', 32, 4000, RECIPES);

/**
 * Builds the arctic map (a snowy village seen from above: frozen lake, pines, houses and igloos) with a trail
 * through the nodes.
 * @param nodes node centres in order
 * @param sprites decorative map sprites (kept clear of decorations)
 * @returns defs and body markup
 */
export function arcticMapScene(nodes: readonly Pt[], sprites: readonly MapSprite[]): Scene {
  const b = new SceneBuilder(makeRng(737373));
  const r = b.rng;
  b.def('asnow', linearGradient('asnow', 0, 0, 0.3, 1, [[0, '#f4faff'], [1, '#cfe2f8']]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#asnow)' }));
  for (let i = 0; i < 12; i++) b.add(el('path', { d: blob(r.range(60, 1540), r.range(60, 860), r.range(100, 200), r.range(40, 80), r, 8, 0.2), fill: '#b8d4f4', opacity: 0.25 }));
  // frozen lake at the top left, sea with icebergs along the top right
  frozenLake(b, 330, 200, 250, 110);
  b.def('sea', linearGradient('sea', 0, 0, 0, 1, [[0, '#5fb8e8'], [1, '#3f8ad0']]));
  const shore: Pt[] = [[900, -20], [1000, 60], [1180, 90], [1380, 60], [1640, 110]];
  b.add(el('path', { d: `${smooth(shore)}L1640,-20Z`, fill: 'url(#sea)', stroke: '#ffffff', 'stroke-width': 10 }));
  for (const [x, y, s] of [[1250, 30, 1], [1480, 40, 0.8]] as const) b.add(el('path', { d: `M${fmt(x - 40 * s)},${fmt(y + 14)}L${fmt(x - 14 * s)},${fmt(y - 26 * s)}L${fmt(x + 20 * s)},${fmt(y - 16 * s)}L${fmt(x + 44 * s)},${fmt(y + 14)}Z`, fill: '#f4fbff', stroke: '#9cc8ec', 'stroke-width': 4, 'stroke-linejoin': 'round' }));
  const pts = trailPoints(nodes, [40, 840]);
  mapTrail(b, pts, nodes, { band: '#ffffff', trail: '#bcd6f4', edge: '#7fa4d8', dots: '#ffffff', pad: ['#ffffff', '#cfe2f8'] });
  const blocked = (x: number, y: number, m: number): boolean =>
    nodes.some((n) => Math.hypot(n[0] - x, n[1] - y) < m + 30) || nearPolyline(pts, x, y, m) || sprites.some((s) => Math.hypot(s.x - x, s.y - y) < 120) || Math.hypot((x - 330) / 1.6, y - 200) < 170 || y < 150;
  // village cluster (houses and igloos) plus pines elsewhere
  const decos: Array<[number, number, number]> = [];
  for (let tries = 0; tries < 2000 && decos.length < 30; tries++) {
    const x = r.range(50, 1550);
    const y = r.range(180, 885);
    if (blocked(x, y, 80) || blocked(x, y - 70, 70)) continue;
    if (decos.some(([dx, dy]) => Math.hypot(dx - x, dy - y) < 110)) continue;
    decos.push([x, y, r.int(0, 5)]);
  }
  decos.sort((a, c) => a[1] - c[1]);
  const walls = ['#ff9a6b', '#7fc4ff', '#ffd36b', '#ff8fa8', '#9be0a0'];
  for (const [x, y, kind] of decos) {
    b.add(el('ellipse', { cx: x + 8, cy: y + 4, rx: 50, ry: 12, fill: '#7a9ac8', opacity: 0.25 }));
    if (kind <= 2) {
      bgPine(b, x - 22, y, r.range(90, 130), r.pick(['#3f9a7a', '#4fae82']));
      bgPine(b, x + 22, y + 6, r.range(70, 100), r.pick(['#3f9a7a', '#4fae82']));
    } else if (kind <= 4) farHouse(b, x, y, 1, r.pick(walls));
    else farIgloo(b, x, y, 48);
  }
  // snowflake sparkles
  let sp = '';
  for (let i = 0; i < 40; i++) {
    const x = r.range(10, 1590);
    const y = r.range(10, 890);
    sp += `M${fmt(x - 6)},${fmt(y)}L${fmt(x + 6)},${fmt(y)}M${fmt(x)},${fmt(y - 6)}L${fmt(x)},${fmt(y + 6)}`;
  }
  b.add(el('path', { d: sp, stroke: lighten('#cfe2f8', 0.5), 'stroke-width': 3, 'stroke-linecap': 'round' }));
  return b.scene();
}

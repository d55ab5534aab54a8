/**
 * The science world map's drawing (science-map.ts writes it): a storybook island in a blue sea
 * holding the seven habitats' regions — a night-sky dome with planets in the upper left (Outer
 * Space), the golden savanna (Safari), the green rainforest, a cloud island with a rainbow in the
 * upper right (Weather), a smoking volcano (Dinosaurs), a flower meadow (Insects) and the open sea
 * with a whale (Ocean) — and where each habitat's window stands, in SCIENCE_HABITATS order.
 * Seeded (core/art/rng.ts).
 */
import { darken, linearGradient, radialGradient } from '../../../core/art/colour';
import { blob, ellD, type Pt, smooth } from '../../../core/art/paths';
import { makeRng } from '../../../core/art/rng';
import { fill, SceneBuilder, shine } from '../../../core/art/sprite-kit';
import { coarse, OUTLINE } from '../../../core/art/svg-kit';
import { cloud } from '../scene-kit';
import { leaf } from './maps-forest-weather';
import { kelp } from './maps-ocean';
import { acacia, ringedPlanet, starField } from './maps-space-savanna';
import { type AddonArt, cloudAddon, H, W } from './science-map-pieces';

const { el, g } = coarse;

/** The world map's colours (past the map's edges: sea above and below). */
export const WORLD_PALETTE = { sky: '#5fc0ea', ground: '#2f8fc4', path: '#f6dca4', accent: '#ffc83d', text: '#173a5e' } as const;

/** Where each habitat's window stands, in SCIENCE_HABITATS order (outerspace ... ocean). */
export const WORLD_NODES: readonly Pt[] = [
  [230, 220],
  [500, 480],
  [820, 270],
  [1380, 220],
  [1130, 480],
  [800, 730],
  [1370, 730],
];

/** The island's outline. */
const ISLAND: readonly Pt[] = [[330, 330], [560, 200], [820, 130], [1080, 190], [1290, 330], [1320, 560], [1200, 720], [1030, 860], [800, 880], [560, 850], [360, 740], [280, 540]];

export function worldBackground() {
  const b = new SceneBuilder(makeRng(1671));
  const r = b.rng;
  b.def('sea', linearGradient('sea', 0, 0, 0, 1, [[0, '#7fd6f5'], [1, '#2f8fc4']]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#sea)' }));
  let waves = '';
  for (let i = 0; i < 40; i++) {
    const x = Math.round(r.range(0, W));
    const y = Math.round(r.range(20, 890));
    waves += el('path', { d: `M${x - 24},${y} q12,-10 24,0 t24,0`, stroke: '#ffffff', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round', opacity: 0.5 });
  }
  b.add(waves);
  // Outer Space: a night dome in the upper left corner.
  b.def('night', radialGradient('night', [[0, '#3a2a8c'], [0.8, '#1b1446'], [1, '#1b1446', 0]], { cx: 0, cy: 0, r: 1 }));
  b.add(el('path', { d: 'M0,0 H520 C520,260 330,450 0,470 Z', fill: 'url(#night)' }), g({}, starField(r, 40, { x: 0, y: 0, w: 420, h: 360 }, 0.9)), ringedPlanet(420, 70, 30, '#ffb057', '#ffe3a8'), el('circle', { cx: 60, cy: 380, r: 20, fill: '#ff6f91' }));
  // Weather: a cloud island with a rainbow in the upper right.
  const bands = ['#ff6f61', '#ff9f43', '#ffd23f', '#7ed957', '#3ec1d3', '#9b6bff'];
  b.add(g({ fill: 'none', opacity: 0.85 }, ...bands.map((c, i) => el('path', { d: `M${1200 + i * 12},380 A${200 - i * 12},${230 - i * 12} 0 0 1 ${1600 - i * 12},380`, stroke: c, 'stroke-width': 13 }))));
  b.add(cloud(1190, 400, 3.6, '#ffffff', 0.95), cloud(1430, 130, 1.4, '#ffffff', 0.9));
  // The island: a sand rim, then the regions clipped to it.
  const island = smooth(ISLAND, true);
  b.add(el('path', { d: island, fill: '#f3dca0', stroke: '#fff2c8', 'stroke-width': 34, transform: 'translate(0,10)' }), el('path', { d: island, fill: '#8fd16a', stroke: '#e8c98a', 'stroke-width': 10 }));
  b.def('isl', el('clipPath', { id: 'isl' }, el('path', { d: island })));
  const regions =
    el('path', { d: blob(470, 560, 300, 260, r, 9, 0.1), fill: '#e8b84f' }) +
    el('path', { d: blob(830, 220, 330, 200, r, 9, 0.1), fill: '#3f9a4a' }) +
    el('path', { d: blob(1180, 480, 240, 280, r, 9, 0.1), fill: '#b0a060' }) +
    el('path', { d: blob(800, 790, 300, 170, r, 9, 0.1), fill: '#9be07a' });
  let decor = '';
  // Safari: acacias and grass.
  for (const [x, y, s] of [[340, 420, 0.5], [640, 600, 0.45], [370, 650, 0.55]] as const) decor += acacia(x, y, s, '#7b8a32', '#6e5a34', r);
  // Rainforest: round dark crowns.
  for (const [x, y] of [[620, 250], [700, 160], [980, 170], [1030, 280], [900, 120], [640, 360], [1000, 380]] as const) decor += el('path', { d: blob(x, y, 46, 40, r, 7, 0.15), fill: r.pick(['#2f7a3e', '#276b35', '#3b8f47']), stroke: '#1f5a2c', 'stroke-width': 3 });
  // Dinosaurs: the volcano peeking behind the window, ferns.
  decor += el('path', { d: 'M1140,420 C1180,380 1210,300 1230,270 L1290,270 C1310,300 1330,360 1360,420 Z', fill: '#7a4e5e', stroke: '#5a3446', 'stroke-width': 4 }) + el('ellipse', { cx: 1260, cy: 272, rx: 32, ry: 8, fill: '#ffb23f', stroke: '#5a3446', 'stroke-width': 3 }) + el('path', { d: 'M1246,276 C1250,300 1236,320 1240,350 C1256,320 1262,300 1262,276 Z', fill: '#ff7a2f' });
  for (const [x, y] of [[1010, 600], [1250, 620], [1060, 360]] as const) for (let k = 0; k < 4; k++) decor += leaf(x, y, 40, -150 + k * 40, '#5e9a34');
  // Insects: big flowers.
  for (const [x, y, c] of [[600, 780, '#ff7eb6'], [980, 770, '#ffd23f'], [700, 860, '#ffffff'], [930, 650, '#ff9f43'], [640, 680, '#b06fc0']] as const) {
    let petals = '';
    for (let i = 0; i < 6; i++) petals += el('ellipse', { cx: x, cy: y - 14, rx: 8, ry: 15, fill: c, stroke: darken(c, 0.2), 'stroke-width': 2, transform: `rotate(${i * 60} ${x} ${y})` });
    decor += petals + el('circle', { cx: x, cy: y, r: 8, fill: '#ffd23f', stroke: '#d9a520', 'stroke-width': 2 });
  }
  b.add(g({ 'clip-path': 'url(#isl)' }, regions, decor));
  // Ocean: a whale's tail and kelp tips by the ocean window.
  b.add(fill('M1500,860 C1500,830 1490,800 1470,790 C1500,786 1520,800 1530,820 C1540,800 1560,786 1590,790 C1570,800 1560,830 1560,860 Z', '#5b8def'));
  b.add(el('path', { d: ellD(1530, 862, 50, 8), fill: '#ffffff', opacity: 0.6 }), g({ opacity: 0.6 }, kelp(1180, 900, 120, r, '#3f9a6a'), kelp(1560, 690, 80, r, '#3f9a6a')));
  return b.scene();
}

export function worldPlaceholder(): string {
  return el('rect', { width: W, height: H, fill: '#5fc0ea' }) + el('path', { d: 'M0,0 H520 C520,260 330,450 0,470 Z', fill: '#1b1446' }) + el('path', { d: smooth(ISLAND, true), fill: '#8fd16a' }) + el('ellipse', { cx: 1400, cy: 360, rx: 180, ry: 60, fill: '#ffffff' });
}

/** The All tab's glyph: a little globe. */
export function worldGlyph(): string {
  return (
    el('circle', { cx: 48, cy: 48, r: 26, fill: '#5fc0ea', stroke: OUTLINE, 'stroke-width': 3 }) +
    el('path', { d: 'M30,40 C36,30 48,30 50,40 C52,48 42,50 40,58 C38,64 30,60 28,52 Z M56,30 C64,30 72,38 72,46 C66,48 60,44 56,38 Z M58,58 C64,56 70,58 68,66 C62,72 56,68 58,58 Z', fill: '#7ed957', stroke: OUTLINE, 'stroke-width': 2.5 }) +
    shine(38, 34, 7, 3, -35, 0.6)
  );
}

function boat(): AddonArt {
  const body = el('path', { d: 'M10,112 q20,-8 40,0 t40,0 t40,0', stroke: '#ffffff', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' }) + fill('M20,84 L120,84 C112,104 96,110 70,110 C44,110 28,104 20,84 Z', '#ff7a59') + el('path', { d: 'M70,84 V14', stroke: OUTLINE, 'stroke-width': 5 }) + fill('M74,18 C100,36 110,58 112,76 L74,76 Z', '#ffffff', 3.5) + fill('M66,26 C50,44 40,60 36,76 L66,76 Z', '#ffd23f', 3.5) + fill('M70,14 l16,6 l-16,6 Z', '#3ec1d3', 2.5);
  return { key: 'boat', w: 140, h: 120, body, placeholder: el('path', { d: 'M20,84 L120,84 L70,110 Z M70,14 L112,76 L36,76 Z', fill: '#ffffff', opacity: 0.5 }), x: 120, y: 640, scale: 0.9, order: 20, zIndex: 3, float: true };
}

/** The world map's addons: a sailing boat and a drifting cloud. */
export function WORLD_ADDONS(): AddonArt[] {
  return [boat(), cloudAddon('cloud', 200, '#ffffff', { x: 1010, y: 70, order: 21, zIndex: 2, float: true })];
}


/**
 * The Ancient Egypt map's drawing (ss-map-pieces.ts SsMapArt): the Nile winding down from the
 * horizon through the desert between green banks, fields of wheat on the flood plain, papyrus by
 * the water, palms, a mud-brick village, two obelisks, and the three pyramids of Giza on the horizon
 * under a warm sky; addons a felucca floating on the Nile, a drifting cloud and a flying ibis. Each
 * topic stands where its story happens (the flood by the fields, the builders by the pyramids, the
 * traders by the river). Also the landing picture: the pyramids close up across the river at
 * sunset. Seeded (core/art/rng.ts).
 */
import { darken, linearGradient, radialGradient } from '../../../core/art/colour';
import { blob, mound, type Pt, smooth } from '../../../core/art/paths';
import { makeRng, type Rng } from '../../../core/art/rng';
import { fill, SceneBuilder, shine } from '../../../core/art/sprite-kit';
import { coarse, OUTLINE } from '../../../core/art/svg-kit';
import { leaf } from '../science/maps-forest-weather';
import { type AddonArt, cloudAddon, H, W } from '../science/science-map-pieces';
import { distanceTo, ribbon, type SsMapArt } from './ss-map-pieces';

const { el, g, num } = coarse;

/** The Nile's centre line, from the horizon down to the bottom edge. */
const NILE: readonly Pt[] = [[840, 228], [750, 300], [690, 400], [730, 500], [850, 590], [900, 700], [850, 810], [800, 920]];
const HORIZON = 250;

/** A palm (flat, softly outlined like the backdrops), its foot at (x, y), `h` tall. */
export function palmTree(x: number, y: number, h: number, lean: number): string {
  const tx = x + lean;
  const ty = y - h;
  let fronds = '';
  for (const a of [-165, -130, -95, -55, -15]) fronds += leaf(tx, ty, h * 0.5, a, '#4fa83e');
  return (
    el('ellipse', { cx: x, cy: y, rx: h * 0.22, ry: h * 0.05, fill: OUTLINE, opacity: 0.15 }) +
    el('path', { d: `M${num(x - h * 0.04)},${y} Q${num(x + lean * 0.1)},${num(y - h * 0.6)} ${num(tx)},${num(ty)} Q${num(x + lean * 0.3)},${num(y - h * 0.6)} ${num(x + h * 0.04)},${y} Z`, fill: '#a87444', stroke: '#7a5230', 'stroke-width': 2 }) +
    fronds +
    el('circle', { cx: num(tx - 4), cy: num(ty + 6), r: num(h * 0.04), fill: '#7a4a24' })
  );
}

/** A pyramid standing on `base`, `h` tall, lit from the left. */
export function pyramid(x: number, base: number, h: number): string {
  const w = h * 1.6;
  return el('path', { d: `M${num(x - w / 2)},${base} L${x},${num(base - h)} L${num(x + w / 2)},${base} Z`, fill: '#f0c878' }) + el('path', { d: `M${x},${num(base - h)} L${num(x + w / 2)},${base} L${num(x + w * 0.12)},${base} Z`, fill: '#d9a458' }) + el('path', { d: `M${x},${num(base - h)} l${num(-h * 0.08)},${num(h * 0.13)} h${num(h * 0.16)} Z`, fill: '#fff0b0' });
}

/** An obelisk, its foot at (x, y). */
function obelisk(x: number, y: number, h: number): string {
  return el('path', { d: `M${num(x - h * 0.08)},${y} L${num(x - h * 0.05)},${num(y - h * 0.9)} L${x},${num(y - h)} L${num(x + h * 0.05)},${num(y - h * 0.9)} L${num(x + h * 0.08)},${y} Z`, fill: '#e8c283', stroke: '#b88a4a', 'stroke-width': 3 }) + el('path', { d: `M${x},${num(y - h)} l${num(-h * 0.05)},${num(h * 0.1)} h${num(h * 0.1)} Z`, fill: '#ffd23f' });
}

/** A mud-brick house: a cube with a dark door and a roof terrace. */
function house(x: number, y: number, s: number, r: Rng): string {
  const w = 70 * s;
  const h = 50 * s * r.range(0.9, 1.2);
  const c = r.pick(['#e8c89a', '#dcb684', '#f0d4a4']);
  return el('rect', { x: num(x - w / 2), y: num(y - h), width: num(w), height: num(h), fill: c, stroke: darken(c, 0.2), 'stroke-width': 3 }) + el('rect', { x: num(x - w / 2), y: num(y - h), width: num(w * 0.35), height: num(h), fill: darken(c, 0.08) }) + el('rect', { x: num(x + w * 0.05), y: num(y - h * 0.55), width: num(w * 0.18), height: num(h * 0.55), rx: num(w * 0.09), fill: '#6e4a2e' }) + el('rect', { x: num(x - w / 2 - 3), y: num(y - h - 6), width: num(w + 6), height: 8, fill: darken(c, 0.12) });
}

/** Papyrus reeds: a clump of stalks with green fans, their feet at (x, y). */
function papyrus(x: number, y: number, s: number): string {
  let out = '';
  for (const [dx, h] of [[-14, 80], [0, 100], [12, 86], [24, 70]] as const) {
    const tx = x + dx * s * 1.6;
    const ty = y - h * s;
    out += el('path', { d: `M${num(x + dx * s)},${y} L${num(tx)},${num(ty)}`, stroke: '#3f8a32', 'stroke-width': 4, 'stroke-linecap': 'round' }) + el('path', { d: `M${num(tx)},${num(ty)} l${num(-16 * s)},${num(-20 * s)} q${num(16 * s)},${num(-8 * s)} ${num(32 * s)},0 Z`, fill: '#8fd45a', stroke: '#4f9a3a', 'stroke-width': 2 });
  }
  return out;
}

/** A patch of field on the flood plain (a slanted strip of wheat or green). */
function field(x: number, y: number, w: number, h: number, colour: string): string {
  let rows = '';
  for (let i = 1; i < 4; i++) rows += el('path', { d: `M${num(x + 8)},${num(y + (h * i) / 4)} h${num(w - 16)}`, stroke: darken(colour, 0.12), 'stroke-width': 3, 'stroke-linecap': 'round' });
  return el('path', { d: `M${x},${y} h${w} l-12,${h} h${-w} Z`, fill: colour, stroke: darken(colour, 0.18), 'stroke-width': 3 }) + rows;
}

/** The sky, sun, far dunes and the three pyramids of Giza, `scale`d for the landing. */
function skyAndHorizon(b: SceneBuilder, r: Rng, horizon: number, pyramids: ReadonlyArray<readonly [number, number]>, sun: Pt): void {
  b.def('sky', linearGradient('sky', 0, 0, 0, 1, [[0, '#ffb46e'], [0.55, '#ffd89a'], [1, '#fff1c8']]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#sky)' }));
  b.def('sunglow', radialGradient('sunglow', [[0, '#fff6c8', 0.9], [0.4, '#ffd88a', 0.45], [1, '#ffd88a', 0]]));
  b.add(el('circle', { cx: sun[0], cy: sun[1], r: 240, fill: 'url(#sunglow)' }), el('circle', { cx: sun[0], cy: sun[1], r: 66, fill: '#ffe066', stroke: '#ffb020', 'stroke-width': 5 }));
  b.add(el('path', { d: mound(-120, 700, horizon + 4, 46, r, 4), fill: '#efc480', opacity: 0.7 }), el('path', { d: mound(600, 1720, horizon + 4, 38, r, 4), fill: '#ecbc78', opacity: 0.7 }));
  for (const [x, h] of pyramids) b.add(pyramid(x, horizon + 2, h));
}

function egyptBackground() {
  const b = new SceneBuilder(makeRng(1701));
  const r = b.rng;
  skyAndHorizon(b, r, HORIZON, [[1120, 130], [1290, 112], [1420, 72]], [520, 150]);
  b.def('sand', linearGradient('sand', 0, 0, 0, 1, [[0, '#f6d796'], [1, '#e2ac5c']]));
  b.add(el('path', { d: `M0,${HORIZON} ${smooth([[0, HORIZON], [500, HORIZON - 6], [1000, HORIZON + 4], [1600, HORIZON - 4]]).replace(/^M[^C]*/, '')} V${H} H0 Z`, fill: 'url(#sand)' }));
  // Dune ripples in the desert, away from the green banks.
  let ripples = '';
  for (let i = 0; i < 40; i++) {
    const x = r.range(0, W);
    const y = r.range(HORIZON + 30, H - 10);
    if (distanceTo(NILE, x, y) < 260) continue;
    ripples += el('path', { d: `M${num(x - 40)},${num(y)} q40,-14 80,0`, stroke: '#d59a4e', 'stroke-width': 3, fill: 'none', opacity: 0.5, 'stroke-linecap': 'round' });
  }
  b.add(ripples);
  // The green banks, then the river (the black land the flood made fertile, then the water).
  b.add(el('path', { d: ribbon(NILE, 150, 560), fill: '#9ad06a' }), el('path', { d: ribbon(NILE, 110, 400), fill: '#7cbf52' }));
  // The flood plain on the west bank, where the fields are.
  b.add(el('path', { d: blob(370, 610, 280, 140, r, 9, 0.08), fill: '#a8d470' }));
  let fields = '';
  for (const [x, y, c] of [[200, 530, '#f2cf5a'], [420, 500, '#7cc455'], [130, 640, '#7cc455'], [480, 650, '#f2cf5a'], [960, 650, '#f2cf5a'], [1200, 590, '#7cc455']] as const) fields += field(x, y, 110, 60, c);
  b.add(fields);
  b.add(el('path', { d: ribbon(NILE, 40, 190), fill: '#3f9fd8', stroke: '#2f7fb8', 'stroke-width': 4 }), el('path', { d: ribbon(NILE, 14, 90), fill: '#6cc4ee', opacity: 0.7 }));
  let shimmer = '';
  for (let i = 2; i < NILE.length - 1; i++) shimmer += el('path', { d: `M${NILE[i]![0] - 20},${NILE[i]![1] + 10} q10,-6 20,0 t20,0`, stroke: '#ffffff', 'stroke-width': 4, fill: 'none', opacity: 0.7, 'stroke-linecap': 'round' });
  b.add(shimmer);
  // Papyrus along the water; the village on the right bank; obelisks by the pharaohs' temple.
  b.add(papyrus(610, 470, 0.8), papyrus(600, 540, 0.9), papyrus(960, 560, 0.8), papyrus(760, 880, 1));
  let village = '';
  for (const [x, y, s] of [[1270, 520, 0.9], [1490, 540, 1], [1540, 720, 1.1], [1250, 760, 1], [1440, 810, 1.2]] as const) village += house(x, y, s, r);
  b.add(village);
  b.add(obelisk(985, 600, 110), obelisk(1215, 490, 110));
  // Palms along the banks (clear of the medallions).
  const palms: Array<[number, number, number]> = [[620, 350, 90], [790, 240, 50], [560, 620, 110], [1560, 200, 70], [975, 890, 110], [680, 700, 120], [120, 300, 80], [1560, 420, 90], [60, 820, 140], [430, 300, 70]];
  b.add(g({}, ...palms.sort((a, c) => a[1] - c[1]).map(([x, y, h]) => palmTree(x, y, h, r.range(-14, 14)))));
  // Rocks in the desert.
  for (const [x, y] of [[90, 480], [1520, 300], [1560, 620]] as const) b.add(el('path', { d: blob(x, y, 28, 14, r, 7, 0.2), fill: '#c98e4e' }));
  return b.scene();
}

function egyptPlaceholder(): string {
  return el('rect', { width: W, height: H, fill: '#f2cf8a' }) + el('rect', { width: W, height: HORIZON, fill: '#ffd89a' }) + el('path', { d: ribbon(NILE, 110, 400), fill: '#8cc85e' }) + el('path', { d: ribbon(NILE, 40, 190), fill: '#4fa9dc' }) + el('path', { d: 'M1016,252 L1120,122 L1224,252 Z M1200,252 L1290,140 L1380,252 Z', fill: '#e9c070' });
}

function egyptLanding() {
  const b = new SceneBuilder(makeRng(1702));
  const r = b.rng;
  const horizon = 520;
  skyAndHorizon(b, r, horizon, [[620, 380], [1040, 300], [1330, 190]], [1180, 240]);
  b.def('sand', linearGradient('sand', 0, 0, 0, 1, [[0, '#f6d796'], [1, '#e2ac5c']]));
  b.add(el('rect', { y: horizon, width: W, height: H - horizon, fill: 'url(#sand)' }));
  const river: Pt[] = [[-40, 700], [400, 660], [900, 700], [1300, 680], [1660, 720]];
  b.add(el('path', { d: ribbon(river, 260, 260), fill: '#7cbf52' }), el('path', { d: ribbon(river, 130, 130), fill: '#3f9fd8', stroke: '#2f7fb8', 'stroke-width': 4 }));
  for (let i = 0; i < 9; i++) b.add(el('path', { d: `M${num(r.range(40, 1560))},${num(r.range(670, 720))} q14,-8 28,0 t28,0`, stroke: '#ffffff', 'stroke-width': 4, fill: 'none', opacity: 0.7 }));
  b.add(g({ transform: 'translate(560,560) scale(1.6)' }, feluccaBody()));
  b.add(papyrus(300, 800, 1.5), papyrus(1330, 790, 1.3));
  b.add(palmTree(110, 880, 380, 30), palmTree(250, 860, 260, -20), palmTree(1480, 890, 360, -36), palmTree(1340, 870, 220, 14));
  return b.scene();
}

/** The felucca: a wooden boat with a tall triangular sail, riding on little waves (140 x 120). */
function feluccaBody(): string {
  return (
    el('path', { d: 'M10,112 q15,-8 30,0 t30,0 t30,0 t30,0', stroke: '#ffffff', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' }) +
    fill('M14,84 L126,84 C116,104 96,110 70,110 C44,110 24,104 14,84 Z', '#c98a56') +
    el('path', { d: 'M62,86 V18', stroke: OUTLINE, 'stroke-width': 5 }) +
    fill('M64,14 C96,34 116,62 120,80 L40,80 Z', '#fff7e8', 3.5) +
    el('path', { d: 'M30,88 h80', stroke: '#a86a34', 'stroke-width': 3 }) +
    shine(92, 48, 10, 5, 30, 0.5)
  );
}

function felucca(): AddonArt {
  return { key: 'felucca', w: 140, h: 120, body: feluccaBody(), placeholder: el('path', { d: 'M14,84 L126,84 L70,110 Z M64,14 L120,80 L40,80 Z', fill: '#fff7e8', opacity: 0.5 }), x: 880, y: 640, scale: 0.9, order: 20, zIndex: 3, float: true };
}

function ibis(): AddonArt {
  const body =
    el('path', { d: 'M40,46 C20,30 10,20 4,22 C14,34 24,44 36,52 Z', fill: '#ffffff', stroke: OUTLINE, 'stroke-width': 3, 'stroke-linejoin': 'round' }) +
    fill('M34,50 C50,38 80,38 96,46 C84,58 56,62 34,50 Z', '#ffffff', 3.5) +
    el('path', { d: 'M44,46 C56,30 66,16 70,8 C70,22 64,36 58,46 Z', fill: '#ffffff', stroke: OUTLINE, 'stroke-width': 3, 'stroke-linejoin': 'round' }) +
    el('path', { d: 'M54,44 C60,34 70,30 74,30 M40,48 C30,44 24,40 20,36', stroke: '#3b2f4a', 'stroke-width': 3, fill: 'none' }) +
    fill('M94,46 C102,40 110,40 114,44 C108,48 102,50 94,48 Z', '#3b2f4a', 2.5) +
    el('path', { d: 'M112,44 C124,48 132,56 136,66', stroke: '#3b2f4a', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' }) +
    el('path', { d: 'M36,52 L12,60 M38,54 L14,66', stroke: '#e86a4a', 'stroke-width': 3, 'stroke-linecap': 'round' }) +
    el('circle', { cx: 104, cy: 44, r: 2, fill: '#ffffff' });
  return { key: 'ibis', w: 140, h: 80, body, placeholder: el('path', { d: 'M20,50 L110,44 L70,10 Z', fill: '#ffffff', opacity: 0.5 }), x: 340, y: 130, order: 22, zIndex: 3, float: true };
}

export const EGYPT: SsMapArt = {
  key: 'egypt',
  palette: { sky: '#ffd89a', ground: '#e8b868', path: '#f3dca0', accent: '#2b8fa8', text: '#4a2e12' },
  plinth: { face: '#fff6e0', rim: '#2b8fa8' },
  background: egyptBackground,
  placeholder: egyptPlaceholder,
  landing: egyptLanding,
  addons: () => [felucca(), cloudAddon('cloud', 200, '#fff6e2', { x: 760, y: 90, order: 21, zIndex: 2, float: true }), ibis()],
  nodes: {
    'welcome-nile': [560, 770],
    'nile-flood': [340, 610],
    'hieroglyphs-scribes': [220, 400],
    'pyramid-builders': [1010, 330],
    'mummies-afterlife': [1300, 360],
    pharaohs: [1100, 560],
    'home-and-senet': [1390, 640],
    'papyrus-inventions': [500, 400],
    'nile-trade': [1090, 770],
  },
};

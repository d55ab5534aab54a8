/**
 * The Outer Space and Safari habitat drawings (science-map-pieces.ts HabitatArt): backgrounds,
 * placeholders, card scenes, tab glyphs, addons and where the topic nodes stand.
 * Outer Space: a deep navy-violet sky with nebulae, stars, a ringed planet and a moon surface with
 * craters. Safari: a golden savanna under a warm sky and a low sun, acacias on the horizon, a baobab
 * and a waterhole. Seeded (core/art/rng.ts).
 */
import { darken, lighten, linearGradient, radialGradient } from '../../../core/art/colour';
import { blob, ellD, mound, type Pt, sparkleD } from '../../../core/art/paths';
import { makeRng, type Rng } from '../../../core/art/rng';
import { fill, SceneBuilder, shine } from '../../../core/art/sprite-kit';
import { coarse, OUTLINE } from '../../../core/art/svg-kit';
import { cloud, groundPath } from '../scene-kit';
import { type AddonArt, cloudAddon, H, type HabitatArt, W } from './science-map-pieces';

const { el, g } = coarse;

/** `n` stars (dots and a few sparkles) over a box. */
export function starField(r: Rng, n: number, box: { x: number; y: number; w: number; h: number }, size = 1): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = box.x + r.range(0, box.w);
    const y = box.y + r.range(0, box.h);
    const c = r.pick(['#ffffff', '#fff3b0', '#cfe0ff']);
    s += i % 9 === 0 ? el('path', { d: sparkleD(Math.round(x), Math.round(y), Math.round(r.range(6, 11) * size)), fill: c }) : el('circle', { cx: Math.round(x), cy: Math.round(y), r: Math.round(r.range(1, 3.4) * size * 2) / 2, fill: c, opacity: r.range(0.5, 1) });
  }
  return s;
}

/** A planet with a ring, tilted, centred at (cx, cy). */
export function ringedPlanet(cx: number, cy: number, r: number, body: string, ring: string): string {
  const back = `M${cx - r * 1.8},${cy} A${r * 1.8},${r * 0.5} 0 0 1 ${cx + r * 1.8},${cy}`;
  const front = `M${cx - r * 1.8},${cy} A${r * 1.8},${r * 0.5} 0 0 0 ${cx + r * 1.8},${cy}`;
  const ringAttrs = { fill: 'none', stroke: ring, 'stroke-width': Math.max(4, r * 0.18), 'stroke-linecap': 'round' };
  return g(
    { transform: `rotate(-18 ${cx} ${cy})` },
    el('path', { d: back, ...ringAttrs, opacity: 0.8 }),
    el('circle', { cx, cy, r, fill: body, stroke: darken(body, 0.3), 'stroke-width': Math.max(2, r * 0.06) }),
    el('path', { d: `M${cx - r * 0.9},${cy - r * 0.3} Q${cx},${cy - r * 0.1} ${cx + r * 0.9},${cy - r * 0.35}`, stroke: lighten(body, 0.3), 'stroke-width': r * 0.16, fill: 'none', opacity: 0.7 }),
    el('path', { d: front, ...ringAttrs }),
  );
}

// ---------------------------------------------------------------- Outer Space

function spaceBackground() {
  const b = new SceneBuilder(makeRng(1601));
  const r = b.rng;
  b.def('sky', linearGradient('sky', 0, 0, 0, 1, [[0, '#0d0a2c'], [0.5, '#231a63'], [1, '#4a2f8c']]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#sky)' }));
  // Soft nebulae: one radial gradient per colour, fading out to the sky.
  for (const [i, [x, y, rx, ry, c]] of ([[360, 300, 480, 230, '#ff7ad9'], [1150, 520, 520, 250, '#43d1ff'], [800, 120, 420, 160, '#9b6bff']] as const).entries()) {
    b.def(`neb${i}`, radialGradient(`neb${i}`, [[0, c, 0.32], [0.6, c, 0.12], [1, c, 0]]));
    b.add(el('ellipse', { cx: x, cy: y, rx, ry, fill: `url(#neb${i})` }));
  }
  b.add(g({}, starField(r, 150, { x: 0, y: 0, w: W, h: 720 })));
  b.add(ringedPlanet(1480, 110, 78, '#ffb057', '#ffe3a8'));
  b.add(el('circle', { cx: 90, cy: 360, r: 34, fill: '#ff6f91', stroke: '#b0416a', 'stroke-width': 3 }), el('circle', { cx: 80, cy: 350, r: 9, fill: '#ffffff', opacity: 0.3 }));
  b.add(el('circle', { cx: 1520, cy: 640, r: 22, fill: '#5ee0c8', stroke: '#2c8f86', 'stroke-width': 3 }));
  // The moon's surface: a lavender-grey ground with craters, rising a little at the edges.
  const surface: Pt[] = [[-40, 690], [300, 660], [700, 700], [1100, 670], [1400, 700], [1640, 650]];
  b.def('moon', linearGradient('moon', 0, 0, 0, 1, [[0, '#b9b3d6'], [1, '#7d74a8']]));
  b.add(el('path', { d: groundPath(surface), fill: 'url(#moon)', stroke: '#e3dff5', 'stroke-width': 4 }));
  let craters = '';
  for (let i = 0; i < 16; i++) {
    const x = r.range(20, W - 20);
    const y = r.range(725, 885);
    const s = r.range(0.5, 1.3) * (0.6 + (y - 700) / 300);
    craters += el('ellipse', { cx: Math.round(x), cy: Math.round(y), rx: Math.round(46 * s), ry: Math.round(14 * s), fill: '#6c6494' }) + el('ellipse', { cx: Math.round(x), cy: Math.round(y + 3 * s), rx: Math.round(38 * s), ry: Math.round(9 * s), fill: '#8f87b8' });
  }
  b.add(craters);
  return b.scene();
}

function spaceMini(): string {
  const r = makeRng(1602);
  return (
    el('defs', {}, linearGradient('sm-sky', 0, 0, 0, 1, [[0, '#0d0a2c'], [1, '#4a2f8c']])) +
    el('rect', { width: 320, height: 200, fill: 'url(#sm-sky)' }) +
    starField(r, 30, { x: 0, y: 0, w: 320, h: 150 }, 0.7) +
    ringedPlanet(150, 88, 34, '#ffb057', '#ffe3a8') +
    el('circle', { cx: 225, cy: 50, r: 12, fill: '#ff6f91' }) +
    el('path', { d: 'M0,160 Q100,146 170,158 T320,150 V200 H0 Z', fill: '#a39cc8' }) +
    el('ellipse', { cx: 110, cy: 178, rx: 24, ry: 7, fill: '#7d74a8' }) +
    el('ellipse', { cx: 220, cy: 172, rx: 16, ry: 5, fill: '#7d74a8' })
  );
}

function comet(): AddonArt {
  const body =
    el('path', { d: 'M150,40 C110,34 40,10 6,4 C40,22 90,44 140,56 Z', fill: '#9be7ff', opacity: 0.55 }) +
    el('path', { d: 'M150,44 C110,44 60,32 24,24 C60,42 100,54 144,58 Z', fill: '#ffffff', opacity: 0.7 }) +
    fill('M150,30 C164,30 172,40 170,50 C168,60 158,64 148,62 C138,60 134,50 136,42 C138,34 144,30 150,30 Z', '#fff3a0', 4) +
    shine(150, 40, 6, 3, -20, 0.8);
  return { key: 'comet', w: 180, h: 72, body, placeholder: el('path', { d: 'M6,4 L170,40 L150,64 Z', fill: '#9be7ff', opacity: 0.4 }), x: 470, y: 80, order: 20, zIndex: 2, float: true };
}

function ufo(): AddonArt {
  const body =
    el('path', { d: 'M58,90 L102,90 L140,150 L20,150 Z', fill: '#fff7c2', opacity: 0.45 }) +
    fill('M50,50 C50,22 110,22 110,50 Z', '#bff0ff', 4) +
    shine(68, 36, 8, 4, -30, 0.8) +
    fill('M10,62 C10,44 150,44 150,62 C150,82 10,82 10,62 Z', '#a98bff') +
    [36, 64, 96, 124].map((x) => el('circle', { cx: x, cy: 66, r: 5, fill: '#ffe066', stroke: OUTLINE, 'stroke-width': 2.5 })).join('') +
    fill('M50,80 L110,80 L100,94 L60,94 Z', '#7a5ee0', 3.5);
  return { key: 'ufo', w: 160, h: 150, body, placeholder: el('ellipse', { cx: 80, cy: 62, rx: 70, ry: 22, fill: '#a98bff', opacity: 0.6 }), x: 1480, y: 400, scale: 0.8, order: 21, zIndex: 3, float: true };
}

function flag(): AddonArt {
  const body = el('ellipse', { cx: 40, cy: 150, rx: 30, ry: 7, fill: OUTLINE, opacity: 0.2 }) + el('path', { d: 'M30,150 V20', stroke: OUTLINE, 'stroke-width': 6, 'stroke-linecap': 'round' }) + fill('M33,22 C60,14 80,34 110,24 L110,66 C80,76 60,56 33,64 Z', '#ff7a59', 4) + el('path', { d: sparkleD(70, 44, 12), fill: '#fff3a0' });
  return { key: 'flag', w: 120, h: 160, body, placeholder: el('path', { d: 'M30,150 V20 L110,24 L110,66 L33,64', fill: '#ff7a59', opacity: 0.4 }), x: 1470, y: 760, order: 22, zIndex: 4 };
}

export const OUTERSPACE: HabitatArt = {
  key: 'outerspace',
  path: '#b9b3d6',
  plinth: { face: '#eae6ff', rim: '#7b62e0' },
  background: spaceBackground,
  placeholder: () => el('rect', { width: W, height: H, fill: '#231a63' }) + el('path', { d: 'M0,690 Q700,660 1600,680 V900 H0 Z', fill: '#9d96c4' }) + el('circle', { cx: 1480, cy: 110, r: 78, fill: '#ffb057' }),
  mini: spaceMini,
  glyph: () => ringedPlanet(48, 50, 18, '#ffb057', '#7b62e0'),
  addons: () => [comet(), ufo(), flag()],
  nodes: [[280, 230], [700, 190], [1120, 240], [1340, 470], [920, 480], [500, 460], [260, 730], [700, 750], [1140, 730]],
};

// ---------------------------------------------------------------- Safari

/** A flat-topped acacia, its foot at (x, y). */
export function acacia(x: number, y: number, s: number, leaf: string, trunk: string, r: Rng): string {
  const crown = blob(x, y - 120 * s, 110 * s, 26 * s, r, 9, 0.12);
  return (
    el('path', { d: `M${x - 6 * s},${y} C${x - 4 * s},${y - 50 * s} ${x - 30 * s},${y - 80 * s} ${x - 60 * s},${y - 112 * s} M${x},${y - 40 * s} C${x + 10 * s},${y - 70 * s} ${x + 40 * s},${y - 96 * s} ${x + 56 * s},${y - 114 * s}`, stroke: trunk, 'stroke-width': 12 * s, fill: 'none', 'stroke-linecap': 'round' }) +
    el('path', { d: crown, fill: leaf })
  );
}

/** A fat baobab, its foot at (x, y). */
function baobab(x: number, y: number, s: number): string {
  const trunk = `M${x - 60 * s},${y} C${x - 70 * s},${y - 120 * s} ${x - 40 * s},${y - 200 * s} ${x - 34 * s},${y - 250 * s} L${x + 34 * s},${y - 250 * s} C${x + 40 * s},${y - 200 * s} ${x + 70 * s},${y - 120 * s} ${x + 60 * s},${y} Z`;
  const arms = [-70, -30, 10, 50].map((dx, i) => `M${x + dx * s * 0.5},${y - 245 * s} q${dx * 0.6 * s},${-40 * s} ${dx * 1.1 * s},${-60 * s - i * 6 * s}`).join(' ');
  return (
    el('path', { d: arms, stroke: '#9a6a48', 'stroke-width': 14 * s, fill: 'none', 'stroke-linecap': 'round' }) +
    [-60, -20, 25, 60].map((dx, i) => el('ellipse', { cx: x + dx * s * 1.1, cy: y - (310 + (i % 2) * 20) * s, rx: 46 * s, ry: 22 * s, fill: '#7fa53a' })).join('') +
    el('path', { d: trunk, fill: '#b07d58', stroke: '#8a5c3e', 'stroke-width': 4 }) +
    el('path', { d: `M${x - 20 * s},${y - 30 * s} q6,${-80 * s} 4,${-170 * s} M${x + 18 * s},${y - 20 * s} q-4,${-90 * s} 0,${-180 * s}`, stroke: '#8a5c3e', 'stroke-width': 4, fill: 'none', opacity: 0.6 })
  );
}

function safariBackground() {
  const b = new SceneBuilder(makeRng(1611));
  const r = b.rng;
  b.def('sky', linearGradient('sky', 0, 0, 0, 1, [[0, '#ffcf7a'], [0.6, '#ffe6b0'], [1, '#ffd09a']]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#sky)' }));
  b.def('sun', radialGradient('sun', [[0, '#fff6c8', 0.9], [0.35, '#ffd88a', 0.5], [1, '#ffd88a', 0]]));
  b.add(el('circle', { cx: 1180, cy: 250, r: 300, fill: 'url(#sun)' }), el('circle', { cx: 1180, cy: 250, r: 90, fill: '#ffd04a', stroke: '#ffb020', 'stroke-width': 6 }));
  for (const [x, y, s] of [[120, 130, 1.2], [720, 90, 0.9]] as const) b.add(cloud(x, y, s, '#fff4dc', 0.85));
  // Far hills, then acacias on the horizon.
  b.add(el('path', { d: mound(-100, 700, 340, 70, r, 4), fill: '#e6a86a', opacity: 0.6 }), el('path', { d: mound(500, 1200, 340, 50, r, 4), fill: '#e0a070', opacity: 0.5 }), el('path', { d: mound(1000, 1700, 340, 80, r, 4), fill: '#dc9a62', opacity: 0.6 }));
  let trees = '';
  for (const [x, s] of [[180, 0.55], [460, 0.4], [880, 0.5], [1320, 0.45], [1520, 0.6]] as const) trees += acacia(x, 340, s, '#8a7a3a', '#6e5a34', r);
  b.add(g({ opacity: 0.75 }, trees));
  b.def('grass', linearGradient('grass', 0, 0, 0, 1, [[0, '#efc45a'], [1, '#d39a3a']]));
  b.add(el('path', { d: groundPath([[-40, 336], [400, 326], [800, 340], [1200, 328], [1640, 338]]), fill: 'url(#grass)' }));
  // Waterhole at the lower right, where the crocodile and the hippo live.
  b.add(el('path', { d: ellD(1440, 815, 170, 52), fill: '#c9a15a' }), el('path', { d: ellD(1440, 812, 150, 42), fill: '#5fb8d9' }), el('path', { d: ellD(1410, 800, 60, 10), fill: '#ffffff', opacity: 0.35 }));
  // Grass tufts, denser and bigger towards us.
  let tufts = '';
  for (let i = 0; i < 90; i++) {
    const x = Math.round(r.range(0, W));
    const y = Math.round(r.range(350, 895));
    if (Math.hypot((x - 1440) / 180, (y - 815) / 60) < 1.1) continue;
    const s = 0.5 + (y - 340) / 500;
    const c = r.pick(['#c98c2e', '#e0b04a', '#b8862a']);
    tufts += el('path', { d: `M${x - 10 * s},${y} l${-4 * s},${-22 * s} M${x},${y} l0,${-28 * s} M${x + 10 * s},${y} l${5 * s},${-22 * s}`, stroke: c, 'stroke-width': 4, 'stroke-linecap': 'round' });
  }
  b.add(tufts);
  b.add(baobab(1500, 720, 0.6));
  return b.scene();
}

function safariMini(): string {
  const r = makeRng(1612);
  return (
    el('defs', {}, linearGradient('sm-sky', 0, 0, 0, 1, [[0, '#ffcf7a'], [1, '#ffe6b0']])) +
    el('rect', { width: 320, height: 200, fill: 'url(#sm-sky)' }) +
    el('circle', { cx: 200, cy: 90, r: 36, fill: '#ffe9a0', stroke: '#ffc65a', 'stroke-width': 4 }) +
    el('path', { d: 'M0,130 Q160,118 320,130 V200 H0 Z', fill: '#e8b84f' }) +
    acacia(130, 134, 0.5, '#7b8a32', '#6e5a34', r) +
    // A giraffe's neck and head peeking over the grass.
    fill('M196,180 C198,150 200,130 206,112 L216,114 C212,132 210,152 212,180 Z', '#f6c453', 3) +
    fill('M200,108 C204,96 222,96 226,106 C228,114 218,118 206,116 Z', '#f6c453', 3) +
    el('circle', { cx: 218, cy: 106, r: 2.5, fill: OUTLINE }) +
    [[204, 140], [208, 160], [203, 124]].map(([x, y]) => el('circle', { cx: x, cy: y, r: 3.5, fill: '#b8742e' })).join('')
  );
}

function birds(): AddonArt {
  const bird = (x: number, y: number, s: number) => el('path', { d: `M${x - 14 * s},${y} q${7 * s},${-9 * s} ${14 * s},0 q${7 * s},${-9 * s} ${14 * s},0`, stroke: '#6e4a2e', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' });
  const body = bird(30, 40, 1.2) + bird(80, 24, 1) + bird(110, 56, 0.8) + bird(150, 34, 0.9);
  return { key: 'birds', w: 180, h: 80, body, placeholder: el('path', { d: 'M14,40 L170,30', stroke: '#6e4a2e', 'stroke-width': 4, opacity: 0.3 }), x: 820, y: 120, order: 21, zIndex: 3, float: true };
}

function termites(): AddonArt {
  const body = el('ellipse', { cx: 60, cy: 136, rx: 54, ry: 8, fill: OUTLINE, opacity: 0.18 }) + fill('M14,136 C20,100 30,60 44,30 C50,16 62,10 66,30 C74,50 82,40 86,60 C94,90 102,110 106,136 Z', '#c7834a') + el('path', { d: 'M40,80 q10,-4 14,4 M64,100 q8,-4 12,4 M50,120 q8,-3 12,3', stroke: '#8a5030', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' });
  return { key: 'termites', w: 120, h: 146, body, placeholder: el('path', { d: 'M14,136 L50,20 L106,136 Z', fill: '#c7834a', opacity: 0.5 }), x: 90, y: 600, scale: 0.9, order: 22, zIndex: 4 };
}

export const SAFARI: HabitatArt = {
  key: 'safari',
  path: '#f3d58f',
  plinth: { face: '#fff3d6', rim: '#d98c32' },
  background: safariBackground,
  placeholder: () => el('rect', { width: W, height: H, fill: '#ffe0a0' }) + el('rect', { y: 336, width: W, height: 564, fill: '#e3ae48' }) + el('circle', { cx: 1180, cy: 250, r: 90, fill: '#ffe9a0' }),
  mini: safariMini,
  glyph: () => el('circle', { cx: 62, cy: 36, r: 13, fill: '#ffd23f', stroke: OUTLINE, 'stroke-width': 3 }) + el('path', { d: 'M18,72 Q48,64 78,72', stroke: '#d39a3a', 'stroke-width': 6, fill: 'none', 'stroke-linecap': 'round' }) + el('path', { d: 'M46,72 V52 M46,58 L34,46 M46,56 L58,46', stroke: '#6e5a34', 'stroke-width': 5, 'stroke-linecap': 'round', fill: 'none' }) + el('path', { d: 'M22,46 C26,34 70,34 72,46 Z', fill: '#7b8a32', stroke: OUTLINE, 'stroke-width': 3, 'stroke-linejoin': 'round' }),
  addons: () => [cloudAddon('cloud', 220, '#fff6e2', { x: 420, y: 150, order: 20, zIndex: 2, float: true }), birds(), termites()],
  nodes: [[250, 420], [620, 400], [990, 420], [1360, 410], [1180, 610], [800, 620], [420, 610], [300, 800], [700, 800], [1100, 790]],
};


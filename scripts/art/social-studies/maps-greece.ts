/**
 * The Ancient Greece map's drawing (ss-map-pieces.ts SsMapArt): the blue Aegean with far islands and
 * an island of its own (Syracuse, for Archimedes), a sandy harbour shore, a white hill town climbing
 * to a temple on the hilltop, olive groves on the plain below; addons a trireme floating on the sea,
 * a seagull and an olive branch framing the corner. Each topic stands where its story happens (the
 * potters by the harbour, the assembly in the town, the Parthenon below the temple). Also the
 * landing picture: the temple on its hill above the town and the sea. Seeded (core/art/rng.ts).
 */
import { darken, linearGradient } from '../../../core/art/colour';
import { blob, mound, type Pt, smooth } from '../../../core/art/paths';
import { makeRng, type Rng } from '../../../core/art/rng';
import { fill, SceneBuilder, shine } from '../../../core/art/sprite-kit';
import { coarse, OUTLINE } from '../../../core/art/svg-kit';
import { cloud, sun } from '../scene-kit';
import { type AddonArt, H, W } from '../science/science-map-pieces';
import { roundTree, type SsMapArt } from './ss-map-pieces';

const { el, g, num } = coarse;
const HORIZON = 250;

/** The mainland's coast, from the horizon down to the left edge (land to its right and below). */
const COAST: readonly Pt[] = [[680, HORIZON], [620, 330], [580, 430], [450, 500], [300, 590], [120, 630], [-30, 650]];

/** The topics' places (checked against the town and groves, so nothing hides under a medallion). */
const NODES: Record<string, Pt> = {
  'welcome-to-greece': [250, 750],
  'potters-and-ships': [480, 590],
  'olympic-games': [760, 770],
  'democracy-in-athens': [730, 470],
  'sparta-and-athens': [1010, 620],
  'myths-and-gods': [1290, 770],
  'theatre-and-masks': [1440, 570],
  'parthenon-and-columns': [1190, 320],
  'philosophers-ask': [950, 370],
  'archimedes-inventor': [250, 410],
};

/** Clear of every medallion by `m` px. */
const clearOfNodes = (x: number, y: number, m: number) => Object.values(NODES).every(([nx, ny]) => Math.hypot(nx - x, ny - y) > m);

/** A temple front: steps, columns, a pediment; its base centre at (x, y), `w` wide. */
export function temple(x: number, y: number, w: number): string {
  const h = w * 0.55;
  const x0 = x - w / 2;
  let cols = '';
  for (let i = 0; i < 6; i++) cols += el('rect', { x: num(x0 + w * 0.08 + (i * w * 0.84) / 5 - w * 0.035), y: num(y - h * 0.78), width: num(w * 0.07), height: num(h * 0.62), fill: '#fbf8f0' });
  return (
    el('rect', { x: num(x0), y: num(y - h * 0.16), width: num(w), height: num(h * 0.16), fill: '#e8e0d0' }) +
    el('rect', { x: num(x0 + w * 0.04), y: num(y - h * 0.82), width: num(w * 0.92), height: num(h * 0.66), fill: '#d8d0c0' }) +
    cols +
    el('rect', { x: num(x0 + w * 0.02), y: num(y - h * 0.9), width: num(w * 0.96), height: num(h * 0.1), fill: '#f0ead8' }) +
    el('path', { d: `M${num(x0)},${num(y - h * 0.9)} L${x},${num(y - h * 1.2)} L${num(x0 + w)},${num(y - h * 0.9)} Z`, fill: '#fbf8f0', stroke: '#d8d0c0', 'stroke-width': 3 })
  );
}

/** A white cube house with a blue door or dome. */
function whiteHouse(x: number, y: number, s: number, r: Rng): string {
  const w = 56 * s;
  const h = 42 * s * r.range(0.85, 1.25);
  const dome = r.next() < 0.25;
  return (
    el('ellipse', { cx: x, cy: y, rx: num(w * 0.62), ry: num(6 * s), fill: '#5a7a3a', opacity: 0.3 }) +
    el('rect', { x: num(x - w / 2), y: num(y - h), width: num(w), height: num(h), fill: '#ffffff', stroke: '#c8d4e4', 'stroke-width': 2 }) +
    el('rect', { x: num(x + w * 0.15), y: num(y - h), width: num(w * 0.35), height: num(h), fill: '#e4ecf6' }) +
    el('rect', { x: num(x - w * 0.3), y: num(y - h * 0.5), width: num(w * 0.18), height: num(h * 0.5), rx: num(w * 0.09), fill: '#2f6fc4' }) +
    (dome ? el('path', { d: `M${num(x - w * 0.28)},${num(y - h)} a${num(w * 0.28)},${num(w * 0.28)} 0 0 1 ${num(w * 0.56)},0 Z`, fill: '#2f6fc4' }) : el('rect', { x: num(x + w * 0.05), y: num(y - h * 0.75), width: num(w * 0.16), height: num(w * 0.16), fill: '#2f6fc4' }))
  );
}

/** An olive tree: a twisted trunk and a silvery crown, its foot at (x, y). */
function oliveTree(x: number, y: number, s: number, r: Rng): string {
  return roundTree(x, y, s, r.pick(['#9ab35a', '#8aa84e', '#a6bd6a']), '#7a5a3a');
}

/** Sky, sun, clouds, sea and far islands down to the horizon; the sea fills the rest. */
function skyAndSea(b: SceneBuilder, horizon: number): void {
  const r = b.rng;
  b.def('sky', linearGradient('sky', 0, 0, 0, 1, [[0, '#6cc0f2'], [1, '#d8f1ff']]));
  b.add(el('rect', { width: W, height: horizon + 4, fill: 'url(#sky)' }));
  sun(b, 620, 110, 50, '#fff3a0', '#fff8c8');
  for (const [x, y, s] of [[80, 190, 1.1], [1000, 120, 1.3]] as const) b.add(cloud(x, y, s, '#ffffff', 0.85));
  b.def('sea', linearGradient('sea', 0, 0, 0, 1, [[0, '#4fb0ea'], [1, '#1f6fb8']]));
  b.add(el('rect', { y: horizon, width: W, height: H - horizon, fill: 'url(#sea)' }));
  b.add(el('path', { d: mound(60, 260, horizon + 2, 26, r, 3), fill: '#8fb2c8' }), el('path', { d: mound(330, 470, horizon + 2, 18, r, 3), fill: '#9abccf' }));
  let waves = '';
  for (let i = 0; i < 36; i++) {
    const x = r.range(0, W);
    const y = r.range(horizon + 20, H - 10);
    waves += el('path', { d: `M${num(x - 20)},${num(y)} q10,-7 20,0 t20,0`, stroke: '#ffffff', 'stroke-width': 3, fill: 'none', opacity: 0.5, 'stroke-linecap': 'round' });
  }
  b.add(waves);
}

function greeceBackground() {
  const b = new SceneBuilder(makeRng(1711));
  const r = b.rng;
  skyAndSea(b, HORIZON);
  // Archimedes' island, with a little lighthouse.
  b.add(el('path', { d: blob(250, 440, 170, 70, r, 9, 0.1), fill: '#f3dca0' }), el('path', { d: blob(250, 428, 140, 52, r, 9, 0.1), fill: '#a6c86a' }));
  b.add(el('rect', { x: 392, y: 370, width: 16, height: 50, fill: '#ffffff', stroke: '#c8d4e4', 'stroke-width': 2 }), el('path', { d: 'M388,372 L400,356 L412,372 Z', fill: '#e07a3c' }));
  // The mainland: a sandy shore, then the plain, then the hill with the town and the temple.
  const land = `${smooth(COAST)} L-30,${H + 10} L1640,${H + 10} L1640,${HORIZON} Z`;
  b.add(el('path', { d: land, fill: '#f3dca0', transform: 'translate(-22,14)' }));
  b.def('plain', linearGradient('plain', 0, 0, 0, 1, [[0, '#c2d98a'], [1, '#8fbf5a']]));
  b.add(el('path', { d: land, fill: 'url(#plain)' }));
  b.add(el('path', { d: mound(900, 1700, 600, 430, r, 6), fill: '#a9c872' }), el('path', { d: mound(760, 1280, 560, 220, r, 5), fill: '#b5d07e' }));
  // The harbour pier and moored boats by the potters.
  b.add(el('path', { d: 'M478,500 L436,452 L450,444 L492,492 Z', fill: '#b88a5a', stroke: '#8a5c3e', 'stroke-width': 3 }));
  for (const [x, y] of [[520, 404], [440, 500]] as const) b.add(el('path', { d: `M${x - 26},${y} h52 q-8,14 -26,14 q-18,0 -26,-14 Z`, fill: '#e07a3c', stroke: '#a8542a', 'stroke-width': 2 }));
  b.add(temple(1430, 230, 200));
  // The hill town: white houses up the slope, clear of the medallions.
  const houses: Array<[number, number, number]> = [];
  for (let tries = 0; houses.length < 20 && tries < 900; tries++) {
    const x = r.range(800, 1560);
    const y = r.range(250, 540);
    const hillTop = 600 - 430 * Math.pow(Math.sin(Math.max(0, Math.min(1, (x - 900) / 800)) * Math.PI), 0.6);
    if (y < hillTop + 40 && !(x < 1000 && y > 420)) continue;
    if (!clearOfNodes(x, y - 20, 115) || Math.hypot(x - 1430, y - 200) < 130) continue;
    if (houses.some(([hx, hy]) => Math.abs(hx - x) < 60 && Math.abs(hy - y) < 44)) continue;
    houses.push([x, y, 0.55 + (y - 250) / 1000]);
  }
  b.add(g({}, ...houses.sort((a, c) => a[1] - c[1]).map(([x, y, s]) => whiteHouse(x, y, s, r))));
  // Olive groves in rows on the plain, and cypresses.
  const trees: Array<[number, number]> = [];
  for (let row = 0; row < 4; row++) for (let col = 0; col < 13; col++) {
    const x = 580 + col * 80 + (row % 2) * 40 + r.range(-8, 8);
    const y = 650 + row * 70 + r.range(-6, 6);
    if (x > W - 20 || !clearOfNodes(x, y - 30, 120) || r.chance(0.2)) continue;
    trees.push([x, y]);
  }
  b.add(g({}, ...trees.map(([x, y]) => oliveTree(x, y, 0.55 + (y - 650) / 1000, r))));
  for (const [x, y] of [[640, 380], [860, 520], [1580, 380], [100, 880]] as const) b.add(el('path', { d: `M${x},${y} q-16,-40 0,-110 q16,70 0,110 Z`, fill: '#3f7a3a' }));
  return b.scene();
}

function greecePlaceholder(): string {
  return (
    el('rect', { width: W, height: H, fill: '#3d94d8' }) +
    el('rect', { width: W, height: HORIZON, fill: '#a8dcfa' }) +
    el('path', { d: `${smooth(COAST)} L-30,910 L1640,910 L1640,${HORIZON} Z`, fill: '#b0cf7a' }) +
    el('ellipse', { cx: 250, cy: 436, rx: 160, ry: 64, fill: '#b0cf7a' })
  );
}

function greeceLanding() {
  const b = new SceneBuilder(makeRng(1712));
  const r = b.rng;
  skyAndSea(b, 520);
  b.add(el('path', { d: mound(300, 1500, 720, 420, r, 6), fill: '#a9c872' }));
  b.add(temple(900, 350, 340));
  const town: Array<[number, number]> = [];
  for (let tries = 0; town.length < 16 && tries < 400; tries++) {
    const x = r.range(440, 1360);
    const y = r.range(450, 690);
    if (town.some(([hx, hy]) => Math.abs(hx - x) < 90 && Math.abs(hy - y) < 60)) continue;
    town.push([x, y]);
  }
  b.add(g({}, ...town.sort((a, c) => a[1] - c[1]).map(([x, y]) => whiteHouse(x, y, 1 + (y - 450) / 300, r))));
  // The near shore: the sea stays open on the left, where the trireme sails.
  b.add(el('path', { d: `M-40,900 L-40,860 ${smooth([[-40, 860], [300, 730], [700, 690], [1100, 700], [1660, 680]]).replace(/^M[^C]*/, '')} L1660,900 Z`, fill: '#b5d07e' }));
  b.add(g({ transform: 'translate(20,540) scale(1.6)' }, triremeBody()));
  for (const [x, y, s] of [[420, 880, 1.6], [600, 900, 1.2], [1320, 890, 1.8], [1500, 900, 2.4]] as const) b.add(oliveTree(x, y, s, r));
  return b.scene();
}

/** A trireme: a long galley with a big eye on the prow, a square sail and a row of oars (200 x 110). */
function triremeBody(): string {
  let oars = '';
  for (let i = 0; i < 7; i++) oars += el('path', { d: `M${50 + i * 18},86 l-12,22`, stroke: '#8a5c3e', 'stroke-width': 3, 'stroke-linecap': 'round' });
  return (
    oars +
    fill('M14,70 L176,70 C190,70 196,60 198,52 C192,78 170,92 100,92 C50,92 24,86 14,70 Z', '#3b2f4a') +
    el('path', { d: 'M22,76 H182', stroke: '#e07a3c', 'stroke-width': 5 }) +
    el('circle', { cx: 176, cy: 80, r: 5, fill: '#ffffff', stroke: OUTLINE, 'stroke-width': 2 }) +
    el('path', { d: 'M100,70 V10', stroke: OUTLINE, 'stroke-width': 5 }) +
    fill('M66,16 H134 C136,34 134,50 130,60 H70 C66,50 64,34 66,16 Z', '#fff4e0', 3.5) +
    el('path', { d: 'M86,28 h28 M80,44 h40', stroke: '#e07a3c', 'stroke-width': 6, 'stroke-linecap': 'round' }) +
    el('path', { d: 'M14,70 q-8,-16 -4,-30', stroke: '#3b2f4a', 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round' })
  );
}

function trireme(): AddonArt {
  return { key: 'trireme', w: 200, h: 110, body: triremeBody(), placeholder: el('path', { d: 'M14,70 L198,56 L100,92 Z M66,16 H134 V60 H70 Z', fill: '#fff4e0', opacity: 0.5 }), x: 130, y: 555, scale: 0.8, order: 20, zIndex: 3, float: true };
}

function seagull(): AddonArt {
  const body =
    fill('M40,40 C30,24 16,18 4,20 C18,26 26,36 32,46 Z', '#ffffff', 3) +
    fill('M60,40 C72,22 88,14 104,16 C88,24 78,36 70,46 Z', '#ffffff', 3) +
    fill('M28,46 C40,36 66,36 78,44 C70,54 42,56 28,46 Z', '#ffffff', 3.5) +
    el('path', { d: 'M4,20 C10,20 14,22 18,24 M104,16 C98,16 94,18 90,20', stroke: '#6a7a8a', 'stroke-width': 4, 'stroke-linecap': 'round', fill: 'none' }) +
    fill('M76,42 l10,2 l-10,4 Z', '#ffb020', 2.5) +
    el('circle', { cx: 70, cy: 42, r: 2.2, fill: OUTLINE });
  return { key: 'seagull', w: 110, h: 64, body, placeholder: el('path', { d: 'M4,20 L54,44 L104,16', stroke: '#ffffff', 'stroke-width': 6, fill: 'none', opacity: 0.5 }), x: 860, y: 150, order: 21, zIndex: 3, float: true };
}

function oliveBranch(): AddonArt {
  let leaves = '';
  for (let i = 0; i < 6; i++) {
    const x = 24 + i * 28;
    const y = 20 + i * 16;
    leaves += el('path', { d: `M${x},${y} q14,-22 34,-18 q-12,18 -34,18 Z`, fill: '#8aa84e', stroke: darken('#8aa84e', 0.3), 'stroke-width': 2.5 }) + el('path', { d: `M${x},${y} q4,22 22,30 q2,-20 -22,-30 Z`, fill: '#a6bd6a', stroke: darken('#8aa84e', 0.3), 'stroke-width': 2.5 });
  }
  const body = el('path', { d: 'M0,8 C60,30 120,70 200,110', stroke: '#7a5a3a', 'stroke-width': 7, fill: 'none', 'stroke-linecap': 'round' }) + leaves + [[90, 74], [150, 92]].map(([x, y]) => el('ellipse', { cx: x, cy: y, rx: 8, ry: 10, fill: '#5a3a6a', stroke: OUTLINE, 'stroke-width': 2.5 }) + shine(x! - 3, y! - 4, 2.5, 1.5, -30, 0.7)).join('');
  return { key: 'olive-branch', w: 210, h: 130, body, placeholder: el('path', { d: 'M0,8 C60,30 120,70 200,110', stroke: '#8aa84e', 'stroke-width': 16, fill: 'none', opacity: 0.5 }), x: 105, y: 65, order: 22, zIndex: 20 };
}

export const GREECE: SsMapArt = {
  key: 'greece',
  palette: { sky: '#a8dcfa', ground: '#8fbf5a', path: '#f3dca0', accent: '#2f6fc4', text: '#1d2b4f' },
  plinth: { face: '#fff8ec', rim: '#d9683a' },
  background: greeceBackground,
  placeholder: greecePlaceholder,
  landing: greeceLanding,
  addons: () => [trireme(), seagull(), oliveBranch()],
  nodes: NODES,
};

/**
 * The Dinosaurs and Insects habitat drawings (science-map-pieces.ts HabitatArt).
 * Dinosaurs: a prehistoric valley under an orange sky, a smoking volcano with lava, purple
 * mountains, ferns and cycads. Insects: the world from a bug's eye view — giant grass blades,
 * daisies and tulips towering over soil and pebbles, dew drops and soft light. Seeded (core/art/rng.ts).
 */
import { darken, linearGradient, radialGradient } from '../../../core/art/colour';
import { blob, mound, type Pt } from '../../../core/art/paths';
import { makeRng, type Rng } from '../../../core/art/rng';
import { fill, SceneBuilder, shine } from '../../../core/art/sprite-kit';
import { coarse, OUTLINE } from '../../../core/art/svg-kit';
import { groundPath } from '../scene-kit';
import { leaf } from './maps-forest-weather';
import { type AddonArt, cloudAddon, H, type HabitatArt, W } from './science-map-pieces';

const { el, g, num } = coarse;

// ---------------------------------------------------------------- Dinosaurs

/** A fern: fronds fanning up from (x, y). */
function fern(x: number, y: number, s: number, colour: string, r: Rng): string {
  let f = '';
  for (let k = 0; k < 5; k++) f += leaf(x, y, 70 * s * r.range(0.8, 1.1), -160 + k * 35 + r.range(-8, 8), colour);
  return f;
}

/** A cycad: a stubby scaly trunk and a crown of long leaves. */
function cycad(x: number, y: number, s: number, r: Rng): string {
  const trunk = el('path', { d: `M${num(x - 16 * s)},${y} L${num(x - 12 * s)},${num(y - 90 * s)} L${num(x + 12 * s)},${num(y - 90 * s)} L${num(x + 16 * s)},${y} Z`, fill: '#9a6a44', stroke: '#6e4a2e', 'stroke-width': 3 });
  let crown = '';
  for (let k = 0; k < 7; k++) crown += leaf(x, y - 90 * s, 90 * s * r.range(0.85, 1.1), -180 + k * 30, '#5e9a34');
  return trunk + crown;
}

/** The volcano (peak at (x, top)) with lava and a smoke plume. */
function volcano(x: number, base: number, top: number): string {
  const w = (base - top) * 1.5;
  const cone = `M${x - w},${base} C${x - w * 0.5},${base - 40} ${x - 70},${top + 40} ${x - 50},${top} L${x + 50},${top} C${x + 70},${top + 40} ${x + w * 0.5},${base - 40} ${x + w},${base} Z`;
  return (
    [[x - 10, top - 60, 60, 40], [x + 40, top - 130, 80, 50], [x - 20, top - 210, 100, 60]].map(([cx, cy, rx, ry]) => el('ellipse', { cx, cy, rx, ry, fill: '#8a7a8e', opacity: 0.55 })).join('') +
    el('path', { d: cone, fill: '#7a4e5e', stroke: '#5a3446', 'stroke-width': 5 }) +
    el('path', { d: `M${x - 40},${top + 4} C${x - 30},${top + 60} ${x - 60},${top + 110} ${x - 50},${top + 170} C${x - 30},${top + 120} ${x - 10},${top + 70} ${x},${top + 4} Z M${x + 20},${top + 4} C${x + 30},${top + 50} ${x + 50},${top + 80} ${x + 44},${top + 120} C${x + 60},${top + 80} ${x + 44},${top + 40} ${x + 40},${top + 4} Z`, fill: '#ff7a2f' }) +
    el('ellipse', { cx: x, cy: top + 2, rx: 52, ry: 12, fill: '#ffb23f', stroke: '#5a3446', 'stroke-width': 4 })
  );
}

function dinoBackground() {
  const b = new SceneBuilder(makeRng(1641));
  const r = b.rng;
  b.def('sky', linearGradient('sky', 0, 0, 0, 1, [[0, '#ff8f5a'], [0.5, '#ffb878'], [1, '#ffe0b0']]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#sky)' }));
  b.def('lava', radialGradient('lava', [[0, '#ffdf8a', 0.8], [1, '#ff8f5a', 0]]));
  b.add(el('circle', { cx: 1230, cy: 150, r: 220, fill: 'url(#lava)' }));
  b.add(el('path', { d: mound(-100, 600, 360, 170, r, 4), fill: '#b07aa0', opacity: 0.7 }), el('path', { d: mound(420, 1000, 360, 120, r, 4), fill: '#a8709a', opacity: 0.7 }));
  b.add(volcano(1230, 370, 150));
  b.def('ground', linearGradient('ground', 0, 0, 0, 1, [[0, '#9bb04a'], [1, '#6e8a32']]));
  b.add(el('path', { d: groundPath([[-40, 356], [400, 344], [800, 360], [1200, 350], [1640, 362]]), fill: 'url(#ground)' }));
  // A lava stream down the valley's side, a few rocks.
  b.add(el('path', { d: 'M1450,356 C1470,420 1540,470 1640,500 L1640,530 C1530,500 1450,450 1420,356 Z', fill: '#ff8a3d', stroke: '#c2562a', 'stroke-width': 4 }));
  let rocks = '';
  for (let i = 0; i < 12; i++) {
    const x = r.range(20, W - 20);
    const y = r.range(380, 890);
    const s = 0.5 + (y - 360) / 600;
    rocks += el('path', { d: blob(x, y, 26 * s, 14 * s, r, 6, 0.2), fill: '#a99a8a', stroke: '#7a6a5e', 'stroke-width': 3 });
  }
  b.add(rocks);
  let plants = '';
  for (let i = 0; i < 20; i++) {
    const x = r.range(0, W);
    const y = r.range(370, 895);
    plants += fern(x, y, 0.5 + (y - 360) / 700, r.pick(['#5e9a34', '#7cb342', '#4f8a2e']), r);
  }
  b.add(plants, cycad(70, 560, 1.2, r), cycad(1540, 700, 1, r), cycad(560, 360, 0.6, r));
  return b.scene();
}

function dinoMini(): string {
  const r = makeRng(1642);
  return (
    el('defs', {}, linearGradient('sm-sky', 0, 0, 0, 1, [[0, '#ff8f5a'], [1, '#ffe0b0']])) +
    el('rect', { width: 320, height: 200, fill: 'url(#sm-sky)' }) +
    g({ transform: 'translate(70,8) scale(0.45)' }, volcano(300, 260, 90)) +
    el('path', { d: 'M0,128 Q160,118 320,130 V200 H0 Z', fill: '#8aa440' }) +
    // A long-necked sauropod strolling by.
    fill('M96,160 C96,130 150,124 176,140 C190,112 198,84 214,76 C224,72 232,80 226,88 C212,96 206,120 200,150 C204,170 186,176 176,172 L176,186 L164,186 L162,174 L120,174 L120,186 L108,186 L106,170 C86,178 72,168 96,160 Z', '#8fd16a', 3.5) +
    el('circle', { cx: 220, cy: 80, r: 2.5, fill: OUTLINE }) +
    fern(40, 190, 0.6, '#4f8a2e', r) +
    fern(290, 190, 0.6, '#4f8a2e', r)
  );
}

function pterosaur(): AddonArt {
  const body =
    fill('M90,50 C60,20 30,20 4,30 C30,40 50,50 70,66 Z', '#b06fc0', 3.5) +
    fill('M110,50 C140,20 170,20 196,30 C170,40 150,50 130,66 Z', '#b06fc0', 3.5) +
    fill('M80,60 C84,46 116,46 120,60 C120,74 80,74 80,60 Z', '#c98ad6', 3.5) +
    fill('M116,52 C130,44 150,46 166,52 C150,56 132,58 118,62 Z', '#ffb23f', 3) +
    fill('M104,48 C102,36 96,28 88,24 C98,26 108,34 112,48 Z', '#c98ad6', 3) +
    el('circle', { cx: 112, cy: 54, r: 3, fill: OUTLINE });
  return { key: 'pterosaur', w: 200, h: 90, body, placeholder: el('path', { d: 'M4,30 L100,50 L196,30 L100,70 Z', fill: '#b06fc0', opacity: 0.4 }), x: 720, y: 110, scale: 0.9, order: 20, zIndex: 3, float: true };
}

function nest(): AddonArt {
  const eggs = [[50, 50, '#fff3d6'], [80, 44, '#e8f7d0'], [66, 58, '#fff3d6']].map(([x, y, c]) => fill(`M${x},${Number(y) - 26} C${Number(x) + 16},${Number(y) - 26} ${Number(x) + 18},${Number(y) + 10} ${x},${Number(y) + 10} C${Number(x) - 18},${Number(y) + 10} ${Number(x) - 16},${Number(y) - 26} ${x},${Number(y) - 26} Z`, String(c), 3.5) + el('circle', { cx: Number(x) - 4, cy: Number(y) - 8, r: 3, fill: '#c9a06a' })).join('');
  const body = el('ellipse', { cx: 66, cy: 86, rx: 60, ry: 8, fill: OUTLINE, opacity: 0.18 }) + eggs + fill('M10,60 C20,90 112,90 122,60 C100,72 32,72 10,60 Z', '#b07a4a', 3.5) + el('path', { d: 'M20,66 l20,10 M50,72 l24,-2 M84,72 l24,-8', stroke: '#7a5236', 'stroke-width': 3, 'stroke-linecap': 'round' });
  return { key: 'nest', w: 132, h: 96, body, placeholder: el('ellipse', { cx: 66, cy: 66, rx: 56, ry: 22, fill: '#b07a4a', opacity: 0.5 }), x: 1450, y: 810, order: 22, zIndex: 4 };
}

export const DINOSAURS: HabitatArt = {
  key: 'dinosaurs',
  path: '#d9b574',
  plinth: { face: '#fff0de', rim: '#e0703a' },
  background: dinoBackground,
  placeholder: () => el('rect', { width: W, height: H, fill: '#ffb878' }) + el('path', { d: 'M1000,370 L1180,150 L1280,150 L1460,370 Z', fill: '#7a4e5e' }) + el('rect', { y: 356, width: W, height: 544, fill: '#86a03e' }),
  mini: dinoMini,
  glyph: () => el('path', { d: 'M48,82 C30,82 28,62 36,54 C42,48 54,48 60,54 C68,62 66,82 48,82 Z', fill: '#e0703a', stroke: OUTLINE, 'stroke-width': 3 }) + [[30, 36, -25], [48, 28, 0], [66, 36, 25]].map(([x, y, a]) => el('ellipse', { cx: x, cy: y, rx: 7, ry: 12, fill: '#e0703a', stroke: OUTLINE, 'stroke-width': 3, transform: `rotate(${a} ${x} ${y})` })).join(''),
  addons: () => [pterosaur(), cloudAddon('smoke', 200, '#d8ccd8', { x: 1380, y: 70, order: 21, zIndex: 2, float: true }), nest()],
  nodes: [[230, 430], [600, 410], [970, 440], [1340, 430], [1160, 620], [780, 630], [400, 620], [280, 800], [690, 810], [1100, 800]],
};

// ---------------------------------------------------------------- Insects

/** A tall curving grass blade from (x, H) up to height `h`. */
function blade(x: number, h: number, bend: number, w: number, colour: string): string {
  const top = H - h;
  return el('path', { d: `M${num(x - w)},${H + 10} C${num(x - w)},${num(top + h * 0.5)} ${num(x + bend * 0.4)},${num(top + h * 0.2)} ${num(x + bend)},${num(top)} C${num(x + bend * 0.5)},${num(top + h * 0.25)} ${num(x + w)},${num(top + h * 0.5)} ${num(x + w)},${H + 10} Z`, fill: colour, stroke: darken(colour, 0.2), 'stroke-width': 3 });
}

/** A giant daisy (or any round flower) on a stem from the ground to (x, y). */
function flower(x: number, y: number, s: number, petal: string, heart: string, r: Rng): string {
  const stem = el('path', { d: `M${x},${y} C${x + 20},${num(y + 200)} ${x - 20},${num(y + 400)} ${x},${H + 10}`, stroke: '#4f9a3a', 'stroke-width': num(14 * s), fill: 'none' });
  let petals = '';
  const n = 10;
  for (let i = 0; i < n; i++) petals += el('ellipse', { cx: x, cy: y - 44 * s, rx: 16 * s, ry: 40 * s, fill: petal, stroke: darken(petal, 0.15), 'stroke-width': 3, transform: `rotate(${num((360 / n) * i + r.range(-4, 4))} ${x} ${y})` });
  return stem + leaf(x, y + 260, 90 * s, -30, '#5cb85a') + petals + el('circle', { cx: x, cy: y, r: 28 * s, fill: heart, stroke: darken(heart, 0.25), 'stroke-width': 4 }) + el('circle', { cx: x - 8 * s, cy: y - 8 * s, r: 8 * s, fill: '#ffffff', opacity: 0.4 });
}

/** A tulip cup on a stem. */
function tulip(x: number, y: number, s: number, colour: string): string {
  return (
    el('path', { d: `M${x},${y} C${x - 10},${num(y + 200)} ${x + 10},${num(y + 400)} ${x},${H + 10}`, stroke: '#4f9a3a', 'stroke-width': num(12 * s), fill: 'none' }) +
    el('path', { d: `M${num(x - 40 * s)},${num(y - 70 * s)} L${num(x - 20 * s)},${num(y - 40 * s)} L${x},${num(y - 76 * s)} L${num(x + 20 * s)},${num(y - 40 * s)} L${num(x + 40 * s)},${num(y - 70 * s)} C${num(x + 46 * s)},${num(y - 10 * s)} ${num(x + 20 * s)},${num(y + 6 * s)} ${x},${num(y + 6 * s)} C${num(x - 20 * s)},${num(y + 6 * s)} ${num(x - 46 * s)},${num(y - 10 * s)} ${num(x - 40 * s)},${num(y - 70 * s)} Z`, fill: colour, stroke: darken(colour, 0.25), 'stroke-width': 4 })
  );
}

/** The Insects map's node places: a zigzag between the stems. */
const INSECT_NODES: readonly Pt[] = [[220, 650], [452, 400], [684, 660], [916, 400], [1148, 650], [1380, 390]];

function insectBackground() {
  const b = new SceneBuilder(makeRng(1651));
  const r = b.rng;
  b.def('sky', linearGradient('sky', 0, 0, 0, 1, [[0, '#bfeaff'], [0.6, '#e6f8d8'], [1, '#b8e08a']]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#sky)' }));
  b.def('bokeh', radialGradient('bokeh', [[0, '#ffffff', 0.7], [1, '#ffffff', 0]]));
  let bokeh = '';
  for (let i = 0; i < 14; i++) bokeh += el('circle', { cx: Math.round(r.range(0, W)), cy: Math.round(r.range(0, 500)), r: Math.round(r.range(30, 90)), fill: 'url(#bokeh)', opacity: 0.6 });
  b.add(bokeh);
  // Far blades, pale; then the giant flowers; then near blades, bright.
  let far = '';
  for (let x = -20; x < W + 20; x += r.range(40, 70)) far += blade(x, r.range(420, 760), r.range(-80, 80), r.range(10, 18), '#a6d98a');
  b.add(g({ opacity: 0.7 }, far));
  b.add(flower(120, 230, 1.3, '#ffffff', '#ffd23f', r), tulip(690, 250, 1.2, '#ff7eb6'), flower(1180, 210, 1.1, '#ffd0e6', '#ff9f43', r), flower(1560, 560, 1, '#fff3a0', '#ff9f43', r), tulip(330, 470, 0.9, '#ff9f43'));
  b.def('soil', linearGradient('soil', 0, 0, 0, 1, [[0, '#a0724a'], [1, '#7a5236']]));
  b.add(el('path', { d: groundPath([[-40, 800], [400, 780], [800, 800], [1200, 784], [1640, 796]]), fill: 'url(#soil)' }));
  let pebbles = '';
  for (let i = 0; i < 14; i++) pebbles += el('path', { d: blob(r.range(0, W), r.range(815, 890), r.range(14, 30), r.range(8, 14), r, 6, 0.2), fill: r.pick(['#c8b8a0', '#b0a08c', '#d8cbb6']), stroke: '#8a7a66', 'stroke-width': 3 });
  b.add(pebbles);
  // Near blades, bright, with a dew drop on every third one.
  let near = '';
  let dew = '';
  let n = 0;
  for (let x = -10; x < W + 10; x += r.range(60, 110)) {
    if (INSECT_NODES.some(([nx]) => Math.abs(nx - x) < 70)) continue;
    const h = r.range(180, 340);
    const bend = r.range(-60, 60);
    near += blade(x, h, bend, r.range(14, 22), r.pick(['#5cb85a', '#6cc64a', '#4fae4a']));
    if (n++ % 3 === 1) dew += el('circle', { cx: x + bend * 0.12, cy: H - h * 0.4, r: 8, fill: '#dff6ff', stroke: '#7fc6e8', 'stroke-width': 3, opacity: 0.9 }) + el('circle', { cx: x + bend * 0.12 - 3, cy: H - h * 0.4 - 3, r: 2.5, fill: '#ffffff' });
  }
  b.add(near, dew);
  return b.scene();
}

function insectMini(): string {
  const r = makeRng(1652);
  return (
    el('defs', {}, linearGradient('sm-sky', 0, 0, 0, 1, [[0, '#bfeaff'], [1, '#b8e08a']])) +
    el('rect', { width: 320, height: 200, fill: 'url(#sm-sky)' }) +
    g({ transform: 'translate(0,-700)' }, blade(80, 130, 30, 12, '#5cb85a'), blade(250, 150, -30, 12, '#4fae4a'), blade(120, 90, -20, 10, '#6cc64a')) +
    g({ transform: 'translate(100,20) scale(0.4)' }, flower(150, 110, 1.1, '#ffffff', '#ffd23f', r)) +
    el('rect', { y: 170, width: 320, height: 30, fill: '#a0724a' }) +
    // A ladybug climbing.
    fill('M186,150 C186,128 222,128 222,150 C222,166 186,166 186,150 Z', '#ff3b3b', 3) +
    el('path', { d: 'M204,132 V164', stroke: OUTLINE, 'stroke-width': 2.5 }) +
    [[195, 142], [213, 142], [196, 156], [212, 156]].map(([x, y]) => el('circle', { cx: x, cy: y, r: 3.5, fill: OUTLINE })).join('') +
    fill('M196,132 C196,122 212,122 212,132 Z', OUTLINE, 2)
  );
}

function dragonfly(): AddonArt {
  const wing = (x: number, y: number, a: number) => el('ellipse', { cx: x, cy: y, rx: 40, ry: 11, fill: '#dff6ff', stroke: '#7fc6e8', 'stroke-width': 3, opacity: 0.9, transform: `rotate(${a} ${x} ${y})` });
  const body = wing(58, 36, -15) + wing(102, 36, 15) + wing(60, 54, 12) + wing(100, 54, -12) + fill('M80,30 C86,30 88,40 86,46 L84,120 C83,126 77,126 76,120 L74,46 C72,40 74,30 80,30 Z', '#3ec1d3', 3) + el('circle', { cx: 80, cy: 26, r: 10, fill: '#2a8fa6', stroke: OUTLINE, 'stroke-width': 3 }) + shine(76, 22, 3, 2, -20, 0.8);
  return { key: 'dragonfly', w: 160, h: 130, body, placeholder: el('ellipse', { cx: 80, cy: 50, rx: 70, ry: 20, fill: '#dff6ff', opacity: 0.5 }), x: 1440, y: 110, scale: 0.9, order: 20, zIndex: 12, float: true };
}

function seed(): AddonArt {
  let fluff = '';
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i - 4) * 0.32;
    fluff += el('path', { d: `M50,70 L${num(50 + Math.cos(a) * 44)},${num(70 + Math.sin(a) * 44)}`, stroke: '#ffffff', 'stroke-width': 2.5 }) + el('circle', { cx: 50 + Math.cos(a) * 46, cy: 70 + Math.sin(a) * 46, r: 5, fill: '#ffffff', opacity: 0.9 });
  }
  const body = fluff + el('path', { d: 'M50,70 V110', stroke: '#c9b28a', 'stroke-width': 3 }) + el('ellipse', { cx: 50, cy: 114, rx: 4, ry: 8, fill: '#a0724a' });
  return { key: 'seed', w: 100, h: 126, body, placeholder: el('circle', { cx: 50, cy: 50, r: 40, fill: '#ffffff', opacity: 0.5 }), x: 790, y: 130, order: 21, zIndex: 3, float: true };
}

function snail(): AddonArt {
  const body = el('ellipse', { cx: 70, cy: 84, rx: 64, ry: 8, fill: OUTLINE, opacity: 0.18 }) + fill('M12,82 C12,70 30,66 50,70 L120,70 C130,70 134,82 124,84 Z', '#c9e08a', 3.5) + fill('M40,40 C40,14 90,10 96,40 C100,64 80,76 60,74 C42,72 40,56 40,40 Z', '#ff9f43') + el('path', { d: 'M68,44 C68,36 80,36 80,44 C80,56 60,58 58,44 C56,28 84,24 88,44', stroke: '#b8651a', 'stroke-width': 4, fill: 'none' }) + el('path', { d: 'M20,72 L12,48 M28,70 L26,46', stroke: OUTLINE, 'stroke-width': 3 }) + el('circle', { cx: 12, cy: 46, r: 4, fill: OUTLINE }) + el('circle', { cx: 26, cy: 44, r: 4, fill: OUTLINE });
  return { key: 'snail', w: 140, h: 96, body, placeholder: el('ellipse', { cx: 70, cy: 60, rx: 56, ry: 26, fill: '#ff9f43', opacity: 0.4 }), x: 1480, y: 820, order: 22, zIndex: 4 };
}

export const INSECTS: HabitatArt = {
  key: 'insects',
  path: '#c9a06a',
  plinth: { face: '#fff8dc', rim: '#f2a93b' },
  background: insectBackground,
  placeholder: () => el('rect', { width: W, height: H, fill: '#d2f0e0' }) + el('rect', { y: 790, width: W, height: 110, fill: '#8a603e' }) + el('circle', { cx: 120, cy: 230, r: 60, fill: '#ffd23f' }) + el('circle', { cx: 1180, cy: 210, r: 56, fill: '#ff9f43' }),
  mini: insectMini,
  glyph: () => fill('M28,56 C28,30 68,30 68,56 C68,76 28,76 28,56 Z', '#ff3b3b', 3) + el('path', { d: 'M48,36 V74', stroke: OUTLINE, 'stroke-width': 3 }) + [[38, 48], [58, 48], [38, 64], [58, 64]].map(([x, y]) => el('circle', { cx: x, cy: y, r: 4, fill: OUTLINE })).join('') + fill('M36,36 C36,22 60,22 60,36 Z', OUTLINE, 2) + el('path', { d: 'M42,26 L36,16 M54,26 L60,16', stroke: OUTLINE, 'stroke-width': 3, 'stroke-linecap': 'round' }),
  addons: () => [dragonfly(), seed(), snail()],
  nodes: INSECT_NODES,
};


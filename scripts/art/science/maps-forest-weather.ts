/**
 * The Rainforest and Weather habitat drawings (science-map-pieces.ts HabitatArt).
 * Rainforest: layered greens under a canopy, light shafts, hanging vines, a winding river and big
 * leaves in the corners. Weather: floating sky islands, one under each topic, with the sun in one
 * corner, snow in another, a rainbow across the sky and wind swirls. Seeded (core/art/rng.ts).
 */
import { darken, lighten, linearGradient } from '../../../core/art/colour';
import { blob, ellD, type Pt, smooth, sparkleD } from '../../../core/art/paths';
import { makeRng, type Rng } from '../../../core/art/rng';
import { fill, SceneBuilder, shine } from '../../../core/art/sprite-kit';
import { coarse, OUTLINE } from '../../../core/art/svg-kit';
import { cloud, groundPath, rays, sun } from '../scene-kit';
import { type AddonArt, cloudAddon, H, type HabitatArt, W } from './science-map-pieces';

const { el, g, num } = coarse;

// ---------------------------------------------------------------- Rainforest

/** A big leaf (a pointed oval with a midrib) from (x, y), `len` long, pointing at `angle` degrees. */
export function leaf(x: number, y: number, len: number, angle: number, colour: string): string {
  const w = len * 0.38;
  const d = `M0,0 C${num(len * 0.3)},${num(-w)} ${num(len * 0.8)},${num(-w * 0.7)} ${num(len)},0 C${num(len * 0.8)},${num(w * 0.7)} ${num(len * 0.3)},${num(w)} 0,0 Z`;
  return g({ transform: `translate(${num(x)},${num(y)}) rotate(${num(angle)})` }, el('path', { d, fill: colour, stroke: darken(colour, 0.25), 'stroke-width': 3 }), el('path', { d: `M4,0 L${num(len * 0.92)},0`, stroke: lighten(colour, 0.3), 'stroke-width': 3, 'stroke-linecap': 'round' }));
}

/** A hanging vine from (x, 0) down to `len`, swaying, with small leaves. */
function vine(x: number, len: number, r: Rng, colour: string): string {
  const pts: Pt[] = [];
  for (let y = -10; y <= len; y += 60) pts.push([x + Math.sin(y / 70 + x) * 16, y]);
  let leaves = '';
  for (let i = 1; i < pts.length; i++) leaves += leaf(pts[i]![0], pts[i]![1], r.range(22, 32), i % 2 ? 30 : 150, lighten(colour, 0.15));
  return el('path', { d: smooth(pts), stroke: colour, 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round' }) + leaves;
}

function forestBackground() {
  const b = new SceneBuilder(makeRng(1621));
  const r = b.rng;
  b.def('sky', linearGradient('sky', 0, 0, 0, 1, [[0, '#e4f7b8'], [0.45, '#8fcf7a'], [1, '#3f8f4a']]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#sky)' }));
  // Far layer: pale trunks and round crowns, misty.
  let far = '';
  for (let x = 20; x < W; x += r.range(110, 170)) far += el('rect', { x: Math.round(x), y: 80, width: Math.round(r.range(18, 30)), height: 600, rx: 10, fill: '#a9d39a' });
  for (let x = -40; x < W + 40; x += r.range(90, 140)) far += el('path', { d: blob(x, r.range(90, 150), r.range(90, 130), r.range(50, 70), r, 8, 0.15), fill: '#8cc67e' });
  b.add(g({ opacity: 0.7 }, far));
  rays(b, 7, 0.5);
  // Mid layer: darker trunks with buttress roots.
  let mid = '';
  for (const x of [150, 560, 930, 1290, 1540]) {
    const w = r.range(34, 48);
    mid += el('path', { d: `M${x - w},700 C${x - w / 2},640 ${x - w / 2},400 ${x - w / 3},0 L${x + w / 3},0 C${x + w / 2},400 ${x + w / 2},640 ${x + w},700 Z`, fill: '#6f8a52', stroke: '#56703e', 'stroke-width': 4 });
  }
  b.add(mid);
  // The canopy along the top.
  let canopy = '';
  for (let x = -60; x < W + 60; x += r.range(70, 110)) canopy += el('path', { d: blob(x, r.range(10, 50), r.range(70, 100), r.range(50, 70), r, 8, 0.18), fill: r.pick(['#2f7a3e', '#3b8f47', '#276b35']) });
  b.add(canopy);
  // Forest floor and the river winding across it.
  b.add(el('path', { d: groundPath([[-40, 560], [400, 540], [800, 560], [1200, 545], [1640, 555]]), fill: '#4f9a4a' }));
  const river: Pt[] = [[-40, 640], [300, 600], [640, 640], [1000, 590], [1300, 630], [1640, 600]];
  b.add(el('path', { d: smooth(river), stroke: '#3d7a3a', 'stroke-width': 104, fill: 'none' }), el('path', { d: smooth(river), stroke: '#4fb6c9', 'stroke-width': 84, fill: 'none' }));
  b.add(el('path', { d: smooth(river.map(([x, y]) => [x, y - 12] as Pt)), stroke: '#a8e6ef', 'stroke-width': 6, fill: 'none', 'stroke-dasharray': '40 70', opacity: 0.8 }));
  b.add(el('path', { d: groundPath([[-40, 700], [500, 690], [1000, 705], [1640, 690]]), fill: '#3f8a42' }));
  // Ferns and leaves on the floor.
  let ferns = '';
  for (let i = 0; i < 26; i++) {
    const x = r.range(0, W);
    const y = r.pick([r.range(560, 575), r.range(700, 890)]);
    const c = r.pick(['#5cb85a', '#3f9a4a', '#7ccf5c']);
    for (let k = 0; k < 3; k++) ferns += leaf(x, y, r.range(30, 55), -150 + k * 60 + r.range(-10, 10), c);
  }
  b.add(ferns);
  b.add(vine(70, 260, r, '#3b7a34'), vine(470, 120, r, '#3b7a34'), vine(1190, 150, r, '#3b7a34'), vine(1530, 280, r, '#3b7a34'));
  // Big leaves in the bottom corners.
  b.add(leaf(-20, 900, 220, -50, '#2f8a3e'), leaf(20, 900, 180, -20, '#3fa04a'), leaf(1620, 900, 220, -130, '#2f8a3e'), leaf(1580, 900, 170, -160, '#3fa04a'));
  return b.scene();
}

function forestMini(): string {
  const r = makeRng(1622);
  return (
    el('defs', {}, linearGradient('sm-sky', 0, 0, 0, 1, [[0, '#e4f7b8'], [1, '#3f8f4a']])) +
    el('rect', { width: 320, height: 200, fill: 'url(#sm-sky)' }) +
    el('rect', { x: 96, y: 0, width: 22, height: 160, fill: '#6f8a52' }) +
    el('rect', { x: 214, y: 0, width: 18, height: 160, fill: '#6f8a52' }) +
    el('path', { d: 'M0,150 Q160,136 320,150 V200 H0 Z', fill: '#3f8a42' }) +
    el('path', { d: 'M0,172 Q90,160 170,176 T320,168', stroke: '#4fb6c9', 'stroke-width': 14, fill: 'none' }) +
    [40, 110, 180, 250, 310].map((x) => el('path', { d: blob(x, 20, 50, 34, r, 7, 0.15), fill: '#2f7a3e' })).join('') +
    vine(160, 80, r, '#3b7a34') +
    // A frog on a leaf.
    leaf(140, 150, 60, -10, '#5cb85a') +
    fill('M160,134 C160,120 190,120 190,134 C190,142 160,142 160,134 Z', '#7ed957', 3) +
    el('circle', { cx: 166, cy: 122, r: 6, fill: '#ffffff', stroke: OUTLINE, 'stroke-width': 2.5 }) +
    el('circle', { cx: 184, cy: 122, r: 6, fill: '#ffffff', stroke: OUTLINE, 'stroke-width': 2.5 }) +
    el('circle', { cx: 167, cy: 123, r: 2.5, fill: OUTLINE }) +
    el('circle', { cx: 185, cy: 123, r: 2.5, fill: OUTLINE })
  );
}

function butterfly(): AddonArt {
  const wing = (sx: number) => g({ transform: `translate(60,50) scale(${sx},1)` }, fill('M0,0 C20,-40 56,-40 52,-8 C50,8 30,10 0,4 Z', '#3a8dff', 3.5), fill('M0,6 C26,12 44,24 34,40 C24,52 8,38 0,12 Z', '#2a6fd6', 3.5), el('circle', { cx: 34, cy: -14, r: 6, fill: '#bfe3ff' }));
  const body = wing(1) + wing(-1) + fill('M56,28 C56,20 64,20 64,28 L63,80 C62,86 58,86 57,80 Z', OUTLINE, 2) + el('path', { d: 'M58,24 q-8,-14 -14,-16 M62,24 q8,-14 14,-16', stroke: OUTLINE, 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' });
  return { key: 'butterfly', w: 120, h: 100, body, placeholder: el('ellipse', { cx: 60, cy: 50, rx: 52, ry: 34, fill: '#3a8dff', opacity: 0.4 }), x: 1010, y: 360, scale: 0.8, order: 20, zIndex: 12, float: true };
}

function parrot(): AddonArt {
  const body =
    el('path', { d: 'M10,118 C50,110 90,112 130,120', stroke: '#7a5236', 'stroke-width': 10, 'stroke-linecap': 'round', fill: 'none' }) +
    fill('M60,112 C50,130 40,128 34,126 C44,118 46,110 50,104 Z', '#3a8dff', 3) +
    fill('M50,112 C36,90 40,50 62,40 C82,32 96,50 94,76 C92,100 80,114 50,112 Z', '#e8413a') +
    fill('M56,76 C64,70 80,74 82,88 C78,100 64,104 56,94 Z', '#ffd23f', 3) +
    fill('M88,46 C104,44 110,56 104,68 C100,62 94,58 88,58 Z', '#fff3d6', 3.5) +
    el('circle', { cx: 76, cy: 50, r: 5, fill: '#ffffff', stroke: OUTLINE, 'stroke-width': 2 }) +
    el('circle', { cx: 77, cy: 50, r: 2.2, fill: OUTLINE });
  return { key: 'parrot', w: 150, h: 130, body, placeholder: el('ellipse', { cx: 70, cy: 80, rx: 40, ry: 40, fill: '#e8413a', opacity: 0.3 }), x: 1420, y: 330, scale: 0.8, order: 21, zIndex: 4 };
}

/** A wisp of mist drifting between the trunks. */
function mist(): AddonArt {
  const c = cloudAddon('mist', 260, '#f2fff0', { x: 800, y: 190, order: 22, zIndex: 2, float: true });
  return { ...c, body: g({ opacity: 0.5 }, c.body) };
}

export const RAINFOREST: HabitatArt = {
  key: 'rainforest',
  path: '#b8824e',
  plinth: { face: '#eafbe0', rim: '#3f9a4a' },
  background: forestBackground,
  placeholder: () => el('rect', { width: W, height: H, fill: '#7fbf6e' }) + el('rect', { y: 560, width: W, height: 340, fill: '#3f8a42' }) + el('path', { d: 'M0,640 Q640,600 1600,610', stroke: '#4fb6c9', 'stroke-width': 84, fill: 'none' }) + el('rect', { width: W, height: 90, fill: '#2f7a3e' }),
  mini: forestMini,
  glyph: () => leaf(22, 72, 64, -45, '#3fa04a') + el('circle', { cx: 66, cy: 28, r: 6, fill: '#ff8a3d', stroke: OUTLINE, 'stroke-width': 2.5 }),
  addons: () => [butterfly(), parrot(), mist()],
  nodes: [[260, 230], [640, 250], [1010, 220], [1370, 240], [1190, 470], [800, 480], [410, 460], [300, 760], [720, 780], [1150, 760]],
};

// ---------------------------------------------------------------- Weather

/** A floating sky island with its grassy top at (x, y), `w` wide; snowy or not. */
function skyIsland(x: number, y: number, w: number, r: Rng, snowy: boolean): string {
  const h = w * 0.42;
  const under = `M${num(x - w / 2)},${y} C${num(x - w * 0.4)},${num(y + h * 0.6)} ${num(x - w * 0.15)},${num(y + h)} ${num(x + r.range(-10, 10))},${num(y + h * 1.1)} C${num(x + w * 0.2)},${num(y + h * 0.9)} ${num(x + w * 0.42)},${num(y + h * 0.5)} ${num(x + w / 2)},${y} Z`;
  const top = snowy ? '#f4fbff' : '#8fd16a';
  return (
    el('path', { d: under, fill: '#b58a6a', stroke: '#8a6448', 'stroke-width': 4 }) +
    el('path', { d: `M${num(x - w * 0.3)},${num(y + h * 0.3)} l${num(w * 0.1)},${num(h * 0.15)} M${num(x + w * 0.1)},${num(y + h * 0.5)} l${num(w * 0.08)},${num(-h * 0.12)}`, stroke: '#8a6448', 'stroke-width': 4, 'stroke-linecap': 'round' }) +
    el('path', { d: ellD(x, y, w / 2 + 6, 20), fill: top, stroke: snowy ? '#b9d8ee' : '#5fa84a', 'stroke-width': 4 }) +
    el('path', { d: ellD(x - w * 0.12, y - 6, w * 0.22, 5), fill: '#ffffff', opacity: 0.4 })
  );
}

/** A six-armed snowflake. */
export function snowflake(x: number, y: number, s: number, colour = '#ffffff'): string {
  let d = '';
  for (let i = 0; i < 3; i++) {
    const a = (i * Math.PI) / 3;
    d += `M${num(x - Math.cos(a) * s)},${num(y - Math.sin(a) * s)}L${num(x + Math.cos(a) * s)},${num(y + Math.sin(a) * s)}`;
  }
  return el('path', { d, stroke: colour, 'stroke-width': Math.max(2, s * 0.22), 'stroke-linecap': 'round' });
}

/** The Weather map's node places: a sky island under each. */
const WEATHER_NODES: readonly Pt[] = [[300, 230], [720, 210], [1140, 240], [1330, 480], [900, 490], [470, 470], [290, 730], [720, 750], [1150, 730]];

function weatherBackground() {
  const b = new SceneBuilder(makeRng(1631));
  const r = b.rng;
  b.def('sky', linearGradient('sky', 0, 0, 0, 1, [[0, '#5fb4f5'], [0.6, '#9fd8ff'], [1, '#d6f0ff']]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#sky)' }));
  sun(b, 110, 110, 70, '#ffe066', '#fff3a0');
  // A rainbow behind everything.
  const bands = ['#ff6f61', '#ff9f43', '#ffd23f', '#7ed957', '#3ec1d3', '#9b6bff'];
  b.add(g({ opacity: 0.45, fill: 'none' }, ...bands.map((c, i) => el('path', { d: `M${300 + i * 16},900 A${600 - i * 16},${560 - i * 16} 0 0 1 ${1500 - i * 16},900`, stroke: c, 'stroke-width': 17 }))));
  for (const [x, y, s] of [[380, 380, 1.4], [980, 120, 1.1], [1200, 390, 1.3], [40, 600, 1.2], [560, 620, 1], [1380, 650, 1.2]] as const) b.add(cloud(x, y, s, '#ffffff', 0.75));
  // Snow around the snow and blizzard islands, wind swirls on the right.
  let snow = '';
  for (let i = 0; i < 22; i++) snow += snowflake(Math.round(r.range(760, 1500)), Math.round(r.range(340, 660)), Math.round(r.range(5, 11)), '#ffffff');
  b.add(g({ opacity: 0.9 }, snow));
  let wind = '';
  for (const [x, y] of [[1420, 640], [1250, 860], [1500, 330]] as const) wind += el('path', { d: `M${x - 120},${y} C${x - 60},${y - 10} ${x},${y + 10} ${x + 40},${y - 10} C${x + 70},${y - 26} ${x + 50},${y - 56} ${x + 26},${y - 44}`, stroke: '#ffffff', 'stroke-width': 7, fill: 'none', 'stroke-linecap': 'round', opacity: 0.8 });
  b.add(wind);
  WEATHER_NODES.forEach(([x, y], i) => b.add(skyIsland(x, y + 66, r.range(240, 280), r, i === 3 || i === 4)));
  return b.scene();
}

function weatherMini(): string {
  const r = makeRng(1632);
  return (
    el('defs', {}, linearGradient('sm-sky', 0, 0, 0, 1, [[0, '#5fb4f5'], [1, '#d6f0ff']])) +
    el('rect', { width: 320, height: 200, fill: 'url(#sm-sky)' }) +
    el('circle', { cx: 120, cy: 70, r: 30, fill: '#ffe066', stroke: '#f2c230', 'stroke-width': 4 }) +
    cloud(120, 100, 1.1, '#ffffff', 1) +
    [150, 170, 190].map((x) => el('path', { d: `M${x},108 l-6,18`, stroke: '#3ec1d3', 'stroke-width': 5, 'stroke-linecap': 'round' })).join('') +
    skyIsland(170, 158, 150, r, false) +
    snowflake(230, 60, 9, '#ffffff')
  );
}

function rainCloud(): AddonArt {
  const drops = [50, 90, 130, 170].map((x, i) => el('path', { d: `M${x},${100 + (i % 2) * 14} q-4,12 0,16 q4,-4 0,-16 Z`, fill: '#3ec1d3', stroke: '#2a8fa6', 'stroke-width': 2 })).join('');
  const c = cloudAddon('raincloud', 220, '#e4ecf6', { x: 0, y: 0, order: 0, zIndex: 0 });
  return { key: 'raincloud', w: 220, h: 150, body: c.body + drops, placeholder: c.placeholder, x: 1440, y: 130, order: 20, zIndex: 3, float: true };
}

function storm(): AddonArt {
  const c = cloudAddon('storm', 200, '#9aa6c4', { x: 0, y: 0, order: 0, zIndex: 0 });
  const bolt = fill('M104,84 L84,124 L102,124 L88,160 L128,112 L108,112 L122,84 Z', '#ffd23f', 3.5);
  return { key: 'storm', w: 200, h: 170, body: c.body + bolt, placeholder: c.placeholder, x: 1460, y: 790, order: 21, zIndex: 3, float: true };
}

function kite(): AddonArt {
  const body = el('path', { d: 'M60,100 C70,130 40,150 56,180 C66,200 50,214 60,230', stroke: OUTLINE, 'stroke-width': 3, fill: 'none' }) + [150, 185, 215].map((y, i) => el('path', { d: `M56,${y} l-12,-6 l0,12 Z M56,${y} l12,-6 l0,12 Z`, fill: ['#ff6f61', '#ffd23f', '#3ec1d3'][i]!, stroke: OUTLINE, 'stroke-width': 2 })).join('') + fill('M60,10 L100,56 L60,100 L20,56 Z', '#ff7eb6') + el('path', { d: 'M60,10 V100 M20,56 H100', stroke: OUTLINE, 'stroke-width': 3 }) + fill('M60,10 L100,56 L60,56 Z', '#ffd23f', 3) + shine(48, 40, 8, 4, -40, 0.6);
  return { key: 'kite', w: 120, h: 236, body, placeholder: el('path', { d: 'M60,10 L100,56 L60,100 L20,56 Z', fill: '#ff7eb6', opacity: 0.5 }), x: 510, y: 130, scale: 0.7, order: 22, zIndex: 4, float: true };
}

export const WEATHER: HabitatArt = {
  key: 'weather',
  path: '#ffffff',
  plinth: { face: '#eaf6ff', rim: '#4a9be0' },
  background: weatherBackground,
  placeholder: () => el('rect', { width: W, height: H, fill: '#9fd8ff' }) + el('circle', { cx: 110, cy: 110, r: 70, fill: '#ffe066' }) + WEATHER_NODES.map(([x, y]) => el('ellipse', { cx: x, cy: y + 66, rx: 130, ry: 22, fill: '#8fd16a' })).join(''),
  mini: weatherMini,
  glyph: () => el('circle', { cx: 58, cy: 38, r: 16, fill: '#ffe066', stroke: OUTLINE, 'stroke-width': 3 }) + el('path', { d: 'M20,70 C14,58 26,48 36,54 C40,40 62,40 64,54 C74,50 82,62 76,70 Z', fill: '#ffffff', stroke: OUTLINE, 'stroke-width': 3, 'stroke-linejoin': 'round' }) + el('path', { d: sparkleD(24, 30, 7), fill: '#8fd0ff' }),
  addons: () => [rainCloud(), storm(), kite()],
  nodes: WEATHER_NODES,
};

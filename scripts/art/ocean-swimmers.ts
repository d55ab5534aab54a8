/**
 * Ocean sprites that swim or float: fish, pufferfish, seahorse, octopuses, turtle, jellyfish, dolphin,
 * whale, stingray and the boat. Style: thick navy outlines, bright fills, "inner lit shape" shading, big
 * cute eyes; no ids, so previews can embed them.
 */
import { darken, lighten } from '../../core/art/colour';
import { ellD, poly, type Pt, smooth } from '../../core/art/paths';
import { cheek, eye, shaded, shine, smile, SW, tube } from '../../core/art/sprite-kit';
import { OUTLINE, coarse } from '../../core/art/svg-kit';
import { ellipseBand, flat, type OceanDrawing } from './ocean-drawing';

const { el, num: fmt } = coarse;

interface FishOpts {
  shape: 'round' | 'long' | 'tall';
  body: string;
  fin: string;
  stripes?: { colour: string; at: number[]; width: number; outline: boolean };
  spots?: string;
  lips?: string;
}

/** A fish facing right. */
export function fish(name: string, o: FishOpts): OceanDrawing {
  const dims = { round: { rx: 46, ry: 35, finH: 22, tail: 34 }, long: { rx: 60, ry: 26, finH: 16, tail: 34 }, tall: { rx: 38, ry: 40, finH: 36, tail: 30 } }[o.shape];
  const { rx, ry, finH, tail } = dims;
  const pad = 7;
  const cx = pad + tail + rx + 4;
  const cy = pad + finH + ry;
  const w = cx + rx + pad + 2;
  const h = cy + ry + finH * (o.shape === 'tall' ? 1 : 0.55) + pad;
  const L = cx - rx;
  const finC = o.fin;
  let s = '';
  // tail
  s += flat(`M${fmt(L + 14)},${fmt(cy)}Q${fmt(L - tail * 0.4)},${fmt(cy - ry * 0.3)} ${fmt(L - tail)},${fmt(cy - ry * 0.85)}Q${fmt(L - tail * 0.55)},${fmt(cy)} ${fmt(L - tail)},${fmt(cy + ry * 0.85)}Q${fmt(L - tail * 0.4)},${fmt(cy + ry * 0.3)} ${fmt(L + 14)},${fmt(cy)}Z`, finC);
  // dorsal fin
  const dx0 = cx - rx * 0.55;
  const dx1 = cx + rx * 0.35;
  s += flat(`M${fmt(dx0)},${fmt(cy - ry * 0.6)}Q${fmt(dx0 + rx * 0.05)},${fmt(cy - ry - finH)} ${fmt(dx1 - rx * 0.15)},${fmt(cy - ry - finH * 0.85)}Q${fmt(dx1)},${fmt(cy - ry - finH * 0.4)} ${fmt(dx1 + 4)},${fmt(cy - ry * 0.6)}Z`, finC);
  // bottom fin
  const bh = o.shape === 'tall' ? finH : finH * 0.5;
  s += flat(`M${fmt(cx - rx * 0.35)},${fmt(cy + ry * 0.6)}Q${fmt(cx - rx * 0.3)},${fmt(cy + ry + bh)} ${fmt(cx + rx * 0.05)},${fmt(cy + ry + bh * 0.85)}Q${fmt(cx + rx * 0.2)},${fmt(cy + ry + bh * 0.3)} ${fmt(cx + rx * 0.22)},${fmt(cy + ry * 0.6)}Z`, finC);
  // body: shadow + lit
  const bodyD = ellD(cx, cy, rx, ry);
  s += el('path', { d: bodyD, fill: darken(o.body, 0.25) });
  s += el('path', { d: ellD(cx - 1, cy - 4, rx - 4, ry - 7), fill: o.body });
  if (o.stripes !== undefined) {
    for (const at of o.stripes.at) {
      const x = cx - rx + at * rx * 2;
      s += el('path', {
        d: ellipseBand(cx, cy, rx, ry, x - o.stripes.width / 2, x + o.stripes.width / 2, 2),
        fill: o.stripes.colour,
        stroke: o.stripes.outline ? OUTLINE : 'none',
        'stroke-width': o.stripes.outline ? 3 : undefined,
        'stroke-linejoin': 'round',
      });
    }
  }
  if (o.spots !== undefined) {
    const spots: Array<[number, number, number]> = [
      [-0.45, -0.35, 0.13],
      [-0.15, -0.55, 0.1],
      [-0.6, 0.1, 0.09],
      [-0.2, -0.1, 0.08],
    ];
    for (const [ux, uy, r] of spots) s += el('circle', { cx: cx + ux * rx, cy: cy + uy * ry, r: r * ry * 1.6, fill: o.spots, opacity: 0.85 });
  }
  s += shine(cx - rx * 0.15, cy - ry * 0.55, rx * 0.35, ry * 0.14, -8, 0.5);
  s += el('path', { d: bodyD, fill: 'none', stroke: OUTLINE, 'stroke-width': SW });
  // side fin
  const px = cx - rx * 0.05;
  const py = cy + ry * 0.25;
  s += flat(`M${fmt(px + 8)},${fmt(py - 4)}Q${fmt(px - 18)},${fmt(py - 6)} ${fmt(px - 20)},${fmt(py + 14)}Q${fmt(px - 2)},${fmt(py + 14)} ${fmt(px + 8)},${fmt(py - 4)}Z`, lighten(finC, 0.15), 3.5);
  // face
  const er = Math.max(9, ry * 0.3);
  s += eye(cx + rx * 0.48, cy - ry * 0.22, er);
  s += cheek(cx + rx * 0.55, cy + ry * 0.28, er * 0.6);
  if (o.lips !== undefined) {
    s += el('ellipse', { cx: cx + rx - 3, cy: cy + ry * 0.18, rx: 5, ry: 6, fill: o.lips, stroke: OUTLINE, 'stroke-width': 3 });
  } else {
    s += smile(cx + rx * 0.82, cy + ry * 0.2, 12, 0.5);
  }
  return { name, w, h, body: s, swims: true, floor: false };
}

export function pufferfish(): OceanDrawing {
  const w = 150;
  const h = 136;
  const cx = 78;
  const cy = 70;
  const r = 44;
  const base = '#ffd23f';
  let s = '';
  // tail
  s += flat(`M${cx - r + 6},${cy}Q${cx - r - 16},${cy - 10} ${cx - r - 24},${cy - 24}Q${cx - r - 18},${cy} ${cx - r - 24},${cy + 24}Q${cx - r - 16},${cy + 10} ${cx - r + 6},${cy}Z`, '#ffb020');
  // spikes
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2 + 0.2;
    if (Math.cos(a) < -0.8) continue;
    const b0: Pt = [cx + Math.cos(a - 0.16) * (r - 4), cy + Math.sin(a - 0.16) * (r - 4)];
    const b1: Pt = [cx + Math.cos(a + 0.16) * (r - 4), cy + Math.sin(a + 0.16) * (r - 4)];
    const tip: Pt = [cx + Math.cos(a) * (r + 14), cy + Math.sin(a) * (r + 14)];
    s += flat(poly([b0, tip, b1]), '#fff1b8', 3.5);
  }
  s += shaded(ellD(cx, cy, r, r), base, cx, cy, 0.88, -2, -4, 0.25);
  // belly
  s += el('path', { d: `M${cx - 30},${cy + 22}Q${cx},${cy + 48} ${cx + 32},${cy + 20}Q${cx},${cy + 34} ${cx - 30},${cy + 22}Z`, fill: '#fff4cf', opacity: 0.9 });
  for (const [x, y] of [[-22, -26], [-6, -34], [-28, -6], [8, -22]] as const) s += el('circle', { cx: cx + x, cy: cy + y, r: 4, fill: '#d98b1f', opacity: 0.8 });
  s += shine(cx - 14, cy - 28, 12, 6, -30);
  s += flat(`M${cx - 4},${cy + 6}Q${cx - 26},${cy + 8} ${cx - 26},${cy + 24}Q${cx - 8},${cy + 22} ${cx - 4},${cy + 6}Z`, '#ffb020', 3.5);
  s += eye(cx + 16, cy - 10, 13);
  s += cheek(cx + 24, cy + 14, 8);
  s += el('ellipse', { cx: cx + 38, cy: cy + 10, rx: 5, ry: 6, fill: '#ff7b6b', stroke: OUTLINE, 'stroke-width': 3 });
  return { name: 'pufferfish', w, h, body: s, swims: true, floor: false };
}

export function seahorse(): OceanDrawing {
  const w = 110;
  const h = 170;
  const base = '#ff9ec4';
  let s = '';
  // back fin
  s += flat(`M38,70Q10,74 12,96Q26,100 40,92Z`, '#ffd1e3', 3.5);
  s += el('path', { d: 'M36,76L18,86M36,84L18,94', stroke: OUTLINE, 'stroke-width': 2.5, 'stroke-linecap': 'round', opacity: 0.6 });
  // tail
  s += tube('M56,118C62,136 66,152 50,156C36,158 32,144 44,140', base, 14);
  // body
  const bodyD = smooth([[52, 42], [74, 56], [80, 82], [70, 108], [54, 124], [40, 108], [36, 80], [40, 54]], true);
  s += shaded(bodyD, base, 58, 84, 0.86, 0, -3);
  // belly plates
  for (let i = 0; i < 4; i++) s += el('path', { d: `M${62 + i * 2},${66 + i * 12}q8,2 12,-2`, stroke: lighten(base, 0.5), 'stroke-width': 4, 'stroke-linecap': 'round', fill: 'none' });
  // crest
  s += flat('M40,26L34,14L46,20L48,8L56,18L62,10Z', '#ffd1e3', 3.5);
  // snout
  s += tube('M72,36L96,44', base, 12);
  // head
  s += shaded(ellD(58, 34, 21, 18), base, 58, 34, 0.86, -1, -3);
  s += shine(52, 24, 8, 4, -20);
  s += eye(62, 32, 9);
  s += cheek(68, 44, 5);
  s += shine(50, 70, 5, 14, 10, 0.45);
  return { name: 'seahorse', w, h, body: s, swims: true, floor: false };
}

export function octopus(name: string, base: string): OceanDrawing {
  const w = 170;
  const h = 170;
  const cx = 85;
  const cy = 62;
  let s = '';
  const light = lighten(base, 0.45);
  const tents = [
    `M${cx - 30},${cy + 34}C${cx - 50},${cy + 60} ${cx - 70},${cy + 70} ${cx - 66},${cy + 92}C${cx - 62},${cy + 104} ${cx - 50},${cy + 100} ${cx - 52},${cy + 90}`,
    `M${cx + 30},${cy + 34}C${cx + 50},${cy + 60} ${cx + 70},${cy + 70} ${cx + 66},${cy + 92}C${cx + 62},${cy + 104} ${cx + 50},${cy + 100} ${cx + 52},${cy + 90}`,
    `M${cx - 16},${cy + 40}C${cx - 26},${cy + 70} ${cx - 40},${cy + 86} ${cx - 30},${cy + 98}`,
    `M${cx + 16},${cy + 40}C${cx + 26},${cy + 70} ${cx + 40},${cy + 86} ${cx + 30},${cy + 98}`,
    `M${cx - 4},${cy + 40}C${cx - 8},${cy + 72} ${cx + 6},${cy + 84} ${cx - 4},${cy + 96}`,
  ];
  for (const t of tents.slice(0, 2)) s += tube(t, darken(base, 0.12), 15);
  for (const t of tents.slice(2)) s += tube(t, base, 15);
  // suckers on the front tentacles
  for (const [x, y] of [[-26, 78], [-32, 90], [26, 78], [32, 90], [-2, 74], [-2, 88]] as const) s += el('circle', { cx: cx + x, cy: cy + y, r: 3, fill: light });
  const head = `M${cx - 48},${cy + 26}C${cx - 56},${cy - 40} ${cx + 56},${cy - 40} ${cx + 48},${cy + 26}C${cx + 40},${cy + 44} ${cx - 40},${cy + 44} ${cx - 48},${cy + 26}Z`;
  s += shaded(head, base, cx, cy, 0.88, -2, -4);
  s += shine(cx - 22, cy - 20, 14, 7, -30);
  for (const [x, y, r] of [[20, -22, 5], [30, -8, 3.5], [-30, 2, 3.5]] as const) s += el('circle', { cx: cx + x, cy: cy + y, r, fill: light, opacity: 0.8 });
  s += eye(cx - 16, cy + 8, 12, 0.1, 0.1);
  s += eye(cx + 16, cy + 8, 12, 0.1, 0.1);
  s += smile(cx, cy + 26, 16, 0.5);
  s += cheek(cx - 30, cy + 24, 7);
  s += cheek(cx + 30, cy + 24, 7);
  return { name, w, h, body: s, swims: false, floor: true };
}

export function turtle(): OceanDrawing {
  const w = 200;
  const h = 130;
  const skin = '#8fd16a';
  const shell = '#3fa86b';
  let s = '';
  // back flippers
  s += flat('M56,86Q30,92 18,112Q44,112 66,96Z', darken(skin, 0.12));
  s += flat('M132,84Q150,104 150,122Q126,116 114,94Z', darken(skin, 0.12));
  // head + neck
  s += tube('M140,70Q154,64 162,60', skin, 18);
  s += shaded(ellD(170, 56, 22, 18), skin, 170, 56, 0.86, -1, -3);
  // shell underside
  s += flat('M30,78H150Q152,92 138,92H42Q28,92 30,78Z', '#f4e3a1');
  // shell dome
  const dome = 'M34,80C34,18 146,14 150,80Z';
  s += shaded(dome, shell, 92, 56, 0.86, -2, -4);
  // plates
  s += flat(poly([[74, 42], [96, 34], [116, 44], [112, 64], [80, 64]]), lighten(shell, 0.25), 3);
  s += flat(poly([[50, 56], [70, 48], [76, 68], [48, 72]]), lighten(shell, 0.25), 3);
  s += flat(poly([[120, 48], [138, 60], [136, 74], [116, 70]]), lighten(shell, 0.25), 3);
  s += shine(70, 32, 14, 5, -20);
  // front flipper
  s += flat('M104,84Q118,106 104,122Q88,110 90,88Z', skin);
  s += eye(176, 52, 9, 0.25, 0);
  s += cheek(180, 66, 5);
  s += smile(185, 63, 10, 0.5);
  return { name: 'turtle', w, h, body: s, swims: true, floor: false };
}

export function jellyfish(name: string, base: string): OceanDrawing {
  const w = 120;
  const h = 170;
  let s = '';
  const tentC = lighten(base, 0.3);
  for (let i = 0; i < 5; i++) {
    const x = 26 + i * 17;
    const amp = i % 2 === 0 ? 7 : -7;
    s += tube(`M${x},78C${x + amp},98 ${x - amp},116 ${x},134S${x + amp},156 ${x - 2},164`, tentC, 5);
  }
  // scalloped frill
  let frill = 'M12,76';
  for (let i = 0; i < 6; i++) frill += `q8,14 16,0`;
  frill += 'L108,76Z';
  s += flat(frill.replace('L108,76Z', 'Z'), lighten(base, 0.35), 3.5);
  const bell = 'M10,78C8,14 112,14 110,78Q60,86 10,78Z';
  s += shaded(bell, base, 60, 54, 0.86, -2, -4);
  s += shine(36, 34, 14, 7, -35);
  s += el('circle', { cx: 80, cy: 34, r: 4, fill: '#ffffff', opacity: 0.6 });
  s += eye(46, 56, 10, 0, 0.15);
  s += eye(74, 56, 10, 0, 0.15);
  s += smile(60, 68, 12, 0.5);
  s += cheek(32, 68, 6);
  s += cheek(88, 68, 6);
  return { name, w, h, body: s, swims: true, floor: false };
}

export function dolphin(): OceanDrawing {
  const w = 220;
  const h = 124;
  const base = '#5ea8ec';
  let s = '';
  // dorsal fin
  s += flat('M96,34Q96,10 78,4Q112,8 124,36Z', darken(base, 0.1));
  // tail flukes
  s += flat('M34,70Q16,52 8,40Q26,46 38,62Q30,82 12,96Q26,94 44,76Z', darken(base, 0.1));
  const body = smooth(
    [
      [208, 72],
      [186, 62],
      [168, 36],
      [120, 28],
      [72, 42],
      [36, 68],
      [70, 76],
      [120, 90],
      [170, 86],
      [204, 78],
    ],
    true,
    0.9,
  );
  s += shaded(body, base, 120, 60, 0.9, -2, -3);
  // belly
  s += el('path', { d: 'M82,76Q124,92 170,84Q196,80 204,76Q180,76 160,76Q124,80 82,76Z', fill: '#e2f3ff' });
  s += shine(128, 40, 22, 6, -6);
  // flipper
  s += flat('M120,80Q116,104 96,112Q104,92 104,80Z', darken(base, 0.05), 4);
  s += el('path', { d: body, fill: 'none', stroke: OUTLINE, 'stroke-width': SW, 'stroke-linejoin': 'round' });
  s += eye(164, 56, 9, 0.25, 0);
  s += el('path', { d: 'M186,70q8,6 16,4', fill: 'none', stroke: OUTLINE, 'stroke-width': 3.5, 'stroke-linecap': 'round' });
  s += cheek(176, 70, 5);
  return { name: 'dolphin', w, h, body: s, swims: true, floor: false };
}

export function whale(): OceanDrawing {
  const w = 340;
  const h = 200;
  const base = '#4d8fe0';
  let s = '';
  // tail flukes
  s += flat('M60,110Q30,96 26,60Q20,40 6,34Q30,30 44,52Q52,30 74,22Q62,46 66,66Q74,92 84,104Z', darken(base, 0.1));
  const body = smooth(
    [
      [326, 124],
      [310, 72],
      [250, 48],
      [170, 52],
      [100, 80],
      [62, 104],
      [110, 138],
      [190, 166],
      [270, 168],
      [318, 150],
    ],
    true,
    0.9,
  );
  s += shaded(body, base, 200, 108, 0.9, -2, -4);
  // belly with grooves
  s += el('path', { d: 'M140,148Q200,176 270,170Q312,164 322,144Q290,152 250,152Q190,152 140,148Z', fill: '#cfe8ff' });
  for (let i = 0; i < 4; i++) s += el('path', { d: `M${200 + i * 26},${158 + (i === 3 ? -3 : 0)}l10,0`, stroke: '#9cc4f0', 'stroke-width': 3, 'stroke-linecap': 'round' });
  s += shine(220, 66, 40, 9, -4);
  s += el('path', { d: body, fill: 'none', stroke: OUTLINE, 'stroke-width': SW + 0.5, 'stroke-linejoin': 'round' });
  // flipper
  s += flat('M210,150Q206,182 176,192Q186,168 186,148Z', darken(base, 0.05));
  // spout
  s += el('path', { d: 'M280,46q-2,-14 -12,-22M284,44q0,-18 4,-30M288,46q8,-12 20,-16', stroke: '#bfe9ff', 'stroke-width': 6, 'stroke-linecap': 'round', fill: 'none' });
  s += eye(280, 108, 12, 0.2, 0);
  s += cheek(290, 128, 8);
  s += el('path', { d: 'M262,130q30,12 56,2', fill: 'none', stroke: OUTLINE, 'stroke-width': 4, 'stroke-linecap': 'round' });
  return { name: 'whale', w, h, body: s, swims: true, floor: false };
}

export function stingray(): OceanDrawing {
  const w = 210;
  const h = 140;
  const base = '#5cc0cf';
  let s = '';
  s += el('path', { d: 'M44,72Q22,78 6,64', stroke: OUTLINE, 'stroke-width': 11, 'stroke-linecap': 'round', fill: 'none' });
  s += el('path', { d: 'M44,72Q22,78 6,64', stroke: darken(base, 0.1), 'stroke-width': 4, 'stroke-linecap': 'round', fill: 'none' });
  const body = smooth(
    [
      [196, 72],
      [160, 38],
      [104, 10],
      [80, 40],
      [44, 70],
      [80, 100],
      [104, 130],
      [160, 106],
    ],
    true,
    0.85,
  );
  s += shaded(body, base, 120, 70, 0.88, -2, -3);
  for (const [x, y, r] of [[96, 40, 5], [112, 28, 3.5], [88, 100, 5], [110, 112, 3.5], [76, 70, 4]] as const) s += el('circle', { cx: x, cy: y, r, fill: lighten(base, 0.5) });
  s += shine(130, 44, 16, 5, -20);
  s += eye(160, 58, 9, 0.3, 0);
  s += eye(160, 86, 9, 0.3, 0);
  s += el('path', { d: 'M182,64q8,8 0,16', fill: 'none', stroke: OUTLINE, 'stroke-width': 3.5, 'stroke-linecap': 'round' });
  s += cheek(172, 94, 5);
  return { name: 'stingray', w, h, body: s, swims: true, floor: false };
}

export function boat(): OceanDrawing {
  const w = 190;
  const h = 170;
  let s = '';
  s += el('path', { d: 'M92,20V128', stroke: OUTLINE, 'stroke-width': 6, 'stroke-linecap': 'round' });
  s += flat('M98,24Q150,70 152,116H98Z', '#fff8e8');
  s += flat('M86,40Q52,82 40,116H86Z', '#ffd35c');
  s += flat('M92,8L118,16L92,24Z', '#ff5e4d', 3.5);
  const hull = 'M14,120H178Q166,160 136,160H50Q24,160 14,120Z';
  s += shaded(hull, '#ff5e4d', 96, 140, 0.9, 0, -3);
  s += el('path', { d: 'M20,134H172', stroke: '#ffffff', 'stroke-width': 6 });
  s += el('path', { d: 'M16,120H176', stroke: OUTLINE, 'stroke-width': SW, 'stroke-linecap': 'round' });
  for (const x of [60, 96, 132]) s += el('circle', { cx: x, cy: 146, r: 6, fill: '#bfe9ff', stroke: OUTLINE, 'stroke-width': 3 });
  return { name: 'boat', w, h, body: s, swims: false, floor: false };
}


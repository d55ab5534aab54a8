/**
 * Ocean sprite art: friendly sea creatures and objects as standalone SVG bodies.
 *
 * Style: thick navy outlines, bright fills, "inner lit shape" shading (a dark copy of the shape with a
 * lighter, slightly shrunk copy on top), big cute eyes. Sprites use no ids (no gradients or clip paths), so
 * their markup can be embedded as nested `<svg>` elements (level previews) without id clashes.
 */
import { darken, lighten } from '../../core/art/colour';
import { type Pt, ellD, poly, smooth } from '../../core/art/paths';
import { SW, cheek, eye, fill, shaded, shine, smile, tube } from '../../core/art/sprite-kit';
import { OUTLINE, coarse } from '../../core/art/svg-kit';

const { el, num: fmt } = coarse;

/** An ocean drawing: its pixel size and inner markup (drawn in `0 0 w h`); ocean.ts turns it into a pipeline sprite. */
export interface OceanDrawing {
  /** File stem, e.g. `fish-orange` (written to `sprites/<name>.svg`). */
  name: string;
  /** Width in pixels. */
  w: number;
  /** Height in pixels. */
  h: number;
  /** Inner SVG markup. */
  body: string;
  /** True for creatures that face right and get a mirrored `-left` variant. */
  swims: boolean;
  /** True for things that rest on the sea floor. */
  floor: boolean;
  /** Bodies for monster numbers 1-5 (index n - 1) of a monster-dependent sprite, written as `<name>-<n>.svg`. */
  variants?: readonly string[];
}

/** The ocean's sprites draw their filled outlines without round caps. */
const flat = (d: string, colour: string, sw = SW): string => fill(d, colour, sw, false);

/** Points on the ellipse boundary for x in [x0, x1] (top then bottom reversed): a vertical band inside it. */
function ellipseBand(cx: number, cy: number, rx: number, ry: number, x0: number, x1: number, bend = 0): string {
  const top: Pt[] = [];
  const bot: Pt[] = [];
  const steps = 6;
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps;
    const u = Math.max(-1, Math.min(1, (x - cx) / rx));
    const hh = ry * Math.sqrt(Math.max(0, 1 - u * u)) * 0.97;
    top.push([x + bend, cy - hh]);
    bot.push([x - bend, cy + hh]);
  }
  return poly([...top, ...bot.reverse()]);
}

interface FishOpts {
  shape: 'round' | 'long' | 'tall';
  body: string;
  fin: string;
  stripes?: { colour: string; at: number[]; width: number; outline: boolean };
  spots?: string;
  lips?: string;
}

/** A fish facing right. */
function fish(name: string, o: FishOpts): OceanDrawing {
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

function pufferfish(): OceanDrawing {
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

function seahorse(): OceanDrawing {
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

function starfish(name: string, base: string): OceanDrawing {
  const w = 120;
  const h = 116;
  const cx = 60;
  const cy = 62;
  const pts: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? 52 : 24;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  const d = smooth(pts, true, 0.55);
  let s = shaded(d, base, cx, cy, 0.84, -1, -3);
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    for (const rr of [30, 40]) s += el('circle', { cx: cx + Math.cos(a) * rr, cy: cy + Math.sin(a) * rr - 2, r: rr === 30 ? 3.2 : 2.6, fill: lighten(base, 0.55) });
  }
  s += eye(cx - 9, cy - 4, 7, 0.1, 0.1);
  s += eye(cx + 9, cy - 4, 7, 0.1, 0.1);
  s += smile(cx, cy + 8, 11, 0.5);
  s += cheek(cx - 16, cy + 8, 4.5);
  s += cheek(cx + 16, cy + 8, 4.5);
  return { name, w, h, body: s, swims: false, floor: true };
}

function crab(): OceanDrawing {
  const w = 170;
  const h = 124;
  const base = '#ff5e4d';
  const cx = 85;
  const cy = 80;
  let s = '';
  // legs
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i++) {
      const x0 = cx + side * (30 + i * 4);
      const y0 = cy + 4 + i * 8;
      s += tube(`M${x0},${y0}q${side * 24},${-4 + i * 2} ${side * 32},${22 + i * 2}`, darken(base, 0.1), 6);
    }
  }
  // arms
  s += tube(`M${cx - 30},${cy - 8}Q${cx - 52},${cy - 18} ${cx - 54},${cy - 38}`, base, 9);
  s += tube(`M${cx + 30},${cy - 8}Q${cx + 52},${cy - 18} ${cx + 54},${cy - 38}`, base, 9);
  // claws: pac-man with the mouth up
  for (const side of [-1, 1]) {
    const ccx = cx + side * 58;
    const ccy = cy - 50;
    const r = 20;
    const a1 = -Math.PI / 2 + side * 0.15 - 0.45;
    const a2 = -Math.PI / 2 + side * 0.15 + 0.45;
    const d = `M${fmt(ccx + Math.cos(a2) * r)},${fmt(ccy + Math.sin(a2) * r)}A${r},${r} 0 1,1 ${fmt(ccx + Math.cos(a1) * r)},${fmt(ccy + Math.sin(a1) * r)}L${fmt(ccx + side * 2)},${fmt(ccy + 2)}Z`;
    s += shaded(d, base, ccx, ccy, 0.84, 0, -2);
  }
  // eye stalks
  s += tube(`M${cx - 14},${cy - 24}L${cx - 18},${cy - 44}`, base, 6);
  s += tube(`M${cx + 14},${cy - 24}L${cx + 18},${cy - 44}`, base, 6);
  // body
  const bodyD = ellD(cx, cy, 46, 30);
  s += shaded(bodyD, base, cx, cy, 0.88, 0, -4);
  s += shine(cx - 18, cy - 16, 12, 5, -15);
  s += eye(cx - 18, cy - 48, 10, 0, 0.1);
  s += eye(cx + 18, cy - 48, 10, 0, 0.1);
  s += smile(cx, cy + 4, 18, 0.5);
  s += cheek(cx - 24, cy + 6, 6);
  s += cheek(cx + 24, cy + 6, 6);
  return { name: 'crab', w, h, body: s, swims: false, floor: true };
}

function octopus(name: string, base: string): OceanDrawing {
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

function turtle(): OceanDrawing {
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

function jellyfish(name: string, base: string): OceanDrawing {
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

function dolphin(): OceanDrawing {
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

function whale(): OceanDrawing {
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

function shell(name: string, base: string): OceanDrawing {
  const w = 110;
  const h = 96;
  const bx = 55;
  const by = 86;
  const R = 66;
  let edge = '';
  const n = 7;
  const pts: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const a = Math.PI + 0.55 + (i / n) * (Math.PI - 1.1);
    pts.push([bx + Math.cos(a) * R * 0.78, by + Math.sin(a) * R * 1.05]);
  }
  edge = `M${bx},${by}L${fmt((pts[0] as Pt)[0])},${fmt((pts[0] as Pt)[1])}`;
  for (let i = 1; i < pts.length; i++) {
    const p = pts[i] as Pt;
    const q = pts[i - 1] as Pt;
    const mx = (p[0] + q[0]) / 2;
    const my = (p[1] + q[1]) / 2;
    const ang = Math.atan2(my - by, mx - bx);
    edge += `Q${fmt(mx + Math.cos(ang) * 9)},${fmt(my + Math.sin(ang) * 9)} ${fmt(p[0])},${fmt(p[1])}`;
  }
  edge += 'Z';
  let s = '';
  s += flat(`M${bx - 16},${by + 2}L${bx - 24},${by - 10}L${bx + 24},${by - 10}L${bx + 16},${by + 2}Z`, darken(base, 0.1), 3.5);
  s += shaded(edge, base, bx, by - 30, 0.86, 0, -3);
  for (let i = 1; i < pts.length - 1; i++) {
    const p = pts[i] as Pt;
    s += el('path', { d: `M${bx},${by - 6}L${fmt(bx + (p[0] - bx) * 0.86)},${fmt(by + (p[1] - by) * 0.86)}`, stroke: darken(base, 0.2), 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.7 });
  }
  s += shine(bx - 18, by - 50, 9, 5, -30);
  return { name, w, h, body: s, swims: false, floor: true };
}

function coral(name: string, base: string): OceanDrawing {
  const w = 140;
  const h = 160;
  let s = '';
  const branches = [
    'M70,150L70,96',
    'M70,110Q44,98 40,66L36,40',
    'M40,74Q22,66 20,46',
    'M70,100Q96,88 98,58L104,28',
    'M98,66Q118,60 122,44',
    'M70,96Q66,64 74,36L72,18',
  ];
  const joined = branches.join('');
  s += el('path', { d: joined, fill: 'none', stroke: OUTLINE, 'stroke-width': 22 + SW * 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  s += el('path', { d: joined, fill: 'none', stroke: darken(base, 0.18), 'stroke-width': 22, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  s += el('path', { d: joined, fill: 'none', stroke: base, 'stroke-width': 14, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', transform: 'translate(-2,-2)' });
  for (const [x, y] of [[36, 40], [20, 46], [104, 28], [122, 44], [72, 18]] as const) s += el('circle', { cx: x - 1, cy: y - 1, r: 4.5, fill: lighten(base, 0.55) });
  for (const [x, y] of [[42, 86], [70, 126], [92, 80], [72, 60], [56, 104]] as const) s += el('circle', { cx: x, cy: y, r: 2.6, fill: lighten(base, 0.45) });
  // rock base
  s += flat('M44,154Q46,136 70,136Q94,136 96,154Z', '#b8a6d9', 4);
  return { name, w, h, body: s, swims: false, floor: true };
}

function anemone(name: string, base: string, tips: string): OceanDrawing {
  const w = 140;
  const h = 124;
  let s = '';
  const n = 9;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const a = Math.PI + 0.25 + t * (Math.PI - 0.5);
    const len = 46 + (i % 2) * 10;
    const x0 = 70 + (t - 0.5) * 44;
    const ex = 70 + Math.cos(a) * len * 1.15;
    const ey = 70 + Math.sin(a) * len;
    const bend = i % 2 === 0 ? 10 : -10;
    const d = `M${fmt(x0)},72Q${fmt((x0 + ex) / 2 + bend)},${fmt((72 + ey) / 2)} ${fmt(ex)},${fmt(ey)}`;
    s += tube(d, i % 2 === 0 ? tips : lighten(tips, 0.2), 10);
    s += el('circle', { cx: ex, cy: ey, r: 7, fill: lighten(tips, 0.55), stroke: OUTLINE, 'stroke-width': 3.5 });
  }
  const col = 'M40,118Q38,90 44,72Q70,62 96,72Q102,90 100,118Q70,124 40,118Z';
  s += shaded(col, base, 70, 94, 0.86, -2, -3);
  s += eye(60, 90, 8, 0.05, 0.1);
  s += eye(80, 90, 8, 0.05, 0.1);
  s += smile(70, 102, 10, 0.5);
  for (const [x, y] of [[50, 110], [90, 110], [70, 114]] as const) s += el('circle', { cx: x, cy: y, r: 2.5, fill: lighten(base, 0.45) });
  return { name, w, h, body: s, swims: false, floor: true };
}

function kelp(name: string, base: string, height: number, lean: number): OceanDrawing {
  const w = 150;
  const h = height;
  const x0 = 75;
  const top = 16;
  const stem = smooth([
    [x0, h - 10],
    [x0 - 6 + lean * 0.3, h * 0.75],
    [x0 + 6 + lean * 0.6, h * 0.5],
    [x0 - 4 + lean * 0.8, h * 0.28],
    [x0 + lean, top],
  ]);
  let s = '';
  const nLeaves = Math.round((h - 60) / 30);
  const leaves: string[] = [];
  for (let i = 0; i < nLeaves; i++) {
    const t = (i + 0.6) / (nLeaves + 0.4);
    const y = h - 24 - t * (h - 50);
    const lx = x0 + lean * (1 - y / h) * 0.9 + (i % 2 === 0 ? -2 : 2);
    const side = i % 2 === 0 ? -1 : 1;
    const len = 42 + (i % 3) * 5;
    const d = `M${fmt(lx)},${fmt(y)}Q${fmt(lx + side * len * 0.25)},${fmt(y - 40)} ${fmt(lx + side * len)},${fmt(y - 30)}Q${fmt(lx + side * len * 0.8)},${fmt(y + 6)} ${fmt(lx)},${fmt(y)}Z`;
    leaves.push(flat(d, i % 2 === 0 ? base : lighten(base, 0.12), 3.5));
    leaves.push(el('path', { d: `M${fmt(lx + side * 4)},${fmt(y - 4)}Q${fmt(lx + side * len * 0.5)},${fmt(y - 20)} ${fmt(lx + side * len * 0.85)},${fmt(y - 28)}`, stroke: lighten(base, 0.45), 'stroke-width': 2.5, fill: 'none', 'stroke-linecap': 'round' }));
  }
  s += leaves.join('');
  s += tube(stem, darken(base, 0.15), 8);
  // bladders
  for (let i = 0; i < 3; i++) {
    const y = h * (0.25 + i * 0.22);
    s += el('circle', { cx: x0 + lean * (1 - y / h) * 0.9 + (i % 2 === 0 ? 8 : -8), cy: y, r: 7, fill: '#d6e86a', stroke: OUTLINE, 'stroke-width': 3.5 });
  }
  // top blade
  s += flat(`M${fmt(x0 + lean)},${top + 14}Q${fmt(x0 + lean - 14)},${top - 2} ${fmt(x0 + lean)},${top - 10}Q${fmt(x0 + lean + 14)},${top - 2} ${fmt(x0 + lean)},${top + 14}Z`, lighten(base, 0.12), 3.5);
  // holdfast
  s += flat(`M${x0 - 18},${h - 4}Q${x0 - 16},${h - 18} ${x0},${h - 18}Q${x0 + 16},${h - 18} ${x0 + 18},${h - 4}Z`, '#8a7a5c', 3.5);
  return { name, w, h, body: s, swims: false, floor: true };
}

function chest(): OceanDrawing {
  const w = 170;
  const h = 140;
  const wood = '#c27a3e';
  const gold = '#ffcf3f';
  let s = '';
  // coins behind
  for (const [x, y] of [[30, 122], [140, 124], [150, 112]] as const) s += el('ellipse', { cx: x, cy: y, rx: 12, ry: 8, fill: gold, stroke: OUTLINE, 'stroke-width': 3.5 });
  // box
  const box = 'M26,66H144V122Q144,128 138,128H32Q26,128 26,122Z';
  s += shaded(box, wood, 85, 96, 0.9, 0, -3);
  s += el('path', { d: 'M30,96H140', stroke: darken(wood, 0.35), 'stroke-width': 3, 'stroke-linecap': 'round' });
  // lid
  const lid = 'M20,68C20,22 150,22 150,68Z';
  s += shaded(lid, wood, 85, 50, 0.88, 0, -3);
  s += el('path', { d: 'M36,44Q85,30 134,44', stroke: darken(wood, 0.35), 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' });
  // bands
  for (const x of [44, 126]) {
    s += flat(`M${x - 7},${x === 44 ? 37 : 37}Q${x},${33} ${x + 7},${37}V128H${x - 7}Z`, gold, 3.5);
  }
  s += flat('M16,64H154V74H16Z', gold, 3.5);
  // lock
  s += flat('M72,70H98V96Q85,104 72,96Z', gold, 3.5);
  s += el('circle', { cx: 85, cy: 80, r: 4, fill: OUTLINE });
  s += el('path', { d: 'M85,82L85,90', stroke: OUTLINE, 'stroke-width': 4, 'stroke-linecap': 'round' });
  s += shine(60, 40, 16, 5, -10);
  // gems and coins in front
  s += flat(poly([[104, 20], [116, 12], [128, 20], [116, 34]]), '#5fe0ff', 3.5);
  s += flat(poly([[60, 22], [70, 14], [80, 22], [70, 32]]), '#ff6fae', 3.5);
  for (const [x, y] of [[18, 130], [44, 134], [124, 134]] as const) s += el('ellipse', { cx: x, cy: y, rx: 12, ry: 6, fill: gold, stroke: OUTLINE, 'stroke-width': 3.5 });
  s += el('path', { d: 'M36,132l6,0', stroke: '#fff2a8', 'stroke-width': 3, 'stroke-linecap': 'round' });
  return { name: 'treasure-chest', w, h, body: s, swims: false, floor: true };
}

function bubbles(): OceanDrawing {
  const w = 100;
  const h = 150;
  let s = '';
  for (const [x, y, r] of [[44, 118, 24], [70, 74, 16], [38, 58, 12], [62, 30, 10], [78, 118, 9], [30, 90, 7]] as const) {
    s += el('circle', { cx: x, cy: y, r, fill: '#d9f6ff', 'fill-opacity': 0.55, stroke: OUTLINE, 'stroke-width': 3.5 });
    s += el('path', { d: `M${fmt(x - r * 0.55)},${fmt(y - r * 0.1)}A${fmt(r * 0.6)},${fmt(r * 0.6)} 0 0,1 ${fmt(x - r * 0.05)},${fmt(y - r * 0.6)}`, stroke: '#ffffff', 'stroke-width': Math.max(2.5, r * 0.18), fill: 'none', 'stroke-linecap': 'round' });
  }
  return { name: 'bubbles', w, h, body: s, swims: false, floor: false };
}

function urchin(): OceanDrawing {
  const w = 124;
  const h = 116;
  const cx = 62;
  const cy = 66;
  const base = '#8a64e0';
  let s = '';
  let spikes = '';
  for (let i = 0; i < 18; i++) {
    const a = Math.PI + (i / 17) * Math.PI;
    const len = i % 2 === 0 ? 52 : 44;
    spikes += `M${fmt(cx + Math.cos(a) * 24)},${fmt(cy + Math.sin(a) * 24)}L${fmt(cx + Math.cos(a) * len)},${fmt(cy + Math.sin(a) * len)}`;
  }
  for (const a of [0.35, 0.9, 2.25, 2.8]) spikes += `M${fmt(cx + Math.cos(a) * 24)},${fmt(cy + Math.sin(a) * 24)}L${fmt(cx + Math.cos(a) * 44)},${fmt(cy + Math.sin(a) * 40)}`;
  s += el('path', { d: spikes, stroke: OUTLINE, 'stroke-width': 10, 'stroke-linecap': 'round' });
  s += el('path', { d: spikes, stroke: '#b89cff', 'stroke-width': 4.5, 'stroke-linecap': 'round' });
  s += shaded(ellD(cx, cy, 34, 30), base, cx, cy, 0.88, -2, -3);
  s += shine(cx - 12, cy - 16, 10, 5, -25);
  s += eye(cx - 11, cy, 9, 0.05, 0.1);
  s += eye(cx + 11, cy, 9, 0.05, 0.1);
  s += smile(cx, cy + 14, 10, 0.5);
  s += cheek(cx - 22, cy + 12, 5);
  s += cheek(cx + 22, cy + 12, 5);
  return { name: 'sea-urchin', w, h, body: s, swims: false, floor: true };
}

function stingray(): OceanDrawing {
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

function boat(): OceanDrawing {
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

/**
 * Builds every ocean sprite (right-facing originals; mirrored variants are made by {@link mirrored}).
 * @returns the list of sprite drawings
 */
export function oceanSprites(): OceanDrawing[] {
  return [
    fish('fish-orange', { shape: 'round', body: '#ffa53a', fin: '#ff7a3a' }),
    fish('fish-blue', { shape: 'long', body: '#4fb6ff', fin: '#ffd23f', stripes: { colour: '#ffe27a', at: [0.42], width: 10, outline: false } }),
    fish('fish-purple', { shape: 'tall', body: '#b47cff', fin: '#ff8fd0', stripes: { colour: '#e6d2ff', at: [0.3, 0.55], width: 9, outline: false } }),
    fish('fish-yellow', { shape: 'tall', body: '#ffd93f', fin: '#ffb020', stripes: { colour: '#2f3f73', at: [0.38], width: 8, outline: false } }),
    fish('fish-green', { shape: 'round', body: '#5fd88a', fin: '#2fb3a0', spots: '#c8ffd9' }),
    fish('fish-pink', { shape: 'long', body: '#ff8fbf', fin: '#ff5e8a', spots: '#ffe0ee', lips: '#ff5e8a' }),
    fish('fish-red', { shape: 'round', body: '#ff6a5c', fin: '#ffb347', stripes: { colour: '#ffd0c8', at: [0.3, 0.55], width: 7, outline: false } }),
    fish('clownfish', { shape: 'round', body: '#ff8a24', fin: '#ff8a24', stripes: { colour: '#ffffff', at: [0.2, 0.58], width: 13, outline: true } }),
    fish('fish-glow', { shape: 'long', body: '#5ff0e0', fin: '#ff8fe0', spots: '#e8fffb' }),
    pufferfish(),
    seahorse(),
    starfish('starfish-orange', '#ff9a3c'),
    starfish('starfish-pink', '#ff79a8'),
    crab(),
    octopus('octopus-purple', '#b07cff'),
    octopus('octopus-coral', '#ff7e6b'),
    turtle(),
    jellyfish('jellyfish-pink', '#ff8fd0'),
    jellyfish('jellyfish-purple', '#b59bff'),
    jellyfish('jellyfish-blue', '#6fd2ff'),
    dolphin(),
    whale(),
    shell('shell-pink', '#ffb3c9'),
    shell('shell-peach', '#ffd29a'),
    coral('coral-pink', '#ff7aa8'),
    coral('coral-orange', '#ff9a3c'),
    coral('coral-purple', '#b98aff'),
    anemone('anemone-pink', '#ff6f91', '#ff9ec0'),
    anemone('anemone-green', '#3fbf8f', '#9be87a'),
    kelp('kelp-tall', '#3fb56b', 230, 10),
    kelp('kelp-short', '#5cc65a', 180, -8),
    kelp('kelp-olive', '#7fbf3f', 210, 6),
    chest(),
    bubbles(),
    urchin(),
    stingray(),
    boat(),
  ];
}

/**
 * Ocean sprites that rest on the sea floor (or rise from it): starfish, crab, shells, corals, anemones,
 * kelp, the treasure chest, bubbles and the sea urchin. Same style as ocean-swimmers.ts.
 */
import { darken, lighten } from '../../core/art/colour';
import { ellD, poly, type Pt, smooth } from '../../core/art/paths';
import { cheek, eye, shaded, shine, smile, SW, tube } from '../../core/art/sprite-kit';
import { OUTLINE, coarse } from '../../core/art/svg-kit';
import { flat, type OceanDrawing } from './ocean-drawing';

const { el, num: fmt } = coarse;

export function starfish(name: string, base: string): OceanDrawing {
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

export function crab(): OceanDrawing {
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

export function shell(name: string, base: string): OceanDrawing {
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

export function coral(name: string, base: string): OceanDrawing {
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

export function anemone(name: string, base: string, tips: string): OceanDrawing {
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

export function kelp(name: string, base: string, height: number, lean: number): OceanDrawing {
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

export function chest(): OceanDrawing {
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

export function bubbles(): OceanDrawing {
  const w = 100;
  const h = 150;
  let s = '';
  for (const [x, y, r] of [[44, 118, 24], [70, 74, 16], [38, 58, 12], [62, 30, 10], [78, 118, 9], [30, 90, 7]] as const) {
    s += el('circle', { cx: x, cy: y, r, fill: '#d9f6ff', 'fill-opacity': 0.55, stroke: OUTLINE, 'stroke-width': 3.5 });
    s += el('path', { d: `M${fmt(x - r * 0.55)},${fmt(y - r * 0.1)}A${fmt(r * 0.6)},${fmt(r * 0.6)} 0 0,1 ${fmt(x - r * 0.05)},${fmt(y - r * 0.6)}`, stroke: '#ffffff', 'stroke-width': Math.max(2.5, r * 0.18), fill: 'none', 'stroke-linecap': 'round' });
  }
  return { name: 'bubbles', w, h, body: s, swims: false, floor: false };
}

export function urchin(): OceanDrawing {
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


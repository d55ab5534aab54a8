/**
 * Jungle sprite art: parrots, a toucan, monkeys, a sloth, frogs, a jaguar cub, butterflies, flowers and ferns.
 * Same style as the ocean sprites (navy outlines, lit shading, cute eyes). Sprites whose name starts with
 * `hang-` dangle from the top edge of the scene on a vine.
 */
import { coarse, OUTLINE } from '../../core/art/svg-kit';
import { ellD, type Pt, smooth } from '../../core/art/paths';
import { darken, lighten } from '../../core/art/colour';
import { type Art, bead, cheek, eye, fill, groundShadow, shaded, shine, smile, tube } from '../../core/art/sprite-kit';

const { el, num: fmt } = coarse;

const LEAF = '#4cc46a';

/** A flying macaw facing right. */
function parrot(name: string, base: string, wing: string, band: string): Art {
  let s = '';
  // tail feathers
  s += fill('M74,88Q44,112 14,140Q26,146 36,138Q60,116 84,98Z', wing);
  s += fill('M80,92Q56,120 36,150Q48,152 56,142Q72,120 90,100Z', band);
  s += fill('M70,84Q40,100 10,118Q18,128 28,124Q52,108 78,94Z', base);
  // back wing (raised)
  const wingD = 'M84,74C66,44 46,22 24,10C30,30 34,40 40,50C30,48 22,48 14,50C34,70 60,84 86,88Z';
  s += shaded(wingD, wing, 54, 56, 0.86, 0, -2);
  s += el('path', { d: 'M30,20Q50,40 70,72M24,38Q48,56 72,80', stroke: lighten(wing, 0.35), 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round', opacity: 0.7 });
  s += el('path', { d: 'M48,40Q62,58 78,78', stroke: band, 'stroke-width': 9, fill: 'none', 'stroke-linecap': 'round' });
  // body
  const body = smooth([[68, 96], [78, 66], [110, 50], [136, 62], [132, 92], [100, 108]], true);
  s += shaded(body, base, 104, 80, 0.86, -2, -4);
  s += shine(104, 64, 14, 6, -20);
  // front wing
  s += fill('M92,72Q70,80 62,104Q86,104 108,86Z', darken(base, 0.08), 4);
  s += el('path', { d: 'M86,80Q76,90 72,100', stroke: band, 'stroke-width': 6, fill: 'none', 'stroke-linecap': 'round' });
  // head
  s += shaded(ellD(138, 52, 26, 25), base, 138, 52, 0.86, -2, -3);
  s += el('ellipse', { cx: 144, cy: 50, rx: 13, ry: 12, fill: '#ffffff', opacity: 0.9 });
  s += eye(144, 49, 9, 0.25, 0);
  s += cheek(146, 64, 5);
  // beak
  s += fill('M154,40Q180,40 178,68Q172,60 160,62Z', '#fff2d6');
  s += fill('M157,60Q168,62 170,70Q160,74 154,64Z', '#4a4d6b', 3.5);
  // feet
  s += tube('M96,106l-4,10M108,104l-2,10', '#9aa3bd', 4);
  return { name, w: 184, h: 156, body: s, faces: true, zone: 'air', scale: [0.8, 1], animated: true };
}

/** A flying toucan facing right. */
function toucan(): Art {
  const black = '#2f3652';
  let s = '';
  // tail
  s += fill('M40,66L8,72Q8,86 20,88L46,80Z', black);
  // back wing raised
  const wingD = 'M74,58C64,30 46,14 26,8C34,26 36,36 40,44C32,44 24,46 18,50C36,64 56,72 80,72Z';
  s += shaded(wingD, black, 50, 46, 0.86, 0, -2, 0.35);
  s += el('path', { d: 'M32,18Q48,36 64,58M26,42Q44,54 66,64', stroke: '#5b6488', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' });
  // body
  const body = smooth([[38, 76], [60, 56], [98, 48], [124, 58], [118, 90], [80, 98]], true);
  s += shaded(body, black, 86, 74, 0.86, -2, -4, 0.3);
  s += shine(82, 60, 14, 5, -15, 0.35);
  // chest
  s += fill('M104,60Q130,54 130,78Q122,96 100,92Q112,78 104,60Z', '#fff4c2', 4);
  s += el('path', { d: 'M104,90Q116,92 124,86', stroke: '#ff6b5a', 'stroke-width': 6, fill: 'none', 'stroke-linecap': 'round' });
  // head
  s += shaded(ellD(122, 50, 20, 19), black, 122, 50, 0.86, -1, -2, 0.3);
  s += el('circle', { cx: 124, cy: 48, r: 11, fill: '#5fd0ff', stroke: OUTLINE, 'stroke-width': 3 });
  s += eye(125, 48, 7, 0.2, 0);
  // beak
  s += fill('M136,36Q176,30 194,52Q186,68 170,66Q150,64 138,62Z', '#ff9a2e');
  s += el('path', { d: 'M140,40Q172,34 188,50Q168,44 142,48Z', fill: '#ffd84a' });
  s += fill('M180,48Q192,50 194,54Q188,64 176,64Z', '#2f3652', 3.5);
  s += el('path', { d: 'M140,52Q164,54 188,56', stroke: OUTLINE, 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' });
  s += fill('M136,36Q176,30 194,52Q186,68 170,66Q150,64 138,62Z', 'none');
  // feet
  s += tube('M84,98l-3,10M94,98l0,10', '#8fa0c8', 4);
  return { name: 'toucan', w: 200, h: 116, body: s, faces: true, zone: 'air', scale: [0.8, 1], animated: true };
}

/** Monkey head with face (centred at cx, cy, radius r). */
function monkeyHead(cx: number, cy: number, r: number, fur: string, face: string): string {
  let s = '';
  for (const side of [-1, 1]) {
    s += shaded(ellD(cx + side * r * 1.02, cy + 2, r * 0.36, r * 0.36), fur, cx + side * r, cy, 0.86, 0, -1);
    s += el('circle', { cx: cx + side * r * 1.02, cy: cy + 2, r: r * 0.2, fill: face });
  }
  s += shaded(ellD(cx, cy, r, r * 0.95), fur, cx, cy, 0.88, -2, -3);
  const mask = `M${fmt(cx)},${fmt(cy - r * 0.42)}C${fmt(cx - r * 0.2)},${fmt(cy - r * 0.7)} ${fmt(cx - r * 0.82)},${fmt(cy - r * 0.55)} ${fmt(cx - r * 0.72)},${fmt(cy + r * 0.05)}C${fmt(cx - r * 0.76)},${fmt(cy + r * 0.72)} ${fmt(cx + r * 0.76)},${fmt(cy + r * 0.72)} ${fmt(cx + r * 0.72)},${fmt(cy + r * 0.05)}C${fmt(cx + r * 0.82)},${fmt(cy - r * 0.55)} ${fmt(cx + r * 0.2)},${fmt(cy - r * 0.7)} ${fmt(cx)},${fmt(cy - r * 0.42)}Z`;
  s += el('path', { d: mask, fill: face, stroke: darken(face, 0.3), 'stroke-width': 3 });
  s += eye(cx - r * 0.3, cy - r * 0.12, r * 0.22, 0.1, 0.05);
  s += eye(cx + r * 0.3, cy - r * 0.12, r * 0.22, 0.1, 0.05);
  s += el('ellipse', { cx: cx - r * 0.08, cy: cy + r * 0.18, rx: 2.5, ry: 2, fill: OUTLINE });
  s += el('ellipse', { cx: cx + r * 0.08, cy: cy + r * 0.18, rx: 2.5, ry: 2, fill: OUTLINE });
  s += smile(cx, cy + r * 0.32, r * 0.5, 0.5);
  s += cheek(cx - r * 0.5, cy + r * 0.3, r * 0.12);
  s += cheek(cx + r * 0.5, cy + r * 0.3, r * 0.12);
  s += shine(cx - r * 0.45, cy - r * 0.62, r * 0.22, r * 0.1, -25, 0.45);
  return s;
}

const FUR = '#b0743f';
const FACE = '#ffd9a8';

/** A sitting monkey holding a banana. */
function monkey(): Art {
  let s = groundShadow(76, 152, 52);
  s += tube('M44,136C10,140 4,104 24,94C38,88 44,104 32,108', darken(FUR, 0.1), 9);
  s += shaded(ellD(74, 112, 34, 36), FUR, 74, 112, 0.88, -2, -3);
  s += el('ellipse', { cx: 76, cy: 118, rx: 21, ry: 24, fill: FACE, opacity: 0.95 });
  // feet
  s += shaded(ellD(52, 146, 16, 9), darken(FUR, 0.05), 52, 146);
  s += shaded(ellD(98, 146, 16, 9), darken(FUR, 0.05), 98, 146);
  // banana
  s += fill('M104,94Q132,84 134,58Q142,62 140,72Q138,96 110,104Z', '#ffe04a', 4);
  s += el('path', { d: 'M132,60l4,-6', stroke: '#8a5a32', 'stroke-width': 5, 'stroke-linecap': 'round' });
  // arm holding it
  s += tube('M90,96Q106,104 116,96', FUR, 12);
  s += tube('M54,96Q44,116 60,124', FUR, 12);
  s += monkeyHead(76, 56, 38, FUR, FACE);
  return { name: 'monkey', w: 150, h: 162, body: s, faces: true, zone: 'ground', scale: [0.8, 0.95], animated: true };
}

/** A vine from the top of a sprite (x at top, x at end, end y). */
function vine(x0: number, x1: number, y1: number): string {
  const d = `M${fmt(x0)},-4C${fmt(x0 + 16)},${fmt(y1 * 0.3)} ${fmt(x1 - 16)},${fmt(y1 * 0.6)} ${fmt(x1)},${fmt(y1)}`;
  let s = tube(d, '#5fae4a', 7);
  for (const [t, side] of [[0.25, 1], [0.55, -1], [0.82, 1]] as const) {
    const x = x0 + (x1 - x0) * t + side * 4;
    const y = y1 * t;
    s += fill(`M${fmt(x)},${fmt(y)}q${fmt(side * 10)},-16 ${fmt(side * 26)},-10q${fmt(-side * 8)},16 ${fmt(-side * 26)},10Z`, LEAF, 3);
  }
  return s;
}

/** A monkey hanging from a vine by one arm. */
function hangMonkey(): Art {
  let s = vine(58, 62, 96);
  // tail curl
  s += tube('M74,196C40,208 30,176 46,166C58,160 64,174 54,178', darken(FUR, 0.1), 8);
  // legs
  s += tube('M80,196Q76,210 70,214', FUR, 11);
  s += tube('M100,196Q108,208 116,210', FUR, 11);
  // body
  s += shaded(ellD(90, 176, 26, 28), FUR, 90, 176, 0.88, -2, -3);
  s += el('ellipse', { cx: 92, cy: 180, rx: 15, ry: 18, fill: FACE });
  // arm up to the vine
  s += tube('M76,160Q60,128 62,90', FUR, 11);
  s += el('circle', { cx: 62, cy: 88, r: 9, fill: FACE, stroke: OUTLINE, 'stroke-width': 3.5 });
  // free arm waving
  s += tube('M108,166Q130,156 132,136', FUR, 11);
  s += el('circle', { cx: 132, cy: 132, r: 8, fill: FACE, stroke: OUTLINE, 'stroke-width': 3.5 });
  s += monkeyHead(96, 128, 30, FUR, FACE);
  return { name: 'hang-monkey', w: 148, h: 220, body: s, faces: true, zone: 'air', scale: [0.85, 1], animated: true };
}

/** A sloth hugging a vine. */
function hangSloth(): Art {
  const fur = '#b79a7c';
  let s = '';
  // vine through
  s += tube('M70,-4C80,60 60,120 72,214', '#5fae4a', 8);
  s += fill('M72,212q-14,-4 -22,-20q16,0 22,20Z', LEAF, 3);
  // back arm & leg
  s += tube('M48,120Q60,96 74,88', darken(fur, 0.12), 14);
  s += tube('M50,176Q62,190 74,184', darken(fur, 0.12), 14);
  // body
  const body = smooth([[76, 92], [106, 110], [112, 150], [98, 190], [66, 196], [46, 164], [48, 116]], true);
  s += shaded(body, fur, 78, 146, 0.88, -2, -4);
  s += el('path', { d: 'M60,130q6,8 0,16M84,150q6,8 0,16M66,170q5,6 0,12', stroke: darken(fur, 0.2), 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' });
  // front arm & leg wrapping the vine
  s += tube('M96,118Q86,96 72,96', fur, 14);
  s += tube('M96,172Q88,186 74,186', fur, 14);
  for (const [x, y] of [[70, 92], [70, 190]] as const) s += el('path', { d: `M${x},${y - 6}l-8,-2M${x},${y}l-9,1M${x},${y + 6}l-8,4`, stroke: '#f3ead8', 'stroke-width': 4, 'stroke-linecap': 'round' });
  // head
  s += shaded(ellD(98, 76, 32, 28), fur, 98, 76, 0.88, -2, -3);
  s += el('ellipse', { cx: 100, cy: 80, rx: 24, ry: 19, fill: '#f6e6c8' });
  s += el('path', { d: 'M78,74q8,-10 18,-2q-6,10 -18,2Z', fill: '#6b4a32' });
  s += el('path', { d: 'M122,74q-8,-10 -18,-2q6,10 18,2Z', fill: '#6b4a32' });
  s += bead(88, 74, 4.5);
  s += bead(112, 74, 4.5);
  s += el('ellipse', { cx: 100, cy: 84, rx: 5, ry: 3.5, fill: OUTLINE });
  s += smile(100, 91, 12, 0.5);
  s += cheek(82, 88, 5);
  s += cheek(118, 88, 5);
  s += shine(86, 56, 10, 4, -20, 0.45);
  return { name: 'hang-sloth', w: 140, h: 218, body: s, faces: true, zone: 'air', scale: [0.85, 1], animated: true };
}

/** A sitting frog facing the viewer. */
function frog(name: string, base: string, belly: string, spots?: string): Art {
  let s = groundShadow(65, 104, 54);
  s += shaded(ellD(26, 92, 22, 14), darken(base, 0.05), 26, 92);
  s += shaded(ellD(104, 92, 22, 14), darken(base, 0.05), 104, 92);
  const body = 'M20,96C14,54 42,40 65,40C88,40 116,54 110,96Q65,106 20,96Z';
  s += shaded(body, base, 65, 72, 0.88, -2, -4);
  s += el('ellipse', { cx: 65, cy: 84, rx: 28, ry: 15, fill: belly });
  if (spots !== undefined) for (const [x, y, r] of [[34, 66, 6], [96, 64, 5], [48, 54, 4], [86, 80, 4], [40, 84, 4]] as const) s += el('circle', { cx: x, cy: y, r, fill: spots });
  for (const x of [42, 88]) {
    s += shaded(ellD(x, 36, 18, 17), base, x, 36, 0.86, -1, -2);
    s += eye(x, 36, 11, 0, 0.1);
  }
  s += el('path', { d: 'M40,64Q65,80 90,64', fill: 'none', stroke: OUTLINE, 'stroke-width': 4, 'stroke-linecap': 'round' });
  s += cheek(34, 70, 7);
  s += cheek(96, 70, 7);
  for (const x of [46, 84]) s += fill(`M${x - 12},104q2,-10 12,-10q10,0 12,10q-12,4 -24,0Z`, lighten(base, 0.1), 3.5);
  s += shine(50, 50, 10, 4, -20, 0.45);
  return { name, w: 130, h: 112, body: s, faces: false, zone: 'ground', scale: [0.7, 0.85], animated: true };
}

/** A sitting jaguar cub facing right. */
function jaguar(): Art {
  const base = '#ffb547';
  let s = groundShadow(80, 152, 60);
  // tail
  s += tube('M44,140C16,142 8,120 18,104', base, 12);
  s += el('circle', { cx: 18, cy: 104, r: 6, fill: OUTLINE });
  // body
  const body = smooth([[50, 150], [40, 110], [62, 80], [100, 84], [118, 118], [112, 150]], true);
  s += shaded(body, base, 80, 118, 0.88, -2, -4);
  s += el('ellipse', { cx: 92, cy: 124, rx: 16, ry: 22, fill: '#fff3dc' });
  // legs
  for (const x of [74, 104]) s += fill(`M${x - 11},150L${x - 10},118L${x + 10},118L${x + 11},150Q${x},156 ${x - 11},150Z`, base, 4);
  for (const x of [74, 104]) s += el('path', { d: `M${x - 4},150l0,-5M${x + 4},150l0,-5`, stroke: OUTLINE, 'stroke-width': 2.5, 'stroke-linecap': 'round' });
  // rosettes
  const ros = (x: number, y: number, r: number): string => el('circle', { cx: x, cy: y, r, fill: 'none', stroke: '#8a4e22', 'stroke-width': 3.5, 'stroke-dasharray': `${fmt(r * 1.2)} ${fmt(r * 0.6)}` }) + el('circle', { cx: x, cy: y, r: r * 0.35, fill: '#d98a36' });
  for (const [x, y] of [[54, 112], [64, 134], [70, 98], [48, 130]] as const) s += ros(x, y, 6);
  // head
  for (const side of [-1, 1]) {
    const ex = 100 + side * 26;
    s += fill(`M${ex - 12},${44}Q${ex},${18} ${ex + 12},${44}Z`, base, 4);
    s += el('path', { d: `M${ex - 6},40Q${ex},28 ${ex + 6},40Z`, fill: '#ff9ab0' });
  }
  s += shaded(ellD(100, 66, 36, 31), base, 100, 66, 0.88, -2, -3);
  for (const [x, y] of [[76, 52], [124, 52], [100, 40], [84, 40], [116, 40]] as const) s += el('circle', { cx: x, cy: y, r: 3.5, fill: '#8a4e22' });
  s += el('ellipse', { cx: 104, cy: 80, rx: 18, ry: 12, fill: '#fff3dc' });
  s += eye(88, 62, 9, 0.15, 0.05);
  s += eye(116, 62, 9, 0.15, 0.05);
  s += el('path', { d: 'M99,74h10l-5,5Z', fill: '#ff6f8a', stroke: OUTLINE, 'stroke-width': 2.5, 'stroke-linejoin': 'round' });
  s += el('path', { d: 'M96,84q4,4 8,0q4,4 8,0', fill: 'none', stroke: OUTLINE, 'stroke-width': 3, 'stroke-linecap': 'round' });
  s += cheek(78, 78, 6);
  s += cheek(128, 78, 6);
  s += shine(84, 46, 10, 4, -20, 0.45);
  return { name: 'jaguar', w: 146, h: 160, body: s, faces: true, zone: 'ground', scale: [0.8, 0.95], animated: true };
}

/** A butterfly seen from the front. */
function butterfly(name: string, upper: string, lower: string, dots: string): Art {
  let s = '';
  for (const side of [-1, 1]) {
    const up = smooth([[60, 46], [60 + side * 20, 12], [60 + side * 52, 8], [60 + side * 54, 36], [60 + side * 30, 54]], true);
    const lo = smooth([[60, 52], [60 + side * 36, 56], [60 + side * 40, 80], [60 + side * 18, 88]], true);
    s += shaded(lo, lower, 60 + side * 26, 70, 0.84, 0, -2);
    s += shaded(up, upper, 60 + side * 34, 30, 0.86, 0, -2);
    s += el('circle', { cx: 60 + side * 36, cy: 28, r: 8, fill: dots, stroke: OUTLINE, 'stroke-width': 3 });
    s += el('circle', { cx: 60 + side * 24, cy: 72, r: 5, fill: dots, stroke: OUTLINE, 'stroke-width': 2.5 });
    s += el('circle', { cx: 60 + side * 48, cy: 16, r: 3, fill: '#ffffff', opacity: 0.8 });
  }
  s += tube('M56,22Q48,6 40,6M64,22Q72,6 80,6', '#4a4d6b', 1);
  s += el('circle', { cx: 40, cy: 6, r: 4, fill: OUTLINE });
  s += el('circle', { cx: 80, cy: 6, r: 4, fill: OUTLINE });
  s += fill('M60,36C52,36 52,90 60,92C68,90 68,36 60,36Z', '#4a4d6b', 4);
  s += shaded(ellD(60, 30, 11, 10), '#5b5f80', 60, 30, 0.86, 0, -1);
  s += bead(56, 29, 2.5);
  s += bead(64, 29, 2.5);
  s += smile(60, 34, 6, 0.5);
  return { name, w: 120, h: 96, body: s, faces: false, zone: 'air', scale: [0.75, 0.95], animated: true };
}

/** A hibiscus bush with a happy flower. */
function flower(name: string, petal: string, centre: string): Art {
  let s = '';
  // leaves
  for (const [x, y, a] of [[36, 112, -1], [90, 112, 1], [30, 86, -1], [96, 82, 1]] as const) {
    s += fill(`M64,${y + 8}Q${64 + a * 20},${y - 26} ${x + a * 28},${y - 10}Q${64 + a * 22},${y + 10} 64,${y + 8}Z`, a > 0 ? LEAF : darken(LEAF, 0.08), 4);
    s += el('path', { d: `M64,${y + 6}Q${64 + a * 22},${y - 8} ${x + a * 22},${y - 9}`, stroke: lighten(LEAF, 0.35), 'stroke-width': 2.5, fill: 'none' });
  }
  s += tube('M64,122L64,70', '#3f9a52', 6);
  // petals
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    const px = 64 + Math.cos(a) * 26;
    const py = 48 + Math.sin(a) * 26;
    s += shaded(ellD(px, py, 22, 22), petal, px, py, 0.84, 0, -1);
  }
  s += el('circle', { cx: 64, cy: 48, r: 18, fill: darken(petal, 0.15) });
  s += shaded(ellD(64, 48, 16, 16), centre, 64, 48, 0.86, 0, -1, 0.2);
  s += bead(58, 46, 3);
  s += bead(70, 46, 3);
  s += smile(64, 52, 8, 0.5);
  s += tube('M76,40Q94,24 100,10', '#ffe27a', 3);
  s += el('circle', { cx: 100, cy: 10, r: 5, fill: '#ffd23f', stroke: OUTLINE, 'stroke-width': 3 });
  return { name, w: 130, h: 128, body: s, faces: false, zone: 'ground', scale: [0.75, 0.95], animated: false };
}

/** A fern bush. */
function fern(): Art {
  let s = '';
  const fronds: Array<[number, number, number]> = [[-1.1, 80, 0], [-0.6, 92, 1], [-0.15, 100, 0], [0.3, 96, 1], [0.8, 84, 0], [1.25, 70, 1]];
  for (const [ang, len, shade] of fronds) {
    const c = shade === 1 ? '#5ccf6e' : '#3fae5a';
    const a = -Math.PI / 2 + ang;
    const ex = 80 + Math.cos(a) * len;
    const ey = 118 + Math.sin(a) * len * 0.95;
    const mx = 80 + Math.cos(a) * len * 0.5 - Math.sin(a) * 14;
    const my = 118 + Math.sin(a) * len * 0.5 - 10;
    const spine = `M80,118Q${fmt(mx)},${fmt(my)} ${fmt(ex)},${fmt(ey)}`;
    // leaflets
    const pts: Pt[] = [];
    const back: Pt[] = [];
    for (let i = 0; i <= 6; i++) {
      const t = i / 6;
      const x = (1 - t) * (1 - t) * 80 + 2 * (1 - t) * t * mx + t * t * ex;
      const y = (1 - t) * (1 - t) * 118 + 2 * (1 - t) * t * my + t * t * ey;
      const wdt = 16 * Math.sin(Math.PI * Math.min(1, t * 1.1 + 0.05));
      const nx = -Math.sin(a);
      const ny = Math.cos(a);
      pts.push([x + nx * wdt, y + ny * wdt]);
      back.push([x - nx * wdt, y - ny * wdt]);
    }
    s += fill(smooth([...pts, ...back.reverse()], true, 0.6), c, 4);
    s += el('path', { d: spine, stroke: darken(c, 0.25), 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' });
  }
  return { name: 'fern', w: 160, h: 124, body: s, faces: false, zone: 'ground', scale: [0.85, 1.05], animated: false };
}

/**
 * All jungle sprite drawings (right-facing originals).
 * @returns the sprite list
 */
export function jungleSprites(): Art[] {
  return [
    parrot('parrot-red', '#ff4f4f', '#3d8bff', '#ffd23f'),
    parrot('parrot-blue', '#3fa9ff', '#2f6fe0', '#ffd23f'),
    toucan(),
    monkey(),
    hangMonkey(),
    hangSloth(),
    frog('frog-green', '#6fdc5a', '#e4ffb8'),
    frog('frog-blue', '#4f9dff', '#bfe3ff', '#24357a'),
    jaguar(),
    butterfly('butterfly-blue', '#4fb8ff', '#7a6bff', '#fff27a'),
    butterfly('butterfly-orange', '#ffa03a', '#ff6b8a', '#fff4c8'),
    flower('flower-pink', '#ff6fa8', '#ffd23f'),
    flower('flower-orange', '#ff8a3d', '#fff06a'),
    fern(),
  ];
}

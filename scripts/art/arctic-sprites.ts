/**
 * Arctic sprite art for the snow village: igloos, cottages, pine trees, snowmen, sleds, penguins,
 * polar bears, seals, an arctic fox, a snowy owl and a puffin. Same style as the ocean sprites.
 */
import { coarse, OUTLINE } from '../../core/art/svg-kit';
import { ellD, smooth } from '../../core/art/paths';
import { darken, lighten } from '../../core/art/colour';
import { type Art, bead, cheek, eye, fill, groundShadow, shaded, shine, smile, tube } from '../../core/art/sprite-kit';

const { el, num: fmt } = coarse;

const SNOW = '#f4f9ff';
const ICE = '#cfe6ff';

/** A penguin with a scarf. */
function penguin(name: string, scarf: string): Art {
  const body = '#3b4d86';
  let s = groundShadow(55, 142, 40);
  // feet
  s += fill('M30,140q4,-12 18,-8q2,8 -18,8Z', '#ffa23a', 3.5);
  s += fill('M80,140q-4,-12 -18,-8q-2,8 18,8Z', '#ffa23a', 3.5);
  // flippers
  s += fill('M22,70Q2,96 10,112Q24,104 30,86Z', darken(body, 0.1));
  s += fill('M88,70Q108,96 100,112Q86,104 80,86Z', darken(body, 0.1));
  const d = 'M55,14C90,14 96,70 92,104C90,130 74,138 55,138C36,138 20,130 18,104C14,70 20,14 55,14Z';
  s += shaded(d, body, 55, 76, 0.88, -2, -4);
  s += el('path', { d: 'M55,46C80,46 84,80 80,108C76,128 66,132 55,132C44,132 34,128 30,108C26,80 30,46 55,46Z', fill: '#ffffff' });
  s += el('path', { d: 'M36,40Q55,26 74,40Q78,56 55,58Q32,56 36,40Z', fill: '#ffffff' });
  s += eye(45, 42, 8, 0.1, 0.1);
  s += eye(65, 42, 8, 0.1, 0.1);
  s += fill('M48,52Q55,48 62,52Q55,64 48,52Z', '#ffa23a', 3);
  s += cheek(36, 54, 5);
  s += cheek(74, 54, 5);
  // scarf
  s += fill('M28,64Q55,78 82,64L84,74Q55,90 26,74Z', scarf, 4);
  s += fill('M70,74L78,104L64,102L62,78Z', scarf, 4);
  s += el('path', { d: 'M66,96l12,2', stroke: lighten(scarf, 0.5), 'stroke-width': 3 });
  s += shine(40, 24, 10, 4, -20, 0.4);
  return { name, w: 110, h: 150, body: s, faces: false, zone: 'ground', scale: [0.75, 0.9], animated: true };
}

/** A fluffy penguin chick. */
function chick(): Art {
  const fluff = '#aeb8cf';
  let s = groundShadow(45, 92, 30);
  s += fill('M28,92q3,-9 12,-6q1,6 -12,6Z', '#ffa23a', 3);
  s += fill('M62,92q-3,-9 -12,-6q-1,6 12,6Z', '#ffa23a', 3);
  const d = smooth([[45, 12], [68, 20], [76, 48], [72, 78], [45, 88], [18, 78], [14, 48], [22, 20]], true);
  s += shaded(d, fluff, 45, 50, 0.88, -2, -3);
  s += fill('M40,12l4,-8l4,8Z', fluff, 3);
  s += el('ellipse', { cx: 45, cy: 40, rx: 22, ry: 18, fill: '#ffffff' });
  s += eye(37, 38, 7, 0.1, 0.1);
  s += eye(53, 38, 7, 0.1, 0.1);
  s += fill('M41,47Q45,44 49,47Q45,54 41,47Z', '#ffa23a', 2.5);
  s += cheek(28, 48, 4);
  s += cheek(62, 48, 4);
  s += fill('M14,54Q4,66 10,74Q18,68 20,60Z', darken(fluff, 0.08), 3.5);
  s += fill('M76,54Q86,66 80,74Q72,68 70,60Z', darken(fluff, 0.08), 3.5);
  return { name: 'penguin-chick', w: 90, h: 96, body: s, faces: false, zone: 'ground', scale: [0.7, 0.85], animated: true };
}

/** A polar bear walking to the right. */
function polarBear(): Art {
  let s = groundShadow(104, 146, 86);
  const leg = (x: number, shade: number): string => fill(`M${x - 15},92L${x - 15},130Q${x - 15},142 ${x},142Q${x + 15},142 ${x + 15},130L${x + 15},92Z`, darken(SNOW, shade), 4);
  s += leg(56, 0.12) + leg(142, 0.12);
  const body = smooth([[30, 94], [40, 56], [90, 40], [150, 44], [178, 70], [172, 104], [130, 118], [70, 118], [34, 112]], true);
  s += shaded(body, SNOW, 104, 80, 0.9, -2, -4, 0.18);
  s += leg(76, 0.04) + leg(160, 0.04);
  for (const x of [76, 160]) s += el('path', { d: `M${x - 6},140l0,-6M${x + 2},141l0,-6`, stroke: OUTLINE, 'stroke-width': 2.5, 'stroke-linecap': 'round' });
  s += el('circle', { cx: 30, cy: 82, r: 9, fill: SNOW, stroke: OUTLINE, 'stroke-width': 4 });
  // head
  s += shaded(ellD(168, 46, 11, 11), SNOW, 168, 46, 0.86, 0, -1, 0.15);
  s += el('circle', { cx: 168, cy: 46, r: 5, fill: '#c8d6ee' });
  const head = smooth([[150, 60], [158, 40], [186, 34], [206, 56], [204, 74], [178, 84], [156, 78]], true);
  s += shaded(head, SNOW, 180, 60, 0.88, -2, -3, 0.15);
  s += el('ellipse', { cx: 196, cy: 66, rx: 12, ry: 9, fill: '#ffffff', stroke: '#c8d6ee', 'stroke-width': 2 });
  s += el('ellipse', { cx: 204, cy: 60, rx: 6, ry: 5, fill: OUTLINE });
  s += eye(180, 52, 8, 0.2, 0);
  s += cheek(178, 70, 6);
  s += smile(196, 74, 8, 0.5);
  s += shine(80, 54, 26, 7, -8, 0.7);
  return { name: 'polar-bear', w: 214, h: 154, body: s, faces: true, zone: 'ground', scale: [0.8, 0.95], animated: true };
}

/** A polar bear cub sitting. */
function polarCub(): Art {
  let s = groundShadow(60, 120, 44);
  s += shaded(ellD(60, 90, 38, 32), SNOW, 60, 90, 0.88, -2, -3, 0.16);
  for (const x of [40, 80]) s += shaded(ellD(x, 116, 14, 8), SNOW, x, 116, 0.86, 0, -1, 0.16);
  for (const x of [40, 80]) s += el('ellipse', { cx: x, cy: 116, rx: 6, ry: 4, fill: '#c8d6ee' });
  for (const x of [30, 90]) {
    s += shaded(ellD(x, 22, 11, 11), SNOW, x, 22, 0.86, 0, -1, 0.15);
    s += el('circle', { cx: x, cy: 22, r: 5, fill: '#ffc4d2' });
  }
  s += shaded(ellD(60, 44, 34, 30), SNOW, 60, 44, 0.88, -2, -3, 0.15);
  s += el('ellipse', { cx: 60, cy: 56, rx: 14, ry: 10, fill: '#ffffff', stroke: '#c8d6ee', 'stroke-width': 2 });
  s += el('ellipse', { cx: 60, cy: 51, rx: 6, ry: 4.5, fill: OUTLINE });
  s += eye(46, 40, 7.5, 0.05, 0.1);
  s += eye(74, 40, 7.5, 0.05, 0.1);
  s += smile(60, 60, 8, 0.5);
  s += cheek(38, 54, 5);
  s += cheek(82, 54, 5);
  return { name: 'polar-cub', w: 120, h: 126, body: s, faces: false, zone: 'ground', scale: [0.75, 0.9], animated: true };
}

/** A seal lying on the snow, head up, facing right. */
function seal(): Art {
  const base = '#9fb2d6';
  let s = groundShadow(92, 104, 80);
  // tail flippers
  s += fill('M30,90Q10,76 6,86Q12,96 8,106Q22,102 34,98Z', darken(base, 0.12));
  const body = smooth([[24, 94], [60, 76], [112, 70], [140, 40], [170, 36], [180, 62], [166, 96], [120, 104], [60, 104]], true);
  s += shaded(body, base, 104, 80, 0.9, -2, -4);
  for (const [x, y] of [[70, 86], [90, 80], [110, 90], [60, 96]] as const) s += el('circle', { cx: x, cy: y, r: 3.5, fill: darken(base, 0.15) });
  s += fill('M118,94Q122,112 104,112Q100,102 108,92Z', darken(base, 0.1), 4);
  s += el('ellipse', { cx: 170, cy: 60, rx: 11, ry: 8, fill: lighten(base, 0.45) });
  s += el('ellipse', { cx: 176, cy: 55, rx: 5, ry: 4, fill: OUTLINE });
  s += el('path', { d: 'M170,62l20,-4M170,64l20,4M164,64l-14,2', stroke: OUTLINE, 'stroke-width': 2, 'stroke-linecap': 'round' });
  s += eye(152, 50, 9, 0.2, 0);
  s += cheek(154, 66, 5);
  s += smile(168, 70, 8, 0.5);
  s += shine(120, 58, 16, 5, -30, 0.5);
  return { name: 'seal', w: 192, h: 112, body: s, faces: true, zone: 'ground', scale: [0.75, 0.9], animated: true };
}

/** A snowman with scarf and hat. */
function snowman(): Art {
  let s = groundShadow(66, 184, 52);
  s += tube('M30,100L6,80M6,80l-4,-10M6,80l-10,-2', '#8a5a32', 4);
  s += tube('M102,100L126,76M126,76l0,-10M126,76l8,-4', '#8a5a32', 4);
  s += shaded(ellD(66, 148, 46, 38), SNOW, 66, 148, 0.88, -3, -4, 0.18);
  s += shaded(ellD(66, 96, 36, 30), SNOW, 66, 96, 0.88, -3, -3, 0.18);
  for (const y of [86, 102, 150]) s += el('circle', { cx: 66, cy: y, r: 4.5, fill: '#4a4d6b' });
  s += shaded(ellD(66, 52, 28, 25), SNOW, 66, 52, 0.88, -2, -3, 0.16);
  // hat
  s += fill('M38,32L94,32L92,38L40,38Z', '#3b4d86', 4);
  s += fill('M46,32L48,6L84,6L86,32Z', '#3b4d86', 4);
  s += el('rect', { x: 47, y: 22, width: 38, height: 7, fill: '#ff5e6c' });
  // scarf
  s += fill('M40,72Q66,84 92,72L94,80Q66,94 38,80Z', '#ff5e6c', 4);
  s += fill('M80,80L86,108L74,108L70,84Z', '#ff5e6c', 4);
  s += bead(56, 48, 4);
  s += bead(76, 48, 4);
  s += fill('M66,54L90,60L66,62Z', '#ff9a3c', 3);
  s += el('path', { d: 'M54,64q3,3 6,1M62,66q4,1 6,-1', stroke: '#4a4d6b', 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' });
  s += cheek(46, 60, 5);
  s += cheek(86, 60, 5);
  return { name: 'snowman', w: 136, h: 192, body: s, faces: false, zone: 'ground', scale: [0.8, 0.95], animated: false };
}

/** An igloo with an entrance tunnel. */
function igloo(): Art {
  let s = groundShadow(100, 132, 96, 8);
  const dome = 'M12,130C12,30 188,30 188,130Z';
  s += shaded(dome, '#e8f3ff', 100, 90, 0.9, -4, -4, 0.18);
  let lines = '';
  for (const y of [106, 82, 60]) {
    const half = Math.sqrt(Math.max(0, 1 - ((130 - y) / 76) ** 2)) * 86;
    lines += `M${fmt(100 - half)},${y}L${fmt(100 + half)},${y}`;
  }
  for (const [y0, y1, xs] of [[106, 130, [40, 80, 120, 160]], [82, 106, [60, 100, 140]], [60, 82, [80, 120]], [36, 60, [100]]] as const) for (const x of xs) lines += `M${x},${y0}L${x},${y1}`;
  s += el('path', { d: lines, stroke: '#a9c6ea', 'stroke-width': 3, 'stroke-linecap': 'round' });
  s += el('path', { d: dome, fill: 'none', stroke: OUTLINE, 'stroke-width': 4.5 });
  // tunnel
  s += shaded('M116,130L116,96Q144,78 170,96L170,130Z', '#f4f9ff', 143, 110, 0.9, -2, -2, 0.15);
  s += fill('M128,130L128,108Q143,96 158,108L158,130Z', '#3b4d86', 4);
  s += el('path', { d: 'M132,112Q143,104 154,112', stroke: '#ffd86b', 'stroke-width': 4, fill: 'none', opacity: 0.8 });
  s += shine(60, 62, 22, 8, -35, 0.7);
  return { name: 'igloo', w: 200, h: 140, body: s, faces: false, zone: 'ground', scale: [0.95, 1.15], animated: false, back: true };
}

/** A snowy pine tree. */
function pine(name: string, h: number, green: string): Art {
  const w = Math.round(h * 0.68);
  const cx = w / 2;
  let s = groundShadow(cx, h - 6, w * 0.36, 6);
  s += fill(`M${fmt(cx - 9)},${h - 6}L${fmt(cx - 8)},${h - 34}L${fmt(cx + 8)},${h - 34}L${fmt(cx + 9)},${h - 6}Z`, '#9a6a3e', 4);
  const tiers = 3;
  for (let i = 0; i < tiers; i++) {
    const top = 8 + ((h - 40) * i) / (tiers + 0.6);
    const bot = top + (h - 40) * 0.48;
    const half = w * (0.26 + i * 0.1);
    const d = `M${fmt(cx)},${fmt(top)}L${fmt(cx + half)},${fmt(bot)}Q${fmt(cx)},${fmt(bot + 12)} ${fmt(cx - half)},${fmt(bot)}Z`;
    s += shaded(d, green, cx, (top + bot) / 2, 0.88, -2, -2);
    const sy = top + (bot - top) * 0.35;
    const sh = half * 0.42;
    s += fill(`M${fmt(cx)},${fmt(top + 2)}L${fmt(cx + sh)},${fmt(sy)}Q${fmt(cx + sh * 0.5)},${fmt(sy + 8)} ${fmt(cx + sh * 0.1)},${fmt(sy + 2)}Q${fmt(cx - sh * 0.4)},${fmt(sy + 10)} ${fmt(cx - sh)},${fmt(sy)}Z`, SNOW, 3);
    s += el('path', { d: `M${fmt(cx - half * 0.9)},${fmt(bot - 2)}Q${fmt(cx - half * 0.5)},${fmt(bot + 4)} ${fmt(cx - half * 0.2)},${fmt(bot + 2)}`, stroke: SNOW, 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round' });
  }
  return { name, w, h, body: s, faces: false, zone: 'ground', scale: [0.85, 1.1], animated: false, back: true };
}

/** A wooden sled carrying a wrapped present. */
function sled(): Art {
  let s = groundShadow(90, 104, 80);
  s += tube('M14,96L150,96Q176,96 172,72', '#e0443a', 5);
  s += tube('M40,96L40,80M120,96L120,80', '#e0443a', 5);
  s += fill('M20,80L160,80L156,64L24,64Z', '#c98a4e', 4.5);
  s += el('path', { d: 'M46,66L44,78M80,66L80,78M116,66L116,78', stroke: darken('#c98a4e', 0.25), 'stroke-width': 3 });
  // present
  s += shaded('M58,64L58,22L118,22L118,64Z', '#4fb8ff', 88, 44, 0.9, -2, -2);
  s += el('rect', { x: 82, y: 22, width: 12, height: 42, fill: '#ffd23f', stroke: OUTLINE, 'stroke-width': 3 });
  s += fill('M88,22Q70,2 66,14Q70,22 88,22Q106,2 110,14Q106,22 88,22Z', '#ffd23f', 3.5);
  s += shine(68, 32, 6, 3, -20, 0.5);
  return { name: 'sled', w: 180, h: 112, body: s, faces: false, zone: 'ground', scale: [0.8, 0.95], animated: false };
}

/** An arctic fox sitting, facing right. */
function fox(): Art {
  const fur = '#f6f9ff';
  let s = groundShadow(76, 124, 58);
  // tail
  s += shaded('M52,120C4,124 2,84 22,72C34,88 42,104 70,110Z', fur, 34, 100, 0.88, 0, -2, 0.18);
  s += el('path', { d: 'M14,96q10,6 24,6', stroke: '#c8d6ee', 'stroke-width': 3, fill: 'none' });
  const body = smooth([[50, 120], [48, 90], [70, 66], [100, 76], [106, 104], [98, 122]], true);
  s += shaded(body, fur, 78, 98, 0.88, -2, -3, 0.18);
  for (const x of [74, 96]) s += fill(`M${x - 8},98L${x - 8},116Q${x - 8},124 ${x},124Q${x + 9},124 ${x + 9},116L${x + 8},98Z`, fur, 4);
  // head
  s += fill('M84,40L92,10L106,36Z', fur, 4);
  s += fill('M110,38L128,12L130,44Z', fur, 4);
  s += el('path', { d: 'M90,34L93,18L100,33Z M114,38L124,22L125,40Z', fill: '#ffc4d2' });
  const head = smooth([[82, 56], [94, 34], [124, 34], [140, 56], [150, 66], [126, 76], [94, 74]], true);
  s += shaded(head, fur, 112, 56, 0.88, -2, -3, 0.16);
  s += el('ellipse', { cx: 150, cy: 64, rx: 5, ry: 4, fill: OUTLINE });
  s += eye(104, 52, 7.5, 0.2, 0.05);
  s += eye(126, 52, 7.5, 0.2, 0.05);
  s += cheek(100, 66, 5);
  s += smile(136, 70, 8, 0.5);
  return { name: 'arctic-fox', w: 158, h: 130, body: s, faces: true, zone: 'ground', scale: [0.8, 0.95], animated: true };
}

/** A snowy owl flying, facing the viewer with wings spread. */
function owl(): Art {
  const wing = '#eef4ff';
  let s = '';
  for (const side of [-1, 1]) {
    const d = `M${fmt(86 + side * 18)},52C${fmt(86 + side * 44)},20 ${fmt(86 + side * 74)},14 ${fmt(86 + side * 84)},24C${fmt(86 + side * 76)},40 ${fmt(86 + side * 70)},52 ${fmt(86 + side * 76)},60C${fmt(86 + side * 60)},62 ${fmt(86 + side * 52)},70 ${fmt(86 + side * 50)},78C${fmt(86 + side * 38)},74 ${fmt(86 + side * 26)},76 ${fmt(86 + side * 18)},84Z`;
    s += shaded(d, wing, 86 + side * 46, 50, 0.88, 0, -2, 0.18);
    for (const [x, y] of [[56, 34], [64, 46], [46, 44]] as const) s += el('path', { d: `M${fmt(86 + side * x)},${y}l${side * 5},-3`, stroke: '#4a4d6b', 'stroke-width': 3, 'stroke-linecap': 'round' });
  }
  const body = smooth([[86, 22], [114, 36], [116, 76], [100, 100], [72, 100], [56, 76], [58, 36]], true);
  s += shaded(body, '#ffffff', 86, 60, 0.9, -2, -3, 0.15);
  for (const [x, y] of [[76, 78], [96, 78], [86, 88], [70, 66], [102, 66]] as const) s += el('path', { d: `M${x - 3},${y}q3,3 6,0`, stroke: '#4a4d6b', 'stroke-width': 2.5, fill: 'none', 'stroke-linecap': 'round' });
  s += el('circle', { cx: 74, cy: 46, r: 12, fill: '#ffe36e', stroke: OUTLINE, 'stroke-width': 3.5 });
  s += el('circle', { cx: 98, cy: 46, r: 12, fill: '#ffe36e', stroke: OUTLINE, 'stroke-width': 3.5 });
  s += bead(75, 47, 6);
  s += bead(97, 47, 6);
  s += fill('M82,56L90,56L86,66Z', '#4a4d6b', 2.5);
  s += cheek(66, 60, 5);
  s += cheek(106, 60, 5);
  s += tube('M78,100l-3,8M94,100l3,8', '#9aa3bd', 4);
  return { name: 'snowy-owl', w: 172, h: 112, body: s, faces: false, zone: 'air', scale: [0.8, 0.95], animated: true };
}

/** A puffin flying to the right. */
function puffin(): Art {
  const black = '#2f3652';
  let s = '';
  s += fill('M30,64L6,58Q4,70 12,76L34,74Z', black);
  s += shaded('M60,50C52,24 38,10 22,6C28,22 30,32 32,40C24,40 18,44 14,48C30,58 46,62 64,62Z', black, 40, 40, 0.86, 0, -2, 0.35);
  const body = smooth([[28, 66], [50, 48], [86, 44], [106, 58], [96, 82], [60, 86]], true);
  s += shaded(body, black, 70, 66, 0.88, -2, -3, 0.3);
  s += fill('M70,70Q94,60 104,64Q100,84 70,84Z', '#ffffff', 3.5);
  s += shaded(ellD(102, 48, 20, 18), black, 102, 48, 0.86, -1, -2, 0.3);
  s += el('ellipse', { cx: 104, cy: 50, rx: 13, ry: 12, fill: '#ffffff' });
  s += eye(104, 46, 6.5, 0.2, 0.05);
  s += fill('M118,40Q136,44 134,58Q124,62 118,58Z', '#ff7a3a', 3.5);
  s += el('path', { d: 'M120,46q8,2 10,6', stroke: '#ffd23f', 'stroke-width': 3, fill: 'none' });
  s += cheek(106, 60, 4);
  s += tube('M62,86l-4,8M72,86l-2,8', '#ff7a3a', 4);
  return { name: 'puffin', w: 140, h: 100, body: s, faces: true, zone: 'air', scale: [0.8, 0.95], animated: true };
}

/** A cosy snowy cottage. */
function cottage(): Art {
  const wall = '#ff9a6b';
  let s = groundShadow(100, 186, 92, 8);
  s += fill('M142,84L142,6L162,6L162,84Z', '#b7a9d6', 4);
  s += el('ellipse', { cx: 152, cy: 6, rx: 14, ry: 6, fill: SNOW, stroke: OUTLINE, 'stroke-width': 3 });
  s += shaded('M28,182L28,96L172,96L172,182Z', wall, 100, 140, 0.92, -2, -2, 0.2);
  let planks = '';
  for (const y of [116, 136, 156]) planks += `M30,${y}L170,${y}`;
  s += el('path', { d: planks, stroke: darken(wall, 0.18), 'stroke-width': 3 });
  // window
  s += fill('M44,118L44,152L80,152L80,118Z', '#ffe36e', 4);
  s += el('path', { d: 'M62,118L62,152M44,135L80,135', stroke: OUTLINE, 'stroke-width': 3.5 });
  s += el('rect', { x: 40, y: 150, width: 44, height: 8, rx: 3, fill: SNOW, stroke: OUTLINE, 'stroke-width': 3 });
  // door
  s += fill('M108,182L108,128Q126,112 144,128L144,182Z', '#6b4a8a', 4);
  s += el('circle', { cx: 136, cy: 156, r: 4, fill: '#ffd23f' });
  s += el('path', { d: 'M112,124q14,-12 28,0', stroke: '#3fae5a', 'stroke-width': 8, fill: 'none', 'stroke-linecap': 'round' });
  s += el('circle', { cx: 126, cy: 118, r: 4, fill: '#ff5e6c' });
  // roof with snow
  s += fill('M12,104L100,26L188,104Z', '#d8545c', 4.5);
  s += fill('M8,104L100,22L192,104Q176,116 160,104Q140,116 120,106Q100,118 80,106Q60,116 40,104Q24,116 8,104Z', SNOW, 4.5);
  s += el('path', { d: 'M30,96L100,34', stroke: '#ffffff', 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.9 });
  return { name: 'cottage', w: 200, h: 194, body: s, faces: false, zone: 'ground', scale: [0.9, 1.05], animated: false, back: true };
}

/**
 * All arctic sprite drawings (right-facing originals).
 * @returns the sprite list
 */
export function arcticSprites(): Art[] {
  return [
    penguin('penguin', '#ff5e6c'),
    penguin('penguin-green', '#3fc47a'),
    chick(),
    polarBear(),
    polarCub(),
    seal(),
    snowman(),
    igloo(),
    pine('pine-tall', 210, '#2f9e6e'),
    pine('pine-small', 150, '#3fb07a'),
    sled(),
    fox(),
    owl(),
    puffin(),
    cottage(),
  ];
}

/** Light ice colour used by the arctic scenes. */
export const ARCTIC_ICE = ICE;

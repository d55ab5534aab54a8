/**
 * Desert sprite art: a camel, a lizard, a fennec fox, a meerkat, cacti, a tumbleweed, an oasis palm and a
 * hot-air balloon. Same style as the ocean sprites (navy outlines, lit shading, cute eyes).
 */
import { coarse, OUTLINE } from '../../core/art/svg-kit';
import { ellD, smooth } from '../../core/art/paths';
import { darken, lighten } from '../../core/art/colour';
import { makeRng } from '../../core/art/rng';
import { type Art, bead, cheek, eye, fill, groundShadow, shaded, shine, smile, tube } from '../../core/art/sprite-kit';

const { el, g, num: fmt } = coarse;

const CAMEL = '#e8b36a';

/** A friendly camel with a saddle blanket, facing right. */
function camel(): Art {
  let s = groundShadow(100, 172, 84);
  const leg = (x: number, c: string): string => tube(`M${x},104L${x - 2},164`, c, 11) + el('ellipse', { cx: x - 2, cy: 166, rx: 10, ry: 5, fill: darken(c, 0.2), stroke: OUTLINE, 'stroke-width': 3.5 });
  s += leg(56, darken(CAMEL, 0.12)) + leg(128, darken(CAMEL, 0.12));
  // tail
  s += tube('M30,90Q20,104 22,120', darken(CAMEL, 0.1), 5);
  // body with hump
  const body = smooth([[30, 96], [40, 66], [70, 34], [100, 40], [130, 62], [150, 70], [156, 100], [130, 116], [60, 118], [34, 110]], true);
  s += shaded(body, CAMEL, 94, 84, 0.9, -2, -4);
  // blanket
  s += fill('M70,46Q96,40 120,58L114,96Q92,104 66,96Z', '#ff6f7d', 4);
  s += el('path', { d: 'M68,86Q92,94 116,86', stroke: '#ffd23f', 'stroke-width': 6, fill: 'none' });
  for (let i = 0; i < 4; i++) s += el('circle', { cx: 74 + i * 12, cy: 102 + (i % 2) * 2, r: 4, fill: '#4fc3ff', stroke: OUTLINE, 'stroke-width': 2.5 });
  s += leg(70, CAMEL) + leg(142, CAMEL);
  // neck + head
  s += tube('M148,82Q160,56 164,34', CAMEL, 24);
  const head = smooth([[154, 30], [170, 14], [196, 20], [206, 38], [196, 50], [170, 48]], true);
  s += shaded(head, CAMEL, 180, 32, 0.88, -2, -2);
  s += fill('M160,20Q156,8 164,6Q168,14 166,22Z', darken(CAMEL, 0.1), 3.5);
  s += el('ellipse', { cx: 196, cy: 40, rx: 10, ry: 8, fill: lighten(CAMEL, 0.35) });
  s += el('path', { d: 'M200,34q3,2 2,5', stroke: OUTLINE, 'stroke-width': 2.5, fill: 'none', 'stroke-linecap': 'round' });
  s += eye(178, 28, 8, 0.2, 0.05);
  s += el('path', { d: 'M170,20q8,-6 16,-2', stroke: OUTLINE, 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' });
  s += smile(194, 46, 9, 0.5);
  s += cheek(182, 42, 5);
  s += shine(60, 60, 14, 6, -35, 0.5);
  return { name: 'camel', w: 212, h: 176, body: s, faces: true, zone: 'ground', scale: [0.85, 1], animated: true };
}

/** A small lizard facing right with a curly tail. */
function lizard(): Art {
  const base = '#5fcf8a';
  let s = groundShadow(86, 82, 64);
  s += tube('M56,66C30,74 10,66 12,50C14,38 30,40 28,50', base, 10);
  for (const [x, d] of [[62, -1], [104, 1]] as const) {
    s += tube(`M${x},70l${d * 8},12`, darken(base, 0.1), 7);
    s += tube(`M${x + 10},70l${-d * 6},12`, base, 7);
  }
  const body = smooth([[48, 66], [76, 50], [112, 52], [130, 40], [156, 44], [160, 60], [140, 70], [110, 76], [70, 78]], true);
  s += shaded(body, base, 104, 62, 0.9, -2, -3);
  for (const [x, y] of [[80, 60], [96, 58], [112, 62], [70, 68]] as const) s += el('circle', { cx: x, cy: y, r: 4, fill: '#ffd23f', stroke: darken(base, 0.3), 'stroke-width': 2 });
  s += eye(140, 44, 8, 0.2, 0.05);
  s += smile(150, 58, 10, 0.45);
  s += cheek(140, 58, 4.5);
  s += shine(96, 54, 12, 3, -5, 0.5);
  return { name: 'lizard', w: 166, h: 90, body: s, faces: true, zone: 'ground', scale: [0.7, 0.85], animated: true };
}

/** A fennec fox with big ears, sitting, facing right. */
function fennec(): Art {
  const fur = '#f5c987';
  let s = groundShadow(70, 134, 52);
  s += shaded('M44,128C6,132 4,96 18,84C28,100 40,112 62,118Z', fur, 30, 110, 0.88, 0, -2);
  s += el('path', { d: 'M12,98q6,10 10,14', stroke: '#fff4dc', 'stroke-width': 6, 'stroke-linecap': 'round', fill: 'none' });
  const body = smooth([[44, 130], [42, 98], [64, 78], [94, 84], [100, 112], [94, 132]], true);
  s += shaded(body, fur, 72, 106, 0.88, -2, -3);
  s += el('ellipse', { cx: 80, cy: 110, rx: 12, ry: 16, fill: '#fff4dc' });
  for (const x of [70, 92]) s += fill(`M${x - 8},108L${x - 8},124Q${x - 8},132 ${x},132Q${x + 9},132 ${x + 9},124L${x + 8},108Z`, fur, 4);
  // ears
  s += shaded('M74,52L56,2L98,40Z', fur, 76, 32, 0.86, 0, 0);
  s += el('path', { d: 'M76,46L64,14L90,40Z', fill: '#ffb3a8' });
  s += shaded('M108,44L128,0L132,52Z', fur, 122, 30, 0.86, 0, 0);
  s += el('path', { d: 'M112,42L126,14L128,48Z', fill: '#ffb3a8' });
  const head = smooth([[72, 62], [84, 42], [114, 40], [130, 58], [140, 70], [118, 80], [88, 78]], true);
  s += shaded(head, fur, 104, 62, 0.88, -2, -3);
  s += el('ellipse', { cx: 120, cy: 72, rx: 14, ry: 7, fill: '#fff4dc' });
  s += el('ellipse', { cx: 138, cy: 68, rx: 5, ry: 4, fill: OUTLINE });
  s += eye(96, 58, 8, 0.2, 0.05);
  s += eye(118, 58, 8, 0.2, 0.05);
  s += cheek(92, 72, 5);
  s += smile(128, 76, 8, 0.5);
  return { name: 'fennec', w: 146, h: 140, body: s, faces: true, zone: 'ground', scale: [0.8, 0.95], animated: true };
}

/** A meerkat standing up on watch. */
function meerkat(): Art {
  const fur = '#d9a56a';
  let s = groundShadow(46, 152, 34);
  s += tube('M34,140Q12,146 8,124', darken(fur, 0.1), 8);
  s += el('circle', { cx: 8, cy: 122, r: 5, fill: OUTLINE });
  const body = 'M46,48C70,48 74,100 68,140Q46,150 24,140C18,100 22,48 46,48Z';
  s += shaded(body, fur, 46, 96, 0.88, -2, -3);
  s += el('path', { d: 'M46,70C60,70 62,110 58,136Q46,142 34,136C30,110 32,70 46,70Z', fill: '#f6dcb0' });
  s += fill('M32,148q2,-10 12,-8q2,8 -12,8Z', darken(fur, 0.1), 3.5);
  s += fill('M60,148q-2,-10 -12,-8q-2,8 12,8Z', darken(fur, 0.1), 3.5);
  s += tube('M30,74Q38,86 44,82', fur, 8);
  s += tube('M62,74Q54,86 48,82', fur, 8);
  // head
  s += el('circle', { cx: 26, cy: 26, r: 7, fill: darken(fur, 0.2), stroke: OUTLINE, 'stroke-width': 3.5 });
  s += el('circle', { cx: 66, cy: 26, r: 7, fill: darken(fur, 0.2), stroke: OUTLINE, 'stroke-width': 3.5 });
  s += shaded(ellD(46, 34, 24, 22), fur, 46, 34, 0.88, -1, -2);
  s += el('path', { d: 'M30,30q6,-8 12,0q-6,8 -12,0ZM50,30q6,-8 12,0q-6,8 -12,0Z', fill: '#7a5234' });
  s += bead(36, 30, 4);
  s += bead(56, 30, 4);
  s += el('ellipse', { cx: 46, cy: 42, rx: 12, ry: 8, fill: '#f6dcb0' });
  s += el('ellipse', { cx: 46, cy: 40, rx: 4, ry: 3, fill: OUTLINE });
  s += smile(46, 46, 8, 0.5);
  return { name: 'meerkat', w: 84, h: 156, body: s, faces: false, zone: 'ground', scale: [0.75, 0.9], animated: true };
}

/** A tall saguaro cactus with a flower and a sleepy smile. */
function saguaro(): Art {
  const base = '#4cbf6a';
  let s = groundShadow(66, 198, 44);
  const arm = (d: string): string => tube(d, base, 24);
  s += arm('M50,120Q18,120 20,92L20,60');
  s += arm('M82,100Q114,100 112,74L112,40');
  const trunk = 'M44,196L44,40Q44,12 66,12Q88,12 88,40L88,196Z';
  s += shaded(trunk, base, 66, 100, 0.86, -2, -3);
  s += el('path', { d: 'M58,30L58,190M74,30L74,190', stroke: darken(base, 0.18), 'stroke-width': 3, 'stroke-linecap': 'round' });
  s += el('path', { d: 'M20,66L20,100M112,46L112,82', stroke: darken(base, 0.18), 'stroke-width': 3, 'stroke-linecap': 'round' });
  for (const [x, y] of [[50, 60], [82, 80], [52, 140], [80, 160], [24, 80], [108, 60]] as const) s += el('path', { d: `M${x - 4},${y}l-4,-3M${x + 4},${y}l4,-3`, stroke: '#f2ffe0', 'stroke-width': 2, 'stroke-linecap': 'round' });
  // flower
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    s += el('ellipse', { cx: 66 + Math.cos(a) * 8, cy: 12 + Math.sin(a) * 7, rx: 7, ry: 6, fill: '#ff7aa8', stroke: OUTLINE, 'stroke-width': 3 });
  }
  s += el('circle', { cx: 66, cy: 12, r: 5, fill: '#ffd23f' });
  s += bead(58, 98, 4.5);
  s += bead(76, 98, 4.5);
  s += smile(67, 108, 10, 0.5);
  s += cheek(52, 108, 5);
  s += cheek(82, 108, 5);
  s += shine(54, 44, 4, 12, 0, 0.5);
  return { name: 'cactus', w: 132, h: 204, body: s, faces: false, zone: 'ground', scale: [0.8, 1], animated: false, back: true };
}

/** A round barrel cactus in a pot-like sand mound with a pink flower. */
function barrel(): Art {
  const base = '#3fb07a';
  let s = groundShadow(56, 98, 46);
  const d = 'M14,92C6,50 28,22 56,22C84,22 106,50 98,92Q56,102 14,92Z';
  s += shaded(d, base, 56, 60, 0.88, -2, -3);
  s += el('path', { d: 'M36,30Q26,60 32,94M56,24L56,96M76,30Q86,60 80,94', stroke: darken(base, 0.2), 'stroke-width': 3, fill: 'none' });
  for (const [x, y] of [[36, 50], [76, 50], [46, 74], [66, 74], [24, 70], [88, 70]] as const) s += el('path', { d: `M${x},${y}l-4,-4M${x},${y}l4,-4M${x},${y}l0,-6`, stroke: '#f2ffe0', 'stroke-width': 2, 'stroke-linecap': 'round' });
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    s += el('ellipse', { cx: 56 + Math.cos(a) * 10, cy: 18 + Math.sin(a) * 7, rx: 8, ry: 6, fill: '#ff8fc0', stroke: OUTLINE, 'stroke-width': 3, transform: `rotate(${fmt((a * 180) / Math.PI)} ${fmt(56 + Math.cos(a) * 10)} ${fmt(18 + Math.sin(a) * 7)})` });
  }
  s += el('circle', { cx: 56, cy: 18, r: 6, fill: '#ffd23f', stroke: OUTLINE, 'stroke-width': 2.5 });
  s += bead(46, 62, 4);
  s += bead(66, 62, 4);
  s += smile(56, 70, 9, 0.5);
  s += cheek(38, 70, 4.5);
  s += cheek(74, 70, 4.5);
  return { name: 'cactus-barrel', w: 112, h: 104, body: s, faces: false, zone: 'ground', scale: [0.75, 0.9], animated: false };
}

/** A tumbleweed ball of twigs. */
function tumbleweed(): Art {
  const rng = makeRng(2024);
  let s = groundShadow(58, 110, 40);
  s += el('circle', { cx: 58, cy: 58, r: 48, fill: '#e2b777', opacity: 0.35 });
  let rings = '';
  for (let i = 0; i < 9; i++) {
    const rot = i * 20 + rng.range(-6, 6);
    rings += el('ellipse', { cx: 58 + rng.range(-3, 3), cy: 58 + rng.range(-3, 3), rx: rng.range(34, 46), ry: rng.range(12, 30), transform: `rotate(${fmt(rot)} 58 58)` });
  }
  s += g({ stroke: OUTLINE, 'stroke-width': 8.5, fill: 'none' }, rings);
  s += g({ stroke: '#c98a4e', 'stroke-width': 4, fill: 'none' }, rings);
  s += el('path', { d: 'M30,34Q50,18 76,24', stroke: '#f2d29a', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' });
  return { name: 'tumbleweed', w: 116, h: 116, body: s, faces: false, zone: 'ground', scale: [0.7, 0.85], animated: true };
}

/** An oasis palm tree. */
function palm(): Art {
  let s = groundShadow(96, 214, 50);
  const trunk = 'M86,212Q92,140 100,72L112,74Q106,140 108,212Z';
  s += shaded(trunk, '#c0844a', 98, 140, 0.86, -2, 0);
  let rings = '';
  for (let y = 90; y < 210; y += 16) rings += `M${fmt(101 - (y - 72) * 0.06)},${y}q6,4 12,0`;
  s += el('path', { d: rings, stroke: '#8a5a32', 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' });
  const leaf = (a: number, len: number, c: string): string => {
    const tx = 106 + Math.cos(a) * len;
    const ty = 70 + Math.sin(a) * len * 0.7 + 16;
    return fill(`M106,70Q${fmt(106 + Math.cos(a) * len * 0.5)},${fmt(50 + Math.sin(a) * len * 0.3)} ${fmt(tx)},${fmt(ty)}Q${fmt(106 + Math.cos(a) * len * 0.5)},${fmt(80 + Math.sin(a) * len * 0.3)} 106,70Z`, c, 4);
  };
  for (const [a, len] of [[-2.9, 98], [-0.25, 94], [-2.3, 80], [-0.85, 82]] as const) s += leaf(a, len, '#3fae5a');
  for (const [a, len] of [[-1.6, 58], [-3.1, 70], [0, 72]] as const) s += leaf(a, len, '#5ccf6e');
  for (const [x, y] of [[98, 80], [112, 82], [104, 90]] as const) s += el('circle', { cx: x, cy: y, r: 7, fill: '#8a5a32', stroke: OUTLINE, 'stroke-width': 3 });
  return { name: 'palm', w: 212, h: 220, body: s, faces: false, zone: 'ground', scale: [0.9, 1.05], animated: false, back: true };
}

/** A striped hot-air balloon. */
function balloon(): Art {
  let s = '';
  const env = 'M74,150C30,122 6,92 6,62C6,26 38,6 74,6C110,6 142,26 142,62C142,92 118,122 74,150Z';
  s += shaded(env, '#ff6f7d', 74, 70, 0.9, -3, -4, 0.22);
  const stripes = ['#ffd23f', '#4fc3ff', '#ffd23f'];
  const xs = [-34, 0, 34];
  xs.forEach((dx, i) => {
    s += el('path', { d: `M${74 + dx * 0.35},148C${74 + dx * 1.2},120 ${74 + dx * 1.3 - 8},40 ${74 + dx * 0.9 - 6},8L${74 + dx * 0.9 + 6},8C${74 + dx * 1.3 + 8},40 ${74 + dx * 1.2},120 ${74 + dx * 0.35},148Z`, fill: stripes[i] ?? '#ffd23f', opacity: 0.95 });
  });
  s += el('path', { d: env, fill: 'none', stroke: OUTLINE, 'stroke-width': 4.5, 'stroke-linejoin': 'round' });
  s += shine(40, 34, 14, 8, -40, 0.55);
  s += el('path', { d: 'M58,142L60,172M90,142L88,172', stroke: OUTLINE, 'stroke-width': 3 });
  s += fill('M54,170L94,170L90,200Q74,204 58,200Z', '#c98a4e', 4);
  s += el('path', { d: 'M56,182L92,182', stroke: '#8a5a32', 'stroke-width': 3 });
  s += el('circle', { cx: 74, cy: 164, r: 9, fill: '#ffe36e', stroke: OUTLINE, 'stroke-width': 3 });
  return { name: 'balloon', w: 148, h: 206, body: s, faces: false, zone: 'air', scale: [0.8, 1], animated: true };
}

/** A soft desert bird (a small friendly finch) flying right. */
function bird(): Art {
  const base = '#ffb14a';
  let s = '';
  s += fill('M30,52L8,44Q6,58 14,62L32,60Z', darken(base, 0.15));
  s += shaded('M54,44C48,20 36,8 20,4C26,18 28,28 30,36Z', darken(base, 0.1), 38, 26, 0.86, 0, 0);
  const body = smooth([[24, 56], [44, 40], [76, 38], [92, 52], [80, 70], [46, 72]], true);
  s += shaded(body, base, 58, 56, 0.88, -2, -3);
  s += el('ellipse', { cx: 66, cy: 62, rx: 14, ry: 7, fill: '#fff1d0' });
  s += eye(76, 48, 7, 0.2, 0);
  s += fill('M90,48L102,52L90,56Z', '#ff7a3a', 3);
  s += cheek(78, 60, 4);
  return { name: 'bird', w: 106, h: 80, body: s, faces: true, zone: 'air', scale: [0.8, 0.95], animated: true };
}

/**
 * All desert sprite drawings (right-facing originals).
 * @returns the sprite list
 */
export function desertSprites(): Art[] {
  return [camel(), lizard(), fennec(), meerkat(), saguaro(), barrel(), tumbleweed(), palm(), balloon(), bird()];
}

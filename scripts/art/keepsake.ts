/**
 * Keepsake sprites whose picture depends on the child's monster number (spec part 1 section 3: a
 * sprite's `image` map keyed by monster number 1 to 5). Each keepsake shows a little friend drawn by
 * the real monster composer (`core/art/monster-svg.ts`) in skin n: body option n and colour
 * option n, the other parts default (the same "monster n" the designer preview draws), so the five
 * variants differ in shape and colour. One keepsake per theme:
 * - ocean: a gold picture frame (found on the sunken ship);
 * - desert: a sand castle flying a flag (map sprite; the desert's levels are video levels);
 * - jungle: a leaf-shaped wooden sign with the friend painted on;
 * - arctic: a snow globe with the friend inside.
 *
 * Drawn in the shared style (thick #1d2b4f outlines, shaded fills); deterministic.
 */
import { coarse, OUTLINE } from '../../core/art/svg-kit';
import { ellD } from '../../core/art/paths';
import { darken } from '../../core/art/colour';
import { type Art, fill, groundShadow, shaded, shine } from '../../core/art/sprite-kit';
import { DEFAULT_MONSTER, FIRST_PART_ID, type MonsterDescription } from '../../core/monster/monster-parts';
import { MONSTER_SVG_HEIGHT, MONSTER_SVG_WIDTH, monsterSvg } from '../../core/art/monster-svg';

const { el, num: fmt } = coarse;

/** Monster numbers 1-5 (spec "Monster skins numbered 1 to 5"). */
export const MONSTER_NUMBERS = [1, 2, 3, 4, 5] as const;

/**
 * The monster a keepsake shows for monster number n: body and colour option n, other parts default.
 * @param n monster number 1-5
 * @returns the monster description
 */
export function keepsakeMonster(n: number): MonsterDescription {
  return { ...DEFAULT_MONSTER, body: FIRST_PART_ID.body + n - 1, color: FIRST_PART_ID.color + n - 1 };
}

/**
 * The monster of number n as a nested `<svg>` filling the box (aspect kept, feet at the bottom).
 * Ids are prefixed so several friends (or a friend and the level preview's other symbols) never clash.
 * @param n monster number 1-5
 * @param box x, y, width, height in the sprite's pixels
 * @param prefix id prefix, unique per sprite
 * @returns markup
 */
export function monsterFriend(n: number, box: { x: number; y: number; w: number; h: number }, prefix: string): string {
  const svg = monsterSvg(keepsakeMonster(n));
  const inner = svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/id="/g, `id="${prefix}`)
    .replace(/url\(#/g, `url(#${prefix}`);
  return el('svg', { x: box.x, y: box.y, width: box.w, height: box.h, viewBox: `0 0 ${MONSTER_SVG_WIDTH} ${MONSTER_SVG_HEIGHT}`, preserveAspectRatio: 'xMidYMax meet' }, inner);
}

/** Rounded rectangle path. */
function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${fmt(x + r)},${fmt(y)}H${fmt(x + w - r)}Q${fmt(x + w)},${fmt(y)} ${fmt(x + w)},${fmt(y + r)}V${fmt(y + h - r)}Q${fmt(x + w)},${fmt(y + h)} ${fmt(x + w - r)},${fmt(y + h)}H${fmt(x + r)}Q${fmt(x)},${fmt(y + h)} ${fmt(x)},${fmt(y + h - r)}V${fmt(y + r)}Q${fmt(x)},${fmt(y)} ${fmt(x + r)},${fmt(y)}Z`;
}

/** The five variant bodies of a keepsake drawn by `draw(n)`. */
function variants(draw: (n: number) => string): string[] {
  return MONSTER_NUMBERS.map((n) => draw(n));
}

/**
 * Ocean keepsake: a gold picture frame with a sea-glass window and the friend inside, a shell on top.
 * @param n monster number 1-5
 * @returns markup in 0 0 150 172
 */
function portrait(n: number): string {
  let s = groundShadow(75, 164, 62, 7);
  s += shaded(roundRect(8, 14, 134, 148, 26), '#ffc83d', 75, 88, 0.9, -2, -3, 0.3);
  s += fill(roundRect(26, 32, 98, 112, 14), '#bff1ee', 3.5);
  s += el('path', { d: 'M26,118Q75,104 124,118V130Q124,144 110,144H40Q26,144 26,130Z', fill: '#ffe2a6' });
  s += el('circle', { cx: 44, cy: 54, r: 5, fill: '#ffffff', opacity: 0.8 }) + el('circle', { cx: 106, cy: 66, r: 3.5, fill: '#ffffff', opacity: 0.8 });
  s += monsterFriend(n, { x: 30, y: 42, w: 90, h: 96 }, `ks-portrait-${n}-`);
  s += el('path', { d: roundRect(26, 32, 98, 112, 14), fill: 'none', stroke: OUTLINE, 'stroke-width': 3.5 });
  // little gold studs on the frame
  for (const [x, y] of [[17, 24], [133, 24], [17, 152], [133, 152]] as const) s += el('circle', { cx: x, cy: y, r: 5, fill: '#fff1b0', stroke: OUTLINE, 'stroke-width': 2.5 });
  // a scallop shell on the top edge
  s += shaded('M58,22Q75,-2 92,22L86,28H64Z', '#ffb3c9', 75, 16, 0.86, -1, -2, 0.25);
  s += el('path', { d: 'M70,26L72,12M80,26L78,12M75,26V10', stroke: darken('#ffb3c9', 0.35), 'stroke-width': 2.5, 'stroke-linecap': 'round' });
  s += shine(40, 26, 12, 5, -10, 0.6);
  return s;
}

/**
 * Desert keepsake: a sand castle whose middle tower flies a flag painted with the friend.
 * @param n monster number 1-5
 * @returns markup in 0 0 190 210
 */
function sandcastle(n: number): string {
  const sand = '#f4c679';
  let s = groundShadow(95, 200, 84, 9);
  // flagpole and flag (drawn first: the tower covers the pole's foot)
  s += el('path', { d: 'M95,100V12', stroke: OUTLINE, 'stroke-width': 5, 'stroke-linecap': 'round' });
  s += el('circle', { cx: 95, cy: 12, r: 6, fill: '#ffd23f', stroke: OUTLINE, 'stroke-width': 3 });
  s += shaded('M98,14H186Q177,50 186,86H98Z', '#ff8a3d', 142, 50, 0.9, -2, -2, 0.2);
  s += el('path', { d: 'M104,20H175Q169,50 175,80H104Z', fill: '#fff0d0' });
  s += monsterFriend(n, { x: 108, y: 22, w: 62, h: 56 }, `ks-castle-${n}-`);
  const crenel = (x0: number, x1: number, y: number): string => {
    const w = (x1 - x0) / 5;
    return `M${fmt(x0)},${fmt(y)}v-12h${fmt(w)}v12h${fmt(w)}v-12h${fmt(w)}v12h${fmt(w)}v-12h${fmt(w)}v12`;
  };
  // side towers, then the wall, then the big middle tower
  for (const x0 of [14, 136]) s += shaded(`${crenel(x0, x0 + 40, 112)}V196H${fmt(x0)}Z`, darken(sand, 0.06), x0 + 20, 150, 0.9, -2, -3, 0.22);
  s += shaded('M44,140H146V196H44Z', sand, 95, 168, 0.92, -2, -3, 0.22);
  s += shaded(`${crenel(66, 124, 96)}V196H66Z`, sand, 95, 146, 0.9, -2, -3, 0.22);
  // door, windows and a few shells pressed into the sand
  s += fill('M82,196V170Q95,154 108,170V196Z', '#c98a4e', 4);
  s += fill(ellD(95, 124, 7, 9), '#8a5a32', 3);
  for (const x of [34, 156]) s += fill(ellD(x, 140, 5, 7), '#8a5a32', 3);
  s += el('circle', { cx: 60, cy: 184, r: 4, fill: '#ffb3c9', stroke: OUTLINE, 'stroke-width': 2 }) + el('circle', { cx: 132, cy: 176, r: 4, fill: '#ffffff', stroke: OUTLINE, 'stroke-width': 2 });
  s += shine(80, 108, 9, 4, -20, 0.5);
  return s;
}

/**
 * Jungle keepsake: a big leaf-shaped wooden sign on a post, the friend painted in its middle.
 * @param n monster number 1-5
 * @returns markup in 0 0 176 210
 */
function leafSign(n: number): string {
  let s = groundShadow(88, 202, 44, 7);
  s += fill('M80,120H96V200H80Z', '#a86a3c', 4);
  s += el('path', { d: 'M86,130V192', stroke: '#c98a5a', 'stroke-width': 3, 'stroke-linecap': 'round' });
  const leaf = 'M88,6C136,14 170,46 170,84C170,124 130,146 88,146C46,146 6,124 6,84C6,46 40,14 88,6Z';
  s += shaded(leaf, '#4cbf6a', 88, 78, 0.9, -2, -4, 0.25);
  // leaf veins around the carved panel
  s += el('path', { d: 'M88,10V22M88,136V146M20,84H32M144,84H158M34,44L46,52M142,44L130,52M34,124L46,116M142,124L130,116', stroke: '#2e8a4a', 'stroke-width': 4, 'stroke-linecap': 'round' });
  s += fill(ellD(88, 80, 52, 50), '#f3d9a4', 4);
  s += el('path', { d: ellD(88, 80, 44, 42), fill: 'none', stroke: '#d6b06e', 'stroke-width': 3 });
  s += monsterFriend(n, { x: 48, y: 40, w: 80, h: 78 }, `ks-leaf-${n}-`);
  s += el('circle', { cx: 88, cy: 132, r: 5, fill: '#ffc83d', stroke: OUTLINE, 'stroke-width': 2.5 });
  s += shine(50, 36, 14, 6, -30, 0.5);
  return s;
}

/**
 * Arctic keepsake: a snow globe on a red base, the friend inside standing on a snow drift.
 * @param n monster number 1-5
 * @returns markup in 0 0 156 184
 */
function snowGlobe(n: number): string {
  let s = groundShadow(78, 176, 60, 7);
  s += shaded('M22,140H134L144,176H12Z', '#ff6f7d', 78, 158, 0.9, -2, -2, 0.25);
  s += el('path', { d: 'M24,152H132', stroke: '#ffd23f', 'stroke-width': 5, 'stroke-linecap': 'round' });
  s += el('path', { d: ellD(78, 78, 66, 66), fill: '#dff3ff' });
  s += el('path', { d: 'M22,112Q50,96 78,104Q108,96 134,112Q120,140 78,144Q36,140 22,112Z', fill: '#ffffff' });
  s += monsterFriend(n, { x: 34, y: 34, w: 88, h: 80 }, `ks-globe-${n}-`);
  for (const [x, y, r] of [[40, 52, 3.5], [110, 44, 3], [120, 86, 3.5], [30, 90, 3], [66, 28, 2.5], [98, 24, 3]] as const) s += el('circle', { cx: x, cy: y, r, fill: '#ffffff', stroke: '#b9d8ee', 'stroke-width': 1.5 });
  s += el('path', { d: ellD(78, 78, 66, 66), fill: '#ffffff', 'fill-opacity': 0.12, stroke: OUTLINE, 'stroke-width': 4.5 });
  s += shine(46, 40, 16, 8, -35, 0.7);
  s += shine(116, 108, 6, 3, -35, 0.5);
  return s;
}

/** A keepsake drawing: the sprite fields of the kit's {@link Art} (core/art/sprite-kit.ts) plus its five monster variants. */
export type KeepsakeArt = Art & { variants: readonly string[] };

/**
 * The desert keepsake (map sprite).
 * @returns the sand castle art; `body` is variant 1
 */
export function desertKeepsake(): KeepsakeArt {
  const v = variants(sandcastle);
  return { name: 'keepsake-castle', w: 190, h: 210, body: v[0] ?? '', variants: v, faces: false, zone: 'ground', scale: [0.9, 1], animated: false };
}

/**
 * The jungle keepsake (level sprite).
 * @returns the leaf sign art; `body` is variant 1
 */
export function jungleKeepsake(): KeepsakeArt {
  const v = variants(leafSign);
  return { name: 'keepsake-leaf-sign', w: 176, h: 210, body: v[0] ?? '', variants: v, faces: false, zone: 'ground', scale: [0.9, 1], animated: false };
}

/**
 * The arctic keepsake (level sprite).
 * @returns the snow globe art; `body` is variant 1
 */
export function arcticKeepsake(): KeepsakeArt {
  const v = variants(snowGlobe);
  return { name: 'keepsake-snow-globe', w: 156, h: 184, body: v[0] ?? '', variants: v, faces: false, zone: 'ground', scale: [0.9, 1], animated: false };
}

/**
 * The ocean keepsake (level sprite on the sunken ship's sea floor).
 * @returns name, size and the five variant bodies (`body` is variant 1)
 */
export function oceanKeepsake(): { name: string; w: number; h: number; body: string; variants: readonly string[] } {
  const v = variants(portrait);
  return { name: 'keepsake-portrait', w: 150, h: 172, body: v[0] ?? '', variants: v };
}

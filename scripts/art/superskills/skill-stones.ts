/**
 * The Superskills map's node and addon drawings (superskills-map.ts writes them): every episode is a
 * friendly star-shaped "skill stone" with its episode number and rosy cheeks, in five looks —
 * placeholder (a flat star, drawn while the real picture loads), unselected, selected (bigger,
 * glowing, sparkles), locked (a grey stone with a padlock) and done (a gold ring and a tick) — and
 * the addons: the library tree house at the end of the walk, a kite, a butterfly and a cloud. Same
 * navy outline and rounded shapes as the reading and science maps (core/art/sprite-kit.ts).
 */
import { darken, lighten, mix, radialGradient } from '../../../core/art/colour';
import { type Pt, smooth, sparkleD } from '../../../core/art/paths';
import { fill, groundShadow, shine, SW } from '../../../core/art/sprite-kit';
import { coarse, OUTLINE } from '../../../core/art/svg-kit';
import { type AddonArt, cloudAddon } from '../science/science-map-pieces';

const { el, g, doc } = coarse;

/** A stone's picture, px (the star is ~130 px across on the 1600 x 900 map). */
export const STONE_SIZE = 160;
const C = STONE_SIZE / 2;
/** The star's outer radius. */
const R = 62;

/** One colour per episode, a rainbow along the walk. */
export const STONE_COLOURS = ['#ff6f61', '#ff9f43', '#ffd23f', '#9be15d', '#3ec1d3', '#5b8def', '#9b6bff', '#ff7eb6', '#ff8a5c', '#f7c948', '#5fd08a', '#4fb6ff', '#b58cff', '#ff6fa5'] as const;

const TEXT = { 'font-family': 'Fredoka, Nunito, Arial Rounded MT Bold, Arial, sans-serif', 'font-weight': 700, 'text-anchor': 'middle' } as const;

/** A plump five-pointed star (rounded points), centred at (cx, cy). */
export function plumpStarD(cx: number, cy: number, r: number): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 === 0 ? r : r * 0.58;
    const a = ((-90 + i * 36) * Math.PI) / 180;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return smooth(pts, true, 0.45);
}

/** The stone: a thick star standing on its shadow, its face `colour`, its number and cheeks. */
function stone(level: number, colour: string, r: number, opts: { grey?: boolean; glow?: boolean } = {}): string {
  const face = opts.grey ? '#c9cbd6' : opts.glow ? lighten(colour, 0.12) : colour;
  const side = darken(face, 0.28);
  const number = el('text', { x: C, y: C + 13, 'font-size': r * 0.58, fill: opts.grey ? '#8a8ea3' : '#ffffff', stroke: opts.grey ? 'none' : OUTLINE, 'stroke-width': 3, 'paint-order': 'stroke', ...TEXT }, String(level));
  const cheeks = opts.grey ? '' : el('ellipse', { cx: C - r * 0.36, cy: C + r * 0.16, rx: 6, ry: 4, fill: '#ff8fa3', opacity: 0.9 }) + el('ellipse', { cx: C + r * 0.36, cy: C + r * 0.16, rx: 6, ry: 4, fill: '#ff8fa3', opacity: 0.9 });
  return (
    groundShadow(C, C + r * 0.86, r * 0.8, 8) +
    el('path', { d: plumpStarD(C, C + 8, r), fill: side, stroke: OUTLINE, 'stroke-width': SW, 'stroke-linejoin': 'round' }) +
    el('path', { d: plumpStarD(C, C, r), fill: face, stroke: OUTLINE, 'stroke-width': SW, 'stroke-linejoin': 'round' }) +
    el('path', { d: plumpStarD(C, C + 2, r * 0.7), fill: lighten(face, 0.25), opacity: 0.55 }) +
    shine(C - r * 0.18, C - r * 0.5, r * 0.12, r * 0.06, -30, 0.8) +
    cheeks +
    number
  );
}

/** A padlock at (x, y). */
function padlock(x: number, y: number): string {
  return el('path', { d: `M${x - 8},${y} v-8 a8,8 0 0 1 16,0 v8`, fill: 'none', stroke: OUTLINE, 'stroke-width': 4 }) + fill(`M${x - 13},${y} h26 v20 h-26 Z`, '#ffd23f', 3.5) + el('circle', { cx: x, cy: y + 9, r: 3, fill: OUTLINE });
}

/** The five pictures of episode `level`'s stone, by look. */
export function stoneSvgs(level: number): Record<'placeholder' | 'unselected' | 'selected' | 'locked' | 'done', string> {
  const colour = STONE_COLOURS[(level - 1) % STONE_COLOURS.length]!;
  const d = (body: string, defs = '') => doc(STONE_SIZE, STONE_SIZE, body, { defs });
  const glow = radialGradient('ss-glow', [[0, '#fff7b0', 0.95], [0.6, '#ffe066', 0.5], [1, '#ffe066', 0]]);
  const sparkles = [[20, 26, 11], [140, 22, 12], [146, 112, 8], [14, 110, 7]].map(([x, y, r]) => el('path', { d: sparkleD(x!, y!, r!), fill: '#fff3a0', stroke: OUTLINE, 'stroke-width': 3 })).join('');
  const tick = el('circle', { cx: 132, cy: 34, r: 17, fill: '#5fd08a', stroke: OUTLINE, 'stroke-width': SW }) + el('path', { d: 'M124,34 l6,7 l11,-13', fill: 'none', stroke: '#ffffff', 'stroke-width': 5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  return {
    placeholder: d(el('path', { d: plumpStarD(C, C, R), fill: mix(colour, '#ffffff', 0.4), opacity: 0.8 })),
    unselected: d(stone(level, colour, R)),
    selected: d(el('circle', { cx: C, cy: C, r: C, fill: 'url(#ss-glow)' }) + stone(level, colour, R + 8, { glow: true }) + sparkles, glow),
    locked: d(stone(level, colour, R - 4, { grey: true }) + padlock(C + 40, C + 34)),
    done: d(el('path', { d: plumpStarD(C, C + 4, R + 14), fill: '#ffd23f', stroke: OUTLINE, 'stroke-width': 3, 'stroke-linejoin': 'round' }) + shine(C + 30, C - 40, 6, 3, -20, 0.8) + stone(level, colour, R - 2) + tick),
  };
}

/** The library tree house: a big oak holding a little house with a book sign and a rope ladder (220 x 280). */
function treeHouse(): AddonArt {
  const body =
    groundShadow(110, 272, 70, 9) +
    fill('M92,272 C96,220 94,170 86,130 L134,130 C126,170 124,220 128,272 Z', '#a0704a') +
    el('path', { d: 'M100,250 q6,-40 2,-90 M118,256 q-4,-50 2,-100', stroke: '#7a5236', 'stroke-width': 4, fill: 'none', opacity: 0.7 }) +
    el('circle', { cx: 110, cy: 86, r: 84, fill: '#5fbf5a', stroke: OUTLINE, 'stroke-width': SW }) +
    el('circle', { cx: 52, cy: 110, r: 40, fill: '#4fae6a', stroke: OUTLINE, 'stroke-width': SW }) +
    el('circle', { cx: 172, cy: 108, r: 42, fill: '#4fae6a', stroke: OUTLINE, 'stroke-width': SW }) +
    el('circle', { cx: 80, cy: 50, r: 18, fill: '#8fdc7a', opacity: 0.7 }) +
    // The house on a platform in the branches.
    fill('M56,150 H164 V162 H56 Z', '#b07d58') +
    fill('M68,104 H152 V150 H68 Z', '#ffcf7a') +
    fill('M58,106 L110,66 L162,106 Z', '#e8634a') +
    fill('M98,120 H122 V150 H98 Z', '#8a5a3a', 3.5) +
    fill('M130,114 H146 V130 H130 Z', '#bfe6ff', 3) +
    // The book sign over the door: an open book.
    fill('M84,84 q13,-6 26,0 q13,-6 26,0 v16 q-13,-6 -26,0 q-13,-6 -26,0 Z', '#ffffff', 3) +
    el('path', { d: 'M110,84 v16', stroke: OUTLINE, 'stroke-width': 2.5 }) +
    el('path', { d: 'M76,162 V240 M92,162 V240 M76,180 H92 M76,200 H92 M76,220 H92', stroke: '#c89a5a', 'stroke-width': 4, 'stroke-linecap': 'round' });
  return { key: 'tree-house', w: 220, h: 280, body, placeholder: el('circle', { cx: 110, cy: 90, r: 84, fill: '#5fbf5a', opacity: 0.6 }) + el('rect', { x: 92, y: 130, width: 40, height: 142, fill: '#a0704a', opacity: 0.6 }), x: 1500, y: 190, order: 1, zIndex: 5 };
}

function kite(): AddonArt {
  const body =
    el('path', { d: 'M60,120 q-20,30 6,50 q-26,14 -6,40', stroke: OUTLINE, 'stroke-width': 2.5, fill: 'none' }) +
    [[52, 150], [62, 184]].map(([x, y]) => el('path', { d: `M${x},${y} l-10,-6 l0,12 Z M${x},${y} l10,-6 l0,12 Z`, fill: '#ff7eb6', stroke: OUTLINE, 'stroke-width': 2 })).join('') +
    fill('M60,8 L100,60 L60,120 L20,60 Z', '#ffd23f') +
    fill('M60,8 L100,60 L60,60 Z', '#ff6f61', 0) +
    fill('M60,60 L20,60 L60,120 Z', '#3ec1d3', 0) +
    el('path', { d: 'M60,8 L100,60 L60,120 L20,60 Z M60,8 V120 M20,60 H100', fill: 'none', stroke: OUTLINE, 'stroke-width': 3.5, 'stroke-linejoin': 'round' });
  return { key: 'kite', w: 120, h: 220, body, placeholder: el('path', { d: 'M60,8 L100,60 L60,120 L20,60 Z', fill: '#ffd23f', opacity: 0.5 }), x: 560, y: 180, scale: 0.8, order: 20, zIndex: 3, float: true };
}

function butterfly(): AddonArt {
  const wing = (sx: number) => g({ transform: `translate(40,40) scale(${sx},1)` }, fill('M0,0 C10,-34 40,-30 34,-6 C30,6 14,6 0,0 Z', '#9b6bff', 3) + fill('M0,2 C20,6 30,26 14,32 C4,34 0,16 0,2 Z', '#ff7eb6', 3) + el('circle', { cx: 20, cy: -12, r: 5, fill: '#ffd23f' }));
  const body = wing(1) + wing(-1) + fill('M36,22 C36,14 44,14 44,22 L44,58 C44,64 36,64 36,58 Z', '#3b2f4a', 2) + el('path', { d: 'M38,16 q-6,-12 -12,-14 M42,16 q6,-12 12,-14', stroke: OUTLINE, 'stroke-width': 2.5, fill: 'none', 'stroke-linecap': 'round' });
  return { key: 'butterfly', w: 80, h: 80, body, placeholder: el('ellipse', { cx: 40, cy: 40, rx: 34, ry: 24, fill: '#b58cff', opacity: 0.4 }), x: 800, y: 560, scale: 0.8, order: 21, zIndex: 20, float: true };
}

/** The map's addons: the tree house, a kite, a butterfly and a drifting cloud. */
export function skillParkAddons(): AddonArt[] {
  return [treeHouse(), kite(), butterfly(), cloudAddon('cloud', 200, '#ffffff', { x: 1060, y: 110, order: 22, zIndex: 2, float: true })];
}

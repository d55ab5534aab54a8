/**
 * The reading map's node and addon drawings (scripts/art/reading-map.ts writes them): every level
 * is an open storybook on a little grassy mound with its number on a round tag, in five looks —
 * placeholder (a flat blob of the book's colour, drawn while the real picture loads), unselected,
 * selected (glowing, sparkles), locked (a closed book with a clasp) and done (a gold star) — and
 * the addons: the storybook castle, clouds, a book balloon and a reading owl. Same navy outline and
 * rounded shapes as the map sprites (core/art/sprite-kit.ts).
 */
import { darken, lighten, radialGradient } from '../../core/art/colour';
import { ellD, sparkleD, starD } from '../../core/art/paths';
import { fill, groundShadow, shine, SW } from '../../core/art/sprite-kit';
import { coarse, OUTLINE } from '../../core/art/svg-kit';

const { el, g, doc } = coarse;

/** Size of a node picture, px (drawn at design size: the book is ~150 px wide on the 1600 x 900 map). */
export const NODE_W = 180;
export const NODE_H = 170;

/** One cover colour per level, a rainbow along the path. */
export const COVERS = ['#ff6f61', '#ff9f43', '#ffd23f', '#7ed957', '#3ec1d3', '#5b8def', '#9b6bff', '#ff7eb6'] as const;

const TEXT = { 'font-family': 'Fredoka, Nunito, Arial Rounded MT Bold, Arial, sans-serif', 'font-weight': 700, 'text-anchor': 'middle' } as const;

/** The grassy mound every node sits on. */
function mound(colour = '#8fd16a'): string {
  return groundShadow(90, 150, 74, 10) + fill('M18,146 C24,118 156,118 162,146 C150,160 30,160 18,146 Z', colour) + el('path', { d: 'M40,132 C70,122 110,122 140,132', stroke: lighten(colour, 0.45), 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round' });
}

/** An open book: two pages over a cover of `cover`, lines of "text" on the pages. */
function openBook(cover: string, glow = false): string {
  const pages = glow ? '#fffdf0' : '#fff8e6';
  const lines = [0, 1, 2]
    .map((i) => el('path', { d: `M${44 + i * 2},${88 + i * 11} q20,-5 36,0 M${100},${88 + i * 11} q18,-5 36,0`, stroke: '#c9b89a', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' }))
    .join('');
  return (
    fill('M22,84 C50,66 78,70 90,80 C102,70 130,66 158,84 L158,128 C130,114 102,116 90,126 C78,116 50,114 22,128 Z', cover) +
    fill('M30,76 C56,60 80,64 90,74 L90,118 C80,108 56,106 30,120 Z', pages, 4) +
    fill('M150,76 C124,60 100,64 90,74 L90,118 C100,108 124,106 150,120 Z', pages, 4) +
    lines +
    shine(56, 74, 14, 5, -18, 0.7)
  );
}

/** A closed book lying on the mound, with a clasp and a little padlock. */
function closedBook(cover: string): string {
  return (
    fill('M30,92 L150,92 L150,126 L30,126 Z', '#f3ead6', 4) +
    fill('M26,84 Q26,78 32,78 L148,78 Q154,78 154,84 L154,98 Q154,104 148,104 L32,104 Q26,104 26,98 Z', cover) +
    fill('M84,76 L96,76 L96,110 L84,110 Z', darken(cover, 0.25), 4) +
    fill('M80,108 L100,108 L100,124 L80,124 Z', '#c8ccd8', 4) +
    el('path', { d: 'M84,108 v-6 a6,6 0 0 1 12,0 v6', fill: 'none', stroke: OUTLINE, 'stroke-width': 4 })
  );
}

/** The round number tag above the book. */
function tag(level: number, colour: string, faded = false): string {
  return (
    el('circle', { cx: 90, cy: 38, r: 30, fill: faded ? '#e6e2ee' : '#ffffff', stroke: OUTLINE, 'stroke-width': SW }) +
    el('circle', { cx: 90, cy: 38, r: 23, fill: faded ? '#cfc9dc' : colour, opacity: faded ? 1 : 0.22 }) +
    el('text', { x: 90, y: 51, 'font-size': 38, fill: faded ? '#8a84a0' : OUTLINE, ...TEXT }, String(level))
  );
}

/** The five pictures of level `level`'s node, by look. */
export function nodeSvgs(level: number): Record<'placeholder' | 'unselected' | 'selected' | 'locked' | 'done', string> {
  const cover = COVERS[(level - 1) % COVERS.length]!;
  const d = (body: string, defs = '') => doc(NODE_W, NODE_H, body, { defs });
  const glowId = 'glow';
  const glow = radialGradient(glowId, [[0, '#fff7b0', 0.95], [0.55, '#ffe066', 0.5], [1, '#ffe066', 0]]);
  const sparkles = [[22, 40, 10], [160, 30, 12], [150, 96, 8], [26, 100, 7]].map(([x, y, r]) => el('path', { d: sparkleD(x!, y!, r!), fill: '#fff3a0', stroke: OUTLINE, 'stroke-width': 3 })).join('');
  return {
    placeholder: d(el('path', { d: ellD(90, 130, 72, 22), fill: '#8fd16a', opacity: 0.8 }) + el('path', { d: 'M24,84 Q90,60 156,84 L156,126 Q90,108 24,126 Z', fill: lighten(cover, 0.35) }) + el('circle', { cx: 90, cy: 38, r: 28, fill: '#ffffff', opacity: 0.8 })),
    unselected: d(mound() + openBook(cover) + tag(level, cover)),
    selected: d(el('ellipse', { cx: 90, cy: 92, rx: 90, ry: 80, fill: `url(#${glowId})` }) + mound('#a5e07a') + openBook(lighten(cover, 0.08), true) + tag(level, cover) + sparkles, glow),
    locked: d(mound('#b9c9a8') + closedBook(lighten(darken(cover, 0.1), 0.35)) + tag(level, cover, true)),
    done: d(mound() + openBook(cover) + tag(level, cover) + el('path', { d: starD(146, 34, 24, 0), fill: '#ffd23f', stroke: OUTLINE, 'stroke-width': SW, 'stroke-linejoin': 'round' }) + shine(140, 28, 6, 3, -20, 0.7)),
  };
}

/** One addon picture and its flat placeholder. */
export interface AddonArt {
  key: string;
  w: number;
  h: number;
  body: string;
  placeholder: string;
}

/** The storybook castle at the end of the path: towers like stacked books, flags. */
function castle(): AddonArt {
  const tower = (x: number, w: number, top: number, colour: string, roof: string) =>
    fill(`M${x},${top} L${x + w},${top} L${x + w},250 L${x},250 Z`, colour) +
    fill(`M${x - 10},${top + 2} L${x + w / 2},${top - 60} L${x + w + 10},${top + 2} Z`, roof) +
    el('path', { d: `M${x + w / 2},${top - 60} v-26`, stroke: OUTLINE, 'stroke-width': 4 }) +
    fill(`M${x + w / 2},${top - 86} l26,8 l-26,8 Z`, '#ff7eb6', 3) +
    fill(`M${x + w / 2 - 12},${top + 30} a12,12 0 0 1 24,0 v22 h-24 Z`, '#5b4b8a', 4);
  const stripes = [120, 150, 180, 210].map((y, i) => el('path', { d: `M70,${y} H190`, stroke: ['#ff9f43', '#3ec1d3', '#ffd23f', '#9b6bff'][i]!, 'stroke-width': 10, opacity: 0.6 })).join('');
  const body =
    groundShadow(130, 252, 120, 10) +
    tower(20, 56, 110, '#fbe3c0', '#ff6f61') +
    tower(184, 56, 110, '#fbe3c0', '#5b8def') +
    fill('M66,130 L194,130 L194,250 L66,250 Z', '#fff1d6') +
    stripes +
    fill('M60,132 L80,112 L100,132 L120,112 L140,132 L160,112 L180,132 L200,112 L200,132 Z', '#ffd23f', 4) +
    tower(100, 60, 60, '#fff1d6', '#9b6bff') +
    fill('M106,250 L106,206 a24,24 0 0 1 48,0 L154,250 Z', '#b07a4a') +
    el('path', { d: 'M130,184 v66', stroke: OUTLINE, 'stroke-width': 3 });
  return { key: 'castle', w: 260, h: 260, body, placeholder: el('path', { d: 'M20,250 L20,110 L240,110 L240,250 Z M100,60 L160,60 L160,110 L100,110 Z', fill: '#f5dcc0', opacity: 0.9 }) };
}

function cloudArt(key: string, w: number): AddonArt {
  const h = w * 0.45;
  const d = `M${w * 0.1},${h * 0.85} C${w * 0.02},${h * 0.55} ${w * 0.2},${h * 0.35} ${w * 0.32},${h * 0.45} C${w * 0.36},${h * 0.1} ${w * 0.66},${h * 0.05} ${w * 0.7},${h * 0.4} C${w * 0.85},${h * 0.3} ${w * 0.98},${h * 0.6} ${w * 0.9},${h * 0.85} Z`;
  return { key, w, h, body: el('path', { d, fill: '#ffffff', stroke: '#c8d8f0', 'stroke-width': 4 }) + shine(w * 0.45, h * 0.4, w * 0.12, h * 0.08, -10, 0.8), placeholder: el('path', { d, fill: '#ffffff', opacity: 0.6 }) };
}

/** A hot-air balloon whose basket is an open book. */
function balloon(): AddonArt {
  const stripes = ['#ff6f61', '#ffd23f', '#3ec1d3', '#9b6bff'];
  const panels = stripes.map((c, i) => el('path', { d: `M${40 + i * 20},30 Q${30 + i * 20},110 ${62 + i * 8},150 L${70 + i * 8},150 Q${56 + i * 20},110 ${60 + i * 20},30 Z`, fill: c, opacity: 0.85 })).join('');
  const body =
    fill('M80,10 C140,10 150,80 120,130 L88,156 L72,156 L40,130 C10,80 20,10 80,10 Z', '#fff3d6') +
    panels +
    el('path', { d: 'M80,10 C140,10 150,80 120,130 L88,156 L72,156 L40,130 C10,80 20,10 80,10 Z', fill: 'none', stroke: OUTLINE, 'stroke-width': SW }) +
    shine(56, 44, 12, 20, -20, 0.6) +
    el('path', { d: 'M74,156 L66,182 M86,156 L94,182', stroke: OUTLINE, 'stroke-width': 3 }) +
    fill('M48,184 C62,176 74,178 80,184 C86,178 98,176 112,184 L112,204 C98,196 86,198 80,204 C74,198 62,196 48,204 Z', '#ff7eb6', 4);
  return { key: 'balloon', w: 160, h: 212, body, placeholder: el('ellipse', { cx: 80, cy: 80, rx: 62, ry: 72, fill: '#ffe2c0', opacity: 0.8 }) };
}

/** A round owl reading a book, on a stack of books. */
function owl(): AddonArt {
  const books = ['#5b8def', '#ff9f43', '#7ed957']
    .map((c, i) => fill(`M${20 + i * 6},${176 - i * 22} L${140 - i * 4},${176 - i * 22} L${140 - i * 4},${196 - i * 22} L${20 + i * 6},${196 - i * 22} Z`, c, 4))
    .join('');
  const body =
    groundShadow(80, 198, 70, 8) +
    books +
    fill('M80,50 C122,50 130,90 126,120 C122,140 104,148 80,148 C56,148 38,140 34,120 C30,90 38,50 80,50 Z', '#b58a5a') +
    fill('M80,86 C104,86 112,104 110,122 C106,138 96,142 80,142 C64,142 54,138 50,122 C48,104 56,86 80,86 Z', '#f2dcb8', 4) +
    fill('M44,58 L52,36 L64,54 Z', '#b58a5a', 4) +
    fill('M116,58 L108,36 L96,54 Z', '#b58a5a', 4) +
    el('circle', { cx: 64, cy: 76, r: 15, fill: '#ffffff', stroke: OUTLINE, 'stroke-width': 4 }) +
    el('circle', { cx: 96, cy: 76, r: 15, fill: '#ffffff', stroke: OUTLINE, 'stroke-width': 4 }) +
    el('circle', { cx: 66, cy: 78, r: 6, fill: OUTLINE }) +
    el('circle', { cx: 98, cy: 78, r: 6, fill: OUTLINE }) +
    fill('M74,90 L86,90 L80,100 Z', '#ffb43f', 3) +
    fill('M46,118 C62,106 74,108 80,116 C86,108 98,106 114,118 L114,138 C98,128 86,130 80,138 C74,130 62,128 46,138 Z', '#ff6f61', 4);
  return { key: 'owl', w: 160, h: 206, body, placeholder: el('path', { d: 'M20,196 L20,130 L140,130 L140,196 Z M80,50 C122,50 130,90 126,120 L34,120 C30,90 38,50 80,50 Z', fill: '#d8c0a0', opacity: 0.8 }) };
}

/** Every addon drawing. */
export function addonArts(): AddonArt[] {
  return [castle(), cloudArt('cloud-1', 220), cloudArt('cloud-2', 170), balloon(), owl()];
}

/** An addon's two files: the picture and its placeholder, both `w` x `h`. */
export function addonSvgs(a: AddonArt): { loaded: string; placeholder: string } {
  return { loaded: doc(a.w, a.h, g({}, a.body)), placeholder: doc(a.w, a.h, a.placeholder) };
}

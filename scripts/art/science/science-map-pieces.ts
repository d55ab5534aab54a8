/**
 * The science maps' shared pieces (scripts/art/science/science-map.ts writes them): the shape of a
 * habitat's drawing (`HabitatArt`, one per habitat in maps-*.ts), a topic node in its four looks
 * (the topic's emblem from topic-art.ts on a round medallion in the habitat's colours), the world's
 * round habitat windows, the 320 x 200 preview cards, the 96 x 96 filter tabs of All Videos, the
 * addon files and the topic polygons. Same navy outline and rounded shapes as the other maps
 * (core/art/sprite-kit.ts); ids are prefixed `sm-` so they never clash with an emblem's own.
 */
import { darken, lighten, mix, radialGradient, rgb } from '../../../core/art/colour';
import type { Pt } from '../../../core/art/paths';
import { sparkleD, starD } from '../../../core/art/paths';
import { groundShadow, shine, SW } from '../../../core/art/sprite-kit';
import type { Scene } from '../../../core/art/sprite-kit';
import { coarse, OUTLINE } from '../../../core/art/svg-kit';
import type { ScienceHabitat } from '../../../core/science/habitats';

const { el, g, doc, num } = coarse;

/** Design space of every map. */
export const W = 1600;
export const H = 900;

/** A decoration of a map: its drawing (`w` x `h`), its flat placeholder and where it goes. */
export interface AddonArt {
  key: string;
  w: number;
  h: number;
  body: string;
  placeholder: string;
  /** Centre, design px. */
  x: number;
  y: number;
  scale?: number;
  order: number;
  zIndex: number;
  float?: boolean;
}

/** The medallion colours of a habitat's topic nodes. */
export interface PlinthColours {
  face: string;
  rim: string;
}

/** One habitat's drawing: the map background, its flat placeholder, the small card scene, the tab glyph, addons and node places. */
export interface HabitatArt {
  key: ScienceHabitat;
  /** The colour of `palette.path` (the subject map needs one; a topics map draws no path). */
  path: string;
  plinth: PlinthColours;
  background: () => Scene;
  /** A few flat shapes, 1600 x 900 (the placeholder must stay under 2 KB). */
  placeholder: () => string;
  /** A small scene, 320 x 200, its subject in the middle 200 x 200 (the card and the world's window). */
  mini: () => string;
  /** The filter tab's glyph, drawn around (48, 48) within a radius of ~30. */
  glyph: () => string;
  addons: () => AddonArt[];
  /** One centre per topic, in SCIENCE_TOPIC_KEYS order. */
  nodes: readonly Pt[];
}

/** A topic node's picture, px: the medallion is ~130 px across on the 1600 x 900 map. */
export const NODE_SIZE = 180;
const C = NODE_SIZE / 2;
/** The medallion's radius. */
const DISC = 62;
/** The tap polygon's radius around a topic node's centre (an octagon that holds the medallion). */
export const TOPIC_POLY_R = 80;
/** Where the monster stands relative to a topic node: its feet at the medallion's lower left. */
export const TOPIC_MONSTER_OFFSET: Pt = [-84, 80];

/**
 * A regular polygon around a centre, rounded to whole design px, kept inside the map.
 * @param sides number of corners (8: an octagon)
 * @param rx horizontal radius, design px
 * @param ry vertical radius
 */
export function polygonAround(cx: number, cy: number, sides: number, rx: number, ry = rx): Pt[] {
  return Array.from({ length: sides }, (_, i) => {
    const a = ((i + 0.5) / sides) * Math.PI * 2;
    return [Math.min(W, Math.max(0, Math.round(cx + Math.cos(a) * rx))), Math.min(H, Math.max(0, Math.round(cy + Math.sin(a) * ry)))] as Pt;
  });
}

/**
 * An SVG document's markup nested as an `<svg>` element at (x, y), `size` px square, so the file
 * that holds it stays self-contained (no external or data: image).
 * @param svg a whole SVG document (topic-art.ts topicArt)
 * @throws when `svg` is not one `<svg>` element
 */
export function nestSvg(svg: string, x: number, y: number, size: number): string {
  const m = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!m) throw new Error('not an SVG document');
  const viewBox = /viewBox="([^"]+)"/.exec(m[1]!)?.[1] ?? '0 0 240 240';
  return el('svg', { x, y, width: size, height: size, viewBox }, m[2]!);
}

/** The medallion a topic emblem sits on: a thick coin with a rim, standing on its shadow. */
function medallion(p: PlinthColours, r: number, glow: boolean): string {
  const rim = glow ? lighten(p.rim, 0.15) : p.rim;
  return (
    groundShadow(C, C + r + 8, r * 0.8, 8) +
    el('circle', { cx: C, cy: C + 7, r, fill: darken(rim, 0.3), stroke: OUTLINE, 'stroke-width': SW }) +
    el('circle', { cx: C, cy: C, r, fill: rim, stroke: OUTLINE, 'stroke-width': SW }) +
    el('circle', { cx: C, cy: C, r: r - 10, fill: glow ? lighten(p.face, 0.4) : p.face, stroke: darken(rim, 0.2), 'stroke-width': 3 }) +
    shine(C - r * 0.5, C - r * 0.62, r * 0.22, r * 0.08, -35, 0.6)
  );
}

/**
 * The four pictures of a topic node (NODE_SIZE square, the medallion centred): placeholder (a soft
 * silhouette disc), unselected (the emblem on its medallion), selected (bigger, a glow ring and
 * sparkles) and done (the unselected with a gold star).
 * @param emblem the topic's emblem, a whole SVG document (topic-art.ts)
 */
export function topicNodeSvgs(emblem: string, p: PlinthColours): Record<'placeholder' | 'unselected' | 'selected' | 'done', string> {
  const d = (body: string, defs = '') => doc(NODE_SIZE, NODE_SIZE, body, { defs });
  const face = medallion(p, DISC, false) + nestSvg(emblem, C - 56, C - 56, 112);
  const glow = radialGradient('sm-glow', [[0, '#fff7b0', 0.95], [0.6, '#ffe066', 0.55], [1, '#ffe066', 0]]);
  const sparkles = [[24, 30, 11], [156, 26, 13], [162, 120, 9], [18, 128, 8]].map(([x, y, r]) => el('path', { d: sparkleD(x!, y!, r!), fill: '#fff3a0', stroke: OUTLINE, 'stroke-width': 3 })).join('');
  const big = 68;
  return {
    placeholder: d(el('circle', { cx: C, cy: C + 4, r: DISC + 2, fill: mix(p.face, p.rim, 0.45), opacity: 0.7 }) + el('circle', { cx: C, cy: C, r: DISC - 14, fill: p.face, opacity: 0.6 })),
    unselected: d(face),
    selected: d(
      el('circle', { cx: C, cy: C, r: C, fill: 'url(#sm-glow)' }) +
        el('circle', { cx: C, cy: C, r: big + 9, fill: 'none', stroke: '#ffd23f', 'stroke-width': 7, opacity: 0.9 }) +
        medallion(p, big, true) +
        nestSvg(emblem, C - 62, C - 62, 124) +
        sparkles,
      glow,
    ),
    done: d(face + el('path', { d: starD(146, 36, 25, 0), fill: '#ffd23f', stroke: OUTLINE, 'stroke-width': SW, 'stroke-linejoin': 'round' }) + shine(140, 30, 6, 3, -20, 0.7)),
  };
}

/** A world window's picture, px: the round window and the name ribbon under it. */
export const WINDOW_W = 240;
export const WINDOW_H = 250;
const WIN_CX = 120;
const WIN_CY = 104;
const WIN_R = 92;

/** The habitat's small scene inside a circle of radius `r` at (cx, cy) (its middle 200 x 200 shown). */
function miniInCircle(mini: string, cx: number, cy: number, r: number, id: string): { defs: string; body: string } {
  const s = (2 * r) / 200;
  return {
    defs: el('clipPath', { id }, el('circle', { cx, cy, r })),
    body: g({ 'clip-path': `url(#${id})` }, g({ transform: `translate(${num(cx - 160 * s)},${num(cy - 100 * s)}) scale(${Math.round(s * 1000) / 1000})` }, mini)),
  };
}

const FONT = { 'font-family': 'Fredoka, Nunito, Arial Rounded MT Bold, Arial, sans-serif', 'font-weight': 700, 'text-anchor': 'middle' } as const;

/** The name ribbon under a window. */
function ribbon(title: string, colour: string, text: string): string {
  const w = Math.min(220, 40 + title.length * 15);
  const x0 = WIN_CX - w / 2;
  const x1 = WIN_CX + w / 2;
  return (
    el('path', { d: `M${num(x0 - 14)},${196} l14,-8 v34 l-14,-4 l8,-11 Z M${num(x1 + 14)},${196} l-14,-8 v34 l14,-4 l-8,-11 Z`, fill: darken(colour, 0.25), stroke: OUTLINE, 'stroke-width': 3.5, 'stroke-linejoin': 'round' }) +
    el('rect', { x: x0, y: 184, width: w, height: 38, rx: 10, fill: colour, stroke: OUTLINE, 'stroke-width': SW }) +
    el('text', { x: WIN_CX, y: 211, 'font-size': 22, fill: text, ...FONT }, title)
  );
}

/**
 * The three pictures of a habitat on the world map (WINDOW_W x WINDOW_H): placeholder (a flat
 * disc), unselected (a round window onto the habitat with a name ribbon) and selected (glowing, a
 * gold frame, sparkles).
 * @param mini the habitat's small scene (HabitatArt.mini)
 * @param colours the frame's colour, the ribbon's and its text's
 */
export function windowSvgs(mini: string, title: string, colours: { frame: string; ribbon: string; text: string; sky: string }): Record<'placeholder' | 'unselected' | 'selected', string> {
  const d = (body: string, defs = '') => doc(WINDOW_W, WINDOW_H, body, { defs });
  const view = miniInCircle(mini, WIN_CX, WIN_CY, WIN_R - 10, 'sm-win');
  const frame = (c: string) =>
    groundShadow(WIN_CX, 232, 80, 9) +
    el('circle', { cx: WIN_CX, cy: WIN_CY + 6, r: WIN_R, fill: darken(c, 0.3), stroke: OUTLINE, 'stroke-width': SW }) +
    el('circle', { cx: WIN_CX, cy: WIN_CY, r: WIN_R, fill: c, stroke: OUTLINE, 'stroke-width': SW }) +
    view.body +
    el('circle', { cx: WIN_CX, cy: WIN_CY, r: WIN_R - 10, fill: 'none', stroke: OUTLINE, 'stroke-width': 4 }) +
    shine(WIN_CX - 48, WIN_CY - 52, 22, 9, -40, 0.45);
  const glow = radialGradient('sm-glow', [[0, '#fff7b0', 0.9], [0.65, '#ffe066', 0.5], [1, '#ffe066', 0]]);
  const sparkles = [[22, 30, 13], [218, 26, 15], [226, 150, 10], [14, 150, 9]].map(([x, y, r]) => el('path', { d: sparkleD(x!, y!, r!), fill: '#fff3a0', stroke: OUTLINE, 'stroke-width': 3 })).join('');
  return {
    placeholder: d(el('circle', { cx: WIN_CX, cy: WIN_CY, r: WIN_R, fill: colours.sky, opacity: 0.8 }) + el('rect', { x: 40, y: 184, width: 160, height: 38, rx: 10, fill: colours.ribbon, opacity: 0.7 })),
    unselected: d(frame(colours.frame) + ribbon(title, colours.ribbon, colours.text), view.defs),
    selected: d(el('ellipse', { cx: WIN_CX, cy: WIN_CY + 10, rx: 120, ry: 122, fill: 'url(#sm-glow)' }) + frame('#ffd23f') + ribbon(title, lighten(colours.ribbon, 0.1), colours.text) + sparkles, view.defs + glow),
  };
}

/** The world window's tap polygon: an octagon around the window and its ribbon, design px. */
export function windowPolygon(x: number, y: number): Pt[] {
  return polygonAround(x, y - 6, 8, 122, 128);
}

/** A habitat's 320 x 200 preview card and its flat placeholder. */
export function previewSvgs(mini: string, sky: string, ground: string): { preview: string; placeholder: string } {
  const clip = el('clipPath', { id: 'sm-card' }, el('rect', { width: 320, height: 200, rx: 24 }));
  return {
    preview: doc(320, 200, g({ 'clip-path': 'url(#sm-card)' }, mini), { defs: clip }),
    placeholder: doc(320, 200, el('rect', { width: 320, height: 200, rx: 24, fill: sky }) + el('path', { d: 'M0,130 Q160,110 320,130 V176 Q320,200 296,200 H24 Q0,200 0,176 Z', fill: ground })),
  };
}

/**
 * A 96 x 96 round tab of the All Videos filter: chosen (the accent's disc, a white ring, the glyph
 * bright) and not (a pale disc, the glyph softened).
 * @param glyph the habitat's glyph (HabitatArt.glyph), drawn around (48, 48)
 */
export function filterSvgs(glyph: string, accent: string, face: string): { selected: string; unselected: string } {
  return {
    selected: doc(96, 96, el('circle', { cx: 48, cy: 48, r: 45, fill: accent, stroke: OUTLINE, 'stroke-width': 3 }) + el('circle', { cx: 48, cy: 48, r: 37, fill: lighten(face, 0.3), stroke: '#ffffff', 'stroke-width': 4 }) + glyph + shine(32, 24, 10, 4, -35, 0.6)),
    unselected: doc(96, 96, el('circle', { cx: 48, cy: 48, r: 44, fill: mix(face, '#e8ecf4', 0.5), stroke: mix(OUTLINE, '#ffffff', 0.45), 'stroke-width': 3 }) + g({ opacity: 0.6 }, glyph)),
  };
}

/** White, or the navy outline on a light colour (a ribbon's text). */
export function readableOn(colour: string): string {
  const [r, g2, b] = rgb(colour);
  return 0.299 * r + 0.587 * g2 + 0.114 * b > 170 ? OUTLINE : '#ffffff';
}

/** An addon's two files: its picture and its placeholder, both `w` x `h`. */
export function addonSvgs(a: AddonArt): { loaded: string; placeholder: string } {
  return { loaded: doc(a.w, a.h, a.body), placeholder: doc(a.w, a.h, a.placeholder) };
}

/** A puffy cloud addon (flat-bottomed, soft outline) of width `w`. */
export function cloudAddon(key: string, w: number, colour: string, place: Omit<AddonArt, 'key' | 'w' | 'h' | 'body' | 'placeholder'>): AddonArt {
  const h = Math.round(w * 0.5);
  const d = `M${num(w * 0.1)},${num(h * 0.88)}C${num(w * 0.01)},${num(h * 0.58)} ${num(w * 0.2)},${num(h * 0.36)} ${num(w * 0.32)},${num(h * 0.46)}C${num(w * 0.36)},${num(h * 0.08)} ${num(w * 0.68)},${num(h * 0.04)} ${num(w * 0.7)},${num(h * 0.4)}C${num(w * 0.86)},${num(h * 0.28)} ${num(w * 0.99)},${num(h * 0.6)} ${num(w * 0.9)},${num(h * 0.88)}Z`;
  return { key, w, h, body: el('path', { d, fill: colour, stroke: mix(colour, '#8aa4c8', 0.45), 'stroke-width': 4 }) + shine(w * 0.45, h * 0.4, w * 0.12, h * 0.08, -10, 0.8), placeholder: el('path', { d, fill: colour, opacity: 0.6 }), ...place };
}

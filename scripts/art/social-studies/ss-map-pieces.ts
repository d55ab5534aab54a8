/**
 * The social studies maps' shared pieces (social-studies-map.ts writes them): the shape of a map's
 * drawing (`SsMapArt`, one per map in maps-egypt.ts and maps-greece.ts), a river or road as a
 * ribbon that widens towards us, a flat background tree, and the orb pictures (a glowing golden orb
 * and its empty socket, 96 x 96). The topic nodes, polygons, addon files and clouds are the science
 * maps' (scripts/art/science/science-map-pieces.ts): a social studies topic is the same medallion
 * with its landmark drawing.
 */
import { darken, lighten, radialGradient } from '../../../core/art/colour';
import { type Pt, smooth, sparkleD } from '../../../core/art/paths';
import { shine } from '../../../core/art/sprite-kit';
import type { Scene } from '../../../core/art/sprite-kit';
import { coarse, OUTLINE } from '../../../core/art/svg-kit';
import type { SOCIAL_STUDIES_MAPS } from '../../../core/social-studies/map-schema';
import type { AddonArt, PlinthColours } from '../science/science-map-pieces';

const { el, doc } = coarse;

/** One social studies map's drawing. */
export interface SsMapArt {
  key: (typeof SOCIAL_STUDIES_MAPS)[number];
  /** The subject map's palette (`palette.path` is unused: a topics map draws no path). */
  palette: { sky: string; ground: string; path: string; accent: string; text: string };
  plinth: PlinthColours;
  background: () => Scene;
  /** A few flat shapes, 1600 x 900 (the placeholder must stay under 2 KB). */
  placeholder: () => string;
  /** The landing picture, 1600 x 900: the same land seen close up. */
  landing: () => Scene;
  addons: () => AddonArt[];
  /** Where each topic's medallion stands, by topic key (every topic of the map needs one). */
  nodes: Readonly<Record<string, Pt>>;
}

/**
 * A ribbon along a centre line (a river, a road) whose width grows from `w0` at the first point to
 * `w1` at the last, as closed smooth path data.
 */
export function ribbon(centre: readonly Pt[], w0: number, w1: number): string {
  const left: Pt[] = [];
  const right: Pt[] = [];
  centre.forEach(([x, y], i) => {
    const [ax, ay] = centre[Math.max(0, i - 1)]!;
    const [bx, by] = centre[Math.min(centre.length - 1, i + 1)]!;
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const half = (w0 + ((w1 - w0) * i) / (centre.length - 1)) / 2;
    const nx = (-(by - ay) / len) * half;
    const ny = ((bx - ax) / len) * half;
    left.push([x + nx, y + ny]);
    right.push([x - nx, y - ny]);
  });
  return `${smooth([...left, ...right.reverse()], true, 0.8)}`;
}

/** The nearest distance from (x, y) to a centre line's points, densified (for keeping things off a river). */
export function distanceTo(centre: readonly Pt[], x: number, y: number): number {
  let best = Infinity;
  for (let i = 0; i + 1 < centre.length; i++) {
    const [ax, ay] = centre[i]!;
    const [bx, by] = centre[i + 1]!;
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(ax + dx * t - x, ay + dy * t - y));
  }
  return best;
}

/** A flat background tree (no outline, like the science backdrops): a trunk and a round crown, its foot at (x, y). */
export function roundTree(x: number, y: number, s: number, crown: string, trunk = '#8a6a48'): string {
  return (
    el('ellipse', { cx: x, cy: y, rx: 30 * s, ry: 7 * s, fill: OUTLINE, opacity: 0.15 }) +
    el('path', { d: `M${x - 6 * s},${y} Q${x - 2 * s},${y - 30 * s} ${x - 10 * s},${y - 50 * s} L${x + 4 * s},${y - 50 * s} Q${x + 4 * s},${y - 30 * s} ${x + 6 * s},${y} Z`, fill: trunk }) +
    el('ellipse', { cx: x, cy: y - 66 * s, rx: 36 * s, ry: 28 * s, fill: crown }) +
    el('ellipse', { cx: x - 12 * s, cy: y - 76 * s, rx: 14 * s, ry: 9 * s, fill: lighten(crown, 0.3), opacity: 0.7 })
  );
}

/** The orb's size, px. */
export const ORB_SIZE = 96;

/**
 * The two orb pictures (ORB_SIZE square): `orb`, a glowing golden ball with a shine and sparkles
 * (earned), and `empty`, its dark socket with a faint rim (still to earn).
 */
export function orbSvgs(): { orb: string; empty: string } {
  const c = ORB_SIZE / 2;
  const glow = radialGradient('ss-orb-glow', [[0, '#fff7c0', 0.9], [0.55, '#ffd84d', 0.45], [1, '#ffd84d', 0]]);
  const ball = radialGradient('ss-orb-ball', [[0, '#fff6c0'], [0.45, '#ffd23f'], [1, '#e0901c']], { cx: 0.38, cy: 0.34, r: 0.75 });
  const socket = radialGradient('ss-orb-socket', [[0, '#4a3a6a'], [0.8, '#2b2140'], [1, '#1d1530']], { cx: 0.5, cy: 0.6, r: 0.6 });
  const sparkles = [[18, 20, 8], [80, 26, 6], [76, 78, 7]].map(([x, y, r]) => el('path', { d: sparkleD(x!, y!, r!), fill: '#fffbe0', stroke: '#e0a020', 'stroke-width': 1.5 })).join('');
  return {
    orb: doc(
      ORB_SIZE,
      ORB_SIZE,
      el('circle', { cx: c, cy: c, r: c, fill: 'url(#ss-orb-glow)' }) +
        el('circle', { cx: c, cy: c, r: 30, fill: 'url(#ss-orb-ball)', stroke: darken('#e0901c', 0.25), 'stroke-width': 4 }) +
        el('ellipse', { cx: 54, cy: 62, rx: 12, ry: 6, fill: '#ffffff', opacity: 0.25, transform: 'rotate(-30 54 62)' }) +
        shine(38, 36, 9, 5, -35, 0.85) +
        sparkles,
      { defs: glow + ball },
    ),
    empty: doc(
      ORB_SIZE,
      ORB_SIZE,
      el('circle', { cx: c, cy: c, r: 34, fill: '#c9b27a', stroke: OUTLINE, 'stroke-width': 4 }) +
        el('circle', { cx: c, cy: c, r: 26, fill: 'url(#ss-orb-socket)' }) +
        el('path', { d: 'M30,40 A20,20 0 0 1 60,30', stroke: '#ffffff', 'stroke-width': 3, fill: 'none', opacity: 0.25, 'stroke-linecap': 'round' }),
      { defs: socket },
    ),
  };
}

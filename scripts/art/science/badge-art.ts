/**
 * The science badge customiser's item pictures (issue 16; core/science/badge-items.ts): writes
 * `assets/art/science/badges/<kind>-<key>.svg` for every item of `SCIENCE_BADGE_ITEMS`, each in a
 * 200 x 200 box with a transparent background, matching how a badge is drawn (the colour's disc,
 * the background's pattern over it, the emblem placed by the pose, the border's frame on top):
 * - background: a light pattern (white, 35 % opacity, so the colour disc shows through) clipped to
 *   the inner circle (centre 100, 100, r 80);
 * - border: the frame around that circle (ink outline, gold and white accents), clear inside r 80;
 * - color: a round swatch of its hex;
 * - pose: a small icon of how the emblem sits (a generic star as the emblem, placed by
 *   `BADGE_POSES`), jumping with motion lines.
 * Deterministic (scripts/art/identity.test.ts).
 *
 * Run: `npx tsx scripts/art/science/badge-art.ts` (`--check` only compares).
 */
import { pathToFileURL } from 'node:url';
import { ellD } from '../../../core/art/paths';
import { coarse } from '../../../core/art/svg-kit';
import { BADGE_POSES, type BadgeItem, badgeItemImageUrl, SCIENCE_BADGE_ITEMS } from '../../../core/science/badge-items';
import { type Generated, runGenerator } from '../files';
import { C, E, fmt, INK, L, P, pts } from '../reading/kit';
import { star } from './topic-art-kit';

const { el, g, doc } = coarse;

/** The badge box and its inner circle (where the emblem and the pattern are). */
export const BADGE_BOX = 200;
export const INNER = { cx: 100, cy: 100, r: 80 } as const;
const GOLD = '#ffc83d';
const WHITE = '#ffffff';

/** A group inheriting the ink outline (`w` wide). */
const inked = (body: string, w = 5): string => g({ stroke: INK, 'stroke-width': w, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }, body);

/** A point on the circle of radius r around the badge's centre, angle in degrees (0 = right). */
function polar(r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [INNER.cx + Math.cos(a) * r, INNER.cy + Math.sin(a) * r];
}

/** The inner circle as path data (used as the hole of a frame and as the pattern's clip). */
const innerD = ellD(INNER.cx, INNER.cy, INNER.r, INNER.r);

/** Pattern markup (white shapes) per background key, drawn over the whole box then clipped. */
const PATTERNS: Record<string, () => string> = {
  sunburst: () => Array.from({ length: 12 }, (_, i) => P(pts([[100, 100], polar(120, i * 30 - 7), polar(120, i * 30 + 7)]), WHITE)).join(''),
  stars: () => {
    let s = '';
    for (let row = 0; row < 6; row++) for (let col = 0; col < 6; col++) s += star(14 + col * 34 + (row % 2) * 17, 14 + row * 34, 9, WHITE, row * 12);
    return g({ stroke: 'none' }, s);
  },
  dots: () => {
    let s = '';
    for (let row = 0; row < 8; row++) for (let col = 0; col < 8; col++) s += C(8 + col * 26 + (row % 2) * 13, 8 + row * 26, 6, WHITE, true);
    return s;
  },
  waves: () => L(Array.from({ length: 8 }, (_, i) => `M0 ${14 + i * 26}q12.5-12 25 0t25 0t25 0t25 0t25 0t25 0t25 0t25 0`).join(''), WHITE, 7),
  leaves: () => {
    let s = '';
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 5; col++) {
        const x = 16 + col * 42 + (row % 2) * 21;
        const y = 18 + row * 42;
        s += g({ transform: `translate(${x} ${y}) rotate(${(row * 5 + col) % 2 === 0 ? -35 : 35})` }, P('M-14 0q14-14 28 0q-14 14-28 0Z', WHITE) + L('M-10 0h20', '#dddddd', 2));
      }
    }
    return g({ stroke: 'none' }, s);
  },
  stripes: () => L(Array.from({ length: 12 }, (_, i) => `M${-200 + i * 36} 220l220-240`).join(''), WHITE, 12),
};

function background(key: string): string {
  const draw = PATTERNS[key];
  if (draw === undefined) throw new Error(`no pattern for the badge background "${key}"`);
  const id = `sci-badge-bg-${key}`;
  const clip = el('clipPath', { id }, el('circle', { cx: INNER.cx, cy: INNER.cy, r: INNER.r }));
  return doc(BADGE_BOX, BADGE_BOX, g({ 'clip-path': `url(#${id})`, opacity: '0.35', stroke: 'none' }, draw()), { defs: clip });
}

/** A frame: `outer` path data plus the inner circle as a hole (even-odd), gold, outlined. */
const frame = (outer: string, fill = GOLD): string => P(outer + innerD, fill, { 'fill-rule': 'evenodd' });
/** White beads on a ring of radius r (the frames' sparkle). */
const beads = (r: number, n: number, size: number, offset = 0): string => Array.from({ length: n }, (_, i) => polar(r, offset + (i * 360) / n)).map(([x, y]) => C(x, y, size, WHITE, true)).join('');

const BORDERS: Record<string, () => string> = {
  round: () => frame(ellD(100, 100, 95, 95)) + beads(87.5, 16, 3.5),
  scallop: () => {
    // Half-circle bumps between points on r 84 (chord 24: the bumps reach r 96).
    const n = 22;
    const [x0, y0] = polar(84, 0);
    let d = `M${fmt(x0)} ${fmt(y0)}`;
    for (let i = 0; i < n; i++) {
      const [x, y] = polar(84, ((i + 1) * 360) / n);
      d += `A12 12 0 0 1 ${fmt(x)} ${fmt(y)}`;
    }
    return frame(`${d}Z`) + beads(89, n, 3, 360 / n / 2);
  },
  star: () => {
    const n = 12;
    const list: [number, number][] = [];
    for (let i = 0; i < n * 2; i++) list.push(polar(i % 2 === 0 ? 96 : 86, (i * 180) / n - 90));
    return frame(pts(list)) + beads(86, n, 3, 180 / n - 90 + 180 / n);
  },
  shield: () => frame('M100 5q40 14 88 10q8 70-6 118q-20 46-82 63q-62-17-82-63q-14-48-6-118q48 4 88-10Z') + P('M100 13q36 12 80 9', 'none', { stroke: WHITE, 'stroke-width': 4 }) + beads(88, 8, 4, 22.5),
  gear: () => {
    const n = 14;
    const list: [number, number][] = [];
    for (let i = 0; i < n; i++) {
      const a = (i * 360) / n;
      list.push(polar(87, a - 12), polar(96, a - 7), polar(96, a + 7), polar(87, a + 12));
    }
    return frame(pts(list), '#ffd766') + beads(84, n, 2.5, 180 / n);
  },
};

function border(key: string): string {
  const draw = BORDERS[key];
  if (draw === undefined) throw new Error(`no frame for the badge border "${key}"`);
  return doc(BADGE_BOX, BADGE_BOX, inked(draw()));
}

function colour(hex: string): string {
  return doc(BADGE_BOX, BADGE_BOX, inked(C(100, 100, 80, hex) + E(72, 68, 18, 11, WHITE, true, -35).replace('/>', ' opacity="0.6"/>'), 6));
}

/** The pose icon: a pale badge disc, a star emblem placed by the pose, motion lines for a jump. */
function pose(key: string): string {
  const p = BADGE_POSES[key];
  if (p === undefined) throw new Error(`no placement for the badge pose "${key}"`);
  const emblem = star(p.x, p.y, p.size * 0.5, GOLD, p.rotate) + C(p.x - p.size * 0.1, p.y + p.size * 0.02, p.size * 0.035, INK, true) + C(p.x + p.size * 0.1, p.y + p.size * 0.02, p.size * 0.035, INK, true);
  const id = `sci-badge-pose-${key}`;
  const disc = C(100, 100, 80, '#e9eef7');
  const jump = key === 'jump' ? L('M76 166l-6 12M100 168v14M124 166l6 12', '#8a93ab', 5) + E(100, 190, 30, 5, INK, true).replace('/>', ' opacity="0.15"/>') : '';
  // Peeking: the emblem rises from the badge's bottom edge, cut off by the disc.
  const placed = key === 'peek' ? g({ 'clip-path': `url(#${id})` }, emblem) : emblem;
  const defs = key === 'peek' ? el('clipPath', { id }, el('circle', { cx: 100, cy: 100, r: 80 })) : '';
  return doc(BADGE_BOX, BADGE_BOX, inked(disc + placed + jump + (key === 'peek' ? C(100, 100, 80, 'none') : '')), { defs });
}

/** The picture of one badge item (a whole SVG document, 200 x 200). */
export function badgeItemSvg(item: Pick<BadgeItem, 'kind' | 'key' | 'hex'>): string {
  switch (item.kind) {
    case 'background':
      return background(item.key);
    case 'border':
      return border(item.key);
    case 'color':
      if (item.hex === undefined) throw new Error(`the badge colour "${item.key}" has no hex`);
      return colour(item.hex);
    case 'pose':
      return pose(item.key);
  }
}

/** Where the badge item pictures go (repository-relative). */
export const BADGE_DIR = 'assets/art/science/badges';

/** Builds every badge item picture in memory (paths from `badgeItemImageUrl`). */
export function buildBadgeArt(): Generated {
  const files = new Map<string, string>();
  for (const item of SCIENCE_BADGE_ITEMS) files.set(badgeItemImageUrl(item).replace(/^\//, ''), badgeItemSvg(item));
  return { files, owns: [BADGE_DIR], summary: `science badge items: ${files.size}` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runGenerator('scripts/art/science/badge-art.ts', () => buildBadgeArt());

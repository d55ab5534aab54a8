/**
 * Outfit art: what the store's outfits look like on the monster (spec part 1 section 3 "Student
 * monster item"; positions head, face, body, hand as in core/content/monster-items.ts).
 *
 * Each outfit draws itself in local coordinates around its anchor: the top of the head for hats,
 * the eyes' centre for glasses, the neck (just under the mouth) for body wear, the right hand for
 * held things. monster-svg.ts places the anchors per body shape and scale, so one drawing fits all
 * five bodies; scripts/art/items.ts renders the same drawings alone as the store's pictures.
 * Same outline ink and weights as the monster, so outfits look drawn by the same hand.
 *
 * Pure module (no DOM, no Phaser, no Node built-ins).
 */
import type { OutfitPosition } from '../content/monster-items';
import { sparkleD, starD } from './paths';
import { INK, fine } from './svg-kit';

const { el, g, num: n } = fine;

/** Colours and measures of the monster wearing the outfit. */
export interface OutfitCtx {
  /** The monster's base colour (the fist holding a hand item). */
  base: string;
  /** Half the body's width, for things wrapping the body (the cape). */
  halfWidth: number;
  /** Distance from the neck down to the feet, for the cape's length. */
  toFeet: number;
}

/** One outfit's art. */
export interface OutfitDef {
  key: string;
  position: OutfitPosition;
  /** `back`: drawn behind the monster (a cape); `front`: over it. */
  layer: 'back' | 'front';
  /** Local bounding box [x0, y0, x1, y1] (without the fist), for the store picture's frame. */
  bbox: readonly [number, number, number, number];
  draw(ctx: OutfitCtx): string;
}

const line = (w: number) => ({ stroke: INK, 'stroke-width': w, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' });
const GOLD = '#ffd23f';
const GOLD_DARK = '#f0b323';

/** The fist over a hand item's grip (same size as the arm's round end). */
export function fistSvg(base: string): string {
  return el('circle', { cx: 0, cy: 0, r: 15, fill: base, ...line(6) });
}

const OUTFITS: readonly OutfitDef[] = [
  {
    key: 'party-hat',
    position: 'head',
    layer: 'front',
    bbox: [-40, -92, 40, 24],
    draw: () =>
      el('path', { d: 'M -34 14 L 0 -76 L 34 14 Q 0 24 -34 14 Z', fill: '#ff6fae', ...line(5) }) +
      [[-12, -6, 6], [12, -2, 5], [9, -30, 5], [-6, -46, 4], [2, -62, 3]].map(([x, y, r]) => el('circle', { cx: x!, cy: y!, r: r!, fill: '#ffd84d' })).join('') +
      el('path', { d: 'M -34 14 Q 0 24 34 14', fill: 'none', stroke: INK, 'stroke-width': 14, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M -34 14 Q 0 24 34 14', fill: 'none', stroke: '#ffffff', 'stroke-width': 7, 'stroke-linecap': 'round' }) +
      el('circle', { cx: 0, cy: -80, r: 11, fill: '#ffd84d', ...line(5) }),
  },
  {
    key: 'wizard-hat',
    position: 'head',
    layer: 'front',
    bbox: [-68, -90, 68, 28],
    draw: () =>
      el('ellipse', { cx: 0, cy: 12, rx: 64, ry: 14, fill: '#5a3fc0', ...line(5) }) +
      el('path', { d: 'M -38 10 Q -30 -36 -8 -64 Q 6 -84 28 -84 Q 12 -68 10 -48 Q 22 -20 38 10 Q 0 20 -38 10 Z', fill: '#7c5cff', ...line(5) }) +
      el('path', { d: 'M -37 2 Q 0 12 37 2 L 38 10 Q 0 20 -38 10 Z', fill: GOLD, ...line(4) }) +
      el('path', { d: starD(-8, -26, 10, 8), fill: GOLD, ...line(3) }) +
      el('path', { d: starD(13, -50, 6.5, -10), fill: GOLD, ...line(2.5) }) +
      el('path', { d: sparkleD(-18, -48, 6), fill: '#fff3b0' }),
  },
  {
    key: 'grad-cap',
    position: 'head',
    layer: 'front',
    bbox: [-84, -50, 84, 50],
    draw: () =>
      el('path', { d: 'M -40 14 L -36 -16 Q 0 -8 36 -16 L 40 14 Q 0 24 -40 14 Z', fill: '#2b3a67', ...line(5) }) +
      el('path', { d: 'M -80 -22 L 0 -46 L 80 -22 L 0 2 Z', fill: '#3d5290', ...line(5) }) +
      el('path', { d: 'M -62 -22 L 0 -40 L 30 -31', fill: 'none', stroke: '#6d84c7', 'stroke-width': 4, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M 0 -22 Q 40 -20 58 -14 L 58 22', fill: 'none', stroke: GOLD, 'stroke-width': 4, 'stroke-linecap': 'round' }) +
      el('rect', { x: 51, y: 20, width: 14, height: 24, rx: 5, fill: GOLD, ...line(3) }) +
      el('circle', { cx: 0, cy: -22, r: 6, fill: GOLD, ...line(3) }),
  },
  {
    key: 'star-glasses',
    position: 'face',
    layer: 'front',
    bbox: [-92, -48, 92, 44],
    draw: () =>
      [-44, 44]
        .map(
          (x) =>
            el('path', { d: starD(x, 0, 46, x < 0 ? -6 : 6), fill: '#ff5c8a', ...line(4) }) +
            el('path', { d: starD(x, 1, 30, x < 0 ? -6 : 6), fill: '#d6f1ff', 'fill-opacity': 0.55, stroke: '#ffd1e0', 'stroke-width': 2 }),
        )
        .join('') + el('path', { d: 'M -16 -6 Q 0 -16 16 -6', fill: 'none', stroke: '#ff5c8a', 'stroke-width': 7, 'stroke-linecap': 'round' }),
  },
  {
    key: 'round-specs',
    position: 'face',
    layer: 'front',
    bbox: [-104, -40, 104, 40],
    draw: () => {
      const frame = (d: string) =>
        el('path', { d, fill: 'none', stroke: INK, 'stroke-width': 13, 'stroke-linecap': 'round' }) + el('path', { d, fill: 'none', stroke: '#e2483d', 'stroke-width': 6.5, 'stroke-linecap': 'round' });
      return (
        [-44, 44].map((x) => el('circle', { cx: x, cy: 0, r: 34, fill: '#dff3ff', 'fill-opacity': 0.35 })).join('') +
        frame('M -78 -8 L -100 -14') +
        frame('M 78 -8 L 100 -14') +
        frame('M -12 -4 Q 0 -14 12 -4') +
        [-44, 44]
          .map((x) => el('circle', { cx: x, cy: 0, r: 34, fill: 'none', stroke: INK, 'stroke-width': 13 }) + el('circle', { cx: x, cy: 0, r: 34, fill: 'none', stroke: '#e2483d', 'stroke-width': 6.5 }))
          .join('') +
        el('path', { d: 'M -62 -16 Q -56 -24 -46 -26', fill: 'none', stroke: '#ffffff', 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.8 })
      );
    },
  },
  {
    key: 'cool-shades',
    position: 'face',
    layer: 'front',
    bbox: [-96, -34, 96, 32],
    draw: () => {
      const lens = (s: 1 | -1) => `M ${s * 88} -22 Q ${s * 48} -30 ${s * 8} -22 Q ${s * 8} 20 ${s * 46} 24 Q ${s * 86} 22 ${s * 88} -22 Z`;
      return (
        el('path', { d: 'M -92 -20 L 92 -20', stroke: INK, 'stroke-width': 8, 'stroke-linecap': 'round' }) +
        el('path', { d: lens(-1), fill: '#2b2140', ...line(5) }) +
        el('path', { d: lens(1), fill: '#2b2140', ...line(5) }) +
        el('path', { d: 'M -70 -12 L -56 4 M -58 -14 L -48 -2 M 28 -12 L 42 4 M 40 -14 L 50 -2', stroke: '#ffffff', 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.55 })
      );
    },
  },
  {
    key: 'bow-tie',
    position: 'body',
    layer: 'front',
    bbox: [-42, -20, 42, 20],
    draw: () =>
      el('path', { d: 'M -4 0 L -36 -17 Q -46 0 -36 17 Z', fill: '#ff5c5c', ...line(5) }) +
      el('path', { d: 'M 4 0 L 36 -17 Q 46 0 36 17 Z', fill: '#ff5c5c', ...line(5) }) +
      [[-26, -4], [-27, 8], [26, -4], [27, 8]].map(([x, y]) => el('circle', { cx: x!, cy: y!, r: 3.5, fill: '#ffffff' })).join('') +
      el('rect', { x: -9, y: -11, width: 18, height: 22, rx: 6, fill: '#e2483d', ...line(5) }),
  },
  {
    key: 'gold-medal',
    position: 'body',
    layer: 'front',
    bbox: [-44, -20, 44, 86],
    draw: () =>
      el('path', { d: 'M -40 -16 L -24 -16 L 6 46 L -8 46 Z', fill: '#5cc8f5', ...line(4) }) +
      el('path', { d: 'M 40 -16 L 24 -16 L -6 46 L 8 46 Z', fill: '#ff5c8a', ...line(4) }) +
      el('circle', { cx: 0, cy: 60, r: 22, fill: GOLD, ...line(5) }) +
      el('circle', { cx: 0, cy: 60, r: 14, fill: 'none', stroke: GOLD_DARK, 'stroke-width': 3 }) +
      el('path', { d: starD(0, 60, 10), fill: '#fff3b0' }),
  },
  {
    key: 'hero-cape',
    position: 'body',
    layer: 'back',
    bbox: [-150, -20, 150, 130],
    draw: ({ halfWidth, toFeet }) => {
      const w = halfWidth + 34;
      const b = toFeet - 6;
      const d = `M -46 -18 Q ${n(-halfWidth * 0.95)} ${n(b * 0.4)} ${n(-w)} ${n(b)} Q ${n(-w / 2)} ${n(b + 14)} 0 ${n(b - 4)} Q ${n(w / 2)} ${n(b + 14)} ${n(w)} ${n(b)} Q ${n(halfWidth * 0.95)} ${n(b * 0.4)} 46 -18 Z`;
      // The collar and the star emblem hide behind the monster; they show in the store's picture.
      return (
        el('path', { d, fill: '#e2483d', ...line(6) }) +
        el('path', { d: `M ${n(-w + 16)} ${n(b - 8)} Q ${n(-halfWidth * 0.8)} ${n(b * 0.45)} -40 0`, fill: 'none', stroke: '#ff8a7a', 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.8 }) +
        el('path', { d: starD(0, b * 0.5, 26), fill: GOLD, ...line(4) }) +
        el('path', { d: 'M -50 -20 Q 0 -4 50 -20 L 46 -4 Q 0 12 -46 -4 Z', fill: GOLD, ...line(4) })
      );
    },
  },
  {
    key: 'balloon',
    position: 'hand',
    layer: 'front',
    bbox: [-70, -172, 10, 10],
    draw: () =>
      el('path', { d: 'M 0 0 Q -22 -40 -26 -82', fill: 'none', stroke: INK, 'stroke-width': 3, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M -32 -78 L -26 -90 L -20 -78 Z', fill: '#ff5c5c', ...line(3) }) +
      el('ellipse', { cx: -26, cy: -126, rx: 34, ry: 40, fill: '#ff5c5c', ...line(5) }) +
      el('ellipse', { cx: -40, cy: -142, rx: 7, ry: 12, fill: '#ffffff', opacity: 0.55, transform: 'rotate(25 -40 -142)' }) +
      el('path', { d: 'M -32 -132 L -22 -140 L -22 -108', fill: 'none', stroke: '#ffffff', 'stroke-width': 7, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
  },
  {
    key: 'giant-pencil',
    position: 'hand',
    layer: 'front',
    bbox: [-66, -124, 36, 60],
    draw: () =>
      g(
        { transform: 'rotate(-24)' },
        el('path', { d: 'M -11 -96 L 0 -126 L 11 -96 Z', fill: '#f5d8a6', ...line(4) }),
        el('path', { d: 'M -4.5 -114 L 0 -126 L 4.5 -114 Z', fill: INK }),
        el('rect', { x: -11, y: -96, width: 22, height: 126, fill: '#ffcc45', ...line(5) }),
        el('path', { d: 'M -3.5 -94 L -3.5 28 M 3.5 -94 L 3.5 28', stroke: '#f29a28', 'stroke-width': 3 }),
        el('rect', { x: -11, y: 30, width: 22, height: 10, fill: '#c9cbe0', ...line(4) }),
        el('path', { d: 'M -11 40 L 11 40 L 11 48 Q 11 56 0 56 Q -11 56 -11 48 Z', fill: '#ff8cc6', ...line(4) }),
      ),
  },
  {
    key: 'magic-wand',
    position: 'hand',
    layer: 'front',
    bbox: [-48, -160, 44, 26],
    draw: () =>
      el('rect', { x: -5, y: -104, width: 10, height: 126, rx: 5, fill: INK }) +
      el('rect', { x: -5, y: -104, width: 10, height: 22, rx: 5, fill: '#ffffff', stroke: INK, 'stroke-width': 3 }) +
      el('path', { d: starD(0, -124, 28, 0), fill: GOLD, ...line(5) }) +
      el('circle', { cx: -8, cy: -128, r: 4, fill: '#fff8d6' }) +
      el('path', { d: sparkleD(-34, -146, 10), fill: '#fff3b0', ...line(2) }) +
      el('path', { d: sparkleD(32, -100, 8), fill: '#fff3b0', ...line(2) }) +
      el('path', { d: sparkleD(28, -152, 6), fill: '#ffffff', ...line(1.5) }),
  },
];

const BY_KEY = new Map(OUTFITS.map((o) => [o.key, o]));

/** Every outfit drawing, in catalogue order of invention. */
export function allOutfits(): readonly OutfitDef[] {
  return OUTFITS;
}

/** The drawing of an outfit key, or undefined for a key the game has no art for. */
export function outfitDef(key: string): OutfitDef | undefined {
  return BY_KEY.get(key);
}

/**
 * The outfits to draw from a list of keys: known keys only, at most one per position (the last
 * wins, as the server's exclusivity rule keeps one anyway), in drawing order head-last so a hat
 * covers glasses' arms and hand things sit on top.
 */
export function outfitsToDraw(keys: readonly string[] | undefined): OutfitDef[] {
  const byPosition = new Map<OutfitPosition, OutfitDef>();
  for (const key of keys ?? []) {
    const def = BY_KEY.get(key);
    if (def) byPosition.set(def.position, def);
  }
  const order: OutfitPosition[] = ['body', 'face', 'head', 'hand'];
  return order.flatMap((p) => {
    const d = byPosition.get(p);
    return d ? [d] : [];
  });
}

/**
 * Monster avatar renderer: turns a {@link MonsterDescription} into a standalone SVG document.
 *
 * The same string is used by Phaser scenes (SVG texture loaded from {@link monsterDataUrl}) and by
 * React screens (`<img src={monsterDataUrl(d)}>`), so a monster looks identical everywhere.
 *
 * Canvas: 400 x 440 user units (viewBox "0 0 400 440"), monster centred on x = 200 and standing
 * with its feet on y ~ 430. Layers, back to front: outfits worn behind (cape), headpart, arms, feet,
 * body (base colour, pattern, belly, shading, gloss, all clipped to the body shape), body outline,
 * cheeks, eyes, mouth, then the other outfits (body wear, glasses, hats, hand things; see outfits.ts).
 *
 * Pure module (no DOM, no Phaser, no Node built-ins).
 */
import { partIndex, type MonsterDescription, type MonsterPartType } from '../monster/monster-parts';
import { sparkleD, starD } from './paths';
import { INK, fine } from './svg-kit';
import { fistSvg, outfitsToDraw, type OutfitCtx, type OutfitDef } from './outfits';

const { el, g, num: n } = fine;

/** Rendering options. */
export interface MonsterSvgOptions {
  /** 'stand' (default): arms down. 'cheer': arms raised. */
  pose?: 'stand' | 'cheer';
}

/** Width of the SVG document, in pixels / user units. */
export const MONSTER_SVG_WIDTH = 400;
/** Height of the SVG document, in pixels / user units. */
export const MONSTER_SVG_HEIGHT = 440;

const OUTLINE = 6;
const CX = 200;

// ---------------------------------------------------------------------------------------------
// Small SVG helpers

type Seg =
  | readonly ['M' | 'L', number, number]
  | readonly ['Q', number, number, number, number]
  | readonly ['C', number, number, number, number, number, number];

/** Path data for absolute segments, optionally translated by (dx, dy); always closed. */
function pathD(segs: readonly Seg[], dx = 0, dy = 0): string {
  return (
    segs
      .map(([cmd, ...nums]) => cmd + ' ' + nums.map((v, i) => n(v + (i % 2 === 0 ? dx : dy))).join(' '))
      .join(' ') + ' Z'
  );
}

/** Cubic-bezier ellipse as segments (no arcs, so it can be translated like any body). */
function ellipseSegs(cx: number, cy: number, rx: number, ry: number): Seg[] {
  const kx = rx * 0.5523;
  const ky = ry * 0.5523;
  return [
    ['M', cx, cy - ry],
    ['C', cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy],
    ['C', cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry],
    ['C', cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy],
    ['C', cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry],
  ];
}

/** y of a symmetric quadratic curve from (-hw, y0) via control (0, yc) to (hw, y0), at x. */
function quadY(x: number, hw: number, y0: number, yc: number): number {
  const t = (x + hw) / (2 * hw);
  return y0 * (1 - t) * (1 - t) + 2 * yc * t * (1 - t) + y0 * t * t;
}

// ---------------------------------------------------------------------------------------------
// Palettes (color ids 6-10)

interface Palette {
  base: string;
  shade: string;
  belly: string;
  pattern: string;
  star: string;
  blush: string;
  /** Opacity of the cheek blush (higher on cool/green bases so it stays pink, not brown). */
  blushOpacity: number;
  /** Accent for antenna tips etc., contrasting with the base. */
  accent: string;
}

const PALETTES: readonly Palette[] = [
  // Bubblegum
  { base: '#ff8cc6', shade: '#e25fa5', belly: '#ffdcee', pattern: '#e9619f', star: '#fff3b0', blush: '#ff5a8f', blushOpacity: 0.5, accent: '#ffd84d' },
  // Sky Blue
  { base: '#5cc8f5', shade: '#2f9bd6', belly: '#d9f3ff', pattern: '#2f95d0', star: '#fff6b8', blush: '#ff9cc2', blushOpacity: 0.65, accent: '#ffd84d' },
  // Lime
  { base: '#8fd655', shade: '#5faf33', belly: '#eafad2', pattern: '#5ea832', star: '#fff27a', blush: '#ffa3bf', blushOpacity: 0.85, accent: '#ff8cc6' },
  // Sunshine
  { base: '#ffcc45', shade: '#f29a28', belly: '#fff4c9', pattern: '#f5a331', star: '#fffaf0', blush: '#ff8a7a', blushOpacity: 0.5, accent: '#ff6fae' },
  // Grape
  { base: '#ad86f5', shade: '#7f58d6', belly: '#ece2ff', pattern: '#8560dc', star: '#fff3b0', blush: '#ff8cc6', blushOpacity: 0.5, accent: '#7ee0c2' },
];

// ---------------------------------------------------------------------------------------------
// Bodies (body ids 1-5): shape plus anchors for every other part

interface Point {
  x: number;
  y: number;
}

interface BodyDef {
  segs: Seg[];
  /** Bounding box of the shape. */
  box: { x0: number; y0: number; x1: number; y1: number };
  /** Top-centre attachment point (tuft, crown); the part's base sinks slightly into the head. */
  top: Point;
  /** Side attachment points (horns, antennae, ears): x = 200 +/- dx, tilted outward by angle degrees. */
  side: { dx: number; y: number; angle: number };
  /** Scale of headparts. */
  headScale: number;
  eyes: Point;
  eyeScale: number;
  mouth: Point;
  mouthScale: number;
  /** Horizontal distance of the cheeks from the mouth centre. */
  cheekDx: number;
  belly: { cx: number; cy: number; rx: number; ry: number };
  /** Shoulder: x = 200 +/- dx (inside the body, arm roots are hidden behind it). */
  shoulder: { dx: number; y: number };
  /** Feet centres: x = 200 +/- dx, ellipse radii rx x 20. */
  feet: { dx: number; y: number; rx: number };
  gloss: { x: number; y: number; rx: number; ry: number; angle: number };
}

const BODIES: readonly BodyDef[] = [
  // 1 Blob: soft gumdrop
  {
    segs: [
      ['M', 200, 118],
      ['C', 276, 118, 320, 186, 328, 266],
      ['C', 336, 340, 330, 404, 272, 406],
      ['Q', 200, 412, 128, 406],
      ['C', 70, 404, 64, 340, 72, 266],
      ['C', 80, 186, 124, 118, 200, 118],
    ],
    box: { x0: 68, y0: 118, x1: 332, y1: 408 },
    top: { x: 200, y: 124 },
    side: { dx: 58, y: 140, angle: 28 },
    headScale: 1,
    eyes: { x: 200, y: 208 },
    eyeScale: 1,
    mouth: { x: 200, y: 280 },
    mouthScale: 1,
    cheekDx: 70,
    belly: { cx: 200, cy: 352, rx: 88, ry: 50 },
    shoulder: { dx: 112, y: 292 },
    feet: { dx: 62, y: 412, rx: 40 },
    gloss: { x: 128, y: 178, rx: 20, ry: 10, angle: -50 },
  },
  // 2 Tall: long pear-ish capsule
  {
    segs: [
      ['M', 200, 72],
      ['C', 252, 72, 276, 116, 278, 176],
      ['C', 280, 250, 292, 328, 290, 368],
      ['C', 288, 400, 266, 406, 240, 406],
      ['L', 160, 406],
      ['C', 134, 406, 112, 400, 110, 368],
      ['C', 108, 328, 120, 250, 122, 176],
      ['C', 124, 116, 148, 72, 200, 72],
    ],
    box: { x0: 110, y0: 72, x1: 290, y1: 406 },
    top: { x: 200, y: 78 },
    side: { dx: 38, y: 86, angle: 32 },
    headScale: 0.8,
    eyes: { x: 200, y: 154 },
    eyeScale: 0.82,
    mouth: { x: 200, y: 222 },
    mouthScale: 0.85,
    cheekDx: 54,
    belly: { cx: 200, cy: 330, rx: 66, ry: 62 },
    shoulder: { dx: 70, y: 262 },
    feet: { dx: 44, y: 414, rx: 34 },
    gloss: { x: 148, y: 110, rx: 16, ry: 8, angle: -55 },
  },
  // 3 Round: big ball
  {
    segs: ellipseSegs(200, 270, 140, 136),
    box: { x0: 60, y0: 134, x1: 340, y1: 406 },
    top: { x: 200, y: 140 },
    side: { dx: 76, y: 160, angle: 32 },
    headScale: 1,
    eyes: { x: 200, y: 222 },
    eyeScale: 1,
    mouth: { x: 200, y: 290 },
    mouthScale: 1,
    cheekDx: 74,
    belly: { cx: 200, cy: 360, rx: 92, ry: 48 },
    shoulder: { dx: 118, y: 300 },
    feet: { dx: 60, y: 414, rx: 40 },
    gloss: { x: 118, y: 200, rx: 22, ry: 11, angle: -50 },
  },
  // 4 Bean: narrow top, wide hips, gently pinched waist
  {
    segs: [
      ['M', 200, 96],
      ['C', 262, 96, 294, 148, 292, 206],
      ['C', 290, 252, 280, 270, 296, 310],
      ['C', 318, 360, 318, 406, 250, 406],
      ['L', 150, 406],
      ['C', 82, 406, 82, 360, 104, 310],
      ['C', 120, 270, 110, 252, 108, 206],
      ['C', 106, 148, 138, 96, 200, 96],
    ],
    box: { x0: 90, y0: 96, x1: 310, y1: 406 },
    top: { x: 200, y: 102 },
    side: { dx: 52, y: 116, angle: 30 },
    headScale: 0.9,
    eyes: { x: 200, y: 182 },
    eyeScale: 0.92,
    mouth: { x: 200, y: 250 },
    mouthScale: 0.92,
    cheekDx: 64,
    belly: { cx: 200, cy: 350, rx: 80, ry: 52 },
    shoulder: { dx: 84, y: 288 },
    feet: { dx: 56, y: 414, rx: 38 },
    gloss: { x: 138, y: 150, rx: 18, ry: 9, angle: -55 },
  },
  // 5 Square-ish: rounded box
  {
    segs: [
      ['M', 150, 134],
      ['Q', 200, 126, 250, 134],
      ['Q', 322, 134, 322, 206],
      ['L', 324, 340],
      ['Q', 324, 406, 262, 406],
      ['L', 138, 406],
      ['Q', 76, 406, 76, 340],
      ['L', 78, 206],
      ['Q', 78, 134, 150, 134],
    ],
    box: { x0: 76, y0: 130, x1: 324, y1: 406 },
    top: { x: 200, y: 136 },
    side: { dx: 78, y: 146, angle: 18 },
    headScale: 1,
    eyes: { x: 200, y: 218 },
    eyeScale: 1.04,
    mouth: { x: 200, y: 288 },
    mouthScale: 1.05,
    cheekDx: 78,
    belly: { cx: 200, cy: 358, rx: 96, ry: 44 },
    shoulder: { dx: 114, y: 292 },
    feet: { dx: 66, y: 414, rx: 42 },
    gloss: { x: 112, y: 170, rx: 20, ry: 10, angle: -45 },
  },
];

// ---------------------------------------------------------------------------------------------
// Parts

interface Ctx {
  body: BodyDef;
  pal: Palette;
  /** Unique suffix for ids in this document. */
  uid: string;
}

/** One eyeball centred on (cx, cy) with radius r; stroke width sw (already scale-compensated). */
function eyeball(cx: number, cy: number, r: number, sw: number, kind: 'plain' | 'sleepy' | 'sparkly', pal: Palette): string {
  const parts: string[] = [el('circle', { cx, cy, r, fill: '#ffffff' })];
  if (kind === 'sparkly') {
    const ir = r * 0.68;
    const iy = cy + r * 0.1;
    parts.push(
      el('circle', { cx, cy: iy, r: ir, fill: '#4b3a8c' }),
      el('circle', { cx, cy: iy, r: ir * 0.55, fill: INK }),
      el('path', { d: sparkleD(cx - ir * 0.32, iy - ir * 0.34, ir * 0.62), fill: '#ffffff' }),
      el('circle', { cx: cx + ir * 0.45, cy: iy + ir * 0.42, r: ir * 0.16, fill: '#ffffff' }),
    );
  } else {
    const pr = r * (kind === 'sleepy' ? 0.5 : 0.56);
    const px = cx + r * 0.04;
    const py = cy + r * (kind === 'sleepy' ? 0.3 : 0.12);
    parts.push(
      el('circle', { cx: px, cy: py, r: pr, fill: INK }),
      el('circle', { cx: px - pr * 0.34, cy: py - pr * 0.36, r: pr * 0.38, fill: '#ffffff' }),
      el('circle', { cx: px + pr * 0.4, cy: py + pr * 0.36, r: pr * 0.16, fill: '#ffffff' }),
    );
  }
  parts.push(el('circle', { cx, cy, r, fill: 'none', stroke: INK, 'stroke-width': sw }));
  if (kind === 'sleepy') {
    // Heavy eyelid covering the top ~55% of the eye, with three little lashes.
    const ly = cy + r * 0.08;
    const w = Math.sqrt(r * r - (ly - cy) * (ly - cy));
    parts.push(
      el('path', {
        d: `M ${n(cx - w)} ${n(ly)} A ${n(r)} ${n(r)} 0 1 1 ${n(cx + w)} ${n(ly)} Q ${n(cx)} ${n(ly + r * 0.12)} ${n(cx - w)} ${n(ly)} Z`,
        fill: pal.shade,
        stroke: INK,
        'stroke-width': sw,
        'stroke-linejoin': 'round',
      }),
    );
    for (const f of [-0.55, 0, 0.55]) {
      const x = cx + f * w;
      const y = ly + r * 0.12 * (1 - f * f) - 1;
      parts.push(
        el('path', {
          d: `M ${n(x)} ${n(y)} L ${n(x + f * r * 0.18)} ${n(y + r * 0.3)}`,
          stroke: INK,
          'stroke-width': sw * 0.7,
          'stroke-linecap': 'round',
        }),
      );
    }
  }
  if (kind === 'sparkly') {
    // Two lashes at the outer top corner.
    const dir = cx < 0 ? -1 : 1;
    for (const a of [-50, -25]) {
      const rad = ((dir > 0 ? a : 180 - a) * Math.PI) / 180;
      const x0 = cx + Math.cos(rad) * r;
      const y0 = cy + Math.sin(rad) * r;
      parts.push(
        el('path', {
          d: `M ${n(x0)} ${n(y0)} L ${n(x0 + Math.cos(rad) * r * 0.35)} ${n(y0 + Math.sin(rad) * r * 0.35)}`,
          stroke: INK,
          'stroke-width': sw,
          'stroke-linecap': 'round',
        }),
      );
    }
  }
  return parts.join('');
}

function eyesSvg(index: number, ctx: Ctx): string {
  const { body, pal } = ctx;
  const s = body.eyeScale;
  const sw = 5 / s;
  let inner: string;
  switch (index) {
    case 0: // One Big Eye
      inner = eyeball(0, 0, 46, sw, 'plain', pal);
      break;
    case 1: // Two Eyes
      inner = eyeball(-42, 0, 30, sw, 'plain', pal) + eyeball(42, 0, 30, sw, 'plain', pal);
      break;
    case 2: // Three Eyes
      inner =
        eyeball(-56, 8, 23, sw, 'plain', pal) + eyeball(56, 8, 23, sw, 'plain', pal) + eyeball(0, -14, 26, sw, 'plain', pal);
      break;
    case 3: // Sleepy
      inner = eyeball(-42, 0, 29, sw, 'sleepy', pal) + eyeball(42, 0, 29, sw, 'sleepy', pal);
      break;
    default: // Sparkly
      inner = eyeball(-44, 0, 33, sw, 'sparkly', pal) + eyeball(44, 0, 33, sw, 'sparkly', pal);
      break;
  }
  return g({ transform: `translate(${n(body.eyes.x)} ${n(body.eyes.y)}) scale(${n(s)})` }, inner);
}

const MOUTH_INSIDE = '#7a2846';
const TONGUE = '#ff7aa2';
const TONGUE_LINE = '#e0507e';

function mouthSvg(index: number, ctx: Ctx): string {
  const { body, uid } = ctx;
  const s = body.mouthScale;
  const sw = OUTLINE / s;
  const line = { fill: 'none', stroke: INK, 'stroke-width': sw, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  let inner: string;
  switch (index) {
    case 0: // Smile
      inner = el('path', { d: 'M -32 -4 Q 0 28 32 -4', ...line });
      break;
    case 1: {
      // Toothy grin
      const d = 'M -40 -8 Q 0 0 40 -8 Q 38 36 0 36 Q -38 36 -40 -8 Z';
      const clipId = `mmc-${uid}`;
      const teeth = [-24, -8, 8, 24]
        .map((x) => el('rect', { x: x - 7, y: -14, width: 14, height: 24, rx: 4, fill: '#ffffff', stroke: INK, 'stroke-width': sw * 0.5 }))
        .join('');
      inner =
        el('clipPath', { id: clipId }, el('path', { d })) +
        el('path', { d, fill: MOUTH_INSIDE }) +
        g(
          { 'clip-path': `url(#${clipId})` },
          el('ellipse', { cx: 0, cy: 36, rx: 22, ry: 12, fill: TONGUE }),
          teeth,
        ) +
        el('path', { d, ...line });
      break;
    }
    case 2: {
      // Open Wow
      const clipId = `mmc-${uid}`;
      inner =
        el('clipPath', { id: clipId }, el('ellipse', { cx: 0, cy: 8, rx: 19, ry: 24 })) +
        el('ellipse', { cx: 0, cy: 8, rx: 19, ry: 24, fill: MOUTH_INSIDE }) +
        g({ 'clip-path': `url(#${clipId})` }, el('ellipse', { cx: 0, cy: 32, rx: 15, ry: 11, fill: TONGUE })) +
        el('ellipse', { cx: 0, cy: 8, rx: 19, ry: 24, ...line });
      break;
    }
    case 3: // Tongue out
      inner =
        el('path', {
          d: 'M -13 3 Q 0 12 13 3 L 13 22 Q 13 36 0 36 Q -13 36 -13 22 Z',
          fill: TONGUE,
          stroke: INK,
          'stroke-width': sw * 0.8,
          'stroke-linejoin': 'round',
        }) +
        el('path', { d: 'M 0 15 L 0 25', stroke: TONGUE_LINE, 'stroke-width': sw * 0.6, 'stroke-linecap': 'round' }) +
        el('path', { d: 'M -30 -4 Q 0 22 30 -4', ...line });
      break;
    default: {
      // Fangs (friendly): smile with two small rounded fangs
      const hw = 34;
      const y0 = -6;
      const yc = 28;
      const fangs = [-15, 15]
        .map((fx) => {
          const xl = fx - 7;
          const xr = fx + 7;
          const tipY = quadY(fx, hw, y0, yc) + 12;
          return el('path', {
            d: `M ${n(xl)} ${n(quadY(xl, hw, y0, yc) - 1)} L ${n(fx - 1.5)} ${n(tipY - 1)} Q ${n(fx)} ${n(tipY + 1.5)} ${n(fx + 1.5)} ${n(tipY - 1)} L ${n(xr)} ${n(quadY(xr, hw, y0, yc) - 1)} Z`,
            fill: '#ffffff',
            stroke: INK,
            'stroke-width': sw * 0.6,
            'stroke-linejoin': 'round',
          });
        })
        .join('');
      inner = fangs + el('path', { d: `M ${-hw} ${y0} Q 0 ${yc} ${hw} ${y0}`, ...line });
      break;
    }
  }
  return g({ transform: `translate(${n(body.mouth.x)} ${n(body.mouth.y)}) scale(${n(s)})` }, inner);
}

/** Headpart drawn behind the body; its base sinks into the head so it always touches it. */
function headpartSvg(index: number, ctx: Ctx): string {
  const { body, pal } = ctx;
  const s = body.headScale;
  const sw = OUTLINE / s;
  const outline = { stroke: INK, 'stroke-width': sw, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };

  const sides = (part: string): string => {
    const { dx, y, angle } = body.side;
    return (
      g({ transform: `translate(${n(CX - dx)} ${n(y)}) rotate(${n(-angle)}) scale(${n(s)})` }, part) +
      g({ transform: `translate(${n(CX + dx)} ${n(y)}) scale(-1 1) rotate(${n(-angle)}) scale(${n(s)})` }, part)
    );
  };
  const top = (part: string): string =>
    g({ transform: `translate(${n(body.top.x)} ${n(body.top.y)}) scale(${n(s)})` }, part);

  switch (index) {
    case 0: {
      // Horns: rounded cream cones curling outward, shaded on the inner side
      const horn = 'M -17 16 C -18 -12 -27 -40 -17 -62 C 0 -46 16 -22 17 16 Z';
      return sides(
        el('path', { d: horn, fill: '#fff1d6' }) +
          el('path', { d: 'M 5 16 C 5 -14 -4 -40 -17 -62 C 0 -46 16 -22 17 16 Z', fill: '#f5d8a6' }) +
          el('path', { d: horn, fill: 'none', ...outline }),
      );
    }
    case 1: {
      // Antennae: bendy stalks with bobbles
      const stalk = 'M 0 16 Q 6 -22 -10 -54';
      return sides(
        el('path', { d: stalk, fill: 'none', stroke: INK, 'stroke-width': 10 + 2 * sw, 'stroke-linecap': 'round' }) +
          el('path', { d: stalk, fill: 'none', stroke: pal.base, 'stroke-width': 10, 'stroke-linecap': 'round' }) +
          el('circle', { cx: -10, cy: -58, r: 14, fill: pal.accent, ...outline }) +
          el('circle', { cx: -15, cy: -63, r: 4.5, fill: '#ffffff', opacity: 0.8 }),
      );
    }
    case 2: {
      // Tuft of hair: three soft flame curls
      const curl = 'M -11 14 C -18 -8 -12 -30 6 -46 C 0 -26 16 -14 11 14 Z';
      const lock = (tx: number, rot: number, sc: number): string =>
        g(
          { transform: `translate(${n(tx)} 0) rotate(${n(rot)}) scale(${n(sc)})` },
          el('path', { d: curl, fill: pal.pattern, ...outline, 'stroke-width': sw / sc }),
        );
      return top(lock(-21, -30, 1.04) + lock(21, 30, 1.04) + lock(0, 0, 1.3));
    }
    case 3: // Ears: round teddy ears with a soft inside
      return sides(
        el('ellipse', { cx: 0, cy: -14, rx: 25, ry: 28, fill: pal.base, ...outline }) +
          el('ellipse', { cx: 0, cy: -12, rx: 13, ry: 16, fill: pal.belly }),
      );
    default: {
      // Crown: gold, three points with bobbles and a heart-pink gem
      const gold = '#ffd23f';
      const crown = 'M -49 18 L -55 -36 L -26 -13 L 0 -49 L 26 -13 L 55 -36 L 49 18 Z';
      const tips: readonly (readonly [number, number])[] = [[-55, -42], [0, -55], [55, -42]];
      return top(
        g(
          { transform: 'translate(0 -14) rotate(-6)' },
          el('path', { d: crown, fill: gold, ...outline }),
          el('path', { d: 'M -47 2 Q 0 8 47 2', fill: 'none', stroke: '#f0b323', 'stroke-width': sw, 'stroke-linecap': 'round' }),
          tips.map(([x, y]) => el('circle', { cx: x, cy: y, r: 7.5, fill: gold, ...outline })).join(''),
          el('circle', { cx: 0, cy: -16, r: 8, fill: '#ff5c8a', ...outline, 'stroke-width': sw * 0.7 }),
          el('circle', { cx: -29, cy: -8, r: 5.5, fill: '#5cc8f5', ...outline, 'stroke-width': sw * 0.6 }),
          el('circle', { cx: 29, cy: -8, r: 5.5, fill: '#8fd655', ...outline, 'stroke-width': sw * 0.6 }),
        ),
      );
    }
  }
}

/** Pattern layers: `skin` is clipped to the body (under the belly), `belly` to the belly, `face` is on top. */
function patternSvg(index: number, ctx: Ctx): { skin: string; belly: string; face: string } {
  const { body, pal } = ctx;
  const { x0, y0, x1, y1 } = body.box;
  const w = x1 - x0;
  const h = y1 - y0;
  const px = (f: number): number => x0 + f * w;
  const py = (f: number): number => y0 + f * h;
  const empty = { skin: '', belly: '', face: '' };
  // Spots / stars sit around the edges and the crown of the head, away from the face.
  const spots: readonly (readonly [number, number, number])[] = [
    [0.08, 0.44, 0.07],
    [0.05, 0.66, 0.045],
    [0.14, 0.84, 0.05],
    [0.93, 0.4, 0.055],
    [0.91, 0.62, 0.075],
    [0.86, 0.85, 0.04],
    [0.36, 0.03, 0.05],
    [0.62, 0.05, 0.035],
  ];
  switch (index) {
    case 0: // Spots
      return {
        ...empty,
        skin: spots.map(([fx, fy, fr]) => el('ellipse', { cx: px(fx), cy: py(fy), rx: fr * w, ry: fr * w * 0.9, fill: pal.pattern })).join(''),
      };
    case 1: // Stripes: soft tiger stripes from both sides
      return {
        ...empty,
        skin: [0.42, 0.6, 0.78]
          .map((fy) => {
            const y = py(fy);
            const len = w * 0.24;
            const left = `M ${n(x0 - 12)} ${n(y - 11)} Q ${n(x0 + len * 0.6)} ${n(y - 9)} ${n(x0 + len)} ${n(y + 2)} Q ${n(x0 + len * 0.5)} ${n(y + 8)} ${n(x0 - 12)} ${n(y + 11)} Z`;
            const right = `M ${n(x1 + 12)} ${n(y - 11)} Q ${n(x1 - len * 0.6)} ${n(y - 9)} ${n(x1 - len)} ${n(y + 2)} Q ${n(x1 - len * 0.5)} ${n(y + 8)} ${n(x1 + 12)} ${n(y + 11)} Z`;
            return el('path', { d: left, fill: pal.pattern }) + el('path', { d: right, fill: pal.pattern });
          })
          .join(''),
      };
    case 2: // Stars
      return {
        ...empty,
        skin: spots
          .map(([fx, fy, fr], i) =>
            el('path', {
              d: starD(px(fx), py(fy), fr * w * 1.25, i * 17 - 10),
              fill: pal.star,
              stroke: pal.star,
              'stroke-width': 3,
              'stroke-linejoin': 'round',
            }),
          )
          .join(''),
      };
    case 3: {
      // Zigzag belly: two zigzag bands across the belly
      const { cx, cy, rx, ry } = body.belly;
      const zig = (y: number, amp: number): string => {
        const step = 18;
        const pts: string[] = [];
        for (let x = cx - rx - step, i = 0; x <= cx + rx + step; x += step, i++) {
          pts.push(`${n(x)} ${n(y + (i % 2 === 0 ? -amp : amp))}`);
        }
        return `M ${pts.join(' L ')}`;
      };
      const band = { fill: 'none', stroke: pal.pattern, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };
      return {
        ...empty,
        belly: el('path', { d: zig(cy - ry * 0.22, 8), ...band, 'stroke-width': 9 }) + el('path', { d: zig(cy + ry * 0.42, 7), ...band, 'stroke-width': 7 }),
      };
    }
    default: {
      // Plain with freckles: a few freckles over each cheek
      const { x, y } = body.mouth;
      const d = body.cheekDx * body.mouthScale;
      const dots: string[] = [];
      for (const side of [-1, 1]) {
        for (const [ox, oy] of [[-8, -4], [6, -7], [0, 5], [12, 4]] as const) {
          dots.push(el('circle', { cx: x + side * (d + ox), cy: y - 10 + oy, r: 3.4, fill: pal.shade }));
        }
      }
      return { ...empty, face: dots.join('') };
    }
  }
}

function armsSvg(ctx: Ctx, pose: 'stand' | 'cheer'): string {
  const { body, pal } = ctx;
  const { dx, y } = body.shoulder;
  const thick = 28;
  const arm = (side: -1 | 1): string => {
    const sx = CX + side * dx;
    const [c, e] =
      pose === 'cheer'
        ? [{ x: sx + side * 48, y: y - 8 }, { x: sx + side * 54, y: y - 84 }]
        : [{ x: sx + side * 44, y: y + 4 }, { x: sx + side * 46, y: y + 52 }];
    const d = `M ${n(sx)} ${n(y)} Q ${n(c.x)} ${n(c.y)} ${n(e.x)} ${n(e.y)}`;
    return (
      el('path', { d, fill: 'none', stroke: INK, 'stroke-width': thick + 2 * OUTLINE, 'stroke-linecap': 'round' }) +
      el('path', { d, fill: 'none', stroke: pal.base, 'stroke-width': thick, 'stroke-linecap': 'round' })
    );
  };
  return arm(-1) + arm(1);
}

function feetSvg(ctx: Ctx): string {
  const { body, pal } = ctx;
  const { dx, y, rx } = body.feet;
  return [-1, 1]
    .map((side) => {
      const x = CX + side * dx;
      return (
        el('ellipse', { cx: x, cy: y, rx, ry: 18, fill: pal.shade, stroke: INK, 'stroke-width': OUTLINE }) +
        el('path', {
          d: `M ${n(x - rx * 0.3)} ${n(y + 6)} L ${n(x - rx * 0.3)} ${n(y + 12)} M ${n(x + rx * 0.3)} ${n(y + 6)} L ${n(x + rx * 0.3)} ${n(y + 12)}`,
          stroke: INK,
          'stroke-width': 4,
          'stroke-linecap': 'round',
        })
      );
    })
    .join('');
}

/** Where an outfit's local origin sits on this body: `translate(...) scale(...)`. */
function outfitTransform(def: OutfitDef, body: BodyDef, pose: 'stand' | 'cheer'): string {
  const neckY = body.mouth.y + 54 * body.mouthScale;
  switch (def.position) {
    case 'head':
      return `translate(${n(body.top.x)} ${n(body.top.y)}) scale(${n(body.headScale)})`;
    case 'face':
      return `translate(${n(body.eyes.x)} ${n(body.eyes.y)}) scale(${n(body.eyeScale)})`;
    case 'body':
      return def.layer === 'back' ? `translate(${CX} ${n(neckY)})` : `translate(${CX} ${n(neckY)}) scale(${n(body.mouthScale)})`;
    case 'hand': {
      // The right arm's end (see armsSvg).
      const { dx, y } = body.shoulder;
      return pose === 'cheer' ? `translate(${n(CX + dx + 54)} ${n(y - 84)})` : `translate(${n(CX + dx + 46)} ${n(y + 52)})`;
    }
  }
}

/** The outfits of `layer`, placed on the body; hand things get the monster's fist over their grip. */
function outfitsSvg(defs: readonly OutfitDef[], layer: 'back' | 'front', ctx: Ctx, pose: 'stand' | 'cheer'): string {
  const { body, pal } = ctx;
  const neckY = body.mouth.y + 54 * body.mouthScale;
  const octx: OutfitCtx = { base: pal.base, halfWidth: (body.box.x1 - body.box.x0) / 2, toFeet: body.feet.y + 18 - neckY };
  return defs
    .filter((d) => d.layer === layer)
    .map((d) => g({ transform: outfitTransform(d, body, pose), 'data-outfit': d.key }, d.draw(octx), d.position === 'hand' ? fistSvg(pal.base) : ''))
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Public API

function indexOrThrow(type: MonsterPartType, id: number): number {
  const i = partIndex(type, id);
  if (i === undefined) throw new Error('Invalid monster part id');
  return i;
}

/**
 * Renders a monster as a complete standalone SVG document string
 * (`xmlns` set, width 400, height 440, viewBox "0 0 400 440"; feet at y ~ 430, centred on x = 200).
 *
 * Element ids (clip paths) carry a suffix built from the description's part ids and the pose,
 * so several different monsters can be inlined in one page without clashing.
 *
 * @param d monster description (part ids, e.g. {@link DEFAULT_MONSTER}).
 * @param options `pose`: 'stand' (default) or 'cheer' (arms raised).
 * @throws Error('Invalid monster part id') when any id lies outside its type's range.
 */
export function monsterSvg(d: MonsterDescription, options?: MonsterSvgOptions): string {
  const bodyI = indexOrThrow('body', d.body);
  const colorI = indexOrThrow('color', d.color);
  const patternI = indexOrThrow('pattern', d.pattern);
  const eyesI = indexOrThrow('eyes', d.eyes);
  const mouthI = indexOrThrow('mouth', d.mouth);
  const headI = indexOrThrow('headpart', d.headpart);
  const pose = options?.pose === 'cheer' ? 'cheer' : 'stand';

  const body = BODIES[bodyI];
  const pal = PALETTES[colorI];
  if (body === undefined || pal === undefined) throw new Error('Invalid monster part id');
  const uid = `${d.body}-${d.color}-${d.pattern}-${d.eyes}-${d.mouth}-${d.headpart}${pose === 'cheer' ? '-c' : ''}`;
  const ctx: Ctx = { body, pal, uid };
  const outfits = outfitsToDraw(d.outfits);
  const wearsHat = outfits.some((o) => o.position === 'head');

  const bodyD = pathD(body.segs);
  const clipBody = `mbc-${uid}`;
  const clipBelly = `mbb-${uid}`;
  const pattern = patternSvg(patternI, ctx);
  const { cx, cy, rx, ry } = body.belly;

  // Shading: everything outside the body shifted up-left, i.e. a crescent along the lower right.
  const shadeD = `M -20 -20 H 420 V 460 H -20 Z ${pathD(body.segs, -12, -14)}`;

  const bodyLayer =
    el('path', { d: bodyD, fill: pal.base }) +
    g(
      { 'clip-path': `url(#${clipBody})` },
      pattern.skin,
      el('ellipse', { cx, cy, rx, ry, fill: pal.belly }),
      pattern.belly === '' ? '' : g({ 'clip-path': `url(#${clipBelly})` }, pattern.belly),
      el('path', { d: shadeD, fill: pal.shade, 'fill-rule': 'evenodd', opacity: 0.45 }),
      el('ellipse', {
        cx: body.gloss.x,
        cy: body.gloss.y,
        rx: body.gloss.rx,
        ry: body.gloss.ry,
        transform: `rotate(${n(body.gloss.angle)} ${n(body.gloss.x)} ${n(body.gloss.y)})`,
        fill: '#ffffff',
        opacity: 0.45,
      }),
    ) +
    el('path', { d: bodyD, fill: 'none', stroke: INK, 'stroke-width': OUTLINE, 'stroke-linejoin': 'round' });

  const cheekD = body.cheekDx * body.mouthScale;
  const cheeks = [-1, 1]
    .map((side) =>
      el('ellipse', { cx: body.mouth.x + side * cheekD, cy: body.mouth.y - 8, rx: 15, ry: 9, fill: pal.blush, opacity: pal.blushOpacity }),
    )
    .join('');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MONSTER_SVG_WIDTH}" height="${MONSTER_SVG_HEIGHT}" viewBox="0 0 ${MONSTER_SVG_WIDTH} ${MONSTER_SVG_HEIGHT}">` +
    el(
      'defs',
      {},
      el('clipPath', { id: clipBody }, el('path', { d: bodyD })),
      el('clipPath', { id: clipBelly }, el('ellipse', { cx, cy, rx, ry })),
    ) +
    outfitsSvg(outfits, 'back', ctx, pose) +
    // A hat replaces what grows on top of the head (tuft, crown); side parts (horns, antennae, ears) stay.
    (wearsHat && (headI === 2 || headI === 4) ? '' : headpartSvg(headI, ctx)) +
    armsSvg(ctx, pose) +
    feetSvg(ctx) +
    bodyLayer +
    cheeks +
    pattern.face +
    eyesSvg(eyesI, ctx) +
    mouthSvg(mouthI, ctx) +
    outfitsSvg(outfits, 'front', ctx, pose) +
    '</svg>'
  );
}

/**
 * The monster as a `data:image/svg+xml;charset=utf-8,...` URL (percent-encoded SVG), usable as an
 * `<img src>` or a Phaser texture source. Same arguments and errors as {@link monsterSvg}.
 */
export function monsterDataUrl(d: MonsterDescription, options?: MonsterSvgOptions): string {
  return 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(monsterSvg(d, options));
}

/**
 * The monster's anatomy for the renderer (monster-svg.ts): path segments, the five colour palettes
 * (colour ids 6-10) and the five bodies (body ids 1-5) with the anchors every other part attaches to.
 * Pure module (no DOM, no Phaser, no Node built-ins).
 */
import { fine } from './svg-kit';

const { num: n } = fine;

/** Outline width of the monster. */
export const OUTLINE = 6;
/** The monster's centre line. */
export const CX = 200;
// ---------------------------------------------------------------------------------------------
// Small SVG helpers

export type Seg =
  | readonly ['M' | 'L', number, number]
  | readonly ['Q', number, number, number, number]
  | readonly ['C', number, number, number, number, number, number];

/** Path data for absolute segments, optionally translated by (dx, dy); always closed. */
export function pathD(segs: readonly Seg[], dx = 0, dy = 0): string {
  return (
    segs
      .map(([cmd, ...nums]) => cmd + ' ' + nums.map((v, i) => n(v + (i % 2 === 0 ? dx : dy))).join(' '))
      .join(' ') + ' Z'
  );
}

/** Cubic-bezier ellipse as segments (no arcs, so it can be translated like any body). */
export function ellipseSegs(cx: number, cy: number, rx: number, ry: number): Seg[] {
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
export function quadY(x: number, hw: number, y0: number, yc: number): number {
  const t = (x + hw) / (2 * hw);
  return y0 * (1 - t) * (1 - t) + 2 * yc * t * (1 - t) + y0 * t * t;
}

// ---------------------------------------------------------------------------------------------
// Palettes (color ids 6-10)

export interface Palette {
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

export const PALETTES: readonly Palette[] = [
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

export interface Point {
  x: number;
  y: number;
}

export interface BodyDef {
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

export const BODIES: readonly BodyDef[] = [
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

export interface Ctx {
  body: BodyDef;
  pal: Palette;
  /** Unique suffix for ids in this document. */
  uid: string;
}

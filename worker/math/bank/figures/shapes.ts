/**
 * One named shape, drawn big (K.G.A.2 name shapes, K.G.B.4 sides and corners, 1.G.A.1
 * attributes, 2.G.A.1 polygons and cubes), optionally cut into 2–4 parts with some shaded
 * (1.G.A.3 halves and fourths, 2.G.A.3 halves, thirds and fourths). Parts are only offered for a
 * circle (slices from the centre), a square (halves, three strips, or four squares) and a
 * rectangle (upright strips); `unequal: true` cuts them into parts that are NOT the same size, for
 * "are these equal shares?" questions.
 *
 * The alt names the shape and says what makes it that shape, so one text serves "what shape is
 * this?" and "how many corners?": "A hexagon: a flat shape with 6 straight sides and 6 corners."
 * With parts: "A circle cut into 4 equal parts. 1 part is shaded."
 */
import { FILLS, PALETTE, figure, n } from './svg.js';
import type { QuestionFigure } from './svg.js';

export type FlatShapeKind =
  | 'circle' | 'oval' | 'triangle' | 'square' | 'rectangle' | 'rhombus' | 'trapezoid' | 'parallelogram'
  | 'pentagon' | 'hexagon' | 'octagon';
export type SolidShapeKind = 'cube' | 'cone' | 'cylinder' | 'sphere';
export type ShapeKind = FlatShapeKind | SolidShapeKind;

/** Straight sides (= corners) of each flat shape; 0 for the round ones. */
export const SHAPE_SIDES: Readonly<Record<FlatShapeKind, number>> = Object.freeze({
  circle: 0, oval: 0, triangle: 3, square: 4, rectangle: 4, rhombus: 4, trapezoid: 4, parallelogram: 4,
  pentagon: 5, hexagon: 6, octagon: 8,
});

export const SHAPE_KINDS: readonly ShapeKind[] = Object.freeze([
  'circle', 'oval', 'triangle', 'square', 'rectangle', 'rhombus', 'trapezoid', 'parallelogram',
  'pentagon', 'hexagon', 'octagon', 'cube', 'cone', 'cylinder', 'sphere',
] as const);

const SOLID_WORDS: Readonly<Record<SolidShapeKind, string>> = Object.freeze({
  cube: 'a solid shape with 6 flat square faces, 12 straight edges and 8 corners',
  cone: 'a solid shape with one round flat face at the bottom and a point at the top',
  cylinder: 'a solid shape with 2 round flat faces, one at the top and one at the bottom, and a curved side',
  sphere: 'a solid round shape like a ball, with no flat faces',
});

const W = 320;
const H = 260;
const CX = 160;
const CY = 130;
const LINE = `stroke="${PALETTE.ink}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"`;

function isSolid(kind: ShapeKind): kind is SolidShapeKind {
  return kind === 'cube' || kind === 'cone' || kind === 'cylinder' || kind === 'sphere';
}

function poly(points: Array<[number, number]>, fill: string): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${LINE}/>`;
}

/** A regular polygon with `k` corners, one side flat at the bottom. */
function regular(k: number, r: number): Array<[number, number]> {
  const start = Math.PI / 2 + Math.PI / k; // first corner right of the bottom edge's centre
  return Array.from({ length: k }, (_, i): [number, number] => {
    const a = start + (2 * Math.PI * i) / k;
    return [CX + r * Math.cos(a), CY + r * Math.sin(a)];
  });
}

/** "A" or "An" before a shape's name. */
function article(kind: string): string {
  return /^[aeiou]/.test(kind) ? 'An' : 'A';
}

/** The alt words of a shape (exported for tests and oracles' reference). */
export function shapeWords(kind: ShapeKind): string {
  const a = article(kind);
  if (isSolid(kind)) return `${a} ${kind}: ${SOLID_WORDS[kind]}.`;
  const s = SHAPE_SIDES[kind];
  if (s === 0) return `${a} ${kind}: a flat round shape with no straight sides and no corners.`;
  const extra = kind === 'square' ? ' All 4 sides are the same length.'
    : kind === 'rectangle' ? ' 2 sides are long and 2 sides are short.'
      : kind === 'rhombus' ? ' All 4 sides are the same length, and it leans like a diamond.'
        : kind === 'trapezoid' ? ' The top and bottom sides are different lengths.'
          : kind === 'parallelogram' ? ' The sides across from each other are the same length.'
            : '';
  return `${a} ${kind}: a flat shape with ${s} straight sides and ${s} corners.${extra}`;
}

function drawWhole(kind: ShapeKind, fill: string): string {
  switch (kind) {
    case 'circle': return `<circle cx="${CX}" cy="${CY}" r="105" fill="${fill}" ${LINE}/>`;
    case 'oval': return `<ellipse cx="${CX}" cy="${CY}" rx="135" ry="80" fill="${fill}" ${LINE}/>`;
    case 'triangle': return poly([[CX, 25], [270, 225], [50, 225]], fill);
    case 'square': return `<rect x="65" y="35" width="190" height="190" rx="3" fill="${fill}" ${LINE}/>`;
    case 'rectangle': return `<rect x="30" y="60" width="260" height="140" rx="3" fill="${fill}" ${LINE}/>`;
    case 'rhombus': return poly([[CX, 20], [255, CY], [CX, 240], [65, CY]], fill);
    case 'trapezoid': return poly([[105, 55], [215, 55], [285, 205], [35, 205]], fill);
    case 'parallelogram': return poly([[95, 60], [290, 60], [225, 200], [30, 200]], fill);
    case 'pentagon': return poly(regular(5, 112), fill);
    case 'hexagon': return poly(regular(6, 110), fill);
    case 'octagon': return poly(regular(8, 112), fill);
    case 'cube': {
      const [x, y, s, d] = [65, 95, 140, 50];
      return poly([[x, y], [x + d, y - d], [x + s + d, y - d], [x + s, y]], PALETTE.sky) +
        poly([[x + s, y], [x + s + d, y - d], [x + s + d, y + s - d], [x + s, y + s]], PALETTE.grid) +
        poly([[x, y], [x + s, y], [x + s, y + s], [x, y + s]], fill);
    }
    case 'cone':
      return `<path d="M70 200L${CX} 25L250 200A90 26 0 0 1 70 200Z" fill="${fill}" ${LINE}/>` +
        `<path d="M70 200A90 26 0 0 1 250 200" fill="none" stroke="${PALETTE.ink}" stroke-width="2" stroke-dasharray="6 6"/>`;
    case 'cylinder':
      return `<path d="M70 60L70 200A90 26 0 0 0 250 200L250 60" fill="${fill}" ${LINE}/>` +
        `<ellipse cx="${CX}" cy="60" rx="90" ry="26" fill="${PALETTE.sky}" ${LINE}/>`;
    case 'sphere':
      return `<circle cx="${CX}" cy="${CY}" r="105" fill="${fill}" ${LINE}/>` +
        `<path d="M55 ${CY}A105 30 0 0 0 265 ${CY}" fill="none" stroke="${PALETTE.ink}" stroke-width="2"/>` +
        `<ellipse cx="120" cy="85" rx="22" ry="14" fill="${PALETTE.paper}" opacity="0.7"/>`;
  }
}

/** Part boundaries as fractions of the whole: equal, or a fixed uneven split. */
function cuts(parts: number, unequal: boolean): number[] {
  if (!unequal) return Array.from({ length: parts + 1 }, (_, i) => i / parts);
  return parts === 2 ? [0, 0.3, 1] : parts === 3 ? [0, 0.2, 0.55, 1] : [0, 0.15, 0.35, 0.7, 1];
}

function drawParts(kind: 'circle' | 'square' | 'rectangle', parts: number, shaded: number, unequal: boolean): string {
  const on = PALETTE.coral;
  const off = PALETTE.paper;
  const fillOf = (i: number): string => (i < shaded ? on : off);
  const b = cuts(parts, unequal);
  let out = '';
  if (kind === 'circle') {
    const r = 105;
    for (let i = 0; i < parts; i++) {
      const [a0, a1] = [(b[i] ?? 0) * 2 * Math.PI, (b[i + 1] ?? 1) * 2 * Math.PI];
      const p0 = [CX + r * Math.sin(a0), CY - r * Math.cos(a0)];
      const p1 = [CX + r * Math.sin(a1), CY - r * Math.cos(a1)];
      const large = a1 - a0 > Math.PI ? 1 : 0;
      out += `<path d="M${CX} ${CY}L${n(p0[0] ?? 0)} ${n(p0[1] ?? 0)}A${r} ${r} 0 ${large} 1 ${n(p1[0] ?? 0)} ${n(p1[1] ?? 0)}Z" fill="${fillOf(i)}" ${LINE}/>`;
    }
    return out;
  }
  const [x, y, w, h] = kind === 'square' ? [65, 35, 190, 190] : [30, 60, 260, 140];
  if (kind === 'square' && parts === 4 && !unequal) {
    for (let i = 0; i < 4; i++) {
      out += `<rect x="${x + (i % 2) * (w / 2)}" y="${y + Math.floor(i / 2) * (h / 2)}" width="${w / 2}" height="${h / 2}" fill="${fillOf(i)}" ${LINE}/>`;
    }
    return out;
  }
  for (let i = 0; i < parts; i++) {
    const x0 = x + (b[i] ?? 0) * w;
    const x1 = x + (b[i + 1] ?? 1) * w;
    out += `<rect x="${n(x0)}" y="${y}" width="${n(x1 - x0)}" height="${h}" fill="${fillOf(i)}" ${LINE}/>`;
  }
  return out;
}

/**
 * @param kind the shape to draw.
 * @param opts.parts cut the shape into 2, 3 or 4 parts (circle, square or rectangle only).
 * @param opts.shaded how many of the parts are shaded (0..parts; needs parts).
 * @param opts.unequal cut into parts of different sizes (needs parts).
 * @returns a 320 × 260 picture and its alt.
 * @throws RangeError for an unknown kind, parts on another shape, or a shaded count out of range.
 */
export function shapePicture(kind: ShapeKind, opts: { parts?: 2 | 3 | 4; shaded?: number; unequal?: boolean } = {}): QuestionFigure {
  if (!SHAPE_KINDS.includes(kind)) throw new RangeError(`shapePicture: unknown shape ${String(kind)}`);
  const { parts, shaded, unequal = false } = opts;
  if (parts === undefined) {
    if (shaded !== undefined || unequal) throw new RangeError('shapePicture: shaded and unequal need parts');
    const fill = FILLS[SHAPE_KINDS.indexOf(kind) % FILLS.length] ?? PALETTE.sea;
    return figure(W, H, drawWhole(kind, fill), shapeWords(kind));
  }
  if (kind !== 'circle' && kind !== 'square' && kind !== 'rectangle') throw new RangeError(`shapePicture: parts only for a circle, square or rectangle, not ${kind}`);
  if (parts !== 2 && parts !== 3 && parts !== 4) throw new RangeError(`shapePicture: parts must be 2, 3 or 4, got ${String(parts)}`);
  const s = shaded ?? 0;
  if (!Number.isInteger(s) || s < 0 || s > parts) throw new RangeError(`shapePicture: shaded must be 0-${parts}, got ${s}`);
  const how = unequal ? `${parts} parts that are not the same size` : `${parts} equal parts`;
  const shadedWords = s === 0 ? 'No part is shaded.' : s === parts ? `All ${parts} parts are shaded.` : `${s} ${s === 1 ? 'part is' : 'parts are'} shaded.`;
  return figure(W, H, drawParts(kind, parts, s, unequal), `A ${kind} cut into ${how}. ${shadedWords}`);
}

/**
 * Path data of the SVG kit (svg-kit.ts): smooth curves through points, polygons, blobs, mounds,
 * wavy bands, ellipses, stars and sparkles. Map art rounds to one decimal ({@link coarse}),
 * the character shapes (stars, sparkles) to two ({@link fine}). Pure module.
 */
import type { Rng } from './rng';
import { coarse, fine } from './svg-kit';

/** A 2D point as `[x, y]`. */
export type Pt = readonly [number, number];

const fmt = coarse.num;
const n = fine.num;

/**
 * Smooth path through points (Catmull-Rom converted to cubic Béziers).
 * @param pts the points to pass through (at least 2)
 * @param closed close the curve back to the first point
 * @param tension 0..1, 1 = standard Catmull-Rom
 * @returns path data
 */
export function smooth(pts: readonly Pt[], closed = false, tension = 1): string {
  const n = pts.length;
  const first = pts[0];
  if (first === undefined) return '';
  const at = (i: number): Pt => {
    if (closed) return pts[((i % n) + n) % n] as Pt;
    return pts[Math.max(0, Math.min(n - 1, i))] as Pt;
  };
  let d = `M${fmt(first[0])},${fmt(first[1])}`;
  const segs = closed ? n : n - 1;
  const k = tension / 6;
  for (let i = 0; i < segs; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) * k;
    const c1y = p1[1] + (p2[1] - p0[1]) * k;
    const c2x = p2[0] - (p3[0] - p1[0]) * k;
    const c2y = p2[1] - (p3[1] - p1[1]) * k;
    d += `C${fmt(c1x)},${fmt(c1y)} ${fmt(c2x)},${fmt(c2y)} ${fmt(p2[0])},${fmt(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/**
 * Straight polyline / polygon path data.
 * @param pts points
 * @param closed append `Z`
 * @returns path data
 */
export function poly(pts: readonly Pt[], closed = true): string {
  return pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${fmt(p[0])},${fmt(p[1])}`).join('') + (closed ? 'Z' : '');
}

/**
 * A wobbly closed blob around a centre.
 * @param cx centre x
 * @param cy centre y
 * @param rx horizontal radius
 * @param ry vertical radius
 * @param rng PRNG for the wobble
 * @param n number of control points
 * @param jitter relative radius jitter (0..1)
 * @returns path data
 */
export function blob(cx: number, cy: number, rx: number, ry: number, rng: Rng, n = 9, jitter = 0.15): string {
  const pts: Pt[] = [];
  const off = rng.range(0, Math.PI * 2);
  for (let i = 0; i < n; i++) {
    const a = off + (i / n) * Math.PI * 2;
    const r = 1 + rng.range(-jitter, jitter);
    pts.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r]);
  }
  return smooth(pts, true);
}

/**
 * A rounded mound sitting on a baseline (flat bottom, bumpy top), e.g. a rock or a dune.
 * @param x0 left end of the base
 * @param x1 right end of the base
 * @param base y of the flat bottom
 * @param h height of the mound
 * @param rng PRNG for the bumps
 * @param bumps number of top control points
 * @returns path data
 */
export function mound(x0: number, x1: number, base: number, h: number, rng: Rng, bumps = 5): string {
  const pts: Pt[] = [[x0, base]];
  for (let i = 1; i <= bumps; i++) {
    const t = i / (bumps + 1);
    const shape = Math.sin(t * Math.PI);
    pts.push([x0 + (x1 - x0) * t + rng.range(-8, 8), base - h * Math.pow(shape, 0.6) * rng.range(0.85, 1.05)]);
  }
  pts.push([x1, base]);
  return `${smooth(pts)}Z`;
}

/**
 * A horizontal wavy band: top edge is a smooth wave through `y + noise`, bottom is flat at `bottom`.
 * @param y mean height of the top edge
 * @param bottom y of the bottom edge
 * @param amp wave amplitude
 * @param rng PRNG for the wave
 * @param opts width of the band and number of wave points
 * @returns path data
 */
export function wavyBand(y: number, bottom: number, amp: number, rng: Rng, opts: { width?: number; points?: number; x0?: number } = {}): string {
  const width = opts.width ?? 1600;
  const x0 = opts.x0 ?? 0;
  const n = opts.points ?? 9;
  const pts: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    pts.push([x0 - 40 + ((width + 80) * i) / n, y + rng.range(-amp, amp)]);
  }
  const last = pts[pts.length - 1] as Pt;
  return `${smooth(pts)}L${fmt(last[0])},${fmt(bottom)}L${fmt(x0 - 40)},${fmt(bottom)}Z`;
}

/**
 * Distance between two points.
 * @param a first point
 * @param b second point
 * @returns Euclidean distance
 */
export function dist(a: Pt, b: Pt): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/**
 * Ellipse as path data (two arcs), one decimal.
 * @param cx centre x
 * @param cy centre y
 * @param rx horizontal radius
 * @param ry vertical radius
 * @returns path data
 */
export function ellD(cx: number, cy: number, rx: number, ry: number): string {
  return `M${fmt(cx - rx)},${fmt(cy)}a${fmt(rx)},${fmt(ry)} 0 1,0 ${fmt(rx * 2)},0a${fmt(rx)},${fmt(ry)} 0 1,0 ${fmt(-rx * 2)},0Z`;
}

/** Five-pointed star path centred on (cx, cy), outer radius r, two decimals. */
export function starD(cx: number, cy: number, r: number, rotationDeg = 0): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 === 0 ? r : r * 0.48;
    const a = ((rotationDeg - 90 + i * 36) * Math.PI) / 180;
    pts.push(`${n(cx + rr * Math.cos(a))} ${n(cy + rr * Math.sin(a))}`);
  }
  return `M ${pts.join(' L ')} Z`;
}

/**
 * Four-pointed sparkle path centred on (cx, cy), radius r, two decimals.
 * @param waist how far (relative to r) the curves pass from the centre: 0.22 thin, 0.25 plumper
 */
export function sparkleD(cx: number, cy: number, r: number, waist = 0.22): string {
  const k = r * waist;
  return (
    `M ${n(cx)} ${n(cy - r)} Q ${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} ` +
    `Q ${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)} Q ${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} ` +
    `Q ${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)} Z`
  );
}

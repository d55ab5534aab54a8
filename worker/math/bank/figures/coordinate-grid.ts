/**
 * A coordinate plane (grades 5–8: plotting points, distances along grid lines, polygons from
 * coordinates, graphs of y = mx + b). Integer grid lines, the x and y axes drawn through the
 * origin with arrow tips and numbers, labelled points, segments, one polygon and straight lines
 * clipped to the grid.
 *
 * Units: every coordinate is in grid units; the grid is drawn with square cells, sized so the
 * whole figure stays about 320–460 units wide. The axes must cross inside the grid (xMin ≤ 0 ≤
 * xMax and yMin ≤ 0 ≤ yMax), which covers one-quadrant (0..10) and four-quadrant (-6..6) grids.
 *
 * Alt text (stable wording, read by the bank's oracles):
 *   "A coordinate grid with x from -5 to 5 and y from -4 to 6."
 *   then, in this order, one sentence each:
 *   "Point A is at (2, 3)." / "A point is at (2, 3)." (unlabelled)
 *   "A segment goes from (1, 1) to (4, 1)."
 *   "A polygon has corners at (1, 1), (4, 1) and (4, 3)."
 *   "The line y = 2x + 1 is drawn." (slope written 2, -1 → "-x", 1/2 → "(1/2)x"; b = 0 left out; m = 0 → "y = 3")
 * Negative numbers are written with a plain hyphen (-3), as the question texts write them.
 */
import { PALETTE, esc, figure, n, text } from './svg.js';
import type { QuestionFigure } from './svg.js';

export interface CoordinateGridOptions {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
  points?: { x: number; y: number; label?: string }[];
  segments?: { from: [number, number]; to: [number, number] }[];
  polygon?: [number, number][];
  lines?: { slope: number; intercept: number }[];
}

/** Largest span (xMax − xMin or yMax − yMin) the grid draws legibly. */
const MAX_SPAN = 24;

/** A number as the questions write it: plain hyphen for negatives, no "-0". */
function num(v: number): string {
  return String(Object.is(v, -0) ? 0 : Math.round(v * 1000) / 1000);
}

/** "(2, -3)". */
export function pointText(x: number, y: number): string {
  return `(${num(x)}, ${num(y)})`;
}

function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y) [x, y] = [y, x % y];
  return x;
}

/** The x term of y = mx + b: "2x", "-x", "x", "(1/2)x", "(-3/4)x"; "" when m = 0. */
function slopeTerm(m: number): string {
  if (m === 0) return '';
  if (m === 1) return 'x';
  if (m === -1) return '-x';
  if (Number.isInteger(m)) return `${m}x`;
  for (let den = 2; den <= 12; den++) {
    const top = Math.round(m * den);
    if (Math.abs(top / den - m) < 1e-9 && gcd(top, den) === 1) return `(${top}/${den})x`;
  }
  return `${num(m)}x`;
}

/** "y = 2x + 1", "y = -x - 3", "y = (1/2)x", "y = 4". */
export function lineText(slope: number, intercept: number): string {
  const term = slopeTerm(slope);
  if (term === '') return `y = ${num(intercept)}`;
  if (intercept === 0) return `y = ${term}`;
  return `y = ${term} ${intercept < 0 ? '-' : '+'} ${num(Math.abs(intercept))}`;
}

/** The part of y = mx + b inside the box, as two points, or undefined when it misses the box. */
function clipLine(m: number, b: number, o: CoordinateGridOptions): [[number, number], [number, number]] | undefined {
  // Parametrise by x over [xMin, xMax] and cut where y leaves [yMin, yMax].
  let [x0, x1] = [o.xMin, o.xMax];
  if (m === 0) {
    if (b < o.yMin || b > o.yMax) return undefined;
  } else {
    const a = (o.yMin - b) / m;
    const c = (o.yMax - b) / m;
    x0 = Math.max(x0, Math.min(a, c));
    x1 = Math.min(x1, Math.max(a, c));
    if (x1 - x0 < 1e-9) return undefined;
  }
  return [[x0, m * x0 + b], [x1, m * x1 + b]];
}

function assertInt(name: string, v: number): void {
  if (!Number.isInteger(v)) throw new RangeError(`coordinateGrid: ${name} must be a whole number, got ${v}`);
}

/**
 * Draws the grid.
 * @throws RangeError for non-integer or reversed bounds, a span over 24, axes outside the grid,
 *   a point, segment end or polygon corner outside the grid, a polygon with fewer than 3 corners,
 *   a non-finite slope or intercept, or a line that does not cross the grid.
 */
export function coordinateGrid(o: CoordinateGridOptions): QuestionFigure {
  const { xMin, xMax, yMin, yMax } = o;
  assertInt('xMin', xMin); assertInt('xMax', xMax); assertInt('yMin', yMin); assertInt('yMax', yMax);
  if (xMin >= xMax || yMin >= yMax) throw new RangeError('coordinateGrid: min must be below max');
  if (xMax - xMin > MAX_SPAN || yMax - yMin > MAX_SPAN) throw new RangeError(`coordinateGrid: span over ${MAX_SPAN}`);
  if (xMin > 0 || xMax < 0 || yMin > 0 || yMax < 0) throw new RangeError('coordinateGrid: the axes (x = 0 and y = 0) must lie on the grid');
  const inside = (x: number, y: number, what: string): void => {
    if (!Number.isFinite(x) || !Number.isFinite(y) || x < xMin || x > xMax || y < yMin || y > yMax) {
      throw new RangeError(`coordinateGrid: ${what} ${pointText(x, y)} is off the grid`);
    }
  };
  const points = o.points ?? [];
  const segments = o.segments ?? [];
  const polygon = o.polygon;
  const lines = o.lines ?? [];
  points.forEach((p) => inside(p.x, p.y, 'point'));
  segments.forEach((s) => { inside(s.from[0], s.from[1], 'segment end'); inside(s.to[0], s.to[1], 'segment end'); });
  if (polygon) {
    if (polygon.length < 3) throw new RangeError('coordinateGrid: a polygon needs at least 3 corners');
    polygon.forEach(([x, y]) => inside(x, y, 'polygon corner'));
  }
  const clipped = lines.map((l) => {
    if (!Number.isFinite(l.slope) || !Number.isFinite(l.intercept)) throw new RangeError('coordinateGrid: slope and intercept must be numbers');
    const seg = clipLine(l.slope, l.intercept, o);
    if (!seg) throw new RangeError(`coordinateGrid: ${lineText(l.slope, l.intercept)} misses the grid`);
    return seg;
  });

  const spanX = xMax - xMin;
  const spanY = yMax - yMin;
  const cell = Math.min(36, Math.floor(380 / Math.max(spanX, spanY)));
  const labelEvery = cell >= 26 ? 1 : cell >= 16 ? 2 : 5;
  const [left, top, right, bottom] = [36, 30, 30, 34];
  const width = left + spanX * cell + right;
  const height = top + spanY * cell + bottom;
  const X = (x: number): number => left + (x - xMin) * cell;
  const Y = (y: number): number => top + (yMax - y) * cell;

  const parts: string[] = [];
  // Grid: one path for every line keeps the figure small.
  let grid = '';
  for (let x = xMin; x <= xMax; x++) grid += `M${n(X(x))} ${n(Y(yMax))}V${n(Y(yMin))}`;
  for (let y = yMin; y <= yMax; y++) grid += `M${n(X(xMin))} ${n(Y(y))}H${n(X(xMax))}`;
  parts.push(`<rect x="${n(X(xMin))}" y="${n(Y(yMax))}" width="${n(spanX * cell)}" height="${n(spanY * cell)}" fill="${PALETTE.paper}"/>`);
  parts.push(`<path d="${grid}" stroke="${PALETTE.grid}" stroke-width="1.5" fill="none"/>`);

  // Axes with arrow tips, through the origin.
  const [ox, oy] = [X(0), Y(0)];
  const ext = 14;
  const axes = `M${n(X(xMin) - 6)} ${n(oy)}H${n(X(xMax) + ext)}M${n(ox)} ${n(Y(yMin) + 6)}V${n(Y(yMax) - ext)}`;
  const tips = `M${n(X(xMax) + ext - 7)} ${n(oy - 5)}L${n(X(xMax) + ext)} ${n(oy)}L${n(X(xMax) + ext - 7)} ${n(oy + 5)}` +
    `M${n(ox - 5)} ${n(Y(yMax) - ext + 7)}L${n(ox)} ${n(Y(yMax) - ext)}L${n(ox + 5)} ${n(Y(yMax) - ext + 7)}`;
  parts.push(`<path d="${axes}${tips}" stroke="${PALETTE.ink}" stroke-width="2.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`);
  parts.push(text(X(xMax) + ext + 2, oy - 14, 'x', { size: 18, anchor: 'end' }));
  parts.push(text(ox + 16, Y(yMax) - ext + 2, 'y', { size: 18 }));

  // Axis numbers: plain <text> inside one styled group (the shared font attributes once).
  const nums: string[] = [];
  const numberY = Math.min(oy + 15, height - 10);
  for (let x = xMin; x <= xMax; x++) {
    if (x === 0 || x % labelEvery !== 0) continue;
    nums.push(`<text x="${n(X(x))}" y="${n(numberY)}">${esc(num(x))}</text>`);
  }
  const numberX = Math.max(ox - 6, 18);
  for (let y = yMin; y <= yMax; y++) {
    if (y === 0 || y % labelEvery !== 0) continue;
    nums.push(`<text x="${n(numberX)}" y="${n(Y(y))}" text-anchor="end">${esc(num(y))}</text>`);
  }
  // "0" at the corner of a one-quadrant grid; in four quadrants it would crowd the -1s.
  if (xMin === 0 || yMin === 0) nums.push(`<text x="${n(ox - 6)}" y="${n(numberY)}" text-anchor="end">0</text>`);
  parts.push(`<g font-family="${esc("ui-rounded, 'Nunito', 'Arial Rounded MT Bold', system-ui, sans-serif")}" font-size="${cell >= 26 ? 16 : 14}" font-weight="600" fill="${PALETTE.inkSoft}" stroke="${PALETTE.paper}" stroke-width="4" paint-order="stroke" text-anchor="middle" dominant-baseline="middle">${nums.join('')}</g>`);

  const alt: string[] = [`A coordinate grid with x from ${num(xMin)} to ${num(xMax)} and y from ${num(yMin)} to ${num(yMax)}.`];

  if (polygon) {
    const d = polygon.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(X(x))} ${n(Y(y))}`).join('') + 'Z';
    parts.push(`<path d="${d}" fill="${PALETTE.sea}" fill-opacity="0.22" stroke="${PALETTE.seaDeep}" stroke-width="3" stroke-linejoin="round"/>`);
    const corners = polygon.map(([x, y]) => pointText(x, y));
    alt.push(`A polygon has corners at ${corners.slice(0, -1).join(', ')} and ${corners[corners.length - 1] ?? ''}.`);
  }
  for (const [i, l] of lines.entries()) {
    const seg = clipped[i];
    if (!seg) continue;
    const colour = [PALETTE.grape, PALETTE.leafDeep, PALETTE.coral][i % 3] ?? PALETTE.grape;
    parts.push(`<path d="M${n(X(seg[0][0]))} ${n(Y(seg[0][1]))}L${n(X(seg[1][0]))} ${n(Y(seg[1][1]))}" stroke="${colour}" stroke-width="3" stroke-linecap="round"/>`);
    alt.push(`The line ${lineText(l.slope, l.intercept)} is drawn.`);
  }
  for (const s of segments) {
    parts.push(`<path d="M${n(X(s.from[0]))} ${n(Y(s.from[1]))}L${n(X(s.to[0]))} ${n(Y(s.to[1]))}" stroke="${PALETTE.sea}" stroke-width="3.5" stroke-linecap="round"/>`);
    alt.push(`A segment goes from ${pointText(s.from[0], s.from[1])} to ${pointText(s.to[0], s.to[1])}.`);
  }
  for (const p of points) {
    const [px, py] = [X(p.x), Y(p.y)];
    parts.push(`<circle cx="${n(px)}" cy="${n(py)}" r="6" fill="${PALETTE.coral}" stroke="${PALETTE.ink}" stroke-width="2"/>`);
    if (p.label) {
      // Label up and to the right, or to the left near the right edge.
      const toLeft = p.x > xMax - 1;
      const tx = toLeft ? px - 10 : px + 10;
      const ty = p.y > yMax - 1 ? py + 16 : py - 14;
      parts.push(`<rect x="${n(toLeft ? tx - 9 * p.label.length - 6 : tx - 3)}" y="${n(ty - 11)}" width="${n(9 * p.label.length + 9)}" height="22" rx="6" fill="${PALETTE.paper}" fill-opacity="0.85"/>`);
      parts.push(text(tx, ty, p.label, { size: 18, anchor: toLeft ? 'end' : 'start', fill: PALETTE.ink }));
      alt.push(`Point ${p.label} is at ${pointText(p.x, p.y)}.`);
    } else {
      alt.push(`A point is at ${pointText(p.x, p.y)}.`);
    }
  }
  // Sentences in the documented order: points, segments, polygon, lines.
  const head = alt[0] ?? '';
  const rest = alt.slice(1);
  const order = (s: string): number => (/^(Point|A point)/.test(s) ? 0 : s.startsWith('A segment') ? 1 : s.startsWith('A polygon') ? 2 : 3);
  const sorted = rest.map((s, i) => [s, i] as const).sort((a, b) => order(a[0]) - order(b[0]) || a[1] - b[1]).map(([s]) => s);
  return figure(width, height, parts.join(''), [head, ...sorted].join(' '));
}

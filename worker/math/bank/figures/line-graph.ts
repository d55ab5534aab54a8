/**
 * Line graphs and scatter plots on a first-quadrant grid (grade 8 functions, rate of change and
 * bivariate data). Both share one frame: a title on top, the x-axis along the bottom and the
 * y-axis on the left, both starting at 0, with grid lines at every labelled tick so a child can
 * read each plotted point off the grid. Coordinates are data units; the step between ticks is
 * picked so that every plotted value sits on a grid line when that is possible (a point between
 * lines is still listed exactly in the alt text).
 */
import type { QuestionFigure } from './svg.js';
import { FONT, PALETTE, esc, figure, n, text } from './svg.js';

export interface GraphPoint { x: number; y: number }
export interface ScatterPoint extends GraphPoint { label?: string }

export interface LineGraphOptions {
  title: string;
  /** Name of the horizontal quantity, with its unit ("Weeks"). */
  xLabel: string;
  /** Name of the vertical quantity, with its unit ("Savings (dollars)"). */
  yLabel: string;
  /** At least two points with x, y ≥ 0, joined from left to right. */
  points: GraphPoint[];
  /** Data units between grid lines; chosen automatically when left out. */
  xStep?: number;
  yStep?: number;
}

export interface ScatterPlotOptions {
  title: string;
  xLabel: string;
  yLabel: string;
  /** 1–30 points with x, y ≥ 0; a labelled point is drawn in another colour with its label. */
  points: ScatterPoint[];
  xStep?: number;
  yStep?: number;
}

const WIDTH = 460;
const HEIGHT = 340;
const LEFT = 76;
const RIGHT = 436;
const TOP = 52;
const BOTTOM = 268;
const STEPS = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 100, 120, 150, 200, 250, 300, 400, 500, 750, 1000, 2000, 2500, 5000, 10000];
const MAX_TICKS = 10;

/** "(3, 14)" with numbers as written (no trailing zeros). */
function pointWords(p: GraphPoint): string {
  return `(${p.x}, ${p.y})`;
}

/** "a, b and c". */
function andList(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/**
 * Grid step for values 0..max: the smallest listed step that divides every value and keeps the
 * axis to at most MAX_TICKS intervals, else the smallest that keeps it that short.
 */
function pickStep(values: readonly number[], given?: number): number {
  const max = Math.max(...values, 0);
  if (given !== undefined) {
    if (!(given > 0) || !Number.isFinite(given) || Math.ceil(max / given) > 20) throw new RangeError(`Bad grid step ${given}`);
    return given;
  }
  const fitting = STEPS.filter((s) => Math.ceil(max / s) <= MAX_TICKS);
  if (fitting.length === 0) throw new RangeError(`Values up to ${max} are too large to graph`);
  return fitting.find((s) => values.every((v) => Number.isInteger(v / s))) ?? fitting[0] ?? 1;
}

function checkText(what: string, value: string): void {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 40) throw new RangeError(`${what} must be 1–40 characters`);
}

function checkPoints(points: readonly GraphPoint[], min: number, max: number): void {
  if (points.length < min || points.length > max) throw new RangeError(`Expected ${min}–${max} points`);
  for (const p of points) {
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y) || p.x < 0 || p.y < 0) throw new RangeError(`Point ${pointWords(p)} is not in the first quadrant`);
  }
}

interface Frame {
  body: string;
  px(x: number): number;
  py(y: number): number;
}

/** Title, grid, axes, tick labels and axis names; returns the drawing and the data-to-view maps. */
function frame(o: { title: string; xLabel: string; yLabel: string; xStep?: number; yStep?: number }, points: readonly GraphPoint[]): Frame {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const xStep = pickStep(xs, o.xStep);
  const yStep = pickStep(ys, o.yStep);
  const xTicks = Math.max(1, Math.ceil(Math.max(...xs) / xStep));
  const yTicks = Math.max(1, Math.ceil(Math.max(...ys) / yStep));
  const xMax = xTicks * xStep;
  const yMax = yTicks * yStep;
  const px = (x: number): number => LEFT + ((RIGHT - LEFT) * x) / xMax;
  const py = (y: number): number => BOTTOM - ((BOTTOM - TOP) * y) / yMax;
  let grid = '';
  let labels = '';
  for (let i = 0; i <= xTicks; i++) {
    const x = px(i * xStep);
    if (i > 0) grid += `M${n(x)} ${TOP}V${BOTTOM}`;
    labels += `<text x="${n(x)}" y="${BOTTOM + 26}">${esc(i * xStep)}</text>`;
  }
  for (let j = 0; j <= yTicks; j++) {
    const y = py(j * yStep);
    if (j > 0) grid += `M${LEFT} ${n(y)}H${RIGHT}`;
    labels += `<text x="${LEFT - 10}" y="${n(y + 6)}" text-anchor="end">${esc(j * yStep)}</text>`;
  }
  const midY = (TOP + BOTTOM) / 2;
  const body =
    text(WIDTH / 2, 26, o.title, { size: 20 }) +
    `<path d="${grid}" stroke="${PALETTE.grid}" stroke-width="2" fill="none"/>` +
    `<path d="M${LEFT} ${TOP - 6}V${BOTTOM}H${RIGHT + 6}" stroke="${PALETTE.ink}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<g font-family="${esc(FONT)}" font-size="16" font-weight="700" fill="${PALETTE.inkSoft}" text-anchor="middle">${labels}</g>` +
    text((LEFT + RIGHT) / 2, HEIGHT - 22, o.xLabel, { size: 17 }) +
    `<g transform="rotate(-90 20 ${n(midY)})">${text(20, midY, o.yLabel, { size: 17 })}</g>`;
  return { body, px, py };
}

function axesWords(o: { title: string; xLabel: string; yLabel: string }): string {
  return `The horizontal axis shows ${o.xLabel} and the vertical axis shows ${o.yLabel}.`;
}

/**
 * A line graph: the points joined left to right by a line, each point marked with a dot.
 * Alt: 'A line graph titled "T". The horizontal axis shows X and the vertical axis shows Y.
 * The line goes through the points (0, 5), (1, 8) and (2, 11).'
 * @throws RangeError for fewer than 2 or more than 12 points, repeated x values, values below
 * 0, empty or over-long titles and labels.
 */
export function lineGraph(o: LineGraphOptions): QuestionFigure {
  checkText('title', o.title);
  checkText('xLabel', o.xLabel);
  checkText('yLabel', o.yLabel);
  checkPoints(o.points, 2, 12);
  const sorted = [...o.points].sort((a, b) => a.x - b.x);
  sorted.forEach((p, i) => { if (i > 0 && p.x === sorted[i - 1]?.x) throw new RangeError(`Two points at x = ${p.x}`); });
  const f = frame(o, sorted);
  const line = sorted.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(f.px(p.x))} ${n(f.py(p.y))}`).join('');
  const dots = sorted.map((p) => `<circle cx="${n(f.px(p.x))}" cy="${n(f.py(p.y))}" r="6"/>`).join('');
  const body = f.body +
    `<path d="${line}" stroke="${PALETTE.sea}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<g fill="${PALETTE.seaDeep}" stroke="${PALETTE.paper}" stroke-width="2">${dots}</g>`;
  const alt = `A line graph titled "${o.title}". ${axesWords(o)} The line goes through the points ${andList(sorted.map(pointWords))}.`;
  return figure(WIDTH, HEIGHT, body, alt);
}

/**
 * A scatter plot: one dot per point (not joined). Labelled points are drawn in purple with their
 * label beside them. Alt: 'A scatter plot titled "T". The horizontal axis shows X and the
 * vertical axis shows Y. It has 10 points: (1, 3), (2, 5), ... and (9, 20). The point labeled
 * Mia is at (4, 12).'
 * @throws RangeError for 0 or more than 30 points, values below 0, labels that are empty or
 * longer than 12 characters, repeated labels, and bad titles.
 */
export function scatterPlot(o: ScatterPlotOptions): QuestionFigure {
  checkText('title', o.title);
  checkText('xLabel', o.xLabel);
  checkText('yLabel', o.yLabel);
  checkPoints(o.points, 1, 30);
  const labelled = o.points.filter((p) => p.label !== undefined);
  for (const p of labelled) {
    if (!p.label || p.label.trim() === '' || p.label.length > 12) throw new RangeError('Point labels must be 1–12 characters');
  }
  if (new Set(labelled.map((p) => p.label)).size !== labelled.length) throw new RangeError('Point labels must differ');
  const f = frame(o, o.points);
  const plain = o.points.filter((p) => p.label === undefined)
    .map((p) => `<circle cx="${n(f.px(p.x))}" cy="${n(f.py(p.y))}" r="6"/>`).join('');
  const marked = labelled.map((p) => {
    const [x, y] = [f.px(p.x), f.py(p.y)];
    const right = x < RIGHT - 70;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="8" fill="${PALETTE.grape}"/>` +
      text(right ? x + 13 : x - 13, y - 14, p.label ?? '', { size: 16, anchor: right ? 'start' : 'end', fill: PALETTE.grape });
  }).join('');
  const body = f.body + `<g fill="${PALETTE.coral}" stroke="${PALETTE.paper}" stroke-width="2">${plain}</g>` + marked;
  const count = o.points.length === 1 ? 'It has 1 point' : `It has ${o.points.length} points`;
  const labels = labelled.map((p) => ` The point labeled ${p.label ?? ''} is at ${pointWords(p)}.`).join('');
  const alt = `A scatter plot titled "${o.title}". ${axesWords(o)} ${count}: ${andList(o.points.map(pointWords))}.${labels}`;
  return figure(WIDTH, HEIGHT, body, alt);
}

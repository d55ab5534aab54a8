/**
 * Rectangles and L-shapes with labelled sides, for area and perimeter (3.MD.C.7, 3.MD.D.8,
 * 4.MD.A.3, 5.MD.C): a soft-filled shape, each side's length written beside it ("12 ft", or "?"
 * for the side a question asks about), and optionally a grid of unit squares (then the drawing is
 * to scale and the sides must be whole numbers up to 20).
 *
 * Units: `width` is the horizontal (bottom) side, `height` the vertical (left) side, both in
 * `unit` ("cm", "m", "ft", "in", ...). Without a grid a very long, thin rectangle is drawn a bit
 * fatter than scale so its labels fit; the alt never claims the drawing is to scale.
 *
 * Alt text (stable wording):
 *   rectanglePicture: "A rectangle. Its bottom side is 12 ft and its left side is 7 ft."
 *     (a label override is reported as written: "... its left side is marked ? ft.");
 *     with a grid: "A rectangle on a grid of unit squares, 12 squares across and 7 squares up.
 *     Its bottom side is 12 ft and its left side is 7 ft."
 *   lShapePicture: "An L-shape made of two rectangles. Going around it: the bottom side is 10 m,
 *     the right side is 4 m, the top of the short part is 6 m, the step up is 5 m, the top of the
 *     tall part is 4 m and the left side is 9 m."
 */
import { PALETTE, figure, n, text } from './svg.js';
import type { QuestionFigure } from './svg.js';

export interface RectangleOptions {
  width: number;
  height: number;
  unit: string;
  /** Draw unit squares (to scale; whole-number sides ≤ 20). */
  grid?: boolean;
  /** Replace a side's label, e.g. "? ft" for the side a question asks about. */
  labels?: { width?: string; height?: string };
}

const W = 460;
const H = 300;
const BOX = { x: 84, y: 30, w: 290, h: 206 };

function checkSide(value: number, what: string, grid: boolean): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${what} must be a positive number, got ${value}`);
  if (grid && (!Number.isInteger(value) || value > 20)) throw new RangeError(`${what} on a grid must be a whole number up to 20, got ${value}`);
}

function checkUnit(unit: string): void {
  if (!/^[a-z. ]{1,12}$/i.test(unit)) throw new RangeError(`A length unit is a short word like "cm", got "${unit}"`);
}

/** A number as the questions write it (no trailing zeros). */
function num(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

/** Scale and drawn size of a w × h shape inside the box; thin shapes are fattened unless to scale. */
function layout(w: number, h: number, toScale: boolean): { dw: number; dh: number; x0: number; y0: number; s: number } {
  const s = Math.min(BOX.w / w, BOX.h / h);
  let [dw, dh] = [w * s, h * s];
  if (!toScale) {
    dw = Math.max(dw, 70);
    dh = Math.max(dh, 60);
  }
  return { dw, dh, x0: BOX.x + (BOX.w - dw) / 2, y0: BOX.y + (BOX.h - dh) / 2, s };
}

function gridLines(x0: number, y0: number, cols: number, rows: number, s: number): string {
  let d = '';
  for (let i = 1; i < cols; i++) d += `M${n(x0 + i * s)} ${n(y0)}V${n(y0 + rows * s)}`;
  for (let j = 1; j < rows; j++) d += `M${n(x0)} ${n(y0 + j * s)}H${n(x0 + cols * s)}`;
  return d ? `<path d="${d}" stroke="${PALETTE.grid}" stroke-width="2" fill="none"/>` : '';
}

/** A side label on a white pill so it stays readable over lines. */
function sideLabel(x: number, y: number, content: string): string {
  const width = Math.max(44, content.length * 11 + 16);
  return `<rect x="${n(x - width / 2)}" y="${n(y - 14)}" width="${n(width)}" height="28" rx="12" fill="${PALETTE.paper}" stroke="${PALETTE.grid}" stroke-width="2"/>` + text(x, y, content, { size: 18 });
}

/**
 * Draws a width × height rectangle with its bottom and left sides labelled.
 * @throws RangeError on a side that is not a positive number (whole and ≤ 20 with a grid) or a
 * unit that is not a short word.
 */
export function rectanglePicture(o: RectangleOptions): QuestionFigure {
  const grid = o.grid ?? false;
  checkSide(o.width, 'The width', grid);
  checkSide(o.height, 'The height', grid);
  checkUnit(o.unit);
  const { dw, dh, x0, y0, s } = layout(o.width, o.height, grid);
  const widthLabel = o.labels?.width ?? `${num(o.width)} ${o.unit}`;
  const heightLabel = o.labels?.height ?? `${num(o.height)} ${o.unit}`;
  let body = `<rect x="${n(x0)}" y="${n(y0)}" width="${n(dw)}" height="${n(dh)}" rx="3" fill="${PALETTE.sky}"/>`;
  if (grid) body += gridLines(x0, y0, o.width, o.height, s);
  body += `<rect x="${n(x0)}" y="${n(y0)}" width="${n(dw)}" height="${n(dh)}" rx="3" fill="none" stroke="${PALETTE.sea}" stroke-width="4" stroke-linejoin="round"/>`;
  body += sideLabel(x0 + dw / 2, y0 + dh + 26, widthLabel);
  body += sideLabel(x0 - 8 - Math.max(44, heightLabel.length * 11 + 16) / 2, y0 + dh / 2, heightLabel);
  const told = (label: string | undefined, value: number): string => (label === undefined ? `is ${num(value)} ${o.unit}` : `is marked ${label}`);
  const sides = `Its bottom side ${told(o.labels?.width, o.width)} and its left side ${told(o.labels?.height, o.height)}.`;
  const alt = grid
    ? `A rectangle on a grid of unit squares, ${o.width} squares across and ${o.height} squares up. ${sides}`
    : `A rectangle. ${sides}`;
  return figure(W, H, body, alt);
}

export interface LShapeOptions {
  /** Whole width (the bottom side). */
  width: number;
  /** Whole height (the left side, the tall part). */
  height: number;
  /** Width of the short part's top, cut from the right (0 < cutWidth < width). */
  cutWidth: number;
  /** How far the right part is lower than the left (0 < cutHeight < height). */
  cutHeight: number;
  unit: string;
  grid?: boolean;
}

/**
 * Draws an L-shape: a width × height rectangle with its top-right corner (cutWidth × cutHeight)
 * cut away, every one of its six sides labelled.
 * @throws RangeError when the cut does not leave an L (cut sizes outside the shape) or on bad sides.
 */
export function lShapePicture(o: LShapeOptions): QuestionFigure {
  const grid = o.grid ?? false;
  checkSide(o.width, 'The width', grid);
  checkSide(o.height, 'The height', grid);
  checkSide(o.cutWidth, 'The cut width', grid);
  checkSide(o.cutHeight, 'The cut height', grid);
  checkUnit(o.unit);
  if (o.cutWidth >= o.width || o.cutHeight >= o.height) throw new RangeError('The cut corner must be smaller than the whole shape');
  const { s } = layout(o.width, o.height, true);
  const [dw, dh] = [o.width * s, o.height * s];
  const x0 = BOX.x + (BOX.w - dw) / 2;
  const y0 = BOX.y + (BOX.h - dh) / 2;
  const [cw, ch] = [o.cutWidth * s, o.cutHeight * s];
  const xs = x0 + dw - cw; // where the step is
  const yStep = y0 + ch;
  const path = `M${n(x0)} ${n(y0)}H${n(xs)}V${n(yStep)}H${n(x0 + dw)}V${n(y0 + dh)}H${n(x0)}Z`;
  let body = `<path d="${path}" fill="${PALETTE.sky}"/>`;
  if (grid) {
    let d = '';
    for (let i = 1; i < o.width; i++) {
      const x = x0 + i * s;
      d += `M${n(x)} ${n(x < xs - 0.01 ? y0 : yStep)}V${n(y0 + dh)}`;
    }
    for (let j = 1; j < o.height; j++) {
      const y = y0 + j * s;
      d += `M${n(x0)} ${n(y)}H${n(y < yStep - 0.01 ? xs : x0 + dw)}`;
    }
    if (d) body += `<path d="${d}" stroke="${PALETTE.grid}" stroke-width="2" fill="none"/>`;
  }
  body += `<path d="${path}" fill="none" stroke="${PALETTE.sea}" stroke-width="4" stroke-linejoin="round"/>`;
  const u = o.unit;
  const [bottom, right, shortTop, step, tallTop, left] = [o.width, o.height - o.cutHeight, o.cutWidth, o.cutHeight, o.width - o.cutWidth, o.height];
  body += sideLabel(x0 + dw / 2, y0 + dh + 26, `${num(bottom)} ${u}`);
  body += sideLabel(x0 + dw + 40, (yStep + y0 + dh) / 2, `${num(right)} ${u}`);
  body += sideLabel((xs + x0 + dw) / 2, yStep - 22, `${num(shortTop)} ${u}`);
  body += sideLabel(xs + 40, (y0 + yStep) / 2, `${num(step)} ${u}`);
  body += sideLabel((x0 + xs) / 2, y0 - 2, `${num(tallTop)} ${u}`);
  body += sideLabel(x0 - 40, y0 + dh / 2, `${num(left)} ${u}`);
  const alt = `An L-shape made of two rectangles${grid ? ', drawn on a grid of unit squares' : ''}. Going around it: the bottom side is ${num(bottom)} ${u}, ` +
    `the right side is ${num(right)} ${u}, the top of the short part is ${num(shortTop)} ${u}, the step up is ${num(step)} ${u}, ` +
    `the top of the tall part is ${num(tallTop)} ${u} and the left side is ${num(left)} ${u}.`;
  return figure(W, H, body, alt);
}

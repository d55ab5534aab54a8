/**
 * A line plot (4.MD.B.4, 5.MD.B.2): a number line with evenly spaced marks (often fractions of a
 * unit: 0, 1/4, 1/2, ...), a title, and one X stacked above its mark for every data value.
 *
 * Units: `ticks` are the values of the marks, in increasing order and evenly spaced; every value
 * in `values` must be one of the marks (fractions like 0.25 are fine; they are matched to a mark
 * to within 1e-9). `tickLabels` are the texts under the marks ("1 1/4"); by default the number
 * itself. At most 13 marks and at most 9 X's above one mark, so the picture stays readable.
 *
 * Alt text (stable wording, read by the bank's oracles):
 *   "A line plot titled "Pencil lengths (inches)". Each X is one data value. Above 1 there are
 *    2 X's, above 1 1/4 there is 1 X, above 1 1/2 there are no X's, above 1 3/4 there are 3 X's."
 * (every mark, in order, with the label as drawn).
 */
import { FONT, PALETTE, esc, figure, n, text } from './svg.js';
import type { QuestionFigure } from './svg.js';

export interface LinePlotOptions {
  title: string;
  values: number[];
  ticks: number[];
  tickLabels?: string[];
}

const W = 480;
const MAX_TICKS = 13;
const MAX_STACK = 9;

/**
 * Draws the line plot.
 * @throws RangeError on fewer than 2 or more than 13 marks, marks that are not increasing and evenly
 * spaced, a label list of the wrong length, a value that is not on a mark, more than 9 X's on one
 * mark, or an empty title.
 */
export function linePlot(o: LinePlotOptions): QuestionFigure {
  const { ticks, values, title } = o;
  if (title.trim() === '') throw new RangeError('A line plot needs a title');
  if (ticks.length < 2 || ticks.length > MAX_TICKS) throw new RangeError(`A line plot needs 2 to ${MAX_TICKS} marks, got ${ticks.length}`);
  if (!ticks.every(Number.isFinite)) throw new RangeError('Line plot marks must be numbers');
  const step = (ticks[1] ?? 0) - (ticks[0] ?? 0);
  if (!(step > 0) || ticks.some((t, i) => Math.abs(t - ((ticks[0] ?? 0) + i * step)) > 1e-9)) throw new RangeError('Line plot marks must be increasing and evenly spaced');
  const labels = o.tickLabels ?? ticks.map((t) => String(Math.round(t * 1e6) / 1e6));
  if (labels.length !== ticks.length) throw new RangeError('A line plot needs one label per mark');
  const counts = ticks.map(() => 0);
  for (const v of values) {
    const i = ticks.findIndex((t) => Math.abs(t - v) < 1e-9);
    if (i < 0) throw new RangeError(`The value ${v} is not on a mark of the line plot`);
    counts[i] = (counts[i] ?? 0) + 1;
  }
  if (counts.some((c) => c > MAX_STACK)) throw new RangeError(`At most ${MAX_STACK} X's fit above one mark`);

  const left = 46;
  const right = W - 46;
  const gap = (right - left) / (ticks.length - 1);
  const xs = ticks.map((_, i) => left + i * gap);
  const lineY = 262;
  const xSize = Math.min(9, gap * 0.3);
  const rowH = 23;
  const height = 320;

  let body = text(W / 2, 28, title, { size: 18 });
  body += `<path d="M${left - 18} ${lineY}H${right + 18}" stroke="${PALETTE.ink}" stroke-width="3" stroke-linecap="round"/>`;
  let tickPath = '';
  let labelMarkup = '';
  let marks = '';
  xs.forEach((x, i) => {
    tickPath += `M${n(x)} ${lineY - 9}V${lineY + 9}`;
    labelMarkup += `<text x="${n(x)}" y="${lineY + 30}">${esc(labels[i] ?? '')}</text>`;
    for (let k = 0; k < (counts[i] ?? 0); k++) {
      const cy = lineY - 26 - k * rowH;
      // Relative moves keep a full plot (13 marks × 9 X's) under the 6 KB budget.
      marks += `M${n(x - xSize)} ${n(cy - xSize)}l${n(2 * xSize)} ${n(2 * xSize)}m0 ${n(-2 * xSize)}l${n(-2 * xSize)} ${n(2 * xSize)}`;
    }
  });
  body += `<path d="${tickPath}" stroke="${PALETTE.ink}" stroke-width="3" stroke-linecap="round"/>`;
  if (marks) body += `<path d="${marks}" stroke="${PALETTE.coral}" stroke-width="4" stroke-linecap="round" fill="none"/>`;
  body += `<g font-family="${esc(FONT)}" font-size="16" font-weight="700" fill="${PALETTE.ink}" text-anchor="middle" dominant-baseline="middle">${labelMarkup}</g>`;

  const parts = labels.map((label, i) => {
    const c = counts[i] ?? 0;
    return c === 0 ? `above ${label} there are no X's` : c === 1 ? `above ${label} there is 1 X` : `above ${label} there are ${c} X's`;
  });
  const alt = `A line plot titled "${title}". Each X is one data value. ${capFirst(parts.join(', '))}.`;
  return figure(W, height, body, alt);
}

function capFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * A dot plot (grades 6–7 statistics): a number line of whole numbers from `from` to `to` with one
 * dot stacked above a number for every time it occurs in the data, and a title above.
 *
 * Units: values are whole numbers in [from, to]; the span is at most 20 and no number may occur
 * more than 10 times (taller stacks would not fit). Every whole number gets a tick; they are
 * numbered every 1 (every 2 on a wide span).
 *
 * Alt text (stable wording, read by the bank's oracles):
 *   'A dot plot titled "Goals in a game". The number line goes from 0 to 8. Each dot is one value.
 *    There are 2 dots above 1, 1 dot above 3 and 3 dots above 4. There are 6 dots in all.'
 * Numbers with no dots are not mentioned; stacks are listed from left to right.
 */
import { FONT, PALETTE, esc, figure, n, text } from './svg.js';
import type { QuestionFigure } from './svg.js';

export interface DotPlotOptions {
  title: string;
  values: number[];
  from: number;
  to: number;
}

const MAX_SPAN = 20;
const MAX_STACK = 10;

function dotsAbove(count: number, value: number): string {
  return `${count} ${count === 1 ? 'dot' : 'dots'} above ${value}`;
}

/**
 * Draws the plot.
 * @throws RangeError for a blank title, non-integer or reversed ends, a span over 20, no values,
 *   a value that is not a whole number in [from, to], or more than 10 equal values.
 */
export function dotPlot(o: DotPlotOptions): QuestionFigure {
  const { title, values, from, to } = o;
  if (title.trim() === '') throw new RangeError('dotPlot: a title is needed');
  if (!Number.isInteger(from) || !Number.isInteger(to) || from >= to) throw new RangeError('dotPlot: from and to must be whole numbers with from < to');
  if (to - from > MAX_SPAN) throw new RangeError(`dotPlot: span over ${MAX_SPAN}`);
  if (values.length === 0) throw new RangeError('dotPlot: no values');
  const counts = new Map<number, number>();
  for (const v of values) {
    if (!Number.isInteger(v) || v < from || v > to) throw new RangeError(`dotPlot: value ${v} is not a whole number from ${from} to ${to}`);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const tallest = Math.max(...counts.values());
  if (tallest > MAX_STACK) throw new RangeError(`dotPlot: more than ${MAX_STACK} dots above one number`);

  const span = to - from;
  const cell = Math.min(40, Math.floor(380 / span));
  const labelEvery = cell >= 24 ? 1 : 2;
  const dot = Math.min(cell, 28) / 2 - 2;
  const side = 40;
  const width = side * 2 + span * cell;
  const stackHeight = Math.max(tallest, 4) * (dot * 2 + 3);
  const top = 48;
  const axisY = top + stackHeight + 14;
  const height = axisY + 44;
  const X = (v: number): number => side + (v - from) * cell;

  const parts: string[] = [];
  parts.push(text(width / 2, 26, title, { size: 18 }));
  let ticks = `M${n(X(from) - 14)} ${n(axisY)}H${n(X(to) + 14)}`;
  for (let v = from; v <= to; v++) ticks += `M${n(X(v))} ${n(axisY - 7)}V${n(axisY + 7)}`;
  parts.push(`<path d="${ticks}" stroke="${PALETTE.ink}" stroke-width="2.5" stroke-linecap="round" fill="none"/>`);
  const labels: string[] = [];
  for (let v = from; v <= to; v++) {
    if ((v - from) % labelEvery !== 0 && v !== to) continue;
    labels.push(`<text x="${n(X(v))}" y="${n(axisY + 22)}">${esc(v)}</text>`);
  }
  parts.push(`<g font-family="${esc(FONT)}" font-size="16" font-weight="600" fill="${PALETTE.inkSoft}" text-anchor="middle" dominant-baseline="middle">${labels.join('')}</g>`);
  let dots = '';
  const sorted = [...counts.entries()].sort((a, b) => a[0] - b[0]);
  for (const [v, c] of sorted) {
    for (let i = 0; i < c; i++) dots += `<circle cx="${n(X(v))}" cy="${n(axisY - 14 - dot - i * (dot * 2 + 3))}" r="${n(dot)}"/>`;
  }
  parts.push(`<g fill="${PALETTE.sea}" stroke="${PALETTE.seaDeep}" stroke-width="2">${dots}</g>`);

  const stacks = sorted.map(([v, c]) => dotsAbove(c, v));
  const list = stacks.length === 1 ? stacks[0] ?? '' : `${stacks.slice(0, -1).join(', ')} and ${stacks[stacks.length - 1] ?? ''}`;
  const alt = `A dot plot titled "${title}". The number line goes from ${from} to ${to}. Each dot is one value. ` +
    `There ${sorted[0]?.[1] === 1 ? 'is' : 'are'} ${list}. There ${values.length === 1 ? 'is 1 dot' : `are ${values.length} dots`} in all.`;
  return figure(width, height, parts.join(''), alt);
}

/** Dot colours and label colours of the plots of dotPlots, top to bottom. */
const DOT_FILLS = [PALETTE.sea, PALETTE.coral, PALETTE.leaf];
const FILLS_LABEL = [PALETTE.seaDeep, PALETTE.ink, PALETTE.leafDeep];

export interface DotPlotsOptions {
  title: string;
  /** Two or three plots drawn one above the other on the same scale, each named by its label. */
  plots: { label: string; values: number[] }[];
  from: number;
  to: number;
}

/**
 * Two or three dot plots on the same number line, one above the other, for comparing data sets
 * (7.SP.B.4). Same limits as dotPlot for each plot; labels are short names (up to 14 characters).
 *
 * Alt text: 'Two dot plots titled "Baskets per game", each on a number line from 0 to 10.
 *   Mia's team: there are 2 dots above 3 and 1 dot above 5 (3 dots in all).
 *   Leo's team: there is 1 dot above 4 and 2 dots above 6 (3 dots in all).'
 * @throws RangeError as dotPlot does, for fewer than 2 or more than 3 plots, or a bad label.
 */
export function dotPlots(o: DotPlotsOptions): QuestionFigure {
  const { title, plots, from, to } = o;
  if (title.trim() === '') throw new RangeError('dotPlots: a title is needed');
  if (plots.length < 2 || plots.length > 3) throw new RangeError('dotPlots: 2 or 3 plots');
  if (!Number.isInteger(from) || !Number.isInteger(to) || from >= to) throw new RangeError('dotPlots: from and to must be whole numbers with from < to');
  if (to - from > MAX_SPAN) throw new RangeError(`dotPlots: span over ${MAX_SPAN}`);
  const tallies = plots.map((p) => {
    if (p.label.trim() === '' || p.label.length > 14) throw new RangeError('dotPlots: labels are 1 to 14 characters');
    if (p.values.length === 0) throw new RangeError('dotPlots: a plot has no values');
    const counts = new Map<number, number>();
    for (const v of p.values) {
      if (!Number.isInteger(v) || v < from || v > to) throw new RangeError(`dotPlots: value ${v} is not a whole number from ${from} to ${to}`);
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    if (Math.max(...counts.values()) > MAX_STACK) throw new RangeError(`dotPlots: more than ${MAX_STACK} dots above one number`);
    return [...counts.entries()].sort((a, b) => a[0] - b[0]);
  });
  const span = to - from;
  const cell = Math.min(34, Math.floor(340 / span));
  const labelEvery = cell >= 24 ? 1 : 2;
  const dot = Math.min(cell, 24) / 2 - 2;
  const side = 40;
  const width = side * 2 + span * cell;
  const X = (v: number): number => side + (v - from) * cell;
  const parts: string[] = [text(width / 2, 24, title, { size: 18 })];
  let y = 44;
  const sentences: string[] = [];
  plots.forEach((p, i) => {
    const sorted = tallies[i] ?? [];
    const tallest = Math.max(...sorted.map(([, c]) => c));
    const axisY = y + 26 + Math.max(tallest, 3) * (dot * 2 + 3) + 8;
    parts.push(text(side - 20, y + 12, p.label, { size: 16, anchor: 'start', fill: FILLS_LABEL[i] ?? PALETTE.ink }));
    let ticks = `M${n(X(from) - 14)} ${n(axisY)}H${n(X(to) + 14)}`;
    for (let v = from; v <= to; v++) ticks += `M${n(X(v))} ${n(axisY - 6)}V${n(axisY + 6)}`;
    parts.push(`<path d="${ticks}" stroke="${PALETTE.ink}" stroke-width="2.5" stroke-linecap="round" fill="none"/>`);
    const labels: string[] = [];
    for (let v = from; v <= to; v++) if ((v - from) % labelEvery === 0 || v === to) labels.push(`<text x="${n(X(v))}" y="${n(axisY + 20)}">${esc(v)}</text>`);
    parts.push(`<g font-family="${esc(FONT)}" font-size="15" font-weight="600" fill="${PALETTE.inkSoft}" text-anchor="middle" dominant-baseline="middle">${labels.join('')}</g>`);
    let dots = '';
    for (const [v, c] of sorted) for (let k = 0; k < c; k++) dots += `<circle cx="${n(X(v))}" cy="${n(axisY - 12 - dot - k * (dot * 2 + 3))}" r="${n(dot)}"/>`;
    parts.push(`<g fill="${DOT_FILLS[i] ?? PALETTE.sea}" stroke="${PALETTE.ink}" stroke-width="1.5">${dots}</g>`);
    const stacks = sorted.map(([v, c]) => dotsAbove(c, v));
    const list = stacks.length === 1 ? stacks[0] ?? '' : `${stacks.slice(0, -1).join(', ')} and ${stacks[stacks.length - 1] ?? ''}`;
    sentences.push(`${p.label}: there ${sorted[0]?.[1] === 1 ? 'is' : 'are'} ${list} (${p.values.length === 1 ? '1 dot' : `${p.values.length} dots`} in all).`);
    y = axisY + 36;
  });
  const count = plots.length === 2 ? 'Two' : 'Three';
  const alt = `${count} dot plots titled "${title}", each on a number line from ${from} to ${to}. ${sentences.join(' ')}`;
  return figure(width, y + 4, parts.join(''), alt);
}


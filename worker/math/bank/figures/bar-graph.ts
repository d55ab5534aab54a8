/**
 * Bar graph and picture graph figure (issue 18 visual questions; 2.MD.D.10, 3.MD.B.3).
 *
 * Bar graph: 2–6 vertical bars over a grid whose lines are `scale` apart (a scaled bar graph when
 * scale > 1: "each square is 5"), numbered on the left axis. Picture graph (`picture: true`): one row
 * per category with a smiley for every `scale` items and a key ("each picture = 2").
 * Values are whole numbers and multiples of the scale, at most 20 squares or 10 pictures per bar.
 *
 * The alt text names the graph, says the scale and gives each bar's value the way the picture
 * shows it ("Dogs: 15."), in bar order, so the question can be answered without the picture.
 */
import type { QuestionFigure } from './svg.js';
import { FILLS, PALETTE, figure, n, text } from './svg.js';

export interface BarGraphOptions {
  title: string;
  bars: { label: string; value: number }[];
  /** What one grid square (or one picture) stands for; default 1. */
  scale?: number;
  /** Draw a picture graph (rows of pictures) instead of bars. */
  picture?: boolean;
}

const WIDTH = 460;

/**
 * Draws a bar graph or picture graph.
 * @throws RangeError for fewer than 2 or more than 6 bars, labels longer than 9 characters,
 *   a scale that is not a whole number 1–100, or a value that is not a whole multiple of the scale
 *   (0–20 squares, 0–10 pictures).
 */
export function barGraph(o: BarGraphOptions): QuestionFigure {
  const { title, bars, scale = 1, picture = false } = o;
  if (bars.length < 2 || bars.length > 6) throw new RangeError('barGraph needs 2–6 bars');
  if (!Number.isInteger(scale) || scale < 1 || scale > 100) throw new RangeError('barGraph scale must be a whole number 1–100');
  if (title.trim() === '' || title.length > 40) throw new RangeError('barGraph needs a title of at most 40 characters');
  const maxUnits = picture ? 10 : 20;
  for (const b of bars) {
    const units = b.value / scale;
    if (!Number.isInteger(b.value) || !Number.isInteger(units) || units < 0 || units > maxUnits) {
      throw new RangeError(`barGraph value ${b.value} is not 0–${maxUnits} times the scale ${scale}`);
    }
    if (b.label.trim() === '' || b.label.length > 9) throw new RangeError(`barGraph label "${b.label}" must be 1–9 characters`);
  }
  if (new Set(bars.map((b) => b.label)).size !== bars.length) throw new RangeError('barGraph labels must differ');

  const each = scale === 1 ? '' : ` Each ${picture ? 'picture' : 'square'} stands for ${scale}.`;
  const alt = `A ${picture ? 'picture' : 'bar'} graph titled "${title}".${each} ${bars.map((b) => `${b.label}: ${b.value}.`).join(' ')}`;
  return picture ? pictureGraph(title, bars, scale, alt) : columns(title, bars, scale, alt);
}

/** Vertical bars over a numbered grid. */
function columns(title: string, bars: BarGraphOptions['bars'], scale: number, alt: string): QuestionFigure {
  const top = Math.max(4, ...bars.map((b) => b.value / scale + 1));
  const units = Math.min(20, top);
  const plotTop = 54;
  const plotBottom = 264;
  const left = 64;
  const right = WIDTH - 20;
  const unitH = (plotBottom - plotTop) / units;
  // Number every line when there is room, else every other one (always 0).
  const labelEvery = unitH >= 18 ? 1 : 2;
  let body = text(WIDTH / 2, 28, title, { size: 20 });
  let grid = '';
  for (let u = 0; u <= units; u++) {
    const y = plotBottom - u * unitH;
    if (u > 0) grid += `M${n(left)} ${n(y)}H${n(right)}`;
    if (u % labelEvery === 0) body += text(left - 10, y, u * scale, { size: 16, anchor: 'end' });
  }
  body += `<path d="${grid}" stroke="${PALETTE.grid}" stroke-width="2"/>`;
  const slot = (right - left) / bars.length;
  const barW = Math.min(56, slot * 0.62);
  bars.forEach((b, i) => {
    const cx = left + slot * (i + 0.5);
    const h = (b.value / scale) * unitH;
    if (h > 0) {
      body += `<rect x="${n(cx - barW / 2)}" y="${n(plotBottom - h)}" width="${n(barW)}" height="${n(h)}" rx="5" fill="${FILLS[i % FILLS.length] ?? PALETTE.sea}" stroke="${PALETTE.ink}" stroke-width="2"/>`;
    }
    body += text(cx, plotBottom + 22, b.label, { size: 16 });
  });
  // Axes drawn last, over the bars' feet, so every bar visibly starts at 0.
  body += `<path d="M${n(left)} ${n(plotTop - 8)}V${n(plotBottom)}H${n(right)}" fill="none" stroke="${PALETTE.ink}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
  return figure(WIDTH, plotBottom + 44, body, alt);
}

/** One row of smileys per category, a key below. */
function pictureGraph(title: string, bars: BarGraphOptions['bars'], scale: number, alt: string): QuestionFigure {
  const rowH = 38;
  const left = 128;
  const top = 54;
  const step = 30;
  let body = text(WIDTH / 2, 28, title, { size: 20 });
  // Smileys as round-capped zero-length strokes: one ink path of rings for all rows, one colour
  // path per row, and the faces (eyes as round dots, smiles as relative curves) in
  // two ink paths, so 60 smileys stay under the size budget.
  let rings = '';
  let colours = '';
  let eyes = '';
  let smiles = '';
  const row = (x0: number, cy: number, count: number, fill: string): void => {
    if (count === 0) return;
    const centres = `M${n(x0)} ${n(cy)}h0${`m${step} 0h0`.repeat(count - 1)}`;
    rings += centres;
    colours += `<path d="${centres}" stroke="${fill}" stroke-width="24" stroke-linecap="round"/>`;
    eyes += `M${n(x0 - 5)} ${n(cy - 4)}h0m10 0h0${`m${step - 10} 0h0m10 0h0`.repeat(count - 1)}`;
    smiles += `M${n(x0 - 6)} ${n(cy + 4)}q6 6 12 0${`m${step - 12} 0q6 6 12 0`.repeat(count - 1)}`;
  };
  bars.forEach((b, i) => {
    const cy = top + rowH * i + rowH / 2;
    if (i > 0) body += `<path d="M16 ${n(cy - rowH / 2)}H${WIDTH - 16}" stroke="${PALETTE.grid}" stroke-width="2"/>`;
    body += text(left - 14, cy, b.label, { size: 16, anchor: 'end' });
    row(left + 18, cy, b.value / scale, FILLS[i % FILLS.length] ?? PALETTE.sun);
  });
  body += `<path d="M${left} ${top}V${n(top + rowH * bars.length)}" stroke="${PALETTE.ink}" stroke-width="3" stroke-linecap="round"/>`;
  const keyY = top + rowH * bars.length + 26;
  row(left + 18, keyY, 1, PALETTE.paper);
  body += `<path d="${rings}" stroke="${PALETTE.ink}" stroke-width="28" stroke-linecap="round"/>${colours}` +
    `<path d="${eyes}" stroke="${PALETTE.ink}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="${smiles}" fill="none" stroke="${PALETTE.ink}" stroke-width="2.5" stroke-linecap="round"/>`;
  body += text(left + 42, keyY, `= ${scale}`, { size: 18, anchor: 'start' });
  return figure(WIDTH, keyY + 30, body, alt);
}

/**
 * Tables drawn as pictures (grade 8 functions, rate of change and two-way tables): a two-column
 * table of values (inputs and outputs, hours and cost) and a 2 × 2 two-way table of counts with
 * its totals. Cells are plain numbers or short words; the alt text reads every cell with its
 * column name, row by row, so the table can be answered without seeing it.
 */
import type { QuestionFigure } from './svg.js';
import { FONT, PALETTE, esc, figure, n } from './svg.js';

export type Cell = string | number;

export interface ValueTableOptions {
  /** Column names, e.g. ['Hours', 'Cost ($)'] or ['Input x', 'Output y']. */
  headers: [string, string];
  /** 1–10 rows of two cells. */
  rows: Array<[Cell, Cell]>;
}

export interface TwoWayTableOptions {
  /** Names of the two rows ("Plays a sport", "No sport"). */
  rowLabels: [string, string];
  /** Names of the two columns ("Has a pet", "No pet"), at most 10 characters each. */
  colLabels: [string, string];
  /** counts[r][c]: how many are in row r and column c (whole numbers ≥ 0). */
  counts: [[number, number], [number, number]];
}

/** Characters a cell or label may not hold: they separate the parts of the alt text. */
const SEPARATORS = /[,;:."]/;

function checkLabel(what: string, value: string, max: number): void {
  if (typeof value !== 'string' || value.trim() === '' || value.length > max || SEPARATORS.test(value)) {
    throw new RangeError(`${what} must be 1–${max} characters without , ; : . or "`);
  }
}

function checkCell(value: Cell): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Cell ${value} is not a number`);
    return String(value);
  }
  // Decimals are allowed in a number cell, so only a word cell is checked for separators.
  checkLabel('A cell', value, 14);
  return value;
}

/** One cell: a text centred in its box (font and colour come from the enclosing group). */
function cellText(x: number, y: number, content: string, bold = false): string {
  return `<text x="${n(x)}" y="${n(y)}"${bold ? ' font-weight="800"' : ''}>${esc(content)}</text>`;
}

const FONT_GROUP = `font-family="${esc(FONT)}" font-size="18" font-weight="600" fill="${PALETTE.ink}" text-anchor="middle"`;

/**
 * A table of values with two columns: a blue header row and one row per pair, alternate rows
 * tinted. Alt: 'A table with the columns Hours and Cost ($). Row 1: Hours 1, Cost ($) 12.
 * Row 2: Hours 2, Cost ($) 19.'
 * @throws RangeError for no rows or more than 10, headers over 16 characters, and headers or word
 * cells that are empty or hold , ; : . or ".
 */
export function valueTable(o: ValueTableOptions): QuestionFigure {
  const [h1, h2] = o.headers;
  checkLabel('A header', h1, 16);
  checkLabel('A header', h2, 16);
  if (h1 === h2) throw new RangeError('The two headers must differ');
  if (!Array.isArray(o.rows) || o.rows.length < 1 || o.rows.length > 10) throw new RangeError('A table needs 1–10 rows');
  const rows = o.rows.map(([a, b]) => [checkCell(a), checkCell(b)] as const);
  const [width, colW, rowH, top] = [360, 160, 34, 18];
  const left = (width - 2 * colW) / 2;
  const height = top * 2 + rowH * (rows.length + 1);
  let shapes = `<rect x="${left}" y="${top}" width="${2 * colW}" height="${rowH}" rx="10" fill="${PALETTE.sea}"/>`;
  rows.forEach((_, i) => {
    if (i % 2 === 0) shapes += `<rect x="${left}" y="${top + rowH * (i + 1)}" width="${2 * colW}" height="${rowH}" fill="${PALETTE.sky}"/>`;
  });
  const lines = `M${left + colW} ${top}V${top + rowH * (rows.length + 1)}` +
    rows.map((_, i) => `M${left} ${top + rowH * (i + 1)}H${left + 2 * colW}`).join('');
  shapes += `<path d="${lines}" stroke="${PALETTE.grid}" stroke-width="2"/>` +
    `<rect x="${left}" y="${top}" width="${2 * colW}" height="${rowH * (rows.length + 1)}" rx="10" fill="none" stroke="${PALETTE.inkSoft}" stroke-width="2"/>`;
  const mid = (i: number): number => top + rowH * i + rowH / 2 + 6;
  const head = `<g fill="${PALETTE.paper}">${cellText(left + colW / 2, mid(0), h1, true)}${cellText(left + colW * 1.5, mid(0), h2, true)}</g>`;
  const cells = rows.map(([a, b], i) => cellText(left + colW / 2, mid(i + 1), a) + cellText(left + colW * 1.5, mid(i + 1), b)).join('');
  const body = shapes + `<g ${FONT_GROUP}>${head}${cells}</g>`;
  const alt = `A table with the columns ${h1} and ${h2}. ` + rows.map(([a, b], i) => `Row ${i + 1}: ${h1} ${a}, ${h2} ${b}.`).join(' ');
  return figure(width, height, body, alt);
}

/**
 * A two-way table of counts with a Total row and a Total column (3 × 3 numbers under the column
 * names, beside the row names). Alt: 'A two-way table with the rows Plays a sport and No sport
 * and the columns Has a pet and No pet. Plays a sport: Has a pet 12, No pet 8, Total 20.
 * No sport: Has a pet 5, No pet 15, Total 20. Total: Has a pet 17, No pet 23, Total 40.'
 * @throws RangeError for counts that are not whole numbers from 0 to 999, labels that are
 * empty, longer than 14 (rows) or 10 (columns) characters, repeated, named Total, or hold , ; : . or ".
 */
export function twoWayTable(o: TwoWayTableOptions): QuestionFigure {
  const labels = [...o.rowLabels, ...o.colLabels];
  for (const [i, label] of labels.entries()) {
    // Column names share a narrow header cell with the numbers below them.
    checkLabel(i < 2 ? 'A row label' : 'A column label', label, i < 2 ? 14 : 10);
    if (label.toLowerCase() === 'total') throw new RangeError('Total is kept for the totals');
  }
  if (new Set(labels).size !== 4) throw new RangeError('Row and column labels must all differ');
  const counts = o.counts.flat();
  if (counts.length !== 4 || counts.some((c) => !Number.isInteger(c) || c < 0 || c > 999)) throw new RangeError('Counts must be whole numbers 0–999');
  const [[a, b], [c, d]] = o.counts;
  const grid: number[][] = [[a, b, a + b], [c, d, c + d], [a + c, b + d, a + b + c + d]];
  const rowNames = [...o.rowLabels, 'Total'];
  const colNames = [...o.colLabels, 'Total'];
  const [width, firstW, colW, rowH, top] = [480, 150, 100, 40, 18];
  const left = (width - firstW - 3 * colW) / 2;
  const tableW = firstW + 3 * colW;
  const height = top * 2 + rowH * 4;
  const x0 = left + firstW;
  let shapes = `<rect x="${left}" y="${top}" width="${tableW}" height="${rowH}" rx="10" fill="${PALETTE.sea}"/>` +
    `<rect x="${left}" y="${top + rowH}" width="${firstW}" height="${rowH * 3}" fill="${PALETTE.sky}"/>` +
    `<rect x="${x0 + 2 * colW}" y="${top + rowH}" width="${colW}" height="${rowH * 3}" fill="${PALETTE.cream}"/>` +
    `<rect x="${x0}" y="${top + rowH * 3}" width="${2 * colW}" height="${rowH}" fill="${PALETTE.cream}"/>`;
  const lines = [0, 1, 2].map((k) => `M${x0 + k * colW} ${top}V${top + rowH * 4}`).join('') +
    [1, 2, 3].map((k) => `M${left} ${top + k * rowH}H${left + tableW}`).join('');
  shapes += `<path d="${lines}" stroke="${PALETTE.grid}" stroke-width="2"/>` +
    `<rect x="${left}" y="${top}" width="${tableW}" height="${rowH * 4}" rx="10" fill="none" stroke="${PALETTE.inkSoft}" stroke-width="2"/>`;
  const mid = (r: number): number => top + rowH * r + rowH / 2 + 6;
  const colX = (k: number): number => x0 + colW * k + colW / 2;
  const head = `<g fill="${PALETTE.paper}" font-size="16">${colNames.map((name, k) => cellText(colX(k), mid(0), name, true)).join('')}</g>`;
  const names = `<g font-size="16" text-anchor="start">${rowNames.map((name, r) => cellText(left + 12, mid(r + 1), name, true)).join('')}</g>`;
  const cells = grid.map((row, r) => row.map((v, k) => cellText(colX(k), mid(r + 1), String(v), r === 2 || k === 2)).join('')).join('');
  const body = shapes + `<g ${FONT_GROUP}>${head}${names}${cells}</g>`;
  const alt = `A two-way table with the rows ${o.rowLabels[0]} and ${o.rowLabels[1]} and the columns ${o.colLabels[0]} and ${o.colLabels[1]}. ` +
    grid.map((row, r) => `${rowNames[r] ?? ''}: ${row.map((v, k) => `${colNames[k] ?? ''} ${v}`).join(', ')}.`).join(' ');
  return figure(width, height, body, alt);
}

/**
 * Array figure (issue 18 visual questions; 2.G.A.2, 2.OA.C.4, 3.OA.A.1): `rows` rows of `cols`
 * dots in a grid, or (kind 'squares') a rectangle split into rows and columns of same-size squares.
 * At most 10 × 10. The alt text gives the rows and how many are in each row, which is everything
 * the picture shows.
 */
import type { QuestionFigure } from './svg.js';
import { PALETTE, figure, n } from './svg.js';

/**
 * Draws an array of dots (default) or squares.
 * @param rows 1–10 rows; @param cols 1–10 dots or squares in each row.
 * @throws RangeError when rows or cols is not a whole number 1–10.
 */
export function dotArray(rows: number, cols: number, opts: { kind?: 'dots' | 'squares' } = {}): QuestionFigure {
  for (const v of [rows, cols]) if (!Number.isInteger(v) || v < 1 || v > 10) throw new RangeError('dotArray needs 1–10 rows and columns');
  const kind = opts.kind ?? 'dots';
  const cell = Math.min(38, 360 / cols, 260 / rows);
  const width = Math.max(320, cols * cell + 60);
  const height = rows * cell + 50;
  const x0 = (width - cols * cell) / 2;
  const y0 = 25;
  let body = '';
  if (kind === 'dots') {
    const r = cell * 0.32;
    // Each dot is a zero-length stroke with round caps: 100 dots stay well under the size budget.
    let dots = '';
    for (let i = 0; i < rows; i++) {
      dots += `M${n(x0 + cell / 2)} ${n(y0 + (i + 0.5) * cell)}h0`;
      for (let j = 1; j < cols; j++) dots += `m${n(cell)} 0h0`;
    }
    body += `<path d="${dots}" stroke="${PALETTE.seaDeep}" stroke-width="${n(2 * r + 4)}" stroke-linecap="round"/>`;
    body += `<path d="${dots}" stroke="${PALETTE.sea}" stroke-width="${n(2 * r)}" stroke-linecap="round"/>`;
  } else {
    let lines = '';
    for (let i = 1; i < rows; i++) lines += `M${n(x0)} ${n(y0 + i * cell)}h${n(cols * cell)}`;
    for (let j = 1; j < cols; j++) lines += `M${n(x0 + j * cell)} ${n(y0)}v${n(rows * cell)}`;
    body += `<rect x="${n(x0)}" y="${n(y0)}" width="${n(cols * cell)}" height="${n(rows * cell)}" rx="4" fill="${PALETTE.sky}" stroke="${PALETTE.ink}" stroke-width="3"/>`;
    if (lines) body += `<path d="${lines}" stroke="${PALETTE.ink}" stroke-width="2"/>`;
  }
  const thing = kind === 'dots' ? ['dot', 'dots'] : ['square', 'squares'];
  const alt = kind === 'dots'
    ? `An array of dots in ${rows} ${rows === 1 ? 'row' : 'rows'}, with ${cols} ${cols === 1 ? thing[0] : thing[1]} in each row.`
    : `A rectangle split into same-size squares: ${rows} ${rows === 1 ? 'row' : 'rows'} and ${cols} ${cols === 1 ? 'column' : 'columns'}, with ${cols} ${cols === 1 ? 'square' : 'squares'} in each row.`;
  return figure(width, height, body, alt);
}

/**
 * The graph of a one-variable inequality (6.EE.B.8, 7.EE.B.4b): a number line with an open
 * circle (for > and <) or a filled circle (for ≥ and ≤) at the boundary, and a thick shaded ray
 * from it to the right (> and ≥) or to the left (< and ≤) ending in an arrow. Kept beside the
 * grade 6–7 lessons because the shared number line (figures/number-line.ts) draws points and
 * jumps but no open circles or rays.
 *
 * Alt (stable wording, read by the oracles): "A number line from -2 to 8. There is an open circle
 * at 3, and the line is shaded from there to the right, with an arrow."
 */
import { FONT, PALETTE, esc, figure, n } from './figures/svg.js';
import type { QuestionFigure } from './figures/svg.js';

export type InequalityOp = '>' | '<' | '≥' | '≤';

/**
 * @param o.op the inequality sign; o.value the boundary (a whole number strictly inside
 *   [from, to]); o.from, o.to the whole-number ends of the line (span 4 to 20).
 * @throws RangeError for a boundary not strictly inside the line, or bad ends.
 */
export function inequalityLine(o: { op: InequalityOp; value: number; from: number; to: number }): QuestionFigure {
  const { op, value, from, to } = o;
  if (![from, to, value].every(Number.isInteger) || to - from < 4 || to - from > 20) throw new RangeError('inequalityLine: whole-number ends 4 to 20 apart');
  if (value <= from || value >= to) throw new RangeError('inequalityLine: the boundary must be inside the line');
  const span = to - from;
  const cell = Math.floor(360 / span);
  const side = 40;
  const width = side * 2 + span * cell;
  const y = 56;
  const X = (v: number): number => side + (v - from) * cell;
  const right = op === '>' || op === '≥';
  const open = op === '>' || op === '<';
  const labelEvery = cell >= 26 ? 1 : 2;
  let ticks = `M${n(X(from) - 22)} ${y}H${n(X(to) + 22)}`;
  for (let v = from; v <= to; v++) ticks += `M${n(X(v))} ${y - 8}V${y + 8}`;
  // Arrow tips on both ends of the line: it goes on forever.
  ticks += `M${n(X(from) - 14)} ${y - 6}L${n(X(from) - 22)} ${y}L${n(X(from) - 14)} ${y + 6}M${n(X(to) + 14)} ${y - 6}L${n(X(to) + 22)} ${y}L${n(X(to) + 14)} ${y + 6}`;
  const parts: string[] = [`<path d="${ticks}" stroke="${PALETTE.ink}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`];
  const labels: string[] = [];
  for (let v = from; v <= to; v++) if ((v - from) % labelEvery === 0 || v === value) labels.push(`<text x="${n(X(v))}" y="${y + 28}">${esc(v)}</text>`);
  parts.push(`<g font-family="${esc(FONT)}" font-size="16" font-weight="600" fill="${PALETTE.inkSoft}" text-anchor="middle" dominant-baseline="middle">${labels.join('')}</g>`);
  const end = right ? X(to) + 18 : X(from) - 18;
  const dir = right ? 1 : -1;
  parts.push(`<path d="M${n(X(value))} ${y}H${n(end - dir * 8)}" stroke="${PALETTE.coral}" stroke-width="7" stroke-linecap="round"/>`);
  parts.push(`<path d="M${n(end - dir * 12)} ${y - 10}L${n(end + dir * 2)} ${y}L${n(end - dir * 12)} ${y + 10}Z" fill="${PALETTE.coral}" stroke="${PALETTE.coral}" stroke-width="2" stroke-linejoin="round"/>`);
  parts.push(`<circle cx="${n(X(value))}" cy="${y}" r="9" fill="${open ? PALETTE.paper : PALETTE.coral}" stroke="${PALETTE.coral}" stroke-width="3.5"/>`);
  const alt = `A number line from ${from} to ${to}. There is ${open ? 'an open' : 'a filled'} circle at ${value}, and the line is shaded from there to the ${right ? 'right' : 'left'}, with an arrow.`;
  return figure(width, 104, parts.join(''), alt);
}

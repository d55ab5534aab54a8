/**
 * Fraction bar figure (issue 18 visual questions; 3.NF.A.1, 3.NF.A.3): 1–4 bars of the same length
 * stacked, each split into `parts` equal parts (1–12) with the first `shaded` parts coloured. Equal
 * lengths let a child compare bars cut in different ways. The alt text gives each bar's parts and
 * shaded parts.
 */
import type { QuestionFigure } from './svg.js';
import { FILLS, PALETTE, figure, n } from './svg.js';

/**
 * Draws the bars.
 * @throws RangeError for 0 or more than 4 bars, parts not a whole number 1–12, or shaded not 0–parts.
 */
export function fractionBars(bars: { parts: number; shaded: number }[]): QuestionFigure {
  if (bars.length < 1 || bars.length > 4) throw new RangeError('fractionBars draws 1–4 bars');
  for (const b of bars) {
    if (!Number.isInteger(b.parts) || b.parts < 1 || b.parts > 12) throw new RangeError('fractionBars parts must be 1–12');
    if (!Number.isInteger(b.shaded) || b.shaded < 0 || b.shaded > b.parts) throw new RangeError('fractionBars shaded must be 0–parts');
  }
  const width = 440;
  const left = 30;
  const len = width - 2 * left;
  const barH = 44;
  const gap = 18;
  const height = 30 + bars.length * (barH + gap) - gap + 10;
  let body = '';
  bars.forEach((b, i) => {
    const y = 20 + i * (barH + gap);
    const part = len / b.parts;
    const fill = FILLS[i % FILLS.length] ?? PALETTE.sea;
    body += `<rect x="${left}" y="${n(y)}" width="${len}" height="${barH}" rx="8" fill="${PALETTE.paper}"/>`;
    if (b.shaded > 0) {
      // Shade the first parts; round only the left end (and the right when all is shaded).
      body += `<rect x="${left}" y="${n(y)}" width="${n(part * b.shaded)}" height="${barH}" rx="8" fill="${fill}"/>`;
      if (b.shaded < b.parts) body += `<rect x="${n(left + part * b.shaded - 10)}" y="${n(y)}" width="10" height="${barH}" fill="${fill}"/>`;
    }
    let lines = '';
    for (let k = 1; k < b.parts; k++) lines += `M${n(left + k * part)} ${n(y)}v${barH}`;
    if (lines) body += `<path d="${lines}" stroke="${PALETTE.ink}" stroke-width="2.5"/>`;
    body += `<rect x="${left}" y="${n(y)}" width="${len}" height="${barH}" rx="8" fill="none" stroke="${PALETTE.ink}" stroke-width="3"/>`;
  });
  const describe = (b: { parts: number; shaded: number }): string =>
    `split into ${b.parts} equal ${b.parts === 1 ? 'part' : 'parts'}, with ${b.shaded} ${b.shaded === 1 ? 'part' : 'parts'} shaded`;
  const alt = bars.length === 1
    ? `A bar ${describe(bars[0] ?? { parts: 1, shaded: 0 })}.`
    : `${bars.length} bars of the same length. ${bars.map((b, i) => `Bar ${i + 1} is ${describe(b)}.`).join(' ')}`;
  return figure(width, height, body, alt);
}

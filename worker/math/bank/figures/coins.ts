/**
 * Coin figure (issue 18 visual questions; 2.MD.C.8): US coins in a row, biggest value first, each
 * drawn to its relative size and colour (silver quarters, dimes and nickels, copper pennies) with
 * its value stamped on it ("25¢") so a young child can tell them apart on a small screen.
 * At most 12 coins. The alt text lists how many of each coin there are.
 */
import type { QuestionFigure } from './svg.js';
import { PALETTE, figure, n, text } from './svg.js';

export interface CoinCounts { quarters?: number; dimes?: number; nickels?: number; pennies?: number }

const KINDS = [
  { key: 'quarters', one: 'quarter', many: 'quarters', cents: 25, r: 30, fill: '#d9dee6' },
  { key: 'dimes', one: 'dime', many: 'dimes', cents: 10, r: 24, fill: '#e3e7ee' },
  { key: 'nickels', one: 'nickel', many: 'nickels', cents: 5, r: 26, fill: '#cfd5de' },
  { key: 'pennies', one: 'penny', many: 'pennies', cents: 1, r: 23, fill: '#e0955a' },
] as const;

/**
 * Draws the coins.
 * @throws RangeError when a count is not a whole number ≥ 0, or there are no coins or more than 12.
 */
export function coinPicture(c: CoinCounts): QuestionFigure {
  const counts = KINDS.map((k) => c[k.key] ?? 0);
  if (counts.some((v) => !Number.isInteger(v) || v < 0)) throw new RangeError('coinPicture counts must be whole numbers');
  const total = counts.reduce((a, b) => a + b, 0);
  if (total < 1 || total > 12) throw new RangeError('coinPicture draws 1–12 coins');
  const perRow = 6;
  const rowsNeeded = Math.ceil(total / perRow);
  const width = 440;
  const height = 30 + rowsNeeded * 72;
  let body = '';
  let i = 0;
  KINDS.forEach((k, kind) => {
    for (let m = 0; m < (counts[kind] ?? 0); m++, i++) {
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, total - row * perRow);
      const cx = width / 2 + ((i % perRow) - (inRow - 1) / 2) * 68;
      const cy = 15 + 36 + row * 72;
      body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${k.r}" fill="${k.fill}" stroke="${PALETTE.inkSoft}" stroke-width="2.5"/>`;
      body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${k.r - 5}" fill="none" stroke="${PALETTE.inkSoft}" stroke-width="1.5" stroke-dasharray="3 3"/>`;
      body += text(cx, cy + 1, `${k.cents}¢`, { size: k.r >= 26 ? 17 : 15 });
    }
  });
  const parts = KINDS.flatMap((k, kind) => {
    const v = counts[kind] ?? 0;
    return v === 0 ? [] : [`${v} ${v === 1 ? k.one : k.many}`];
  });
  const list = parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
  return figure(width, height, body, `Coins: ${list}.`);
}

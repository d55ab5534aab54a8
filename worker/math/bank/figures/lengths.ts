/**
 * Things to compare or measure by length (K.MD.A.2 longer/shorter/taller, 1.MD.A.1 order by
 * length, 1.MD.A.2 length in unit cubes, 2.MD.A.4 how much longer). Each item is a rounded bar
 * with its name, all starting at the same line, so the picture compares them fairly. With
 * `unitCubes` a row of cubes is laid end to end under each bar, one cube per unit; with `upright`
 * the items stand side by side on one ground line (for "taller" and "shorter").
 *
 * The alt gives every item's length in the unit of the picture:
 * "2 things start at the same line. The pencil is 7 units long. The crayon is 4 units long."
 * With cubes: "... The pencil is as long as 7 cubes." Upright: "... The tree is 8 units tall."
 */
import { FILLS, PALETTE, figure, n, text } from './svg.js';
import type { QuestionFigure } from './svg.js';

export interface LengthItem { label: string; length: number }

const MAX_UNITS = 20;

/**
 * @param items 1–5 items; each label 1–14 characters, each length a whole number 1–20 of one unit.
 * @param opts.unitCubes lay unit cubes under each item (horizontal pictures only).
 * @param opts.upright draw the items standing up, side by side, for height questions.
 * @returns a picture about 440 wide and its alt.
 * @throws RangeError for no items, more than 5, a bad label, a length that is not 1–20,
 *   or unitCubes with upright.
 */
export function lengthPicture(items: LengthItem[], opts: { unitCubes?: boolean; upright?: boolean } = {}): QuestionFigure {
  const { unitCubes = false, upright = false } = opts;
  if (items.length < 1 || items.length > 5) throw new RangeError(`lengthPicture: 1-5 items, got ${items.length}`);
  for (const it of items) {
    if (it.label.trim() === '' || it.label.length > 14) throw new RangeError(`lengthPicture: bad label "${it.label}"`);
    if (!Number.isInteger(it.length) || it.length < 1 || it.length > MAX_UNITS) throw new RangeError(`lengthPicture: length must be 1-${MAX_UNITS}, got ${it.length}`);
  }
  if (unitCubes && upright) throw new RangeError('lengthPicture: unit cubes are drawn for lying items only');
  const longest = Math.max(...items.map((i) => i.length));
  const count = `${items.length} ${items.length === 1 ? 'thing' : 'things'}`;

  if (upright) {
    const width = Math.max(320, 40 + items.length * 100);
    const ground = 300;
    const unit = Math.min(24, 240 / longest);
    let body = `<line x1="16" y1="${ground}" x2="${width - 16}" y2="${ground}" stroke="${PALETTE.ink}" stroke-width="4" stroke-linecap="round"/>`;
    items.forEach((it, i) => {
      const x = (width - items.length * 100) / 2 + i * 100 + 25;
      const h = it.length * unit;
      body += `<rect x="${n(x)}" y="${n(ground - h)}" width="50" height="${n(h)}" rx="10" fill="${FILLS[i % FILLS.length] ?? PALETTE.sea}" stroke="${PALETTE.ink}" stroke-width="3"/>`;
      body += text(x + 25, ground + 22, it.label, { size: 17 });
    });
    const facts = items.map((it) => `The ${it.label} is ${it.length} ${it.length === 1 ? 'unit' : 'units'} tall.`).join(' ');
    return figure(width, ground + 44, body, `${count} ${items.length === 1 ? 'stands' : 'stand'} on the same line. ${facts}`);
  }

  const left = 130;
  const unit = Math.min(unitCubes ? 24 : 28, 290 / longest);
  const row = unitCubes ? 76 : 50;
  const height = 30 + items.length * row;
  let body = `<line x1="${left}" y1="14" x2="${left}" y2="${height - 14}" stroke="${PALETTE.inkSoft}" stroke-width="3" stroke-dasharray="6 5" stroke-linecap="round"/>`;
  items.forEach((it, i) => {
    const y = 22 + i * row;
    const w = it.length * unit;
    body += text(left - 12, y + 15, it.label, { size: 17, anchor: 'end' });
    body += `<rect x="${left}" y="${y}" width="${n(w)}" height="30" rx="12" fill="${FILLS[i % FILLS.length] ?? PALETTE.sea}" stroke="${PALETTE.ink}" stroke-width="3"/>`;
    if (unitCubes) {
      let cubes = '';
      for (let k = 0; k < it.length; k++) cubes += `M${n(left + k * unit)} ${y + 36}h${n(unit)}v${n(unit)}h${n(-unit)}Z`;
      body += `<path d="${cubes}" fill="${PALETTE.sun}" stroke="${PALETTE.ink}" stroke-width="2" stroke-linejoin="round"/>`;
    }
  });
  const facts = items.map((it) => (unitCubes
    ? `The ${it.label} is as long as ${it.length} ${it.length === 1 ? 'cube' : 'cubes'}.`
    : `The ${it.label} is ${it.length} ${it.length === 1 ? 'unit' : 'units'} long.`)).join(' ');
  return figure(440, height, body, `${count} ${items.length === 1 ? 'starts' : 'start'} at the same line. ${facts}`);
}

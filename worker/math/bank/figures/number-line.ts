/**
 * Number line figure (issue 18 visual questions): a horizontal line from `from` to `to` with a big
 * tick mark every `step`, each gap optionally split into `parts` equal parts by small marks, numbers
 * under the big marks, and optional points, jump arrows and objects lying along it (a crayon on a
 * ruler). Used for counting on and back (jumps), fractions on a line (parts), rulers (objects).
 *
 * Units are the line's own numbers; the drawing is 460 × (110–250) user units. The alt text says
 * where everything is the way a child reads it: by the numbers written on the line and by counting
 * marks after the nearest number ("Point A is on the 3rd mark after 0."), so it never states a
 * value the picture does not show.
 */
import type { QuestionFigure } from './svg.js';
import { PALETTE, FILLS, figure, n, text } from './svg.js';

export interface NumberLineOptions {
  from: number;
  to: number;
  /** Distance between big (numbered) marks; default 1. */
  step?: number;
  /** Equal parts each step is split into by small marks; default 1 (no small marks). */
  parts?: number;
  /** 'all' numbers the big marks (every other one when they are crowded), 'ends' only from and to. Default 'all'. */
  labels?: 'all' | 'ends';
  /** Dots on marks, with an optional letter shown above ("A"). */
  points?: { value: number; label?: string }[];
  /** Jump arrows drawn above the line, in order, with an optional label over each ("+10"). */
  jumps?: { from: number; to: number; label?: string }[];
  /** Things lying along the line, each on its own row above it (a crayon from 2 to 9 on a ruler). */
  objects?: { from: number; to: number; label: string }[];
}

const WIDTH = 460;
const LEFT = 40;
const RIGHT = WIDTH - 40;
const EPS = 1e-9;

/** Number as written on the line: whole numbers plainly, others with up to 4 decimals. */
function fmt(value: number): string {
  const r = Math.round(value * 1e4) / 1e4;
  return String(Object.is(r, -0) ? 0 : r);
}

function ordinal(k: number): string {
  const tail = k % 100 >= 11 && k % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[k % 10] ?? 'th';
  return `${k}${tail}`;
}

function listWords(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/**
 * Draws a number line.
 * @throws RangeError when the range or step is not a whole number of steps (1–20), parts is not
 *   1–12, there would be more than 60 marks, or a point, jump or object is off the line or off a mark.
 */
export function numberLine(o: NumberLineOptions): QuestionFigure {
  const { from, to, step = 1, parts = 1, labels = 'all', points = [], jumps = [], objects = [] } = o;
  if (![from, to, step, parts].every(Number.isFinite) || step <= 0 || to <= from) throw new RangeError('numberLine needs from < to and a positive step');
  const steps = Math.round((to - from) / step);
  if (Math.abs(steps * step - (to - from)) > EPS * Math.max(1, Math.abs(to)) || steps < 1 || steps > 20) {
    throw new RangeError('numberLine needs 1–20 whole steps from `from` to `to`');
  }
  if (!Number.isInteger(parts) || parts < 1 || parts > 12) throw new RangeError('numberLine parts must be a whole number 1–12');
  const marks = steps * parts;
  if (marks > 60) throw new RangeError('numberLine would have more than 60 marks');
  if (jumps.length > 6 || objects.length > 3 || points.length > 6) throw new RangeError('numberLine: too many jumps, objects or points');

  const markSize = step / parts;
  const gap = (RIGHT - LEFT) / marks;
  /** Mark index of a value on the line (throws when it is not on a mark). */
  const markOf = (value: number, what: string): number => {
    const k = Math.round((value - from) / markSize);
    if (!Number.isFinite(value) || Math.abs(k * markSize - (value - from)) > 1e-7 * Math.max(1, Math.abs(value)) || k < 0 || k > marks) {
      throw new RangeError(`numberLine ${what} ${value} is not on a mark of the line`);
    }
    return k;
  };
  const xOf = (k: number): number => LEFT + k * gap;

  // Which big marks carry numbers: all, or every 2nd/4th/5th/10th when they would crowd (always
  // including both ends), or only the ends.
  const widest = Math.max(fmt(from).length, fmt(to).length, fmt(from + step).length);
  const room = 10 * widest + 8;
  const every = labels === 'ends' ? steps : [1, 2, 4, 5, 10, 20].find((e) => steps % e === 0 && e * parts * gap >= room) ?? steps;
  const labelled = new Set<number>();
  for (let s = 0; s <= steps; s += every) labelled.add(s * parts);
  if (labels === 'ends') labelled.add(marks);
  const labelledMarks = [...labelled].sort((a, b) => a - b);
  const valueAt = (k: number): number => from + k * markSize;

  /** "the mark labeled 30" or "the 3rd mark after 20" (counting marks after the nearest number on the left). */
  const where = (k: number): string => {
    if (labelled.has(k)) return `the mark labeled ${fmt(valueAt(k))}`;
    const base = labelledMarks.filter((m) => m < k).pop() ?? 0;
    return `the ${ordinal(k - base)} mark after ${fmt(valueAt(base))}`;
  };

  const objectRows = objects.length * 34;
  const jumpZone = jumps.length > 0 ? (jumps.some((j) => j.label) ? 78 : 58) : 0;
  const pointZone = points.some((p) => p.label) ? 30 : 10;
  const lineY = 24 + objectRows + jumpZone + pointZone;
  const height = lineY + 64;

  let body = '';
  // Line with round caps, and arrowheads showing it goes on.
  body += `<path d="M${n(LEFT - 22)} ${n(lineY)}H${n(RIGHT + 22)}" stroke="${PALETTE.ink}" stroke-width="3" stroke-linecap="round"/>`;
  body += `<path d="M${n(LEFT - 14)} ${n(lineY - 7)}L${n(LEFT - 24)} ${n(lineY)}L${n(LEFT - 14)} ${n(lineY + 7)}M${n(RIGHT + 14)} ${n(lineY - 7)}L${n(RIGHT + 24)} ${n(lineY)}L${n(RIGHT + 14)} ${n(lineY + 7)}" fill="none" stroke="${PALETTE.ink}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
  let big = '';
  let small = '';
  for (let k = 0; k <= marks; k++) {
    if (k % parts === 0) big += `M${n(xOf(k))} ${n(lineY - 13)}v26`;
    else small += `M${n(xOf(k))} ${n(lineY - 8)}v16`;
  }
  body += `<path d="${big}" stroke="${PALETTE.ink}" stroke-width="3" stroke-linecap="round"/>`;
  if (small) body += `<path d="${small}" stroke="${PALETTE.inkSoft}" stroke-width="2" stroke-linecap="round"/>`;
  for (const k of labelledMarks) body += text(xOf(k), lineY + 34, fmt(valueAt(k)), { size: 18 });

  // Objects: rounded strips on their own rows, name written inside.
  objects.forEach((ob, i) => {
    const a = markOf(ob.from, 'object start');
    const b = markOf(ob.to, 'object end');
    if (b <= a) throw new RangeError('numberLine object must end after it starts');
    const y = 16 + i * 34;
    const fill = FILLS[(i + 3) % FILLS.length] ?? PALETTE.sun;
    body += `<rect x="${n(xOf(a))}" y="${n(y)}" width="${n(xOf(b) - xOf(a))}" height="24" rx="10" fill="${fill}" stroke="${PALETTE.ink}" stroke-width="2"/>`;
    body += `<path d="M${n(xOf(a))} ${n(y + 24)}V${n(lineY - 14)}M${n(xOf(b))} ${n(y + 24)}V${n(lineY - 14)}" stroke="${PALETTE.inkSoft}" stroke-width="2" stroke-dasharray="4 4" stroke-linecap="round"/>`;
    body += text((xOf(a) + xOf(b)) / 2, y + 13, ob.label, { size: 16 });
  });

  // Jumps: arcs above the line with an arrowhead where they land.
  const arcTop = 24 + objectRows + (jumps.some((j) => j.label) ? 22 : 0);
  jumps.forEach((j) => {
    const a = xOf(markOf(j.from, 'jump start'));
    const b = xOf(markOf(j.to, 'jump end'));
    if (a === b) throw new RangeError('numberLine jump must move');
    const peak = Math.max(arcTop, lineY - 14 - Math.min(54, Math.abs(b - a) * 0.6));
    const dir = b > a ? 1 : -1;
    body += `<path d="M${n(a)} ${n(lineY - 6)}Q${n((a + b) / 2)} ${n(2 * peak - lineY + 6)} ${n(b)} ${n(lineY - 6)}" fill="none" stroke="${PALETTE.sea}" stroke-width="3" stroke-linecap="round"/>`;
    body += `<path d="M${n(b - dir * 9)} ${n(lineY - 15)}L${n(b)} ${n(lineY - 6)}L${n(b - dir * 1)} ${n(lineY - 19)}" fill="none" stroke="${PALETTE.sea}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
    if (j.label) body += text((a + b) / 2, peak - 14, j.label, { size: 16, fill: PALETTE.seaDeep });
  });

  // Points: dots on the line with their letter above.
  for (const p of points) {
    const x = xOf(markOf(p.value, 'point'));
    body += `<circle cx="${n(x)}" cy="${n(lineY)}" r="8" fill="${PALETTE.coral}" stroke="${PALETTE.ink}" stroke-width="2"/>`;
    if (p.label) body += text(x, lineY - 26, p.label, { size: 20, fill: PALETTE.ink });
  }

  const sentences: string[] = [`A number line from ${fmt(from)} to ${fmt(to)}.`];
  sentences.push(parts > 1
    ? `It has a big mark every ${fmt(step)}, and small marks split each space between big marks into ${parts} equal parts.`
    : `It has a mark every ${fmt(step)}.`);
  sentences.push(labels === 'ends'
    ? `Only the ends are numbered: ${fmt(from)} and ${fmt(to)}.`
    : `The numbers written on it are ${listWords(labelledMarks.map((k) => fmt(valueAt(k))))}.`);
  objects.forEach((ob) => sentences.push(`${/^[aeiou]/i.test(ob.label) ? 'An' : 'A'} ${ob.label} lies along the line from ${where(markOf(ob.from, 'object start'))} to ${where(markOf(ob.to, 'object end'))}.`));
  jumps.forEach((j, i) => sentences.push(`${jumps.length === 1 ? 'A jump arrow' : `Jump ${i + 1}`} goes from ${where(markOf(j.from, 'jump start'))} to ${where(markOf(j.to, 'jump end'))}${j.label ? `, marked ${j.label}` : ''}.`));
  points.forEach((p) => sentences.push(`${p.label ? `Point ${p.label}` : 'A dot'} is on ${where(markOf(p.value, 'point'))}.`));
  return figure(WIDTH, height, body, sentences.join(' '));
}

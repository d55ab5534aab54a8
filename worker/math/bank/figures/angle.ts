/**
 * Angle pictures for grades 4–5 (4.MD.C.5–7, 4.G.A.1–2): one angle drawn from a vertex at the
 * bottom middle, its first ray lying flat (to the right, or to the left with `side: 'left'`) and
 * its second ray turned up by `degrees`. Optionally the angle sits on a protractor whose one
 * scale starts at 0 on the first ray (ticks every 5°, numbers every 10°), so a child reads the
 * measure where the second ray crosses the scale; or a third ray splits it in two (angle
 * addition, 4.MD.C.7) with the parts marked ("35°", "?").
 *
 * Degrees are real degrees (0 < degrees ≤ 180); the drawing is to scale. A right angle gets the
 * little square corner a child knows from school; other angles a soft arc.
 *
 * Alt text (stable wording, read by the bank's oracles):
 *   plain:      "Angle ABC that measures 65 degrees; one ray points right." ("An angle that ..."
 *               without letters; ", a square corner" at 90, ", a straight line" at 180)
 *   marked:     "Angle ABC, marked ?; one ray points left."
 *   protractor: "Angle ABC on a protractor; one ray points right. Ray BA points to 0 on the
 *               protractor's scale and ray BC points to 65."
 *   split:      "Angle ABD, split into two parts by ray BC; one ray points right. Angle ABC is
 *               marked 35°; angle CBD is marked ?." (with no marks: "Angle ABC is 35 degrees and
 *               angle CBD is 40 degrees.")
 */
import { FILLS, FONT, PALETTE, esc, figure, n, text } from './svg.js';
import type { QuestionFigure } from './svg.js';

export interface AngleOptions {
  /** Draw a protractor (one scale, 0 on the first ray, 0–180 in steps of 10). */
  protractor?: boolean;
  /**
   * Point letters: three for a plain angle ("ABC": A on the first ray, B the vertex, C on the
   * second ray), four with `split` ("ABCD": C on the splitting ray, D on the second ray).
   */
  label?: string;
  /** The first ray points right (default) and the angle opens counter-clockwise, or points left. */
  side?: 'right' | 'left';
  /** Degrees from the first ray to a third ray drawn inside the angle (0 < split < degrees). */
  split?: number;
  /**
   * Marks written in the angle (e.g. "35°", "?"): with `split`, `first` and `second` label the
   * two parts and `whole` the whole angle; without it only `whole` is used. When marks are given
   * the alt text reports the marks instead of the measures (the picture must not tell an answer).
   */
  marks?: { first?: string; second?: string; whole?: string };
}

const W = 480;
const H = 262;
const CX = 240;
const CY = 214;
const R = 170;

/** Point at distance r from the vertex in direction `deg`, measured from the first ray. */
function at(deg: number, r: number, side: 'right' | 'left'): [number, number] {
  const rad = ((side === 'right' ? deg : 180 - deg) * Math.PI) / 180;
  return [CX + r * Math.cos(rad), CY - r * Math.sin(rad)];
}

function ray(deg: number, r: number, side: 'right' | 'left', colour: string): string {
  const [x, y] = at(deg, r, side);
  return `<line x1="${CX}" y1="${CY}" x2="${n(x)}" y2="${n(y)}" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="5" fill="${colour}"/>`;
}

/** A filled wedge between two directions (or the right-angle square when it is exactly 90°). */
function wedge(from: number, to: number, r: number, side: 'right' | 'left', fill: string): string {
  if (to - from === 90) {
    const s = r * 0.45;
    const [ax, ay] = at(from, s, side);
    const [bx, by] = at(to, s, side);
    const [cx2, cy2] = [ax + bx - CX, ay + by - CY];
    return `<path d="M${CX} ${CY}L${n(ax)} ${n(ay)}L${n(cx2)} ${n(cy2)}L${n(bx)} ${n(by)}Z" fill="${fill}" fill-opacity="0.45" stroke="${fill}" stroke-width="2"/>`;
  }
  const [ax, ay] = at(from, r, side);
  const [bx, by] = at(to, r, side);
  const sweep = side === 'right' ? 0 : 1;
  return `<path d="M${CX} ${CY}L${n(ax)} ${n(ay)}A${r} ${r} 0 0 ${sweep} ${n(bx)} ${n(by)}Z" fill="${fill}" fill-opacity="0.45" stroke="${fill}" stroke-width="2"/>`;
}

function protractorMarkup(side: 'right' | 'left'): string {
  let ticks = '';
  let labels = '';
  for (let t = 0; t <= 180; t += 5) {
    const long = t % 10 === 0;
    const [x1, y1] = at(t, R, side);
    const [x2, y2] = at(t, R - (long ? 18 : 10), side);
    ticks += `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
    if (long) {
      const [lx, ly] = at(t, R + 17, side);
      labels += `<text x="${n(lx)}" y="${n(ly)}">${t}</text>`;
    }
  }
  // One path for the ticks and one styled group for the numbers keep the figure small.
  return `<path d="M${CX - R} ${CY}A${R} ${R} 0 0 1 ${CX + R} ${CY}Z" fill="${PALETTE.sky}" fill-opacity="0.85" stroke="${PALETTE.sea}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${ticks}" stroke="${PALETTE.seaDeep}" stroke-width="2.5" stroke-linecap="round" fill="none"/>` +
    `<g font-family="${esc(FONT)}" font-size="16" font-weight="700" fill="${PALETTE.seaDeep}" text-anchor="middle" dominant-baseline="middle">${labels}</g>`;
}

/**
 * Draws an angle of `degrees` (0 < degrees ≤ 180).
 * @throws RangeError on a size outside (0, 180], a split outside the angle, or a label with the
 * wrong number of letters.
 */
export function anglePicture(degrees: number, opts: AngleOptions = {}): QuestionFigure {
  const side = opts.side ?? 'right';
  if (!Number.isFinite(degrees) || degrees <= 0 || degrees > 180) throw new RangeError(`An angle picture needs 0 < degrees ≤ 180, got ${degrees}`);
  const split = opts.split;
  if (split !== undefined && (!Number.isFinite(split) || split <= 0 || split >= degrees)) throw new RangeError(`A split ray must lie inside the angle, got ${split}`);
  const label = opts.label;
  if (label !== undefined && !new RegExp(`^[A-Z]{${split === undefined ? 3 : 4}}$`).test(label)) {
    throw new RangeError(`An angle label needs ${split === undefined ? 3 : 4} capital letters, got "${label}"`);
  }
  const marks = opts.marks ?? {};
  const rayLength = opts.protractor ? R + 2 : R - 14;

  let body = opts.protractor ? protractorMarkup(side) : '';
  if (split === undefined) {
    body += wedge(0, degrees, 44, side, FILLS[1] ?? PALETTE.coral);
  } else {
    body += wedge(0, split, 52, side, FILLS[1] ?? PALETTE.coral) + wedge(split, degrees, 52, side, FILLS[2] ?? PALETTE.leaf);
  }
  body += ray(0, rayLength, side, PALETTE.ink) + ray(degrees, rayLength, side, PALETTE.ink);
  if (split !== undefined) body += ray(split, rayLength, side, PALETTE.grape);
  body += `<circle cx="${CX}" cy="${CY}" r="6" fill="${PALETTE.ink}"/>`;

  // Marks sit in the middle of their part; a thin part pushes its mark further out to fit.
  const markAt = (mid: number, width: number, content: string): string => {
    const [x, y] = at(mid, width < 28 ? 112 : 82, side);
    return `<rect x="${n(x - 26)}" y="${n(y - 13)}" width="52" height="26" rx="10" fill="${PALETTE.paper}" fill-opacity="0.9"/>` + text(x, y, content, { size: 18 });
  };
  if (split !== undefined) {
    if (marks.first) body += markAt(split / 2, split, marks.first);
    if (marks.second) body += markAt((split + degrees) / 2, degrees - split, marks.second);
  }
  if (marks.whole && split === undefined) body += markAt(degrees / 2, degrees, marks.whole);
  if (marks.whole && split !== undefined) {
    // The whole angle gets its own dashed arc outside the parts, its mark above the arc.
    const [ax, ay] = at(0, 130, side);
    const [bx, by] = at(degrees, 130, side);
    body += `<path d="M${n(ax)} ${n(ay)}A130 130 0 0 ${side === 'right' ? 0 : 1} ${n(bx)} ${n(by)}" fill="none" stroke="${PALETTE.seaDeep}" stroke-width="2.5" stroke-dasharray="6 6" stroke-linecap="round"/>`;
    const [x, y] = at(degrees / 2, 150, side);
    body += `<rect x="${n(x - 30)}" y="${n(y - 13)}" width="60" height="26" rx="10" fill="${PALETTE.paper}" fill-opacity="0.9"/>` + text(x, y, marks.whole, { size: 18, fill: PALETTE.seaDeep });
  }

  // Point letters: beside each ray's far end (inside the scale on a protractor, past the tip
  // otherwise) and under the vertex.
  const letters = label?.split('') ?? [];
  if (letters.length > 0) {
    const letterFor = (deg: number, outward: number, content: string): string => {
      const [x, y] = opts.protractor ? at(deg + outward, rayLength - 36, side) : at(deg, rayLength + 22, side);
      return text(x, y, content, { size: 20, fill: PALETTE.grape });
    };
    const [first, vertex] = letters;
    body += letterFor(0, -7, first ?? '');
    body += text(CX, CY + 26, vertex ?? '', { size: 20, fill: PALETTE.grape });
    if (split === undefined) body += letterFor(degrees, degrees >= 173 ? -7 : 7, letters[2] ?? '');
    else {
      body += letterFor(split, 6, letters[2] ?? '');
      body += letterFor(degrees, 7, letters[3] ?? '');
    }
  }

  return figure(W, H, body, altText(degrees, side, opts));
}

function degreesWord(d: number): string {
  return `${d} ${d === 1 ? 'degree' : 'degrees'}`;
}

function altText(degrees: number, side: 'right' | 'left', opts: AngleOptions): string {
  const marks = opts.marks ?? {};
  const hasMarks = marks.first !== undefined || marks.second !== undefined || marks.whole !== undefined;
  const letters = opts.label?.split('') ?? [];
  const name = (a?: string, v?: string, c?: string): string => (a && v && c ? `angle ${a}${v}${c}` : '');
  const direction = side === 'right' ? 'one ray points right' : 'one ray points left';
  if (opts.split !== undefined) {
    const [a, b, c, d] = letters;
    const whole = name(a, b, d) || 'an angle';
    const first = name(a, b, c) || 'the first part';
    const second = name(c, b, d) || 'the second part';
    const splitter = b && c ? `ray ${b}${c}` : 'a ray';
    const parts = hasMarks
      ? [marks.first !== undefined ? `${first} is marked ${marks.first}` : '', marks.second !== undefined ? `${second} is marked ${marks.second}` : '', marks.whole !== undefined ? `${whole} is marked ${marks.whole}` : '']
        .filter((s) => s !== '').join('; ')
      : `${first} is ${degreesWord(opts.split)} and ${second} is ${degreesWord(degrees - opts.split)}`;
    return `${cap(whole)}, split into two parts by ${splitter}; ${direction}. ${cap(parts)}.`;
  }
  const [a, b, c] = letters;
  const angleName = name(a, b, c);
  if (opts.protractor) {
    const rays = a && b && c ? [`ray ${b}${a}`, `ray ${b}${c}`] : ['one ray', 'the other ray'];
    return `${angleName ? cap(angleName) : 'An angle'} on a protractor; ${direction}. ${cap(rays[0] ?? '')} points to 0 on the protractor's scale and ${rays[1] ?? ''} points to ${degrees}.`;
  }
  if (hasMarks && marks.whole !== undefined) return `${angleName ? cap(angleName) : 'An angle'}, marked ${marks.whole}; ${direction}.`;
  return `${angleName ? cap(angleName) : 'An angle'} that measures ${degreesWord(degrees)}${degrees === 90 ? ', a square corner' : ''}${degrees === 180 ? ', a straight line' : ''}; ${direction}.`;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

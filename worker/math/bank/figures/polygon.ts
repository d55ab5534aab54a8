/**
 * Geometry pictures for grades 6–7: a triangle and a parallelogram with their base and height
 * marked (area, 6.G.A.1), and pairs of angles (complementary, supplementary, vertical; 7.G.B.5).
 *
 * Shapes are drawn roughly to scale (base horizontal, a dashed height with a right-angle mark),
 * squeezed where a true scale would make them too flat or too thin to read; the labels carry the
 * measures. Angles are drawn at their true size.
 */
import { PALETTE, figure, n, text } from './svg.js';
import type { QuestionFigure } from './svg.js';

/** Where the top corner of a triangle sits: over the left end (a right triangle), over the base, or past its right end. */
export type TriangleKind = 'right' | 'acute' | 'obtuse';

function assertLength(name: string, v: number): void {
  if (!Number.isFinite(v) || v <= 0 || v > 1000) throw new RangeError(`${name} must be a positive length up to 1000, got ${v}`);
}

function assertUnit(unit: string): void {
  if (!/^[a-z]{1,12}$/.test(unit)) throw new RangeError(`unit must be a short word like "cm", got "${unit}"`);
}

/** Drawing scale: fit `base` into `room` units wide and `height` into 150 tall, never flatter than 70 tall. */
function scaleOf(base: number, height: number, room: number): { w: number; h: number } {
  const s = Math.min(room / base, 150 / height);
  return { w: base * s, h: Math.max(height * s, 70) };
}

const SHAPE_STYLE = `fill="${PALETTE.sky}" stroke="${PALETTE.seaDeep}" stroke-width="3" stroke-linejoin="round"`;
const DASH_STYLE = `stroke="${PALETTE.coral}" stroke-width="2.5" stroke-dasharray="7 6" stroke-linecap="round" fill="none"`;

/** A right-angle mark at (x, y) opening up and to the side `dir` (+1 right, -1 left). */
function rightMark(x: number, y: number, dir: 1 | -1): string {
  const s = 12;
  return `<path d="M${n(x + dir * s)} ${n(y)}V${n(y - s)}H${n(x)}" stroke="${PALETTE.ink}" stroke-width="2" fill="none"/>`;
}

/**
 * A triangle with a horizontal base and its height drawn as a dashed line from the top corner
 * down to the base (or to the base extended, for an obtuse triangle).
 * @param o.base, o.height lengths in `unit` (e.g. 'cm', 'm', 'in', 'ft'); o.kind where the top
 *   corner sits (default 'acute').
 * Alt: "A triangle. Its base is 8 cm long and its height is 5 cm (the dashed line)." An obtuse
 * triangle adds "The height falls outside the triangle, on the base extended."
 * @throws RangeError for a length that is not positive or a unit that is not a short word.
 */
export function trianglePicture(o: { base: number; height: number; unit: string; kind?: TriangleKind }): QuestionFigure {
  assertLength('base', o.base); assertLength('height', o.height); assertUnit(o.unit);
  const kind = o.kind ?? 'acute';
  const room = kind === 'obtuse' ? 220 : 280;
  const { w, h } = scaleOf(o.base, o.height, room);
  const width = 400;
  const left = kind === 'obtuse' ? 60 : (width - w) / 2;
  const baseY = 40 + h;
  const apexX = kind === 'right' ? left : kind === 'acute' ? left + w * 0.35 : left + w + Math.min(80, w * 0.45);
  const apexY = baseY - h;
  const parts: string[] = [];
  parts.push(`<path d="M${n(left)} ${n(baseY)}H${n(left + w)}L${n(apexX)} ${n(apexY)}Z" ${SHAPE_STYLE}/>`);
  if (kind === 'obtuse') parts.push(`<path d="M${n(left + w)} ${n(baseY)}H${n(apexX)}" ${DASH_STYLE} stroke="${PALETTE.inkSoft}"/>`.replace(`stroke="${PALETTE.coral}" `, ''));
  if (kind !== 'right') parts.push(`<path d="M${n(apexX)} ${n(apexY)}V${n(baseY)}" ${DASH_STYLE}/>`);
  parts.push(rightMark(apexX, baseY, kind === 'obtuse' ? -1 : 1));
  const heightLabelX = kind === 'right' ? apexX - 12 : apexX + 12;
  parts.push(text(heightLabelX, apexY + h / 2, `${o.height} ${o.unit}`, { size: 18, anchor: kind === 'right' ? 'end' : 'start', fill: PALETTE.coral }));
  parts.push(text(left + w / 2, baseY + 22, `${o.base} ${o.unit}`, { size: 18 }));
  const heightWhere = kind === 'right' ? 'the side that stands straight up' : 'the dashed line';
  const alt = `A triangle. Its base is ${o.base} ${o.unit} long and its height is ${o.height} ${o.unit} (${heightWhere}).` +
    (kind === 'obtuse' ? ' The height falls outside the triangle, on the base extended.' : '');
  const widthUsed = kind === 'right' ? Math.max(width, left + w + 40) : Math.max(width, apexX + 90);
  return figure(widthUsed, baseY + 46, parts.join(''), alt);
}

/**
 * A parallelogram with a horizontal base, its height drawn dashed from a top corner, and
 * optionally the length of its slanted side (so a child can tell height from side).
 * @param o.base, o.height lengths in `unit`; o.side the slanted side (must be longer than the height).
 * Alt: "A parallelogram. Its base is 9 m long and its height is 4 m (the dashed line). Its slanted side is 5 m long."
 * @throws RangeError for a bad length or unit, or a side not longer than the height.
 */
export function parallelogramPicture(o: { base: number; height: number; unit: string; side?: number }): QuestionFigure {
  assertLength('base', o.base); assertLength('height', o.height); assertUnit(o.unit);
  if (o.side !== undefined) {
    assertLength('side', o.side);
    if (o.side <= o.height) throw new RangeError('parallelogramPicture: the slanted side must be longer than the height');
  }
  const { w, h } = scaleOf(o.base, o.height, 240);
  const shift = o.side !== undefined ? Math.min(90, Math.max(30, (Math.sqrt(o.side ** 2 - o.height ** 2) / o.height) * h)) : Math.min(70, w * 0.3);
  const width = Math.max(400, w + shift + 100);
  const left = (width - w - shift) / 2;
  const baseY = 40 + h;
  const topY = baseY - h;
  const parts: string[] = [];
  parts.push(`<path d="M${n(left)} ${n(baseY)}H${n(left + w)}L${n(left + w + shift)} ${n(topY)}H${n(left + shift)}Z" ${SHAPE_STYLE}/>`);
  const hx = left + shift;
  parts.push(`<path d="M${n(hx)} ${n(topY)}V${n(baseY)}" ${DASH_STYLE}/>`);
  parts.push(rightMark(hx, baseY, 1));
  parts.push(text(hx + 10, topY + h / 2, `${o.height} ${o.unit}`, { size: 18, anchor: 'start', fill: PALETTE.coral }));
  parts.push(text(left + w / 2, baseY + 22, `${o.base} ${o.unit}`, { size: 18 }));
  if (o.side !== undefined) parts.push(text(left + w + shift / 2 + 12, topY + h / 2, `${o.side} ${o.unit}`, { size: 18, anchor: 'start' }));
  const alt = `A parallelogram. Its base is ${o.base} ${o.unit} long and its height is ${o.height} ${o.unit} (the dashed line).` +
    (o.side !== undefined ? ` Its slanted side is ${o.side} ${o.unit} long.` : '');
  return figure(width, baseY + 46, parts.join(''), alt);
}

/**
 * How two angles in an anglePair sit:
 * - 'complementary': a ray splits a right angle into two angles;
 * - 'supplementary': a ray stands on a straight line, making two angles side by side;
 * - 'vertical': two straight lines cross; the unknown angle is across from the known one;
 * - 'vertical-adjacent': two straight lines cross; the unknown angle is next to the known one.
 */
export type AnglePairKind = 'complementary' | 'supplementary' | 'vertical' | 'vertical-adjacent';

/** An arc of radius r around (cx, cy) from angle a to b (degrees, counterclockwise, y up). */
function arc(cx: number, cy: number, r: number, a: number, b: number, colour: string): string {
  const p = (deg: number): [number, number] => [cx + r * Math.cos((deg * Math.PI) / 180), cy - r * Math.sin((deg * Math.PI) / 180)];
  const [x1, y1] = p(a);
  const [x2, y2] = p(b);
  return `<path d="M${n(x1)} ${n(y1)}A${n(r)} ${n(r)} 0 ${b - a > 180 ? 1 : 0} 0 ${n(x2)} ${n(y2)}" stroke="${colour}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
}

/**
 * Two angles with one measure known and the other marked with a letter.
 * @param o.known the known angle in whole degrees: 10–80 for complementary, 10–170 otherwise
 *   (not 90 for the crossing lines, so the picture is not all right angles);
 *   o.label the letter on the unknown angle (default 'x').
 * Alt (by kind):
 *   complementary: "A ray splits a right angle (marked with a square) into two angles: one is 35° and the other is marked x."
 *   supplementary: "A ray stands on a straight line and makes two angles side by side: one is 130° and the other is marked x."
 *   vertical: "Two straight lines cross. One angle is 50°. The angle marked x is across from it."
 *   vertical-adjacent: "Two straight lines cross. One angle is 50°. The angle marked x is next to it, on the same straight line."
 * @throws RangeError for a known angle out of range or not whole, or a label that is not one letter.
 */
export function anglePair(o: { kind: AnglePairKind; known: number; label?: string }): QuestionFigure {
  const label = o.label ?? 'x';
  if (!/^[a-z]$/.test(label)) throw new RangeError('anglePair: the label must be one small letter');
  const max = o.kind === 'complementary' ? 80 : 170;
  if (!Number.isInteger(o.known) || o.known < 10 || o.known > max) throw new RangeError(`anglePair: known angle must be a whole number from 10 to ${max}`);
  if ((o.kind === 'vertical' || o.kind === 'vertical-adjacent') && o.known === 90) throw new RangeError('anglePair: crossing lines at 90° make every angle the same');
  const [cx, cy] = [200, o.kind === 'complementary' ? 190 : o.kind === 'supplementary' ? 170 : 120];
  const width = 400;
  const height = o.kind === 'vertical' || o.kind === 'vertical-adjacent' ? 240 : 220;
  const R = 130;
  const ray = (deg: number, len = R): string => {
    const x = cx + len * Math.cos((deg * Math.PI) / 180);
    const y = cy - len * Math.sin((deg * Math.PI) / 180);
    return `M${n(cx)} ${n(cy)}L${n(x)} ${n(y)}`;
  };
  const at = (deg: number, r: number): [number, number] => [cx + r * Math.cos((deg * Math.PI) / 180), cy - r * Math.sin((deg * Math.PI) / 180)];
  const parts: string[] = [];
  const lineStyle = `stroke="${PALETTE.ink}" stroke-width="3" stroke-linecap="round" fill="none"`;
  const k = o.known;
  let alt: string;
  let knownArc: [number, number];
  let unknownArc: [number, number];
  if (o.kind === 'complementary') {
    // Right angle from 0° to 90°, its corner moved left so both arms fit.
    const ax = cx - 80;
    const end = (deg: number, len: number): string => `${n(ax + len * Math.cos((deg * Math.PI) / 180))} ${n(cy - len * Math.sin((deg * Math.PI) / 180))}`;
    parts.push(`<path d="M${n(ax)} ${n(cy)}L${end(0, 230)}M${n(ax)} ${n(cy)}L${end(90, 160)}" ${lineStyle}/>`);
    parts.push(`<path d="M${n(ax)} ${n(cy)}L${end(k, Math.min(200, 165 / Math.sin((k * Math.PI) / 180)))}" stroke="${PALETTE.sea}" stroke-width="3" stroke-linecap="round"/>`);
    parts.push(`<path d="M${n(ax + 16)} ${n(cy)}V${n(cy - 16)}H${n(ax)}" stroke="${PALETTE.ink}" stroke-width="2" fill="none"/>`);
    const rk = k < 30 ? 80 : 50;
    const ru = 90 - k < 30 ? 80 : 56;
    parts.push(arc(ax, cy, rk, 0, k, PALETTE.coral), arc(ax, cy, ru, k, 90, PALETTE.grape));
    const [lx, ly] = [ax + (rk + 34) * Math.cos(((k / 2) * Math.PI) / 180), cy - (rk + 34) * Math.sin(((k / 2) * Math.PI) / 180)];
    const mid = (k + 90) / 2;
    const [ux, uy] = [ax + (ru + 26) * Math.cos((mid * Math.PI) / 180), cy - (ru + 26) * Math.sin((mid * Math.PI) / 180)];
    parts.push(text(lx, ly, `${k}°`, { size: 20, fill: PALETTE.coral }), text(ux, uy, label, { size: 22, fill: PALETTE.grape }));
    alt = `A ray splits a right angle (marked with a square) into two angles: one is ${k}° and the other is marked ${label}.`;
    return figure(width, height, parts.join(''), alt);
  }
  if (o.kind === 'supplementary') {
    parts.push(`<path d="M${n(cx - 170)} ${n(cy)}H${n(cx + 170)}" ${lineStyle}/>`);
    parts.push(`<path d="${ray(k, 140)}" stroke="${PALETTE.sea}" stroke-width="3" stroke-linecap="round"/>`);
    knownArc = [0, k];
    unknownArc = [k, 180];
    alt = `A ray stands on a straight line and makes two angles side by side: one is ${k}° and the other is marked ${label}.`;
  } else {
    // Two lines through the centre: one flat, one at k°; the known angle spans 0°..k°.
    parts.push(`<path d="M${n(cx - 170)} ${n(cy)}H${n(cx + 170)}" ${lineStyle}/>`);
    const [x1, y1] = at(k, 120);
    const [x2, y2] = at(k + 180, 120);
    parts.push(`<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" ${lineStyle}/>`);
    knownArc = [0, k];
    unknownArc = o.kind === 'vertical' ? [180, 180 + k] : [k, 180];
    alt = o.kind === 'vertical'
      ? `Two straight lines cross. One angle is ${k}°. The angle marked ${label} is across from it.`
      : `Two straight lines cross. One angle is ${k}°. The angle marked ${label} is next to it, on the same straight line.`;
  }
  const rFor = (span: number): number => (span < 35 ? 70 : 40);
  parts.push(arc(cx, cy, rFor(knownArc[1] - knownArc[0]), knownArc[0], knownArc[1], PALETTE.coral));
  parts.push(arc(cx, cy, rFor(unknownArc[1] - unknownArc[0]) + 12, unknownArc[0], unknownArc[1], PALETTE.grape));
  const place = (a: [number, number], extra: number): [number, number] => at((a[0] + a[1]) / 2, rFor(a[1] - a[0]) + extra);
  const [kx, ky] = place(knownArc, 30);
  const [ux, uy] = place(unknownArc, 40);
  parts.push(text(kx, ky, `${k}°`, { size: 20, fill: PALETTE.coral }), text(ux, uy, label, { size: 22, fill: PALETTE.grape }));
  return figure(width, height, parts.join(''), alt);
}

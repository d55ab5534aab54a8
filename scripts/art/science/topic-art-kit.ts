/**
 * The science topic emblems' drawing vocabulary (issue 16), on the reading books' kit
 * (scripts/art/reading/kit.ts: the same ink, shapes and faces, one decimal): the 240 x 240 document,
 * the one outline width every emblem shares, placing a reused reading character or prop in the box,
 * a face, the one soft shade, and small shared shapes (sparkles, clouds, drops, leaves).
 *
 * Style: chunky rounded shapes with ink outlines, bright flat fills, one soft shade (ink at low
 * opacity on the side away from the light, top left), cute faces; the subject fills the box so it
 * reads at 64 px; the background stays transparent (the badge's colour disc shows through).
 */
import { coarse } from '../../../core/art/svg-kit';
import { C, cheeks, E, type Expr, eyes, fmt, g, INK, mouth, P, pts } from '../reading/kit';
import { characterDrawing } from '../reading/characters';
import { poseSpec, type ArtPose } from '../reading/pose';

/** The emblem box (px, square). */
export const BOX = 240;
/** Outline width in the box (every emblem, reused figures included, draws its ink this wide). */
export const SW = 6;

/** The drawing of one emblem: markup in the 240 box, inheriting the ink outline. */
export type EmblemDraw = () => string;

/** A whole emblem document: transparent, viewBox 0 0 240 240, children inherit the ink outline. */
export function emblemDoc(body: string): string {
  return coarse.doc(BOX, BOX, g({ stroke: INK, 'stroke-width': SW, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }, body));
}

/**
 * Places markup drawn in another frame (a reading character or prop, feet or bottom at 0, 0) in the
 * box: its origin at (x, y), scaled by s (mirrored when `flip`), the outline kept {@link SW} wide.
 */
export function place(markup: string, x: number, y: number, s: number, flip = false, rotate = 0): string {
  const t = `translate(${fmt(x)} ${fmt(y)})${rotate === 0 ? '' : ` rotate(${fmt(rotate)})`} scale(${fmt(flip ? -s : s)} ${fmt(s)})`;
  return g({ transform: t, 'stroke-width': Math.round((SW / s) * 10) / 10 }, markup);
}

/** A reading character in a pose (scripts/art/reading/characters*.ts), placed like {@link place}. */
export function character(who: string, pose: ArtPose, x: number, y: number, s: number, flip = false, rotate = 0): string {
  return place(characterDrawing(who)(poseSpec(pose)).body, x, y, s, flip, rotate);
}

/** A cute face centred at (x, y), about 2r wide: cheeks, eyes, mouth. */
export function face(x: number, y: number, r: number, expr: Expr = 'smile'): string {
  return cheeks(x, y + r * 0.35, r * 1.25, r * 0.17) + eyes(expr, x, y - r * 0.1, r * 0.75, r * 0.17) + mouth(expr, x, y + r * 0.38, r * 0.42);
}

/**
 * The one soft shade of a round shape: a crescent on its lower right (the light comes from the top
 * left), inside the ellipse (cx, cy, rx, ry), ink at low opacity, no outline.
 */
export function shade(cx: number, cy: number, rx: number, ry: number, depth = 0.28, opacity = 0.14): string {
  const a = (-40 * Math.PI) / 180;
  const b = (130 * Math.PI) / 180;
  const ax = cx + rx * Math.cos(a);
  const ay = cy + ry * Math.sin(a);
  const bx = cx + rx * Math.cos(b);
  const by = cy + ry * Math.sin(b);
  // The inner edge: a flatter arc between the same ends, bulging towards the lower right.
  const k = 1 + depth * 2.2;
  return P(`M${fmt(ax)} ${fmt(ay)}A${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(bx)} ${fmt(by)}A${fmt(rx * k)} ${fmt(ry * k)} 0 0 0 ${fmt(ax)} ${fmt(ay)}Z`, INK, { stroke: 'none', opacity });
}

/** A soft shade along any path (ink at low opacity, no outline): for shapes the crescent does not fit. */
export function shadeD(d: string, opacity = 0.14): string {
  return P(d, INK, { stroke: 'none', opacity });
}

/** A white shine spot (upper left of a round shape). */
export function shine(cx: number, cy: number, rx: number, ry: number, rot = -30): string {
  return E(cx, cy, rx, ry, '#ffffff', true, rot);
}

/** A four-pointed sparkle (filled, outlined thinner). */
export function sparkle(x: number, y: number, r: number, fill = '#ffe066'): string {
  const k = r * 0.25;
  return P(`M${fmt(x)} ${fmt(y - r)}Q${fmt(x + k)} ${fmt(y - k)} ${fmt(x + r)} ${fmt(y)}Q${fmt(x + k)} ${fmt(y + k)} ${fmt(x)} ${fmt(y + r)}Q${fmt(x - k)} ${fmt(y + k)} ${fmt(x - r)} ${fmt(y)}Q${fmt(x - k)} ${fmt(y - k)} ${fmt(x)} ${fmt(y - r)}Z`, fill, { 'stroke-width': 3 });
}

/** A five-pointed star centred at (x, y), outer radius r, with rounded (round-joined) points. */
export function star(x: number, y: number, r: number, fill = '#ffd34d', rot = 0): string {
  const list: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 === 0 ? r : r * 0.5;
    const a = ((rot - 90 + i * 36) * Math.PI) / 180;
    list.push([x + rr * Math.cos(a), y + rr * Math.sin(a)]);
  }
  return P(pts(list), fill);
}

/** A fluffy cloud centred at (x, y), w wide (height about w * 0.55), flat bottom. */
export function cloud(x: number, y: number, w: number, fill = '#ffffff'): string {
  const s = w / 200;
  const d = `M${fmt(x - 90 * s)} ${fmt(y + 30 * s)}q${fmt(-32 * s)} 0 ${fmt(-32 * s)} ${fmt(-30 * s)}t${fmt(36 * s)} ${fmt(-30 * s)}q${fmt(6 * s)} ${fmt(-44 * s)} ${fmt(54 * s)} ${fmt(-44 * s)}q${fmt(38 * s)} 0 ${fmt(52 * s)} ${fmt(30 * s)}q${fmt(44 * s)} ${fmt(-10 * s)} ${fmt(60 * s)} ${fmt(22 * s)}q${fmt(36 * s)} ${fmt(2 * s)} ${fmt(36 * s)} ${fmt(30 * s)}q0 ${fmt(22 * s)} ${fmt(-26 * s)} ${fmt(22 * s)}Z`;
  return P(d, fill);
}

/** A raindrop whose tip is at (x, y - h * 0.6), h tall. */
export function drop(x: number, y: number, h: number, fill = '#5ab4f0'): string {
  const r = h * 0.38;
  return P(`M${fmt(x)} ${fmt(y - h * 0.62)}C${fmt(x + r * 0.4)} ${fmt(y - h * 0.3)} ${fmt(x + r)} ${fmt(y - r * 0.2)} ${fmt(x + r)} ${fmt(y + r * 0.35)}A${fmt(r)} ${fmt(r)} 0 0 1 ${fmt(x - r)} ${fmt(y + r * 0.35)}C${fmt(x - r)} ${fmt(y - r * 0.2)} ${fmt(x - r * 0.4)} ${fmt(y - h * 0.3)} ${fmt(x)} ${fmt(y - h * 0.62)}Z`, fill);
}

/** A leaf from (x, y) pointing at angle `deg` (0 = right), `len` long, with its midrib. */
export function leaf(x: number, y: number, len: number, deg: number, fill = '#6cc070', rib = '#4f9a3a'): string {
  const w = len * 0.42;
  return g(
    { transform: `translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(deg)})` },
    P(`M0 0q${fmt(len * 0.3)} ${fmt(-w)} ${fmt(len)} 0q${fmt(-len * 0.7)} ${fmt(w)} ${fmt(-len)} 0Z`, fill) + P(`M${fmt(len * 0.1)} 0h${fmt(len * 0.75)}`, 'none', { stroke: rib, 'stroke-width': 3 }),
  );
}

/** Short motion or wind lines (white or coloured), each from a point with a length to the left. */
export function streaks(list: readonly (readonly [number, number, number])[], colour = '#ffffff', w = 6): string {
  return P(list.map(([x, y, l]) => `M${fmt(x)} ${fmt(y)}h${fmt(-l)}`).join(''), 'none', { stroke: colour, 'stroke-width': w });
}

/** A circle filled and shaded: the round body most emblems start from. */
export function ball(cx: number, cy: number, r: number, fill: string): string {
  return C(cx, cy, r, fill) + shade(cx, cy, r, r);
}

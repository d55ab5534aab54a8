/**
 * The reading books' drawing vocabulary, on the project's SVG kit (core/art/svg-kit.ts at one
 * decimal, `coarse`): the picture size, the ink outline, the shape helpers every setting, character
 * and prop is drawn with, and the faces (eyes and mouths per expression).
 *
 * Style (docs/art.md, issue 15): friendly flat shapes with round joins; characters and props carry a
 * soft ink outline inherited from one group (so each element only names its fill, which keeps the
 * files small); backdrops have no outline and calmer colours, so the figures stand out.
 */
import { coarse } from '../../../core/art/svg-kit';

export const { el, g, num: fmt } = coarse;

/** Picture width and height (3:2). */
export const W = 1200;
export const H = 800;
/** Where characters stand (their feet), and the x of the three places. */
export const FLOOR = 700;
export const PLACE_X = { left: 250, center: 600, right: 950 } as const;
export type Place = keyof typeof PLACE_X;

/** The outline colour of figures (characters and props), soft ink. */
export const INK = '#3b2f4a';
/** White of eyes and highlights. */
export const WHITE = '#ffffff';

/** A group whose children inherit the ink outline (characters and props). */
export function inked(body: string, transform?: string): string {
  return g({ transform, stroke: INK, 'stroke-width': 4, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }, body);
}

/** A filled path (outlined when inside {@link inked}). */
export function P(d: string, fill: string, extra: Record<string, string | number | undefined> = {}): string {
  return el('path', { d, fill, ...extra });
}

/** A filled path without outline. */
export function N(d: string, fill: string, opacity?: number): string {
  return el('path', { d, fill, stroke: 'none', opacity });
}

/** An unfilled line (outlined colour `stroke`, width `w`). */
export function L(d: string, stroke: string = INK, w = 4): string {
  // The ink colour and width are inherited from the figure's group (see inked).
  return el('path', { d, fill: 'none', stroke: stroke === INK ? undefined : stroke, 'stroke-width': w === 4 ? undefined : w });
}

/** A circle. */
export function C(cx: number, cy: number, r: number, fill: string, noStroke = false): string {
  return el('circle', { cx, cy, r, fill, stroke: noStroke ? 'none' : undefined });
}

/** An ellipse. */
export function E(cx: number, cy: number, rx: number, ry: number, fill: string, noStroke = false, rot = 0): string {
  return el('ellipse', { cx, cy, rx, ry, fill, stroke: noStroke ? 'none' : undefined, transform: rot === 0 ? undefined : `rotate(${fmt(rot)} ${fmt(cx)} ${fmt(cy)})` });
}

/** A rounded rectangle. */
export function R(x: number, y: number, w: number, h: number, fill: string, rx = 0, noStroke = false): string {
  return el('rect', { x, y, width: w, height: h, rx: rx === 0 ? undefined : rx, fill, stroke: noStroke ? 'none' : undefined });
}

/** A thick limb: an ink tube (the inherited outline colour) with a coloured core. */
export function limb(d: string, colour: string, width: number): string {
  return el('path', { d, fill: 'none', 'stroke-width': width + 8 }) + el('path', { d, fill: 'none', stroke: colour, 'stroke-width': width });
}

/** Polyline path data through integer-ish points. */
export function pts(list: readonly (readonly [number, number])[], closed = true): string {
  return list.map((p, i) => `${i === 0 ? 'M' : 'L'}${fmt(p[0])} ${fmt(p[1])}`).join('') + (closed ? 'Z' : '');
}

/** A face's expression (chosen by the pose, see pose.ts). */
export type Expr = 'smile' | 'happy' | 'closed' | 'sad' | 'surprised' | 'think';

/**
 * Two eyes for an expression.
 * @param x centre between the eyes
 * @param y eye height
 * @param gap distance between the eye centres
 * @param r eye radius
 */
export function eyes(expr: Expr, x: number, y: number, gap: number, r: number): string {
  const xs = [x - gap / 2, x + gap / 2];
  const w = Math.max(3, r * 0.55);
  switch (expr) {
    case 'closed':
      return xs.map((ex) => L(`M${fmt(ex - r)} ${fmt(y)}q${fmt(r)} ${fmt(r * 0.9)} ${fmt(r * 2)} 0`, INK, w)).join('');
    case 'happy':
      return xs.map((ex) => L(`M${fmt(ex - r)} ${fmt(y + r * 0.4)}q${fmt(r)} ${fmt(-r * 1.4)} ${fmt(r * 2)} 0`, INK, w)).join('');
    case 'surprised':
      return xs.map((ex) => C(ex, y, r * 1.35, WHITE) + C(ex, y, r * 0.6, INK, true)).join('');
    case 'sad':
      return xs
        .map((ex, i) => C(ex, y + r * 0.2, r, INK, true) + C(ex - r * 0.3, y - r * 0.15, r * 0.35, WHITE, true) + L(`M${fmt(ex - r)} ${fmt(y - r * (i === 0 ? 1.2 : 2))}L${fmt(ex + r)} ${fmt(y - r * (i === 0 ? 2 : 1.2))}`, INK, w * 0.8))
        .join('');
    case 'think':
      return xs.map((ex) => C(ex, y, r, WHITE) + C(ex + r * 0.3, y - r * 0.4, r * 0.55, INK, true)).join('');
    default:
      return xs.map((ex) => C(ex, y, r, INK, true) + C(ex - r * 0.3, y - r * 0.35, r * 0.38, WHITE, true)).join('');
  }
}

/**
 * A mouth for an expression, centred at (x, y), `w` wide.
 */
export function mouth(expr: Expr, x: number, y: number, w: number): string {
  const sw = Math.max(3, w * 0.18);
  switch (expr) {
    case 'sad':
      return L(`M${fmt(x - w / 2)} ${fmt(y + w * 0.25)}q${fmt(w / 2)} ${fmt(-w * 0.5)} ${fmt(w)} 0`, INK, sw);
    case 'surprised':
      return E(x, y + w * 0.1, w * 0.28, w * 0.36, '#8a3a4a');
    case 'think':
      return L(`M${fmt(x - w / 3)} ${fmt(y + 2)}l${fmt(w * 0.66)} ${fmt(-w * 0.1)}`, INK, sw);
    case 'happy':
      return P(`M${fmt(x - w / 2)} ${fmt(y - 2)}q${fmt(w / 2)} ${fmt(w * 0.9)} ${fmt(w)} 0Z`, '#b8475c', { 'stroke-width': sw });
    case 'closed':
      return L(`M${fmt(x - w / 4)} ${fmt(y)}q${fmt(w / 4)} ${fmt(w * 0.25)} ${fmt(w / 2)} 0`, INK, sw);
    default:
      return L(`M${fmt(x - w / 2)} ${fmt(y)}q${fmt(w / 2)} ${fmt(w * 0.5)} ${fmt(w)} 0`, INK, sw);
  }
}

/** Rosy cheeks either side of (x, y). */
export function cheeks(x: number, y: number, gap: number, r: number): string {
  return E(x - gap / 2, y, r, r * 0.6, '#ff8fa3', true) + E(x + gap / 2, y, r, r * 0.6, '#ff8fa3', true);
}

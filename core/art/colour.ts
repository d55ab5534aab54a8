/**
 * Colour maths and gradient definitions of the SVG kit (svg-kit.ts), at the map art's precision
 * ({@link coarse}). Pure module.
 */
import { OUTLINE, coarse } from './svg-kit';

const { el, num: fmt } = coarse;

/**
 * Parses `#rrggbb` into components.
 * @param hex colour
 * @returns `[r, g, b]` in 0..255
 */
export function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/**
 * Formats components as `#rrggbb`.
 * @param c components in 0..255
 * @returns hex colour
 */
export function hex(c: readonly [number, number, number]): string {
  return `#${c.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Linear mix of two colours.
 * @param a first colour
 * @param b second colour
 * @param t 0 = a, 1 = b
 * @returns mixed colour
 */
export function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  return hex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

/**
 * Lightens a colour towards white.
 * @param c colour
 * @param t amount 0..1
 * @returns colour
 */
export function lighten(c: string, t: number): string {
  return mix(c, '#ffffff', t);
}

/**
 * Darkens a colour towards navy (keeps shading cool and friendly instead of muddy).
 * @param c colour
 * @param t amount 0..1
 * @returns colour
 */
export function darken(c: string, t: number): string {
  return mix(c, OUTLINE, t);
}

/** One gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [number, string, number?];

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, op]) => el('stop', { offset: fmt(o), 'stop-color': c, 'stop-opacity': op === undefined ? undefined : fmt(op * 100) === '100' ? undefined : String(Math.round(op * 100) / 100) }))
    .join('');
}

/**
 * Linear gradient definition (object bounding box units unless `user` is set).
 * @param id element id
 * @param x1 start x (0..1 or px)
 * @param y1 start y
 * @param x2 end x
 * @param y2 end y
 * @param list the stops
 * @param user use `userSpaceOnUse` coordinates
 * @returns the `<linearGradient>` markup
 */
export function linearGradient(id: string, x1: number, y1: number, x2: number, y2: number, list: readonly Stop[], user = false): string {
  return el('linearGradient', { id, x1, y1, x2, y2, gradientUnits: user ? 'userSpaceOnUse' : undefined }, stops(list));
}

/**
 * Radial gradient definition in object bounding box units.
 * @param id element id
 * @param list the stops
 * @param opts centre and radius (defaults 0.5, 0.5, 0.5)
 * @returns the `<radialGradient>` markup
 */
export function radialGradient(id: string, list: readonly Stop[], opts: { cx?: number; cy?: number; r?: number } = {}): string {
  return el('radialGradient', { id, cx: opts.cx, cy: opts.cy, r: opts.r }, stops(list));
}


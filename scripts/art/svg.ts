/**
 * Small SVG-building helpers shared by the art generators: element builder, number formatting,
 * seeded PRNG, smooth paths, colour maths and gradient definitions.
 *
 * Pure module: no Node built-ins, no randomness except the seeded PRNG.
 */

/** Attribute map for {@link el}; `undefined` values are skipped. */
export type Attrs = Record<string, string | number | undefined>;

/** A 2D point as `[x, y]`. */
export type Pt = readonly [number, number];

/** Navy outline colour used by every sprite. */
export const OUTLINE = '#1d2b4f';

/**
 * Formats a number for SVG output with at most one decimal (keeps the files small and stable).
 * @param n the number to format
 * @returns the shortest string form with one decimal at most
 */
export function fmt(n: number): string {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/**
 * Builds one SVG element.
 * @param tag element name
 * @param attrs attributes; numbers are formatted with {@link fmt}
 * @param children already-serialised child markup
 * @returns the element markup
 */
export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  let a = '';
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    a += ` ${k}="${typeof v === 'number' ? fmt(v) : v}"`;
  }
  const inner = children.join('');
  return inner.length > 0 ? `<${tag}${a}>${inner}</${tag}>` : `<${tag}${a}/>`;
}

/**
 * Wraps children in a group.
 * @param attrs group attributes (transform, opacity...)
 * @param children child markup
 * @returns the `<g>` markup
 */
export function g(attrs: Attrs, ...children: string[]): string {
  return el('g', attrs, ...children);
}

/**
 * Serialises a full SVG document.
 * @param width pixel width attribute
 * @param height pixel height attribute
 * @param body content markup
 * @param opts optional `defs` markup and a `viewBox` different from `0 0 width height`
 * @returns the SVG file contents, newline-terminated
 */
export function svgDoc(width: number, height: number, body: string, opts: { defs?: string; viewBox?: string } = {}): string {
  const vb = opts.viewBox ?? `0 0 ${fmt(width)} ${fmt(height)}`;
  const defs = opts.defs !== undefined && opts.defs.length > 0 ? `<defs>${opts.defs}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(width)}" height="${fmt(height)}" viewBox="${vb}">${defs}${body}</svg>\n`;
}

/** Deterministic pseudo-random number generator (mulberry32) with convenience helpers. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [a, b). */
  range(a: number, b: number): number;
  /** Integer in [a, b] inclusive. */
  int(a: number, b: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy of an array. */
  shuffle<T>(items: readonly T[]): T[];
}

/**
 * Creates a seeded PRNG.
 * @param seed any 32-bit integer
 * @returns a deterministic {@link Rng}
 */
export function makeRng(seed: number): Rng {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (a, b) => a + (b - a) * next(),
    int: (a, b) => a + Math.floor(next() * (b - a + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty array');
      return item;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const a = out[i] as T;
        out[i] = out[j] as T;
        out[j] = a;
      }
      return out;
    },
  };
  return rng;
}

/**
 * Smooth path through points (Catmull-Rom converted to cubic Béziers).
 * @param pts the points to pass through (at least 2)
 * @param closed close the curve back to the first point
 * @param tension 0..1, 1 = standard Catmull-Rom
 * @returns path data
 */
export function smooth(pts: readonly Pt[], closed = false, tension = 1): string {
  const n = pts.length;
  const first = pts[0];
  if (first === undefined) return '';
  const at = (i: number): Pt => {
    if (closed) return pts[((i % n) + n) % n] as Pt;
    return pts[Math.max(0, Math.min(n - 1, i))] as Pt;
  };
  let d = `M${fmt(first[0])},${fmt(first[1])}`;
  const segs = closed ? n : n - 1;
  const k = tension / 6;
  for (let i = 0; i < segs; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) * k;
    const c1y = p1[1] + (p2[1] - p0[1]) * k;
    const c2x = p2[0] - (p3[0] - p1[0]) * k;
    const c2y = p2[1] - (p3[1] - p1[1]) * k;
    d += `C${fmt(c1x)},${fmt(c1y)} ${fmt(c2x)},${fmt(c2y)} ${fmt(p2[0])},${fmt(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/**
 * Straight polyline / polygon path data.
 * @param pts points
 * @param closed append `Z`
 * @returns path data
 */
export function poly(pts: readonly Pt[], closed = true): string {
  return pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${fmt(p[0])},${fmt(p[1])}`).join('') + (closed ? 'Z' : '');
}

/**
 * A wobbly closed blob around a centre.
 * @param cx centre x
 * @param cy centre y
 * @param rx horizontal radius
 * @param ry vertical radius
 * @param rng PRNG for the wobble
 * @param n number of control points
 * @param jitter relative radius jitter (0..1)
 * @returns path data
 */
export function blob(cx: number, cy: number, rx: number, ry: number, rng: Rng, n = 9, jitter = 0.15): string {
  const pts: Pt[] = [];
  const off = rng.range(0, Math.PI * 2);
  for (let i = 0; i < n; i++) {
    const a = off + (i / n) * Math.PI * 2;
    const r = 1 + rng.range(-jitter, jitter);
    pts.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r]);
  }
  return smooth(pts, true);
}

/**
 * A rounded mound sitting on a baseline (flat bottom, bumpy top), e.g. a rock or a dune.
 * @param x0 left end of the base
 * @param x1 right end of the base
 * @param base y of the flat bottom
 * @param h height of the mound
 * @param rng PRNG for the bumps
 * @param bumps number of top control points
 * @returns path data
 */
export function mound(x0: number, x1: number, base: number, h: number, rng: Rng, bumps = 5): string {
  const pts: Pt[] = [[x0, base]];
  for (let i = 1; i <= bumps; i++) {
    const t = i / (bumps + 1);
    const shape = Math.sin(t * Math.PI);
    pts.push([x0 + (x1 - x0) * t + rng.range(-8, 8), base - h * Math.pow(shape, 0.6) * rng.range(0.85, 1.05)]);
  }
  pts.push([x1, base]);
  return `${smooth(pts)}Z`;
}

/**
 * A horizontal wavy band: top edge is a smooth wave through `y + noise`, bottom is flat at `bottom`.
 * @param y mean height of the top edge
 * @param bottom y of the bottom edge
 * @param amp wave amplitude
 * @param rng PRNG for the wave
 * @param opts width of the band and number of wave points
 * @returns path data
 */
export function wavyBand(y: number, bottom: number, amp: number, rng: Rng, opts: { width?: number; points?: number; x0?: number } = {}): string {
  const width = opts.width ?? 1600;
  const x0 = opts.x0 ?? 0;
  const n = opts.points ?? 9;
  const pts: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    pts.push([x0 - 40 + ((width + 80) * i) / n, y + rng.range(-amp, amp)]);
  }
  const last = pts[pts.length - 1] as Pt;
  return `${smooth(pts)}L${fmt(last[0])},${fmt(bottom)}L${fmt(x0 - 40)},${fmt(bottom)}Z`;
}

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
  return mix(c, '#1d2b4f', t);
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

/**
 * Distance between two points.
 * @param a first point
 * @param b second point
 * @returns Euclidean distance
 */
export function dist(a: Pt, b: Pt): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

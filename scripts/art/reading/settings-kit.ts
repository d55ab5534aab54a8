/**
 * Pieces shared by the reading books' backdrops (settings-*.ts): the sky for the time of day (day,
 * evening, night with stars and a moon), ground bands, hills, clouds, and the indoor pieces (wall,
 * floor, window showing the time of day, shelf, rug, framed picture). Backdrops have no outline and
 * soft colours so the outlined characters stand out.
 */
import { linearGradient } from '../../../core/art/colour';
import { mound } from '../../../core/art/paths';
import type { Rng } from '../../../core/art/rng';
import { svgKit } from '../../../core/art/svg-kit';
import { H, W } from './kit';

// Backdrops are big and soft: whole pixels are precise enough and keep the files small.
const { el, g, num: fmt } = svgKit(0);

export type Time = 'day' | 'evening' | 'night';

/** What a backdrop is drawn with. */
export interface SettingCtx {
  time: Time;
  rng: Rng;
  /** Adds a `<defs>` entry once, by id. */
  def: (id: string, markup: string) => void;
}

/** A backdrop: whether it is indoors (the night shows in its windows) and how to draw it. */
export interface SettingDef {
  indoor: boolean;
  draw: (c: SettingCtx) => string;
}

const SKY: Record<Exclude<Time, 'day'>, readonly [string, string]> = { evening: ['#f59a8a', '#ffd79c'], night: ['#1e2858', '#3f4d8f'] };

/** A filled rect without stroke. */
export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, opacity?: number): string {
  return el('rect', { x, y, width: w, height: h, rx: rx === 0 ? undefined : rx, fill, opacity });
}

/** A filled path without stroke. */
export function path(d: string, fill: string, opacity?: number): string {
  return el('path', { d, fill, opacity });
}

/** A filled circle. */
export function dot(cx: number, cy: number, r: number, fill: string, opacity?: number): string {
  return el('circle', { cx, cy, r, fill, opacity });
}

/**
 * Many round dots of one colour and size as one path of zero-length round-capped strokes (a few
 * bytes a dot: stars, flowers, fruit).
 */
export function dots(list: readonly (readonly [number, number])[], fill: string, r: number, opacity?: number): string {
  return el('path', { d: list.map(([x, y]) => `M${fmt(x)} ${fmt(y)}h0`).join(''), stroke: fill, 'stroke-width': r * 2, 'stroke-linecap': 'round', opacity });
}

/** The sky colours (top, bottom) for the time of day. */
export function skyColours(c: SettingCtx, day: readonly [string, string]): readonly [string, string] {
  return c.time === 'day' ? day : SKY[c.time];
}

/** Stars and a crescent moon in the upper sky. */
export function starsAndMoon(c: SettingCtx, x0 = 0, x1 = W, y1 = 330, moon = true): string {
  const at = (): [number, number] => [c.rng.range(x0 + 10, x1 - 10), c.rng.range(20, y1)];
  let s = dots(Array.from({ length: 14 }, at), '#fff6c8', 2.5, 0.8) + dots(Array.from({ length: 8 }, at), '#fff6c8', 4.5);
  if (moon) s += path('M950 78a54 54 0 1 0 62 76a48 48 0 1 1-62-76Z', '#fff3b8');
  return s;
}

/**
 * The sky for the time of day (a vertical gradient; stars and a moon at night; a low sun glow in
 * the evening) over the whole picture.
 */
export function sky(c: SettingCtx, day: readonly [string, string], opts: { bottom?: number; moon?: boolean } = {}): string {
  const [top, bottom] = skyColours(c, day);
  c.def('sky', linearGradient('sky', 0, 0, 0, 1, [[0, top], [1, bottom]]));
  let s = rect(0, 0, W, opts.bottom ?? H, 'url(#sky)');
  if (c.time === 'night') s += starsAndMoon(c, 0, W, 330, opts.moon ?? true);
  if (c.time === 'evening') s += dot(230, 470, 90, '#ffb36b', 0.8);
  return s;
}

/** Fluffy cloud: left x, baseline y, scale. */
export function cloud(x: number, y: number, s: number, fill = '#ffffff', opacity = 0.9): string {
  return path(`M${fmt(x)} ${fmt(y)}c${fmt(-6 * s)} ${fmt(-30 * s)} ${fmt(30 * s)} ${fmt(-40 * s)} ${fmt(44 * s)} ${fmt(-22 * s)}c${fmt(8 * s)} ${fmt(-34 * s)} ${fmt(62 * s)} ${fmt(-34 * s)} ${fmt(70 * s)} ${fmt(-4 * s)}c${fmt(22 * s)} ${fmt(-14 * s)} ${fmt(46 * s)} ${fmt(2 * s)} ${fmt(40 * s)} ${fmt(26 * s)}Z`, fill, opacity);
}

/** A few clouds (day and evening only). */
export function clouds(c: SettingCtx, n = 3, y0 = 90, y1 = 230): string {
  if (c.time === 'night') return '';
  let s = '';
  for (let i = 0; i < n; i++) s += cloud(60 + (i * (W - 200)) / n + c.rng.range(0, 120), c.rng.range(y0, y1), c.rng.range(0.9, 1.5));
  return s;
}

/** Ground from a gently wavy top edge at `y` down to the bottom. */
export function groundBand(c: SettingCtx, y: number, fill: string, amp = 10): string {
  const n = 6;
  let d = `M-10 ${fmt(y + c.rng.range(-amp, amp))}`;
  for (let i = 1; i <= n; i++) d += `Q${fmt((W * (i - 0.5)) / n)} ${fmt(y + c.rng.range(-amp, amp) * 2)} ${fmt((W * i) / n + (i === n ? 10 : 0))} ${fmt(y + c.rng.range(-amp, amp))}`;
  return path(`${d}V${H}H-10Z`, fill);
}

/** A band of rounded hills sitting on `base`. */
export function hills(c: SettingCtx, base: number, hMin: number, hMax: number, fill: string, count = 5): string {
  let s = '';
  const step = (W + 200) / count;
  for (let i = 0; i < count; i++) {
    const x = -100 + i * step + c.rng.range(-30, 30);
    s += el('path', { d: mound(x, x + step * c.rng.range(1.2, 1.6), base, c.rng.range(hMin, hMax), c.rng, 4) });
  }
  return g({ fill }, s + rect(-10, base - 1, W + 20, H - base + 2, fill));
}

/** A rounded tree: trunk and a leafy crown (x centre, y ground). */
export function softTree(x: number, y: number, s: number, leaf: string, trunk = '#9a6b4a'): string {
  return rect(x - 10 * s, y - 90 * s, 20 * s, 90 * s, trunk, 6 * s) + dot(x, y - 130 * s, 62 * s, leaf) + dot(x - 44 * s, y - 100 * s, 40 * s, leaf) + dot(x + 44 * s, y - 100 * s, 40 * s, leaf);
}

/** A pine tree (x centre, y ground, scale). */
export function pine(x: number, y: number, s: number, fill: string): string {
  return rect(x - 8 * s, y - 30 * s, 16 * s, 30 * s, '#8a5e44') + path(`M${fmt(x)} ${fmt(y - 200 * s)}l${fmt(60 * s)} ${fmt(110 * s)}h${fmt(-24 * s)}l${fmt(44 * s)} ${fmt(70 * s)}h${fmt(-160 * s)}l${fmt(44 * s)} ${fmt(-70 * s)}h${fmt(-24 * s)}Z`, fill);
}

/** Indoor: the wall (down to `floorY`), the floor and a skirting board. */
export function room(wall: string, floor: string, floorY = 560, trim = '#ffffff'): string {
  return rect(0, 0, W, floorY, wall) + rect(0, floorY, W, H - floorY, floor) + rect(0, floorY - 14, W, 16, trim, 0, 0.8);
}

/** Indoor: a window showing the sky for the time of day. */
export function windowPane(c: SettingCtx, x: number, y: number, w: number, h: number, frame = '#ffffff'): string {
  const [top, bottom] = skyColours(c, ['#8fd0ff', '#d6f0ff']);
  c.def('win', linearGradient('win', 0, 0, 0, 1, [[0, top], [1, bottom]]));
  const inside = c.time === 'night' ? dot(x + w * 0.7, y + h * 0.3, Math.min(w, h) * 0.12, '#fff3b8') + dot(x + w * 0.25, y + h * 0.25, 3, '#fff6c8') + dot(x + w * 0.4, y + h * 0.6, 3, '#fff6c8') : cloud(x + w * 0.15, y + h * 0.45, Math.min(w, h) / 260);
  return rect(x - 12, y - 12, w + 24, h + 24, frame, 10) + rect(x, y, w, h, 'url(#win)') + inside + rect(x + w / 2 - 5, y, 10, h, frame) + rect(x, y + h / 2 - 5, w, 10, frame);
}

/** Indoor: a shelf with book spines (coloured blocks, no letters; one `<pattern>` tile of spines). */
export function shelf(c: SettingCtx, x: number, y: number, w: number, wood = '#c08a5a'): string {
  const cols = ['#ff8f8f', '#7fb8ff', '#ffd36b', '#8fd98f', '#c5a3ff', '#ffa66b'];
  let tile = '';
  let bx = 0;
  cols.forEach((col, i) => {
    const bw = 16 + ((i * 7) % 14);
    const bh = 46 + ((i * 11) % 22);
    tile += el('rect', { x: bx, y: 70 - bh, width: bw, height: bh, rx: 3, fill: col });
    bx += bw + 3;
  });
  c.def('spines', el('pattern', { id: 'spines', width: bx, height: 70, patternUnits: 'userSpaceOnUse' }, tile));
  return rect(x, y - 70, w, 70, 'url(#spines)') + rect(x, y, w, 12, wood, 4);
}

/** Indoor: a framed picture of a hill and a sun. */
export function picture(x: number, y: number, w: number, h: number, frame = '#d9a066'): string {
  return rect(x, y, w, h, frame, 8) + rect(x + 10, y + 10, w - 20, h - 20, '#e8f6ff') + path(`M${fmt(x + 10)} ${fmt(y + h - 10)}q${fmt(w * 0.4)} ${fmt(-h * 0.6)} ${fmt(w - 20)} 0Z`, '#8fd98f') + dot(x + w * 0.7, y + h * 0.35, h * 0.12, '#ffd36b');
}

/** Indoor: an oval rug on the floor. */
export function rug(x: number, y: number, rx: number, ry: number, fill: string, trim: string): string {
  return el('ellipse', { cx: x, cy: y, rx, ry, fill: trim }) + el('ellipse', { cx: x, cy: y, rx: rx - 14, ry: ry - 8, fill });
}

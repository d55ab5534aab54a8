/**
 * A small 2D compositor for the generated videos (scripts/media/render-media.ts): each frame is a
 * backdrop plus sprites placed, scaled, squashed, turned and faded, all drawn from SVG.
 *
 * Coordinates are design pixels of a 1600 x 900 stage (the art's own size); the film is rendered
 * at `width` x `height` output pixels (640 x 360). Every distinct sprite variant (size, squash,
 * angle and opacity, rounded so near-equal variants share one picture) is rasterised once by sharp
 * (librsvg) and cached; a frame is then a raster composite (a few ms), so two minutes at 12 fps
 * render in well under a minute. Frames go to ffmpeg as raw RGB on its standard input.
 */
import { spawn } from 'node:child_process';
import sharp from 'sharp';

export const DESIGN_W = 1600;
export const DESIGN_H = 900;

/** One sprite on a frame. Position is the sprite's centre in design pixels. */
export interface Layer {
  /** Key of an SVG registered with {@link Film.art}. */
  art: string;
  x: number;
  y: number;
  /** Height in design pixels before squash (width follows the SVG's aspect ratio). */
  h: number;
  /** Horizontal and vertical squash factors (1 = none; negative sx mirrors). */
  sx?: number;
  sy?: number;
  /** Clockwise turn in degrees. */
  rot?: number;
  /** Opacity 0..1. */
  alpha?: number;
}

/** What one frame shows: a registered backdrop and sprites drawn back to front. */
export interface Shot {
  backdrop: string;
  layers: Layer[];
}

/** A layer standing with its feet on `ground` (design y), squashed by `sy` from the feet up. */
export function standing(art: string, x: number, ground: number, h: number, extra: Omit<Layer, 'art' | 'x' | 'y' | 'h'> = {}): Layer {
  const sy = extra.sy ?? 1;
  return { art, x, y: ground - (h * sy) / 2, h, ...extra };
}

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The viewBox size of an SVG document (its 3rd and 4th numbers), or 100 x 100. */
export function viewBoxSize(svg: string): { w: number; h: number } {
  const m = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(svg);
  return { w: Number(m?.[1] ?? 100), h: Number(m?.[2] ?? 100) };
}

const q = (v: number, step: number) => Math.round(v / step) * step;

interface Raster {
  input: Buffer;
  w: number;
  h: number;
}

/** Rasterises and composites shots; see the module comment. */
export class Film {
  private readonly arts = new Map<string, { url: string; aspect: number }>();
  private readonly backdrops = new Map<string, string>();
  private readonly backdropRaw = new Map<string, Buffer>();
  private readonly cache = new Map<string, Raster>();
  /** Output pixels per design pixel. */
  readonly k: number;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.k = width / DESIGN_W;
  }

  /** Registers a sprite SVG under `key` (a key registered twice keeps the last SVG). */
  art(key: string, svg: string): void {
    const { w, h } = viewBoxSize(svg);
    this.arts.set(key, { url: dataUrl(svg), aspect: w / h });
    for (const k of this.cache.keys()) if (k.startsWith(`${key}|`)) this.cache.delete(k);
  }

  has(key: string): boolean {
    return this.arts.has(key);
  }

  /** Registers a full-stage backdrop SVG (drawn to fill the frame). */
  backdrop(key: string, svg: string): void {
    this.backdrops.set(key, svg);
    this.backdropRaw.delete(key);
  }

  private async backdropOf(key: string): Promise<Buffer> {
    const hit = this.backdropRaw.get(key);
    if (hit) return hit;
    const svg = this.backdrops.get(key);
    if (svg === undefined) throw new Error(`film: no backdrop ${key}`);
    const raw = await sharp(Buffer.from(svg)).resize(this.width, this.height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    this.backdropRaw.set(key, raw);
    return raw;
  }

  private async raster(l: Layer): Promise<Raster | null> {
    const art = this.arts.get(l.art);
    if (!art) throw new Error(`film: no art ${l.art}`);
    const hPx = Math.max(2, q(l.h * this.k, 2));
    const sx = q(l.sx ?? 1, 0.02);
    const sy = q(l.sy ?? 1, 0.02);
    const rot = q(l.rot ?? 0, 2);
    const alpha = q(l.alpha ?? 1, 0.1);
    if (alpha <= 0 || sx === 0 || sy <= 0) return null;
    const key = `${l.art}|${hPx}|${sx}|${sy}|${rot}|${alpha}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const wPx = hPx * art.aspect;
    const bw = Math.abs(wPx * sx);
    const bh = hPx * sy;
    const side = rot === 0 ? null : Math.ceil(Math.hypot(bw, bh)) + 2;
    const W = Math.min(this.width, side ?? Math.ceil(bw) + 2);
    const H = Math.min(this.height, side ?? Math.ceil(bh) + 2);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
      `<g opacity="${alpha}" transform="translate(${W / 2} ${H / 2}) rotate(${rot}) scale(${sx} ${sy})">` +
      `<image href="${art.url}" x="${-wPx / 2}" y="${-hPx / 2}" width="${wPx}" height="${hPx}" preserveAspectRatio="none"/></g></svg>`;
    const input = await sharp(Buffer.from(svg)).png().toBuffer();
    const r = { input, w: W, h: H };
    this.cache.set(key, r);
    return r;
  }

  /** One frame as raw RGB (width x height x 3 bytes). */
  async frame(shot: Shot): Promise<Buffer> {
    const base = await this.backdropOf(shot.backdrop);
    const over: sharp.OverlayOptions[] = [];
    for (const l of shot.layers) {
      const r = await this.raster(l);
      if (!r) continue;
      const left = Math.round(l.x * this.k - r.w / 2);
      const top = Math.round(l.y * this.k - r.h / 2);
      // Entirely off the frame: sharp would refuse it.
      if (left >= this.width || top >= this.height || left + r.w <= 0 || top + r.h <= 0) continue;
      over.push({ input: r.input, left, top });
    }
    const img = sharp(base, { raw: { width: this.width, height: this.height, channels: 3 } });
    return (over.length ? img.composite(over) : img).removeAlpha().raw().toBuffer();
  }

  /** The same frame as a JPEG of `w` x `h` (thumbnails). */
  async jpeg(shot: Shot, w: number, h: number): Promise<Buffer> {
    const raw = await this.frame(shot);
    return sharp(raw, { raw: { width: this.width, height: this.height, channels: 3 } }).resize(w, h).jpeg({ quality: 72 }).toBuffer();
  }

  /**
   * Encodes `frames` frames (frame i from `shotAt(i / fps)`, time in seconds) with the audio file
   * into `out` (WebM: VP9 + Opus, mono). Resolves when ffmpeg is done; rejects with its message.
   */
  async encode(opts: { fps: number; frames: number; shotAt: (seconds: number) => Shot; audio: string; out: string; crf: number }): Promise<void> {
    const { fps, frames, shotAt, audio, out, crf } = opts;
    const ff = spawn('ffmpeg', [
      '-y', '-loglevel', 'error',
      '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${this.width}x${this.height}`, '-r', String(fps), '-i', 'pipe:0',
      '-i', audio,
      '-map', '0:v', '-map', '1:a',
      '-t', String(frames / fps),
      '-pix_fmt', 'yuv420p',
      '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(crf), '-deadline', 'good', '-cpu-used', '4', '-row-mt', '1', '-g', String(fps * 4),
      '-c:a', 'libopus', '-b:a', '20k', '-ac', '1',
      // No date or encoder version in the file: the same input renders the same bytes.
      '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact',
      out,
    ], { stdio: ['pipe', 'ignore', 'pipe'] });
    let err = '';
    ff.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const done = new Promise<void>((resolve, reject) => {
      ff.once('error', reject);
      ff.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg failed (${code}):\n${err}`))));
    });
    for (let i = 0; i < frames; i++) {
      const buf = await this.frame(shotAt(i / fps));
      if (!ff.stdin.write(buf)) await new Promise((r) => ff.stdin.once('drain', r));
    }
    ff.stdin.end();
    await done;
  }
}

/**
 * Drawing still slides for the slide films (science, social studies, superskills; slide-film.ts):
 * each slide is a 640 x 360 PNG drawn once by sharp. Layout is in design pixels of a 1600 x 900
 * stage, like the other films; the bottom band (below y ~ 760) is left to the browser's captions.
 * Text is Fredoka (the app's display font, slide-film-font.ts), wrapped to its box and shrunk until
 * it fits, so no text ever overflows. A subject's kit extends {@link SlideCanvas} with its own
 * backdrops and slide kinds; Moxie and the small pictures (qmark, bulb, star ...) come from the
 * intro film's kit.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DESIGN_H, DESIGN_W, viewBoxSize } from './film';
import { arts as introArts, INK } from './intro-film-parts';
import { VIDEO_HEIGHT, VIDEO_WIDTH } from './media-config';
import { fredokaTtf } from './slide-film-font';

/** Design px to video px. */
export const K = VIDEO_WIDTH / DESIGN_W;
export const FAMILY = 'Fredoka Light';
export const GRAPE = '#7c5cff';
export const SUN = '#ffc83d';
export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A white card with the ink outline and a soft shadow (design px). */
export const card = (x: number, y: number, w: number, h: number, fill = '#ffffff') =>
  `<rect x="${x + 8}" y="${y + 12}" width="${w}" height="${h}" rx="44" fill="${INK}" opacity="0.18"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="44" fill="${fill}" stroke="${INK}" stroke-width="8"/>`;
/** A rounded label of one line, centred on (cx, cy). */
export const pill = (cx: number, cy: number, text: string, fill: string, color = INK, size = 50) => {
  const w = Math.round(text.length * size * 0.56 + 80);
  const h = Math.round(size * 1.6);
  return `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}" stroke="${INK}" stroke-width="7"/><text x="${cx}" y="${cy + size * 0.36}" font-family="${FAMILY}" font-weight="600" font-size="${size}" fill="${color}" text-anchor="middle">${esc(text)}</text>`;
};
/** A speech bubble of radius r centred on (cx, cy), its tail pointing at (tailX, tailY). */
export const bubble = (cx: number, cy: number, r: number, tailX: number, tailY: number) =>
  `<path d="M${cx - r * 0.3} ${cy + r * 0.8} L${tailX} ${tailY} L${cx + r * 0.25} ${cy + r * 0.85}Z" fill="#fff" stroke="${INK}" stroke-width="7" stroke-linejoin="round"/><ellipse cx="${cx}" cy="${cy}" rx="${r * 1.25}" ry="${r}" fill="#fff" stroke="${INK}" stroke-width="7"/><path d="M${cx - r * 0.3} ${cy + r * 0.78} L${cx + r * 0.25} ${cy + r * 0.83}" stroke="#fff" stroke-width="10"/>`;

/** A picture placed on the slide (video px). */
export interface Placed {
  input: Buffer;
  left: number;
  top: number;
}

export type TextOptions = { color?: string; weight?: string; align?: 'left' | 'centre' };

/** Draws the parts of slides; caches the backdrops, sprites and font between slides and films. */
export class SlideCanvas {
  private readonly fontfile: string;
  protected readonly arts: Record<string, string>;
  private readonly backdrops = new Map<string, Buffer>();
  private readonly sprites = new Map<string, { input: Buffer; w: number; h: number }>();

  constructor(readonly root: string) {
    this.fontfile = join(mkdtempSync(join(tmpdir(), 'slide-font-')), 'fredoka.ttf');
    writeFileSync(this.fontfile, fredokaTtf(root));
    this.arts = introArts(root);
  }

  /** Registers the font with fontconfig (sharp's text does, once) before any SVG uses it. */
  async ready(): Promise<void> {
    await this.text('Ag', 200, 100, 40);
  }

  /**
   * A full-frame backdrop from an SVG document, cached by `key`: scaled to cover the frame when
   * `cover` (a drawn scene of another size), softened by `blur` (px; the slide's words stand out
   * and the film is smaller) and veiled with white of opacity `veil`.
   */
  protected async backdrop(key: string, svg: string, o: { cover?: boolean; blur?: number; veil?: number } = {}): Promise<Buffer> {
    const id = `${key}|${o.veil ?? 0}`;
    const hit = this.backdrops.get(id);
    if (hit) return hit;
    let img = sharp(Buffer.from(svg));
    if (o.cover) img = img.resize(VIDEO_WIDTH, VIDEO_HEIGHT, { fit: 'cover' });
    if (o.blur) img = img.blur(o.blur);
    const base = await img.png().toBuffer();
    const veil = o.veil ?? 0;
    const out = veil > 0 ? await sharp(base).composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}"><rect width="100%" height="100%" fill="#ffffff" opacity="${veil}"/></svg>`) }]).png().toBuffer() : base;
    this.backdrops.set(id, out);
    return out;
  }

  /** An SVG (an intro-kit key or a document) `h` design px tall, centred on (x, y). */
  protected async sprite(art: string, x: number, y: number, h: number): Promise<Placed> {
    const svg = this.arts[art] ?? art;
    const key = `${art.length > 40 ? art.slice(-40) + art.length : art}|${h}`;
    let s = this.sprites.get(key);
    if (!s) {
      const vb = viewBoxSize(svg);
      const hp = Math.round(h * K);
      const wp = Math.round((hp * vb.w) / vb.h);
      const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      const input = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${wp}" height="${hp}"><image href="${url}" width="${wp}" height="${hp}" preserveAspectRatio="none"/></svg>`)).png().toBuffer();
      s = { input, w: wp, h: hp };
      this.sprites.set(key, s);
    }
    return { input: s.input, left: Math.round(x * K - s.w / 2), top: Math.round(y * K - s.h / 2) };
  }

  /** Moxie standing with her feet at (x, feet). */
  protected moxie(x: number, feet: number, h: number, cheer = false): Promise<Placed> {
    return this.sprite(cheer ? 'moxie-cheer' : 'moxie', x, feet - h / 2, h);
  }

  /** Text wrapped into w x h design px, from `size` px down until it fits; `size` is the size used. */
  protected async text(text: string, w: number, h: number, size: number, o: TextOptions = {}) {
    const width = Math.round(w * K);
    const maxH = Math.round(h * K);
    for (let px = size * K; ; px *= 0.92) {
      const r = await this.render(text, px, width, o);
      if ((r.h <= maxH && r.w <= width) || px < 8) return { ...(o.align === 'left' ? r : await this.balance(text, px, width, maxH, r, o)), size: px / K };
    }
  }

  private async render(text: string, px: number, width: number, o: TextOptions) {
    const { data, info } = await sharp({
      text: { text: `<span foreground="${o.color ?? INK}">${esc(text)}</span>`, font: `${FAMILY}, ${o.weight ?? 'SemiBold'} ${px.toFixed(1)}`, fontfile: this.fontfile, width, rgba: true, align: o.align ?? 'centre', wrap: 'word-char', spacing: Math.round(px * 0.15) },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { input: data, w: info.width, h: info.height };
  }

  /** Balanced lines (no lone last word): the narrowest wrap width that needs no more lines. */
  private async balance(text: string, px: number, width: number, maxH: number, best: { input: Buffer; w: number; h: number }, o: TextOptions) {
    if (best.h < px * 1.6) return best; // one line
    // Heights are of the ink (a "g" adds a little): a narrower wrap with the same lines stays under half a line more.
    const most = Math.min(maxH, best.h + px * 0.6);
    let lo = Math.round(width / 2);
    let hi = width;
    while (hi - lo > 6) {
      const mid = Math.round((lo + hi) / 2);
      const r = await this.render(text, px, mid, o);
      if (r.h <= most) {
        best = r;
        hi = mid;
      } else lo = mid;
    }
    return best;
  }

  /** The text block centred in the box (x, y, w, h) in design px (left-aligned in it with `align: 'left'`). */
  protected async textIn(text: string, x: number, y: number, w: number, h: number, size: number, o: TextOptions = {}): Promise<Placed> {
    const t = await this.text(text, w, h, size, o);
    const left = o.align === 'left' ? Math.round(x * K) : Math.round((x + w / 2) * K - t.w / 2);
    return { input: t.input, left, top: Math.round((y + h / 2) * K - t.h / 2) };
  }

  /** The slide: the backdrop, then the shapes (SVG markup in design px), then the placed pictures, as an opaque PNG. */
  protected async compose(backdrop: Buffer, shapes: string, over: Placed[]): Promise<Buffer> {
    const overlay = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}" viewBox="0 0 ${DESIGN_W} ${DESIGN_H}">${shapes}</svg>`);
    const layers: sharp.OverlayOptions[] = [{ input: overlay, left: 0, top: 0 }, ...over.map((o) => ({ input: o.input, left: o.left, top: o.top }))];
    return sharp(backdrop).composite(layers).removeAlpha().png({ compressionLevel: 1 }).toBuffer();
  }
}

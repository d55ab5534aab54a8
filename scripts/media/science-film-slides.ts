/**
 * The science films' still slides (science-films.ts): each slide is drawn once by sharp as a
 * 640 x 360 PNG (the film is those stills held for their beats). Layout is in design pixels of a
 * 1600 x 900 stage, like the other films; the bottom band (below y ~ 760) is left to the browser's
 * captions except for Moxie's feet. Text is Fredoka (the app's display font, science-film-font.ts),
 * wrapped to its box and shrunk until it fits, so no text ever overflows. Backdrops are the habitat
 * maps' background.svg when drawn, else a gradient in the habitat's palette; the topic emblem is
 * `topicArt(key)`; Moxie and the sparkles come from the intro film's kit.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { SCIENCE_HABITAT_STATIC } from '../../core/science/habitat-static';
import type { ScienceHabitat } from '../../core/science/habitats';
import { topicArt } from '../art/science/topic-art';
import { DESIGN_H, DESIGN_W, viewBoxSize } from './film';
import { arts as introArts, INK, star5 } from './intro-film-parts';
import { VIDEO_HEIGHT, VIDEO_WIDTH } from './media-config';
import { fredokaTtf } from './science-film-font';
import { habitatBackground } from './science-film-plan';

export type Slide =
  | { kind: 'title'; habitat: ScienceHabitat; key: string; topic: string; title: string }
  | { kind: 'predict'; habitat: ScienceHabitat; text: string; dots: number; filled: number }
  | { kind: 'fact'; habitat: ScienceHabitat; key: string; n: number; of: number; words: string }
  | { kind: 'answer'; habitat: ScienceHabitat; key: string; text: string }
  | { kind: 'home'; habitat: ScienceHabitat; title: string; materials: string[] }
  | { kind: 'exit'; habitat: ScienceHabitat; line: string; cheer: boolean };

const K = VIDEO_WIDTH / DESIGN_W;
const FAMILY = 'Fredoka Light';
const GRAPE = '#7c5cff';
const SUN = '#ffc83d';
/** A soft focus on the habitat's art: the slide's words and emblem stand out, and the film is smaller. */
const BACKDROP_BLUR = 1;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A white card with the ink outline and a soft shadow (design px). */
const card = (x: number, y: number, w: number, h: number, fill = '#ffffff') =>
  `<rect x="${x + 8}" y="${y + 12}" width="${w}" height="${h}" rx="44" fill="${INK}" opacity="0.18"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="44" fill="${fill}" stroke="${INK}" stroke-width="8"/>`;
/** A rounded label of one line, centred on (cx, cy). */
const pill = (cx: number, cy: number, text: string, fill: string, color = INK, size = 50) => {
  const w = Math.round(text.length * size * 0.56 + 80);
  const h = Math.round(size * 1.6);
  return `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}" stroke="${INK}" stroke-width="7"/><text x="${cx}" y="${cy + size * 0.36}" font-family="${FAMILY}" font-weight="600" font-size="${size}" fill="${color}" text-anchor="middle">${esc(text)}</text>`;
};
const bubble = (cx: number, cy: number, r: number, tailX: number, tailY: number) =>
  `<path d="M${cx - r * 0.3} ${cy + r * 0.8} L${tailX} ${tailY} L${cx + r * 0.25} ${cy + r * 0.85}Z" fill="#fff" stroke="${INK}" stroke-width="7" stroke-linejoin="round"/><ellipse cx="${cx}" cy="${cy}" rx="${r * 1.25}" ry="${r}" fill="#fff" stroke="${INK}" stroke-width="7"/><path d="M${cx - r * 0.3} ${cy + r * 0.78} L${cx + r * 0.25} ${cy + r * 0.83}" stroke="#fff" stroke-width="10"/>`;

interface Placed {
  input: Buffer;
  left: number;
  top: number;
}

/** Draws slides; caches the backdrops, sprites and font between slides and films. */
export class SlideKit {
  private readonly fontfile: string;
  private readonly arts: Record<string, string>;
  private readonly backdrops = new Map<string, Buffer>();
  private readonly sprites = new Map<string, { input: Buffer; w: number; h: number }>();

  constructor(readonly root: string) {
    this.fontfile = join(mkdtempSync(join(tmpdir(), 'science-font-')), 'fredoka.ttf');
    writeFileSync(this.fontfile, fredokaTtf(root));
    this.arts = introArts(root);
  }

  /** Registers the font with fontconfig (sharp's text does, once) before any SVG uses it. */
  async ready(): Promise<void> {
    await this.text('Ag', 200, 100, 40);
  }

  private async backdrop(h: ScienceHabitat, veil: number): Promise<Buffer> {
    const key = `${h}|${veil}`;
    const hit = this.backdrops.get(key);
    if (hit) return hit;
    const p = SCIENCE_HABITAT_STATIC[h].palette;
    const drawn = habitatBackground(this.root, h);
    const base = drawn
      ? await sharp(Buffer.from(drawn)).resize(VIDEO_WIDTH, VIDEO_HEIGHT, { fit: 'cover' }).blur(BACKDROP_BLUR).png().toBuffer()
      : await sharp(
          Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}" viewBox="0 0 ${DESIGN_W} ${DESIGN_H}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.9"/></linearGradient></defs><rect width="${DESIGN_W}" height="${DESIGN_H}" fill="${p.sky}"/><rect width="${DESIGN_W}" height="${DESIGN_H}" fill="url(#g)" opacity="0.55"/><path d="M0 700 Q400 620 800 690 T1600 660 V900 H0Z" fill="${p.ground}"/><path d="M0 780 Q500 730 1000 790 T1600 770 V900 H0Z" fill="${p.ground}" opacity="0.7"/></svg>`,
          ),
        )
          .png()
          .toBuffer();
    const out = veil > 0 ? await sharp(base).composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}"><rect width="100%" height="100%" fill="#ffffff" opacity="${veil}"/></svg>`) }]).png().toBuffer() : base;
    this.backdrops.set(key, out);
    return out;
  }

  /** An SVG (an intro-kit key or a document) `h` design px tall, centred on (x, y). */
  private async sprite(art: string, x: number, y: number, h: number): Promise<Placed> {
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
  private moxie(x: number, feet: number, h: number, cheer = false): Promise<Placed> {
    return this.sprite(cheer ? 'moxie-cheer' : 'moxie', x, feet - h / 2, h);
  }

  /** Text wrapped into w x h design px, from `size` px down until it fits. */
  private async text(text: string, w: number, h: number, size: number, o: { color?: string; weight?: string; align?: 'left' | 'centre' } = {}) {
    const width = Math.round(w * K);
    const maxH = Math.round(h * K);
    for (let px = size * K; ; px *= 0.92) {
      const r = await this.render(text, px, width, o);
      if ((r.h <= maxH && r.w <= width) || px < 8) return { ...(o.align === 'left' ? r : await this.balance(text, px, width, maxH, r, o)), size: px / K };
    }
  }

  private async render(text: string, px: number, width: number, o: { color?: string; weight?: string; align?: 'left' | 'centre' }) {
    const { data, info } = await sharp({
      text: { text: `<span foreground="${o.color ?? INK}">${esc(text)}</span>`, font: `${FAMILY}, ${o.weight ?? 'SemiBold'} ${px.toFixed(1)}`, fontfile: this.fontfile, width, rgba: true, align: o.align ?? 'centre', wrap: 'word-char', spacing: Math.round(px * 0.15) },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { input: data, w: info.width, h: info.height };
  }

  /** Balanced lines (no lone last word): the narrowest wrap width that needs no more lines. */
  private async balance(text: string, px: number, width: number, maxH: number, best: { input: Buffer; w: number; h: number }, o: { color?: string; weight?: string }) {
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

  /** The text block centred in the box (x, y, w, h) in design px. */
  private async textIn(text: string, x: number, y: number, w: number, h: number, size: number, o: Parameters<SlideKit['text']>[4] = {}): Promise<Placed> {
    const t = await this.text(text, w, h, size, o);
    const left = o.align === 'left' ? Math.round(x * K) : Math.round((x + w / 2) * K - t.w / 2);
    return { input: t.input, left, top: Math.round((y + h / 2) * K - t.h / 2) };
  }

  /** One slide as a 640 x 360 PNG. */
  async draw(s: Slide): Promise<Buffer> {
    const p = SCIENCE_HABITAT_STATIC[s.habitat].palette;
    const veil = s.kind === 'predict' || s.kind === 'home' ? 0.45 : s.kind === 'answer' ? 0.25 : 0;
    let shapes = '';
    const over: Placed[] = [];
    const emblem = (key: string, x: number, y: number, h: number) => {
      shapes += `<circle cx="${x}" cy="${y}" r="${h * 0.56}" fill="#ffffff" opacity="0.78"/>`;
      return this.sprite(topicArt(key), x, y, h);
    };
    switch (s.kind) {
      case 'title': {
        shapes += card(110, 150, 1380, 250) + pill(800, 140, s.topic, p.accent, '#ffffff', 46) + bubble(560, 470, 70, 470, 560);
        over.push(await this.textIn(s.title, 150, 190, 1300, 190, 92));
        over.push(await this.sprite('qmark', 560, 470, 110));
        over.push(await emblem(s.key, 1150, 620, 330));
        over.push(await this.moxie(330, 850, 400));
        break;
      }
      case 'predict': {
        shapes += card(380, 90, 1130, 600);
        shapes += `<text x="945" y="210" font-family="${FAMILY}" font-weight="600" font-size="84" fill="${GRAPE}" text-anchor="middle">What do you think?</text>`;
        const gap = 100;
        for (let i = 0; i < s.dots; i++) {
          const cx = 945 + (i - (s.dots - 1) / 2) * gap;
          // Filled and empty differ in brightness, not only in hue: the encoder keeps that difference.
          shapes += `<circle cx="${cx}" cy="610" r="30" fill="${i < s.filled ? GRAPE : '#ffffff'}" stroke="${INK}" stroke-width="6"/>`;
        }
        over.push(await this.textIn(s.text, 440, 250, 1010, 300, 66));
        over.push(await this.sprite('bulb', 200, 330, 170));
        over.push(await this.moxie(200, 850, 380));
        break;
      }
      case 'fact': {
        const left = s.n % 2 === 1;
        shapes += card(400, 36, 1160, 170) + pill(220, 121, `Fact ${s.n} of ${s.of}`, SUN, INK, 46);
        over.push(await this.textIn(s.words, 440, 52, 1080, 138, 64));
        over.push(await emblem(s.key, 800, 500, 470));
        over.push(await this.moxie(left ? 1330 : 270, 860, 300));
        break;
      }
      case 'answer': {
        shapes += card(470, 90, 1060, 620) + pill(1000, 92, 'The answer!', '#2fbf71', '#ffffff', 52);
        for (const [x, y, r] of [[150, 260, 46], [470, 200, 34], [90, 520, 30], [440, 420, 40]] as const) shapes += `<path d="${star5(x, y, r)}" fill="${SUN}" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>`;
        over.push(await this.textIn(s.text, 520, 175, 960, 510, 64));
        over.push(await this.moxie(260, 860, 420, true));
        break;
      }
      case 'home': {
        shapes += card(90, 70, 1140, 660) + pill(660, 72, 'Try it at home with a grown-up', GRAPE, '#ffffff', 44);
        shapes += `<text x="150" y="330" font-family="${FAMILY}" font-weight="600" font-size="48" fill="${INK}">You need:</text>`;
        over.push(await this.textIn(s.title, 140, 130, 1040, 140, 76));
        const rows = s.materials.slice(0, 6);
        const two = rows.length > 3;
        // One size for the whole list: the size at which the longest item fits.
        let size = 50;
        for (const m of rows) size = Math.min(size, (await this.text(m, two ? 460 : 980, 100, 50, { weight: 'Medium' })).size);
        for (const [i, m] of rows.entries()) {
          const col = two ? i % 2 : 0;
          const row = two ? Math.floor(i / 2) : i;
          const x = 160 + col * 530;
          const y = 360 + row * 115;
          shapes += `<circle cx="${x + 22}" cy="${y + 50}" r="16" fill="${p.accent}" stroke="${INK}" stroke-width="5"/>`;
          over.push(await this.textIn(m, x + 56, y, two ? 460 : 980, 100, size, { align: 'left', weight: 'Medium' }));
        }
        over.push(await this.moxie(1400, 850, 380, true));
        break;
      }
      case 'exit': {
        shapes += `<path d="M740 290 L800 350 L840 290Z" fill="#fff" stroke="${INK}" stroke-width="7" stroke-linejoin="round"/>` + card(330, 70, 940, 230) + `<path d="M748 294 H832" stroke="#fff" stroke-width="10"/>`;
        for (const [x, y, r] of [[260, 420, 36], [1340, 380, 44], [1180, 560, 28]] as const) shapes += `<path d="${star5(x, y, r)}" fill="${SUN}" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>`;
        over.push(await this.textIn(s.line, 370, 90, 860, 190, 70));
        over.push(await this.moxie(800, 860, 500, s.cheer));
        break;
      }
    }
    const overlay = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}" viewBox="0 0 ${DESIGN_W} ${DESIGN_H}">${shapes}</svg>`);
    const layers: sharp.OverlayOptions[] = [{ input: overlay, left: 0, top: 0 }, ...over.map((o) => ({ input: o.input, left: o.left, top: o.top }))];
    return sharp(await this.backdrop(s.habitat, veil))
      .composite(layers)
      .removeAlpha()
      .png({ compressionLevel: 1 })
      .toBuffer();
  }
}

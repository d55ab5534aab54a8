/**
 * The science films' still slides (science-films.ts), drawn with the shared slide-film-canvas.ts
 * (640 x 360 PNGs, design px of a 1600 x 900 stage, Fredoka text that shrinks to fit; the bottom
 * band is left to the captions except for Moxie's feet). Backdrops are the habitat
 * maps' background.svg when drawn, else a gradient in the habitat's palette; the topic emblem is
 * `topicArt(key)`; Moxie and the sparkles come from the intro film's kit.
 */
import { SCIENCE_HABITAT_STATIC } from '../../core/science/habitat-static';
import type { ScienceHabitat } from '../../core/science/habitats';
import { topicArt } from '../art/science/topic-art';
import { DESIGN_H, DESIGN_W } from './film';
import { INK, star5 } from './intro-film-parts';
import { VIDEO_HEIGHT, VIDEO_WIDTH } from './media-config';
import { habitatBackground } from './science-film-plan';
import { bubble, card, FAMILY, GRAPE, pill, SlideCanvas, SUN, type Placed } from './slide-film-canvas';

export type Slide =
  | { kind: 'title'; habitat: ScienceHabitat; key: string; topic: string; title: string }
  | { kind: 'predict'; habitat: ScienceHabitat; text: string; dots: number; filled: number }
  | { kind: 'fact'; habitat: ScienceHabitat; key: string; n: number; of: number; words: string }
  | { kind: 'answer'; habitat: ScienceHabitat; key: string; text: string }
  | { kind: 'home'; habitat: ScienceHabitat; title: string; materials: string[] }
  | { kind: 'exit'; habitat: ScienceHabitat; line: string; cheer: boolean };

/** A soft focus on the habitat's art: the slide's words and emblem stand out, and the film is smaller. */
const BACKDROP_BLUR = 1;

/** Draws science slides (slide-film-canvas.ts does the text, sprites and composing). */
export class SlideKit extends SlideCanvas {
  /** The habitat's drawn background, else a gradient in its palette; veiled for the card slides. */
  private habitatBackdrop(h: ScienceHabitat, veil: number): Promise<Buffer> {
    const p = SCIENCE_HABITAT_STATIC[h].palette;
    const drawn = habitatBackground(this.root, h);
    if (drawn) return this.backdrop(h, drawn, { cover: true, blur: BACKDROP_BLUR, veil });
    return this.backdrop(
      h,
      `<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}" viewBox="0 0 ${DESIGN_W} ${DESIGN_H}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.9"/></linearGradient></defs><rect width="${DESIGN_W}" height="${DESIGN_H}" fill="${p.sky}"/><rect width="${DESIGN_W}" height="${DESIGN_H}" fill="url(#g)" opacity="0.55"/><path d="M0 700 Q400 620 800 690 T1600 660 V900 H0Z" fill="${p.ground}"/><path d="M0 780 Q500 730 1000 790 T1600 770 V900 H0Z" fill="${p.ground}" opacity="0.7"/></svg>`,
      { veil },
    );
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
    return this.compose(await this.habitatBackdrop(s.habitat, veil), shapes, over);
  }
}

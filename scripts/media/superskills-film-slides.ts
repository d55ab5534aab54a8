/**
 * The superskills films' still slides (superskills-films.ts), drawn with the shared
 * slide-film-canvas.ts. The title slide: the episode's number, title and skill with Moxie, Pip and
 * Luna. A scene's slide: the reading books' drawing of its setting behind (softened), the setting's
 * words on a card at the top, and everyone who speaks in the scene standing along the bottom (the
 * slide film cast: Moxie from the intro film kit, Pip the robot, Luna the owl, the grown-up); the
 * one speaking turns to talk, with their name over their head. The bottom band stays for the captions.
 */
import { INK, star5 } from './intro-film-parts';
import { VIDEO_HEIGHT, VIDEO_WIDTH } from './media-config';
import { card, GRAPE, pill, SlideCanvas, SUN, type Placed } from './slide-film-canvas';
import { castArt, type CastMember } from './slide-film-cast';
import { sceneBackdrop, type SuperskillsSlide } from './superskills-film-plan';

/** How tall each one stands (design px): the grown-up tallest, Luna the owl smallest. */
const HEIGHT: Record<CastMember, number> = { moxie: 380, pip: 430, luna: 300, 'grown-up': 560, child: 430, meri: 430, nikias: 430 };
const NAME: Record<CastMember, string> = { moxie: 'Moxie', pip: 'Pip', luna: 'Luna', 'grown-up': 'Grown-up', child: 'Friend', meri: 'Meri', nikias: 'Nikias' };
/** The feet of the cast (design px): in the caption band, like Moxie's in the science films. */
const FEET = 875;
const TITLE_SKY = `<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}" viewBox="0 0 1600 900"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b79cff"/><stop offset="1" stop-color="#ffe3f1"/></linearGradient></defs><rect width="1600" height="900" fill="url(#s)"/><path d="M0 720 Q400 660 800 720 T1600 700 V900 H0Z" fill="#8fd58a"/></svg>`;

/** Draws superskills slides. */
export class SuperskillsSlideKit extends SlideCanvas {
  /** Someone standing with their feet at (x, FEET); talking when `speaking`. */
  private member(who: CastMember, x: number, speaking: boolean, facing: 'left' | 'right'): Promise<Placed> {
    const h = HEIGHT[who];
    const pose = !speaking ? 'stand' : who === 'luna' ? 'wave' : 'point';
    return this.sprite(castArt(who, pose, facing), x, FEET - h / 2, h);
  }

  /** One slide as a 640 x 360 PNG. */
  async draw(s: SuperskillsSlide): Promise<Buffer> {
    let shapes = '';
    const over: Placed[] = [];
    if (s.kind === 'title') {
      shapes += card(230, 120, 1140, 380) + pill(800, 122, `Superskills · Episode ${s.number}`, GRAPE, '#ffffff', 44);
      for (const [x, y, r] of [[150, 200, 40], [1460, 170, 46], [1400, 560, 30], [210, 540, 28]] as const) shapes += `<path d="${star5(x, y, r)}" fill="${SUN}" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>`;
      over.push(await this.textIn(s.title, 280, 190, 1040, 200, 110));
      over.push(await this.textIn(s.skill.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()), 280, 395, 1040, 80, 56, { color: GRAPE }));
      over.push(await this.member('pip', 480, false, 'right'));
      over.push(await this.moxie(800, FEET, 380, true));
      over.push(await this.member('luna', 1120, false, 'left'));
      return this.compose(await this.backdrop('title', TITLE_SKY), shapes, over);
    }
    shapes += card(170, 34, 1260, 140);
    over.push(await this.textIn(s.setting, 220, 44, 1160, 120, 52));
    const gap = Math.min(380, 1300 / Math.max(1, s.cast.length));
    for (const [i, who] of s.cast.entries()) {
      const x = Math.round(800 + (i - (s.cast.length - 1) / 2) * gap);
      const speaking = who === s.speaker;
      const facing = x <= 800 ? 'right' : 'left';
      if (speaking) shapes += `<ellipse cx="${x}" cy="${FEET - HEIGHT[who] / 2}" rx="${HEIGHT[who] * 0.42}" ry="${HEIGHT[who] * 0.56}" fill="#ffffff" opacity="0.55"/>` + pill(x, FEET - HEIGHT[who] - 50, NAME[who], SUN, INK, 42);
      over.push(await this.member(who, x, speaking, facing));
    }
    return this.compose(await this.backdrop(s.art, sceneBackdrop(s.art), { cover: true, blur: 1.5, veil: 0.12 }), shapes, over);
  }
}

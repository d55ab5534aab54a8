/**
 * Renders the ten social studies intro films (social-studies-intros.ts: the landing films and each
 * map's four progress films) with the shared slide film kit (slide-film*.ts), encoded like the
 * lesson films (SOCIAL_STUDIES_FILM_CRF, Opus mono). A slide: the backdrop (the map's drawn
 * background, or both maps' landing pictures side by side with their names), the film's headline on
 * a card at the top, the orbs when the film is about them, and Moxie with the map's guide along the
 * bottom; whoever speaks has their name over their head. The bottom band stays for the captions.
 *
 * Output: assets/social-studies/films/intros/<key>.webm, .vtt, .webp and intros/timings.json
 * { "<key>": { duration_s, hash } }. A film whose hash is unchanged is skipped; a film outside
 * SS_INTRO_MIN_S..SS_INTRO_MAX_S fails (change its lines). The lesson films and these share the
 * social studies budget.
 *
 * Needs ffmpeg and espeak-ng (and sox, which the shared tool check asks for).
 * Run: `npm run media:social-studies-intros [<key>...] [--force]`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INK } from './intro-film-parts';
import { SLIDE_FILM_AUDIO_KBPS, SOCIAL_STUDIES_FILM_CRF, SOCIAL_STUDIES_FILMS_BUDGET_BYTES } from './media-config';
import { checkTools } from './narration';
import { checkBudget, filmArgs, renderChanged, renderSlideFilm } from './slide-film';
import { card, GRAPE, pill, SlideCanvas, SUN, type Placed } from './slide-film-canvas';
import { castArt } from './slide-film-cast';
import { SS_FILMS_DIR, SS_GUIDES } from './social-studies-film-plan';
import { introPictures, SS_INTRO_FILMS, SS_INTRO_MAX_S, SS_INTRO_MIN_S, SS_INTROS_DIR, ssIntroBeats, ssIntroHash, ssIntroTimingsFileSchema, type SsIntroSlide, type SsIntroTimings } from './social-studies-intros';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CODEC = { crf: SOCIAL_STUDIES_FILM_CRF, kbps: SLIDE_FILM_AUDIO_KBPS };
/** The cast's feet (design px), in the caption band like the superskills films'; Moxie's and the guides' heights. */
const FEET = 875;
const MOXIE_H = 380;
const GUIDE_H = 450;
const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** Draws the intro films' slides. */
class SsIntroSlideKit extends SlideCanvas {
  private readonly orb = readFileSync(join(this.root, 'assets/art/social-studies/orb.svg'), 'utf8');
  private readonly orbEmpty = readFileSync(join(this.root, 'assets/art/social-studies/orb-empty.svg'), 'utf8');

  /** The backdrop: one map's background, or the landing pictures side by side (each the middle half of its picture). */
  private scene(s: SsIntroSlide): Promise<Buffer> {
    const pics = introPictures(this.root, s.backdrop);
    if (s.backdrop.kind === 'map') return this.backdrop(`intro-${s.backdrop.map}`, pics[0]!, { cover: true, blur: 1.2 });
    const halves = pics.map((p, i) => `<image href="${dataUrl(p)}" x="${i * 800}" y="0" width="800" height="900" preserveAspectRatio="xMidYMid slice"/>`).join('');
    return this.backdrop('intro-landings', `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">${halves}<path d="M800 0 V900" stroke="#ffffff" stroke-width="14"/></svg>`, { cover: true, blur: 1 });
  }

  /** One slide as a 640 x 360 PNG. */
  async draw(s: SsIntroSlide): Promise<Buffer> {
    let shapes = card(420, 36, 760, 150);
    const over: Placed[] = [await this.textIn(s.headline, 460, 52, 680, 118, 84, { color: GRAPE })];
    if (s.backdrop.kind === 'landings') shapes += pill(400, 250, 'Ancient Egypt', '#ffffff', '#b5651d', 48) + pill(1200, 250, 'Ancient Greece', '#ffffff', '#2f7fd1', 48);
    if (s.orbs) {
      // Every orb for the celebration; otherwise some earned and some still to find (no count is said).
      const row = s.orbs === 'all' ? Array.from({ length: 7 }, () => this.orb) : [this.orb, this.orb, this.orb, this.orbEmpty, this.orbEmpty];
      for (const [i, art] of row.entries()) over.push(await this.sprite(art, 800 + (i - (row.length - 1) / 2) * 120, s.orbs === 'all' ? 250 + Math.abs(i - 3) * 14 : 265, 110));
    }
    const cast: { who: 'moxie' | 'guide'; x: number }[] = s.guideOf ? [{ who: 'moxie', x: 470 }, { who: 'guide', x: 1130 }] : [{ who: 'moxie', x: 800 }];
    for (const { who, x } of cast) {
      const speaking = who === s.speaker;
      const h = who === 'moxie' ? MOXIE_H : GUIDE_H;
      const name = who === 'moxie' ? 'Moxie' : SS_GUIDES[s.guideOf!].name;
      if (speaking) shapes += `<ellipse cx="${x}" cy="${FEET - h / 2}" rx="${h * 0.45}" ry="${h * 0.58}" fill="#ffffff" opacity="0.55"/>` + pill(x, FEET - h - 50, name, SUN, INK, 42);
      over.push(who === 'moxie' ? await this.moxie(x, FEET, h, speaking) : await this.sprite(castArt(SS_GUIDES[s.guideOf!].cast, speaking ? 'wave' : 'stand', 'left'), x, FEET - h / 2, h));
    }
    return this.compose(await this.scene(s), shapes, over);
  }
}

async function main() {
  checkTools();
  const keys = SS_INTRO_FILMS.map((f) => f.key);
  const args = filmArgs(process.argv.slice(2), keys, 'social studies intro film');
  const kit = new SsIntroSlideKit(ROOT);
  await kit.ready();
  const started = Date.now();
  const byKey = new Map(SS_INTRO_FILMS.map((f) => [f.key, f]));
  const made = await renderChanged({
    dir: join(ROOT, SS_INTROS_DIR),
    label: 'social-studies/films/intros',
    films: SS_INTRO_FILMS.map((f) => ({ key: f.key, hash: ssIntroHash(ROOT, f) })),
    schema: ssIntroTimingsFileSchema,
    asked: args.asked,
    force: args.force,
    render: async (key, hash, base): Promise<SsIntroTimings> => {
      const track = await renderSlideFilm({ beats: ssIntroBeats(byKey.get(key)!), draw: (s) => kit.draw(s), base, codec: CODEC, posterQuality: 40 });
      if (track.total < SS_INTRO_MIN_S || track.total > SS_INTRO_MAX_S) throw new Error(`media: social studies intro ${key} is ${track.total} s, not ${SS_INTRO_MIN_S}-${SS_INTRO_MAX_S} s: change its lines`);
      return { duration_s: track.total, hash };
    },
  });
  // The intros live inside the social studies films folder: one budget for both.
  checkBudget('social studies', [join(ROOT, SS_FILMS_DIR)], SOCIAL_STUDIES_FILMS_BUDGET_BYTES, made, started);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

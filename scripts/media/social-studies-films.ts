/**
 * The social studies lesson films (issue 17: "media made by the media script, small, captioned";
 * spec part 2 social studies): one film per lesson of both maps, made with the shared slide film
 * kit (slide-film*.ts): each videoIntro line said by its speaker's voice over its slide
 * (social-studies-film-slides.ts), then the "Quiz time!" slide held for QUIZ_HOLD_S (the player
 * stops there, at `quiz_s`, for videoQuizTime), then the videoOutro lines. VP9 stills and Opus mono.
 *
 * Output: assets/social-studies/films/<map>/<topic>-<videoType>.webm, .vtt, .webp and
 * assets/social-studies/films/timings.json { "<map>/<topic>-<videoType>": { duration_s, quiz_s, hash } }.
 * A film whose hash (ssFilmHash) is unchanged is skipped.
 *
 * Needs ffmpeg and espeak-ng (and sox, which the shared tool check asks for).
 * Run: `npm run media:social-studies [<map>/<topic>-<videoType>... | <map>...] [--force]`.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SLIDE_FILM_AUDIO_KBPS, SOCIAL_STUDIES_FILM_CRF, SOCIAL_STUDIES_FILMS_BUDGET_BYTES } from './media-config';
import { checkTools } from './narration';
import { checkBudget, filmArgs, renderChanged, renderSlideFilm } from './slide-film';
import { SsSlideKit } from './social-studies-film-slides';
import { loadMaps, quizTime, SS_FILMS_DIR, ssBeats, ssFilmHash, ssFilms, ssTimingsFileSchema, type SsFilm, type SsFilmTimings } from './social-studies-film-plan';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CODEC = { crf: SOCIAL_STUDIES_FILM_CRF, kbps: SLIDE_FILM_AUDIO_KBPS };

/** Renders one lesson film to `<base>.webm|.vtt|.webp`; returns its timings. */
async function renderFilm(f: SsFilm, kit: SsSlideKit, hash: string, base: string): Promise<SsFilmTimings> {
  mkdirSync(dirname(base), { recursive: true });
  const track = await renderSlideFilm({ beats: ssBeats(f), draw: (s) => kit.draw(s), base, codec: CODEC, posterQuality: 40 });
  return { duration_s: track.total, quiz_s: quizTime(track.beats), hash };
}

async function main() {
  checkTools();
  const films = ssFilms(loadMaps(ROOT));
  const maps = [...new Set(films.map((f) => f.map))];
  const args = filmArgs(process.argv.slice(2), [...films.map((f) => f.key), ...maps], 'social studies film');
  // A map's key asks for all of its films.
  const asked = args.asked.flatMap((a) => ((maps as string[]).includes(a) ? films.filter((f) => f.map === a).map((f) => f.key) : [a]));
  const kit = new SsSlideKit(ROOT);
  await kit.ready();
  const started = Date.now();
  const byKey = new Map(films.map((f) => [f.key, f]));
  const made = await renderChanged({
    dir: join(ROOT, SS_FILMS_DIR),
    label: 'social-studies/films',
    films: films.map((f) => ({ key: f.key, hash: ssFilmHash(ROOT, f) })),
    schema: ssTimingsFileSchema,
    asked,
    force: args.force,
    render: (key, hash, base) => renderFilm(byKey.get(key)!, kit, hash, base),
  });
  checkBudget('social studies', [join(ROOT, SS_FILMS_DIR)], SOCIAL_STUDIES_FILMS_BUDGET_BYTES, made, started);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

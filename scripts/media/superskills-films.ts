/**
 * The superskills episode films (issue 17: "≥12 episodes (≤ ~3 min) ... media made by the media
 * script, small, captioned"): one film per episode script, made with the shared slide film kit
 * (slide-film*.ts): the title, then every line of every scene said by its speaker's voice (Moxie,
 * Pip, Luna, a grown-up, the narrator) over the scene's slide (superskills-film-slides.ts). The
 * question comes after the film (the app asks it). VP9 stills and Opus mono.
 *
 * Output: assets/superskills/films/NN-slug.webm, .vtt, .webp and timings.json
 * { "NN-slug": { duration_s, hash } }. A film whose hash is unchanged is skipped; a film longer
 * than SUPERSKILLS_FILM_MAX_S fails (shorten the script).
 *
 * Needs ffmpeg and espeak-ng (and sox, which the shared tool check asks for).
 * Run: `npm run media:superskills [NN-slug | slug ...] [--force]`.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Episode } from '../../core/superskills/episode-schema';
import { SLIDE_FILM_AUDIO_KBPS, SUPERSKILLS_FILM_CRF, SUPERSKILLS_FILM_MAX_S, SUPERSKILLS_FILMS_BUDGET_BYTES } from './media-config';
import { checkTools } from './narration';
import { checkBudget, filmArgs, renderChanged, renderSlideFilm } from './slide-film';
import { SuperskillsSlideKit } from './superskills-film-slides';
import { loadEpisodes, SUPERSKILLS_FILMS_DIR, superskillsBeats, superskillsFilmHash, superskillsTimingsFileSchema, type SuperskillsTimings } from './superskills-film-plan';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CODEC = { crf: SUPERSKILLS_FILM_CRF, kbps: SLIDE_FILM_AUDIO_KBPS };

/** Renders one episode film to `<base>.webm|.vtt|.webp`. @throws Error when it is longer than SUPERSKILLS_FILM_MAX_S */
async function renderEpisode(e: Episode, kit: SuperskillsSlideKit, hash: string, base: string): Promise<SuperskillsTimings> {
  const track = await renderSlideFilm({ beats: superskillsBeats(e), draw: (s) => kit.draw(s), base, codec: CODEC, posterQuality: 40 });
  if (track.total > SUPERSKILLS_FILM_MAX_S) throw new Error(`media: superskills episode ${e.episode_number} is ${track.total} s, over ${SUPERSKILLS_FILM_MAX_S} s: shorten its script`);
  return { duration_s: track.total, hash };
}

async function main() {
  checkTools();
  const episodes = loadEpisodes(ROOT);
  const bySlug = new Map(episodes.map((e) => [e.episode.slug, e.key]));
  const args = filmArgs(process.argv.slice(2), [...episodes.map((e) => e.key), ...bySlug.keys()], 'superskills episode');
  const asked = args.asked.map((a) => bySlug.get(a) ?? a);
  const kit = new SuperskillsSlideKit(ROOT);
  await kit.ready();
  const started = Date.now();
  const byKey = new Map(episodes.map((e) => [e.key, e.episode]));
  const made = await renderChanged({
    dir: join(ROOT, SUPERSKILLS_FILMS_DIR),
    label: 'superskills/films',
    films: episodes.map((e) => ({ key: e.key, hash: superskillsFilmHash(e.episode) })),
    schema: superskillsTimingsFileSchema,
    asked,
    force: args.force,
    render: (key, hash, base) => renderEpisode(byKey.get(key)!, kit, hash, base),
  });
  checkBudget('superskills', [join(ROOT, SUPERSKILLS_FILMS_DIR)], SUPERSKILLS_FILMS_BUDGET_BYTES, made, started);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

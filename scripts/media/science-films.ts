/**
 * The science lesson films and exit films (issue 16: "every topic has at least one short narrated
 * video lesson (own source, made by the media script from the project's own art and script, with
 * WebVTT captions)"; "a random exit video (6 per habitat, 5 for rainforest and weather)").
 *
 * A lesson film is a few still slides (science-film-slides.ts) held while Moxie speaks (the
 * shared slide film kit, slide-film*.ts, speaks, captions and encodes): the title
 * and the children's question, the predict card with a quiet countdown of `pause_seconds`, one
 * slide per fact (the habitat, the topic's emblem, "Fact 2 of 4", its key words), the answer, and
 * the try-at-home card (its steps are on the page under the film). 63 films render in minutes and
 * weigh little. Sound: Opus mono at SCIENCE_FILM_AUDIO_KBPS.
 *
 * Output: assets/science/films/<topic_key>.webm, .vtt, .webp and timings.json
 * (science-film-plan.ts scienceFilmTimingsSchema); assets/science/exits/<habitat>-<n>.webm, .vtt,
 * .webp. A film whose hash (lessonFilmHash / exitFilmHash) is unchanged is skipped.
 *
 * Needs ffmpeg and espeak-ng (and sox, which the shared tool check asks for).
 * Run: `npm run media:science [topic_key...] [--force]` (no keys: every lesson and exit film;
 * `exits` as a key: the exit films).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScienceHabitat } from '../../core/science/habitats';
import type { ScienceLesson } from '../../core/science/lesson-schema';
import { SCIENCE_EXIT_FILM_BUDGET_BYTES, SCIENCE_FILM_AUDIO_KBPS, SCIENCE_FILM_CRF, SCIENCE_FILMS_BUDGET_BYTES } from './media-config';
import { checkTools } from './narration';
import {
  EXIT_LINES,
  EXIT_MAX_S,
  EXIT_MIN_S,
  exitFilmHash,
  exitFilms,
  exitHashNote,
  EXITS_DIR,
  FILMS_DIR,
  homeLine,
  keyWords,
  lessonFilmHash,
  loadLessons,
  promptBody,
  timingsFileSchema,
  type ScienceFilmTimings,
  type ScienceMark,
} from './science-film-plan';
import { SlideKit, type Slide } from './science-film-slides';
import { checkBudget, encodeStills, filmArgs, renderChanged, renderSlideFilm, writePoster, type Still } from './slide-film';
import { speakBeats, type Track } from './slide-film-audio';
import type { Beat as SlideBeat } from './slide-film-text';

type Beat = SlideBeat<Slide, ScienceMark>;
const CODEC = { crf: SCIENCE_FILM_CRF, kbps: SCIENCE_FILM_AUDIO_KBPS };
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The exit films wave: Moxie's pose changes this often (seconds). */
const WAVE_S = 0.4;

/** The beats of a lesson film, in order. */
export function lessonBeats(l: ScienceLesson): Beat[] {
  const h = l.habitat;
  const dots = l.predict.pause_seconds;
  const text = promptBody(l.predict.prompt);
  return [
    { slide: { kind: 'title', habitat: h, key: l.topic_key, topic: l.topic_title, title: l.title }, say: `${l.title} ${l.hook}` },
    { slide: { kind: 'predict', habitat: h, text, dots, filled: dots }, say: l.predict.prompt },
    ...Array.from({ length: dots }, (_, i): Beat => ({ slide: { kind: 'predict', habitat: h, text, dots, filled: dots - i }, hold: 1, ...(i === 0 ? { mark: 'predict' as const } : {}) })),
    ...l.facts.map((f, i): Beat => ({ slide: { kind: 'fact', habitat: h, key: l.topic_key, n: i + 1, of: l.facts.length, words: keyWords(f.narration) }, say: f.narration, mark: 'fact' })),
    { slide: { kind: 'answer', habitat: h, key: l.topic_key, text: l.answer }, say: l.answer, mark: 'answer' },
    { slide: { kind: 'home', habitat: h, title: l.try_at_home.title, materials: l.try_at_home.materials }, say: homeLine(l.try_at_home.title) },
  ];
}

/** The timings file's entry of a spoken lesson track. */
export function lessonTimings(track: Track<Slide, ScienceMark>, hash: string): ScienceFilmTimings {
  const pause = track.beats.filter((b) => b.beat.slide.kind === 'predict' && !b.beat.say);
  const last = pause.at(-1)!;
  return {
    duration_s: track.total,
    predict: { start_s: pause[0]!.start, end_s: Math.round((last.start + last.seconds) * 10) / 10 },
    fact_end_s: track.beats.filter((b) => b.beat.mark === 'fact').map((b) => b.speechEnd),
    answer_end_s: track.beats.find((b) => b.beat.mark === 'answer')!.speechEnd,
    hash,
  };
}

/** Renders one lesson film to `<base>.webm|.vtt|.webp`; returns its timings. */
async function renderLesson(l: ScienceLesson, kit: SlideKit, hash: string, base: string): Promise<ScienceFilmTimings> {
  const track = await renderSlideFilm({ beats: lessonBeats(l), draw: (s) => kit.draw(s), base, codec: CODEC, posterQuality: 50 });
  return lessonTimings(track, hash);
}

/** Renders one exit film (Moxie waving while she says the line). @throws when over its budget */
async function renderExit(habitat: ScienceHabitat, n: number, kit: SlideKit, hash: string): Promise<number> {
  const tmp = mkdtempSync(join(tmpdir(), `science-exit-${habitat}-${n}-`));
  try {
    const line = EXIT_LINES[habitat][n - 1]!;
    const slide = (cheer: boolean): Slide => ({ kind: 'exit', habitat, line, cheer });
    const track = speakBeats([{ slide: slide(false), say: line }], tmp, { note: exitHashNote(hash), lead: 0.2, tail: 0.5, whole: true });
    if (track.total < EXIT_MIN_S || track.total > EXIT_MAX_S) throw new Error(`media: exit ${habitat}-${n} is ${track.total} s, not ${EXIT_MIN_S}-${EXIT_MAX_S} s: shorten or lengthen its line`);
    const pngs = [0, 1].map((i) => join(tmp, `pose-${i}.png`));
    for (const [i, png] of pngs.entries()) writeFileSync(png, await kit.draw(slide(i === 1)));
    const stills: Still[] = [];
    // Wave while speaking, then stand still for the last moment.
    const waves = Math.max(1, Math.floor((track.total - 0.6) / WAVE_S));
    for (let i = 0; i < waves; i++) stills.push({ png: pngs[i % 2]!, seconds: WAVE_S });
    stills.push({ png: pngs[0]!, seconds: Math.round((track.total - waves * WAVE_S) * 10) / 10 });
    const base = join(ROOT, EXITS_DIR, `${habitat}-${n}`);
    encodeStills(stills, track.audio, track.total, `${base}.webm`, tmp, CODEC);
    writeFileSync(`${base}.vtt`, track.vtt);
    await writePoster(pngs[1]!, `${base}.webp`, 40);
    const bytes = statSync(`${base}.webm`).size;
    if (bytes > SCIENCE_EXIT_FILM_BUDGET_BYTES) throw new Error(`media: ${habitat}-${n}.webm is ${bytes} bytes, over its ${SCIENCE_EXIT_FILM_BUDGET_BYTES}`);
    return track.total;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function main() {
  checkTools();
  const lessons = loadLessons(ROOT);
  const { asked, force } = filmArgs(process.argv.slice(2), [...lessons.map((l) => l.topic_key), 'exits'], 'science lesson');
  mkdirSync(join(ROOT, EXITS_DIR), { recursive: true });
  const kit = new SlideKit(ROOT);
  await kit.ready();
  const started = Date.now();
  const byKey = new Map(lessons.map((l) => [l.topic_key, l]));
  let made = await renderChanged({
    dir: join(ROOT, FILMS_DIR),
    label: 'science/films',
    films: lessons.map((l) => ({ key: l.topic_key, hash: lessonFilmHash(ROOT, l) })),
    schema: timingsFileSchema,
    asked,
    force,
    render: (key, hash, base) => renderLesson(byKey.get(key)!, kit, hash, base),
  });
  if (!asked.length || asked.includes('exits')) {
    for (const { habitat, n } of exitFilms()) {
      const hash = exitFilmHash(ROOT, habitat, n);
      const base = join(ROOT, EXITS_DIR, `${habitat}-${n}`);
      if (!force && existsSync(`${base}.webm`) && existsSync(`${base}.webp`) && existsSync(`${base}.vtt`) && readFileSync(`${base}.vtt`, 'utf8').includes(exitHashNote(hash))) continue;
      const seconds = await renderExit(habitat, n, kit, hash);
      made++;
      console.log(`media: science/exits/${habitat}-${n}.webm ${seconds.toFixed(1)} s, ${(statSync(`${base}.webm`).size / 1024).toFixed(1)} KiB`);
    }
  }
  checkBudget('science', [join(ROOT, FILMS_DIR), join(ROOT, EXITS_DIR)], SCIENCE_FILMS_BUDGET_BYTES, made, started);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

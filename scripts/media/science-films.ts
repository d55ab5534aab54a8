/**
 * The science lesson films and exit films (issue 16: "every topic has at least one short narrated
 * video lesson (own source, made by the media script from the project's own art and script, with
 * WebVTT captions)"; "a random exit video (6 per habitat, 5 for rainforest and weather)").
 *
 * A lesson film is a few still slides (science-film-slides.ts) held while Moxie speaks: the title
 * and the children's question, the predict card with a quiet countdown of `pause_seconds`, one
 * slide per fact (the habitat, the topic's emblem, "Fact 2 of 4", its key words), the answer, and
 * the try-at-home card (its steps are on the page under the film). Each slide is drawn once and
 * ffmpeg's concat demuxer holds it (a frame at least every MAX_FRAME_S), so the VP9 stream is a
 * few dozen frames with one keyframe: 63 films render in minutes and weigh little. Sound: Opus mono at
 * SCIENCE_FILM_AUDIO_KBPS. Deterministic (bit-exact ffmpeg, one encoder thread).
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
import sharp from 'sharp';
import type { ScienceHabitat } from '../../core/science/habitats';
import type { ScienceLesson } from '../../core/science/lesson-schema';
import { SCIENCE_EXIT_FILM_BUDGET_BYTES, SCIENCE_FILM_AUDIO_KBPS, SCIENCE_FILM_CRF, SCIENCE_FILMS_BUDGET_BYTES } from './media-config';
import { checkTools, run } from './narration';
import { speakBeats, type Track } from './science-film-audio';
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
  type Beat,
  type ScienceFilmTimings,
} from './science-film-plan';
import { SlideKit, type Slide } from './science-film-slides';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Longest gap between two frames (seconds): players need not hold one frame for half a minute. */
const MAX_FRAME_S = 4;
/** The exit films wave: Moxie's pose changes this often (seconds). */
const WAVE_S = 0.4;

/** The beats of a lesson film, in order. */
export function lessonBeats(l: ScienceLesson): Beat<Slide>[] {
  const h = l.habitat;
  const dots = l.predict.pause_seconds;
  const text = promptBody(l.predict.prompt);
  return [
    { slide: { kind: 'title', habitat: h, key: l.topic_key, topic: l.topic_title, title: l.title }, say: `${l.title} ${l.hook}` },
    { slide: { kind: 'predict', habitat: h, text, dots, filled: dots }, say: l.predict.prompt },
    ...Array.from({ length: dots }, (_, i): Beat<Slide> => ({ slide: { kind: 'predict', habitat: h, text, dots, filled: dots - i }, hold: 1, ...(i === 0 ? { mark: 'predict' as const } : {}) })),
    ...l.facts.map((f, i): Beat<Slide> => ({ slide: { kind: 'fact', habitat: h, key: l.topic_key, n: i + 1, of: l.facts.length, words: keyWords(f.narration) }, say: f.narration, mark: 'fact' })),
    { slide: { kind: 'answer', habitat: h, key: l.topic_key, text: l.answer }, say: l.answer, mark: 'answer' },
    { slide: { kind: 'home', habitat: h, title: l.try_at_home.title, materials: l.try_at_home.materials }, say: homeLine(l.try_at_home.title) },
  ];
}

/** The timings file's entry of a spoken lesson track. */
export function lessonTimings(track: Track<Slide>, hash: string): ScienceFilmTimings {
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

/**
 * Encodes still PNGs held for their seconds, with the track's audio, into a WebM (VP9 + Opus mono,
 * variable frame rate: a frame per still, repeated at least every MAX_FRAME_S).
 */
function encode(stills: { png: string; seconds: number }[], audio: string, total: number, out: string, tmp: string): void {
  const lines = ['ffconcat version 1.0'];
  for (const s of stills) {
    const parts = Math.max(1, Math.ceil(s.seconds / MAX_FRAME_S - 1e-9));
    for (let i = 0; i < parts; i++) lines.push(`file '${s.png}'`, `duration ${(s.seconds / parts).toFixed(4)}`);
  }
  // The concat demuxer ignores the last entry's duration: the last still once more ends the film.
  lines.push(`file '${stills.at(-1)!.png}'`);
  const list = join(tmp, 'stills.txt');
  writeFileSync(list, lines.join('\n') + '\n');
  run('ffmpeg', [
    '-y', '-loglevel', 'error',
    '-f', 'concat', '-safe', '0', '-i', list,
    '-i', audio,
    '-map', '0:v', '-map', '1:a',
    '-fps_mode', 'vfr', '-t', total.toFixed(3),
    '-pix_fmt', 'yuv420p',
    '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(SCIENCE_FILM_CRF), '-deadline', 'good', '-cpu-used', '1', '-g', '9999', '-threads', '1',
    '-c:a', 'libopus', '-b:a', `${SCIENCE_FILM_AUDIO_KBPS}k`, '-ac', '1', '-application', 'voip', '-frame_duration', '120',
    // No date or encoder version in the file: the same input renders the same bytes.
    '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact',
    out,
  ]);
}

/** The poster: the film's first slide at 480 x 270 (the player scales it; a third of the bytes of 640 x 360). */
async function poster(png: string, out: string, quality: number): Promise<void> {
  writeFileSync(out, await sharp(png).resize(480, 270).webp({ quality, effort: 6 }).toBuffer());
}

/** Renders one lesson film; returns its timings. */
async function renderLesson(l: ScienceLesson, kit: SlideKit, hash: string): Promise<ScienceFilmTimings> {
  const tmp = mkdtempSync(join(tmpdir(), `science-film-${l.topic_key}-`));
  try {
    const track = speakBeats(lessonBeats(l), tmp);
    const drawn = new Map<string, string>();
    const stills: { png: string; seconds: number }[] = [];
    for (const b of track.beats) {
      const id = JSON.stringify(b.beat.slide);
      let png = drawn.get(id);
      if (!png) {
        png = join(tmp, `slide-${drawn.size}.png`);
        writeFileSync(png, await kit.draw(b.beat.slide));
        drawn.set(id, png);
      }
      stills.push({ png, seconds: b.seconds });
    }
    const base = join(ROOT, FILMS_DIR, l.topic_key);
    encode(stills, track.audio, track.total, `${base}.webm`, tmp);
    writeFileSync(`${base}.vtt`, track.vtt);
    await poster(stills[0]!.png, `${base}.webp`, 50);
    return lessonTimings(track, hash);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
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
    const stills: { png: string; seconds: number }[] = [];
    // Wave while speaking, then stand still for the last moment.
    const waves = Math.max(1, Math.floor((track.total - 0.6) / WAVE_S));
    for (let i = 0; i < waves; i++) stills.push({ png: pngs[i % 2]!, seconds: WAVE_S });
    stills.push({ png: pngs[0]!, seconds: Math.round((track.total - waves * WAVE_S) * 10) / 10 });
    const base = join(ROOT, EXITS_DIR, `${habitat}-${n}`);
    encode(stills, track.audio, track.total, `${base}.webm`, tmp);
    writeFileSync(`${base}.vtt`, track.vtt);
    await poster(pngs[1]!, `${base}.webp`, 40);
    const bytes = statSync(`${base}.webm`).size;
    if (bytes > SCIENCE_EXIT_FILM_BUDGET_BYTES) throw new Error(`media: ${habitat}-${n}.webm is ${bytes} bytes, over its ${SCIENCE_EXIT_FILM_BUDGET_BYTES}`);
    return track.total;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const dirBytes = (dir: string) => (existsSync(dir) ? run('du', ['-sb', dir]).split('\t')[0] : '0');

async function main() {
  checkTools();
  const force = process.argv.includes('--force');
  const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const lessons = loadLessons(ROOT);
  const known = new Set([...lessons.map((l) => l.topic_key), 'exits']);
  const unknown = asked.filter((k) => !known.has(k));
  if (unknown.length) throw new Error(`media: no science lesson ${unknown.join(', ')}`);
  mkdirSync(join(ROOT, FILMS_DIR), { recursive: true });
  mkdirSync(join(ROOT, EXITS_DIR), { recursive: true });
  const timingsFile = join(ROOT, FILMS_DIR, 'timings.json');
  const old = existsSync(timingsFile) ? timingsFileSchema.parse(JSON.parse(readFileSync(timingsFile, 'utf8'))) : {};
  const timings: Record<string, ScienceFilmTimings> = {};
  const kit = new SlideKit(ROOT);
  await kit.ready();
  const started = Date.now();
  let made = 0;
  const save = () => {
    // Map order; lessons not (re)rendered keep their entry; removed lessons lose theirs.
    const out = Object.fromEntries(lessons.flatMap((l) => (timings[l.topic_key] ?? old[l.topic_key] ? [[l.topic_key, timings[l.topic_key] ?? old[l.topic_key]]] : [])));
    writeFileSync(timingsFile, JSON.stringify(out, null, 2) + '\n');
  };
  for (const l of lessons) {
    if (asked.length && !asked.includes(l.topic_key)) continue;
    const hash = lessonFilmHash(ROOT, l);
    const base = join(ROOT, FILMS_DIR, l.topic_key);
    if (!force && old[l.topic_key]?.hash === hash && ['webm', 'vtt', 'webp'].every((x) => existsSync(`${base}.${x}`))) continue;
    const t0 = Date.now();
    timings[l.topic_key] = await renderLesson(l, kit, hash);
    made++;
    save();
    console.log(`media: science/films/${l.topic_key}.webm ${timings[l.topic_key]!.duration_s.toFixed(1)} s, ${(statSync(`${base}.webm`).size / 1024).toFixed(0)} KiB (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  }
  save();
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
  const total = Number(dirBytes(join(ROOT, FILMS_DIR))) + Number(dirBytes(join(ROOT, EXITS_DIR)));
  console.log(`media: science ${made} film(s) rendered in ${((Date.now() - started) / 1000).toFixed(0)} s; films and exits ${(total / 1e6).toFixed(2)} MB of ${SCIENCE_FILMS_BUDGET_BYTES / 1e6} MB`);
  if (total > SCIENCE_FILMS_BUDGET_BYTES) throw new Error(`media: science films ${total} bytes, over ${SCIENCE_FILMS_BUDGET_BYTES}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

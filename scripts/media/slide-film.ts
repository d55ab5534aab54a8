/**
 * Making a slide film (science, social studies, superskills): the beats' lines spoken into one
 * track with captions (slide-film-audio.ts), each distinct slide drawn once, and ffmpeg's concat
 * demuxer holding each still for its beat (a frame at least every MAX_FRAME_S), so the VP9 stream
 * is a few dozen frames with one keyframe and weighs little; sound is Opus mono. Deterministic
 * (bit-exact ffmpeg, one encoder thread). Also the batch loop every subject's script shares: the
 * timings file, skipping films whose hash is unchanged, the command line and the budget check.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { z } from 'zod';
import { run } from './narration';
import { speakBeats, type Track } from './slide-film-audio';
import type { Beat } from './slide-film-text';

/** Longest gap between two frames (seconds): players need not hold one frame for half a minute. */
const MAX_FRAME_S = 4;

/** A still PNG file held for `seconds`. */
export interface Still {
  png: string;
  seconds: number;
}

/** How a subject's films are encoded: VP9 quality (0-63, higher = smaller) and Opus kbit/s (mono). */
export interface FilmCodec {
  crf: number;
  kbps: number;
}

/**
 * Encodes still PNGs held for their seconds, with the track's audio, into a WebM (VP9 + Opus mono,
 * variable frame rate: a frame per still, repeated at least every MAX_FRAME_S), `total` seconds long.
 */
export function encodeStills(stills: Still[], audio: string, total: number, out: string, tmp: string, codec: FilmCodec): void {
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
    '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(codec.crf), '-deadline', 'good', '-cpu-used', '1', '-g', '9999', '-threads', '1',
    '-c:a', 'libopus', '-b:a', `${codec.kbps}k`, '-ac', '1', '-application', 'voip', '-frame_duration', '120',
    // No date or encoder version in the file: the same input renders the same bytes.
    '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact',
    out,
  ]);
}

/** The poster: a slide at 480 x 270 WebP (the player scales it; a third of the bytes of 640 x 360). */
export async function writePoster(png: string, out: string, quality: number): Promise<void> {
  writeFileSync(out, await sharp(png).resize(480, 270).webp({ quality, effort: 6 }).toBuffer());
}

/**
 * Renders one film from its beats to `<base>.webm`, `.vtt` and `.webp` (the poster: the slide of
 * beat `posterBeat`, default the first): speaks the track, draws each distinct slide once (slides
 * are told apart by their JSON), encodes. Returns the track (its beats' times make the timings).
 */
export async function renderSlideFilm<S, M extends string>(o: {
  beats: Beat<S, M>[];
  draw: (slide: S) => Promise<Buffer>;
  base: string;
  codec: FilmCodec;
  posterQuality: number;
  posterBeat?: number;
  speech?: Parameters<typeof speakBeats>[2];
}): Promise<Track<S, M>> {
  const tmp = mkdtempSync(join(tmpdir(), 'slide-film-'));
  try {
    const track = speakBeats(o.beats, tmp, o.speech);
    const drawn = new Map<string, string>();
    const stills: Still[] = [];
    for (const b of track.beats) {
      const id = JSON.stringify(b.beat.slide);
      let png = drawn.get(id);
      if (!png) {
        png = join(tmp, `slide-${drawn.size}.png`);
        writeFileSync(png, await o.draw(b.beat.slide));
        drawn.set(id, png);
      }
      stills.push({ png, seconds: b.seconds });
    }
    encodeStills(stills, track.audio, track.total, `${o.base}.webm`, tmp, o.codec);
    writeFileSync(`${o.base}.vtt`, track.vtt);
    await writePoster(stills[o.posterBeat ?? 0]!.png, `${o.base}.webp`, o.posterQuality);
    return track;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The film keys asked for on the command line (none: all) and `--force`. @throws Error naming an unknown key */
export function filmArgs(argv: string[], known: string[], what: string): { asked: string[]; force: boolean } {
  const asked = argv.filter((a) => !a.startsWith('-'));
  const unknown = asked.filter((k) => !known.includes(k));
  if (unknown.length) throw new Error(`media: no ${what} ${unknown.join(', ')}`);
  return { asked, force: argv.includes('--force') };
}

/** Bytes of the files in a folder (0 when missing). */
export const dirBytes = (dir: string): number => (existsSync(dir) ? Number(run('du', ['-sb', dir]).split('\t')[0]) : 0);

/**
 * Renders the films of a timings file whose hash changed (or all with `force`; only the `asked`
 * keys when any), in `films` order, saving `<dir>/timings.json` after each (entries in `films`
 * order; films not rendered keep their entry, films no longer listed lose theirs).
 * `render` writes `<dir>/<key>.webm|.vtt|.webp` and returns the entry. Returns how many were made.
 * @throws ZodError when the existing timings file does not match `schema`
 */
export async function renderChanged<T extends { hash: string; duration_s: number }>(o: {
  dir: string;
  label: string;
  films: { key: string; hash: string }[];
  schema: z.ZodType<Record<string, T>>;
  asked: string[];
  force: boolean;
  render: (key: string, hash: string, base: string) => Promise<T>;
}): Promise<number> {
  mkdirSync(o.dir, { recursive: true });
  const file = join(o.dir, 'timings.json');
  const old = existsSync(file) ? o.schema.parse(JSON.parse(readFileSync(file, 'utf8'))) : {};
  const made: Record<string, T> = {};
  const save = () => writeFileSync(file, JSON.stringify(Object.fromEntries(o.films.flatMap(({ key }) => (made[key] ?? old[key] ? [[key, made[key] ?? old[key]]] : []))), null, 2) + '\n');
  for (const { key, hash } of o.films) {
    if (o.asked.length && !o.asked.includes(key)) continue;
    const base = join(o.dir, key);
    if (!o.force && old[key]?.hash === hash && ['webm', 'vtt', 'webp'].every((x) => existsSync(`${base}.${x}`))) continue;
    const t0 = Date.now();
    made[key] = await o.render(key, hash, base);
    save();
    console.log(`media: ${o.label}/${key}.webm ${made[key].duration_s.toFixed(1)} s, ${(statSync(`${base}.webm`).size / 1024).toFixed(0)} KiB (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  }
  save();
  return Object.keys(made).length;
}

/** Logs the films' total and throws when it is over `budget` bytes. */
export function checkBudget(label: string, dirs: string[], budget: number, made: number, started: number): void {
  const total = dirs.reduce((sum, d) => sum + dirBytes(d), 0);
  console.log(`media: ${label} ${made} film(s) rendered in ${((Date.now() - started) / 1000).toFixed(0)} s; ${(total / 1e6).toFixed(2)} MB of ${budget / 1e6} MB`);
  if (total > budget) throw new Error(`media: ${label} films ${total} bytes, over ${budget}`);
}

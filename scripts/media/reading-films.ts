/**
 * The reading map's short films (issue 15 contract 5b): one per film state of the reading
 * statechart (ui/reading/reading-films.ts READING_FILMS: the narration, in order), each 4 to 10 s,
 * Moxie speaking it (espeak-ng with the project's voice, narration.ts) in a small animated scene
 * drawn with the intro's kit and the reading props (reading-film-parts.ts), with WebVTT captions
 * and a WebP poster. Output: assets/video/reading/<key>.webm, <key>.vtt, <key>.webp (VP9 + Opus,
 * 640 x 360, 12 fps), each under READING_FILM_BUDGET_BYTES. Deterministic: the same inputs render
 * the same bytes (bit-exact ffmpeg, sox without random dither).
 *
 * Needs ffmpeg, espeak-ng and sox. Run: `npm run media:reading [key...]` (no keys: all eleven).
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { READING_FILM_KEYS, READING_FILMS, readingFilm, type ReadingFilmKey } from '../../ui/reading/reading-films';
import { Film, standing, type Layer, type Shot } from './film';
import { arts as introArts, clamp01, confetti, ease, levelNode, mod, moxie, pop, rising, sparkles, wave } from './intro-film-parts';
import { READING_FILM_BUDGET_BYTES, READING_FILM_CRF, VIDEO_FPS, VIDEO_HEIGHT, VIDEO_WIDTH } from './media-config';
import { checkTools, narrate } from './narration';
import { backdrops, MAP_SPOTS, readingArts } from './reading-film-parts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Shortest and longest film (seconds). */
export const MIN_FILM_S = 4;
export const MAX_FILM_S = 10;
/** Moxie's feet and height (design px), above the captions' band. */
const FEET = 780;
const MOX_H = 360;

type Scene = (t: number, d: number) => Shot;

/** 1 while the film plays, easing to 0 over its last half second (the last frame is calm). */
const life = (t: number, d: number) => clamp01((d - 0.3 - t) / 0.5);
const mox = (t: number, d: number, x: number, o: { hop?: number; waving?: boolean; cheer?: boolean; h?: number; art?: string } = {}): Layer =>
  life(t, d) <= 0 ? standing(o.cheer ? 'moxie-cheer' : (o.art ?? 'moxie'), x, FEET, o.h ?? MOX_H) : moxie(t, x, FEET, { h: o.h ?? MOX_H, hop: (o.hop ?? 0) * life(t, d), waving: o.waving === true && life(t, d) >= 1, cheer: o.cheer, ...(o.art ? { art: o.art } : {}) });

/** The map's eight level spots; `done` levels are coral, `now` glows yellow. */
const spots = (t: number, done: number, now: number | null, from = 0): Layer[] =>
  MAP_SPOTS.map((p, i) => ({ art: `node-${i + 1}-${i + 1 <= done ? 'done' : i + 1 === now ? 'now' : 'next'}`, x: p.x, y: p.y, h: 110 * pop(t, from + i * 0.12) }));
const ring = (t: number, d: number, x: number, y: number): Layer => ({ art: 'ring', x, y, h: 170 + 60 * mod(t, 1.2) * life(t, d), alpha: life(t, d) > 0 ? 1 - mod(t, 1.2) / 1.2 : 0 });

const SCENES: Record<ReadingFilmKey, Scene> = {
  worldIntro: (t, d) => ({
    backdrop: 'meadow',
    layers: [
      ...['book-coral', 'book-sea', 'book-leaf'].map((art, i) => ({ art, x: 900 + i * 220, y: 330 + 24 * wave(t, 2, i) * life(t, d), h: 200 * pop(t, 0.5 + i * 0.4), rot: 8 * wave(t, 2.4, i) * life(t, d) })),
      ...['tile-a', 'tile-b', 'tile-c'].map((art, i) => ({ art, x: 980 + i * 200, y: 600, h: 110 * pop(t, 1.8 + i * 0.3) })),
      ...sparkles(t * life(t, d), 1120, 330, 260, 5),
      mox(t, d, 480, { waving: t < 2.5, hop: t >= 2.5 ? 30 : 0 }),
    ],
  }),
  mmIntro: (t, d) => ({
    backdrop: 'land',
    layers: [
      ...spots(t, 0, 1),
      ring(t, d, MAP_SPOTS[0]!.x, MAP_SPOTS[0]!.y),
      { art: 'arrow', x: MAP_SPOTS[0]!.x, y: MAP_SPOTS[0]!.y - 150 + 20 * wave(t, 0.8) * life(t, d), h: 110 * pop(t, 1.5), rot: 180 },
      mox(t, d, 1280, { h: 280, waving: t > 2 }),
    ],
  }),
  mmOutro: (t, d) => {
    const u = ease(clamp01((t - 0.6) / 2));
    const a = { x: 1280, y: FEET };
    const b = MAP_SPOTS[0]!;
    return { backdrop: 'land', layers: [...spots(99, 0, 1), ...sparkles(t * life(t, d), b.x, b.y, 110, 4), standing(u > 0.95 ? 'moxie-cheer' : 'moxie', a.x + (b.x - a.x) * u, a.y + (b.y + 30 - a.y) * u - Math.abs(Math.sin(u * Math.PI * 3)) * 60 * (u < 1 ? 1 : 0), 300 - 100 * u)] };
  },
  levelIntro: (t, d) => {
    const n = 3;
    const p = MAP_SPOTS[n - 1]!;
    return { backdrop: 'land', layers: [...spots(t, n - 1, n), ring(t, d, p.x, p.y), ...sparkles(t * life(t, d), p.x, p.y, 120, 5), { art: 'star', x: p.x, y: p.y - 130, h: 90 * pop(t, 1.2), rot: 10 * wave(t, 1.5) * life(t, d) }, mox(t, d, 1300, { h: 280, cheer: t > 1.2 })] };
  },
  pickIntro: (t, d) => {
    // A carousel: the books slide left one place, the middle one grows.
    const slide = ease(clamp01((t - 1.2) / 1.2)) * 260;
    const books = ['book-coral', 'book-sea', 'book-leaf', 'book-coral'];
    return {
      backdrop: 'nook',
      layers: [
        ...books.map((art, i) => {
          const x = 760 + i * 260 - slide;
          const big = 1 - Math.min(1, Math.abs(x - 1020) / 400) * 0.35;
          return { art, x, y: 470, h: 300 * big * pop(t, 0.2 + i * 0.15) };
        }),
        { art: 'tick', x: 1100, y: 340, h: 90 * pop(t, 2.8) },
        mox(t, d, 380, { waving: t < 1.5 }),
      ],
    };
  },
  vocabIntro: (t, d) => ({
    backdrop: 'nook',
    layers: [
      ...['tile-a', 'tile-b', 'tile-c'].map((art, i) => ({ art, x: 860 + i * 190, y: 470 - 30 * Math.abs(Math.sin((t - i * 0.3) * 3)) * life(t, d), h: 150 * pop(t, 0.4 + i * 0.4) })),
      { art: 'bulb', x: 1050, y: 240 + 10 * wave(t, 1.4) * life(t, d), h: 150 * pop(t, 1.8) },
      mox(t, d, 420, {}),
    ],
  }),
  readIntro: (t, d) => {
    // A page turns over the open book: its width shrinks to the spine and grows on the other side.
    const turn = clamp01((t - 1.2) / 1.2);
    const sx = Math.cos(turn * Math.PI);
    return {
      backdrop: 'meadow',
      layers: [
        { art: 'book-open', x: 1040, y: 470, h: 330 * pop(t, 0.2) },
        ...(turn > 0 && turn < 1 ? [{ art: 'book-page', x: 1040 + 75 * sx, y: 460, h: 250, sx: Math.abs(sx) < 0.04 ? 0.04 : sx }] : []),
        ...(life(t, d) > 0 ? rising('heart', t, 1040, 300, 2, 50) : []),
        mox(t, d, 480, { waving: t > 2.8 }),
      ],
    };
  },
  quizIntro: (t, d) => ({
    backdrop: 'nook',
    layers: [
      ...[0, 1, 2].map((i) => ({ art: 'qmark', x: 860 + i * 190, y: 420 - 24 * wave(t, 1, i) * life(t, d), h: 150 * pop(t, 0.4 + i * 0.5) })),
      ...[0, 1, 2].map((i) => ({ art: 'tick', x: 860 + i * 190, y: 570, h: 70 * pop(t, 2.2 + i * 0.3) })),
      mox(t, d, 420, { hop: 20 }),
    ],
  }),
  quizBeatIntro: (t, d) => ({
    backdrop: 'meadow',
    layers: [
      { art: 'star', x: 1060, y: 360, h: 300 * pop(t, 0.3, 0.5), rot: 8 * wave(t, 1.4) * life(t, d) },
      ...sparkles(t * life(t, d), 1060, 360, 220, 6, 1.2),
      ...[0, 1, 2].map((i) => ({ art: 'gem', x: 920 + i * 140, y: 620 - 20 * Math.abs(Math.sin(t * 4 + i)) * life(t, d), h: 70 * pop(t, 1.2 + i * 0.25) })),
      ...(life(t, d) > 0 ? confetti(t, 0.4, 20) : []),
      mox(t, d, 420, { cheer: true, hop: 50 }),
    ],
  }),
  quizFailIntro: (t, d) => ({
    backdrop: 'meadow',
    layers: [
      { art: 'book-open', x: 1060, y: 470, h: 300 * pop(t, 0.3) },
      { art: 'arrow', x: 1060, y: 250 + 18 * wave(t, 0.9) * life(t, d), h: 100 * pop(t, 1.4), rot: 180 },
      ...(life(t, d) > 0 ? rising('heart', t, 560, 420, 2, 56) : []),
      mox(t, d, 480, { waving: t > 1.6 }),
    ],
  }),
  worldBeatIntro: (t, d) => ({
    backdrop: 'land',
    layers: [
      ...spots(99, 8, null),
      { art: 'trophy', x: 800, y: 380, h: 320 * pop(t, 0.4, 0.5), rot: 6 * wave(t, 1.5) * life(t, d) },
      ...sparkles(t * life(t, d), 800, 380, 240, 6, 1.2),
      ...(life(t, d) > 0 ? confetti(t, 0.5, 26) : []),
      mox(t, d, 1300, { art: 'moxie-medal', hop: 40, h: 300 }),
    ],
  }),
};

/** Every SVG the films use, by key: the intro's kit, the reading props, the level spots. */
export function readingFilmArts(root: string): Record<string, string> {
  const a: Record<string, string> = { ...introArts(root), ...readingArts() };
  for (let n = 1; n <= 8; n++) {
    a[`node-${n}-done`] = levelNode(n, '#ff7a59');
    a[`node-${n}-next`] = levelNode(n, '#cfd8e6');
    a[`node-${n}-now`] = levelNode(n, '#ffc83d');
  }
  return a;
}

/** The shot of film `key` at t of d seconds. */
export function readingShot(key: ReadingFilmKey, t: number, d: number): Shot {
  return SCENES[key](Math.min(t, d), d);
}

/** Renders one film into assets/video/reading; returns its length (s) and size (bytes). @throws when over budget or ffmpeg fails. */
async function renderFilm(key: ReadingFilmKey, film: Film): Promise<{ seconds: number; bytes: number }> {
  const { video, poster } = readingFilm(key);
  const file = (url: string) => join(ROOT, url.replace(/^\//, ''));
  const tmp = mkdtempSync(join(tmpdir(), `media-reading-${key}-`));
  try {
    const n = narrate(key, tmp, [{ seconds: MIN_FILM_S, svg: '', narration: READING_FILMS[key] }], false, 0.9);
    if (n.total > MAX_FILM_S) throw new Error(`media: reading ${key} is ${n.total} s, over ${MAX_FILM_S} s`);
    mkdirSync(dirname(file(video.src!)), { recursive: true });
    const d = n.total;
    await film.encode({ fps: VIDEO_FPS, frames: Math.round(d * VIDEO_FPS), shotAt: (g) => readingShot(key, g, d), audio: n.audio, out: file(video.src!), crf: READING_FILM_CRF });
    writeFileSync(file(video.captions!), n.vtt);
    const raw = await film.frame(readingShot(key, Math.min(2.5, d - 0.5), d));
    writeFileSync(file(poster), await sharp(raw, { raw: { width: VIDEO_WIDTH, height: VIDEO_HEIGHT, channels: 3 } }).webp({ quality: 60, effort: 6 }).toBuffer());
    const bytes = statSync(file(video.src!)).size;
    if (bytes > READING_FILM_BUDGET_BYTES) throw new Error(`media: reading ${key}.webm is ${bytes} bytes, over its ${READING_FILM_BUDGET_BYTES}`);
    return { seconds: d, bytes };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function main() {
  checkTools();
  const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = asked.filter((k) => !(k in READING_FILMS));
  if (unknown.length) throw new Error(`media: no reading film ${unknown.join(', ')} (films: ${READING_FILM_KEYS.join(', ')})`);
  const keys = asked.length ? (asked as ReadingFilmKey[]) : READING_FILM_KEYS;
  const film = new Film(VIDEO_WIDTH, VIDEO_HEIGHT);
  for (const [k, v] of Object.entries(readingFilmArts(ROOT))) film.art(k, v);
  for (const [k, v] of Object.entries(backdrops())) film.backdrop(k, v);
  for (const key of keys) {
    const { seconds, bytes } = await renderFilm(key, film);
    console.log(`media: reading/${key}.webm ${seconds.toFixed(1)} s, ${(bytes / 1024).toFixed(0)} KiB`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

/**
 * Renders the project's own sample videos into `assets/video/` (issue 6):
 * - `intro.webm`: the level-1 intro, one section per state of core/video/intro-chain.ts;
 * - `desert-17.webm` … `desert-21.webm`: the desert video levels, one segment per cue of
 *   worker/math/video/desert-cues.ts (the same scenes the questions are asked about);
 * - `lesson-sample.webm`: a short counting lesson other subjects can reuse until they have their own;
 * - `funnel.webm`: the landing funnel's film (render-funnel.ts), its chapters and the landing's poster.
 * Each video gets WebVTT captions (`captions/<id>.vtt`, the narration) and a thumbnail
 * (`thumbnails/<id>.jpg`, served at /assets/video/thumbnails/<id>.jpg by video id). The level JSON
 * files get their `assets.video` (source own, src, captions, cue times); the intro's cue times
 * come from the narration lengths, so the level JSON is the record of real timings.
 *
 * Pictures are drawn as SVG from code (the desert art, the monster parts) and rasterised with
 * sharp; narration is espeak-ng (the voice of scripts/audio) padded with sox; ffmpeg encodes
 * WebM (VP9 + Opus, 640x360, 12 fps), which Chromium, Firefox and current Safari play. The
 * desert and lesson videos are one still picture per section with a small moving element; the
 * intro is an animated film, every frame composed by film.ts from the scenes of intro-film.ts.
 * The committed files need no ffmpeg at runtime or in tests.
 *
 * Needs ffmpeg (libvpx-vp9, libopus), espeak-ng and sox (Debian: apt-get install ffmpeg espeak-ng sox).
 * Run: `nice npx tsx scripts/media/render-media.ts [--only intro|desert-17|...|funnel]` (the funnel alone: `npm run media:funnel`).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { levelSchema } from '../../core/content/level-schema';
import { monsterSvg } from '../../core/art/monster-svg';
import { DEFAULT_MONSTER } from '../../core/monster/monster-parts';
import { INTRO_SECTIONS, introKey } from '../../core/video/intro-chain';
import { DESERT_VIDEO_DURATION_S, DESERT_VIDEO_LEVELS, desertCueJson, desertCues, INSIDE_BOX, OUTRO_S, plural, SEGMENT_S, TITLE_S, type DesertAnimal, type DesertCue } from '../../worker/math/video/desert-cues';
import { Film } from './film';
import { introFilm } from './intro-film';
import { renderFunnelFilm } from './render-funnel';
import { checkTools, narrate, run, type Section } from './narration';
import { INTRO_CRF, MEDIA_BUDGET_BYTES, VIDEO_FPS, VIDEO_HEIGHT, VIDEO_WIDTH } from './media-config';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = join(ROOT, 'assets', 'video');
const W = 1600;
const H = 900;


const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const asset = (url: string) => readFileSync(join(ROOT, url.replace(/^\//, '')), 'utf8');
const FONT = "font-family=\"DejaVu Sans\" font-weight=\"bold\"";

function sizeOf(svg: string): { w: number; h: number } {
  const m = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  return { w: Number(m?.[1] ?? 100), h: Number(m?.[2] ?? 100) };
}

/** An embedded picture scaled to `height` design pixels, bottom-centred at (x, y). */
function picture(svg: string, x: number, y: number, height: number): string {
  const { w, h } = sizeOf(svg);
  const width = (w / h) * height;
  return `<image href="${dataUrl(svg)}" x="${x - width / 2}" y="${y - height}" width="${width}" height="${height}"/>`;
}

function frame(background: string, body: string, title: string | null): string {
  const banner = title
    ? `<rect x="80" y="36" width="1440" height="120" rx="60" fill="#ffffff" opacity="0.92" stroke="#1d2b4f" stroke-width="6"/><text x="800" y="116" ${FONT} font-size="52" fill="#1d2b4f" text-anchor="middle">${esc(title)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><image href="${dataUrl(background)}" x="0" y="0" width="${W}" height="${H}"/>${body}${banner}</svg>`;
}

// ---------- desert ----------
const SPRITE: Record<DesertAnimal, string> = {
  camel: '/assets/art/desert/sprites/camel.svg',
  fennec: '/assets/art/desert/sprites/fennec.svg',
  lizard: '/assets/art/desert/sprites/lizard.svg',
  meerkat: '/assets/art/desert/sprites/meerkat.svg',
  bird: '/assets/art/desert/sprites/bird.svg',
  cactus: '/assets/art/desert/sprites/cactus.svg',
};
const SPRITE_HEIGHT: Record<DesertAnimal, number> = { camel: 170, fennec: 120, lizard: 80, meerkat: 130, bird: 90, cactus: 170 };

function group(animal: DesertAnimal, count: number, left: number, right: number, label: boolean): string {
  const svg = asset(SPRITE[animal]);
  const h = SPRITE_HEIGHT[animal] * (count > 6 ? 0.8 : 1);
  const perRow = Math.min(count, 5);
  const rows = Math.ceil(count / perRow);
  let out = '';
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, count - row * perRow);
    const col = i % perRow;
    const x = left + ((right - left) * (col + 0.5)) / inRow;
    const y = 820 - (rows - 1 - row) * (h + 10) - (animal === 'bird' ? 260 : 0);
    out += picture(svg, x, y, h);
  }
  if (label) out += `<rect x="${(left + right) / 2 - 40}" y="830" width="80" height="60" rx="30" fill="#1d2b4f" opacity="0.8"/>`;
  return out;
}

function desertFrame(cue: DesertCue, background: string): string {
  const { a, b, sign } = cue.scene;
  let body = b ? group(a.animal, a.count, 80, 760, false) + group(b.animal, b.count, 840, 1520, false) : group(a.animal, a.count, 200, 1400, false);
  if (sign) {
    const bx = (INSIDE_BOX.x / 100) * W;
    const by = (INSIDE_BOX.y / 100) * H;
    // A wooden sign; the answer box sits at INSIDE_BOX, where the app puts its input.
    body += `<rect x="${bx - 520}" y="${by - 80}" width="700" height="160" rx="28" fill="#c98a4b" stroke="#1d2b4f" stroke-width="8"/>`;
    body += `<text x="${bx - 200}" y="${by + 28}" ${FONT} font-size="84" fill="#fff8e8" text-anchor="middle">${esc(sign)}</text>`;
    body += `<rect x="${bx - 80}" y="${by - 56}" width="160" height="112" rx="20" fill="#fff8e8" stroke="#1d2b4f" stroke-width="6"/>`;
    body += `<rect x="${bx - 250}" y="${by + 80}" width="24" height="160" fill="#8a5a2b"/>`;
  }
  const title = sign ? null : `${cue.cue + 1}. ${cueTitle(cue)}`;
  return frame(background, body, title);
}

function cueTitle(cue: DesertCue): string {
  const { a, b } = cue.scene;
  return b ? `${cap(plural(a.animal))} and ${plural(b.animal)}` : cap(plural(a.animal));
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function titleCard(background: string, title: string, subtitle: string): string {
  const monster = picture(monsterSvg(DEFAULT_MONSTER), 1300, 860, 420);
  const body = `<rect x="160" y="300" width="980" height="300" rx="60" fill="#ffffff" opacity="0.94" stroke="#1d2b4f" stroke-width="8"/>
<text x="650" y="430" ${FONT} font-size="76" fill="#1d2b4f" text-anchor="middle">${esc(title)}</text>
<text x="650" y="520" ${FONT} font-size="44" fill="#e0663a" text-anchor="middle">${esc(subtitle)}</text>${monster}`;
  return frame(background, body, null);
}

function desertVideo(level: number): { id: string; sections: Section[]; levelFile: string } {
  const levelFile = join(ROOT, 'assets', 'levels', `level-${level}.json`);
  // Read raw: the video object is what this script writes, so it may be out of date now.
  const content = JSON.parse(readFileSync(levelFile, 'utf8')) as { title: string; assets: { background: string } };
  const background = asset(content.assets.background);
  const sections: Section[] = [{ seconds: TITLE_S, svg: titleCard(background, content.title, 'Watch, then answer!'), narration: `${content.title}. Watch, then answer.` }];
  for (const cue of desertCues(level)) sections.push({ seconds: SEGMENT_S, svg: desertFrame(cue, background), narration: cue.narration });
  sections.push({ seconds: OUTRO_S, svg: titleCard(background, 'You did it!', content.title), narration: 'You did it! See you on the map.' });
  return { id: `desert-${level}`, sections, levelFile };
}

// ---------- intro ----------
/** The intro's sections: narration and least length from the chain; the pictures are the film's (intro-film.ts). */
function introVideo(): { id: string; sections: Section[]; keys: string[] } {
  const sections = INTRO_SECTIONS.map((s) => ({ seconds: s.minSeconds, svg: '', narration: s.narration, captionToEnd: s.hold }));
  return { id: 'intro', sections, keys: INTRO_SECTIONS.map(introKey) };
}

// ---------- lesson sample ----------
function lessonVideo(): { id: string; sections: Section[] } {
  const background = asset('/assets/art/desert/levels/18/background.svg');
  const camel = asset(SPRITE.camel);
  const count = (n: number) => Array.from({ length: n }, (_, i) => picture(camel, 260 + i * 260, 820, 170)).join('');
  const sections: Section[] = [
    { seconds: 4, svg: titleCard(background, "Let's count!", 'A short lesson'), narration: "Let's count together." },
    { seconds: 4, svg: frame(background, count(1), 'One camel'), narration: 'One camel.' },
    { seconds: 4, svg: frame(background, count(2), 'Two camels'), narration: 'One, two. Two camels.' },
    { seconds: 5, svg: frame(background, count(3), 'Three camels'), narration: 'One, two, three. Three camels!' },
    { seconds: 4, svg: titleCard(background, 'Great counting!', 'See you soon'), narration: 'Great counting!' },
  ];
  return { id: 'lesson-sample', sections };
}

// ---------- rendering ----------

function report(id: string, total: number) {
  const size = statSync(join(OUT, `${id}.webm`)).size;
  console.log(`media: ${id}.webm ${total.toFixed(1)} s, ${(size / 1024).toFixed(0)} KiB`);
}

/**
 * Renders one video of still pictures (one per section) with a small moving element. Returns
 * each section's start time (seconds).
 */
async function render(id: string, sections: Section[], fixed: boolean, moving: 'tumbleweed' | 'bubble'): Promise<number[]> {
  const tmp = mkdtempSync(join(tmpdir(), `media-${id}-`));
  try {
    const n = narrate(id, tmp, sections, fixed);
    const concatImages: string[] = [];
    for (const [i, s] of sections.entries()) {
      const png = join(tmp, `f${i}.png`);
      await sharp(Buffer.from(s.svg)).resize(VIDEO_WIDTH, VIDEO_HEIGHT).png().toFile(png);
      concatImages.push(`file '${png}'`, `duration ${n.lengths[i]}`);
      if (i === 1) {
        mkdirSync(join(OUT, 'thumbnails'), { recursive: true });
        await sharp(Buffer.from(s.svg)).resize(320, 180).jpeg({ quality: 70 }).toFile(join(OUT, 'thumbnails', `${id}.jpg`));
      }
    }
    // The concat demuxer needs the last file twice for its duration to count.
    concatImages.push(concatImages.at(-2)!);
    writeFileSync(join(tmp, 'images.txt'), concatImages.join('\n'));
    const mover = join(tmp, 'mover.png');
    const moverSvg = moving === 'tumbleweed' ? asset('/assets/art/desert/sprites/tumbleweed.svg') : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60"><circle cx="30" cy="30" r="24" fill="#bff3ff" opacity="0.8" stroke="#ffffff" stroke-width="4"/></svg>`;
    await sharp(Buffer.from(moverSvg)).resize({ height: 40 }).png().toFile(mover);
    const overlay =
      moving === 'tumbleweed' ? "overlay=x='mod(t*70\\,W+60)-60':y='H-52-abs(sin(t*3))*14'" : "overlay=x='W*0.08+sin(t)*20':y='H-mod(t*40\\,H+40)'";
    mkdirSync(join(OUT, 'captions'), { recursive: true });
    run('ffmpeg', [
      '-y', '-loglevel', 'error',
      '-f', 'concat', '-safe', '0', '-i', join(tmp, 'images.txt'),
      '-loop', '1', '-i', mover,
      '-i', n.audio,
      '-filter_complex', `[0:v]fps=${VIDEO_FPS},format=yuv420p[bg];[bg][1:v]${overlay}:shortest=1,format=yuv420p[v]`,
      '-map', '[v]', '-map', '2:a',
      '-t', String(n.total),
      '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '46', '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1', '-g', String(VIDEO_FPS * 4),
      '-c:a', 'libopus', '-b:a', '20k', '-ac', '1',
      join(OUT, `${id}.webm`),
    ]);
    writeFileSync(join(OUT, 'captions', `${id}.vtt`), n.vtt);
    report(id, n.total);
    return n.starts;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Renders the intro as an animated film (intro-film.ts): every frame composed from the section's
 * scene at its time. The thumbnail is Moxie waving in the first section, between two blinks
 * (they come every 3.2 s). Returns the section starts.
 */
async function renderIntroFilm(id: string, sections: Section[], keys: string[]): Promise<number[]> {
  const tmp = mkdtempSync(join(tmpdir(), `media-${id}-`));
  try {
    const n = narrate(id, tmp, sections, false);
    const spec = introFilm(ROOT);
    const film = new Film(VIDEO_WIDTH, VIDEO_HEIGHT);
    for (const [k, v] of Object.entries(spec.arts)) film.art(k, v);
    for (const [k, v] of Object.entries(spec.backdrops)) film.backdrop(k, v);
    const shotAt = (g: number) => {
      let i = n.starts.findIndex((s, j) => g >= s && g < s + n.lengths[j]!);
      if (i < 0) i = sections.length - 1;
      return spec.shotAt(keys[i]!, g - n.starts[i]!, n.lengths[i]!, g);
    };
    mkdirSync(join(OUT, 'thumbnails'), { recursive: true });
    writeFileSync(join(OUT, 'thumbnails', `${id}.jpg`), await film.jpeg(shotAt(3.6), 320, 180));
    await film.encode({ fps: VIDEO_FPS, frames: Math.round(n.total * VIDEO_FPS), shotAt, audio: n.audio, out: join(OUT, `${id}.webm`), crf: INTRO_CRF });
    mkdirSync(join(OUT, 'captions'), { recursive: true });
    writeFileSync(join(OUT, 'captions', `${id}.vtt`), n.vtt);
    report(id, n.total);
    return n.starts;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function writeLevelVideo(levelFile: string, video: Record<string, unknown>) {
  const json = JSON.parse(readFileSync(levelFile, 'utf8')) as { assets: Record<string, unknown> };
  json.assets.video = video;
  levelSchema.parse(json);
  writeFileSync(levelFile, JSON.stringify(json, null, 2) + '\n');
}

async function main() {
  checkTools();
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  mkdirSync(OUT, { recursive: true });
  if (!only || only === 'intro') {
    const intro = introVideo();
    const starts = await renderIntroFilm(intro.id, intro.sections, intro.keys);
    const cues: Record<string, { currentTime: number; cuePoint: number }> = {};
    intro.keys.forEach((key, i) => {
      const end = starts[i + 1] ?? starts[i]! + intro.sections[i]!.seconds;
      const length = (starts[i + 1] ?? end) - starts[i]!;
      void length;
      cues[key] = { currentTime: starts[i]!, cuePoint: Math.round((end - 0.35) * 100) / 100 };
    });
    const duration = starts.at(-1)! + intro.sections.at(-1)!.seconds;
    cues.end = { currentTime: duration - 0.5, cuePoint: Math.round((duration - 0.3) * 100) / 100 };
    writeLevelVideo(join(ROOT, 'assets', 'levels', 'level-01.json'), { source: 'own', id: 'intro', vimeoId: null, src: '/assets/video/intro.webm', captions: '/assets/video/captions/intro.vtt', cues });
  }
  for (const level of DESERT_VIDEO_LEVELS) {
    if (only && only !== `desert-${level}`) continue;
    const v = desertVideo(level);
    await render(v.id, v.sections, true, 'tumbleweed');
    writeLevelVideo(v.levelFile, { source: 'own', id: v.id, vimeoId: null, src: `/assets/video/${v.id}.webm`, captions: `/assets/video/captions/${v.id}.vtt`, cues: desertCueJson() });
  }
  if (!only || only === 'lesson-sample') {
    const lesson = lessonVideo();
    await render(lesson.id, lesson.sections, false, 'tumbleweed');
  }
  if (!only || only === 'funnel') await renderFunnelFilm(ROOT);
  const total = run('du', ['-sb', OUT]).split('\t')[0];
  console.log(`media: assets/video total ${(Number(total) / 1024 / 1024).toFixed(2)} MiB (budget ${MEDIA_BUDGET_BYTES / 1024 / 1024} MiB), desert video ${DESERT_VIDEO_DURATION_S} s`);
  if (Number(total) > MEDIA_BUDGET_BYTES) {
    console.error('media: over budget');
    process.exit(1);
  }
}

await main();

/**
 * Renders the landing funnel's film (scripts/media/funnel-film.ts) with Moxie's narration of
 * ui/funnel/funnel-script.ts, and writes what the landing page and the funnel read:
 * - the film (VP9 + Opus, 640 x 360, 12 fps; no MP4: the intro has none and every browser the
 *   project supports plays WebM), its WebVTT captions (one cue per narration) and the landing
 *   hero's poster (WebP, 1280 x 720: the first segment's calm still), at the paths of
 *   ui/funnel/funnel-media.ts (assets/video/funnel.webm, captions/funnel.vtt, posters/funnel.webp),
 * - `assets/video/thumbnails/funnel.jpg` (every video has one),
 * - `ui/funnel/funnel-chapters.json`: each played step's `{start, end}` in seconds of this film.
 * Called by render-media.ts (`--only funnel`).
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { FUNNEL_MEDIA } from '../../ui/funnel/funnel-media';
import { FUNNEL_SCRIPT, type FunnelChapters } from '../../ui/funnel/funnel-script';
import { Film } from './film';
import { funnelFilm } from './funnel-film';
import { FUNNEL_CRF, FUNNEL_FILM_BUDGET_BYTES, FUNNEL_POSTER_BUDGET_BYTES, FUNNEL_POSTER_HEIGHT, FUNNEL_POSTER_WIDTH, VIDEO_FPS, VIDEO_HEIGHT, VIDEO_WIDTH } from './media-config';
import { narrate, type Section } from './narration';

/** The shortest segment (seconds); a segment grows to its narration plus {@link TAIL_S}. */
const MIN_SEGMENT_S = 3;
/** Quiet after each narration, so the calm still (funnel-film.ts STILL_S) starts once Moxie is done. */
const TAIL_S = 1;

/**
 * Renders the funnel film into `root`'s assets/video and rewrites ui/funnel/funnel-chapters.json.
 * Returns the chapters (seconds). @throws Error when ffmpeg fails or an output is over budget.
 */
export async function renderFunnelFilm(root: string): Promise<FunnelChapters> {
  const out = join(root, 'assets', 'video');
  // The served paths (ui/funnel/funnel-media.ts) are the files' paths under the repository root.
  const file = (url: string) => join(root, url.replace(/^\//, ''));
  const played = FUNNEL_SCRIPT.filter((s) => s.video === 'play');
  const sections: Section[] = played.map((s) => ({ seconds: MIN_SEGMENT_S, svg: '', narration: s.narration }));
  const tmp = mkdtempSync(join(tmpdir(), 'media-funnel-'));
  try {
    const n = narrate('funnel', tmp, sections, false, TAIL_S);
    const spec = funnelFilm(root);
    const shotAt = (g: number) => {
      let i = n.starts.findIndex((s, j) => g >= s && g < s + n.lengths[j]!);
      if (i < 0) i = sections.length - 1;
      return spec.shotAt(played[i]!.step, g - n.starts[i]!, n.lengths[i]!, g);
    };
    const register = (film: Film) => {
      for (const [k, v] of Object.entries(spec.arts)) film.art(k, v);
      for (const [k, v] of Object.entries(spec.backdrops)) film.backdrop(k, v);
      return film;
    };
    const film = register(new Film(VIDEO_WIDTH, VIDEO_HEIGHT));
    const posterShot = shotAt(n.lengths[0]! - 0.01);
    for (const f of [FUNNEL_MEDIA.webm, FUNNEL_MEDIA.captions, FUNNEL_MEDIA.poster]) mkdirSync(dirname(file(f)), { recursive: true });
    mkdirSync(join(out, 'thumbnails'), { recursive: true });
    writeFileSync(join(out, 'thumbnails', 'funnel.jpg'), await film.jpeg(posterShot, 320, 180));
    const big = register(new Film(FUNNEL_POSTER_WIDTH, FUNNEL_POSTER_HEIGHT));
    const raw = await big.frame(posterShot);
    const poster = await sharp(raw, { raw: { width: FUNNEL_POSTER_WIDTH, height: FUNNEL_POSTER_HEIGHT, channels: 3 } }).webp({ quality: 62, effort: 6 }).toBuffer();
    writeFileSync(file(FUNNEL_MEDIA.poster), poster);
    await film.encode({ fps: VIDEO_FPS, frames: Math.round(n.total * VIDEO_FPS), shotAt, audio: n.audio, out: file(FUNNEL_MEDIA.webm), crf: FUNNEL_CRF });
    writeFileSync(file(FUNNEL_MEDIA.captions), n.vtt);
    const chapters: FunnelChapters = {};
    played.forEach((s, i) => (chapters[s.step] = { start: n.starts[i]!, end: n.starts[i]! + n.lengths[i]! }));
    const json = { $comment: 'Written by scripts/media/render-funnel.ts from the rendered funnel film (assets/video/funnel.webm): each played step\'s start and end in seconds. Do not edit by hand; re-render with `npm run media:funnel`.', chapters };
    writeFileSync(join(root, 'ui', 'funnel', 'funnel-chapters.json'), JSON.stringify(json, null, 1) + '\n');
    const size = statSync(file(FUNNEL_MEDIA.webm)).size;
    console.log(`media: funnel.webm ${n.total.toFixed(1)} s, ${(size / 1024).toFixed(0)} KiB; poster ${(poster.length / 1024).toFixed(1)} KiB`);
    if (size > FUNNEL_FILM_BUDGET_BYTES) throw new Error(`media: funnel.webm is ${size} bytes, over its ${FUNNEL_FILM_BUDGET_BYTES}`);
    if (poster.length > FUNNEL_POSTER_BUDGET_BYTES) throw new Error(`media: the funnel poster is ${poster.length} bytes, over its ${FUNNEL_POSTER_BUDGET_BYTES}`);
    return chapters;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Writing a level's JSON from the art generators without undoing the media script's work: a
 * level's `assets.video` (source, id, file, captions and the real cue times) belongs to
 * scripts/media/render-media.ts, so when the file on disk already has one it is kept as it is.
 */
import { existsSync, readFileSync } from 'node:fs';

interface LevelLike {
  assets: Record<string, unknown>;
}

/**
 * The text to write for `level` at `path`: pretty JSON with a final newline, carrying over the
 * existing file's `assets.video` (if any) in place of the generator's placeholder.
 * @throws SyntaxError when the existing file is not JSON (a broken file is not silently replaced).
 */
export function levelJsonText(path: string, level: LevelLike): string {
  if (existsSync(path)) {
    const current = JSON.parse(readFileSync(path, 'utf8')) as { assets?: { video?: unknown } };
    const video = current.assets?.video;
    if (video !== undefined) level = { ...level, assets: { ...level.assets, video } };
  }
  return `${JSON.stringify(level, null, 2)}\n`;
}

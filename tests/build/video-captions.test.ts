/**
 * Captions on every video (issue 21 part 6, WCAG 1.2.2): every level's own video names a WebVTT
 * file that exists, every video file the app serves (levels and /watch/own lessons, which take
 * captions/<id>.vtt by name) has one, and each file is well formed: the WEBVTT signature, cues
 * whose timings are in order and in range, and text in every cue. The browser's own WebVTT parser
 * reads each file too, in tests/e2e/accessibility.spec.ts (the track loads with all its cues).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { levelSchema } from '../../core/content/level-schema';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VIDEO_DIR = join(ROOT, 'assets', 'video');
const LEVEL_DIR = join(ROOT, 'assets', 'levels');

/** A cue timing line: `hh:mm:ss.ttt --> hh:mm:ss.ttt` (hours optional), settings allowed after. */
const TIMING = /^((?:\d{2,}:)?\d{2}:\d{2}\.\d{3}) --> ((?:\d{2,}:)?\d{2}:\d{2}\.\d{3})(?: .*)?$/;
const seconds = (t: string) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);

/** The cues of a WebVTT text: each cue's start, end (s) and text; throws on a malformed file. */
function cuesOf(text: string): { start: number; end: number; text: string }[] {
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  if (!/^\uFEFF?WEBVTT(?:[ \t].*)?$/.test(blocks[0]!.split('\n')[0]!)) throw new Error('no WEBVTT signature');
  return blocks
    .slice(1)
    .filter((b) => b.trim() !== '' && !/^(NOTE|STYLE|REGION)\b/.test(b))
    .map((block) => {
      const lines = block.split('\n');
      const at = lines.findIndex((l) => l.includes('-->'));
      const m = at < 0 || at > 1 ? null : TIMING.exec(lines[at]!);
      if (!m) throw new Error(`bad cue timing in: ${block}`);
      return { start: seconds(m[1]!), end: seconds(m[2]!), text: lines.slice(at + 1).join('\n') };
    });
}

const levelVideos = readdirSync(LEVEL_DIR)
  .filter((f) => /^level-\d+\.json$/.test(f))
  .flatMap((f) => {
    const video = levelSchema.parse(JSON.parse(readFileSync(join(LEVEL_DIR, f), 'utf8'))).assets.video;
    return video ? [{ file: f, video }] : [];
  });
const served = readdirSync(VIDEO_DIR).filter((f) => /\.(webm|mp4)$/.test(f));

describe('captions on every video', () => {
  it('every level video is our own and names a caption file that exists', () => {
    expect(levelVideos.length).toBeGreaterThanOrEqual(6); // the intro (level 1) and the desert levels 17 to 21
    for (const { file, video } of levelVideos) {
      expect(video.source, file).toBe('own');
      expect(video.captions, file).toMatch(/^\/assets\/video\/captions\/[a-z0-9-]+\.vtt$/);
      expect(existsSync(join(ROOT, video.captions!.slice(1))), `${file}: ${video.captions}`).toBe(true);
    }
  });

  it('every video file served has captions/<id>.vtt (a /watch/own lesson finds its captions by name)', () => {
    expect(served.length).toBeGreaterThanOrEqual(7);
    const missing = served.filter((f) => !existsSync(join(VIDEO_DIR, 'captions', f.replace(/\.\w+$/, '.vtt'))));
    expect(missing).toEqual([]);
  });

  it('every caption file is well formed: signature, cues in order with text', () => {
    const files = readdirSync(join(VIDEO_DIR, 'captions')).filter((f) => f.endsWith('.vtt'));
    expect(files.length).toBe(served.length);
    for (const f of files) {
      const cues = cuesOf(readFileSync(join(VIDEO_DIR, 'captions', f), 'utf8'));
      expect(cues.length, f).toBeGreaterThan(0);
      cues.forEach((c, i) => {
        expect(c.end, `${f} cue ${i + 1}`).toBeGreaterThan(c.start);
        expect(c.start, `${f} cue ${i + 1}`).toBeGreaterThanOrEqual(i === 0 ? 0 : cues[i - 1]!.start);
        expect(c.text.trim(), `${f} cue ${i + 1}`).not.toBe('');
      });
    }
  });

  it('the check itself refuses a file without the signature or with a broken timing', () => {
    expect(() => cuesOf('1\n00:00.000 --> 00:01.000\nHi')).toThrow('no WEBVTT signature');
    expect(() => cuesOf('WEBVTT\n\n1\n00:00 --> 00:01.000\nHi')).toThrow('bad cue timing');
    expect(cuesOf('WEBVTT\n\nNOTE made by hand\n\n00:01.000 --> 00:02.500 line:0\nHi\nthere')).toEqual([{ start: 1, end: 2.5, text: 'Hi\nthere' }]);
  });
});

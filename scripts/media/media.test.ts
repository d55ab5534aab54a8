import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { levelSchema } from '../../core/content/level-schema';
import { INTRO_SECTIONS, introKey } from '../../core/video/intro-chain';
import { DESERT_VIDEO_LEVELS, desertCueJson } from '../../worker/math/video/desert-cues';
import { MEDIA_BUDGET_BYTES, MEDIA_IDS } from './media-config';

const VIDEO_DIR = join(import.meta.dirname, '..', '..', 'assets', 'video');
const level = (n: number) => levelSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'assets', 'levels', `level-${String(n).padStart(2, '0')}.json`), 'utf8')));

function sizeOf(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? sizeOf(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0);
}

describe('committed media (no ffmpeg needed)', () => {
  it('has every video as WebM with its captions and thumbnail, under the 20 MB budget', () => {
    for (const id of MEDIA_IDS) {
      const webm = readFileSync(join(VIDEO_DIR, `${id}.webm`));
      expect(webm.subarray(0, 4).toString('hex'), id).toBe('1a45dfa3'); // EBML (Matroska/WebM) header
      expect(readFileSync(join(VIDEO_DIR, 'captions', `${id}.vtt`), 'utf8')).toMatch(/^WEBVTT\n\n1\n\d\d:\d\d:\d\d\.\d{3} --> /);
      expect(readFileSync(join(VIDEO_DIR, 'thumbnails', `${id}.jpg`)).subarray(0, 2).toString('hex')).toBe('ffd8');
    }
    expect(sizeOf(VIDEO_DIR)).toBeLessThan(MEDIA_BUDGET_BYTES);
  });

  it('desert levels point at their own video with the cue times of the desert script', () => {
    for (const n of DESERT_VIDEO_LEVELS) {
      const video = level(n).assets.video!;
      expect(video).toMatchObject({ source: 'own', id: `desert-${n}`, src: `/assets/video/desert-${n}.webm`, captions: `/assets/video/captions/desert-${n}.vtt` });
      expect(video.cues).toEqual(desertCueJson());
    }
    expect(level(17).custom_welcome_length).toBe(23000);
  });

  it('the level-1 intro has a cue for every state of the chain, in video order, plus end', () => {
    const cues = level(1).assets.video!.cues;
    const keys = INTRO_SECTIONS.map(introKey);
    expect(Object.keys(cues).sort()).toEqual([...keys, 'end'].sort());
    keys.forEach((k, i) => {
      expect(cues[k]!.cuePoint).toBeGreaterThan(cues[k]!.currentTime);
      if (i > 0) expect(cues[k]!.currentTime).toBeGreaterThan(cues[keys[i - 1]!]!.cuePoint);
    });
  });

  it('the intro caption of a hold stays on while the picture waits at its cue (the button talks of it)', () => {
    const cues = level(1).assets.video!.cues;
    const vtt = readFileSync(join(VIDEO_DIR, 'captions', 'intro.vtt'), 'utf8');
    const seconds = (t: string) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
    const ends = [...vtt.matchAll(/--> (\d\d:\d\d:\d\d\.\d{3})\n(.+)/g)].map((m) => ({ end: seconds(m[1]!), text: m[2]! }));
    for (const s of INTRO_SECTIONS.filter((x) => x.hold)) {
      const caption = ends.find((c) => c.text === s.narration);
      expect(caption, s.state).toBeDefined();
      expect(caption!.end, s.state).toBeGreaterThan(cues[introKey(s)]!.cuePoint);
    }
  });
});

import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import chaptersJson from '../../ui/funnel/funnel-chapters.json';
import { FUNNEL_MEDIA } from '../../ui/funnel/funnel-media';
import { FUNNEL_SCRIPT, PLAYED_STEPS, type FunnelChapter } from '../../ui/funnel/funnel-script';
import { FUNNEL_FILM_BUDGET_BYTES, FUNNEL_POSTER_BUDGET_BYTES } from './media-config';
import { webmSeconds } from './webm';

const ROOT = join(import.meta.dirname, '..', '..');
const file = (url: string) => join(ROOT, url.replace(/^\//, ''));

const seconds = (t: string) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);

describe('the committed funnel film (no ffmpeg needed)', () => {
  const chapters = chaptersJson.chapters as Record<string, FunnelChapter>;
  const webm = readFileSync(file(FUNNEL_MEDIA.webm));

  it('has a chapter for every played step, in film order, back to back from 0 to the film\'s end', () => {
    expect(Object.keys(chapters)).toEqual([...PLAYED_STEPS]);
    let t = 0;
    for (const step of PLAYED_STEPS) {
      const c = chapters[step]!;
      expect(c.start, step).toBe(t);
      expect(c.end - c.start, step).toBeGreaterThanOrEqual(2);
      t = c.end;
    }
    expect(Math.abs(webmSeconds(webm) - t)).toBeLessThan(0.1);
  });

  it('captions every narration once, in order, within its own chapter', () => {
    const vtt = readFileSync(file(FUNNEL_MEDIA.captions), 'utf8');
    expect(vtt).toMatch(/^WEBVTT\n\n1\n/);
    const cues = [...vtt.matchAll(/(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\n(.+)/g)].map((m) => ({ start: seconds(m[1]!), end: seconds(m[2]!), text: m[3]! }));
    const played = FUNNEL_SCRIPT.filter((s) => s.video === 'play');
    expect(cues.map((c) => c.text)).toEqual(played.map((s) => s.narration));
    played.forEach((s, i) => {
      const c = chapters[s.step]!;
      expect(cues[i]!.start, s.step).toBeGreaterThanOrEqual(c.start);
      expect(cues[i]!.end, s.step).toBeLessThanOrEqual(c.end);
      expect(cues[i]!.end, s.step).toBeGreaterThan(cues[i]!.start);
    });
  });

  it('is a small WebM with a small WebP poster (within their budgets) and no MP4', () => {
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML (Matroska/WebM) header
    expect(webm.includes(Buffer.from('webm'))).toBe(true);
    expect(webm.length).toBeLessThan(FUNNEL_FILM_BUDGET_BYTES);
    const poster = readFileSync(file(FUNNEL_MEDIA.poster));
    expect(poster.subarray(0, 4).toString()).toBe('RIFF');
    expect(poster.subarray(8, 12).toString()).toBe('WEBP');
    expect(statSync(file(FUNNEL_MEDIA.poster)).size).toBeLessThan(FUNNEL_POSTER_BUDGET_BYTES);
    expect(FUNNEL_MEDIA.mp4).toBeUndefined();
  });
});

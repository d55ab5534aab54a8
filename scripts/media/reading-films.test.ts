import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { READING_FILM_KEYS, READING_FILMS, readingFilm } from '../../ui/reading/reading-films';
import { READING_FILM_BUDGET_BYTES } from './media-config';
import { MAX_FILM_S, MIN_FILM_S } from './reading-films';
import { webmSeconds } from './webm';

const ROOT = join(import.meta.dirname, '..', '..');
const file = (url: string) => join(ROOT, url.replace(/^\//, ''));

describe('the committed reading films (no ffmpeg needed)', () => {
  it('has the eleven films of the reading statechart', () => {
    expect(READING_FILM_KEYS).toEqual(['worldIntro', 'mmIntro', 'mmOutro', 'levelIntro', 'pickIntro', 'vocabIntro', 'readIntro', 'quizIntro', 'quizBeatIntro', 'quizFailIntro', 'worldBeatIntro']);
  });

  it.each(READING_FILM_KEYS)('%s: a small WebM of 4 to 10 s, captioned with its narration, with a WebP poster', (key) => {
    const { video, poster } = readingFilm(key);
    const webm = readFileSync(file(video.src!));
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(webm.length).toBeLessThanOrEqual(READING_FILM_BUDGET_BYTES);
    const seconds = webmSeconds(webm);
    expect(seconds).toBeGreaterThanOrEqual(MIN_FILM_S - 0.05);
    expect(seconds).toBeLessThanOrEqual(MAX_FILM_S);
    const vtt = readFileSync(file(video.captions!), 'utf8');
    expect(vtt).toMatch(/^WEBVTT\n\n1\n00:00:00\.\d{3} --> 00:00:\d\d\.\d{3}\n/);
    expect(vtt).toContain(READING_FILMS[key]);
    const webp = readFileSync(file(poster));
    expect(webp.subarray(8, 12).toString()).toBe('WEBP');
    expect(statSync(file(poster)).size).toBeLessThan(40_000);
  });
});

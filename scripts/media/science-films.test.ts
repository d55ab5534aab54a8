/**
 * The committed science films (issue 16; scripts/media/science-films.ts): read from disk, nothing is
 * rendered. Every lesson has its WebM, WebVTT captions and WebP poster; its timings entry matches
 * the lesson and the file and carries the lesson's current hash (a film not rendered again after
 * its lesson, emblem or backdrop changed fails here: run `npm run media:science`); the exit films
 * are exitVideoCount per habitat, 3-5 s, each within its budget; all of it within the budget.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exitVideoCount, SCIENCE_HABITATS } from '../../core/science/habitats';
import { SCIENCE_EXIT_FILM_BUDGET_BYTES, SCIENCE_FILMS_BUDGET_BYTES } from './media-config';
import { EXIT_LINES, EXIT_MAX_S, EXIT_MIN_S, exitFilmHash, exitFilms, exitHashNote, EXITS_DIR, FILMS_DIR, lessonFilmHash, loadLessons, timingsFileSchema } from './science-film-plan';
import { checkFilmFiles, treeBytes, vttCues } from './slide-film-check';
import { CUE_LINE, cueChunks } from './slide-film-text';

const ROOT = join(import.meta.dirname, '..', '..');
const lessons = loadLessons(ROOT);
const timings = timingsFileSchema.parse(JSON.parse(readFileSync(join(ROOT, FILMS_DIR, 'timings.json'), 'utf8')));

describe('caption chunks', () => {
  it('split a long sentence into cues of at most two lines of 42 characters, keeping every word', () => {
    const s = 'Deep inside the Sun, tiny bits of gas squeeze together so hard that they give off huge amounts of light and heat every second.';
    const chunks = cueChunks(s);
    expect(chunks.length).toBe(2);
    for (const c of chunks) for (const line of c.split('\n')) expect(line.length).toBeLessThanOrEqual(CUE_LINE);
    expect(chunks.join(' ').replace(/\n/g, ' ')).toBe(s);
    expect(cueChunks('The Sun is a star.')).toEqual(['The Sun is a star.']);
  });
});

describe('the committed science lesson films (no ffmpeg needed)', () => {
  it('timings.json has exactly one entry per lesson, in map order', () => {
    expect(Object.keys(timings)).toEqual(lessons.map((l) => l.topic_key));
  });

  it.each(lessons.map((l) => [l.topic_key, l] as const))('%s: film, captions and poster match the current lesson', (key, lesson) => {
    const t = timings[key]!;
    expect(t.hash, `${key} is stale: npm run media:science ${key}`).toBe(lessonFilmHash(ROOT, lesson));
    const { length } = checkFilmFiles(join(ROOT, FILMS_DIR, key));
    expect(Math.abs(length - t.duration_s)).toBeLessThan(0.1);
    expect(t.predict.end_s - t.predict.start_s).toBeCloseTo(lesson.predict.pause_seconds, 5);
    expect(t.fact_end_s).toHaveLength(lesson.facts.length);
    const times = [t.predict.end_s, ...t.fact_end_s, t.answer_end_s, t.duration_s];
    for (let i = 1; i < times.length; i++) expect(times[i]!, `${key} time ${i}`).toBeGreaterThan(times[i - 1]!);
  });

  it('holds no film of a lesson that is gone', () => {
    const keys = new Set(lessons.map((l) => l.topic_key));
    const strays = readdirSync(join(ROOT, FILMS_DIR)).filter((f) => f !== 'timings.json' && !keys.has(f.replace(/\.(webm|vtt|webp)$/, '')));
    expect(strays).toEqual([]);
  });
});

describe('the committed exit films', () => {
  it.each(exitFilms().map((e) => [`${e.habitat}-${e.n}`, e] as const))('%s: 3-5 s, small, captioned with its current line', (name, { habitat, n }) => {
    const base = join(ROOT, EXITS_DIR, name);
    const { length } = checkFilmFiles(base);
    expect(length).toBeGreaterThanOrEqual(EXIT_MIN_S);
    expect(length).toBeLessThanOrEqual(EXIT_MAX_S + 0.05);
    expect(statSync(`${base}.webm`).size).toBeLessThanOrEqual(SCIENCE_EXIT_FILM_BUDGET_BYTES);
    const vtt = readFileSync(`${base}.vtt`, 'utf8');
    expect(vtt, `${name} is stale: npm run media:science exits`).toContain(exitHashNote(exitFilmHash(ROOT, habitat, n)));
    expect(vttCues(vtt).map((c) => c.text.replace(/\n/g, ' ')).join(' ')).toBe(EXIT_LINES[habitat][n - 1]);
  });

  it('has exitVideoCount films per habitat and no others', () => {
    for (const h of SCIENCE_HABITATS) expect(EXIT_LINES[h]).toHaveLength(exitVideoCount(h));
    const expected = exitFilms().flatMap(({ habitat, n }) => ['webm', 'vtt', 'webp'].map((x) => `${habitat}-${n}.${x}`));
    expect(readdirSync(join(ROOT, EXITS_DIR)).sort()).toEqual(expected.sort());
  });

  it('all science films, exits, captions, posters and timings stay within their budget', () => {
    expect(existsSync(join(ROOT, FILMS_DIR))).toBe(true);
    expect(treeBytes(join(ROOT, FILMS_DIR)) + treeBytes(join(ROOT, EXITS_DIR))).toBeLessThanOrEqual(SCIENCE_FILMS_BUDGET_BYTES);
  });
});

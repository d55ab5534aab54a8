/**
 * The committed social studies films (issue 17; scripts/media/social-studies-films.ts): read from
 * disk, nothing is rendered. Every lesson of both maps has its WebM, WebVTT captions and WebP
 * poster under assets/social-studies/films/<map>/; its timings entry carries the lesson's current
 * hash (a film not rendered again after its lesson changed fails here: run
 * `npm run media:social-studies`), its length is the WebM's, its captions say the videoIntro lines
 * before quiz_s and the videoOutro lines after it; all of it within the budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOCIAL_STUDIES_MAPS } from '../../core/social-studies/map-schema';
import { SOCIAL_STUDIES_FILMS_BUDGET_BYTES } from './media-config';
import { checkFilmFiles, spokenText, treeBytes } from './slide-film-check';
import { loadMaps, QUIZ_HOLD_S, SS_FILMS_DIR, ssFilmHash, ssFilms, ssTimingsFileSchema } from './social-studies-film-plan';

const ROOT = join(import.meta.dirname, '..', '..');
const DIR = join(ROOT, SS_FILMS_DIR);
const films = ssFilms(loadMaps(ROOT));
const timings = ssTimingsFileSchema.parse(JSON.parse(readFileSync(join(DIR, 'timings.json'), 'utf8')));
const said = (f: (typeof films)[number], state: 'videoIntro' | 'videoOutro') =>
  f.lesson.video_states.flatMap((s) => (s.state === state ? s.narration.map((n) => n.text) : [])).join(' ');

describe('the committed social studies films (no ffmpeg needed)', () => {
  it('timings.json has one entry per lesson (3 per topic), in map order', () => {
    expect(Object.keys(timings)).toEqual(films.map((f) => f.key));
    expect(films.length).toBeGreaterThanOrEqual(2 * 8 * 3);
  });

  it.each(films.map((f) => [f.key, f] as const))('%s: film, captions and poster match the lesson; quiz_s ends the intro', (key, film) => {
    const t = timings[key]!;
    expect(t.hash, `${key} is stale: npm run media:social-studies ${key}`).toBe(ssFilmHash(ROOT, film));
    const { length, cues } = checkFilmFiles(join(DIR, key));
    expect(Math.abs(length - t.duration_s)).toBeLessThan(0.1);
    // The quiz slide is held from the end of the intro: quiz_s is on it, inside the film.
    expect(t.quiz_s).toBeGreaterThan(0);
    expect(t.quiz_s).toBeLessThan(t.duration_s);
    expect(spokenText(cues.filter((c) => c.start < t.quiz_s))).toBe(said(film, 'videoIntro'));
    expect(spokenText(cues.filter((c) => c.start >= t.quiz_s))).toBe(said(film, 'videoOutro'));
    const after = cues.find((c) => c.start >= t.quiz_s);
    if (after) expect(after.start - t.quiz_s).toBeGreaterThanOrEqual(QUIZ_HOLD_S - 0.5);
  });

  it('holds no film of a lesson that is gone', () => {
    const keys = new Set(films.map((f) => f.key));
    const strays = SOCIAL_STUDIES_MAPS.flatMap((m) => readdirSync(join(DIR, m)).map((f) => `${m}/${f}`)).filter((f) => !keys.has(f.replace(/\.(webm|vtt|webp)$/, '')));
    expect(strays).toEqual([]);
    // intros/ holds the landing and map intro films (social-studies-intros.test.ts checks them).
    expect(readdirSync(DIR).sort()).toEqual([...SOCIAL_STUDIES_MAPS, 'intros', 'timings.json'].sort());
  });

  it('all social studies films, captions, posters and timings stay within their budget', () => {
    expect(treeBytes(DIR)).toBeLessThanOrEqual(SOCIAL_STUDIES_FILMS_BUDGET_BYTES);
  });
});

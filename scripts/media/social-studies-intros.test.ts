/**
 * The committed social studies intro films (issue 17; scripts/media/social-studies-intro-films.ts):
 * read from disk, nothing is rendered. The screen's ten keys (ui/social-studies/views/ss-parts.ts
 * `ssFilm`: the two landing films and `<map>-<MapIntro>` for both maps) each have a WebM, valid
 * WebVTT captions saying the film's lines and a WebP poster under assets/social-studies/films/intros/;
 * each timings entry carries the film's current hash (stale: run `npm run media:social-studies-intros`)
 * and is 6-15 s; the intros and the lesson films together stay within the social studies budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOCIAL_STUDIES_MAPS } from '../../core/social-studies/map-schema';
import type { MapIntro } from '../../ui/social-studies/social-studies-rules';
import { SOCIAL_STUDIES_FILMS_BUDGET_BYTES } from './media-config';
import { checkFilmFiles, spokenText, treeBytes } from './slide-film-check';
import { SS_FILMS_DIR } from './social-studies-film-plan';
import { SS_INTRO_FILMS, SS_INTRO_MAX_S, SS_INTRO_MIN_S, SS_INTROS_DIR, ssIntroHash, ssIntroTimingsFileSchema } from './social-studies-intros';

const ROOT = join(import.meta.dirname, '..', '..');
const DIR = join(ROOT, SS_INTROS_DIR);
const timings = ssIntroTimingsFileSchema.parse(JSON.parse(readFileSync(join(DIR, 'timings.json'), 'utf8')));
/** Every MapIntro the screen can ask for (social-studies-rules.ts mapIntroFor). */
const MAP_INTROS: Record<MapIntro, true> = { newUser: true, noneForThisMap: true, someProgress: true, allOrbs: true };
const SCREEN_KEYS = ['landingNew', 'landingReturning', ...SOCIAL_STUDIES_MAPS.flatMap((m) => Object.keys(MAP_INTROS).map((i) => `${m}-${i}`))];

describe('the committed social studies intro films (no ffmpeg needed)', () => {
  it('there is one film for each of the ten keys the screen plays, and timings.json lists exactly them', () => {
    expect(SCREEN_KEYS).toHaveLength(10);
    expect(SS_INTRO_FILMS.map((f) => f.key).sort()).toEqual([...SCREEN_KEYS].sort());
    expect(Object.keys(timings)).toEqual(SS_INTRO_FILMS.map((f) => f.key));
  });

  it.each(SS_INTRO_FILMS.map((f) => [f.key, f] as const))('%s: fresh, 6-15 s, 2-4 lines, captions say them, poster present', (key, film) => {
    const t = timings[key]!;
    expect(t.hash, `${key} is stale: npm run media:social-studies-intros ${key}`).toBe(ssIntroHash(ROOT, film));
    const { length, cues } = checkFilmFiles(join(DIR, key));
    expect(Math.abs(length - t.duration_s)).toBeLessThan(0.1);
    expect(t.duration_s).toBeGreaterThanOrEqual(SS_INTRO_MIN_S);
    expect(t.duration_s).toBeLessThanOrEqual(SS_INTRO_MAX_S);
    expect(film.lines.length).toBeGreaterThanOrEqual(2);
    expect(film.lines.length).toBeLessThanOrEqual(4);
    expect(spokenText(cues)).toBe(film.lines.map((l) => l.text).join(' '));
  });

  it('some-progress films name no number of orbs (the count differs per child)', () => {
    for (const f of SS_INTRO_FILMS.filter((x) => x.key.endsWith('-someProgress'))) expect(f.lines.map((l) => l.text).join(' ')).not.toMatch(/\d|\b(one|two|three|four|five|six|seven|eight|nine)\b/i);
  });

  it('holds no stray file, and the intros with the lesson films stay within the social studies budget', () => {
    const expected = [...SS_INTRO_FILMS.flatMap((f) => ['webm', 'vtt', 'webp'].map((x) => `${f.key}.${x}`)), 'timings.json'].sort();
    expect(readdirSync(DIR).sort()).toEqual(expected);
    expect(treeBytes(join(ROOT, SS_FILMS_DIR))).toBeLessThanOrEqual(SOCIAL_STUDIES_FILMS_BUDGET_BYTES);
  });
});

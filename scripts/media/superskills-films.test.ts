/**
 * The committed superskills episode films (issue 17; scripts/media/superskills-films.ts): read from
 * disk, nothing is rendered. Every episode has its WebM, WebVTT captions and WebP poster; its
 * timings entry carries the episode's current hash (a film not rendered again after its script
 * changed fails here: run `npm run media:superskills`), its length is the WebM's and at most
 * about 3 minutes, its captions say the title and every line; all of it within the budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPERSKILLS_FILM_MAX_S, SUPERSKILLS_FILMS_BUDGET_BYTES } from './media-config';
import { checkFilmFiles, spokenText, treeBytes } from './slide-film-check';
import { loadEpisodes, settingArt, SUPERSKILLS_FILMS_DIR, superskillsFilmHash, superskillsTimingsFileSchema, titleLine } from './superskills-film-plan';

const ROOT = join(import.meta.dirname, '..', '..');
const DIR = join(ROOT, SUPERSKILLS_FILMS_DIR);
const episodes = loadEpisodes(ROOT);
const timings = superskillsTimingsFileSchema.parse(JSON.parse(readFileSync(join(DIR, 'timings.json'), 'utf8')));

describe('scene backdrops', () => {
  it("draw each setting's place: rooms by their name, the rest outdoors in a park", () => {
    expect(settingArt("Moxie's kitchen on a rainy afternoon")).toBe('kitchen');
    expect(settingArt('The school art room, pictures drying on a line')).toBe('classroom');
    expect(settingArt('Next to the red swing')).toBe('playground');
    expect(settingArt('The park, days later, by the duck pond')).toBe('pond');
    // A setting that names none of the places is outdoors: it must read as a park, field, path or bench.
    for (const { episode } of episodes) for (const s of episode.scenes) if (settingArt(s.setting) === 'park') expect(s.setting, s.setting).toMatch(/park|field|path|tree|grass|bench/i);
  });
});

describe('the committed superskills films (no ffmpeg needed)', () => {
  it('timings.json has one entry per episode, in episode order', () => {
    expect(Object.keys(timings)).toEqual(episodes.map((e) => e.key));
    expect(episodes.map((e) => e.episode.episode_number)).toEqual(episodes.map((_, i) => i + 1));
  });

  it.each(episodes.map((e) => [e.key, e.episode] as const))('%s: film, captions and poster match the script, at most about 3 minutes', (key, episode) => {
    const t = timings[key]!;
    expect(t.hash, `${key} is stale: npm run media:superskills ${key}`).toBe(superskillsFilmHash(episode));
    const { length, cues } = checkFilmFiles(join(DIR, key));
    expect(Math.abs(length - t.duration_s)).toBeLessThan(0.1);
    expect(t.duration_s).toBeLessThanOrEqual(SUPERSKILLS_FILM_MAX_S);
    const lines = episode.scenes.flatMap((s) => s.lines.map((l) => l.text)).join(' ');
    expect(spokenText(cues)).toBe(`${titleLine(episode)} ${lines}`);
  });

  it('holds no film of an episode that is gone, and stays within its budget', () => {
    const keys = new Set(episodes.map((e) => e.key));
    expect(readdirSync(DIR).filter((f) => f !== 'timings.json' && !keys.has(f.replace(/\.(webm|vtt|webp)$/, '')))).toEqual([]);
    expect(treeBytes(DIR)).toBeLessThanOrEqual(SUPERSKILLS_FILMS_BUDGET_BYTES);
  });
});

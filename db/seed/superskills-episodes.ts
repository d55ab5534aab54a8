/**
 * Loads the Superskills episodes (issue 17): every `assets/superskills/episodes/<nn>-<slug>.json`
 * validated with core/superskills/episode-schema.ts, with its film's timings from
 * `assets/superskills/films/timings.json` when the films were rendered (`{ "<nn>-<slug>": {
 * duration_s, hash } }`). Node only (db/seed/content.ts calls it). Problems become content issues:
 * an invalid script, a file not named after its number and slug, numbers that are not 1..N without
 * gaps (spec part 2 section 5: episode numbers are valid from 1 to the episode count). A missing
 * timings file or entry is no issue: the episode seeds without a length.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { episodeSchema, type Episode } from '../../core/superskills/episode-schema';
import { readJsonFile, readTimings, type Issue } from './timings';

/** What the seed reads of an episode film's timings; other fields are the films script's. */
export const episodeFilmTimingSchema = z.object({ duration_s: z.number().positive().finite() });
export type EpisodeFilmTiming = z.infer<typeof episodeFilmTimingSchema>;

/** An episode as seeded: its script, the SHA-256 hex of the script file's JSON, its film's timings (null: not rendered yet). */
export interface LoadedEpisode {
  episode: Episode;
  hash: string;
  timing: EpisodeFilmTiming | null;
}

/** An episode's film key (`01-the-power-of-yet`): its file name without `.json`. */
export const episodeFilmKey = (e: Pick<Episode, 'episode_number' | 'slug'>) => `${String(e.episode_number).padStart(2, '0')}-${e.slug}`;

/** Reads every episode under `assetsDir/superskills/episodes` (none when the folder is missing), by episode number. Issues go to `issues`. */
export function loadSuperskillsEpisodes(assetsDir: string, issues: Issue[]): LoadedEpisode[] {
  const dir = join(assetsDir, 'superskills', 'episodes');
  if (!existsSync(dir)) return [];
  const timings = readTimings(join(assetsDir, 'superskills', 'films', 'timings.json'), episodeFilmTimingSchema, issues);
  const out: LoadedEpisode[] = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const file = join(dir, name);
    const json = readJsonFile(file, issues);
    if (json === undefined) continue;
    const parsed = episodeSchema.safeParse(json);
    if (!parsed.success) {
      for (const i of parsed.error.issues) issues.push({ file, path: i.path.map(String).join('.'), message: i.message });
      continue;
    }
    const episode = parsed.data;
    const key = episodeFilmKey(episode);
    if (`${key}.json` !== name) {
      issues.push({ file, path: 'episode_number', message: `the file must be named ${key}.json` });
      continue;
    }
    out.push({ episode, hash: createHash('sha256').update(JSON.stringify(json)).digest('hex'), timing: timings.get(key) ?? null });
  }
  out.sort((a, b) => a.episode.episode_number - b.episode.episode_number);
  out.forEach((e, i) => {
    if (e.episode.episode_number !== i + 1) issues.push({ file: join(dir, `${episodeFilmKey(e.episode)}.json`), path: 'episode_number', message: `episodes are numbered 1..N without gaps or repeats: expected ${i + 1}` });
  });
  return out;
}

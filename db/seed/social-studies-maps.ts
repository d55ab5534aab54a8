/**
 * Loads the social studies maps (issue 17): every `assets/social-studies/maps/<key>.json` validated
 * with core/social-studies/map-schema.ts, each lesson with its film's timings from
 * `assets/social-studies/films/timings.json` when the films were rendered (the films script writes
 * it: `{ "<map>/<topic>-<videoType>": { duration_s, quiz_s, hash } }`, `quiz_s` the time the film
 * stops for its quiz). Node only (db/seed/content.ts calls it). Problems become content issues
 * naming the file and the JSON path: an invalid map, a map in a file not named after its key, a
 * quiz time after the film's end. A missing timings file or entry is no issue: the lesson seeds
 * without a length and its quiz comes at the end of the film.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SOCIAL_STUDIES_MAPS, VIDEO_TYPES, ssMapSchema, type SsLesson, type SsMap } from '../../core/social-studies/map-schema';
import { readTimings, readJsonFile, type Issue } from './timings';

/** What the seed reads of a film's timings (seconds from the film's start); other fields are the films script's. */
export const ssFilmTimingSchema = z.object({
  duration_s: z.number().positive().finite(),
  quiz_s: z.number().nonnegative().finite(),
});
export type SsFilmTiming = z.infer<typeof ssFilmTimingSchema>;

/** A lesson as seeded: its topic and type, its script, the SHA-256 hex of the script's JSON, its film's timings (null: not rendered yet). */
export interface LoadedSsLesson {
  topic_key: string;
  video_type: (typeof VIDEO_TYPES)[number];
  lesson: SsLesson;
  hash: string;
  timing: SsFilmTiming | null;
}

/** A map as seeded: its content and its lessons (topics in map order, each topic's lessons in VIDEO_TYPES order). */
export interface LoadedSsMap {
  map: SsMap;
  lessons: LoadedSsLesson[];
}

/** The film key of a lesson in timings.json and under assets/social-studies/films/. */
export const ssFilmKey = (map: string, topic: string, videoType: string) => `${map}/${topic}-${videoType}`;

/** Reads every map under `assetsDir/social-studies/maps` (none when the folder is missing), in SOCIAL_STUDIES_MAPS order. Issues go to `issues`. */
export function loadSocialStudiesMaps(assetsDir: string, issues: Issue[]): LoadedSsMap[] {
  const dir = join(assetsDir, 'social-studies', 'maps');
  if (!existsSync(dir)) return [];
  const timingsFile = join(assetsDir, 'social-studies', 'films', 'timings.json');
  const timings = readTimings(timingsFile, ssFilmTimingSchema, issues);
  const out: LoadedSsMap[] = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const file = join(dir, name);
    const json = readJsonFile(file, issues);
    if (json === undefined) continue;
    const parsed = ssMapSchema.safeParse(json);
    if (!parsed.success) {
      for (const i of parsed.error.issues) issues.push({ file, path: i.path.map(String).join('.'), message: i.message });
      continue;
    }
    const map = parsed.data;
    if (`${map.key}.json` !== name) {
      issues.push({ file, path: 'key', message: `the file must be named ${map.key}.json` });
      continue;
    }
    const before = issues.length;
    const lessons = map.topics.flatMap((topic) =>
      VIDEO_TYPES.map((video_type): LoadedSsLesson => {
        const lesson = topic.lessons[video_type];
        const timing = timings.get(ssFilmKey(map.key, topic.key, video_type)) ?? null;
        if (timing && timing.quiz_s > timing.duration_s) issues.push({ file: timingsFile, path: ssFilmKey(map.key, topic.key, video_type), message: `quiz_s ${timing.quiz_s} is after the film's end (${timing.duration_s} s)` });
        return { topic_key: topic.key, video_type, lesson, hash: createHash('sha256').update(JSON.stringify(lesson)).digest('hex'), timing };
      }),
    );
    if (issues.length === before) out.push({ map, lessons });
  }
  return out.sort((a, b) => SOCIAL_STUDIES_MAPS.indexOf(a.map.key) - SOCIAL_STUDIES_MAPS.indexOf(b.map.key));
}

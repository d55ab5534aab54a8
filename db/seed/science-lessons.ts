/**
 * Loads the science lessons (issue 16): every `assets/science/lessons/<habitat>/<topic_key>.json`
 * validated with core/science/lesson-schema.ts, with its film's timings from
 * `assets/science/films/timings.json` when the films were rendered (the media script writes it:
 * `{ [topic_key]: { duration_s, fact_end_s: number[], ... } }`). Node only (db/seed/content.ts
 * calls it). Problems become content issues naming the file and the JSON path: an invalid lesson,
 * a lesson in the wrong folder or file, a topic the spec's table lacks, timings with fewer fact
 * times than the lesson's facts. A missing timings file or entry is no issue: the lesson seeds
 * without a length, its questions after the film.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SCIENCE_HABITATS, SCIENCE_TOPIC_KEYS } from '../../core/science/habitats';
import { scienceLessonSchema, type ScienceLesson } from '../../core/science/lesson-schema';
import { readJsonFile, readTimings, type Issue } from './timings';

/** What the seed reads of a film's timings (seconds from the film's start); other fields are the media script's. */
export const scienceFilmTimingSchema = z.object({
  duration_s: z.number().positive().finite(),
  /** One per fact: when its narration ends. */
  fact_end_s: z.array(z.number().nonnegative().finite()),
});
export type ScienceFilmTiming = z.infer<typeof scienceFilmTimingSchema>;

/** A lesson as seeded: its script, the SHA-256 hex of the script file's JSON, and its film's timings (null when not rendered yet). */
export interface LoadedScienceLesson {
  lesson: ScienceLesson;
  hash: string;
  timing: ScienceFilmTiming | null;
}

/** The films' timings by topic key (none before the films are rendered). */
const loadTimings = (assetsDir: string, issues: Issue[]) => readTimings(join(assetsDir, 'science', 'films', 'timings.json'), scienceFilmTimingSchema, issues);

/**
 * Reads every lesson under `assetsDir/science/lessons` (none when the folder is missing), in map
 * order: habitats as SCIENCE_HABITATS, topics as the spec's table (SCIENCE_TOPIC_KEYS). Issues go to `issues`.
 */
export function loadScienceLessons(assetsDir: string, issues: Issue[]): LoadedScienceLesson[] {
  const root = join(assetsDir, 'science', 'lessons');
  if (!existsSync(root)) return [];
  const timings = loadTimings(assetsDir, issues);
  const out: LoadedScienceLesson[] = [];
  for (const habitat of SCIENCE_HABITATS) {
    const dir = join(root, habitat);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
      const file = join(dir, name);
      const json = readJsonFile(file, issues);
      if (json === undefined) continue;
      const parsed = scienceLessonSchema.safeParse(json);
      if (!parsed.success) {
        for (const i of parsed.error.issues) issues.push({ file, path: i.path.map(String).join('.'), message: i.message });
        continue;
      }
      const lesson = parsed.data;
      const before = issues.length;
      if (lesson.habitat !== habitat) issues.push({ file, path: 'habitat', message: `a ${lesson.habitat} lesson in the ${habitat} folder` });
      if (`${lesson.topic_key}.json` !== name) issues.push({ file, path: 'topic_key', message: `the file must be named ${lesson.topic_key}.json` });
      if (!SCIENCE_TOPIC_KEYS[habitat].includes(lesson.topic_key)) issues.push({ file, path: 'topic_key', message: `${lesson.topic_key} is not a ${habitat} topic of the spec` });
      const timing = timings.get(lesson.topic_key) ?? null;
      if (timing && timing.fact_end_s.length < lesson.facts.length) {
        issues.push({ file, path: 'facts', message: `the film's timings have ${timing.fact_end_s.length} fact times for ${lesson.facts.length} facts: render the film again` });
      }
      if (issues.length !== before) continue;
      out.push({ lesson, hash: createHash('sha256').update(JSON.stringify(json)).digest('hex'), timing });
    }
  }
  const order = (l: ScienceLesson) => SCIENCE_HABITATS.indexOf(l.habitat) * 1000 + SCIENCE_TOPIC_KEYS[l.habitat].indexOf(l.topic_key);
  return out.sort((a, b) => order(a.lesson) - order(b.lesson));
}

/**
 * Shared by the content loaders (reading, science, social studies, Superskills): reading a content JSON file and
 * a films script's `timings.json` (an object keyed by film, each entry checked with the caller's
 * schema). Node only. Problems become content issues naming the file and the JSON path.
 */
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

/** One problem found in a content file (the shape of db/seed/content.ts's ContentIssue). */
export interface Issue {
  file: string;
  path: string;
  message: string;
}

/** The parsed JSON of `file`, or undefined (and an issue) when it is not valid JSON. */
export function readJsonFile(file: string, issues: Issue[]): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (e) {
    issues.push({ file, path: '', message: `not valid JSON: ${(e as Error).message}` });
    return undefined;
  }
}

/**
 * The entries of a timings file by film key (empty when the file is missing: the films are not
 * rendered yet); entries failing `schema` are issues and left out.
 */
export function readTimings<T>(file: string, schema: z.ZodType<T>, issues: Issue[]): Map<string, T> {
  const out = new Map<string, T>();
  if (!existsSync(file)) return out;
  const json = readJsonFile(file, issues);
  if (json === undefined) return out;
  const parsed = z.record(z.string(), z.unknown()).safeParse(json);
  if (!parsed.success) {
    issues.push({ file, path: '', message: 'timings must be an object keyed by film' });
    return out;
  }
  for (const [key, value] of Object.entries(parsed.data)) {
    const timing = schema.safeParse(value);
    if (timing.success) out.set(key, timing.data);
    else for (const i of timing.error.issues) issues.push({ file, path: [key, ...i.path.map(String)].join('.'), message: i.message });
  }
  return out;
}

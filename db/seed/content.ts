/**
 * Loads and validates the content JSON under assets/ that the seed writes to the database (Node
 * only). Every file is parsed with the zod schemas of core/content; errors name the file and the
 * JSON path. Here, in db/, so that scripts/db.ts and the Node entry (worker/entry-node.ts) both
 * import it in the allowed direction.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { levelSchema, mapSchema, type LevelContent, type MapContent } from '../../core/content/level-schema';
import { loadBooks, type LoadedBook } from './reading-books';
import { loadScienceLessons, type LoadedScienceLesson } from './science-lessons';
import { loadSocialStudiesMaps, type LoadedSsMap } from './social-studies-maps';
import { loadSuperskillsEpisodes, type LoadedEpisode } from './superskills-episodes';

export type { LoadedBook, LoadedEpisode, LoadedScienceLesson, LoadedSsMap };

/**
 * The content seeded into the database: every map and level (levels sorted by number), every
 * reading book with its narration timings (sorted by id), every science lesson with its film's
 * timings (in map order), the social studies maps with their lessons' film timings (egypt, greece)
 * and the Superskills episodes with their films' timings (by number).
 */
export interface ContentBundle {
  maps: MapContent[];
  levels: LevelContent[];
  books: LoadedBook[];
  science: LoadedScienceLesson[];
  socialStudies: LoadedSsMap[];
  superskills: LoadedEpisode[];
}

/** The repository's assets/ folder. */
export const ASSETS_DIR = fileURLToPath(new URL('../../assets', import.meta.url));

/** One problem found in a content file. */
export interface ContentIssue {
  file: string;
  path: string;
  message: string;
}

/** The `.json` files of `dir`, parsed; unreadable ones carry `error`. */
export function readJsonFiles(dir: string): { file: string; json: unknown; error?: string }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const file = join(dir, f);
      try {
        return { file, json: JSON.parse(readFileSync(file, 'utf8')) as unknown };
      } catch (e) {
        return { file, json: null, error: (e as Error).message };
      }
    });
}

/** Reads maps, levels, reading books, science lessons, social studies maps and Superskills episodes, returning the valid content and every issue found. */
export function loadContent(assetsDir = ASSETS_DIR): { content: ContentBundle; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const maps: MapContent[] = [];
  const levels: LevelContent[] = [];
  const collect = <T>(dir: string, schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }, out: T[]) => {
    for (const { file, json, error } of readJsonFiles(dir)) {
      if (error) {
        issues.push({ file, path: '', message: `not valid JSON: ${error}` });
        continue;
      }
      const parsed = schema.safeParse(json);
      if (parsed.success) out.push(parsed.data);
      else for (const i of parsed.error.issues) issues.push({ file, path: i.path.map(String).join('.'), message: i.message });
    }
  };
  collect(join(assetsDir, 'maps'), mapSchema, maps);
  collect(join(assetsDir, 'levels'), levelSchema, levels);
  levels.sort((a, b) => a.level - b.level);
  const books = loadBooks(assetsDir, issues);
  const science = loadScienceLessons(assetsDir, issues);
  const socialStudies = loadSocialStudiesMaps(assetsDir, issues);
  const superskills = loadSuperskillsEpisodes(assetsDir, issues);
  return { content: { maps, levels, books, science, socialStudies, superskills }, issues };
}

/**
 * Loads content and throws when any file is invalid.
 * @throws Error listing `file: path: message` lines.
 */
export function loadContentOrThrow(assetsDir = ASSETS_DIR): ContentBundle {
  const { content, issues } = loadContent(assetsDir);
  if (issues.length) throw new Error('Invalid content:\n' + issues.map((i) => `${i.file}: ${i.path || '(root)'}: ${i.message}`).join('\n'));
  return content;
}

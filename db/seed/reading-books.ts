/**
 * Loads the reading books (issue 15): every `assets/reading/books/<slug>.json` validated with
 * core/reading/book-schema.ts, and its narration timings
 * (`assets/reading/narration/<slug>/timings.json`, core/reading/narration-timings.ts) when the
 * file exists. Node only (db/seed/content.ts calls it). Problems become content issues naming the
 * file and the JSON path: an invalid book, a file name that is not its slug, a duplicate id or
 * slug, timings for a page the book lacks or with a word count that is not the page's.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bookSchema, type BookContent } from '../../core/reading/book-schema';
import { narrationTimingsSchema, type NarrationTimings } from '../../core/reading/narration-timings';
import { tokenizeWords } from '../../core/reading/words';
import { readJsonFile, type Issue } from './timings';

/** A book as seeded: its content and its narration timings (null when none were rendered yet). */
export interface LoadedBook {
  book: BookContent;
  narration: NarrationTimings | null;
}

/** The narration timings of `book`, checked against its pages; null when absent or invalid (issues added). */
function loadNarration(assetsDir: string, book: BookContent, issues: Issue[]): NarrationTimings | null {
  const file = join(assetsDir, 'reading', 'narration', book.slug, 'timings.json');
  if (!existsSync(file)) return null;
  const json = readJsonFile(file, issues);
  if (json === undefined) return null;
  const parsed = narrationTimingsSchema.safeParse(json);
  if (!parsed.success) {
    for (const i of parsed.error.issues) issues.push({ file, path: i.path.map(String).join('.'), message: i.message });
    return null;
  }
  const pages = new Map<string, string>();
  book.parts.forEach((part, p) => part.pages.forEach((page, n) => pages.set(`p${p + 1}-${n + 1}`, page.text)));
  const before = issues.length;
  for (const [key, timing] of Object.entries(parsed.data.pages)) {
    const text = pages.get(key);
    if (text === undefined) issues.push({ file, path: `pages.${key}`, message: 'the book has no such page' });
    else if (timing.words.length !== tokenizeWords(text).length) {
      issues.push({ file, path: `pages.${key}.words`, message: `${timing.words.length} word timings for ${tokenizeWords(text).length} words: render the narration again` });
    }
  }
  return issues.length === before ? parsed.data : null;
}

/** Reads every book under `assetsDir/reading/books` (none when the folder is missing), sorted by id; issues go to `issues`. */
export function loadBooks(assetsDir: string, issues: Issue[]): LoadedBook[] {
  const dir = join(assetsDir, 'reading', 'books');
  if (!existsSync(dir)) return [];
  const books: LoadedBook[] = [];
  const ids = new Map<number, string>();
  const slugs = new Map<string, string>();
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const file = join(dir, name);
    const json = readJsonFile(file, issues);
    if (json === undefined) continue;
    const parsed = bookSchema.safeParse(json);
    if (!parsed.success) {
      for (const i of parsed.error.issues) issues.push({ file, path: i.path.map(String).join('.'), message: i.message });
      continue;
    }
    const book = parsed.data;
    if (`${book.slug}.json` !== name) issues.push({ file, path: 'slug', message: `the file must be named ${book.slug}.json` });
    if (ids.has(book.id)) issues.push({ file, path: 'id', message: `id ${book.id} is also used by ${ids.get(book.id)}` });
    if (slugs.has(book.slug)) issues.push({ file, path: 'slug', message: `slug ${book.slug} is also used by ${slugs.get(book.slug)}` });
    ids.set(book.id, name);
    slugs.set(book.slug, name);
    books.push({ book, narration: loadNarration(assetsDir, book, issues) });
  }
  return books.sort((a, b) => a.book.id - b.book.id);
}

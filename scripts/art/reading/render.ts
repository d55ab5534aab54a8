/**
 * Renders every reading book's pictures: for each `assets/reading/books/<slug>.json` (validated by
 * `bookSchema`), the cover to `assets/reading/art/<slug>/cover.svg` and each page to
 * `assets/reading/art/<slug>/p<part>-<page>.svg` (1-based part and page-within-part numbers, the
 * paths of `bookArtUrl`). The generator owns `assets/reading/art` entirely: a page or a book that
 * is gone loses its files. Deterministic (byte-identical reruns; the identity test checks the
 * committed files, scripts/art/identity.test.ts).
 *
 * Run: `npx tsx scripts/art/reading/render.ts` (`--check` only compares). Also part of scripts/art/all.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bookArtUrl, bookSchema, type BookContent } from '../../../core/reading/book-schema';
import { type Generated, runGenerator } from '../files';
import { renderBookArt } from './compose';

/** Folder of the books' content, relative to the repository root. */
export const BOOKS_DIR = 'assets/reading/books';
/** Folder of the rendered pictures, relative to the repository root. */
export const BOOK_ART_DIR = 'assets/reading/art';

/** Every book file, parsed (sorted by file name). Throws naming the file when one is not a valid book. */
export function readBooks(root: string): BookContent[] {
  const dir = join(root, BOOKS_DIR);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const parsed = bookSchema.safeParse(JSON.parse(readFileSync(join(dir, f), 'utf8')));
      if (!parsed.success) throw new Error(`${BOOKS_DIR}/${f} is not a valid book: ${parsed.error.message}`);
      if (`${parsed.data.slug}.json` !== f) throw new Error(`${BOOKS_DIR}/${f}: the slug "${parsed.data.slug}" does not match the file name`);
      return parsed.data;
    });
}

/** One book's pictures: repository-relative path -> SVG text. */
export function bookArtFiles(book: BookContent): Map<string, string> {
  const files = new Map<string, string>();
  const rel = (url: string): string => url.replace(/^\//, '');
  files.set(rel(bookArtUrl(book.slug)), renderBookArt(book.cover));
  book.parts.forEach((part, i) => part.pages.forEach((page, j) => files.set(rel(bookArtUrl(book.slug, i + 1, j + 1)), renderBookArt(page.art))));
  return files;
}

/** Every book's pictures as generator output (see files.ts). */
export function buildBookArt(root: string): Generated {
  const files = new Map<string, string>();
  const books = readBooks(root);
  for (const book of books) for (const [path, svg] of bookArtFiles(book)) files.set(path, svg);
  return { files, owns: [BOOK_ART_DIR], summary: `Reading book art (${books.length} books, ${files.size} pictures)` };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) runGenerator('scripts/art/reading/render.ts', buildBookArt);

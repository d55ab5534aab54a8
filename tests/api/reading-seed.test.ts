/**
 * The reading books' seed (issue 15): the content loader validates every book file and its
 * narration timings (issues name the file and the JSON path), the content seed writes the books
 * idempotently by natural key (ids stay), removes what the content dropped, and a second seed of
 * unchanged content writes nothing.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app_settings, reading_book_page_answers, reading_book_page_questions, reading_book_pages, reading_book_parts, reading_books, reading_vocabs } from '../../db/schema';
import { ASSETS_DIR, loadContent, loadContentOrThrow } from '../../db/seed/content';
import { seedContent } from '../../worker/seed/seed';
import { fixtureBook, seedFixtureBooks } from '../helpers/reading-books';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

/** A temporary assets folder with the real maps and levels and the given book files. */
function assetsWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'reading-content-'));
  cpSync(join(ASSETS_DIR, 'maps'), join(dir, 'maps'), { recursive: true });
  cpSync(join(ASSETS_DIR, 'levels'), join(dir, 'levels'), { recursive: true });
  for (const [path, json] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), typeof json === 'string' ? json : JSON.stringify(json));
  }
  return dir;
}

describe('loading the books', () => {
  it('the books under assets/ load without issues, the sample book among them', () => {
    const { content, issues } = loadContent();
    expect(issues).toEqual([]);
    expect(content.books.find((b) => b.book.id === 101)?.book.slug).toBe('pat-can-nap');
    const ids = content.books.map((b) => b.book.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('reports a broken book, a misnamed file, a duplicate id and bad narration with file and path', () => {
    const good = fixtureBook(9101, 'prek', 1, true);
    const dir = assetsWith({
      'reading/books/fixture-9101.json': good.book,
      'reading/books/broken.json': { ...good.book, id: 9102, slug: 'broken', grade: 'college' },
      'reading/books/not-json.json': '{ nope',
      'reading/books/other-name.json': { ...good.book, slug: 'fixture-9103' },
      'reading/narration/fixture-9101/timings.json': { pages: { 'p1-1': { duration_ms: 900, words: [{ start_ms: 0, end_ms: 100 }] }, 'p9-1': good.narration!.pages['p1-2'] } },
    });
    try {
      const { content, issues } = loadContent(dir);
      const at = (file: string, path: string) => issues.find((i) => i.file.endsWith(file) && i.path === path);
      expect(at('broken.json', 'grade')).toBeDefined();
      expect(at('not-json.json', '')?.message).toMatch(/not valid JSON/);
      expect(at('other-name.json', 'slug')?.message).toBe('the file must be named fixture-9103.json');
      expect(at('other-name.json', 'id')?.message).toMatch(/also used by fixture-9101.json/);
      expect(at('timings.json', 'pages.p1-1.words')?.message).toMatch(/1 word timings for 4 words/);
      expect(at('timings.json', 'pages.p9-1')?.message).toBe('the book has no such page');
      // A book whose narration is wrong still loads, without narration.
      expect(content.books.find((b) => b.book.id === 9101)?.narration).toBeNull();
      expect(() => loadContentOrThrow(dir)).toThrow(/broken\.json: grade/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seeding the books', () => {
  it('the content seed wrote the sample book with art addresses; a second seed writes nothing', async () => {
    const [book] = await ctx.deps.db.select().from(reading_books).where(eq(reading_books.id, 101));
    expect(book).toMatchObject({ slug: 'pat-can-nap', grade: 'prek', grade_level: 13, difficulty_level: 1, cover_url: '/assets/reading/art/pat-can-nap/cover.svg' });
    const pages = await ctx.deps.db.select().from(reading_book_pages).where(eq(reading_book_pages.reading_book_id, 101)).orderBy(asc(reading_book_pages.number));
    expect(pages[0]!.art_url).toBe('/assets/reading/art/pat-can-nap/p1-1.svg');
    expect(await seedContent(ctx.deps.db, ctx.clock, loadContentOrThrow())).toBe(false);
  });

  it('re-seeding keeps every id; a changed book loses what it dropped; a dropped book goes', async () => {
    const ids = async (bookId: number) => {
      const parts = await ctx.deps.db.select({ id: reading_book_parts.id }).from(reading_book_parts).where(eq(reading_book_parts.reading_book_id, bookId));
      const partIds = parts.map((p) => p.id);
      const questions = await ctx.deps.db.select({ id: reading_book_page_questions.id }).from(reading_book_page_questions).where(inArray(reading_book_page_questions.reading_book_part_id, partIds));
      const answers = await ctx.deps.db.select({ id: reading_book_page_answers.id }).from(reading_book_page_answers).where(inArray(reading_book_page_answers.reading_book_page_question_id, questions.map((q) => q.id)));
      const pages = await ctx.deps.db.select({ id: reading_book_pages.id }).from(reading_book_pages).where(eq(reading_book_pages.reading_book_id, bookId));
      const vocabs = await ctx.deps.db.select({ id: reading_vocabs.id }).from(reading_vocabs).where(eq(reading_vocabs.reading_book_id, bookId));
      const sorted = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
      return { parts: sorted(parts), pages: sorted(pages), questions: sorted(questions), answers: sorted(answers), vocabs: sorted(vocabs) };
    };
    const book = fixtureBook(9201, 'k', 2);
    await seedFixtureBooks(ctx, [book]);
    const first = await ids(9201);
    expect([first.parts.length, first.pages.length, first.questions.length, first.answers.length, first.vocabs.length]).toEqual([2, 4, 8, 24, 2]);
    await seedFixtureBooks(ctx, [book]);
    expect(await ids(9201)).toEqual(first);

    // One part, its second page without questions, one word fewer.
    const smaller = fixtureBook(9201, 'k', 1);
    smaller.book.parts[0]!.pages[1]!.questions = [];
    smaller.book.parts[0]!.pages[0]!.questions.push(smaller.book.parts[0]!.pages[0]!.questions[0]!);
    smaller.book.vocabulary = smaller.book.vocabulary.slice(0, 1);
    await seedFixtureBooks(ctx, [smaller]);
    const after = await ids(9201);
    expect(after.parts).toEqual(first.parts.slice(0, 1));
    expect(after.pages).toHaveLength(2);
    expect(after.questions).toHaveLength(3);
    expect(after.vocabs).toEqual(first.vocabs.slice(0, 1));

    // The content seed keeps only the content's books: the fixture goes.
    await ctx.deps.db.delete(app_settings).where(eq(app_settings.key, 'content_version'));
    expect(await seedContent(ctx.deps.db, ctx.clock, loadContentOrThrow())).toBe(true);
    expect(await ctx.deps.db.$count(reading_books, eq(reading_books.id, 9201))).toBe(0);
    expect(await ctx.deps.db.$count(reading_books, eq(reading_books.id, 101))).toBe(1);
  });
});

/**
 * Reading fixture books for the API tests (ids 9001+, away from the content's 101..299), seeded
 * into the test file's database with the seed's own code (worker/reading/reading-seed.ts), so the
 * tests do not depend on which books assets/ holds.
 */
import { and, asc, eq } from 'drizzle-orm';
import { bookSchema, type ReadingGrade } from '../../core/reading/book-schema';
import { tokenizeWords } from '../../core/reading/words';
import { reading_book_page_answers, reading_book_page_questions, reading_book_parts, reading_vocabs, subscriptions } from '../../db/schema';
import type { LoadedBook } from '../../db/seed/content';
import { seedBooks } from '../../worker/reading/reading-seed';
import type { TestContext } from './context';

const art = { setting: 'park' as const };

/** A question whose right answer is `right` (listed second, so "first is right" would be wrong). */
function question(n: number, right: string) {
  return {
    kind: 'literal' as const,
    prompt: `Question ${n}: what is right?`,
    answers: [
      { text: `wrong ${n}a`, correct: false, misconception: 'Guesses.' },
      { text: right, correct: true },
      { text: `wrong ${n}b`, correct: false, misconception: 'Reads the picture only.' },
    ],
  };
}

/**
 * A book of `grade` with `parts` parts of 2 pages, each part with 4 questions (so a quiz draw of 3
 * varies). Narration timings for every page and one vocabulary clip when `narrated`.
 */
export function fixtureBook(id: number, grade: ReadingGrade, parts = 2, narrated = false): LoadedBook {
  const slug = `fixture-${id}`;
  const book = bookSchema.parse({
    id,
    slug,
    title: `Fixture ${id}`,
    summary: 'A book made up for the tests.',
    genre: 'fiction',
    grade,
    ranking: 1,
    cover: art,
    vocabulary: [
      { word: 'sun', definition: 'The sun is the star we see by day.', example: 'The sun is up.' },
      { word: 'nap', definition: 'A nap is a short sleep.', example: 'Pat can nap.' },
    ],
    parts: Array.from({ length: parts }, (_, p) => ({
      title: `Part ${p + 1}`,
      pages: [
        { text: 'The sun is up.', art, questions: [question(1, `right ${p}1`), question(2, `right ${p}2`)] },
        { text: 'Pat can nap.', art, questions: [question(3, `right ${p}3`), question(4, `right ${p}4`)] },
      ],
    })),
  });
  if (!narrated) return { book, narration: null };
  const pages: Record<string, { duration_ms: number; words: { start_ms: number; end_ms: number }[] }> = {};
  book.parts.forEach((part, p) =>
    part.pages.forEach((page, n) => {
      pages[`p${p + 1}-${n + 1}`] = { duration_ms: 1500, words: tokenizeWords(page.text).map((_, i) => ({ start_ms: i * 300, end_ms: i * 300 + 250 })) };
    }),
  );
  return { book, narration: { pages, vocab: { sun: { audio: 'vocab-sun.mp3', duration_ms: 1800 } } } };
}

/** Fixture books: 9001 (Pre-K, level 1, 2 parts, narrated), 9002 (K, level 2, 1 part), 9008 (grade 6, level 8, 1 part). */
export const FIXTURE_BOOKS = [fixtureBook(9001, 'prek', 2, true), fixtureBook(9002, 'k', 1), fixtureBook(9008, '6', 1)];

/** Seeds the fixture books (idempotent). */
export async function seedFixtureBooks(ctx: TestContext, books: LoadedBook[] = FIXTURE_BOOKS): Promise<void> {
  await ctx.deps.db.transaction((tx) => seedBooks(tx, ctx.clock, books));
}

/** The id of part `number` of a book. */
export async function partIdOf(ctx: TestContext, bookId: number, number: number): Promise<number> {
  const [row] = await ctx.deps.db.select().from(reading_book_parts).where(and(eq(reading_book_parts.reading_book_id, bookId), eq(reading_book_parts.number, number)));
  return row!.id;
}

/** The right and a wrong answer id of a question. */
export async function answersFor(ctx: TestContext, questionId: number): Promise<{ right: number; wrong: number }> {
  const rows = await ctx.deps.db.select().from(reading_book_page_answers).where(eq(reading_book_page_answers.reading_book_page_question_id, questionId)).orderBy(asc(reading_book_page_answers.position));
  return { right: rows.find((r) => r.correct)!.id, wrong: rows.find((r) => !r.correct)!.id };
}

/** The question ids of a part. */
export async function questionIdsOf(ctx: TestContext, partId: number): Promise<number[]> {
  return (await ctx.deps.db.select({ id: reading_book_page_questions.id }).from(reading_book_page_questions).where(eq(reading_book_page_questions.reading_book_part_id, partId))).map((r) => r.id);
}

/** The vocabulary ids of a book, by word. */
export async function vocabIdsOf(ctx: TestContext, bookId: number): Promise<Record<string, number>> {
  return Object.fromEntries((await ctx.deps.db.select().from(reading_vocabs).where(eq(reading_vocabs.reading_book_id, bookId))).map((v) => [v.word, v.id]));
}

/** Gives the parent a membership of `status` with reading (subject 2). */
export async function giveReading(ctx: TestContext, parentId: number, status: 'ACTIVE' | 'FAILED' | 'HOLD' = 'ACTIVE'): Promise<void> {
  await ctx.deps.db.insert(subscriptions).values({ parent_id: parentId, status, subject_ids: [2] });
}

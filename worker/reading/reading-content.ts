/**
 * Reads of the reading feature: books with the student's progress (BookSummary), a book's pages
 * and vocabulary, in the shapes of reading.contracts.ts. Book order (spec part 2 section 3):
 * by grade (13, 14, then 1..6, which is the order of `difficulty_level`), then `ranking`.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  reading_book_pages,
  reading_book_parts,
  reading_books,
  reading_vocabs,
  student_reading_book_parts,
  student_reading_books,
  student_reading_vocabs,
  type ReadingBookPartRow,
  type ReadingBookRow,
  type StudentReadingBookPartRow,
} from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { DomainError } from '../lib/errors';
import type { ReadingBilling } from './reading-access';
import type { BookSummary, Page, PartSummary, Vocab } from './reading.contracts';
import { isLevelLocked } from './reading-rules';
import type { PageNarration } from './reading-seed';

type Reader = Db | Tx;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** @throws DomainError 404 `book_not_found`. */
export async function loadBook(db: Reader, bookId: number): Promise<ReadingBookRow> {
  const [book] = await db.select().from(reading_books).where(eq(reading_books.id, bookId));
  if (!book) throw new DomainError('not_found', 'Book not found.', 'book_not_found');
  return book;
}

/** The part `number` (1-based) of a book. @throws DomainError 404 `book_part_not_found` (spec: a missing book part is an error). */
export async function loadPart(db: Reader, bookId: number, number: number): Promise<ReadingBookPartRow> {
  const [part] = await db
    .select()
    .from(reading_book_parts)
    .where(and(eq(reading_book_parts.reading_book_id, bookId), eq(reading_book_parts.number, number)));
  if (!part) throw new DomainError('not_found', 'Book part not found.', 'book_part_not_found');
  return part;
}

/** A part with the student's progress (or none). */
export function toPartSummary(part: ReadingBookPartRow, mine: StudentReadingBookPartRow | undefined): PartSummary {
  return { id: part.id, number: part.number, title: part.title, opened_at: iso(mine?.opened_at), completed_at: iso(mine?.completed_at), star_earned: mine?.star_earned ?? false };
}

/** Summaries of `books` (kept in the given order) with the student's progress, locked by `billing`. */
export async function summarize(db: Reader, studentId: number, books: ReadingBookRow[], billing: ReadingBilling): Promise<BookSummary[]> {
  if (!books.length) return [];
  const ids = books.map((b) => b.id);
  const [parts, mineParts, mineBooks] = await Promise.all([
    db.select().from(reading_book_parts).where(inArray(reading_book_parts.reading_book_id, ids)).orderBy(asc(reading_book_parts.number)),
    db.select().from(student_reading_book_parts).where(and(eq(student_reading_book_parts.student_id, studentId), inArray(student_reading_book_parts.reading_book_id, ids))),
    db.select().from(student_reading_books).where(and(eq(student_reading_books.student_id, studentId), inArray(student_reading_books.reading_book_id, ids))),
  ]);
  const minePart = new Map(mineParts.map((p) => [p.reading_book_part_id, p]));
  const mineBook = new Map(mineBooks.map((b) => [b.reading_book_id, b]));
  return books.map((b) => ({
    id: b.id,
    slug: b.slug,
    title: b.title,
    summary: b.summary,
    genre: b.genre,
    difficulty_level: b.difficulty_level,
    grade_level: b.grade_level,
    ranking: b.ranking,
    cover_url: b.cover_url,
    parts: parts.filter((p) => p.reading_book_id === b.id).map((p) => toPartSummary(p, minePart.get(p.id))),
    started_at: iso(mineBook.get(b.id)?.started_at),
    completed_at: iso(mineBook.get(b.id)?.completed_at),
    locked: isLevelLocked(b.difficulty_level, billing.status),
  }));
}

/** One book's summary. */
export async function summarizeOne(db: Reader, studentId: number, book: ReadingBookRow, billing: ReadingBilling): Promise<BookSummary> {
  return (await summarize(db, studentId, [book], billing))[0]!;
}

/** Books, optionally of one level, in book order. */
export async function listBookRows(db: Reader, level?: number): Promise<ReadingBookRow[]> {
  return db
    .select()
    .from(reading_books)
    .where(level === undefined ? undefined : eq(reading_books.difficulty_level, level))
    .orderBy(asc(reading_books.difficulty_level), asc(reading_books.ranking), asc(reading_books.id));
}

/** The pages of a book (or of one of its parts), in reading order. */
export async function pagesOf(db: Reader, bookId: number, partId?: number): Promise<Page[]> {
  const rows = await db
    .select({ page: reading_book_pages, part_number: reading_book_parts.number })
    .from(reading_book_pages)
    .innerJoin(reading_book_parts, eq(reading_book_parts.id, reading_book_pages.reading_book_part_id))
    .where(partId === undefined ? eq(reading_book_pages.reading_book_id, bookId) : eq(reading_book_pages.reading_book_part_id, partId))
    .orderBy(asc(reading_book_parts.number), asc(reading_book_pages.number));
  return rows.map(({ page, part_number }) => ({
    id: page.id,
    part_number,
    number: page.number,
    text: page.text,
    art_url: page.art_url,
    narration: (page.narration as PageNarration | null) ?? null,
  }));
}

/** A book's vocabulary with the student's status of each word ('new' when none recorded). */
export async function vocabularyOf(db: Reader, studentId: number, bookId: number): Promise<Vocab[]> {
  const rows = await db
    .select({ vocab: reading_vocabs, status: student_reading_vocabs.status })
    .from(reading_vocabs)
    .leftJoin(student_reading_vocabs, and(eq(student_reading_vocabs.reading_vocab_id, reading_vocabs.id), eq(student_reading_vocabs.student_id, studentId)))
    .where(eq(reading_vocabs.reading_book_id, bookId))
    .orderBy(asc(reading_vocabs.position));
  return rows.map(({ vocab, status }) => ({ id: vocab.id, word: vocab.word, definition: vocab.definition, example: vocab.example, audio_url: vocab.audio_url, status: status ?? 'new' }));
}

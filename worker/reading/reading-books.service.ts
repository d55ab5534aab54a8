/**
 * Books, parts and vocabulary of the reading map (issue 15 contract section 4; spec part 2
 * sections 3, 4 and 7 "Reading"): listing books with the student's progress, a book's pages and a
 * part's, opening, starting and completing parts and books, and vocabulary statuses. Every book
 * beyond what the reading billing status opens answers 403 `subject_locked`. Timestamps are set
 * once and the star is never taken back; completing a book moves the map's level (only for a book
 * of the current level) and pays 16 gems once per book, in one transaction with the map row locked.
 */
import { and, eq, sql } from 'drizzle-orm';
import { reading_book_parts, reading_vocabs, student_reading_book_parts, student_reading_books, student_reading_game_maps, student_reading_quiz_attempts, student_reading_vocabs, type ReadingBookRow, type StudentRow } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { Deps } from '../env';
import { earnGems } from '../gems/gems.service';
import { DomainError } from '../lib/errors';
import { assertBookOpen, readingBilling, type ReadingBilling } from './reading-access';
import { listBookRows, loadBook, loadPart, pagesOf, summarize, summarizeOne, toPartSummary, vocabularyOf } from './reading-content';
import { hasUnreadParts, lockMapRow, toGameMap } from './reading-map.service';
import type { PartSummary, BookPagesResponse, BookPartResponse, BooksResponse, CompleteBookResponse, CompletePartResponse, StartBookResponse, VocabBody, VocabRecordResponse } from './reading.contracts';
import { GEMS_PER_BOOK, laterVocabStatus, levelAfterBook } from './reading-rules';

/** A book the student may open, with the billing status it was checked against. @throws DomainError 404, 403. */
export async function openBook(deps: Deps, student: StudentRow, bookId: number): Promise<{ book: ReadingBookRow; billing: ReadingBilling }> {
  const [book, billing] = await Promise.all([loadBook(deps.db, bookId), readingBilling(deps, student)]);
  assertBookOpen(book, billing);
  return { book, billing };
}

/** GET reading_books: every book (or one level's) in book order, with progress and lock. */
export async function listBooks(deps: Deps, student: StudentRow, level?: number): Promise<BooksResponse> {
  const [rows, billing] = await Promise.all([listBookRows(deps.db, level), readingBilling(deps, student)]);
  return { books: await summarize(deps.db, student.id, rows, billing) };
}

/** GET reading_book_pages: the book, all its pages (every part) and its vocabulary with the student's statuses. */
export async function getBookPages(deps: Deps, student: StudentRow, bookId: number): Promise<BookPagesResponse> {
  const { book, billing } = await openBook(deps, student, bookId);
  const [summary, pages, vocabulary] = await Promise.all([summarizeOne(deps.db, student.id, book, billing), pagesOf(deps.db, book.id), vocabularyOf(deps.db, student.id, book.id)]);
  return { book: summary, pages, vocabulary };
}

/** GET book_parts/{part}: the book, the part (by number) and its pages. @throws DomainError 404 `book_part_not_found`. */
export async function getBookPart(deps: Deps, student: StudentRow, bookId: number, partNumber: number): Promise<BookPartResponse> {
  const { book, billing } = await openBook(deps, student, bookId);
  const part = await loadPart(deps.db, book.id, partNumber);
  const [summary, pages] = await Promise.all([summarizeOne(deps.db, student.id, book, billing), pagesOf(deps.db, book.id, part.id)]);
  return { book: summary, part: summary.parts.find((p) => p.id === part.id)!, pages };
}

/** Inserts the student's part row when missing and returns it locked for this transaction. */
export async function lockPartRow(tx: Tx, deps: Deps, studentId: number, bookId: number, partId: number) {
  const now = new Date(deps.clock.nowMs());
  await tx.insert(student_reading_book_parts).values({ student_id: studentId, reading_book_id: bookId, reading_book_part_id: partId, created_at: now, updated_at: now }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(student_reading_book_parts)
    .where(and(eq(student_reading_book_parts.student_id, studentId), eq(student_reading_book_parts.reading_book_part_id, partId)))
    .for('update');
  return row!;
}

/** POST book_parts/{part}/open: sets opened_at the first time. */
export async function openPart(deps: Deps, student: StudentRow, bookId: number, partNumber: number): Promise<{ part: PartSummary }> {
  const { book } = await openBook(deps, student, bookId);
  const part = await loadPart(deps.db, book.id, partNumber);
  return deps.db.transaction(async (tx) => {
    const row = await lockPartRow(tx, deps, student.id, book.id, part.id);
    if (row.opened_at) return { part: toPartSummary(part, row) };
    const now = new Date(deps.clock.nowMs());
    const [updated] = await tx.update(student_reading_book_parts).set({ opened_at: now, updated_at: now }).where(eq(student_reading_book_parts.id, row.id)).returning();
    return { part: toPartSummary(part, updated) };
  });
}

/**
 * POST book_parts/{part} {action: 'completed'}: completes the part and earns its star, once the
 * part's latest quiz attempt is beaten. @throws DomainError 409 `quiz_not_beaten`.
 */
export async function completePart(deps: Deps, student: StudentRow, bookId: number, partNumber: number): Promise<CompletePartResponse> {
  const { book, billing } = await openBook(deps, student, bookId);
  const part = await loadPart(deps.db, book.id, partNumber);
  await deps.db.transaction(async (tx) => {
    const row = await lockPartRow(tx, deps, student.id, book.id, part.id);
    if (row.completed_at) return;
    const [latest] = await tx
      .select({ outcome: student_reading_quiz_attempts.outcome })
      .from(student_reading_quiz_attempts)
      .where(and(eq(student_reading_quiz_attempts.student_id, student.id), eq(student_reading_quiz_attempts.reading_book_part_id, part.id)))
      .orderBy(sql`${student_reading_quiz_attempts.id} desc`)
      .limit(1);
    if (latest?.outcome !== 'beat') throw new DomainError('conflict', 'Beat the quiz of this part first: 2 of 3 right.', 'quiz_not_beaten');
    const now = new Date(deps.clock.nowMs());
    await tx
      .update(student_reading_book_parts)
      .set({ completed_at: now, star_earned: true, opened_at: row.opened_at ?? now, updated_at: now })
      .where(eq(student_reading_book_parts.id, row.id));
  });
  const summary = await summarizeOne(deps.db, student.id, book, billing);
  return { part: summary.parts.find((p) => p.id === part.id)!, book: summary };
}

/** Inserts the student's book row (started now) when missing. */
async function ensureStarted(tx: Tx, deps: Deps, studentId: number, bookId: number) {
  const now = new Date(deps.clock.nowMs());
  await tx.insert(student_reading_books).values({ student_id: studentId, reading_book_id: bookId, started_at: now, created_at: now, updated_at: now }).onConflictDoNothing();
}

/** POST reading_books/{book}/start: records the start (once) and makes it the map's latest book. */
export async function startBook(deps: Deps, student: StudentRow, bookId: number): Promise<StartBookResponse> {
  const { book, billing } = await openBook(deps, student, bookId);
  const map = await deps.db.transaction(async (tx) => {
    const row = await lockMapRow(tx, deps, student.id);
    await ensureStarted(tx, deps, student.id, book.id);
    const [updated] = await tx
      .update(student_reading_game_maps)
      .set({ latest_reading_book_id: book.id, updated_at: new Date(deps.clock.nowMs()) })
      .where(eq(student_reading_game_maps.id, row.id))
      .returning();
    return updated;
  });
  return { book: await summarizeOne(deps.db, student.id, book, billing), game_map: toGameMap(map) };
}

/**
 * POST reading_books/{book}?action=complete: needs every part completed (409 `book_not_finished`).
 * The first completion pays {@link GEMS_PER_BOOK} gems; a book of the map's current level moves
 * it one level up (8 -> 9: the world is beaten).
 */
export async function completeBook(deps: Deps, student: StudentRow, bookId: number): Promise<CompleteBookResponse> {
  const { book, billing } = await openBook(deps, student, bookId);
  const result = await deps.db.transaction(async (tx) => {
    const map = await lockMapRow(tx, deps, student.id);
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(reading_book_parts)
      .leftJoin(student_reading_book_parts, and(eq(student_reading_book_parts.reading_book_part_id, reading_book_parts.id), eq(student_reading_book_parts.student_id, student.id)))
      .where(and(eq(reading_book_parts.reading_book_id, book.id), sql`${student_reading_book_parts.completed_at} is null`));
    if (Number(open?.n ?? 0) > 0) throw new DomainError('conflict', 'Finish every part of this book first.', 'book_not_finished');
    await ensureStarted(tx, deps, student.id, book.id);
    const now = new Date(deps.clock.nowMs());
    const first = await tx
      .update(student_reading_books)
      .set({ completed_at: now, updated_at: now })
      .where(and(eq(student_reading_books.student_id, student.id), eq(student_reading_books.reading_book_id, book.id), sql`${student_reading_books.completed_at} is null`))
      .returning({ id: student_reading_books.id });
    const gems = first.length ? GEMS_PER_BOOK : 0;
    if (gems) await earnGems(tx, student.id, gems, `reading book ${book.id}`, deps.clock);
    const level = levelAfterBook(map.current_level, book.difficulty_level);
    const [updated] = await tx
      .update(student_reading_game_maps)
      .set({ current_level: level, latest_reading_book_id: book.id, updated_at: now })
      .where(eq(student_reading_game_maps.id, map.id))
      .returning();
    return { map: updated!, levelUp: level !== map.current_level, gems };
  });
  const [summary, unread] = await Promise.all([summarizeOne(deps.db, student.id, book, billing), hasUnreadParts(deps.db, student.id, result.map.current_level, billing)]);
  return { book: summary, game_map: toGameMap(result.map), level_up: result.levelUp, has_unread_parts: unread, gems_earned: result.gems };
}

/**
 * POST student_vocabs: records a word's status for the student; a status never moves back (the
 * stored one is answered when it is later). @throws DomainError 404 `vocab_not_found` for a word not in the book.
 */
export async function recordVocab(deps: Deps, student: StudentRow, body: VocabBody): Promise<VocabRecordResponse> {
  await openBook(deps, student, body.book_id);
  const [vocab] = await deps.db
    .select({ id: reading_vocabs.id })
    .from(reading_vocabs)
    .where(and(eq(reading_vocabs.id, body.vocab_id), eq(reading_vocabs.reading_book_id, body.book_id)));
  if (!vocab) throw new DomainError('not_found', 'Word not found in this book.', 'vocab_not_found');
  const now = new Date(deps.clock.nowMs());
  const status = await deps.db.transaction(async (tx) => {
    await tx
      .insert(student_reading_vocabs)
      .values({ student_id: student.id, reading_book_id: body.book_id, reading_vocab_id: vocab.id, status: body.status, created_at: now, updated_at: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(student_reading_vocabs)
      .where(and(eq(student_reading_vocabs.student_id, student.id), eq(student_reading_vocabs.reading_vocab_id, vocab.id)))
      .for('update');
    const next = laterVocabStatus(row!.status, body.status);
    if (next !== row!.status) await tx.update(student_reading_vocabs).set({ status: next, updated_at: now }).where(eq(student_reading_vocabs.id, row!.id));
    return next;
  });
  return { vocab: { book_id: body.book_id, vocab_id: vocab.id, status } };
}

/**
 * Seeds the reading books (issue 15) inside the content seed's transaction: books keep their
 * content id; parts, pages, questions, answers and vocabulary are upserted by natural key (see
 * db/schema/reading.ts) in a fixed number of statements for any number of books, and rows the
 * content no longer has are deleted. Pages get their art address (`bookArtUrl`) and, when the
 * narration was rendered, their narration (clip address, length, word times); vocabulary its clip
 * address or null.
 */
import { and, inArray, notInArray, sql } from 'drizzle-orm';
import { bookArtUrl, READING_LEVEL_BY_GRADE, GRADE_LEVEL_BY_GRADE } from '../../core/reading/book-schema';
import { narrationBaseUrl, narrationPageUrl } from '../../core/reading/narration-timings';
import { reading_book_page_answers, reading_book_page_questions, reading_book_pages, reading_book_parts, reading_books, reading_vocabs } from '../../db/schema';
import type { LoadedBook } from '../../db/seed/content';
import type { Tx } from '../../db/types';
import type { Clock } from '../env';

/** A page's narration as stored and served: the clip, its length and one time span per word (ms). */
export interface PageNarration {
  audio_url: string;
  duration_ms: number;
  words: { start_ms: number; end_ms: number }[];
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters for the widest row. */
const CHUNK = 1000;

/** Runs `insert` over `rows` in chunks and joins what each chunk returns. */
async function inChunks<T, R>(rows: readonly T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(...(await insert(rows.slice(i, i + CHUNK))));
  return out;
}

/** A page's narration from the book's timings, or null. */
function pageNarration({ book, narration }: LoadedBook, part: number, page: number): PageNarration | null {
  const timing = narration?.pages[`p${part}-${page}`];
  return timing ? { audio_url: narrationPageUrl(book.slug, part, page), duration_ms: timing.duration_ms, words: timing.words.map((w) => ({ start_ms: w.start_ms, end_ms: w.end_ms })) } : null;
}

/** A vocabulary word's clip from the book's timings (the word as written, else in lower case), or null. */
function vocabAudio({ book, narration }: LoadedBook, word: string): string | null {
  const clip = narration?.vocab[word] ?? narration?.vocab[word.toLowerCase()];
  return clip ? `${narrationBaseUrl(book.slug)}/${clip.audio}` : null;
}

/**
 * Upserts these books with everything in them and deletes what their content no longer has, in
 * a fixed number of statements whatever the number of books (about a dozen, chunked).
 */
export async function seedBooks(tx: Tx, clock: Clock, loaded: readonly LoadedBook[]): Promise<void> {
  if (!loaded.length) return;
  const now = new Date(clock.nowMs());
  const bookIds = loaded.map((l) => l.book.id);
  await inChunks(loaded, (chunk) =>
    tx
      .insert(reading_books)
      .values(
        chunk.map(({ book }) => ({
          id: book.id,
          slug: book.slug,
          title: book.title,
          summary: book.summary,
          genre: book.genre,
          grade: book.grade,
          grade_level: GRADE_LEVEL_BY_GRADE[book.grade],
          difficulty_level: READING_LEVEL_BY_GRADE[book.grade],
          ranking: book.ranking,
          cover_url: bookArtUrl(book.slug),
          phonics: book.phonics ?? null,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflictDoUpdate({
        target: reading_books.id,
        set: Object.fromEntries(['slug', 'title', 'summary', 'genre', 'grade', 'grade_level', 'difficulty_level', 'ranking', 'cover_url', 'phonics', 'updated_at'].map((c) => [c, excluded(c)])),
      })
      .returning({ id: reading_books.id }),
  );

  const parts = await inChunks(
    loaded.flatMap(({ book }) => book.parts.map((p, i) => ({ reading_book_id: book.id, number: i + 1, title: p.title }))),
    (chunk) =>
      tx
        .insert(reading_book_parts)
        .values(chunk)
        .onConflictDoUpdate({ target: [reading_book_parts.reading_book_id, reading_book_parts.number], set: { title: excluded('title') } })
        .returning({ id: reading_book_parts.id, book: reading_book_parts.reading_book_id, number: reading_book_parts.number }),
  );
  const partId = new Map(parts.map((p) => [`${p.book}:${p.number}`, p.id]));
  const partIds = parts.map((p) => p.id);
  await tx.delete(reading_book_parts).where(and(inArray(reading_book_parts.reading_book_id, bookIds), notInArray(reading_book_parts.id, partIds)));

  // Everything below a part, walked once: pages, then the questions and answers on them.
  const pageRows = loaded.flatMap((l) =>
    l.book.parts.flatMap((part, p) =>
      part.pages.map((page, n) => ({
        reading_book_id: l.book.id,
        reading_book_part_id: partId.get(`${l.book.id}:${p + 1}`)!,
        number: n + 1,
        text: page.text,
        art_url: bookArtUrl(l.book.slug, p + 1, n + 1),
        narration: pageNarration(l, p + 1, n + 1),
      })),
    ),
  );
  const pages = await inChunks(pageRows, (chunk) =>
    tx
      .insert(reading_book_pages)
      .values(chunk)
      .onConflictDoUpdate({
        target: [reading_book_pages.reading_book_part_id, reading_book_pages.number],
        set: { reading_book_id: excluded('reading_book_id'), text: excluded('text'), art_url: excluded('art_url'), narration: excluded('narration') },
      })
      .returning({ id: reading_book_pages.id, part: reading_book_pages.reading_book_part_id, number: reading_book_pages.number }),
  );
  await tx.delete(reading_book_pages).where(and(inArray(reading_book_pages.reading_book_id, bookIds), notInArray(reading_book_pages.id, pages.map((p) => p.id))));
  const pageId = new Map(pages.map((p) => [`${p.part}:${p.number}`, p.id]));

  const questionContent = loaded.flatMap(({ book }) =>
    book.parts.flatMap((part, p) => {
      const partRow = partId.get(`${book.id}:${p + 1}`)!;
      return part.pages.flatMap((page, n) => page.questions.map((q, position) => ({ q, part: partRow, page: pageId.get(`${partRow}:${n + 1}`)!, position })));
    }),
  );
  const questions = await inChunks(questionContent, (chunk) =>
    tx
      .insert(reading_book_page_questions)
      .values(chunk.map((c) => ({ reading_book_page_id: c.page, reading_book_part_id: c.part, position: c.position, kind: c.q.kind, prompt: c.q.prompt })))
      .onConflictDoUpdate({
        target: [reading_book_page_questions.reading_book_page_id, reading_book_page_questions.position],
        set: { reading_book_part_id: excluded('reading_book_part_id'), kind: excluded('kind'), prompt: excluded('prompt') },
      })
      .returning({ id: reading_book_page_questions.id, page: reading_book_page_questions.reading_book_page_id, position: reading_book_page_questions.position }),
  );
  const questionIds = questions.map((q) => q.id);
  await tx
    .delete(reading_book_page_questions)
    .where(and(inArray(reading_book_page_questions.reading_book_part_id, partIds), questionIds.length ? notInArray(reading_book_page_questions.id, questionIds) : undefined));
  const questionId = new Map(questions.map((q) => [`${q.page}:${q.position}`, q.id]));

  const answerRows = questionContent.flatMap((c) =>
    c.q.answers.map((a, position) => ({ reading_book_page_question_id: questionId.get(`${c.page}:${c.position}`)!, position, text: a.text, correct: a.correct, misconception: a.misconception ?? null })),
  );
  const answers = await inChunks(answerRows, (chunk) =>
    tx
      .insert(reading_book_page_answers)
      .values(chunk)
      .onConflictDoUpdate({
        target: [reading_book_page_answers.reading_book_page_question_id, reading_book_page_answers.position],
        set: { text: excluded('text'), correct: excluded('correct'), misconception: excluded('misconception') },
      })
      .returning({ id: reading_book_page_answers.id }),
  );
  if (questionIds.length) {
    await tx
      .delete(reading_book_page_answers)
      .where(and(inArray(reading_book_page_answers.reading_book_page_question_id, questionIds), notInArray(reading_book_page_answers.id, answers.map((a) => a.id))));
  }

  const vocabs = await inChunks(
    loaded.flatMap((l) => l.book.vocabulary.map((v, position) => ({ reading_book_id: l.book.id, position, word: v.word, definition: v.definition, example: v.example, audio_url: vocabAudio(l, v.word) }))),
    (chunk) =>
      tx
        .insert(reading_vocabs)
        .values(chunk)
        .onConflictDoUpdate({
          target: [reading_vocabs.reading_book_id, reading_vocabs.word],
          set: { position: excluded('position'), definition: excluded('definition'), example: excluded('example'), audio_url: excluded('audio_url') },
        })
        .returning({ id: reading_vocabs.id }),
  );
  await tx.delete(reading_vocabs).where(and(inArray(reading_vocabs.reading_book_id, bookIds), notInArray(reading_vocabs.id, vocabs.map((v) => v.id))));
}

/**
 * Seeds every book of the content and deletes the books it no longer has (their students' rows
 * go with them). Called by the content seed inside its transaction.
 */
export async function seedReadingBooks(tx: Tx, clock: Clock, books: readonly LoadedBook[]): Promise<void> {
  await seedBooks(tx, clock, books);
  const keep = books.map((b) => b.book.id);
  await tx.delete(reading_books).where(keep.length ? notInArray(reading_books.id, keep) : undefined);
}

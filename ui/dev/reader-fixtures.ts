/**
 * Made-up API answers for the reader preview (`/dev/reader/:slug`, ReaderPreviewScreen): a book's
 * content file and narration timings turned into the shapes the reading API answers
 * (BookSummary, Page, Vocab; ids by position), and a shelf of variants of it for the carousel
 * (started, finished, locked, several parts). Pure.
 */
import { bookArtUrl, GRADE_LEVEL_BY_GRADE, READING_LEVEL_BY_GRADE, type BookContent } from '../../core/reading/book-schema';
import { narrationBaseUrl, narrationPageUrl, type NarrationTimings } from '../../core/reading/narration-timings';
import type { BookSummary, Page, PartSummary, Vocab } from '../reading/reader/types';

/** The book as the API's summary, with nothing read yet. */
export function summaryOf(book: BookContent): BookSummary {
  const parts: PartSummary[] = book.parts.map((p, i) => ({ id: book.id * 10 + i + 1, number: i + 1, title: p.title, opened_at: null, completed_at: null, star_earned: false }));
  return {
    id: book.id,
    slug: book.slug,
    title: book.title,
    summary: book.summary,
    genre: book.genre,
    difficulty_level: READING_LEVEL_BY_GRADE[book.grade],
    grade_level: GRADE_LEVEL_BY_GRADE[book.grade],
    ranking: book.ranking,
    cover_url: bookArtUrl(book.slug),
    parts,
    started_at: null,
    completed_at: null,
    locked: false,
  };
}

/** The pages of one part (1-based), with their narration when the timings have it. */
export function pagesOf(book: BookContent, timings: NarrationTimings | null, part = 1): Page[] {
  const content = book.parts[part - 1];
  if (content === undefined) return [];
  return content.pages.map((p, i) => {
    const t = timings?.pages[`p${part}-${i + 1}`];
    return {
      id: part * 100 + i + 1,
      part_number: part,
      number: i + 1,
      text: p.text,
      art_url: bookArtUrl(book.slug, part, i + 1),
      narration: t === undefined ? null : { audio_url: narrationPageUrl(book.slug, part, i + 1), duration_ms: t.duration_ms, words: t.words },
    };
  });
}

/** The vocabulary with its clips. */
export function vocabularyOf(book: BookContent, timings: NarrationTimings | null): Vocab[] {
  return book.vocabulary.map((v, i) => {
    const clip = timings?.vocab[v.word];
    return { id: i + 1, word: v.word, definition: v.definition, example: v.example, audio_url: clip ? `${narrationBaseUrl(book.slug)}/${clip.audio}` : null, status: 'new' };
  });
}

const DAY = '2026-11-20T16:00:00.000Z';

/** A carousel shelf around the real book: a finished one, the real one started, a three-part one half done, two locked. */
export function shelfOf(book: BookContent): BookSummary[] {
  const real = summaryOf(book);
  const part = (id: number, number: number, star: boolean): PartSummary => ({ id, number, title: `Part ${number}`, opened_at: star ? DAY : null, completed_at: star ? DAY : null, star_earned: star });
  const variant = (id: number, title: string, over: Partial<BookSummary>): BookSummary => ({ ...real, id, slug: `${real.slug}-${id}`, title, ...over });
  return [
    variant(9001, 'The Big Red Hen', { started_at: DAY, completed_at: DAY, parts: [part(1, 1, true)] }),
    { ...real, started_at: DAY },
    variant(9002, 'Sam and the Sunflower Seeds', { difficulty_level: 3, grade_level: 1, parts: [part(2, 1, true), part(3, 2, false), part(4, 3, false)], started_at: DAY }),
    variant(9003, 'A Boat for the Moon', { locked: true, difficulty_level: 4, grade_level: 2, parts: [part(5, 1, false), part(6, 2, false)] }),
    variant(9004, 'The Secret of Fox Hollow', { locked: true, difficulty_level: 7, grade_level: 5, parts: [part(7, 1, false), part(8, 2, false), part(9, 3, false)] }),
  ];
}

/** A long grade-5 page (no narration) to look at the small type and scrolling. */
export const LONG_PAGE_TEXT =
  'Nadia pressed her ear against the cold window of the lighthouse. Far below, the waves crashed against the rocks, and the wind whistled through the cracks in the old stone walls. ' +
  '“If the lamp goes out tonight,” Grandpa had said, “the fishing boats will never find the harbor.” She checked the fuel gauge again. It was nearly empty, and the storm was only getting stronger. ' +
  'Nadia took a deep breath, grabbed the lantern, and started down the spiral staircase toward the supply room.';

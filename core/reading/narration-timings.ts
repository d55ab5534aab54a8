/**
 * The narration timings file of a book, `assets/reading/narration/<slug>/timings.json`, written by
 * scripts/media/reading-narration.ts (issue 15 contract section 3) and read by the content seed:
 * per page (`p<part>-<page>`, 1-based) the clip's length and one `{start_ms, end_ms}` per word of
 * `tokenizeWords(page.text)`; per vocabulary word the clip that says the word and its definition.
 * Other keys (the generator's text hashes) are allowed and ignored. Times are milliseconds.
 *
 * Pure module: the seed (db/seed/content.ts), the scripts and the tests share it.
 */
import { z } from 'zod';

const ms = z.number().int().min(0).max(10 * 60 * 1000);

export const narrationPageSchema = z.looseObject({
  duration_ms: ms,
  words: z.array(z.object({ start_ms: ms, end_ms: ms }).refine((w) => w.end_ms >= w.start_ms, 'a word ends after it starts')),
});

export const narrationTimingsSchema = z.looseObject({
  pages: z.record(z.string().regex(/^p\d+-\d+$/, 'page keys are p<part>-<page>'), narrationPageSchema),
  vocab: z
    .record(
      z.string().min(1),
      z.looseObject({
        /** File name inside the book's narration folder, e.g. `vocab-nap.mp3`. */
        audio: z.string().regex(/^[a-z0-9][a-z0-9._-]*\.mp3$/, 'an mp3 file name in the same folder'),
        duration_ms: ms,
      }),
    )
    .default({}),
});

export type NarrationTimings = z.infer<typeof narrationTimingsSchema>;

/** The folder of a book's narration files (clips and timings.json), as served. */
export function narrationBaseUrl(slug: string): string {
  return `/assets/reading/narration/${slug}`;
}

/** The clip of one page (1-based part and page numbers). */
export function narrationPageUrl(slug: string, part: number, page: number): string {
  return `${narrationBaseUrl(slug)}/p${part}-${page}.mp3`;
}

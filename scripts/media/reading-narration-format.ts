/**
 * Pure settings of the reading narration (scripts/media/reading-narration.ts): the voice per
 * reading level, the file names and the layout of timings.json. The file's contract is
 * core/reading/narration-timings.ts (what the seed reads); the generator's own view adds each
 * entry's `hash` of what was spoken, to skip unchanged text.
 */
import { z } from 'zod';
import { narrationPageSchema } from '../../core/reading/narration-timings';

/** One word's time in its page's clip, ms. */
export interface WordTiming {
  start_ms: number;
  end_ms: number;
}

const hash = z.string().min(1);
/** timings.json as the generator writes it (a valid core/reading/narration-timings.ts file, plus hashes). */
export const generatedTimingsSchema = z
  .object({
    pages: z.record(z.string().regex(/^p\d+-\d+$/), z.object({ ...narrationPageSchema.shape, hash }).strict()),
    vocab: z.record(z.string(), z.object({ audio: z.string().regex(/^vocab-[a-z0-9-]+\.mp3$/), duration_ms: z.number().int().min(0), hash }).strict()),
  })
  .strict();
export type GeneratedTimings = z.infer<typeof generatedTimingsSchema>;

/** The key of a page in timings.json and its clip's name: `p<part>-<page>`, both 1-based. */
export function narrationPageKey(part: number, page: number): string {
  return `p${part}-${page}`;
}

/** The clip of a vocabulary word (the word, a pause, its definition): `vocab-<lower case, runs of other characters as ->.mp3`. */
export function vocabAudioFile(word: string): string {
  const slug = word
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `vocab-${slug}.mp3`;
}

/** espeak-ng settings of one book's narration. */
export interface NarrationVoice {
  /** espeak-ng voice name, e.g. `en-us+f3`. */
  name: string;
  /** Words per minute. */
  rate: number;
  /** 0–99. */
  pitch: number;
  /** Extra pause between words, in espeak-ng's units of 10 ms. */
  wordGap: number;
}

/**
 * Moxie's voice (scripts/audio's `VOICE` arguments: `-v name -s rate -p pitch`) at the pace of a
 * reading level: Pre-K and K (levels 1-2) read slowly with a little gap between words so a child
 * can follow each one; grades 1-2 (3-4) a bit faster; grades 3-6 at the voice's own rate.
 */
export function narrationVoice(level: number, voice: readonly string[]): NarrationVoice {
  const arg = (flag: string, fallback: string) => {
    const i = voice.indexOf(flag);
    return i >= 0 && i + 1 < voice.length ? voice[i + 1]! : fallback;
  };
  const base = Number(arg('-s', '150'));
  const pace = level <= 2 ? { rate: Math.round(base * 0.8), wordGap: 2 } : level <= 4 ? { rate: Math.round(base * 0.9), wordGap: 1 } : { rate: base, wordGap: 0 };
  return { name: arg('-v', 'en-us+f3'), pitch: Number(arg('-p', '50')), ...pace };
}

/**
 * timings.json as committed: keys sorted (pages by part then page number), one page or word per
 * line so a diff shows which page changed, a final newline.
 */
export function formatTimings(t: GeneratedTimings): string {
  const pageOrder = (k: string) => k.slice(1).split('-').map(Number) as [number, number];
  const pages = Object.keys(t.pages).sort((a, b) => {
    const [pa, na] = pageOrder(a);
    const [pb, nb] = pageOrder(b);
    return pa - pb || na - nb;
  });
  const vocab = Object.keys(t.vocab).sort();
  const block = (keys: string[], get: (k: string) => unknown) =>
    keys.length === 0 ? '{}' : `{\n${keys.map((k) => `    ${JSON.stringify(k)}: ${JSON.stringify(get(k))}`).join(',\n')}\n  }`;
  return `{\n  "pages": ${block(pages, (k) => t.pages[k])},\n  "vocab": ${block(vocab, (k) => t.vocab[k])}\n}\n`;
}

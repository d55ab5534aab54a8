/**
 * The one way a page's text is split into words (issue 15): the reader highlights word `i` while
 * narration word `i` plays, a tap on word `i` looks up its meaning, and the narration generator
 * (scripts/media) times word `i`. All three must agree, so all three call `tokenizeWords`.
 *
 * A word is a run of letters and digits with inner apostrophes or hyphens (`don't`, `well-known`);
 * punctuation and spaces between words belong to no word. Offsets are UTF-16 indexes into the text.
 */

/** One word of a page: `start`/`end` are offsets into the text (end exclusive); `key` is lower case without quotes. */
export interface PageWord {
  index: number;
  text: string;
  start: number;
  end: number;
  key: string;
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Splits text into words (see the module comment). Pure; never throws. */
export function tokenizeWords(text: string): PageWord[] {
  const words: PageWord[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    words.push({ index: words.length, text: m[0], start, end: start + m[0].length, key: wordKey(m[0]) });
  }
  return words;
}

/** The lookup key of a word: lower case, curly apostrophe made straight ("Don’t" → "don't"). */
export function wordKey(word: string): string {
  return word.toLowerCase().replace(/’/g, "'");
}

/**
 * Readability of a book's text (issue 15, docs/reading-content.md "Readability bands"), computed
 * with wooorm's formula packages so that authors, the content test and reviewers share one number:
 * - Spache (revised, 1974 familiar-word list `spache`), meant for Pre-K to grade 3 texts;
 * - Flesch–Kincaid grade (`flesch-kincaid`, syllables by `syllable`), grades 2 to 6;
 * - new Dale–Chall raw score (`dale-chall-formula`, 1995 easy-word list `dale-chall`), grades 2 to 6.
 *
 * Words come from `tokenizeWords` (the project's only tokenizer). Sentences are runs of text ending
 * in `.`, `!` or `?` (a trailing run without one counts as a sentence). As both word lists' rules
 * ask, a word counts as familiar when it, or its base form after a regular ending (-s, -es, -ies,
 * -'s, -ed, -d, -ing, -er, -est, -ly), is on the list; names (of characters, given by the caller)
 * and numbers are familiar too. Spache counts each unfamiliar word once; Dale–Chall counts every
 * occurrence.
 *
 * Pure (no Node built-ins, no I/O): usable in the browser, the content test and scripts.
 */
import { daleChall } from 'dale-chall';
import { daleChallFormula } from 'dale-chall-formula';
import { fleschKincaid } from 'flesch-kincaid';
import { spache } from 'spache';
import { spacheFormula } from 'spache-formula';
import { syllable } from 'syllable';
import type { BookContent, ReadingGrade } from './book-schema';
import { tokenizeWords } from './words';

/** The measures of one text. Grades are US school grades (NaN for a text without words). */
export interface Readability {
  words: number;
  sentences: number;
  syllables: number;
  /** Distinct words (lower case) not on the Spache list, in order of first use. */
  spacheUnfamiliar: string[];
  /** Words (every occurrence) not on the Dale–Chall list. */
  daleChallDifficult: number;
  /** Revised Spache grade level. */
  spache: number;
  /** Flesch–Kincaid grade level. */
  fleschKincaid: number;
  /** New Dale–Chall raw score (4.9 or less ≈ grade 4 and below, 5.0–5.9 ≈ grades 5–6, 6.0–6.9 ≈ grades 7–8). */
  daleChall: number;
}

const SPACHE = new Set(spache);
const DALE_CHALL = new Set(daleChall);

/**
 * Base forms a word may come from by one regular ending, the word itself first
 * ("cats" → cats, cat; "hopping" → hopping, hopp, hop, hope; "cried" → cried, cri, cry, ...).
 */
export function baseForms(word: string): string[] {
  const w = word.toLowerCase().replace(/’/g, "'");
  const forms = new Set<string>([w]);
  const add = (s: string): void => {
    if (s.length >= 1) forms.add(s);
  };
  if (w.endsWith("'s")) add(w.slice(0, -2));
  if (w.endsWith("s'")) add(w.slice(0, -1));
  if (w.endsWith("n't")) add(w.slice(0, -3));
  for (const [end, repl] of [
    ['ies', 'y'], ['ied', 'y'], ['ier', 'y'], ['iest', 'y'], ['ily', 'y'],
    ['es', ''], ['s', ''], ['ed', ''], ['ed', 'e'], ['d', ''], ['ing', ''], ['ing', 'e'],
    ['er', ''], ['er', 'e'], ['est', ''], ['est', 'e'], ['ly', ''],
  ] as const) {
    if (w.length > end.length + 1 && w.endsWith(end)) {
      const stem = w.slice(0, -end.length);
      add(stem + repl);
      // hopping → hop, bigger → big: a doubled final consonant before the ending.
      if (repl === '' && /([b-df-hj-np-tv-z])\1$/.test(stem)) add(stem.slice(0, -1));
    }
  }
  return [...forms];
}

function familiar(list: Set<string>, word: string, names: Set<string>): boolean {
  if (/^\d/.test(word)) return true;
  const forms = baseForms(word);
  return forms.some((f) => list.has(f) || names.has(f));
}

/** Titles whose period ends no sentence ("Ms. Diaz"). */
const TITLE_BEFORE = String.raw`(?<!\b(?:Mr|Mrs|Ms|Dr))`;
const SENTENCE_END = new RegExp(`${TITLE_BEFORE}[.!?]+["'”’)]*(?=\\s|$)`, 'g');
const UP_TO_LAST_END = new RegExp(`[\\s\\S]*${TITLE_BEFORE}[.!?]["'”’)]*`);

/**
 * Number of sentences: runs ending in . ! or ? (quotes after the mark belong to it; a title's
 * period, as in "Ms. Diaz", ends none); at least 1 for a text with words.
 */
export function countSentences(text: string): number {
  const ends = text.match(SENTENCE_END)?.length ?? 0;
  const tail = text.replace(UP_TO_LAST_END, '');
  const trailing = tokenizeWords(tail).length > 0 ? 1 : 0;
  return ends + trailing;
}

/**
 * Measures `text` (a book's pages joined with blank lines, or any passage). `names` are words
 * treated as familiar (the book's character names; case does not matter). Pure; never throws.
 */
export function readability(text: string, names: readonly string[] = []): Readability {
  const nameSet = new Set(names.map((n) => n.toLowerCase()));
  const tokens = tokenizeWords(text);
  const sentences = tokens.length === 0 ? 0 : Math.max(1, countSentences(text));
  const unfamiliar: string[] = [];
  let difficult = 0;
  let syllables = 0;
  for (const t of tokens) {
    syllables += Math.max(1, syllable(t.text));
    if (!familiar(SPACHE, t.key, nameSet) && !unfamiliar.some((u) => sameBase(u, t.key))) unfamiliar.push(t.key);
    if (!familiar(DALE_CHALL, t.key, nameSet)) difficult += 1;
  }
  const counts = { word: tokens.length, sentence: sentences };
  return {
    words: tokens.length,
    sentences,
    syllables,
    spacheUnfamiliar: unfamiliar,
    daleChallDifficult: difficult,
    spache: round(spacheFormula({ ...counts, unfamiliarWord: unfamiliar.length })),
    fleschKincaid: round(fleschKincaid({ ...counts, syllable: syllables })),
    daleChall: round(daleChallFormula({ ...counts, difficultWord: difficult })),
  };
}

/** True when one word is the other or one of its regular-ending base forms ("naps" and "nap"). */
function sameBase(a: string, b: string): boolean {
  return a === b || baseForms(a).includes(b) || baseForms(b).includes(a);
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A closed range of a measure; `min`/`max` omitted means unbounded on that side. */
export interface Band {
  min?: number;
  max?: number;
}

/**
 * The readability bands every book of a grade must fall in (docs/reading-content.md). Spache
 * applies to Pre-K..grade 3, Flesch–Kincaid and Dale–Chall to grades 2..6. Stable: the books of
 * grades 3–6 are written against them.
 */
export const READABILITY_BANDS: Record<ReadingGrade, { spache?: Band; fleschKincaid?: Band; daleChall?: Band }> = {
  prek: { spache: { max: 2.0 } },
  k: { spache: { max: 2.4 } },
  '1': { spache: { min: 1.4, max: 2.8 } },
  '2': { spache: { min: 1.9, max: 3.5 }, fleschKincaid: { max: 4.0 }, daleChall: { max: 5.5 } },
  '3': { spache: { min: 2.4, max: 4.5 }, fleschKincaid: { min: 1.5, max: 5.0 }, daleChall: { max: 6.0 } },
  '4': { fleschKincaid: { min: 2.5, max: 6.5 }, daleChall: { max: 6.9 } },
  '5': { fleschKincaid: { min: 3.5, max: 7.5 }, daleChall: { min: 4.0, max: 7.5 } },
  '6': { fleschKincaid: { min: 4.5, max: 9.0 }, daleChall: { min: 4.5, max: 8.5 } },
};

/**
 * The band violations of a measured text for a grade, as readable messages
 * (e.g. "spache 2.31 above 2.0"); empty when the text fits every band of its grade.
 */
export function bandViolations(grade: string, r: Readability): string[] {
  const bands = (READABILITY_BANDS as Record<string, (typeof READABILITY_BANDS)[ReadingGrade] | undefined>)[grade];
  if (!bands) return [`no readability band for grade ${grade}`];
  const out: string[] = [];
  for (const key of ['spache', 'fleschKincaid', 'daleChall'] as const) {
    const band = bands[key];
    if (!band) continue;
    const v = r[key];
    if (!Number.isFinite(v)) out.push(`${key} is not a number (no text?)`);
    else if (band.min !== undefined && v < band.min) out.push(`${key} ${v} below ${band.min}`);
    else if (band.max !== undefined && v > band.max) out.push(`${key} ${v} above ${band.max}`);
  }
  return out;
}

/** A book's whole text: every page of every part, in order, joined by blank lines. */
export function bookText(book: Pick<BookContent, 'parts'>): string {
  return book.parts.flatMap((p) => p.pages.map((page) => page.text)).join('\n\n');
}

/**
 * The names in a book (lower case): words never written in lower case in its text ("I" aside)
 * that either are capitalised somewhere inside a sentence ("The cat is Pat.") or are not common
 * words (not on the Dale–Chall list), e.g. "Pat", "Rosa".
 */
export function bookNames(book: Pick<BookContent, 'parts'>): string[] {
  const capital = new Set<string>();
  const inside = new Set<string>();
  const lower = new Set<string>();
  for (const text of book.parts.flatMap((p) => p.pages.map((page) => page.text))) {
    for (const t of tokenizeWords(text).map((w) => ({ ...w, key: w.key.replace(/'s$/, '') }))) {
      if (!/^\p{Lu}/u.test(t.text)) {
        lower.add(t.key);
        continue;
      }
      capital.add(t.key);
      const before = text.slice(0, t.start).replace(/[\s"“”‘’'(]+$/u, '');
      if (before !== '' && !/[.!?:]$/.test(before)) inside.add(t.key);
    }
  }
  return [...capital].filter((k) => k !== 'i' && !lower.has(k) && (inside.has(k) || !baseForms(k).some((f) => DALE_CHALL.has(f))));
}

/** Readability of a whole book with its names treated as familiar. */
export function bookReadability(book: Pick<BookContent, 'parts'>): Readability {
  return readability(bookText(book), bookNames(book));
}

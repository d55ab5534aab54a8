/**
 * The reading books' content (issue 15, contract section 1, docs/reading-content.md): every file in
 * assets/reading/books is a valid book; ids, slugs and rankings are unique; every map level has
 * at least 4 books; parts, pages, questions and vocabulary follow the grade's rules; the early
 * books (Pre-K, K, grade 1) are decodable with the phonics sequence (docs/reading-sequence.md);
 * each book reads within its grade's readability band; the text is the project's own; and every
 * page has its art and narration files. Each check lists every failure with the book's slug,
 * part and page, so one run shows all that is wrong.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bookArtUrl, bookSchema, READING_GRADES, READING_LEVEL_BY_GRADE, READING_MAX_LEVEL, type BookContent } from '../../core/reading/book-schema';
import { decodable, PHONICS_SEQUENCE, stepsFor, taughtBy } from '../../core/reading/phonics-sequence';
import { bandViolations, bookNames, bookReadability, countSentences } from '../../core/reading/readability';
import { tokenizeWords } from '../../core/reading/words';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BOOK_DIR = join(ROOT, 'assets', 'reading', 'books');
const files = readdirSync(BOOK_DIR).filter((f) => f.endsWith('.json')).sort();

type Loaded = { file: string; raw: unknown; book?: BookContent; error?: string };
const loaded: Loaded[] = files.map((file) => {
  const raw: unknown = JSON.parse(readFileSync(join(BOOK_DIR, file), 'utf8'));
  const parsed = bookSchema.safeParse(raw);
  return parsed.success ? { file, raw, book: parsed.data } : { file, raw, error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
});
const books = loaded.flatMap((l) => (l.book ? [l.book] : []));

/** Every page with its place, for messages like "pat-can-nap p1-3". */
const pages = books.flatMap((book) => book.parts.flatMap((part, pi) => part.pages.map((page, gi) => ({ book, part, page, where: `${book.slug} p${pi + 1}-${gi + 1}` }))));

const norm = (s: string) => tokenizeWords(s).map((w) => w.key).join(' ');
const EARLY: readonly string[] = ['prek', 'k', '1'];
const LAYOUT: Record<string, { parts: [number, number]; pages: [number, number] }> = {
  prek: { parts: [1, 1], pages: [5, 8] },
  k: { parts: [1, 1], pages: [5, 8] },
  '1': { parts: [1, 2], pages: [4, 8] },
  '2': { parts: [1, 2], pages: [4, 8] },
  '3': { parts: [2, 3], pages: [3, 6] },
  '4': { parts: [2, 3], pages: [3, 6] },
  '5': { parts: [2, 3], pages: [3, 6] },
  '6': { parts: [2, 3], pages: [3, 6] },
};

/**
 * Famous lines of published children's books (normalised like page text): a page must not
 * contain one. A small guard against copying, not a plagiarism detector.
 */
const FAMOUS_LINES = [
  'in the great green room', 'goodnight moon', 'in an old house in paris that was covered with vines', 'brown bear brown bear what do you see',
  'i do not like green eggs and ham', 'i am sam sam i am', 'the sun did not shine it was too wet to play', 'in the light of the moon a little egg lay on a leaf',
  'one fish two fish red fish blue fish', 'chicka chicka boom boom', 'we\'re going on a bear hunt', 'the night max wore his wolf suit',
  'where\'s papa going with that ax', 'hop on pop', 'go dog go', 'once there were four little rabbits', 'if you give a mouse a cookie',
  'it was a dark and stormy night', 'look at me look at me look at me now', 'the wheels on the bus go round and round',
].map(norm);

describe('reading books', () => {
  it('are valid books named after their slug', () => {
    const bad = loaded.flatMap((l) => (l.error ? [`${l.file}: ${l.error}`] : l.book && `${l.book.slug}.json` !== l.file ? [`${l.file}: slug is ${l.book.slug}`] : []));
    expect(files.length).toBeGreaterThan(0);
    expect(bad).toEqual([]);
  });

  it('have unique ids and slugs, ids in the range of their levels, rankings 1..n within each grade', () => {
    const bad: string[] = [];
    const seen = new Map<string, string>();
    for (const b of books) {
      for (const key of [`id ${b.id}`, `slug ${b.slug}`]) {
        if (seen.has(key)) bad.push(`${b.slug}: ${key} also used by ${seen.get(key)}`);
        seen.set(key, b.slug);
      }
      const early = READING_LEVEL_BY_GRADE[b.grade] <= 4;
      if (early ? b.id < 101 || b.id > 199 : b.id < 201 || b.id > 299) bad.push(`${b.slug}: id ${b.id} outside ${early ? '101..199' : '201..299'}`);
    }
    for (const g of READING_GRADES) {
      const ranks = books.filter((b) => b.grade === g).map((b) => b.ranking).sort((x, y) => x - y);
      if (ranks.some((r, i) => r !== i + 1)) bad.push(`grade ${g}: rankings ${ranks.join(',')} are not 1..${ranks.length}`);
    }
    expect(bad).toEqual([]);
  });

  it('give every map level at least 4 books', () => {
    const short = Array.from({ length: READING_MAX_LEVEL }, (_, i) => i + 1)
      .map((level) => ({ level, n: books.filter((b) => READING_LEVEL_BY_GRADE[b.grade] === level).length }))
      .filter((x) => x.n < 4)
      .map((x) => `level ${x.level}: ${x.n} books`);
    expect(short).toEqual([]);
  });

  it('get harder level by level (mean Spache up to grade 3, mean Flesch–Kincaid from grade 2)', () => {
    const mean = (grade: string, key: 'spache' | 'fleschKincaid') => {
      const xs = books.filter((b) => b.grade === grade).map((b) => bookReadability(b)[key]);
      return xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : undefined;
    };
    const bad: string[] = [];
    for (const [key, grades] of [['spache', ['prek', 'k', '1', '2', '3']], ['fleschKincaid', ['2', '3', '4', '5', '6']]] as const) {
      const ms = grades.flatMap((g) => {
        const m = mean(g, key);
        return m === undefined ? [] : [{ g, m }];
      });
      ms.forEach((x, i) => {
        const prev = ms[i - 1];
        if (prev && x.m < prev.m) bad.push(`${key}: grade ${x.g} mean ${x.m.toFixed(2)} below grade ${prev.g} ${prev.m.toFixed(2)}`);
      });
    }
    expect(bad).toEqual([]);
  });

  it('have the parts and pages of their grade, with short pages for Pre-K and K', () => {
    const bad: string[] = [];
    for (const b of books) {
      const l = LAYOUT[b.grade]!;
      if (b.parts.length < l.parts[0] || b.parts.length > l.parts[1]) bad.push(`${b.slug}: ${b.parts.length} parts, grade ${b.grade} needs ${l.parts.join('-')}`);
      b.parts.forEach((p, i) => {
        if (p.pages.length < l.pages[0] || p.pages.length > l.pages[1]) bad.push(`${b.slug} part ${i + 1}: ${p.pages.length} pages, needs ${l.pages.join('-')}`);
      });
    }
    for (const { book, page, where } of pages) {
      if (!/[.!?]["'”’)]*$/.test(page.text)) bad.push(`${where}: text does not end a sentence`);
      if ((book.grade === 'prek' || book.grade === 'k') && countSentences(page.text) > 2) bad.push(`${where}: more than 2 sentences`);
    }
    expect(bad).toEqual([]);
  });

  it('ask at least 3 questions per part, literal and inferential, on pages in the part', () => {
    const bad: string[] = [];
    for (const b of books) {
      b.parts.forEach((p, i) => {
        const qs = p.pages.flatMap((g) => g.questions);
        if (qs.length < 3) bad.push(`${b.slug} part ${i + 1}: ${qs.length} questions`);
        for (const kind of ['literal', 'inferential'] as const) if (!qs.some((q) => q.kind === kind)) bad.push(`${b.slug} part ${i + 1}: no ${kind} question`);
        const prompts = qs.map((q) => q.prompt);
        if (new Set(prompts).size !== prompts.length) bad.push(`${b.slug} part ${i + 1}: a question is asked twice`);
      });
    }
    expect(bad).toEqual([]);
  });

  it('define vocabulary words used in the book, with an example sentence copied from it', () => {
    const bad: string[] = [];
    for (const b of books) {
      const texts = b.parts.flatMap((p) => p.pages.map((g) => g.text));
      const words = new Set(texts.flatMap((t) => tokenizeWords(t).map((w) => w.key)));
      for (const v of b.vocabulary) {
        if (!texts.some((t) => t.includes(v.example))) bad.push(`${b.slug} vocab "${v.word}": example not in the book text`);
        const inExample = new RegExp(`\\b${v.word.toLowerCase()}(s|es|ed|d|ing)?\\b`).test(v.example.toLowerCase());
        if (!inExample || !(words.has(v.word.toLowerCase()) || v.word.includes(' ') || [...words].some((w) => w.startsWith(v.word.toLowerCase())))) bad.push(`${b.slug} vocab "${v.word}": word not in its example or the book`);
      }
      const ws = b.vocabulary.map((v) => v.word.toLowerCase());
      if (new Set(ws).size !== ws.length) bad.push(`${b.slug}: a vocabulary word is listed twice`);
      if (EARLY.includes(b.grade) || b.grade === '2') {
        if (b.vocabulary.length > 6) bad.push(`${b.slug}: ${b.vocabulary.length} vocabulary words (2-6 for early books)`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('are decodable in Pre-K, K and grade 1 with the phonics sequence and sight words taught so far', () => {
    const bad: string[] = [];
    for (const b of books.filter((x) => EARLY.includes(x.grade))) {
      const grade = b.grade as 'prek' | 'k' | '1';
      if (!b.phonics) {
        bad.push(`${b.slug}: no phonics focus`);
        continue;
      }
      const steps = stepsFor(grade, b.ranking);
      const own = PHONICS_SEQUENCE.filter((s) => s.grade === grade)[b.ranking - 1];
      if (own && JSON.stringify(own.focus) !== JSON.stringify(b.phonics.focus)) bad.push(`${b.slug}: focus ${JSON.stringify(b.phonics.focus)} is not step ${grade}-${b.ranking}'s ${JSON.stringify(own.focus)}`);
      if (own && JSON.stringify(own.sightWords) !== JSON.stringify(b.phonics.sight_words)) bad.push(`${b.slug}: sight_words ${JSON.stringify(b.phonics.sight_words)} are not step ${grade}-${b.ranking}'s ${JSON.stringify(own.sightWords)}`);
      const taught = taughtBy(steps);
      for (const n of bookNames(b)) taught.sightWords.add(n);
      b.parts.forEach((p, pi) =>
        p.pages.forEach((g, gi) => {
          const off = [...new Set(tokenizeWords(g.text).map((w) => w.key).filter((w) => !decodable(w, taught)))];
          if (off.length) bad.push(`${b.slug} p${pi + 1}-${gi + 1}: not decodable yet: ${off.join(', ')}`);
        }),
      );
    }
    expect(bad).toEqual([]);
  });

  it('read within the readability band of their grade', () => {
    const bad = books.flatMap((b) => bandViolations(b.grade, bookReadability(b)).map((v) => `${b.slug} (grade ${b.grade}): ${v}`));
    expect(bad).toEqual([]);
  });

  it('are the project’s own words: no famous lines, no page repeated across books', () => {
    const bad: string[] = [];
    const seen = new Map<string, string>();
    for (const { book, page, where } of pages) {
      const t = norm(page.text);
      for (const line of FAMOUS_LINES) if (` ${t} `.includes(` ${line} `)) bad.push(`${where}: contains the famous line "${line}"`);
      const other = seen.get(t);
      if (other && !other.startsWith(`${book.slug} `)) bad.push(`${where}: same text as ${other}`);
      if (!other) seen.set(t, where);
    }
    expect(bad).toEqual([]);
  });

  it('have a cover and a picture for every page (assets/reading/art)', () => {
    const urls = books.flatMap((b) => [bookArtUrl(b.slug), ...b.parts.flatMap((p, pi) => p.pages.map((_, gi) => bookArtUrl(b.slug, pi + 1, gi + 1)))]);
    const missing = urls.filter((u) => !existsSync(join(ROOT, u.replace(/^\//, ''))));
    expect(missing).toEqual([]);
  });

  it('have narration for every page with one timing per word (assets/reading/narration)', () => {
    const bad: string[] = [];
    for (const b of books) {
      const dir = join(ROOT, 'assets', 'reading', 'narration', b.slug);
      const timingsFile = join(dir, 'timings.json');
      const timings = existsSync(timingsFile) ? (JSON.parse(readFileSync(timingsFile, 'utf8')) as { pages?: Record<string, { words?: unknown[] }> }) : undefined;
      if (!timings) bad.push(`${b.slug}: no narration/${b.slug}/timings.json`);
      b.parts.forEach((p, pi) =>
        p.pages.forEach((g, gi) => {
          const key = `p${pi + 1}-${gi + 1}`;
          if (!existsSync(join(dir, `${key}.mp3`))) bad.push(`${b.slug} ${key}: no ${key}.mp3`);
          const words = timings?.pages?.[key]?.words;
          const n = tokenizeWords(g.text).length;
          if (timings && words?.length !== n) bad.push(`${b.slug} ${key}: ${words?.length ?? 'no'} word timings for ${n} words`);
        }),
      );
    }
    expect(bad).toEqual([]);
  });
});

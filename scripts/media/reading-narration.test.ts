import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookSchema, READING_LEVEL_BY_GRADE } from '../../core/reading/book-schema';
import { narrationPageUrl, narrationTimingsSchema } from '../../core/reading/narration-timings';
import { tokenizeWords } from '../../core/reading/words';
import { VOICE } from '../audio/recipes';
import { alignWords, codePointOffsets, splitByLetters, trimToSound, wordSpans, type EspeakEvent, type EspeakOutput } from './reading-narration-align';
import { formatTimings, generatedTimingsSchema, narrationPageKey, narrationVoice, vocabAudioFile, type GeneratedTimings } from './reading-narration-format';

const RATE = 1000; // one sample per ms keeps the expectations readable
const word = (char: number, length: number, sample: number): EspeakEvent => ({ type: 'word', char, length, sample });
const end = (char: number, sample: number): EspeakEvent => ({ type: 'end', char, length: 0, sample });
const output = (events: EspeakEvent[], samples: number): EspeakOutput => ({ events, sample_rate: RATE, samples });

/** Speech of `total` samples, loud (a square wave) in the given [from, to) sample ranges. */
function speech(total: number, loud: [number, number][]): Int16Array {
  const pcm = new Int16Array(total);
  for (const [from, to] of loud) for (let i = from; i < to; i++) pcm[i] = i % 2 === 0 ? 8000 : -8000;
  return pcm;
}

describe('wordSpans: espeak-ng word events to tokenizeWords words', () => {
  it('gives every word the segment from its event to the next', () => {
    const text = 'Pat can nap.';
    expect(wordSpans(text, output([word(0, 3, 0), word(4, 3, 300), word(8, 3, 600), end(11, 900)], 1000))).toEqual([
      { start: 0, end: 300 },
      { start: 300, end: 600 },
      { start: 600, end: 900 },
    ]);
  });

  it('splits an event-less unstressed word out of the word before it, by letters', () => {
    // espeak-ng says "on the" inside the event of "on"
    const spans = wordSpans('on the mat', output([word(0, 2, 0), word(7, 3, 500)], 900));
    expect(spans).toEqual([
      { start: 0, end: 200 },
      { start: 200, end: 500 },
      { start: 500, end: 900 },
    ]);
  });

  it('puts event-less words before the first event at the start of its segment', () => {
    expect(wordSpans('a big dog', output([word(2, 3, 100), word(6, 3, 400)], 700))).toEqual([
      { start: 100, end: 175 },
      { start: 175, end: 400 },
      { start: 400, end: 700 },
    ]);
  });

  it('starts a number at its first event when espeak-ng says it as several words', () => {
    // "1990" → "nineteen" (char 3) and "ninety" (char 4)
    expect(wordSpans('In 1990 it', output([word(0, 2, 0), word(3, 4, 200), word(4, 4, 700), word(8, 2, 1200)], 1500))).toEqual([
      { start: 0, end: 200 },
      { start: 200, end: 1200 },
      { start: 1200, end: 1500 },
    ]);
  });

  it('keeps a zero-length event inside a word and drops those that point at no word', () => {
    const text = 'a scientist—Dr. Ruiz';
    const spans = wordSpans(text, output([word(0, 1, 0), word(2, 0, 100), word(11, 0, 900), word(12, 2, 950), end(15, 1200), word(16, 0, 1300)], 1700));
    expect(spans).toEqual([
      { start: 0, end: 100 },
      { start: 100, end: 950 },
      { start: 950, end: 1200 },
      { start: 1300, end: 1700 },
    ]);
  });

  it('reads code points: text after an emoji or curly quotes keeps its place', () => {
    const text = '“Hi” 🐱 cat';
    expect(codePointOffsets(text).slice(0, 8)).toEqual([0, 1, 2, 3, 4, 5, 7, 8]);
    // espeak-ng counts the emoji as one character: "cat" is code point 7, UTF-16 offset 8
    expect(wordSpans(text, output([word(1, 2, 0), word(7, 3, 400)], 800))).toEqual([
      { start: 0, end: 400 },
      { start: 400, end: 800 },
    ]);
  });

  it('ignores an event that goes back in time and splits the whole speech when nothing matches', () => {
    expect(wordSpans('one two', output([word(0, 3, 500), word(4, 3, 100)], 1000))).toEqual([
      { start: 500, end: 750 },
      { start: 750, end: 1000 },
    ]);
    expect(wordSpans('one two', output([], 600))).toEqual([
      { start: 0, end: 300 },
      { start: 300, end: 600 },
    ]);
    expect(wordSpans('…', output([], 600))).toEqual([]);
  });
});

describe('splitByLetters', () => {
  it('covers the span in order, in proportion to letters', () => {
    expect(splitByLetters(['a', 'bbb'], { start: 10, end: 50 })).toEqual([
      { start: 10, end: 20 },
      { start: 20, end: 50 },
    ]);
  });
});

describe('trimToSound', () => {
  it('narrows a word to where it sounds, with a 30 ms margin', () => {
    const pcm = speech(1000, [[100, 400]]);
    expect(trimToSound([{ start: 0, end: 1000 }], pcm, RATE)).toEqual([{ start: 70, end: 430 }]);
  });

  it('leaves out the next word’s early onset after a quiet gap', () => {
    // the word sounds 0-300, silence 300-600, the next word starts sounding at 600 but its event is at 650
    const pcm = speech(1000, [[0, 300], [600, 1000]]);
    expect(trimToSound([{ start: 0, end: 650 }], pcm, RATE)).toEqual([{ start: 0, end: 330 }]);
  });

  it('keeps a final consonant after a short closure, and a silent span as it is', () => {
    // "cat": vowel, 40 ms closure, the t's burst
    const pcm = speech(1000, [[0, 300], [340, 400]]);
    expect(trimToSound([{ start: 0, end: 900 }], pcm, RATE)).toEqual([{ start: 0, end: 430 }]);
    expect(trimToSound([{ start: 500, end: 900 }], pcm, RATE)).toEqual([{ start: 500, end: 900 }]);
  });
});

describe('alignWords', () => {
  it('times every tokenizeWords word in ms, in order', () => {
    const text = 'Pat sat on a mat.';
    const pcm = speech(2000, [[0, 300], [400, 700], [800, 1100], [1200, 1500]]);
    const events = [word(0, 3, 0), word(4, 3, 400), word(8, 2, 800), word(13, 3, 1200), end(17, 1900)];
    const timings = alignWords(text, { events, sample_rate: RATE, samples: 2000 }, pcm);
    expect(timings).toHaveLength(tokenizeWords(text).length);
    expect(timings[0]).toEqual({ start_ms: 0, end_ms: 330 });
    expect(timings[4]).toEqual({ start_ms: 1200, end_ms: 1530 });
    for (let i = 1; i < timings.length; i++) expect(timings[i]!.start_ms).toBeGreaterThanOrEqual(timings[i - 1]!.end_ms);
  });
});

describe('voice and timings.json', () => {
  it('reads slower for the early levels, in Moxie’s voice', () => {
    expect(narrationVoice(1, VOICE)).toEqual({ name: 'en-us+f3', rate: 120, pitch: 55, wordGap: 2 });
    expect(narrationVoice(4, VOICE)).toEqual({ name: 'en-us+f3', rate: 135, pitch: 55, wordGap: 1 });
    expect(narrationVoice(8, VOICE)).toEqual({ name: 'en-us+f3', rate: 150, pitch: 55, wordGap: 0 });
  });

  it('writes pages in part and page order, one per line, and reads back', () => {
    const t: GeneratedTimings = {
      pages: {
        'p1-10': { duration_ms: 10, words: [{ start_ms: 0, end_ms: 5 }], hash: 'c' },
        'p2-1': { duration_ms: 10, words: [], hash: 'b' },
        'p1-2': { duration_ms: 10, words: [], hash: 'a' },
      },
      vocab: { nap: { audio: 'vocab-nap.mp3', duration_ms: 1800, hash: 'd' } },
    };
    const text = formatTimings(t);
    expect(text.split('\n').filter((l) => /"p\d/.test(l)).map((l) => l.trim().slice(1, 6))).toEqual(['p1-2"', 'p1-10', 'p2-1"']);
    expect(generatedTimingsSchema.parse(JSON.parse(text))).toEqual(t);
    expect(narrationTimingsSchema.parse(JSON.parse(text))).toEqual(t);
    expect(formatTimings({ pages: {}, vocab: {} })).toBe('{\n  "pages": {},\n  "vocab": {}\n}\n');
  });

  it('names the files', () => {
    expect(narrationPageKey(2, 3)).toBe('p2-3');
    expect(narrationPageUrl('pat-can-nap', 1, 4)).toBe('/assets/reading/narration/pat-can-nap/p1-4.mp3');
    expect(vocabAudioFile("Don't stop")).toBe('vocab-don-t-stop.mp3');
  });
});

/** All books' page narration together (issue 15: "committed, small"); measured 8.2 MB for 32 books. */
const NARRATION_BUDGET_BYTES = 10 * 1000 * 1000;

describe('committed narration', () => {
  const root = join(import.meta.dirname, '..', '..', 'assets', 'reading');
  const slugs = readdirSync(join(root, 'narration'));

  it('times every word of every page of its book, with small files (16 kbit/s, 10 MB for all books)', () => {
    expect(slugs).toContain('pat-can-nap');
    let total = 0;
    for (const slug of slugs) {
      const book = bookSchema.parse(JSON.parse(readFileSync(join(root, 'books', `${slug}.json`), 'utf8')));
      const dir = join(root, 'narration', slug);
      const json: unknown = JSON.parse(readFileSync(join(dir, 'timings.json'), 'utf8'));
      expect(narrationTimingsSchema.safeParse(json).success).toBe(true);
      const timings = generatedTimingsSchema.parse(json);
      book.parts.forEach((part, p) =>
        part.pages.forEach((page, n) => {
          const key = narrationPageKey(p + 1, n + 1);
          const t = timings.pages[key];
          expect(t?.words.length, `${slug} ${key}`).toBe(tokenizeWords(page.text).length);
          expect(t!.words.every((w) => w.end_ms <= t!.duration_ms)).toBe(true);
          const mp3 = readFileSync(join(dir, `${key}.mp3`));
          // 16 kbit/s is 2 bytes a millisecond; MP3 frames add a little at each end.
          expect(mp3.length, `${slug} ${key}`).toBeLessThan(t!.duration_ms * 2 + 4_000);
          total += mp3.length;
        }),
      );
      for (const v of book.vocabulary) expect(existsSync(join(dir, timings.vocab[v.word]!.audio)), `${slug} ${v.word}`).toBe(true);
      expect(READING_LEVEL_BY_GRADE[book.grade]).toBeGreaterThan(0);
    }
    expect(total).toBeLessThan(NARRATION_BUDGET_BYTES);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookCarousel } from './BookCarousel';
import { BookReader } from './BookReader';
import { PageText } from './PageText';
import type { BookSummary, Page, Vocab } from './types';
import { VocabPractice } from './VocabPractice';

const noop = () => undefined;
const VOCAB: Vocab[] = [
  { id: 1, word: 'mat', definition: 'A mat is a small flat rug you can sit or stand on.', example: 'Pat sat on a mat.', audio_url: '/n/vocab-mat.mp3', status: 'new' },
  { id: 2, word: 'nap', definition: 'A nap is a short sleep in the daytime.', example: 'Pat can nap on the mat.', audio_url: null, status: 'new' },
];
const BOOK: BookSummary = {
  id: 101,
  slug: 'pat-can-nap',
  title: 'Pat Can Nap',
  summary: '',
  genre: 'fiction',
  difficulty_level: 1,
  grade_level: 13,
  ranking: 1,
  cover_url: '/assets/reading/art/pat-can-nap/cover.svg',
  parts: [{ id: 1, number: 1, title: 'Pat Can Nap', opened_at: null, completed_at: null, star_earned: true }],
  started_at: null,
  completed_at: null,
  locked: false,
};
const page = (n: number, text: string): Page => ({ id: n, part_number: 1, number: n, text, art_url: `/a/p1-${n}.svg`, narration: null });
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('PageText', () => {
  it('makes every word a reader-word span, marks the spoken one and the vocabulary words', () => {
    const html = renderToStaticMarkup(<PageText text="Pat naps on a mat." vocabulary={VOCAB} speaking={4} highlight onWord={noop} />);
    expect(count(html, 'data-testid="reader-word"')).toBe(5);
    expect(count(html, 'data-speaking="true"')).toBe(1);
    expect(html).toMatch(/data-index="4" data-speaking="true" aria-current="true"[^>]*>mat</);
    expect(html).toContain('aria-label="naps: hear it and see what it means"');
    expect(html).toContain('data-highlight="on"');
    // the text reads as written: spaces and punctuation between the word spans
    expect(html.replace(/<[^>]+>/g, '')).toBe('Pat naps on a mat.');
  });
});

describe('BookReader', () => {
  it('shows the first page with the words, Done on a one-page part and no toggle at level 1', () => {
    const html = renderToStaticMarkup(<BookReader book={BOOK} pages={[page(1, 'I see a cat.')]} vocabulary={VOCAB} level={1} onFinished={noop} onExit={noop} />);
    expect(html).toContain('data-size="1"');
    expect(count(html, 'data-testid="reader-word"')).toBe(4);
    expect(html).toContain('data-testid="reader-done"');
    expect(html).not.toContain('data-testid="reader-next"');
    expect(html).not.toContain('reader-highlight-toggle');
    expect(html).toContain('src="/a/p1-1.svg"');
    // no narration on this page: nothing to play
    expect(html).toMatch(/disabled=""[^>]*aria-label="Read to me"/);
  });

  it('offers the highlight toggle (off) and smaller text from level 4, and Next before the last page', () => {
    const html = renderToStaticMarkup(<BookReader book={BOOK} pages={[page(1, 'One.'), page(2, 'Two.')]} vocabulary={[]} level={6} onFinished={noop} onExit={noop} />);
    expect(html).toContain('data-size="5"');
    expect(html).toMatch(/aria-pressed="false"[^>]*data-testid="reader-highlight-toggle"/);
    expect(html).toContain('data-testid="reader-next"');
    expect(html).toContain('data-highlight="off"');
  });
});

describe('BookCarousel', () => {
  it('shows covers, level badges and stars, and locks what is locked', () => {
    const books = [BOOK, { ...BOOK, id: 102, title: 'The Moon Boat', locked: true, difficulty_level: 4, grade_level: 2, parts: [] }];
    const html = renderToStaticMarkup(<BookCarousel books={books} onPick={noop} />);
    expect(count(html, 'data-testid="book-card"')).toBe(2);
    expect(html).toContain('Level 1 · Pre-K');
    expect(html).toContain('Level 4 · Grade 2');
    expect(html).toContain('aria-label="1 of 1 star"');
    expect(html).toContain('2 of 2: The Moon Boat (locked)');
    expect(html).toContain('data-locked="true"');
    expect(html).toContain('Read this book!');
  });

  it('says so when a shelf is empty', () => {
    expect(renderToStaticMarkup(<BookCarousel books={[]} onPick={noop} />)).toContain('No books here yet.');
  });
});

describe('VocabPractice', () => {
  it('starts with the first word, its meaning, a button to hear it and the book’s sentence', () => {
    const html = renderToStaticMarkup(<VocabPractice vocabulary={VOCAB} onRecord={noop} onDone={noop} />);
    expect(html).toContain('New word 1 of 2');
    expect(html).toContain('>mat</h2>');
    expect(html).toContain('data-testid="vocab-hear"');
    expect(html).toContain('“Pat sat on a <mark>mat</mark>.”');
  });

  it('goes straight to Done without words', () => {
    expect(renderToStaticMarkup(<VocabPractice vocabulary={[]} onRecord={noop} onDone={noop} />)).toContain('data-testid="vocab-done"');
  });
});

import { describe, expect, it } from 'vitest';
import { bookStars, bubblePlacement, gradeLabel, initialBookIndex, initialPageNav, isLastPage, pageNavReducer, stepBook, swipeDirection } from './reader-nav';
import type { BookSummary, PartSummary } from './types';

describe('page turns', () => {
  it('turns forward and back and stops at both ends', () => {
    let s = initialPageNav(3);
    expect(s).toEqual({ index: 0, count: 3, direction: 'none' });
    expect(pageNavReducer(s, { type: 'prev' })).toBe(s);
    s = pageNavReducer(s, { type: 'next' });
    expect(s).toEqual({ index: 1, count: 3, direction: 'forward' });
    s = pageNavReducer(pageNavReducer(s, { type: 'next' }), { type: 'next' });
    expect(s.index).toBe(2);
    expect(isLastPage(s)).toBe(true);
    s = pageNavReducer(s, { type: 'prev' });
    expect(s).toEqual({ index: 1, count: 3, direction: 'back' });
    expect(isLastPage(s)).toBe(false);
  });

  it('goes to a page (clamped) and starts over for a new part', () => {
    const s = initialPageNav(5);
    expect(pageNavReducer(s, { type: 'go', index: 9 }).index).toBe(4);
    expect(pageNavReducer(s, { type: 'go', index: -2 })).toBe(s);
    expect(pageNavReducer({ index: 3, count: 5, direction: 'forward' }, { type: 'reset', count: 2 })).toEqual(initialPageNav(2));
    expect(isLastPage(initialPageNav(1))).toBe(true);
  });
});

describe('swipeDirection', () => {
  it('reads a quick sideways swipe like a page turn, right to left is next', () => {
    expect(swipeDirection({ dx: -120, dy: 10, ms: 200 })).toBe('next');
    expect(swipeDirection({ dx: 90, dy: -20, ms: 300 })).toBe('prev');
  });

  it('ignores taps, scrolls and slow drags', () => {
    expect(swipeDirection({ dx: 5, dy: 2, ms: 80 })).toBeNull();
    expect(swipeDirection({ dx: -80, dy: 100, ms: 200 })).toBeNull();
    expect(swipeDirection({ dx: -200, dy: 0, ms: 1500 })).toBeNull();
  });
});

const part = (id: number, star: boolean): PartSummary => ({ id, number: id, title: `Part ${id}`, opened_at: null, completed_at: star ? 'x' : null, star_earned: star });
const book = (id: number, over: Partial<BookSummary> = {}): BookSummary => ({
  id,
  slug: `b${id}`,
  title: `Book ${id}`,
  summary: '',
  genre: 'fiction',
  difficulty_level: 1,
  grade_level: 13,
  ranking: id,
  cover_url: '',
  parts: [part(1, false)],
  started_at: null,
  completed_at: null,
  locked: false,
  ...over,
});

describe('carousel', () => {
  it('starts at the book being read, else the first open unfinished one', () => {
    expect(initialBookIndex([book(1, { completed_at: 'x' }), book(2), book(3, { started_at: 'x' })])).toBe(2);
    expect(initialBookIndex([book(1, { completed_at: 'x' }), book(2, { locked: true }), book(3)])).toBe(2);
    expect(initialBookIndex([book(1, { locked: true }), book(2, { locked: true, started_at: 'x' })])).toBe(0);
    expect(initialBookIndex([])).toBe(0);
  });

  it('steps without wrapping around', () => {
    expect(stepBook(0, -1, 4)).toBe(0);
    expect(stepBook(2, 1, 4)).toBe(3);
    expect(stepBook(3, 1, 4)).toBe(3);
    expect(stepBook(0, 1, 0)).toBe(0);
  });

  it('counts one star per part, earned by beaten quizzes', () => {
    expect(bookStars(book(1, { parts: [part(1, true), part(2, false), part(3, true)] }))).toEqual({ earned: 2, total: 3 });
  });

  it('names the grade of a badge', () => {
    expect([13, 14, 1, 6].map(gradeLabel)).toEqual(['Pre-K', 'K', 'Grade 1', 'Grade 6']);
  });
});

describe('bubblePlacement: the meaning bubble beside its word', () => {
  const phone = { width: 390, height: 844 };
  it('goes under a word with room below, centred on it, pointing at it', () => {
    const p = bubblePlacement({ left: 100, top: 300, width: 60, height: 40 }, phone, 150, 370);
    expect(p).toEqual({ left: 10, top: 356, width: 370, side: 'top', tail: 120 });
  });

  it('goes over a word near the bottom', () => {
    const p = bubblePlacement({ left: 200, top: 700, width: 60, height: 40 }, phone, 150, 370);
    expect(p.side).toBe('bottom');
    expect(p.top).toBe(700 - 16 - 150);
  });

  it('goes beside a word when neither fits (a phone held sideways), over the side with more room', () => {
    const wide = { width: 844, height: 390 };
    const p = bubblePlacement({ left: 600, top: 190, width: 70, height: 44 }, wide, 200);
    expect(p.side).toBe('right');
    expect(p.left + p.width).toBe(600 - 16);
    expect(p.top).toBeGreaterThanOrEqual(10);
    expect(p.top + 200).toBeLessThanOrEqual(380);
  });

  it('stays inside a small screen whatever happens', () => {
    const small = { width: 300, height: 260 };
    const p = bubblePlacement({ left: 120, top: 120, width: 60, height: 30 }, small, 240);
    expect(p.left).toBeGreaterThanOrEqual(10);
    expect(p.left + p.width).toBeLessThanOrEqual(290);
    expect(p.top).toBeGreaterThanOrEqual(10);
  });
});

/**
 * Pure navigation of the reader components (issue 15, contract 5d): the page turns of a part, the
 * book carousel's position and stars, and what a finger's swipe means. No React, no DOM.
 */
import type { BookSummary } from './types';

/** Where the reader is in a part: `index` 0-based over `count` pages; `direction` of the last turn (for the slide). */
export interface PageNavState {
  index: number;
  count: number;
  direction: 'forward' | 'back' | 'none';
}

export type PageNavAction = { type: 'next' } | { type: 'prev' } | { type: 'go'; index: number } | { type: 'reset'; count: number };

/** The first page of a part of `count` pages. */
export function initialPageNav(count: number): PageNavState {
  return { index: 0, count: Math.max(0, count), direction: 'none' };
}

/**
 * Page turns: `next`/`prev` stop at the ends (the last page's Done button finishes the part, not a
 * turn), `go` clamps, `reset` starts a new part. A turn that goes nowhere returns the same state.
 */
export function pageNavReducer(state: PageNavState, action: PageNavAction): PageNavState {
  const to = (index: number): PageNavState => {
    const clamped = Math.min(Math.max(0, index), Math.max(0, state.count - 1));
    if (clamped === state.index) return state;
    return { ...state, index: clamped, direction: clamped > state.index ? 'forward' : 'back' };
  };
  switch (action.type) {
    case 'next':
      return to(state.index + 1);
    case 'prev':
      return to(state.index - 1);
    case 'go':
      return to(action.index);
    case 'reset':
      return initialPageNav(action.count);
  }
}

/** Whether the reader shows the last page (its forward button is Done). */
export function isLastPage(state: PageNavState): boolean {
  return state.index >= state.count - 1;
}

/** A finger's move from pointer down to up: px and ms. */
export interface SwipeMove {
  dx: number;
  dy: number;
  ms: number;
}

/** Shortest horizontal move that turns a page (px), and longest time (ms) a swipe may take. */
export const SWIPE_MIN_PX = 48;
export const SWIPE_MAX_MS = 900;

/**
 * What a swipe means: right-to-left is `next` (like a book), left-to-right `prev`; a move mostly
 * up or down, too short or too slow is no swipe (null), so taps on words and scrolling still work.
 */
export function swipeDirection(move: SwipeMove): 'next' | 'prev' | null {
  if (move.ms > SWIPE_MAX_MS || Math.abs(move.dx) < SWIPE_MIN_PX || Math.abs(move.dx) < Math.abs(move.dy) * 1.5) return null;
  return move.dx < 0 ? 'next' : 'prev';
}

/** Stars of a book: one per part, earned when its quiz is beaten. */
export function bookStars(book: BookSummary): { earned: number; total: number } {
  return { earned: book.parts.filter((p) => p.star_earned).length, total: book.parts.length };
}

/**
 * The carousel's first book: the one being read (started, not completed, not locked), else the
 * first open unfinished one, else the first book.
 */
export function initialBookIndex(books: readonly BookSummary[]): number {
  const reading = books.findIndex((b) => !b.locked && b.started_at !== null && b.completed_at === null);
  if (reading >= 0) return reading;
  const open = books.findIndex((b) => !b.locked && b.completed_at === null);
  return open >= 0 ? open : 0;
}

/** The carousel position after a step of `delta` books, clamped to the list (no wrapping: the ends are felt). */
export function stepBook(index: number, delta: number, count: number): number {
  return Math.min(Math.max(0, index + delta), Math.max(0, count - 1));
}

/** The grade a badge shows for a book's `grade_level` (13 Pre-K, 14 K, else the number). */
export function gradeLabel(gradeLevel: number): string {
  if (gradeLevel === 13) return 'Pre-K';
  if (gradeLevel === 14) return 'K';
  return `Grade ${gradeLevel}`;
}

/** A box on screen (px, relative to the reader). */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where a word's meaning bubble goes (px in the reader): its box and which side its pointer is on, at `tail` px along that side. */
export interface BubblePlacement {
  left: number;
  top: number;
  width: number;
  side: 'top' | 'bottom' | 'left' | 'right';
  tail: number;
}

/** Gap between the word and the bubble (px), room for the pointer. */
const BUBBLE_GAP = 16;

/**
 * Places the meaning bubble of a tapped word (`height` is the bubble's measured height at `width`):
 * under the word if it fits, else over it, else beside it on the side with more room (a phone held
 * sideways: over the picture), else wherever more of it shows. It never covers the word it explains
 * when there is any room, stays `margin` inside the reader, and its pointer aims at the word.
 */
export function bubblePlacement(word: Box, area: { width: number; height: number }, height: number, maxWidth = 380, margin = 10): BubblePlacement {
  const width = Math.max(0, Math.min(maxWidth, area.width - 2 * margin));
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));
  const cx = word.left + word.width / 2;
  const cy = word.top + word.height / 2;
  const left = clamp(cx - width / 2, margin, area.width - margin - width);
  const below = word.top + word.height + BUBBLE_GAP;
  const above = word.top - BUBBLE_GAP - height;
  const tailX = clamp(cx - left, 24, width - 24);
  if (below + height <= area.height - margin) return { left, top: below, width, side: 'top', tail: tailX };
  if (above >= margin) return { left, top: above, width, side: 'bottom', tail: tailX };
  const roomLeft = word.left - BUBBLE_GAP - margin;
  const roomRight = area.width - (word.left + word.width) - BUBBLE_GAP - margin;
  const sideWidth = Math.min(width, Math.max(roomLeft, roomRight));
  if (sideWidth >= 220) {
    const top = clamp(cy - height / 2, margin, area.height - margin - height);
    const tail = clamp(cy - top, 24, height - 24);
    return roomLeft >= roomRight
      ? { left: word.left - BUBBLE_GAP - sideWidth, top, width: sideWidth, side: 'right', tail }
      : { left: word.left + word.width + BUBBLE_GAP, top, width: sideWidth, side: 'left', tail };
  }
  const roomBelow = area.height - below;
  return roomBelow >= word.top
    ? { left, top: clamp(below, margin, area.height - margin - height), width, side: 'top', tail: tailX }
    : { left, top: clamp(above, margin, area.height - margin - height), width, side: 'bottom', tail: tailX };
}

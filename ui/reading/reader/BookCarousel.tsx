/**
 * The book carousel (issue 15, contract 5d; spec part 2 section 2 "a carousel of reading books"):
 * one big cover at a time with its neighbours peeking in, the title, a level badge and a star per
 * part (filled when that part's quiz was beaten). Arrow buttons, the keyboard's arrow keys, a swipe
 * or a tap on a neighbour move it; a tap on the middle cover or the big button picks the book
 * (`onPick`). Locked books show a lock and cannot be picked.
 */
import './carousel.css';
import { useCallback, useEffect, useState } from 'react';
import { bookStars, gradeLabel, initialBookIndex, stepBook } from './reader-nav';
import { ArrowIcon, CheckIcon, LockIcon, StarIcon } from './reader-icons';
import type { BookSummary } from './types';
import { useSwipe } from './use-swipe';

export interface BookCarouselProps {
  books: BookSummary[];
  onPick: (bookId: number) => void;
}

function Stars({ book }: { book: BookSummary }) {
  const { earned, total } = bookStars(book);
  return (
    <span className="bc-stars" role="img" aria-label={`${earned} of ${total} ${total === 1 ? 'star' : 'stars'}`}>
      {book.parts.map((p) => (
        <StarIcon key={p.id} filled={p.star_earned} width={30} height={30} />
      ))}
    </span>
  );
}

function Cover({ book }: { book: BookSummary }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className="bc-cover" data-locked={book.locked}>
      {broken ? <span className="bc-cover-missing" aria-hidden="true" /> : <img src={book.cover_url} alt="" draggable={false} onError={() => setBroken(true)} />}
      {book.locked && (
        <span className="bc-lock" aria-hidden="true">
          <LockIcon width={76} height={76} />
        </span>
      )}
      {book.completed_at !== null && (
        <span className="bc-ribbon">
          <CheckIcon width={18} height={18} /> Read
        </span>
      )}
    </span>
  );
}

/** The big button's words for a book. */
function pickLabel(book: BookSummary): string {
  if (book.locked) return 'Locked';
  if (book.completed_at !== null) return 'Read it again';
  if (book.started_at !== null) return 'Keep reading';
  return 'Read this book!';
}

export function BookCarousel({ books, onPick }: BookCarouselProps) {
  const [index, setIndex] = useState(() => initialBookIndex(books));
  const count = books.length;
  const at = Math.min(index, Math.max(0, count - 1));
  const current = books[at];
  const go = useCallback((delta: number) => setIndex((i) => stepBook(i, delta, count)), [count]);
  const { handlers, swallowClick } = useSwipe(useCallback((d: 'next' | 'prev') => go(d === 'next' ? 1 : -1), [go]));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowRight') go(1);
      else if (e.key === 'ArrowLeft') go(-1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  if (current === undefined) return <p className="bc-empty">No books here yet.</p>;
  const pick = (book: BookSummary) => {
    if (!book.locked) onPick(book.id);
  };

  return (
    <section className="book-carousel" aria-roledescription="carousel" aria-label="Books" data-testid="book-carousel" {...handlers}>
      <div className="bc-viewport">
        <ul className="bc-track" style={{ ['--i' as string]: at }}>
          {books.map((book, i) => (
            <li
              key={book.id}
              className="bc-card"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${book.title}${book.locked ? ' (locked)' : ''}`}
              aria-current={i === at ? 'true' : undefined}
              data-testid="book-card"
              data-book-id={book.id}
              data-locked={book.locked}
            >
              <button
                type="button"
                className="bc-card-button"
                tabIndex={i === at ? 0 : -1}
                aria-label={i === at ? `${pickLabel(book)}: ${book.title}` : `Show ${book.title}`}
                disabled={i === at && book.locked}
                onClick={() => {
                  if (swallowClick()) return;
                  if (i === at) pick(book);
                  else setIndex(i);
                }}
              >
                <Cover book={book} />
                <span className="bc-info">
                  <span className="bc-badge" data-level={book.difficulty_level}>
                    Level {book.difficulty_level} · {gradeLabel(book.grade_level)}
                  </span>
                  <span className="bc-title">{book.title}</span>
                  <Stars book={book} />
                </span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="bc-arrow bc-arrow-prev" onClick={() => go(-1)} disabled={at === 0} aria-label="Previous book">
          <ArrowIcon direction="left" width={30} height={30} />
        </button>
        <button type="button" className="bc-arrow bc-arrow-next" onClick={() => go(1)} disabled={at === count - 1} aria-label="Next book">
          <ArrowIcon direction="right" width={30} height={30} />
        </button>
      </div>
      <div className="bc-footer">
        <button type="button" className={current.locked ? 'btn bc-pick' : 'btn btn-green bc-pick'} disabled={current.locked} onClick={() => pick(current)} data-testid="book-pick">
          {current.locked && <LockIcon width={26} height={26} />}
          {pickLabel(current)}
        </button>
        <ol className="bc-dots" aria-hidden="true">
          {books.map((b, i) => (
            <li key={b.id} className={i === at ? 'is-current' : undefined} />
          ))}
        </ol>
      </div>
    </section>
  );
}

/**
 * The book reader (issue 15, contract 5d): one part's pages, picture and text, read aloud with the
 * spoken word lit. Pages turn with the arrow buttons, a tap on the picture's left or right edge, a
 * swipe, or the keyboard's arrow keys; the last page's Done calls `onFinished`, the exit button
 * `onExit`. Play/Pause reads the page (auto-read after each turn until the child pauses). A tap on
 * a word says it; a vocabulary word also opens a bubble with its meaning. The highlight is on at
 * levels 1-3 and behind a toggle from level 4 (the support fades as readers grow); the text is
 * larger for younger readers (`textSizeStep`).
 */
import './reader.css';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { soundPlayer } from '../../sound/sound';
import { MuteButton } from '../../sound/MuteButton';
import { PageText } from './PageText';
import { highlightByDefault, highlightToggleShown, textSizeStep } from './readalong';
import { initialPageNav, isLastPage, pageNavReducer, type Box } from './reader-nav';
import { ArrowIcon, CheckIcon, HighlightIcon, PauseIcon, PlayIcon } from './reader-icons';
import type { BookSummary, Page, Vocab } from './types';
import { useReadAlong } from './use-readalong';
import { useScrollHints } from './use-scroll-hints';
import { useSwipe } from './use-swipe';
import { WordBubble } from './WordBubble';

export interface BookReaderProps {
  book: BookSummary;
  /** The pages of one part, in order. */
  pages: Page[];
  vocabulary: Vocab[];
  /** The reading map level (1-8): text size and whether the highlight is on by default. */
  level: number;
  /** The page to open at, 1-based (quizArrowStatic: the page that answers the question); default 1. */
  startPage?: number;
  onPageShown?: (page: Page) => void;
  onFinished: () => void;
  onExit: () => void;
}

export function BookReader({ book, pages, vocabulary, level, startPage = 1, onPageShown, onFinished, onExit }: BookReaderProps) {
  const [nav, dispatch] = useReducer(pageNavReducer, pages.length, (count) => pageNavReducer(initialPageNav(count), { type: 'go', index: startPage - 1 }));
  // Another part (new pages): start it from its first page (React's "adjust state on a prop change").
  const partKey = pages[0]?.id ?? null;
  const [navPart, setNavPart] = useState(partKey);
  if (navPart !== partKey) {
    setNavPart(partKey);
    dispatch({ type: 'reset', count: pages.length });
  }
  const page = pages[nav.index] ?? null;
  const reading = useReadAlong(page);
  const [highlight, setHighlight] = useState(() => highlightByDefault(level));
  // The meaning bubble belongs to the page it was opened on (a page turn closes it).
  const [bubbleState, setBubble] = useState<{ pageId: number; vocab: Vocab; word: Box; area: { width: number; height: number } } | null>(null);
  const bubble = bubbleState !== null && bubbleState.pageId === page?.id ? bubbleState : null;
  const [brokenArt, setBrokenArt] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const textBox = useRef<HTMLDivElement>(null);
  useScrollHints(textBox, page?.id);
  const shown = useRef(onPageShown);
  useEffect(() => {
    shown.current = onPageShown;
  }, [onPageShown]);
  useEffect(() => {
    if (page !== null) shown.current?.(page);
  }, [page]);

  const turn = useCallback((direction: 'next' | 'prev') => dispatch({ type: direction }), []);
  const { handlers, swallowClick } = useSwipe(turn);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || (e.target instanceof HTMLElement && e.target.closest('input, textarea, select'))) return;
      if (e.key === 'ArrowRight') turn('next');
      else if (e.key === 'ArrowLeft') turn('prev');
      else if (e.key === 'Escape') setBubble(null);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [turn]);

  const onWord = useCallback(
    (index: number, vocab: Vocab | null, element: HTMLElement) => {
      if (swallowClick()) return;
      soundPlayer().stopNarration();
      reading.playWord(index);
      const area = root.current?.getBoundingClientRect();
      if (vocab === null || area === undefined) {
        setBubble(null);
        return;
      }
      const r = element.getBoundingClientRect();
      if (page === null) return;
      setBubble({ pageId: page.id, vocab, word: { left: r.left - area.left, top: r.top - area.top, width: r.width, height: r.height }, area: { width: area.width, height: area.height } });
    },
    [page, reading, swallowClick],
  );

  const hear = useCallback(() => {
    if (bubble?.vocab.audio_url == null) return;
    reading.pause();
    soundPlayer().playNarration(bubble.vocab.audio_url);
  }, [bubble, reading]);

  const togglePlay = () => {
    soundPlayer().stopNarration();
    reading.toggle();
  };

  if (page === null) return null;
  const last = isLastPage(nav);
  const partCount = book.parts.length;
  const part = book.parts.find((p) => p.number === page.part_number);
  const playing = reading.status === 'playing';
  const lit = highlight || reading.status === 'word';

  return (
    <div
      ref={root}
      className="reader"
      data-size={textSizeStep(level)}
      data-testid="book-reader"
      onClick={(e) => bubble !== null && !(e.target as HTMLElement).closest('.reader-vocab') && setBubble(null)}
    >
      <header className="reader-top">
        <button type="button" className="btn btn-ghost btn-small reader-exit" onClick={onExit}>
          <ArrowIcon direction="left" width={20} height={20} /> Exit
        </button>
        <div className="reader-heading">
          <span className="reader-title">{book.title}</span>
          {partCount > 1 && part !== undefined && <span className="reader-part">Part {part.number}: {part.title}</span>}
        </div>
        <div className="reader-tools">
          {highlightToggleShown(level) && (
            <button
              type="button"
              className="reader-tool"
              aria-pressed={highlight}
              aria-label="Light up the words as they are read"
              title="Light up the words"
              onClick={() => setHighlight((h) => !h)}
              data-testid="reader-highlight-toggle"
            >
              <HighlightIcon width={26} height={26} />
              <span className="reader-tool-label" aria-hidden="true">
                Highlight
              </span>
            </button>
          )}
          <MuteButton />
        </div>
      </header>

      <main className="reader-stage" {...handlers}>
        <article key={page.id} className="reader-page" data-direction={nav.direction} aria-label={`Page ${nav.index + 1} of ${nav.count}`}>
          <div className="reader-art">
            {brokenArt === page.art_url ? (
              <div className="reader-art-missing" aria-hidden="true" />
            ) : (
              <img src={page.art_url} alt="" draggable={false} onError={() => setBrokenArt(page.art_url)} />
            )}
            {nav.index > 0 && <button type="button" className="reader-edge reader-edge-prev" tabIndex={-1} aria-hidden="true" onClick={() => !swallowClick() && turn('prev')} />}
            {!last && <button type="button" className="reader-edge reader-edge-next" tabIndex={-1} aria-hidden="true" onClick={() => !swallowClick() && turn('next')} />}
          </div>
          <div className="reader-text" ref={textBox}>
            <PageText text={page.text} vocabulary={vocabulary} speaking={reading.wordIndex} highlight={lit} onWord={onWord} />
          </div>
        </article>
      </main>

      <footer className="reader-controls">
        <button type="button" className="reader-turn" onClick={() => turn('prev')} disabled={nav.index === 0} aria-label="Previous page" data-testid="reader-prev">
          <ArrowIcon direction="left" width={30} height={30} />
        </button>
        <div className="reader-middle">
          <button
            type="button"
            className={playing ? 'reader-play is-playing' : 'reader-play'}
            onClick={togglePlay}
            disabled={!reading.available}
            aria-label={playing ? 'Pause reading' : 'Read to me'}
            data-testid="reader-play"
          >
            {playing ? <PauseIcon width={34} height={34} /> : <PlayIcon width={34} height={34} />}
          </button>
          <ol className="reader-dots" aria-label={`Page ${nav.index + 1} of ${nav.count}`}>
            {pages.map((p, i) => (
              <li key={p.id} className={i === nav.index ? 'is-current' : i < nav.index ? 'is-read' : undefined} />
            ))}
          </ol>
        </div>
        {last ? (
          <button type="button" className="btn btn-green reader-done" onClick={onFinished} data-testid="reader-done">
            <CheckIcon width={26} height={26} /> Done
          </button>
        ) : (
          <button type="button" className="reader-turn reader-turn-next" onClick={() => turn('next')} aria-label="Next page" data-testid="reader-next">
            <ArrowIcon direction="right" width={30} height={30} />
          </button>
        )}
      </footer>

      {bubble !== null && <WordBubble vocab={bubble.vocab} word={bubble.word} area={bubble.area} onHear={hear} onClose={() => setBubble(null)} />}
    </div>
  );
}

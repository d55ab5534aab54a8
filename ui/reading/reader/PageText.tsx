/**
 * A page's text as words the child can tap (issue 15, contract 5d): every `tokenizeWords` word is a
 * `data-testid="reader-word"` span; the word being spoken carries `data-speaking="true"` and
 * `aria-current="true"` (drawn lit only when the highlight is on). Vocabulary words are marked
 * and reachable with the keyboard (Enter or Space opens their meaning); other words answer taps.
 */
import { memo, useEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { tokenizeWords } from '../../../core/reading/words';
import { findVocab } from './readalong';
import type { Vocab } from './types';

export interface PageTextProps {
  text: string;
  vocabulary: readonly Vocab[];
  /** The word being spoken (-1 none). */
  speaking: number;
  /** Whether the spoken word is drawn lit. */
  highlight: boolean;
  onWord: (index: number, vocab: Vocab | null, element: HTMLElement) => void;
}

function PageTextInner({ text, vocabulary, speaking, highlight, onWord }: PageTextProps) {
  const words = useMemo(() => tokenizeWords(text).map((w) => ({ ...w, vocab: findVocab(w.text, vocabulary) })), [text, vocabulary]);
  const box = useRef<HTMLParagraphElement>(null);
  // A long page scrolls: the spoken word is kept in sight.
  useEffect(() => {
    if (speaking < 0) return;
    const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    box.current?.querySelector<HTMLElement>(`[data-index="${speaking}"]`)?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [speaking]);
  const pieces: React.ReactNode[] = [];
  let at = 0;
  for (const w of words) {
    if (w.start > at) pieces.push(text.slice(at, w.start));
    const current = w.index === speaking;
    const open = (e: MouseEvent<HTMLSpanElement> | KeyboardEvent<HTMLSpanElement>) => onWord(w.index, w.vocab, e.currentTarget);
    pieces.push(
      <span
        key={w.index}
        className={w.vocab ? 'reader-word reader-vocab' : 'reader-word'}
        data-testid="reader-word"
        data-index={w.index}
        data-speaking={current ? 'true' : undefined}
        aria-current={current ? 'true' : undefined}
        onClick={open}
        {...(w.vocab
          ? {
              role: 'button',
              tabIndex: 0,
              'aria-label': `${w.text}: hear it and see what it means`,
              onKeyDown: (e: KeyboardEvent<HTMLSpanElement>) => {
                if (e.key !== 'Enter' && e.key !== ' ') return;
                e.preventDefault();
                open(e);
              },
            }
          : {})}
      >
        {w.text}
      </span>,
    );
    at = w.end;
  }
  if (at < text.length) pieces.push(text.slice(at));
  return (
    <p ref={box} className="reader-words" data-highlight={highlight ? 'on' : 'off'}>
      {pieces}
    </p>
  );
}

/** Memoised: it re-renders when the spoken word changes, not on every parent render. */
export const PageText = memo(PageTextInner);

/**
 * The friendly bubble with a vocabulary word's meaning (issue 15, contract 5d), pointing at the
 * tapped word: the word, its meaning, a button to hear both (the word's vocabulary clip) and one
 * to close it. Escape or a tap elsewhere closes it too (BookReader). It measures itself before it
 * shows and is placed by `bubblePlacement` (written to its style directly: no second render).
 */
import { useLayoutEffect, useRef } from 'react';
import { CloseIcon, SpeakerIcon } from './reader-icons';
import { bubblePlacement, type Box } from './reader-nav';
import type { Vocab } from './types';

export interface WordBubbleProps {
  vocab: Vocab;
  /** The tapped word's box and the reader's size, px. */
  word: Box;
  area: { width: number; height: number };
  onHear: () => void;
  onClose: () => void;
}

export function WordBubble({ vocab, word, area, onHear, onClose }: WordBubbleProps) {
  const box = useRef<HTMLDivElement>(null);
  const hear = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (el === null) return;
    const width = Math.min(380, area.width - 20);
    el.style.width = `${width}px`;
    const p = bubblePlacement(word, area, el.offsetHeight, width);
    el.style.width = `${p.width}px`;
    Object.assign(el.style, { left: `${p.left}px`, top: `${p.top}px`, visibility: 'visible' });
    el.style.setProperty('--tail', `${p.tail}px`);
    el.dataset.side = p.side;
    // Focus moves into the bubble so a keyboard reader lands on "Hear it" and Escape closes it.
    (hear.current ?? el.querySelector('button'))?.focus({ preventScroll: true });
  }, [word, area, vocab.id]);
  return (
    <div
      ref={box}
      className="word-bubble"
      role="dialog"
      aria-label={`What “${vocab.word}” means`}
      data-testid="word-bubble"
      style={{ left: 0, top: 0, visibility: 'hidden' }}
      onClick={(e) => e.stopPropagation()}
    >
      <div className="word-bubble-head">
        <span className="word-bubble-word">{vocab.word}</span>
        <button type="button" className="word-bubble-close" aria-label="Close" onClick={onClose}>
          <CloseIcon width={22} height={22} />
        </button>
      </div>
      <p className="word-bubble-meaning">{vocab.definition}</p>
      {vocab.audio_url !== null && (
        <button type="button" ref={hear} className="btn btn-blue btn-small word-bubble-hear" onClick={onHear}>
          <SpeakerIcon width={22} height={22} /> Hear it
        </button>
      )}
    </div>
  );
}

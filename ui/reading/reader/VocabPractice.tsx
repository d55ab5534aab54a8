/**
 * Vocabulary practice before a book (issue 15, contract 5d): first each word on its own card (the
 * word, a button to hear it with its meaning, the meaning, the book's sentence with the word
 * marked), then the match game in rounds (MatchGame.tsx), then a cheer and Done. Records progress
 * with `onRecord`: `seen` when a card shows, `heard` when its clip is played, `matched` when it is
 * matched (each at most once; the server keeps a status from moving back).
 */
import './vocab.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { soundPlayer } from '../../sound/sound';
import { matchRounds, type MatchPair } from './match-game';
import { MatchRound } from './MatchGame';
import { ArrowIcon, SpeakerIcon, StarIcon } from './reader-icons';
import { baseForms } from './readalong';
import { tokenizeWords } from '../../../core/reading/words';
import type { Vocab } from './types';

export interface VocabPracticeProps {
  vocabulary: Vocab[];
  onRecord: (vocabId: number, status: 'seen' | 'heard' | 'matched') => void;
  onDone: () => void;
}

type Phase = { name: 'learn'; index: number } | { name: 'match'; round: number } | { name: 'done' };

/** The example sentence with the vocabulary word (or a form of it) marked. */
function Example({ vocab }: { vocab: Vocab }) {
  const key = vocab.word.toLowerCase();
  const hit = tokenizeWords(vocab.example).find((w) => baseForms(w.key).includes(key));
  if (hit === undefined) return <p className="vp-example">“{vocab.example}”</p>;
  return (
    <p className="vp-example">
      “{vocab.example.slice(0, hit.start)}
      <mark>{hit.text}</mark>
      {vocab.example.slice(hit.end)}”
    </p>
  );
}

export function VocabPractice({ vocabulary, onRecord, onDone }: VocabPracticeProps) {
  const [phase, setPhase] = useState<Phase>(vocabulary.length > 0 ? { name: 'learn', index: 0 } : { name: 'done' });
  const sent = useRef(new Set<string>());
  const record = useCallback(
    (id: number, status: 'seen' | 'heard' | 'matched') => {
      const k = `${id}:${status}`;
      if (sent.current.has(k)) return;
      sent.current.add(k);
      onRecord(id, status);
    },
    [onRecord],
  );
  const rounds = useMemo(() => matchRounds<MatchPair>(vocabulary.map((v) => ({ id: v.id, word: v.word, meaning: v.definition }))), [vocabulary]);
  const current = phase.name === 'learn' ? vocabulary[phase.index] : undefined;

  useEffect(() => {
    if (current !== undefined) record(current.id, 'seen');
  }, [current, record]);
  useEffect(() => () => soundPlayer().stopNarration(), []);

  const hear = (v: Vocab) => {
    if (v.audio_url === null) return;
    soundPlayer().playNarration(v.audio_url);
    record(v.id, 'heard');
  };
  const onMatched = useCallback((id: number) => record(id, 'matched'), [record]);
  const onRoundDone = useCallback(() => setPhase((p) => (p.name === 'match' && p.round + 1 < rounds.length ? { name: 'match', round: p.round + 1 } : { name: 'done' })), [rounds.length]);

  return (
    <div className="vocab-practice" data-testid="vocab-practice">
      {phase.name === 'learn' && current !== undefined && (
        <div className="vp-card" key={current.id} data-testid="vocab-card">
          <div className="vp-top">
            <span className="vp-kicker">New word {phase.index + 1} of {vocabulary.length}</span>
            <ol className="vp-dots" aria-hidden="true">
              {vocabulary.map((v, i) => (
                <li key={v.id} className={i === phase.index ? 'is-current' : i < phase.index ? 'is-done' : undefined} />
              ))}
            </ol>
          </div>
          <h2 className="vp-word">{current.word}</h2>
          {current.audio_url !== null && (
            <button type="button" className="btn btn-blue vp-hear" onClick={() => hear(current)} data-testid="vocab-hear">
              <SpeakerIcon width={26} height={26} /> Hear it
            </button>
          )}
          <p className="vp-meaning">{current.definition}</p>
          <Example vocab={current} />
          <div className="vp-nav">
            {phase.index > 0 ? (
              <button type="button" className="vp-back" aria-label="Previous word" onClick={() => setPhase({ name: 'learn', index: phase.index - 1 })}>
                <ArrowIcon direction="left" width={28} height={28} />
              </button>
            ) : (
              <span className="vp-back-space" />
            )}
            {phase.index + 1 < vocabulary.length ? (
              <button type="button" className="btn btn-primary vp-next" onClick={() => setPhase({ name: 'learn', index: phase.index + 1 })} data-testid="vocab-next">
                Next word <ArrowIcon direction="right" width={22} height={22} />
              </button>
            ) : (
              <button type="button" className="btn btn-green vp-next" onClick={() => setPhase(rounds.length > 0 ? { name: 'match', round: 0 } : { name: 'done' })} data-testid="vocab-play">
                Let’s play a game! <ArrowIcon direction="right" width={22} height={22} />
              </button>
            )}
          </div>
        </div>
      )}
      {phase.name === 'match' && rounds[phase.round] !== undefined && (
        <div className="vp-card vp-card-wide">
          <div className="vp-top">
            <span className="vp-kicker">Match the words{rounds.length > 1 ? ` · ${phase.round + 1} of ${rounds.length}` : ''}</span>
          </div>
          <MatchRound key={phase.round} pairs={rounds[phase.round]!} seed={phase.round + 1} onMatched={onMatched} onRoundDone={onRoundDone} />
        </div>
      )}
      {phase.name === 'done' && (
        <div className="vp-card vp-done" data-testid="vocab-done">
          <StarIcon filled width={96} height={96} className="vp-done-star" />
          <h2 className="vp-done-title">Word wizard!</h2>
          <p className="vp-meaning">
            {vocabulary.length === 1 ? 'You learned a new word.' : `You learned ${vocabulary.length} new words.`} Look for {vocabulary.length === 1 ? 'it' : 'them'} in the book!
          </p>
          <button type="button" className="btn btn-green vp-next" onClick={onDone} data-testid="vocab-done-button">
            Let’s read! <ArrowIcon direction="right" width={22} height={22} />
          </button>
        </div>
      )}
    </div>
  );
}

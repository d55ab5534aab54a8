/**
 * One round of the vocabulary match game (VocabPractice; rules in match-game.ts): word chips to
 * drag onto their meaning (@dnd-kit/core) or to tap, then tap the meaning (either order, and with
 * the keyboard: they are buttons). A match lights the pair green and says the meaning; a miss only
 * says "try another one" and wiggles the card. `onMatched` runs once per word, `onRoundDone` when
 * all are matched.
 */
import { DndContext, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useEffect, useReducer, useRef } from 'react';
import { soundPlayer } from '../../sound/sound';
import { initialMatch, matchReducer, roundDone, type MatchPair } from './match-game';
import { CheckIcon } from './reader-icons';

function WordChip({ pair, selected, matched, onTap }: { pair: MatchPair; selected: boolean; matched: boolean; onTap: () => void }) {
  const { listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `word-${pair.id}`, data: { id: pair.id }, disabled: matched });
  return (
    <button
      type="button"
      ref={setNodeRef}
      className="mg-word"
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      data-dragging={isDragging}
      data-selected={selected}
      data-matched={matched}
      aria-pressed={selected}
      aria-disabled={matched}
      data-testid="match-word"
      onClick={onTap}
      // Only the pointer listeners: dnd-kit's attributes describe its keyboard sensor, which is off (keys tap-tap instead).
      {...listeners}
    >
      {matched && <CheckIcon width={20} height={20} />}
      {pair.word}
    </button>
  );
}

function MeaningCard({ pair, selected, matched, wiggle, onTap }: { pair: MatchPair; selected: boolean; matched: boolean; wiggle: number; onTap: () => void }) {
  const { setNodeRef, isOver } = useDroppable({ id: `meaning-${pair.id}`, data: { id: pair.id }, disabled: matched });
  return (
    <button
      type="button"
      ref={setNodeRef}
      className="mg-meaning"
      data-over={isOver}
      data-selected={selected}
      data-matched={matched}
      data-wiggle={wiggle > 0 ? wiggle % 2 : undefined}
      aria-pressed={selected}
      aria-disabled={matched}
      data-testid="match-meaning"
      onClick={onTap}
    >
      {matched && (
        <span className="mg-meaning-word">
          <CheckIcon width={20} height={20} /> {pair.word}
        </span>
      )}
      <span>{pair.meaning}</span>
    </button>
  );
}

export interface MatchRoundProps {
  pairs: MatchPair[];
  seed: number;
  onMatched: (id: number) => void;
  onRoundDone: () => void;
}

export function MatchRound({ pairs, seed, onMatched, onRoundDone }: MatchRoundProps) {
  const [state, dispatch] = useReducer(matchReducer, undefined, () => initialMatch(pairs, seed));
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 8 } }));
  const reported = useRef(new Set<number>());
  const byId = new Map(pairs.map((p) => [p.id, p]));

  useEffect(() => {
    const f = state.feedback;
    if (f === null) return;
    if (f.kind === 'match' && !reported.current.has(f.wordId)) {
      reported.current.add(f.wordId);
      soundPlayer().playEffect('correct');
      onMatched(f.wordId);
    } else if (f.kind === 'miss') soundPlayer().playEffect('tryAgain');
  }, [state.feedback, onMatched]);
  const done = roundDone(state);
  useEffect(() => {
    if (!done) return;
    const t = setTimeout(onRoundDone, 1400);
    return () => clearTimeout(t);
  }, [done, onRoundDone]);

  const onDragEnd = (e: DragEndEvent) => {
    const wordId = e.active.data.current?.id as number | undefined;
    const meaningId = e.over?.data.current?.id as number | undefined;
    if (wordId !== undefined && meaningId !== undefined) dispatch({ type: 'drop', wordId, meaningId });
  };
  const f = state.feedback;
  const said = f?.kind === 'match' ? byId.get(f.wordId) : undefined;
  const missedMeaning = f?.kind === 'miss' ? f.meaningId : null;

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div className="mg" data-testid="match-game" data-waiting={state.selected?.side}>
        <p className="mg-help">Drag each word to what it means, or tap a word and then its meaning.</p>
        <div className="mg-board">
          <div className="mg-words">
            {state.words.map((id) => (
              <WordChip
                key={id}
                pair={byId.get(id)!}
                selected={state.selected?.side === 'word' && state.selected.id === id}
                matched={state.matched.includes(id)}
                onTap={() => dispatch({ type: 'tap', side: 'word', id })}
              />
            ))}
          </div>
          <div className="mg-meanings">
            {state.meanings.map((id) => (
              <MeaningCard
                key={id}
                pair={byId.get(id)!}
                selected={state.selected?.side === 'meaning' && state.selected.id === id}
                matched={state.matched.includes(id)}
                wiggle={missedMeaning === id ? f!.seq : 0}
                onTap={() => dispatch({ type: 'tap', side: 'meaning', id })}
              />
            ))}
          </div>
        </div>
        <p className="mg-feedback" role="status" aria-live="polite" data-kind={f?.kind}>
          {done ? 'You matched them all!' : said !== undefined ? `Yes! “${said.word}”: ${said.meaning}` : f?.kind === 'miss' ? 'Not quite. Try another one!' : ' '}
        </p>
      </div>
    </DndContext>
  );
}

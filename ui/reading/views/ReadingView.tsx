/**
 * Renders one reading map state (reading-map.machine.ts) over the map: the film of a film state
 * (LessonPlayer), else the state's component (the carousel, the vocabulary practice, the reader,
 * the quiz modal, the celebration...). Which component shows is decided by the state path only.
 */
import { useMemo } from 'react';
import type { MonsterDescription } from '../../../core/monster/monster-parts';
import { LessonPlayer } from '../../subjects/LessonPlayer';
import { QuizModal } from '../../subjects/QuizModal';
import { readingFilm } from '../reading-films';
import { carouselBooks } from '../reading-map.machine';
import { BookCarousel, BookReader, READING_MAP, SubjectMapStage, VocabPractice } from '../reading-parts';
import type { AnswerResponse } from '../reading-api';
import { BusyCard, Celebration, ErrorCard, MapBanner, MeetTheMap, ReadAgain, ReadingLockedModal } from './ReadingCards';
import { filmKeyOf, levelOfNode, MAP_STATES, monsterPlace, nodeStates, readerShown, subState, topState, type ReadingSnapshot, type Send } from './view-model';

const BUSY: Record<string, string> = { loading: 'Opening the Reading World…', saving: 'Saving your map…', starting: 'Opening your book…', opening: 'Turning to the first page…', completing: 'Adding your star…', finishing: 'Finishing the book…' };

export interface ReadingViewProps {
  snapshot: ReadingSnapshot;
  send: Send;
  monster: MonsterDescription;
  judge: (questionId: number, answerId: number) => Promise<AnswerResponse>;
}

export function ReadingView({ snapshot, send, monster, judge }: ReadingViewProps) {
  const c = snapshot.context;
  const state = topState(snapshot.value);
  const sub = subState(snapshot.value);
  const film = filmKeyOf(snapshot);
  const level = Math.min(c.gameMap?.current_level ?? 1, 8);
  const inBook = ['pickStatic', 'vocabStatic', 'readStatic', 'quizStatic', 'quizArrowStatic'].includes(state);
  const quizOn = (state === 'quizStatic' && sub === 'asking') || state === 'quizArrowStatic';
  const place = monsterPlace(c, state);
  // One object per level: the map scene redraws when its props change.
  const currentLevel = c.gameMap?.current_level ?? 0;
  const nodes = useMemo(() => nodeStates({ gameMap: { current_level: currentLevel, state: 'intro watched', latest_reading_book_id: null } }), [currentLevel]);
  const error = sub === 'error' || sub.endsWith('Error') || sub.includes('error');

  return (
    <>
      {state !== 'welcome' && (
        <SubjectMapStage
          map={READING_MAP}
          nodeStates={nodes}
          monsterAt={place.monsterAt}
          {...(place.walkTo ? { walkTo: place.walkTo } : {})}
          monster={monster}
          onSelect={(key) => {
            const n = levelOfNode(key);
            if (n !== null) send({ type: 'SELECT_LEVEL', level: n });
          }}
          onArrived={() => send({ type: 'ARRIVED' })}
        />
      )}
      {MAP_STATES.has(state) && <MapBanner state={state} level={level} levelUp={c.levelUp} />}
      {inBook && !readerShown(state, sub) && (
        <button className="btn btn-ghost btn-small reading-back" onClick={() => send({ type: 'BACK' })} data-testid="reading-back">
          ← Map
        </button>
      )}
      {film && <LessonPlayer key={film} video={lessonVideo(film)} onEnded={() => send({ type: 'FILM_ENDED' })} onSkip={() => send({ type: 'SKIP' })} onError={() => send({ type: 'FILM_FAILED' })} skipLabel="Skip" />}
      {error && c.error !== null && <ErrorCard message={c.error} send={send} back={inBook} />}
      {!error && BUSY[sub] && !film && <BusyCard text={BUSY[sub]} {...(state === 'welcome' ? { monster } : {})} />}
      {state === 'mmStatic' && <MeetTheMap monster={monster} send={send} />}
      {state === 'pickStatic' && sub === 'choosing' && (
        <div className="reading-panel" data-testid="pick-static">
          <h2 className="reading-panel-title">Pick a level {c.pickLevel} book</h2>
          <BookCarousel books={carouselBooks(c)} onPick={(bookId) => send({ type: 'PICK', bookId })} />
        </div>
      )}
      {state === 'vocabStatic' && (
        <div className="reading-panel">
          <VocabPractice vocabulary={c.vocabulary} onRecord={(vocabId, status) => send({ type: 'RECORD_VOCAB', vocabId, status })} onDone={() => send({ type: 'VOCAB_DONE' })} />
        </div>
      )}
      {state === 'readStatic' && sub === 'reading' && c.book && (
        <div className="reading-panel">
          <BookReader book={c.book} pages={c.pages} vocabulary={c.vocabulary} level={c.pickLevel} onFinished={() => send({ type: 'PART_READ' })} onExit={() => send({ type: 'BACK' })} />
        </div>
      )}
      {state === 'quizArrowStatic' && c.book && (
        <div className="reading-panel" data-testid="quiz-arrow">
          <div className="reading-arrow" aria-hidden="true" />
          <BookReader key={c.lookBackPage} book={c.book} pages={c.pages} vocabulary={c.vocabulary} level={c.pickLevel} startPage={c.lookBackPage ?? 1} onFinished={() => send({ type: 'BACK_TO_QUIZ' })} onExit={() => send({ type: 'BACK_TO_QUIZ' })} />
          <button className="btn btn-green reading-big reading-return" autoFocus onClick={() => send({ type: 'BACK_TO_QUIZ' })} data-testid="back-to-quiz">
            Back to the question
          </button>
        </div>
      )}
      {quizOn && (
        // Mounted through quizArrowStatic (hidden there): the quiz keeps its place while the child looks back.
        <div className={`modal-backdrop reading-backdrop${state === 'quizArrowStatic' ? ' reading-hidden' : ''}`} aria-hidden={state === 'quizArrowStatic'}>
          <QuizModal
            key={c.attempt?.id ?? 0}
            title={c.book?.title ?? 'Quiz'}
            questions={c.questions}
            judge={async (q, a) => judge(q, a)}
            onOutcome={(outcome, attempt) => send({ type: 'QUIZ_OUTCOME', outcome, attempt })}
            onLookBack={(page) => send({ type: 'LOOK_BACK', page })}
          />
        </div>
      )}
      {state === 'quizBeatStatic' && sub === 'celebrating' && <Celebration stars={c.book?.parts.filter((p) => p.star_earned).length ?? 1} gems={c.partGems} last={!c.book?.parts.some((p) => p.completed_at === null)} send={send} />}
      {state === 'quizFailStatic' && <ReadAgain send={send} />}
      {c.locked && <ReadingLockedModal lock={c.locked} monster={monster} send={send} />}
    </>
  );
}

function lessonVideo(key: Parameters<typeof readingFilm>[0]) {
  const f = readingFilm(key);
  return { source: 'own' as const, url: f.video.src!, captions_url: f.video.captions!, poster_url: f.poster };
}

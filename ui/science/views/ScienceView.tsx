/**
 * Renders one science state (science.machine.ts): the world map or a habitat map (the shared
 * SubjectMapStage), the bars over it, and the state's card or panel: the topic card, the lesson
 * player with its questions (the shared QuizModal, asking again after a wrong answer), the result,
 * the exit film, All Videos, the adventure book, the badge customiser, the locked modal.
 */
import { useMemo, useState } from 'react';
import worldJson from '../../../assets/subject-maps/science-world.json';
import { subjectMapSchema } from '../../../core/content/subject-map-schema';
import type { MonsterDescription } from '../../../core/monster/monster-parts';
import { habitatStatic } from '../../../core/science/habitat-static';
import { LessonPlayer } from '../../subjects/LessonPlayer';
import { QuizModal } from '../../subjects/QuizModal';
import { SubjectMapStage } from '../../subjects/SubjectMapStage';
import { badgeOfTopic, lessonById, suggestedNext, topicOf } from '../science-lookups';
import { studentLessonOf, topicNodeStates, topicStarred } from '../science-rules';
import type { AnswerReply } from '../science-types';
import { BadgeView } from './BadgeView';
import { BusyCard, ErrorCard, LessonResult, MapMissing, ScienceLockedModal, TopicCard } from './ScienceCards';
import { AdventureBook, AllVideos, BadgeCustomizer } from './SciencePanels';
import { filmFiles, habitatNodeStates, lessonCues, questionOfCue, scienceState, type ScienceSnapshot, type Send } from './view-model';

/** The world map of the seven habitats (assets/subject-maps/science-world.json), checked once. */
export const WORLD_MAP = subjectMapSchema.parse(worldJson);

const PRAISE = ['Yes! You are a real scientist!', 'Right! Great thinking!', 'You got it! Super science!'];

export interface ScienceViewProps {
  snapshot: ScienceSnapshot;
  send: Send;
  monster: MonsterDescription;
  judge: (lessonId: number, questionId: number, answerId: number) => Promise<AnswerReply>;
}

export function ScienceView({ snapshot, send, monster, judge }: ScienceViewProps) {
  const c = snapshot.context;
  const state = scienceState(snapshot.value);
  const top = state.split('.')[0]!;
  // The habitat the monster stands at on the world map: the last one it walked to.
  const [worldAt, setWorldAt] = useState<string>(WORLD_MAP.nodes[0]!.key);
  const [topicAt, setTopicAt] = useState<string | null>(null);
  const { map: scienceMap, studentLessons, habitat: habitatKey, topic: topicKey } = c;
  const walkingTo = top === 'walking' ? habitatKey : null;
  // One object per change: the map scene redraws when its props change.
  const worldStates = useMemo(() => habitatNodeStates(scienceMap, studentLessons, walkingTo), [scienceMap, studentLessons, walkingTo]);
  const habitat = scienceMap?.science_habitats.find((h) => h.key === habitatKey) ?? null;
  const topicStates = useMemo(() => topicNodeStates(habitat?.science_topics ?? [], studentLessons, topicKey), [habitat, studentLessons, topicKey]);
  const topic = topicOf(c, c.topic);
  const lesson = lessonById(c.map, c.lessonId);
  const inHabitat = top === 'habitat' || (top === 'lesson' && c.returnTo === 'topic') || top === 'exit';
  const onWorld = !inHabitat && c.map !== null;
  // Only a visited habitat: habitatStatic logs 'no matching key' for anything else (spec section 8).
  const stat = habitatKey ? habitatStatic(habitatKey) : undefined;
  const habitatMap = c.habitatMap;
  const firstTopic = habitatMap?.nodes[0]?.key ?? '';

  return (
    <>
      {onWorld && (
        <SubjectMapStage
          map={WORLD_MAP}
          nodeStates={worldStates}
          monsterAt={worldAt}
          walkTo={top === 'walking' ? (c.habitat ?? undefined) : undefined}
          monster={monster}
          onSelect={(key) => top === 'world' && send({ type: 'SELECT_HABITAT', key })}
          onArrived={(key) => {
            setWorldAt(key);
            send({ type: 'ARRIVED' });
          }}
        >
          <div className="hud science-hud">
            <h1 className="science-title">Science World</h1>
            <div className="row science-hud-actions">
              <button className="btn btn-primary btn-small" onClick={() => send({ type: 'OPEN_ALL_VIDEOS' })} data-testid="science-open-videos">
                All videos
              </button>
              <button className="btn btn-green btn-small" onClick={() => send({ type: 'OPEN_BOOK' })} data-testid="science-open-book">
                My adventure book
              </button>
            </div>
          </div>
          {top === 'world' && (
            <p className="map-bar science-bar card" role="status" data-testid="science-world-hint">
              Tap a habitat to explore it!
            </p>
          )}
        </SubjectMapStage>
      )}
      {inHabitat && habitatMap && habitat && (
        <SubjectMapStage
          key={habitatMap.key}
          map={habitatMap}
          nodeStates={topicStates}
          monsterAt={topicAt ?? firstTopic}
          walkTo={c.topic ?? undefined}
          monster={monster}
          onSelect={(key) => (top === 'habitat' && state !== 'habitat.badge.choosing' && state !== 'habitat.badge.saving' ? send({ type: 'SELECT_TOPIC', key }) : undefined)}
          onArrived={(key) => setTopicAt(key)}
        >
          {top === 'habitat' && (
            <>
            <div className="hud science-hud" style={stat ? { color: stat.palette.text } : undefined}>
              <button className="btn btn-ghost btn-small" onClick={() => send({ type: 'LEAVE' })} data-testid="science-leave">
                ← World
              </button>
              <div className="science-habitat-name">
                <h1 className="science-title">{habitat.title}</h1>
                <p className="science-sub">{habitat.sub_title}</p>
              </div>
              <ul className="science-badge-row" aria-label="Your badges here" data-testid="science-habitat-badges">
                {habitat.science_topics
                  .filter((t) => topicStarred(t, c.studentLessons))
                  .map((t) => {
                    const mine = badgeOfTopic(c, t.id);
                    return mine ? (
                      <li key={t.key}>
                        <BadgeView look={mine.look} topicKey={t.key} title={t.title} size={52} />
                      </li>
                    ) : null;
                  })}
              </ul>
            </div>
            {state === 'habitat.map' && (
              <p className="map-bar science-bar card" role="status">
                Tap a picture to find its lesson!
              </p>
            )}
            </>
          )}
        </SubjectMapStage>
      )}
      {top === 'loading' && <BusyCard text="Opening the Science World…" />}
      {top === 'loadError' && <ErrorCard message={c.error ?? 'Something went wrong.'} send={send} />}
      {state === 'habitat.loadingMap' && <BusyCard text="Travelling to the habitat…" />}
      {state === 'habitat.missing' && <MapMissing send={send} />}
      {top === 'habitat' && state !== 'habitat.map' && topic && state !== 'habitat.loadingMap' && !state.startsWith('habitat.badge') && <TopicCard topic={topic} studentLessons={c.studentLessons} badges={c.badges} send={send} />}
      {state.startsWith('habitat.badge') &&
        topic &&
        (() => {
          const mine = badgeOfTopic(c, topic.id);
          return mine ? <BadgeCustomizer look={mine.look} topicKey={topic.key} title={topic.title} saving={state === 'habitat.badge.saving'} notice={c.notice} send={send} /> : null;
        })()}
      {top === 'exit' && c.exitVideo && (
        <LessonPlayer key={c.exitVideo} video={{ source: 'own', ...filmFiles(c.exitVideo) }} onEnded={() => send({ type: 'FILM_ENDED' })} onSkip={() => send({ type: 'SKIP' })} onError={() => send({ type: 'FILM_FAILED' })} />
      )}
      {top === 'allVideos' && c.map && <AllVideos map={c.map} studentLessons={c.studentLessons} filter={c.filter} page={c.page} send={send} />}
      {top === 'book' && c.map && <AdventureBook map={c.map} studentLessons={c.studentLessons} send={send} />}
      {top === 'lesson' && lesson && <LessonStage key={c.lessonRun} snapshot={snapshot} send={send} judge={judge} />}
      {c.lockedLesson !== null && <ScienceLockedModal monster={monster} send={send} />}
    </>
  );
}

/** The lesson: its film (held at a cue for the question), the questions after it, the result. */
function LessonStage({ snapshot, send, judge }: Omit<ScienceViewProps, 'monster'>) {
  const c = snapshot.context;
  const state = scienceState(snapshot.value);
  const lesson = lessonById(c.map, c.lessonId)!;
  const [cues] = useState(() => lessonCues(lesson));
  const mine = studentLessonOf(c.studentLessons, lesson.id);
  const cued = lesson.questions.find((q) => q.id === c.cueQuestion);
  const after = lesson.questions.filter((q) => c.afterQuestionIds.includes(q.id));
  const asking = state === 'lesson.question' && cued ? [cued] : state === 'lesson.afterQuestions' ? after : [];
  const ask = (qs: typeof lesson.questions) => qs.map((q) => ({ id: q.id, prompt: q.text, page_number: 0, answers: q.answers }));
  return (
    <div className="science-lesson" data-testid="science-lesson" data-lesson={lesson.id}>
      {state !== 'lesson.result' && (
        <LessonPlayer
          video={lesson.video}
          cues={cues}
          paused={state === 'lesson.question'}
          onCue={(data) => {
            const questionId = questionOfCue(data.state);
            if (questionId !== null) send({ type: 'CUE', questionId });
          }}
          onEnded={() => send({ type: 'FILM_ENDED' })}
          onError={() => send({ type: 'FILM_FAILED' })}
          exitLabel="Go on"
        />
      )}
      {state !== 'lesson.result' && (
        <button className="btn btn-ghost btn-small science-lesson-back" onClick={() => send({ type: 'BACK' })} data-testid="science-lesson-back">
          ← Back
        </button>
      )}
      {asking.length > 0 && (
        <div className="modal-backdrop science-backdrop">
          <QuizModal
            key={`${state}-${asking[0]!.id}`}
            title={lesson.title}
            questions={ask(asking)}
            judge={(q, a) => judge(lesson.id, q, a)}
            onOutcome={() => send({ type: 'QUESTION_DONE' })}
            retryWrong
            summary={false}
            praise={PRAISE}
          />
        </div>
      )}
      {state === 'lesson.result' && <LessonResult lesson={lesson} studentLesson={mine} next={suggestedNext(c)} send={send} />}
    </div>
  );
}

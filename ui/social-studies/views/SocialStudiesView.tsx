/**
 * Renders one social studies state (social-studies.machine.ts): the landing (its film, then the two
 * maps to travel to, with the completed banner), a map (the shared SubjectMapStage with the quests
 * the display rules show, the heads-up display with the orbs earned/total, the orb animation), a
 * topic (the shared LessonPlayer held at videoQuizTime for the shared QuizModal), the completion
 * modal, the error and 'Map not found'. A spinner shows while initialising.
 */
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { SubjectMap, SubjectNodeState } from '../../../core/content/subject-map-schema';
import type { MonsterDescription } from '../../../core/monster/monster-parts';
import { LessonPlayer } from '../../subjects/LessonPlayer';
import { QuizModal } from '../../subjects/QuizModal';
import { SubjectMapStage } from '../../subjects/SubjectMapStage';
import { landingFilmOf, mapIntroOf, mapOf, recordOf, type SsEvent, type socialStudiesMachine } from '../social-studies.machine';
import { mapDisplay, orbs } from '../social-studies-rules';
import type { SsStudentLesson } from '../social-studies-types';
import { SS_MAP_SCENES, ssFilm } from './ss-parts';

type Snapshot = SnapshotFrom<typeof socialStudiesMachine>;
type Send = (e: SsEvent) => void;

const PRAISE = ['Yes! A wise choice!', 'Right! You think like a historian!', 'You got it!'];

/** The machine's state as a dotted name ('initialized.topic.quiz'). */
export function ssState(value: unknown): string {
  if (typeof value === 'string') return value;
  const [top, inner] = Object.entries(value as Record<string, unknown>)[0]!;
  return `${top}.${ssState(inner)}`;
}

/** A topic's look on the map: shown with an arrow (the next quest) glows, with an orb done, not shown yet locked. */
export function questLooks(display: ReturnType<typeof mapDisplay>): Record<string, SubjectNodeState> {
  return Object.fromEntries(Object.entries(display).map(([key, d]) => [key, !d.shown ? 'locked' : d.orb ? 'done' : d.arrow ? 'selected' : 'unselected']));
}

function Orbs({ earned, total, text }: { earned: number; total: number; text: string }) {
  return (
    <div className="ss-orbs card" role="status" aria-label={`${text} orbs`} data-testid="ss-orbs" data-orbs={text}>
      {Array.from({ length: total }, (_, i) => (
        <img key={i} src={i < earned ? '/assets/art/social-studies/orb.svg' : '/assets/art/social-studies/orb-empty.svg'} alt="" width="28" height="28" />
      ))}
      <span>{text}</span>
    </div>
  );
}

export function SocialStudiesView({ snapshot, send, monster, judge }: { snapshot: Snapshot; send: Send; monster: MonsterDescription; judge: (lessonId: number, q: number, a: number) => Promise<SsStudentLesson[]> }) {
  const c = snapshot.context;
  const state = ssState(snapshot.value);
  const map = mapOf(c);
  const scene: SubjectMap | null = map ? (SS_MAP_SCENES[map.key] ?? null) : null;
  const display = useMemo(() => (map ? mapDisplay(map, c.studentLessons) : {}), [map, c.studentLessons]);
  const looks = useMemo(() => questLooks(display), [display]);
  const onMap = state.startsWith('initialized.map') || state.startsWith('initialized.topic');
  const o = map ? orbs(map, c.studentLessons) : null;
  const lesson = c.lesson;
  const quizState = lesson?.video_states.find((s) => s.state === 'videoQuizTime');
  const question = quizState && quizState.state === 'videoQuizTime' ? (quizState.questions.find((q) => q.id === c.questionId) ?? null) : null;
  const cues = quizState && quizState.state === 'videoQuizTime' && quizState.time_s !== null ? [{ time_s: quizState.time_s, data: { state: 'quizTime', next_state: 'playing', next_sub_state: '' } }] : [];

  return (
    <>
      {state === 'initializing' && (
        <div className="modal-backdrop ss-backdrop">
          <div className="card modal stack" role="status" data-testid="ss-busy">
            <div className="ss-spinner" aria-hidden="true" />
            <p className="ss-lead">Opening the time machine…</p>
          </div>
        </div>
      )}
      {state === 'error' && (
        <div className="modal-backdrop ss-backdrop">
          <div className="card modal stack" role="alert" data-testid="ss-error">
            <h2>Oops! The time machine got stuck.</h2>
            <p>{c.error}</p>
            <button className="btn btn-primary" autoFocus onClick={() => send({ type: 'RETRY' })} data-testid="ss-retry">
              Try again
            </button>
          </div>
        </div>
      )}
      {state.startsWith('initialized.landing') && (
        <div className="ss-landing" data-testid="ss-landing">
          {c.completed && (
            <p className="ss-banner card" role="status" data-testid="ss-completed-banner">
              ★ You completed Social Studies! Visit any quest again.
            </p>
          )}
          <h1 className="ss-title">Travel back in time!</h1>
          <ul className="ss-maps">
            {c.maps.map((m) => {
              const mo = orbs(m, c.studentLessons);
              return (
                <li key={m.id}>
                  <button className="ss-map-card" onClick={() => send({ type: 'PICK_MAP', mapId: m.id })} data-testid="ss-map" data-map={m.key}>
                    <img src={`/assets/art/social-studies/${m.key}/landing.svg`} alt="" width="320" height="180" />
                    <span className="ss-map-name">{m.name}</span>
                    <span className="ss-map-orbs">{mo.text} orbs</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {state === 'initialized.landing.film' && <LessonPlayer key="landing" video={ssFilm(landingFilmOf(c))} onEnded={() => send({ type: 'FILM_ENDED' })} onSkip={() => send({ type: 'SKIP' })} onError={() => send({ type: 'FILM_FAILED' })} />}
      {state === 'initialized.mapMissing' && (
        <div className="modal-backdrop ss-backdrop">
          <div className="card modal stack" role="alert" data-testid="ss-map-missing">
            <h2>Map not found</h2>
            <button className="btn btn-primary" autoFocus onClick={() => send({ type: 'BACK' })}>
              Back
            </button>
          </div>
        </div>
      )}
      {onMap && map && scene && (
        <SubjectMapStage map={scene} nodeStates={looks} monsterAt={c.topicKey ?? scene.nodes[0]!.key} walkTo={c.topicKey ?? undefined} monster={monster} onSelect={(key) => send({ type: 'SELECT_TOPIC', key })}>
          {state.startsWith('initialized.map') && (
            <div className="hud ss-hud">
              <button className="btn btn-ghost btn-small" onClick={() => send({ type: 'BACK' })} data-testid="ss-back">
                ← Time machine
              </button>
              <h1 className="ss-map-title">{map.name}</h1>
              {o && <Orbs {...o} />}
            </div>
          )}
          {state === 'initialized.map.idle' && (
            <p className="map-bar ss-bar card" role="status">
              Tap a glowing place to start its quest!
            </p>
          )}
          {state === 'initialized.map.idle' && c.orbJustEarned && <img className="ss-orb-fly" src="/assets/art/social-studies/orb.svg" alt="" width="96" height="96" data-testid="ss-orb-earned" />}
        </SubjectMapStage>
      )}
      {state === 'initialized.map.intro' && map && <LessonPlayer key={`intro-${map.key}`} video={ssFilm(`${map.key}-${mapIntroOf(c)}`)} onEnded={() => send({ type: 'FILM_ENDED' })} onSkip={() => send({ type: 'SKIP' })} onError={() => send({ type: 'FILM_FAILED' })} />}
      {state.startsWith('initialized.topic') && lesson && !['initialized.topic.completing', 'initialized.topic.completionModal'].includes(state) && (
        <div className="ss-topic" data-testid="ss-topic" data-lesson-type={lesson.video_type}>
          {state !== 'initialized.topic.starting' && (
            <LessonPlayer key={lesson.id} video={lesson.video} cues={cues} paused={state === 'initialized.topic.quiz'} onCue={() => send({ type: 'QUIZ_TIME' })} onEnded={() => send({ type: 'FILM_ENDED' })} onError={() => send({ type: 'FILM_FAILED' })} />
          )}
          {state === 'initialized.topic.starting' && <div className="ss-spinner ss-topic-spinner" role="status" aria-label="Loading the film" />}
          <button className="btn btn-ghost btn-small ss-topic-back" onClick={() => send({ type: 'GO_MAP' })} data-testid="ss-go-map">
            ← Map
          </button>
          {/* The topic scene's heads-up display: the map's orbs stay in view during the quest. */}
          {o && (
            <div className="ss-topic-hud">
              <Orbs {...o} />
            </div>
          )}
          {state === 'initialized.topic.quiz' && question && (
            <div className="modal-backdrop ss-backdrop ss-quiz">
              <QuizModal
                title={lesson.title}
                questions={[{ id: question.id, prompt: question.text, page_number: 0, answers: question.answers }]}
                judge={async (q, a) => {
                  const list = await judge(lesson.id, q, a);
                  send({ type: 'ANSWERED', studentLessons: list });
                  const mine = recordOf(list, lesson.id);
                  const given = mine?.student_answers.filter((x) => x.question_id === q).at(-1);
                  return { correct: given?.correct ?? false, correct_answer_id: given?.correct ? a : -1 };
                }}
                onOutcome={() => send({ type: 'QUIZ_DONE' })}
                retryWrong
                summary={false}
                praise={PRAISE}
              />
            </div>
          )}
        </div>
      )}
      {state === 'initialized.topic.completionModal' && (
        <div className="modal-backdrop ss-backdrop">
          <div className="card modal stack ss-complete" role="dialog" aria-modal="true" aria-labelledby="ss-complete-title" data-testid="ss-completion">
            <img src="/assets/art/social-studies/orb.svg" alt="" width="120" height="120" className="ss-complete-orb" />
            <h2 id="ss-complete-title">You completed Social Studies!</h2>
            <p className="ss-lead">You explored ancient Egypt and ancient Greece and earned every orb. What a time traveller!</p>
            <button className="btn btn-green" autoFocus onClick={() => send({ type: 'CLOSE' })} data-testid="ss-completion-close">
              Hooray!
            </button>
          </div>
        </div>
      )}
    </>
  );
}

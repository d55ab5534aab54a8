/**
 * Renders the math machine's state: one component per state (the map's overlays, then the
 * screen's modal or overlay), in the order the screen always stacked them.
 */
import { lazy, Suspense } from 'react';
import type { GameBridge } from '../../game';
import { DEFAULT_MONSTER } from '../../core/monster/monster-parts';
import { MonsterMakerModal } from '../monster/MonsterMakerModal';
import { PetsHub } from '../pets/PetsHub';
import { IncentivesPanel } from '../store/IncentivesPanel';
import { LearnOverlay } from './LearnOverlay';
import { LockedModal } from './LockedModal';
import { MapKeys } from './MapKeys';
import { monsterOf } from './math-game.setup';
import { QuestionOverlay } from './QuestionOverlay';
import { shouldAutoRead } from '../lib/speech';
import { ExitTopicModal, TopicPicker } from './TopicPicker';
import { AnswerFeedback } from './views/AnswerFeedback';
import { LevelCompleteModal } from './views/LevelCompleteModal';
import { MapBar } from './views/MapBar';
import { ConfirmExitModal, ErrorModal, PretestEndModal, PretestStartModal, StartLevelCard } from './views/Modals';
import { viewOf, type MathSnapshot, type Send } from './views/view-model';

/** The video engine loads only when a video level or the intro opens (keeps the map light). */
const VideoLevel = lazy(() => import('../video/VideoLevel'));
const IntroLevel = lazy(() => import('../video/IntroLevel'));

const videoLoading = (
  <div className="overlay-center">
    <div className="loading">Loading the video…</div>
  </div>
);

/** `say` puts a sentence in the screen's live region (LiveAnnouncer.tsx). */
export function MathGameView({ snapshot, send, bridge, say }: { snapshot: MathSnapshot; send: Send; bridge: GameBridge; say: (text: string) => void }) {
  const v = viewOf(snapshot);
  const c = snapshot.context;
  const { path, under, busy } = v;
  const monster = monsterOf(c);
  const gems = (gems: number) => send({ type: 'GEMS', gems });
  const close = () => send({ type: 'CLOSE' });
  return (
    <>
      {path === 'main.map.monsterMaker' && <MonsterMakerModal studentId={c.studentId} onCancel={close} onSaved={() => send({ type: 'MONSTER_SAVED' })} />}
      {path === 'main.map.topicPicker' && <TopicPicker studentId={c.studentId} onClose={close} onPick={(topic) => send({ type: 'PICK_TOPIC', topic })} />}
      {(path === 'main.answering.exitTopic' || path === 'main.answering.leavingTopic') && c.topic && (
        <ExitTopicModal topic={c.topic} busy={busy} onStay={() => send({ type: 'STAY' })} onLeave={() => send({ type: 'LEAVE_TOPIC' })} />
      )}
      {(path === 'main.map.pets' || path === 'main.complete.hatching') && <PetsHub studentId={c.studentId} entry={path === 'main.map.pets' ? 'all' : 'hatch'} onGems={gems} onClose={close} />}
      {path === 'main.map.incentives' && <IncentivesPanel studentId={c.studentId} monster={c.map?.student_monster ?? DEFAULT_MONSTER} gems={v.gems} onGems={gems} onClose={close} />}
      {path === 'main.loading' && !c.map && (
        <div className="overlay-center">
          <div className="loading">Loading the map…</div>
        </div>
      )}
      {path === 'main.error' && <ErrorModal message={c.error} send={send} />}
      {v.onMap && c.map && <MapKeys map={c.map} bridge={bridge} busy={busy} send={send} say={say} />}
      {v.onMap && c.map && <MapBar map={c.map} busy={busy} send={send} />}
      {path === 'confirmExit' && <ConfirmExitModal fromMap={c.exitFrom === 'map'} send={send} />}
      {(path === 'main.learn.showing' || path === 'main.learn.saving') && c.lesson && <LearnOverlay lesson={c.lesson} onDone={() => send({ type: 'LEARNED' })} />}
      {path === 'main.locked' && c.lock && <LockedModal lock={c.lock} monster={monster} onClose={close} />}
      {path === 'main.pretestStart' && <PretestStartModal monster={monster} send={send} />}
      {path === 'main.pretestEnd' && <PretestEndModal monster={monster} send={send} />}
      {under('main.startLevel') && c.level && <StartLevelCard level={c.level} monster={monster} busy={busy} send={send} />}
      {v.answering && c.question && (
        <div className="overlay-center">
          <QuestionOverlay
            key={c.question.id}
            question={c.question}
            busy={busy || v.reopening}
            checking={v.checking}
            notice={c.notice}
            onSubmit={(answer) => send({ type: 'SUBMIT', answer })}
            autoRead={shouldAutoRead({ grade: c.map?.student.grade, autoReadAloud: c.map?.student.auto_read_aloud ?? false })}
          />
        </div>
      )}
      {under('main.answered') && c.result && <AnswerFeedback result={c.result} compliment={c.compliment} explain={path === 'main.answered.explaining'} send={send} />}
      {path === 'main.video' && c.level && (
        <Suspense fallback={videoLoading}>
          <VideoLevel
            studentId={c.studentId}
            level={c.level}
            onProgress={(mapGame, gems) => send({ type: 'VIDEO_PROGRESS', mapGame, gems })}
            onComplete={(result) => send({ type: 'VIDEO_COMPLETE', result })}
            onExit={() => send({ type: 'VIDEO_EXIT' })}
          />
        </Suspense>
      )}
      {under('main.intro') && c.level && (
        <Suspense fallback={videoLoading}>
          <IntroLevel
            studentId={c.studentId}
            level={c.level}
            bridge={bridge}
            monster={monster}
            pretestCompleted={c.pretestCompleted}
            onFinish={() => send({ type: 'INTRO_FINISHED' })}
            onMonsterSaved={() => send({ type: 'INTRO_MONSTER_SAVED' })}
            gems={v.gems}
            onGems={gems}
          />
        </Suspense>
      )}
      {path === 'main.complete.modal' && c.level && c.completed && <LevelCompleteModal level={c.level} completed={c.completed} monster={monster} send={send} />}
    </>
  );
}

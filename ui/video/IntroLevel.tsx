/**
 * The level-1 intro (spec part 1 section 4): the intro video's cue points walk the intro state
 * chain (core/video/intro-chain.ts) through the intro machine (intro.machine.ts) and trigger its
 * scenes. React shows the interactive ones (prompt, monster maker, start level, pretest, why)
 * while the video holds at a fixed time; every scene is also sent to the game as a typed bridge
 * event `intro:scene`, so Phaser scenes react to the same cues (the map shows the monster, the
 * why-zoom). The pet customizer and store holds open the pets gallery and the incentives panel.
 * The show-superskill hold shows Skill Park (issue 17). Scenes without a screen get the event and
 * their static hold is skipped (`WIRED_INTRO_SCENES`). The film itself shows each scene (no labels on
 * top of it); the current scene is on the root's `data-intro-scene` for tests.
 */
import { useCallback, useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import type { GameBridge } from '../../game';
import type { LevelContent } from '../../core/content/level-schema';
import type { MonsterDescription } from '../../core/monster/monster-parts';
import { introSection, type IntroScene } from '../../core/video/intro-chain';
import { introMachine } from './intro.machine';
import { IntroGoButton, IntroHold, isGoScene } from './IntroHold';
import type { VideoPlayer } from './video-player';
import { VideoStage } from './VideoStage';

/** Scenes whose static hold has a screen today (the others are skipped, see the module comment). */
export const WIRED_INTRO_SCENES: ReadonlySet<IntroScene> = new Set<IntroScene>(['prompt', 'monsterMaker', 'startLevel', 'pretest', 'why', 'petCustomizer', 'store', 'showSuperskill']);

/** Scenes during which the video moves to a corner so the map behind it shows. */
const MAP_SCENES: ReadonlySet<string> = new Set(['showMonsterOnMap', 'startLevel']);

export interface IntroLevelProps {
  studentId: number;
  level: LevelContent;
  bridge: GameBridge;
  monster: MonsterDescription;
  pretestCompleted: boolean;
  /** The intro is over (or skipped): level 1 completes. */
  /** Also when the intro video can't play: the child goes on to the map instead of being stuck. */
  onFinish: () => void;
  /** The monster maker saved a monster: the map redraws it. */
  onMonsterSaved: () => void;
  /** The child's gems (the store scene shows them) and a change made there (a purchase). */
  gems: number;
  onGems: (gems: number) => void;
}

export default function IntroLevel({ studentId, level, bridge, monster, pretestCompleted, onFinish, onMonsterSaved, gems, onGems }: IntroLevelProps) {
  const video = level.assets.video!;
  const [lesson] = useState(() => ({ source: video.source, id: video.id ?? video.vimeoId ?? 'intro', src: video.src, captions: video.captions }));
  // Read once: the screen's callbacks only send to its own machine.
  const [machine] = useState(() =>
    introMachine.provide({
      actions: {
        emitScene: (_, scene) => bridge.emit('intro:scene', scene),
        applyVideo: ({ context }, state) => void context.player?.apply(state),
        pauseAt: ({ context }, seconds) => void context.player?.pause(seconds),
        finish: () => onFinish(),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { cues: video.cues, pretestCompleted, wired: WIRED_INTRO_SCENES } });

  const onReady = useCallback(
    (p: VideoPlayer) => {
      p.on('cue', (data) => send({ type: 'CUE', state: data.state }));
      p.on('state', (s) => s === 'ended' && send({ type: 'ENDED' }));
      send({ type: 'READY', player: p });
    },
    [send],
  );
  const skip = useCallback(() => send({ type: 'SKIP' }), [send]);
  const advance = useCallback(() => send({ type: 'ADVANCE' }), [send]);

  useEffect(() => () => bridge.emit('intro:scene', { state: 'end', scene: null }), [bridge]);

  const key = snapshot.context.key;
  const holding = snapshot.matches('holding');
  const scene = introSection(key).scene;

  const go = holding && scene !== null && isGoScene(scene) ? scene : null;
  const corner = !!scene && MAP_SCENES.has(scene);

  // The captions run along the video's bottom, so the green button never goes there: in the
  // video's top half when the video fills the screen, above the corner video when the map shows.
  return (
    <div data-testid="intro-level" data-intro-state={key} data-intro-scene={scene ?? ''} data-holding={String(holding)}>
      <VideoStage
        video={lesson}
        onReady={onReady}
        onExit={skip}
        exitLabel="Go to the map"
        corner={corner}
        above={go && corner ? <IntroGoButton scene={go} onAdvance={advance} /> : null}
      >
        {go && !corner && (
          <div className="intro-go-layer">
            <IntroGoButton scene={go} onAdvance={advance} />
          </div>
        )}
      </VideoStage>
      <button className="btn btn-ghost btn-small intro-skip" onClick={skip} data-testid="intro-skip">
        Skip intro
      </button>
      {holding && scene && !go && <IntroHold scene={scene} studentId={studentId} monster={monster} gems={gems} onGems={onGems} onMonsterSaved={onMonsterSaved} onAdvance={advance} />}
    </div>
  );
}

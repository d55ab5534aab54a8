/**
 * The level-1 intro (spec part 1 section 4): the intro video's cue points walk the intro state
 * chain (intro-chain.ts) and trigger its scenes. React shows the interactive ones (prompt, monster
 * maker, start level, pretest, why) while the video holds at a fixed time; every scene is also
 * sent to the game as a typed bridge event `intro:scene`, so Phaser scenes react to the same cues
 * (the map shows the monster, the why-zoom). The pet customizer and store holds open the pets
 * gallery and the incentives panel. Superskills has no screen yet: its scenes get the event and a
 * chip on the video, and their static hold is skipped until a screen is wired in (`WIRED_INTRO_SCENES`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameBridge } from '../../game';
import type { LevelContent } from '../../core/content/level-schema';
import type { MonsterDescription } from '../../core/monster/monster-parts';
import { MonsterAvatar } from '../monster/MonsterAvatar';
import { MonsterMakerModal } from '../monster/MonsterMakerModal';
import { PetsHub } from '../pets/PetsHub';
import { IncentivesPanel } from '../store/IncentivesPanel';
import { holdsFor, introSection, introVideoState, needsJump, nextIntroKey, type IntroCues, type IntroScene } from '../../core/video/intro-chain';
import type { CueData } from '../../core/video/types';
import type { VideoPlayer } from './video-player';
import { VideoStage } from './VideoStage';

/** Scenes whose static hold has a screen today (the others are skipped, see the module comment). */
export const WIRED_INTRO_SCENES: ReadonlySet<IntroScene> = new Set<IntroScene>(['prompt', 'monsterMaker', 'startLevel', 'pretest', 'why', 'petCustomizer', 'store']);

/** Scenes during which the video moves to a corner so the map behind it shows. */
const MAP_SCENES: ReadonlySet<string> = new Set(['showMonsterOnMap', 'startLevel']);

const SCENE_LABEL: Record<IntroScene, string> = {
  monsterMaker: 'Monster maker',
  showMonsterOnMap: 'Your monster on the map',
  startLevel: 'Start a level',
  prompt: 'Tap to go on',
  petKeeper: 'The pet keeper',
  conditionalPretest: 'Getting ready',
  pretest: 'Warm-up',
  problem: 'Problems',
  showPet: 'Pets',
  petCustomizer: 'Pet customizer',
  store: 'The store',
  superskillPrompt: 'Super skills',
  showSuperskill: 'Super skills',
  petFromRight: 'A new pet',
  hidePet: 'Pets at home',
  why: 'Why every day?',
  locked: 'Resting levels',
};

function Star() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true">
      <path d="M16 3l4 8.5 9.3 1.2-6.8 6.4 1.8 9.2L16 23.8 7.7 28.3l1.8-9.2-6.8-6.4 9.3-1.2z" fill="#ffc83d" stroke="#1d2b4f" strokeWidth="2.5" strokeLinejoin="round" />
    </svg>
  );
}

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
  const cues = video.cues as IntroCues;
  const [lesson] = useState(() => ({ source: video.source, id: video.id ?? video.vimeoId ?? 'intro', src: video.src, captions: video.captions }));
  const player = useRef<VideoPlayer | null>(null);
  const current = useRef('levelIntro');
  const [key, setKey] = useState('levelIntro');
  const [holding, setHolding] = useState(false);
  const finished = useRef(false);
  const ctx = useRef({ pretestCompleted });

  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    bridge.emit('intro:scene', { state: 'end', scene: null });
    void player.current?.pause();
    onFinish();
  }, [bridge, onFinish]);

  /** Enters state `next`: the bridge hears its scene, the video jumps when needed and runs to its cue. */
  const enter = useCallback(
    async (next: string, from: string | null) => {
      if (next === 'end') {
        finish();
        return;
      }
      current.current = next;
      setKey(next);
      setHolding(false);
      bridge.emit('intro:scene', { state: next, scene: introSection(next).scene });
      const jump = from === null ? false : needsJump(from, next);
      await player.current?.apply(introVideoState(next, cues, { pretestCompleted: ctx.current.pretestCompleted, jump }));
    },
    [bridge, cues, finish],
  );

  /** The child acted on a held scene (or a scene needs no hold): on to the next state. */
  const advance = useCallback(() => {
    const from = current.current;
    void enter(nextIntroKey(from, ctx.current), from);
  }, [enter]);

  const onCue = useCallback(
    (data: CueData) => {
      if (data.state !== current.current) return;
      const section = introSection(data.state);
      if (holdsFor(section, WIRED_INTRO_SCENES)) {
        // Static state: the picture holds at the cue until the child acts.
        void player.current?.pause(cues[data.state]?.cuePoint ?? null);
        setHolding(true);
        return;
      }
      advance();
    },
    [advance, cues],
  );

  const onReady = useCallback(
    (p: VideoPlayer) => {
      player.current = p;
      p.on('cue', onCue);
      p.on('state', (s) => s === 'ended' && finish());
      void enter('levelIntro', null);
    },
    [enter, finish, onCue],
  );

  useEffect(() => () => bridge.emit('intro:scene', { state: 'end', scene: null }), [bridge]);

  const section = introSection(key);
  const scene = section.scene;
  const hold = holding ? scene : null;

  return (
    <div data-testid="intro-level" data-intro-state={key} data-holding={String(holding)}>
      <VideoStage video={lesson} onReady={onReady} onExit={finish} exitLabel="Go to the map" corner={!!scene && MAP_SCENES.has(scene)}>
        {scene && !holding && (
          <div className="intro-scene-chip" data-testid="intro-scene" data-scene={scene}>
            <Star /> {SCENE_LABEL[scene]}
          </div>
        )}
      </VideoStage>
      <button className="btn btn-ghost btn-small intro-skip" onClick={finish} data-testid="intro-skip">
        Skip intro
      </button>
      {(hold === 'prompt' || hold === 'startLevel') && (
        <div className="overlay-center" style={{ placeItems: 'end center', paddingBottom: 96, zIndex: 9 }}>
          <button className="btn btn-green intro-big-go" onClick={advance} autoFocus data-testid="intro-continue">
            {hold === 'prompt' ? 'Tap to go on' : 'Play!'}
          </button>
        </div>
      )}
      {hold === 'monsterMaker' && (
        <MonsterMakerModal
          studentId={studentId}
          onCancel={advance}
          onSaved={() => {
            onMonsterSaved();
            advance();
          }}
        />
      )}
      {hold === 'pretest' && (
        <div className="modal-backdrop">
          <div className="card modal stack" role="dialog" aria-modal="true" aria-labelledby="intro-pretest-title" data-testid="intro-pretest">
            <MonsterAvatar monster={monster} className="monster" alt="" />
            <h2 id="intro-pretest-title">Let's see what you know!</h2>
            <p>On your next level, a few warm-up questions help your monster pick the right adventures for you. Just try your best.</p>
            <button className="btn btn-primary" autoFocus onClick={advance} data-testid="intro-continue">
              Sounds good!
            </button>
          </div>
        </div>
      )}
      {/* The pet scene shows the pets gallery (the first egg comes at level 3); closing it moves the intro on. */}
      {hold === 'petCustomizer' && <PetsHub studentId={studentId} entry="all" onGems={onGems} onClose={advance} />}
      {hold === 'store' && <IncentivesPanel studentId={studentId} monster={monster} gems={gems} onGems={onGems} onClose={advance} />}
      {hold === 'why' && (
        <div className="modal-backdrop">
          <div className="card modal stack intro-card" role="dialog" aria-modal="true" aria-labelledby="intro-why-title" data-testid="intro-why">
            <h2 id="intro-why-title">Why a little every day?</h2>
            <p>Short practice every day helps you remember more. After you play, the next level rests until tomorrow.</p>
            <button className="btn btn-primary" autoFocus onClick={advance} data-testid="intro-continue">
              Got it!
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

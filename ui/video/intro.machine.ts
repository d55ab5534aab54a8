/**
 * The level-1 intro as a statechart (spec part 1 section 4 "Intro video state chain"). The pure
 * chain (core/video/intro-chain.ts) says which state follows which and what each section plays;
 * this machine walks it: entering a state tells the game its scene and sets the video to run to
 * the state's cue; at the cue a static state holds the picture until the child acts, any other
 * state moves on. Skip, the stage's exit and the video's end finish the intro (once).
 *
 * Side effects are injected actions (the component provides them; tests record them):
 * `emitScene` (bridge `intro:scene`), `applyVideo` (the player's `apply` of a video state
 * object), `pauseAt` (hold at a time in seconds, or just pause when null) and `finish` (level 1
 * is over). The intro has no timers of its own: the video's cue points pace it.
 */
import { assign, setup } from 'xstate';
import { holdsFor, introSection, introVideoState, needsJump, nextIntroKey, type IntroCues, type IntroScene } from '../../core/video/intro-chain';
import type { VideoStateObject } from '../../core/video/types';

export interface IntroInput {
  cues: IntroCues;
  pretestCompleted: boolean;
  /** Scenes whose static hold has a screen (the others are skipped, intro-chain `holdsFor`). */
  wired: ReadonlySet<IntroScene>;
}

/** The part of the video player the intro drives (ui/video/video-player.ts). */
export interface IntroPlayer {
  apply(video: VideoStateObject): Promise<void>;
  pause(currentTime?: number | null): Promise<void>;
}

export interface IntroContext extends IntroInput {
  /** The chain's current state key ('levelIntro', 'promptActive(1)', ...). */
  key: string;
  /** The ready player (READY), for the provided `applyVideo` and `pauseAt`. */
  player: IntroPlayer | null;
}

export type IntroEvent =
  /** The player is ready: the intro starts at levelIntro. */
  | { type: 'READY'; player: IntroPlayer }
  /** The video reached a cue point registered for `state`. */
  | { type: 'CUE'; state: string }
  /** The child acted on a held scene. */
  | { type: 'ADVANCE' }
  /** Skip intro, or the stage's "Go to the map". */
  | { type: 'SKIP' }
  /** The video played to its end. */
  | { type: 'ENDED' };

const FIRST = 'levelIntro';

/** The video state object of entering `key` after `from` (null: the first state, no seek). */
function videoStateOf(c: IntroContext, key: string, from: string | null): VideoStateObject {
  return introVideoState(key, c.cues, { pretestCompleted: c.pretestCompleted, jump: from === null ? false : needsJump(from, key) });
}

const base = setup({
  types: { context: {} as IntroContext, events: {} as IntroEvent, input: {} as IntroInput },
  actions: {
    emitScene: (_, _scene: { state: string; scene: IntroScene | null }) => undefined,
    applyVideo: (_, _video: VideoStateObject) => undefined,
    pauseAt: (_, _seconds: number | null) => undefined,
    finish: () => undefined,
  },
  guards: {
    /** The cue is the current state's (a late cue of a state already left is ignored). */
    isCurrentCue: ({ context: c, event }) => event.type === 'CUE' && event.state === c.key,
    holds: ({ context: c }) => holdsFor(introSection(c.key), c.wired),
    nextIsEnd: ({ context: c }) => nextIntroKey(c.key, c) === 'end',
  },
});

/** The intro machine (states: waiting for the player, running to a cue, holding, finished). */
export const introMachine = base
  .extend({
    actions: {
      /** On to the chain's next state: the game hears its scene, the video runs (seeking when needed) to its cue. */
      enterNext: base.enqueueActions(({ context: c, enqueue }) => {
        const next = nextIntroKey(c.key, c);
        enqueue.assign({ key: next });
        enqueue({ type: 'emitScene', params: { state: next, scene: introSection(next).scene } });
        enqueue({ type: 'applyVideo', params: videoStateOf(c, next, c.key) });
      }),
    },
  })
  .createMachine({
  id: 'intro',
  context: ({ input }) => ({ ...input, key: FIRST, player: null }),
  initial: 'waiting',
  on: { SKIP: '.finished', ENDED: '.finished' },
  states: {
    waiting: {
      on: {
        READY: {
          target: 'running',
          actions: [
            assign({ player: ({ event }) => event.player }),
            { type: 'emitScene', params: { state: FIRST, scene: introSection(FIRST).scene } },
            { type: 'applyVideo', params: ({ context: c }) => videoStateOf(c, FIRST, null) },
          ],
        },
      },
    },
    running: {
      on: {
        CUE: { guard: 'isCurrentCue', target: 'deciding' },
      },
    },
    deciding: {
      always: [
        // Static state: the picture holds at the cue until the child acts.
        { guard: 'holds', target: 'holding', actions: { type: 'pauseAt', params: ({ context: c }) => c.cues[c.key]?.cuePoint ?? null } },
        { guard: 'nextIsEnd', target: 'finished' },
        { target: 'running', actions: 'enterNext' },
      ],
    },
    holding: {
      on: {
        ADVANCE: [{ guard: 'nextIsEnd', target: 'finished' }, { target: 'running', actions: 'enterNext' }],
      },
    },
    finished: {
      type: 'final',
      entry: [{ type: 'emitScene', params: { state: 'end', scene: null } }, { type: 'pauseAt', params: null }, 'finish'],
    },
  },
});

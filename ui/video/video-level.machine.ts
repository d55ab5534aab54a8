/**
 * A desert video level as a statechart (spec part 1 sections 3, 5, 9): the video plays to the
 * cue of the next unanswered question (cues 0–20, then `end`); there it pauses, holding the
 * picture at the cue's `currentTime`, for the question; the server judges the answer; after the
 * feedback the video plays on to the next cue; at the end cue (or the video's end once every
 * cue is answered) the level completes. Re-entering resumes just before the next unanswered
 * cue's segment. The level's `custom_welcome` shows for `custom_welcome_length` ms (default
 * 6000) over the start, in its own region.
 *
 * Injected: the actors `videoLevel` (GET video_level), `answerVideo` (POST its answer) and
 * `endVideoLevel` (POST end); the actions `playTo` (register a cue point, seek when `from` is
 * given, play), `pauseAt` (seconds), `progress` (map_game and gems to the screen) and
 * `complete` (the end's result to the screen).
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { complimentFor } from '../../core/compliments';
import type { VideoStateObject } from '../../core/video/types';
import type { MapGame } from '../../worker/math/math.contracts';
import type { PublicVideoQuestion, VideoAnswerResponse, VideoEndResponse, VideoLevelGame } from '../../worker/math/video/video-level.contracts';
import type { VideoSubmission } from '../../worker/math/video/video-questions';
import { apiErrorMessage, isConflict } from '../math/api-failure';

export const VIDEO_QUESTION_STATE = 'videoQuestion';
export const VIDEO_END_STATE = 'videoEnd';
/** Cues 0..20 hold questions; cue 21 means every question is answered and the end comes. */
export const END_CUE = 21;
/** How long the custom welcome shows when the level gives no length, ms. */
export const DEFAULT_WELCOME_MS = 6000;

export type VideoCues = Record<string, { currentTime: number; cuePoint: number }>;

export interface VideoLevelInput {
  cues: VideoCues;
  customWelcome: string | null;
  /** ms; null: DEFAULT_WELCOME_MS. */
  welcomeMs: number | null;
}

/** The part of the video player the level drives (ui/video/video-player.ts). */
export interface VideoLevelPlayer {
  setNextCuePoint(video: VideoStateObject): Promise<void>;
  seek(seconds: number): Promise<void>;
  play(): Promise<boolean>;
  pause(currentTime?: number | null): Promise<void>;
}

export interface VideoLevelContext extends VideoLevelInput {
  /** The ready player (READY), for the provided `playTo` and `pauseAt`. */
  player: VideoLevelPlayer | null;
  /** The next unanswered cue and its question (null at the end). */
  cue: number;
  question: PublicVideoQuestion | null;
  submission: VideoSubmission | null;
  notice: string | null;
  result: VideoAnswerResponse | null;
  compliment: string;
  answered: number;
  error: string;
}

export type VideoLevelEvent =
  | { type: 'READY'; player: VideoLevelPlayer }
  /** A registered cue point fired (`state` videoQuestion or videoEnd, `sub` the cue number). */
  | { type: 'CUE'; state: string; sub: string | number | null }
  | { type: 'ENDED' }
  | { type: 'SUBMIT'; answer: VideoSubmission }
  /** Feedback's "Keep watching". */
  | { type: 'CONTINUE' }
  | { type: 'SHOW_WELCOME' };

/** The section times of cue `key` ('0'..'20', 'end'). @throws Error when the level's video lacks it (content and code disagree). */
export function cueTimes(cues: VideoCues, key: string) {
  const cue = cues[key];
  if (!cue) throw new Error(`The video has no cue ${key}`);
  return cue;
}

/** The cue point to register for the next cue: a question's, or the end's. */
export function nextCuePoint(c: Pick<VideoLevelContext, 'cues' | 'cue'>): VideoStateObject {
  const end = c.cue >= END_CUE;
  return { state: end ? VIDEO_END_STATE : VIDEO_QUESTION_STATE, next_cue_point: cueTimes(c.cues, end ? 'end' : String(c.cue)).cuePoint, video_action: 'play', next_state: end ? 'end' : VIDEO_QUESTION_STATE, next_sub_state: c.cue };
}

const notProvided = (name: string) => () => Promise.reject(new Error(`video level: the ${name} service was not provided`));

export const videoLevelMachine = setup({
  types: { context: {} as VideoLevelContext, events: {} as VideoLevelEvent, input: {} as VideoLevelInput },
  actors: {
    videoLevel: fromPromise<VideoLevelGame>(notProvided('videoLevel')),
    answerVideo: fromPromise<VideoAnswerResponse, { questionId: number; answer: VideoSubmission }>(notProvided('answerVideo')),
    endVideoLevel: fromPromise<VideoEndResponse>(notProvided('endVideoLevel')),
  },
  actions: {
    playTo: (_, _p: { video: VideoStateObject; from: number | null }) => undefined,
    pauseAt: (_, _seconds: number) => undefined,
    progress: (_, _p: { mapGame: MapGame; gems: number }) => undefined,
    complete: (_, _result: VideoEndResponse) => undefined,
  },
  guards: {
    isEndCue: ({ event }) => event.type === 'CUE' && event.state === VIDEO_END_STATE,
    isQuestionCue: ({ context: c, event }) => event.type === 'CUE' && event.sub === c.cue && c.question !== null,
    allAnswered: ({ context: c }) => c.cue >= END_CUE,
  },
  delays: { welcome: ({ context: c }) => c.welcomeMs ?? DEFAULT_WELCOME_MS },
}).createMachine({
  id: 'videoLevel',
  type: 'parallel',
  context: ({ input }) => ({ ...input, player: null, cue: 0, question: null, submission: null, notice: null, result: null, compliment: '', answered: 0, error: '' }),
  states: {
    flow: {
      initial: 'waiting',
      states: {
        waiting: { on: { READY: { target: 'loading', actions: assign({ player: ({ event }) => event.player }) } } },
        loading: {
          invoke: {
            src: 'videoLevel',
            onDone: {
              target: 'watching',
              actions: [
                assign({ cue: ({ event }) => event.output.cue, question: ({ event }) => event.output.question }),
                { type: 'progress', params: ({ event }) => ({ mapGame: event.output.map_game, gems: event.output.incentives.gems }) },
                enqueueActions(({ context: c, event, enqueue }) => {
                  if (event.output.cue === 0 && c.customWelcome) enqueue.raise({ type: 'SHOW_WELCOME' });
                }),
                // Resume where the child left: just before the next unanswered cue's segment.
                { type: 'playTo', params: ({ context: c }) => ({ video: nextCuePoint(c), from: c.cue === 0 ? 0 : cueTimes(c.cues, String(c.cue - 1)).currentTime }) },
              ],
            },
            onError: { target: 'error', actions: assign({ error: ({ event }) => apiErrorMessage(event.error, 'We could not open the level.') }) },
          },
        },
        watching: {
          on: {
            CUE: [
              { guard: 'isEndCue', target: 'ending', actions: { type: 'pauseAt', params: ({ context: c }) => cueTimes(c.cues, 'end').currentTime } },
              { guard: 'isQuestionCue', target: 'question', actions: [{ type: 'pauseAt', params: ({ context: c }) => cueTimes(c.cues, String(c.cue)).currentTime }, assign({ notice: null })] },
            ],
            // The video may end before the end cue fires (a very short end segment): the end still completes.
            ENDED: { guard: 'allAnswered', target: 'ending' },
          },
        },
        question: { on: { SUBMIT: { target: 'submitting', actions: assign({ submission: ({ event }) => event.answer }) } } },
        submitting: {
          invoke: {
            src: 'answerVideo',
            input: ({ context: c }) => ({ questionId: c.question!.id, answer: c.submission! }),
            onDone: {
              target: 'feedback',
              actions: [
                assign({ answered: ({ context: c }) => c.answered + 1, result: ({ event }) => event.output, cue: ({ event }) => event.output.cue, question: ({ event }) => event.output.question }),
                assign({ compliment: ({ context: c }) => complimentFor(c.answered) + '!' }),
                { type: 'progress', params: ({ event }) => ({ mapGame: event.output.map_game, gems: event.output.incentives.gems }) },
              ],
            },
            onError: [
              // Already answered (another tab): continue from where the server is.
              { guard: ({ event }) => isConflict(event.error), target: 'resyncing' },
              { target: 'question', actions: assign({ notice: ({ event }) => apiErrorMessage(event.error, 'Something went wrong. Please try again.') }) },
            ],
          },
        },
        resyncing: {
          invoke: {
            src: 'videoLevel',
            onDone: { target: 'watching', actions: [assign({ cue: ({ event }) => event.output.cue, question: ({ event }) => event.output.question }), { type: 'playTo', params: ({ context: c }) => ({ video: nextCuePoint(c), from: null }) }] },
            onError: { target: 'question', actions: assign({ notice: ({ event }) => apiErrorMessage(event.error, 'Something went wrong. Please try again.') }) },
          },
        },
        feedback: { on: { CONTINUE: { target: 'watching', actions: { type: 'playTo', params: ({ context: c }) => ({ video: nextCuePoint(c), from: null }) } } } },
        ending: {
          invoke: {
            src: 'endVideoLevel',
            onDone: { target: 'done', actions: { type: 'complete', params: ({ event }) => event.output } },
            onError: { target: 'error', actions: assign({ error: ({ event }) => apiErrorMessage(event.error, 'We could not finish the level.') }) },
          },
        },
        done: { type: 'final' },
        error: {},
      },
    },
    welcome: {
      initial: 'hidden',
      states: {
        hidden: { on: { SHOW_WELCOME: 'showing' } },
        showing: { after: { welcome: 'hidden' } },
      },
    },
  },
});

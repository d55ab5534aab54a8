/**
 * The video level machine with its real parts: the `api.*` video level calls as actors, the
 * player (given with READY) and the screen's callbacks as actions. Tests use fakes the same way.
 */
import { fromPromise } from 'xstate';
import type { MapGame } from '../../worker/math/math.contracts';
import type { VideoAnswerBody, VideoAnswerResponse, VideoEndResponse, VideoLevelGame } from '../../worker/math/video/video-level.contracts';
import { videoLevelMachine } from './video-level.machine';

/** The `api.*` calls of a video level (ui/lib/api.ts names and signatures). */
export interface VideoLevelApi {
  videoLevel(studentId: number): Promise<VideoLevelGame>;
  answerVideo(studentId: number, questionId: number, body: VideoAnswerBody): Promise<VideoAnswerResponse>;
  endVideoLevel(studentId: number): Promise<VideoEndResponse>;
}

export interface VideoLevelParts {
  api: VideoLevelApi;
  studentId: number;
  onProgress: (mapGame: MapGame, gems: number) => void;
  onComplete: (result: VideoEndResponse) => void;
}

/** The machine with `parts` provided. */
export function provideVideoLevel({ api, studentId, onProgress, onComplete }: VideoLevelParts) {
  return videoLevelMachine.provide({
    actors: {
      videoLevel: fromPromise(() => api.videoLevel(studentId)),
      answerVideo: fromPromise(({ input }) => api.answerVideo(studentId, input.questionId, { answer: input.answer })),
      endVideoLevel: fromPromise(() => api.endVideoLevel(studentId)),
    },
    actions: {
      // Register the next cue, seek when resuming, then play (in this order, as the player needs).
      playTo: ({ context }, { video, from }) => {
        const p = context.player;
        if (!p) return;
        void (async () => {
          await p.setNextCuePoint(video);
          if (from !== null) await p.seek(from);
          await p.play();
        })();
      },
      pauseAt: ({ context }, seconds) => void context.player?.pause(seconds),
      progress: (_, { mapGame, gems }) => onProgress(mapGame, gems),
      complete: (_, result) => onComplete(result),
    },
  });
}

/**
 * The math game machine with its real parts: the API calls become its actors, the bridge, the
 * sound player and the router become its actions. Tests call `provideMathGame` with fakes.
 */
import { fromPromise } from 'xstate';
import type { GameBridge } from '../../game';
import type { LessonDetail } from '../../worker/math/lessons.contracts';
import type { AnswerBody, AnswerResponse, MathGame, MathMap } from '../../worker/math/math.contracts';
import type { SoundPlayer } from '../sound/sound';
import { mathGameMachine } from './math-game.machine';
import type { GameSetup } from './math-game.types';

/** The `api.*` calls the game makes (ui/lib/api.ts has them under these names and signatures). */
export interface MathGameApi {
  mathMap(studentId: number): Promise<MathMap>;
  mathGame(studentId: number, mapKey: string, setup?: GameSetup): Promise<MathGame>;
  lesson(lessonId: number): Promise<LessonDetail>;
  markLessonIntroWatched(studentId: number, lessonId: number): Promise<unknown>;
  setMathGame(studentId: number, newLevel: number): Promise<unknown>;
  answer(studentId: number, questionId: number, body: AnswerBody): Promise<AnswerResponse>;
}

export type MathGameSound = Pick<SoundPlayer, 'playEffect' | 'playNarration' | 'stopNarration' | 'playCompliment' | 'cancelCompliment' | 'startMusic' | 'setMusicEnabled'>;

export interface MathGameParts {
  api: MathGameApi;
  bridge: Pick<GameBridge, 'emit'>;
  sound: MathGameSound;
  /** Leaves the game (confirm-exit on the map goes to the student picker). */
  leave: () => void;
  /**
   * Runs `run` once the browser has painted its next frame (ui/lib/after-paint.ts in the app);
   * `emitAfterPaint` uses it. Default: at once (the machine's tests).
   */
  afterPaint?: (run: () => void) => void;
}

/** The machine with `parts` provided. */
export function provideMathGame({ api, bridge, sound, leave, afterPaint = (run) => run() }: MathGameParts) {
  return mathGameMachine.provide({
    actors: {
      loadMap: fromPromise(({ input }) => api.mathMap(input.studentId)),
      mathGame: fromPromise(({ input }) => (input.setup ? api.mathGame(input.studentId, input.mapKey, input.setup) : api.mathGame(input.studentId, input.mapKey))),
      lesson: fromPromise(({ input }) => api.lesson(input.lessonId)),
      markLessonIntroWatched: fromPromise(({ input }) => api.markLessonIntroWatched(input.studentId, input.lessonId)),
      setMathGame: fromPromise(({ input }) => api.setMathGame(input.studentId, input.newLevel)),
      answer: fromPromise(({ input }) => api.answer(input.studentId, input.questionId, { answer: input.answer, question_lesson_id: input.lessonId })),
    },
    actions: {
      emit: (_, c) => bridge.emit(c.event, c.payload),
      emitAfterPaint: (_, c) => afterPaint(() => bridge.emit(c.event, c.payload)),
      playEffect: (_, name) => sound.playEffect(name),
      playNarration: (_, url) => sound.playNarration(url),
      stopNarration: () => sound.stopNarration(),
      playCompliment: (_, phrase) => void sound.playCompliment(phrase),
      cancelCompliment: () => sound.cancelCompliment(),
      startMusic: (_, { theme, enabled }) => {
        sound.setMusicEnabled(enabled);
        sound.startMusic(theme);
      },
      leave: () => leave(),
    },
  });
}

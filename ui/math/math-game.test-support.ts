/**
 * Fakes for the math game machine's tests: content and server replies in the contracts' shapes,
 * an API whose calls wait until the test settles them, and a recorder of the bridge and sound
 * calls. The clock is XState's SimulatedClock, so timings are stepped, never waited for.
 */
import { vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { LevelContent } from '../../core/content/level-schema';
import type { LessonDetail } from '../../worker/math/lessons.contracts';
import type { AnswerResponse, MapGame, MathGame, MathMap, PublicQuestion } from '../../worker/math/math.contracts';
import { provideMathGame, type MathGameApi } from './math-game.services';

export const level = (n: number, type: LevelContent['type'], video = false): LevelContent =>
  ({ level: n, type, goal: 3, title: `Level ${n}`, start_text: 'Go!', end_text: 'Well done!', start_audio: `/a/start-${n}.ogg`, end_audio: `/a/end-${n}.ogg`, assets: video ? { video: { source: 'own', cues: {} } } : {} }) as unknown as LevelContent;

export const LEVELS = [level(1, 'start', true), level(2, 'sprite'), level(3, 'start'), level(17, 'video', true)];

export const mapGame = (over: Partial<MapGame> = {}): MapGame =>
  ({ current_level: 2, num_problems_correct: 0, num_revealed: 0, num_problems_pretest_and_correct: 0, num_problems_pretest_and_minus: 0, ...over }) as MapGame;

export const mathMap = (over: Partial<MathMap> = {}, game: Partial<MapGame> = {}): MathMap =>
  ({
    map: { key: 'ocean', title: 'Ocean' },
    levels: LEVELS,
    completed_levels: [1],
    map_game: mapGame(game),
    student_monster: null,
    monster_outfits: [],
    incentives: { gems: 5 },
    locked: null,
    flags: { app_max_level: 5, app_play_background_music: true },
    student: { grade: 3, auto_read_aloud: true },
    ...over,
  }) as unknown as MathMap;

export const question = (id: number, over: Partial<PublicQuestion> = {}): PublicQuestion =>
  ({ id, question_type: 'BLNK', text: '1 + 1 = ___', answers: [], num_blanks: 1, math_lesson: { id: 40 + id, grade: 1, skill_id: 1, name: `Lesson ${id}` }, figure: null, hints: [], lesson_intro_watched: true, ...over });

export const game = (q: PublicQuestion | null, mode: MathGame['learning_mode']['learning_mode'] = 'adaptive', over: Partial<MathGame> = {}, mg: Partial<MapGame> = {}): MathGame =>
  ({ learning_mode: { learning_mode: mode, pretest: { completed_at: mode === 'pretest' ? null : '2026-01-01' } }, map_game: mapGame(mg), question: q, prev_question_correct: null, incentives: { gems: 7 }, locked: null, ...over });

export const answerReply = (result: AnswerResponse['result'], over: Partial<AnswerResponse> = {}): AnswerResponse => ({
  result,
  message: result === 'invalid' ? 'Please type a number.' : null,
  prev_question_correct: result === 'invalid' ? null : result === 'correct',
  prev_answer: result === 'correct' ? null : { correct_answer: ['2'], explanation: 'One and one make two.' },
  question: question(2),
  map_game: mapGame({ num_problems_correct: 1, num_revealed: 1 }),
  incentives: { gems: 8, earned: 1 },
  level_completed: null,
  pretest_completed: null,
  learning_mode: 'adaptive',
  ...over,
});

export const lessonDetail = (id: number, name = 'Add within 10'): LessonDetail => ({ id, name, intro: { text: '2 + 2 = ___', answer: ['4'], explanation: 'Count on.' } }) as LessonDetail;

/** An HTTP error as the API client rejects with (ui/lib session-client ApiError's shape). */
export const httpError = (status: number, message: string) => Object.assign(new Error(message), { status });

type Reply<T> = T | Error;
/** Every call waits in `pending` until the test answers it; `reply` queues answers given ahead. */
export function fakeApi() {
  const queues = new Map<keyof MathGameApi, Reply<unknown>[]>();
  const call = (name: keyof MathGameApi) =>
    vi.fn((..._args: unknown[]) => {
      const next = queues.get(name)?.shift();
      if (next === undefined) return new Promise<never>(() => undefined);
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    });
  const api = { mathMap: call('mathMap'), mathGame: call('mathGame'), lesson: call('lesson'), markLessonIntroWatched: call('markLessonIntroWatched'), setMathGame: call('setMathGame'), answer: call('answer') };
  const reply = <K extends keyof MathGameApi>(name: K, ...values: Reply<Awaited<ReturnType<MathGameApi[K]>>>[]) => {
    queues.set(name, [...(queues.get(name) ?? []), ...values]);
  };
  return { api, reply };
}

/** Settles pending promises (the fake API answers on the microtask queue). */
export const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/**
 * A started machine with fakes: `log` lists the side effects in order ('emit map:show',
 * 'effect correct', 'narration /a/start-2.ogg', 'compliment Great!', 'leave', ...). `afterPaint`
 * stands for the browser's next paint (default: at once).
 */
export function startGame(replies: (r: ReturnType<typeof fakeApi>['reply']) => void = () => undefined, afterPaint?: (run: () => void) => void) {
  const { api, reply } = fakeApi();
  replies(reply);
  const log: string[] = [];
  const emitted: { event: string; payload: unknown }[] = [];
  const machine = provideMathGame({
    api: api as unknown as MathGameApi,
    bridge: { emit: (event, payload) => (emitted.push({ event, payload }), log.push(`emit ${event}`)) },
    sound: {
      playEffect: (n) => log.push(`effect ${n}`),
      playNarration: (u) => log.push(`narration ${u}`),
      stopNarration: () => log.push('stop narration'),
      playCompliment: (p) => (log.push(`compliment ${p}`), () => undefined),
      cancelCompliment: () => log.push('cancel compliment'),
      startMusic: (t) => log.push(`music ${t}`),
      setMusicEnabled: (e) => log.push(`music enabled ${e}`),
    },
    leave: () => log.push('leave'),
    ...(afterPaint ? { afterPaint } : {}),
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { studentId: 9 }, clock });
  actor.start();
  return { actor, api, reply, log, emitted, clock };
}

/**
 * The math game machine's setup: its types, the injected services (actors) and side effects
 * (actions) with placeholder implementations, the guards, the named delays (ms, spec part 1
 * section 9) and the composite actions built from the injected ones.
 *
 * Services (each a `fromPromise` actor; inputs in ids, never the API client):
 * `loadMap` (GET math_game/map), `mathGame` (GET math_game/:map?setup), `lesson`
 * (GET math_lessons/:id), `markLessonIntroWatched`, `setMathGame` (POST math_game, new_level) and
 * `answer` (POST student_answers). They reject with the API client's error (api-failure.ts).
 *
 * Side effects: `emit` (a bridge command), `emitAfterPaint` (the same, once the browser has painted
 * the screen's next frame: the game's reaction to an answer never holds up its feedback card), `playEffect`, `playNarration`, `stopNarration`,
 * `playCompliment`, `cancelCompliment`, `startMusic` (theme + the music flag) and `leave`
 * (to the student picker).
 */
import { fromPromise, raise, setup } from 'xstate';
import { COMPLIMENT_MS, INCORRECT_MS } from '../../core/compliments';
import { DEFAULT_MONSTER } from '../../core/monster/monster-parts';
import type { LessonDetail } from '../../worker/math/lessons.contracts';
import type { AnswerResponse, MathGame, MathMap } from '../../worker/math/math.contracts';
import type { SubmittedAnswer } from './QuestionOverlay';
import type { BridgeCommand, EffectName, GameSetup, MathGameContext, MathGameEvent, MathGameInput } from './math-game.types';

/** The level-complete fanfare plays this long before the level's end narration, ms. */
export const FANFARE_MS = 1200;
/**
 * A correct answer's gem sparkle sounds this long after the feedback card appears, ms: when its
 * flying gem reaches the HUD (styles.css .gem-fly: a 200 ms delay and 900 ms of flight).
 */
export const GEM_LANDS_MS = 1100;

const notProvided = (name: string) => () => Promise.reject(new Error(`math game: the ${name} service was not provided`));

/** The monster as the bridge draws it: the map's description (or the default) plus the outfits it wears. */
export const monsterOf = (c: Pick<MathGameContext, 'map'>) => ({ ...(c.map?.student_monster ?? DEFAULT_MONSTER), outfits: c.map?.monster_outfits ?? [] });

/** The map's current level, or null (no map yet, or a level number the map does not hold). */
export const levelOf = (c: Pick<MathGameContext, 'map'>) => (c.map ? (c.map.levels.find((l) => l.level === c.map!.map_game.current_level) ?? null) : null);

/** What a game load changes: progress and gems kept, its question put up (notice cleared). */
export const presentFrom = (c: MathGameContext, game: MathGame) => ({
  map: c.map ? { ...c.map, map_game: game.map_game, incentives: game.incentives } : c.map,
  question: game.question,
  mode: game.learning_mode.learning_mode,
  notice: null,
});

const base = setup({
  types: {
    context: {} as MathGameContext,
    events: {} as MathGameEvent,
    input: {} as MathGameInput,
  },
  actors: {
    loadMap: fromPromise<MathMap, { studentId: number }>(notProvided('loadMap')),
    mathGame: fromPromise<MathGame, { studentId: number; mapKey: string; setup?: GameSetup | undefined }>(notProvided('mathGame')),
    lesson: fromPromise<LessonDetail, { lessonId: number }>(notProvided('lesson')),
    markLessonIntroWatched: fromPromise<unknown, { studentId: number; lessonId: number }>(notProvided('markLessonIntroWatched')),
    setMathGame: fromPromise<unknown, { studentId: number; newLevel: number }>(notProvided('setMathGame')),
    answer: fromPromise<AnswerResponse, { studentId: number; questionId: number; answer: SubmittedAnswer; lessonId: number }>(notProvided('answer')),
  },
  actions: {
    emit: (_, _command: BridgeCommand) => undefined,
    emitAfterPaint: (_, _command: BridgeCommand) => undefined,
    playEffect: (_, _name: EffectName) => undefined,
    playNarration: (_, _url: string | null) => undefined,
    stopNarration: () => undefined,
    playCompliment: (_, _phrase: string) => undefined,
    cancelCompliment: () => undefined,
    startMusic: (_, _music: { theme: string; enabled: boolean }) => undefined,
    leave: () => undefined,
  },
  guards: {
    /** PLAY, or a tap on the current level's node, while the map holds that level. */
    canEnter: ({ context: c, event }) => levelOf(c) !== null && (event.type !== 'LEVEL_SELECTED' || event.level === c.map!.map_game.current_level),
    levelLocked: ({ context: c }) => c.map?.locked != null,
    isIntroLevel: ({ context: c }) => c.level?.type === 'start' && !!c.level.assets.video,
    isStartLevel: ({ context: c }) => c.level?.type === 'start',
    isVideoLevel: ({ context: c }) => c.level?.type === 'video' && !!c.level.assets.video,
    noQuestion: ({ context: c }) => c.question === null,
    /** Pretest mode with no pretest answer yet: its start modal comes first. */
    pretestNotStarted: ({ context: c }) => c.mode === 'pretest' && c.map !== null && c.map.map_game.num_problems_pretest_and_correct + c.map.map_game.num_problems_pretest_and_minus === 0,
    /** Outside the pretest, a lesson's first question comes after its learn overlay, once per lesson (lesson_intro_watched). */
    needsLearn: ({ context: c }) => c.mode !== 'pretest' && c.question?.lesson_intro_watched === false,
    answeredCorrectly: ({ context: c }) => c.result?.prev_question_correct === true,
    pretestJustDone: ({ context: c }) => !!c.result?.pretest_completed,
    levelCompleted: ({ context: c }) => !!c.result?.level_completed,
    hasNextQuestion: ({ context: c }) => !!c.result?.question,
    hasTopic: ({ context: c }) => c.topic !== null,
    earnedGems: ({ context: c }) => (c.result?.incentives.earned ?? 0) > 0,
    exitFromMap: ({ context: c }) => c.exitFrom === 'map',
  },
  delays: {
    compliment: COMPLIMENT_MS,
    effort: INCORRECT_MS,
    fanfare: FANFARE_MS,
    gemLands: GEM_LANDS_MS,
  },
});

/** The setup the machine is built on: the injected parts above plus the composite actions over them. */
export const gameSetup = base.extend({
  actions: {
    /** The map arrived (context.map): narration stops, its music starts, the game draws it. */
    announceMap: base.enqueueActions(({ context: c, enqueue }) => {
      const data = c.map!;
      enqueue('stopNarration');
      enqueue({ type: 'startMusic', params: { theme: data.map.key, enabled: data.flags.app_play_background_music } });
      enqueue({
        type: 'emit',
        params: {
          event: 'map:show',
          payload: {
            map: data.map,
            levels: data.levels,
            completedLevels: data.completed_levels,
            currentLevel: data.map_game.current_level,
            monster: monsterOf(c),
            walkFromLevel: c.walkFrom,
            currentLocked: data.locked !== null,
          },
        },
      });
    }),
    /** Keeps the HUD's topic in step with the server's mode (a pickskill game resumes after a reload); its name follows. */
    syncTopic: base.enqueueActions(({ context: c, enqueue }) => {
      const lessonId = c.mode === 'pickskill' ? c.question?.math_lesson.id : undefined;
      if (lessonId === undefined) {
        enqueue.assign({ topic: null });
        return;
      }
      if (c.topic?.lessonId !== lessonId) enqueue.assign({ topic: { lessonId, name: 'your topic' } });
      enqueue(raise({ type: 'NAME_TOPIC' }));
    }),
    /** The answer's sounds: "correct" and a pop, or "try again". */
    answerSounds: base.enqueueActions(({ context: c, enqueue }) => {
      if (c.result?.prev_question_correct) {
        enqueue({ type: 'playEffect', params: 'correct' });
        enqueue({ type: 'playEffect', params: 'pop' });
      } else enqueue({ type: 'playEffect', params: 'tryAgain' });
    }),
    /** The learn overlay was seen: the question no longer asks for it. */
    markWatched: base.assign({ question: ({ context: c }) => (c.question ? { ...c.question, lesson_intro_watched: true } : null) }),
    keepCompleted: base.assign({ completed: ({ context: c }) => c.result!.level_completed }),
    /** The answer's next question goes up, in the answer's learning mode. */
    nextQuestion: base.assign({ question: ({ context: c }) => c.result!.question, mode: ({ context: c }) => c.result!.learning_mode, notice: null }),
    /** The monster walks from the level just finished to the new current one. */
    walkFromLevel: base.assign({ walkFrom: ({ context: c }) => c.level!.level }),
    walkFromCompleted: base.assign({ walkFrom: ({ context: c }) => c.completed!.level }),
  },
});

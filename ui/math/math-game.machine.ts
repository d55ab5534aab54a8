/**
 * The math game's flow as a statechart (XState v5). Spec part 1 sections 2 and 4: game states map
 * and level; level playing states idle → started → answering → answered → explanation → outro →
 * completed; a correct answer's compliment moves on after 3000 ms, "Nice effort!" / "No problem!"
 * shows 2000 ms before the explanation (section 9, core/compliments.ts); the level-complete
 * fanfare plays 1200 ms before the level's closing words.
 *
 * Injected, never imported: the API calls are actors and the bridge, sound and navigation are
 * actions (math-game.setup.ts declares them with placeholders; math-game.services.ts provides
 * the real ones with `machine.provide`, tests provide fakes).
 *
 * Two regions: `game` (the screen) and `topicName` (fetches the pick-skill topic's name for the
 * HUD without holding the game up). Every screen state but confirm-exit sits in `game.main`,
 * whose deep history lets "Keep playing" return to exactly where the child was (its timers and
 * entry sounds restart, as they did on the screen before).
 */
import { assign, enqueueActions, raise } from 'xstate';
import { monsterNumberOf } from '../../core/monster/monster-parts';
import { complimentFor, DONT_KNOW_MESSAGE, INCORRECT_MESSAGE } from '../../core/compliments';
import { apiErrorMessage, isConflict } from './api-failure';
import { mathLevelState } from './math-game.state';
import { gameSetup, levelOf, monsterOf, presentFrom } from './math-game.setup';
import { lessonTitle } from './QuestionOverlay';
import type { MathGameContext } from './math-game.types';

/** A failed call opens the error modal with the server's message (or the screen's own words). */
const errorTo = (fallback: string) => ({ target: '#error' as const, actions: gameSetup.assign({ error: ({ event }) => apiErrorMessage((event as { error?: unknown }).error, fallback) }) });

/** Level 1 (start card or intro video) completes: the next level becomes current and the monster walks there. */
const toNextLevel = {
  invoke: { src: 'setMathGame', input: ({ context: c }: { context: MathGameContext }) => ({ studentId: c.studentId, newLevel: c.level!.level + 1 }), onDone: { target: '#loading', actions: 'walkFromLevel' }, onError: errorTo('Something went wrong.') },
} as const;

const INITIAL: Omit<MathGameContext, 'studentId'> = {
  map: null,
  walkFrom: undefined,
  error: '',
  lock: null,
  level: null,
  question: null,
  mode: 'adaptive',
  notice: null,
  answer: null,
  lesson: null,
  result: null,
  compliment: '',
  answersGiven: 0,
  topic: null,
  setup: undefined,
  busyOver: 'map',
  pretestCompleted: false,
  completed: null,
  exitBack: 'idle',
  exitFrom: 'map',
};

/** The math game machine (ids: #loading, #error, #map, #entering, #locked, #presenting, #answering, #answered, #complete). */
export const mathGameMachine = gameSetup.createMachine({
  id: 'math',
  type: 'parallel',
  context: ({ input }) => ({ ...INITIAL, studentId: input.studentId }),
  on: {
    GEMS: { actions: assign({ map: ({ context: c, event }) => (c.map ? { ...c.map, incentives: { gems: event.gems } } : c.map) }) },
  },
  states: {
    game: {
      initial: 'main',
      states: {
        main: {
          initial: 'loading',
          on: {
            EXIT: {
              target: 'confirmExit',
              actions: assign({
                // The snapshot before this transition: the state the child is leaving.
                exitBack: ({ self }) => mathLevelState(self.getSnapshot()),
                exitFrom: ({ self }) => (self.getSnapshot().matches({ game: { main: 'map' } }) ? 'map' : 'level'),
              }),
            },
          },
          states: {
            hist: { type: 'history', history: 'deep' },
            loading: {
              id: 'loading',
              invoke: {
                src: 'loadMap',
                input: ({ context: c }) => ({ studentId: c.studentId }),
                onDone: { target: 'map', actions: [assign({ map: ({ event }) => event.output }), 'announceMap', assign({ walkFrom: undefined })] },
                onError: errorTo('We could not load the map.'),
              },
            },
            error: { id: 'error', on: { RETRY: 'loading' } },
            map: {
              id: 'map',
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    PLAY: { guard: 'canEnter', target: '#entering', actions: assign({ setup: undefined, busyOver: 'map' }) },
                    LEVEL_SELECTED: { guard: 'canEnter', target: '#entering', actions: assign({ setup: undefined, busyOver: 'map' }) },
                    OPEN_MONSTER_MAKER: 'monsterMaker',
                    OPEN_TOPIC_PICKER: 'topicPicker',
                    OPEN_PETS: 'pets',
                    OPEN_INCENTIVES: 'incentives',
                  },
                },
                // A saved monster is redrawn on the map.
                monsterMaker: { on: { CLOSE: 'idle', MONSTER_SAVED: '#loading' } },
                topicPicker: {
                  on: {
                    CLOSE: 'idle',
                    PICK_TOPIC: { guard: 'canEnter', target: '#entering', actions: assign({ topic: ({ event }) => event.topic, setup: ({ event }) => ({ lesson_id: event.topic.lessonId }), busyOver: 'map' }) },
                  },
                },
                pets: { on: { CLOSE: 'idle' } },
                // Closing the incentives redraws the monster in its outfits.
                incentives: { on: { CLOSE: '#loading' } },
              },
            },
            /** The current level's kind decides how it opens. */
            entering: {
              id: 'entering',
              entry: assign({ level: ({ context: c }) => levelOf(c) }),
              always: [
                { guard: 'levelLocked', target: 'locked', actions: assign({ lock: ({ context: c }) => c.map!.locked }) },
                { guard: 'isIntroLevel', target: 'openingIntro' },
                { guard: 'isStartLevel', target: 'startLevel', actions: { type: 'playNarration', params: ({ context: c }) => c.level!.start_audio } },
                {
                  guard: 'isVideoLevel',
                  target: 'video',
                  actions: [{ type: 'emit', params: ({ context: c }) => ({ event: 'level:show', payload: { level: c.level!, progress: 0, monster: monsterOf(c) } }) }, 'stopNarration'],
                },
                { target: 'opening' },
              ],
            },
            locked: { id: 'locked', on: { CLOSE: 'map' } },
            /** The level-1 intro video needs to know whether the pretest is done (its conditional pretest cue). */
            openingIntro: {
              invoke: {
                src: 'mathGame',
                input: ({ context: c }) => ({ studentId: c.studentId, mapKey: c.map!.map.key }),
                onDone: { target: 'intro', actions: ['stopNarration', assign({ pretestCompleted: ({ event }) => event.output.learning_mode.pretest.completed_at !== null })] },
                onError: errorTo('We could not open the level.'),
              },
            },
            /** A sprite level opens: the server says where the child is (locked, pretest start or a question). */
            opening: {
              invoke: {
                src: 'mathGame',
                input: ({ context: c }) => ({ studentId: c.studentId, mapKey: c.map!.map.key, setup: c.setup }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.locked !== null,
                    target: 'locked',
                    actions: assign({ lock: ({ event }) => event.output.locked, map: ({ context: c, event }) => (c.map ? { ...c.map, locked: event.output.locked } : c.map) }),
                  },
                  {
                    target: 'opened',
                    actions: [
                      { type: 'emit', params: ({ context: c, event }) => ({ event: 'level:show', payload: { level: c.level!, progress: event.output.map_game.num_revealed, monster: monsterOf(c), monsterNumber: monsterNumberOf(monsterOf(c)) } }) },
                      enqueueActions(({ context: c, event, enqueue }) => {
                        if (event.output.map_game.num_revealed === 0) enqueue({ type: 'playNarration', params: c.level!.start_audio });
                      }),
                      assign({
                        map: ({ context: c, event }) => (c.map ? { ...c.map, map_game: event.output.map_game, incentives: event.output.incentives } : c.map),
                        question: ({ event }) => event.output.question,
                        mode: ({ event }) => event.output.learning_mode.learning_mode,
                        notice: null,
                      }),
                      'syncTopic',
                    ],
                  },
                ],
                onError: errorTo('We could not open the level.'),
              },
            },
            /** The game arrived: the pretest's start modal before its first question, else the question. */
            opened: {
              always: [
                { guard: 'noQuestion', target: 'map' },
                { guard: 'pretestNotStarted', target: 'pretestStart' },
                { target: 'presenting' },
              ],
            },
            pretestStart: { on: { GO: 'answering' } },
            /** A question goes on screen; a lesson's first one outside the pretest after its learn overlay. */
            presenting: {
              id: 'presenting',
              always: [{ guard: 'needsLearn', target: 'learn' }, { target: 'answering' }],
            },
            learn: {
              initial: 'loading',
              entry: assign({ lesson: null }),
              states: {
                loading: {
                  invoke: {
                    src: 'lesson',
                    input: ({ context: c }) => ({ lessonId: c.question!.math_lesson.id }),
                    onDone: { target: 'showing', actions: assign({ lesson: ({ event }) => event.output }) },
                    // The overlay is a help, not a gate: without it the question still comes.
                    onError: '#answering',
                  },
                },
                showing: { on: { LEARNED: 'saving' } },
                saving: {
                  invoke: {
                    src: 'markLessonIntroWatched',
                    input: ({ context: c }) => ({ studentId: c.studentId, lessonId: c.question!.math_lesson.id }),
                    onDone: { target: '#answering', actions: 'markWatched' },
                    onError: { target: '#answering', actions: ['markWatched', ({ event }) => console.warn('lesson_intro_watched not saved', event.error)] },
                  },
                },
              },
            },
            answering: {
              id: 'answering',
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    SUBMIT: { target: 'submitting', actions: assign({ answer: ({ event }) => event.answer }) },
                    OPEN_EXIT_TOPIC: { guard: 'hasTopic', target: 'exitTopic' },
                  },
                },
                submitting: {
                  invoke: {
                    src: 'answer',
                    input: ({ context: c }) => ({ studentId: c.studentId, questionId: c.question!.id, answer: c.answer!, lessonId: c.question!.math_lesson.id }),
                    onDone: [
                      { guard: ({ event }) => event.output.result === 'invalid', target: 'idle', actions: assign({ notice: ({ event }) => event.output.message }) },
                      {
                        target: '#answered',
                        actions: [
                          assign({
                            result: ({ event }) => event.output,
                            answersGiven: ({ context: c }) => c.answersGiven + 1,
                            map: ({ context: c, event }) => (c.map ? { ...c.map, map_game: event.output.map_game, incentives: { gems: event.output.incentives.gems } } : c.map),
                          }),
                          assign({
                            compliment: ({ context: c }) => (c.result!.result === 'correct' ? complimentFor(c.answersGiven) + '!' : c.result!.result === 'dont_know' ? DONT_KNOW_MESSAGE : INCORRECT_MESSAGE),
                          }),
                          'answerSounds',
                          // The verdict card paints first; the sprite reveal's frame (the costly one) follows it (issue 13 bug 11).
                          { type: 'emitAfterPaint', params: ({ context: c }) => ({ event: 'level:progress', payload: { revealed: c.result!.level_completed ? c.level!.goal : c.result!.map_game.num_revealed, correct: c.result!.prev_question_correct === true } }) },
                        ],
                      },
                    ],
                    onError: [
                      // Already answered (another tab): open the level again where the server is.
                      { guard: ({ event, context: c }) => isConflict(event.error) && c.level?.level === c.map?.map_game.current_level, target: '#entering', actions: assign({ setup: undefined, busyOver: 'question' }) },
                      { guard: ({ event }) => isConflict(event.error), target: 'idle' },
                      { target: 'idle', actions: assign({ notice: ({ event }) => apiErrorMessage(event.error, 'Something went wrong. Please try again.') }) },
                    ],
                  },
                },
                exitTopic: { on: { STAY: 'idle', LEAVE_TOPIC: 'leavingTopic' } },
                /** Back to the child's own path: the topic goes, a question of that path comes. */
                leavingTopic: {
                  invoke: {
                    src: 'mathGame',
                    input: ({ context: c }) => ({ studentId: c.studentId, mapKey: c.map!.map.key, setup: { learning_mode: 'adaptive' } }),
                    onDone: [
                      {
                        guard: ({ event }) => event.output.question !== null,
                        target: '#presenting',
                        actions: [assign(({ context: c, event }) => ({ topic: null, ...presentFrom(c, event.output) }))],
                      },
                      { target: 'idle', actions: assign(({ context: c, event }) => ({ topic: null, map: presentFrom(c, event.output).map })) },
                    ],
                    onError: errorTo('Something went wrong.'),
                  },
                },
              },
            },
            answered: {
              id: 'answered',
              initial: 'check',
              entry: { type: 'playCompliment', params: ({ context: c }) => c.compliment },
              exit: 'cancelCompliment',
              states: {
                check: { always: [{ guard: 'answeredCorrectly', target: 'praising' }, { target: 'effort' }] },
                // A correct answer's compliment moves on by itself after 3000 ms; its gems sparkle as they land in the HUD.
                praising: { after: { gemLands: { guard: 'earnedGems', actions: { type: 'playEffect', params: 'gem' } }, compliment: { actions: raise({ type: 'NEXT' }) } } },
                // After a wrong one, "Nice effort!" (or "No problem!") shows 2000 ms, then the explanation stays until the child is ready.
                effort: { after: { effort: 'explaining' }, on: { NEXT: {} } },
                explaining: {},
              },
              on: {
                NEXT: [
                  { guard: 'pretestJustDone', target: 'pretestEnd' },
                  { guard: 'levelCompleted', target: 'complete', actions: 'keepCompleted' },
                  { guard: 'hasNextQuestion', target: 'presenting', actions: 'nextQuestion' },
                ],
              },
            },
            pretestEnd: {
              on: {
                CONTINUE: [
                  { guard: 'levelCompleted', target: 'complete', actions: 'keepCompleted' },
                  { guard: 'hasNextQuestion', target: 'presenting', actions: 'nextQuestion' },
                ],
              },
            },
            startLevel: {
              initial: 'card',
              states: {
                card: { on: { START: 'saving' } },
                saving: toNextLevel,
              },
            },
            intro: {
              type: 'parallel',
              states: {
                flow: {
                  initial: 'playing',
                  states: {
                    playing: { on: { INTRO_FINISHED: 'finishing' } },
                    // Level 1 completes: the next level becomes current and the monster walks there.
                    finishing: toNextLevel,
                  },
                },
                // The intro's monster maker saved a monster: the map behind the video redraws it; the intro goes on.
                mapRefresh: {
                  initial: 'idle',
                  states: {
                    idle: { on: { INTRO_MONSTER_SAVED: 'loading' } },
                    loading: {
                      invoke: {
                        src: 'loadMap',
                        input: ({ context: c }) => ({ studentId: c.studentId }),
                        onDone: { target: 'idle', actions: [assign({ map: ({ event }) => event.output }), 'announceMap'] },
                        onError: errorTo('We could not load the map.'),
                      },
                      on: { INTRO_MONSTER_SAVED: { target: 'loading', reenter: true } },
                    },
                  },
                },
              },
            },
            video: {
              on: {
                VIDEO_PROGRESS: { actions: assign({ map: ({ context: c, event }) => (c.map ? { ...c.map, map_game: event.mapGame, incentives: { gems: event.gems } } : c.map) }) },
                VIDEO_COMPLETE: {
                  target: 'complete',
                  actions: [
                    assign({
                      map: ({ context: c, event }) => (c.map ? { ...c.map, map_game: event.result.map_game, incentives: event.result.incentives } : c.map),
                      completed: ({ event }) => event.result.level_completed,
                    }),
                  ],
                },
                VIDEO_EXIT: '#loading',
              },
            },
            complete: {
              id: 'complete',
              initial: 'modal',
              entry: { type: 'playEffect', params: 'levelComplete' },
              // The fanfare first, then the level's closing words.
              after: { fanfare: { actions: { type: 'playNarration', params: ({ context: c }) => c.level!.end_audio } } },
              states: {
                modal: { on: { HATCH: 'hatching', BACK_TO_MAP: { target: '#loading', actions: 'walkFromCompleted' } } },
                // After hatching the egg a level earned, the child goes on to the map as usual.
                hatching: { on: { CLOSE: { target: '#loading', actions: 'walkFromCompleted' } } },
              },
            },
          },
        },
        confirmExit: {
          on: {
            STAY: 'main.hist',
            CONFIRM_EXIT: [{ guard: 'exitFromMap', actions: 'leave' }, { target: '#loading' }],
          },
        },
      },
    },
    /** The pick-skill topic's lesson name for the HUD ("your topic" until it comes; a failure keeps it). */
    topicName: {
      initial: 'idle',
      states: {
        idle: { on: { NAME_TOPIC: 'fetching' } },
        fetching: {
          invoke: {
            src: 'lesson',
            input: ({ context: c }) => ({ lessonId: c.topic?.lessonId ?? 0 }),
            onDone: {
              target: 'idle',
              actions: assign({ topic: ({ context: c, event }) => (c.topic?.lessonId === event.output.id ? { lessonId: event.output.id, name: lessonTitle(event.output.name) } : c.topic) }),
            },
            onError: 'idle',
          },
          on: { NAME_TOPIC: { target: 'fetching', reenter: true } },
        },
      },
    },
  },
});

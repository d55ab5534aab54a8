/**
 * The reading map as a statechart (spec part 2 sections 2, 4, 8, 9; issue 15). States are the
 * spec's, in its words (docs/statecharts.md "The reading map" has the diagram and what each means):
 * welcome (loading, error + retry) -> worldIntro on the first visit (then POST 'intro watched' and
 * level 0 -> 1) -> mmIntro/mmStatic/mmOutro (meet the map) -> levelIntro -> levelMap; a tap on the
 * current level -> pickIntro/pickStatic -> vocabIntro/vocabStatic -> readIntro/readStatic ->
 * quizIntro/quizStatic (quizArrowStatic: looking back at a page) -> quizBeatIntro/quizBeatStatic
 * (next part, or the book complete -> levelExit -> levelLoading 1000 ms -> the four outcomes) or
 * quizFailIntro/quizFailStatic -> readIntro (the same part again; nothing earned is taken away).
 * Outcomes: world beaten -> levelLimit (its intro watched) or worldBeatIntro; no unread parts ->
 * readingLimit; else levelMap.
 *
 * Only states, guards and timings here; services and actions are injected (reading-map.setup.ts,
 * reading-map.services.ts). Intro films come from ui/subjects/intro-chain.ts.
 */
import { assign, enqueueActions, not, spawnChild } from 'xstate';
import { apiErrorMessage } from '../math/api-failure';
import { filmState, introChain } from '../subjects/intro-chain';
import { booksAt, fromLoaded, levelOf, nextPartOf, readingSetup } from './reading-map.setup';
import { TOP_LEVEL, type ReadingMapContext } from './reading-map.types';

const err = (fallback: string) => readingSetup.assign({ error: ({ event }) => apiErrorMessage((event as { error?: unknown }).error, fallback) });
/** Gems a quiz answer earned, counted for the part (the quiz and a look back at a page both hear them). */
const addGems = readingSetup.assign({ partGems: ({ context: c, event }) => c.partGems + (event.type === 'GEMS_EARNED' ? event.gems : 0) });
const ids = (c: ReadingMapContext) => ({ studentId: c.studentId, bookId: c.book!.id, part: c.part!.number });

/** A tap on the map: an open level goes to the carousel, any other opens the locked modal. */
const selectLevel = [
  { guard: 'canOpenLevel' as const, target: '#readingMap.pickIntro', actions: readingSetup.assign({ pickLevel: ({ event }) => (event.type === 'SELECT_LEVEL' ? event.level : 0), locked: null }) },
  {
    actions: readingSetup.assign({
      locked: ({ context: c, event }) => {
        const level = event.type === 'SELECT_LEVEL' ? event.level : 0;
        return { level, reason: level > c.maxLevel ? ('members' as const) : ('later' as const) };
      },
    }),
  },
];

export const readingMapMachine = readingSetup.createMachine({
  id: 'readingMap',
  context: ({ input }) => ({
    ...input,
    gameMap: null,
    maxLevel: 1,
    hasUnreadParts: false,
    books: [],
    pickLevel: 1,
    book: null,
    vocabulary: [],
    part: null,
    pages: [],
    questions: [],
    lookBackPage: null,
    attempt: null,
    partGems: 0,
    bookGems: 0,
    levelUp: false,
    walkFrom: null,
    locked: null,
    error: null,
  }),
  initial: 'welcome',
  states: {
    welcome: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadMap',
            input: ({ context: c }) => ({ studentId: c.studentId }),
            onDone: { target: '#readingMap.arriving', actions: assign(({ event }) => fromLoaded(event.output)) },
            onError: { target: 'error', actions: err('We could not open the reading map.') },
          },
        },
        error: { on: { RETRY: 'loading' } },
      },
    },
    /** Where a loaded map starts: the first visit's film, else the outcomes. */
    arriving: { always: [{ guard: 'firstVisit', target: 'worldIntro' }, { target: 'landing' }] },
    worldIntro: {
      initial: 'playing',
      states: {
        playing: filmState('worldIntro', 'saving'),
        saving: {
          invoke: {
            src: 'saveGameMap',
            input: ({ context: c }) => ({ studentId: c.studentId, update: { state: 'intro watched' as const, current_level: 1 as const } }),
            onDone: { target: '#readingMap.mmIntro', actions: assign({ gameMap: ({ event }) => event.output.game_map, error: null }) },
            onError: { target: 'error', actions: err('We could not save your map.') },
          },
        },
        error: { on: { RETRY: 'saving' } },
      },
    },
    ...introChain('mm', { on: { GO: 'mmOutro' } }),
    mmOutro: filmState('mmOutro', 'levelIntro'),
    levelIntro: filmState('levelIntro', 'levelMap'),
    levelMap: {
      exit: assign({ levelUp: false, locked: null }),
      on: { SELECT_LEVEL: selectLevel, CLOSE_LOCKED: { actions: assign({ locked: null }) } },
    },
    pickIntro: filmState('pickIntro', 'pickStatic'),
    pickStatic: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            PICK: { guard: 'canPick', target: 'starting', actions: assign({ book: ({ context: c, event }) => c.books.find((b) => b.id === event.bookId) ?? null }) },
            BACK: '#readingMap.landing',
          },
        },
        starting: {
          invoke: {
            src: 'openBook',
            input: ({ context: c }) => ({ studentId: c.studentId, bookId: c.book!.id }),
            onDone: {
              target: 'opened',
              actions: assign({ book: ({ event }) => event.output.book, vocabulary: ({ event }) => event.output.vocabulary, bookGems: 0, error: null }),
            },
            onError: { target: 'error', actions: err('We could not open the book.') },
          },
        },
        opened: { always: [{ guard: 'needsVocab', target: '#readingMap.vocabIntro' }, { target: '#readingMap.readIntro' }] },
        error: { on: { RETRY: 'starting', BACK: '#readingMap.landing' } },
      },
    },
    vocabIntro: filmState('vocabIntro', 'vocabStatic'),
    vocabStatic: {
      on: {
        RECORD_VOCAB: { actions: spawnChild('recordVocab', { input: ({ context: c, event }) => (event.type === 'RECORD_VOCAB' ? { studentId: c.studentId, bookId: c.book!.id, vocabId: event.vocabId, status: event.status } : (undefined as never)) }) },
        VOCAB_DONE: 'readIntro',
        BACK: 'landing',
      },
    },
    /** The film over the next unread part (the same part again after a failed quiz). */
    readIntro: { ...filmState('readIntro', 'readStatic'), entry: assign({ part: ({ context: c }) => nextPartOf(c.book), pages: [] }) },
    readStatic: {
      initial: 'opening',
      states: {
        opening: {
          invoke: {
            src: 'openPart',
            input: ({ context: c }) => ids(c),
            onDone: { target: 'reading', actions: assign({ part: ({ event }) => event.output.part, pages: ({ event }) => event.output.pages, error: null }) },
            onError: { target: 'error', actions: err('We could not open this part of the book.') },
          },
        },
        reading: { on: { PART_READ: '#readingMap.quizIntro' } },
        error: { on: { RETRY: 'opening' } },
      },
      on: { BACK: 'landing' },
    },
    // A new quiz: its gems count from 0 (re-entering quizStatic from quizArrowStatic keeps them).
    quizIntro: { ...filmState('quizIntro', 'quizStatic'), entry: assign({ partGems: 0, lookBackPage: null }) },
    quizStatic: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadQuiz',
            input: ({ context: c }) => ids(c),
            onDone: { target: 'asking', actions: assign({ questions: ({ event }) => event.output.questions, attempt: ({ event }) => event.output.attempt, error: null }) },
            onError: { target: 'error', actions: err('We could not get the quiz.') },
          },
        },
        asking: {
          on: {
            LOOK_BACK: { target: '#readingMap.quizArrowStatic', actions: assign({ lookBackPage: ({ event }) => event.page }) },
            QUIZ_OUTCOME: [
              { guard: 'beat', target: '#readingMap.quizBeatIntro', actions: [assign({ attempt: ({ event }) => event.attempt }), { type: 'playEffect', params: 'levelComplete' }] },
              { target: '#readingMap.quizFailIntro', actions: assign({ attempt: ({ event }) => event.attempt }) },
            ],
          },
        },
        error: { on: { RETRY: 'loading' } },
      },
      on: { GEMS_EARNED: { actions: addGems }, BACK: 'landing' },
    },
    /** Looking back: the part's page that answers the question, an arrow on it; the quiz waits where it was. */
    quizArrowStatic: { on: { BACK_TO_QUIZ: '#readingMap.quizStatic.asking', GEMS_EARNED: { actions: addGems } } },
    quizBeatIntro: filmState('quizBeatIntro', 'quizBeatStatic'),
    quizBeatStatic: {
      initial: 'completing',
      states: {
        completing: {
          invoke: {
            src: 'completePart',
            input: ({ context: c }) => ids(c),
            onDone: { target: 'celebrating', actions: assign({ part: ({ event }) => event.output.part, book: ({ event }) => event.output.book, error: null }) },
            onError: { target: 'completeError', actions: err('We could not save your star.') },
          },
        },
        completeError: { on: { RETRY: 'completing' } },
        celebrating: { on: { CONTINUE: [{ guard: 'hasNextPart', target: '#readingMap.readIntro' }, { target: 'finishing' }] } },
        finishing: {
          invoke: {
            src: 'completeBook',
            input: ({ context: c }) => ({ studentId: c.studentId, bookId: c.book!.id }),
            onDone: {
              target: '#readingMap.levelExit',
              actions: assign(({ context: c, event }) => ({
                walkFrom: levelOf(c),
                book: event.output.book,
                gameMap: event.output.game_map,
                levelUp: event.output.level_up,
                hasUnreadParts: event.output.has_unread_parts,
                bookGems: event.output.gems_earned,
                error: null,
              })),
            },
            onError: { target: 'finishError', actions: err('We could not finish the book.') },
          },
        },
        finishError: { on: { RETRY: 'finishing' } },
      },
    },
    ...introChain('quizFail', { on: { READ_AGAIN: 'readIntro' } }),
    /** The book is done: the monster walks on to the next level (when the book moved the map up). */
    levelExit: {
      always: { guard: not('walks'), target: 'levelLoading' },
      on: { ARRIVED: 'levelLoading' },
      after: { levelExitMax: 'levelLoading' },
    },
    /** 1000 ms (spec) while the map and books reload; both must be done. */
    levelLoading: {
      type: 'parallel',
      states: {
        timer: { initial: 'waiting', states: { waiting: { after: { levelLoading: 'elapsed' } }, elapsed: { type: 'final' } } },
        data: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadMap',
                input: ({ context: c }) => ({ studentId: c.studentId }),
                onDone: { target: 'loaded', actions: assign(({ event }) => fromLoaded(event.output)) },
                onError: { target: 'error', actions: err('We could not load the map.') },
              },
            },
            loaded: { type: 'final' },
            error: { on: { RETRY: 'loading' } },
          },
        },
      },
      onDone: 'landing',
    },
    /** The four outcomes (spec part 2 section 4), also where Back from a book lands. */
    landing: {
      always: [
        { guard: 'worldBeaten', target: 'worldBeatChoice' },
        { guard: 'noUnreadParts', target: 'readingLimit' },
        { target: 'levelMap' },
      ],
    },
    worldBeatChoice: { always: [{ guard: 'worldBeatWatched', target: 'levelLimit' }, { target: 'worldBeatIntro' }] },
    worldBeatIntro: {
      initial: 'playing',
      states: {
        playing: filmState('worldBeatIntro', 'saving'),
        saving: {
          invoke: {
            src: 'saveGameMap',
            input: ({ context: c }) => ({ studentId: c.studentId, update: { state: 'world beaten intro watched' as const } }),
            onDone: { target: '#readingMap.levelLimit', actions: assign({ gameMap: ({ event }) => event.output.game_map, error: null }) },
            onError: { target: 'error', actions: err('We could not save your map.') },
          },
        },
        error: { on: { RETRY: 'saving' } },
      },
    },
    /** The world is beaten: any book can be read again. */
    levelLimit: { exit: assign({ locked: null }), on: { SELECT_LEVEL: selectLevel, CLOSE_LOCKED: { actions: assign({ locked: null }) } } },
    /** No unread parts at the current level (a free account past level 1): the locked modal asks for a grown-up; read books stay open. */
    readingLimit: {
      entry: enqueueActions(({ context: c, enqueue }) => {
        if (levelOf(c) > c.maxLevel) enqueue.assign({ locked: { level: Math.min(levelOf(c), TOP_LEVEL), reason: 'members' } });
      }),
      exit: assign({ locked: null }),
      on: { SELECT_LEVEL: selectLevel, CLOSE_LOCKED: { actions: assign({ locked: null }) } },
    },
  },
});

/** The carousel's books: the picked level's. */
export const carouselBooks = (c: ReadingMapContext) => booksAt(c.books, c.pickLevel);

/**
 * The science screen as a statechart (issue 16; spec part 2 sections 2, 4, 5 and 8 "Science"):
 * the world map of seven habitats, a habitat map with its topics, a topic's lesson (the film with
 * its questions at cue points and after it), the badge customiser, All Videos and the adventure
 * book. Components render its states (ScienceView.tsx); the calls are injected actors
 * (science.services.ts), so tests run it with fakes and XState's SimulatedClock.
 *
 * States: loading → world | loadError; world → walking (the monster walks to the habitat, at most
 * WALK_MAX_MS) → habitat.loadingMap → habitat.map | habitat.missing ('Map not found');
 * habitat.map → topic → lesson | badge; habitat.map → exit (a random exit film) → world;
 * world → allVideos → lesson; world → book. A lesson is a parallel state: `start` sends the start
 * once per lesson (shouldSendStart), `film` plays → question (a cue) → playing … → completing →
 * afterQuestions → result.
 *
 * Errors (spec section 8): a failed start is logged and forgets the last sent id (a retry sends
 * again); a failed student lessons load is an empty list (in loadScience); a failed badge save
 * reverts the badge; a habitat key without static data logs 'no matching key'.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { SubjectMap } from '../../core/content/subject-map-schema';
import { habitatStatic } from '../../core/science/habitat-static';
import { apiErrorMessage } from '../math/api-failure';
import { badgeOfTopic, lessonById, topicOf, topicOfLesson, withBadge } from './science-lookups';
import { pickExitVideo, questionsAfterFilm, shouldSendStart, studentLessonOf, withStudentLesson, type VideosFilter } from './science-rules';
import type { BadgeChoice, BadgeItemData, ScienceBadge, ScienceMapData, StudentBadge, StudentVideoLesson } from './science-types';

/** The monster's walk to a habitat on the world map ends the wait at most this long after it starts (ms). */
export const WALK_MAX_MS = 4000;

export interface ScienceInput {
  studentId: number;
  /** In [0, 1): picks the exit film (Math.random in the app, fixed in tests). */
  random?: () => number;
}

export interface ScienceLoaded {
  map: ScienceMapData;
  studentLessons: StudentVideoLesson[];
  badges: ScienceBadge[];
  items: BadgeItemData[];
}

export interface ScienceContext {
  studentId: number;
  random: () => number;
  map: ScienceMapData | null;
  studentLessons: StudentVideoLesson[];
  badges: ScienceBadge[];
  items: BadgeItemData[];
  /** The habitat being visited (its key) and its map scene's data. */
  habitat: string | null;
  habitatMap: SubjectMap | null;
  /** The tapped topic (its key) on the habitat map. */
  topic: string | null;
  /** The lesson playing, and where Back goes from it. */
  lessonId: number | null;
  returnTo: 'topic' | 'allVideos';
  /** Spec section 5: the latest lesson id whose start was sent (null after a failure). */
  lastStartId: number | null;
  /** The question a cue stopped the film for. */
  cueQuestion: number | null;
  /** Counts lesson entries: a lesson watched again is a new film on screen. */
  lessonRun: number;
  /** The questions after the film still to answer right, fixed when they are asked (ids). */
  afterQuestionIds: number[];
  /** A lesson the child tapped that the account does not open (the locked modal). */
  lockedLesson: number | null;
  /** All Videos: the filter and the page (0-based). */
  filter: VideosFilter;
  page: number;
  /** The badge saved last (reverted to when a save fails), by topic id. */
  badgeBefore: StudentBadge | null;
  /** The exit film playing. */
  exitVideo: string | null;
  notice: string | null;
  error: string | null;
}

export type ScienceEvent =
  | { type: 'RETRY' }
  | { type: 'SELECT_HABITAT'; key: string }
  | { type: 'ARRIVED' }
  | { type: 'SELECT_TOPIC'; key: string }
  | { type: 'WATCH'; lessonId: number }
  | { type: 'BADGE' }
  | { type: 'PICK_ITEM'; choice: BadgeChoice }
  | { type: 'CLOSE' }
  | { type: 'LEAVE' }
  | { type: 'BACK' }
  | { type: 'OPEN_ALL_VIDEOS' }
  | { type: 'OPEN_BOOK' }
  | { type: 'FILTER'; filter: VideosFilter }
  | { type: 'PAGE'; page: number }
  /** The lesson player reached a question's cue. */
  | { type: 'CUE'; questionId: number }
  /** The question modal is done (answered right, or closed). */
  | { type: 'QUESTION_DONE' }
  /** An answer's reply (the modal's judge): the student lesson as the server has it now. */
  | { type: 'ANSWERED'; studentLesson: StudentVideoLesson }
  | { type: 'FILM_ENDED' }
  | { type: 'FILM_FAILED' }
  | { type: 'SKIP' }
  | { type: 'WATCH_AGAIN' }
  | { type: 'CLOSE_LOCKED' };

const notProvided = (name: string) => () => Promise.reject(new Error(`science: the ${name} service was not provided`));

export const scienceMachine = setup({
  types: { context: {} as ScienceContext, events: {} as ScienceEvent, input: {} as ScienceInput },
  actors: {
    /** The world map, the student's lessons (a failure is an empty list) and badges with the catalogue. */
    loadScience: fromPromise<ScienceLoaded, { studentId: number }>(notProvided('loadScience')),
    /** The habitat's map scene (its JSON); rejects when the map is missing. */
    loadHabitatMap: fromPromise<SubjectMap, { url: string }>(notProvided('loadHabitatMap')),
    startLesson: fromPromise<StudentVideoLesson, { studentId: number; lessonId: number }>(notProvided('startLesson')),
    completeLesson: fromPromise<StudentVideoLesson, { studentId: number; lessonId: number }>(notProvided('completeLesson')),
    saveBadge: fromPromise<StudentBadge, { studentId: number; topicId: number; choice: BadgeChoice }>(notProvided('saveBadge')),
  },
  actions: {
    log: (_, _message: string) => undefined,
  },
  guards: {
    hasStatic: ({ event }) => event.type === 'SELECT_HABITAT' && habitatStatic(event.key) !== undefined,
    lessonOpen: ({ context: c, event }) => event.type === 'WATCH' && lessonById(c.map, event.lessonId)?.locked === false,
    lessonLocked: ({ context: c, event }) => event.type === 'WATCH' && lessonById(c.map, event.lessonId)?.locked === true,
    sendStart: ({ context: c }) => c.lessonId !== null && shouldSendStart(c.lastStartId, c.lessonId),
    hasQuestionsAfter: ({ context: c }) => {
      const lesson = lessonById(c.map, c.lessonId);
      if (!lesson) return false;
      const right = new Set(studentLessonOf(c.studentLessons, lesson.id)?.answered_right_question_ids ?? []);
      return questionsAfterFilm(lesson).some((q) => !right.has(q.id));
    },
    cameFromAllVideos: ({ context: c }) => c.returnTo === 'allVideos',
    badgeEarned: ({ context: c }) => {
      const t = topicOf(c, c.topic);
      return t !== null && t.video_lessons.length > 0 && t.video_lessons.every((l) => studentLessonOf(c.studentLessons, l.id)?.star_earned === true);
    },
  },
  delays: { WALK_MAX_MS },
}).createMachine({
  id: 'science',
  context: ({ input }) => ({
    studentId: input.studentId,
    random: input.random ?? Math.random,
    map: null,
    studentLessons: [],
    badges: [],
    items: [],
    habitat: null,
    habitatMap: null,
    topic: null,
    lessonId: null,
    returnTo: 'topic',
    lastStartId: null,
    cueQuestion: null,
    afterQuestionIds: [],
    lessonRun: 0,
    lockedLesson: null,
    filter: 'all',
    page: 0,
    badgeBefore: null,
    exitVideo: null,
    notice: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    ANSWERED: { actions: assign({ studentLessons: ({ context: c, event }) => withStudentLesson(c.studentLessons, event.studentLesson) }) },
    CLOSE_LOCKED: { actions: assign({ lockedLesson: null }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadScience',
        input: ({ context: c }) => ({ studentId: c.studentId }),
        onDone: { target: 'world', actions: assign(({ event }) => ({ map: event.output.map, studentLessons: event.output.studentLessons, badges: event.output.badges, items: event.output.items, error: null })) },
        onError: { target: 'loadError', actions: assign({ error: ({ event }) => apiErrorMessage(event.error, 'The science world could not open.') }) },
      },
    },
    loadError: { on: { RETRY: 'loading' } },
    world: {
      entry: assign({ habitat: null, habitatMap: null, topic: null }),
      on: {
        SELECT_HABITAT: [
          // A key without static data stays on the world (habitatStatic logs 'no matching key').
          { guard: 'hasStatic', target: 'walking', actions: assign({ habitat: ({ event }) => event.key }) },
        ],
        OPEN_ALL_VIDEOS: 'allVideos',
        OPEN_BOOK: 'book',
      },
    },
    /** The monster walks to the habitat on the world map; the habitat opens when it arrives. */
    walking: {
      on: { ARRIVED: 'habitat' },
      after: { WALK_MAX_MS: 'habitat' },
    },
    habitat: {
      initial: 'loadingMap',
      states: {
        loadingMap: {
          invoke: {
            src: 'loadHabitatMap',
            input: ({ context: c }) => ({ url: habitatStatic(c.habitat ?? '')?.mapUrl ?? '' }),
            onDone: { target: 'map', actions: assign({ habitatMap: ({ event }) => event.output }) },
            onError: { target: 'missing', actions: { type: 'log', params: 'Map not found' } },
          },
        },
        missing: { on: { BACK: '#science.world' } },
        map: {
          on: {
            SELECT_TOPIC: { target: 'topic', actions: assign({ topic: ({ event }) => event.key }) },
            LEAVE: '#science.exit',
          },
        },
        topic: {
          on: {
            SELECT_TOPIC: { target: 'topic', reenter: true, actions: assign({ topic: ({ event }) => event.key }) },
            WATCH: [
              { guard: 'lessonOpen', target: '#science.lesson', actions: assign({ lessonId: ({ event }) => event.lessonId, returnTo: 'topic' }) },
              { guard: 'lessonLocked', actions: assign({ lockedLesson: ({ event }) => event.lessonId }) },
            ],
            BADGE: { guard: 'badgeEarned', target: 'badge' },
            CLOSE: { target: 'map', actions: assign({ topic: null }) },
            LEAVE: '#science.exit',
          },
        },
        badge: {
          initial: 'choosing',
          on: { CLOSE: { target: 'topic', actions: assign({ notice: null }) } },
          states: {
            choosing: {
              on: {
                PICK_ITEM: {
                  target: 'saving',
                  // Optimistic (spec section 4): the badge changes at once; the saved one is kept to revert to.
                  actions: assign(({ context: c, event }) => {
                    const t = topicOf(c, c.topic);
                    const mine = t ? badgeOfTopic(c, t.id) : null;
                    if (!mine) return {};
                    return { badgeBefore: mine.badge.student_science_badges[0] ?? null, badges: withBadge(c.badges, mine.badge.id, { science_badge_id: mine.badge.id, ...event.choice }), notice: null };
                  }),
                },
              },
            },
            saving: {
              invoke: {
                src: 'saveBadge',
                input: ({ context: c, event }) => ({ studentId: c.studentId, topicId: topicOf(c, c.topic)?.id ?? 0, choice: (event as Extract<ScienceEvent, { type: 'PICK_ITEM' }>).choice }),
                onDone: {
                  target: 'choosing',
                  actions: assign(({ context: c, event }) => ({ badges: withBadge(c.badges, event.output.science_badge_id, event.output), badgeBefore: null })),
                },
                onError: {
                  target: 'choosing',
                  actions: [
                    assign(({ context: c }) => {
                      const t = topicOf(c, c.topic);
                      const mine = t ? badgeOfTopic(c, t.id) : null;
                      return { badges: mine ? withBadge(c.badges, mine.badge.id, c.badgeBefore) : c.badges, badgeBefore: null, notice: 'Your badge could not be saved, so it went back to how it was. Try again!' };
                    }),
                    { type: 'log', params: 'science: badge not saved, reverted' },
                  ],
                },
              },
            },
          },
        },
      },
    },
    exit: {
      entry: assign({
        exitVideo: ({ context: c }) => {
          const films = habitatStatic(c.habitat ?? '')?.exitVideos ?? [];
          return films.length > 0 ? pickExitVideo(films, c.random()) : null;
        },
      }),
      exit: assign({ exitVideo: null }),
      always: { guard: ({ context: c }) => c.exitVideo === null, target: 'world' },
      on: { FILM_ENDED: 'world', SKIP: 'world', FILM_FAILED: 'world' },
    },
    allVideos: {
      on: {
        FILTER: { actions: assign({ filter: ({ event }) => event.filter, page: 0 }) },
        PAGE: { actions: assign({ page: ({ event }) => Math.max(0, event.page) }) },
        WATCH: [
          { guard: 'lessonOpen', target: 'lesson', actions: assign({ lessonId: ({ event }) => event.lessonId, returnTo: 'allVideos' }) },
          { guard: 'lessonLocked', actions: assign({ lockedLesson: ({ event }) => event.lessonId }) },
        ],
        CLOSE: 'world',
      },
    },
    book: { on: { CLOSE: 'world' } },
    lesson: {
      type: 'parallel',
      entry: assign({ lessonRun: ({ context: c }) => c.lessonRun + 1, cueQuestion: null, afterQuestionIds: [] }),
      on: {
        BACK: [{ guard: 'cameFromAllVideos', target: 'allVideos' }, { target: '#science.habitat.topic' }],
      },
      states: {
        start: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'sendStart', target: 'sending', actions: assign({ lastStartId: ({ context: c }) => c.lessonId }) }, { target: 'sent' }] },
            sending: {
              invoke: {
                src: 'startLesson',
                input: ({ context: c }) => ({ studentId: c.studentId, lessonId: c.lessonId! }),
                onDone: { target: 'sent', actions: assign({ studentLessons: ({ context: c, event }) => withStudentLesson(c.studentLessons, event.output) }) },
                // Spec section 8: logged, retry allowed (the next entry sends again).
                onError: { target: 'sent', actions: [assign({ lastStartId: null }), { type: 'log', params: 'science: lesson start not sent' }] },
              },
            },
            sent: {},
          },
        },
        film: {
          initial: 'playing',
          states: {
            playing: {
              on: {
                CUE: { target: 'question', actions: assign({ cueQuestion: ({ event }) => event.questionId }) },
                FILM_ENDED: 'completing',
                FILM_FAILED: 'completing',
              },
            },
            question: { on: { QUESTION_DONE: { target: 'playing', actions: assign({ cueQuestion: null }) } } },
            completing: {
              invoke: {
                src: 'completeLesson',
                input: ({ context: c }) => ({ studentId: c.studentId, lessonId: c.lessonId! }),
                onDone: [
                  { guard: 'hasQuestionsAfter', target: 'afterQuestions', actions: assign({ studentLessons: ({ context: c, event }) => withStudentLesson(c.studentLessons, event.output) }) },
                  { target: 'result', actions: assign({ studentLessons: ({ context: c, event }) => withStudentLesson(c.studentLessons, event.output) }) },
                ],
                onError: [
                  { guard: 'hasQuestionsAfter', target: 'afterQuestions', actions: { type: 'log', params: 'science: lesson completion not saved' } },
                  { target: 'result', actions: { type: 'log', params: 'science: lesson completion not saved' } },
                ],
              },
            },
            afterQuestions: {
              entry: assign({
                afterQuestionIds: ({ context: c }) => {
                  const lesson = lessonById(c.map, c.lessonId);
                  const right = new Set(studentLessonOf(c.studentLessons, c.lessonId ?? 0)?.answered_right_question_ids ?? []);
                  return lesson ? questionsAfterFilm(lesson).filter((q) => !right.has(q.id)).map((q) => q.id) : [];
                },
              }),
              on: { QUESTION_DONE: 'result' },
            },
            result: {
              on: {
                WATCH_AGAIN: { target: '#science.lesson', reenter: true },
                WATCH: {
                  guard: 'lessonOpen',
                  target: '#science.lesson',
                  reenter: true,
                  actions: assign(({ context: c, event }) => ({ lessonId: event.lessonId, topic: topicOfLesson(c.map, event.lessonId) ?? c.topic })),
                },
              },
            },
          },
        },
      },
    },
  },
});

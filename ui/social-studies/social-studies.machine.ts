/**
 * Social studies as a statechart (issue 17; spec part 2 sections 2, 4 and 8 "Social studies"):
 * initialisation (initializing → initialized | error), then the scenes landing → map → topic.
 * The landing plays its film (a returning child's differs), the map its intro film chosen by
 * progress; a tapped topic (shown by the display rules) plays the lesson chooseLesson picks, after
 * the start is recorded (num_times_started incremented, or the record created); the film stops at
 * videoQuizTime for the question nextQuestion picks; at its end the completion is recorded (with
 * the orb when a quest's question was answered right) and, when that completes the subject, the
 * subject is set completed and the completion modal opens (just completed). Going to the map stops
 * the film. Components render states; the calls are injected actors (tests use fakes).
 *
 * Errors (spec section 8): initialisation failure → error (Try again); a failed student lessons
 * load → an empty list; a failed start, completion or subject completion → logged, the flow goes
 * on; a map id without a map → 'Map not found'.
 */
import { assign, fromPromise, setup } from 'xstate';
import { apiErrorMessage } from '../math/api-failure';
import { chooseLesson, landingFilmFor, mapDisplay, mapIntroFor, nextQuestion, subjectComplete, type MapIntro } from './social-studies-rules';
import type { SsLesson, SsMap, SsStudentLesson } from './social-studies-types';

export interface SsInput {
  studentId: number;
  random?: () => number;
}

export interface SsLoaded {
  maps: SsMap[];
  studentLessons: SsStudentLesson[];
}

export interface SsContext {
  studentId: number;
  random: () => number;
  maps: SsMap[];
  studentLessons: SsStudentLesson[];
  /** The map shown (its id) and the topic tapped (its key). */
  mapId: number | null;
  topicKey: string | null;
  /** The lesson playing, and the question its quiz time asks (spec: nextQuestion, fixed when asked). */
  lesson: SsLesson | null;
  questionId: number | null;
  /** The subject was complete when loaded (or became so): the landing's banner. */
  completed: boolean;
  /** The subject became complete just now (the completion modal). */
  justCompleted: boolean;
  /** The topic whose orb was just earned (the map's orb animation). */
  orbJustEarned: string | null;
  error: string | null;
}

export type SsEvent =
  | { type: 'RETRY' }
  | { type: 'PICK_MAP'; mapId: number }
  | { type: 'SELECT_TOPIC'; key: string }
  | { type: 'FILM_ENDED' }
  | { type: 'FILM_FAILED' }
  | { type: 'SKIP' }
  /** The lesson's film reached videoQuizTime. */
  | { type: 'QUIZ_TIME' }
  /** An answer's reply: the updated student lesson list (spec: every call returns it). */
  | { type: 'ANSWERED'; studentLessons: SsStudentLesson[] }
  | { type: 'QUIZ_DONE' }
  /** Back to the map (from a topic: the film stops) or to the landing (from the map). */
  | { type: 'GO_MAP' }
  | { type: 'BACK' }
  | { type: 'CLOSE' };

const notProvided = (name: string) => () => Promise.reject(new Error(`social studies: the ${name} service was not provided`));

/** The map with this id in context, or null. */
export const mapOf = (c: Pick<SsContext, 'maps' | 'mapId'>) => c.maps.find((m) => m.id === c.mapId) ?? null;
/** The student record of a lesson, if any. */
export const recordOf = (list: readonly SsStudentLesson[], lessonId: number) => list.find((s) => s.social_studies_video_lesson_id === lessonId);
/** The map intro film for the shown map, and the landing film. */
export const mapIntroOf = (c: SsContext): MapIntro => {
  const m = mapOf(c);
  return m ? mapIntroFor(m, c.studentLessons) : 'newUser';
};
export const landingFilmOf = (c: SsContext) => landingFilmFor(c.studentLessons);

/**
 * Whether finishing `lesson` earns its topic's orb: a quest (defaultVideo) of a topic other than the
 * intro, with a right answer recorded and no orb yet.
 */
export function earnsOrb(map: SsMap, lesson: SsLesson, record: SsStudentLesson | undefined): boolean {
  return lesson.video_type === 'defaultVideo' && lesson.social_studies_topic_id !== map.intro_topic_id && record?.orb_earned_at == null && (record?.student_answers.some((a) => a.correct) ?? false);
}

export const socialStudiesMachine = setup({
  types: { context: {} as SsContext, events: {} as SsEvent, input: {} as SsInput },
  actors: {
    /** Every map (GET maps, then each map) and the student lessons (a failure: an empty list). */
    initialize: fromPromise<SsLoaded, { studentId: number }>(notProvided('initialize')),
    /** Creates the student record (POST) or increments num_times_started (PUT the whole record). */
    startLesson: fromPromise<SsStudentLesson[], { studentId: number; lessonId: number; record: SsStudentLesson | undefined }>(notProvided('startLesson')),
    /** PUT the record with num_times_completed + 1 and the orb when earned. */
    finishLesson: fromPromise<SsStudentLesson[], { studentId: number; record: SsStudentLesson; orb: boolean }>(notProvided('finishLesson')),
    /** POST subjects/socialStudies/completed. */
    setCompleted: fromPromise<unknown, { studentId: number }>(notProvided('setCompleted')),
  },
  actions: {
    log: (_, _message: string) => undefined,
    /** The list the completion answered, and the orb animation when the orb is new. */
    afterFinish: assign(({ context: c, event }) => {
      const list = (event as unknown as { output: SsStudentLesson[] }).output;
      const before = recordOf(c.studentLessons, c.lesson!.id)?.orb_earned_at ?? null;
      const after = recordOf(list, c.lesson!.id)?.orb_earned_at ?? null;
      return { studentLessons: list, orbJustEarned: before === null && after !== null ? c.topicKey : null };
    }),
  },
  guards: {
    mapExists: ({ context: c, event }) => event.type === 'PICK_MAP' && c.maps.some((m) => m.id === event.mapId),
    topicShown: ({ context: c, event }) => {
      const m = mapOf(c);
      return event.type === 'SELECT_TOPIC' && m !== null && mapDisplay(m, c.studentLessons)[event.key]?.shown === true;
    },
    /** The finished lesson's answer (the list before it is assigned) completes the subject. */
    becameComplete: ({ context: c, event }) => {
      const list = (event as unknown as { output?: SsStudentLesson[] }).output ?? c.studentLessons;
      return !c.completed && c.maps.length > 0 && subjectComplete(c.maps[0]!.billing, c.maps, list);
    },
  },
}).createMachine({
  id: 'socialStudies',
  context: ({ input }) => ({ studentId: input.studentId, random: input.random ?? Math.random, maps: [], studentLessons: [], mapId: null, topicKey: null, lesson: null, questionId: null, completed: false, justCompleted: false, orbJustEarned: null, error: null }),
  initial: 'initializing',
  on: { ANSWERED: { actions: assign({ studentLessons: ({ event }) => event.studentLessons }) } },
  states: {
    initializing: {
      invoke: {
        src: 'initialize',
        input: ({ context: c }) => ({ studentId: c.studentId }),
        onDone: {
          target: 'initialized',
          actions: assign(({ event }) => ({ maps: event.output.maps, studentLessons: event.output.studentLessons, completed: event.output.maps.some((m) => m.completed), error: null })),
        },
        onError: { target: 'error', actions: assign({ error: ({ event }) => apiErrorMessage(event.error, 'Social studies could not open.') }) },
      },
    },
    error: { on: { RETRY: 'initializing' } },
    initialized: {
      initial: 'landing',
      states: {
        landing: {
          initial: 'film',
          states: {
            film: { on: { FILM_ENDED: 'static', SKIP: 'static', FILM_FAILED: 'static' } },
            static: {},
          },
          on: {
            PICK_MAP: [
              { guard: 'mapExists', target: 'map', actions: assign({ mapId: ({ event }) => event.mapId, orbJustEarned: null }) },
              { target: 'mapMissing', actions: { type: 'log', params: 'Map not found' } },
            ],
          },
        },
        mapMissing: { on: { BACK: 'landing.static' } },
        map: {
          initial: 'intro',
          states: {
            intro: { on: { FILM_ENDED: 'idle', SKIP: 'idle', FILM_FAILED: 'idle' } },
            idle: {},
          },
          on: {
            SELECT_TOPIC: {
              guard: 'topicShown',
              target: 'topic',
              actions: assign(({ context: c, event }) => {
                const m = mapOf(c)!;
                const topic = m.social_studies_topics.find((t) => t.key === event.key)!;
                const chosen = chooseLesson(m, topic, c.studentLessons);
                return { topicKey: event.key, lesson: topic.social_studies_video_lessons.find((l) => l.id === chosen.id)!, orbJustEarned: null };
              }),
            },
            BACK: 'landing.static',
          },
        },
        topic: {
          initial: 'starting',
          on: { GO_MAP: 'map.idle' },
          states: {
            starting: {
              invoke: {
                src: 'startLesson',
                input: ({ context: c }) => ({ studentId: c.studentId, lessonId: c.lesson!.id, record: recordOf(c.studentLessons, c.lesson!.id) }),
                onDone: { target: 'playing', actions: assign({ studentLessons: ({ event }) => event.output }) },
                onError: { target: 'playing', actions: { type: 'log', params: 'social studies: lesson start not saved' } },
              },
            },
            playing: {
              on: {
                QUIZ_TIME: {
                  target: 'quiz',
                  actions: assign({
                    questionId: ({ context: c }) => {
                      const quiz = c.lesson!.video_states.find((v) => v.state === 'videoQuizTime');
                      const given = recordOf(c.studentLessons, c.lesson!.id)?.student_answers.length ?? 0;
                      return quiz && quiz.state === 'videoQuizTime' ? (nextQuestion(quiz.questions, given, c.random())?.id ?? null) : null;
                    },
                  }),
                },
                FILM_ENDED: 'finishing',
                FILM_FAILED: 'finishing',
              },
            },
            quiz: { on: { QUIZ_DONE: 'playing' } },
            finishing: {
              invoke: {
                src: 'finishLesson',
                input: ({ context: c }) => {
                  const record = recordOf(c.studentLessons, c.lesson!.id) ?? emptyRecord(c);
                  return { studentId: c.studentId, record, orb: earnsOrb(mapOf(c)!, c.lesson!, record) };
                },
                onDone: [
                  { guard: 'becameComplete', target: 'completing', actions: 'afterFinish' },
                  { target: '#socialStudies.initialized.map.idle', actions: 'afterFinish' },
                ],
                onError: { target: '#socialStudies.initialized.map.idle', actions: { type: 'log', params: 'social studies: completion not saved' } },
              },
            },
            completing: {
              entry: assign({ completed: true, justCompleted: true }),
              invoke: {
                src: 'setCompleted',
                input: ({ context: c }) => ({ studentId: c.studentId }),
                onDone: 'completionModal',
                onError: { target: 'completionModal', actions: { type: 'log', params: 'social studies: subject completion not saved' } },
              },
            },
            completionModal: { on: { CLOSE: { target: '#socialStudies.initialized.map.idle', actions: assign({ justCompleted: false }) } } },
          },
        },
      },
    },
  },
});

/** A student record not loaded yet (its start was not saved): counts from zero. */
function emptyRecord(c: SsContext): SsStudentLesson {
  return { student_id: c.studentId, social_studies_video_lesson_id: c.lesson!.id, social_studies_video_lesson: { id: c.lesson!.id, video_type: c.lesson!.video_type, social_studies_topic_id: c.lesson!.social_studies_topic_id, map_id: c.mapId ?? 0 }, num_times_started: 1, num_times_completed: 0, orb_earned_at: null, student_answers: [] };
}

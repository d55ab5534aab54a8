/**
 * The science machine with its real parts: the science calls (science-calls.ts) become its actors,
 * the habitat map JSON is fetched from /assets and checked with the subject map schema, and the
 * log is the console. Tests call `provideScience` with fakes, so the wiring itself is tested.
 */
import { fromPromise } from 'xstate';
import { subjectMapSchema, type SubjectMap } from '../../core/content/subject-map-schema';
import { scienceMachine } from './science.machine';
import type { AnswerReply, BadgeChoice, BadgeItemData, ScienceBadge, ScienceMapData, StudentBadge, StudentVideoLesson } from './science-types';
import { SCIENCE_WORLD_MAP_ID } from '../../core/science/habitats';

/** The science calls the screen makes (science-calls.ts). */
export interface ScienceApi {
  map(studentId: number, mapId: number): Promise<ScienceMapData>;
  badges(studentId: number): Promise<{ science_badges: ScienceBadge[]; science_badge_items: BadgeItemData[] }>;
  studentLessons(studentId: number): Promise<StudentVideoLesson[]>;
  start(studentId: number, lessonId: number): Promise<StudentVideoLesson>;
  complete(studentId: number, lessonId: number): Promise<StudentVideoLesson>;
  answer(studentId: number, lessonId: number, questionId: number, answerId: number): Promise<AnswerReply>;
  saveBadge(studentId: number, topicId: number, choice: BadgeChoice): Promise<StudentBadge>;
}

export interface ScienceParts {
  api: ScienceApi;
  /** Fetches a map scene's JSON (`fetch` + `.json()` in the app); rejects when it is missing. */
  fetchJson: (url: string) => Promise<unknown>;
  log: (message: string) => void;
}

/**
 * A habitat map's scene data: fetched and checked.
 * @throws Error('Map not found') when the file is missing or not a subject map
 */
export async function loadSubjectMap(fetchJson: ScienceParts['fetchJson'], url: string): Promise<SubjectMap> {
  const data = await fetchJson(url).catch(() => null);
  const parsed = subjectMapSchema.safeParse(data);
  if (!parsed.success) throw new Error('Map not found');
  return parsed.data;
}

/** The machine with `parts` provided. */
export function provideScience({ api, fetchJson, log }: ScienceParts) {
  return scienceMachine.provide({
    actors: {
      loadScience: fromPromise(async ({ input }) => {
        const [map, badges, studentLessons] = await Promise.all([
          api.map(input.studentId, SCIENCE_WORLD_MAP_ID),
          api.badges(input.studentId),
          // Spec section 8: a failed load of the student lessons is an empty list.
          api.studentLessons(input.studentId).catch((e: unknown) => {
            log(`science: student lessons not loaded (${String(e)})`);
            return [] as StudentVideoLesson[];
          }),
        ]);
        return { map, studentLessons, badges: badges.science_badges, items: badges.science_badge_items };
      }),
      loadHabitatMap: fromPromise(({ input }) => loadSubjectMap(fetchJson, input.url)),
      startLesson: fromPromise(({ input }) => api.start(input.studentId, input.lessonId)),
      completeLesson: fromPromise(({ input }) => api.complete(input.studentId, input.lessonId)),
      saveBadge: fromPromise(({ input }) => api.saveBadge(input.studentId, input.topicId, input.choice)),
    },
    actions: {
      log: (_, message) => log(message),
    },
  });
}

const isReply = (r: Partial<AnswerReply>): r is AnswerReply => r.correct !== undefined && r.student_video_lesson !== undefined;

/**
 * The question modal's judge for science. Spec section 8: "Video lesson answer fails: logged;
 * empty object returned" — the failed call is logged and read as `{}`, which judges nothing: the
 * modal keeps the question with a notice and the child taps again (nothing is lost). Every reply's
 * student lesson goes to `onStudentLesson` (the machine's ANSWERED).
 * @throws Error('That did not go through. Tap your answer again.') for the empty reply
 */
export function scienceJudge(api: Pick<ScienceApi, 'answer'>, studentId: number, lessonId: number, onStudentLesson: (l: StudentVideoLesson) => void, log: (m: string) => void) {
  return async (questionId: number, answerId: number): Promise<AnswerReply> => {
    const reply: Partial<AnswerReply> = await api.answer(studentId, lessonId, questionId, answerId).catch((e: unknown) => {
      log(`science: answer not saved (${String(e)})`);
      return {};
    });
    if (!isReply(reply)) throw new Error('That did not go through. Tap your answer again.');
    onStudentLesson(reply.student_video_lesson);
    return reply;
  };
}

/**
 * The social studies machine with its real parts: the calls (social-studies-calls.ts) become its
 * actors, the log is the console. Tests call `provideSocialStudies` with fakes.
 */
import { fromPromise } from 'xstate';
import type { SocialStudiesApi } from './social-studies-calls';
import { socialStudiesMachine } from './social-studies.machine';
import type { SsStudentLesson } from './social-studies-types';

/** The whole record a PUT sends (spec section 7: the record as payload). */
const recordBody = (r: SsStudentLesson) => ({ num_times_started: r.num_times_started, num_times_completed: r.num_times_completed, orb_earned_at: r.orb_earned_at });

export function provideSocialStudies({ api, log, now = () => new Date() }: { api: SocialStudiesApi; log: (m: string) => void; now?: () => Date }) {
  return socialStudiesMachine.provide({
    actors: {
      initialize: fromPromise(async ({ input }) => {
        const { maps } = await api.maps(input.studentId);
        const [full, studentLessons] = await Promise.all([
          Promise.all(maps.map((m) => api.map(input.studentId, m.id))),
          // Spec section 8: a failed load of the student lessons is an empty list.
          api.studentLessons(input.studentId).catch((e: unknown) => {
            log(`social studies: student lessons not loaded (${String(e)})`);
            return [] as SsStudentLesson[];
          }),
        ]);
        return { maps: full, studentLessons };
      }),
      // Spec section 4: increment num_times_started of the existing record, or create one.
      startLesson: fromPromise(({ input }) =>
        input.record ? api.update(input.studentId, input.lessonId, { ...recordBody(input.record), num_times_started: input.record.num_times_started + 1 }) : api.create(input.studentId, input.lessonId),
      ),
      finishLesson: fromPromise(({ input }) =>
        api.update(input.studentId, input.record.social_studies_video_lesson_id, {
          ...recordBody(input.record),
          num_times_completed: input.record.num_times_completed + 1,
          orb_earned_at: input.record.orb_earned_at ?? (input.orb ? now().toISOString() : null),
        }),
      ),
      setCompleted: fromPromise(({ input }) => api.completed(input.studentId)),
    },
    actions: { log: (_, m) => log(m) },
  });
}

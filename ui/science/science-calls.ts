/**
 * The science calls (issue 16; spec part 2 section 7 "Science"), one function per call over a
 * typed client (ui/lib/api-client.ts): paths, parameters and answers come from the route
 * definitions in worker/science (type imports only). Errors reject with the session client's
 * `ApiError` (`subject_locked` 403, `map_not_found`, `video_lesson_not_found`, `badge_not_earned`
 * 409, `invalid` 422). Answers are checked against the screen's types (science-types.ts) by tsc.
 */
import { parseResponse } from 'hono/client';
import type { ApiClient } from '../lib/api-client';
import type { ScienceApi } from './science.services';

/** The science calls over `client`. */
export function createScienceApi(client: Pick<ApiClient, 'science'>): ScienceApi {
  const students = client.science.api.v1.students[':id'];
  const id = (studentId: number) => String(studentId);
  const lesson = (studentId: number, lessonId: number) => ({ id: id(studentId), lessonId: String(lessonId) });
  return {
    map: (studentId, mapId) => parseResponse(students.science_maps[':mapId'].$get({ param: { id: id(studentId), mapId: String(mapId) } })),
    badges: (studentId) => parseResponse(students.science_badges.$get({ param: { id: id(studentId) } })),
    studentLessons: (studentId) => parseResponse(students.student_video_lessons.$get({ param: { id: id(studentId) } })),
    start: (studentId, lessonId) => parseResponse(students.video_lessons[':lessonId'].start.$post({ param: lesson(studentId, lessonId) })),
    complete: (studentId, lessonId) => parseResponse(students.video_lessons[':lessonId'].complete.$post({ param: lesson(studentId, lessonId) })),
    answer: (studentId, lessonId, questionId, answerId) =>
      parseResponse(students.video_lessons[':lessonId'].questions[':questionId'].answers.$post({ param: { ...lesson(studentId, lessonId), questionId: String(questionId) }, json: { answer_id: answerId } })),
    saveBadge: (studentId, topicId, choice) => parseResponse(students.science_topics[':topicId'].student_science_badges.$post({ param: { id: id(studentId), topicId: String(topicId) }, json: choice })),
  };
}

/**
 * The social studies calls (issue 17; spec part 2 section 7 "Social studies": GET maps, GET a map,
 * GET student video lessons, POST create a student lesson, PUT the whole record, POST an answer,
 * and "set subject completed"), one function per call over the typed client: paths and answers come
 * from worker/social-studies (type imports only); tsc checks them against the screen's types.
 * Every call but the map reads answers with the updated list of student lessons. Errors reject with
 * the session client's `ApiError` (`map_not_found`, `already_exists` 409, `orb_not_earned` 409,
 * `subject_locked` 403, `invalid` 422).
 */
import { parseResponse } from 'hono/client';
import type { ApiClient } from '../lib/api-client';
import type { SsMap, SsStudentLesson } from './social-studies-types';

export interface SocialStudiesApi {
  maps: (studentId: number) => Promise<{ maps: { id: number; key: string; name: string }[] }>;
  map: (studentId: number, mapId: number) => Promise<SsMap>;
  studentLessons: (studentId: number) => Promise<SsStudentLesson[]>;
  create: (studentId: number, lessonId: number) => Promise<SsStudentLesson[]>;
  update: (studentId: number, lessonId: number, record: Pick<SsStudentLesson, 'num_times_started' | 'num_times_completed' | 'orb_earned_at'>) => Promise<SsStudentLesson[]>;
  answer: (studentId: number, lessonId: number, questionId: number, answerId: number) => Promise<SsStudentLesson[]>;
  completed: (studentId: number) => Promise<unknown>;
}

export function createSocialStudiesApi(client: Pick<ApiClient, 'socialStudies'>): SocialStudiesApi {
  const students = client.socialStudies.api.v1.students[':id'];
  const id = (studentId: number) => String(studentId);
  return {
    maps: (studentId) => parseResponse(students.social_studies_maps.$get({ param: { id: id(studentId) } })),
    map: (studentId, mapId) => parseResponse(students.social_studies_maps[':mapId'].$get({ param: { id: id(studentId), mapId: String(mapId) } })),
    studentLessons: (studentId) => parseResponse(students.student_social_studies_video_lessons.$get({ param: { id: id(studentId) } })),
    create: (studentId, lessonId) => parseResponse(students.student_social_studies_video_lessons.$post({ param: { id: id(studentId) }, json: { social_studies_video_lesson_id: lessonId } })),
    update: (studentId, lessonId, record) =>
      parseResponse(students.student_social_studies_video_lessons[':lessonId'].$put({ param: { id: id(studentId), lessonId: String(lessonId) }, json: record })),
    answer: (studentId, lessonId, questionId, answerId) =>
      parseResponse(
        students.social_studies_video_lessons[':lessonId'].questions[':questionId'].student_answers.$post({ param: { id: id(studentId), lessonId: String(lessonId), questionId: String(questionId) }, json: { answer_id: answerId } }),
      ),
    completed: (studentId) => parseResponse(students.subjects[':subject'].completed.$post({ param: { id: id(studentId), subject: 'socialStudies' } })),
  };
}

/**
 * The Superskills calls (issue 17; spec part 2 section 7 "Superskills": the student videos, set video
 * start, set video complete with `subject`, answer question, update state), one function per call
 * over the typed client (ui/lib/api-client.ts): paths and answers come from the route definitions in
 * worker/superskills (type imports only); tsc checks them against the screen's types. Errors reject
 * with the session client's `ApiError` (`subject_locked` 403, `episode_not_found` 404, `invalid` 422).
 */
import { parseResponse } from 'hono/client';
import type { ApiClient } from '../lib/api-client';
import type { SuperskillsApi } from './superskills.services';

export function createSuperskillsApi(client: Pick<ApiClient, 'superskills'>): SuperskillsApi {
  const students = client.superskills.api.v1.students[':id'];
  const episodeParam = (studentId: number, episode: number) => ({ id: String(studentId), episode: String(episode) });
  const episode = students.superskills_videos[':episode'];
  return {
    episodes: (studentId) => parseResponse(students.superskills_videos.$get({ param: { id: String(studentId) } })),
    start: (studentId, n) => parseResponse(episode.start.$post({ param: episodeParam(studentId, n) })),
    complete: (studentId, n, subject) => parseResponse(episode.complete.$post({ param: episodeParam(studentId, n), json: { subject } })),
    answer: (studentId, n, questionId, answerId) =>
      parseResponse(episode.questions[':questionId'].answers.$post({ param: { ...episodeParam(studentId, n), questionId: String(questionId) }, json: { answer_id: answerId } })),
    updateState: (studentId, n, state) => parseResponse(episode.state.$post({ param: episodeParam(studentId, n), json: { state } })),
  };
}

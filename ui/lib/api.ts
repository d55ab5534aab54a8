/**
 * The typed API client: JSON over fetch with the bearer access token; on a 401 it refreshes the
 * tokens once and retries once; a failed refresh logs out (spec part 1 section 4). Response
 * types come from the server's zod contracts (`import type` only).
 */
import type { CreateParentResponse, LoginResponse } from '../../worker/auth/auth.contracts';
import type { AnswerBody, AnswerResponse, MathGame, MathMap } from '../../worker/math/math.contracts';
import type { LessonDetail } from '../../worker/math/lessons.contracts';
import type { VideoAnswerBody, VideoAnswerResponse, VideoEndResponse, VideoLevelGame } from '../../worker/math/video/video-level.contracts';
import type { MonsterPart, StudentMonster, StudentMonsterBody } from '../../worker/monster/monster.contracts';
import type { ParentWithStudents } from '../../worker/parents/parents.contracts';
import type { Student } from '../../worker/students/students.contracts';
import { session } from './session';

/** An API failure with the server's message and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const GENERIC = "We're sorry something went wrong. Please try again.";

let refreshing: Promise<boolean> | null = null;

/** Refreshes the tokens once at a time; resolves false (after logging out) when it fails. */
function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh_token = session.get().refreshToken;
    if (!refresh_token) return false;
    const res = await fetch('/api/o1/refresh', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh_token }) });
    if (!res.ok) return false;
    return session.storeLogin((await res.json()) as LoginResponse);
  })()
    .catch(() => false)
    .then((ok) => {
      if (!ok) session.logout();
      return ok;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function request<T>(method: string, path: string, body?: unknown, retried = false): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = session.get().accessToken;
  if (token && path.startsWith('/api/v1')) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'We could not reach the server. Check your connection and try again.');
  }
  if (res.status === 401 && path.startsWith('/api/v1') && !retried) {
    if (await refreshTokens()) return request<T>(method, path, body, true);
  }
  const data = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const err = (data as { error?: { message?: string; fields?: Record<string, string> } } | null)?.error;
    throw new ApiError(res.status, err?.message ?? GENERIC, err?.fields ?? {});
  }
  return data as T;
}

/** The calls the client makes, one function each. */
export const api = {
  login: (email_or_username: string, password: string) => request<LoginResponse>('POST', '/api/o1/login', { email_or_username, password }),
  createParent: (body: { email: string; password: string; first_name: string; last_name: string }) => request<CreateParentResponse>('POST', '/api/o1/parents', body),
  parent: () => request<ParentWithStudents>('GET', '/api/v1/parents/-'),
  addStudent: (body: { first_name: string; last_name: string; username: string; grade: number; new_password: string; parent_password: string }) =>
    request<Student>('POST', '/api/v1/parents/-/students', body),
  student: (id: number | '-') => request<Student>('GET', `/api/v1/students/${id}`),
  mathMap: (studentId: number) => request<MathMap>('GET', `/api/v1/students/${studentId}/math_game/map`),
  mathGame: (studentId: number, mapKey: string) => request<MathGame>('GET', `/api/v1/students/${studentId}/math_game/${mapKey}`),
  setMathGame: (studentId: number, newLevel: number) => request<MathGame>('POST', `/api/v1/students/${studentId}/math_game`, { new_level: newLevel }),
  lesson: (lessonId: number) => request<LessonDetail>('GET', `/api/v1/math_lessons/${lessonId}`),
  markLessonIntroWatched: (studentId: number, lessonId: number) =>
    request<unknown>('POST', `/api/v1/students/${studentId}/student_math_lessons`, { math_lesson_id: lessonId, lesson_intro_watched: true }),
  answer: (studentId: number, questionId: number, body: AnswerBody) =>
    request<AnswerResponse>('POST', `/api/v1/students/${studentId}/math_game/-/questions/${questionId}/student_answers`, body),
  // Desert video levels (issue 6): the next cue's question, answers judged by the server, the end.
  videoLevel: (studentId: number) => request<VideoLevelGame>('GET', `/api/v1/students/${studentId}/video_level`),
  answerVideo: (studentId: number, questionId: number, body: VideoAnswerBody) =>
    request<VideoAnswerResponse>('POST', `/api/v1/students/${studentId}/video_level/questions/${questionId}/student_answers`, body),
  endVideoLevel: (studentId: number) => request<VideoEndResponse>('POST', `/api/v1/students/${studentId}/video_level/end`),
  // Monster maker (spec part 1 section 7 "Monster"); a 404 from studentMonster means none yet.
  monsterParts: () => request<{ monster_parts: MonsterPart[] }>('GET', '/api/v1/monster_parts'),
  studentMonster: (studentId: number) => request<{ student_monster: StudentMonster }>('GET', `/api/v1/students/${studentId}/student_monsters`),
  createStudentMonster: (studentId: number, body: StudentMonsterBody) =>
    request<{ student_monster: StudentMonster }>('POST', `/api/v1/students/${studentId}/student_monsters`, body),
  updateStudentMonster: (studentId: number, body: Partial<StudentMonsterBody>) =>
    request<{ student_monster: StudentMonster }>('PUT', `/api/v1/students/${studentId}/student_monsters`, body),
};

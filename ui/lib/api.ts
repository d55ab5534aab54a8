/**
 * The typed API client: one function per call, all through the session client (session-client.ts:
 * headers, timeouts, retries, refresh on 401, logout on a failed refresh). Response types come
 * from the server's zod contracts (`import type` only).
 */
import type { ActionTokenInfo, CreateParentResponse, LoginResponse } from '../../worker/auth/auth.contracts';
import type { OutboxEmail } from '../../worker/mail/mail.contracts';
import type { AnswerBody, AnswerResponse, MathGame, MathMap } from '../../worker/math/math.contracts';
import type { LessonDetail, LessonWithStudent, Skill } from '../../worker/math/lessons.contracts';
import type { VideoAnswerBody, VideoAnswerResponse, VideoEndResponse, VideoLevelGame } from '../../worker/math/video/video-level.contracts';
import type { MonsterPart, StudentMonster, StudentMonsterBody } from '../../worker/monster/monster.contracts';
import type { StoreItem, StudentMonsterItem, UpdateItemBody } from '../../worker/monster/items.contracts';
import type { ParentWithStudents } from '../../worker/parents/parents.contracts';
import type { Student } from '../../worker/students/students.contracts';
import { session } from './session';
import { ApiError, createSessionClient, type RequestOptions, type SessionEvent, type SharedStorage, type Timers } from './session-client';

export { ApiError };

const hasWindow = typeof window !== 'undefined';

const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
};

/** localStorage, or a map when it is unavailable (private mode, tests). */
const sharedStorage: SharedStorage = (() => {
  const memory = new Map<string, string>();
  const ls = (): Storage | null => {
    try {
      return hasWindow ? window.localStorage : null;
    } catch {
      return null;
    }
  };
  return {
    get: (k) => ls()?.getItem(k) ?? memory.get(k) ?? null,
    set: (k, v) => {
      memory.set(k, v);
      try {
        ls()?.setItem(k, v);
      } catch {
        /* quota or privacy mode: the in-memory copy is enough for this tab */
      }
    },
    remove: (k) => {
      memory.delete(k);
      ls()?.removeItem(k);
    },
  };
})();

/** A random UUID; `crypto.randomUUID` exists only on secure origins, so plain http on a LAN falls back. */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The native app's tokens for the embedded view: it sets `window.MonsterificApp.tokens`
 * (`{access_token, refresh_token}`) and keeps it current (docs/decisions.md).
 */
function nativeTokens(): { access_token: string; refresh_token: string } | null {
  const app = hasWindow ? (window as unknown as { MonsterificApp?: { tokens?: { access_token?: unknown; refresh_token?: unknown } } }).MonsterificApp : undefined;
  const t = app?.tokens;
  return typeof t?.access_token === 'string' && typeof t.refresh_token === 'string' ? { access_token: t.access_token, refresh_token: t.refresh_token } : null;
}

let navigate: (path: string) => void = (path) => {
  if (hasWindow) window.location.assign(path);
};

/** Lets the app route a session-driven navigation (logout) through react-router instead of a reload. */
export function setSessionNavigator(fn: (path: string) => void) {
  navigate = fn;
}

/** The page's session client (started by the app shell). */
export const sessionClient = createSessionClient({
  store: session,
  fetch: (input, init) => fetch(input, init),
  timers: browserTimers,
  random: Math.random,
  newId,
  storage: sharedStorage,
  pathname: () => (hasWindow ? window.location.pathname : '/'),
  goTo: (path) => navigate(path),
  embeddedTokens: nativeTokens,
  // No analytics on children's screens: session events go to the console only.
  track: (event: SessionEvent) => console.debug('[session]', event.name, event),
  log: console,
});

/**
 * One JSON call through the session client. Exported for feature clients (ui/lib/account-api.ts,
 * ui/pets/pets-api.ts).
 * @throws ApiError with the server's message and field messages (status 0 when unreachable).
 */
export const request = <T>(method: string, path: string, body?: unknown, timeout?: RequestOptions['timeout']) =>
  sessionClient.request<T>(method, path, { ...(body === undefined ? {} : { body }), ...(timeout ? { timeout } : {}) });

/** The calls the client makes, one function each. */
export const api = {
  login: (email_or_username: string, password: string) => request<LoginResponse>('POST', '/api/o1/login', { email_or_username, password }),
  forgotPassword: (email_or_username: string) => request<{ message: string }>('POST', '/api/o1/forgot_password', { email_or_username }),
  validateActionToken: (token: string) => request<ActionTokenInfo>('POST', '/api/o1/validate_action_token', { token }),
  updatePasswordWithToken: (token: string, new_password: string) => request<{ message: string }>('POST', '/api/o1/update_password_with_token', { token, new_password }),
  emailOutbox: () => request<{ emails: OutboxEmail[] }>('GET', '/api/v1/admin/email_outbox'),
  createParent: (body: { email: string; password: string; first_name: string; last_name: string }) => request<CreateParentResponse>('POST', '/api/o1/parents', body),
  parent: () => request<ParentWithStudents>('GET', '/api/v1/parents/-'),
  addStudent: (body: { first_name: string; last_name: string; username: string; grade: number; new_password: string; parent_password: string }) =>
    request<Student>('POST', '/api/v1/parents/-/students', body),
  student: (id: number | '-') => request<Student>('GET', `/api/v1/students/${id}`),
  mathMap: (studentId: number) => request<MathMap>('GET', `/api/v1/students/${studentId}/math_game/map`),
  /** The game on a map; `setup` switches to pick-skill on a lesson or back to the child's own path. */
  mathGame: (studentId: number, mapKey: string, setup?: { lesson_id: number } | { learning_mode: 'adaptive' }) =>
    request<MathGame>('GET', `/api/v1/students/${studentId}/math_game/${mapKey}${setup ? `?${new URLSearchParams(Object.entries(setup).map(([k, v]) => [k, String(v)])).toString()}` : ''}`),
  skills: (grade: number) => request<{ skills: Skill[] }>('GET', `/api/v1/skills?grade=${grade}`),
  lessonsWithStudent: (studentId: number) => request<{ math_lessons: LessonWithStudent[] }>('GET', `/api/v1/students/${studentId}/math_lessons_with_student`, undefined, 'long'),
  setMathGame: (studentId: number, newLevel: number) => request<MathGame>('POST', `/api/v1/students/${studentId}/math_game`, { new_level: newLevel }),
  lesson: (lessonId: number) => request<LessonDetail>('GET', `/api/v1/math_lessons/${lessonId}`, undefined, 'long'),
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
  // Store, house and outfit room (spec part 1 section 7 "Monster": monster_items, student_monster_items).
  storeItems: (studentId: number, subjectId: number) => request<{ monster_items: StoreItem[] }>('GET', `/api/v1/students/${studentId}/monster_items?subject_id=${subjectId}`),
  studentItems: (studentId: number, subjectId: number) =>
    request<{ student_monster_items: StudentMonsterItem[] }>('GET', `/api/v1/students/${studentId}/student_monster_items?subject_id=${subjectId}`),
  buyItem: (studentId: number, itemId: number) =>
    request<{ monster_items: StoreItem[]; student_monster: StudentMonster; student_monster_item: StudentMonsterItem; incentives: { gems: number } }>(
      'POST',
      `/api/v1/students/${studentId}/student_monster_items`,
      { item_id: itemId },
    ),
  updateItem: (studentId: number, studentItemId: number, body: UpdateItemBody) =>
    request<{ student_monster: StudentMonster; student_monster_item: StudentMonsterItem }>('PUT', `/api/v1/students/${studentId}/student_monster_items/${studentItemId}`, body),
};

/**
 * The API calls: one function per call, through the typed RPC client (api-client.ts, `hc<AppType>`)
 * over the session client (session-client.ts: headers, timeouts, retries, refresh on 401, logout
 * on a failed refresh). Paths and types come from the route definitions (`import type` only).
 */
import { parseResponse, type InferRequestType } from 'hono/client';
import type { AnswerBody, MathMap, MathMapContent, MathMapProgress } from '../../worker/math/math.contracts';
import type { VideoAnswerBody } from '../../worker/math/video/video-level.contracts';
import type { StudentMonsterBody } from '../../worker/monster/monster.contracts';
import type { UpdateItemBody } from '../../worker/monster/items.contracts';
import { createApiClient, type ApiClient } from './api-client';
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

/** The typed RPC client (api-client.ts) over the session client; `long` for slow reads. */
export const client = createApiClient((method, path, options) => sessionClient.request(method, path, options));
const slow = createApiClient((method, path, options) => sessionClient.request(method, path, options), 'long');
const student = (c: ApiClient) => c.students.api.v1.students[':id'];
const sid = (id: number | '-') => ({ id: String(id) });
type MapKey = InferRequestType<ApiClient['math']['api']['v1']['students'][':id']['math_game'][':map']['$get']>['param']['map'];

const mapContents = new Map<string, Promise<MathMapContent>>();

/** A map's static content for a content version, one request per version and map for the page's life. */
function mapContent(version: string, map: MathMapProgress['content']['map']): Promise<MathMapContent> {
  const key = `${version}/${map}`;
  let content = mapContents.get(key);
  if (!content) {
    content = parseResponse(client.math.api.o1.math_content.maps[':map'].$get({ param: { map }, query: { v: version } }));
    mapContents.set(key, content);
    // A failed request is not kept: the next map call asks again.
    content.catch(() => mapContents.delete(key));
  }
  return content;
}

/** The calls the client makes, one function each, through the typed client (paths and types from the route definitions). */
export const api = {
  login: (email_or_username: string, password: string) => parseResponse(client.auth.api.o1.login.$post({ json: { email_or_username, password } })),
  forgotPassword: (email_or_username: string) => parseResponse(client.auth.api.o1.forgot_password.$post({ json: { email_or_username } })),
  validateActionToken: (token: string) => parseResponse(client.auth.api.o1.validate_action_token.$post({ json: { token } })),
  updatePasswordWithToken: (token: string, new_password: string) => parseResponse(client.auth.api.o1.update_password_with_token.$post({ json: { token, new_password } })),
  emailOutbox: () => parseResponse(client.mail.api.v1.admin.email_outbox.$get()),
  createParent: (body: { email: string; password: string; first_name: string; last_name: string }) => parseResponse(client.auth.api.o1.parents.$post({ json: body })),
  parent: () => parseResponse(client.parents.api.v1.parents[':id'].$get({ param: { id: '-' } })),
  addStudent: (body: { first_name: string; last_name: string; username: string; grade: number; new_password: string; parent_password: string }) =>
    parseResponse(client.parents.api.v1.parents[':id'].students.$post({ param: { id: '-' }, json: body })),
  student: (id: number | '-') => parseResponse(student(client).$get({ param: sid(id) })),
  /**
   * The map (spec GET math_game/map): the child's progress from the API joined with the map's
   * static content, fetched once per content version (immutable: the browser keeps it a year, this
   * module keeps it for the page's life; docs/decisions.md "Static map content, the child's progress apart").
   */
  mathMap: async (studentId: number): Promise<MathMap> => {
    const progress = await parseResponse(client.math.api.v1.students[':id'].math_game.map.$get({ param: sid(studentId) }));
    const { map, levels } = await mapContent(progress.content.version, progress.content.map);
    return { ...progress, map, levels };
  },
  /** The game on a map; `setup` switches to pick-skill on a lesson or back to the child's own path. */
  mathGame: (studentId: number, mapKey: string, setup?: { lesson_id: number } | { learning_mode: 'adaptive' }) =>
    parseResponse(
      client.math.api.v1.students[':id'].math_game[':map'].$get({
        // The signature keeps `string` (callers pass a map's key); the server answers 422 to an unknown one.
        param: { ...sid(studentId), map: mapKey as MapKey },
        query: setup ? (Object.fromEntries(Object.entries(setup).map(([k, v]) => [k, String(v)])) as Record<string, string>) : {},
      }),
    ),
  skills: (grade: number) => parseResponse(client.lessons.api.v1.skills.$get({ query: { grade: String(grade) } })),
  lessonsWithStudent: (studentId: number) => parseResponse(slow.lessons.api.v1.students[':id'].math_lessons_with_student.$get({ param: sid(studentId) })),
  setMathGame: (studentId: number, newLevel: number) => parseResponse(client.math.api.v1.students[':id'].math_game.$post({ param: sid(studentId), json: { new_level: newLevel } })),
  lesson: (lessonId: number) => parseResponse(slow.lessons.api.v1.math_lessons[':id'].$get({ param: { id: String(lessonId) } })),
  markLessonIntroWatched: (studentId: number, lessonId: number) =>
    parseResponse(client.lessons.api.v1.students[':id'].student_math_lessons.$post({ param: sid(studentId), json: { math_lesson_id: lessonId, lesson_intro_watched: true } })),
  answer: (studentId: number, questionId: number, body: AnswerBody) =>
    parseResponse(client.math.api.v1.students[':id'].math_game[':game'].questions[':q'].student_answers.$post({ param: { ...sid(studentId), game: '-', q: String(questionId) }, json: body })),
  // Desert video levels (issue 6): the next cue's question, answers judged by the server, the end.
  videoLevel: (studentId: number) => parseResponse(client.videoLevel.api.v1.students[':id'].video_level.$get({ param: sid(studentId) })),
  answerVideo: (studentId: number, questionId: number, body: VideoAnswerBody) =>
    parseResponse(client.videoLevel.api.v1.students[':id'].video_level.questions[':q'].student_answers.$post({ param: { ...sid(studentId), q: String(questionId) }, json: body })),
  endVideoLevel: (studentId: number) => parseResponse(client.videoLevel.api.v1.students[':id'].video_level.end.$post({ param: sid(studentId) })),
  // Monster maker (spec part 1 section 7 "Monster"); a 404 from studentMonster means none yet.
  monsterParts: () => parseResponse(client.monster.api.v1.monster_parts.$get()),
  studentMonster: (studentId: number) => parseResponse(client.monster.api.v1.students[':id'].student_monsters.$get({ param: sid(studentId) })),
  createStudentMonster: (studentId: number, body: StudentMonsterBody) => parseResponse(client.monster.api.v1.students[':id'].student_monsters.$post({ param: sid(studentId), json: body })),
  updateStudentMonster: (studentId: number, body: Partial<StudentMonsterBody>) => parseResponse(client.monster.api.v1.students[':id'].student_monsters.$put({ param: sid(studentId), json: body })),
  // Store, house and outfit room (spec part 1 section 7 "Monster": monster_items, student_monster_items).
  storeItems: (studentId: number, subjectId: number) => parseResponse(client.items.api.v1.students[':id'].monster_items.$get({ param: sid(studentId), query: { subject_id: String(subjectId) } })),
  studentItems: (studentId: number, subjectId: number) =>
    parseResponse(client.items.api.v1.students[':id'].student_monster_items.$get({ param: sid(studentId), query: { subject_id: String(subjectId) } })),
  buyItem: (studentId: number, itemId: number) => parseResponse(client.items.api.v1.students[':id'].student_monster_items.$post({ param: sid(studentId), json: { item_id: itemId } })),
  updateItem: (studentId: number, studentItemId: number, body: UpdateItemBody) =>
    parseResponse(client.items.api.v1.students[':id'].student_monster_items[':student_monster_item_id'].$put({ param: { ...sid(studentId), student_monster_item_id: String(studentItemId) }, json: body })),
};

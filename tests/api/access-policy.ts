/**
 * Who may call which route: the declared access policy of every route in the OpenAPI document
 * (spec part 1 section 6). tests/api/authorization.test.ts walks GET /api/openapi.json and, for
 * every route and every caller (nobody, guest, each role, a parent reaching for another parent's
 * student...), derives the expected status (401, 403 or success) from the route's entry here.
 *
 * A route with no entry fails that test: ADD AN ENTRY for every route you add, keyed by
 * `METHOD /path` exactly as in the OpenAPI document, with the smallest valid request. An entry
 * for a route that no longer exists fails too.
 *
 * Access kinds:
 * - `public`: no credentials (/api/o1 sign-up, login...).
 * - `guest`: a guest token (from POST /api/o1/guests) in the `x-guest-token` header or the
 *   body's `auth_id_token` (`guestToken: 'body'`); without it 401, an access token instead 401.
 * - `user`: any logged-in role (parent, student, admin); 401 without a bearer token.
 * - `student`: the path's student id (`studentParam`, default `id`): the student itself (by id
 *   or `-`) and its parent succeed; another student, another parent and admins get 403.
 * - `student-parent`: like `student`, but only the student's parent (the student itself gets 403).
 * - `student-session`: a student's own token only (no id in the path); parents and admins 403.
 * - `parent`: the path's parent id (`id`, or `-`): only that parent; everyone else 403.
 * - `admin`: admins only; parents and students 403.
 */
import { eq } from 'drizzle-orm';
import { incentives, math_games, parents } from '../../db/schema';
import type { TestContext } from '../helpers/context';

export type AccessKind = 'public' | 'guest' | 'user' | 'student' | 'student-parent' | 'student-session' | 'parent' | 'admin';

/** The people and records the matrix test creates; route entries build requests from them. */
export interface Fixtures {
  owner: { id: number; email: string; password: string; access: string };
  ownStudent: { id: number; username: string; password: string; access: string };
  otherParent: { id: number; access: string };
  otherStudent: { id: number; access: string };
  admin: { id: number; access: string };
  guest: { id: number; token: string };
  /** A guest linked to ownStudent (POST /api/v1/guests/{guest}/student). */
  linkedGuest: { id: number; token: string };
  feedbacks: { student: number; parent: number; guest: number };
  skillId: number;
  lessonId: number;
  questionId: number;
}

/** The caller of one case; `role` null is nobody. */
export interface Caller {
  role: 'guest' | 'parent' | 'student' | 'admin' | null;
}

export interface RoutePolicy {
  access: AccessKind;
  /**
   * Path parameter holding the student id (`student` kinds), default `id`; null when the student
   * is implied (a guest linked to the fixture student), so there is no `-` case.
   */
  studentParam?: string | null;
  /** Values of the other path parameters. */
  params?: (f: Fixtures) => Record<string, string>;
  query?: (f: Fixtures) => Record<string, string>;
  /** A valid body, so an allowed caller reaches the handler (validation runs before authorization). */
  body?: (f: Fixtures, caller: Caller) => unknown;
  /** Extra headers, e.g. the guest header for /api/v1/guests routes. */
  headers?: (f: Fixtures) => Record<string, string>;
  /** `body`: the guest token goes into the body's `auth_id_token` instead of the header. */
  guestToken?: 'header' | 'body';
  /** Runs before every allowed case (resets state a successful call changed). */
  beforeEach?: (ctx: TestContext, f: Fixtures) => Promise<void>;
  /** The route deletes its owner: run it on a family created for this route only. */
  fresh?: boolean;
  /**
   * Statuses that count as "allowed" besides 2xx, only for state-dependent routes, with the
   * reason; the route's own API test covers its success path.
   */
  allowedAlso?: { statuses: number[]; reason: string };
}

const kid = (f: Fixtures) => ({ current_password: f.ownStudent.password, parent_password: f.owner.password });

/** The policy table, keyed by `METHOD /path` as in the OpenAPI document. */
export const ACCESS_POLICY: Record<string, RoutePolicy> = {
  // --- unauthenticated (/api/o1) ---
  'POST /api/o1/login': { access: 'public', body: (f) => ({ email_or_username: f.owner.email, password: f.owner.password }) },
  'POST /api/o1/refresh': {
    access: 'public',
    body: () => ({ refresh_token: 'not-a-token' }),
    allowedAlso: { statuses: [401], reason: 'a refresh token is its own credential; auth.test.ts rotates real ones' },
  },
  'POST /api/o1/logout': { access: 'public', body: () => ({ refresh_token: 'not-a-token' }) },
  // A fresh name per call: the reset e-mail limit (5 per account per hour) must not turn cases into 429s.
  'POST /api/o1/forgot_password': { access: 'public', body: () => ({ email_or_username: `nobody${Math.random().toString(36).slice(2)}` }) },
  'POST /api/o1/validate_action_token': {
    access: 'public',
    body: () => ({ token: 'not-a-token' }),
    allowedAlso: { statuses: [422], reason: 'the token is its own credential; session-security.test.ts uses real ones' },
  },
  'POST /api/o1/update_password_with_token': {
    access: 'public',
    body: () => ({ token: 'not-a-token', new_password: 'secret123' }),
    allowedAlso: { statuses: [422], reason: 'the token is its own credential; session-security.test.ts uses real ones' },
  },
  'GET /api/v1/admin/email_outbox': { access: 'admin' },
  'POST /api/o1/parents': { access: 'public', body: () => ({ email: `p${Math.random().toString(36).slice(2)}@example.com`, password: 'secret12', first_name: 'A', last_name: 'B' }) },
  'POST /api/o1/guests': { access: 'public' },
  'PUT /api/o1/guests': { access: 'guest', guestToken: 'body', body: () => ({ guest: { vars: { grade: 3 } } }) },
  'PUT /api/o1/guests/update_vars_once': { access: 'guest', guestToken: 'body', body: () => ({ guest: { vars: { source: 'ad' } } }) },
  'GET /api/o1/guests/data': { access: 'guest' },
  'POST /api/o1/guest_behavior_events': { access: 'guest', guestToken: 'body', body: () => ({ guest_behavior_events: [{ name: 'LP: playButton', metadata: { path: '/lp/math' } }] }) },
  'POST /api/o1/feedbacks': { access: 'guest', guestToken: 'body', body: () => ({ stars: 5, notes: 'Fun' }) },
  'PUT /api/o1/feedbacks/{feedback_id}': { access: 'guest', guestToken: 'body', params: (f) => ({ feedback_id: String(f.feedbacks.guest) }), body: () => ({ stars: 4 }) },

  // --- any logged-in user ---
  'GET /api/v1/user': { access: 'user' },
  'GET /api/v1/skills': { access: 'user' },
  'GET /api/v1/skills/{id}/math_lessons': { access: 'user', params: (f) => ({ id: String(f.skillId) }) },
  'GET /api/v1/math_lessons/{id}': { access: 'user', params: (f) => ({ id: String(f.lessonId) }) },
  'GET /api/v1/math_lessons/{id}/questions': { access: 'user', params: (f) => ({ id: String(f.lessonId) }) },
  'GET /api/v1/math/questions/{id}': { access: 'user', params: (f) => ({ id: String(f.questionId) }) },
  'GET /api/v1/monster_parts': { access: 'user' },
  'POST /api/v1/guests/{guest}/student': {
    access: 'student',
    studentParam: null,
    params: (f) => ({ guest: String(f.linkedGuest.id) }),
    headers: (f) => ({ 'x-guest-token': f.linkedGuest.token }),
    body: (f, caller) => (caller.role === 'student' ? {} : { student_id: f.ownStudent.id }),
  },
  'GET /api/v1/guests/{id}/user_configs': { access: 'student', studentParam: null, params: (f) => ({ id: String(f.linkedGuest.id) }) },

  // --- admin ---
  'GET /api/v1/admin/admin_users/-': { access: 'admin' },
  'GET /api/v1/admin/monster_parts': { access: 'admin' },
  'GET /api/v1/math_lessons/{id}/correct_answers': { access: 'admin', params: (f) => ({ id: String(f.lessonId) }) },
  'PUT /api/v1/admin/students/{id}/math_game': { access: 'admin', params: (f) => ({ id: String(f.ownStudent.id) }), body: () => ({ current_level: 3 }) },
  'POST /api/v1/students/{id}/incentives/gems/add': { access: 'admin', params: (f) => ({ id: String(f.ownStudent.id) }), body: () => ({ gems: 5 }) },

  // --- parents ---
  'GET /api/v1/parents/{id}': { access: 'parent' },
  'PUT /api/v1/parents/{id}': { access: 'parent', body: () => ({ analytics_client_id: 'c-1' }) },
  'DELETE /api/v1/parents/{id}': { access: 'parent', fresh: true, body: (f) => ({ password: f.owner.password }) },
  'GET /api/v1/parents/{id}/students': { access: 'parent' },
  'POST /api/v1/parents/{id}/students': {
    access: 'parent',
    body: (f) => ({ first_name: 'Kim', last_name: 'Lee', username: `kid${Math.random().toString(36).slice(2, 10)}`, grade: 2, new_password: 'kidpass1', parent_password: f.owner.password }),
  },
  'PUT /api/v1/parents/{id}/students': { access: 'parent', body: (f) => ({ students: [{ id: f.ownStudent.id, grade: 2 }] }) },
  'DELETE /api/v1/parents/{id}/students': { access: 'parent', fresh: true, body: (f) => ({ student_id: f.ownStudent.id, parent_password: f.owner.password }) },
  'GET /api/v1/parents/{id}/account_preferences': { access: 'parent' },
  'POST /api/v1/parents/{id}/account_preferences': { access: 'parent', body: () => ({ dont_lock_at_daily_limit: true }) },
  'GET /api/v1/parents/{id}/account_status': { access: 'parent' },
  'POST /api/v1/parents/{id}/update_password': { access: 'parent', body: (f) => ({ current_password: f.owner.password, new_password: f.owner.password }) },
  'PUT /api/v1/parents/{id}/password': {
    access: 'parent',
    body: (f) => ({ new_password: f.owner.password }),
    beforeEach: async (ctx, f) => {
      await ctx.deps.db.update(parents).set({ password_chosen: false }).where(eq(parents.id, f.owner.id));
    },
  },
  'GET /api/v1/parents/{id}/feedbacks': { access: 'parent' },
  'POST /api/v1/parents/{id}/feedbacks': { access: 'parent', body: () => ({ stars: 3, notes: 'ok', source: 'my-account' }) },
  'PUT /api/v1/parents/{id}/feedbacks/{feedback_id}': { access: 'parent', params: (f) => ({ feedback_id: String(f.feedbacks.parent) }), body: () => ({ notes: 'changed' }) },

  // --- students ---
  'GET /api/v1/students/from_session': { access: 'student-session' },
  'GET /api/v1/students/{id}': { access: 'student' },
  'PUT /api/v1/students/{id}': { access: 'student', body: () => ({ grade: 3 }) },
  'POST /api/v1/students/{id}/update_password': { access: 'student', body: (f) => ({ ...kid(f), new_password: f.ownStudent.password }) },
  'POST /api/v1/students/{id}/migrations/{migration_id}': { access: 'student', params: () => ({ migration_id: '2' }) },
  'GET /api/v1/students/{id}/export': { access: 'student-parent' },
  'POST /api/v1/students/{id}/daily_usages': { access: 'student', body: () => ({ used_math: true }) },
  'POST /api/v1/students/{id}/behavior_events': { access: 'student', body: () => ({ behavior_events: [{ name: 'opened map' }] }) },
  'POST /api/v1/students/{student}/parents/{parent}/behavior_events': {
    access: 'student',
    studentParam: 'student',
    params: (f) => ({ parent: String(f.owner.id) }),
    body: () => ({ behavior_events: [{ name: 'opened map' }] }),
  },
  'GET /api/v1/students/{id}/feedbacks': { access: 'student' },
  'POST /api/v1/students/{id}/feedbacks': { access: 'student', body: () => ({ stars: 5, notes: 'I like the monster' }) },
  'PUT /api/v1/students/{id}/feedbacks/{feedback_id}': { access: 'student', params: (f) => ({ feedback_id: String(f.feedbacks.student) }), body: () => ({ stars: 2 }) },
  'POST /api/v1/guests/{guestId}/students/{id}/feedbacks': { access: 'student', params: (f) => ({ guestId: String(f.linkedGuest.id) }), body: () => ({ stars: 4 }) },

  // --- students: math, gems, monster (other issues) ---
  'GET /api/v1/students/{id}/math_game/map': { access: 'student' },
  'GET /api/v1/students/{id}/math_game/{map}': { access: 'student', params: () => ({ map: 'ocean' }) },
  'POST /api/v1/students/{id}/math_game': {
    access: 'student',
    body: () => ({ new_level: 2 }),
    beforeEach: async (ctx, f) => {
      await ctx.deps.db.delete(math_games).where(eq(math_games.student_id, f.ownStudent.id));
    },
  },
  'POST /api/v1/students/{id}/math_game/{game}/questions/{q}/student_answers': {
    access: 'student',
    params: (f) => ({ game: '-', q: String(f.questionId) }),
    body: () => ({ answer: { answer_id: 1 } }),
    allowedAlso: { statuses: [404, 409, 422], reason: 'only the pending question can be answered; math.test.ts plays real answers' },
  },
  'PUT /api/v1/students/{id}/math_game/{map}': { access: 'student', params: () => ({ map: 'ocean' }), body: () => ({ state_data: { seen: true } }) },
  'GET /api/v1/students/{id}/student_answers': { access: 'student' },
  'GET /api/v1/students/{id}/math_lessons_with_student': { access: 'student' },
  'GET /api/v1/students/{id}/recent_stats_with_student': { access: 'student' },
  'GET /api/v1/students/{id}/math_pretest': { access: 'student' },
  'POST /api/v1/students/{id}/student_math_lessons': { access: 'student', body: (f) => ({ math_lesson_id: f.lessonId, lesson_intro_watched: true }) },
  'GET /api/v1/students/{id}/incentives': { access: 'student' },
  'POST /api/v1/students/{id}/incentives/gems/substract': {
    access: 'student',
    body: () => ({ gems: 1 }),
    beforeEach: async (ctx, f) => {
      await ctx.deps.db.insert(incentives).values({ student_id: f.ownStudent.id, gems: 10 }).onConflictDoUpdate({ target: incentives.student_id, set: { gems: 10 } });
    },
  },
  'GET /api/v1/students/{id}/student_monsters': { access: 'student', allowedAlso: { statuses: [404], reason: 'spec: 404 means the student has no monster yet' } },
  'POST /api/v1/students/{id}/student_monsters': {
    access: 'student',
    body: () => ({ body_id: 1, color_id: 6, pattern_id: 11, eyes_id: 16, mouth_id: 21, headpart_id: 26 }),
    allowedAlso: { statuses: [409], reason: 'a second create answers 409; monster.test.ts covers create' },
  },
  'PUT /api/v1/students/{id}/student_monsters': { access: 'student', body: () => ({ body_id: 2 }), allowedAlso: { statuses: [404], reason: 'no monster yet' } },
  // --- desert video levels (issue 6); video-level.test.ts plays them ---
  'GET /api/v1/students/{id}/video_level': { access: 'student', allowedAlso: { statuses: [409], reason: 'the fixture student is not on a video level' } },
  'POST /api/v1/students/{id}/video_level/questions/{q}/student_answers': {
    access: 'student',
    params: () => ({ q: '1' }),
    body: () => ({ answer: { answer_id: 1 } }),
    allowedAlso: { statuses: [404, 409, 422], reason: 'the fixture student is not on a video level' },
  },
  'POST /api/v1/students/{id}/video_level/end': { access: 'student', allowedAlso: { statuses: [409], reason: 'the fixture student is not on a video level' } },
  // --- store, house and outfit room (issue 5); store.test.ts covers buying and placing ---
  'GET /api/v1/admin/monster_items': { access: 'admin' },
  'GET /api/v1/students/{id}/monster_items': { access: 'student' },
  'GET /api/v1/students/{id}/student_monster_items': { access: 'student' },
  'POST /api/v1/students/{id}/student_monster_items': {
    access: 'student',
    body: () => ({ item_id: 1 }),
    allowedAlso: { statuses: [409, 422], reason: 'the fixture student has no gems (422) or already bought it (409)' },
  },
  'GET /api/v1/students/{id}/student_monster_items/{student_monster_item_id}': {
    access: 'student',
    params: () => ({ student_monster_item_id: '1' }),
    allowedAlso: { statuses: [404], reason: 'the fixture student owns no item' },
  },
  'PUT /api/v1/students/{id}/student_monster_items/{student_monster_item_id}': {
    access: 'student',
    params: () => ({ student_monster_item_id: '1' }),
    body: () => ({ show: true }),
    allowedAlso: { statuses: [404], reason: 'the fixture student owns no item' },
  },
  // --- pets (issue 5); pets.test.ts covers hatching, growing and the pet game ---
  'GET /api/v1/pets': { access: 'user' },
  'GET /api/v1/students/{id}/student_pets': { access: 'student' },
  'POST /api/v1/students/{id}/student_pets': {
    access: 'student',
    body: () => ({ pet_id: 1 }),
    allowedAlso: { statuses: [409], reason: 'the fixture student has no egg to hatch (409 no_egg)' },
  },
  'PUT /api/v1/students/{id}/student_pets/{pet}': {
    access: 'student',
    params: () => ({ pet: '1' }),
    body: () => ({ name: 'Sparky' }),
    allowedAlso: { statuses: [404], reason: 'the fixture student has no pet' },
  },
  'PUT /api/v1/students/{id}/student_pets/{pet}/unlock_next_level': {
    access: 'student',
    params: () => ({ pet: '1' }),
    allowedAlso: { statuses: [404], reason: 'the fixture student has no pet' },
  },
  'GET /api/v1/students/{id}/student_pets/{pet}/pet_game': {
    access: 'student',
    params: () => ({ pet: '1' }),
    allowedAlso: { statuses: [404], reason: 'the fixture student has no pet' },
  },
  'POST /api/v1/students/{id}/student_pets/{pet}/pet_game/questions/{q}/student_answers': {
    access: 'student',
    params: (f) => ({ pet: '1', q: String(f.questionId) }),
    body: () => ({ answer: { dont_know: true } }),
    allowedAlso: { statuses: [404, 409], reason: 'the fixture student has no pet and no pending pet-game question' },
  },
};

/**
 * The few routes the authorization matrix (authorization.test.ts) can't call from their
 * declaration alone. Access itself is NOT declared here: every route declares it in its own
 * definition (`defineRoute({ access: ... })`, published as `x-access` in /api/openapi.json), and
 * the matrix reads it there. An allowed caller sends the body `example` of the route's contract
 * (`jsonBody(schema, example)`) and the path parameters' `example`s.
 *
 * An entry here is only for data a declaration can't carry: records the test creates (ids,
 * passwords, a guest linked to the fixture student), state to reset before a call, a route that
 * deletes its caller, or statuses besides 2xx that an allowed caller legitimately gets because
 * the fixture is in the wrong state for success. Each entry says why (`why`).
 */
import { eq } from 'drizzle-orm';
import { incentives, math_games, parents, student_social_studies_video_lessons } from '../../db/schema';
import type { TestContext } from './context';

/** The people and records the matrix test creates; overrides build requests from them. */
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

export interface MatrixOverride {
  /** Why the declaration alone is not enough. */
  why: string;
  /** Values of path parameters (other than the student or parent id the case sets). */
  params?: (f: Fixtures) => Record<string, string>;
  query?: (f: Fixtures) => Record<string, string>;
  /** A valid body built from the fixtures, replacing the contract's example. */
  body?: (f: Fixtures, caller: Caller) => unknown;
  /** Extra headers, e.g. the guest header for /api/v1/guests routes. */
  headers?: (f: Fixtures) => Record<string, string>;
  /** Runs before every allowed case (resets state a successful call changed). */
  beforeEach?: (ctx: TestContext, f: Fixtures) => Promise<void>;
  /** The route deletes its owner or ends its sessions: the parent's allowed cases run on a family created for them only. */
  fresh?: boolean;
  /** Statuses that count as "allowed" besides 2xx, for state-dependent routes; the route's own API test covers success. */
  allowedAlso?: number[];
}

const kid = (f: Fixtures) => ({ current_password: f.ownStudent.password, parent_password: f.owner.password });
const random = () => Math.random().toString(36).slice(2, 10);
const notOnVideoLevel = 'the fixture student is not on a video level (409; 404/422 for a question)';
const noPet = 'the fixture student has no pet (404)';

/** Overrides, keyed by `METHOD /path` as in the OpenAPI document. */
export const MATRIX_OVERRIDES: Record<string, MatrixOverride> = {
  // --- /api/o1: credentials in the body ---
  'POST /api/o1/login': { why: "logs in the fixture parent (its e-mail and password)", body: (f) => ({ email_or_username: f.owner.email, password: f.owner.password }) },
  'POST /api/o1/refresh': { why: 'a refresh token is its own credential (401 for the example); auth.test.ts rotates real ones', allowedAlso: [401] },
  'POST /api/o1/forgot_password': { why: 'a fresh name per call: the reset e-mail limit (5 per account per hour) must not turn cases into 429s', body: () => ({ email_or_username: `nobody${random()}` }) },
  'POST /api/o1/validate_action_token': { why: 'the token is its own credential (422 for the example); session-security.test.ts uses real ones', allowedAlso: [422] },
  'POST /api/o1/update_password_with_token': { why: 'the token is its own credential (422 for the example); session-security.test.ts uses real ones', allowedAlso: [422] },
  'POST /api/o1/parents': { why: 'a new e-mail per call (a second sign-up answers 409)', body: () => ({ email: `p${random()}@example.com`, password: 'secret12', first_name: 'A', last_name: 'B' }) },
  'GET /api/o1/math_content/maps/{map}': {
    why: "the seeded content version is not known to the matrix (404 for another); math.test.ts fetches the real one from the map's answer",
    params: () => ({ map: 'ocean' }),
    query: () => ({ v: 'matrix' }),
    allowedAlso: [404],
  },
  'PUT /api/o1/feedbacks/{feedback_id}': { why: "the fixture guest's feedback id", params: (f) => ({ feedback_id: String(f.feedbacks.guest) }) },

  // --- ids of seeded content and of fixture records ---
  'GET /api/v1/skills/{id}/math_lessons': { why: 'a seeded skill id', params: (f) => ({ id: String(f.skillId) }) },
  'GET /api/v1/math_lessons/{id}': { why: 'a seeded lesson id', params: (f) => ({ id: String(f.lessonId) }) },
  'GET /api/v1/math_lessons/{id}/questions': { why: 'a seeded lesson id', params: (f) => ({ id: String(f.lessonId) }) },
  'GET /api/v1/math_lessons/{id}/correct_answers': { why: 'a seeded lesson id', params: (f) => ({ id: String(f.lessonId) }) },
  'GET /api/v1/math/questions/{id}': { why: 'a seeded question id', params: (f) => ({ id: String(f.questionId) }) },
  'POST /api/v1/guests/{guest}/student': {
    why: 'the guest linked to the fixture student, its guest token, and (for the parent) the student id',
    params: (f) => ({ guest: String(f.linkedGuest.id) }),
    headers: (f) => ({ 'x-guest-token': f.linkedGuest.token }),
    body: (f, caller) => (caller.role === 'student' ? {} : { student_id: f.ownStudent.id }),
  },
  'GET /api/v1/guests/{id}/user_configs': { why: 'the guest linked to the fixture student', params: (f) => ({ id: String(f.linkedGuest.id) }) },
  'POST /api/v1/guests/{guestId}/students/{id}/feedbacks': { why: 'the guest linked to the fixture student', params: (f) => ({ guestId: String(f.linkedGuest.id) }) },
  'PUT /api/v1/admin/students/{id}/math_game': { why: 'the fixture student (an admin route with a student id)', params: (f) => ({ id: String(f.ownStudent.id) }) },
  'POST /api/v1/students/{id}/incentives/gems/add': { why: 'the fixture student (an admin route with a student id)', params: (f) => ({ id: String(f.ownStudent.id) }) },
  'PUT /api/v1/parents/{id}/feedbacks/{feedback_id}': { why: "the fixture parent's feedback id", params: (f) => ({ feedback_id: String(f.feedbacks.parent) }) },
  'PUT /api/v1/students/{id}/feedbacks/{feedback_id}': { why: "the fixture student's feedback id", params: (f) => ({ feedback_id: String(f.feedbacks.student) }) },
  'POST /api/v1/students/{student}/parents/{parent}/behavior_events': { why: "the fixture student's parent id", params: (f) => ({ parent: String(f.owner.id) }) },
  'POST /api/v1/students/{id}/student_math_lessons': { why: 'a seeded lesson id', body: (f) => ({ math_lesson_id: f.lessonId, lesson_intro_watched: true }) },

  // --- passwords of the fixture accounts, and routes that delete their caller ---
  'DELETE /api/v1/parents/{id}': { why: 'deletes the parent: a family of its own, with its password', fresh: true, body: (f) => ({ password: f.owner.password }) },
  'DELETE /api/v1/parents/{id}/students': { why: 'deletes the student: a family of its own, with its password', fresh: true, body: (f) => ({ student_id: f.ownStudent.id, parent_password: f.owner.password }) },
  'POST /api/v1/parents/{id}/students': {
    why: "the parent's password and a new username per call",
    body: (f) => ({ first_name: 'Kim', last_name: 'Lee', username: `kid${random()}`, grade: 2, new_password: 'kidpass1', parent_password: f.owner.password }),
  },
  'PUT /api/v1/parents/{id}/students': { why: "the fixture parent's student id", body: (f) => ({ students: [{ id: f.ownStudent.id, grade: 2 }] }) },
  'POST /api/v1/parents/{id}/update_password': { why: "the parent's current password", body: (f) => ({ current_password: f.owner.password, new_password: f.owner.password }) },
  'PUT /api/v1/parents/{id}/password': {
    why: 'only an account without a chosen password may choose one: reset before each call',
    body: (f) => ({ new_password: f.owner.password }),
    beforeEach: async (ctx, f) => {
      await ctx.deps.db.update(parents).set({ password_chosen: false }).where(eq(parents.id, f.owner.id));
    },
  },
  'POST /api/v1/students/{id}/update_password': {
    why: "the student's and the parent's passwords; the parent's change ends the child's sessions (issue 12), so it runs on a family of its own",
    fresh: true,
    body: (f) => ({ ...kid(f), new_password: f.ownStudent.password }),
  },

  // --- state: reset it, or accept the answer the fixture's state gives ---
  'GET /api/v1/students/{id}/math_game/{map}': { why: 'the map name of the fixture student (level 1)', params: () => ({ map: 'ocean' }) },
  'PUT /api/v1/students/{id}/math_game/{map}': { why: 'the map name of the fixture student (level 1)', params: () => ({ map: 'ocean' }) },
  'POST /api/v1/students/{id}/math_game': {
    why: 'moving past the start level works once: remove the game before each call',
    beforeEach: async (ctx, f) => {
      await ctx.deps.db.delete(math_games).where(eq(math_games.student_id, f.ownStudent.id));
    },
  },
  'POST /api/v1/students/{id}/math_game/{game}/questions/{q}/student_answers': {
    why: 'only the pending question can be answered (404/409/422); math.test.ts plays real answers',
    params: (f) => ({ game: '-', q: String(f.questionId) }),
    allowedAlso: [404, 409, 422],
  },
  'POST /api/v1/students/{id}/incentives/gems/substract': {
    why: 'spending needs gems: give 10 before each call',
    beforeEach: async (ctx, f) => {
      await ctx.deps.db.insert(incentives).values({ student_id: f.ownStudent.id, gems: 10 }).onConflictDoUpdate({ target: incentives.student_id, set: { gems: 10 } });
    },
  },
  'GET /api/v1/students/{id}/student_monsters': { why: 'spec: 404 means the student has no monster yet', allowedAlso: [404] },
  'POST /api/v1/students/{id}/student_monsters': { why: 'a second create answers 409; monster.test.ts covers create', allowedAlso: [409] },
  'PUT /api/v1/students/{id}/student_monsters': { why: 'no monster yet (404)', allowedAlso: [404] },
  'GET /api/v1/students/{id}/video_level': { why: notOnVideoLevel, allowedAlso: [409] },
  'POST /api/v1/students/{id}/video_level/questions/{q}/student_answers': { why: notOnVideoLevel, params: () => ({ q: '1' }), allowedAlso: [404, 409, 422] },
  'POST /api/v1/students/{id}/video_level/end': { why: notOnVideoLevel, allowedAlso: [409] },
  'POST /api/v1/students/{id}/student_monster_items': { why: 'the fixture student has no gems (422) or already bought it (409)', allowedAlso: [409, 422] },
  'GET /api/v1/students/{id}/student_monster_items/{student_monster_item_id}': { why: 'the fixture student owns no item (404)', allowedAlso: [404] },
  'PUT /api/v1/students/{id}/student_monster_items/{student_monster_item_id}': { why: 'the fixture student owns no item (404)', allowedAlso: [404] },
  'POST /api/v1/students/{id}/student_pets': { why: 'the fixture student has no egg to hatch (409 no_egg)', allowedAlso: [409] },
  'PUT /api/v1/students/{id}/student_pets/{pet}': { why: noPet, params: () => ({ pet: '1' }), allowedAlso: [404] },
  'PUT /api/v1/students/{id}/student_pets/{pet}/unlock_next_level': { why: noPet, params: () => ({ pet: '1' }), allowedAlso: [404] },
  'GET /api/v1/students/{id}/student_pets/{pet}/pet_game': { why: noPet, params: () => ({ pet: '1' }), allowedAlso: [404] },
  'POST /api/v1/students/{id}/student_pets/{pet}/pet_game/questions/{q}/student_answers': {
    why: 'the fixture student has no pet and no pending pet-game question (404/409)',
    params: (f) => ({ pet: '1', q: String(f.questionId) }),
    allowedAlso: [404, 409],
  },
  // --- billing (issue 14): tests/api/billing.test.ts covers each one's success with the Stripe fake ---
  'POST /api/o1/stripe/webhook': { why: 'only Stripe can sign a delivery, so an unsigned call answers 400 bad_signature', allowedAlso: [400] },
  'POST /api/o1/cancel_subscription_with_token': { why: "the token is its own credential (422 for the example); billing.test.ts clicks a real reminder's link", allowedAlso: [422] },
  'POST /api/v1/parents/{id}/resume_subscription': { why: 'the fixture parent has no card membership to resume (409)', allowedAlso: [409] },
  'GET /api/v1/parents/{id}/payment_methods': { why: 'the fixture parent has no card membership, so no Stripe customer (409)', allowedAlso: [409] },
  'GET /api/v1/parents/{id}/default_payment_method': { why: 'the fixture parent has no card membership, so no Stripe customer (409)', allowedAlso: [409] },
  'POST /api/v1/parents/{id}/confirm_stripe_payment_intent': { why: 'the fixture parent has no card membership (409); tests/api/billing-client.test.ts confirms real payments', allowedAlso: [409] },
  // --- the funnel (issue 14): tests/api/funnel-startflows.test.ts covers each one's success with real flows ---
  'GET /api/o1/parent_startflows/{key}': { why: 'the key is its own capability: no flow has the example key (404)', allowedAlso: [404] },
  'PUT /api/o1/parent_startflows/{key}': { why: 'the key is its own capability: no flow has the example key (404)', allowedAlso: [404] },
  'POST /api/v1/parents/{id}/parent_startflows': { why: 'no flow has the example key (404)', query: () => ({ startflow_key: 'AAAAAAAAAAAAAAAAAAAAAA' }), allowedAlso: [404] },
  'PUT /api/v1/parents/{id}/parent_startflows/{key}/end': { why: 'no flow has the example key (404)', allowedAlso: [404] },
  'POST /api/o1/guests/funnel_quiz/answer': { why: "a quiz token is its own credential (422 for the example); funnel-quiz.test.ts answers real ones", allowedAlso: [422] },
  // --- reading (issue 15): tests/api/reading.test.ts plays each one's success on fixture books ---
  'POST /api/v1/students/{id}/reading_books/{book}/book_parts/{part}': { why: "the fixture student has not beaten the part's quiz (409 quiz_not_beaten)", allowedAlso: [409] },
  'POST /api/v1/students/{id}/reading_books/{book}': { why: 'the action query, and the fixture student has not finished the book (409 book_not_finished)', query: () => ({ action: 'complete' }), allowedAlso: [409] },
  'POST /api/v1/students/{id}/reading_book_page_questions/{question}/student_answers': { why: 'no quiz attempt of the fixture student holds the example question (404/409/422)', allowedAlso: [404, 409, 422] },
  'POST /api/v1/students/{id}/student_vocabs': { why: 'word ids are serial: the example word may not be in the example book (404 vocab_not_found)', allowedAlso: [404] },
  // --- science (issue 16): tests/api/science.test.ts customises an earned badge ---
  'POST /api/v1/students/{id}/science_topics/{topicId}/student_science_badges': { why: "the fixture student has not earned the topic's star (409 badge_not_earned)", allowedAlso: [409] },
  // --- social studies (issue 17): the examples are lesson 1 (Egypt's intro defaultVideo, open to a free account), its question 1 and answer 11 ---
  'POST /api/v1/students/{id}/student_social_studies_video_lessons': {
    why: "a second create answers 409 already_exists: remove the fixture child's record of lesson 1 before each call",
    beforeEach: async (ctx, f) => {
      await ctx.deps.db.delete(student_social_studies_video_lessons).where(eq(student_social_studies_video_lessons.student_id, f.ownStudent.id));
    },
  },
  'PUT /api/v1/students/{id}/student_social_studies_video_lessons/{lessonId}': {
    why: 'only a created record is updated (404 student_lesson_not_found), and counts never go down: reset it to 0 before each call',
    beforeEach: async (ctx, f) => {
      await ctx.deps.db.delete(student_social_studies_video_lessons).where(eq(student_social_studies_video_lessons.student_id, f.ownStudent.id));
      await ctx.deps.db.insert(student_social_studies_video_lessons).values({ student_id: f.ownStudent.id, social_studies_video_lesson_id: 1 });
    },
  },
  'DELETE /api/v1/parents/{id}/discount_bundle': { why: 'the fixture parent has no card membership, so no bundle to remove (409)', allowedAlso: [409] },
};

/**
 * The typed test client of the end-to-end tests: reaches a test's starting state through the real
 * API of the spec's server (log in, support's level move, answers posted as the child's game posts
 * them), so the browser only shows and taps what needs a browser (docs/testing.md). Responses are
 * parsed with the API's own contract schemas, so a changed contract fails here, not in a later click.
 */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { correctAnswersSchema } from '../../worker/math/lessons.contracts';
import { answerResponseSchema, mathGameSchema, type AnswerResponse, type MathGame } from '../../worker/math/math.contracts';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';

/** A logged-in user: the bearer token and the user's id (a student's id for a student). */
export interface ApiLogin {
  access: string;
  userId: number;
}

/**
 * Logs in with an e-mail (parent, admin) or a username (student). Throws on a refused login. The
 * login runs in a request context of its own: its HttpOnly refresh cookie must not land in the
 * page's context (`page.request` shares the browser's cookies), where it would replace the session
 * of the user logged in on screen at the page's next refresh. `request` is kept for the callers.
 */
export async function apiLogin(_request: APIRequestContext, baseUrl: string, login: string, password: string): Promise<ApiLogin> {
  const own = await playwrightRequest.newContext();
  try {
    const res = await own.post(`${baseUrl}/api/o1/login`, { data: { email_or_username: login, password } });
    expect(res.status(), `login as ${login}`).toBe(200);
    const body = (await res.json()) as { access_token: string; user_id: number };
    return { access: body.access_token, userId: body.user_id };
  } finally {
    await own.dispose();
  }
}

/** The seeded demo admin (support staff), logged in. */
export function demoAdmin(request: APIRequestContext, baseUrl: string): Promise<ApiLogin> {
  return apiLogin(request, baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A student added by a test for itself: its login (username, password) and its API login. */
export interface NewStudent extends ApiLogin {
  username: string;
  password: string;
}

let newStudents = 0;

/**
 * A new student of the demo parent (POST /api/v1/parents/-/students, the My Account form's call),
 * logged in: for a test that needs a student who never played (the demo's Leo is mid-journey and
 * Mia may have been played by an earlier test of the spec).
 * @param grade the student's grade (1-8; 13 Pre-K, 14 K)
 */
export async function newDemoStudent(request: APIRequestContext, baseUrl: string, grade: number): Promise<NewStudent> {
  const { parent } = DEMO_ACCOUNTS;
  const login = await apiLogin(request, baseUrl, parent.email, parent.password);
  newStudents += 1;
  const username = `kid${Date.now().toString(36)}${newStudents}`;
  const password = 'monster1';
  const res = await request.post(`${baseUrl}/api/v1/parents/-/students`, {
    headers: bearer(login.access),
    data: { first_name: 'Kit', last_name: 'Demo', username, grade, new_password: password, parent_password: parent.password },
  });
  expect(res.status(), `add student ${username}`).toBe(201);
  return { ...(await apiLogin(request, baseUrl, username, password)), username, password };
}

/** Support's level move (PUT /api/v1/admin/students/{id}/math_game): the student stands on `level`. */
export async function moveStudentTo(request: APIRequestContext, baseUrl: string, admin: ApiLogin, studentId: number, level: number): Promise<void> {
  const res = await request.put(`${baseUrl}/api/v1/admin/students/${studentId}/math_game`, { headers: bearer(admin.access), data: { current_level: level } });
  expect(res.status(), `move student ${studentId} to level ${level}`).toBe(200);
}

/**
 * Answers the student's current level correctly through the game's own play calls (GET
 * math_game/{map}, POST student_answers) until `leave` answers remain to its goal (0: the level
 * completes). The right answers come from the admins' correct_answers call (children never get them).
 * @param map the map key of the student's current level (`ocean`, `desert`, `jungle`, `arctic`)
 * @returns the last answer's response, or null when no answer was needed
 * @throws (an expect failure) on a refused call, a wrong judgement or no end within 100 answers
 */
export async function playLevelByApi(
  request: APIRequestContext,
  baseUrl: string,
  student: ApiLogin,
  admin: ApiLogin,
  map: string,
  leave = 0,
): Promise<AnswerResponse | null> {
  const get = await request.get(`${baseUrl}/api/v1/students/${student.userId}/math_game/${map}`, { headers: bearer(student.access) });
  expect(get.status()).toBe(200);
  let game: MathGame | AnswerResponse = mathGameSchema.parse(await get.json());
  let last: AnswerResponse | null = null;
  for (let n = 0; n < 100; n++) {
    if (game.map_game.goal - game.map_game.num_problems_correct <= leave) return last;
    const question = game.question;
    if (!question) throw new Error(`level ${game.map_game.current_level} has no question`);
    const keys = await request.get(`${baseUrl}/api/v1/math_lessons/${question.math_lesson.id}/correct_answers`, { headers: bearer(admin.access) });
    const right = correctAnswersSchema.parse(await keys.json()).correct_answers.find((k) => k.question_id === question.id)!.correct_answer;
    const answer = question.question_type === 'M' ? { answer_id: question.answers.find((a) => a.answer_text === right[0])!.id } : { answer_data: right };
    const res = await request.post(`${baseUrl}/api/v1/students/${student.userId}/math_game/-/questions/${question.id}/student_answers`, {
      headers: bearer(student.access),
      data: { answer, question_lesson_id: question.math_lesson.id },
    });
    expect(res.status()).toBe(200);
    last = answerResponseSchema.parse(await res.json());
    expect(last.prev_question_correct).toBe(true);
    if (last.level_completed) return last;
    game = last;
  }
  throw new Error('the level did not reach its goal in 100 answers');
}

/**
 * A new family with a card membership (math, free month) made through the funnel's registration
 * API against the server's Stripe fake (test card pm_card_visa), in a request context of its own
 * (its refresh cookie stays out of the page). Returns the parent's e-mail and password.
 */
export async function newCardMember(baseUrl: string, tag: string): Promise<{ email: string; password: string }> {
  const own = await playwrightRequest.newContext();
  const stamp = `${tag}${Date.now().toString(36)}`;
  const email = `member.${stamp}@example.com`;
  try {
    const res = await own.post(`${baseUrl}/api/o1/create_stripe_subscription`, {
      data: {
        email,
        password: 'secret123',
        first_name: 'Maya',
        last_name: 'Member',
        students: [{ first_name: 'Ollie', last_name: 'Member', username: `ollie${stamp}`.slice(0, 30), grade: 2, password: 'kidpass1' }],
        subject_ids: [1],
        stripe_token: 'pm_card_visa',
        payment_method: 'ccPay',
        consent: { text: 'Your first month is free. Then $9.99 a month, renewing monthly until you cancel. Cancel before the free month ends and you pay nothing.', accepted: true },
      },
    });
    expect(res.status(), `registration: ${await res.text()}`).toBe(201);
    return { email, password: 'secret123' };
  } finally {
    await own.dispose();
  }
}

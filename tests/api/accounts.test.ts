/** Parent account management and student endpoints (spec part 1 sections 5, 7 "Parents", "Students"). */
// First: the app's routes load @hono/zod-openapi before student-update.ts builds its plain-zod schemas.
import { addStudent, createAdmin, createGuest, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { behavior_events, daily_usages, feedbacks, gem_ledger, guests, incentives, parents, refresh_tokens, students, subscriptions } from '../../db/schema';
import { PASSWORD_ALREADY_CHOSEN, WRONG_ACCOUNT_PASSWORD, WRONG_CURRENT_PASSWORD } from '../../worker/parents/account.service';
import { TIMEZONE_MESSAGE } from '../../worker/students/student-update';
import { WRONG_STUDENT_PASSWORD } from '../../worker/students/students.service';

const ctx = useTestContext();

describe('parents/{id}', () => {
  it('updates names and analytics ids, and rejects unknown fields and blank names with the form messages', async () => {
    const p = await signUpParent(ctx);
    const ok = await ctx.call('PUT', '/api/v1/parents/-', { token: p.access, body: { first_name: ' Grace ', analytics_client_id: 'GA1.2' } });
    expect(ok.status).toBe(200);
    expect(ok.json.first_name).toBe('Grace');
    const [row] = await ctx.deps.db.select().from(parents).where(eq(parents.id, p.id));
    expect(row!.analytics_client_id).toBe('GA1.2');
    const bad = await ctx.call('PUT', `/api/v1/parents/${p.id}`, { token: p.access, body: { first_name: '  ' } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.fields.first_name).toBe('Please enter your first name.');
    const unknown = await ctx.call('PUT', `/api/v1/parents/${p.id}`, { token: p.access, body: { email: 'x@example.com' } });
    expect(unknown.status).toBe(422);
  });

  it('account preferences: reads and switches "don\'t lock at daily limit"', async () => {
    const p = await signUpParent(ctx);
    const before = await ctx.call('GET', '/api/v1/parents/-/account_preferences', { token: p.access });
    expect(before.json).toEqual({ account_preferences: { dont_lock_at_daily_limit: false, auto_read_aloud: true } });
    const on = await ctx.call('POST', '/api/v1/parents/-/account_preferences', { token: p.access, body: { dont_lock_at_daily_limit: true } });
    expect(on.json.account_preferences.dont_lock_at_daily_limit).toBe(true);
    const [row] = await ctx.deps.db.select().from(parents).where(eq(parents.id, p.id));
    expect(row!.dont_lock_at_daily_limit).toBe(true);
    const bad = await ctx.call('POST', '/api/v1/parents/-/account_preferences', { token: p.access, body: { dont_lock_at_daily_limit: 'yes' } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.fields.dont_lock_at_daily_limit).toBe('Please say on or off.');
  });

  it('account status: free without a subscription, paid with a GIFT, unpaid with ASK_PAYMENT_HARD when FAILED', async () => {
    const p = await signUpParent(ctx);
    const free = await ctx.call('GET', '/api/v1/parents/-/account_status', { token: p.access });
    expect(free.json.account_status).toEqual({ payment_status: 'free', subscription_status: 'NO_SUBSCRIPTION', payment_prompt: null, subject_ids: [] });
    await ctx.deps.db.insert(subscriptions).values({ parent_id: p.id, status: 'FAILED', subject_ids: [1, 2] });
    const unpaid = await ctx.call('GET', '/api/v1/parents/-/account_status', { token: p.access });
    expect(unpaid.json.account_status).toMatchObject({ payment_status: 'unpaid', subscription_status: 'FAILED', payment_prompt: 'ASK_PAYMENT_HARD' });
    await ctx.deps.db.insert(subscriptions).values({ parent_id: p.id, status: 'GIFT', subject_ids: [1] });
    const paid = await ctx.call('GET', '/api/v1/parents/-/account_status', { token: p.access });
    expect(paid.json.account_status).toMatchObject({ payment_status: 'paid', subscription_status: 'GIFT', payment_prompt: null, subject_ids: [1] });
  });
});

describe('parent passwords', () => {
  it('update_password needs the current password; the new one then logs in', async () => {
    const p = await signUpParent(ctx);
    const wrong = await ctx.call('POST', '/api/v1/parents/-/update_password', { token: p.access, body: { current_password: 'nope-nope', new_password: 'brandnew1' } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error).toMatchObject({ message: WRONG_CURRENT_PASSWORD, fields: { current_password: WRONG_CURRENT_PASSWORD } });
    const short = await ctx.call('POST', '/api/v1/parents/-/update_password', { token: p.access, body: { current_password: p.password, new_password: '1234' } });
    expect(short.json.error.fields.new_password).toBe('Your password must be at least 5 characters.');
    const empty = await ctx.call('POST', '/api/v1/parents/-/update_password', { token: p.access, body: { current_password: '', new_password: '' } });
    expect(empty.json.error.fields).toEqual({ current_password: 'Please enter your current password.', new_password: 'Please enter a password.' });
    const ok = await ctx.call('POST', '/api/v1/parents/-/update_password', { token: p.access, body: { current_password: p.password, new_password: 'brandnew1' } });
    expect(ok.status).toBe(200);
    const login = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: p.email, password: 'brandnew1' } });
    expect(login.status).toBe(200);
  });

  it('PUT /password sets a password only for an account created without one', async () => {
    const p = await signUpParent(ctx);
    const refused = await ctx.call('PUT', '/api/v1/parents/-/password', { token: p.access, body: { new_password: 'another1' } });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(PASSWORD_ALREADY_CHOSEN);
    await ctx.deps.db.update(parents).set({ password_chosen: false }).where(eq(parents.id, p.id));
    const ok = await ctx.call('PUT', '/api/v1/parents/-/password', { token: p.access, body: { new_password: 'another1' } });
    expect(ok.status).toBe(200);
    expect((await ctx.call('POST', '/api/o1/login', { body: { email_or_username: p.email, password: 'another1' } })).status).toBe(200);
    const again = await ctx.call('PUT', '/api/v1/parents/-/password', { token: p.access, body: { new_password: 'third123' } });
    expect(again.status).toBe(409);
  });
});

describe('parents/{id}/students', () => {
  it("PUT updates several students' grades at once, all or nothing, and never another parent's student", async () => {
    const p = await signUpParent(ctx);
    const a = await addStudent(ctx, p, 1);
    const b = await addStudent(ctx, p, 2);
    const stranger = await addStudent(ctx, await signUpParent(ctx), 3);
    const ok = await ctx.call('PUT', '/api/v1/parents/-/students', { token: p.access, body: { students: [{ id: a.id, grade: 14 }, { id: b.id, first_name: 'Bea' }] } });
    expect(ok.status).toBe(200);
    expect(ok.json.students.map((s: { grade: number; first_name: string }) => [s.grade, s.first_name])).toEqual([
      [14, 'Sam'],
      [2, 'Bea'],
    ]);
    const mixed = await ctx.call('PUT', '/api/v1/parents/-/students', { token: p.access, body: { students: [{ id: a.id, grade: 5 }, { id: stranger.id, grade: 5 }] } });
    expect(mixed.status).toBe(403);
    const [rowA] = await ctx.deps.db.select().from(students).where(eq(students.id, a.id));
    expect(rowA!.grade).toBe(14); // nothing half-saved
    const badGrade = await ctx.call('PUT', '/api/v1/parents/-/students', { token: p.access, body: { students: [{ id: a.id, grade: 0 }] } });
    expect(badGrade.status).toBe(422);
    expect(badGrade.json.error.message).toBe('Please choose a grade.');
  });

  it('DELETE removes one student and all of its data after the account password', async () => {
    const p = await signUpParent(ctx);
    const s = await addStudent(ctx, p);
    await ctx.call('POST', `/api/v1/students/${s.id}/feedbacks`, { token: s.access, body: { stars: 5 } });
    const wrong = await ctx.call('DELETE', '/api/v1/parents/-/students', { token: p.access, body: { student_id: s.id, parent_password: 'wrong-one' } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.fields.parent_password).toBe(WRONG_ACCOUNT_PASSWORD);
    const ok = await ctx.call('DELETE', '/api/v1/parents/-/students', { token: p.access, body: { student_id: s.id, parent_password: p.password } });
    expect(ok.json).toEqual({ deleted: true });
    expect(await ctx.deps.db.$count(students, eq(students.id, s.id))).toBe(0);
    expect(await ctx.deps.db.$count(feedbacks, eq(feedbacks.student_id, s.id))).toBe(0);
  });
});

describe('DELETE parents/{id}: the whole family and its data', () => {
  it("deletes the parent, its students and every row of the children's data, and revokes their sessions", async () => {
    const p = await signUpParent(ctx);
    const s = await addStudent(ctx, p);
    const guest = await createGuest(ctx);
    await ctx.call('POST', `/api/v1/guests/${guest.id}/student`, { token: s.access, headers: { 'x-guest-token': guest.token }, body: {} });
    await ctx.call('POST', `/api/v1/students/${s.id}/feedbacks`, { token: s.access, body: { stars: 4, notes: 'fun' } });
    await ctx.call('POST', '/api/v1/parents/-/feedbacks', { token: p.access, body: { stars: 5 } });
    await ctx.call('POST', `/api/v1/students/${s.id}/daily_usages`, { token: s.access, body: { used_math: true } });
    await ctx.call('POST', `/api/v1/students/${s.id}/behavior_events`, { token: s.access, body: { behavior_events: [{ name: 'x' }] } });
    await ctx.call('GET', `/api/v1/students/${s.id}/math_game/ocean`, { token: s.access });
    const admin = await createAdmin(ctx);
    await ctx.call('POST', `/api/v1/students/${s.id}/incentives/gems/add`, { token: admin.access, body: { gems: 3 } });
    const wrong = await ctx.call('DELETE', '/api/v1/parents/-', { token: p.access, body: { password: 'not-it' } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.fields.password).toBe(WRONG_ACCOUNT_PASSWORD);
    const missing = await ctx.call('DELETE', '/api/v1/parents/-', { token: p.access, body: {} });
    expect(missing.json.error.fields.password).toBe('Please enter your account password.');
    expect(await ctx.deps.db.$count(students, eq(students.parent_id, p.id))).toBe(1);

    const ok = await ctx.call('DELETE', `/api/v1/parents/${p.id}`, { token: p.access, body: { password: p.password } });
    expect(ok.status).toBe(200);
    const db = ctx.deps.db;
    expect(await db.$count(parents, eq(parents.id, p.id))).toBe(0);
    expect(await db.$count(students, eq(students.id, s.id))).toBe(0);
    expect(await db.$count(feedbacks, eq(feedbacks.student_id, s.id))).toBe(0);
    expect(await db.$count(feedbacks, eq(feedbacks.parent_id, p.id))).toBe(0);
    expect(await db.$count(daily_usages, eq(daily_usages.student_id, s.id))).toBe(0);
    expect(await db.$count(behavior_events, eq(behavior_events.student_id, s.id))).toBe(0);
    expect(await db.$count(incentives, eq(incentives.student_id, s.id))).toBe(0);
    expect(await db.$count(gem_ledger, eq(gem_ledger.student_id, s.id))).toBe(0);
    expect(await db.$count(guests, eq(guests.id, guest.id))).toBe(0);
    // Ids are per table (an admin may share the parent's id): the parent's own tokens only.
    expect(await db.$count(refresh_tokens, and(eq(refresh_tokens.role, 'parent'), eq(refresh_tokens.user_id, p.id)))).toBe(0);
    expect(await db.$count(refresh_tokens, and(eq(refresh_tokens.role, 'student'), eq(refresh_tokens.user_id, s.id)))).toBe(0);
    // The family's access tokens, not yet at their exp, end with their sessions (issue 12 part 4).
    expect((await ctx.call('GET', '/api/v1/parents/-', { token: p.access })).status).toBe(401);
    expect((await ctx.call('GET', '/api/v1/students/-', { token: s.access })).status).toBe(401);
    // Log-in is gone too.
    expect((await ctx.call('POST', '/api/o1/login', { body: { email_or_username: p.email, password: p.password } })).status).toBe(401);
  });
});

describe('students/{id}', () => {
  it('PUT: a partial grade update, a timezone, and the validation messages', async () => {
    const p = await signUpParent(ctx);
    const s = await addStudent(ctx, p, 1);
    const grade = await ctx.call('PUT', `/api/v1/students/${s.id}`, { token: p.access, body: { grade: 4 } });
    expect(grade.status).toBe(200);
    expect(grade.json).toMatchObject({ grade: 4, timezone: 'UTC', first_name: 'Sam' });
    const tz = await ctx.call('PUT', '/api/v1/students/-', { token: s.access, body: { timezone: 'America/Chicago' } });
    expect(tz.json).toMatchObject({ grade: 4, timezone: 'America/Chicago' });
    const badTz = await ctx.call('PUT', '/api/v1/students/-', { token: s.access, body: { timezone: 'Mars/Olympus' } });
    expect(badTz.status).toBe(422);
    expect(badTz.json.error.fields.timezone).toBe(TIMEZONE_MESSAGE);
    const badGrade = await ctx.call('PUT', '/api/v1/students/-', { token: s.access, body: { grade: 9 } });
    expect(badGrade.json.error.fields.grade).toBe('Please choose a grade from the list.');
    const empty = await ctx.call('PUT', '/api/v1/students/-', { token: s.access, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.error.message).toBe('Please send something to change.');
  });

  it('from_session is the logged-in student', async () => {
    const p = await signUpParent(ctx);
    const s = await addStudent(ctx, p);
    const res = await ctx.call('GET', '/api/v1/students/from_session', { token: s.access });
    expect(res.json).toMatchObject({ id: s.id, username: s.username });
  });

  it('update_password: the student with its current password, the parent with the account password', async () => {
    const p = await signUpParent(ctx);
    const s = await addStudent(ctx, p);
    const wrong = await ctx.call('POST', '/api/v1/students/-/update_password', { token: s.access, body: { current_password: 'guess12', new_password: 'newkid12' } });
    expect(wrong.json.error).toMatchObject({ message: WRONG_STUDENT_PASSWORD, fields: { current_password: WRONG_STUDENT_PASSWORD } });
    const short = await ctx.call('POST', '/api/v1/students/-/update_password', { token: s.access, body: { current_password: 'kidpass1', new_password: '12345' } });
    expect(short.json.error.fields.new_password).toBe("The student's password must be longer than 5 characters.");
    const ok = await ctx.call('POST', '/api/v1/students/-/update_password', { token: s.access, body: { current_password: 'kidpass1', new_password: 'newkid12' } });
    expect(ok.status).toBe(200);
    const byParentWrong = await ctx.call('POST', `/api/v1/students/${s.id}/update_password`, { token: p.access, body: { parent_password: 'nope-nope', new_password: 'fromparent1' } });
    expect(byParentWrong.json.error.fields.parent_password).toBe(WRONG_ACCOUNT_PASSWORD);
    const byParent = await ctx.call('POST', `/api/v1/students/${s.id}/update_password`, { token: p.access, body: { parent_password: p.password, new_password: 'fromparent1' } });
    expect(byParent.status).toBe(200);
    expect((await ctx.call('POST', '/api/o1/login', { body: { email_or_username: s.username, password: 'fromparent1' } })).status).toBe(200);
  });

  it('migrations/{id}: known migrations move plato_final_migration up, never down; unknown ones 404', async () => {
    const p = await signUpParent(ctx);
    const s = await addStudent(ctx, p);
    expect((await ctx.call('POST', '/api/v1/students/-/migrations/2', { token: s.access })).json).toEqual({ plato_final_migration: 2 });
    expect((await ctx.call('POST', '/api/v1/students/-/migrations/1', { token: s.access })).json).toEqual({ plato_final_migration: 2 });
    const unknown = await ctx.call('POST', '/api/v1/students/-/migrations/99', { token: s.access });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('Migration not found.');
  });

  it("export: a JSON download of everything about the child, for its parent only", async () => {
    const p = await signUpParent(ctx);
    const s = await addStudent(ctx, p);
    await ctx.call('POST', `/api/v1/students/${s.id}/feedbacks`, { token: s.access, body: { stars: 5, notes: 'I love it' } });
    await ctx.call('POST', `/api/v1/students/${s.id}/daily_usages`, { token: s.access, body: { used_reading: true } });
    const res = await ctx.call('GET', `/api/v1/students/${s.id}/export`, { token: p.access });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`attachment; filename="monsterific-${s.username}-\\d{4}-\\d{2}-\\d{2}\\.json"`));
    expect(res.json.student).toMatchObject({ id: s.id, username: s.username });
    expect(JSON.stringify(res.json)).not.toContain('argon2');
    expect(res.json.tables.feedbacks).toEqual([expect.objectContaining({ notes: 'I love it', stars: 5 })]);
    expect(res.json.tables.daily_usages[0].used_reading).toBe(true);
    expect(Object.keys(res.json.tables)).toEqual(expect.arrayContaining(['math_games', 'student_answers', 'incentives', 'gem_ledger', 'student_monsters', 'behavior_events']));
    expect((await ctx.call('GET', `/api/v1/students/${s.id}/export`, { token: s.access })).status).toBe(403);
  });
});

describe('/api/v1/user and the current admin', () => {
  it('answers who is logged in, for every role, with or without the trailing slash', async () => {
    const p = await signUpParent(ctx);
    const s = await addStudent(ctx, p);
    const admin = await createAdmin(ctx);
    expect((await ctx.call('GET', '/api/v1/user/', { token: p.access })).json.user).toMatchObject({ role: 'parent', id: p.id, email: p.email });
    expect((await ctx.call('GET', '/api/v1/user', { token: s.access })).json.user).toMatchObject({ role: 'student', id: s.id, username: s.username, parent_id: p.id });
    expect((await ctx.call('GET', '/api/v1/user/', { token: admin.access })).json.user).toMatchObject({ role: 'admin', id: admin.id });
    const me = await ctx.call('GET', '/api/v1/admin/admin_users/-', { token: admin.access });
    expect(me.json.admin_user).toMatchObject({ id: admin.id, email: admin.email });
    expect((await ctx.call('GET', '/api/v1/user')).json.error.message).toBe('No Access Token');
  });
});

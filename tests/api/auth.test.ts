import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parents, refresh_tokens, students } from '../../db/schema';
import { DUPLICATE_ACCOUNT } from '../../worker/auth/auth.service';
import { USERNAME_TAKEN, WRONG_ACCOUNT_PASSWORD } from '../../worker/parents/account.service';
import { parseConfig } from '../../worker/config';
import { addStudent, refreshCookieOf, signUpParent, TEST_CONFIG, unique } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

describe('POST /api/o1/parents', () => {
  it('creates a parent and returns tokens whose exp is in seconds', async () => {
    const email = `Mixed.Case${unique()}@Example.com`;
    const res = await ctx.call('POST', '/api/o1/parents', { body: { email: `  ${email} `, password: 'secret1', first_name: ' Ada ', last_name: 'L' } });
    expect(res.status).toBe(201);
    expect(res.json.parent.email).toBe(email.toLowerCase());
    expect(res.json.parent.first_name).toBe('Ada');
    const access = decodeJwt(res.json.access_token);
    // The refresh token travels only in the HttpOnly cookie; the JSON says when it expires.
    expect(res.json.refresh_token).toBeUndefined();
    const refresh = decodeJwt(refreshCookieOf(res.headers));
    const nowS = ctx.clock.nowMs() / 1000;
    expect(access.exp! - nowS).toBe(900);
    expect(refresh.exp! - nowS).toBeGreaterThan(29 * 24 * 3600);
    expect(res.json.refresh_exp).toBe(refresh.exp);
    expect([access.fam, access.sid]).toEqual([refresh.fam, refresh.jti]);
    const [row] = await ctx.deps.db.select().from(parents).where(eq(parents.email, email.toLowerCase()));
    expect(row!.password_hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${TEST_CONFIG.argon2MemoryKiB},t=2,p=1\\$`));
    // Production's cost is OWASP's Argon2id minimum (19 MiB, t=2, p=1); the tests run a cheaper one.
    expect(parseConfig({ JWT_SECRET: TEST_CONFIG.jwtSecret }).argon2MemoryKiB).toBe(19456);
  });

  it('answers 409 with the spec message for a duplicate e-mail, compared case-insensitively', async () => {
    const p = await signUpParent(ctx);
    const res = await ctx.call('POST', '/api/o1/parents', { body: { email: p.email.toUpperCase(), password: 'other12', first_name: 'B', last_name: 'C' } });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(DUPLICATE_ACCOUNT);
  });

  it('rejects bad input per field with 422 and creates nothing', async () => {
    const before = await ctx.deps.db.$count(parents);
    const res = await ctx.call('POST', '/api/o1/parents', { body: { email: 'not-an-email', password: '123', first_name: '   ', last_name: '' } });
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toEqual({
      email: 'Please enter a valid e-mail address.',
      password: 'Your password must be at least 5 characters.',
      first_name: 'Please enter your first name.',
      last_name: 'Please enter your last name.',
    });
    expect(await ctx.deps.db.$count(parents)).toBe(before);
  });

  it('answers 400 with a clear message for a body that is not JSON', async () => {
    const res = await ctx.call('POST', '/api/o1/parents', { rawBody: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/valid JSON/);
  });
});

describe('login and refresh', () => {
  it('logs a parent in by e-mail and refuses a wrong password without saying which part was wrong', async () => {
    const p = await signUpParent(ctx);
    const ok = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: ` ${p.email.toUpperCase()} `, password: p.password } });
    expect(ok.status).toBe(200);
    expect(ok.json.role).toBe('parent');
    const bad = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: p.email, password: 'wrong-pass' } });
    expect(bad.status).toBe(401);
    const unknown = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: 'nobody@example.com', password: 'wrong-pass' } });
    expect(unknown.json.error.message).toBe(bad.json.error.message);
  });

  it('rotates the refresh token and revokes the family when an old one is reused', async () => {
    const p = await signUpParent(ctx);
    const first = await ctx.call('POST', '/api/o1/refresh', { body: { refresh_token: p.refresh } });
    expect(first.status).toBe(200);
    expect(first.json.refresh_token).not.toBe(p.refresh);
    const reuse = await ctx.call('POST', '/api/o1/refresh', { body: { refresh_token: p.refresh } });
    expect(reuse.status).toBe(401);
    expect(reuse.json.error.message).toBe('User not found');
    // The thief's reuse also kills the legitimate newest token.
    const after = await ctx.call('POST', '/api/o1/refresh', { body: { refresh_token: first.json.refresh_token } });
    expect(after.status).toBe(401);
    const fam = decodeJwt(p.refresh).fam as string;
    const rows = await ctx.deps.db.select().from(refresh_tokens).where(eq(refresh_tokens.family_id, fam));
    expect(rows.every((r) => r.revoked_at !== null)).toBe(true);
  });

  it('refuses an expired access token and a missing one with clear messages', async () => {
    const p = await signUpParent(ctx);
    const none = await ctx.call('GET', '/api/v1/parents/-');
    expect(none.status).toBe(401);
    expect(none.json.error.message).toBe('No Access Token');
    ctx.clock.advance(901_000);
    const expired = await ctx.call('GET', '/api/v1/parents/-', { token: p.access });
    expect(expired.status).toBe(401);
  });
});

describe('POST /api/v1/parents/{id}/students', () => {
  it('adds a student who can then log in by username (case-insensitive)', async () => {
    const p = await signUpParent(ctx);
    const username = `MiaR${unique()}`;
    const res = await ctx.call('POST', `/api/v1/parents/${p.id}/students`, {
      token: p.access,
      body: { first_name: 'Mia', last_name: 'R', username, grade: 14, new_password: 'abcdef', parent_password: p.password },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ first_name: 'Mia', grade: 14, username: username.toLowerCase(), parent_id: p.id, current_level: 1 });
    const login = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: username.toUpperCase(), password: 'abcdef' } });
    expect(login.status).toBe(200);
    expect(login.json.role).toBe('student');
    const me = await ctx.call('GET', '/api/v1/students/-', { token: login.json.access_token });
    expect(me.json.id).toBe(res.json.id);
  });

  it.each([
    [{ first_name: ' ' }, 'first_name', 'Please enter a first name.'],
    [{ last_name: '' }, 'last_name', 'Please enter a last name.'],
    [{ username: 'abcd' }, 'username', 'The username must be at least 5 characters.'],
    [{ username: 'abc de' }, 'username', 'The username can only have letters and numbers.'],
    [{ grade: 0 }, 'grade', 'Please choose a grade.'],
    [{ grade: 9 }, 'grade', 'Please choose a grade from the list.'],
    [{ new_password: '' }, 'new_password', "Please enter the student's password."],
    [{ new_password: '12345' }, 'new_password', "The student's password must be longer than 5 characters."],
    [{ parent_password: '' }, 'parent_password', 'Please enter your account password.'],
  ])('refuses %j with a message on %s and creates nothing', async (override, field, message) => {
    const p = await signUpParent(ctx);
    const body = { first_name: 'Mia', last_name: 'R', username: `kid${unique()}`, grade: 1, new_password: 'abcdef', parent_password: p.password, ...override };
    const res = await ctx.call('POST', '/api/v1/parents/-/students', { token: p.access, body });
    expect(res.status).toBe(422);
    expect(res.json.error.fields[field]).toBe(message);
    expect(await ctx.deps.db.$count(students, eq(students.parent_id, p.id))).toBe(0);
  });

  it('refuses a wrong account password and a taken username', async () => {
    const p = await signUpParent(ctx);
    const wrong = await ctx.call('POST', '/api/v1/parents/-/students', {
      token: p.access,
      body: { first_name: 'Mia', last_name: 'R', username: `kid${unique()}`, grade: 1, new_password: 'abcdef', parent_password: 'not-mine' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.fields.parent_password).toBe(WRONG_ACCOUNT_PASSWORD);
    const kid = await addStudent(ctx, p);
    const taken = await ctx.call('POST', '/api/v1/parents/-/students', {
      token: p.access,
      body: { first_name: 'Mia', last_name: 'R', username: kid.username.toUpperCase(), grade: 1, new_password: 'abcdef', parent_password: p.password },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error.fields.username).toBe(USERNAME_TAKEN);
  });

  it("keeps parents out of each other's students", async () => {
    const a = await signUpParent(ctx);
    const b = await signUpParent(ctx);
    const kid = await addStudent(ctx, a);
    expect((await ctx.call('GET', `/api/v1/students/${kid.id}`, { token: b.access })).status).toBe(403);
    expect((await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: b.access })).status).toBe(403);
    expect((await ctx.call('GET', `/api/v1/parents/${a.id}/students`, { token: b.access })).status).toBe(403);
    const add = await ctx.call('POST', `/api/v1/parents/${a.id}/students`, {
      token: b.access,
      body: { first_name: 'X', last_name: 'Y', username: `kid${unique()}`, grade: 1, new_password: 'abcdef', parent_password: b.password },
    });
    expect(add.status).toBe(403);
    // A student may read only itself.
    const other = await addStudent(ctx, b);
    expect((await ctx.call('GET', `/api/v1/students/${other.id}`, { token: kid.access })).status).toBe(403);
    expect((await ctx.call('GET', `/api/v1/students/${kid.id}`, { token: a.access })).status).toBe(200);
  });
});

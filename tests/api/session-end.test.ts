/**
 * Sessions end properly (issue 12 part 4): access tokens refused as soon as their session ends
 * (logout, refresh-token reuse, account or child deletion), password changes that end the other
 * sessions (the caller's stays), and the HttpOnly refresh cookie: its attributes, refresh and logout
 * from it, and its CSRF protection. Real app, real database (PGlite or the server).
 */
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refresh_tokens } from '../../db/schema';
import { CSRF_REFUSED, REFRESH_COOKIE } from '../../worker/auth/session-cookie';
import { addStudent, refreshCookieOf, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

/** A new login's session: its access token and the refresh token from its cookie. */
async function session(emailOrUsername: string, password: string) {
  const res = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: emailOrUsername, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.json)}`);
  return { access: res.json.access_token as string, refresh: refreshCookieOf(res.headers) };
}

/** The status an access token gets from an authenticated route. */
const userStatus = async (access: string) => (await ctx.call('GET', '/api/v1/user', { token: access })).status;

/** A cookie-authenticated call the way the session client sends it (the client id header, a JSON body). */
const cookieCall = (path: string, refresh: string, headers: Record<string, string> = {}) =>
  ctx.call('POST', path, { body: {}, headers: { cookie: `${REFRESH_COOKIE}=${refresh}`, 'x-client-id': 'client-1', ...headers } });

describe('access tokens end with their session (issue 12 part 4)', () => {
  it('logout (cookie or body) refuses the access tokens of the session at once, not at their exp', async () => {
    const p = await signUpParent(ctx);
    const other = await session(p.email, p.password);
    expect(await userStatus(p.access)).toBe(200);
    expect((await cookieCall('/api/o1/logout', p.refresh)).status).toBe(200);
    const refused = await ctx.call('GET', '/api/v1/user', { token: p.access });
    expect([refused.status, refused.json.error.message]).toEqual([401, 'Your session has expired. Please log in again.']);
    // Another login of the same account is another session: it goes on.
    expect(await userStatus(other.access)).toBe(200);
    expect((await ctx.call('POST', '/api/o1/logout', { body: { refresh_token: other.refresh } })).status).toBe(200);
    expect(await userStatus(other.access)).toBe(401);
  });

  it('refresh-token reuse refuses every access token of the family, old and new', async () => {
    const p = await signUpParent(ctx);
    const rotated = await ctx.call('POST', '/api/o1/refresh', { body: { refresh_token: p.refresh } });
    expect(await userStatus(rotated.json.access_token)).toBe(200);
    // The old access token stays valid after a normal rotation (until its exp).
    expect(await userStatus(p.access)).toBe(200);
    expect((await ctx.call('POST', '/api/o1/refresh', { body: { refresh_token: p.refresh } })).status).toBe(401);
    expect(await userStatus(p.access)).toBe(401);
    expect(await userStatus(rotated.json.access_token)).toBe(401);
  });

  it("deleting the account refuses its and its children's access tokens", async () => {
    const p = await signUpParent(ctx);
    const kid = await addStudent(ctx, p);
    expect(await userStatus(kid.access)).toBe(200);
    expect((await ctx.call('DELETE', '/api/v1/parents/-', { token: p.access, body: { password: p.password } })).status).toBe(200);
    expect(await userStatus(p.access)).toBe(401);
    expect(await userStatus(kid.access)).toBe(401);
  });

  it("deleting a child refuses the child's access tokens; the parent's session goes on", async () => {
    const p = await signUpParent(ctx);
    const kid = await addStudent(ctx, p);
    expect((await ctx.call('DELETE', '/api/v1/parents/-/students', { token: p.access, body: { student_id: kid.id, parent_password: p.password } })).status).toBe(200);
    expect(await userStatus(kid.access)).toBe(401);
    expect(await userStatus(p.access)).toBe(200);
  });

  it('an access token without a session (signed before issue 12, or forged claims) is refused', async () => {
    const p = await signUpParent(ctx);
    const { sid } = decodeJwt(p.access) as { sid: string };
    await ctx.deps.db.delete(refresh_tokens).where(eq(refresh_tokens.id, sid));
    expect(await userStatus(p.access)).toBe(401);
  });
});

describe('a password change ends the other sessions (issue 12 part 4)', () => {
  it("a parent's change keeps the caller's session and ends every other one, access and refresh", async () => {
    const p = await signUpParent(ctx);
    const other = await session(p.email, p.password);
    const res = await ctx.call('POST', '/api/v1/parents/-/update_password', { token: p.access, body: { current_password: p.password, new_password: 'changed-1' } });
    expect(res.status).toBe(200);
    expect(await userStatus(p.access)).toBe(200);
    const refreshed = await cookieCall('/api/o1/refresh', p.refresh);
    expect(refreshed.status).toBe(200);
    expect(await userStatus(refreshed.json.access_token)).toBe(200);
    expect(await userStatus(other.access)).toBe(401);
    expect((await cookieCall('/api/o1/refresh', other.refresh)).status).toBe(401);
  });

  it("a parent changing a child's password ends all of the child's sessions", async () => {
    const p = await signUpParent(ctx);
    const kid = await addStudent(ctx, p);
    const tablet = await session(kid.username, 'kidpass1');
    const res = await ctx.call('POST', `/api/v1/students/${kid.id}/update_password`, { token: p.access, body: { new_password: 'newkid22', parent_password: p.password } });
    expect(res.status).toBe(200);
    expect(await userStatus(kid.access)).toBe(401);
    expect(await userStatus(tablet.access)).toBe(401);
    expect((await cookieCall('/api/o1/refresh', tablet.refresh)).status).toBe(401);
    expect(await userStatus(p.access)).toBe(200);
  });

  it("a child changing its own password keeps its session and ends the child's others", async () => {
    const p = await signUpParent(ctx);
    const kid = await addStudent(ctx, p);
    const tablet = await session(kid.username, 'kidpass1');
    const res = await ctx.call('POST', '/api/v1/students/-/update_password', { token: kid.access, body: { current_password: 'kidpass1', new_password: 'newkid22' } });
    expect(res.status).toBe(200);
    expect(await userStatus(kid.access)).toBe(200);
    expect(await userStatus(tablet.access)).toBe(401);
  });
});

describe('the refresh cookie (issue 12 part 4)', () => {
  it('login sets HttpOnly; Secure; SameSite=Strict on /api/o1 for the token lifetime, and the JSON carries no refresh token', async () => {
    const p = await signUpParent(ctx);
    const res = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: p.email, password: p.password } });
    expect(res.status).toBe(200);
    expect(res.json.refresh_token).toBeUndefined();
    const [cookie] = res.headers.getSetCookie();
    const attributes = cookie!.split(';').slice(1).map((a) => a.trim());
    expect(attributes.sort()).toEqual(['HttpOnly', `Max-Age=${ctx.deps.config.refreshTokenTtlS}`, 'Path=/api/o1', 'SameSite=Strict', 'Secure'].sort());
    expect(res.json.refresh_exp).toBe(decodeJwt(refreshCookieOf(res.headers)).exp);
  });

  it('refresh works from the cookie: a rotated cookie, a working access token, no token in the JSON; the old cookie is then reuse', async () => {
    const p = await signUpParent(ctx);
    const res = await cookieCall('/api/o1/refresh', p.refresh);
    expect(res.status).toBe(200);
    expect(res.json.refresh_token).toBeUndefined();
    const next = refreshCookieOf(res.headers);
    expect(next).not.toBe(p.refresh);
    expect(decodeJwt(next).fam).toBe(decodeJwt(p.refresh).fam);
    expect(await userStatus(res.json.access_token)).toBe(200);
    const reuse = await cookieCall('/api/o1/refresh', p.refresh);
    expect(reuse.status).toBe(401);
    // The dead cookie is cleared with the refusal.
    expect(reuse.headers.getSetCookie()).toEqual([expect.stringMatching(new RegExp(`^${REFRESH_COOKIE}=;.*Max-Age=0`))]);
    expect((await cookieCall('/api/o1/refresh', next)).status).toBe(401);
  });

  it('a refresh with neither a body token nor a cookie answers "User not found"', async () => {
    const res = await ctx.call('POST', '/api/o1/refresh', { body: {}, headers: { 'x-client-id': 'client-1' } });
    expect([res.status, res.json.error.message]).toEqual([401, 'User not found']);
  });

  it.each([
    ['without the client id header (a plain cross-site fetch)', { 'x-client-id': '' }, {}, 403],
    ['from another origin even as JSON (what a CORS mistake would let through)', { origin: 'https://evil.example' }, {}, 403],
    ['from another site per Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }, {}, 403],
    ['with no body, no content type and neither Origin nor Sec-Fetch-Site (hono/csrf)', {}, undefined, 403],
    ['as a text/plain form post from another origin (the routes take JSON only)', { origin: 'https://evil.example', 'content-type': 'text/plain' }, {}, 415],
    ['as a urlencoded form post (the routes take JSON only)', { 'content-type': 'application/x-www-form-urlencoded' }, {}, 415],
  ] as const)('refuses a forged cookie refresh and logout %s and leaves the session alone', async (_what, headers, body, status) => {
    const p = await signUpParent(ctx);
    for (const path of ['/api/o1/refresh', '/api/o1/logout']) {
      const forged = await ctx.call('POST', path, { ...(body ? { body } : {}), headers: { cookie: `${REFRESH_COOKIE}=${p.refresh}`, 'x-client-id': 'client-1', ...headers } });
      expect(forged.status).toBe(status);
      if (status === 403) expect([forged.json.error.code, forged.json.error.message]).toEqual(['csrf', CSRF_REFUSED]);
      expect(forged.headers.getSetCookie()).toEqual([]);
    }
    expect(await userStatus(p.access)).toBe(200);
    // The real client's call from the page's own origin still works with the untouched cookie.
    expect((await cookieCall('/api/o1/refresh', p.refresh, { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('logout from the cookie revokes the family and clears the cookie with the same attributes', async () => {
    const p = await signUpParent(ctx);
    const res = await cookieCall('/api/o1/logout', p.refresh);
    expect(res.status).toBe(200);
    const [cleared] = res.headers.getSetCookie();
    expect(cleared).toMatch(new RegExp(`^${REFRESH_COOKIE}=;`));
    expect(cleared).toContain('Max-Age=0');
    expect(cleared).toContain('Path=/api/o1');
    expect((await ctx.call('POST', '/api/o1/refresh', { body: { refresh_token: p.refresh } })).status).toBe(401);
  });
});

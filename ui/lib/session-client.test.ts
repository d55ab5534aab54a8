/**
 * The session client on a fake clock (vitest fake timers): storing a login, header `a` rotation
 * range, timeouts, network retries, refresh-once on 401 and logout on a failed refresh (spec part
 * 1 sections 4, 5, 7, 8). The checker, the embedded view and refresh polling are in
 * session-client.timers.test.ts; the fakes in session-client.test-helpers.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEGACY_TOKEN_COOKIES, SIGNED_IN_COOKIE } from './session';
import { ApiError, encodeHeaderA, HEADER_A_MAX_MS, HEADER_A_MIN_MS, NETWORK_FAILURE, NETWORK_RETRY_WAIT_MS, NO_ACCESS_TOKEN, TIMEOUTS_MS } from './session-client';
import { T0, jwt, pair, json, hang, memoryJar, nativePair, setup, tokenServer } from './session-client.test-helpers';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('storing a login (spec part 1 sections 5 and 9, issue 12 part 4)', () => {
  it('stores only when the access token decodes and the refresh expiry is known; no token reaches a cookie', () => {
    const env = setup();
    const good = pair(900);
    expect(env.client.storeLogin({ access_token: good.access_token, refresh_token: 'garbage' })).toBe(false);
    expect(env.client.storeLogin({ access_token: 'garbage', refresh_exp: good.refresh_exp })).toBe(false);
    expect(env.client.storeLogin({ access_token: good.access_token })).toBe(false);
    expect(env.jar.raw.size).toBe(0);
    expect(env.client.storeLogin(good)).toBe(true);
    // The access token in memory; the readable cookie holds role and user id until the refresh exp.
    expect(env.store.get()).toMatchObject({ accessToken: good.access_token, signedIn: true, role: 'parent', userId: 7, accessExpiresAtMs: Math.floor(T0 / 1000) * 1000 + 900_000 });
    expect([...env.jar.raw.entries()]).toEqual([[SIGNED_IN_COOKIE, { value: 'parent.7', exp: Math.floor(T0 / 1000) * 1000 + 30 * 86400_000 }]]);
    expect(env.events).toContainEqual({ name: 'cookies_updated', source: 'login' });
  });

  it('removes the token cookies of the client before issue 12 (readable by any script)', () => {
    const jar = memoryJar();
    for (const name of LEGACY_TOKEN_COOKIES) jar.set(name, jwt({ exp: T0 / 1000 + 3600 }), T0 + 3600_000);
    setup({}, { jar });
    expect(jar.raw.size).toBe(0);
  });
});

describe('a reload and other tabs (issue 12 part 4)', () => {
  it('after a reload the page is still signed in, without an access token, and refresh with the cookie comes before the first call', async () => {
    const first = setup();
    first.client.storeLogin(pair(900, 'student'));
    const reloaded = setup({}, { jar: first.jar, storage: first.storage });
    expect(reloaded.store.get()).toMatchObject({ accessToken: null, signedIn: true, role: 'student', userId: 7, studentId: 7 });
    reloaded.serve(tokenServer(reloaded));
    const res = await reloaded.client.request<{ ok: boolean }>('GET', '/api/v1/students/-');
    expect(res.ok).toBe(true);
    expect(reloaded.calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/o1/refresh', {}],
      ['/api/v1/students/-', null],
    ]);
    // The refresh call carries the client id header the server requires with the cookie (CSRF).
    expect(reloaded.calls[0]!.headers['x-client-id']).toBe(first.client.clientId());
  });

  it("a logout in another tab ends this tab's access token at its next read", () => {
    const a = setup();
    a.client.storeLogin(pair());
    const b = setup({}, { jar: a.jar, storage: a.storage });
    b.client.storeLogin(pair());
    a.store.logout();
    expect(b.store.sync()).toMatchObject({ accessToken: null, signedIn: false, role: null });
  });
});

describe('common headers (spec part 1 section 7)', () => {
  it('sends a stable client id, a request id per request and header a with the timestamp and guest id', async () => {
    const env = setup();
    env.store.storeGuestToken(jwt({ guest_id: 42, exp: T0 / 1000 + 3600 }));
    env.client.start();
    await env.client.request('POST', '/api/o1/login', { body: { x: 1 } });
    await env.client.request('POST', '/api/o1/login', { body: { x: 2 } });
    const [a, b] = env.calls;
    expect(a!.headers['x-client-id']).toBe(b!.headers['x-client-id']);
    expect(env.storage.get('monsterific.client_id')).toBe(a!.headers['x-client-id']);
    expect(a!.headers['x-request-id']).not.toBe(b!.headers['x-request-id']);
    expect(atob(a!.headers.a!)).toBe(`${T0}.42`);
    env.client.stop();
  });

  it('ignores a guest id that is zero or not a number, logging an error', () => {
    const env = setup();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    env.store.storeGuestToken(jwt({ guest_id: 0, exp: T0 / 1000 + 3600 }));
    expect(env.store.guestId()).toBeNull();
    env.store.storeGuestToken(jwt({ guest_id: 'abc', exp: T0 / 1000 + 3600 }));
    expect(env.store.guestId()).toBeNull();
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it.each([
    [0, HEADER_A_MIN_MS],
    [0.5, (HEADER_A_MIN_MS + HEADER_A_MAX_MS) / 2],
    [0.999999, HEADER_A_MIN_MS + 0.999999 * (HEADER_A_MAX_MS - HEADER_A_MIN_MS)],
  ])('refreshes header a after a delay in [4.3 s, 12.7 s] (random %s → %s ms), again and again', async (r, delay) => {
    const env = setup({ random: () => r });
    env.client.start();
    const first = env.client.headerA();
    expect(first).toBe(encodeHeaderA(T0, null));
    await vi.advanceTimersByTimeAsync(Math.round(delay) - 1);
    expect(env.client.headerA()).toBe(first);
    await vi.advanceTimersByTimeAsync(1);
    const second = env.client.headerA();
    expect(second).toBe(encodeHeaderA(T0 + Math.round(delay), null));
    await vi.advanceTimersByTimeAsync(Math.round(delay));
    expect(env.client.headerA()).not.toBe(second);
    expect(delay).toBeGreaterThanOrEqual(4300);
    expect(delay).toBeLessThanOrEqual(12_700);
    env.client.stop();
  });
});

describe('timeouts and network retries (spec part 1 section 7)', () => {
  it.each([
    ['default', TIMEOUTS_MS.default, 10_000],
    ['migration', TIMEOUTS_MS.migration, 20_000],
    ['long', TIMEOUTS_MS.long, 30_000],
  ] as const)('times out a %s call after %i ms, and retries it 3 times 500 ms apart', async (kind, timeout, expected) => {
    expect(timeout).toBe(expected);
    const env = setup();
    env.serve((_c, signal) => hang(signal));
    const result = env.client.request('GET', '/api/o1/anything', { timeout: kind }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4 * timeout + 3 * NETWORK_RETRY_WAIT_MS);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toBe(NETWORK_FAILURE);
    expect(env.calls.map((c) => c.at)).toEqual([0, 1, 2, 3].map((k) => k * (timeout + NETWORK_RETRY_WAIT_MS)));
    // One request id for the retries of one request.
    expect(new Set(env.calls.map((c) => c.headers['x-request-id'])).size).toBe(1);
    expect(env.log.error).toHaveBeenCalledTimes(1);
  });

  it('does not time out a call answered just before the limit', async () => {
    const env = setup();
    env.serve(() => new Promise((resolve) => setTimeout(() => resolve(json(200, { late: true })), TIMEOUTS_MS.default - 1)));
    const result = env.client.request<{ late: boolean }>('GET', '/api/o1/x');
    await vi.advanceTimersByTimeAsync(TIMEOUTS_MS.default);
    expect(await result).toEqual({ late: true });
    expect(env.calls).toHaveLength(1);
  });

  it('retries a network error after 500 ms and succeeds on the third retry', async () => {
    const env = setup();
    env.serve(() => (env.calls.length <= 3 ? Promise.reject(new TypeError('Failed to fetch')) : json(200, { ok: 'finally' })));
    const result = env.client.request('GET', '/api/o1/x');
    await vi.advanceTimersByTimeAsync(1500);
    expect(await result).toEqual({ ok: 'finally' });
    expect(env.calls.map((c) => c.at)).toEqual([0, 500, 1000, 1500]);
    expect(env.log.error).not.toHaveBeenCalled();
  });

  it('does not retry an answered error; the server message comes through', async () => {
    const env = setup();
    env.serve(() => json(422, { error: { message: 'Please enter your password.', code: 'invalid', fields: { password: 'Please enter your password.' } } }));
    const error = (await env.client.request('POST', '/api/o1/login', { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.message, error.fields]).toEqual([422, 'Please enter your password.', { password: 'Please enter your password.' }]);
    expect(env.calls).toHaveLength(1);
  });
});

describe('401, refresh and logout (spec part 1 sections 4 and 8)', () => {
  it('answers "No Access Token" without calling the server when there are no tokens', async () => {
    const env = setup();
    const error = (await env.client.request('GET', '/api/v1/parents/-').catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.message]).toEqual([401, NO_ACCESS_TOKEN]);
    expect(env.calls).toHaveLength(0);
  });

  it('on a 401 refreshes once and retries once with the new token', async () => {
    const env = setup();
    env.client.storeLogin(pair());
    env.serve(tokenServer(env));
    // The server has moved on (e.g. the token was revoked server-side): first answer 401.
    let first = true;
    const inner = tokenServer(env);
    env.serve((call, signal) => {
      if (first && call.path.startsWith('/api/v1')) {
        first = false;
        return json(401, { error: { message: 'expired' } });
      }
      return inner(call, signal);
    });
    const res = await env.client.request<{ ok: boolean }>('GET', '/api/v1/parents/-');
    expect(res.ok).toBe(true);
    expect(env.calls.map((c) => c.path)).toEqual(['/api/v1/parents/-', '/api/o1/refresh', '/api/v1/parents/-']);
    // The refresh token is the HttpOnly cookie the browser sends: the body names none.
    expect(env.calls[1]!.body).toEqual({});
    expect(env.calls[2]!.headers.authorization).toBe(`Bearer ${env.store.get().accessToken}`);
    expect(env.events.map((e) => e.name)).toContain('refresh_succeeded');
  });

  it('refreshes only once: a second 401 is thrown to the caller', async () => {
    const env = setup();
    env.client.storeLogin(pair());
    const inner = tokenServer(env);
    env.serve((call, signal) => (call.path.startsWith('/api/v1') ? json(401, { error: { message: 'Nope' } }) : inner(call, signal)));
    const error = (await env.client.request('GET', '/api/v1/parents/-').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(env.calls.map((c) => c.path)).toEqual(['/api/v1/parents/-', '/api/o1/refresh', '/api/v1/parents/-']);
  });

  it('concurrent 401s share one refresh (a second refresh would reuse the old token and revoke the family)', async () => {
    const env = setup();
    env.client.storeLogin(pair());
    const stale = env.store.get().accessToken;
    const inner = tokenServer(env);
    env.serve((call, signal) => (call.path.startsWith('/api/v1') && call.headers.authorization === `Bearer ${stale}` ? json(401, {}) : inner(call, signal)));
    const results = await Promise.all([1, 2, 3].map(() => env.client.request<{ ok: boolean }>('GET', '/api/v1/parents/-')));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(env.calls.filter((c) => c.path === '/api/o1/refresh')).toHaveLength(1);
  });

  it('a failed refresh logs out and goes to /logout', async () => {
    const env = setup();
    env.client.storeLogin(pair());
    const inner = tokenServer(env, { refreshStatus: 401 });
    env.serve((call, signal) => (call.path.startsWith('/api/v1') ? json(401, {}) : inner(call, signal)));
    const error = (await env.client.request('GET', '/api/v1/parents/-').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(env.store.get().signedIn).toBe(false);
    expect(env.goTo).toHaveBeenCalledWith('/logout');
    expect(env.events).toContainEqual({ name: 'logged_out', reason: 'refresh_failed' });
  });

  it('in the embedded view a failed refresh goes to /webviews/bad-auth-token', async () => {
    const env = setup();
    env.setPath('/webviews/math_map');
    env.client.storeLogin(nativePair());
    env.serve(tokenServer(env, { refreshStatus: 400 }));
    expect(await env.client.refresh()).toBe('rejected');
    expect(env.goTo).toHaveBeenCalledWith('/webviews/bad-auth-token');
  });

  it('a refresh that cannot reach the server does not log out', async () => {
    const env = setup();
    env.client.storeLogin(pair());
    env.serve(() => Promise.reject(new TypeError('offline')));
    const outcome = env.client.refresh();
    await vi.advanceTimersByTimeAsync(3 * NETWORK_RETRY_WAIT_MS);
    expect(await outcome).toBe('unavailable');
    expect(env.store.get().signedIn).toBe(true);
    expect(env.goTo).not.toHaveBeenCalled();
  });

  it('refresh without a refresh token is "User not found" and logs out', async () => {
    const env = setup();
    expect(await env.client.refresh()).toBe('rejected');
    expect(env.log.error.mock.calls[0]![0]).toContain('User not found');
    expect(env.goTo).toHaveBeenCalledWith('/logout');
  });

  it('an access token past its exp is dropped and refreshed before the request goes out', async () => {
    const env = setup();
    env.client.storeLogin(pair(60));
    env.serve(tokenServer(env));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(env.store.sync().accessToken).toBeNull();
    await env.client.request('GET', '/api/v1/parents/-');
    expect(env.calls.map((c) => c.path)).toEqual(['/api/o1/refresh', '/api/v1/parents/-']);
  });

  it('logout revokes on the server (the cookie names the session) and forgets the session here', async () => {
    const env = setup();
    env.client.storeLogin(pair());
    env.serve(tokenServer(env));
    await env.client.logout();
    expect(env.calls).toMatchObject([{ path: '/api/o1/logout', body: {} }]);
    expect(env.calls[0]!.headers['x-client-id']).toBe(env.client.clientId());
    expect(env.store.get()).toMatchObject({ accessToken: null, signedIn: false });
    expect(env.jar.raw.size).toBe(0);
  });

  it('the embedded view refreshes and logs out with its refresh token in the body and keeps the rotated one', async () => {
    const env = setup();
    env.setPath('/webviews/math_map');
    const native = nativePair();
    env.client.storeLogin(native);
    env.serve(tokenServer(env));
    expect(await env.client.refresh()).toBe('ok');
    expect(env.calls[0]!.body).toEqual({ refresh_token: native.refresh_token });
    const rotated = env.store.embeddedRefreshToken();
    expect(rotated).not.toBe(native.refresh_token);
    await env.client.logout();
    expect(env.calls[1]).toMatchObject({ path: '/api/o1/logout', body: { refresh_token: rotated } });
  });
});


/**
 * Every timing rule of the session client on a fake clock (vitest fake timers): header `a`
 * rotation range, timeouts, network retries, refresh-once on 401, logout on a failed refresh, the
 * 30 s checker, the embedded view's 10 s re-apply and the refresh polling (spec part 1 sections 4,
 * 7, 8, 9). The network is a scripted fake server; cookies live in an in-memory jar that drops a
 * cookie at its expiry like a browser.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_COOKIE, createSessionStore, REFRESH_COOKIE, type CookieJar } from './session';
import {
  ApiError,
  CHECK_INTERVAL_MS,
  createSessionClient,
  EMBEDDED_REAPPLY_MS,
  encodeHeaderA,
  HEADER_A_MAX_MS,
  HEADER_A_MIN_MS,
  NETWORK_FAILURE,
  NETWORK_RETRY_WAIT_MS,
  NO_ACCESS_TOKEN,
  REFRESH_POLL_MS,
  TIMEOUTS_MS,
  type SessionEvent,
  type SessionClientOptions,
} from './session-client';

const T0 = Date.UTC(2026, 10, 22, 15, 0, 0);

/** An unsigned JWT (the client only decodes). `exp` in seconds. */
function jwt(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2ln`;
}
let serial = 0;
/** A token pair: access living `accessS` seconds, refresh 30 days. */
function pair(accessS = 900, role = 'parent') {
  serial += 1;
  const nowS = Math.floor(Date.now() / 1000);
  return { access_token: jwt({ typ: 'access', role, sub: '7', exp: nowS + accessS, n: serial }), refresh_token: jwt({ typ: 'refresh', exp: nowS + 30 * 86400, n: serial }) };
}

/** Cookies that disappear at their expiry, read against the (fake) clock. */
function memoryJar(): CookieJar & { raw: Map<string, { value: string; exp: number }> } {
  const raw = new Map<string, { value: string; exp: number }>();
  return {
    raw,
    get: (name) => {
      const c = raw.get(name);
      return c && c.exp > Date.now() ? c.value : undefined;
    },
    set: (name, value, exp) => void raw.set(name, { value, exp }),
    remove: (name) => void raw.delete(name),
  };
}

interface Call {
  at: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}
type Handler = (call: Call, signal: AbortSignal) => Response | Promise<Response>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** Never answers; rejects when aborted (like fetch on a timeout). */
const hang = (signal: AbortSignal) => new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

function setup(overrides: Partial<SessionClientOptions> = {}) {
  const jar = memoryJar();
  const store = createSessionStore(jar, () => Date.now());
  const calls: Call[] = [];
  let handler: Handler = () => json(200, { ok: true });
  const storage = new Map<string, string>();
  const events: SessionEvent[] = [];
  const goTo = vi.fn<(path: string) => void>();
  const log = { error: vi.fn(), warn: vi.fn() };
  let path = '/math';
  let nativeTokens: { access_token: string; refresh_token: string } | null = null;
  let ids = 0;
  const client = createSessionClient({
    store,
    fetch: async (input, init) => {
      const headers = init.headers as Record<string, string>;
      const call: Call = { at: Date.now() - T0, method: init.method ?? 'GET', path: input, headers, body: init.body ? JSON.parse(init.body as string) : null };
      calls.push(call);
      return handler(call, init.signal!);
    },
    timers: {
      now: () => Date.now(),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (id) => clearTimeout(id as number),
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (id) => clearInterval(id as number),
    },
    random: () => 0.5,
    newId: () => `id-${++ids}`,
    storage: { get: (k) => storage.get(k) ?? null, set: (k, v) => void storage.set(k, v), remove: (k) => void storage.delete(k) },
    pathname: () => path,
    goTo,
    embeddedTokens: () => nativeTokens,
    track: (e) => events.push(e),
    log,
    ...overrides,
  });
  return {
    client,
    store,
    jar,
    calls,
    storage,
    events,
    goTo,
    log,
    serve: (h: Handler) => {
      handler = h;
    },
    setPath: (p: string) => {
      path = p;
    },
    setNative: (t: typeof nativeTokens) => {
      nativeTokens = t;
    },
  };
}

/** Answers /refresh with a new pair and /api/v1 calls with 200 when they carry the current access token, else 401. */
function tokenServer(env: ReturnType<typeof setup>, opts: { refreshStatus?: number; accessS?: number } = {}): Handler {
  return (call) => {
    if (call.path === '/api/o1/refresh') {
      if (opts.refreshStatus) return json(opts.refreshStatus, { error: { message: 'User not found', code: 'unauthorized' } });
      return json(200, { ...pair(opts.accessS ?? 900), role: 'parent', user_id: 7 });
    }
    if (call.path === '/api/o1/logout') return json(200, { message: 'You are logged out.' });
    const current = env.store.get().accessToken;
    return call.headers.authorization === `Bearer ${current}` ? json(200, { ok: true, token: current }) : json(401, { error: { message: 'expired', code: 'unauthorized' } });
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('storing a login (spec part 1 sections 5 and 9)', () => {
  it('stores only when both tokens decode, each cookie expiring at its own exp', () => {
    const env = setup();
    const good = pair(900);
    expect(env.client.storeLogin({ access_token: good.access_token, refresh_token: 'garbage' })).toBe(false);
    expect(env.jar.raw.size).toBe(0);
    expect(env.client.storeLogin(good)).toBe(true);
    expect(env.jar.raw.get(ACCESS_COOKIE)!.exp).toBe(Math.floor(T0 / 1000) * 1000 + 900_000);
    expect(env.jar.raw.get(REFRESH_COOKIE)!.exp).toBe(Math.floor(T0 / 1000) * 1000 + 30 * 86400_000);
    expect(env.events).toContainEqual({ name: 'cookies_updated', source: 'login' });
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
    const before = env.store.get().refreshToken;
    const res = await env.client.request<{ ok: boolean }>('GET', '/api/v1/parents/-');
    expect(res.ok).toBe(true);
    expect(env.calls.map((c) => c.path)).toEqual(['/api/v1/parents/-', '/api/o1/refresh', '/api/v1/parents/-']);
    expect(env.calls[1]!.body).toEqual({ refresh_token: before });
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
    expect(env.store.get().refreshToken).toBeNull();
    expect(env.goTo).toHaveBeenCalledWith('/logout');
    expect(env.events).toContainEqual({ name: 'logged_out', reason: 'refresh_failed' });
  });

  it('in the embedded view a failed refresh goes to /webviews/bad-auth-token', async () => {
    const env = setup();
    env.setPath('/webviews/math_map');
    env.client.storeLogin(pair());
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
    expect(env.store.get().refreshToken).not.toBeNull();
    expect(env.goTo).not.toHaveBeenCalled();
  });

  it('refresh without a refresh token is "User not found" and logs out', async () => {
    const env = setup();
    expect(await env.client.refresh()).toBe('rejected');
    expect(env.log.error.mock.calls[0]![0]).toContain('User not found');
    expect(env.goTo).toHaveBeenCalledWith('/logout');
  });

  it('an access token whose cookie expired at exp is refreshed before the request goes out', async () => {
    const env = setup();
    env.client.storeLogin(pair(60));
    env.serve(tokenServer(env));
    await vi.advanceTimersByTimeAsync(61_000);
    expect(env.store.sync().accessToken).toBeNull();
    await env.client.request('GET', '/api/v1/parents/-');
    expect(env.calls.map((c) => c.path)).toEqual(['/api/o1/refresh', '/api/v1/parents/-']);
  });

  it('logout revokes on the server and clears the cookies', async () => {
    const env = setup();
    env.client.storeLogin(pair());
    const refresh = env.store.get().refreshToken;
    env.serve(tokenServer(env));
    await env.client.logout();
    expect(env.calls).toMatchObject([{ path: '/api/o1/logout', body: { refresh_token: refresh } }]);
    expect(env.store.get().accessToken).toBeNull();
  });
});

describe('the 30 s checker (spec part 1 section 9)', () => {
  it('refreshes a token expiring within 60 s at the next 30 s tick, not earlier', async () => {
    const env = setup();
    env.client.storeLogin(pair(120));
    env.serve(tokenServer(env, { accessS: 120 }));
    env.client.start();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS); // 90 s left: nothing
    expect(env.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS); // 60 s left: refresh
    expect(env.calls.map((c) => [c.path, c.at])).toEqual([['/api/o1/refresh', 60_000]]);
    // The new token lives 120 s from 60 s: next refresh at the 120 s tick.
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(env.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(env.calls.map((c) => c.at)).toEqual([60_000, 120_000]);
    env.client.stop();
  });

  it.each([400, 401])('logs out when the checker refresh answers %i', async (status) => {
    const env = setup();
    env.client.storeLogin(pair(30));
    env.serve(tokenServer(env, { refreshStatus: status }));
    env.client.start();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(env.store.get().refreshToken).toBeNull();
    expect(env.goTo).toHaveBeenCalledWith('/logout');
    env.client.stop();
  });

  it('keeps the session when the checker refresh meets a server error', async () => {
    const env = setup();
    env.client.storeLogin(pair(30));
    env.serve(tokenServer(env, { refreshStatus: 503 }));
    env.client.start();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(env.store.get().refreshToken).not.toBeNull();
    expect(env.goTo).not.toHaveBeenCalled();
    env.client.stop();
  });
});

describe('embedded view (spec part 1 section 9)', () => {
  it('re-applies the native app token every 10 s in /webviews only', async () => {
    const env = setup();
    env.setPath('/webviews/math_map');
    const first = pair();
    env.setNative(first);
    env.client.start();
    expect(env.store.get().accessToken).toBe(first.access_token);
    const second = pair();
    env.setNative(second);
    await vi.advanceTimersByTimeAsync(EMBEDDED_REAPPLY_MS - 1);
    expect(env.store.get().accessToken).toBe(first.access_token);
    await vi.advanceTimersByTimeAsync(1);
    expect(env.store.get().accessToken).toBe(second.access_token);
    // Outside the embedded view nothing is applied.
    env.setPath('/math');
    env.setNative(pair());
    await vi.advanceTimersByTimeAsync(EMBEDDED_REAPPLY_MS);
    expect(env.store.get().accessToken).toBe(second.access_token);
    env.client.stop();
  });
});

describe('a refresh in flight is awaited up to 10 polls of 500 ms (spec part 1 section 9)', () => {
  it("waits for another tab's refresh and sends with its new token", async () => {
    const env = setup();
    env.client.storeLogin(pair());
    env.serve(tokenServer(env));
    env.storage.set('monsterific.refresh_in_flight', String(Date.now()));
    const fresh = pair();
    // The other tab finishes after 1.2 s.
    setTimeout(() => {
      env.store.storeLogin(fresh);
      env.storage.delete('monsterific.refresh_in_flight');
    }, 1200);
    const result = env.client.request('GET', '/api/v1/parents/-');
    await vi.advanceTimersByTimeAsync(1500);
    await result;
    expect(env.calls.map((c) => [c.path, c.at])).toEqual([['/api/v1/parents/-', 3 * REFRESH_POLL_MS]]);
    expect(env.calls[0]!.headers.authorization).toBe(`Bearer ${fresh.access_token}`);
  });

  it('gives up waiting after 10 polls (5 s) and sends anyway', async () => {
    const env = setup();
    env.client.storeLogin(pair());
    env.serve(tokenServer(env));
    // A mark refreshed forever (a stuck tab).
    const keep = setInterval(() => env.storage.set('monsterific.refresh_in_flight', String(Date.now())), 100);
    env.storage.set('monsterific.refresh_in_flight', String(Date.now()));
    const result = env.client.request('GET', '/api/v1/parents/-');
    await vi.advanceTimersByTimeAsync(10 * REFRESH_POLL_MS);
    await result;
    clearInterval(keep);
    expect(env.calls.map((c) => c.at)).toEqual([10 * REFRESH_POLL_MS]);
  });

  it("a 401 while another tab refreshes uses that tab's tokens instead of refreshing again", async () => {
    const env = setup();
    env.client.storeLogin(pair());
    const stale = env.store.get().accessToken;
    const inner = tokenServer(env);
    const fresh = pair();
    env.serve((call, signal) => {
      if (call.headers.authorization === `Bearer ${stale}`) {
        // The other tab starts refreshing just as our request is refused.
        env.storage.set('monsterific.refresh_in_flight', String(Date.now()));
        setTimeout(() => {
          env.store.storeLogin(fresh);
          env.storage.delete('monsterific.refresh_in_flight');
        }, 700);
        return json(401, {});
      }
      return inner(call, signal);
    });
    const result = env.client.request<{ token: string }>('GET', '/api/v1/parents/-');
    await vi.advanceTimersByTimeAsync(1000);
    expect((await result).token).toBe(fresh.access_token);
    expect(env.calls.some((c) => c.path === '/api/o1/refresh')).toBe(false);
  });
});

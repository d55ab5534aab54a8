/**
 * Shared fakes of the session client's tests (session-client.test.ts, session-client.timers.test.ts):
 * a clock start, unsigned JWTs, an in-memory cookie jar that drops a cookie at its expiry like a
 * browser, a scripted fake server and a client wired to them.
 */
import { vi } from 'vitest';
import { createSessionStore, type CookieJar } from './session';
import {
  createSessionClient,
  type SessionEvent,
  type SessionClientOptions,
} from './session-client';

export const T0 = Date.UTC(2026, 10, 22, 15, 0, 0);

/** An unsigned JWT (the client only decodes). `exp` in seconds. */
export function jwt(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2ln`;
}
let serial = 0;
/**
 * A web login or refresh answer: an access token living `accessS` seconds and the refresh token's
 * exp (30 days); the refresh token itself is in the HttpOnly cookie, out of the page's reach.
 */
export function pair(accessS = 900, role = 'parent') {
  serial += 1;
  const nowS = Math.floor(Date.now() / 1000);
  return { access_token: jwt({ typ: 'access', role, sub: '7', exp: nowS + accessS, n: serial }), refresh_exp: nowS + 30 * 86400 };
}

/** The tokens the native app hands to the embedded view: both JWTs. */
export function nativePair(accessS = 900, role = 'parent') {
  const { access_token, refresh_exp } = pair(accessS, role);
  return { access_token, refresh_token: jwt({ typ: 'refresh', exp: refresh_exp, n: serial }) };
}

/** Cookies that disappear at their expiry, read against the (fake) clock. */
export function memoryJar(): CookieJar & { raw: Map<string, { value: string; exp: number }> } {
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

export interface Call {
  at: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}
export type Handler = (call: Call, signal: AbortSignal) => Response | Promise<Response>;

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** Never answers; rejects when aborted (like fetch on a timeout). */
export const hang = (signal: AbortSignal) => new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

/**
 * A client over a fake server. `tab` shares another tab's cookie jar and localStorage (a second
 * tab, or the same tab after a reload: memory is new, cookies and storage are not).
 */
export function setup(overrides: Partial<SessionClientOptions> = {}, tab: { jar?: ReturnType<typeof memoryJar>; storage?: Map<string, string> } = {}) {
  const jar = tab.jar ?? memoryJar();
  const store = createSessionStore(jar, () => Date.now());
  const calls: Call[] = [];
  let handler: Handler = () => json(200, { ok: true });
  const events: SessionEvent[] = [];
  const goTo = vi.fn<(path: string) => void>();
  const log = { error: vi.fn(), warn: vi.fn() };
  let path = '/math';
  let nativeTokens: { access_token: string; refresh_token: string } | null = null;
  const storage = tab.storage ?? new Map<string, string>();
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

/**
 * Answers /refresh with a new access token (and, for a refresh token in the body, the embedded
 * view's way, a rotated refresh token) and /api/v1 calls with 200 when they carry the current
 * access token, else 401.
 */
export function tokenServer(env: ReturnType<typeof setup>, opts: { refreshStatus?: number; accessS?: number } = {}): Handler {
  return (call) => {
    if (call.path === '/api/o1/refresh') {
      if (opts.refreshStatus) return json(opts.refreshStatus, { error: { message: 'User not found', code: 'unauthorized' } });
      const inBody = (call.body as { refresh_token?: string } | null)?.refresh_token;
      return json(200, { ...(inBody ? nativePair(opts.accessS ?? 900) : pair(opts.accessS ?? 900)), role: 'parent', user_id: 7 });
    }
    if (call.path === '/api/o1/logout') return json(200, { message: 'You are logged out.' });
    const current = env.store.get().accessToken;
    return call.headers.authorization === `Bearer ${current}` ? json(200, { ok: true, token: current }) : json(401, { error: { message: 'expired', code: 'unauthorized' } });
  };
}

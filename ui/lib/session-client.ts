/**
 * The session client: every HTTP call of the browser goes through it (spec part 1 sections 4, 7,
 * 8 and 9). Rules, each with its constant below:
 * - every request carries a client id header, a request id header and header `a` (an encoded
 *   timestamp plus the guest id, refreshed every 4.3–12.7 s);
 * - timeouts: 10 s by default, 20 s for migrations, 30 s for lesson, lesson list and recent stats;
 * - network failures (no response: network error or timeout) are retried up to 3 times 500 ms
 *   apart, then rethrown and logged;
 * - a 401 refreshes the tokens once and retries once; a failed refresh logs out (in the embedded
 *   view: `/webviews/bad-auth-token`);
 * - a checker every 30 s refreshes an access token expiring within 60 s (400/401 there logs out);
 * - the embedded view re-applies its token from the native app every 10 s;
 * - a refresh in flight (this tab or another) is awaited up to 10 polls of 500 ms.
 * The refresh token is an HttpOnly cookie the browser sends to `/api/o1/refresh` and `/api/o1/logout`
 * (with the client id header the server requires against CSRF); the access token lives in this
 * tab's memory (session.ts), so a reload gets a new one from refresh (issue 12 part 4). Only the
 * embedded view, whose native app hands it both tokens, sends its refresh token in the body.
 * Time, timers, randomness, fetch, storage and navigation are injected so tests can run every rule
 * on a fake clock.
 */
import type { LoginTokens, SessionStore } from './session';

export const HEADER_A_MIN_MS = 4300;
export const HEADER_A_MAX_MS = 12_700;
/** Request timeouts in ms by kind of call (spec part 1 section 7). */
export const TIMEOUTS_MS = { default: 10_000, migration: 20_000, long: 30_000 } as const;
export type TimeoutKind = keyof typeof TIMEOUTS_MS;
export const NETWORK_RETRIES = 3;
export const NETWORK_RETRY_WAIT_MS = 500;
export const CHECK_INTERVAL_MS = 30_000;
export const REFRESH_WITHIN_MS = 60_000;
export const EMBEDDED_REAPPLY_MS = 10_000;
export const REFRESH_POLL_MS = 500;
export const REFRESH_POLLS = 10;
/** A refresh mark older than this is a tab that died mid-refresh, not a refresh in flight. */
const REFRESH_MARK_STALE_MS = REFRESH_POLLS * REFRESH_POLL_MS;

export const CLIENT_ID_HEADER = 'x-client-id';
export const REQUEST_ID_HEADER = 'x-request-id';
export const A_HEADER = 'a';

/** Spec part 1 section 8 messages. */
export const NO_ACCESS_TOKEN = 'No Access Token';
export const USER_NOT_FOUND = 'User not found';
export const GENERIC_FAILURE = "We're sorry something went wrong. Please try again.";
export const NETWORK_FAILURE = 'We could not reach the server. Check your connection and try again.';

/** An API failure with the server's message and per-field messages. Status 0: no response. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Timers and the wall clock (epoch ms). The browser's by default; vitest's fake timers in tests. */
export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

/** A tiny key/value store shared by the tabs (localStorage in the browser). */
export interface SharedStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Tracked session events (spec part 1 section 7 "success and failure of token refresh and cookie updates are tracked"). */
export type SessionEvent =
  | { name: 'refresh_succeeded' }
  | { name: 'refresh_failed'; status: number | null }
  | { name: 'cookies_updated'; source: 'login' | 'refresh' | 'embedded' }
  | { name: 'cookies_update_failed'; source: 'refresh' | 'embedded' }
  | { name: 'logged_out'; reason: 'refresh_failed' | 'user' };

export interface SessionClientOptions {
  store: SessionStore;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  timers: Timers;
  /** Uniform in [0, 1). */
  random: () => number;
  /** A new request id (UUID). */
  newId: () => string;
  storage: SharedStorage;
  /** The current address's path (for the embedded view test `/webviews`). */
  pathname: () => string;
  /** Navigates (the app swaps in react-router's navigate). */
  goTo: (path: string) => void;
  /** Tokens the native app hands to the embedded view, or null (the embedded view's refresh token travels in the body). */
  embeddedTokens: () => { access_token: string; refresh_token: string } | null;
  track: (event: SessionEvent) => void;
  log: Pick<Console, 'error' | 'warn'>;
}

type RefreshOutcome = 'ok' | 'rejected' | 'unavailable';

const REFRESH_MARK = 'monsterific.refresh_in_flight';
const CLIENT_ID_KEY = 'monsterific.client_id';

/**
 * Encodes header `a`: base64 of `{epoch ms}.{guest id or 0}` (spec part 1 section 7; the exact
 * encoding is ours, docs/decisions.md).
 */
export function encodeHeaderA(nowMs: number, guestId: number | null): string {
  return btoa(`${Math.floor(nowMs)}.${guestId ?? 0}`);
}

/** True when the address is the embedded app view (contains `/webviews`, spec part 1 section 1). */
export const isEmbeddedPath = (pathname: string) => pathname.includes('/webviews');

/** Where a failed refresh sends the user (spec part 1 sections 2 and 4). */
export const logoutPathFor = (pathname: string) => (isEmbeddedPath(pathname) ? '/webviews/bad-auth-token' : '/logout');

export interface RequestOptions {
  body?: unknown;
  timeout?: TimeoutKind;
}

/** Creates a session client; call `start()` to run its timers and `stop()` to end them. */
export function createSessionClient(o: SessionClientOptions) {
  let headerA = encodeHeaderA(o.timers.now(), o.store.guestId());
  let headerTimer: unknown = null;
  let checkTimer: unknown = null;
  let embeddedTimer: unknown = null;
  let refreshing: Promise<RefreshOutcome> | null = null;

  const clientId = (() => {
    const stored = o.storage.get(CLIENT_ID_KEY);
    if (stored) return stored;
    const id = o.newId();
    o.storage.set(CLIENT_ID_KEY, id);
    return id;
  })();

  const sleep = (ms: number) => new Promise<void>((resolve) => o.timers.setTimeout(resolve, ms));

  /** Rotates header `a` after a random delay in [4.3 s, 12.7 s], again and again. */
  function scheduleHeaderA() {
    const delay = Math.round(HEADER_A_MIN_MS + o.random() * (HEADER_A_MAX_MS - HEADER_A_MIN_MS));
    headerTimer = o.timers.setTimeout(() => {
      headerA = encodeHeaderA(o.timers.now(), o.store.guestId());
      scheduleHeaderA();
    }, delay);
  }

  /** Another tab marked a refresh in shared storage (a mark older than 5 s is a tab that died mid-refresh). */
  function otherTabRefreshing(): boolean {
    const mark = Number(o.storage.get(REFRESH_MARK));
    return Number.isFinite(mark) && mark > 0 && o.timers.now() - mark < REFRESH_MARK_STALE_MS;
  }

  const anotherRefreshInFlight = () => refreshing !== null || otherTabRefreshing();

  /** Waits while `busy()`, polling every 500 ms at most 10 times (spec part 1 section 9). */
  async function pollWhile(busy: () => boolean): Promise<void> {
    for (let i = 0; i < REFRESH_POLLS && busy(); i++) await sleep(REFRESH_POLL_MS);
  }

  /**
   * One HTTP exchange with the common headers and a timeout; network failures (no response) are
   * retried up to 3 times 500 ms apart, then logged and rethrown as ApiError status 0.
   */
  async function send(method: string, path: string, body: string | null, timeout: TimeoutKind, bearer: string | null): Promise<Response> {
    const requestId = o.newId();
    let lastError: unknown = null;
    for (let attempt = 0; attempt <= NETWORK_RETRIES; attempt++) {
      if (attempt > 0) await sleep(NETWORK_RETRY_WAIT_MS);
      const headers: Record<string, string> = { accept: 'application/json', [CLIENT_ID_HEADER]: clientId, [REQUEST_ID_HEADER]: requestId, [A_HEADER]: headerA };
      if (body !== null) headers['content-type'] = 'application/json';
      if (bearer) headers.authorization = `Bearer ${bearer}`;
      const controller = new AbortController();
      const timer = o.timers.setTimeout(() => controller.abort(new Error(`timed out after ${TIMEOUTS_MS[timeout]} ms`)), TIMEOUTS_MS[timeout]);
      try {
        return await o.fetch(path, { method, headers, body, signal: controller.signal });
      } catch (e) {
        lastError = controller.signal.aborted ? controller.signal.reason : e;
      } finally {
        o.timers.clearTimeout(timer);
      }
    }
    o.log.error(`[api] ${method} ${path} failed after ${NETWORK_RETRIES} retries (request ${requestId}):`, lastError);
    throw new ApiError(0, NETWORK_FAILURE, {}, 'network');
  }

  async function refreshOnce(): Promise<RefreshOutcome> {
    // Another tab may be refreshing with the same cookie: sending it too would be reuse and revoke
    // the whole family on the server, so wait until its rotated cookie is in place.
    if (otherTabRefreshing()) await pollWhile(otherTabRefreshing);
    if (!o.store.sync().signedIn) {
      o.log.error(`[session] ${USER_NOT_FOUND}: no refresh token to refresh with`);
      o.track({ name: 'refresh_failed', status: null });
      return 'rejected';
    }
    const embedded = o.store.embeddedRefreshToken();
    o.storage.set(REFRESH_MARK, String(o.timers.now()));
    try {
      let res: Response;
      try {
        res = await send('POST', '/api/o1/refresh', JSON.stringify(embedded ? { refresh_token: embedded } : {}), 'default', null);
      } catch {
        o.track({ name: 'refresh_failed', status: 0 });
        return 'unavailable';
      }
      if (!res.ok) {
        o.track({ name: 'refresh_failed', status: res.status });
        return res.status === 400 || res.status === 401 ? 'rejected' : 'unavailable';
      }
      const tokens = (await res.json().catch(() => null)) as { access_token?: unknown; refresh_exp?: unknown; refresh_token?: unknown } | null;
      const stored =
        typeof tokens?.access_token === 'string' &&
        o.store.storeLogin({
          access_token: tokens.access_token,
          refresh_exp: typeof tokens.refresh_exp === 'number' ? tokens.refresh_exp : undefined,
          refresh_token: typeof tokens.refresh_token === 'string' ? tokens.refresh_token : undefined,
        });
      if (!stored) {
        o.track({ name: 'cookies_update_failed', source: 'refresh' });
        return 'rejected';
      }
      o.track({ name: 'refresh_succeeded' });
      o.track({ name: 'cookies_updated', source: 'refresh' });
      return 'ok';
    } finally {
      o.storage.remove(REFRESH_MARK);
    }
  }

  /** Refreshes the tokens (one refresh at a time in this tab); a rejected refresh logs out. */
  function refresh(): Promise<RefreshOutcome> {
    refreshing ??= refreshOnce()
      .then((outcome) => {
        if (outcome === 'rejected') logOutLocally('refresh_failed');
        return outcome;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function logOutLocally(reason: 'refresh_failed' | 'user') {
    o.store.logout();
    o.track({ name: 'logged_out', reason });
    if (reason === 'refresh_failed') o.goTo(logoutPathFor(o.pathname()));
  }

  /**
   * Sends one API call and returns its JSON body.
   * @throws ApiError 401 "No Access Token" for an /api/v1 call with no tokens at all; the server's
   *   status and message otherwise; status 0 after the network retries.
   */
  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const authed = path.startsWith('/api/v1');
    const body = options.body === undefined ? null : JSON.stringify(options.body);
    const timeout = options.timeout ?? 'default';
    if (authed) {
      await pollWhile(anotherRefreshInFlight);
      let s = o.store.sync();
      // An expired access token, or none yet after a reload, is refreshed first (spec part 1 section 4).
      if (!s.accessToken && s.signedIn) {
        const outcome = await refresh();
        if (outcome === 'rejected') throw new ApiError(401, NO_ACCESS_TOKEN, {}, 'unauthorized');
        s = o.store.sync();
      }
      if (!s.accessToken) throw new ApiError(401, NO_ACCESS_TOKEN, {}, 'unauthorized');
    }
    let res = await send(method, path, body, timeout, authed ? o.store.get().accessToken : null);
    if (res.status === 401 && authed) {
      const outcome = await refresh();
      if (outcome === 'ok') res = await send(method, path, body, timeout, o.store.get().accessToken);
    }
    const data = (await res.json().catch(() => null)) as unknown;
    if (!res.ok) {
      const err = (data as { error?: { message?: string; fields?: Record<string, string>; code?: string } } | null)?.error;
      throw new ApiError(res.status, err?.message ?? GENERIC_FAILURE, err?.fields ?? {}, err?.code);
    }
    return data as T;
  }

  /** The 30 s checker: refreshes an access token that expires within 60 s (or is already gone). */
  async function check(): Promise<void> {
    const s = o.store.sync();
    if (!s.signedIn) return;
    const expiresAt = s.accessExpiresAtMs ?? 0;
    if (expiresAt - o.timers.now() > REFRESH_WITHIN_MS) return;
    await refresh();
  }

  /** The embedded view takes the native app's tokens every 10 s when they differ from the stored ones. */
  function reapplyEmbeddedToken() {
    if (!isEmbeddedPath(o.pathname())) return;
    const tokens = o.embeddedTokens();
    if (!tokens || tokens.access_token === o.store.sync().accessToken) return;
    if (o.store.storeLogin(tokens)) o.track({ name: 'cookies_updated', source: 'embedded' });
    else o.track({ name: 'cookies_update_failed', source: 'embedded' });
  }

  return {
    request,
    /** Refreshes now; resolves to the outcome ('rejected' has logged out). */
    refresh,
    /** Runs the periodic rules: header `a` rotation, the 30 s checker, the embedded re-apply. */
    start() {
      if (headerTimer !== null) return;
      headerA = encodeHeaderA(o.timers.now(), o.store.guestId());
      scheduleHeaderA();
      checkTimer = o.timers.setInterval(() => void check(), CHECK_INTERVAL_MS);
      embeddedTimer = o.timers.setInterval(reapplyEmbeddedToken, EMBEDDED_REAPPLY_MS);
      reapplyEmbeddedToken();
    },
    stop() {
      o.timers.clearTimeout(headerTimer);
      o.timers.clearInterval(checkTimer);
      o.timers.clearInterval(embeddedTimer);
      headerTimer = checkTimer = embeddedTimer = null;
    },
    /** Stores a fresh login (login or sign-up answer); false when the access token doesn't decode or the refresh expiry is missing. */
    storeLogin(tokens: LoginTokens): boolean {
      const ok = o.store.storeLogin(tokens);
      if (ok) o.track({ name: 'cookies_updated', source: 'login' });
      return ok;
    },
    /**
     * Logs out on purpose: the server revokes the refresh token's family and clears its cookie
     * (best effort: this tab forgets the session even when the server can't be reached).
     */
    async logout(): Promise<void> {
      const { signedIn } = o.store.sync();
      const embedded = o.store.embeddedRefreshToken();
      logOutLocally('user');
      if (!signedIn) return;
      try {
        await send('POST', '/api/o1/logout', JSON.stringify(embedded ? { refresh_token: embedded } : {}), 'default', null);
      } catch {
        o.log.warn('[session] logout could not reach the server; the refresh token expires on its own');
      }
    },
    /** The current header `a` value (for tests and diagnostics). */
    headerA: () => headerA,
    clientId: () => clientId,
  };
}

export type SessionClient = ReturnType<typeof createSessionClient>;

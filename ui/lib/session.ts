/**
 * The browser session (spec part 1 sections 3, 4, 5 and 9): access and refresh tokens in cookies
 * that expire at each token's `exp` (seconds), the current student id in a cookie, and the guest
 * token (7 days). A login is stored only when both tokens decode. A small framework-free store:
 * React reads it with `useSyncExternalStore`, the session client (session-client.ts) reads and
 * updates it. Cookies go through a {@link CookieJar} so tests can use an in-memory jar on a fake clock.
 */
import Cookies from 'js-cookie';
import { decodeJwt } from 'jose';
import { createChangeSignal } from './change-signal';

export type Role = 'parent' | 'student' | 'admin';

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  role: Role | null;
  userId: number | null;
  /** Selected student (cookie `current_student_id`). */
  studentId: number | null;
  /** Access token `exp` in epoch milliseconds, null without a (decodable) access token. */
  accessExpiresAtMs: number | null;
}

/** Where cookies live: js-cookie in the browser, a map in tests. `expiresAtMs` is epoch ms. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, expiresAtMs: number): void;
  remove(name: string): void;
}

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
export const STUDENT_COOKIE = 'current_student_id';
export const GUEST_COOKIE = 'guest_token';
/** Spec part 1 section 9: the guest cookie lasts 7 days (604800000 ms). */
export const GUEST_COOKIE_MS = 604_800_000;
/** The selected-student cookie of a parent session lasts 30 days. */
const STUDENT_COOKIE_MS = 30 * 24 * 3600 * 1000;

interface Claims {
  exp: number;
  role?: Role;
  sub?: string;
  guest_id?: unknown;
}

/** Decodes a JWT's claims without verifying it; null for an empty or malformed token or one without `exp` (spec part 1 section 5). */
export function decodeToken(token: string | null | undefined): Claims | null {
  if (!token) return null;
  try {
    const claims = decodeJwt(token);
    return typeof claims.exp === 'number' ? (claims as unknown as Claims) : null;
  } catch {
    console.debug('token could not be decoded');
    return null;
  }
}

/** Parses the current-student cookie: ignored when empty, zero or not a number (spec part 1 section 5). */
export function parseStudentId(value: string | undefined): number | null {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The browser's cookies through js-cookie (path /, SameSite=Lax). */
export const browserCookieJar: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, expiresAtMs) => {
    Cookies.set(name, value, { expires: new Date(expiresAtMs), sameSite: 'Lax', path: '/' });
  },
  remove: (name) => Cookies.remove(name, { path: '/' }),
};

/** The session store over a cookie jar. */
export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * Creates a session store.
 * @param jar where the cookies live
 * @param now epoch milliseconds (cookie lifetimes for the selected student and the guest)
 */
export function createSessionStore(jar: CookieJar, now: () => number = Date.now) {
  function read(): SessionState {
    const accessToken = jar.get(ACCESS_COOKIE) ?? null;
    const refreshToken = jar.get(REFRESH_COOKIE) ?? null;
    const claims = decodeToken(accessToken);
    let studentId = parseStudentId(jar.get(STUDENT_COOKIE));
    if (claims?.role === 'student' && claims.sub) studentId = Number(claims.sub);
    return {
      accessToken,
      refreshToken,
      role: claims?.role ?? null,
      userId: claims?.sub ? Number(claims.sub) : null,
      studentId,
      accessExpiresAtMs: claims ? claims.exp * 1000 : null,
    };
  }

  let state = read();
  const changes = createChangeSignal();
  const same = (a: SessionState, b: SessionState) => a.accessToken === b.accessToken && a.refreshToken === b.refreshToken && a.studentId === b.studentId;

  /** Re-reads the cookies; notifies listeners only when something changed. */
  function sync(): SessionState {
    const next = read();
    if (!same(next, state)) {
      state = next;
      changes.notify();
    }
    return state;
  }

  return {
    /** The cached state (stable between changes, as useSyncExternalStore needs). */
    get: (): SessionState => state,
    subscribe: changes.subscribe,
    /**
     * Stores a login: each token in a cookie expiring at its own `exp`. Returns false (and stores
     * nothing) unless both tokens decode (spec part 1 section 5).
     */
    storeLogin(tokens: { access_token: string; refresh_token: string }): boolean {
      const access = decodeToken(tokens.access_token);
      const refresh = decodeToken(tokens.refresh_token);
      if (!access || !refresh) return false;
      jar.set(ACCESS_COOKIE, tokens.access_token, access.exp * 1000);
      jar.set(REFRESH_COOKIE, tokens.refresh_token, refresh.exp * 1000);
      if (access.role === 'student' && access.sub) jar.set(STUDENT_COOKIE, access.sub, refresh.exp * 1000);
      sync();
      return true;
    },
    /** Selects the current student (a parent session picking a child). */
    selectStudent(id: number) {
      jar.set(STUDENT_COOKIE, String(id), now() + STUDENT_COOKIE_MS);
      sync();
    },
    /** Clears the tokens and the selected student (the guest token stays: the visitor is still a guest). */
    logout() {
      for (const name of [ACCESS_COOKIE, REFRESH_COOKIE, STUDENT_COOKIE]) jar.remove(name);
      sync();
    },
    /** Keeps a guest token for 7 days (spec part 1 section 9). Seam for the guests feature. */
    storeGuestToken(token: string) {
      jar.set(GUEST_COOKIE, token, now() + GUEST_COOKIE_MS);
    },
    /**
     * The guest id from the guest token's `guest_id` claim; a guest id that is zero or not a
     * number is ignored and an error logged (spec part 1 section 5).
     */
    guestId(): number | null {
      const token = jar.get(GUEST_COOKIE);
      if (!token) return null;
      const raw = decodeToken(token)?.guest_id;
      const id = Number(raw);
      if (!Number.isSafeInteger(id) || id <= 0) {
        console.error(`[session] ignoring guest id ${JSON.stringify(raw)}: not a positive number`);
        return null;
      }
      return id;
    },
    sync,
    /** Re-reads cookies (another tab may have changed them). Same as {@link sync}. */
    refreshFromCookies: sync,
  };
}

/** The page's session, over the browser's cookies. */
export const session = createSessionStore(browserCookieJar);

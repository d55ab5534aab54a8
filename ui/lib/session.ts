/**
 * The browser session (spec part 1 sections 3, 4, 5 and 9; issue 12 part 4): the access token in
 * this tab's memory only, the refresh token in an HttpOnly cookie the server sets and no script
 * can read (worker/auth/session-cookie.ts), and beside it a readable `signed_in` cookie that holds
 * nothing secret (role and user id) and expires with the refresh token, so the page knows after a
 * reload that it can get a fresh access token from `/api/o1/refresh`. The current student id and
 * the guest token (7 days) stay in cookies. A login is stored only when the access token decodes
 * and the refresh token's expiry is known. A small framework-free store: React reads it with
 * `useSyncExternalStore`, the session client (session-client.ts) reads and updates it. Cookies go
 * through a {@link CookieJar} so tests can use an in-memory jar on a fake clock.
 */
import Cookies from 'js-cookie';
import { decodeJwt } from 'jose';
import { createChangeSignal } from './change-signal';

export type Role = 'parent' | 'student' | 'admin';

export interface SessionState {
  /** In memory only: gone on a reload until the next refresh. */
  accessToken: string | null;
  /** A refresh cookie is believed to exist (the `signed_in` cookie): logged in, even without an access token yet. */
  signedIn: boolean;
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

/** `{role}.{user id}` while a refresh cookie lives (it expires at the refresh token's exp). */
export const SIGNED_IN_COOKIE = 'signed_in';
/** Cookies of the client before issue 12 (tokens readable by any script): removed on start. */
export const LEGACY_TOKEN_COOKIES = ['access_token', 'refresh_token'] as const;
export const STUDENT_COOKIE = 'current_student_id';
export const GUEST_COOKIE = 'guest_token';
/** Spec part 1 section 9: the guest cookie lasts 7 days (604800000 ms). */
export const GUEST_COOKIE_MS = 604_800_000;
/** The selected-student cookie of a parent session lasts 30 days. */
const STUDENT_COOKIE_MS = 30 * 24 * 3600 * 1000;

/** What a login, sign-up or refresh answer gives the store: the refresh token only in the embedded view. */
export interface LoginTokens {
  access_token: string;
  /** The refresh token's exp (seconds); read from `refresh_token` when absent. */
  refresh_exp?: number | undefined;
  /** The embedded view's refresh token (from the native app; kept in memory). */
  refresh_token?: string | undefined;
}

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

const ROLES: readonly Role[] = ['parent', 'student', 'admin'];

/** Parses the `signed_in` cookie; null when absent or malformed. */
function parseSignedIn(value: string | undefined): { role: Role; userId: number } | null {
  const [role, id] = (value ?? '').split('.');
  const userId = Number(id);
  return ROLES.includes(role as Role) && Number.isSafeInteger(userId) && userId > 0 ? { role: role as Role, userId } : null;
}

/**
 * Creates a session store.
 * @param jar where the cookies live
 * @param now epoch milliseconds (cookie lifetimes for the selected student and the guest)
 */
export function createSessionStore(jar: CookieJar, now: () => number = Date.now) {
  for (const name of LEGACY_TOKEN_COOKIES) jar.remove(name);
  let accessToken: string | null = null;
  let embeddedRefresh: string | null = null;

  function read(): SessionState {
    const signed = parseSignedIn(jar.get(SIGNED_IN_COOKIE));
    // Logged out in another tab (or the refresh cookie expired): this tab's access token goes too.
    if (!signed) accessToken = embeddedRefresh = null;
    const claims = decodeToken(accessToken);
    if (claims && claims.exp * 1000 <= now()) accessToken = null;
    const live = accessToken ? claims : null;
    const role = live?.role ?? signed?.role ?? null;
    const userId = live?.sub ? Number(live.sub) : (signed?.userId ?? null);
    let studentId = parseStudentId(jar.get(STUDENT_COOKIE));
    if (role === 'student' && userId) studentId = userId;
    return { accessToken, signedIn: signed !== null, role, userId, studentId, accessExpiresAtMs: live ? live.exp * 1000 : null };
  }

  let state = read();
  const changes = createChangeSignal();
  const same = (a: SessionState, b: SessionState) => a.accessToken === b.accessToken && a.signedIn === b.signedIn && a.studentId === b.studentId && a.role === b.role;

  /** Re-reads the cookies (and drops an access token past its exp); notifies listeners only when something changed. */
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
     * Stores a login: the access token in memory, the `signed_in` cookie until the refresh token's
     * exp. Returns false (and stores nothing) unless the access token decodes and that exp is known
     * (spec part 1 section 5).
     */
    storeLogin(tokens: LoginTokens): boolean {
      const access = decodeToken(tokens.access_token);
      const refreshExp = tokens.refresh_token !== undefined ? decodeToken(tokens.refresh_token)?.exp : tokens.refresh_exp;
      if (!access || typeof refreshExp !== 'number' || !access.role || !access.sub) return false;
      accessToken = tokens.access_token;
      embeddedRefresh = tokens.refresh_token ?? null;
      jar.set(SIGNED_IN_COOKIE, `${access.role}.${access.sub}`, refreshExp * 1000);
      if (access.role === 'student') jar.set(STUDENT_COOKIE, access.sub, refreshExp * 1000);
      sync();
      return true;
    },
    /** The embedded view's refresh token (from the native app), sent in the refresh body; null on the web. */
    embeddedRefreshToken: (): string | null => embeddedRefresh,
    /** Selects the current student (a parent session picking a child). */
    selectStudent(id: number) {
      jar.set(STUDENT_COOKIE, String(id), now() + STUDENT_COOKIE_MS);
      sync();
    },
    /** Forgets the tokens and the selected student (the guest token stays: the visitor is still a guest). */
    logout() {
      accessToken = embeddedRefresh = null;
      for (const name of [SIGNED_IN_COOKIE, STUDENT_COOKIE]) jar.remove(name);
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

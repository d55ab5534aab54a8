/**
 * The browser session (spec part 1 sections 3, 4 and 9): access and refresh tokens in cookies
 * that expire at each token's `exp`, and the current student id in a cookie. A login is stored
 * only when both tokens decode. A small framework-free store: React reads it with
 * `useSyncExternalStore`, the API client reads and updates it.
 */
import Cookies from 'js-cookie';
import { decodeJwt } from 'jose';

export type Role = 'parent' | 'student' | 'admin';

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  role: Role | null;
  userId: number | null;
  /** Selected student (cookie `current_student_id`). */
  studentId: number | null;
}

const ACCESS = 'access_token';
const REFRESH = 'refresh_token';
const STUDENT = 'current_student_id';

interface Claims {
  exp: number;
  role?: Role;
  sub?: string;
}

/** Decodes a JWT's claims without verifying it; null for an empty or malformed token (spec part 2 section 5). */
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

function read(): SessionState {
  const accessToken = Cookies.get(ACCESS) ?? null;
  const refreshToken = Cookies.get(REFRESH) ?? null;
  const claims = decodeToken(accessToken) ?? null;
  let studentId = parseStudentId(Cookies.get(STUDENT));
  if (claims?.role === 'student' && claims.sub) studentId = Number(claims.sub);
  return {
    accessToken,
    refreshToken,
    role: claims?.role ?? null,
    userId: claims?.sub ? Number(claims.sub) : null,
    studentId,
  };
}

let state: SessionState = read();
const listeners = new Set<() => void>();

function emit() {
  state = read();
  for (const l of listeners) l();
}

const cookieOptions = (exp: number): Cookies.CookieAttributes => ({ expires: new Date(exp * 1000), sameSite: 'Lax', path: '/' });

export const session = {
  get: (): SessionState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Stores a login. Returns false (and stores nothing) unless both tokens decode.
   */
  storeLogin(tokens: { access_token: string; refresh_token: string }): boolean {
    const access = decodeToken(tokens.access_token);
    const refresh = decodeToken(tokens.refresh_token);
    if (!access || !refresh) return false;
    Cookies.set(ACCESS, tokens.access_token, cookieOptions(access.exp));
    Cookies.set(REFRESH, tokens.refresh_token, cookieOptions(refresh.exp));
    if (access.role === 'student' && access.sub) Cookies.set(STUDENT, access.sub, cookieOptions(refresh.exp));
    emit();
    return true;
  },
  selectStudent(id: number) {
    Cookies.set(STUDENT, String(id), { sameSite: 'Lax', path: '/', expires: 30 });
    emit();
  },
  logout() {
    for (const name of [ACCESS, REFRESH, STUDENT]) Cookies.remove(name, { path: '/' });
    emit();
  },
  /** Re-reads cookies (another tab may have changed them). */
  refreshFromCookies: emit,
};

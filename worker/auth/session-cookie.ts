/**
 * The refresh token's cookie (issue 12 part 4): `HttpOnly; Secure; SameSite=Strict`, scoped to
 * `/api/o1` (the narrowest path covering /api/o1/refresh and /api/o1/logout), so no script of the
 * page can read it. Login, sign-up and a cookie refresh set it; logout clears it.
 *
 * A call authenticated by this cookie (refresh, logout) must also pass {@link checkCookieCall}:
 * the session client's custom header, which a cross-site form can't send and a cross-site fetch
 * can't send without a CORS preflight (that the app never grants), and a same-origin Origin /
 * Sec-Fetch-Site (hono/csrf for form posts). SameSite=Strict alone does not cover old browsers
 * (docs/decisions.md).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import { DomainError } from '../lib/errors';

export const REFRESH_COOKIE = 'monsterific_refresh';
export const REFRESH_COOKIE_PATH = '/api/o1';
/** The header every session-client call carries (spec part 1 section 7 "client id header"); required with the cookie. */
export const CSRF_HEADER = 'x-client-id';
export const CSRF_REFUSED = 'This request was refused. Please reload the page and try again.';

const attributes = { path: REFRESH_COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'Strict' } as const;

/** Sets the refresh cookie, expiring with the token (`ttlS` seconds). */
export function setRefreshCookie(c: Context<AppEnv>, token: string, ttlS: number): void {
  setCookie(c, REFRESH_COOKIE, token, { ...attributes, maxAge: ttlS });
}

/** Clears the refresh cookie (same attributes, so the browser matches it). */
export function clearRefreshCookie(c: Context<AppEnv>): void {
  deleteCookie(c, REFRESH_COOKIE, attributes);
}

/** The refresh cookie's token, or undefined. */
export function readRefreshCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, REFRESH_COOKIE) || undefined;
}

/** The page's own origin: PUBLIC_URL's when configured (a TLS proxy in front of Node), else the request's. */
function ownOrigin(c: Context<AppEnv>): string {
  const publicUrl = c.env.deps.config.publicUrl;
  return new URL(publicUrl ?? c.req.url).origin;
}

/** hono/csrf: a form-type (or type-less) POST needs a same-origin Origin or Sec-Fetch-Site. */
const formCheck: MiddlewareHandler<AppEnv> = csrf({ origin: (origin, c) => origin === ownOrigin(c as Context<AppEnv>) });

/**
 * CSRF protection of a cookie-authenticated call (refresh, logout): the {@link CSRF_HEADER} header,
 * no foreign Origin or Sec-Fetch-Site whatever the content type, and hono/csrf's check for the
 * content types a form can send.
 * @throws DomainError forbidden (403, code `csrf`) otherwise.
 */
export async function checkCookieCall(c: Context<AppEnv, string>): Promise<void> {
  const refused = new DomainError('forbidden', CSRF_REFUSED, 'csrf');
  if (!c.req.header(CSRF_HEADER)) throw refused;
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== ownOrigin(c)) throw refused;
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') throw refused;
  try {
    await formCheck(c, async () => {});
  } catch (e) {
    if (e instanceof HTTPException) throw refused;
    throw e;
  }
}

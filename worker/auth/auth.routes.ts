import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { unauthorized } from '../lib/errors';
import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import {
  actionTokenBody,
  actionTokenResponse,
  createParentBody,
  createParentResponse,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  okResponse,
  refreshBody,
  updatePasswordWithTokenBody,
} from './auth.contracts';
import { authenticate, issueTokens, revokeRefreshToken, rotateRefreshToken, signUpParent } from './auth.service';
import { FORGOT_PASSWORD_SENT, PASSWORD_UPDATED, startPasswordReset, updatePasswordWithToken, validateActionToken } from './password-reset';
import { accountKey, clientAddress, FORGOT_PER_ACCOUNT, FORGOT_PER_ADDRESS, loginRules, release, reserve, SIGNUP_PER_ADDRESS } from './rate-limit';
import { checkCookieCall, clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './session-cookie';

/** Spec part 1 section 8 "Duplicate account". */

const login = defineRoute({
  access: 'public',
  method: 'post',
  path: '/api/o1/login',
  tags: ['auth'],
  summary: 'Log in a parent or admin (e-mail) or a student (username)',
  request: { body: jsonBody(loginBody) },
  responses: {
    200: jsonResponse(loginResponse, 'Tokens'),
    401: errorResponse('Wrong e-mail/username or password'),
    422: errorResponse('Invalid body'),
    429: errorResponse('Too many failed attempts for this account or address (Retry-After: seconds)'),
  },
});

const refresh = defineRoute({
  access: 'public',
  method: 'post',
  path: '/api/o1/refresh',
  tags: ['auth'],
  summary: 'Exchange a refresh token for a new pair (rotation)',
  description: 'The refresh token comes from the body or, without one, from the HttpOnly refresh cookie (then the x-client-id header and a same-origin request are required, and the rotated token goes back in the cookie).',
  request: { body: { ...jsonBody(refreshBody, { refresh_token: 'not-a-token' }), required: false } },
  responses: {
    200: jsonResponse(loginResponse, 'New tokens'),
    401: errorResponse('Invalid, expired or reused refresh token'),
    403: errorResponse('Cookie call without the x-client-id header or from another origin (code csrf)'),
    422: errorResponse('Invalid body'),
  },
});

const logout = defineRoute({
  access: 'public',
  method: 'post',
  path: '/api/o1/logout',
  tags: ['auth'],
  summary: "Log out: revoke the refresh token's family (from the body or the refresh cookie) and clear the cookie",
  request: { body: { ...jsonBody(refreshBody, { refresh_token: 'not-a-token' }), required: false } },
  responses: {
    200: jsonResponse(okResponse, 'Logged out (also for an unknown or expired token)'),
    403: errorResponse('Cookie call without the x-client-id header or from another origin (code csrf)'),
    422: errorResponse('Invalid body'),
  },
});

const forgotPassword = defineRoute({
  access: 'public',
  method: 'post',
  path: '/api/o1/forgot_password',
  tags: ['auth'],
  summary: 'E-mail a single-use password reset link (to the parent for a student username)',
  request: { body: jsonBody(forgotPasswordBody) },
  responses: {
    200: jsonResponse(okResponse, 'The same answer whether or not the account exists'),
    422: errorResponse('Invalid body'),
    429: errorResponse('Too many requests for this account or address (Retry-After: seconds)'),
    503: errorResponse('The e-mail could not be sent'),
  },
});

const validateToken = defineRoute({
  access: 'public',
  method: 'post',
  path: '/api/o1/validate_action_token',
  tags: ['auth'],
  summary: 'Check a password reset token without using it',
  request: { body: jsonBody(actionTokenBody, { token: 'not-a-token' }) },
  responses: { 200: jsonResponse(actionTokenResponse, 'Usable token'), 422: errorResponse('Unknown, used or expired token (code token_invalid, token_used, token_expired)') },
});

const updatePassword = defineRoute({
  access: 'public',
  method: 'post',
  path: '/api/o1/update_password_with_token',
  tags: ['auth'],
  summary: 'Set a new password with a reset token (single use; ends every session of the user)',
  request: { body: jsonBody(updatePasswordWithTokenBody, { token: 'not-a-token', new_password: 'secret123' }) },
  responses: { 200: jsonResponse(okResponse, 'Password changed'), 422: errorResponse('Bad token or password') },
});

const createParent = defineRoute({
  access: 'public',
  method: 'post',
  path: '/api/o1/parents',
  tags: ['parents'],
  summary: 'Create a free parent account (DECISIONS.md)',
  request: { body: jsonBody(createParentBody) },
  responses: {
    201: jsonResponse(createParentResponse, 'Parent created, logged in'),
    409: errorResponse('E-mail already registered'),
    422: errorResponse('Invalid body'),
    429: errorResponse('Too many sign-ups from this address (Retry-After: seconds)'),
  },
});

/** Unauthenticated account routes under /api/o1. */
export const authRoutes = createRouter()
  .openapi(login, async (c) => {
    const { email_or_username, password } = c.req.valid('json');
    const deps = c.env.deps;
    // A slot on every limit before the password check (concurrent guesses can't slip past); a success gives them back.
    const slots = await reserve(deps, loginRules(email_or_username, clientAddress(c)));
    const user = await authenticate(deps, email_or_username, password);
    await release(deps, slots);
    return c.json({ ...cookieSession(c, await issueTokens(deps, user)), role: user.role, user_id: user.id }, 200);
  })
  .openapi(refresh, async (c) => {
    const deps = c.env.deps;
    const inBody = (c.req.valid('json') as { refresh_token?: string } | undefined)?.refresh_token;
    // The native app (embedded view) keeps its own token: it gets the rotated one back in the body.
    if (inBody) return c.json(await rotateRefreshToken(deps, inBody), 200);
    const inCookie = readRefreshCookie(c);
    if (!inCookie) throw unauthorized('User not found');
    await checkCookieCall(c);
    const { refresh_token, ...rest } = await rotateRefreshToken(deps, inCookie).catch((e: unknown) => {
      // A dead cookie (revoked, reused, expired) is dropped with the 401 so the browser stops sending it.
      clearRefreshCookie(c);
      throw e;
    });
    return c.json({ ...cookieSession(c, { refresh_token, ...rest }), role: rest.role, user_id: rest.user_id }, 200);
  })
  .openapi(logout, async (c) => {
    const inBody = (c.req.valid('json') as { refresh_token?: string } | undefined)?.refresh_token;
    const inCookie = inBody ? undefined : readRefreshCookie(c);
    if (inCookie) await checkCookieCall(c);
    const token = inBody ?? inCookie;
    if (token) await revokeRefreshToken(c.env.deps, token);
    if (!inBody) clearRefreshCookie(c);
    return c.json({ message: 'You are logged out.' }, 200);
  })
  .openapi(forgotPassword, async (c) => {
    const deps = c.env.deps;
    const { email_or_username } = c.req.valid('json');
    await reserve(deps, [
      [FORGOT_PER_ACCOUNT, accountKey(email_or_username)],
      [FORGOT_PER_ADDRESS, clientAddress(c)],
    ]);
    await startPasswordReset(deps, email_or_username, deps.config.publicUrl ?? new URL(c.req.url).origin);
    return c.json({ message: FORGOT_PASSWORD_SENT }, 200);
  })
  .openapi(validateToken, async (c) => c.json(await validateActionToken(c.env.deps, c.req.valid('json').token), 200))
  .openapi(updatePassword, async (c) => {
    const { token, new_password } = c.req.valid('json');
    await updatePasswordWithToken(c.env.deps, token, new_password);
    return c.json({ message: PASSWORD_UPDATED }, 200);
  })
  .openapi(createParent, async (c) => {
    // Counted before the Argon2 hash: every sign-up costs one, whatever its outcome.
    await reserve(c.env.deps, [[SIGNUP_PER_ADDRESS, clientAddress(c)]]);
    const { parent, ...tokens } = await signUpParent(c.env.deps, c.req.valid('json'));
    return c.json({ parent, ...cookieSession(c, tokens) }, 201);
  });

/**
 * Puts a new session's refresh token in the HttpOnly cookie and returns what the JSON answer
 * carries instead (the access token and the refresh token's expiry).
 */
function cookieSession(c: Context<AppEnv>, tokens: { access_token: string; refresh_token: string; refresh_exp: number }) {
  setRefreshCookie(c, tokens.refresh_token, c.env.deps.config.refreshTokenTtlS);
  return { access_token: tokens.access_token, refresh_exp: tokens.refresh_exp };
}

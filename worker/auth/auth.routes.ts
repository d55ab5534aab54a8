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
  request: { body: jsonBody(refreshBody, { refresh_token: 'not-a-token' }) },
  responses: {
    200: jsonResponse(loginResponse, 'New tokens'),
    401: errorResponse('Invalid, expired or reused refresh token'),
    422: errorResponse('Invalid body'),
  },
});

const logout = defineRoute({
  access: 'public',
  method: 'post',
  path: '/api/o1/logout',
  tags: ['auth'],
  summary: "Log out: revoke the refresh token's family",
  request: { body: jsonBody(refreshBody, { refresh_token: 'not-a-token' }) },
  responses: { 200: jsonResponse(okResponse, 'Logged out (also for an unknown or expired token)'), 422: errorResponse('Invalid body') },
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
    const { access_token, refresh_token } = await issueTokens(deps, user);
    return c.json({ access_token, refresh_token, role: user.role, user_id: user.id }, 200);
  })
  .openapi(refresh, async (c) => {
    const { refresh_token } = c.req.valid('json');
    return c.json(await rotateRefreshToken(c.env.deps, refresh_token), 200);
  })
  .openapi(logout, async (c) => {
    await revokeRefreshToken(c.env.deps, c.req.valid('json').refresh_token);
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
    return c.json(await signUpParent(c.env.deps, c.req.valid('json')), 201);
  });

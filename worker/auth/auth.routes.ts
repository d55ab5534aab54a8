import { createRoute } from '@hono/zod-openapi';
import { parents } from '../../db/schema';
import { conflict } from '../lib/errors';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { createParentBody, createParentResponse, loginBody, loginResponse, refreshBody } from './auth.contracts';
import { authenticate, issueTokens, rotateRefreshToken } from './auth.service';
import { hashPassword } from './passwords';

/** Spec part 1 section 8 "Duplicate account". */
export const DUPLICATE_ACCOUNT = 'There is already an account registered with us with that email.';

const login = createRoute({
  method: 'post',
  path: '/api/o1/login',
  tags: ['auth'],
  summary: 'Log in a parent or admin (e-mail) or a student (username)',
  request: { body: jsonBody(loginBody) },
  responses: {
    200: jsonResponse(loginResponse, 'Tokens'),
    401: errorResponse('Wrong e-mail/username or password'),
    422: errorResponse('Invalid body'),
  },
});

const refresh = createRoute({
  method: 'post',
  path: '/api/o1/refresh',
  tags: ['auth'],
  summary: 'Exchange a refresh token for a new pair (rotation)',
  request: { body: jsonBody(refreshBody) },
  responses: {
    200: jsonResponse(loginResponse, 'New tokens'),
    401: errorResponse('Invalid, expired or reused refresh token'),
    422: errorResponse('Invalid body'),
  },
});

const createParent = createRoute({
  method: 'post',
  path: '/api/o1/parents',
  tags: ['parents'],
  summary: 'Create a free parent account (DECISIONS.md)',
  request: { body: jsonBody(createParentBody) },
  responses: {
    201: jsonResponse(createParentResponse, 'Parent created, logged in'),
    409: errorResponse('E-mail already registered'),
    422: errorResponse('Invalid body'),
  },
});

/** Unauthenticated account routes under /api/o1. */
export const authRoutes = createRouter()
  .openapi(login, async (c) => {
    const { email_or_username, password } = c.req.valid('json');
    const user = await authenticate(c.env.deps, email_or_username, password);
    const { access_token, refresh_token } = await issueTokens(c.env.deps, user);
    return c.json({ access_token, refresh_token, role: user.role, user_id: user.id }, 200);
  })
  .openapi(refresh, async (c) => {
    const { refresh_token } = c.req.valid('json');
    return c.json(await rotateRefreshToken(c.env.deps, refresh_token), 200);
  })
  .openapi(createParent, async (c) => {
    const body = c.req.valid('json');
    const deps = c.env.deps;
    const password_hash = await hashPassword(body.password, deps.config.argon2MemoryKiB);
    const [parent] = await deps.db
      .insert(parents)
      .values({ email: body.email, password_hash, first_name: body.first_name, last_name: body.last_name })
      .onConflictDoNothing({ target: parents.email })
      .returning();
    if (!parent) throw conflict(DUPLICATE_ACCOUNT, { email: DUPLICATE_ACCOUNT });
    const { access_token, refresh_token } = await issueTokens(deps, { role: 'parent', id: parent.id });
    return c.json(
      { parent: { id: parent.id, email: parent.email, first_name: parent.first_name, last_name: parent.last_name }, access_token, refresh_token },
      201,
    );
  });


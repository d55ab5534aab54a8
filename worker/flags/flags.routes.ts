import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import type { FlagKey } from '../../core/flags/flags';
import { z } from '@hono/zod-openapi';
import { clientFlagsSchema, consoleFlagSchema, flagKeyParam, flagsListResponse, setFlagBody } from './flags.contracts';
import { listFlags, readFlags, setFlag } from './flags.service';

const common = { 401: errorResponse('Not logged in'), 403: errorResponse('Not an admin') };

const list = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/api/v1/admin/feature_flags',
  tags: ['admin'],
  summary: 'Every feature flag with its value, default, owner and expiry (admins only)',
  responses: { 200: jsonResponse(flagsListResponse, 'The flags in the spec’s order'), ...common },
});

const set = defineRoute({
  access: 'admin',
  method: 'put',
  path: '/api/v1/admin/feature_flags/{key}',
  tags: ['admin'],
  summary: 'Set a feature flag (admins only; recorded in the audit log)',
  request: { params: flagKeyParam, body: jsonBody(setFlagBody, { value: false }) },
  responses: { 200: jsonResponse(consoleFlagSchema, 'The flag as served now'), 422: errorResponse('Unknown flag or a value that does not fit it'), ...common },
});

const appConfig = defineRoute({
  access: 'public',
  method: 'get',
  path: '/api/o1/app_config',
  tags: ['platform'],
  summary: 'The feature flags every client needs before anyone logs in (the maintenance page, the update screen)',
  responses: { 200: jsonResponse(z.object({ flags: clientFlagsSchema }).openapi('AppConfig'), 'The flags as served') },
});

/** The admin console's feature flags (issue 19 item 1) and the clients' public app config. */
export const flagsRoutes = createRouter()
  .openapi(appConfig, async (c) => c.json({ flags: await readFlags(c.env.deps.db) }, 200))
  .openapi(list, async (c) => c.json({ feature_flags: await listFlags(c.env.deps) }, 200))
  .openapi(set, async (c) => c.json(await setFlag(c.env.deps, c.var.user.id, c.req.valid('param').key as FlagKey, c.req.valid('json').value), 200));

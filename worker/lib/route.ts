import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { GuestRow, ParentRow, StudentRow } from '../../db/schema';
import { accessMiddleware } from '../auth/auth.middleware';
import type { AppEnv } from '../env';
import type { AccessDeclaration, AccessKind } from './access';

/** The access part of a route definition (see worker/lib/access.ts for the kinds). */
export interface AccessOptions<K extends AccessKind = AccessKind, SP extends string | null = string | null> {
  access: K;
  /** Student kinds: the path parameter with the student id when it isn't `id`; null: none (a guest implies it). */
  studentParam?: SP;
  /** Guest kind: `body` reads the token from the JSON body's `auth_id_token` instead of `x-guest-token`. */
  guestToken?: 'header' | 'body';
}

/** Context variables a handler gets from its access kind. */
type AccessVars<K extends AccessKind, SP> = K extends 'student' | 'student-parent' | 'student-session'
  ? [SP] extends [null]
    ? object
    : { student: StudentRow }
  : K extends 'parent'
    ? { parent: ParentRow }
    : K extends 'guest'
      ? { guest: GuestRow }
      : object;

/** The typed middleware of a route: what the handler sees in `c.var`. */
type AccessMiddleware<K extends AccessKind, SP> = MiddlewareHandler<AppEnv & { Variables: AccessVars<K, SP> }>;

/**
 * Declares a route: its zod contract (exactly `createRoute`'s options) plus who may call it. The
 * access rule is enforced by the one access middleware, run before the validators, and written into
 * the OpenAPI operation as `x-access` (the authorization test reads it there). Bearer security is
 * added for every kind that needs an access token.
 *
 * ```ts
 * const getPets = defineRoute({ method: 'get', path: '/api/v1/students/{id}/student_pets', access: 'student', ... });
 * router.openapi(getPets, async (c) => c.json(await listPets(c.env.deps, c.var.student), 200));
 * ```
 */
export function defineRoute<P extends string, R extends Omit<RouteConfig, 'middleware' | 'security' | 'path'> & { path: P }, K extends AccessKind, SP extends string | null = 'id'>(
  config: R & AccessOptions<K, SP>,
) {
  const { access, studentParam, guestToken, ...route } = config;
  const declaration: AccessDeclaration = { kind: access };
  if (studentParam !== undefined) declaration.studentParam = studentParam;
  else if (access === 'student' || access === 'student-parent') declaration.studentParam = 'id';
  if (guestToken) declaration.guestToken = guestToken;
  const bearer = access !== 'public' && access !== 'guest';
  const middleware = accessMiddleware(declaration, route.request?.params) as unknown as AccessMiddleware<K, SP>;
  return createRoute({
    ...(route as unknown as Omit<R, keyof AccessOptions>),
    ...(bearer ? { security: [{ Bearer: [] }] } : {}),
    'x-access': declaration,
    middleware,
  });
}

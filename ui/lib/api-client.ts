/**
 * The typed RPC client of the API: `hc` from hono/client over the route types of each feature
 * router (`import type` only, nothing of the server is bundled). Paths, parameters, bodies and
 * response types come from the route definitions, so a changed contract fails the typecheck here.
 *
 * Per feature, not `hc<AppType>`: over the whole app (88 routes) tsc gives up with TS2590
 * "Expression produces a union type that is too complex to represent" (docs/routes.md). Every
 * router is mounted at `/` with absolute paths, so each feature client has the real paths.
 *
 * Its fetch is an adapter onto the session client (session-client.ts): every call keeps the
 * session's headers, timeouts, retries, refresh on 401 and logout on a failed refresh, and a
 * failed call rejects with the session client's ApiError (server message and field messages).
 */
import { hc } from 'hono/client';
import type { authRoutes } from '../../worker/auth/auth.routes';
import type { feedbackRoutes } from '../../worker/feedback/feedback.routes';
import type { gemsRoutes } from '../../worker/gems/gems.routes';
import type { guestsRoutes } from '../../worker/guests/guests.routes';
import type { mailRoutes } from '../../worker/mail/mail.routes';
import type { lessonsRoutes } from '../../worker/math/lessons.routes';
import type { mathRoutes } from '../../worker/math/math.routes';
import type { videoLevelRoutes } from '../../worker/math/video/video-level.routes';
import type { monsterItemsRoutes } from '../../worker/monster/items.routes';
import type { monsterRoutes } from '../../worker/monster/monster.routes';
import type { accountRoutes } from '../../worker/parents/account.routes';
import type { parentsRoutes } from '../../worker/parents/parents.routes';
import type { petsRoutes } from '../../worker/pets/pets.routes';
import type { readingRoutes } from '../../worker/reading/reading.routes';
import type { scienceRoutes } from '../../worker/science/science.routes';
import type { socialStudiesRoutes } from '../../worker/social-studies/social-studies.routes';
import type { superskillsRoutes } from '../../worker/superskills/superskills.routes';
import type { studentsRoutes } from '../../worker/students/students.routes';
import type { usageRoutes } from '../../worker/usage/usage.routes';
import type { RequestOptions } from './session-client';

/**
 * hc's base address: only its path and query reach the session client (which calls the page's own
 * origin); a full base makes `$url()` work (it builds a URL object, which needs an origin).
 */
const BASE = 'http://api.invalid';

/** What the adapter needs of the session client. */
export interface RequestFn {
  <T>(method: string, path: string, options?: RequestOptions): Promise<T>;
}

/**
 * A fetch for hc that sends through `request` and hands hc a 200 JSON response of the body the
 * session client parsed (errors were thrown by the session client already).
 */
export function sessionFetch(request: RequestFn, timeout?: RequestOptions['timeout']): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), BASE);
    const raw = init?.body;
    const options: RequestOptions = timeout ? { timeout } : {};
    if (typeof raw === 'string' && raw !== '') options.body = JSON.parse(raw) as unknown;
    const data = await request<unknown>(init?.method ?? 'GET', `${url.pathname}${url.search}`, options);
    return new Response(data === undefined ? null : JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

/** The typed clients, one per feature router, over `request`; `timeout` applies to every call. */
export function createApiClient(request: RequestFn, timeout?: RequestOptions['timeout']) {
  const options = { fetch: sessionFetch(request, timeout) };
  return {
    auth: hc<typeof authRoutes>(BASE, options),
    parents: hc<typeof parentsRoutes>(BASE, options),
    account: hc<typeof accountRoutes>(BASE, options),
    students: hc<typeof studentsRoutes>(BASE, options),
    math: hc<typeof mathRoutes>(BASE, options),
    videoLevel: hc<typeof videoLevelRoutes>(BASE, options),
    lessons: hc<typeof lessonsRoutes>(BASE, options),
    gems: hc<typeof gemsRoutes>(BASE, options),
    monster: hc<typeof monsterRoutes>(BASE, options),
    items: hc<typeof monsterItemsRoutes>(BASE, options),
    pets: hc<typeof petsRoutes>(BASE, options),
    reading: hc<typeof readingRoutes>(BASE, options),
    science: hc<typeof scienceRoutes>(BASE, options),
    socialStudies: hc<typeof socialStudiesRoutes>(BASE, options),
    superskills: hc<typeof superskillsRoutes>(BASE, options),
    mail: hc<typeof mailRoutes>(BASE, options),
    guests: hc<typeof guestsRoutes>(BASE, options),
    feedback: hc<typeof feedbackRoutes>(BASE, options),
    usage: hc<typeof usageRoutes>(BASE, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

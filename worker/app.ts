/**
 * The Hono app: one runtime-neutral object for every entry (Node `npm start`, Cloudflare Workers,
 * tests). Dependencies arrive per request as the `deps` binding (see env.ts).
 */
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { timing } from 'hono/timing';
import { authRoutes } from './auth/auth.routes';
import { requireAuth, requireLiveSession } from './auth/auth.middleware';
import { gemsRoutes } from './gems/gems.routes';
import { lessonsRoutes } from './math/lessons.routes';
import { mailRoutes } from './mail/mail.routes';
import { flagsRoutes } from './flags/flags.routes';
import { mathRoutes } from './math/math.routes';
import { videoLevelRoutes } from './math/video/video-level.routes';
import { monsterRoutes } from './monster/monster.routes';
import { monsterItemsRoutes } from './monster/items.routes';
import { parentsRoutes } from './parents/parents.routes';
import { petsRoutes } from './pets/pets.routes';
import { readingRoutes } from './reading/reading.routes';
import { scienceRoutes } from './science/science.routes';
import { socialStudiesRoutes } from './social-studies/social-studies.routes';
import { superskillsRoutes } from './superskills/superskills.routes';
import { accountRoutes } from './parents/account.routes';
import { guestsRoutes } from './guests/guests.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { usageRoutes } from './usage/usage.routes';
import { studentsRoutes } from './students/students.routes';
import { billingRoutes } from './billing/billing.routes';
import { funnelRoutes } from './funnel/funnel.routes';
import { billingClientRoutes } from './billing/billing-client.routes';
import { scholarshipSignupsRoutes } from './billing/scholarship-signups.routes';
import { errorBody } from './lib/errors';
import { onAppError } from './lib/http-errors';
import { createRouter } from './lib/router';
import { healthCheck } from './health';
import { appSecurityHeaders } from './lib/security-headers';
import { noStoreByDefault } from './lib/cache-headers';

/**
 * Largest request body, in bytes (issue 12 "Must deliver 2"; DECISIONS "Request body limit"): the
 * largest valid body (a batch of 50 behaviour events, 50 guest variables) is well under it, and a
 * browser's sendBeacon queue stops at 64 KB anyway.
 */
export const MAX_BODY_BYTES = 64 * 1024;

/** The math answer route (Hono pattern), the one route that sends a Server-Timing header: `total` and `answer` (read, judge, write), ms. */
export const ANSWER_PATH = '/api/v1/students/:id/math_game/:game/questions/:q/student_answers';

/** Builds the app. Routes are chained so the RPC type (`AppType`) carries them all. */
export function createApp() {
  const app = createRouter();
  app.use('*', requestId({ headerName: 'x-request-id' }));
  app.use('*', appSecurityHeaders); // CSP, HSTS in production, nosniff... (issue 12 part 6)
  // Before anything reads the body (the guest-token access check reads JSON bodies). Counts the bytes
  // as they arrive, so a chunked body without Content-Length stops at the limit too.
  app.use(
    '/api/*',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(errorBody(`The request is too large (at most ${MAX_BODY_BYTES / 1024} KB).`, 'too_large'), 413) }),
  );
  app.use('/api/*', noStoreByDefault); // answers carry a child's data: never stored (issue 21)
  // The answer's own time in a Server-Timing header (issue 13 bug 11): bench/answer-latency.ts
  // reads it beside the client's time. Before the access check, so `total` includes it.
  app.use(ANSWER_PATH, timing({ totalDescription: 'answer route with its access check' }));
  app.use('/api/v1/*', requireAuth);

  app.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });

  const routes = app.route('/', authRoutes).route('/', parentsRoutes).route('/', studentsRoutes).route('/', mathRoutes).route('/', videoLevelRoutes).route('/', lessonsRoutes).route('/', gemsRoutes).route('/', monsterRoutes).route('/', monsterItemsRoutes).route('/', petsRoutes).route('/', mailRoutes).route('/', flagsRoutes);
  // Accounts (issue 3): parent account management, guests, feedback, daily usage and behaviour events.
  const accountsRoutes = routes.route('/', accountRoutes).route('/', guestsRoutes).route('/', feedbackRoutes).route('/', usageRoutes).route('/', billingRoutes).route('/', funnelRoutes).route('/', billingClientRoutes).route('/', scholarshipSignupsRoutes);
  // Reading (issue 15): books, the reading map, quizzes and vocabulary. Science (issue 16): the world map, lessons, badges.
  // Social studies and Superskills (issue 17): the maps, lessons and quizzes; the episodes.
  const subjectRoutes = accountsRoutes.route('/', readingRoutes).route('/', scienceRoutes).route('/', socialStudiesRoutes).route('/', superskillsRoutes);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Monsterific API', version: '0.1.0', description: 'Generated from the zod contracts. /api/o1 needs no auth; /api/v1 needs a bearer access token.' },
  });

  app.get('/api/health', healthCheck);
  app.all('/api/*', async (c) => {
    // An unknown /api/v1 address still answers 401 to an ended session (the routes check it in their access check).
    await requireLiveSession(c);
    return c.json(errorBody('There is no such API address.', 'not_found'), 404);
  });

  app.onError(onAppError);
  return subjectRoutes;
}

/** Type of the app's routes, for a typed client (`hc<AppType>`). */
export type AppType = ReturnType<typeof createApp>;

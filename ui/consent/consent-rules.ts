/**
 * Cookie consent rules (spec part 1 section 4 "Cookie consent", section 2 "/admin, /logout,
 * /webviews prefixes" and "/lp/ paths"; issue 14 item 7), pure so they are unit-tested with a fake
 * clock:
 * - start-up only on landing pages (`/` and `/lp/*`, not /lp/unified or /lp/short-narration), never
 *   under /admin, /logout or /webviews, only when nobody is signed in (a parent has an account
 *   already; a signed-in student is a child: no banner, no analytics), 1000 ms after load;
 * - the categories' mapping to consent settings is in ./consent-settings.ts (only the banner's
 *   lazily loaded code needs it, so it stays out of every page's entry chunk).
 */

/** Delay between the page's load and the consent start-up, in milliseconds (spec). */
export const CONSENT_DELAY_MS = 1000;

/** Prefixes where consent and analytics start-up is skipped (spec part 1 section 2). */
export const SKIPPED_PREFIXES = ['/admin', '/logout', '/webviews'] as const;

/** /lp/ paths that are not landing pages (spec part 1 section 2). */
export const NOT_LANDING = ['/lp/unified', '/lp/short-narration'] as const;

/** `path` is `prefix` or below it (`/admin` matches `/admin/outbox`, not `/administer`). */
function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix + '/');
}

/** A landing page: `/` or under `/lp/`, except the spec's two exceptions (and what is below them). */
export function isLandingPath(pathname: string): boolean {
  if (pathname === '/') return true;
  return pathname.startsWith('/lp/') && !NOT_LANDING.some((p) => under(pathname, p));
}

/** Under /admin, /logout or /webviews. */
export function isSkippedPath(pathname: string): boolean {
  return SKIPPED_PREFIXES.some((p) => under(pathname, p));
}

/** Who is looking at which page. */
export interface ConsentContext {
  pathname: string;
  /** Anyone signed in (a parent, a student or an admin): the session's signed-in flag. */
  signedIn: boolean;
}

/** Whether the cookie consent may start on this page for this visitor. */
export function shouldStartConsent({ pathname, signedIn }: ConsentContext): boolean {
  return !signedIn && !isSkippedPath(pathname) && isLandingPath(pathname);
}

/** Minimal timer functions (the browser's, or a test's fake clock). */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Schedules the consent start-up `CONSENT_DELAY_MS` after now when {@link shouldStartConsent}
 * allows it; calls `start` once then.
 * @returns a cancel function (for a navigation or a sign-in before the delay ends); a no-op when
 *   nothing was scheduled
 */
export function scheduleConsentStartup(context: ConsentContext, start: () => void, timers: Timers = globalThis): () => void {
  if (!shouldStartConsent(context)) return () => {};
  const handle = timers.setTimeout(start, CONSENT_DELAY_MS);
  return () => timers.clearTimeout(handle);
}

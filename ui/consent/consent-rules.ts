/**
 * Cookie consent rules (spec part 1 section 4 "Cookie consent", section 2 "/admin, /logout,
 * /webviews prefixes" and "/lp/ paths"; issue 14 item 7), pure so they are unit-tested with a fake
 * clock:
 * - start-up only on landing pages (`/` and `/lp/*`, not /lp/unified or /lp/short-narration), never
 *   under /admin, /logout or /webviews, only when nobody is signed in (a parent has an account
 *   already; a signed-in student is a child: no banner, no analytics), 1000 ms after load;
 * - categories C0004 (advertising) and C0002 (analytics and functionality) map to granted or denied
 *   settings, named as Google's consent mode names them (ad_storage, ad_user_data,
 *   ad_personalization; analytics_storage, functionality_storage). No third-party tag reads them:
 *   ui/consent/analytics-state.ts keeps them for our own first-party analytics. The banner offers
 *   no advertising category at all, so C0004 is never accepted and advertising stays denied.
 */

/** Delay between the page's load and the consent start-up, in milliseconds (spec). */
export const CONSENT_DELAY_MS = 1000;

/** Prefixes where consent and analytics start-up is skipped (spec part 1 section 2). */
export const SKIPPED_PREFIXES = ['/admin', '/logout', '/webviews'] as const;

/** /lp/ paths that are not landing pages (spec part 1 section 2). */
export const NOT_LANDING = ['/lp/unified', '/lp/short-narration'] as const;

/** The spec's consent categories: C0004 advertising, C0002 analytics and functionality. */
export const ADVERTISING = 'C0004';
export const ANALYTICS = 'C0002';

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

export type ConsentValue = 'granted' | 'denied';

/** The consent settings the categories map to. */
export interface ConsentSettings {
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
  functionality_storage: ConsentValue;
}

/** Before any choice: everything denied. */
export const DENIED: Readonly<ConsentSettings> = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
};

/** The settings of the accepted categories (`necessary`, `C0002`, …); anything not accepted is denied. */
export function consentSettings(acceptedCategories: readonly string[]): ConsentSettings {
  const value = (category: string): ConsentValue => (acceptedCategories.includes(category) ? 'granted' : 'denied');
  const ads = value(ADVERTISING);
  const analytics = value(ANALYTICS);
  return { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: analytics, functionality_storage: analytics };
}

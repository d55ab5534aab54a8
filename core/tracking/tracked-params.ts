/**
 * Tracked URL parameters (spec part 1 section 9 "Tracked URL parameters form an allowed list
 * (utm_*, gclid, fbclid, msclkid, campaignid and similar)"; issue 14 "Must deliver 2"). The landing
 * page keeps the first-touch set through sign-up: the client picks them from its URL with
 * {@link pickTrackedParams} and sends them once (`PUT /api/o1/guests/update_vars_once`); the server
 * checks the same allow-list and caps (worker/guests/guests.contracts.ts) and copies the guest's
 * set to the parent at registration.
 *
 * Plain TypeScript (no DOM, no Node built-ins): shared by the browser and the server.
 */

/**
 * The parameters we keep: the five UTM fields (and `utm_id`), the ad networks' click ids, and the
 * campaign ids ad platforms append. Nothing else of the URL is kept (children's privacy: the
 * minimum).
 */
export const TRACKED_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'gclid', // Google Ads
  'gbraid', // Google Ads (iOS app to web)
  'wbraid', // Google Ads (web to app)
  'dclid', // Google Display & Video 360
  'fbclid', // Meta
  'msclkid', // Microsoft Advertising
  'ttclid', // TikTok
  'twclid', // X (Twitter)
  'li_fat_id', // LinkedIn
  'epik', // Pinterest
  'rdt_cid', // Reddit
  'sccid', // Snapchat
  'campaignid',
  'adgroupid',
  'adsetid',
] as const;

export type TrackedParam = (typeof TRACKED_PARAMS)[number];

/** Longest value kept, in UTF-16 code units; longer values are cut to it (click ids are ~100). */
export const MAX_TRACKED_VALUE_LENGTH = 300;

const ALLOWED: ReadonlySet<string> = new Set(TRACKED_PARAMS);
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** Whether `name` is one of {@link TRACKED_PARAMS} (exact, lower case). */
export function isTrackedParam(name: string): name is TrackedParam {
  return ALLOWED.has(name);
}

/**
 * Cleans one value: trimmed, cut to {@link MAX_TRACKED_VALUE_LENGTH} (never inside a surrogate
 * pair); null when empty or when it holds a NUL or any other control character (a URL that
 * carries one is not an ad click we can trust, and the database refuses NUL).
 */
export function cleanTrackedValue(raw: string): string | null {
  const value = raw.trim();
  if (!value || CONTROL.test(value)) return null;
  if (value.length <= MAX_TRACKED_VALUE_LENGTH) return value;
  const cut = value.slice(0, MAX_TRACKED_VALUE_LENGTH);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * The allow-listed parameters of a query string (`?a=1&b=2`, with or without the `?`, or a whole
 * URL's `search`). Names match case-insensitively (`UTM_Source` is `utm_source`); the first
 * non-empty occurrence of a name wins; values are cleaned by {@link cleanTrackedValue}, and a
 * value it refuses is left out. Never throws (a malformed escape is decoded by URLSearchParams
 * as-is).
 * @returns e.g. `{ utm_source: 'google', gclid: 'abc' }`; `{}` when none.
 */
export function pickTrackedParams(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  const query = search.includes('?') ? search.slice(search.indexOf('?') + 1) : search;
  for (const [rawName, rawValue] of new URLSearchParams(query.split('#')[0])) {
    const name = rawName.trim().toLowerCase();
    if (!isTrackedParam(name) || name in out) continue;
    const value = cleanTrackedValue(rawValue);
    if (value !== null) out[name] = value;
  }
  return out;
}

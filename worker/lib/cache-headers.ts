/**
 * Cache rules of every response (issue 21 "Must deliver 1"), one source for the Node entry
 * (worker/entry-node.ts), the Workers `_headers` file (scripts/build-workers-assets.ts) and the API
 * app (worker/app.ts):
 * - `/static/*`, the client build's hashed files (Vite's `assetsDir`): a new build gives new names,
 *   so they are cached for a year and never revalidated;
 * - everything else served from files (index.html and the SPA fallback, the content art and content
 *   JSON under `/assets/*`, whose URLs carry no version): `no-cache`, i.e. kept but revalidated with
 *   the ETag on every use (a 304 without a body), so a deploy is seen at once (docs/decisions.md
 *   "Caching of the client, the art and the API");
 * - the API: `no-store` unless a route chose its own policy (its answers carry a child's data).
 */
import type { MiddlewareHandler } from 'hono';

/** URL prefix of the client build's content-hashed files (vite.config.ts `build.assetsDir`). */
export const HASHED_ASSET_PREFIX = '/static/';

/** One year (31,536,000 s), never revalidated: the file's name changes with its content. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but revalidated (ETag, If-None-Match) before each use. */
export const CACHE_REVALIDATE = 'no-cache';
/** Never stored (a child's data). */
export const CACHE_NO_STORE = 'no-store';

/** The Cache-Control of a static response to `path` (a URL path, not a file path). */
export function staticCacheControl(path: string): string {
  return path.startsWith(HASHED_ASSET_PREFIX) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * The cache part of the Workers `_headers` file: every path revalidates (Workers static assets send
 * an ETag of the file's hash and answer If-None-Match themselves), the hashed build files are
 * immutable. A path matching both rules would get both values appended, hence the `! Cache-Control`.
 */
export function cacheHeaderRules(): string {
  const hashed = HASHED_ASSET_PREFIX + '*';
  return ['/*', `  Cache-Control: ${staticCacheControl('/')}`, hashed, '  ! Cache-Control', `  Cache-Control: ${staticCacheControl(hashed)}`].join('\n') + '\n';
}

/** API middleware: `Cache-Control: no-store` on every answer whose route set no policy of its own. */
export const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', CACHE_NO_STORE);
};

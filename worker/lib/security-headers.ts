/**
 * Security headers of every response (issue 12 part 6), with `hono/secure-headers`: the API, the
 * built client and the content art on the Node entry, the API on Workers, and, through the
 * `_headers` file that `npm run build:workers` writes from {@link staticHeaderRules}, the client and
 * art that Workers static assets serve without running the worker.
 *
 * The policy is the one the built client needs (checked by the e2e suite, which fails a test on any
 * CSP violation): scripts, styles and fonts from our origin only (Vite emits no inline script; zod's
 * eval probe is switched off in ui/main.tsx), images from our origin plus `data:` and `blob:` (the
 * favicon and Phaser's generated textures), the Vimeo oembed call and player frame as the only
 * third-party origins (spec part 2 section 7), no plugins, no framing except `/webviews/*` for the
 * origins in `WEBVIEW_FRAME_ANCESTORS` (a native webview loads the page at the top level and needs
 * none). HSTS only in production. What the Vite dev server relaxes: {@link viteDevServerHeaders}.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppConfig, AppEnv } from '../env';

/** The video provider's origins (ui/video/oembed.ts calls the first; its embed code frames the second). */
export const VIMEO_OEMBED_ORIGIN = 'https://vimeo.com';
export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

/** Stripe.js's origins (issue 14): its script and card frames, its 3-D Secure frames, its API. */
export const STRIPE_JS_ORIGIN = 'https://js.stripe.com';
export const STRIPE_HOOKS_ORIGIN = 'https://hooks.stripe.com';
export const STRIPE_API_ORIGIN = 'https://api.stripe.com';

/**
 * The pages that may take a card, and only these allow Stripe.js (as `_headers` patterns): the
 * landing pages (the funnel's billing modal), My Account and its update-billing-info page (the
 * client navigates inside My Account without a reload, so the whole section), and the spec's
 * /updatepaymentv2.php. Children's pages load no third party. In fake mode the fake Stripe.js is
 * on our own origin ('self'), so nothing is added for it.
 */
export const PAYMENT_PATHS = ['/', '/lp/*', '/my-account', '/my-account/*', '/updatepaymentv2.php'] as const;

/** Whether `path` is one of {@link PAYMENT_PATHS}. */
export function isPaymentPath(path: string): boolean {
  return PAYMENT_PATHS.some((p) => (p.endsWith('/*') ? path.startsWith(p.slice(0, -1)) : path === p));
}

/** Paths of the embedded app view (spec part 1: link targets prefixed with /webviews). */
export const WEBVIEW_PREFIX = '/webviews';

/** One year in seconds, HSTS's max-age. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The part of the configuration the headers depend on. */
export type SecurityHeadersConfig = Pick<AppConfig, 'environment' | 'webviewFrameAncestors'>;

type Directives = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/** The Content-Security-Policy directives; `frameAncestors` is the only part that varies by path. */
function cspDirectives(frameAncestors: string[], payments = false): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: payments ? ["'self'", STRIPE_JS_ORIGIN] : ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'"],
    fontSrc: ["'self'"],
    connectSrc: payments ? ["'self'", VIMEO_OEMBED_ORIGIN, STRIPE_API_ORIGIN] : ["'self'", VIMEO_OEMBED_ORIGIN],
    frameSrc: payments ? [VIMEO_PLAYER_ORIGIN, STRIPE_JS_ORIGIN, STRIPE_HOOKS_ORIGIN] : [VIMEO_PLAYER_ORIGIN],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors,
  };
}

/**
 * Powerful features the app never uses are off; the game and the Vimeo frame keep fullscreen and
 * autoplay. Only features Chromium recognises (an unknown one logs a header error: 'bluetooth' is
 * not policy-controlled there).
 */
const PERMISSIONS_POLICY = {
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  midi: [],
  displayCapture: [],
  accelerometer: [],
  gyroscope: [],
  magnetometer: [],
  xrSpatialTracking: [],
  idleDetection: [],
  publickeyCredentialsGet: [],
  browsingTopics: [],
  fullscreen: ['self', VIMEO_PLAYER_ORIGIN],
  autoplay: ['self', VIMEO_PLAYER_ORIGIN],
  pictureInPicture: ['self', VIMEO_PLAYER_ORIGIN],
} satisfies NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy'];

/**
 * The secure-headers middleware for one configuration and one kind of path.
 * `framedBy`: origins allowed to frame the page; empty means no one (`frame-ancestors 'none'` and
 * `X-Frame-Options: DENY`). X-Frame-Options cannot name origins, so it is left out when some are
 * allowed (every browser that honours frame-ancestors ignores it then anyway).
 */
function middlewareFor(config: SecurityHeadersConfig, framedBy: string[], payments = false): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: cspDirectives(framedBy.length ? framedBy : ["'none'"], payments),
    strictTransportSecurity: config.environment === 'production' ? `max-age=${HSTS_MAX_AGE_S}; includeSubDomains` : false,
    xFrameOptions: framedBy.length ? false : 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: PERMISSIONS_POLICY,
  });
}

const cache = new WeakMap<SecurityHeadersConfig, MiddlewareHandler>();

/**
 * The middleware for `config` (built once per config object): `/webviews/*` (the `_headers`
 * pattern, so both entries agree) may be framed by
 * `config.webviewFrameAncestors`, every other path by no one.
 */
export function securityHeaders(config: SecurityHeadersConfig): MiddlewareHandler {
  let handler = cache.get(config);
  if (!handler) {
    const everywhere = middlewareFor(config, []);
    const webviews = middlewareFor(config, config.webviewFrameAncestors ?? []);
    const paying = middlewareFor(config, [], true);
    handler = (c, next) => (c.req.path.startsWith(WEBVIEW_PREFIX + '/') ? webviews(c, next) : isPaymentPath(c.req.path) ? paying(c, next) : everywhere(c, next));
    cache.set(config, handler);
  }
  return handler;
}

/** {@link securityHeaders} for the app, whose configuration arrives per request in the `deps` binding. */
export const appSecurityHeaders: MiddlewareHandler<AppEnv> = (c, next) => securityHeaders(c.env.deps.config)(c, next);

/** The headers {@link securityHeaders} sets on a response to `path`, read from the middleware itself. */
export async function securityHeadersFor(config: SecurityHeadersConfig, path: string): Promise<[string, string][]> {
  const probe = new Hono();
  probe.use('*', securityHeaders(config));
  probe.get('*', (c) => c.body(null, 204));
  const res = await probe.request(path);
  return [...res.headers.entries()];
}

/**
 * The Workers static assets `_headers` file (Cloudflare's format: a path pattern, then indented
 * `Name: value` lines; `! Name` detaches a header an earlier rule set), giving the client and the
 * art the same headers as the Node entry: every path, then `/webviews/*`'s framing.
 */
export async function staticHeaderRules(config: SecurityHeadersConfig): Promise<string> {
  // A page that takes no card ('/' does: the funnel's billing modal).
  const everywhere = await securityHeadersFor(config, '/login');
  const webviews = new Map(await securityHeadersFor(config, WEBVIEW_PREFIX + '/login'));
  const lines = ['# Written by `npm run build:workers` from worker/lib/security-headers.ts: do not edit.', '/*'];
  for (const [name, value] of everywhere) lines.push(`  ${name}: ${value}`);
  // The paying pages' policy (Cloudflare applies every matching rule, later ones win per header).
  const paying = new Map(await securityHeadersFor(config, '/my-account'));
  const payDiffer = everywhere.filter(([name, value]) => paying.get(name) !== value);
  for (const pattern of PAYMENT_PATHS) {
    if (!payDiffer.length) break;
    lines.push(pattern);
    for (const [name] of payDiffer) lines.push(`  ! ${name}`, `  ${name}: ${paying.get(name)!}`);
  }
  const differ = everywhere.filter(([name, value]) => webviews.get(name) !== value);
  if (differ.length) {
    lines.push(`${WEBVIEW_PREFIX}/*`);
    for (const [name] of differ) {
      lines.push(`  ! ${name}`);
      const value = webviews.get(name);
      if (value !== undefined) lines.push(`  ${name}: ${value}`);
    }
  }
  return lines.join('\n') + '\n';
}

/**
 * Headers for the Vite dev server (`npx vite`, development only): the production policy relaxed
 * where HMR needs it, i.e. inline scripts (@vitejs/plugin-react's React Refresh preamble), inline
 * styles (Vite injects CSS as `<style>` tags in dev) and the HMR WebSocket. `npm start`/`npm run dev`
 * serve the built client with the strict policy.
 */
export async function viteDevServerHeaders(): Promise<Record<string, string>> {
  const headers = Object.fromEntries(await securityHeadersFor({ environment: 'development', webviewFrameAncestors: [] }, '/'));
  headers['content-security-policy'] = headers['content-security-policy']!.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
    .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
    .replace("connect-src 'self'", "connect-src 'self' ws://localhost:* ws://127.0.0.1:*");
  return headers;
}

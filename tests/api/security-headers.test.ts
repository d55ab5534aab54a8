/**
 * Security headers (issue 12 part 6): every response of the API app and of the Node entry (client
 * HTML, its fallback routes, the content art) carries the strict Content-Security-Policy, nosniff,
 * Referrer-Policy, Permissions-Policy and no-framing headers; HSTS only with the production config;
 * `/webviews/*` may be framed by exactly the configured origins. The browser proof that the policy
 * breaks nothing is the e2e suite (tests/e2e/fixtures.ts fails a test on any violation).
 */
import { describe, expect, it } from 'vitest';
import type { NodeDbHandle } from '../../db/drivers/node';
import { parseConfig } from '../../worker/config';
import { startNodeServer } from '../../worker/entry-node';
import { STRIPE_API_ORIGIN, STRIPE_HOOKS_ORIGIN, STRIPE_JS_ORIGIN } from '../../worker/lib/security-headers';
import { TEST_CONFIG } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

/** The CSP as a map of directive → sources. */
function csp(headers: Headers): Map<string, string[]> {
  const value = headers.get('content-security-policy');
  expect(value, 'Content-Security-Policy').toBeTruthy();
  return new Map(
    value!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every response must carry, whatever its path and status. */
function expectStrictHeaders(headers: Headers, framedBy: string[] = [], takesCards = false) {
  const policy = csp(headers);
  const stripe = takesCards ? [STRIPE_JS_ORIGIN, STRIPE_HOOKS_ORIGIN, STRIPE_API_ORIGIN] : [];
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(takesCards ? ["'self'", STRIPE_JS_ORIGIN] : ["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-src')).toEqual(takesCards ? ['https://player.vimeo.com', STRIPE_JS_ORIGIN, STRIPE_HOOKS_ORIGIN] : ['https://player.vimeo.com']);
  // No third-party origin on a child's screen beyond Vimeo's oembed call and player frame; a page
  // that takes a card (the landing funnel's billing modal, My Account) adds Stripe.js's only.
  const origins = [...policy.values()].flat().filter((s) => /^https?:/.test(s));
  expect(new Set(origins)).toEqual(new Set(['https://vimeo.com', 'https://player.vimeo.com', ...framedBy, ...stripe]));
  if (framedBy.length) {
    expect(policy.get('frame-ancestors')).toEqual(framedBy);
    expect(headers.get('x-frame-options')).toBeNull();
  } else {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers.get('x-frame-options')).toBe('DENY');
  }
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation']) expect(permissions).toContain(`${feature}=()`);
  expect(permissions).toContain('fullscreen=(self "https://player.vimeo.com")');
  expect(permissions).toContain('autoplay=(self "https://player.vimeo.com")');
}

describe('security headers on the API', () => {
  it('are on a JSON answer, an error and an unknown address, without HSTS outside production', async () => {
    const health = await ctx.call('GET', '/api/health');
    const refused = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: 'nobody@example.com', password: 'wrong-password' } });
    const invalid = await ctx.call('POST', '/api/o1/login', { body: {} });
    const unknown = await ctx.call('GET', '/api/o1/nothing-here');
    expect([health.status, refused.status, invalid.status, unknown.status]).toEqual([200, 401, 422, 404]);
    for (const res of [health, refused, invalid, unknown]) {
      expectStrictHeaders(res.headers);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('add HSTS (one year or more, subdomains) with the production config', async () => {
    const deps = { ...ctx.deps, config: { ...TEST_CONFIG, environment: 'production' as const } };
    const res = await ctx.app.request('/api/health', {}, { deps });
    expect(res.status).toBe(200);
    expectStrictHeaders(res.headers);
    const hsts = res.headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(hsts).toContain('includeSubDomains');
  });
});

describe('security headers on the Node entry (npm start)', () => {
  it('are on the client routes, the webview routes and the art; only /webviews/* may be framed, by the configured origins', async () => {
    const webviewHost = 'https://app.monsterific.example';
    const env = { NODE_ENV: 'production', JWT_SECRET: TEST_CONFIG.jwtSecret, WEBVIEW_FRAME_ANCESTORS: webviewHost };
    // The file's database, left open for the other tests (the server closes what it is given).
    const handle: NodeDbHandle = { ...(ctx.handle as NodeDbHandle), close: async () => {} };
    const server = await startNodeServer({ port: 0, handle, env });
    try {
      // The client's HTML (or, when dist/client is not built, the 503 that says so) and its fallbacks.
      for (const path of ['/', '/lp/math', '/login', '/math']) {
        const res = await fetch(server.url + path);
        expect([200, 503], path).toContain(res.status);
        expectStrictHeaders(res.headers, [], path === '/' || path.startsWith('/lp/'));
        expect(res.headers.get('strict-transport-security'), path).toContain('max-age=31536000');
      }
      const webview = await fetch(server.url + '/webviews/login');
      expectStrictHeaders(webview.headers, [webviewHost]);
      const art = await fetch(server.url + '/assets/video/thumbnails/lesson-sample.jpg');
      expect(art.status).toBe(200);
      expectStrictHeaders(art.headers);
      const api = await fetch(server.url + '/api/health');
      expect(api.status).toBe(200);
      expectStrictHeaders(api.headers);
      // In production the dev preview is not mounted, and its 404 carries the headers too.
      const dev = await fetch(server.url + '/dev/levels');
      expect(dev.status).toBe(404);
      expectStrictHeaders(dev.headers);
    } finally {
      await server.close();
    }
  });

  it('refuses a WEBVIEW_FRAME_ANCESTORS entry that is not an https origin', () => {
    for (const bad of ['*', 'http://app.example.com', 'https://app.example.com/path', "'self'"]) {
      expect(() => parseConfig({ JWT_SECRET: TEST_CONFIG.jwtSecret, WEBVIEW_FRAME_ANCESTORS: bad }), bad).toThrow(/WEBVIEW_FRAME_ANCESTORS/);
    }
    expect(parseConfig({ JWT_SECRET: TEST_CONFIG.jwtSecret, WEBVIEW_FRAME_ANCESTORS: 'https://a.example, https://b.example' }).webviewFrameAncestors).toEqual(['https://a.example', 'https://b.example']);
  });
});

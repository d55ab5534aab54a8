/**
 * The shared Playwright fixture of every spec (import `test` and `expect` from here, not from
 * @playwright/test): it fails a test on any Content-Security-Policy violation, the browser proof that
 * the strict policy (worker/lib/security-headers.ts, issue 12 part 6) breaks nothing a child uses.
 * A violation is a `securitypolicyviolation` event in any frame, a console message saying that
 * something was refused (or that the Permissions-Policy header did not parse), or a page of ours
 * served without the policy.
 */
import { randomUUID } from 'node:crypto';
import { test as base, expect as baseExpect, type BrowserContext } from '@playwright/test';

/**
 * How often `expect.poll` asks again, ms. Playwright's default, [100, 250, 500, 1000] then 1000,
 * sees a state that arrives after 1.2 s only at 1.85 s; the game's states (a monster's walk, a
 * reveal tween) arrive over seconds, and one page.evaluate costs a few ms, so every 100 ms.
 */
const POLL_INTERVALS_MS = [100];
const poll: typeof baseExpect.poll = (fn, messageOrOptions) =>
  baseExpect.poll(fn, { intervals: POLL_INTERVALS_MS, ...(typeof messageOrOptions === 'string' ? { message: messageOrOptions } : messageOrOptions) });

/** Playwright's `expect`, whose `poll` asks every 100 ms unless a call says otherwise. */
export const expect: typeof baseExpect = new Proxy(baseExpect, { get: (target, key, receiver) => (key === 'poll' ? poll : Reflect.get(target, key, receiver)) });

/**
 * The cookie banner's stored choice ("only what's needed"), in vanilla-cookieconsent's own cookie
 * format (ui/consent/cookie-consent.ts): with it, a visitor's landing page shows no banner 1 s after
 * load, which would otherwise cover whatever a test taps at the bottom of the screen. Tests of the
 * banner itself opt out with `test.use({ cookieConsentDecided: false })`.
 */
export function decidedConsentCookie(): Parameters<BrowserContext['addCookies']>[0][number] {
  const now = new Date();
  const expires = now.getTime() + 180 * 24 * 3600 * 1000;
  const value = {
    categories: ['necessary'],
    revision: 0,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: randomUUID(),
    services: { necessary: [], C0002: [] },
    languageCode: 'en',
    lastConsentTimestamp: now.toISOString(),
    expirationTime: expires,
  };
  return { name: 'cc_cookie', value: encodeURIComponent(JSON.stringify(value)), domain: 'localhost', path: '/', expires: Math.floor(expires / 1000), sameSite: 'Lax' };
}

/** Console messages Chromium prints for a blocked load, eval or frame, a denied feature or a bad policy header. */
const REFUSAL = /Refused to|Content[- ]Security[- ]Policy|Permissions[- ]Policy/i;

/**
 * Collects the context's policy violations (see the module comment) into the returned list, which
 * the caller asserts empty. The fixture does it for the default context; a spec that opens another
 * context with `browser.newContext()` calls it itself.
 */
export async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  context.on('console', (msg) => {
    if (REFUSAL.test(msg.text())) violations.push(`console ${msg.type()}: ${msg.text()}`);
  });
  context.on('response', (res) => {
    const req = res.request();
    if (req.resourceType() !== 'document' || !/^http:\/\/localhost:\d+\//.test(res.url())) return;
    if (!res.headers()['content-security-policy']?.includes("script-src 'self'")) violations.push(`no Content-Security-Policy on ${res.url()}`);
  });
  await context.exposeBinding('__monsterificCspViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __monsterificCspViolation: (t: string) => Promise<void> }).__monsterificCspViolation;
      void report(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} on ${location.href}`);
    });
  });
  return violations;
}

export const test = base.extend<{ cookieConsentDecided: boolean }>({
  cookieConsentDecided: [true, { option: true }],
  context: async ({ context, cookieConsentDecided }, use) => {
    if (cookieConsentDecided) await context.addCookies([decidedConsentCookie()]);
    const violations = await watchCsp(context);
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

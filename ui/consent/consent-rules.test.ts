import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsAllowed, analyticsConsent, onAnalyticsConsent, resetAnalyticsConsent, updateAnalyticsConsent } from './analytics-state';
import { CONSENT_DELAY_MS, isLandingPath, isSkippedPath, scheduleConsentStartup, shouldStartConsent } from './consent-rules';
import { consentSettings, DENIED } from './consent-settings';

describe('where the cookie consent starts', () => {
  it('on landing pages only: / and /lp/*, not /lp/unified or /lp/short-narration', () => {
    for (const path of ['/', '/lp/math', '/lp/begin-enrollment', '/lp/scholarship', '/lp/math-mobile']) expect(isLandingPath(path), path).toBe(true);
    for (const path of ['/lp/unified', '/lp/unified/x', '/lp/short-narration', '/login', '/signup', '/math', '/my-account', '/lp', '/lpx/math']) expect(isLandingPath(path), path).toBe(false);
  });

  it('never under /admin, /logout or /webviews (the prefix, not a longer word)', () => {
    for (const path of ['/admin', '/admin/outbox', '/logout', '/webviews', '/webviews/login']) expect(isSkippedPath(path), path).toBe(true);
    for (const path of ['/administer', '/logouts', '/webviewsx', '/']) expect(isSkippedPath(path), path).toBe(false);
  });

  it('only when nobody is signed in', () => {
    expect(shouldStartConsent({ pathname: '/lp/math', signedIn: false })).toBe(true);
    expect(shouldStartConsent({ pathname: '/lp/math', signedIn: true })).toBe(false);
    expect(shouldStartConsent({ pathname: '/', signedIn: true })).toBe(false);
    expect(shouldStartConsent({ pathname: '/login', signedIn: false })).toBe(false);
    expect(shouldStartConsent({ pathname: '/lp/short-narration', signedIn: false })).toBe(false);
  });
});

describe('the start-up delay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts 1000 ms after load, not a millisecond sooner, once', () => {
    const start = vi.fn();
    scheduleConsentStartup({ pathname: '/lp/math', signedIn: false }, start);
    vi.advanceTimersByTime(CONSENT_DELAY_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * CONSENT_DELAY_MS);
    expect(start).toHaveBeenCalledTimes(1);
    expect(CONSENT_DELAY_MS).toBe(1000);
  });

  it('is cancelled by a navigation or a sign-in before the delay ends', () => {
    const start = vi.fn();
    const cancel = scheduleConsentStartup({ pathname: '/', signedIn: false }, start);
    vi.advanceTimersByTime(600);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(start).not.toHaveBeenCalled();
  });

  it('schedules nothing where it may not start', () => {
    const start = vi.fn();
    for (const context of [
      { pathname: '/login', signedIn: false },
      { pathname: '/admin/outbox', signedIn: false },
      { pathname: '/webviews/login', signedIn: false },
      { pathname: '/lp/unified', signedIn: false },
      { pathname: '/lp/math', signedIn: true },
    ]) {
      scheduleConsentStartup(context, start)();
    }
    vi.advanceTimersByTime(5000);
    expect(start).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('categories to consent settings, and the analytics state', () => {
  afterEach(() => resetAnalyticsConsent());

  it('maps C0002 to analytics and functionality, C0004 to advertising; anything not accepted is denied', () => {
    expect(consentSettings([])).toEqual(DENIED);
    expect(consentSettings(['necessary'])).toEqual(DENIED);
    expect(consentSettings(['necessary', 'C0002'])).toEqual({ ...DENIED, analytics_storage: 'granted', functionality_storage: 'granted' });
    expect(consentSettings(['C0004'])).toEqual({ ...DENIED, ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' });
  });

  it('starts denied and tells listeners on every update, a renewed choice included', () => {
    expect(analyticsConsent()).toEqual(DENIED);
    expect(analyticsAllowed()).toBe(false);
    const seen: string[] = [];
    const stop = onAnalyticsConsent((s) => seen.push(s.analytics_storage));
    updateAnalyticsConsent(consentSettings(['necessary', 'C0002']));
    expect(analyticsAllowed()).toBe(true);
    updateAnalyticsConsent(consentSettings(['necessary', 'C0002']));
    updateAnalyticsConsent(consentSettings(['necessary']));
    expect(analyticsAllowed()).toBe(false);
    expect(seen).toEqual(['granted', 'granted', 'denied']);
    stop();
    updateAnalyticsConsent(consentSettings(['C0002']));
    expect(seen).toHaveLength(3);
  });
});

/**
 * The analytics consent state (spec part 1 section 4: "the analytics tag is updated on every
 * consent change"; issue 14 item 7), the one first-party place that knows it. There is no
 * third-party tag: the cookie banner (ui/consent/cookie-consent.ts) calls
 * {@link updateAnalyticsConsent} on the first choice, on every page load with a stored choice and
 * on every change; first-party analytics read {@link analyticsConsent} or subscribe. Everything is
 * denied until a choice is made, and on any page where the banner never starts (children's pages,
 * signed-in users).
 */
import { DENIED, type ConsentSettings } from './consent-settings';

type Listener = (settings: ConsentSettings) => void;

let current: ConsentSettings = DENIED;
const listeners = new Set<Listener>();

/** The current settings (all denied before a choice). */
export function analyticsConsent(): ConsentSettings {
  return current;
}

/** Whether our own analytics may count this visit (analytics_storage granted). */
export function analyticsAllowed(): boolean {
  return current.analytics_storage === 'granted';
}

/** Sets the settings and tells every listener, even when nothing changed (a renewed choice is an update too). */
export function updateAnalyticsConsent(settings: ConsentSettings): void {
  current = { ...settings };
  for (const listener of listeners) listener(current);
}

/** Calls `listener` on every update. @returns the unsubscribe function */
export function onAnalyticsConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Back to all denied with no listeners (tests). */
export function resetAnalyticsConsent(): void {
  current = DENIED;
  listeners.clear();
}

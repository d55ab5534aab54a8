/**
 * Starts the cookie banner where the consent rules allow it (ui/consent/consent-rules.ts): on a
 * landing page with nobody signed in, 1000 ms after the page arrives; a navigation or a sign-in
 * before then cancels it, and leaving the landing pages hides an open banner. The banner's code and
 * stylesheet load only then (ui/consent/cookie-consent.ts), never on other pages.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../lib/use-session';
import { scheduleConsentStartup, shouldStartConsent } from './consent-rules';

/** The lazily loaded banner module (one request, shared by start and hide). */
const banner = () => import('./cookie-consent');
let loaded = false;

export function ConsentStartup(): null {
  const { pathname } = useLocation();
  const { signedIn } = useSession();
  useEffect(() => {
    const context = { pathname, signedIn };
    if (!shouldStartConsent(context)) {
      if (loaded) void banner().then((m) => m.hideCookieConsent());
      return;
    }
    return scheduleConsentStartup(context, () => {
      loaded = true;
      void banner().then((m) => m.startCookieConsent());
    });
  }, [pathname, signedIn]);
  return null;
}

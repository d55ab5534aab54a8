/**
 * The cookie banner, with vanilla-cookieconsent 3.1.0 (issue 14 item 7; spec part 1 section 4
 * "Cookie consent"), loaded lazily with its stylesheet only where ui/consent/consent-rules.ts lets
 * it start (landing pages, nobody signed in): children's pages never load it. The stylesheet is a
 * file of our origin (Vite emits it beside this chunk) and the library writes no inline style, so
 * the strict CSP (worker/lib/security-headers.ts, `style-src 'self'`) holds unchanged.
 *
 * Categories: `necessary` (the sign-in and guest cookies, always on) and `C0002` (analytics and
 * functionality: our own counting of visits to the landing pages). There is no advertising category
 * to accept: we show no ads and load no third-party tag, so C0004 stays denied, and the banner says
 * so. Every consent (first, stored on a later visit, changed) updates ui/consent/analytics-state.ts.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent.css';
import { updateAnalyticsConsent } from './analytics-state';
import { ADVERTISING, ANALYTICS, consentSettings } from './consent-settings';

/** Name of the cookie that keeps the choice (the library's default, named here for tests and docs). */
export const CONSENT_COOKIE = 'cc_cookie';

/** Days a choice is kept before the banner asks again. */
const CONSENT_DAYS = 182;

const applyChoice = ({ cookie }: { cookie: CookieConsent.CookieValue }) => updateAnalyticsConsent(consentSettings(cookie.categories));

/** The banner's configuration: texts in plain words, the project's look in consent.css. */
export const CONSENT_CONFIG: CookieConsent.CookieConsentConfig = {
  cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax' },
  // The library hides the banner from browsers that say they are automated (navigator.webdriver),
  // which includes the end-to-end tests; a crawler seeing the banner costs nothing.
  hideFromBots: false,
  guiOptions: {
    consentModal: { layout: 'cloud', position: 'bottom center', equalWeightButtons: true, flipButtons: false },
    preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
  },
  categories: {
    necessary: { enabled: true, readOnly: true },
    [ANALYTICS]: { enabled: false, readOnly: false },
  },
  onFirstConsent: applyChoice,
  onConsent: applyChoice,
  onChange: applyChoice,
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'Cookies, in plain words',
          description:
            'We need a few cookies to keep you signed in. With your OK we also count visits to these pages, ourselves. No ads, no advertising cookies, no third-party trackers: advertising stays off.',
          acceptAllBtn: 'OK, count my visit',
          acceptNecessaryBtn: 'Only what’s needed',
          showPreferencesBtn: 'Choose',
        },
        preferencesModal: {
          title: 'Your cookie choices',
          acceptAllBtn: 'Allow all',
          acceptNecessaryBtn: 'Only what’s needed',
          savePreferencesBtn: 'Save my choice',
          closeIconLabel: 'Close',
          sections: [
            {
              title: 'Needed to work (always on)',
              description: 'Keeping a parent signed in and remembering this choice. Nothing here follows you to other websites.',
              linkedCategory: 'necessary',
            },
            {
              title: `Analytics and functionality (${ANALYTICS})`,
              description: 'Our own count of which landing pages are visited and where visitors stop, kept on our servers. Never on a child’s screens, never shared.',
              linkedCategory: ANALYTICS,
            },
            {
              title: `Advertising (${ADVERTISING}): none`,
              description: 'We show no ads and load no advertising or third-party tags, so there is nothing to allow here: advertising stays off.',
            },
          ],
        },
      },
    },
  },
};

let started: Promise<void> | null = null;

/** Shows the banner (runs the library once; later calls show it again if no choice is stored). */
export function startCookieConsent(): Promise<void> {
  if (!started) started = CookieConsent.run(CONSENT_CONFIG);
  else if (!CookieConsent.validConsent()) CookieConsent.show();
  return started;
}

/** Hides the banner (a navigation away from the landing pages, a sign-in); the choice is untouched. */
export function hideCookieConsent(): void {
  if (started) CookieConsent.hide();
}

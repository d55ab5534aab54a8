/**
 * Consent categories to consent settings (spec part 1 section 4 "Cookie consent"; issue 14 item 7):
 * C0004 (advertising) and C0002 (analytics and functionality) map to granted or denied settings,
 * named as Google's consent mode names them (ad_storage, ad_user_data, ad_personalization;
 * analytics_storage, functionality_storage). No third-party tag reads them:
 * ui/consent/analytics-state.ts keeps them for our own first-party analytics. The banner offers no
 * advertising category at all, so C0004 is never accepted and advertising stays denied. Pure; the
 * start-up rules are in ./consent-rules.ts.
 */

/** The spec's consent categories: C0004 advertising, C0002 analytics and functionality. */
export const ADVERTISING = 'C0004';
export const ANALYTICS = 'C0002';

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

/**
 * What a membership costs (issue 14; the spec shows no prices, docs/decisions.md "Billing: Stripe
 * and its local fake"): one monthly price per subject, in US cents, found in Stripe by its
 * `lookup_key` so the same code runs against test mode, live mode and the local fake (which seeds
 * these). The prices themselves are in core/billing/catalogue.ts (the browser shows them).
 */
import { MONTHLY_CENTS, SUBJECT_NAMES, type SubjectKey } from '../../core/billing/catalogue';

export { CURRENCY, MONTHLY_CENTS, monthlyCentsOf, subjectKeyOf, type SubjectKey } from '../../core/billing/catalogue';

/** Stripe price lookup key of a subject's monthly price, e.g. `monsterific_math_monthly`. */
export function lookupKeyOf(subject: SubjectKey): string {
  return `monsterific_${subject}_monthly`;
}

/** The catalogue as the local Stripe fake seeds it: one product and one monthly price per subject. */
export function catalogueEntries(): { subject: SubjectKey; name: string; lookupKey: string; unitAmount: number }[] {
  return (Object.keys(MONTHLY_CENTS) as SubjectKey[]).map((subject) => ({ subject, name: `Monsterific ${SUBJECT_NAMES[subject]}`, lookupKey: lookupKeyOf(subject), unitAmount: MONTHLY_CENTS[subject] }));
}

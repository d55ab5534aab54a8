/**
 * What a membership costs (issue 14; the spec shows no prices, docs/decisions.md "Billing: Stripe
 * and its local fake"): one monthly price per subject, in US cents, found in Stripe by its
 * `lookup_key` so the same code runs against test mode, live mode and the local fake (which seeds
 * these). Amounts are integers in the currency's smallest unit, as Stripe counts them.
 */
import { SUBJECT_IDS } from './billing.service';

export type SubjectKey = keyof typeof SUBJECT_IDS;

/** The currency of every price (ISO 4217, lower-case as Stripe writes it). */
export const CURRENCY = 'usd';

/** Monthly price of each subject, in cents. */
export const MONTHLY_CENTS: Readonly<Record<SubjectKey, number>> = { math: 999, reading: 999, science: 799, socialStudies: 799, superSkills: 599 };

/** Stripe price lookup key of a subject's monthly price, e.g. `monsterific_math_monthly`. */
export function lookupKeyOf(subject: SubjectKey): string {
  return `monsterific_${subject}_monthly`;
}

/** The subject key of a subject id (1..5). @throws Error for an unknown id (callers validate ids first). */
export function subjectKeyOf(id: number): SubjectKey {
  const entry = Object.entries(SUBJECT_IDS).find(([, v]) => v === id);
  if (!entry) throw new Error(`unknown subject id ${id}`);
  return entry[0] as SubjectKey;
}

/** The monthly amount, in cents, of a membership with these subjects. */
export function monthlyCentsOf(subjectIds: readonly number[]): number {
  return subjectIds.reduce((sum, id) => sum + MONTHLY_CENTS[subjectKeyOf(id)], 0);
}

/** The catalogue as the local Stripe fake seeds it: one product and one monthly price per subject. */
export function catalogueEntries(): { subject: SubjectKey; name: string; lookupKey: string; unitAmount: number }[] {
  const names: Record<SubjectKey, string> = { math: 'Math', reading: 'Reading', science: 'Science', socialStudies: 'Social Studies', superSkills: 'Super Skills' };
  return (Object.keys(MONTHLY_CENTS) as SubjectKey[]).map((subject) => ({ subject, name: `Monsterific ${names[subject]}`, lookupKey: lookupKeyOf(subject), unitAmount: MONTHLY_CENTS[subject] }));
}

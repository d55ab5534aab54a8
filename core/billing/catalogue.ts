/**
 * What a membership costs, shared by the server and the browser (issue 14; the spec shows no
 * prices, docs/decisions.md "Billing: Stripe and its local fake"): one monthly price per subject,
 * in US cents (integers in the currency's smallest unit, as Stripe counts them). Pure constants:
 * the payment form imports them without any server code.
 */

/** Subject ids (spec part 1 section 1). */
export const SUBJECT_IDS = { math: 1, reading: 2, science: 3, socialStudies: 4, superSkills: 5 } as const;

export type SubjectKey = keyof typeof SUBJECT_IDS;

/** The subjects' names as parents read them. */
export const SUBJECT_NAMES: Readonly<Record<SubjectKey, string>> = { math: 'Math', reading: 'Reading', science: 'Science', socialStudies: 'Social Studies', superSkills: 'Super Skills' };

/** The currency of every price (ISO 4217, lower-case as Stripe writes it). */
export const CURRENCY = 'usd';

/** Monthly price of each subject, in cents. */
export const MONTHLY_CENTS: Readonly<Record<SubjectKey, number>> = { math: 999, reading: 999, science: 799, socialStudies: 799, superSkills: 599 };

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

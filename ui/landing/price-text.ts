/**
 * The landing page's price in plain words (issue 14 "the price and what happens after the free
 * month"; docs/decisions.md "Landing pages"): the monthly amount of the entry's subjects from the
 * catalogue (core/billing/catalogue.ts), the free first month, the reminder three days before
 * it ends, and how to cancel. A parent's page only: no child's screen shows a price.
 */
import { MONTHLY_CENTS, SUBJECT_NAMES, type SubjectKey } from '../../core/billing/catalogue';
import { formatUsd, REMINDER_BEFORE_TRIAL_END_MS } from '../../worker/billing/billing-rules';

/** Days before the free month ends that the reminder e-mail goes out (the reminder job's own rule). */
const REMINDER_DAYS_BEFORE = REMINDER_BEFORE_TRIAL_END_MS / (24 * 3600 * 1000);

/** "Math", "Math and Reading", "Math, Reading and Science". */
export function subjectList(subjects: readonly SubjectKey[]): string {
  const names = subjects.map((s) => SUBJECT_NAMES[s]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The monthly total of `subjects`, in cents. */
export function monthlyCents(subjects: readonly SubjectKey[]): number {
  return subjects.reduce((sum, s) => sum + MONTHLY_CENTS[s], 0);
}

/** The price block's sentences, in reading order. */
export interface PriceText {
  /** "Free for the first month." */
  headline: string;
  /** "Then $9.99 a month for Math, charged monthly until you cancel." */
  then: string;
  /** The reminder and how to cancel. */
  reminder: string;
}

/**
 * The plain-words price of a membership with `subjects`.
 * @throws Error when `subjects` is empty (every paid entry names at least one subject)
 */
export function priceText(subjects: readonly SubjectKey[]): PriceText {
  if (subjects.length === 0) throw new Error('a price needs at least one subject');
  return {
    headline: 'Free for the first month.',
    then: `Then ${formatUsd(monthlyCents(subjects))} a month for ${subjectList(subjects)}, charged monthly until you cancel.`,
    reminder: `We e-mail you ${REMINDER_DAYS_BEFORE} days before the free month ends; cancel in My Account in two clicks, and nothing is charged if you cancel before then.`,
  };
}

/** Every subject with its monthly price, in the catalogue's order: "Reading $9.99 a month". */
export function subjectPrices(): { subject: SubjectKey; name: string; price: string }[] {
  return (Object.keys(MONTHLY_CENTS) as SubjectKey[]).map((subject) => ({ subject, name: SUBJECT_NAMES[subject], price: `${formatUsd(MONTHLY_CENTS[subject])} a month` }));
}

/**
 * Subjects, bundles and the bundle discount as pure functions (issue 14 item 5; spec part 1
 * section 7 "Parents": subjects, subject, eligible_bundle, discount, discount_bundle). The spec
 * names the calls, not the offer: docs/decisions.md "My Account: subjects, the bundle, hold cost"
 * says what the bundle is. No I/O, so My Account shows the same numbers the server charges.
 */
import { MONTHLY_CENTS, SUBJECT_IDS, SUBJECT_NAMES, subjectKeyOf } from '../../core/billing/catalogue';

/** Every subject id, in the catalogue's order (1..5). */
export const ALL_SUBJECT_IDS: readonly number[] = Object.values(SUBJECT_IDS);

/** The bundles' ids (`discount_to_add`). */
export const BUNDLE_IDS = ['all_subjects'] as const;

/** A bundle: these subjects together, a percentage off the whole membership, for as long as it lasts. */
export interface Bundle {
  /** The `discount_to_add` value and our row's `bundle` column. */
  id: (typeof BUNDLE_IDS)[number];
  name: string;
  subject_ids: readonly number[];
  /** Percent off every monthly charge (Stripe coupon `percent_off`, duration `forever`). */
  percent_off: number;
  /** The Stripe coupon id (made once, on first use, with these terms). */
  coupon_id: string;
}

/** The one bundle on offer: all five subjects, 20 % off. */
export const ALL_SUBJECTS_BUNDLE: Bundle = { id: 'all_subjects', name: 'All-Subjects Bundle', subject_ids: ALL_SUBJECT_IDS, percent_off: 20, coupon_id: 'monsterific_bundle_all_subjects_20' };

export const BUNDLES: readonly Bundle[] = [ALL_SUBJECTS_BUNDLE];

/** The bundle with this id, or undefined. */
export function bundleById(id: string | null | undefined): Bundle | undefined {
  return BUNDLES.find((b) => b.id === id);
}

/** Full monthly price of these subjects, cents. */
export function fullCentsOf(subjectIds: readonly number[]): number {
  return subjectIds.reduce((sum, id) => sum + MONTHLY_CENTS[subjectKeyOf(id)], 0);
}

/** A monthly amount after a percentage off, rounded to the cent as Stripe rounds (half up). */
export function discounted(cents: number, percentOff: number): number {
  return Math.round((cents * (100 - percentOff)) / 100);
}

/** What a month costs with these subjects and maybe a bundle, cents. */
export function monthlyWith(subjectIds: readonly number[], bundle: Bundle | undefined): number {
  const full = fullCentsOf(subjectIds);
  return bundle ? discounted(full, bundle.percent_off) : full;
}

/** The bundle a parent with these subjects (and this bundle, if any) could take, with its price, or null. */
export function eligibleBundle(subjectIds: readonly number[], current: string | null) {
  if (current) return null;
  const bundle = ALL_SUBJECTS_BUNDLE;
  const adds = bundle.subject_ids.filter((id) => !subjectIds.includes(id));
  const full = fullCentsOf(bundle.subject_ids);
  const monthly = discounted(full, bundle.percent_off);
  return { id: bundle.id, name: bundle.name, subject_ids: [...bundle.subject_ids], adds_subject_ids: adds, percent_off: bundle.percent_off, full_cents: full, monthly_cents: monthly, current_cents: fullCentsOf(subjectIds) };
}

/** The name of a subject id. */
export function subjectName(id: number): string {
  return SUBJECT_NAMES[subjectKeyOf(id)];
}

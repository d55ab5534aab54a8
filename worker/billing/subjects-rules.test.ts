import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { subjectsFromStripe } from './stripe-sync';
import { ALL_SUBJECTS_BUNDLE, discounted, eligibleBundle, fullCentsOf, monthlyWith } from './subjects-rules';

describe('subjects and the bundle', () => {
  it('prices subjects, the bundle (20 % off all five, rounded to the cent) and what a parent could take', () => {
    expect(fullCentsOf([1, 2])).toBe(1998);
    expect(fullCentsOf([1, 2, 3, 4, 5])).toBe(4195);
    expect(discounted(4195, 20)).toBe(3356);
    expect(discounted(1, 50)).toBe(1); // half a cent rounds up, as Stripe rounds
    expect(monthlyWith([1, 2, 3, 4, 5], ALL_SUBJECTS_BUNDLE)).toBe(3356);
    expect(monthlyWith([1], undefined)).toBe(999);
    expect(eligibleBundle([1], null)).toMatchObject({ adds_subject_ids: [2, 3, 4, 5], monthly_cents: 3356, current_cents: 999 });
    expect(eligibleBundle([1, 2, 3, 4, 5], 'all_subjects')).toBeNull();
  });

  it("reads a Stripe subscription's subjects from its items' lookup keys, the bundle from a discount plus its metadata", () => {
    const sub = (keys: string[], discounts: string[], bundle?: string) =>
      ({ items: { data: keys.map((k) => ({ price: { lookup_key: k } })) }, discounts, metadata: bundle ? { bundle } : {} }) as unknown as Stripe.Subscription;
    const all = ['monsterific_math_monthly', 'monsterific_reading_monthly', 'monsterific_science_monthly', 'monsterific_socialStudies_monthly', 'monsterific_superSkills_monthly'];
    expect(subjectsFromStripe(sub(['monsterific_reading_monthly', 'monsterific_math_monthly'], []))).toEqual({ subject_ids: [1, 2], bundle: null, monthly_cents: 1998 });
    expect(subjectsFromStripe(sub(all, ['di_1'], 'all_subjects'))).toEqual({ subject_ids: [1, 2, 3, 4, 5], bundle: 'all_subjects', monthly_cents: 3356 });
    // The metadata without a discount (removed in Stripe's dashboard) is no bundle.
    expect(subjectsFromStripe(sub(all, [], 'all_subjects'))?.bundle).toBeNull();
    // A price not of the catalogue: nothing is copied.
    expect(subjectsFromStripe(sub(['some_other_price'], []))).toBeUndefined();
  });
});

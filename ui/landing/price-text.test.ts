import { describe, expect, it } from 'vitest';
import { MONTHLY_CENTS } from '../../worker/billing/catalogue';
import { LANDING_ENTRIES } from './entries';
import { monthlyCents, priceText, subjectList, subjectPrices } from './price-text';

describe('the landing price in plain words', () => {
  it('states the free month, the monthly price from the catalogue, the reminder and how to cancel', () => {
    expect(priceText(['math'])).toEqual({
      headline: 'Free for the first month.',
      then: 'Then $9.99 a month for Math, charged monthly until you cancel.',
      reminder: 'We e-mail you 3 days before the free month ends; cancel in My Account in two clicks, and nothing is charged if you cancel before then.',
    });
    expect(priceText(['socialStudies']).then).toBe('Then $7.99 a month for Social Studies, charged monthly until you cancel.');
    expect(priceText(['math', 'reading', 'superSkills']).then).toBe('Then $25.97 a month for Math, Reading and Super Skills, charged monthly until you cancel.');
  });

  it('reads the server catalogue’s prices (the re-export is the same object)', () => {
    expect(monthlyCents(['math', 'science'])).toBe(MONTHLY_CENTS.math + MONTHLY_CENTS.science);
    expect(subjectPrices().map((p) => `${p.name} ${p.price}`)).toEqual(['Math $9.99 a month', 'Reading $9.99 a month', 'Science $7.99 a month', 'Social Studies $7.99 a month', 'Super Skills $5.99 a month']);
  });

  it('joins subject names like a sentence and refuses a price of nothing', () => {
    expect(subjectList(['reading'])).toBe('Reading');
    expect(subjectList(['math', 'reading'])).toBe('Math and Reading');
    expect(() => priceText([])).toThrow(/at least one subject/);
  });

  it('every entry has a unique slug, names subjects and says what the child will do', () => {
    expect(new Set(LANDING_ENTRIES.map((e) => e.slug)).size).toBe(7);
    expect(LANDING_ENTRIES.map((e) => e.entry)).toEqual(['beginEnrollment', 'math', 'mathMobile', 'reading', 'scholarship', 'socialStudies', 'superSkills']);
    for (const e of LANDING_ENTRIES) {
      expect(e.subjects.length, e.slug).toBeGreaterThan(0);
      expect(e.activities.length, e.slug).toBeGreaterThanOrEqual(3);
    }
  });
});

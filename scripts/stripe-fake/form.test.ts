import { describe, expect, it } from 'vitest';
import { decodeStripeForm } from './form';

describe('decodeStripeForm', () => {
  it("decodes Stripe's bracket nesting as the SDK encodes it", () => {
    const body = 'customer=cus_1&items[0][price]=price_a&items[1][price]=price_b&expand[0]=pending_setup_intent&metadata[subject_ids]=1%2C2&trial_end=1798000000';
    expect(decodeStripeForm(body)).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_a' }, { price: 'price_b' }],
      expand: ['pending_setup_intent'],
      metadata: { subject_ids: '1,2' },
      trial_end: '1798000000',
    });
  });
  it('keeps an empty value (Stripe\'s "unset") and appends [] arrays', () => {
    expect(decodeStripeForm('pause_collection=&lookup_keys[]=a&lookup_keys[]=b')).toEqual({ pause_collection: '', lookup_keys: ['a', 'b'] });
    expect(decodeStripeForm('pause_collection[behavior]=void&pause_collection[resumes_at]=17')).toEqual({ pause_collection: { behavior: 'void', resumes_at: '17' } });
  });
});

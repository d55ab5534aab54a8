import { describe, expect, it } from 'vitest';
import { FUNNEL_STEP_NAMES } from '../../core/funnel/funnel-steps';
import { FUNNEL_STEPS } from '../../ui/funnel/funnel-script';

describe('funnel step names', () => {
  it("the server's list (core/funnel/funnel-steps.ts) is the funnel script's, in order", () => {
    expect([...FUNNEL_STEP_NAMES]).toEqual([...FUNNEL_STEPS]);
    expect(FUNNEL_STEP_NAMES).toHaveLength(38);
  });
});

import { describe, expect, it } from 'vitest';
import { FUNNEL_SCRIPT, FUNNEL_STEPS } from '../../ui/funnel/funnel-script';

describe('funnel script', () => {
  it('scripts every step of the spec exactly once, in the spec order, billingModal last', () => {
    expect(FUNNEL_STEPS).toHaveLength(38);
    expect(FUNNEL_SCRIPT.map((s) => s.step)).toEqual([...FUNNEL_STEPS]);
    expect(FUNNEL_SCRIPT.at(-1)).toMatchObject({ step: 'billingModal', video: 'pause' });
    // A played segment says something; a paused step says nothing (its modal speaks).
    for (const s of FUNNEL_SCRIPT) expect(s.narration.length > 0, s.step).toBe(s.video === 'play');
  });
});

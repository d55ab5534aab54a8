import { describe, expect, it } from 'vitest';
import { promptView } from './payment-prompt';

describe('payment prompts: to parents only, never to a child (issue 14 item 6)', () => {
  it('a child is only asked to fetch a grown-up, whatever the prompt', () => {
    expect(promptView('student', 'ASK_PAYMENT_HARD')).toEqual({ kind: 'ask-grown-up' });
    expect(promptView('student', 'ASK_PAYMENT_SOFT')).toEqual({ kind: 'ask-grown-up' });
  });

  it('a parent gets the hard panel (not closable) or the soft banner (closable, stays closed)', () => {
    expect(promptView('parent', 'ASK_PAYMENT_HARD')).toEqual({ kind: 'panel', dismissible: false });
    expect(promptView('parent', 'ASK_PAYMENT_HARD', true)).toEqual({ kind: 'panel', dismissible: false });
    expect(promptView('parent', 'ASK_PAYMENT_SOFT')).toEqual({ kind: 'banner', dismissible: true });
    expect(promptView('parent', 'ASK_PAYMENT_SOFT', true)).toEqual({ kind: 'none' });
  });

  it('no prompt, or nobody signed in: nothing', () => {
    expect(promptView('parent', null)).toEqual({ kind: 'none' });
    expect(promptView(null, 'ASK_PAYMENT_HARD')).toEqual({ kind: 'none' });
  });
});

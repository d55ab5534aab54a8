import { describe, expect, it } from 'vitest';
import { canSave, feedbackReducer, initialFeedback, type FeedbackEvent, type FeedbackState } from './feedback-machine';

const run = (events: FeedbackEvent[], from: FeedbackState = initialFeedback) => events.reduce(feedbackReducer, from);

describe('feedback save states (Editing -> Saving -> Saved / Error)', () => {
  it('saves only with 1 to 5 stars', () => {
    expect(run([{ type: 'SAVE' }]).state).toBe('Editing');
    const s = run([{ type: 'EDIT', draft: { stars: 4, notes: 'fun' } }, { type: 'SAVE' }]);
    expect(s.state).toBe('Saving');
    expect(run([{ type: 'EDIT', draft: { stars: 6 } }, { type: 'SAVE' }]).state).toBe('Editing');
  });

  it('goes to Saved with the id, and ignores saving while saving or saved', () => {
    const saving = run([{ type: 'EDIT', draft: { stars: 5 } }, { type: 'SAVE' }]);
    expect(feedbackReducer(saving, { type: 'SAVE' })).toBe(saving);
    expect(canSave(saving)).toBe(false);
    const saved = feedbackReducer(saving, { type: 'SAVED', id: 12 });
    expect(saved).toMatchObject({ state: 'Saved', id: 12 });
    expect(feedbackReducer(saved, { type: 'SAVE' })).toBe(saved);
    expect(canSave(saved)).toBe(false);
  });

  it('a failure gives Error with the message; saving again retries', () => {
    const failed = run([{ type: 'EDIT', draft: { stars: 2 } }, { type: 'SAVE' }, { type: 'FAILED', message: 'offline' }]);
    expect(failed).toMatchObject({ state: 'Error', error: 'offline' });
    expect(feedbackReducer(failed, { type: 'SAVE' })).toMatchObject({ state: 'Saving', error: null });
  });

  it('editing after Saved returns to Editing and keeps the id, so the next save updates it', () => {
    const saved = run([{ type: 'EDIT', draft: { stars: 3 } }, { type: 'SAVE' }, { type: 'SAVED', id: 4 }]);
    const edited = feedbackReducer(saved, { type: 'EDIT', draft: { notes: 'more' } });
    expect(edited).toMatchObject({ state: 'Editing', id: 4, draft: { stars: 3, notes: 'more' } });
  });

  it('edits while saving are held (the request carries the draft it started with); stray results are ignored', () => {
    const saving = run([{ type: 'EDIT', draft: { stars: 3 } }, { type: 'SAVE' }]);
    expect(feedbackReducer(saving, { type: 'EDIT', draft: { stars: 1 } })).toBe(saving);
    expect(feedbackReducer(initialFeedback, { type: 'SAVED', id: 1 })).toBe(initialFeedback);
    expect(feedbackReducer(initialFeedback, { type: 'FAILED', message: 'x' })).toBe(initialFeedback);
  });
});

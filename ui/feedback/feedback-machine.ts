/**
 * The feedback save states (spec part 1 section 4 "Save states": Editing, Saving, Saved, Error;
 * saving is ignored when already saving or saved; section 8: a feedback failure gives Error).
 * A tiny reducer rather than a state-machine library: four states and five events read clearly
 * as a switch, and React's useReducer runs it directly.
 */

export type SaveState = 'Editing' | 'Saving' | 'Saved' | 'Error';

export interface FeedbackDraft {
  /** 0 = no star chosen yet; 1 to 5 once chosen. */
  stars: number;
  notes: string;
}

export interface FeedbackState {
  state: SaveState;
  draft: FeedbackDraft;
  /** Id of the saved feedback: a later save updates it instead of creating another. */
  id: number | null;
  error: string | null;
}

export type FeedbackEvent =
  | { type: 'EDIT'; draft: Partial<FeedbackDraft> }
  | { type: 'SAVE' }
  | { type: 'SAVED'; id: number }
  | { type: 'FAILED'; message: string };

export const initialFeedback: FeedbackState = { state: 'Editing', draft: { stars: 0, notes: '' }, id: null, error: null };

/** Whether a SAVE would start saving now (not while saving or saved, and only with stars). */
export function canSave(s: FeedbackState): boolean {
  return (s.state === 'Editing' || s.state === 'Error') && s.draft.stars >= 1 && s.draft.stars <= 5;
}

/** The transition function. Events that don't apply in a state leave it unchanged (same object). */
export function feedbackReducer(s: FeedbackState, e: FeedbackEvent): FeedbackState {
  switch (e.type) {
    case 'EDIT':
      // While saving, the request in flight carries the old draft: hold edits until it settles.
      if (s.state === 'Saving') return s;
      return { ...s, state: 'Editing', draft: { ...s.draft, ...e.draft }, error: null };
    case 'SAVE':
      return canSave(s) ? { ...s, state: 'Saving', error: null } : s;
    case 'SAVED':
      return s.state === 'Saving' ? { ...s, state: 'Saved', id: e.id } : s;
    case 'FAILED':
      return s.state === 'Saving' ? { ...s, state: 'Error', error: e.message } : s;
  }
}

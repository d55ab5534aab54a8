import { useReducer, type FormEvent } from 'react';
import { feedbackFields, NOTES_MAX } from '../../worker/feedback/feedback-fields';
import { ApiError } from '../lib/api';
import { accountApi, type FeedbackAuthor } from '../lib/account-api';
import { canSave, feedbackReducer, initialFeedback } from './feedback-machine';
import './feedback.css';

const STAR_WORDS = ['', 'Not fun', 'A little fun', 'Fun', 'Really fun', 'Super fun'];

function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
      <path
        d="M12 2.8l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.6l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z"
        fill={filled ? 'var(--sun)' : '#fff'}
        stroke="var(--ink)"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Feedback: 1 to 5 stars and a note, for a student, a parent or a guest (spec part 1 sections 3,
 * 4 "Save states", 8 "Feedback failure -> Error"). Saving twice updates the same feedback.
 * @param source where it was given, e.g. `my-account`
 */
export function FeedbackWidget({ author, source, title = 'How do you like Monsterific?' }: { author: FeedbackAuthor; source: string; title?: string }) {
  const [s, dispatch] = useReducer(feedbackReducer, initialFeedback);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!canSave(s)) return; // ignored while saving or saved (spec)
    const notes = feedbackFields.notes.safeParse(s.draft.notes);
    if (!notes.success) {
      dispatch({ type: 'SAVE' });
      dispatch({ type: 'FAILED', message: notes.error.issues[0]!.message });
      return;
    }
    dispatch({ type: 'SAVE' });
    try {
      const res = await accountApi.saveFeedback(author, s.id, { stars: s.draft.stars, notes: notes.data, source });
      dispatch({ type: 'SAVED', id: res.feedback.id });
    } catch (err) {
      dispatch({ type: 'FAILED', message: err instanceof ApiError ? err.message : "We're sorry something went wrong. Please try again." });
    }
  }

  return (
    <form className="card stack feedback-widget" onSubmit={save} data-testid="feedback-widget" data-state={s.state} aria-labelledby="feedback-title" noValidate>
      <h2 id="feedback-title">{title}</h2>
      <div className="stars" role="radiogroup" aria-label="Stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={s.draft.stars === n}
            aria-label={`${n} star${n > 1 ? 's' : ''}: ${STAR_WORDS[n]}`}
            className="star-button"
            data-testid={`feedback-star-${n}`}
            onClick={() => dispatch({ type: 'EDIT', draft: { stars: n } })}
          >
            <Star filled={n <= s.draft.stars} />
          </button>
        ))}
        <span className="star-word" aria-live="polite">
          {STAR_WORDS[s.draft.stars]}
        </span>
      </div>
      <div className="field">
        <label htmlFor="feedback-notes">Tell us more (optional)</label>
        <textarea
          id="feedback-notes"
          rows={3}
          maxLength={NOTES_MAX}
          value={s.draft.notes}
          onChange={(e) => dispatch({ type: 'EDIT', draft: { notes: e.target.value } })}
          data-testid="feedback-notes"
        />
      </div>
      {s.state === 'Error' && (
        <div className="form-error" role="alert" data-testid="feedback-error">
          {s.error}
        </div>
      )}
      {s.state === 'Saved' && (
        <div className="feedback feedback-good" role="status" data-testid="feedback-saved">
          Thank you! We read every note.
        </div>
      )}
      <div className="row">
        <button className="btn btn-green" type="submit" disabled={!canSave(s)} data-testid="feedback-save">
          {s.state === 'Saving' ? 'Saving…' : s.state === 'Saved' ? 'Saved' : s.id === null ? 'Send feedback' : 'Update feedback'}
        </button>
        {s.draft.stars === 0 && <span className="muted">Choose some stars first.</span>}
      </div>
    </form>
  );
}

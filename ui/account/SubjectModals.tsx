import { useState, type FormEvent } from 'react';
import { formatUsd } from '../../worker/billing/billing-rules';
import { SelectField } from '../components/Field';
import { billingApi } from './billing-api';
import { useFormStatus } from './form-status';
import { FormMessages, Modal, TextAreaField } from './Modal';
import { useAccount, useSubjectName } from './use-account';

const REASONS = [
  { value: '', label: 'Choose one (optional)' },
  { value: 'not_used', label: 'My children do not use it' },
  { value: 'too_expensive', label: 'It costs too much' },
  { value: 'not_right_level', label: 'Not the right level' },
  { value: 'other', label: 'Something else' },
];

/** The remove-subject modal (DELETE `subjects` with a feedback body): why, optionally, then remove. */
export function RemoveSubjectModal({ subjectId, onClose }: { subjectId: number; onClose: () => void }) {
  const { refresh } = useAccount();
  const [reason, setReason] = useState('');
  const [feedback, setFeedback] = useState('');
  const { status, run } = useFormStatus();
  const name = useSubjectName()(subjectId);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await run('remove-subject', () => billingApi.removeSubjects([subjectId], reason, feedback.trim()))) {
      await refresh();
      onClose();
    }
  }
  return (
    <Modal title={`Remove ${name}?`} testId="remove-subject-modal" onClose={onClose}>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">Your children keep {name} until the end of the period already paid; it is not charged after that.</p>
        <SelectField label="Why? (optional)" value={reason} onChange={(e) => setReason(e.target.value)} data-testid="remove-subject-reason">
          {REASONS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </SelectField>
        <TextAreaField label="Tell us more (optional)" value={feedback} onChange={setFeedback} testId="remove-subject-feedback" />
        <FormMessages error={status.generalError} />
        <div className="row modal-actions">
          <button type="submit" className="btn danger-button-solid" disabled={status.submitting} data-testid="remove-subject-confirm">
            Remove {name}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Keep it
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The remove-bundle modal and its confirmation (DELETE `discount_bundle`): says what the parent
 * goes back to and what a month will cost, then asks once more.
 */
export function RemoveBundleModal({ onClose }: { onClose: () => void }) {
  const { subscription, refresh } = useAccount();
  const [confirming, setConfirming] = useState(false);
  const { status, run } = useFormStatus();

  async function remove() {
    if (await run('remove-bundle', () => billingApi.removeBundle())) await refresh();
  }
  if (status.actionSuccess) {
    return (
      <Modal title="Bundle removed" testId="remove-bundle-modal" onClose={onClose}>
        <p data-testid="remove-bundle-done">Your membership is back to the subjects you chose before the bundle.</p>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          OK
        </button>
      </Modal>
    );
  }
  return (
    <Modal title="Remove your bundle?" testId="remove-bundle-modal" onClose={onClose}>
      <p>
        Your bundle discount ends, and your membership goes back to the subjects you had before the bundle. {subscription ? `Today your ${subscription.subject_ids.length} subjects cost ${formatUsd(subscription.monthly_cents)} a month with the discount.` : ''}
      </p>
      <FormMessages error={status.generalError} />
      {!confirming ? (
        <div className="row modal-actions">
          <button type="button" className="btn danger-button-solid" onClick={() => setConfirming(true)} data-testid="remove-bundle-start">
            Remove the bundle
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Keep my bundle
          </button>
        </div>
      ) : (
        <div className="stack confirm-box" data-testid="remove-bundle-confirmation">
          <strong>Are you sure? The subjects the bundle added are removed, and the ones you keep are charged at full price from your next charge.</strong>
          <div className="row modal-actions">
            <button type="button" className="btn danger-button-solid" disabled={status.submitting} onClick={() => void remove()} data-testid="remove-bundle-confirm">
              Yes, remove it
            </button>
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              No, keep it
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}

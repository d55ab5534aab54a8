import { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '../components/Field';
import { billingApi, type CancelForm } from './billing-api';
import { useFormStatus } from './form-status';
import { FormMessages, Modal, TextAreaField } from './Modal';
import { longDate } from './status-words';
import { useAccount } from './use-account';

const REASONS = [
  { value: '', label: 'Choose one (optional)' },
  { value: 'too_expensive', label: 'It costs too much' },
  { value: 'not_used', label: 'My children do not use it enough' },
  { value: 'too_easy_or_hard', label: 'Too easy or too hard' },
  { value: 'technical', label: 'Technical problems' },
  { value: 'other', label: 'Something else' },
];

/**
 * The cancel-account modal (`cancel_subscription` with the cancel-account form: action,
 * affordPerMonth, cancelReason, feedback, pauseMonths, score). Everything but the action is
 * optional, so "Cancel membership" here is the second and last click (issue 14: at most two from
 * My Account). The only save offer is one dismissible line offering a hold instead.
 */
export function CancelModal({ onClose, onHoldInstead }: { onClose: () => void; onHoldInstead: () => void }) {
  const { subscription, refresh } = useAccount();
  const [offer, setOffer] = useState(true);
  const [form, setForm] = useState({ cancelReason: '', feedback: '', score: '', affordPerMonth: '' });
  const { status, run } = useFormStatus();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body: CancelForm = { action: 'cancel' };
    if (form.cancelReason) body.cancelReason = form.cancelReason;
    if (form.feedback.trim()) body.feedback = form.feedback.trim();
    if (form.score) body.score = Number(form.score);
    if (form.affordPerMonth && Number.isFinite(Number(form.affordPerMonth))) body.affordPerMonth = Math.round(Number(form.affordPerMonth));
    if (await run('cancel', () => billingApi.cancel(body))) await refresh();
  }

  if (status.actionSuccess) {
    const end = subscription?.current_period_end;
    return (
      <Modal title="Your membership is cancelled" testId="cancel-modal" onClose={onClose}>
        <p data-testid="cancel-done">Nothing more will be charged.{end ? ` Your children can keep playing until ${longDate(end)}.` : ''} Changed your mind? Resume it from My Account before then.</p>
        <button type="button" className="btn btn-primary" onClick={onClose} data-testid="cancel-done-ok">
          OK
        </button>
      </Modal>
    );
  }
  return (
    <Modal title="Cancel your membership" testId="cancel-modal" onClose={onClose}>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        {offer && (
          <p className="hold-offer" data-testid="hold-offer">
            <span>
              Just need a break? <button type="button" className="link-button" onClick={onHoldInstead} data-testid="hold-instead">Put it on hold instead</button>
            </span>
            <button type="button" className="offer-dismiss" aria-label="Dismiss the hold offer" onClick={() => setOffer(false)} data-testid="hold-offer-dismiss">
              ×
            </button>
          </p>
        )}
        <p className="muted">No more charges. Your children keep playing until the end of the period you paid for.</p>
        <details className="cancel-survey" data-testid="cancel-survey">
          <summary>Tell us why (optional)</summary>
          <div className="stack">
            <SelectField label="Why are you leaving? (optional)" value={form.cancelReason} onChange={(e) => setForm({ ...form, cancelReason: e.target.value })} data-testid="cancel-reason">
              {REASONS.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </SelectField>
            <div className="grid-2">
              <SelectField label="How likely are you to recommend us? (optional)" value={form.score} onChange={(e) => setForm({ ...form, score: e.target.value })} data-testid="cancel-score">
                <option value="">Choose 0–10</option>
                {Array.from({ length: 11 }, (_, i) => (
                  <option key={i} value={i}>
                    {i}
                  </option>
                ))}
              </SelectField>
              <TextField label="What could you afford a month, in $? (optional)" inputMode="numeric" value={form.affordPerMonth} onChange={(e) => setForm({ ...form, affordPerMonth: e.target.value.replace(/[^0-9]/g, '') })} data-testid="cancel-afford" />
            </div>
            <TextAreaField label="Anything else? (optional)" value={form.feedback} onChange={(v) => setForm({ ...form, feedback: v })} testId="cancel-feedback" />
          </div>
        </details>
        <FormMessages error={status.generalError} />
        <div className="row modal-actions">
          <button type="submit" className="btn danger-button-solid" disabled={status.submitting} data-testid="cancel-confirm">
            {status.submitting ? 'Cancelling…' : 'Cancel membership'}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose} data-testid="cancel-keep">
            Keep my membership
          </button>
        </div>
      </form>
    </Modal>
  );
}

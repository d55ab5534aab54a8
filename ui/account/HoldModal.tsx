import { useState, type FormEvent } from 'react';
import { addMonthsMs, formatUsd, holdQuote, HOLD_REASON_USE_FUTURE, MAX_HOLD_MONTHS } from '../../worker/billing/billing-rules';
import { SelectField, TextField } from '../components/Field';
import { billingApi } from './billing-api';
import { brandName } from './BillingSection';
import { useFormStatus } from './form-status';
import { FormMessages, Modal } from './Modal';
import { longDate } from './status-words';
import { useAccount } from './use-account';

/** Reasons for a hold; `usefuture` costs less (spec part 1 section 9 "Hold cost"). */
export const HOLD_REASONS = [
  { value: HOLD_REASON_USE_FUTURE, label: "We'll use it later (a break from school, travel)" },
  { value: 'busy', label: 'We are too busy right now' },
  { value: 'other', label: 'Another reason' },
] as const;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The hold-account modal (`hold_subscription` with `to_date`): the date, the reason, and the hold
 * cost ({@link holdQuote}, the server's own rule) shown before the parent confirms.
 */
export function HoldModal({ onClose }: { onClose: () => void }) {
  const { cards, refresh } = useAccount();
  const [now] = useState(() => Date.now());
  const [toDate, setToDate] = useState(day(addMonthsMs(now, 1)));
  const [reason, setReason] = useState<string>(HOLD_REASON_USE_FUTURE);
  const { status, run } = useFormStatus();
  const toMs = Date.parse(`${toDate}T00:00:00Z`);
  const quote = Number.isNaN(toMs) ? null : holdQuote(now, toMs, reason);
  const card = cards.find((c) => c.default);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!quote) return;
    if (await run('hold', () => billingApi.hold(toDate, reason))) await refresh();
  }

  if (status.actionSuccess) {
    return (
      <Modal title="Your membership is on hold" testId="hold-modal" onClose={onClose}>
        <p data-testid="hold-done">No charges until {longDate(`${toDate}T00:00:00Z`, 'UTC')}. Your children's progress is kept. You can resume any time from My Account.</p>
        <button type="button" className="btn btn-primary" onClick={onClose} data-testid="hold-done-ok">
          OK
        </button>
      </Modal>
    );
  }
  return (
    <Modal title="Put your membership on hold" testId="hold-modal" onClose={onClose}>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">No monthly charges while on hold, for up to {MAX_HOLD_MONTHS} months. Your membership picks up again on the date you choose.</p>
        <TextField label="On hold until" type="date" value={toDate} min={day(now + 24 * 3600 * 1000)} max={day(addMonthsMs(now, MAX_HOLD_MONTHS))} onChange={(e) => setToDate(e.target.value)} error={quote ? undefined : `Please choose a date after today and at most ${MAX_HOLD_MONTHS} months away.`} data-testid="hold-date" />
        <SelectField label="Why are you pausing?" value={reason} onChange={(e) => setReason(e.target.value)} data-testid="hold-reason">
          {HOLD_REASONS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </SelectField>
        {quote && (
          <div className="hold-cost" data-testid="hold-cost">
            <strong>Hold fee: {formatUsd(quote.costCents)}</strong> ({quote.months} month{quote.months > 1 ? 's' : ''} × {formatUsd(quote.costCents / quote.months)}), charged now
            {card ? ` to your ${brandName(card.brand)} ending in ${card.last4}` : ''}.
          </div>
        )}
        <FormMessages error={status.generalError} />
        <div className="row modal-actions">
          <button type="submit" className="btn btn-primary" disabled={!quote || status.submitting} data-testid="hold-confirm">
            {status.submitting ? 'Putting on hold…' : quote ? `Hold for ${formatUsd(quote.costCents)}` : 'Put on hold'}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Not now
          </button>
        </div>
      </form>
    </Modal>
  );
}

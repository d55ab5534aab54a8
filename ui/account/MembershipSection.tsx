import { useState } from 'react';
import { formatUsd } from '../../worker/billing/billing-rules';
import { billingApi } from './billing-api';
import { CancelModal } from './CancelModal';
import { useFormStatus } from './form-status';
import { HoldModal } from './HoldModal';
import { FormMessages } from './Modal';
import { useAccount } from './use-account';

export type MembershipModal = 'hold' | 'cancel' | null;

/**
 * The membership's actions: hold (with its cost), resume, cancel. Each is one click to its modal
 * and one to confirm (issue 14: at most two clicks from My Account). `initial` opens a modal at
 * once (`/my-account?action=cancel`, the receipts' cancel link).
 */
export function MembershipSection({ initial = null }: { initial?: MembershipModal }) {
  const { subscription, subjects, refresh } = useAccount();
  const [open, setOpen] = useState<MembershipModal>(initial);
  const { status, dispatch, run } = useFormStatus();
  const s = subscription?.status;
  const card = subscription?.provider === 'stripe';
  const canHold = card && s === 'ACTIVE';
  const canCancel = (card && (s === 'ACTIVE' || s === 'HOLD' || s === 'FAILED')) || (!card && (s === 'SCHOLARSHIP' || s === 'GIFT'));
  const canResume = card && (s === 'HOLD' || s === 'CANCELLED_END_OF_BILLING_PERIOD');

  // Opening a modal starts a new action: the last one's message goes.
  function show(modal: MembershipModal) {
    dispatch({ type: 'reset' });
    setOpen(modal);
  }

  async function resume() {
    if (await run('resume', () => billingApi.resume())) await refresh();
  }

  return (
    <section className="card stack" aria-labelledby="membership-title" data-testid="membership">
      <h2 id="membership-title">Membership</h2>
      {subjects && subjects.monthly_cents > 0 && card && (s === 'ACTIVE' || s === 'HOLD') && (
        <p className="membership-price" data-testid="membership-price">
          {formatUsd(subjects.monthly_cents)} a month{subjects.bundle ? ' with your bundle discount' : ''}. No commitments: hold or cancel any time.
        </p>
      )}
      <FormMessages error={status.generalError} success={status.successActionName === 'resume' ? 'Welcome back! Your membership is active again.' : null} />
      <div className="row membership-actions">
        {canResume && (
          <button type="button" className="btn btn-primary" disabled={status.submitting} onClick={() => void resume()} data-testid="resume-membership">
            {s === 'HOLD' ? 'Resume membership' : 'Keep my membership'}
          </button>
        )}
        {canHold && (
          <button type="button" className="btn btn-blue" onClick={() => show('hold')} data-testid="hold-membership">
            Put on hold
          </button>
        )}
        {canCancel && (
          <button type="button" className="btn btn-ghost danger-button" onClick={() => show('cancel')} data-testid="cancel-membership">
            Cancel membership
          </button>
        )}
      </div>
      {open === 'hold' && <HoldModal onClose={() => setOpen(null)} />}
      {open === 'cancel' && <CancelModal onClose={() => setOpen(null)} onHoldInstead={() => setOpen(canHold ? 'hold' : null)} />}
    </section>
  );
}

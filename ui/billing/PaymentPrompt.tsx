/**
 * The parent's payment prompt (issue 14 item 6; spec part 1 section 3 ASK_PAYMENT_SOFT /
 * ASK_PAYMENT_HARD): self-contained (reads the account status itself), for the parent's screens
 * (Who's playing? and the top of My Account). Soft (membership on hold): a banner the parent can
 * close for this visit. Hard (payment failed): a panel with "Update card". A child never sees it
 * (payment-prompt.ts): a student session renders nothing here; the locked level says "ask a grown-up".
 */
import { useEffect, useState } from 'react';
import { AppLink } from '../components/AppLink';
import { request } from '../lib/api';
import { useSession } from '../lib/use-session';
import { promptView, type PaymentPromptCode } from './payment-prompt';
import './billing.css';

const DISMISSED_KEY = 'monsterific.payment_prompt_dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function PaymentPrompt() {
  const s = useSession();
  const parent = s.role === 'parent';
  const [prompt, setPrompt] = useState<PaymentPromptCode | null>(null);
  const [dismissed, setDismissed] = useState(wasDismissed);
  useEffect(() => {
    if (!parent) return;
    let live = true;
    request<{ account_status: { payment_prompt: PaymentPromptCode | null } }>('GET', '/api/v1/parents/-/account_status').then(
      (r) => live && setPrompt(r.account_status.payment_prompt),
      // No status, no prompt: the screen works without it.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [parent]);
  const view = promptView(parent ? 'parent' : null, prompt, dismissed);
  if (view.kind === 'panel') {
    return (
      <section className="payment-prompt payment-prompt-hard" role="alert" data-testid="payment-prompt-hard">
        <h2>Your last payment didn't go through</h2>
        <p>Your children can't play the member levels until the membership is paid. Please update your card.</p>
        <AppLink className="btn btn-primary btn-small" to="/my-account/update-billing-info" data-testid="payment-prompt-update">
          Update card
        </AppLink>
      </section>
    );
  }
  if (view.kind === 'banner') {
    return (
      <section className="payment-prompt payment-prompt-soft" role="status" data-testid="payment-prompt-soft">
        <p>Your membership is on hold, so the member levels are resting. You can turn it back on in My Account.</p>
        <AppLink className="btn btn-ghost btn-small" to="/my-account">
          My Account
        </AppLink>
        <button
          type="button"
          className="payment-prompt-close"
          aria-label="Close this message"
          onClick={() => {
            setDismissed(true);
            try {
              sessionStorage.setItem(DISMISSED_KEY, '1');
            } catch {
              /* private mode: closed for this page only */
            }
          }}
        >
          ×
        </button>
      </section>
    );
  }
  return null;
}

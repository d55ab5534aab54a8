import { useState } from 'react';
import { statusWords } from './status-words';
import { useAccount } from './use-account';

/**
 * The status header every My Account screen and modal shows (issue 14 item 5): the membership's
 * status in words, and the next charge's date and amount or why there is none. `compact` inside modals.
 */
export function StatusHeader({ compact = false }: { compact?: boolean }) {
  const { subscription, loaded } = useAccount();
  // The time the screen opened: "free month" or not does not change while it is open.
  const [now] = useState(() => Date.now());
  if (!loaded) return <div className={`status-header ${compact ? 'status-compact' : ''}`} aria-busy="true" />;
  const words = statusWords(subscription, now);
  return (
    <div className={`status-header tone-${words.tone} ${compact ? 'status-compact' : ''}`} role="status" data-testid={compact ? 'modal-status' : 'account-status'}>
      <span className="status-dot" aria-hidden="true" />
      <div className="status-text">
        <span className="status-label">Membership:</span> <strong data-testid="account-status-title">{words.title}</strong>
        <span className="status-detail" data-testid="account-next-charge">
          {words.detail}
        </span>
      </div>
    </div>
  );
}

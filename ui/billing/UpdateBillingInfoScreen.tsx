/**
 * Update billing info (spec part 1 section 2: /my-account/update-billing-info and
 * /updatepaymentv2.php; issue 14 item 5): a signed-in parent sees the card charged next, adds a
 * new one with the payment form (add-card mode: it becomes the one charged), and goes back to My
 * Account. Without a card membership there is nothing to update: it says so.
 */
import { useCallback, useEffect, useState } from 'react';
import { AppLink } from '../components/AppLink';
import { ApiError } from '../lib/api';
import { loadParent } from '../lib/student-session';
import { billingApi, type DefaultCard } from './billing-api';
import { PaymentForm } from './PaymentForm';
import { describeCard, GENERIC_FAILURE } from './terms';
import './billing.css';

type Card = NonNullable<DefaultCard['default_payment_method']>;

export function UpdateBillingInfoScreen() {
  const [parent, setParent] = useState<{ id: number; first_name: string; last_name: string } | null>(null);
  const [card, setCard] = useState<Card | null | undefined>(undefined);
  const [noMembership, setNoMembership] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const loadCard = useCallback(() => {
    billingApi.defaultCard().then(
      (r) => setCard(r.default_payment_method),
      (e: unknown) => {
        if (e instanceof ApiError && e.status === 409) setNoMembership(e.message);
        else setError(e instanceof ApiError && e.message ? e.message : GENERIC_FAILURE);
      },
    );
  }, []);

  useEffect(() => {
    loadParent().then(
      (p) => setParent({ id: p.id, first_name: p.first_name, last_name: p.last_name }),
      () => setError(GENERIC_FAILURE),
    );
    loadCard();
  }, [loadCard]);

  return (
    <main className="page page-narrow stack">
      <h1>Update billing info</h1>
      {error && (
        <div className="form-error" role="alert">
          {error}
        </div>
      )}
      {noMembership && (
        <div className="card stack" data-testid="billing-no-membership">
          <p>{noMembership}</p>
        </div>
      )}
      {!noMembership && (
        <section className="card stack" aria-labelledby="current-card-title">
          <h2 id="current-card-title">Card charged next</h2>
          <div className="billing-current" data-testid="billing-current-card">
            {card === undefined ? <span className="muted">Loading…</span> : card ? <span className="billing-card-chip">{describeCard(card)}</span> : <span className="muted">No card on file.</span>}
          </div>
          {saved && (
            <p className="notice" role="status" data-testid="billing-saved">
              Your new card is saved. It will be used for your next charge.
            </p>
          )}
        </section>
      )}
      {!noMembership && parent !== null && (
        <section className="card stack" aria-labelledby="new-card-title">
          <h2 id="new-card-title">Use a new card</h2>
          <PaymentForm
            key={formKey}
            mode="add-card"
            parentId={parent.id}
            cardholder={{ first_name: parent.first_name, last_name: parent.last_name }}
            onSaved={() => {
              setSaved(true);
              setFormKey((k) => k + 1);
              loadCard();
            }}
          />
        </section>
      )}
      <AppLink className="btn btn-ghost" to="/my-account" data-testid="billing-back">
        Back to My Account
      </AppLink>
    </main>
  );
}

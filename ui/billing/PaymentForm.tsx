/**
 * The payment form (issue 14 items 3, 4, 8; contract in helper-briefs/contracts.md): in register
 * mode, the membership's terms before the card (price, first charge's date, last day to cancel to
 * pay nothing) and a separate unticked consent box whose exact text is sent and stored; in
 * add-card mode, a card for the next charge. The card is Stripe Elements (or the local fake's
 * Stripe.js, with a plain test-mode note); 3-D Secure runs through Stripe.js; errors from the
 * catalogue show where they happen. The flow is payment.machine.ts with payment-actors.ts's
 * steps; this component renders it.
 */
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useMachine } from '@xstate/react';
import { formatUsd } from '../../worker/billing/billing-rules';
import { ApiError } from '../lib/api';
import { TextField } from '../components/Field';
import { billingApi, type BillingConfig, type Registration } from './billing-api';
import { livePaymentMachine, type PaymentRequest } from './payment-actors';
import { loadStripeFor } from './stripe-loader';
import { CONSENT_REQUIRED, consentText, formatDay, GENERIC_FAILURE, listNames, membershipTerms, TEST_MODE_NOTE } from './terms';
import './billing.css';

export type PaymentFormProps =
  | {
      mode: 'register';
      registration: {
        email: string;
        password: string;
        first_name: string;
        last_name: string;
        students: { first_name: string; last_name: string; username: string; grade: number; password: string; monster?: unknown }[];
        subject_ids: number[];
        startflow_key?: string;
      };
      onPaid: (r: { parent: unknown; students: { id: number }[]; access_token: string; refresh_token: string }) => void;
    }
  | { mode: 'add-card'; parentId: number; onSaved: () => void; /** Prefills the name on the card (the parent's). */ cardholder?: { first_name: string; last_name: string } };

/** The card field's look with real Stripe Elements (inside Stripe's frame; the fake uses billing.css). */
const CARD_STYLE = {
  style: {
    base: { fontFamily: 'Nunito, ui-rounded, system-ui, sans-serif', fontSize: '18px', fontWeight: '600', color: '#1d2b4f', '::placeholder': { color: '#7a88a6' } },
    invalid: { color: '#d93b3b' },
  },
  hidePostalCode: true,
} as const;

/** The form: asks the server how to reach Stripe, loads Stripe.js, then renders the card form inside Elements. */
export function PaymentForm(props: PaymentFormProps) {
  const [config, setConfig] = useState<BillingConfig | null>(null);
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    billingApi.config().then(
      (c) => {
        if (!live) return;
        setConfig(c);
        const loading = loadStripeFor(c);
        loading.catch(() => live && setLoadError('We could not load the secure card form. Please check your connection and reload the page.'));
        setStripe(loading);
      },
      (e: unknown) => live && setLoadError(e instanceof ApiError && e.message ? e.message : GENERIC_FAILURE),
    );
    return () => {
      live = false;
    };
  }, []);
  if (loadError) {
    return (
      <div className="form-error" role="alert" data-testid="payment-error">
        {loadError}
      </div>
    );
  }
  if (!config || !stripe) return <p className="muted payment-loading">Loading the secure card form…</p>;
  return (
    <Elements stripe={stripe}>
      <CardForm {...props} config={config} />
    </Elements>
  );
}

function CardForm(props: PaymentFormProps & { config: BillingConfig }) {
  const stripe = useStripe();
  const elements = useElements();
  const ids = { consent: useId(), card: useId(), terms: useId() };
  // The terms as of when the form opened (the server counts the free month from the registration).
  const [openedAtMs] = useState(() => Date.now());
  const subjectIds = props.mode === 'register' ? props.registration.subject_ids.join(',') : '';
  const terms = useMemo(() => (subjectIds ? membershipTerms(subjectIds.split(',').map(Number), openedAtMs) : null), [subjectIds, openedAtMs]);
  const consent = terms ? consentText(terms) : '';
  const [agreed, setAgreed] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [name, setName] = useState(props.mode === 'register' ? { first_name: props.registration.first_name, last_name: props.registration.last_name } : (props.cardholder ?? { first_name: '', last_name: '' }));
  const [nameErrors, setNameErrors] = useState<Record<string, string>>({});
  const [cardError, setCardError] = useState<string | null>(null);
  const [state, send] = useMachine(livePaymentMachine);
  const done = state.matches('done');
  const result = state.context.result;
  // The flow finished: tell the page once (the registration's answer, or the saved cards).
  useEffect(() => {
    if (!done) return;
    if (props.mode === 'register') {
      const r = result as Registration;
      props.onPaid({ parent: r.parent, students: r.students, access_token: r.access_token, refresh_token: '' });
    } else props.onSaved();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the flow ends
  }, [done]);
  const busy = !state.matches('editing') && !state.matches('done');
  const error = state.context.error;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (props.mode === 'register' && !agreed) {
      setConsentError(CONSENT_REQUIRED);
      return;
    }
    if (props.mode === 'add-card') {
      const missing: Record<string, string> = {};
      if (!name.first_name.trim()) missing.first_name = 'Please enter the first name on the card.';
      if (!name.last_name.trim()) missing.last_name = 'Please enter the last name on the card.';
      setNameErrors(missing);
      if (Object.keys(missing).length) return;
    }
    const request: PaymentRequest = {
      stripe,
      card: elements?.getElement(CardElement) ?? null,
      name,
      register: props.mode === 'register' ? { body: props.registration, consent } : null,
    };
    send({ type: 'SUBMIT', request });
  }

  return (
    <form className="payment-form stack" onSubmit={submit} noValidate aria-busy={busy} data-testid="payment-form">
      {terms && (
        <section className="payment-terms" aria-labelledby={ids.terms} data-testid="payment-terms">
          <h2 id={ids.terms}>Your membership</h2>
          <p className="payment-price">
            <strong>{listNames(terms.subjects)}</strong>
            <span>
              <strong>{formatUsd(terms.monthlyCents)}</strong> a month
            </span>
          </p>
          <ul className="payment-dates">
            <li>
              <span>First month</span> <strong>Free</strong>
            </li>
            <li>
              <span>First charge, then every month</span> <strong data-testid="payment-renewal">{formatDay(terms.renewalMs)}</strong>
            </li>
            <li>
              <span>Cancel by this day to pay nothing</span> <strong data-testid="payment-cancel-by">{formatDay(terms.cancelByMs)}</strong>
            </li>
          </ul>
        </section>
      )}
      {props.mode === 'add-card' && (
        <div className="grid-2">
          <TextField label="First name on card" autoComplete="cc-given-name" value={name.first_name} onChange={(e) => setName({ ...name, first_name: e.target.value })} error={nameErrors.first_name} data-testid="card-first-name" />
          <TextField label="Last name on card" autoComplete="cc-family-name" value={name.last_name} onChange={(e) => setName({ ...name, last_name: e.target.value })} error={nameErrors.last_name} data-testid="card-last-name" />
        </div>
      )}
      {props.config.mode === 'fake' && (
        <p className="payment-test-note" data-testid="payment-test-mode">
          {TEST_MODE_NOTE}
        </p>
      )}
      <div className="field payment-card" data-invalid={cardError ? 'true' : 'false'}>
        <label htmlFor={ids.card} id={`${ids.card}-label`}>
          Card
        </label>
        <div className="payment-card-box" id={ids.card}>
          <CardElement options={{ ...CARD_STYLE, disabled: busy }} onChange={(e) => setCardError(e.error?.message ?? null)} onFocus={() => send({ type: 'EDIT' })} />
        </div>
        {cardError && (
          <span className="field-error" role="alert">
            {cardError}
          </span>
        )}
      </div>
      {error && (
        <div className="form-error" role="alert" data-testid="payment-error">
          {error}
        </div>
      )}
      {terms && (
        <div className="payment-consent" data-invalid={consentError ? 'true' : 'false'}>
          <input
            id={ids.consent}
            type="checkbox"
            checked={agreed}
            onChange={(e) => {
              setAgreed(e.target.checked);
              setConsentError(null);
            }}
            aria-describedby={consentError ? `${ids.consent}-err` : undefined}
            data-testid="payment-consent"
          />
          <label htmlFor={ids.consent} data-testid="payment-consent-text">
            {consent}
          </label>
          {consentError && (
            <span id={`${ids.consent}-err`} className="field-error" role="alert">
              {consentError}
            </span>
          )}
        </div>
      )}
      <button className="btn btn-primary payment-submit" type="submit" disabled={busy || !stripe} data-testid="payment-submit">
        {busy ? (state.matches('authenticating') ? 'Waiting for your bank…' : 'Working…') : props.mode === 'register' ? 'Start my free month' : 'Save card'}
      </button>
      <p className="muted payment-secure">Card details go straight to our payment provider, Stripe. We never see or store your card number.</p>
    </form>
  );
}

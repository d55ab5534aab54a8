/**
 * The price in plain words (ui/landing/price-text.ts), on a parent's page: the free month, the
 * monthly amount of the entry's subjects, the reminder and how to cancel, and every subject's price
 * for a parent who wants more. The scholarship entry says what a scholarship is and whether its
 * sign-ups are open (docs/decisions.md "Scholarship sign-ups are closed in production…").
 */
import { useEffect, useState } from 'react';
import type { LandingEntry } from './entries';
import { priceText, subjectPrices } from './price-text';

/** The server's answer to GET /api/o1/scholarship_signups. */
interface ScholarshipSignups {
  open: boolean;
  message: string | null;
}

/** Whether scholarship sign-ups are open, asked once (null while asking or when the call fails). */
function useScholarshipSignups(ask: boolean): ScholarshipSignups | null {
  const [state, setState] = useState<ScholarshipSignups | null>(null);
  useEffect(() => {
    if (!ask) return;
    const controller = new AbortController();
    fetch('/api/o1/scholarship_signups', { signal: controller.signal })
      .then(async (res) => (res.ok ? ((await res.json()) as ScholarshipSignups) : null))
      .then((body) => {
        if (body && typeof body.open === 'boolean') setState(body);
      })
      .catch(() => {
        // Aborted or offline: the card keeps saying only what is certain.
      });
    return () => controller.abort();
  }, [ask]);
  return state;
}

function Scholarship({ onStart }: { onStart: () => void }) {
  const signups = useScholarshipSignups(true);
  const math = priceText(['math']);
  return (
    <>
      <p className="lp-price-big">No card and no charge.</p>
      <p>A scholarship membership gives a family’s children every subject for free, without a card.</p>
      <p className="lp-scholarship-status" role="status" data-testid="scholarship-status" data-open={signups ? String(signups.open) : undefined}>
        {signups === null ? 'Checking whether scholarship sign-ups are open…' : signups.open ? 'Scholarship sign-ups are open right now.' : signups.message}
      </p>
      {signups && !signups.open && (
        <p>
          The free month is open to everyone: {math.then} {math.reminder}{' '}
          <button type="button" className="lp-inline-link" onClick={onStart}>
            Start your free month
          </button>
        </p>
      )}
    </>
  );
}

export function PriceCard({ entry, onStart }: { entry: LandingEntry; onStart: () => void }) {
  const text = entry.scholarship ? null : priceText(entry.subjects);
  return (
    <section className="lp-price card" aria-labelledby="lp-price-title" data-testid="landing-price">
      <h2 id="lp-price-title" className="lp-section-title">
        {entry.scholarship ? 'What a scholarship means' : 'The price, in plain words'}
      </h2>
      {text ? (
        <>
          <p className="lp-price-big">{text.headline}</p>
          <p>{text.then}</p>
          <p>{text.reminder}</p>
          <details className="lp-all-prices">
            <summary>Every subject’s price</summary>
            <ul>
              {subjectPrices().map((p) => (
                <li key={p.subject}>
                  <span>{p.name}</span>
                  <span>{p.price}</span>
                </li>
              ))}
            </ul>
            <p className="muted">Add or remove subjects any time in My Account.</p>
          </details>
        </>
      ) : (
        <Scholarship onStart={onStart} />
      )}
    </section>
  );
}

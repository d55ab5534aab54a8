/**
 * The price in plain words (ui/landing/price-text.ts), on a parent's page: the free month, the
 * monthly amount of the entry's subjects, the reminder and how to cancel, and every subject's price
 * for a parent who wants more. The scholarship entry says what a scholarship is and whether its
 * sign-ups are open (./ScholarshipCard.tsx).
 */
import { lazy, Suspense } from 'react';
import type { LandingEntry } from './entries';
import { priceText, subjectPrices } from './price-text';

/** The scholarship's card, loaded only on /lp/scholarship (every other landing page shows a price). */
const Scholarship = lazy(() => import('./ScholarshipCard'));

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
        <Suspense fallback={<p className="lp-price-big">No card and no charge.</p>}>
          <Scholarship onStart={onStart} />
        </Suspense>
      )}
    </section>
  );
}

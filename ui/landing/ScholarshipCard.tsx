/**
 * The scholarship entry's card (docs/decisions.md "Scholarship sign-ups are closed in production
 * until someone decides who qualifies"): what a scholarship is, and whether sign-ups are open, asked
 * of the server (GET /api/o1/scholarship_signups); when closed, the server's own message and the
 * free month instead. Its own chunk: only /lp/scholarship loads it.
 */
import { useEffect, useState } from 'react';
import { priceText } from './price-text';

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

/** The card's body (inside PriceCard's section). */
export default function ScholarshipCard({ onStart }: { onStart: () => void }) {
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


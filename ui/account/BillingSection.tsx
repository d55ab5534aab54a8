import { useAccount } from './use-account';

/** Where the billing update lives (stripe-client builds the page; spec part 1 section 2). */
export const UPDATE_BILLING_PATH = '/my-account/update-billing-info';

/** `visa` → "Visa", as a parent reads a card brand. */
export const brandName = (b: string) => (b === 'amex' ? 'American Express' : b.charAt(0).toUpperCase() + b.slice(1));

/** Billing: the card charged next, the other cards, and the link to update billing info. */
export function BillingSection() {
  const { subscription, cards } = useAccount();
  if (subscription?.provider !== 'stripe' || subscription.status === 'CANCELLED') return null;
  const main = cards.find((c) => c.default);
  return (
    <section className="card stack" aria-labelledby="billing-title" data-testid="billing">
      <h2 id="billing-title">Billing</h2>
      <p data-testid="default-card">
        {main ? (
          <>
            Charged to: <strong>{brandName(main.brand)} ending in {main.last4}</strong> <span className="muted">(expires {String(main.exp_month).padStart(2, '0')}/{main.exp_year})</span>
          </>
        ) : (
          'No card is set for the next charge.'
        )}
      </p>
      {cards.length > 1 && (
        <ul className="card-list" data-testid="card-list">
          {cards.map((c) => (
            <li key={c.id}>
              {brandName(c.brand)} •••• {c.last4} <span className="muted">{String(c.exp_month).padStart(2, '0')}/{c.exp_year}</span> {c.default && <span className="subject-badge">Default</span>}
            </li>
          ))}
        </ul>
      )}
      <a className="btn btn-ghost align-start" href={UPDATE_BILLING_PATH} data-testid="update-billing">
        Update billing info
      </a>
    </section>
  );
}

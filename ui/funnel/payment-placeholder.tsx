/**
 * Stand-in for ui/billing/PaymentForm.tsx while the stripe-client branch is not merged (see
 * payment-slot.tsx): says plainly that the card form goes here. It never takes a payment.
 */
import type { RegisterPaymentProps } from './payment-slot';

export function PaymentForm({ registration }: RegisterPaymentProps) {
  return (
    <div className="funnel-payment-placeholder" data-testid="payment-placeholder">
      <p>
        <strong>The card form goes here.</strong> It shows the price, the renewal date and the date to cancel by before it asks for a card.
      </p>
      <p className="muted">
        {registration.students.length} {registration.students.length === 1 ? 'child' : 'children'}, {registration.subject_ids.length} {registration.subject_ids.length === 1 ? 'subject' : 'subjects'}, account {registration.email}.
      </p>
    </div>
  );
}

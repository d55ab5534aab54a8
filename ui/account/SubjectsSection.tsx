import { useState } from 'react';
import { formatUsd } from '../../worker/billing/billing-rules';
import { billingApi } from './billing-api';
import { useFormStatus } from './form-status';
import { FormMessages } from './Modal';
import { RemoveBundleModal, RemoveSubjectModal } from './SubjectModals';
import { useAccount, useSubjectName } from './use-account';

/**
 * The membership's subjects (spec part 1 section 7 "Parents": subjects, subject, eligible_bundle,
 * discount, discount_bundle): each with its monthly price, added in one click, removed through the
 * remove-subject modal; the bundle on offer with its price; the bundle's own removal with confirmation.
 */
export function SubjectsSection() {
  const { subjects, bundleOffer, refresh } = useAccount();
  const [removing, setRemoving] = useState<number | null>(null);
  const [removingBundle, setRemovingBundle] = useState(false);
  const { status, run } = useFormStatus();
  const subjectName = useSubjectName();
  if (!subjects) return null;
  const bundled = subjects.bundle !== null;

  async function add(id: number) {
    if (await run(`add-${id}`, () => billingApi.addSubject(id))) await refresh();
  }
  async function takeBundle() {
    if (!bundleOffer) return;
    if (await run('bundle', () => billingApi.addBundle(bundleOffer.id))) await refresh();
  }

  return (
    <section className="card stack" aria-labelledby="subjects-title" data-testid="subjects">
      <h2 id="subjects-title">Subjects</h2>
      {bundled && (
        <p className="bundle-note" data-testid="bundle-active">
          <strong>All-Subjects Bundle</strong>: every subject, 20% off. {formatUsd(subjects.monthly_cents)} a month.
        </p>
      )}
      <FormMessages error={status.generalError} success={status.successActionName === 'bundle' ? 'Bundle added: every subject is open, at the bundle price.' : status.successActionName?.startsWith('add-') ? `${subjectName(Number(status.successActionName.slice(4)))} added: open now, charged from your next charge.` : null} />
      <ul className="subject-list">
        {subjects.subjects.map((s) => (
          <li key={s.id} className={`subject-row ${s.subscribed ? 'is-on' : ''}`} data-testid={`subject-${s.id}`}>
            <span className="subject-name">{s.name}</span>
            <span className="muted subject-price">{formatUsd(s.monthly_cents)}/month</span>
            {s.subscribed ? (
              <>
                <span className="subject-badge">Included</span>
                {subjects.can_change && !bundled && subjects.subjects.filter((x) => x.subscribed).length > 1 && (
                  <button type="button" className="btn btn-ghost btn-small" onClick={() => setRemoving(s.id)} data-testid={`remove-subject-${s.id}`}>
                    Remove
                  </button>
                )}
              </>
            ) : (
              subjects.can_change && (
                <button type="button" className="btn btn-blue btn-small" disabled={status.submitting} onClick={() => void add(s.id)} data-testid={`add-subject-${s.id}`}>
                  Add
                </button>
              )
            )}
          </li>
        ))}
      </ul>
      {bundleOffer && bundleOffer.adds_subject_ids.length > 0 && (
        <div className="bundle-offer stack" data-testid="bundle-offer">
          <strong>{bundleOffer.name}: every subject, {bundleOffer.percent_off}% off</strong>
          <span>
            {formatUsd(bundleOffer.monthly_cents)} a month instead of {formatUsd(bundleOffer.full_cents)} (you pay {formatUsd(bundleOffer.current_cents)} now for {subjects.subjects.filter((s) => s.subscribed).length} subject
            {subjects.subjects.filter((s) => s.subscribed).length > 1 ? 's' : ''}). Adds {bundleOffer.adds_subject_ids.map(subjectName).join(', ')}.
          </span>
          <button type="button" className="btn btn-primary align-start" disabled={status.submitting} onClick={() => void takeBundle()} data-testid="bundle-take">
            Get the bundle
          </button>
        </div>
      )}
      {bundled && subjects.can_change && (
        <button type="button" className="btn btn-ghost danger-button align-start" onClick={() => setRemovingBundle(true)} data-testid="remove-bundle">
          Remove the bundle…
        </button>
      )}
      {removing !== null && <RemoveSubjectModal subjectId={removing} onClose={() => setRemoving(null)} />}
      {removingBundle && <RemoveBundleModal onClose={() => setRemovingBundle(false)} />}
    </section>
  );
}

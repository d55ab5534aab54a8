import { useId, type ReactNode } from 'react';

/** A funnel modal over the film's still frame: a friendly card with a title, focus on its first control. */
export function FunnelCard({ title, lead, children, wide = false, testId }: { title: string; lead?: ReactNode; children: ReactNode; wide?: boolean; testId: string }) {
  const id = useId();
  return (
    <div className="funnel-modal" data-testid={`funnel-modal-${testId}`}>
      <section className={`card funnel-card${wide ? ' funnel-card-wide' : ''}`} role="dialog" aria-modal="true" aria-labelledby={id}>
        <h2 id={id} className="funnel-title">
          {title}
        </h2>
        {lead && <p className="funnel-lead">{lead}</p>}
        {children}
      </section>
    </div>
  );
}

/** A row of big choice buttons. */
export function Choices({ children }: { children: ReactNode }) {
  return <div className="funnel-choices">{children}</div>;
}

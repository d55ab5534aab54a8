import { useEffect, useId, useRef, type ReactNode } from 'react';
import { StatusHeader } from './StatusHeader';

/**
 * A My Account modal: a titled dialog over the page with the status header on top (every My
 * Account screen shows it), closed by its close button, Escape or a click on the backdrop.
 */
export function Modal({ title, testId, onClose, children, wide = false }: { title: string; testId: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    box.current?.querySelector<HTMLElement>('input, select, textarea, button.btn')?.focus();
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop modal-backdrop-page account-modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={box} className={`card modal account-modal stack ${wide ? 'account-modal-wide' : ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <div className="account-modal-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" onClick={onClose} aria-label="Close" data-testid={`${testId}-close`}>
            ×
          </button>
        </div>
        <StatusHeader compact />
        {children}
      </div>
    </div>
  );
}

/** The form status's messages inside a modal or form. */
export function FormMessages({ error, success }: { error: string | null; success?: string | null }) {
  return (
    <>
      {error && (
        <div className="form-error" role="alert" data-testid="form-error">
          {error}
        </div>
      )}
      {success && (
        <div className="feedback feedback-good" role="status" data-testid="form-success">
          {success}
        </div>
      )}
    </>
  );
}

/** A labelled multi-line field (the feedback boxes), up to 2000 characters. */
export function TextAreaField({ label, value, onChange, testId }: { label: string; value: string; onChange: (v: string) => void; testId: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={3} maxLength={2000} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
    </div>
  );
}

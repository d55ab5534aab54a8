import { useCallback, useEffect, useState } from 'react';
import type { OutboxEmail } from '../../worker/mail/mail.contracts';
import { api, ApiError } from '../lib/api';

/** Linkifies the URLs of a plain-text e-mail body. */
function Body({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <pre className="outbox-body">
      {parts.map((p, i) =>
        /^https?:\/\//.test(p) ? (
          <a key={i} href={p} data-testid="outbox-link">
            {p}
          </a>
        ) : (
          p
        ),
      )}
    </pre>
  );
}

/** Admin page: the development e-mail outbox, newest first (DECISIONS.md mailer). */
export function AdminOutboxScreen() {
  const [emails, setEmails] = useState<OutboxEmail[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    api.emailOutbox().then(
      (r) => {
        setEmails(r.emails);
        setError(null);
      },
      (e: unknown) => setError(e instanceof ApiError ? e.message : 'Could not load the outbox.'),
    );
  }, []);
  useEffect(load, [load]);

  return (
    <div className="page stack">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h1 style={{ margin: 0 }}>E-mail outbox</h1>
        <button type="button" className="btn btn-small btn-ghost" onClick={load} data-testid="outbox-reload">
          Reload
        </button>
      </div>
      <p className="muted">In development, e-mails are kept here instead of being sent. Newest first.</p>
      {error && (
        <div className="form-error" role="alert">
          {error}
        </div>
      )}
      {emails?.length === 0 && <div className="card">No e-mails yet.</div>}
      <div className="outbox-list">
        {emails?.map((m) => (
          <article key={m.id} className="card outbox-mail" data-testid="outbox-email">
            <h2 style={{ margin: 0, fontSize: '1.3rem' }}>{m.subject}</h2>
            <div className="outbox-meta">
              <span>To: {m.to_address}</span>
              <span>{new Date(m.created_at).toLocaleString()}</span>
            </div>
            <Body text={m.text_body} />
          </article>
        ))}
      </div>
    </div>
  );
}

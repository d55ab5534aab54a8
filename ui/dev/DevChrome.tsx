import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Connection } from './use-live';

/** Top bar of the designer pages: a way back, the title, and what sits on the right. */
export function DevBar({ back, title, children }: { back?: { to: string; label: string }; title: ReactNode; children?: ReactNode }) {
  return (
    <header className="dev-bar">
      {back && (
        <Link className="btn btn-ghost btn-small" to={back.to} data-testid="dev-back">
          ← {back.label}
        </Link>
      )}
      <div className="dev-bar-title">
        <span className="dev-tag">Designer preview</span>
        <h1 data-testid="preview-title">{title}</h1>
      </div>
      <div className="dev-bar-end">{children}</div>
    </header>
  );
}

const LABEL: Record<Connection, string> = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…' };

/** The live-link chip: green when saves will show at once. */
export function LiveChip({ connection, updatedAt }: { connection: Connection; updatedAt?: number | null }) {
  const time = updatedAt ? new Date(updatedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' }) : null;
  return (
    <span className="dev-live" data-state={connection} data-testid="live-status" title="Saving a file in assets/ updates this page">
      <span className="dev-live-dot" aria-hidden="true" />
      {LABEL[connection]}
      {time && <span className="dev-live-time">· updated {time}</span>}
    </span>
  );
}

/** Full-page message (not found, API unavailable, loading). */
export function DevMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="page page-narrow">
      <div className="card stack dev-message" role="status">
        <h2>{title}</h2>
        {children}
      </div>
    </main>
  );
}

/**
 * The stage of a designer preview: what is drawn (`children`), a red frame while the file is
 * broken, "Nothing to draw yet" until a version has been good, and "Last good version" while a
 * broken save leaves the last good one on show.
 * @param what what appears once the file is good ("map", "level"), for the empty message
 * @param hasGood whether a good version exists (it is what `children` draws)
 * @param background the stage's colour (a map's sky), else the page's
 */
export function DevStage({ what, hasGood, broken, background, children }: { what: string; hasGood: boolean; broken: boolean; background?: string | undefined; children: ReactNode }) {
  return (
    <div className="dev-stage" style={background ? { background } : undefined} data-broken={broken}>
      {children}
      {!hasGood && (
        <div className="dev-stage-empty">
          <strong>Nothing to draw yet</strong>
          <span>Fix the problems below and save: the {what} appears here.</span>
        </div>
      )}
      {broken && hasGood && <span className="dev-stage-badge">Last good version</span>}
    </div>
  );
}

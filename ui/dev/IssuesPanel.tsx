import type { PreviewIssue } from '../../core/dev/level-preview.contracts';

function Icon({ kind }: { kind: 'error' | 'warning' | 'ok' }) {
  if (kind === 'ok')
    return (
      <svg viewBox="0 0 24 24" className="dev-icon" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill="#2fbf71" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  if (kind === 'warning')
    return (
      <svg viewBox="0 0 24 24" className="dev-icon" aria-hidden="true">
        <path d="M12 2.5L23 21.5H1z" fill="#ffc83d" stroke="#1d2b4f" strokeWidth="1.6" strokeLinejoin="round" />
        <path d="M12 9v5.5M12 17.6v.2" stroke="#1d2b4f" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
    );
  return (
    <svg viewBox="0 0 24 24" className="dev-icon" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="#d93b3b" />
      <path d="M8 8l8 8M16 8l-8 8" stroke="#fff" strokeWidth="2.8" strokeLinecap="round" />
    </svg>
  );
}

/** A few lines of the file around `line`, that line marked: where a syntax error sits. */
function Excerpt({ raw, line, column }: { raw: string; line: number; column?: number | undefined }) {
  const lines = raw.split('\n');
  const from = Math.max(1, line - 2);
  const to = Math.min(lines.length, line + 2);
  return (
    <pre className="dev-excerpt" data-testid="issue-excerpt">
      {Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => (
        <div key={n} className={n === line ? 'dev-excerpt-hit' : undefined}>
          <span className="dev-excerpt-no">{n}</span>
          {lines[n - 1] || ' '}
          {n === line && column !== undefined && <span className="dev-excerpt-caret">{' '.repeat(Math.max(0, column - 1)) + '▲'}</span>}
        </div>
      ))}
    </pre>
  );
}

/**
 * Validation panel of a content file: every problem with its JSON path and line, errors first.
 * While the file has errors, the stage keeps the last good version; the panel says so.
 */
export function IssuesPanel({ file, raw, issues, showingLastGood }: { file: string; raw: string; issues: readonly PreviewIssue[]; showingLastGood: boolean }) {
  const errors = issues.filter((i) => i.severity === 'error');
  const warnings = issues.filter((i) => i.severity === 'warning');
  const state = errors.length > 0 ? 'error' : warnings.length > 0 ? 'warning' : 'ok';
  const heading =
    state === 'ok'
      ? 'All checks pass'
      : state === 'error'
        ? `${errors.length} ${errors.length === 1 ? 'problem stops' : 'problems stop'} this file from drawing`
        : `${warnings.length} thing${warnings.length === 1 ? '' : 's'} to check`;
  return (
    <section className="dev-issues" data-state={state} data-testid="issues-panel" aria-live="polite">
      <header className="dev-issues-head">
        <Icon kind={state} />
        <div>
          <h2>{heading}</h2>
          <p className="muted">
            <code>assets/{file}</code>
            {state === 'error' && (showingLastGood ? ' · the stage shows the last good version' : ' · nothing to draw until it is fixed')}
          </p>
        </div>
      </header>
      {issues.length > 0 && (
        <ol className="dev-issue-list">
          {[...errors, ...warnings].map((issue, i) => (
            <li key={i} className="dev-issue" data-severity={issue.severity} data-testid="issue">
              <Icon kind={issue.severity} />
              <div className="dev-issue-body">
                <div className="dev-issue-where">
                  <code className="dev-path" data-testid="issue-path">
                    {issue.path === '$' ? '(whole file)' : issue.path}
                  </code>
                  {issue.line !== undefined && (
                    <span className="dev-line">
                      line {issue.line}
                      {issue.kind === 'syntax' && issue.column !== undefined ? `, column ${issue.column}` : ''}
                    </span>
                  )}
                </div>
                <div className="dev-issue-message" data-testid="issue-message">
                  {issue.message}
                </div>
                {issue.kind === 'syntax' && issue.line !== undefined && <Excerpt raw={raw} line={issue.line} column={issue.column} />}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import './shell.css';

/**
 * What a page shows while its route's code loads (issue 21, routes split with React.lazy): three
 * bouncing sea-coloured dots and "Loading…" in the page's own type, announced politely, faded in
 * after 150 ms so a fast load shows nothing at all (never a blank or grey box).
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" data-testid="page-loading">
      <span className="page-loading-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      Loading…
    </div>
  );
}

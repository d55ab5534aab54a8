import { Link } from 'react-router';
import { levelListSchema } from '../../core/dev/level-preview.contracts';
import { DevBar, DevMessage, LiveChip } from './DevChrome';
import { useLiveList } from './use-live';

/** `/dev/levels`: every level's preview image and title, grouped by map; updates as files are saved. */
export default function LevelListScreen() {
  const { data, error, connection } = useLiveList('/dev/api/levels', levelListSchema);
  if (!data)
    return error ? (
      <DevMessage title="Preview unavailable">
        <p data-testid="preview-error">{error}</p>
      </DevMessage>
    ) : (
      <DevMessage title="Loading the levels…" />
    );
  const count = data.maps.reduce((n, m) => n + m.levels.length, 0);
  return (
    <div className="dev-page">
      <DevBar title="Levels">
        <span className="dev-count">{count} levels</span>
        <LiveChip connection={connection} />
      </DevBar>
      <main className="dev-list">
        <p className="dev-intro">
          Development only. Open a level to see it drawn by the game; save its file in <code>assets/levels/</code> and the page updates at once.
        </p>
        {data.maps.map((map) => (
          <section key={map.key ?? 'other'} className="dev-map-group" aria-labelledby={`map-${map.key ?? 'other'}`} data-testid={`map-group-${map.key ?? 'other'}`}>
            <header className="dev-map-head">
              <span className="dev-swatch" style={{ background: map.colour ?? '#cfd8e6' }} aria-hidden="true" />
              <h2 id={`map-${map.key ?? 'other'}`}>{map.title}</h2>
              <span className="muted">
                {map.levels.length} level{map.levels.length === 1 ? '' : 's'}
              </span>
              {map.errors > 0 && <span className="dev-badge dev-badge-error">map file has {map.errors} error{map.errors === 1 ? '' : 's'}</span>}
              {map.key && (
                <Link className="btn btn-ghost btn-small dev-map-link" to={`/dev/maps/${map.key}`} data-testid={`open-map-${map.key}`}>
                  Preview map →
                </Link>
              )}
            </header>
            <ul className="dev-level-grid">
              {map.levels.map((level) => (
                <li key={level.number}>
                  <Link className="dev-level-card" to={`/dev/levels/${level.number}`} data-testid={`level-card-${level.number}`}>
                    <span className="dev-thumb">
                      {level.preview ? <img src={level.preview} alt="" loading="lazy" width={320} height={180} /> : <span className="dev-thumb-empty">no preview</span>}
                      <span className="dev-thumb-no">{level.number}</span>
                    </span>
                    <span className="dev-level-title">{level.title ?? level.file}</span>
                    <span className="dev-level-meta">
                      {level.type && <span className="dev-chip">{level.type}</span>}
                      {level.goal !== null && <span className="dev-chip">goal {level.goal}</span>}
                      {level.errors > 0 && <span className="dev-badge dev-badge-error">{level.errors} error{level.errors === 1 ? '' : 's'}</span>}
                      {level.errors === 0 && level.warnings > 0 && <span className="dev-badge dev-badge-warn">{level.warnings} to check</span>}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </div>
  );
}

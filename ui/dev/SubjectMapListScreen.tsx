import { Link } from 'react-router';
import { subjectMapListSchema } from '../../core/dev/level-preview.contracts';
import { DevBar, DevMessage, LiveChip } from './DevChrome';
import { useLiveList } from './use-live';

/** `/dev/subject-maps`: every `assets/subject-maps/*.json` (reading, science, ...) with its issues; updates as files are saved. */
export default function SubjectMapListScreen() {
  const { data, error, connection } = useLiveList('/dev/api/subject-maps', subjectMapListSchema);
  if (!data)
    return error ? (
      <DevMessage title="Preview unavailable">
        <p data-testid="preview-error">{error}</p>
      </DevMessage>
    ) : (
      <DevMessage title="Loading the subject maps…" />
    );
  return (
    <div className="dev-page">
      <DevBar back={{ to: '/dev/levels', label: 'Math levels' }} title="Subject maps">
        <span className="dev-count">{data.maps.length} maps</span>
        <LiveChip connection={connection} />
      </DevBar>
      <main className="dev-list">
        <p className="dev-intro">
          Development only. Open a map to see it drawn by the game; save its file in <code>assets/subject-maps/</code> and the page updates at once.
        </p>
        <ul className="dev-map-levels" data-testid="subject-map-list">
          {data.maps.map((m) => (
            <li key={m.key}>
              <Link to={`/dev/subject-maps/${m.key}`} data-testid={`subject-map-card-${m.key}`}>
                <span className="dev-chip">{m.type ?? '?'}</span> {m.title ?? m.file} <span className="muted">· {m.nodes} nodes</span>
                {m.errors > 0 && <span className="dev-badge dev-badge-error">{m.errors} error{m.errors === 1 ? '' : 's'}</span>}
                {m.errors === 0 && m.warnings > 0 && <span className="dev-badge dev-badge-warn">{m.warnings} to check</span>}
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}

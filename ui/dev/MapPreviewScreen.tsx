import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { GameBridge } from '../../game';
import { DEFAULT_MONSTER } from '../../core/monster/monster-parts';
import { mapPreviewSchema, type MapPreview } from '../../core/dev/level-preview.contracts';
import { PhaserGame } from '../math/PhaserGame';
import { DevBar, DevMessage, DevStage, LiveChip } from './DevChrome';
import { IssuesPanel } from './IssuesPanel';
import { useLiveResource } from './use-live';

const pickMap = (p: MapPreview) => (p.map ? { map: p.map, levels: p.levels } : undefined);

/** `/dev/maps/:key`: one map drawn by the real MapScene, live from its JSON file. */
export default function MapPreviewScreen() {
  const key = useParams().key ?? '';
  return <MapPreviewPage key={key} mapKey={key} />;
}

function MapPreviewPage({ mapKey }: { mapKey: string }) {
  const live = useLiveResource(`/dev/api/maps/${encodeURIComponent(mapKey)}`, 'map', mapPreviewSchema, pickMap);
  const bridge = useMemo(() => new GameBridge(), []);
  /** Level the monster stands on; null = the map's first level. Earlier levels show as completed. */
  const [current, setCurrent] = useState<number | null>(null);
  const [locked, setLocked] = useState(false);
  const good = live.status === 'ready' ? live.lastGood : null;
  const first = good?.map.nodes[0]?.level ?? 1;
  const last = good?.map.nodes.at(-1)?.level ?? 1;
  const currentLevel = Math.min(Math.max(current ?? first, first), last);

  /** Level shown by the last `map:show`, so a one-step slider move can walk the monster there. */
  const shownLevel = useRef<number | null>(null);

  useEffect(() => {
    if (!good) return;
    const completedLevels = good.map.nodes.map((n) => n.level).filter((l) => l < currentLevel);
    // One step walks (with the camera panning on a move_map map, then the banner) as in play; jumps and reloads place the monster.
    const prev = shownLevel.current;
    shownLevel.current = currentLevel;
    const walkFromLevel = prev !== null && Math.abs(prev - currentLevel) === 1 ? prev : undefined;
    bridge.emit('map:show', { map: good.map, levels: good.levels, completedLevels, currentLevel, monster: DEFAULT_MONSTER, currentLocked: locked, walkFromLevel });
  }, [bridge, good, currentLevel, locked]);

  if (live.status === 'loading') return <DevMessage title="Loading the map…" />;
  if (live.status !== 'ready')
    return (
      <DevMessage title={live.status === 'not-found' ? `No map "${mapKey}"` : 'Preview unavailable'}>
        <p data-testid="preview-error">{live.message}</p>
        <Link className="btn btn-primary" to="/dev/levels">
          See all levels
        </Link>
      </DevMessage>
    );
  const { data } = live;
  const broken = data.issues.some((i) => i.severity === 'error');
  return (
    <div className="dev-page">
      <DevBar back={{ to: '/dev/levels', label: 'All levels' }} title={`${good?.map.title ?? mapKey} map`}>
        <LiveChip connection={live.connection} updatedAt={live.updates > 0 ? live.receivedAt : null} />
      </DevBar>
      <main className="dev-workbench">
        <div className="dev-main">
          <DevStage what="map" hasGood={good !== null} broken={broken} background={good?.map.palette.sky}>
            <PhaserGame bridge={bridge} />
          </DevStage>
          <IssuesPanel file={data.file} raw={data.raw} issues={data.issues} showingLastGood={good !== null} />
        </div>
        <aside className="dev-side">
          <section className="card dev-card" aria-labelledby="dev-current-title">
            <div className="dev-card-head">
              <h2 id="dev-current-title">Monster on level</h2>
              <span className="dev-step-value" data-testid="current-level">
                {currentLevel}
              </span>
            </div>
            <input className="dev-range" type="range" min={first} max={last} value={currentLevel} disabled={!good} onChange={(e) => setCurrent(Number(e.target.value))} aria-label="Current level" data-testid="current-slider" />
            <label className="dev-check">
              <input type="checkbox" checked={locked} onChange={(e) => setLocked(e.target.checked)} /> Current level resting (lock)
            </label>
            <p className="dev-hint">Levels before it show as completed, the ones after it as locked.</p>
          </section>
          {good && (
            <section className="card dev-card">
              <h2>Levels on this map</h2>
              <ul className="dev-map-levels">
                {good.levels.map((l) => (
                  <li key={l.level}>
                    <Link to={`/dev/levels/${l.level}`}>
                      <span className="dev-chip">{l.level}</span> {l.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </main>
    </div>
  );
}

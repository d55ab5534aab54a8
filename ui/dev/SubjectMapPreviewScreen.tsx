import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { DEFAULT_MONSTER } from '../../core/monster/monster-parts';
import { nodesInOrder } from '../../core/content/subject-map-rules';
import type { SubjectMap, SubjectNodeState } from '../../core/content/subject-map-schema';
import { subjectMapPreviewSchema, type SubjectMapPreview } from '../../core/dev/level-preview.contracts';
import { SubjectMapStage } from '../subjects/SubjectMapStage';
import { DevBar, DevMessage, DevStage, LiveChip } from './DevChrome';
import { IssuesPanel } from './IssuesPanel';
import { useLiveResource } from './use-live';

const pickMap = (p: SubjectMapPreview) => p.map;

/**
 * Node states for the preview: on a levels map the nodes before the monster's are done, its own
 * is selected, the rest locked; on a topics map every topic is unselected but the one picked.
 */
function previewStates(map: SubjectMap, at: string): Record<string, SubjectNodeState> {
  const keys = nodesInOrder(map).map((n) => n.key);
  const i = keys.indexOf(at);
  return Object.fromEntries(keys.map((k, j) => [k, map.type === 'topics' ? (k === at ? 'selected' : 'unselected') : j < i ? 'done' : j === i ? 'selected' : 'locked']));
}

/**
 * `/dev/subject-maps/:key`: one subject map drawn by the real SubjectMapScene, live from its JSON
 * file, with its issues. Tap a node (or pick it in the list) and the monster walks there.
 * `?stage=full&at=level-3` shows the stage alone, filling the window (phone and tablet checks).
 */
export default function SubjectMapPreviewScreen() {
  const key = useParams().key ?? '';
  return <SubjectMapPreviewPage key={key} mapKey={key} />;
}

function SubjectMapPreviewPage({ mapKey }: { mapKey: string }) {
  const live = useLiveResource(`/dev/api/subject-maps/${encodeURIComponent(mapKey)}`, 'subject-map', subjectMapPreviewSchema, pickMap);
  const [params] = useSearchParams();
  const good = live.status === 'ready' ? live.lastGood : null;
  const [pos, setPos] = useState<{ at: string | null; walkTo?: string | undefined }>({ at: params.get('at') });
  const keys = useMemo(() => (good ? nodesInOrder(good).map((n) => n.key) : []), [good]);
  const at = pos.at !== null && keys.includes(pos.at) ? pos.at : (keys[0] ?? '');
  const states = useMemo(() => (good ? previewStates(good, pos.walkTo ?? at) : {}), [good, at, pos.walkTo]);
  const go = (to: string) => setPos((p) => (p.walkTo ? p : { at, walkTo: to === at ? undefined : to }));
  const stage = good && <SubjectMapStage map={good} nodeStates={states} monsterAt={at} walkTo={pos.walkTo} monster={DEFAULT_MONSTER} onSelect={go} onArrived={(k) => setPos({ at: k })} />;

  if (live.status === 'loading') return <DevMessage title="Loading the map…" />;
  if (live.status !== 'ready')
    return (
      <DevMessage title={live.status === 'not-found' ? `No subject map "${mapKey}"` : 'Preview unavailable'}>
        <p data-testid="preview-error">{live.message}</p>
        <Link className="btn btn-primary" to="/dev/subject-maps">
          See all subject maps
        </Link>
      </DevMessage>
    );
  if (params.get('stage') === 'full') return <div className="dev-full-stage">{stage}</div>;
  const { data } = live;
  const broken = data.issues.some((i) => i.severity === 'error');
  return (
    <div className="dev-page">
      <DevBar back={{ to: '/dev/subject-maps', label: 'All subject maps' }} title={`${good?.title ?? mapKey} map`}>
        <LiveChip connection={live.connection} updatedAt={live.updates > 0 ? live.receivedAt : null} />
      </DevBar>
      <main className="dev-workbench">
        <div className="dev-main">
          <DevStage what="map" hasGood={good !== null} broken={broken} background={good?.palette.sky}>
            {stage}
          </DevStage>
          <IssuesPanel file={data.file} raw={data.raw} issues={data.issues} showingLastGood={good !== null} />
        </div>
        <aside className="dev-side">
          <section className="card dev-card" aria-labelledby="dev-at-title">
            <div className="dev-card-head">
              <h2 id="dev-at-title">Monster at</h2>
              <span className="dev-step-value" data-testid="monster-at">
                {pos.walkTo ? `${at} → ${pos.walkTo}` : at}
              </span>
            </div>
            <p className="dev-hint">Tap a node on the map, or pick one here: the monster walks there along the path.</p>
            {good && (
              <ul className="dev-map-levels">
                {nodesInOrder(good).map((n) => (
                  <li key={n.key}>
                    <button type="button" className="btn btn-ghost btn-small" onClick={() => go(n.key)} data-testid={`walk-to-${n.key}`}>
                      <span className="dev-chip">{n.key}</span> {n.title ?? ''}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </main>
    </div>
  );
}

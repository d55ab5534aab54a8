import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { GameBridge } from '../../game';
import type { LevelContent, MonsterNumber } from '../../core/content/level-schema';
import { DEFAULT_MONSTER, FIRST_PART_ID, type MonsterDescription } from '../../core/monster/monster-parts';
import { monsterDataUrl } from '../../core/art/monster-svg';
import { levelPreviewSchema, type LevelPreview } from '../../core/dev/level-preview.contracts';
import { PhaserGame } from '../math/PhaserGame';
import { DevBar, DevMessage, DevStage, LiveChip } from './DevChrome';
import { IssuesPanel } from './IssuesPanel';
import { useLiveResource } from './use-live';

const MONSTER_NUMBERS: readonly MonsterNumber[] = [1, 2, 3, 4, 5];
const levelParam = z.coerce.number().int().min(1).max(999);
const pickLevel = (p: LevelPreview) => p.level;

/**
 * The preview's monster for a monster number: the default monster with body and colour option n
 * (the spec does not define the number further), so the five are easy to tell apart while the
 * designer checks which `image["n"]` sprite goes with which.
 */
function monsterFor(n: MonsterNumber): MonsterDescription {
  return { ...DEFAULT_MONSTER, body: FIRST_PART_ID.body + n - 1, color: FIRST_PART_ID.color + n - 1 };
}

/** `/dev/levels/:level`: one level drawn by the real LevelScene, live from its JSON file. */
export default function LevelPreviewScreen() {
  const param = levelParam.safeParse(useParams().level);
  if (!param.success) return <DevMessage title="That is not a level number">{<Link to="/dev/levels">See all levels</Link>}</DevMessage>;
  // A fresh component per level: the live link, step and monster start over.
  return <LevelPreviewPage key={param.data} number={param.data} />;
}

function LevelPreviewPage({ number }: { number: number }) {
  const live = useLiveResource(`/dev/api/levels/${number}`, 'level', levelPreviewSchema, pickLevel);
  if (live.status === 'loading') return <DevMessage title="Loading the level…" />;
  if (live.status !== 'ready')
    return (
      <DevMessage title={live.status === 'not-found' ? `No level ${number}` : 'Preview unavailable'}>
        <p data-testid="preview-error">{live.message}</p>
        <Link className="btn btn-primary" to="/dev/levels">
          See all levels
        </Link>
      </DevMessage>
    );
  return <LevelWorkbench number={number} preview={live.data} lastGood={live.lastGood} connection={live.connection} updatedAt={live.updates > 0 ? live.receivedAt : null} />;
}

function LevelWorkbench({ number, preview, lastGood, connection, updatedAt }: { number: number; preview: LevelPreview; lastGood: LevelContent | null; connection: 'connecting' | 'live' | 'reconnecting'; updatedAt: number | null }) {
  const bridge = useMemo(() => new GameBridge(), []);
  const [monsterNumber, setMonsterNumber] = useState<MonsterNumber>(1);
  /** The scrubber's value; null follows the goal (everything revealed), also when the goal changes. */
  const [stepChoice, setStepChoice] = useState<number | null>(null);
  const goal = lastGood?.goal ?? 0;
  const step = Math.min(stepChoice ?? goal, goal);
  const stepRef = useRef(step);
  const monster = useMemo(() => monsterFor(monsterNumber), [monsterNumber]);

  useEffect(() => {
    stepRef.current = step;
    bridge.emit('level:set-step', { step });
  }, [bridge, step]);
  // A new good version (or monster) restarts the scene at the current step; scrubbing alone does not.
  useEffect(() => {
    if (lastGood) bridge.emit('level:show', { level: lastGood, progress: stepRef.current, monster, monsterNumber });
  }, [bridge, lastGood, monster, monsterNumber]);

  const title = preview.level?.title ?? lastGood?.title ?? preview.file;
  const monsterSprites = lastGood?.assets.sprites.filter((s) => s.image !== undefined).length ?? 0;
  const broken = preview.issues.some((i) => i.severity === 'error');

  return (
    <div className="dev-page">
      <DevBar back={{ to: '/dev/levels', label: 'All levels' }} title={`Level ${number} · ${title}`}>
        <LiveChip connection={connection} updatedAt={updatedAt} />
        <nav className="dev-stepper" aria-label="Other levels">
          <Link className="btn btn-ghost btn-small" to={`/dev/levels/${number - 1}`} aria-disabled={number <= 1} onClick={(e) => number <= 1 && e.preventDefault()} data-testid="prev-level">
            ‹ {number - 1 >= 1 ? number - 1 : ''}
          </Link>
          <Link className="btn btn-ghost btn-small" to={`/dev/levels/${number + 1}`} data-testid="next-level">
            {number + 1} ›
          </Link>
        </nav>
      </DevBar>
      <main className="dev-workbench">
        <div className="dev-main">
          <DevStage what="level" hasGood={lastGood !== null} broken={broken}>
            <PhaserGame bridge={bridge} />
          </DevStage>
          <IssuesPanel file={preview.file} raw={preview.raw} issues={preview.issues} showingLastGood={lastGood !== null} />
        </div>
        <aside className="dev-side">
          <section className="card dev-card" aria-labelledby="dev-monster-title">
            <h2 id="dev-monster-title">Monster number</h2>
            <div className="dev-monsters" role="radiogroup" aria-labelledby="dev-monster-title">
              {MONSTER_NUMBERS.map((n) => (
                <button key={n} type="button" role="radio" aria-checked={n === monsterNumber} className="dev-monster" onClick={() => setMonsterNumber(n)} data-testid={`monster-${n}`}>
                  <img src={monsterDataUrl(monsterFor(n))} alt="" width={40} height={44} />
                  <span>{n}</span>
                </button>
              ))}
            </div>
            <p className="dev-hint">
              {monsterSprites === 0 ? 'No sprite of this level has an image per monster.' : `${monsterSprites} sprite${monsterSprites === 1 ? '' : 's'} change${monsterSprites === 1 ? 's' : ''} with the monster (their "image" map).`}
            </p>
          </section>
          <section className="card dev-card" aria-labelledby="dev-step-title">
            <div className="dev-card-head">
              <h2 id="dev-step-title">Revealed</h2>
              <span className="dev-step-value" data-testid="step-value">
                {step} <span className="muted">/ {goal}</span>
              </span>
            </div>
            <input
              className="dev-range"
              type="range"
              min={0}
              max={goal}
              value={step}
              disabled={!lastGood || goal === 0}
              onChange={(e) => setStepChoice(Number(e.target.value))}
              aria-label="Revealed step"
              data-testid="step-slider"
              style={{ '--fill': `${goal ? (100 * step) / goal : 0}%` } as CSSProperties}
            />
            <div className="row dev-step-buttons">
              <button type="button" className="btn btn-ghost btn-small" onClick={() => setStepChoice(0)} disabled={!lastGood}>
                None
              </button>
              <button type="button" className="btn btn-ghost btn-small" onClick={() => setStepChoice(Math.max(0, step - 1))} disabled={!lastGood || step === 0} aria-label="One step back">
                −1
              </button>
              <button type="button" className="btn btn-ghost btn-small" onClick={() => setStepChoice(Math.min(goal, step + 1))} disabled={!lastGood || step === goal} aria-label="One step forward">
                +1
              </button>
              <button type="button" className="btn btn-ghost btn-small" onClick={() => setStepChoice(null)} disabled={!lastGood}>
                All
              </button>
            </div>
            <p className="dev-hint">Sprites with order ≤ step show, as after that many correct answers.</p>
          </section>
          {lastGood && (
            <section className="card dev-card">
              <h2>Level facts</h2>
              <dl className="dev-facts">
                <dt>Type</dt>
                <dd>{lastGood.type}</dd>
                <dt>Rule</dt>
                <dd>{lastGood.rule}</dd>
                <dt>Goal</dt>
                <dd>{lastGood.goal}</dd>
                <dt>Sprites</dt>
                <dd>{lastGood.assets.sprites.length}</dd>
                <dt>Map</dt>
                <dd>{lastGood.map_id}</dd>
              </dl>
              {lastGood.type !== 'sprite' && <p className="dev-hint">A {lastGood.type} level: the scene shows its background{lastGood.assets.sprites.length ? ' and sprites' : ''} only.</p>}
            </section>
          )}
        </aside>
      </main>
    </div>
  );
}

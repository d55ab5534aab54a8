import { MuteButton } from '../../sound/MuteButton';
import { Gem } from './Gem';
import { viewOf, type MathSnapshot, type Send } from './view-model';

/** The game's top bar: exit, the map title, the practised topic, the level's progress, mute and gems. */
export function GameHud({ snapshot, send }: { snapshot: MathSnapshot; send: Send }) {
  const v = viewOf(snapshot);
  const c = snapshot.context;
  const goal = v.questionLevel && c.level ? c.level.goal : 0;
  const progress = v.questionLevel ? Math.min(goal, v.under('main.answered') && c.result?.level_completed ? goal : (c.map?.map_game.num_problems_correct ?? 0)) : 0;
  return (
    <div className="hud">
      {v.inLevel ? (
        <button className="btn btn-ghost btn-small" onClick={() => send({ type: 'EXIT' })} data-testid="exit-level">
          ← Map
        </button>
      ) : (
        <button className="btn btn-ghost btn-small" onClick={() => send({ type: 'EXIT' })} data-testid="exit-map">
          ← Exit
        </button>
      )}
      {c.map && (v.onMap || v.path === 'main.locked') && (
        <span className="pill map-title" data-testid="map-title">
          <span className="map-title-name">{c.map.map.title} · </span>Level {c.map.map_game.current_level}
        </span>
      )}
      {v.inLevel && c.topic && (
        <span className="pill topic-chip" data-testid="topic-chip">
          <span>Practising: {c.topic.name}</span>
          <button className="btn btn-ghost btn-small" onClick={() => send({ type: 'OPEN_EXIT_TOPIC' })} disabled={!v.answering} data-testid="exit-topic-open">
            Exit topic
          </button>
        </span>
      )}
      {v.questionLevel && (
        <div className="progress" role="progressbar" aria-label="Level progress" aria-valuemin={0} aria-valuemax={goal} aria-valuenow={progress} data-testid="level-progress">
          <div style={{ width: `${(100 * progress) / goal}%` }} />
        </div>
      )}
      <span style={{ marginLeft: 'auto' }}>
        <MuteButton />
      </span>
      <span className="pill" aria-label={`${v.gems} gems`} data-testid="gems">
        <Gem /> {v.gems}
      </span>
    </div>
  );
}

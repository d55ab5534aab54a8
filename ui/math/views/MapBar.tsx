import type { MathMap } from '../../../worker/math/math.contracts';
import { IncentivesButton } from '../../store/IncentivesButton';
import { MyMonsterButton } from '../../monster/MyMonsterButton';
import { MyPetsButton } from '../../pets/PetsHub';
import { PracticeButton } from '../TopicPicker';
import type { Send } from './view-model';

/**
 * The map's bottom bar: the child's things on either side of the big Play button, so the top bar
 * stays short on a tablet. `busy` while a level opens.
 */
export function MapBar({ map, busy, send }: { map: MathMap; busy: boolean; send: Send }) {
  const current = map.map_game.current_level;
  return (
    <div className="map-bar">
      <nav className="map-bar-side" aria-label="My monster and practice">
        <MyMonsterButton onClick={() => send({ type: 'OPEN_MONSTER_MAKER' })} />
        {!map.locked && map.levels.find((l) => l.level === current)?.type === 'sprite' && <PracticeButton onClick={() => send({ type: 'OPEN_TOPIC_PICKER' })} disabled={busy} />}
      </nav>
      <button className="btn btn-primary" onClick={() => send({ type: 'PLAY' })} disabled={busy} data-testid="play-level">
        {map.locked ? `Level ${current} is resting` : `Play level ${current}`}
      </button>
      <nav className="map-bar-side map-bar-end" aria-label="My pets and store">
        <MyPetsButton onClick={() => send({ type: 'OPEN_PETS' })} />
        <IncentivesButton onClick={() => send({ type: 'OPEN_INCENTIVES' })} />
      </nav>
    </div>
  );
}

import type { LevelContent } from '../../../core/content/level-schema';
import type { MonsterDescription } from '../../../core/monster/monster-parts';
import { MonsterAvatar } from '../../monster/MonsterAvatar';
import { Egg } from '../../pets/Egg';
import type { LevelCompleted } from '../math-game.types';
import { Gem } from './Gem';
import type { Send } from './view-model';

/** The level-complete modal: bonus gems, an earned pet egg to hatch, and the way back to the map. */
export function LevelCompleteModal({ level, completed, monster, send }: { level: LevelContent; completed: LevelCompleted; monster: MonsterDescription; send: Send }) {
  return (
    <div className="modal-backdrop">
      <div className="card modal stack" data-testid="level-complete">
        <MonsterAvatar monster={monster} className="monster" />
        <h2>Level {completed.level} complete!</h2>
        <p>{level.end_text}</p>
        <p className="pill" style={{ alignSelf: 'center' }}>
          <Gem /> +{completed.gems_earned} bonus gems
        </p>
        {completed.earned_pet ? (
          <div className="earned-egg" data-testid="earned-pet">
            <Egg cracks={0} open={false} className="earned-egg-art" />
            <div className="stack" style={{ gap: 8 }}>
              <strong>You found a pet egg!</strong>
              <button className="btn btn-green" onClick={() => send({ type: 'HATCH' })} autoFocus data-testid="hatch-from-level">
                Hatch it!
              </button>
            </div>
          </div>
        ) : null}
        <button className={completed.earned_pet ? 'btn btn-ghost' : 'btn btn-primary'} onClick={() => send({ type: 'BACK_TO_MAP' })} autoFocus={!completed.earned_pet} data-testid="back-to-map">
          Back to the map
        </button>
      </div>
    </div>
  );
}

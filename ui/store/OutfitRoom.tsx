import { useState } from 'react';
import { ITEM_ART_URL, MATH_SUBJECT_ID, type OutfitPosition } from '../../core/content/monster-items';
import type { MonsterDescription } from '../../core/monster/monster-parts';
import type { StudentMonsterItem } from '../../worker/monster/items.contracts';
import { api, ApiError } from '../lib/api';
import { MonsterAvatar } from '../monster/MonsterAvatar';
import { CheckIcon } from './icons';
import { outfitsByPosition, wornOutfitKeys } from './store-rules';

const POSITION_LABELS: Record<OutfitPosition, string> = { head: 'Head', face: 'Face', body: 'Body', hand: 'Hand' };

/**
 * The outfit room (spec level overlay incentives_outfit_room): the monster on a stage wearing its
 * shown outfits, and the owned outfits by position. Tapping one puts it on (the server takes off
 * the other outfit of that position, spec section 4) or takes it off.
 */
export function OutfitRoom({
  studentId,
  monster,
  owned,
  onOwned,
  onShop,
}: {
  studentId: number;
  monster: MonsterDescription;
  owned: StudentMonsterItem[];
  onOwned: (items: StudentMonsterItem[]) => void;
  onShop: () => void;
}) {
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const worn = wornOutfitKeys(owned);
  const groups = outfitsByPosition(owned).filter((g) => g.items.length > 0);

  async function toggle(item: StudentMonsterItem) {
    if (busy !== null) return;
    setBusy(item.id);
    setError(null);
    try {
      const r = await api.updateItem(studentId, item.id, { show: !item.is_shown });
      onOwned(r.student_monster.student_monster_items.filter((i) => i.monster_item.subject_id === MATH_SUBJECT_ID));
    } catch (e) {
      setError(`We couldn't change the outfit. ${e instanceof ApiError ? e.message : 'Please try again.'}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="outfit-room" data-testid="outfit-room">
      <div className="outfit-stage" style={{ backgroundImage: `url(${ITEM_ART_URL}/outfit-room.svg)` }}>
        <MonsterAvatar monster={{ ...monster, outfits: worn }} alt={worn.length ? 'Your monster, dressed up' : 'Your monster'} className="outfit-monster" />
      </div>
      <div className="outfit-picker">
        {groups.length === 0 ? (
          <div className="outfit-empty">
            <p>No outfits yet. Your monster would love a hat!</p>
            <button className="btn btn-primary" onClick={onShop}>
              Go to the store
            </button>
          </div>
        ) : (
          groups.map((g) => (
            <section key={g.position} className="outfit-group" aria-label={POSITION_LABELS[g.position]}>
              <h3>{POSITION_LABELS[g.position]}</h3>
              <div className="outfit-options">
                {g.items.map((item) => (
                  <button
                    key={item.id}
                    type="button"
                    className="outfit-option"
                    aria-pressed={item.is_shown}
                    disabled={busy !== null}
                    onClick={() => void toggle(item)}
                    data-testid={`outfit-${item.monster_item.key}`}
                  >
                    <img src={item.monster_item.image_url} alt="" />
                    <span>{item.monster_item.name}</span>
                    {item.is_shown && (
                      <span className="outfit-check">
                        <CheckIcon size={26} />
                      </span>
                    )}
                  </button>
                ))}
              </div>
            </section>
          ))
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {groups.length > 0 && <p className="outfit-tip">Tap an outfit to put it on or take it off.</p>}
      </div>
    </div>
  );
}

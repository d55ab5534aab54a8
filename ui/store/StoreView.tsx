import { useState } from 'react';
import { groupItemsByType, type MonsterItemType } from '../../core/content/monster-items';
import type { StoreItem, StudentMonsterItem } from '../../worker/monster/items.contracts';
import type { StudentMonster } from '../../worker/monster/monster.contracts';
import { api, ApiError } from '../lib/api';
import { CheckIcon, GemIcon, PiggyIcon } from './icons';
import { cardState, needLabel } from './store-rules';

/** What a purchase returns (spec: monster_items, student_monster, student_monster_item; plus the new gems). */
export interface Bought {
  monster_items: StoreItem[];
  student_monster: StudentMonster;
  student_monster_item: StudentMonsterItem;
  incentives: { gems: number };
}

const SECTIONS: Record<MonsterItemType, { label: string; hint: string }> = {
  outfit: { label: 'Outfits', hint: 'Things your monster can wear' },
  house: { label: 'House things', hint: 'Things for your monster’s house' },
};

type Confirm = { item: StoreItem; state: 'ask' | 'buying' | 'done'; error: string | null };

/**
 * The store: items by type (outfits, house things) in legacy order, each with its price as a gem
 * badge. Items the child can't afford yet say how many more gems they need; owned ones say so.
 * Buying asks first, then celebrates and points to where the item went.
 */
export function StoreView({
  studentId,
  items,
  gems,
  onBought,
  onGo,
}: {
  studentId: number;
  items: StoreItem[];
  gems: number;
  onBought: (r: Bought) => void;
  onGo: (tab: 'house' | 'outfit-room') => void;
}) {
  const [type, setType] = useState<MonsterItemType>('outfit');
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const groups = groupItemsByType(items);

  async function buy(item: StoreItem) {
    setConfirm({ item, state: 'buying', error: null });
    try {
      const r = await api.buyItem(studentId, item.id);
      onBought(r);
      setConfirm({ item, state: 'done', error: null });
    } catch (e) {
      setConfirm({ item, state: 'ask', error: e instanceof ApiError ? e.message : 'Something went wrong. Please try again.' });
    }
  }

  return (
    <div className="store" data-testid="store">
      <div className="store-types" role="group" aria-label="Kinds of things">
        {(['outfit', 'house'] as const).map((t) => (
          <button key={t} type="button" className="store-type" aria-pressed={t === type} onClick={() => setType(t)} data-testid={`store-type-${t}`}>
            {SECTIONS[t].label}
            <span className="store-type-count">{groups[t].length}</span>
          </button>
        ))}
        <span className="store-hint">{SECTIONS[type].hint}</span>
      </div>
      <ul className="store-grid" aria-label={SECTIONS[type].label}>
        {groups[type].map((item) => {
          const state = cardState(item, gems);
          return (
            <li key={item.id}>
              <button
                type="button"
                className="store-card"
                data-state={state.kind}
                aria-label={`${item.name}, ${item.price} gems${state.kind === 'owned' ? ', you have it' : state.kind === 'need' ? `, ${needLabel(state.more)}` : ''}`}
                disabled={state.kind !== 'buy'}
                onClick={() => setConfirm({ item, state: 'ask', error: null })}
                data-testid={`store-item-${item.key}`}
              >
                <span className="store-art">
                  <img src={item.image_url} alt="" />
                </span>
                <span className="store-name">{item.name}</span>
                {state.kind === 'owned' ? (
                  <span className="store-badge store-badge-owned">
                    <CheckIcon size={22} /> You have it!
                  </span>
                ) : (
                  <span className="store-badge">
                    <GemIcon size={22} /> {item.price}
                  </span>
                )}
                {state.kind === 'need' && (
                  <span className="store-need">
                    <PiggyIcon /> {needLabel(state.more)}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {confirm && (
        <div className="modal-backdrop store-confirm-backdrop">
          <div
            className="card modal stack store-confirm"
            role="dialog"
            aria-modal="true"
            aria-labelledby="store-confirm-title"
            data-testid="store-confirm"
            onKeyDown={(e) => {
              // Escape closes this question only, not the whole panel behind it.
              if (e.key === 'Escape' && confirm.state !== 'buying') {
                e.preventDefault();
                setConfirm(null);
              }
            }}
          >
            <img className="store-confirm-art" src={confirm.item.image_url} alt="" />
            {confirm.state === 'done' ? (
              <>
                <h2 id="store-confirm-title">It’s yours!</h2>
                <p>{confirm.item.type === 'outfit' ? `Your monster is wearing the ${confirm.item.name}.` : `The ${confirm.item.name} is in your house. Drag it anywhere you like!`}</p>
                <div className="row" style={{ justifyContent: 'center' }}>
                  <button className="btn btn-ghost" onClick={() => setConfirm(null)} data-testid="store-keep-shopping">
                    Keep shopping
                  </button>
                  <button
                    className="btn btn-green"
                    autoFocus
                    onClick={() => {
                      setConfirm(null);
                      onGo(confirm.item.type === 'outfit' ? 'outfit-room' : 'house');
                    }}
                    data-testid="store-go"
                  >
                    {confirm.item.type === 'outfit' ? 'See it on my monster' : 'Go to my house'}
                  </button>
                </div>
              </>
            ) : (
              <>
                <h2 id="store-confirm-title">Buy the {confirm.item.name}?</h2>
                <p className="store-confirm-price">
                  It costs <GemIcon size={24} /> <strong>{confirm.item.price}</strong> gems. You will have {gems - confirm.item.price} left.
                </p>
                {confirm.error && (
                  <p className="form-error" role="alert" data-testid="store-error">
                    {confirm.error}
                  </p>
                )}
                <div className="row" style={{ justifyContent: 'center' }}>
                  <button className="btn btn-ghost" onClick={() => setConfirm(null)} disabled={confirm.state === 'buying'} data-testid="store-cancel">
                    Not now
                  </button>
                  <button className="btn btn-green" autoFocus onClick={() => void buy(confirm.item)} disabled={confirm.state === 'buying'} data-testid="store-buy">
                    {confirm.state === 'buying' ? 'Buying…' : 'Yes, buy it!'}
                  </button>
                </div>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

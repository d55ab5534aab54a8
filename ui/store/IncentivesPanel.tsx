import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { MATH_SUBJECT_ID } from '../../core/content/monster-items';
import type { MonsterDescription } from '../../core/monster/monster-parts';
import type { StoreItem, StudentMonsterItem } from '../../worker/monster/items.contracts';
import { api, ApiError } from '../lib/api';
import { HouseRoom } from './HouseRoom';
import { CloseIcon, GemIcon, HangerIcon, HouseIcon, StoreIcon } from './icons';
import { OutfitRoom } from './OutfitRoom';
import { StoreView } from './StoreView';
import type { StoreInit } from './store-rules';
import './store.css';

/** The three places of the incentives panel (spec level overlays incentives_store, incentives_outfit_room; the house). */
export type IncentivesTab = 'store' | 'house' | 'outfit-room';

const TABS: { tab: IncentivesTab; label: string; Icon: () => React.JSX.Element }[] = [
  { tab: 'store', label: 'Store', Icon: StoreIcon },
  { tab: 'house', label: 'My house', Icon: HouseIcon },
  { tab: 'outfit-room', label: 'Outfit room', Icon: HangerIcon },
];

type Data = { init: StoreInit; store: StoreItem[]; owned: StudentMonsterItem[]; error: string | null };

/**
 * The incentives panel (spec part 1 section 2 "incentives panel (store, house, outfit room)") over
 * the math map: the store of math items, the house where bought house items are dragged into place,
 * and the outfit room where the monster puts outfits on and takes them off. The store is
 * `initializing` until the catalogue arrives, then `normal` (spec section 4 "Store init").
 *
 * @param monster the student's monster parts (outfits come from the student's items)
 * @param gems the gem balance shown on the map
 * @param onGems called with the new balance after a purchase
 * @param onClose called when the child leaves; pending house moves are saved first
 */
export function IncentivesPanel({
  studentId,
  monster,
  gems,
  initialTab = 'store',
  onGems,
  onClose,
}: {
  studentId: number;
  monster: MonsterDescription;
  gems: number;
  initialTab?: IncentivesTab;
  onGems: (gems: number) => void;
  onClose: () => void;
}) {
  const [tab, setTab] = useState<IncentivesTab>(initialTab);
  const [data, setData] = useState<Data>({ init: 'initializing', store: [], owned: [], error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    Promise.all([api.storeItems(studentId, MATH_SUBJECT_ID), api.studentItems(studentId, MATH_SUBJECT_ID)]).then(
      ([s, o]) => live && setData({ init: 'normal', store: s.monster_items, owned: o.student_monster_items, error: null }),
      (e: unknown) => live && setData((d) => ({ ...d, error: e instanceof ApiError ? e.message : 'We could not open the store.' })),
    );
    return () => {
      live = false;
    };
  }, [studentId, attempt]);

  const onOwned = useCallback((owned: StudentMonsterItem[]) => setData((d) => ({ ...d, owned })), []);

  function onTabKey(e: KeyboardEvent, index: number) {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = TABS[(index + delta + TABS.length) % TABS.length]!.tab;
    setTab(next);
    document.getElementById(`incentives-tab-${next}`)?.focus();
  }

  return (
    <div className="incentives-backdrop">
      <div
        className="card incentives"
        role="dialog"
        aria-modal="true"
        aria-label="Store, house and outfit room"
        data-testid="incentives-panel"
        data-store-init={data.init}
        onKeyDown={(e) => e.key === 'Escape' && !e.defaultPrevented && onClose()}
      >
        <div className="incentives-head">
          <div className="incentives-tabs" role="tablist" aria-label="Places">
            {TABS.map(({ tab: t, label, Icon }, i) => (
              <button
                key={t}
                id={`incentives-tab-${t}`}
                type="button"
                role="tab"
                className="incentives-tab"
                aria-selected={t === tab}
                aria-controls="incentives-body"
                tabIndex={t === tab ? 0 : -1}
                onClick={() => setTab(t)}
                onKeyDown={(e) => onTabKey(e, i)}
                data-testid={`incentives-tab-${t}`}
              >
                <Icon />
                {label}
              </button>
            ))}
          </div>
          <span className="pill" aria-label={`${gems} gems`} data-testid="incentives-gems">
            <GemIcon /> {gems}
          </span>
          <button type="button" className="btn btn-ghost incentives-close" onClick={onClose} aria-label="Back to the map" data-testid="incentives-close">
            <CloseIcon />
          </button>
        </div>
        <div className="incentives-body" id="incentives-body" role="tabpanel" aria-labelledby={`incentives-tab-${tab}`}>
          {data.error ? (
            <div className="incentives-message" role="alert">
              <p>{data.error}</p>
              <button className="btn btn-primary" onClick={() => { setData((d) => ({ ...d, error: null })); setAttempt((a) => a + 1); }}>
                Try again
              </button>
            </div>
          ) : data.init === 'initializing' ? (
            <p className="incentives-message">Opening the store…</p>
          ) : tab === 'store' ? (
            <StoreView
              studentId={studentId}
              items={data.store}
              gems={gems}
              onBought={(r) => {
                setData((d) => ({ ...d, store: r.monster_items, owned: r.student_monster.student_monster_items.filter((i) => i.monster_item.subject_id === MATH_SUBJECT_ID) }));
                onGems(r.incentives.gems);
              }}
              onGo={setTab}
            />
          ) : tab === 'house' ? (
            <HouseRoom studentId={studentId} owned={data.owned} onOwned={onOwned} onShop={() => setTab('store')} />
          ) : (
            <OutfitRoom studentId={studentId} monster={monster} owned={data.owned} onOwned={onOwned} onShop={() => setTab('store')} />
          )}
        </div>
      </div>
    </div>
  );
}

import { useState } from 'react';
import type { LevelLockInfo } from '../../worker/math/math.contracts';
import type { MonsterDescription } from '../../core/monster/monster-parts';
import { MonsterAvatar } from '../monster/MonsterAvatar';

function title(lock: LevelLockInfo): string {
  switch (lock.reason) {
    case 'daily_limit':
      return `Level ${lock.level} opens tomorrow!`;
    case 'paywall':
      return `Level ${lock.level} is for members`;
    case 'unpaid':
      return 'Ask a grown-up for help';
  }
}

function body(lock: LevelLockInfo): string {
  switch (lock.reason) {
    case 'daily_limit':
      return 'You finished a whole level today. Your monster is taking a nap and will be ready for the next adventure tomorrow.';
    case 'paywall':
      return 'You played all the free levels. A grown-up can become a member to unlock every map.';
    case 'unpaid':
      return lock.payment_prompt === 'ASK_PAYMENT_HARD'
        ? "The membership payment didn't go through. A grown-up can update the card in My Account."
        : 'The membership is on hold. A grown-up can turn it back on in My Account.';
  }
}

/** Why a level rests: a little each day helps learning stick, or the free levels are done. */
function why(lock: LevelLockInfo): string {
  return lock.reason === 'daily_limit'
    ? 'Learning a little every day helps your brain remember more than doing a lot at once. Come back tomorrow!'
    : 'Members keep the game free of ads and tracking, and unlock all 36 levels across the ocean, the desert, the jungle and the arctic.';
}

/** The locked modal with its locked-why step (spec part 1 section 2 named modals). */
export function LockedModal({ lock, monster, onClose }: { lock: LevelLockInfo; monster: MonsterDescription; onClose: () => void }) {
  const [showWhy, setShowWhy] = useState(false);
  return (
    <div className="modal-backdrop">
      <div className="card modal stack" role="dialog" aria-modal="true" aria-labelledby="locked-title" data-testid="locked-modal" data-reason={lock.reason}>
        <MonsterAvatar monster={monster} className="monster" alt="" />
        <h2 id="locked-title">{title(lock)}</h2>
        <p>{showWhy ? why(lock) : body(lock)}</p>
        <div className="row" style={{ justifyContent: 'center' }}>
          {!showWhy && (
            <button className="btn btn-ghost" onClick={() => setShowWhy(true)} data-testid="locked-why">
              Why?
            </button>
          )}
          <button className="btn btn-primary" onClick={onClose} autoFocus data-testid="locked-ok">
            OK
          </button>
        </div>
      </div>
    </div>
  );
}

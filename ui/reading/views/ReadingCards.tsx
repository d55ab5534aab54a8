/**
 * The reading screen's cards, one per static state that is not another helper's component:
 * loading and error (with retry), meet the map's "Let's go!", the quiz celebration and the
 * "Let's read it again!" card, the map's banners and the reading locked modal (asks for a grown-up,
 * never shows a price).
 */
import type { MonsterDescription } from '../../../core/monster/monster-parts';
import { MonsterAvatar } from '../../monster/MonsterAvatar';
import type { LockInfo } from '../reading-map.types';
import type { Send } from './view-model';

export function BusyCard({ text, monster }: { text: string; monster?: MonsterDescription }) {
  return (
    <div className="modal-backdrop reading-backdrop">
      <div className="card modal stack" role="status" data-testid="reading-busy">
        {monster ? <MonsterAvatar monster={monster} className="reading-card-monster" alt="" /> : <div className="reading-spinner" aria-hidden="true" />}
        <p className="reading-lead">{text}</p>
      </div>
    </div>
  );
}

export function ErrorCard({ message, send, back }: { message: string; send: Send; back: boolean }) {
  return (
    <div className="modal-backdrop reading-backdrop">
      <div className="card modal stack" role="alert" data-testid="reading-error">
        <h2>Oops! The book got stuck.</h2>
        <p>{message}</p>
        <div className="row reading-actions">
          {back && (
            <button className="btn btn-ghost" onClick={() => send({ type: 'BACK' })} data-testid="reading-error-back">
              Back to the map
            </button>
          )}
          <button className="btn btn-primary" autoFocus onClick={() => send({ type: 'RETRY' })} data-testid="reading-retry">
            Try again
          </button>
        </div>
      </div>
    </div>
  );
}

export function MeetTheMap({ monster, send }: { monster: MonsterDescription; send: Send }) {
  return (
    <div className="reading-corner-card card stack" data-testid="mm-static">
      <MonsterAvatar monster={monster} className="reading-card-monster" alt="" />
      <h2>This is your reading map!</h2>
      <p>Your monster stands on your level. Tap its spot to pick a book. Read it, answer three questions, and walk on!</p>
      <button className="btn btn-green reading-big" autoFocus onClick={() => send({ type: 'GO' })} data-testid="mm-go">
        Let&apos;s go!
      </button>
    </div>
  );
}

export function Celebration({ stars, gems, last, send }: { stars: number; gems: number; last: boolean; send: Send }) {
  return (
    <div className="modal-backdrop reading-backdrop">
      <div className="card modal stack reading-celebrate" data-testid="quiz-beat">
        <div className="reading-star" aria-hidden="true" />
        <h2>You earned a star!</h2>
        <p className="reading-lead">
          {stars} {stars === 1 ? 'star' : 'stars'} in this book{gems > 0 ? ` and ${gems} new ${gems === 1 ? 'gem' : 'gems'}` : ''}. Stars and gems are yours to keep!
        </p>
        <button className="btn btn-green reading-big" autoFocus onClick={() => send({ type: 'CONTINUE' })} data-testid="quiz-beat-continue">
          {last ? 'Finish the book!' : 'Keep reading!'}
        </button>
      </div>
    </div>
  );
}

export function ReadAgain({ send }: { send: Send }) {
  return (
    <div className="modal-backdrop reading-backdrop">
      <div className="card modal stack" data-testid="quiz-fail">
        <h2>Let&apos;s read it again!</h2>
        <p className="reading-lead">Good try! Reading a story twice helps you find the answers. Your stars and gems stay yours.</p>
        <button className="btn btn-primary reading-big" autoFocus onClick={() => send({ type: 'READ_AGAIN' })} data-testid="read-again">
          Read it again
        </button>
      </div>
    </div>
  );
}

/** The banner over the map: the level, what to do, and the limits' words. */
export function MapBanner({ state, level, levelUp }: { state: string; level: number; levelUp: boolean }) {
  const text =
    state === 'levelLimit'
      ? 'You beat the Reading World! Tap any level to read a book again.'
      : state === 'readingLimit'
        ? 'You read every book you can for now. Tap a level to read a favourite again!'
        : state === 'levelExit' || state === 'levelLoading'
          ? 'Book finished! On to the next spot…'
          : levelUp
            ? `Level up! Welcome to level ${level}. Tap your monster's spot to pick a book.`
            : `Level ${level}: tap your monster's spot to pick a book.`;
  return (
    <div className="reading-banner card" role="status" data-testid="reading-banner">
      {text}
    </div>
  );
}

export function ReadingLockedModal({ lock, monster, send }: { lock: LockInfo; monster: MonsterDescription; send: Send }) {
  const members = lock.reason === 'members';
  return (
    <div className="modal-backdrop reading-backdrop">
      <div className="card modal stack" role="dialog" aria-modal="true" aria-labelledby="reading-locked-title" data-testid="locked-modal" data-reason={lock.reason}>
        <MonsterAvatar monster={monster} className="monster" alt="" />
        <h2 id="reading-locked-title">{members ? `Level ${lock.level} is for members` : `Level ${lock.level} is still asleep`}</h2>
        <p>{members ? 'Ask a grown-up to open every reading level for you. You can read your books again while you wait!' : 'Finish a book on your level first, and your monster will walk there.'}</p>
        <button className="btn btn-primary" autoFocus onClick={() => send({ type: 'CLOSE_LOCKED' })} data-testid="locked-ok">
          OK
        </button>
      </div>
    </div>
  );
}

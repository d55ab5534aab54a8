/** The math screen's small modals, one per machine state (error, confirm-exit, pretest start and end, level 1's start card). */
import type { LevelContent } from '../../../core/content/level-schema';
import type { MonsterDescription } from '../../../core/monster/monster-parts';
import { MonsterAvatar } from '../../monster/MonsterAvatar';
import type { Send } from './view-model';

export function ErrorModal({ message, send }: { message: string; send: Send }) {
  return (
    <div className="modal-backdrop">
      <div className="card modal stack" role="alert">
        <h2>Oops!</h2>
        <p>{message}</p>
        <button className="btn btn-primary" onClick={() => send({ type: 'RETRY' })}>
          Try again
        </button>
      </div>
    </div>
  );
}

/** Leaving the map goes to the student picker; leaving a level goes back to the map. */
export function ConfirmExitModal({ fromMap, send }: { fromMap: boolean; send: Send }) {
  return (
    <div className="modal-backdrop">
      <div className="card modal stack" role="dialog" aria-modal="true" aria-labelledby="exit-title" data-testid="confirm-exit">
        <h2 id="exit-title">{fromMap ? 'Leave the map?' : 'Back to the map?'}</h2>
        <p>{fromMap ? 'Your monster will wait right here for your next adventure.' : 'Everything you earned is saved. You can come back to this level any time.'}</p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <button className="btn btn-ghost" onClick={() => send({ type: 'STAY' })} autoFocus data-testid="exit-stay">
            Keep playing
          </button>
          <button className="btn btn-primary" onClick={() => send({ type: 'CONFIRM_EXIT' })} data-testid="exit-confirm">
            {fromMap ? 'Leave' : 'Go to the map'}
          </button>
        </div>
      </div>
    </div>
  );
}

/** A monster-and-message modal with one button (the pretest's start and end). */
function MonsterMessageModal(p: { id: string; title: string; text: string; button: string; buttonId: string; monster: MonsterDescription; onClick: () => void }) {
  return (
    <div className="modal-backdrop">
      <div className="card modal stack" role="dialog" aria-modal="true" aria-labelledby={`${p.id}-title`} data-testid={p.id}>
        <MonsterAvatar monster={p.monster} className="monster" alt="" />
        <h2 id={`${p.id}-title`}>{p.title}</h2>
        <p>{p.text}</p>
        <button className="btn btn-primary" autoFocus onClick={p.onClick} data-testid={p.buttonId}>
          {p.button}
        </button>
      </div>
    </div>
  );
}

export function PretestStartModal({ monster, send }: { monster: MonsterDescription; send: Send }) {
  return (
    <MonsterMessageModal
      id="pretest-start"
      title="Let's see what you know!"
      text={'A few warm-up questions help your monster pick the right adventures for you. Just try your best. It\'s fine to say "I don\'t know".'}
      button="Let's go!"
      buttonId="pretest-start-go"
      monster={monster}
      onClick={() => send({ type: 'GO' })}
    />
  );
}

export function PretestEndModal({ monster, send }: { monster: MonsterDescription; send: Send }) {
  return (
    <MonsterMessageModal
      id="pretest-end"
      title="Warm-up done!"
      text="Thanks! Your monster now knows which adventures fit you best. Keep going to fill the map!"
      button="Continue"
      buttonId="pretest-end-continue"
      monster={monster}
      onClick={() => send({ type: 'CONTINUE' })}
    />
  );
}

export function StartLevelCard({ level, monster, busy, send }: { level: LevelContent; monster: MonsterDescription; busy: boolean; send: Send }) {
  return (
    <div className="modal-backdrop">
      <div className="card modal stack" data-testid="start-level-card">
        <MonsterAvatar monster={monster} className="monster" />
        <h2>{level.title}</h2>
        <p>{level.start_text}</p>
        <button className="btn btn-primary" onClick={() => send({ type: 'START' })} disabled={busy} data-testid="start-adventure">
          Start the adventure!
        </button>
      </div>
    </div>
  );
}

import { session } from '../lib/session';
import { clearStudentSession } from '../lib/student-session';
import { MonsterAvatar } from '../monster/MonsterAvatar';

/** Location state the home page reads to show the deleted-account confirmation once. */
export interface HomeLocationState {
  accountDeleted?: boolean;
}

/** Forgets the deleted account's session in this tab (the server already ended it and its cookie). */
export function forgetDeletedSession(): void {
  session.logout();
  clearStudentSession();
}

const WAVING_MONSTER = { body: 2, color: 9, eyes: 20, headpart: 30, mouth: 21, pattern: 13 };

/**
 * The deleted-account confirmation (spec part 1 section 2, My Account modals; issue 13 bug 8:
 * deleting an account used to land silently on /login). Shown on the home page after the
 * deletion, when the parent is already logged out, so nothing behind it can call the API with
 * the ended session.
 */
export function AccountDeletedModal({ onClose }: { onClose: () => void }) {
  return (
    <div className="modal-backdrop modal-backdrop-page">
      <div className="card modal stack" role="dialog" aria-modal="true" aria-labelledby="account-deleted-title" data-testid="account-deleted">
        <MonsterAvatar monster={WAVING_MONSTER} className="monster" alt="" />
        <h2 id="account-deleted-title">Your account is deleted</h2>
        <p>
          We deleted your account and everything in it: your children's progress, gems, monsters, pets, feedback and usage. You are
          logged out. Thank you for learning with us; you are welcome back any time.
        </p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <button className="btn btn-primary" onClick={onClose} autoFocus data-testid="account-deleted-ok">
            OK
          </button>
        </div>
      </div>
    </div>
  );
}

import { useEffect } from 'react';
import { MonsterAvatar } from '../monster/MonsterAvatar';
import { useSession } from '../lib/use-session';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../components/AppLink';
import { AccountDeletedModal, forgetDeletedSession, type HomeLocationState } from './AccountDeletedModal';

const HERO_MONSTER = { body: 3, color: 7, eyes: 17, headpart: 27, mouth: 22, pattern: 13 };

/** The front page: the tagline and the two ways in. */
export function HomeScreen() {
  const s = useSession();
  const loggedIn = s.signedIn;
  const location = useLocation();
  const navigate = useNavigate();
  const accountDeleted = (location.state as HomeLocationState | null)?.accountDeleted === true;
  useEffect(() => {
    if (accountDeleted) forgetDeletedSession();
  }, [accountDeleted]);
  return (
    <main className="page">
      {accountDeleted && <AccountDeletedModal onClose={() => void navigate(location.pathname, { replace: true, state: null })} />}
      <section className="hero">
        <div className="stack">
          <h1>Learning can be monsterific!</h1>
          <p className="muted" style={{ fontSize: '1.2rem' }}>
            Math adventures across the ocean, the desert, the jungle and the arctic. Kids build their own monster, earn gems and
            fill every map with friends, one answer at a time.
          </p>
          <div className="row">
            {loggedIn ? (
              <AppLink className="btn btn-primary" to="/select-student" data-testid="home-play">
                Let's play!
              </AppLink>
            ) : (
              <>
                <AppLink className="btn btn-primary" to="/signup" data-testid="home-signup">
                  Create a free parent account
                </AppLink>
                <AppLink className="btn btn-ghost" to="/login" data-testid="home-login">
                  Log In
                </AppLink>
              </>
            )}
          </div>
          <p className="muted">No ads. No tracking on children's screens. Parents can export or delete their child's data at any time.</p>
        </div>
        <MonsterAvatar monster={HERO_MONSTER} alt="A friendly blue monster waving hello" />
      </section>
    </main>
  );
}

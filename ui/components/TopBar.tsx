import { Link } from 'react-router';
import { DEFAULT_MONSTER } from '../../game/monster/monster-parts';
import { monsterDataUrl } from '../../game/monster/monster-svg';
import { useSession } from '../lib/use-session';

const logo = monsterDataUrl(DEFAULT_MONSTER);

/** Logged-in bar (subjects, Change User, I'm Done, My Account) or logged-out bar (Become a Member, Log In). Spec part 1 section 2. */
export function TopBar() {
  const s = useSession();
  const loggedIn = Boolean(s.accessToken || s.refreshToken);
  return (
    <header className="topbar">
      <Link to="/" className="logo" aria-label="Monsterific home">
        <img src={logo} alt="" />
        Monsterific
      </Link>
      {loggedIn ? (
        <nav aria-label="Account">
          <Link className="btn btn-small btn-blue" to="/math" data-testid="nav-math">
            Math
          </Link>
          <Link className="btn btn-small btn-ghost" to="/select-student" data-testid="nav-change-user">
            Change User
          </Link>
          <Link className="btn btn-small btn-ghost" to="/done">
            I'm Done
          </Link>
          {s.role === 'parent' && (
            <Link className="btn btn-small btn-ghost" to="/my-account?source=topbar" data-testid="nav-my-account">
              My Account
            </Link>
          )}
          <Link className="btn btn-small btn-ghost" to="/logout" data-testid="nav-logout">
            Log Out
          </Link>
        </nav>
      ) : (
        <nav aria-label="Join">
          <Link className="btn btn-small btn-primary" to="/signup" data-testid="nav-become-member">
            Become a Member
          </Link>
          <Link className="btn btn-small btn-ghost" to="/login" data-testid="nav-login">
            Log In
          </Link>
        </nav>
      )}
    </header>
  );
}

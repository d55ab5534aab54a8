import { MonsterAvatar } from '../monster/MonsterAvatar';
import { AppLink } from '../components/AppLink';

/** "I'm Done": a friendly stop, with a way back. */
export function DoneScreen() {
  return (
    <main className="page page-narrow">
      <div className="card stack" style={{ textAlign: 'center', alignItems: 'center' }}>
        <MonsterAvatar monster={{ body: 2, color: 9, eyes: 20, headpart: 30, mouth: 21, pattern: 13 }} className="monster" alt="A happy monster" />
        <h1>Great work today!</h1>
        <p className="muted">Your monster will be waiting on the map for your next adventure.</p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <AppLink className="btn btn-primary" to="/select-student">
            Play again
          </AppLink>
          <AppLink className="btn btn-ghost" to="/logout">
            Log Out
          </AppLink>
        </div>
      </div>
    </main>
  );
}

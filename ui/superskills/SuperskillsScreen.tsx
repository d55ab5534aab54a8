/**
 * The Superskills route `/superskills` (issue 17; spec part 2 sections 2 and 4 "Superskills"): the
 * episode map's statechart (superskills.machine.ts) run with the real calls, rendered by
 * SuperskillsView over Skill Park. `?episode=N` asks for an episode (the math intro's
 * show-superskill scene); out of range falls back to the current level (spec section 5). The root
 * carries `data-superskills-state` for tests.
 */
import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { client } from '../lib/api';
import { useSession } from '../lib/use-session';
import { useStudentMonster } from '../subjects/use-student-monster';
import { createSuperskillsApi } from './superskills-calls';
import { provideSuperskills, withLog } from './superskills.services';
import { superskillsState, SuperskillsView } from './views/SuperskillsView';
import './superskills.css';

const log = (message: string) => console.warn(message);
const api = createSuperskillsApi(client);
/** The answer call, its failure logged and rethrown like the machine's calls (spec section 8). */
const { answer } = withLog(api, log);

export default function SuperskillsScreen() {
  const { studentId } = useSession();
  const [params] = useSearchParams();
  if (!studentId) return <Navigate to="/select-student" replace />;
  const asked = Number(params.get('episode'));
  return <Superskills studentId={studentId} requested={Number.isInteger(asked) && asked > 0 ? asked : null} />;
}

function Superskills({ studentId, requested }: { studentId: number; requested: number | null }) {
  const navigate = useNavigate();
  const [machine] = useState(() => provideSuperskills({ api, log }));
  const [snapshot, send] = useMachine(machine, { input: { studentId, requested } });
  const monster = useStudentMonster(studentId);
  const judge = useMemo(() => (episode: number, q: number, a: number) => answer(studentId, episode, q, a), [studentId]);
  const state = superskillsState(snapshot.value);
  return (
    <div className="superskills-screen" data-testid="superskills-screen" data-superskills-state={state}>
      {!state.startsWith('PlayingEpisode') && (
        <button className="btn btn-ghost btn-small superskills-home" onClick={() => void navigate('/')} data-testid="superskills-home">
          ← Home
        </button>
      )}
      <SuperskillsView snapshot={snapshot} send={send} monster={monster} judge={judge} />
    </div>
  );
}

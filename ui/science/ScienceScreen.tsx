/**
 * The science route `/science` (issue 16; spec part 2 sections 2 and 4 "Science"): the science
 * statechart (science.machine.ts) run with the real science calls, rendered by ScienceView over
 * the world and habitat maps. The root carries `data-science-state` for tests.
 */
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { client } from '../lib/api';
import { useSession } from '../lib/use-session';
import { useStudentMonster } from '../subjects/use-student-monster';
import { createScienceApi } from './science-calls';
import { provideScience, scienceJudge } from './science.services';
import { ScienceView } from './views/ScienceView';
import { scienceState } from './views/view-model';
import './science.css';

const scienceApi = createScienceApi(client);
const log = (message: string) => console.warn(message);
const fetchJson = async (url: string): Promise<unknown> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} was not found`);
  return res.json();
};

export default function ScienceScreen() {
  const { studentId } = useSession();
  if (!studentId) return <Navigate to="/select-student" replace />;
  return <Science studentId={studentId} />;
}

function Science({ studentId }: { studentId: number }) {
  const navigate = useNavigate();
  const [machine] = useState(() => provideScience({ api: scienceApi, fetchJson, log }));
  const [snapshot, send] = useMachine(machine, { input: { studentId } });
  const monster = useStudentMonster(studentId);
  const judge = useMemo(() => (lessonId: number, q: number, a: number) => scienceJudge(scienceApi, studentId, lessonId, (l) => send({ type: 'ANSWERED', studentLesson: l }), log)(q, a), [studentId, send]);
  const state = scienceState(snapshot.value);
  return (
    <div className="science-screen" data-testid="science-screen" data-science-state={state}>
      {/* In a habitat its bar's "← World" is the way out; a lesson has its own Back. */}
      {['loading', 'loadError', 'world', 'walking', 'allVideos', 'book'].includes(state.split('.')[0]!) && (
        <button className="btn btn-ghost btn-small science-home-button" onClick={() => void navigate('/')} data-testid="science-home">
          ← Home
        </button>
      )}
      <ScienceView snapshot={snapshot} send={send} monster={monster} judge={judge} />
    </div>
  );
}

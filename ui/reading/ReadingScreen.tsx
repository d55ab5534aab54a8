/**
 * The reading route `/reading` (issue 15; spec part 2 sections 2 and 4): the reading map's
 * statechart (reading-map.machine.ts) run with the real reading API and sound, rendered by
 * ReadingView over the subject map. The root carries `data-reading-state` (the spec state) and
 * `data-reading-sub` for tests.
 */
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { useSession } from '../lib/use-session';
import { useStudentMonster } from '../subjects/use-student-monster';
import { playEffect } from '../sound/sound';
import { readingApi } from './reading-api';
import { provideReadingMap, readingJudge } from './reading-map.services';
import { ReadingView } from './views/ReadingView';
import { readerShown, subState, topState } from './views/view-model';
import './reading.css';

export default function ReadingScreen() {
  const { studentId } = useSession();
  if (!studentId) return <Navigate to="/select-student" replace />;
  return <Reading studentId={studentId} />;
}

function Reading({ studentId }: { studentId: number }) {
  const navigate = useNavigate();
  const [machine] = useState(() => provideReadingMap({ api: readingApi, sound: { playEffect } }));
  const [snapshot, send] = useMachine(machine, { input: { studentId } });
  const monster = useStudentMonster(studentId);
  const judge = useMemo(() => readingJudge(readingApi, studentId, (gems) => send({ type: 'GEMS_EARNED', gems })), [studentId, send]);
  const state = topState(snapshot.value);
  return (
    <div className="reading-screen" data-testid="reading-screen" data-reading-state={state} data-reading-sub={subState(snapshot.value)}>
      {!readerShown(state, subState(snapshot.value)) && (
        <button className="btn btn-ghost btn-small reading-home" onClick={() => void navigate('/')} data-testid="reading-home">
          ← Home
        </button>
      )}
      <ReadingView snapshot={snapshot} send={send} monster={monster} judge={judge} />
    </div>
  );
}

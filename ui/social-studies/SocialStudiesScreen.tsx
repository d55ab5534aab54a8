/**
 * The social studies route `/social-studies` (issue 17; spec part 2 sections 2 and 4 "Social
 * studies"): the statechart (social-studies.machine.ts) run with the real calls, rendered by
 * SocialStudiesView: the landing, the Egypt and Greece maps, the topics. The root carries
 * `data-ss-state` for tests.
 */
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { client } from '../lib/api';
import { useSession } from '../lib/use-session';
import { useStudentMonster } from '../subjects/use-student-monster';
import { createSocialStudiesApi } from './social-studies-calls';
import { provideSocialStudies } from './social-studies.services';
import { SocialStudiesView, ssState } from './views/SocialStudiesView';
import './social-studies.css';

const log = (message: string) => console.warn(message);
const api = createSocialStudiesApi(client);
/** Spec section 8: "Video lesson answer fails: logged" — the modal then asks the child to tap again. */
const judge = (studentId: number) => (lessonId: number, q: number, a: number) =>
  api.answer(studentId, lessonId, q, a).catch((e: unknown) => {
    log(`social studies: answer not saved (${String(e)})`);
    throw e;
  });

export default function SocialStudiesScreen() {
  const { studentId } = useSession();
  if (!studentId) return <Navigate to="/select-student" replace />;
  return <SocialStudies studentId={studentId} />;
}

function SocialStudies({ studentId }: { studentId: number }) {
  const navigate = useNavigate();
  const [machine] = useState(() => provideSocialStudies({ api, log }));
  const [snapshot, send] = useMachine(machine, { input: { studentId } });
  const monster = useStudentMonster(studentId);
  const [answer] = useState(() => judge(studentId));
  const state = ssState(snapshot.value);
  return (
    <div className="ss-screen" data-testid="ss-screen" data-ss-state={state}>
      {(state === 'error' || state === 'initializing' || state === 'initialized.landing.static') && (
        <button className="btn btn-ghost btn-small ss-home" onClick={() => void navigate('/')} data-testid="ss-home">
          ← Home
        </button>
      )}
      <SocialStudiesView snapshot={snapshot} send={send} monster={monster} judge={answer} />
    </div>
  );
}

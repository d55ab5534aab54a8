/**
 * Development page `/dev/funnel` (DevRoutes; 404 in production): the Funnel over in-page fake
 * services, so every modal can be looked at without the server. `?step=<FunnelStepName>` resumes a
 * made-up start flow at that step; `?variant=email_first`, `?viewer=kid` and `?wrong=1` (quiz
 * answers judged wrong) steer it. Nothing is sent anywhere.
 */
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { FUNNEL_STEPS, type FunnelStepName } from './funnel-script';
import { FunnelView } from './Funnel';
import type { createFunnelServices } from './funnel.services';
import type { StartflowState } from './funnel.rules';
import type { PublicQuestion } from '../../worker/math/math.contracts';

const QUESTION: PublicQuestion = { id: 1, question_type: 'M', text: 'Moxie has 3 apples and finds 4 more. How many apples does Moxie have?', answers: [{ id: 1, answer_text: '7' }, { id: 2, answer_text: '6' }, { id: 3, answer_text: '8' }, { id: 4, answer_text: '1' }], num_blanks: 0, math_lesson: { id: 1, grade: 1, skill_id: 1, name: 'Adding within 10' }, figure: null, hints: [] };

function fakeServices(q: URLSearchParams): ReturnType<typeof createFunnelServices> {
  const step = q.get('step') as FunnelStepName | null;
  const late = step ? FUNNEL_STEPS.indexOf(step) > FUNNEL_STEPS.indexOf('studentsModal') : false;
  const state: StartflowState = {
    viewer: q.get('viewer') === 'kid' ? 'kid' : 'parent',
    students: late ? [{ id: 1, grade: 2, name: 'Robin' }, { id: 2, grade: 5, name: 'Sam Lee' }] : [],
    lpState: step ?? 'playButton',
    modal: step,
    errors: {},
    grade: 2,
    ...(late ? { email: 'grown.up@example.com' } : {}),
  };
  const later = <T,>(v: T) => new Promise<T>((r) => setTimeout(() => r(v), 300));
  return {
    ensureGuest: fromPromise(() => later({ token: 'dev-guest' })),
    assignExperiment: fromPromise(() => later({ variant: q.get('variant') ?? 'quiz_first' })),
    loadStartflow: fromPromise(({ input }) => later({ key: input.key, state })),
    createStartflow: fromPromise(() => later({ key: 'dev-key' })),
    saveStartflow: fromPromise<void, { key: string; state: StartflowState }>(() => later(undefined)),
    saveEmail: fromPromise<void, { key: string | null; token: string | null; state: StartflowState }>(() => (q.get('emailFails') ? Promise.reject(new Error('500')) : later(undefined))),
    fetchQuiz: fromPromise(() => later({ question: QUESTION, quiz_token: 'dev' })),
    answerQuiz: fromPromise(() => later({ correct: !q.get('wrong'), correct_answer: ['7'], explanation: 'Start at 3 and count on 4 more: 4, 5, 6, 7. Moxie has 7 apples.' })),
    trackEvent: fromPromise<void, { token: string | null; name: string }>(() => Promise.resolve()),
  };
}

export default function FunnelDevPage() {
  const [q] = useState(() => new URLSearchParams(window.location.search));
  const [services] = useState(() => fakeServices(q));
  const [open, setOpen] = useState(true);
  if (!open) return <button className="btn btn-primary" onClick={() => setOpen(true)}>Open the funnel again</button>;
  return <FunnelView entry={q.get('entry') ?? 'math'} onClose={() => setOpen(false)} services={services} startflowKey={q.get('step') ? 'dev-key' : null} />;
}

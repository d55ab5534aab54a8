/**
 * Test support for the funnel statechart: fake actors (the edge: the server's funnel calls),
 * recorded video actions, and a started actor. Used with vi.useFakeTimers() (the save debounce and
 * the "Saved" hold are timers).
 */
import { createActor, fromPromise } from 'xstate';
import type { PublicQuestion } from '../../worker/math/math.contracts';
import { funnelMachine, type QuizVerdict } from './funnel.machine';
import type { StartflowState } from './funnel.rules';

export const QUESTION: PublicQuestion = { id: 7, question_type: 'M', text: 'What is 2 + 3?', answers: [{ id: 1, answer_text: '5' }, { id: 2, answer_text: '6' }], num_blanks: 0, math_lesson: { id: 3, grade: 1, skill_id: 2, name: 'Adding within 10' }, figure: null, hints: [] };

export interface FakeServer {
  saved: { key: string; state: StartflowState }[];
  emails: StartflowState[];
  created: StartflowState[];
  tracked: string[];
  video: string[];
  finished: unknown[];
  stored: Map<string, StartflowState>;
  variant: string;
  /** Next answers' verdicts (shifted per answer; default correct). */
  verdicts: boolean[];
  /** Next saveEmail outcomes (shifted; default ok). */
  emailFails: boolean[];
}

export function fakeServer(over: Partial<FakeServer> = {}): FakeServer {
  return { saved: [], emails: [], created: [], tracked: [], video: [], finished: [], stored: new Map(), variant: 'quiz_first', verdicts: [], emailFails: [], ...over };
}

/** A fake actor answering (or failing by throwing) on the next microtask, like a server call. */
// Typed loosely (`never`): each fake reads only the part of the machine's input it needs.
const answer = <T, I = unknown>(f: (input: I) => T): never => fromPromise<T, I>(({ input }) => Promise.resolve().then(() => f(input))) as never;

/** The machine with fake actors and recorded actions over `s`. */
export function fakeFunnel(s: FakeServer) {
  return funnelMachine.provide({
    actors: {
      ensureGuest: answer(() => ({ token: 'guest-token' })),
      assignExperiment: answer(() => ({ variant: s.variant })),
      loadStartflow: answer((input: { key: string }) => {
        const state = s.stored.get(input.key);
        if (!state) throw new Error('404');
        return { key: input.key, state };
      }),
      createStartflow: answer((input: { state: StartflowState }) => {
        s.created.push(input.state);
        const key = `key-${s.created.length}`;
        s.stored.set(key, input.state);
        return { key };
      }),
      saveStartflow: answer((input: { key: string; state: StartflowState }) => {
        s.saved.push(structuredClone(input));
        s.stored.set(input.key, input.state);
      }),
      saveEmail: answer((input: { state: StartflowState }) => {
        if (s.emailFails.shift()) throw new Error('500');
        s.emails.push(input.state);
      }),
      fetchQuiz: answer(() => ({ question: QUESTION, quiz_token: 'qt' })),
      answerQuiz: answer((): QuizVerdict => {
        const correct = s.verdicts.shift() ?? true;
        return { correct, correct_answer: ['5'], explanation: 'Count on from 2: 3, 4, 5.' };
      }),
      trackEvent: answer((input: { name: string }) => void s.tracked.push(input.name)),
    },
    actions: {
      playChapter: (_, p) => void s.video.push(`play ${p.step} ${p.start_s}-${p.end_s}`),
      holdFrame: (_, p) => void s.video.push(`hold ${p.step} ${p.at_s}`),
      finishRegistration: (_, p) => void s.finished.push(p),
    },
  });
}

/** A started funnel; `step()` is the current step, `flow()` the flow region's value. */
export function startFunnel(s: FakeServer, input: { entry?: string; startflowKey?: string | null } = {}) {
  const actor = createActor(fakeFunnel(s), { input: { entry: input.entry ?? 'math', startflowKey: input.startflowKey ?? null } }).start();
  const step = () => actor.getSnapshot().context.lpState;
  const flow = () => (actor.getSnapshot().value as { flow: unknown }).flow;
  /** Ends the current chapter of the film. */
  const videoEnd = () => actor.send({ type: 'videoEnd', step: step() });
  return { actor, step, flow, videoEnd };
}

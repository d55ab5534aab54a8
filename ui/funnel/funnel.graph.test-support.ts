/**
 * The funnel statechart as a graph (@xstate/graph 3.0.4), for the generated tests: the events a
 * visitor, the film and the server can send in each state (the server's answers are the invoked
 * actors' done / error events; timers are their `xstate.after` events), and a serialisation that
 * keeps only what the guards read, so the graph stays finite.
 */
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { funnelMachine, type FunnelEvent } from './funnel.machine';
import { FUNNEL_STEPS } from './funnel-script';
import { EMAIL_SAVED_HOLD_MS, SAVE_DEBOUNCE_MS, type AccountForm } from './funnel.rules';
import { QUESTION } from './funnel.test-support';

type Snap = SnapshotFrom<typeof funnelMachine>;
/** Events of the graph: the machine's own and the actors' / timers' internal ones. */
export type GraphEvent = FunnelEvent | { type: string; output?: unknown; error?: unknown };

const GOOD_FORM: AccountForm = { firstName: 'Ada', lastName: 'Lovelace', password: 'secret1', students: [{ studentId: 1, username: 'robin1', password: 'robin123' }] };
const BAD_FORM: AccountForm = { firstName: '', lastName: 'L', password: '1', students: [{ studentId: 1, username: 'ab', password: '1' }] };
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('offline') });

/** Every event tried in every state (no-ops are pruned by the traversal). */
export const GRAPH_EVENTS: GraphEvent[] = [
  done('ensureGuest', { token: 'guest-token' }),
  error('ensureGuest'),
  done('assignExperiment', { variant: 'quiz_first' }),
  done('assignExperiment', { variant: 'email_first' }),
  error('assignExperiment'),
  // A saved start flow at each step (resume).
  ...FUNNEL_STEPS.map((lpState) => done('loadStartflow', { key: 'k1', state: { viewer: 'kid', students: [], lpState, modal: null, errors: {}, grade: 2, experiment_variant: 'email_first' } })),
  error('loadStartflow'),
  done('createStartflow', { key: 'k1' }),
  error('createStartflow'),
  done('fetchQuiz', { question: QUESTION, quiz_token: 'qt' }),
  error('fetchQuiz'),
  done('answerQuiz', { correct: true, correct_answer: ['5'], explanation: '' }),
  done('answerQuiz', { correct: false, correct_answer: ['5'], explanation: 'Count on.' }),
  error('answerQuiz'),
  done('saveEmail', undefined),
  error('saveEmail'),
  { type: `xstate.after.${EMAIL_SAVED_HOLD_MS}.emailSaved` },
  { type: 'videoEnd' },
  { type: 'freeMonthButton' },
  { type: 'chooseViewer', choice: 'parent' },
  { type: 'chooseViewer', choice: 'kid' },
  { type: 'chooseViewer', choice: 'both' },
  { type: 'otherViewer', coming: true },
  { type: 'otherViewer', coming: false },
  { type: 'ready', here: true },
  { type: 'ready', here: false },
  { type: 'chooseGrade', grade: 2 },
  { type: 'answer', answer: { answer_id: 1 } },
  { type: 'continue' },
  { type: 'retry' },
  { type: 'monsterMade', monster: { body: 2, color: 7, pattern: 11, eyes: 16, mouth: 21, headpart: 26 } },
  { type: 'submitEmail', email: 'not-an-email' },
  { type: 'submitEmail', email: ' grownup@example.com ' },
  { type: 'saveStudents', students: [] },
  { type: 'saveStudents', students: [{ id: 1, grade: 2, name: 'Robin' }] },
  { type: 'confirmAdult' },
  { type: 'denyAdult' },
  { type: 'chooseSubjects', subjectIds: [] },
  { type: 'chooseSubjects', subjectIds: [1, 2] },
  { type: 'createAccount', form: BAD_FORM },
  { type: 'createAccount', form: GOOD_FORM },
  { type: 'back' },
  { type: 'paid', result: { parent: { id: 1 }, students: [{ id: 31 }], access_token: 'a', refresh_token: 'r' } },
];

/** The flow region as its guards see it: its state and the few context facts that steer its transitions. */
export function serializeFunnel(s: Snap): string {
  const c = s.context;
  const facts = [c.variant, c.viewer, c.fastTrack && 'fast', c.email && 'email', c.students.length > 0 && 'students', c.adultConfirmed && 'adult', c.monster && 'monster'];
  return `${JSON.stringify((s.value as { flow: unknown }).flow)} ${facts.filter(Boolean).join(',')}`;
}

/** The saver region as its guards see it (the flow only as far as the film's first steps). */
export function serializeSaver(s: Snap): string {
  const c = s.context;
  return `${JSON.stringify(s.value)} ${c.startflowKey ? 'key' : ''} ${c.dirty ? 'dirty' : ''}`;
}

/** The saver's events: the film moving on (a step change), the debounce timer, the save's answers. */
export const SAVER_EVENTS: GraphEvent[] = [
  done('ensureGuest', { token: 'guest-token' }),
  done('assignExperiment', { variant: 'quiz_first' }),
  done('createStartflow', { key: 'k1' }),
  error('createStartflow'),
  { type: 'videoEnd' },
  { type: `xstate.after.${SAVE_DEBOUNCE_MS}.funnel.saver.waiting` },
  done('saveStartflow', undefined),
  error('saveStartflow'),
];

// Typed `never`: it stands for every actor, whatever its output.
const pending = fromPromise(() => new Promise<never>(() => undefined)) as never;

/** The machine whose actors never answer: the graph's done / error events stand for the server. */
export const graphMachine = funnelMachine.provide({
  actors: { ensureGuest: pending, assignExperiment: pending, loadStartflow: pending, createStartflow: pending, saveStartflow: pending, saveEmail: pending, fetchQuiz: pending, answerQuiz: pending, trackEvent: pending },
});

/** Which input a traversal starts from: a new visitor, or a saved start flow's key. */
export const INPUTS = [
  { entry: 'math', startflowKey: null },
  { entry: 'reading', startflowKey: 'k1' },
];

export type Input = (typeof INPUTS)[number];

/** One traversal: where it starts, what it tries, how it tells states apart. */
export interface GraphSpec {
  input: Input;
  events: GraphEvent[];
  serialize: (s: Snap) => string;
}

/** A transition definition's name: `<source state id> <event type or always> #<index among its candidates>`. */
type Transition = { source: { id: string; transitions: Map<string, unknown[]>; always?: unknown[] }; eventType: string };
export function transitionName(t: Transition): string {
  const list = t.eventType ? t.source.transitions.get(t.eventType) : t.source.always;
  return `${t.source.id} ${t.eventType || 'always'} #${list?.indexOf(t) ?? -1}`;
}

/** Every transition the statechart defines (events, delays, actors' done/error, eventless). */
export function allTransitions(): string[] {
  const out: string[] = [];
  const walk = (node: typeof graphMachine.root) => {
    for (const list of node.transitions.values()) for (const t of list) if (t.source === node) out.push(transitionName(t));
    for (const t of node.always ?? []) out.push(transitionName(t));
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(graphMachine.root);
  return out;
}

/**
 * The edges to walk: for each transition definition, the first edge of the graph that takes it,
 * with the shortest path to the edge's source state.
 */
export function edgesToWalk(spec: GraphSpec) {
  const opts = { events: spec.events as FunnelEvent[], serializeState: spec.serialize, input: spec.input };
  const adjacency = getAdjacencyMap(graphMachine, opts);
  const paths = new Map(getShortestPaths(graphMachine, opts).map((p) => [spec.serialize(p.state), p]));
  const chosen = new Map<string, { from: string; event: GraphEvent; expected: string }>();
  type Node = { state: Snap; transitions: Record<string, { event: FunnelEvent; state: Snap }> };
  for (const [from, { state, transitions }] of Object.entries<Node>(adjacency as unknown as Record<string, Node>)) {
    for (const { event, state: next } of Object.values(transitions)) {
      for (const t of graphMachine.getTransitionData(state, event)) {
        // Into a transient state: each distinct landing, so that each of its eventless choices is walked.
        const transient = t.target?.some((n) => n.always?.length);
        const name = transitionName(t) + (transient ? ` -> ${spec.serialize(next)}` : '');
        if (!chosen.has(name)) chosen.set(name, { from, event, expected: spec.serialize(next) });
      }
    }
  }
  return [...chosen.values()].map((e) => ({ ...e, path: paths.get(e.from)!.steps.map((st) => st.event as GraphEvent) }));
}

/**
 * Replays `events` on a real actor of the graph machine (actors pending; the events stand for
 * their answers) and returns its snapshot and every transition it took (inspected microsteps).
 */
export function replay(input: Input, events: readonly GraphEvent[]): { snapshot: Snap; taken: Set<string> } {
  const taken = new Set<string>();
  const actor = createActor(graphMachine, {
    input,
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep') for (const t of ev._transitions) taken.add(transitionName(t));
    },
  }).start();
  for (const e of events) if (e.type !== 'xstate.init') actor.send(e as FunnelEvent);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, taken };
}

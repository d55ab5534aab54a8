/**
 * Generated tests of the reading map statechart (@xstate/graph, like ui/funnel/funnel.graph.test.ts):
 * the graph is traversed from a new child and from a child who beat the world; for every
 * transition the statechart defines, an edge that takes it is replayed on a real actor (the
 * shortest path to its source, then its event) and must land where the graph says; together the
 * replays must take every transition the machine defines. The server's answers are the invoked
 * actors' done / error events, timers their `xstate.after` events.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { readingMapMachine } from './reading-map.machine';
import { attempt, BOOKS, gameMap, mapReply, part, question, statePath, vocab } from './reading-map.test-support';
import type { ReadingMapEvent } from './reading-map.types';

type Snap = SnapshotFrom<typeof readingMapMachine>;
type GraphEvent = ReadingMapEvent | { type: string; output?: unknown; error?: unknown };

const pending = fromPromise(() => new Promise<never>(() => undefined)) as never;
const machine = readingMapMachine.provide({ actors: { loadMap: pending, saveGameMap: pending, openBook: pending, openPart: pending, loadQuiz: pending, completePart: pending, completeBook: pending, recordVocab: pending } });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('offline') });

type Node = typeof machine.root;
const nodes = (n: Node): Node[] => [n, ...Object.values(n.states).flatMap(nodes)];
type Transition = { source: Node; eventType: string };
const nameOf = (t: Transition) => {
  const list = t.eventType ? t.source.transitions.get(t.eventType) : t.source.always;
  return `${t.source.id} ${t.eventType || 'always'} #${(list as unknown[] | undefined)?.indexOf(t) ?? -1}`;
};
/** Every transition the statechart defines. */
const allTransitions = () => nodes(machine.root).flatMap((n) => [...[...n.transitions.values()].flat().filter((t) => t.source === n), ...(n.always ?? [])].map((t) => nameOf(t as unknown as Transition)));

/** The invoked actors' ids by src, read from the machine (the ids XState gives them). */
const invokeIds = (src: string) => nodes(machine.root).flatMap((n) => n.invoke.filter((i) => i.src === src).map((i) => i.id));
const doneAll = (src: string, output: unknown) => invokeIds(src).map((id) => done(id, output));
const errorAll = (src: string) => invokeIds(src).map((id) => error(id));
/** Every delayed transition's event. */
const afterEvents = [...new Set(nodes(machine.root).flatMap((n) => [...n.transitions.keys()].filter((k) => k.startsWith('xstate.after'))))].map((type) => ({ type }));

const twoParts = { ...BOOKS[1]!, parts: [part(1, true), part(2)] };
const EVENTS: GraphEvent[] = [
  ...doneAll('loadMap', mapReply(1)),
  ...doneAll('loadMap', mapReply(2, 'intro watched', { has_unread_parts: false, max_level: 1 })),
  ...errorAll('loadMap'),
  ...doneAll('saveGameMap', { game_map: gameMap(1) }),
  ...errorAll('saveGameMap'),
  ...doneAll('openBook', { book: BOOKS[0], pages: [], vocabulary: [vocab(1)] }),
  ...doneAll('openBook', { book: twoParts, pages: [], vocabulary: [] }),
  ...errorAll('openBook'),
  ...doneAll('openPart', { book: BOOKS[0], part: part(1), pages: [] }),
  ...errorAll('openPart'),
  ...doneAll('loadQuiz', { attempt: attempt('pending', 0), questions: [question(1)] }),
  ...errorAll('loadQuiz'),
  ...doneAll('completePart', { part: part(1, true), book: { ...BOOKS[0]!, parts: [part(1, true)] } }),
  ...doneAll('completePart', { part: part(1, true), book: { ...BOOKS[1]!, parts: [part(1, true), part(2)] } }),
  ...errorAll('completePart'),
  ...doneAll('completeBook', { book: BOOKS[0], game_map: gameMap(2), level_up: true, has_unread_parts: true, gems_earned: 16 }),
  ...doneAll('completeBook', { book: BOOKS[0], game_map: gameMap(1), level_up: false, has_unread_parts: true, gems_earned: 0 }),
  ...errorAll('completeBook'),
  ...afterEvents,
  ...(['FILM_ENDED', 'SKIP', 'FILM_FAILED', 'RETRY', 'GO', 'CLOSE_LOCKED', 'BACK', 'VOCAB_DONE', 'PART_READ', 'BACK_TO_QUIZ', 'CONTINUE', 'READ_AGAIN', 'ARRIVED'] as const).map((type) => ({ type })),
  { type: 'SELECT_LEVEL', level: 1 },
  { type: 'SELECT_LEVEL', level: 5 },
  { type: 'PICK', bookId: 101 },
  { type: 'PICK', bookId: 102 },
  { type: 'RECORD_VOCAB', vocabId: 1, status: 'seen' },
  { type: 'LOOK_BACK', page: 1 },
  { type: 'GEMS_EARNED', gems: 1 },
  { type: 'QUIZ_OUTCOME', outcome: 'beat', attempt: attempt('beat') },
  { type: 'QUIZ_OUTCOME', outcome: 'fail', attempt: attempt('fail', 1) },
];

/** The state as the guards see it: its path and the context facts they read. */
function serialize(s: Snap): string {
  const c = s.context;
  const book = c.book ? `${c.book.id}:${c.book.parts.map((p) => (p.completed_at ? 1 : 0)).join('')}` : '-';
  return `${statePath(s.value)} L${c.gameMap?.current_level ?? '-'} ${c.gameMap?.state ?? ''} u${Number(c.hasUnreadParts)} m${c.maxLevel} b${book} v${c.vocabulary.length} up${Number(c.levelUp)} lock${c.locked ? 1 : 0}`;
}

function replay(input: { studentId: number }, events: readonly GraphEvent[], start?: GraphEvent[]) {
  const taken = new Set<string>();
  const actor = createActor(machine, { input, inspect: (ev) => ev.type === '@xstate.microstep' && ev._transitions.forEach((t) => taken.add(nameOf(t))) }).start();
  for (const e of [...(start ?? []), ...events]) if (e.type !== 'xstate.init') actor.send(e as ReadingMapEvent);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, taken };
}

function walk(extra: GraphEvent[]): Set<string> {
  const opts = { events: [...EVENTS, ...extra] as ReadingMapEvent[], serializeState: serialize, input: { studentId: 9 } };
  const adjacency = getAdjacencyMap(machine, opts) as unknown as Record<string, { state: Snap; transitions: Record<string, { event: ReadingMapEvent; state: Snap }> }>;
  const paths = new Map(getShortestPaths(machine, opts).map((p) => [serialize(p.state), p]));
  const chosen = new Map<string, { from: string; event: GraphEvent; expected: string }>();
  for (const [from, { state, transitions }] of Object.entries(adjacency))
    for (const { event, state: next } of Object.values(transitions))
      for (const t of machine.getTransitionData(state, event)) {
        const name = nameOf(t) + (t.target?.some((n) => n.always?.length) ? ` -> ${serialize(next)}` : '');
        if (!chosen.has(name)) chosen.set(name, { from, event, expected: serialize(next) });
      }
  const taken = new Set<string>();
  for (const edge of chosen.values()) {
    const path = paths.get(edge.from)!.steps.map((st) => st.event as GraphEvent);
    expect(serialize(replay({ studentId: 9 }, path).snapshot), `path to ${edge.from}`).toBe(edge.from);
    const after = replay({ studentId: 9 }, [...path, edge.event]);
    expect(serialize(after.snapshot), `${edge.from} --${edge.event.type}-->`).toBe(edge.expected);
    for (const t of after.taken) taken.add(t);
  }
  return taken;
}

describe('reading map statechart, every transition walked (generated with @xstate/graph)', () => {
  it('each edge lands where the graph says, and together they take every transition the statechart defines', () => {
    const taken = new Set([
      ...walk([]),
      // A first visit, and a child whose world is beaten (with and without its film watched).
      ...walk([...doneAll('loadMap', mapReply(0, 'initial')), ...doneAll('loadMap', mapReply(9, 'intro watched', { has_unread_parts: false })), ...doneAll('saveGameMap', { game_map: gameMap(9, 'world beaten intro watched') }), ...doneAll('loadMap', mapReply(9, 'world beaten intro watched', { has_unread_parts: false }))]),
    ]);
    expect(allTransitions().length).toBeGreaterThan(60);
    expect(allTransitions().filter((t) => !taken.has(t))).toEqual([]);
  }, 120_000);
});

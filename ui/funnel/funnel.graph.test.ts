/**
 * Generated tests of the funnel statechart (issue 14 "unit tests walk every funnel transition"):
 * @xstate/graph traverses the machine from a new visitor and from a saved start flow; for every
 * transition the statechart defines, an edge that takes it is replayed on a real actor (the
 * shortest path to its source, then its event) and must land where the graph says. Finally every
 * defined transition must have been taken by some replay.
 */
import { describe, expect, it } from 'vitest';
import { allTransitions, edgesToWalk, GRAPH_EVENTS, INPUTS, replay, SAVER_EVENTS, serializeFunnel, serializeSaver, type GraphSpec } from './funnel.graph.test-support';

const SPECS: [string, GraphSpec][] = [
  ['a new visitor', { input: INPUTS[0]!, events: GRAPH_EVENTS, serialize: serializeFunnel }],
  ['a saved start flow', { input: INPUTS[1]!, events: GRAPH_EVENTS, serialize: serializeFunnel }],
  ['the saver (debounced saves)', { input: INPUTS[0]!, events: SAVER_EVENTS, serialize: serializeSaver }],
];

/** Walks one traversal's edges; returns the transitions its replays took. */
function walk(spec: GraphSpec): Set<string> {
  const taken = new Set<string>();
  const edges = edgesToWalk(spec);
  expect(edges.length).toBeGreaterThan(5);
  for (const edge of edges) {
    const before = replay(spec.input, edge.path);
    expect(spec.serialize(before.snapshot), `path to ${edge.from}`).toBe(edge.from);
    const after = replay(spec.input, [...edge.path, edge.event]);
    expect(spec.serialize(after.snapshot), `${edge.from} --${edge.event.type}-->`).toBe(edge.expected);
    for (const t of after.taken) taken.add(t);
  }
  return taken;
}

describe('funnel statechart, every transition walked (generated with @xstate/graph)', () => {
  // One test: the coverage check needs the three traversals' replays (tests run shuffled).
  it('each edge lands where the graph says, and together they take every transition the statechart defines', () => {
    const taken = new Set(SPECS.flatMap(([, spec]) => [...walk(spec)]));
    const missing = allTransitions().filter((t) => !taken.has(t));
    expect(missing).toEqual([]);
  });
});

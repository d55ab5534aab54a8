import { describe, expect, it } from 'vitest';
import { ancestorsOf, buildSkillGraph, descendantsOf, gradeRank, validateSkillGraph } from './prerequisites.js';

const catalogue = [
  { key: 'p1', grade: 13 },
  { key: 'p2', grade: 13 },
  { key: 'k1', grade: 14 },
  { key: 'k2', grade: 14 },
  { key: 'g1a', grade: 1 },
  { key: 'g1b', grade: 1 },
  { key: 'g3a', grade: 3 }, // grade 2 is missing on purpose
];

describe('gradeRank', () => {
  it('orders Pre-K < K < 1 < … < 8', () => {
    expect([gradeRank(13), gradeRank(14), gradeRank(1), gradeRank(8)]).toEqual([-1, 0, 1, 8]);
  });
});

describe('buildSkillGraph', () => {
  it('makes every skill require the nearest lower grade present, in catalogue order', () => {
    const g = buildSkillGraph(catalogue);
    expect(g.map((n) => [n.key, n.prerequisites])).toEqual([
      ['p1', []],
      ['p2', []],
      ['k1', ['p1', 'p2']],
      ['k2', ['p1', 'p2']],
      ['g1a', ['k1', 'k2']],
      ['g1b', ['k1', 'k2']],
      ['g3a', ['g1a', 'g1b']],
    ]);
    expect(g[0]?.grade).toBe(13);
  });

  it('does not depend on the catalogue listing grades in order', () => {
    const g = buildSkillGraph([{ key: 'g1', grade: 1 }, { key: 'pk', grade: 13 }, { key: 'k', grade: 14 }]);
    expect(g.map((n) => n.prerequisites)).toEqual([['k'], [], ['pk']]);
  });

  it('lets an explicit map override (and de-duplicate) prerequisites', () => {
    const g = buildSkillGraph(catalogue, { g1b: ['g1a', 'g1a'], k1: [] });
    expect(g.find((n) => n.key === 'g1b')?.prerequisites).toEqual(['g1a']);
    expect(g.find((n) => n.key === 'k1')?.prerequisites).toEqual([]);
    expect(g.find((n) => n.key === 'k2')?.prerequisites).toEqual(['p1', 'p2']);
  });

  it('rejects unknown keys, duplicates and cycles', () => {
    expect(() => buildSkillGraph(catalogue, { g1a: ['nope'] })).toThrow(new Error('Unknown prerequisite: nope'));
    expect(() => buildSkillGraph(catalogue, { nope: [] })).toThrow(new Error('Unknown skill: nope'));
    expect(() => buildSkillGraph([...catalogue, { key: 'p1', grade: 13 }])).toThrow(new Error('Duplicate skill: p1'));
    expect(() => buildSkillGraph([{ key: 'a', grade: 1 }, { key: 'b', grade: 1 }], { a: ['b'], b: ['a'] })).toThrow(
      new Error('Prerequisite cycle: a -> b -> a'),
    );
    expect(() => buildSkillGraph([{ key: 'a', grade: 1 }], { a: ['a'] })).toThrow(new Error('Prerequisite cycle: a -> a'));
    // A cycle across the default edges: p1 (Pre-K) made to require g3a closes p1 -> g3a -> g1a -> k1 -> p1.
    expect(() => buildSkillGraph(catalogue, { p1: ['g3a'] })).toThrow(/^Prerequisite cycle: p1 -> g3a -> g1a -> k1 -> p1$/);
  });

  it('builds an empty graph from an empty catalogue', () => {
    expect(buildSkillGraph([])).toEqual([]);
  });
});

describe('validateSkillGraph, ancestorsOf, descendantsOf', () => {
  const g = buildSkillGraph(catalogue);

  it('accepts a built graph and rejects a dangling edge', () => {
    expect(() => validateSkillGraph(g)).not.toThrow();
    expect(() => validateSkillGraph([{ key: 'a', grade: 1, prerequisites: ['z'] }])).toThrow('Unknown prerequisite: z');
  });

  it('walks edges transitively in catalogue order', () => {
    expect(ancestorsOf(g, 'g3a')).toEqual(['p1', 'p2', 'k1', 'k2', 'g1a', 'g1b']);
    expect(ancestorsOf(g, 'p1')).toEqual([]);
    expect(descendantsOf(g, 'k2')).toEqual(['g1a', 'g1b', 'g3a']);
    expect(() => descendantsOf(g, 'zz')).toThrow('Unknown skill: zz');
  });
});

import { describe, expect, it } from 'vitest';
import { buildSkillGraph, type SkillNode } from './prerequisites.js';
import {
  MAX_PRETEST_QUESTIONS,
  MAX_QUESTIONS_PER_SKILL,
  isPretestFinished,
  nextPretestSkill,
  parsePretestState,
  pretestResult,
  recordPretestAnswer,
  startPretest,
  type PretestState,
} from './pretest.js';

const GRADES = [13, 14, 1, 2, 3, 4, 5, 6, 7, 8];

/** A catalogue with `perGrade` skills in each of the given grades, keys like g2s1; default (layered) graph. */
function layered(grades: number[], perGrade: number): SkillNode[] {
  return buildSkillGraph(grades.flatMap((grade) => Array.from({ length: perGrade }, (_, i) => ({ key: `g${grade}s${i}`, grade }))));
}

/** A total order: 15 skills, 3 per grade (Pre-K, K, 1, 2, 3), each requiring the one before. */
function chain(): SkillNode[] {
  const skills = [13, 14, 1, 2, 3].flatMap((grade) => [0, 1, 2].map((i) => ({ key: `c${grade}-${i}`, grade })));
  const explicit = Object.fromEntries(skills.map((s, i) => [s.key, i === 0 ? [] : [skills[i - 1]?.key ?? '']]));
  return buildSkillGraph(skills, explicit);
}

/** Run a whole pretest with a child who answers by `knows`. */
function run(graph: SkillNode[], grade: number, knows: (key: string) => boolean): { state: PretestState; asked: string[] } {
  let state = startPretest(graph, grade);
  const asked: string[] = [];
  for (let skill = nextPretestSkill(state); skill !== null; skill = nextPretestSkill(state)) {
    asked.push(skill);
    state = recordPretestAnswer(state, skill, knows(skill));
    expect(asked.length).toBeLessThanOrEqual(MAX_PRETEST_QUESTIONS);
  }
  return { state, asked };
}

describe('pretest placement', () => {
  it('places a child who answers everything right at the top', () => {
    const graph = layered([13, 14, 1, 2, 3], 4);
    const { state, asked } = run(graph, 2, () => true);
    const r = pretestResult(state);
    expect(r.masteredSkills).toEqual(graph.map((n) => n.key));
    expect(r.frontierSkills).toEqual([]);
    // g2 middle, then one grade-3 skill (which places all of grade 2), then the 3 other grade-3 skills.
    expect(asked).toEqual(['g2s1', 'g3s0', 'g3s1', 'g3s2', 'g3s3']);
    expect(r).toMatchObject({ questionsAsked: 5, correct: 5, minus: 0 });

    const c = run(chain(), 1, () => true);
    expect(pretestResult(c.state).masteredSkills).toHaveLength(15);
    expect(c.asked).toHaveLength(4); // binary search: 7, 11, 13, 14
  });

  it('places a child who answers everything wrong at the bottom', () => {
    const graph = layered([13, 14, 1, 2, 3], 4);
    const { state } = run(graph, 2, () => false);
    const r = pretestResult(state);
    expect(r.masteredSkills).toEqual([]);
    expect(r.frontierSkills).toEqual(['g13s0', 'g13s1', 'g13s2', 'g13s3']);
    expect(r.questionsAsked).toBeLessThanOrEqual(MAX_PRETEST_QUESTIONS);
    expect(r.correct).toBe(0);
    expect(r.minus).toBe(r.questionsAsked);

    const c = pretestResult(run(chain(), 1, () => false).state);
    expect(c.masteredSkills).toEqual([]);
    expect(c.frontierSkills).toEqual(['c13-0']);
    expect(c.questionsAsked).toBe(8); // 4 failed skills × 2 chances
  });

  it('places a child who knows the first k skills of a chain exactly, for every k, with few questions', () => {
    const graph = chain();
    const keys = graph.map((n) => n.key);
    const counts: number[] = [];
    for (let k = 0; k <= keys.length; k++) {
      const known = new Set(keys.slice(0, k));
      const r = pretestResult(run(graph, 1, (s) => known.has(s)).state);
      expect(r.masteredSkills).toEqual(keys.slice(0, k));
      expect(r.frontierSkills).toEqual(keys.slice(k, k + 1));
      expect(r.correct + r.minus).toBe(r.questionsAsked);
      counts.push(r.questionsAsked);
    }
    // 15 skills, at most 8 questions (4 binary-search steps, a wrong one costs its second chance).
    expect(Math.max(...counts)).toBeLessThanOrEqual(MAX_PRETEST_QUESTIONS);
    expect(counts.reduce((a, b) => a + b, 0) / counts.length).toBeLessThanOrEqual(6.5);
  });

  it('never presumes mastery of a skill the child does not know (whole-catalogue scale, grade cutoffs)', () => {
    const graph = layered(GRADES, 6); // 60 skills
    for (const childGrade of GRADES) {
      for (let cut = 0; cut <= GRADES.length; cut++) {
        const knownGrades = new Set(GRADES.slice(0, cut));
        const knows = (key: string): boolean => knownGrades.has(graph.find((n) => n.key === key)?.grade ?? -99);
        const { state } = run(graph, childGrade, knows);
        const r = pretestResult(state);
        expect(r.questionsAsked).toBeLessThanOrEqual(MAX_PRETEST_QUESTIONS);
        for (const s of r.masteredSkills) expect(knows(s)).toBe(true);
        state.status.forEach((st, i) => {
          if (st === 'not_mastered') expect(knows(state.keys[i] ?? '')).toBe(false);
        });
      }
    }
  });

  it('keeps the stored state small for a whole catalogue', () => {
    const { state } = run(layered(GRADES, 10), 3, () => true); // 100 skills
    expect(JSON.stringify(state).length).toBeLessThan(8_000);
  });
});

describe('question choice', () => {
  it('starts from the middle skill of the child grade (lower middle when even)', () => {
    const graph = layered([13, 14, 1, 2, 3], 5);
    expect(nextPretestSkill(startPretest(graph, 1))).toBe('g1s2');
    expect(nextPretestSkill(startPretest(graph, 13))).toBe('g13s2');
    expect(nextPretestSkill(startPretest(layered([1, 2], 4), 2))).toBe('g2s1');
  });

  it('falls back to the nearest lower grade with skills, else the lowest', () => {
    const graph = layered([13, 14, 1, 2, 3], 3);
    expect(nextPretestSkill(startPretest(graph, 6))).toBe('g3s1');
    expect(nextPretestSkill(startPretest(layered([2, 3], 3), 14))).toBe('g2s1');
  });

  it('gives one second chance after a wrong answer: right then passes, wrong again fails', () => {
    const graph = chain();
    let s = startPretest(graph, 1);
    expect(nextPretestSkill(s)).toBe('c1-1');
    s = recordPretestAnswer(s, 'c1-1', false);
    expect(nextPretestSkill(s)).toBe('c1-1');
    const passed = recordPretestAnswer(s, 'c1-1', true);
    expect(passed.status[7]).toBe('mastered');
    expect(passed.status.slice(0, 7).every((x) => x === 'mastered')).toBe(true);
    expect(nextPretestSkill(passed)).toBe('c2-2'); // harder side: index 11, the middle of 8..14

    const failed = recordPretestAnswer(s, 'c1-1', false);
    expect(failed.status.slice(7).every((x) => x === 'not_mastered')).toBe(true);
    expect(nextPretestSkill(failed)).toBe('c14-0'); // easier side: index 3, the middle of 0..6
  });

  it('asks no skill more than twice', () => {
    const { asked } = run(layered([13, 14, 1, 2, 3], 4), 1, (k) => k.startsWith('g13'));
    const times = new Map<string, number>();
    for (const k of asked) times.set(k, (times.get(k) ?? 0) + 1);
    expect(Math.max(...times.values())).toBeLessThanOrEqual(MAX_QUESTIONS_PER_SKILL);
  });

  it('stops at MAX_PRETEST_QUESTIONS and treats unclassified skills as not mastered', () => {
    const graph = layered([13, 14, 1, 2, 3], 10); // siblings within a grade need one question each
    const { state, asked } = run(graph, 3, () => true);
    expect(asked).toHaveLength(MAX_PRETEST_QUESTIONS);
    expect(isPretestFinished(state)).toBe(true);
    const r = pretestResult(state);
    expect(r.masteredSkills).toHaveLength(40 + MAX_PRETEST_QUESTIONS);
    expect(r.frontierSkills).toHaveLength(10 - MAX_PRETEST_QUESTIONS);
  });

  it('is finished at once for an empty graph', () => {
    const s = startPretest([], 1);
    expect(nextPretestSkill(s)).toBeNull();
    expect(pretestResult(s)).toEqual({ masteredSkills: [], frontierSkills: [], questionsAsked: 0, correct: 0, minus: 0 });
  });
});

describe('state handling', () => {
  it('is plain JSON and resumes identically after a round trip', () => {
    const graph = layered([13, 14, 1, 2, 3], 4);
    const knows = (k: string): boolean => k < 'g2';
    let direct = startPretest(graph, 2);
    let stored: unknown = JSON.parse(JSON.stringify(direct));
    for (let skill = nextPretestSkill(direct); skill !== null; skill = nextPretestSkill(direct)) {
      const resumed = parsePretestState(stored);
      expect(resumed).toEqual(direct);
      expect(nextPretestSkill(resumed)).toBe(skill);
      direct = recordPretestAnswer(direct, skill, knows(skill));
      stored = JSON.parse(JSON.stringify(recordPretestAnswer(resumed, skill, knows(skill))));
    }
    expect(stored).toEqual(direct);
  });

  it('is deterministic and does not modify its input', () => {
    const graph = layered(GRADES, 5);
    const knows = (k: string): boolean => ['g13', 'g14', 'g1s'].some((p) => k.startsWith(p));
    expect(run(graph, 2, knows)).toEqual(run(graph, 2, knows));
    const s = startPretest(graph, 2);
    const copy = structuredClone(s);
    recordPretestAnswer(s, nextPretestSkill(s) ?? '', true);
    expect(s).toEqual(copy);
  });

  it('rejects answers for another skill or after the end', () => {
    const graph = chain();
    const s = startPretest(graph, 1);
    expect(() => recordPretestAnswer(s, 'c13-0', true)).toThrow('Unexpected pretest skill: c13-0 (expected c1-1)');
    const done = run(graph, 1, () => true).state;
    expect(() => recordPretestAnswer(done, 'c3-2', true)).toThrow('Pretest is finished');
  });

  it('rejects malformed stored states', () => {
    const good = startPretest(chain(), 1);
    expect(() => parsePretestState(null)).toThrow(/^Invalid pretest state/);
    expect(() => parsePretestState({ ...good, version: 2 })).toThrow(/^Invalid pretest state/);
    expect(() => parsePretestState({ ...good, status: good.status.slice(1) })).toThrow('Invalid pretest state: array lengths differ');
    expect(() => parsePretestState({ ...good, prerequisites: good.prerequisites.map(() => [99]) })).toThrow(/out of range/);
    expect(() => parsePretestState({ ...good, history: [{ skill: 'zz', correct: true }] })).toThrow(/unknown skill/);
    expect(() => parsePretestState({ ...good, prerequisites: good.prerequisites.map((_, i) => [(i + 1) % 15]) })).toThrow(/^Prerequisite cycle/);
  });

  it('rejects an invalid graph at the start', () => {
    expect(() => startPretest([{ key: 'a', grade: 1, prerequisites: ['b'] }], 1)).toThrow('Unknown prerequisite: b');
  });
});

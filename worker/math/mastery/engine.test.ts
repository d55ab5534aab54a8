import { describe, expect, it } from 'vitest';
import { PLACED_FIRST_REVIEW_DAYS, STRUGGLE_ANSWERS, placedTraces, placementItems, placementLesson, remediation, siblingsAfterReview, teachingPositions, type EngineLesson } from './engine.js';
import { freshTrace, traceAnswer, type LessonTrace } from './tracing.js';
import { placementGuess } from './engine.js';
import type { SkillNode } from './prerequisites.js';
import { SKILLS } from '../bank/index.js';
import { buildSkillGraph, teachingOrder } from './prerequisites.js';

const DAY = 24 * 3600 * 1000;
const graph: SkillNode[] = [
  { key: 'k-a', grade: 14, prerequisites: [] },
  { key: 'g1-b', grade: 1, prerequisites: ['k-a'] },
  { key: 'g1-c', grade: 1, prerequisites: ['g1-b'] },
  { key: 'g2-d', grade: 2, prerequisites: ['g1-c'] },
];
const lessons: EngineLesson[] = [
  { id: 1, skillKey: 'k-a', questionType: 'M', optionCount: 3 },
  { id: 2, skillKey: 'g1-b', questionType: 'M', optionCount: 4 },
  { id: 3, skillKey: 'g1-b', questionType: 'BLNK', optionCount: 0 },
  { id: 4, skillKey: 'g1-c', questionType: 'BLNK', optionCount: 0 },
  { id: 5, skillKey: 'g2-d', questionType: 'BLNK', optionCount: 0 },
];

describe('engine glue', () => {
  it('asks placement skills up to the grade, by their typed lesson when they have one', () => {
    const items = placementItems(graph, lessons, 1);
    expect(items.map((i) => i.key)).toEqual(['k-a', 'g1-b', 'g1-c']);
    expect(items.map((i) => i.guess)).toEqual([1 / 3, 0.1, 0.1]);
    expect(placementLesson(lessons.filter((l) => l.skillKey === 'g1-b'))?.id).toBe(3);
    expect(placementGuess({ questionType: 'M', optionCount: 4 })).toBe(0.25);
  });

  it('verifies the placed skills just under the frontier first and reviews the others later', () => {
    const traces = placedTraces({ placedSkills: ['k-a', 'g1-b', 'g1-c'] }, [...lessons, { id: 6, skillKey: 'pk-z', questionType: 'BLNK', optionCount: 0 }], {}, 1000);
    expect(Object.keys(traces).map(Number)).toEqual([1, 2, 3, 4]);
    expect(traces[4]).toMatchObject({ algo: 'pretest', due: 1000 });
    const far = placedTraces({ placedSkills: ['pk-z', 'pk-y', 'pk-x', 'k-a', 'g1-b', 'g1-c'] }, [...lessons, { id: 6, skillKey: 'pk-z', questionType: 'BLNK', optionCount: 0 }], {}, 0);
    expect(far[6]).toMatchObject({ algo: 'pretest', due: PLACED_FIRST_REVIEW_DAYS * DAY });
  });

  it('moves a skill\'s other done lessons on with a right review, and nothing after a wrong one', () => {
    const mastered: LessonTrace = { ...freshTrace(), p: 0.99, algo: 'mastered', box: 1, due: 0 };
    const traces = { 2: mastered, 3: mastered };
    const after = traceAnswer(mastered, lessons[1]!, true, 0).trace;
    expect(siblingsAfterReview(mastered, after, lessons[1]!, lessons, traces)).toEqual({ 3: { ...mastered, box: 2, due: after.due } });
    const wrong = traceAnswer(mastered, lessons[1]!, false, 0).trace;
    expect(siblingsAfterReview(mastered, wrong, lessons[1]!, lessons, traces)).toEqual({});
  });

  it('makes placed prerequisites due when a child is stuck on a lesson', () => {
    let stuck = freshTrace();
    for (let i = 0; i < STRUGGLE_ANSWERS; i++) stuck = traceAnswer(stuck, lessons[3]!, false, i).trace;
    const placed: LessonTrace = { ...freshTrace(), p: 0.95, algo: 'pretest', box: 5, due: 99 * DAY };
    expect(remediation(graph, lessons[3]!, stuck, lessons, { 2: placed, 3: placed }, 500)).toEqual({ 2: { ...placed, due: 500 }, 3: { ...placed, due: 500 } });
    expect(remediation(graph, lessons[3]!, { ...stuck, n: STRUGGLE_ANSWERS - 1 }, lessons, { 2: placed }, 500)).toEqual({});
  });

  it('orders lessons by skill in teaching order, then within the skill', () => {
    const pos = teachingPositions(graph, lessons);
    expect([...lessons].sort((a, b) => pos.get(a.id)! - pos.get(b.id)!).map((l) => l.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the bank\'s skill graph', () => {
  it('gives every skill its own prerequisites (data beside the bank), acyclic, over known skills', () => {
    const missing = SKILLS.filter((s) => s.prerequisites === undefined).map((s) => s.key);
    expect(missing).toEqual([]);
    const g = buildSkillGraph(SKILLS);
    expect(teachingOrder(g)).toHaveLength(SKILLS.length);
    // Only Pre-K skills are roots; every other skill builds on something.
    expect(g.filter((n) => n.prerequisites.length === 0 && n.grade !== 13).map((n) => n.key)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_BKT, isMastered, updateMastery } from './bkt.js';
import { MAX_SAME_LESSON_STREAK, allLessonsDone, chooseAdaptiveGrade, chooseNextLesson, pickSkillLesson, type LessonRef } from './next-lesson.js';
import { buildSkillGraph } from './prerequisites.js';

// Skills A -> B -> C (B requires A, C requires B); A has two lessons.
const graph = buildSkillGraph(
  [
    { key: 'A', grade: 1 },
    { key: 'B', grade: 1 },
    { key: 'C', grade: 1 },
  ],
  { B: ['A'], C: ['B'] },
);
const lessons: LessonRef[] = [
  { id: 1, skillKey: 'A', position: 1 },
  { id: 2, skillKey: 'A', position: 2 },
  { id: 3, skillKey: 'B', position: 3 },
  { id: 4, skillKey: 'C', position: 4 },
];
const choose = (mastery: Record<number, number>, recentLessonIds: number[] = [], placedSkills?: string[]): number =>
  chooseNextLesson({ lessons, mastery, graph, recentLessonIds, placedSkills });

describe('chooseNextLesson', () => {
  it('starts with the first lesson of the catalogue', () => {
    expect(choose({})).toBe(1);
  });

  it('takes the first unmastered lesson whose skill prerequisites are all mastered', () => {
    expect(choose({ 1: 0.96 })).toBe(2);
    // B is not ready while one lesson of A is below the threshold, even if B's lesson is listed first.
    const reordered = lessons.map((l) => (l.id === 3 ? { ...l, position: 0 } : l));
    expect(chooseNextLesson({ lessons: reordered, mastery: { 1: 0.96 }, graph, recentLessonIds: [] })).toBe(2);
    expect(choose({ 1: 0.96, 2: 0.97 })).toBe(3);
    expect(choose({ 1: 0.96, 2: 0.97, 3: 0.95 })).toBe(4);
  });

  it('treats skills placed by the pretest as done and as satisfied prerequisites', () => {
    expect(choose({}, [], ['A'])).toBe(3);
    expect(choose({}, [], ['A', 'B'])).toBe(4);
  });

  it('does not depend on the order of the input array', () => {
    expect(chooseNextLesson({ lessons: [...lessons].reverse(), mastery: { 1: 0.99 }, graph, recentLessonIds: [] })).toBe(2);
  });

  it(`switches lesson after ${MAX_SAME_LESSON_STREAK} questions in a row when another is ready`, () => {
    expect(choose({}, [1, 1, 1])).toBe(1);
    expect(choose({}, [2, 1, 1, 1, 1])).toBe(2);
    expect(choose({}, [1, 1, 1, 1, 2])).toBe(1);
  });

  it('interleaves a review of the weakest mastered lesson when the only ready lesson hit the streak limit', () => {
    expect(choose({ 1: 0.99, 2: 0.97 }, [3, 3, 3, 3])).toBe(2);
  });

  it('repeats the only lesson when there is no alternative', () => {
    const one = [{ id: 7, skillKey: 'A', position: 1 }];
    expect(chooseNextLesson({ lessons: one, mastery: {}, graph, recentLessonIds: [7, 7, 7, 7, 7] })).toBe(7);
  });

  it('reviews the lowest-mastery lesson when everything is mastered, still avoiding long streaks', () => {
    const all = { 1: 0.99, 2: 0.96, 3: 0.98, 4: 0.97 };
    expect(choose(all)).toBe(2);
    expect(choose(all, [2, 2, 2, 2])).toBe(4);
    // Ties go to catalogue order.
    expect(choose({ 1: 0.97, 2: 0.97, 3: 0.97, 4: 0.97 })).toBe(1);
  });

  it('ignores prerequisites without lessons and skills missing from the graph', () => {
    const partial = [
      { id: 3, skillKey: 'B', position: 3 },
      { id: 9, skillKey: 'Z', position: 1 },
    ];
    expect(chooseNextLesson({ lessons: partial, mastery: { 9: 0.99 }, graph, recentLessonIds: [] })).toBe(3);
  });

  it('throws on an empty lesson list', () => {
    expect(() => chooseNextLesson({ lessons: [], mastery: {}, graph, recentLessonIds: [] })).toThrow('No lessons');
  });

  it('walks the whole catalogue with BKT for a child who answers right, never more than 4 in a row', () => {
    const mastery: Record<number, number> = {};
    const recent: number[] = [];
    for (let q = 0; q < 12; q++) {
      const id = chooseNextLesson({ lessons, mastery, graph, recentLessonIds: recent });
      mastery[id] = updateMastery(mastery[id] ?? DEFAULT_BKT.pInit, true);
      recent.push(id);
    }
    // Three right answers master a lesson (0.2 → 0.6 → 0.890 → 0.977).
    expect(recent).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]);
    expect(lessons.every((l) => isMastered(mastery[l.id] ?? 0))).toBe(true);
  });

  it('keeps a struggling child on one lesson at most 4 questions before interleaving', () => {
    const mastery: Record<number, number> = {};
    const recent: number[] = [];
    for (let q = 0; q < 10; q++) {
      const id = chooseNextLesson({ lessons, mastery, graph, recentLessonIds: recent });
      mastery[id] = updateMastery(mastery[id] ?? DEFAULT_BKT.pInit, false);
      recent.push(id);
    }
    expect(recent).toEqual([1, 1, 1, 1, 2, 1, 1, 1, 1, 2]);
  });
});

describe('pickSkillLesson', () => {
  it('returns the requested lesson and rejects unknown ids', () => {
    expect(pickSkillLesson(lessons, 3)).toBe(3);
    expect(() => pickSkillLesson(lessons, 42)).toThrow(new Error('Unknown lesson'));
  });
});

describe('allLessonsDone and chooseAdaptiveGrade (moving beyond the grade)', () => {
  const lessons: LessonRef[] = [
    { id: 1, skillKey: 'count', position: 0 },
    { id: 2, skillKey: 'add', position: 1 },
  ];

  it('is done only when every lesson is mastered or its skill placed', () => {
    expect(allLessonsDone({ lessons, mastery: {} })).toBe(false);
    expect(allLessonsDone({ lessons, mastery: { 1: 0.99 } })).toBe(false);
    expect(allLessonsDone({ lessons, mastery: { 1: 0.99 }, placedSkills: ['add'] })).toBe(true);
    expect(allLessonsDone({ lessons, mastery: { 1: 0.99, 2: 0.99 } })).toBe(true);
  });

  it('keeps the child in its own grade until that grade is done, then moves up past finished grades', () => {
    const done = new Set<number>();
    const choose = () => chooseAdaptiveGrade([14, 1, 2, 3], (g) => done.has(g));
    expect(choose()).toBe(14);
    done.add(14);
    expect(choose()).toBe(1);
    done.add(2); // a grade finished ahead of time is skipped once its turn comes
    done.add(1);
    expect(choose()).toBe(3);
  });

  it('reviews the highest grade when everything is done, and refuses no grades', () => {
    expect(chooseAdaptiveGrade([7, 8], () => true)).toBe(8);
    expect(() => chooseAdaptiveGrade([], () => false)).toThrow('No grades');
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_SAME_LESSON_STREAK, chooseNextLesson, pickSkillLesson, type LessonRef } from './next-lesson.js';
import { freshTrace, type LessonTrace } from './tracing.js';
import type { SkillNode } from './prerequisites.js';

const graph: SkillNode[] = [
  { key: 'a', grade: 1, prerequisites: [] },
  { key: 'b', grade: 1, prerequisites: ['a'] },
  { key: 'c', grade: 2, prerequisites: ['b'] },
  { key: 'd', grade: 2, prerequisites: ['a'] },
];
const lessons: LessonRef[] = [
  { id: 1, skillKey: 'a', position: 0 },
  { id: 2, skillKey: 'b', position: 100 },
  { id: 3, skillKey: 'b', position: 101 },
  { id: 4, skillKey: 'c', position: 200 },
  { id: 5, skillKey: 'd', position: 300 },
];
const done = (due: number | null = 10_000): LessonTrace => ({ ...freshTrace(), p: 0.97, algo: 'mastered', box: 1, due });
const choose = (traces: Record<number, LessonTrace>, recent: { id: number; review: boolean }[] = [], nowMs = 0) => chooseNextLesson({ lessons, traces, graph, recent, nowMs });

describe('chooseNextLesson', () => {
  it('teaches the first lesson in teaching order that is not done and whose prerequisites are', () => {
    expect(choose({})).toEqual({ id: 1, review: false });
    expect(choose({ 1: done() })).toEqual({ id: 2, review: false });
    expect(choose({ 1: done(), 2: done() })).toEqual({ id: 3, review: false });
    // c needs all of b: both of its lessons.
    expect(choose({ 1: done(), 2: done(), 3: done() })).toEqual({ id: 4, review: false });
  });

  it('teaches below what is done when a lesson there was demoted (a gap)', () => {
    expect(choose({ 1: done(), 2: { ...freshTrace(), lapses: 1 }, 3: done(), 4: done() })).toEqual({ id: 2, review: false });
  });

  it('mixes a due review in, at most one in three questions, most overdue first', () => {
    const traces = { 1: done(500), 2: done(100) };
    expect(choose(traces, [], 1000)).toEqual({ id: 2, review: true });
    expect(choose(traces, [{ id: 2, review: true }], 1000)).toEqual({ id: 3, review: false });
    expect(choose(traces, [{ id: 2, review: true }, { id: 3, review: false }, { id: 3, review: false }], 1000)).toEqual({ id: 2, review: true });
    expect(choose(traces, [], 50)).toEqual({ id: 3, review: false });
  });

  it('interleaves another ready lesson after a long streak on one', () => {
    const streak = Array.from({ length: MAX_SAME_LESSON_STREAK }, () => ({ id: 2, review: false }));
    expect(choose({ 1: done() }, streak)).toEqual({ id: 3, review: false });
    expect(choose({ 1: done() }, streak.slice(1))).toEqual({ id: 2, review: false });
  });

  it('reviews when everything is done: a due one, else the least known', () => {
    const all = { 1: done(), 2: done(), 3: done(), 4: done(), 5: { ...done(), p: 0.9 } };
    expect(choose(all, [{ id: 1, review: true }], 0)).toEqual({ id: 5, review: true });
    expect(choose({ ...all, 4: done(5) }, [], 10)).toEqual({ id: 4, review: true });
  });

  it('throws without lessons', () => {
    expect(() => chooseNextLesson({ lessons: [], traces: {}, graph, recent: [], nowMs: 0 })).toThrow('No lessons');
  });
});

describe('pickSkillLesson', () => {
  it('accepts a known lesson and refuses an unknown one', () => {
    expect(pickSkillLesson(lessons, 3)).toBe(3);
    expect(() => pickSkillLesson(lessons, 99)).toThrow('Unknown lesson');
  });
});

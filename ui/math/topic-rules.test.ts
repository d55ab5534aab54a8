import { describe, expect, it } from 'vitest';
import type { LessonWithStudent, Skill } from '../../worker/math/lessons.contracts';
import { groupTopics, topicStars } from './topic-rules';

const stats = (over: Partial<LessonWithStudent['stats']> = {}): LessonWithStudent['stats'] => ({
  mastery: 0.1,
  mastery_algo: null,
  lesson_intro_watched: false,
  num_answered: 0,
  num_correct: 0,
  ...over,
});

describe('topicStars', () => {
  it('grows from untried to started to getting there to mastered', () => {
    expect(topicStars(stats())).toBe(0);
    expect(topicStars(stats({ num_answered: 2, mastery: 0.3 }))).toBe(1);
    expect(topicStars(stats({ num_answered: 5, mastery: 0.7 }))).toBe(2);
    expect(topicStars(stats({ num_answered: 9, mastery: 0.96 }))).toBe(3);
  });

  it('counts a lesson placed by the pretest as mastered even before any answer', () => {
    expect(topicStars(stats({ mastery_algo: 'pretest', mastery: 0.95 }))).toBe(3);
  });
});

describe('groupTopics', () => {
  const lesson = (id: number, skill_id: number): LessonWithStudent => ({ id, key: `l${id}`, name: `Lesson ${id}`, grade: 1, skill_id, skill_key: `s${skill_id}`, stats: stats() });
  const skills: Skill[] = [
    { id: 7, key: 's7', grade: 1, name: 'Adding within 20', standard: '1.OA.C.6' },
    { id: 3, key: 's3', grade: 1, name: 'Counting to 120', standard: '1.NBT.A.1' },
  ];

  it('keeps the server order of skills and lessons and names each group', () => {
    const groups = groupTopics([lesson(1, 3), lesson(2, 7), lesson(3, 3)], skills);
    expect(groups.map((g) => [g.name, g.lessons.map((l) => l.id)])).toEqual([
      ['Counting to 120', [1, 3]],
      ['Adding within 20', [2]],
    ]);
  });

  it('still lists a lesson whose skill the client does not know', () => {
    expect(groupTopics([lesson(4, 99)], skills)).toEqual([{ skillId: 99, name: 'More practice', lessons: [lesson(4, 99)] }]);
  });
});

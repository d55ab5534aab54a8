import { describe, expect, it } from 'vitest';
import { SKILLS } from '../../worker/math/bank';
import { solve } from './solver';

// The browser tests answer from the screen's text; a bank change that the solver can't read would
// fail them late and far from the cause, so every grade 1-3 lesson is checked here.
describe('e2e solver', () => {
  const lessons = SKILLS.filter((s) => s.grade === 1 || s.grade === 2 || s.grade === 3).flatMap((s) => s.lessons);

  it.each(lessons.map((l) => [l.key, l] as const))('answers %s correctly from the text alone', (_key, lesson) => {
    for (let seed = 1; seed <= 30; seed++) {
      const q = lesson.generate(seed);
      const result = solve(q.text.replace(/\n/g, ' '), q.answers.map((a) => a.answer_text));
      if ('blanks' in result) expect(result.blanks, q.text).toEqual(q.correct_answer);
      else expect(q.answers.find((a) => a.answer_text === result.choice)?.correct, q.text).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { SKILLS } from '../../worker/math/bank';
import { solve } from './solver';

/**
 * The grade 1–3 lessons the solver reads from their text. Lessons added since (issue 18: pictures,
 * word problems, time, measurement, geometry) are answered in the browser tests from the admins'
 * answer key (pages.ts solveOnScreen) when the solver doesn't know their shape.
 */
const TEXT_LESSONS = [
  'g1-add-20-facts', 'g1-add-20-choice', 'g1-sub-20-facts', 'g1-sub-20-story', 'g1-missing-addend-blank', 'g1-missing-addend-choice', 'g1-tens-ones-choice',
  'g1-tens-ones-blank', 'g1-ten-more-less', 'g1-compare-symbols', 'g1-add-100-blank', 'g1-add-100-choice', 'g2-add-100-blank', 'g2-add-100-choice',
  'g2-sub-100-blank', 'g2-sub-100-choice', 'g2-skip-count', 'g2-place-value-choice', 'g2-place-value-blank', 'g2-even-odd-choice', 'g2-money-count-blank',
  'g2-money-count-choice', 'g3-mult-blank', 'g3-mult-choice', 'g3-div-blank', 'g3-div-choice', 'g3-unknown-factor', 'g3-round-blank', 'g3-round-choice',
  'g3-number-line-choice', 'g3-count-unit-fractions', 'g3-area-blank', 'g3-area-choice', 'g3-equivalent-fractions-choice',
];

// The browser tests answer from the screen's text; a bank change that the solver can't read would
// fail them late and far from the cause, so the text lessons are checked here, and for every
// grade 1–3 lesson an answer the solver does give must be right (else it must say it can't).
describe('e2e solver', () => {
  const lessons = SKILLS.filter((s) => s.grade === 1 || s.grade === 2 || s.grade === 3).flatMap((s) => s.lessons);

  it('still knows every text lesson it was written for', () => {
    expect(TEXT_LESSONS.filter((key) => !lessons.some((l) => l.key === key))).toEqual([]);
  });

  it.each(lessons.map((l) => [l.key, l] as const))('never answers %s wrongly (and reads it when it is a text lesson)', (key, lesson) => {
    for (let seed = 1; seed <= 30; seed++) {
      const q = lesson.generate(seed);
      let result: ReturnType<typeof solve>;
      try {
        result = solve(q.text.replace(/\n/g, ' '), q.answers.map((a) => a.answer_text));
      } catch (e) {
        if (TEXT_LESSONS.includes(key)) throw e;
        continue;
      }
      if ('blanks' in result) expect(result.blanks, q.text).toEqual(q.correct_answer);
      else expect(q.answers.find((a) => a.answer_text === result.choice)?.correct, q.text).toBe(true);
    }
  });
});

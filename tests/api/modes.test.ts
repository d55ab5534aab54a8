import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { math_lessons, questions, student_math_lessons } from '../../db/schema';
import { MAX_PLACEMENT_QUESTIONS, gradeRank } from '../../worker/math/mastery';
import { correctAnswerFor } from '../helpers/answers';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

async function freshStudent(grade = 1) {
  const parent = await signUpParent(ctx);
  const kid = await addStudent(ctx, parent, grade);
  await ctx.call('POST', `/api/v1/students/${kid.id}/math_game`, { token: kid.access, body: { new_level: 2 } });
  return kid;
}

const answerUrl = (kid: { id: number }, q: number) => `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`;

async function lessonOf(questionId: number) {
  const [row] = await ctx.deps.db.select({ lesson: questions.math_lesson_id }).from(questions).where(eq(questions.id, questionId));
  return row!.lesson;
}

describe('pretest → adaptive', () => {
  it('starts a fresh game in pretest, counts its answers, and places the child within the question limit', async () => {
    const kid = await freshStudent(1);
    let game = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access })).json;
    expect(game.learning_mode.learning_mode).toBe('pretest');
    let completed = null;
    let asked = 0;
    while (!completed && asked < MAX_PLACEMENT_QUESTIONS + 1) {
      const q = game.question.id as number;
      game = (await ctx.call('POST', answerUrl(kid, q), { token: kid.access, body: { answer: await correctAnswerFor(ctx, q) } })).json;
      asked += 1;
      completed = game.pretest_completed;
    }
    expect(asked).toBeLessThanOrEqual(MAX_PLACEMENT_QUESTIONS);
    expect(completed).toMatchObject({ questions: asked, correct: asked });
    expect(completed.mastered_skills).toBeGreaterThan(0);
    expect(game.learning_mode).toBe('adaptive');
    expect(game.map_game.num_problems_pretest_and_correct).toBe(asked);
    expect(game.map_game.num_problems_pretest_and_minus).toBe(0);
    const placed = await ctx.deps.db.select().from(student_math_lessons).where(and(eq(student_math_lessons.student_id, kid.id), eq(student_math_lessons.mastery_algo, 'pretest')));
    expect(placed.length).toBeGreaterThan(0);
    const after = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access })).json;
    expect(after.learning_mode.learning_mode).toBe('adaptive');
    expect(after.learning_mode.pretest.completed_at).not.toBeNull();
  });

  it('counts wrong pretest answers as "minus"', async () => {
    const kid = await freshStudent(1);
    const game = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access })).json;
    const res = (await ctx.call('POST', answerUrl(kid, game.question.id), { token: kid.access, body: { answer: { dont_know: true } } })).json;
    expect(res.map_game.num_problems_pretest_and_minus).toBe(1);
    expect(res.map_game.num_problems_pretest_and_correct).toBe(0);
  });
});

const gradeOf = async (questionId: number) => {
  const [row] = await ctx.deps.db.select({ grade: math_lessons.grade }).from(questions).innerJoin(math_lessons, eq(math_lessons.id, questions.math_lesson_id)).where(eq(questions.id, questionId));
  return row!.grade;
};

describe('placement below and beyond the grade (issue 18)', () => {
  it("starts a grade-2 child who knows none of it below its grade, and tells the parent kindly", async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent, 2);
    await ctx.call('POST', `/api/v1/students/${kid.id}/math_game`, { token: kid.access, body: { new_level: 2 } });
    let game = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access })).json;
    let asked = 0;
    while ((game.learning_mode?.learning_mode ?? game.learning_mode) === 'pretest') {
      game = (await ctx.call('POST', answerUrl(kid, game.question.id), { token: kid.access, body: { answer: { dont_know: true } } })).json;
      asked++;
    }
    expect(asked).toBeLessThanOrEqual(MAX_PLACEMENT_QUESTIONS);
    expect(gradeRank(await gradeOf(game.question.id))).toBeLessThan(gradeRank(2));
    const card = (await ctx.call('GET', `/api/v1/students/${kid.id}`, { token: parent.access })).json;
    expect(card.math_placement.below_grade).toBe(true);
    expect(card.math_placement.message).toMatch(/is starting with a few (Pre-K|kindergarten|grade 1) skills, beginning with “.+”, to fill small gaps before grade 2 work/);
  });

  it('moves a child who knows its whole grade on to the next grade after verifying the placement', async () => {
    const kid = await freshStudent(1);
    let game = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access })).json;
    const grades: number[] = [];
    for (let i = 0; i < 40 && !grades.includes(2); i++) {
      const q = game.question.id as number;
      if ((game.learning_mode?.learning_mode ?? game.learning_mode) !== 'pretest') grades.push(await gradeOf(q));
      game = (await ctx.call('POST', answerUrl(kid, q), { token: kid.access, body: { answer: await correctAnswerFor(ctx, q) } })).json;
    }
    // Verifying reviews of grade 1 come first, then grade 2 is taught.
    expect(grades).toContain(2);
    const placed = await ctx.deps.db.select().from(student_math_lessons).where(and(eq(student_math_lessons.student_id, kid.id), eq(student_math_lessons.mastery_algo, 'pretest')));
    expect(placed.length).toBeGreaterThan(3);
  });
});

describe('pickskill', () => {
  it('switches to a chosen lesson with lesson_id, stays on it, and leaves it with learning_mode=adaptive', async () => {
    const kid = await freshStudent(2);
    const [lesson] = await ctx.deps.db.select({ id: math_lessons.id }).from(math_lessons).where(eq(math_lessons.grade, 2)).limit(1);
    const picked = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean?lesson_id=${lesson!.id}`, { token: kid.access })).json;
    expect(picked.learning_mode.learning_mode).toBe('pickskill');
    expect(picked.question.math_lesson.id).toBe(lesson!.id);
    const q = picked.question.id as number;
    const next = (await ctx.call('POST', answerUrl(kid, q), { token: kid.access, body: { answer: await correctAnswerFor(ctx, q) } })).json;
    expect(await lessonOf(next.question.id)).toBe(lesson!.id);
    const back = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean?learning_mode=adaptive`, { token: kid.access })).json;
    expect(back.learning_mode.learning_mode).toBe('pretest');
  });

  it('refuses an unknown or malformed lesson id', async () => {
    const kid = await freshStudent(1);
    expect((await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean?lesson_id=999999`, { token: kid.access })).status).toBe(404);
    expect((await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean?lesson_id=abc`, { token: kid.access })).status).toBe(422);
  });
});

describe('lesson mastery (tracing)', () => {
  it("raises a lesson's mastery on a correct answer and counts it", async () => {
    const kid = await freshStudent(1);
    let game = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access })).json;
    const q = game.question.id as number;
    const lesson = await lessonOf(q);
    game = (await ctx.call('POST', answerUrl(kid, q), { token: kid.access, body: { answer: await correctAnswerFor(ctx, q) } })).json;
    const [afterRight] = await ctx.deps.db.select().from(student_math_lessons).where(and(eq(student_math_lessons.student_id, kid.id), eq(student_math_lessons.math_lesson_id, lesson)));
    expect(afterRight!.mastery).toBeGreaterThan(0.2);
    expect(afterRight!.num_correct).toBe(1);
  });
});

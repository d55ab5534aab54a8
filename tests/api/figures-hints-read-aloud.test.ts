/**
 * Issue 18 plumbing: a bank question's picture (`figure`) and its lesson's step-by-step hint
 * (`hints`) reach the child in every public view of a question, and the parent's "read questions
 * aloud automatically" option reaches the game screen with the student's grade.
 */
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { math_lessons, parents, questions } from '../../db/schema';
import { loadContentOrThrow } from '../../db/seed/content';
import { SKILLS, type SkillDef } from '../../worker/math/bank';
import { seedContent } from '../../worker/seed/seed';

const ctx = useTestContext();

const SVG = (n: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><title>${n} dots</title><circle cx="20" cy="20" r="8"/></svg>`;
const HINTS = ['Count the dots in the top row.', 'Then count on for the bottom row.'];

/** A lesson of pictures with a hint, and one without either: the two shapes a public question takes. */
const TEST_SKILL: SkillDef = {
  key: 'test-issue18-pictures',
  grade: 1,
  name: 'Count dots in a picture',
  standard: 'K.CC.B.5',
  prerequisites: [],
  lessons: [
    {
      key: 'test-issue18-dots',
      name: 'How many dots?',
      answerForm: { answerForms: ['integer'], simplify: 'optional' },
      hints: HINTS,
      generate: (seed) => {
        const n = (seed % 9) + 1;
        return {
          question_type: 'M',
          text: 'How many dots?',
          answers: [n, n + 1, n + 2].map((v, i) => ({ id: i + 1, answer_text: String(v), correct: i === 0 })),
          correct_answer: [String(n)],
          explanation: `There are ${n} dots.`,
          figure: { svg: SVG(n), alt: `A ten frame with ${n} dots.` },
        };
      },
    },
    {
      key: 'test-issue18-plain',
      name: 'Add one',
      answerForm: { answerForms: ['integer'], simplify: 'optional' },
      generate: (seed) => ({ question_type: 'BLNK', text: `${seed} + 1 = ___`, answers: [{ id: 1, answer_text: '', correct: true, answer_data: { answer_array: [String(seed + 1)] } }], correct_answer: [String(seed + 1)], explanation: 'One more.' }),
    },
  ],
};

async function seedWithTestSkill() {
  await seedContent(ctx.deps.db, ctx.clock, loadContentOrThrow(), [...SKILLS, TEST_SKILL]);
  const rows = await ctx.deps.db.select({ id: math_lessons.id, key: math_lessons.key, hints: math_lessons.hints }).from(math_lessons);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return { dots: byKey.get('test-issue18-dots')!, plain: byKey.get('test-issue18-plain')! };
}

describe('figures and hints', () => {
  it('the seed writes them, pictures with the same text are kept apart by their figure, and every public question view carries them', async () => {
    const { dots, plain } = await seedWithTestSkill();
    expect(dots.hints).toEqual(HINTS);
    expect(plain.hints).toEqual([]);
    // Nine pictures behind one text ("How many dots?"): deduplicated by text they would be one question.
    const stored = await ctx.deps.db.select({ figure: questions.figure }).from(questions).where(eq(questions.math_lesson_id, dots.id));
    expect(stored.length).toBe(9);
    expect(stored.every((q) => q.figure?.svg.startsWith('<svg'))).toBe(true);

    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent, 1);
    // The catalogue's views (lesson questions, one question).
    const listed = (await ctx.call('GET', `/api/v1/math_lessons/${dots.id}/questions`, { token: kid.access })).json.questions;
    expect(listed[0].figure).toEqual({ svg: expect.stringContaining('dots</title>'), alt: expect.stringMatching(/^A ten frame with \d dots\.$/) });
    expect(listed[0].hints).toEqual(HINTS);
    const one = (await ctx.call('GET', `/api/v1/math/questions/${listed[0].id}`, { token: kid.access })).json;
    expect(one.figure).toEqual(listed[0].figure);
    expect(one.hints).toEqual(HINTS);
    // Neither tells the answer: no correctness data rides along with them.
    expect(JSON.stringify(listed)).not.toMatch(/"correct"|correct_answer|explanation/);
    const plainListed = (await ctx.call('GET', `/api/v1/math_lessons/${plain.id}/questions`, { token: kid.access })).json.questions;
    expect(plainListed[0]).toMatchObject({ figure: null, hints: [] });

    // The game's question (pickskill on the lesson): what the question card shows.
    await ctx.call('POST', `/api/v1/students/${kid.id}/math_game`, { token: kid.access, body: { new_level: 2 } });
    const game = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean?lesson_id=${dots.id}`, { token: kid.access })).json;
    expect(game.question.math_lesson.id).toBe(dots.id);
    expect(game.question.figure.alt).toMatch(/^A ten frame with \d dots\.$/);
    expect(game.question.hints).toEqual(HINTS);
    // A whole content seed (about 3 s on a quiet machine) runs in this test: room for a busy one.
  }, 120_000);
});

describe('auto_read_aloud', () => {
  it('is on by default, the parent switches it, and the game screen reads it with the student grade', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent, 14);
    const before = await ctx.call('GET', '/api/v1/parents/-/account_preferences', { token: parent.access });
    expect(before.json).toEqual({ account_preferences: { dont_lock_at_daily_limit: false, auto_read_aloud: true } });
    expect((await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access })).json.student).toEqual({ grade: 14, auto_read_aloud: true });

    const off = await ctx.call('POST', '/api/v1/parents/-/account_preferences', { token: parent.access, body: { auto_read_aloud: false } });
    expect(off.status).toBe(200);
    // One option changes alone: the other keeps its value.
    expect(off.json.account_preferences).toEqual({ dont_lock_at_daily_limit: false, auto_read_aloud: false });
    const [row] = await ctx.deps.db.select().from(parents).where(eq(parents.id, parent.id));
    expect(row!.auto_read_aloud).toBe(false);
    expect((await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access })).json.student).toEqual({ grade: 14, auto_read_aloud: false });

    const bad = await ctx.call('POST', '/api/v1/parents/-/account_preferences', { token: parent.access, body: { auto_read_aloud: 'yes' } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.fields.auto_read_aloud).toBe('Please say on or off.');
  });
});

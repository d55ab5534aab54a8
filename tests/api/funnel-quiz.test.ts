/**
 * The funnel's quizzes through the real app and the seeded math bank (issue 14 "Must deliver 2":
 * real questions from the math bank, judged by the server; worker/funnel/funnel-quiz.ts).
 */
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { math_lessons, questions, skills } from '../../db/schema';
import { QUIZ_EXPIRED, QUIZ_INCOMPLETE, QUIZ_TOKEN_TTL_S } from '../../worker/funnel/funnel-quiz';
import { correctAnswerFor } from '../helpers/answers';
import { createGuest } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

async function ask(token: string, grade: number, index: 0 | 1) {
  const res = await ctx.call('POST', '/api/o1/guests/funnel_quiz', { body: { auth_id_token: token, grade, index } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { question: { id: number; question_type: string; text: string; answers: object[]; math_lesson: { grade: number } }; quiz_token: string };
}

/** A wrong answer the judge can read: another option, or each value moved off (integers +1, fractions 1/7919, decimals one more digit). */
async function wrongAnswerFor(questionId: number) {
  const right = await correctAnswerFor(ctx, questionId);
  if (right.answer_id !== undefined) {
    const [q] = await ctx.deps.db.select().from(questions).where(eq(questions.id, questionId));
    return { answer_id: (q!.answers as { id: number; correct: boolean }[]).find((a) => !a.correct)!.id };
  }
  return { answer_data: right.answer_data!.map((v) => (/^-?\d+$/.test(v) ? String(Number(v) + 1) : v.includes('/') ? '1/7919' : `${v}1`)) };
}

const answer = (token: string, quiz_token: string, a: object) => ctx.call('POST', '/api/o1/guests/funnel_quiz/answer', { body: { auth_id_token: token, quiz_token, answer: a } });

/** The skill grade of a bank question (13 Pre-K, 14 K, 1..8). */
async function skillGradeOf(questionId: number) {
  const [row] = await ctx.deps.db
    .select({ grade: skills.grade })
    .from(questions)
    .innerJoin(math_lessons, eq(math_lessons.id, questions.math_lesson_id))
    .innerJoin(skills, eq(skills.id, math_lessons.skill_id))
    .where(eq(questions.id, questionId));
  return row!.grade;
}

describe('funnel quiz', () => {
  it("asks a real bank question of the grade, without its answer, and judges a right and a wrong answer", async () => {
    const g = await createGuest(ctx);
    for (const grade of [1, 3, 8]) {
      const { question, quiz_token } = await ask(g.token, grade, 0);
      expect(await skillGradeOf(question.id)).toBe(grade);
      // Nothing of the answer in the question, nor in the token (a JWT is readable).
      const text = JSON.stringify(question);
      for (const leak of ['correct', 'answer_data', 'explanation', 'correct_answer']) expect(text).not.toContain(leak);
      expect(Object.keys(decodeJwt(quiz_token)).sort()).toEqual(['exp', 'guest_id', 'iat', 'iss', 'question_id', 'typ']);
      expect(decodeJwt(quiz_token).exp! - decodeJwt(quiz_token).iat!).toBe(QUIZ_TOKEN_TTL_S);

      const right = await answer(g.token, quiz_token, await correctAnswerFor(ctx, question.id));
      expect(right.status, JSON.stringify(right.json)).toBe(200);
      expect(right.json.correct).toBe(true);
      expect(right.json.correct_answer.length).toBeGreaterThan(0);
      expect(right.json.explanation.length).toBeGreaterThan(0);
      const wrong = await answer(g.token, quiz_token, await wrongAnswerFor(question.id));
      expect(wrong.json).toMatchObject({ correct: false, correct_answer: right.json.correct_answer });
      const dontKnow = await answer(g.token, quiz_token, { dont_know: true });
      expect(dontKnow.json).toMatchObject({ correct: false, correct_answer: right.json.correct_answer });
    }
  });

  it('grade 0 (Pre-K / K) asks the easiest skills; the two questions practise different skills; a reload shows the same', async () => {
    const g = await createGuest(ctx);
    const first = await ask(g.token, 0, 0);
    const second = await ask(g.token, 0, 1);
    expect([13, 14]).toContain(await skillGradeOf(first.question.id));
    expect([13, 14]).toContain(await skillGradeOf(second.question.id));
    expect(second.question.id).not.toBe(first.question.id);
    expect((await ask(g.token, 0, 0)).question.id).toBe(first.question.id);
  });

  it("refuses a forged, expired or another guest's token, an empty answer and bad input (4xx)", async () => {
    const g = await createGuest(ctx);
    const other = await createGuest(ctx);
    const { question, quiz_token } = await ask(g.token, 2, 1);
    const good = await correctAnswerFor(ctx, question.id);

    const foreign = await answer(other.token, quiz_token, good);
    expect(foreign.status).toBe(422);
    expect(foreign.json.error.message).toBe(QUIZ_EXPIRED);
    const [head, , sig] = quiz_token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...decodeJwt(quiz_token), question_id: question.id + 1 })).toString('base64url');
    expect((await answer(g.token, `${head}.${forgedPayload}.${sig}`, good)).status).toBe(422);
    expect((await answer(g.token, 'not-a-token', good)).status).toBe(422);
    const empty = await answer(g.token, quiz_token, {});
    expect(empty.status).toBe(422);
    expect(empty.json.error.message).toBe(QUIZ_INCOMPLETE);

    const bodies: unknown[] = [
      { auth_id_token: g.token, grade: 9, index: 0 },
      { auth_id_token: g.token, grade: -1, index: 0 },
      { auth_id_token: g.token, grade: 1e308, index: 0 },
      { auth_id_token: g.token, grade: '2', index: 0 },
      { auth_id_token: g.token, grade: 2, index: 2 },
      { auth_id_token: g.token, grade: 2 },
    ];
    for (const body of bodies) expect((await ctx.call('POST', '/api/o1/guests/funnel_quiz', { body })).status, JSON.stringify(body)).toBe(422);
    expect((await ctx.call('POST', '/api/o1/guests/funnel_quiz', { body: { grade: 2, index: 0 } })).status).toBe(401);
    for (const a of [{ answer_data: ['1\u0000'] }, { answer_id: 2 ** 40 }, { answer_id: 'one' }, { answer_data: 'one' }, { answer_id: 1, password: 'x' }]) {
      expect((await answer(g.token, quiz_token, a)).status, JSON.stringify(a)).toBe(422);
    }

    ctx.clock.advance((QUIZ_TOKEN_TTL_S + 1) * 1000);
    const late = await answer(g.token, quiz_token, good);
    expect(late.status).toBe(422);
    expect(late.json.error.message).toBe(QUIZ_EXPIRED);
  });
});

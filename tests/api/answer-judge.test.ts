/**
 * One answer judge for every game mode (docs/answers.md): the same typed entry gets the same
 * verdict on the math map, in the pet game and in a video level ("1,000" was right on the map and
 * wrong in a video question before the judges were merged).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app_settings, math_games, math_lessons, questions, student_video_answers, subscriptions, video_questions } from '../../db/schema';
import { answerFormFor } from '../../core/answers/policies';
import { addStudent, createAdmin, createTestContext, placeOnLevel, signUpParent, type TestContext } from '../helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Kid = Awaited<ReturnType<typeof addStudent>>;
const WANT = '1000';

/** Turns a stored bank question into "Write one thousand: ___" (answer WANT) under the policy of WANT. */
async function makeThousandBank(questionId: number) {
  const [row] = await ctx.deps.db
    .update(questions)
    .set({ question_type: 'BLNK', text: 'Write one thousand: ___', answers: [{ id: 1, answer_text: '', correct: true, answer_data: { answer_array: [WANT] } }], correct_answer: [WANT] })
    .where(eq(questions.id, questionId))
    .returning();
  await ctx.deps.db.update(math_lessons).set({ answer_form: answerFormFor([WANT]) }).where(eq(math_lessons.id, row!.math_lesson_id));
  // Content changes come with a new content version (as a re-seed stamps one), so the server's content cache reloads.
  await ctx.deps.db.update(app_settings).set({ value: `thousand-bank-${questionId}-${Date.now()}` }).where(eq(app_settings.key, 'content_version'));
}

async function mapVerdict(kid: Kid, typed: string): Promise<string> {
  // Progress back to 0 so the level never completes during the test.
  await ctx.deps.db.update(math_games).set({ num_problems_correct: 0 }).where(eq(math_games.student_id, kid.id));
  const q = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access })).json.question.id as number;
  await makeThousandBank(q);
  const res = await ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`, { token: kid.access, body: { answer: { answer_data: [typed] } } });
  expect(res.status).toBe(200);
  return res.json.result === 'invalid' ? `invalid: ${res.json.message as string}` : (res.json.result as string);
}

async function petVerdict(kid: Kid, petId: number, typed: string): Promise<string> {
  const base = `/api/v1/students/${kid.id}/student_pets/${petId}/pet_game`;
  const q = (await ctx.call('GET', base, { token: kid.access })).json.data.pet_game.question.id as number;
  await makeThousandBank(q);
  const res = await ctx.call('POST', `${base}/questions/${q}/student_answers`, { token: kid.access, body: { answer: { answer_data: [typed] } } });
  expect(res.status).toBe(200);
  return res.json.data.result === 'invalid' ? `invalid: ${res.json.data.message as string}` : (res.json.data.result as string);
}

/** The video reply has no `invalid` result: an unreadable entry is a 422 with the judge's try-again message (what form is wanted). */
async function videoVerdict(kid: Kid, typed: string): Promise<string> {
  const q = (await ctx.call('GET', `/api/v1/students/${kid.id}/video_level`, { token: kid.access })).json.question.id as number;
  await ctx.deps.db
    .update(video_questions)
    .set({ question_type: 'VIDEO_BLNK', text: 'Write one thousand: ___', answers: [{ id: 1, answer_text: '', correct: true, answer_data: { answer_array: [WANT] } }] })
    .where(eq(video_questions.id, q));
  const res = await ctx.call('POST', `/api/v1/students/${kid.id}/video_level/questions/${q}/student_answers`, { token: kid.access, body: { answer: { answer_data: [typed] } } });
  if (res.status === 422) return `invalid: ${res.json.error.message as string}`;
  expect(res.status).toBe(200);
  return res.json.result as string;
}

/** Typed forms of 1000 and the verdict each gets in every mode (issue 18: tidy equivalents are right; a refused entry says what is wanted). */
const FORMS: Array<[string, string]> = [
  ['1,000', 'correct'],
  ['1000', 'correct'],
  [' 1000 ', 'correct'],
  ['01000', 'correct'],
  ['999', 'incorrect'],
  ['1000.0', 'correct'],
  ['1\u2009000', 'correct'],
  ['1,00', 'invalid: Use digits, like 24'],
  ['one thousand', 'invalid: Use digits, like 24'],
];

describe('one answer judge', () => {
  it('judges "1,000" and the other ways of typing 1000 the same on the map and in the pet game', async () => {
    const admin = await createAdmin(ctx);
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent, 1);
    // Level 4: a question level, and the level-3 egg hatches a pet for the pet game.
    expect((await ctx.call('PUT', `/api/v1/admin/students/${kid.id}/math_game`, { token: admin.access, body: { current_level: 4 } })).status).toBe(200);
    const pet = (await ctx.call('POST', `/api/v1/students/${kid.id}/student_pets`, { token: kid.access, body: { pet_id: 12 } })).json.data.student_pet;
    for (const [typed, expected] of FORMS) {
      const verdicts = { map: await mapVerdict(kid, typed), pet: await petVerdict(kid, pet.id, typed) };
      expect(verdicts, typed).toEqual({ map: expected, pet: expected });
    }
  });

  it('judges them the same in a video level, storing only the judged answers', async () => {
    const parent = await signUpParent(ctx);
    const viewer = await addStudent(ctx, parent, 1);
    await ctx.deps.db.insert(subscriptions).values({ parent_id: parent.id, status: 'ACTIVE', subject_ids: [1] });
    await placeOnLevel(ctx, viewer.id, 17);
    for (const [typed, expected] of FORMS) expect(await videoVerdict(viewer, typed), typed).toBe(expected);
    const judged = FORMS.filter(([, v]) => !v.startsWith('invalid')).length;
    expect(await ctx.deps.db.$count(student_video_answers, eq(student_video_answers.student_id, viewer.id))).toBe(judged);
  });
});

import { eq } from 'drizzle-orm';
import { questions, video_questions } from '../../db/schema';
import type { BankAnswer } from '../../worker/math/bank/types';
import type { VideoAnswer } from '../../worker/math/video/video-questions';
import type { TestContext } from './context';

/** The stored correct answer of a question, read from the database (API tests only). */
export async function correctAnswerFor(ctx: TestContext, questionId: number): Promise<{ answer_id?: number; answer_data?: string[] }> {
  const [q] = await ctx.deps.db.select().from(questions).where(eq(questions.id, questionId));
  if (!q) throw new Error(`no question ${questionId}`);
  if (q.question_type === 'M') return { answer_id: (q.answers as BankAnswer[]).find((a) => a.correct)!.id };
  return { answer_data: q.correct_answer as string[] };
}

/** A wrong answer of the right shape. */
export async function wrongAnswerFor(ctx: TestContext, questionId: number): Promise<{ answer_id?: number; answer_data?: string[] }> {
  const [q] = await ctx.deps.db.select().from(questions).where(eq(questions.id, questionId));
  if (q!.question_type === 'M') return { answer_id: (q!.answers as BankAnswer[]).find((a) => !a.correct)!.id };
  return { answer_data: (q!.correct_answer as string[]).map((v) => String(Number(v) + 1)) };
}

/** The answer a child would give to a video question, right or wrong, read from the stored question (API tests only). */
export async function videoAnswerFor(ctx: TestContext, questionId: number, correctly: boolean) {
  const [row] = await ctx.deps.db.select().from(video_questions).where(eq(video_questions.id, questionId));
  const answers = row!.answers as VideoAnswer[];
  const right = answers.filter((a) => a.correct);
  const wrong = answers.find((a) => !a.correct);
  switch (row!.question_type) {
    case 'VIDEO_BLNK': {
      const values = right[0]!.answer_data!.answer_array!;
      return { answer_data: correctly ? values.map((v) => ` ${v} `) : values.map((v) => String(Number(v) + 1)) };
    }
    case 'VIDEO_M':
      return { answer_id: correctly ? right[0]!.id : wrong!.id };
    case 'VIDEO_SELECTION':
      return { answer_ids: correctly ? right.map((a) => a.id) : [right[0]!.id] };
    case 'VIDEO_SELECTION_ONE_OPTION':
      return { answer_ids: [correctly ? right[0]!.id : wrong!.id] };
    default:
      return { answer_data: answers.map((a) => (correctly ? a.answer_text : a.answer_text + '0')) };
  }
}

/**
 * Answers the student's map questions correctly through the real play call (POST student_answers)
 * until `leave` answers remain to the level's goal (0: the level completes). Replaces playing the
 * level on screen wherever the test is about what follows, not about the canvas.
 * @returns the last answer's response body (the game state), or the GET body when nothing was answered
 * @throws when the level has no question or did not reach the goal within 100 answers
 */
export async function playLevelByApi(ctx: TestContext, kid: { id: number; access: string }, map: string, leave = 0): Promise<any> {
  let game = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/${map}`, { token: kid.access })).json;
  for (let n = 0; n < 100; n++) {
    const { goal, num_problems_correct } = game.map_game as { goal: number; num_problems_correct: number };
    if (goal - num_problems_correct <= leave) return game;
    if (!game.question) throw new Error(`level ${game.map_game.current_level} has no question: ${JSON.stringify(game).slice(0, 300)}`);
    const q = game.question.id as number;
    const res = await ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`, { token: kid.access, body: { answer: await correctAnswerFor(ctx, q) } });
    if (res.status !== 200) throw new Error(`answer refused: ${res.status} ${JSON.stringify(res.json)}`);
    game = res.json;
    if (game.level_completed) return game;
  }
  throw new Error('the level did not reach its goal in 100 answers');
}

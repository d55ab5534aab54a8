import { eq } from 'drizzle-orm';
import { questions } from '../../db/schema';
import type { BankAnswer } from '../../worker/math/bank/types';
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

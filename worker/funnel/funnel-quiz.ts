/**
 * The funnel's quizzes (issue 14 "Must deliver 2": real questions from the math bank, judged by
 * the server). A guest asks for question `index` (0 or 1) of a grade; the answer comes back with
 * the quiz token, a short-lived signed JWT naming the question and the guest, so the server
 * judges it against the bank without storing anything (no game, no stats, no reward: it is a
 * taste of the game, not the game). The question payload is the game's public question: no
 * correct flag, answer data or explanation; the token names only the question's id.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';
import type { GuestRow } from '../../db/schema';
import { judgeAnswer } from '../../core/answers/judge';
import type { BankAnswer } from '../../core/answers/types';
import type { Deps } from '../env';
import { DomainError, invalid } from '../lib/errors';
import { gradeRank } from '../math/mastery';
import { mathContent, readContentVersion, type CatalogueLesson, type MathContent } from '../math/math-content';
import { publicQuestion } from '../math/lessons.service';
import type { PublicQuestion } from '../math/math.contracts';

/** Life of a quiz token, seconds (30 minutes: time to answer, not a lasting credential). */
export const QUIZ_TOKEN_TTL_S = 30 * 60;
export const QUIZ_EXPIRED = 'This question has expired. Here is a new one!';
export const QUIZ_INCOMPLETE = 'Please answer the question.';

const ISSUER = 'monsterific';
const quizClaims = z.object({ typ: z.literal('funnel_quiz'), question_id: z.number().int().positive(), guest_id: z.number().int().positive() });
const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * The lessons a funnel grade draws from, easiest first: grade 0 (Pre-K / Kindergarten) the
 * Pre-K then Kindergarten skills (catalogue order: foundations first), grade 1..8 that grade's
 * skills. One lesson per skill, so the two questions practise different things.
 */
export function quizLessons(catalogue: readonly CatalogueLesson[], grade: number): CatalogueLesson[] {
  const inGrade = catalogue.filter((l) => l.questions > 0 && (grade === 0 ? gradeRank(l.grade) <= 0 : l.grade === grade));
  const seen = new Set<number>();
  return inGrade.filter((l) => !seen.has(l.skill_id) && seen.add(l.skill_id));
}

async function currentContent(deps: Deps): Promise<MathContent> {
  return mathContent(deps.db, await readContentVersion(deps.db));
}

/**
 * Question `index` of `grade` for the guest, and its quiz token. The question inside the lesson
 * follows the guest id, so a reload shows the same one and two guests usually see different ones.
 * @throws DomainError 500 when no math content is loaded for the grade (the seed did not run).
 */
export async function funnelQuizQuestion(deps: Deps, guest: GuestRow, grade: number, index: 0 | 1): Promise<{ question: PublicQuestion; quiz_token: string }> {
  const content = await currentContent(deps);
  const lessons = quizLessons(content.catalogue, grade);
  if (lessons.length === 0) throw new DomainError('internal', 'No math questions are loaded.', 'internal');
  const lesson = lessons[index % lessons.length]!;
  const bank = content.questionsOf(lesson.id);
  const row = bank[(guest.id * 7 + index) % bank.length]!;
  const question = publicQuestion(row, { id: lesson.id, grade: lesson.lesson_grade, skill_id: lesson.skill_id, name: lesson.name, hints: lesson.hints });
  const iat = Math.floor(deps.clock.nowMs() / 1000);
  const quiz_token = await new SignJWT({ typ: 'funnel_quiz', question_id: row.id, guest_id: guest.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + QUIZ_TOKEN_TTL_S)
    .sign(key(deps.config.jwtSecret));
  return { question, quiz_token };
}

/** The question id a quiz token names for this guest, or null (bad, expired, another guest's, not a quiz token). */
async function questionOfToken(deps: Deps, guest: GuestRow, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key(deps.config.jwtSecret), { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(deps.clock.nowMs()) });
    const claims = quizClaims.safeParse(payload);
    return claims.success && claims.data.guest_id === guest.id ? claims.data.question_id : null;
  } catch (e) {
    if (e instanceof joseErrors.JOSEError) return null;
    throw e;
  }
}

/**
 * Judges an answer to the question of `quizToken` with the one judge (core/answers/judge.ts).
 * @returns whether it is correct, the correct values and the worked explanation.
 * @throws DomainError 422 {@link QUIZ_EXPIRED} for a bad, expired or foreign token (or a question
 *   a new content version removed), 422 {@link QUIZ_INCOMPLETE} when not answered, 422 with the
 *   judge's try-again message for an entry that can't be read.
 */
export async function judgeFunnelQuiz(
  deps: Deps,
  guest: GuestRow,
  quizToken: string,
  answer: { answer_id?: number | undefined; answer_data?: string[] | undefined; dont_know?: boolean | undefined },
) {
  const questionId = await questionOfToken(deps, guest, quizToken);
  const content = await currentContent(deps);
  const row = questionId === null ? undefined : content.question(questionId);
  const lesson = row && content.lesson(row.math_lesson_id);
  if (!row || !lesson) throw invalid(QUIZ_EXPIRED, { quiz_token: QUIZ_EXPIRED });
  const question = { question_type: row.question_type, text: row.text, answers: row.answers as BankAnswer[], correct_answer: row.correct_answer as string[], explanation: row.explanation };
  const judged = judgeAnswer({ kind: 'bank', question, policy: lesson.answer_form }, { answer_id: answer.answer_id ?? null, answer_data: answer.answer_data ?? null }, answer.dont_know === true);
  if (judged.verdict === 'incomplete') throw invalid(QUIZ_INCOMPLETE, { answer: QUIZ_INCOMPLETE });
  if (judged.verdict === 'invalid') throw invalid(judged.message, { answer: judged.message });
  return { correct: judged.correct, correct_answer: judged.prev_answer.correct_answer, explanation: judged.prev_answer.explanation };
}

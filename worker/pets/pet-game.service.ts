/**
 * The pet game (spec part 1 section 2 "pet game overlay"; game mode "pet"; math game field
 * pet_game): practice questions that feed a pet. A correct answer is a treat for the pet and one
 * gem for the child, up to {@link TREATS_PER_DAY} treats per pet and day; then the pet is full
 * until tomorrow. The pet game keeps its own pending question (table pet_games), so it never moves
 * the map game's progress, level or pending question, nor the lessons' mastery: it is review.
 * The server judges every answer and pays the gems (it is the authority for gems).
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { math_lessons, pet_games, questions, student_math_lessons, student_pets, type PetGameRow, type StudentPetRow, type StudentRow } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { Deps } from '../env';
import { changeGems, getGems } from '../gems/gems.service';
import { conflict, DomainError } from '../lib/errors';
import type { z } from '@hono/zod-openapi';
import { judgePending, loadBankQuestion, type AnswerMode } from '../answers/judge';
import { publicQuestion } from '../math/lessons.service';
import type { AnswerBody } from '../math/math.contracts';
import { feedReward, TREATS_PER_DAY } from './pet-rules';
import type { petGameAnswerResponseSchema, PetGame, StudentPet } from './pets.contracts';
import { lockStudentPet, studentToday, toStudentPet } from './pets.service';

type QuestionRow = typeof questions.$inferSelect;

/** How many of its practised lessons the pet game rotates through (the most recently practised). */
const PRACTICE_LESSONS = 3;

async function lockPetGame(tx: Tx, deps: Deps, studentId: number, studentPetId: number): Promise<PetGameRow> {
  const now = new Date(deps.clock.nowMs());
  await tx.insert(pet_games).values({ student_id: studentId, student_pet_id: studentPetId, updated_at: now }).onConflictDoNothing();
  const [game] = await tx.select().from(pet_games).where(eq(pet_games.student_id, studentId)).for('update');
  if (!game) throw new DomainError('internal', 'Could not start the pet game.', 'internal');
  return game;
}

/**
 * Lessons to practise: those the child answered questions of (the latest first), else the first
 * lessons of its grade (else of the lowest grade that has lessons), so a beginner still plays.
 */
async function practiceLessons(tx: Tx, student: StudentRow): Promise<number[]> {
  const practised = await tx
    .select({ id: student_math_lessons.math_lesson_id })
    .from(student_math_lessons)
    .where(and(eq(student_math_lessons.student_id, student.id), gt(student_math_lessons.num_answered, 0)))
    .orderBy(sql`${student_math_lessons.updated_at} desc`, asc(student_math_lessons.math_lesson_id))
    .limit(PRACTICE_LESSONS);
  if (practised.length) return practised.map((r) => r.id);
  const ofGrade = await tx.select({ id: math_lessons.id }).from(math_lessons).where(eq(math_lessons.grade, student.grade)).orderBy(asc(math_lessons.position), asc(math_lessons.id)).limit(PRACTICE_LESSONS);
  if (ofGrade.length) return ofGrade.map((r) => r.id);
  const any = await tx.select({ id: math_lessons.id }).from(math_lessons).orderBy(asc(math_lessons.id)).limit(PRACTICE_LESSONS);
  return any.map((r) => r.id);
}

/** Picks the next practice question (lessons in turn, questions offset per student) and records it as pending. */
async function askQuestion(tx: Tx, deps: Deps, student: StudentRow, game: PetGameRow, studentPetId: number): Promise<{ game: PetGameRow; question: QuestionRow }> {
  const lessons = await practiceLessons(tx, student);
  if (lessons.length === 0) throw new DomainError('internal', 'No math lessons are loaded.', 'internal');
  const lessonId = lessons[game.questions_asked % lessons.length]!;
  const rows = await tx.select({ id: questions.id }).from(questions).where(eq(questions.math_lesson_id, lessonId)).orderBy(asc(questions.seed));
  if (rows.length === 0) throw new DomainError('internal', 'A lesson has no questions.', 'internal');
  const pick = rows[(Math.floor(game.questions_asked / lessons.length) * 3 + student.id * 5) % rows.length]!;
  const [question] = await tx.select().from(questions).where(eq(questions.id, pick.id));
  const [updated] = await tx
    .update(pet_games)
    .set({ current_question_id: pick.id, student_pet_id: studentPetId, questions_asked: game.questions_asked + 1, updated_at: new Date(deps.clock.nowMs()) })
    .where(eq(pet_games.student_id, student.id))
    .returning();
  return { game: updated!, question: question! };
}

async function toPublic(tx: Tx, q: QuestionRow) {
  const [lesson] = await tx.select({ id: math_lessons.id, grade: math_lessons.grade, skill_id: math_lessons.skill_id, name: math_lessons.name, hints: math_lessons.hints }).from(math_lessons).where(eq(math_lessons.id, q.math_lesson_id));
  return publicQuestion(q, lesson!);
}

function petGameView(game: PetGameRow, pet: StudentPet, question: ReturnType<typeof publicQuestion> | null): PetGame {
  return { student_pet_id: pet.id, question, fed_today: pet.fed_today, treats_per_day: TREATS_PER_DAY, full: pet.fed_today >= TREATS_PER_DAY, num_correct: game.num_correct };
}

/**
 * The pet game for one of the student's pets (`GET student_pets/{id}/pet_game`): its pending
 * practice question (asking one when none is pending), or none when the pet is full for today.
 * @throws DomainError 404 when the pet is not the student's.
 */
export async function getPetGame(deps: Deps, student: StudentRow, studentPetId: number) {
  return deps.db.transaction(async (tx) => {
    const row = await lockStudentPet(tx, student.id, studentPetId);
    const pet = toStudentPet(row, studentToday(deps, student));
    let game = await lockPetGame(tx, deps, student.id, studentPetId);
    let question: QuestionRow | null = null;
    if (pet.fed_today < TREATS_PER_DAY) {
      if (game.current_question_id !== null) {
        [question = null] = await tx.select().from(questions).where(eq(questions.id, game.current_question_id));
        if (game.student_pet_id !== studentPetId) [game] = await tx.update(pet_games).set({ student_pet_id: studentPetId, updated_at: new Date(deps.clock.nowMs()) }).where(eq(pet_games.student_id, student.id)).returning() as [PetGameRow];
      }
      if (!question) ({ game, question } = await askQuestion(tx, deps, student, game, studentPetId));
    }
    return { pet_game: petGameView(game, pet, question ? await toPublic(tx, question) : null), student_pet: pet, incentives: { gems: await getGems(tx, student.id) } };
  });
}

/** What the pet mode locked before judging. */
interface PetCtx {
  tx: Tx;
  deps: Deps;
  student: StudentRow;
  game: PetGameRow;
  row: StudentPetRow;
  before: StudentPet;
  today: string;
}

/** The reply of POST pet_game/questions/{q}/student_answers. */
type PetAnswerReply = z.infer<typeof petGameAnswerResponseSchema>['data'];

/**
 * The pet mode of the one answer judge. Practice only: no answer row is stored and mastery does
 * not move. Reward rule: a correct answer is a treat for the pet and a gem for the child (until
 * the pet is full, pet-rules feedReward); wrong answers cost nothing.
 */
const petMode: AnswerMode<PetCtx, QuestionRow, PetAnswerReply> = {
  incomplete: { message: 'Please answer the question before checking.' },

  async invalidReply(message, question, { tx, student, game, before }) {
    return {
      result: 'invalid' as const,
      message,
      prev_question_correct: null,
      prev_answer: null,
      pet_game: petGameView(game, before, await toPublic(tx, question)),
      student_pet: before,
      incentives: { gems: await getGems(tx, student.id), earned: 0 },
    };
  },

  async reward(judged, _question, { tx, deps, student, game, row, before, today }) {
    const { correct } = judged;
    const now = new Date(deps.clock.nowMs());
    const reward = correct ? feedReward(before.fed_today) : { treats: 0, gems: 0 };
    let petRow = row;
    if (reward.treats > 0) {
      [petRow] = (await tx
        .update(student_pets)
        .set({ treats: row.treats + reward.treats, fed_today: before.fed_today + reward.treats, fed_on: today, updated_at: now })
        .where(eq(student_pets.id, row.id))
        .returning()) as [StudentPetRow];
    }
    const gems = reward.gems > 0 ? await changeGems(tx, student.id, reward.gems, `pet game ${row.id}`, deps.clock) : await getGems(tx, student.id);
    let [current] = (await tx
      .update(pet_games)
      .set({ current_question_id: null, num_correct: game.num_correct + (correct ? 1 : 0), updated_at: now })
      .where(eq(pet_games.student_id, student.id))
      .returning()) as [PetGameRow];
    const pet = toStudentPet(petRow, today);
    let next: QuestionRow | null = null;
    if (pet.fed_today < TREATS_PER_DAY) ({ game: current, question: next } = await askQuestion(tx, deps, student, current, row.id));
    return {
      result: judged.verdict,
      message: null,
      prev_question_correct: correct,
      prev_answer: judged.prev_answer,
      pet_game: petGameView(current, pet, next ? await toPublic(tx, next) : null),
      student_pet: pet,
      incentives: { gems, earned: reward.gems },
    };
  },
};

/**
 * Judges a pet-game answer (`POST student_pets/{id}/pet_game/questions/{q}/student_answers`).
 * Correct: the pet eats a treat and the child earns a gem (until the pet is full). Wrong or
 * "I don't know": the correct answer and its explanation come back; nothing is earned or lost.
 * An unreadable entry answers `invalid` with a message and saves nothing. One transaction.
 * @throws DomainError 409 when `q` is not the pending question or the pet is full; 422 for an
 *   incomplete answer; 404 when the pet is not the student's.
 */
export async function answerPetGame(deps: Deps, student: StudentRow, studentPetId: number, questionId: number, body: AnswerBody): Promise<PetAnswerReply> {
  return deps.db.transaction(async (tx) => {
    const today = studentToday(deps, student);
    const row: StudentPetRow = await lockStudentPet(tx, student.id, studentPetId);
    const game = await lockPetGame(tx, deps, student.id, studentPetId);
    const before = toStudentPet(row, today);
    if (before.fed_today >= TREATS_PER_DAY) throw conflict(`${row.name} is full! Come back tomorrow for more treats.`);
    const pending = { pendingId: game.current_question_id, load: () => loadBankQuestion(tx, questionId) };
    return judgePending(petMode, { tx, deps, student, game, row, before, today }, pending, questionId, body.answer, body.answer.dont_know === true);
  });
}

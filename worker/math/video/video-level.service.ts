/**
 * Desert video levels on the server (issue 6; spec part 1 sections 3, 5, 9): at each of the 21
 * cues (0–20) the video pauses for that cue's question; the server judges it (the client never
 * sees what is correct before answering), counts correct answers toward progress and gems, and
 * moves to the next cue whatever the verdict (a child is never stuck in a video). The level
 * completes at the video's end, once every cue was answered.
 * The position in the video is `map_game.state_data.video` = { level, cue }.
 */
import { and, eq } from 'drizzle-orm';
import { math_games, student_video_answers, video_questions, type StudentRow } from '../../../db/schema';
import type { Tx } from '../../../db/types';
import type { Deps } from '../../env';
import { changeGems, getGems, GEMS_PER_CORRECT_ANSWER, GEMS_PER_LEVEL } from '../../gems/gems.service';
import { conflict, DomainError, invalid, notFound } from '../../lib/errors';
import { completeLevel, currentLock, earnsPet, getOrCreateGame, lastAnswerAt, loadLevel, lockMessage, toMapGame } from '../math.service';
import type { PublicVideoQuestion, VideoAnswerBody, VideoAnswerResponse, VideoEndResponse, VideoLevelGame } from './video-level.contracts';
import { checkVideoAnswer, isVideoAnswerComplete, videoAnswerSchema, videoBlankCount, videoCorrectAnswer, type VideoQuestion } from './video-questions';
import { DESERT_CUE_COUNT } from './desert-cues';
import { z } from 'zod';

type GameRow = typeof math_games.$inferSelect;
type QuestionRow = typeof video_questions.$inferSelect;

/** Told to the child when an answer is missing a part; nothing is saved. */
export const INCOMPLETE_VIDEO_ANSWER = 'Finish your answer first, then press Check.';

/** The next cue of the game's current level (0 when the saved position belongs to another level). */
function cueOf(game: GameRow): number {
  const video = (game.state_data as { video?: { level?: unknown; cue?: unknown } } | null)?.video;
  return video && video.level === game.current_level && typeof video.cue === 'number' ? video.cue : 0;
}

function toQuestion(row: QuestionRow): VideoQuestion {
  return { question_type: row.question_type, text: row.text, answers: z.array(videoAnswerSchema).parse(row.answers), explanation: row.explanation };
}

/** The public view: option texts for choice and selection questions, positions for text boxes; nothing correct. */
export function publicVideoQuestion(row: QuestionRow): PublicVideoQuestion {
  const q = toQuestion(row);
  const choice = q.question_type === 'VIDEO_M' || q.question_type === 'VIDEO_SELECTION' || q.question_type === 'VIDEO_SELECTION_ONE_OPTION';
  const blank = q.question_type === 'VIDEO_BLNK';
  return {
    id: row.id,
    cue: row.cue,
    question_type: q.question_type,
    text: q.text,
    answers: blank ? [] : q.answers.map((a) => ({ id: a.id, answer_text: choice ? a.answer_text : '', position: a.answer_data?.position ?? null })),
    num_blanks: blank ? videoBlankCount(q.text) : 0,
  };
}

async function lockedGame(tx: Tx, studentId: number): Promise<GameRow> {
  await getOrCreateGame(tx, studentId);
  const [game] = await tx.select().from(math_games).where(eq(math_games.student_id, studentId)).for('update');
  return game!;
}

async function questionAt(tx: Tx, level: number, cue: number): Promise<QuestionRow | null> {
  if (cue >= DESERT_CUE_COUNT) return null;
  const [row] = await tx.select().from(video_questions).where(and(eq(video_questions.level, level), eq(video_questions.cue, cue)));
  if (!row) throw new DomainError('internal', 'This video level has no question for its cue.', 'internal');
  return row;
}

/**
 * The student's video level: where the video stands (next cue) and that cue's question.
 * @throws DomainError 409 when the current level is not a video level.
 */
export async function getVideoLevel(deps: Deps, student: StudentRow): Promise<VideoLevelGame> {
  return deps.db.transaction(async (tx) => {
    const game = await lockedGame(tx, student.id);
    const level = await loadLevel(tx, game.current_level);
    if (level.type !== 'video') throw conflict('Your current level is not a video level.');
    const locked = await currentLock(tx, deps, student, game);
    const cue = cueOf(game);
    const row = locked ? null : await questionAt(tx, level.level, cue);
    return {
      level: level.level,
      cue,
      total_cues: DESERT_CUE_COUNT,
      question: row ? publicVideoQuestion(row) : null,
      map_game: toMapGame(game, level, await lastAnswerAt(tx, game.id)),
      incentives: { gems: await getGems(tx, student.id) },
      locked,
    };
  });
}

/**
 * Judges the answer to the current cue's question and moves to the next cue. One transaction:
 * the answer row, progress, gems and the position change together or not at all.
 * @throws DomainError 409 when `questionId` is not the current cue's question (already answered, or
 *   not a video level), 403 when the level is locked, 422 for an incomplete answer.
 */
export async function answerVideoQuestion(deps: Deps, student: StudentRow, questionId: number, body: VideoAnswerBody): Promise<VideoAnswerResponse> {
  return deps.db.transaction(async (tx) => {
    const game = await lockedGame(tx, student.id);
    const level = await loadLevel(tx, game.current_level);
    if (level.type !== 'video') throw conflict('Your current level is not a video level.');
    const locked = await currentLock(tx, deps, student, game);
    if (locked) throw new DomainError('locked', lockMessage(locked), 'level_locked');
    const cue = cueOf(game);
    const row = await questionAt(tx, level.level, cue);
    if (!row || row.id !== questionId) throw conflict('This question was already answered. Here is the next one!');
    const question = toQuestion(row);
    if (!isVideoAnswerComplete(question, body.answer)) throw invalid(INCOMPLETE_VIDEO_ANSWER, { answer: INCOMPLETE_VIDEO_ANSWER });
    const correct = checkVideoAnswer(question, body.answer);
    const now = new Date(deps.clock.nowMs());
    await tx.insert(student_video_answers).values({
      student_id: student.id,
      math_game_id: game.id,
      video_question_id: row.id,
      level: level.level,
      cue,
      answer_id: body.answer.answer_id ?? null,
      answer_ids: body.answer.answer_ids ?? null,
      answer_data: body.answer.answer_data?.map((v) => v.trim()) ?? null,
      correct,
      created_at: now,
    });
    const progress = game.num_problems_correct + (correct ? 1 : 0);
    const [updated] = await tx
      .update(math_games)
      .set({
        num_problems_correct: progress,
        num_revealed: Math.max(game.num_revealed, progress),
        state_data: { ...((game.state_data ?? {}) as Record<string, unknown>), video: { level: level.level, cue: cue + 1 } },
        updated_at: now,
      })
      .where(eq(math_games.id, game.id))
      .returning();
    const earned = correct ? GEMS_PER_CORRECT_ANSWER : 0;
    const gems = earned > 0 ? await changeGems(tx, student.id, earned, 'math video answer') : await getGems(tx, student.id);
    const next = await questionAt(tx, level.level, cue + 1);
    return {
      result: correct ? 'correct' : 'incorrect',
      correct_answer: videoCorrectAnswer(question),
      explanation: question.explanation,
      cue: cue + 1,
      question: next ? publicVideoQuestion(next) : null,
      map_game: toMapGame(updated!, level, now),
      incentives: { gems, earned },
    };
  });
}

/**
 * The video reached its end: completes the level (spec "Completing a level": new_level = current + 1)
 * and adds the level's gems.
 * @throws DomainError 409 while cues remain unanswered or when the level is not a video level, 403 when locked.
 */
export async function endVideoLevel(deps: Deps, student: StudentRow): Promise<VideoEndResponse> {
  return deps.db.transaction(async (tx) => {
    const game = await lockedGame(tx, student.id);
    const level = await loadLevel(tx, game.current_level);
    if (level.type !== 'video') throw conflict('Your current level is not a video level.');
    const locked = await currentLock(tx, deps, student, game);
    if (locked) throw new DomainError('locked', lockMessage(locked), 'level_locked');
    if (cueOf(game) < DESERT_CUE_COUNT) throw conflict('Watch the video to the end first: some questions are still waiting.');
    const { video: _done, ...rest } = (game.state_data ?? {}) as Record<string, unknown>;
    const [cleared] = await tx.update(math_games).set({ state_data: rest }).where(eq(math_games.id, game.id)).returning();
    const next = await completeLevel(tx, deps, cleared!, student, level.type);
    const gems = await changeGems(tx, student.id, GEMS_PER_LEVEL, `math level ${level.level}`);
    const nextLevel = await loadLevel(tx, next.current_level).catch(() => {
      throw notFound('Level');
    });
    return {
      level_completed: { level: level.level, gems_earned: GEMS_PER_LEVEL, next_level: next.current_level, earned_pet: earnsPet(level.level) },
      map_game: toMapGame(next, nextLevel, await lastAnswerAt(tx, next.id)),
      incentives: { gems },
    };
  });
}

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
import { conflict, DomainError, notFound } from '../../lib/errors';
import { judgePending, type AnswerMode } from '../../answers/judge';
import type { LevelContent } from '../../../core/content/level-schema';
import { completeLevel, currentLock, earnsPet, getOrCreateGame, lastAnswerAt, loadLevel, lockMessage, toMapGame, type GameRow } from '../math-game';
import type { PublicVideoQuestion, VideoAnswerBody, VideoAnswerResponse, VideoEndResponse, VideoLevelGame } from './video-level.contracts';
import { videoAnswerSchema, videoBlankCount, type VideoQuestion } from './video-questions';
import { DESERT_CUE_COUNT } from './desert-cues';
import { z } from 'zod';

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

async function lockedGame(tx: Tx, deps: Deps, studentId: number): Promise<GameRow> {
  await getOrCreateGame(tx, deps.clock, studentId);
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
 * Locks the student's game for this transaction and loads its current level, which must be a
 * video level, with the lock (paywall, daily limit) that applies to it now (null when playable).
 * @throws DomainError 409 when the current level is not a video level.
 */
async function openVideoLevel(tx: Tx, deps: Deps, student: StudentRow) {
  const game = await lockedGame(tx, deps, student.id);
  const level = await loadLevel(tx, game.current_level);
  if (level.type !== 'video') throw conflict('Your current level is not a video level.');
  const locked = await currentLock(tx, deps, student, game);
  return { game, level, locked };
}

/**
 * The student's video level: where the video stands (next cue) and that cue's question.
 * @throws DomainError 409 when the current level is not a video level.
 */
export async function getVideoLevel(deps: Deps, student: StudentRow): Promise<VideoLevelGame> {
  return deps.db.transaction(async (tx) => {
    const { game, level, locked } = await openVideoLevel(tx, deps, student);
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

/** What the video mode locked before judging. */
interface VideoCtx {
  tx: Tx;
  deps: Deps;
  student: StudentRow;
  game: GameRow;
  level: LevelContent;
  cue: number;
}

/**
 * The video mode of the one answer judge: answers stored in student_video_answers; a correct
 * answer is progress and a gem; every verdict moves to the next cue. Its reply has no `invalid`
 * result, so an unreadable entry answers 422 with the judge's try-again message (nothing stored).
 */
const videoMode: AnswerMode<VideoCtx, QuestionRow, VideoAnswerResponse> = {
  incomplete: { message: INCOMPLETE_VIDEO_ANSWER, field: 'answer' },

  async store(judged, row, { tx, deps, student, game, level, cue }) {
    await tx.insert(student_video_answers).values({
      student_id: student.id,
      math_game_id: game.id,
      video_question_id: row.id,
      level: level.level,
      cue,
      ...judged.answer,
      correct: judged.correct,
      created_at: new Date(deps.clock.nowMs()),
    });
  },

  async reward(judged, _row, { tx, deps, student, game, level, cue }) {
    const { correct } = judged;
    const now = new Date(deps.clock.nowMs());
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
    const gems = earned > 0 ? await changeGems(tx, student.id, earned, 'math video answer', deps.clock) : await getGems(tx, student.id);
    const next = await questionAt(tx, level.level, cue + 1);
    return {
      result: correct ? 'correct' : 'incorrect',
      correct_answer: judged.prev_answer.correct_answer,
      explanation: judged.prev_answer.explanation,
      cue: cue + 1,
      question: next ? publicVideoQuestion(next) : null,
      map_game: toMapGame(updated!, level, now),
      incentives: { gems, earned },
    };
  },
};

/**
 * Judges the answer to the current cue's question and moves to the next cue. One transaction:
 * the answer row, progress, gems and the position change together or not at all.
 * @throws DomainError 409 when `questionId` is not the current cue's question (already answered, or
 *   not a video level), 403 when the level is locked, 422 for an incomplete or unreadable answer.
 */
export async function answerVideoQuestion(deps: Deps, student: StudentRow, questionId: number, body: VideoAnswerBody): Promise<VideoAnswerResponse> {
  return deps.db.transaction(async (tx) => {
    const { game, level, locked } = await openVideoLevel(tx, deps, student);
    if (locked) throw new DomainError('locked', lockMessage(locked), 'level_locked');
    const cue = cueOf(game);
    const row = await questionAt(tx, level.level, cue);
    const pending = { pendingId: row?.id ?? null, load: () => Promise.resolve({ judged: { kind: 'video' as const, question: toQuestion(row!) }, row: row! }) };
    return judgePending(videoMode, { tx, deps, student, game, level, cue }, pending, questionId, body.answer);
  });
}

/**
 * The video reached its end: completes the level (spec "Completing a level": new_level = current + 1)
 * and adds the level's gems.
 * @throws DomainError 409 while cues remain unanswered or when the level is not a video level, 403 when locked.
 */
export async function endVideoLevel(deps: Deps, student: StudentRow): Promise<VideoEndResponse> {
  return deps.db.transaction(async (tx) => {
    const { game, level, locked } = await openVideoLevel(tx, deps, student);
    if (locked) throw new DomainError('locked', lockMessage(locked), 'level_locked');
    if (cueOf(game) < DESERT_CUE_COUNT) throw conflict('Watch the video to the end first: some questions are still waiting.');
    const { video: _done, ...rest } = (game.state_data ?? {}) as Record<string, unknown>;
    const [cleared] = await tx.update(math_games).set({ state_data: rest, updated_at: new Date(deps.clock.nowMs()) }).where(eq(math_games.id, game.id)).returning();
    const next = await completeLevel(tx, deps, cleared!, student, level.type);
    const gems = await changeGems(tx, student.id, GEMS_PER_LEVEL, `math level ${level.level}`, deps.clock);
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

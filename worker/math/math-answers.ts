/**
 * The math map's answers (spec POST math_game/{game}/questions/{q}/student_answers): the map mode
 * of the one answer judge (worker/answers/judge.ts) and its reward rule: progress toward the
 * level's goal (rule 'correct' or 'minus'), lesson mastery, the pretest, gems, level completion
 * and the next question.
 */
import { eq } from 'drizzle-orm';
import { math_games, student_answers, type StudentRow } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { LevelContent } from '../../core/content/level-schema';
import type { Deps } from '../env';
import { earnGems, getGems, GEMS_PER_CORRECT_ANSWER, GEMS_PER_LEVEL } from '../gems/gems.service';
import { DomainError, notFound } from '../lib/errors';
import { judgePending, loadBankQuestion, type AnswerMode } from '../answers/judge';
import { completeLevel, currentLock, earnsPet, isQuestionLevel, lockGame, lockMessage, toMapGame, type GameRow } from './math-game';
import type { MathContent } from './math-content';
import { askNextQuestion, recordLessonAnswer, recordPretestStep, stateOf, toPublicQuestion, type QuestionRow } from './math-questions';
import type { AnswerBody, AnswerResponse } from './math.contracts';

/** What the map mode locked before judging. */
interface MapCtx {
  tx: Tx;
  deps: Deps;
  content: MathContent;
  student: StudentRow;
  game: GameRow;
  level: LevelContent;
  lastAnswerAt: Date | null;
}

/** The map mode: answers stored in student_answers; progress, mastery, pretest, gems, level completion. */
const mapMode: AnswerMode<MapCtx, QuestionRow, AnswerResponse> = {
  incomplete: { message: 'Please answer the question before checking.' },

  async store(judged, question, { tx, deps, student, game }) {
    await tx.insert(student_answers).values({
      student_id: student.id,
      math_game_id: game.id,
      question_id: question.id,
      math_lesson_id: question.math_lesson_id,
      level: game.current_level,
      answer_id: judged.answer.answer_id,
      answer_data: judged.answer.answer_data,
      dont_know: judged.dont_know,
      correct: judged.correct,
      created_at: new Date(deps.clock.nowMs()),
    });
  },

  async invalidReply(message, question, { tx, content, student, game, level, lastAnswerAt }) {
    return {
      result: 'invalid',
      message,
      prev_question_correct: null,
      prev_answer: null,
      question: await toPublicQuestion(tx, content, question, student.id),
      map_game: toMapGame(game, level, lastAnswerAt),
      incentives: { gems: await getGems(tx, student.id), earned: 0 },
      level_completed: null,
      pretest_completed: null,
      learning_mode: game.learning_mode,
    };
  },

  async reward(judged, question, { tx, deps, content, student, game, level }) {
    const { correct } = judged;
    const now = new Date(deps.clock.nowMs());
    const lesson = content.lesson(question.math_lesson_id);
    if (!lesson) throw new DomainError('internal', 'A question names an unknown lesson.', 'internal');
    await recordLessonAnswer(tx, student.id, question.math_lesson_id, correct, { question_type: question.question_type, optionCount: (question.answers as unknown[]).length }, now);
    const pretest = await recordPretestStep(tx, deps, content, game, lesson.skill_key, correct);
    const state = stateOf(pretest.game);
    const recent = [...(state.recent_lessons ?? []), question.math_lesson_id].slice(-8);

    let progress = game.num_problems_correct;
    let earned = 0;
    if (correct) {
      progress += 1;
      earned += GEMS_PER_CORRECT_ANSWER;
    } else if (level.rule === 'minus') {
      progress = Math.max(0, progress - 1);
    }
    // One UPDATE for the pretest step, the recent lessons and the progress.
    let [current] = (await tx
      .update(math_games)
      .set({
        ...pretest.patch,
        state_data: { ...state, recent_lessons: recent },
        num_problems_correct: progress,
        num_revealed: Math.max(game.num_revealed, progress),
        current_question_id: null,
        updated_at: now,
      })
      .where(eq(math_games.id, game.id))
      .returning()) as [GameRow];

    let levelCompleted: AnswerResponse['level_completed'] = null;
    if (progress >= level.goal) {
      current = await completeLevel(tx, deps, current, student, level.type);
      earned += GEMS_PER_LEVEL;
      levelCompleted = { level: game.current_level, gems_earned: GEMS_PER_LEVEL, next_level: current.current_level, earned_pet: earnsPet(game.current_level) };
    }
    const gems = earned > 0 ? await earnGems(tx, student.id, earned, levelCompleted ? `math level ${levelCompleted.level}` : 'math answer', deps.clock) : await getGems(tx, student.id);

    let next: QuestionRow | null = null;
    const nextLevel = levelCompleted ? content.level(current.current_level) : level;
    if (!levelCompleted && isQuestionLevel(level)) {
      ({ game: current, question: next } = await askNextQuestion(tx, deps, content, current, student));
    }
    return {
      result: judged.verdict,
      message: null,
      prev_question_correct: correct,
      prev_answer: judged.prev_answer,
      question: next ? await toPublicQuestion(tx, content, next, student.id) : null,
      map_game: toMapGame(current, nextLevel, now),
      incentives: { gems, earned },
      level_completed: levelCompleted,
      pretest_completed: pretest.completed,
      learning_mode: current.learning_mode,
    };
  },
};

/**
 * Judges an answer to the pending question and advances the game (spec POST
 * math_game/{game}/questions/{q}/student_answers). One transaction: the answer row, progress,
 * gems and the next question change together or not at all.
 * @throws DomainError 409 when `q` is not the pending question (already answered), 422 when the
 *   answer is incomplete, 404 when the game id is not the student's game, 403 when the level is locked.
 */
export async function submitAnswer(deps: Deps, student: StudentRow, gameParam: '-' | number, questionId: number, body: AnswerBody): Promise<AnswerResponse> {
  return deps.db.transaction(async (tx) => {
    const { game, content, lastAnswerAt } = await lockGame(tx, deps.clock, student.id);
    if (gameParam !== '-' && gameParam !== game.id) throw notFound('Math game');
    const locked = await currentLock(tx, deps, student, game);
    if (locked) throw new DomainError('locked', lockMessage(locked), 'level_locked');
    const level = content.level(game.current_level);
    const pending = { pendingId: game.current_question_id, load: () => loadBankQuestion(tx, questionId, (lessonId) => content.lesson(lessonId)?.answer_form) };
    return judgePending(mapMode, { tx, deps, content, student, game, level, lastAnswerAt }, pending, questionId, body.answer, body.answer.dont_know === true);
  });
}


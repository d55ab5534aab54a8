/**
 * The math map's answers (spec POST math_game/{game}/questions/{q}/student_answers): the map mode
 * of the one answer judge (worker/answers/judge.ts) and its reward rule: progress toward the
 * level's goal (rule 'correct' or 'minus'), lesson mastery, the pretest, gems, level completion
 * and the next question.
 */
import type { StudentRow } from '../../db/schema';
import type { LevelContent } from '../../core/content/level-schema';
import type { Deps } from '../env';
import { GEMS_PER_CORRECT_ANSWER, GEMS_PER_LEVEL } from '../gems/gems.service';
import { conflict, DomainError, notFound } from '../lib/errors';
import { ALREADY_ANSWERED, bankQuestion, judgePending, type AnswerMode } from '../answers/judge';
import { shouldLockNextLevel } from './level-access';
import { earnsPet, isQuestionLevel, lockMessage, MAX_LEVEL, toMapGame, type GameRow } from './math-game';
import { lockOfRead, readPlay, type LessonStats, type PlayRead } from './game-read';
import { writeAnswer } from './answer-write';
import { dueQuestion, pretestStep, stateOf, statsAfterAnswer, toPublicQuestion, type QuestionRow } from './math-questions';
import type { AnswerBody, AnswerResponse } from './math.contracts';

/** What the map mode read before judging: the game as it will be judged, and the read it came from. */
interface MapCtx {
  deps: Deps;
  student: StudentRow;
  read: PlayRead;
  game: GameRow;
  level: LevelContent;
}

/** Thrown by the reward when the game row changed between the read and the write: the caller reads again. */
class GameChanged extends Error {}

/**
 * The map mode: progress, mastery, pretest, gems, level completion and the next question, all
 * computed here from the one read and written by ONE statement (worker/math/answer-write.ts),
 * the answer row included (so the mode needs no separate `store`).
 */
const mapMode: AnswerMode<MapCtx, QuestionRow, AnswerResponse> = {
  incomplete: { message: 'Please answer the question before checking.' },

  invalidReply(message, question, { read, game, level }) {
    return Promise.resolve({
      result: 'invalid',
      message,
      prev_question_correct: null,
      prev_answer: null,
      question: toPublicQuestion(read.content, question, read.lessons),
      map_game: toMapGame(game, level, read.lastAnswerAt),
      incentives: { gems: read.gems, earned: 0 },
      level_completed: null,
      pretest_completed: null,
      learning_mode: game.learning_mode,
    });
  },

  async reward(judged, question, { deps, student, read, game, level }) {
    const { correct } = judged;
    const { content } = read;
    const now = new Date(deps.clock.nowMs());
    const lesson = content.lesson(question.math_lesson_id);
    if (!lesson) throw new DomainError('internal', 'A question names an unknown lesson.', 'internal');
    const lessons = new Map<number, LessonStats>(read.lessons);
    const kind = { question_type: question.question_type, optionCount: (question.answers as unknown[]).length };
    // Every answer is evidence about its lesson, a placement answer too; the placement then marks what it placed.
    const taught = statsAfterAnswer(content, read.lessons, lesson.id, correct, kind, game.updated_at.getTime());
    for (const [id, s] of taught.stats) lessons.set(id, s);
    const pretest = pretestStep(content, game, student, lessons, lesson.skill_key, correct, kind, now);
    const changedStats = new Map<number, LessonStats>([...taught.stats, ...pretest.placed]);
    for (const [id, s] of pretest.placed) lessons.set(id, s);
    const state = stateOf(pretest.game);
    const { recent_lessons: _old, ...rest } = state;
    const recent = [...(state.recent ?? []), taught.recent].slice(-8);

    let progress = game.num_problems_correct;
    let earned = 0;
    if (correct) {
      progress += 1;
      earned += GEMS_PER_CORRECT_ANSWER;
    } else if (level.rule === 'minus') {
      progress = Math.max(0, progress - 1);
    }
    let current: GameRow = {
      ...pretest.game,
      state_data: { ...rest, recent },
      num_problems_correct: progress,
      num_revealed: Math.max(game.num_revealed, progress),
      current_question_id: null,
      updated_at: now,
    };

    let levelCompleted: AnswerResponse['level_completed'] = null;
    if (progress >= level.goal) {
      // Completing a level (spec "Completing a level": new_level = current + 1), as completeLevel in math-game.ts.
      const next = Math.min(game.current_level + 1, MAX_LEVEL);
      current = {
        ...current,
        current_level: next,
        current_level_at: now,
        num_problems_correct: 0,
        num_revealed: 0,
        // The intro (a start level without questions) is not a day's work: it never triggers the daily limit.
        lock_next_level: level.type !== 'start' && shouldLockNextLevel(next, read.dontLockAtDailyLimit),
      };
      earned += GEMS_PER_LEVEL;
      levelCompleted = { level: game.current_level, gems_earned: GEMS_PER_LEVEL, next_level: next, earned_pet: earnsPet(game.current_level) };
    }

    // The next question is chosen now and stored with the answer (GET math_game then only reads it).
    let next: QuestionRow | null = null;
    const nextLevel = levelCompleted ? content.level(current.current_level) : level;
    if (!levelCompleted && isQuestionLevel(level)) {
      const due = dueQuestion(content, current, student, lessons);
      next = due.question;
      current = { ...current, state_data: due.state, current_question_id: next.id, questions_asked: current.questions_asked + 1 };
    }

    const written = await writeAnswer(deps.db, {
      game: current,
      rowVersion: read.rowVersion ?? '',
      answer: {
        student_id: student.id,
        question_id: question.id,
        math_lesson_id: question.math_lesson_id,
        level: game.current_level,
        answer_id: judged.answer.answer_id ?? null,
        answer_data: judged.answer.answer_data,
        dont_know: judged.dont_know,
        correct,
      },
      stats: [...changedStats].map(([id, stats]) => ({ math_lesson_id: id, stats })),
      completedLevel: levelCompleted?.level ?? null,
      gems: { earned, reason: levelCompleted ? `math level ${levelCompleted.level}` : 'math answer' },
      at: now,
    });
    if (!written) throw new GameChanged();
    return {
      result: judged.verdict,
      message: null,
      prev_question_correct: correct,
      prev_answer: judged.prev_answer,
      question: next ? toPublicQuestion(content, next, lessons) : null,
      map_game: toMapGame(current, nextLevel, now),
      incentives: { gems: written.gems ?? read.gems, earned },
      level_completed: levelCompleted,
      pretest_completed: pretest.completed,
      learning_mode: current.learning_mode,
    };
  },
};

/** One attempt: read (one round trip), judge, write (one statement). */
async function answerOnce(deps: Deps, student: StudentRow, gameParam: '-' | number, questionId: number, body: AnswerBody): Promise<AnswerResponse> {
  const read = await readPlay(deps.db, deps.clock, student);
  let game = read.game;
  if (gameParam !== '-' && gameParam !== game.id) throw notFound('Math game');
  const locked = lockOfRead(deps, student, read);
  if (locked) throw new DomainError('locked', lockMessage(locked), 'level_locked');
  const level = read.content.level(game.current_level);
  let pendingId = game.current_question_id;
  if (pendingId === null && read.stored && isQuestionLevel(level)) {
    // No stored question (a new level, a changed mode): the due one, as GET math_game showed it.
    const due = dueQuestion(read.content, game, student, read.lessons);
    pendingId = due.question.id;
    game = { ...game, state_data: due.state, questions_asked: game.questions_asked + 1 };
  }
  const load = () => {
    const row = read.content.question(questionId);
    const policy = row && read.content.lesson(row.math_lesson_id)?.answer_form;
    if (!row || !policy) throw notFound('Question');
    return Promise.resolve(bankQuestion(row, policy));
  };
  return judgePending(mapMode, { deps, student, read, game, level }, { pendingId, load }, questionId, body.answer, body.answer.dont_know === true);
}

/**
 * Judges an answer to the pending question and advances the game (spec POST
 * math_game/{game}/questions/{q}/student_answers). One read and one atomic write statement: the
 * answer row, progress, gems and the next question change together or not at all. When the game
 * changed in between (a concurrent call), it reads and judges once more; a second change, or a
 * question no longer pending, is a 409.
 * @throws DomainError 409 when `q` is not the pending question (already answered), 422 when the
 *   answer is incomplete, 404 when the game id is not the student's game, 403 when the level is locked.
 */
export async function submitAnswer(deps: Deps, student: StudentRow, gameParam: '-' | number, questionId: number, body: AnswerBody): Promise<AnswerResponse> {
  try {
    return await answerOnce(deps, student, gameParam, questionId, body);
  } catch (e) {
    if (!(e instanceof GameChanged)) throw e;
  }
  try {
    return await answerOnce(deps, student, gameParam, questionId, body);
  } catch (e) {
    if (e instanceof GameChanged) throw conflict(ALREADY_ANSWERED);
    throw e;
  }
}

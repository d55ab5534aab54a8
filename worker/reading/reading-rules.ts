/**
 * The reading map's rules as pure functions (issue 15; spec part 2 sections 4 and 9; DECISIONS
 * "Access"): who may open which level, how the map's level and state move, how vocabulary
 * statuses move, how a quiz ends, and the random draw of a quiz. No I/O: the services pass the
 * billing status and the rows in.
 */
import { READING_MAX_LEVEL, READING_QUIZ_SIZE, READING_WORLD_BEATEN } from '../../core/reading/book-schema';
import { READING_MAP_STATES, READING_VOCAB_STATUSES, type ReadingQuizAnswer } from '../../db/schema';
import type { BillingStatus } from '../math/level-access';

export type ReadingMapState = (typeof READING_MAP_STATES)[number];
export type ReadingVocabStatus = (typeof READING_VOCAB_STATUSES)[number];
export type QuizOutcome = 'pending' | 'beat' | 'fail';

/** The reading level a free (or unpaid) account may open: level 1 only (DECISIONS "Access"). */
export const FREE_READING_LEVEL = 1;
/** Correct answers out of {@link READING_QUIZ_SIZE} that beat a quiz. */
export const QUIZ_BEAT_AT = 2;
/** Gems for completing a book, once per book (DECISIONS "Game economy": 16 per level completed). */
export const GEMS_PER_BOOK = 16;

/** The highest level whose books the student may open: 8 when paid, else 1. */
export function readingMaxLevel(billing: BillingStatus): number {
  return billing === 'paid' ? READING_MAX_LEVEL : FREE_READING_LEVEL;
}

/** Whether a book of this level is locked for this billing status. */
export function isLevelLocked(difficultyLevel: number, billing: BillingStatus): boolean {
  return difficultyLevel > readingMaxLevel(billing);
}

/**
 * The map level after completing a book of `difficultyLevel` at `currentLevel`: one up when the
 * book is of the current level (8 -> 9: the world is beaten), else unchanged (re-reading an
 * easier book, or a book ahead, moves nothing).
 */
export function levelAfterBook(currentLevel: number, difficultyLevel: number): number {
  return difficultyLevel === currentLevel && currentLevel < READING_WORLD_BEATEN ? currentLevel + 1 : currentLevel;
}

/** Whether the map state may move from `from` to `to` (same state: a no-op, allowed; backward: not). */
export function stateMayMove(from: ReadingMapState, to: ReadingMapState): boolean {
  return READING_MAP_STATES.indexOf(to) >= READING_MAP_STATES.indexOf(from);
}

/** The later of two vocabulary statuses: a status never moves back (new < seen < heard < matched). */
export function laterVocabStatus(a: ReadingVocabStatus, b: ReadingVocabStatus): ReadingVocabStatus {
  return READING_VOCAB_STATUSES.indexOf(a) >= READING_VOCAB_STATUSES.indexOf(b) ? a : b;
}

/** A quiz's outcome: pending until every drawn question is answered, then beat with at least {@link QUIZ_BEAT_AT} correct. */
export function quizOutcome(questionCount: number, answers: readonly ReadingQuizAnswer[]): QuizOutcome {
  if (answers.length < questionCount) return 'pending';
  return answers.filter((a) => a.correct).length >= Math.min(QUIZ_BEAT_AT, questionCount) ? 'beat' : 'fail';
}

/** A random integer 0..n-1 (crypto: no bias worth measuring at these sizes). */
export function cryptoRandomInt(n: number): number {
  const [x] = crypto.getRandomValues(new Uint32Array(1));
  return x! % n;
}

/** A shuffled copy (Fisher-Yates) using `randomInt(n)` -> 0..n-1. */
export function shuffled<T>(items: readonly T[], randomInt: (n: number) => number = cryptoRandomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A fresh quiz draw: {@link READING_QUIZ_SIZE} of the part's questions in random order (fewer only if the part has fewer). */
export function drawQuiz<T>(questions: readonly T[], randomInt?: (n: number) => number): T[] {
  return shuffled(questions, randomInt).slice(0, READING_QUIZ_SIZE);
}

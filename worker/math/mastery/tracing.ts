/**
 * Mastery that holds (issue 18): knowledge tracing of one lesson with guess parameters per question
 * type and number of options, an evidence gate a guesser cannot pass, spaced review of mastered
 * lessons and demotion when review fails.
 *
 * - **Knowledge tracing** is BKT (bkt.ts, Corbett & Anderson 1995) with P(G) by question: a typed
 *   answer {@link TYPED_GUESS_BKT}, multiple choice 1 / options (a child who doesn't know still taps
 *   one), slip 0.1, learn 0.15. P(L) ≥ 0.95 is necessary for mastery, not sufficient.
 * - **Evidence** is a CUSUM of the log-likelihood ratio "knows" vs "guesses" over the lesson's
 *   answers (Page 1954): each right answer adds ln((1−S)/G) (typed: ln 9 ≈ 2.2; 4 options:
 *   ln 3.6 ≈ 1.28; 3 options: ≈ 0.99), each wrong one adds ln(S/(1−G)) (about −2.1), floored at 0.
 *   Mastery needs the sum to reach ln {@link EVIDENCE_RATIO} (≈ 5.3): three typed answers in a row,
 *   two typed and one chosen, or five chosen from four. Under pure guessing the likelihood ratio is
 *   a martingale, so a run that starts at a given answer ever reaches 200 with probability ≤ 1/200
 *   (Ville's inequality); over 30 answers that bounds a guesser's chance of mastery by about 30/200
 *   and in practice (runs overlap) it is far lower: the simulator (scripts/simulate-learners.ts)
 *   and the unit tests measure it.
 * - **Spaced review** (Leitner boxes with expanding intervals, after Cepeda et al. 2008, "Spacing
 *   effects in learning", Psychological Science 19(11)): a lesson mastered (or placed by the
 *   placement) enters box 1 and is due for review after {@link REVIEW_DAYS}[box]; a right review
 *   moves it up a box; a wrong one keeps it due soon ({@link RETRY_MS}) and lowers P(L) by BKT.
 * - **Demotion**: when a review fails twice in a row ({@link DEMOTE_AFTER_LAPSES}) or brings P(L)
 *   under {@link DEMOTE_BELOW}, the lesson is no longer mastered: it returns to practice with
 *   fresh evidence. One wrong review alone is taken for a slip and asked again soon.
 *
 * Pure: the state is plain JSON stored in student_math_lessons (mastery = P(L), mastery_algo,
 * tracing = the rest); times are epoch milliseconds.
 */
import { DEFAULT_BKT, MASTERY_THRESHOLD, updateMastery, type BktParams } from './bkt.js';

/** P(G) of a typed (BLNK) answer in tracing: rarely guessed, but partial knowledge counts. */
export const TYPED_GUESS_BKT = 0.1;

/** P(S) in tracing and evidence. */
export const SLIP = 0.1;

/** Likelihood ratio "knows" vs "guesses" the evidence must reach for mastery. */
export const EVIDENCE_RATIO = 200;

/** Review intervals in days by box (box 1 = just mastered). */
export const REVIEW_DAYS: readonly number[] = Object.freeze([0, 1, 3, 7, 16, 35]);

/** A wrong review is asked again after this long (ms): later in the same session. */
export const RETRY_MS = 10 * 60 * 1000;

/** P(L) under which a mastered lesson is demoted after a failed review. */
export const DEMOTE_BELOW = 0.5;

/** Failed reviews in a row that demote a lesson whatever P(L) says (a slip is one, not two). */
export const DEMOTE_AFTER_LAPSES = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How a question was asked: typed, or multiple choice with its option count. */
export interface AnswerKind {
  questionType: 'BLNK' | 'M';
  /** Options of a multiple-choice question (≥ 2); ignored for typed. */
  optionCount?: number;
}

/** Tracing state of one lesson for one child. */
export interface LessonTrace {
  /** P(L), BKT. */
  p: number;
  /** Evidence: CUSUM of ln LR(knows : guesses), ≥ 0. */
  e: number;
  /** 'mastered' by practice, 'pretest' placed by the placement, null while learning. */
  algo: 'mastered' | 'pretest' | null;
  /** Review box (0 while learning; 1.. once mastered or placed). */
  box: number;
  /** When a review is due (ms), null while learning. */
  due: number | null;
  /** Reviews failed in a row (a right review resets it). */
  lapses: number;
  /** Answers since the lesson was last (re)started in practice. */
  n?: number;
}

/** A lesson never practised. */
export function freshTrace(): LessonTrace {
  return { p: DEFAULT_BKT.pInit, e: 0, algo: null, box: 0, due: null, lapses: 0 };
}

/** P(G) of an answer kind. */
export function guessOf(kind: AnswerKind): number {
  if (kind.questionType === 'BLNK') return TYPED_GUESS_BKT;
  const options = Math.max(2, Math.trunc(kind.optionCount ?? 4));
  return 1 / options;
}

/** BKT parameters for an answer kind (slip {@link SLIP}, learn and prior as DEFAULT_BKT). */
export function tracingParams(kind: AnswerKind): BktParams {
  return { ...DEFAULT_BKT, pSlip: SLIP, pGuess: guessOf(kind) };
}

/** ln of the likelihood ratio knows : guesses of one answer. */
export function evidenceOf(kind: AnswerKind, correct: boolean): number {
  const g = guessOf(kind);
  return correct ? Math.log((1 - SLIP) / g) : Math.log(SLIP / (1 - g));
}

/** Whether the lesson counts as done (mastered or placed), so it is reviewed rather than taught. */
export function isDone(t: LessonTrace): boolean {
  return t.algo !== null;
}

/** Whether a done lesson's review is due at `nowMs`. */
export function isDue(t: LessonTrace, nowMs: number): boolean {
  return t.algo !== null && t.due !== null && t.due <= nowMs;
}

/** Outcome of one answer. */
export interface TraceStep {
  trace: LessonTrace;
  /** The lesson became mastered with this answer. */
  mastered: boolean;
  /** The lesson lost its mastery with this answer. */
  demoted: boolean;
}

/**
 * One answer to a question of the lesson ("I don't know" is a wrong answer).
 * While learning: BKT and evidence update; mastered when P(L) ≥ 0.95 and evidence ≥ ln 200.
 * When done (a review): right → next box; wrong → BKT down, retry soon, demoted under 0.8.
 */
export function traceAnswer(prev: LessonTrace, kind: AnswerKind, correct: boolean, nowMs: number): TraceStep {
  const p = updateMastery(prev.p, correct, tracingParams(kind));
  if (prev.algo === null) {
    const e = Math.max(0, prev.e + evidenceOf(kind, correct));
    const mastered = p >= MASTERY_THRESHOLD && e >= Math.log(EVIDENCE_RATIO);
    const n = (prev.n ?? 0) + 1;
    const trace: LessonTrace = mastered ? { p, e, algo: 'mastered', box: 1, due: nowMs + REVIEW_DAYS[1]! * DAY_MS, lapses: 0, n } : { ...prev, p, e, n };
    return { trace, mastered, demoted: false };
  }
  if (correct) {
    const box = Math.min(prev.box + 1, REVIEW_DAYS.length - 1);
    return { trace: { ...prev, p, box, due: nowMs + REVIEW_DAYS[box]! * DAY_MS, lapses: 0 }, mastered: false, demoted: false };
  }
  if (p < DEMOTE_BELOW || prev.lapses + 1 >= DEMOTE_AFTER_LAPSES) return { trace: { p, e: 0, algo: null, box: 0, due: null, lapses: prev.lapses + 1, n: 0 }, mastered: false, demoted: true };
  return { trace: { ...prev, p, box: 1, due: nowMs + RETRY_MS, lapses: prev.lapses + 1 }, mastered: false, demoted: false };
}

/**
 * A lesson placed by the placement: done, P(L) at the threshold, and due for a first review after
 * `firstReviewDays` (0 = now: the skills just under the frontier are verified first).
 */
export function placedTrace(prev: LessonTrace | undefined, nowMs: number, firstReviewDays: number): LessonTrace {
  const base = prev ?? freshTrace();
  if (base.algo !== null) return base;
  const box = Math.max(1, REVIEW_DAYS.findIndex((d) => d >= firstReviewDays));
  return { p: Math.max(base.p, MASTERY_THRESHOLD), e: base.e, algo: 'pretest', box: firstReviewDays === 0 ? 1 : box, due: nowMs + firstReviewDays * DAY_MS, lapses: 0 };
}

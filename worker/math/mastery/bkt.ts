/**
 * Bayesian Knowledge Tracing (BKT) for one lesson of the math game.
 *
 * Source: A. T. Corbett & J. R. Anderson (1995), "Knowledge tracing: Modeling the
 * acquisition of procedural knowledge", User Modeling and User-Adapted Interaction 4(4),
 * 253–278. Each lesson is one knowledge component with a hidden two-state variable
 * (known / not known) and four parameters:
 *
 * - `pInit`  = P(L0), the probability the child already knows the lesson before practising it;
 * - `pLearn` = P(T), the probability of moving from "not known" to "known" after one practice
 *   opportunity (BKT has no forgetting);
 * - `pSlip`  = P(S), the probability of a wrong answer although the lesson is known;
 * - `pGuess` = P(G), the probability of a right answer although it is not known.
 *
 * One observation updates P(Ln) in two steps. First the Bayesian posterior given the answer:
 *
 *     P(Ln | correct) = P(Ln)·(1 − P(S)) / ( P(Ln)·(1 − P(S)) + (1 − P(Ln))·P(G) )
 *     P(Ln | wrong)   = P(Ln)·P(S)       / ( P(Ln)·P(S)       + (1 − P(Ln))·(1 − P(G)) )
 *
 * then the learning transition for the practice the child just had:
 *
 *     P(Ln+1) = P(Ln | obs) + (1 − P(Ln | obs))·P(T)
 *
 * A lesson counts as mastered once P(Ln) ≥ 0.95, the criterion of the Cognitive Tutors
 * described in the same paper (and still the usual BKT convention).
 *
 * "I don't know" (the child skips or asks for the answer) is treated as a wrong observation:
 * it is evidence of not knowing, the same convention as BKT treats help requests, and it keeps
 * a child from reaching mastery by skipping.
 *
 * The default parameters are not fitted to this product's data (there is none yet); they are
 * conventional starting values inside the non-degenerate region (P(S) + P(G) < 1, guess ≤ 0.3,
 * slip ≤ 0.1 — the bounds commonly used to avoid degenerate fits, see R. S. J. d. Baker,
 * A. T. Corbett & V. Aleven (2008), "More accurate student modeling through contextual
 * estimation of slip and guess probabilities in Bayesian knowledge tracing", ITS 2008).
 * Spec: "Lesson stats: mastery, mastery_algo ('mastered' | 'pretest')" — `mastery` stores P(Ln).
 */

/** The four BKT parameters of one lesson; every value is a probability in [0, 1]. */
export interface BktParams {
  /** P(L0): prior probability the lesson is already known. */
  pInit: number;
  /** P(T): probability of learning the lesson at one practice opportunity. */
  pLearn: number;
  /** P(S): probability of answering wrong although the lesson is known. */
  pSlip: number;
  /** P(G): probability of answering right although the lesson is not known. */
  pGuess: number;
}

/**
 * Default parameters, used for fill-in-the-blank (BLNK) questions.
 * - pInit 0.2: a new lesson is assumed mostly unknown; three right answers in a row reach mastery.
 * - pLearn 0.15: a moderate per-question learning rate for short, scaffolded practice items.
 * - pSlip 0.1: young children make careless errors; 0.1 is the usual upper bound.
 * - pGuess 0.2: typing the exact number by chance is rare, but the value also absorbs partial
 *   knowledge (e.g. counting on fingers), so it is kept well above zero.
 */
export const DEFAULT_BKT: Readonly<BktParams> = Object.freeze({ pInit: 0.2, pLearn: 0.15, pSlip: 0.1, pGuess: 0.2 });

/** P(Ln) at or above which a lesson counts as mastered (Corbett & Anderson 1995). */
export const MASTERY_THRESHOLD = 0.95;

/**
 * BKT parameters for a question type of the bank (`BankQuestionType`).
 * BLNK (type the answer) uses {@link DEFAULT_BKT}; M (multiple choice) sets the guess
 * probability to the chance of picking the right option blindly, 1 / optionCount
 * (4 options → 0.25, 3 options → 1/3), because a child who does not know can still tap one.
 * @param questionType 'BLNK' or 'M'.
 * @param optionCount number of options of an M question (default 4, the bank uses 3 or 4); ignored for BLNK.
 * @throws RangeError when optionCount is not an integer ≥ 2.
 */
export function paramsFor(questionType: 'BLNK' | 'M', optionCount = 4): BktParams {
  if (questionType === 'BLNK') return { ...DEFAULT_BKT };
  if (!Number.isInteger(optionCount) || optionCount < 2) throw new RangeError(`optionCount must be an integer >= 2, got ${optionCount}`);
  return { ...DEFAULT_BKT, pGuess: 1 / optionCount };
}

function assertProbability(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new RangeError(`${name} must be a probability in [0, 1], got ${value}`);
}

/**
 * Check that parameters are probabilities and the model is not degenerate
 * (pSlip + pGuess < 1: a child who knows the lesson must be likelier to answer right than one who
 * does not, otherwise a right answer would lower the estimate).
 * @throws RangeError naming the offending parameter.
 */
export function validateBktParams(params: BktParams): void {
  assertProbability('pInit', params.pInit);
  assertProbability('pLearn', params.pLearn);
  assertProbability('pSlip', params.pSlip);
  assertProbability('pGuess', params.pGuess);
  if (params.pSlip + params.pGuess >= 1) throw new RangeError('pSlip + pGuess must be < 1 (degenerate model)');
}

/**
 * One BKT step: the posterior P(Ln | answer) followed by the learning transition (see the module
 * comment for the equations).
 * @param pKnown current P(Ln) in [0, 1] (use `params.pInit` for a lesson never practised).
 * @param correct whether the answer was right; pass false for "I don't know".
 * @param params BKT parameters, e.g. from {@link paramsFor}; defaults to {@link DEFAULT_BKT}.
 * @returns the new P(Ln+1) in [0, 1].
 * @throws RangeError when pKnown or a parameter is not a probability, or the model is degenerate.
 */
export function updateMastery(pKnown: number, correct: boolean, params: BktParams = DEFAULT_BKT): number {
  assertProbability('pKnown', pKnown);
  validateBktParams(params);
  const { pLearn, pSlip, pGuess } = params;
  const knownAndObs = correct ? pKnown * (1 - pSlip) : pKnown * pSlip;
  const unknownAndObs = correct ? (1 - pKnown) * pGuess : (1 - pKnown) * (1 - pGuess);
  const evidence = knownAndObs + unknownAndObs;
  // evidence is 0 only in impossible corners (e.g. pKnown = 1 with pSlip = 0 and a wrong answer);
  // the observation then carries no usable information, so keep the prior.
  const posterior = evidence > 0 ? knownAndObs / evidence : pKnown;
  const next = posterior + (1 - posterior) * pLearn;
  return Math.min(1, Math.max(0, next));
}

/**
 * Whether P(Ln) has reached {@link MASTERY_THRESHOLD}.
 * @param pKnown P(Ln) in [0, 1]; NaN counts as not mastered.
 */
export function isMastered(pKnown: number): boolean {
  return pKnown >= MASTERY_THRESHOLD;
}

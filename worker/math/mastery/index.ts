/**
 * Learning-logic core of the math game modes (pretest, adaptive, pickskill): BKT mastery,
 * the skill prerequisite graph, pretest placement and the next-lesson choice.
 * Pure TypeScript with no Node built-ins, so it runs in Node and in Cloudflare Workers.
 */
export { DEFAULT_BKT, MASTERY_THRESHOLD, isMastered, paramsFor, updateMastery, validateBktParams } from './bkt.js';
export type { BktParams } from './bkt.js';
export { ancestorsOf, buildSkillGraph, descendantsOf, gradeRank, teachingOrder, validateSkillGraph } from './prerequisites.js';
export type { SkillNode } from './prerequisites.js';
export {
  CONFIDENT,
  MAX_PLACEMENT_QUESTIONS,
  MAX_QUESTIONS_PER_SKILL,
  PLACEMENT_SLIP,
  TYPED_GUESS,
  isPlacementFinished,
  nextPlacementSkill,
  parsePlacementState,
  placementPosterior,
  placementResult,
  recordPlacementAnswer,
  startPlacement,
} from './placement.js';
export type { PlacementAnswer, PlacementItem, PlacementResult, PlacementState } from './placement.js';
export { DEMOTE_AFTER_LAPSES, DEMOTE_BELOW, EVIDENCE_RATIO, RETRY_MS, REVIEW_DAYS, SLIP, TYPED_GUESS_BKT, evidenceOf, freshTrace, guessOf, isDone, isDue, placedTrace, traceAnswer, tracingParams } from './tracing.js';
export type { AnswerKind, LessonTrace, TraceStep } from './tracing.js';
export { MAX_SAME_LESSON_STREAK, REVIEW_EVERY, chooseNextLesson, pickSkillLesson } from './next-lesson.js';
export type { LessonChoice, LessonRef, NextLessonInput, RecentLesson } from './next-lesson.js';
export { PLACED_FIRST_REVIEW_DAYS, VERIFY_NEAR_FRONTIER, STRUGGLE_ANSWERS, STRUGGLE_BELOW, groupBySkill, remediation, siblingsAfterReview, placedTraces, placementGuess, placementItems, placementLesson, teachingPositions } from './engine.js';
export type { EngineLesson } from './engine.js';
export { MATH_GAME_MODES, resolveGameMode, showsPretestModal } from './modes.js';
export type { MathGameMode } from './modes.js';

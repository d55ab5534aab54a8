/**
 * Learning-logic core of the math game modes (pretest, adaptive, pickskill): BKT mastery,
 * the skill prerequisite graph, pretest placement and the next-lesson choice.
 * Pure TypeScript with no Node built-ins, so it runs in Node and in Cloudflare Workers.
 */
export { DEFAULT_BKT, MASTERY_THRESHOLD, isMastered, paramsFor, updateMastery, validateBktParams } from './bkt.js';
export type { BktParams } from './bkt.js';
export { ancestorsOf, buildSkillGraph, descendantsOf, gradeRank, validateSkillGraph } from './prerequisites.js';
export type { SkillNode } from './prerequisites.js';
export {
  MAX_PRETEST_QUESTIONS,
  MAX_QUESTIONS_PER_SKILL,
  isPretestFinished,
  nextPretestSkill,
  parsePretestState,
  pretestResult,
  recordPretestAnswer,
  startPretest,
} from './pretest.js';
export type { PretestAnswer, PretestResult, PretestSkillStatus, PretestState } from './pretest.js';
export { MAX_SAME_LESSON_STREAK, allLessonsDone, chooseAdaptiveGrade, chooseNextLesson, pickSkillLesson } from './next-lesson.js';
export type { LessonRef, NextLessonInput } from './next-lesson.js';
export { MATH_GAME_MODES, resolveGameMode, showsPretestModal } from './modes.js';
export type { MathGameMode } from './modes.js';

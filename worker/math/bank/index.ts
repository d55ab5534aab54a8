/**
 * Entry point of the deterministic math question bank (pure TypeScript, no
 * Node built-ins, so it runs in Node and in Cloudflare Workers).
 */
import type { LessonDef, SkillDef } from './types.js';
import { PREK_SKILLS } from './grade-prek.js';
import { K_SKILLS } from './grade-k.js';
import { G1_SKILLS } from './grade-1.js';
import { G2_SKILLS } from './grade-2.js';
import { G3_SKILLS } from './grade-3.js';
import { G1_EXTRA_SKILLS } from './grade-1-extra.js';
import { G4_SKILLS } from './grade-4.js';
import { G5_SKILLS } from './grade-5.js';
import { G6_SKILLS } from './grade-6.js';
import { G7_SKILLS } from './grade-7.js';
import { G8_SKILLS } from './grade-8.js';

export type { AnswerFormPolicy, BankAnswer, BankQuestionType, GeneratedQuestion, LessonDef, SkillDef } from './types.js';
export { checkAnswer, countBlanks, isComplete } from '../../../core/answers/check';
export type { AnswerVerdict, SubmittedAnswer } from '../../../core/answers/types';

/** Grade ids used by the product for Pre-K and Kindergarten (grades 1..8 use their own number). */
export const GRADE_PRE_K = 13;
export const GRADE_KINDERGARTEN = 14;

/**
 * Every skill in the bank in catalogue order: Pre-K, K, then grades 1–8.
 * The server seeds skills and lessons in this order (their positions), so new
 * skills go at the end of their grade.
 */
export const SKILLS: SkillDef[] = [
  ...PREK_SKILLS, ...K_SKILLS, ...G1_SKILLS, ...G1_EXTRA_SKILLS, ...G2_SKILLS, ...G3_SKILLS,
  ...G4_SKILLS, ...G5_SKILLS, ...G6_SKILLS, ...G7_SKILLS, ...G8_SKILLS,
];

/**
 * Skills of a grade id (13 = Pre-K, 14 = K, 1..8 = grades 1..8); every one of
 * these grades has its own skills. Unknown ids give [].
 */
export function skillsForGrade(grade: number): SkillDef[] {
  return SKILLS.filter((s) => s.grade === grade);
}

const lessonsByKey = new Map<string, LessonDef>(SKILLS.flatMap((s) => s.lessons.map((l): [string, LessonDef] => [l.key, l])));

/** The lesson with this key (keys are unique across the bank), or undefined. */
export function findLesson(key: string): LessonDef | undefined {
  return lessonsByKey.get(key);
}

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

export type { AnswerFormPolicy, BankAnswer, BankQuestionType, GeneratedQuestion, LessonDef, SkillDef } from './types.js';
export { checkAnswer, countBlanks, isComplete } from './check.js';
export type { AnswerVerdict, SubmittedAnswer } from './check.js';

/** Grade ids used by the product for Pre-K and Kindergarten (grades 1..8 use their own number). */
export const GRADE_PRE_K = 13;
export const GRADE_KINDERGARTEN = 14;

/** Every skill in the bank, Pre-K first, then K and grades 1–3. */
export const SKILLS: SkillDef[] = [...PREK_SKILLS, ...K_SKILLS, ...G1_SKILLS, ...G2_SKILLS, ...G3_SKILLS];

/**
 * Skills for a grade id (13 = Pre-K, 14 = K, 1..8 = grades 1..8).
 * Grades 4–8 have no content of their own yet and fall back to the grade 3
 * skills (the returned SkillDefs keep grade: 3). Unknown ids give [].
 */
export function skillsForGrade(grade: number): SkillDef[] {
  const target = grade >= 4 && grade <= 8 ? 3 : grade;
  return SKILLS.filter((s) => s.grade === target);
}

const lessonsByKey = new Map<string, LessonDef>(SKILLS.flatMap((s) => s.lessons.map((l): [string, LessonDef] => [l.key, l])));

/** The lesson with this key (keys are unique across the bank), or undefined. */
export function findLesson(key: string): LessonDef | undefined {
  return lessonsByKey.get(key);
}

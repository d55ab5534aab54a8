/**
 * What the parent is told after placement (issue 18: "says so kindly to the parent"): where
 * practice starts, and, when that is below the child's grade, that filling a few gaps first is
 * normal and quick. Pure; shown on the student's card in My Account.
 */
import { gradeRank } from './prerequisites.js';

/** How grades read in a sentence. */
export function gradeInSentence(grade: number): string {
  if (grade === 13) return 'Pre-K';
  if (grade === 14) return 'kindergarten';
  return `grade ${grade}`;
}

/**
 * The parent's sentence about a finished placement.
 * @param p.firstName the child's first name; @param p.grade the child's grade id;
 * @param p.frontierGrade grade id of the first skill to practise (null when everything up to the grade is known);
 * @param p.frontierSkillName that skill's name (null likewise).
 */
export function placementMessage(p: { firstName: string; grade: number; frontierGrade: number | null; frontierSkillName: string | null }): string {
  const name = p.firstName.trim() || 'Your child';
  const skill = p.frontierSkillName ? p.frontierSkillName.replace(/\s*\(.*\)\s*$/, '') : null;
  if (p.frontierGrade === null || !skill) {
    return `${name} already knows the ${gradeInSentence(p.grade)} skills we checked, so practice moves on to what comes next. Wonderful!`;
  }
  if (gradeRank(p.frontierGrade) < gradeRank(p.grade)) {
    return `${name} is starting with a few ${gradeInSentence(p.frontierGrade)} skills, beginning with “${skill}”, to fill small gaps before ${gradeInSentence(p.grade)} work. Many children do, and it goes quickly: each skill moves on as soon as it is mastered.`;
  }
  return `${name} is starting right at ${gradeInSentence(p.frontierGrade)} level, with “${skill}”. Practice moves on as each skill is mastered.`;
}

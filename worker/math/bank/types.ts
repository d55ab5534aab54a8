/** Shared shapes of the deterministic math question bank. */

export type { AnswerFormPolicy, BankAnswer, BankQuestionType, GeneratedQuestion } from '../../../core/answers/types';
import type { AnswerFormPolicy, GeneratedQuestion } from '../../../core/answers/types';

export interface LessonDef {
  key: string;
  name: string;
  answerForm: AnswerFormPolicy;
  /**
   * The lesson's step-by-step hint (issue 18): 2–4 short steps a child can open before answering,
   * general to the lesson ("Count the tens first.", "Then count the ones."), read aloud on request.
   */
  hints?: string[];
  generate(seed: number): GeneratedQuestion;
}

export interface SkillDef {
  key: string;
  grade: number;
  name: string;
  /** Common Core code, e.g. 'K.OA.A.5'; its second part is the domain (OA, NBT, MD, G, ...). */
  standard: string;
  /**
   * Keys of the skills that must be known before this one (direct edges of the skill graph,
   * issue 18): the skills this one builds on, not whole grades. [] for a root. Checked for
   * cycles and unknown keys (worker/math/mastery/prerequisites.ts).
   */
  prerequisites?: string[];
  lessons: LessonDef[];
}

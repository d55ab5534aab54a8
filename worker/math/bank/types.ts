/** Shared shapes of the deterministic math question bank. */

export type { AnswerFormPolicy, BankAnswer, BankQuestionType, GeneratedQuestion } from '../../../core/answers/types';
import type { AnswerFormPolicy, GeneratedQuestion } from '../../../core/answers/types';

export interface LessonDef { key: string; name: string; answerForm: AnswerFormPolicy; generate(seed: number): GeneratedQuestion; }

export interface SkillDef { key: string; grade: number; name: string; standard: string /* e.g. 'K.OA.A.5' */; lessons: LessonDef[]; }

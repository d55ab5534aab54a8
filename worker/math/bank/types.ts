/** Shared shapes of the deterministic math question bank. */

export type BankQuestionType = 'BLNK' | 'M';

export interface BankAnswer {
  id: number;                 // 1..n within the question
  answer_text: string;        // M: the option text shown to the child; BLNK: ''
  correct: boolean;
  answer_data?: { answer_array: string[] }; // BLNK only: the correct value for each blank, in order
}

export interface GeneratedQuestion {
  question_type: BankQuestionType;
  /** The prompt. Each blank of a BLNK question is written as the token ___ (three underscores). M questions have no blanks. */
  text: string;
  answers: BankAnswer[];      // M: 3 or 4 options, exactly one correct, distinct texts, shuffled deterministically. BLNK: exactly one answer {id:1, answer_text:'', correct:true, answer_data:{answer_array:[...]}} whose array length equals the number of ___ tokens in text
  correct_answer: string[];   // BLNK: the blank values; M: [the correct option's answer_text]
  explanation: string;        // short worked explanation a 6–9 year old can follow, 1–3 sentences, e.g. "Start at 8 and count on 5: 9, 10, 11, 12, 13. So 8 + 5 = 13."
}

export interface AnswerFormPolicy { // in the style of Khan Academy Perseus numeric-input
  answerForms: Array<'integer' | 'decimal' | 'proper' | 'improper' | 'mixed'>;
  simplify: 'required' | 'enforced' | 'optional';
}

export interface LessonDef { key: string; name: string; answerForm: AnswerFormPolicy; generate(seed: number): GeneratedQuestion; }

export interface SkillDef { key: string; grade: number; name: string; standard: string /* e.g. 'K.OA.A.5' */; lessons: LessonDef[]; }

/**
 * Shapes of answerable questions and submissions, shared by every game mode (math map, pet game,
 * video levels, and the quizzes of the other subjects). Pure types: the domain core imports
 * nothing of the app.
 */

/** How a typed number is written: "7", "0.75", "3/4", "9/4", "8 3/4". */
export type NumberForm = 'integer' | 'decimal' | 'proper' | 'improper' | 'mixed';

/**
 * Which written forms of a number a question accepts, and how an unsimplified fraction counts
 * (in the style of Khan Academy Perseus numeric-input): 'required' sends it back as invalid (try
 * again), 'enforced' counts it wrong, 'optional' accepts it.
 */
export interface AnswerFormPolicy {
  answerForms: NumberForm[];
  simplify: 'required' | 'enforced' | 'optional';
}

/** Question types of the math bank: fill in the blanks, multiple choice. */
export type BankQuestionType = 'BLNK' | 'M';

export interface BankAnswer {
  /** 1..n within the question. */
  id: number;
  /** M: the option text shown to the child; BLNK: ''. */
  answer_text: string;
  correct: boolean;
  /** BLNK only: the correct value for each blank, in order. */
  answer_data?: { answer_array: string[] };
}

/**
 * A picture drawn by the bank's generator (worker/math/bank/figures): a self-contained SVG
 * document (no scripts, no external references, viewBox set, no fixed width/height) and its text
 * alternative, which says everything the picture shows that the question needs (the figure's
 * data: "A clock. The hour hand points to 3 and the minute hand to 12."). The alt is read aloud
 * and is what the bank's oracle tests read.
 */
export interface QuestionFigure {
  svg: string;
  alt: string;
}

/** A bank question as generated (server side: includes what is correct). */
export interface GeneratedQuestion {
  question_type: BankQuestionType;
  /** The prompt. Each blank of a BLNK question is written as the token ___ (three underscores). M questions have no blanks. */
  text: string;
  /**
   * M: 3 or 4 options, exactly one correct, distinct texts, shuffled deterministically. BLNK:
   * exactly one answer {id:1, answer_text:'', correct:true, answer_data:{answer_array:[...]}}
   * whose array length equals the number of ___ tokens in text.
   */
  answers: BankAnswer[];
  /** BLNK: the blank values; M: [the correct option's answer_text]. */
  correct_answer: string[];
  /** Short worked explanation a 6–9 year old can follow, 1–3 sentences. */
  explanation: string;
  /** A picture the question is about (number line, clock, graph...), shown above the text. */
  figure?: QuestionFigure;
}

/** Verdict of the checkers on a complete submission ('invalid': an entry that can't be read; try again, not counted). */
export type AnswerVerdict = 'correct' | 'incorrect' | 'invalid';

/** What a child submits, in any mode: an option id, selected option ids, or typed entries. */
export interface SubmittedAnswer {
  answer_id?: number | null;
  answer_ids?: number[] | null;
  answer_data?: string[] | null;
}

/**
 * Types of the reading map statechart (reading-map.machine.ts): its context, input and events.
 * Shapes of the server's answers come from reading-api.ts (contract section 4).
 */
import type { FilmEvent } from '../subjects/intro-chain';
import type { Attempt, BookSummary, GameMap, Page, PartSummary, QuizQuestion, Vocab, VocabStatus } from './reading-api';

/** The reading map's levels (spec part 2 sections 4 and 9): 0 before the first visit, 1..8, 9 = the world is beaten. */
export const FIRST_LEVEL = 1;
export const TOP_LEVEL = 8;
export const WORLD_BEATEN_LEVEL = 9;

/** Why a level can't be opened: a free account's members-only level, or a level not reached yet. */
export interface LockInfo {
  level: number;
  reason: 'members' | 'later';
}

export interface ReadingMapInput {
  studentId: number;
}

export interface ReadingMapContext extends ReadingMapInput {
  gameMap: GameMap | null;
  /** The highest level the account opens: 1 free, 8 paid. */
  maxLevel: number;
  /** Some part not completed among the unlocked books at the current level. */
  hasUnreadParts: boolean;
  /** Every book (all levels), in book order. */
  books: BookSummary[];
  /** The level whose books the carousel shows. */
  pickLevel: number;
  /** The open book, its vocabulary, the part being read and that part's pages. */
  book: BookSummary | null;
  vocabulary: Vocab[];
  part: PartSummary | null;
  pages: Page[];
  /** The quiz attempt's questions (3, spec part 2 section 9). */
  questions: QuizQuestion[];
  /** quizArrowStatic: the page (1-based within the part) the arrow points at. */
  lookBackPage: number | null;
  /** The last quiz attempt's outcome (quizBeat / quizFail). */
  attempt: Attempt | null;
  /** Gems earned in this part's quiz (shown by the celebration), and by the book's completion. */
  partGems: number;
  bookGems: number;
  /** The last completed book moved the map up a level (levelExit walks, levelMap says so). */
  levelUp: boolean;
  /** The level the monster walks from in levelExit (the map's level before the book was completed). */
  walkFrom: number | null;
  /** A locked level the child tapped (the locked modal), or the reading limit's. */
  locked: LockInfo | null;
  /** The message of the state's error (welcome, saving, opening, quiz...). */
  error: string | null;
}

export type ReadingMapEvent =
  | FilmEvent
  /** The error card's "Try again". */
  | { type: 'RETRY' }
  /** mmStatic's "Let's go!". */
  | { type: 'GO' }
  /** A tap on a level of the map (SubjectMapStage onSelect, node `level-<n>`). */
  | { type: 'SELECT_LEVEL'; level: number }
  /** The locked modal's OK. */
  | { type: 'CLOSE_LOCKED' }
  /** The carousel's book (BookCarousel onPick). */
  | { type: 'PICK'; bookId: number }
  /** Back to the map from the carousel, the vocabulary, the reader or the quiz. */
  | { type: 'BACK' }
  /** VocabPractice onRecord: saved in the background (status never moves back on the server). */
  | { type: 'RECORD_VOCAB'; vocabId: number; status: Exclude<VocabStatus, 'new'> }
  /** VocabPractice onDone. */
  | { type: 'VOCAB_DONE' }
  /** BookReader onFinished: the part's last page was read. */
  | { type: 'PART_READ' }
  /** QuizModal onLookBack: the arrow shows the page that answers the question. */
  | { type: 'LOOK_BACK'; page: number }
  /** quizArrowStatic's "Back to the question". */
  | { type: 'BACK_TO_QUIZ' }
  /** The quiz judged an answer that earned gems (first time right). */
  | { type: 'GEMS_EARNED'; gems: number }
  /** QuizModal onOutcome. */
  | { type: 'QUIZ_OUTCOME'; outcome: 'beat' | 'fail'; attempt: Attempt }
  /** quizBeatStatic's "Keep going!". */
  | { type: 'CONTINUE' }
  /** quizFailStatic's "Let's read it again!". */
  | { type: 'READ_AGAIN' }
  /** SubjectMapStage onArrived: the monster reached the new level (levelExit). */
  | { type: 'ARRIVED' };

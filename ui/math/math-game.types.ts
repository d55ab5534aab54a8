/**
 * Types of the math game's statechart (math-game.machine.ts): its context, the events the screen
 * and the game send, and the shapes of the injected services and side effects. Imports types
 * only, so the machine module stays free of the API client, howler and Phaser.
 */
import type { GameEvents } from '../../game';
import type { LevelContent } from '../../core/content/level-schema';
import type { EffectName } from '../../core/sound-assets';
import type { LessonDetail } from '../../worker/math/lessons.contracts';
import type { AnswerResponse, LevelLockInfo, MapGame, MathMap, PublicQuestion } from '../../worker/math/math.contracts';
import type { VideoEndResponse } from '../../worker/math/video/video-level.contracts';
import type { LevelPlayState } from './level-state';
import type { SubmittedAnswer } from './QuestionOverlay';
import type { Topic } from './TopicPicker';

export type LearningMode = AnswerResponse['learning_mode'];
export type LevelCompleted = NonNullable<AnswerResponse['level_completed']>;
/** The query of `GET math_game/:map`: pick a topic's lesson, or go back to the child's own path. */
export type GameSetup = { lesson_id: number } | { learning_mode: 'adaptive' };

/** One bridge command, `bridge.emit(event, payload)` (game/bridge.ts). */
export type BridgeCommand = { [K in keyof GameEvents]: { event: K; payload: GameEvents[K] } }[keyof GameEvents];

export interface MathGameContext {
  studentId: number;
  /** The last map load, kept current by every answer (map_game, gems). */
  map: MathMap | null;
  /** The level the monster walks from on the next map load (after a level), spec "MoveMonster". */
  walkFrom: number | undefined;
  /** The error modal's message. */
  error: string;
  lock: LevelLockInfo | null;
  /** The level being played (every level state). */
  level: LevelContent | null;
  /** The question on screen, with the learning mode it was asked in. */
  question: PublicQuestion | null;
  mode: LearningMode;
  /** The answer being submitted. */
  answer: SubmittedAnswer | null;
  /** Shown under the question (an invalid answer form, a failed submission). */
  notice: string | null;
  /** The learn overlay's worked example (null while it loads). */
  lesson: LessonDetail | null;
  /** The last answer's verdict and its compliment words. */
  result: AnswerResponse | null;
  compliment: string;
  /** Answers given on this screen: picks the compliment word (core/compliments.ts). */
  answersGiven: number;
  /** The pick-skill topic shown in the HUD (null in pretest and adaptive). */
  topic: Topic | null;
  /** The query the next level opening sends. */
  setup: GameSetup | undefined;
  /** What shows while a level opens: the map bar or the question (a 409 re-entry). */
  busyOver: 'map' | 'question';
  /** Whether the pretest is done (the intro video's conditional pretest cue). */
  pretestCompleted: boolean;
  completed: LevelCompleted | null;
  /** The level state behind the confirm-exit modal (data-level-state keeps it). */
  exitBack: LevelPlayState;
  /** Whether confirm-exit was opened on the map ("Leave the map?") or in a level ("Back to the map?"). */
  exitFrom: 'map' | 'level';
}

export type MathGameEvent =
  /** Error modal: load the map again. */
  | { type: 'RETRY' }
  /** The map bar's Play button (the current level). */
  | { type: 'PLAY' }
  /** The game: the child tapped a level's node (bridge `map:level-selected`). */
  | { type: 'LEVEL_SELECTED'; level: number }
  | { type: 'OPEN_MONSTER_MAKER' }
  | { type: 'OPEN_TOPIC_PICKER' }
  | { type: 'OPEN_PETS' }
  | { type: 'OPEN_INCENTIVES' }
  /** Closes the open overlay or modal (monster maker cancel, picker, pets, incentives, locked). */
  | { type: 'CLOSE' }
  | { type: 'MONSTER_SAVED' }
  | { type: 'PICK_TOPIC'; topic: Topic }
  /** A new gem balance (pets, store, intro). */
  | { type: 'GEMS'; gems: number }
  /** The HUD's exit button, confirm-exit's two answers. */
  | { type: 'EXIT' }
  | { type: 'STAY' }
  | { type: 'CONFIRM_EXIT' }
  /** Pretest start modal's "Let's go!", pretest end modal's "Continue". */
  | { type: 'GO' }
  | { type: 'CONTINUE' }
  /** Learn overlay's "I'm ready!". */
  | { type: 'LEARNED' }
  /** Level 1's start card: "Start the adventure!". */
  | { type: 'START' }
  | { type: 'SUBMIT'; answer: SubmittedAnswer }
  /** Feedback's "Next →" / "Got it!". */
  | { type: 'NEXT' }
  | { type: 'OPEN_EXIT_TOPIC' }
  | { type: 'LEAVE_TOPIC' }
  /** Level-complete modal: hatch the earned egg, or back to the map. */
  | { type: 'HATCH' }
  | { type: 'BACK_TO_MAP' }
  /** The intro level: over (or skipped), or its monster maker saved a monster. */
  | { type: 'INTRO_FINISHED' }
  | { type: 'INTRO_MONSTER_SAVED' }
  /** The video level: an answer's progress, the end, the way back. */
  | { type: 'VIDEO_PROGRESS'; mapGame: MapGame; gems: number }
  | { type: 'VIDEO_COMPLETE'; result: VideoEndResponse }
  | { type: 'VIDEO_EXIT' }
  /** Internal: the topic changed, fetch its name. */
  | { type: 'NAME_TOPIC' };

export interface MathGameInput {
  studentId: number;
}

/** Sound effects the machine plays (ui/sound/sound.ts through provided actions). */
export type { EffectName };

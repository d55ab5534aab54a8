/**
 * A Superskills episode as the student videos call answers it (issue 17 contract call 8; spec part 2
 * section 3 "Superskills: episode_number; student_superskills_video (list, first used)").
 */
import type { LessonVideo } from '../subjects/lesson-player';
import type { EpisodeProgress } from './superskills-rules';

export interface SuperskillsEpisode extends EpisodeProgress {
  title: string;
  skill: string;
  big_idea: string;
  /** Beyond what the billing status opens (free: episode 1). */
  locked: boolean;
  video: LessonVideo;
  duration_s: number | null;
  question: { id: number; text: string; answers: { id: number; text: string }[] };
  parent_prompt: { ask: string; tip: string };
}

/** The answer call's reply. */
export interface EpisodeAnswerReply {
  correct: boolean;
  correct_answer_id: number;
  explanation: string;
  gems: number;
}

/**
 * The science answers as the screen uses them (issue 16 contract "The API"; spec part 2 section 3
 * "Server data"). Client-side only fields of the spec (a topic's showAnnouncement, a lesson's
 * videoState and videoCurrentTime) live in the statechart's context, not here.
 */
import type { LessonVideo } from '../subjects/lesson-player';

export type Billing = 'free' | 'paid' | 'unpaid';

export interface TryAtHome {
  title: string;
  materials: string[];
  steps: string[];
  what_happens: string;
  grown_up_note: string;
}

export interface LessonQuestion {
  id: number;
  text: string;
  answers: { id: number; text: string }[];
}

export interface VideoLesson {
  id: number;
  title: string;
  youtube: string | null;
  science_topic_id: number;
  locked: boolean;
  video: LessonVideo;
  duration_s: number | null;
  /** A question asked when the film reaches `time_s` (seconds). */
  cues: { time_s: number; question_id: number }[];
  questions: LessonQuestion[];
  try_at_home: TryAtHome;
}

export interface ScienceTopic {
  id: number;
  key: string;
  title: string;
  video_lessons: VideoLesson[];
}

export interface ScienceHabitat {
  key: string;
  title: string;
  sub_title: string;
  science_topics: ScienceTopic[];
}

export interface ScienceMapData {
  id: number;
  key: string;
  billing: Billing;
  payment_prompt?: 'ASK_PAYMENT_HARD' | 'ASK_PAYMENT_SOFT' | undefined;
  science_habitats: ScienceHabitat[];
}

export interface StudentVideoLesson {
  video_lesson_id: number;
  student_id: number;
  started_at: string | null;
  completed_at: string | null;
  star_earned: boolean;
  video_lesson: { id: number; title: string; science_topic_id: number };
  answered_right_question_ids: number[];
}

export interface StudentBadge {
  science_badge_id: number;
  background_science_badge_item_id: number;
  border_science_badge_item_id: number;
  color_science_badge_item_id: number;
  pose_science_badge_item_id: number;
}

export interface ScienceBadge {
  id: number;
  science_topic_id: number;
  student_science_badges: StudentBadge[];
}

export interface BadgeItemData {
  id: number;
  kind: 'background' | 'border' | 'color' | 'pose';
  key: string;
  name: string;
  hex?: string | undefined;
  image_url: string;
}

export interface AnswerReply {
  correct: boolean;
  correct_answer_id: number;
  explanation: string;
  gems: number;
  student_video_lesson: StudentVideoLesson;
}

/** The badge body a customisation sends (POST student_science_badges). */
export type BadgeChoice = Omit<StudentBadge, 'science_badge_id'>;

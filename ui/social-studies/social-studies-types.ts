/**
 * The social studies answers as the screen uses them (issue 17 contract "The API"; spec part 2
 * section 3 "Social studies"). Shapes the rules read are in social-studies-rules.ts.
 */
import type { LessonVideo } from '../subjects/lesson-player';
import type { VideoType } from './social-studies-rules';

export type Billing = 'free' | 'paid' | 'unpaid';

export interface SsQuestion {
  id: number;
  text: string;
  answers: { id: number; text: string }[];
}

/** A lesson's video states (spec: videoIntro, videoQuizTime carrying questions, videoOutro). */
export type SsVideoState = { state: 'videoIntro' } | { state: 'videoQuizTime'; time_s: number | null; questions: SsQuestion[] } | { state: 'videoOutro' };

export interface SsLesson {
  id: number;
  vimeo_id: number | null;
  video_type: VideoType;
  title: string;
  social_studies_topic_id: number;
  locked: boolean;
  video: LessonVideo;
  duration_s: number | null;
  video_states: SsVideoState[];
}

export interface SsTopic {
  id: number;
  key: string;
  name: string;
  quest: string;
  social_studies_video_lessons: SsLesson[];
}

export interface SsMap {
  id: number;
  key: string;
  name: string;
  intro_topic_id: number;
  intro_topic: SsTopic;
  first_orb_topic_id: number;
  billing: Billing;
  payment_prompt?: 'ASK_PAYMENT_HARD' | 'ASK_PAYMENT_SOFT' | undefined;
  completed: boolean;
  social_studies_topics: SsTopic[];
}

export interface SsStudentLesson {
  student_id: number;
  social_studies_video_lesson_id: number;
  social_studies_video_lesson: { id: number; video_type: VideoType; social_studies_topic_id: number; map_id: number };
  num_times_started: number;
  num_times_completed: number;
  orb_earned_at: string | null;
  student_answers: { question_id: number; answer_id: number; correct: boolean }[];
}

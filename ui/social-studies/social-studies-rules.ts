/**
 * Social studies rules, pure (spec part 2 section 4 "Social studies", section 9 "orbs per map:
 * topic count minus 1"): which lesson a tapped topic plays, the orbs of a map and its score text,
 * when the subject is complete, which question comes next, which topics the map shows (and with an
 * arrow), and which map intro and landing film fit the child's progress. The statechart
 * (social-studies.machine.ts) and the views call these; nothing here talks to the server.
 */

export type VideoType = 'defaultVideo' | 'returnVideo' | 'completeVideo';

/** The parts of a lesson the rules read (the map call's Lesson). */
export interface SsLessonRef {
  id: number;
  video_type: VideoType;
}

/** The parts of a topic and a map the rules read. */
export interface SsTopicRef {
  id: number;
  key: string;
  social_studies_video_lessons: SsLessonRef[];
}
export interface SsMapRef {
  id: number;
  intro_topic_id: number;
  first_orb_topic_id: number;
  social_studies_topics: SsTopicRef[];
}

/** The parts of a student lesson the rules read (spec section 3). */
export interface SsStudentLessonRef {
  social_studies_video_lesson_id: number;
  social_studies_video_lesson: { map_id: number };
  num_times_started: number;
  num_times_completed: number;
  orb_earned_at: string | null;
  student_answers: { question_id: number; answer_id: number; correct: boolean }[];
}

const lessonIds = (map: SsMapRef) => new Set(map.social_studies_topics.flatMap((t) => t.social_studies_video_lessons.map((l) => l.id)));
const inMap = (map: SsMapRef, list: readonly SsStudentLessonRef[]) => {
  const ids = lessonIds(map);
  return list.filter((s) => ids.has(s.social_studies_video_lesson_id));
};
const completed = (s: SsStudentLessonRef) => s.num_times_completed > 0;

/**
 * The lesson a tapped topic plays (spec section 4): with no lesson completed in the map,
 * defaultVideo; with some completed, the intro topic plays completeVideo when every orb is earned,
 * else returnVideo; any other topic plays defaultVideo. Falls back to the topic's first lesson when
 * it lacks the chosen type.
 * @throws Error for a topic without lessons
 */
export function chooseLesson(map: SsMapRef, topic: SsTopicRef, list: readonly SsStudentLessonRef[]): SsLessonRef {
  const anyCompleted = inMap(map, list).some(completed);
  let type: VideoType = 'defaultVideo';
  if (anyCompleted && topic.id === map.intro_topic_id) type = orbs(map, list).earned >= orbs(map, list).total ? 'completeVideo' : 'returnVideo';
  const lesson = topic.social_studies_video_lessons.find((l) => l.video_type === type) ?? topic.social_studies_video_lessons[0];
  if (!lesson) throw new Error(`social studies: topic ${topic.key} has no lessons`);
  return lesson;
}

/** Spec sections 4 and 9: a map's orbs, `total` = topics − 1, `earned` = its student lessons with an orb; `text` "earned/total". */
export function orbs(map: SsMapRef, list: readonly SsStudentLessonRef[]): { earned: number; total: number; text: string } {
  const total = Math.max(0, map.social_studies_topics.length - 1);
  const earned = Math.min(total, inMap(map, list).filter((s) => s.orb_earned_at !== null).length);
  return { earned, total, text: `${earned}/${total}` };
}

/**
 * Spec section 4: the subject is complete when the billing status is free, or when every
 * completeVideo lesson (of every map) has been completed.
 */
export function subjectComplete(billing: 'free' | 'paid' | 'unpaid', maps: readonly SsMapRef[], list: readonly SsStudentLessonRef[]): boolean {
  if (billing === 'free') return true;
  const done = new Set(list.filter(completed).map((s) => s.social_studies_video_lesson_id));
  const finals = maps.flatMap((m) => m.social_studies_topics.flatMap((t) => t.social_studies_video_lessons.filter((l) => l.video_type === 'completeVideo')));
  return finals.length > 0 && finals.every((l) => done.has(l.id));
}

/**
 * Spec section 4: the next question is the one at the index equal to the number of answers already
 * given, else a random one.
 * @param random a number in [0, 1) (Math.random in the app)
 * @returns null when there are no questions
 */
export function nextQuestion<Q>(questions: readonly Q[], answersGiven: number, random: number): Q | null {
  if (questions.length === 0) return null;
  return questions[answersGiven] ?? questions[Math.min(questions.length - 1, Math.floor(random * questions.length))]!;
}

/**
 * Spec section 4 "Map display": the intro topic always shows; the first-orb topic once any lesson
 * of the map is completed; every topic once any orb is earned. An arrow points at shown topics
 * still without an orb, until the map's completeVideo lesson has been completed (then none).
 */
export function mapDisplay(map: SsMapRef, list: readonly SsStudentLessonRef[]): Record<string, { shown: boolean; arrow: boolean; orb: boolean }> {
  const mine = inMap(map, list);
  const byLesson = new Map(mine.map((s) => [s.social_studies_video_lesson_id, s]));
  const anyOrb = mine.some((s) => s.orb_earned_at !== null);
  const anyCompleted = mine.some(completed);
  const finalLesson = map.social_studies_topics.find((t) => t.id === map.intro_topic_id)?.social_studies_video_lessons.find((l) => l.video_type === 'completeVideo');
  const final = finalLesson ? byLesson.get(finalLesson.id) : undefined;
  const finalDone = final !== undefined && completed(final);
  const out: Record<string, { shown: boolean; arrow: boolean; orb: boolean }> = {};
  for (const t of map.social_studies_topics) {
    const orb = t.social_studies_video_lessons.some((l) => byLesson.get(l.id)?.orb_earned_at != null);
    const shown = t.id === map.intro_topic_id || anyOrb || (anyCompleted && t.id === map.first_orb_topic_id);
    out[t.key] = { shown, orb, arrow: shown && !orb && t.id !== map.intro_topic_id && !finalDone };
  }
  return out;
}

/** The map intro film for the child's progress (spec section 4; the films are ours, ids not in the spec). */
export type MapIntro = 'newUser' | 'allOrbs' | 'someProgress' | 'noneForThisMap';

export function mapIntroFor(map: SsMapRef, list: readonly SsStudentLessonRef[]): MapIntro {
  if (list.length === 0) return 'newUser';
  const o = orbs(map, list);
  if (o.total > 0 && o.earned >= o.total) return 'allOrbs';
  return inMap(map, list).length > 0 ? 'someProgress' : 'noneForThisMap';
}

/** The landing film: a returning child is one with any student lessons (spec section 4). */
export function landingFilmFor(list: readonly SsStudentLessonRef[]): 'landingNew' | 'landingReturning' {
  return list.length > 0 ? 'landingReturning' : 'landingNew';
}

/**
 * Pure rules of pick-skill practice ("Practice a topic"): how a lesson's progress shows as stars
 * and how the picker groups lessons under their skills. Spec part 1 section 4 (math game modes:
 * a lesson parameter switches to pickskill) and section 3 (math lesson stats).
 */
import type { LessonWithStudent, Skill } from '../../worker/math/lessons.contracts';
import { MASTERY_THRESHOLD } from '../../worker/math/mastery/bkt';

/** Stars (0..3) for a lesson: 0 untried, 1 started, 2 getting there (mastery ≥ 0.6), 3 mastered or placed. */
export function topicStars(stats: LessonWithStudent['stats']): 0 | 1 | 2 | 3 {
  if (stats.mastery_algo !== null || stats.mastery >= MASTERY_THRESHOLD) return 3;
  if (stats.mastery >= 0.6) return 2;
  return stats.num_answered > 0 ? 1 : 0;
}

/** A skill heading with its lessons, for the topic picker. */
export interface TopicGroup {
  skillId: number;
  /** The skill's name, or "More practice" when the skill is unknown to the client. */
  name: string;
  lessons: LessonWithStudent[];
}

/**
 * Groups lessons under their skills, keeping the catalogue order of both (the order the server
 * lists them in, easier first).
 */
export function groupTopics(lessons: readonly LessonWithStudent[], skills: readonly Skill[]): TopicGroup[] {
  const names = new Map(skills.map((s) => [s.id, s.name]));
  const groups = new Map<number, TopicGroup>();
  for (const lesson of lessons) {
    let group = groups.get(lesson.skill_id);
    if (!group) {
      group = { skillId: lesson.skill_id, name: names.get(lesson.skill_id) ?? 'More practice', lessons: [] };
      groups.set(lesson.skill_id, group);
    }
    group.lessons.push(lesson);
  }
  return [...groups.values()];
}

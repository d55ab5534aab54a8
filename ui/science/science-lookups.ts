/**
 * Lookups over the science statechart's context (science.machine.ts) shared by the machine and the
 * views: a lesson by id, a topic by key, a topic's badge, the next lesson to offer. Pure.
 */
import { badgeLook, nextLesson } from './science-rules';
import type { ScienceBadge, ScienceMapData, StudentBadge, StudentVideoLesson, VideoLesson } from './science-types';

/** The context fields the lookups read (a subset of ScienceContext). */
interface Lookup {
  map: ScienceMapData | null;
  habitat: string | null;
  badges: ScienceBadge[];
  studentLessons: StudentVideoLesson[];
  lessonId: number | null;
  returnTo: 'topic' | 'allVideos';
}

/** The lesson with this id in the map, or null. */
export function lessonById(map: ScienceMapData | null, id: number | null): VideoLesson | null {
  if (!map || id === null) return null;
  for (const h of map.science_habitats) for (const t of h.science_topics) for (const l of t.video_lessons) if (l.id === id) return l;
  return null;
}

/** The key of the topic holding a lesson, or null. */
export function topicOfLesson(map: ScienceMapData | null, lessonId: number): string | null {
  for (const h of map?.science_habitats ?? []) for (const t of h.science_topics) if (t.video_lessons.some((l) => l.id === lessonId)) return t.key;
  return null;
}

/** The topic with this key in the visited habitat. */
export function topicOf(c: Pick<Lookup, 'map' | 'habitat'>, key: string | null) {
  return c.map?.science_habitats.find((h) => h.key === c.habitat)?.science_topics.find((t) => t.key === key) ?? null;
}

/** The topic's science badge and the student's look of it (defaults when never customised). */
export function badgeOfTopic(c: Pick<Lookup, 'badges'>, topicId: number): { badge: ScienceBadge; look: StudentBadge } | null {
  const badge = c.badges.find((b) => b.science_topic_id === topicId);
  return badge ? { badge, look: badgeLook(badge.student_science_badges[0], badge.id) } : null;
}

/** The badges with the topic's student badge replaced by `look`. */
export function withBadge(badges: readonly ScienceBadge[], scienceBadgeId: number, look: StudentBadge | null): ScienceBadge[] {
  return badges.map((b) => (b.id === scienceBadgeId ? { ...b, student_science_badges: look ? [look] : [] } : b));
}

/**
 * The next lesson to offer after the one just watched: from the habitat map, one of the same habitat
 * (Back returns to that map); from All Videos, any. Null when every open one has its star.
 */
export function suggestedNext(c: Pick<Lookup, 'map' | 'studentLessons' | 'habitat' | 'lessonId' | 'returnTo'>): VideoLesson | null {
  if (!c.map) return null;
  const next = nextLesson(c.map, c.studentLessons, c.habitat ?? undefined, c.lessonId ?? undefined);
  if (!next || c.returnTo === 'allVideos') return next;
  const sameHabitat = c.map.science_habitats.find((h) => h.key === c.habitat)?.science_topics.some((t) => t.video_lessons.some((l) => l.id === next.id));
  return sameHabitat ? next : null;
}

/**
 * The science screen's rules, pure (spec part 2 sections 4 and 5 "Science"): a student lesson's
 * timestamps (set only if empty, the star never reverts), the start sent once per lesson, the All
 * Videos filter and page window, the next lesson, the adventure book's stars, the habitat map's
 * node looks, the exit film and a topic's badge. The statechart (science.machine.ts) and the views
 * call these; nothing here talks to the server.
 */
import type { SubjectNodeState } from '../../core/content/subject-map-schema';
import { defaultBadgeItem } from '../../core/science/badge-items';
import type { ScienceMapData, StudentBadge, StudentVideoLesson, VideoLesson } from './science-types';

/** All Videos shows this many places a page: 8 cards and a peek at the next one (spec section 9: "not shown"). */
export const ALL_VIDEOS_PAGE_SIZE = 9;

/** The All Videos filter: one habitat's key, or 'all' for every habitat. */
export type VideosFilter = string;

/**
 * The student lesson after a server answer or a local step, keeping what may never be undone:
 * `started_at` and `completed_at` keep the first time they were set, `star_earned` never goes back
 * to false, questions answered right stay answered right.
 */
export function mergeStudentLesson(prev: StudentVideoLesson | undefined, next: StudentVideoLesson): StudentVideoLesson {
  if (!prev) return next;
  return {
    ...next,
    started_at: prev.started_at ?? next.started_at,
    completed_at: prev.completed_at ?? next.completed_at,
    star_earned: prev.star_earned || next.star_earned,
    answered_right_question_ids: [...new Set([...prev.answered_right_question_ids, ...next.answered_right_question_ids])].sort((a, b) => a - b),
  };
}

/** The list with `next` merged into its lesson's entry (or added), by `video_lesson_id`. */
export function withStudentLesson(list: readonly StudentVideoLesson[], next: StudentVideoLesson): StudentVideoLesson[] {
  const i = list.findIndex((l) => l.video_lesson_id === next.video_lesson_id);
  if (i < 0) return [...list, next];
  return list.map((l, j) => (j === i ? mergeStudentLesson(l, next) : l));
}

/**
 * Whether entering lesson `lessonId` sends the start call (spec section 5: "sent once per lesson;
 * the latest sent id is remembered and reset on failure"): not when `lastSentId` is that lesson.
 */
export function shouldSendStart(lastSentId: number | null, lessonId: number): boolean {
  return lastSentId !== lessonId;
}

/** Every lesson of the map in map order (habitats, then topics, then lessons), with its habitat and topic. */
export function allLessons(map: ScienceMapData): { habitat: string; topicKey: string; topicTitle: string; lesson: VideoLesson }[] {
  return map.science_habitats.flatMap((h) => h.science_topics.flatMap((t) => t.video_lessons.map((lesson) => ({ habitat: h.key, topicKey: t.key, topicTitle: t.title, lesson }))));
}

/** The All Videos list of a filter, in map order. */
export function filterLessons(map: ScienceMapData, filter: VideosFilter) {
  return allLessons(map).filter((l) => filter === 'all' || l.habitat === filter);
}

/**
 * One page of All Videos (spec section 5: "drops the last item of each page window, includes only
 * indexes below total minus 1"): the window is `size` items from `page * (size - 1)`; its last
 * item is not a card but a peek at the next page, where it is the first card. The last page has
 * no next page, so it shows all of its window. `pageCount` is at least 1.
 * @throws RangeError when size < 2
 */
export function allVideosPage<T>(list: readonly T[], page: number, size = ALL_VIDEOS_PAGE_SIZE): { cards: T[]; peek: T | null; page: number; pageCount: number } {
  if (size < 2) throw new RangeError('a page window needs at least 2 places');
  const stride = size - 1;
  const pageCount = Math.max(1, Math.ceil((list.length - 1) / stride));
  const p = Math.min(Math.max(0, Math.trunc(page)), pageCount - 1);
  const window = list.slice(p * stride, p * stride + size);
  const last = p === pageCount - 1;
  return { cards: last ? window : window.filter((_, i) => i < window.length - 1), peek: last ? null : (window[window.length - 1] ?? null), page: p, pageCount };
}

/** The student lesson of a lesson, if any. */
export function studentLessonOf(list: readonly StudentVideoLesson[], lessonId: number): StudentVideoLesson | undefined {
  return list.find((l) => l.video_lesson_id === lessonId);
}

/**
 * The lesson to suggest next: the first open lesson without a star, in `habitat` first (from the
 * lesson after `afterLessonId` when given), then in map order; null when every open lesson has its star.
 */
export function nextLesson(map: ScienceMapData, list: readonly StudentVideoLesson[], habitat?: string, afterLessonId?: number): VideoLesson | null {
  const all = allLessons(map);
  const open = (l: VideoLesson) => !l.locked && !studentLessonOf(list, l.id)?.star_earned && l.id !== afterLessonId;
  const start = afterLessonId === undefined ? 0 : all.findIndex((x) => x.lesson.id === afterLessonId) + 1;
  const rotated = [...all.slice(start), ...all.slice(0, start)];
  const pick = rotated.find((x) => x.habitat === habitat && open(x.lesson)) ?? rotated.find((x) => open(x.lesson));
  return pick?.lesson ?? null;
}

/** The adventure book: stars earned and lessons in each habitat, in map order. */
export function starsByHabitat(map: ScienceMapData, list: readonly StudentVideoLesson[]): { key: string; title: string; stars: number; total: number }[] {
  return map.science_habitats.map((h) => {
    const lessons = h.science_topics.flatMap((t) => t.video_lessons);
    return { key: h.key, title: h.title, stars: lessons.filter((l) => studentLessonOf(list, l.id)?.star_earned).length, total: lessons.length };
  });
}

/** Whether every lesson of a topic has its star (the topic's badge is earned). */
export function topicStarred(topic: { video_lessons: readonly VideoLesson[] }, list: readonly StudentVideoLesson[]): boolean {
  return topic.video_lessons.length > 0 && topic.video_lessons.every((l) => studentLessonOf(list, l.id)?.star_earned === true);
}

/**
 * The habitat map's node looks: the selected topic, topics with every star done, topics whose
 * lessons are all locked (billing) locked, the rest unselected.
 */
export function topicNodeStates(topics: readonly { key: string; video_lessons: readonly VideoLesson[] }[], list: readonly StudentVideoLesson[], selected: string | null): Record<string, SubjectNodeState> {
  const out: Record<string, SubjectNodeState> = {};
  for (const t of topics) {
    out[t.key] = t.key === selected ? 'selected' : topicStarred(t, list) ? 'done' : t.video_lessons.every((l) => l.locked) ? 'locked' : 'unselected';
  }
  return out;
}

/**
 * One of a habitat's exit films, chosen at random (spec section 9: "one is chosen at random").
 * @param random a number in [0, 1), Math.random by default
 * @throws RangeError for an empty list
 */
export function pickExitVideo(urls: readonly string[], random: number): string {
  if (urls.length === 0) throw new RangeError('a habitat needs its exit films');
  return urls[Math.min(urls.length - 1, Math.floor(random * urls.length))]!;
}

/** A topic's badge as the student customised it, or the catalogue's defaults for a new one. */
export function badgeLook(badge: StudentBadge | null | undefined, scienceBadgeId: number): StudentBadge {
  return (
    badge ?? {
      science_badge_id: scienceBadgeId,
      background_science_badge_item_id: defaultBadgeItem('background').id,
      border_science_badge_item_id: defaultBadgeItem('border').id,
      color_science_badge_item_id: defaultBadgeItem('color').id,
      pose_science_badge_item_id: defaultBadgeItem('pose').id,
    }
  );
}

/** The questions asked after the film (no cue), and which of a lesson's questions a cue asks. */
export function questionsAfterFilm(lesson: VideoLesson): VideoLesson['questions'] {
  const cued = new Set(lesson.cues.map((c) => c.question_id));
  return lesson.questions.filter((q) => !cued.has(q.id));
}

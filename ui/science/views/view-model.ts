/**
 * What the science screen's components read from a machine snapshot (pure): the spec-ish state
 * name for tests, the world map's habitat looks, the lesson's cues as the lesson player's, and
 * the question a cue names.
 */
import type { SnapshotFrom } from 'xstate';
import type { SubjectNodeState } from '../../../core/content/subject-map-schema';
import type { LessonCue } from '../../subjects/lesson-player';
import type { scienceMachine, ScienceEvent } from '../science.machine';
import { studentLessonOf } from '../science-rules';
import type { ScienceMapData, StudentVideoLesson, VideoLesson } from '../science-types';

export type ScienceSnapshot = SnapshotFrom<typeof scienceMachine>;
export type Send = (event: ScienceEvent) => void;

/** The state as a dotted path without the lesson's start region ('habitat.topic', 'lesson.question'). */
export function scienceState(value: unknown): string {
  if (typeof value === 'string') return value;
  const [top, inner] = Object.entries(value as Record<string, unknown>)[0]!;
  if (top === 'lesson') return `lesson.${String((inner as { film: unknown }).film)}`;
  return typeof inner === 'string' ? `${top}.${inner}` : `${top}.${scienceState(inner)}`;
}

/** A cue's state names its question: `quiz-<id>` (LessonPlayer holds the film at states starting with "quiz"). */
export const cueState = (questionId: number) => `quiz-${questionId}`;

/** The question id of a cue's state, or null. */
export function questionOfCue(state: string): number | null {
  const m = /^quiz-(\d+)$/.exec(state);
  return m ? Number(m[1]) : null;
}

/** The lesson's cues as the lesson player takes them. */
export function lessonCues(lesson: VideoLesson): LessonCue[] {
  return lesson.cues.map((c) => ({ time_s: c.time_s, data: { state: cueState(c.question_id), next_state: 'playing', next_sub_state: '' } }));
}

/** The world map's habitat looks: where the monster walks selected, habitats with every star done. */
export function habitatNodeStates(map: ScienceMapData | null, list: readonly StudentVideoLesson[], walkingTo: string | null): Record<string, SubjectNodeState> {
  const out: Record<string, SubjectNodeState> = {};
  for (const h of map?.science_habitats ?? []) {
    const lessons = h.science_topics.flatMap((t) => t.video_lessons);
    const done = lessons.length > 0 && lessons.every((l) => studentLessonOf(list, l.id)?.star_earned);
    out[h.key] = h.key === walkingTo ? 'selected' : done ? 'done' : 'unselected';
  }
  return out;
}

/** The captions of an own film beside it (`x.webm` → `x.vtt`), and its poster (`x.webp`). */
export function filmFiles(url: string): { url: string; captions_url: string; poster_url: string } {
  const base = url.replace(/\.webm$/, '');
  return { url, captions_url: `${base}.vtt`, poster_url: `${base}.webp` };
}

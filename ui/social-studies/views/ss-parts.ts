/**
 * The social studies screen's static parts: the two maps' scenes (assets/subject-maps/
 * social-studies-<key>.json, drawn by scripts/art/social-studies, checked once) and the landing and
 * map intro films (made by `npm run media:social-studies`; spec section 4: the landing film differs
 * for a returning child, the map intro by progress; their ids are ours).
 */
import egyptJson from '../../../assets/subject-maps/social-studies-egypt.json';
import greeceJson from '../../../assets/subject-maps/social-studies-greece.json';
import { subjectMapSchema, type SubjectMap } from '../../../core/content/subject-map-schema';
import type { LessonVideo } from '../../subjects/lesson-player';

export const SS_MAP_SCENES: Record<string, SubjectMap> = {
  egypt: subjectMapSchema.parse(egyptJson),
  greece: subjectMapSchema.parse(greeceJson),
};

/** A landing or map intro film by key (`landingNew`, `egypt-someProgress`, ...). */
export function ssFilm(key: string): LessonVideo {
  const base = `/assets/social-studies/films/intros/${key}`;
  return { source: 'own', url: `${base}.webm`, captions_url: `${base}.vtt`, poster_url: `${base}.webp` };
}

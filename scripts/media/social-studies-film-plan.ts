/**
 * What the social studies films say and when (issue 17: "each topic with defaultVideo, returnVideo
 * and completeVideo lessons ... media made by the media script, small, captioned"), without
 * rendering anything: the maps read from their content files, one film per lesson, its beats (each
 * videoIntro line on a slide, the "Quiz time!" slide the player holds at `quiz_s`, each videoOutro
 * line), the speakers' voices, the timings file's schema and the hash that says whether a film is
 * stale. Used by social-studies-films.ts (the renderer) and social-studies-films.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SOCIAL_STUDIES_MAPS, ssMapSchema, type ssSpeakerSchema, VIDEO_TYPES, type SsLesson, type SsMap } from '../../core/social-studies/map-schema';
import { VOICES } from './slide-film-audio';
import type { CastMember } from './slide-film-cast';
import { shortHash, type Beat } from './slide-film-text';

/** Bump when the look or timing of the films changes: every film is rendered again. */
export const SS_FILM_VERSION = 1;
/** Where the films go, relative to the project root (a folder per map). */
export const SS_FILMS_DIR = 'assets/social-studies/films';
/** How long the "Quiz time!" slide is held before the outro (seconds; the player stops on it at quiz_s). */
export const QUIZ_HOLD_S = 2;
/** quiz_s is this far into the quiz slide, so the frame the player stops on is that slide. */
const QUIZ_INTO_S = 0.2;

type MapKey = SsMap['key'];
type VideoType = (typeof VIDEO_TYPES)[number];
type Speaker = z.infer<typeof ssSpeakerSchema>;

/** Each map's guide, who speaks the `guide` lines. */
export const SS_GUIDES: Record<MapKey, { name: string; cast: CastMember; voice: readonly string[] }> = {
  egypt: { name: 'Meri', cast: 'meri', voice: VOICES['guide-young'] },
  greece: { name: 'Nikias', cast: 'nikias', voice: VOICES['guide-boy'] },
};

/** A speaker's voice on a map. */
export function ssVoice(map: MapKey, speaker: Speaker): readonly string[] {
  return speaker === 'guide' ? SS_GUIDES[map].voice : VOICES[speaker];
}

/** One social studies slide: a narration line's picture as a caption card, or the quiz slide. */
export type SsSlide =
  | { kind: 'line'; map: MapKey; topic: string; title: string; speaker: Speaker; picture: string }
  | { kind: 'quiz'; map: MapKey; topic: string; title: string };

/** One film's entry in assets/social-studies/films/timings.json (seconds from the film's start). */
export const ssFilmTimingsSchema = z.strictObject({
  duration_s: z.number().positive(),
  /** Where the player stops for videoQuizTime: the end of the videoIntro narration (the quiz slide is on screen). */
  quiz_s: z.number().positive(),
  /** {@link ssFilmHash} of what the film was made from. */
  hash: z.string().regex(/^[0-9a-f]{16}$/),
});
export type SsFilmTimings = z.infer<typeof ssFilmTimingsSchema>;
export const ssTimingsFileSchema = z.record(z.string(), ssFilmTimingsSchema);

/** Both maps, in map order. @throws ZodError on an invalid content file */
export function loadMaps(root: string): SsMap[] {
  return SOCIAL_STUDIES_MAPS.map((k) => ssMapSchema.parse(JSON.parse(readFileSync(join(root, 'assets/social-studies/maps', `${k}.json`), 'utf8'))));
}

/** One lesson's film: its key `<map>/<topic>-<videoType>` (the timings key and the file's path under SS_FILMS_DIR). */
export interface SsFilm {
  key: string;
  map: MapKey;
  topic: { key: string; name: string };
  videoType: VideoType;
  lesson: SsLesson;
}

/** Every lesson's film, in map, topic and video type order. */
export function ssFilms(maps: SsMap[]): SsFilm[] {
  return maps.flatMap((m) => m.topics.flatMap((t) => VIDEO_TYPES.map((videoType) => ({ key: `${m.key}/${t.key}-${videoType}`, map: m.key, topic: { key: t.key, name: t.name }, videoType, lesson: t.lessons[videoType] }))));
}

/** The map's backdrop drawn by the art helper (assets/art/social-studies/<map>/background.svg), or null before it exists. */
export function mapBackground(root: string, map: MapKey): string | null {
  const file = join(root, 'assets/art/social-studies', map, 'background.svg');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

const narrationOf = (l: SsLesson, state: 'videoIntro' | 'videoOutro') => {
  const s = l.video_states.find((v) => v.state === state);
  return s && 'narration' in s ? s.narration : [];
};

/** The beats of a lesson film: the intro lines, the held quiz slide (marked 'quiz'), the outro lines. */
export function ssBeats(f: SsFilm): Beat<SsSlide, 'quiz'>[] {
  const base = { map: f.map, topic: f.topic.name, title: f.lesson.title };
  const line = (n: { speaker: Speaker; text: string; picture: string }): Beat<SsSlide, 'quiz'> => ({ slide: { kind: 'line', ...base, speaker: n.speaker, picture: n.picture }, say: n.text, voice: ssVoice(f.map, n.speaker) });
  return [...narrationOf(f.lesson, 'videoIntro').map(line), { slide: { kind: 'quiz', ...base }, hold: QUIZ_HOLD_S, mark: 'quiz' }, ...narrationOf(f.lesson, 'videoOutro').map(line)];
}

/** The quiz time of a spoken film: just into the quiz slide, which starts when the intro's last line ends. */
export function quizTime(beats: { beat: Beat<SsSlide, 'quiz'>; start: number }[]): number {
  return Math.round((beats.find((b) => b.beat.mark === 'quiz')!.start + QUIZ_INTO_S) * 10) / 10;
}

/**
 * The hash of everything a film is made from: its beats (the lines, pictures, voices, topic and
 * title), the generator version and the map's drawn backdrop. Unchanged means the committed film
 * is current; the test fails a film whose hash is stale.
 */
export function ssFilmHash(root: string, f: SsFilm): string {
  return shortHash([SS_FILM_VERSION, ssBeats(f), mapBackground(root, f.map)]);
}

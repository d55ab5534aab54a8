/**
 * What the superskills episode films say and show (issue 17: "≥12 episodes (≤ ~3 min) ... media made
 * by the media script, small, captioned"), without rendering anything: the episodes read from their
 * scripts, each film's beats (the title said by the narrator over the title slide, then every line
 * of every scene said by its speaker's voice over the scene's slide with that speaker picked out),
 * the scene's backdrop (the reading books' setting drawing its `setting` names), the timings file's
 * schema and the hash that says whether a film is stale. Used by superskills-films.ts (the renderer)
 * and superskills-films.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { ART_SETTINGS } from '../../core/reading/book-schema';
import { episodeSchema, type Episode } from '../../core/superskills/episode-schema';
import { renderBookArt } from '../art/reading/compose';
import { VOICES } from './slide-film-audio';
import type { CastMember } from './slide-film-cast';
import { shortHash, type Beat } from './slide-film-text';

/** Bump when the look or timing of the films changes: every film is rendered again. */
export const SUPERSKILLS_FILM_VERSION = 1;
/** Where the films go, relative to the project root. */
export const SUPERSKILLS_FILMS_DIR = 'assets/superskills/films';
const EPISODES_DIR = 'assets/superskills/episodes';

type Speaker = Episode['scenes'][number]['lines'][number]['speaker'];
type ArtSetting = (typeof ART_SETTINGS)[number];

/** A superskills slide: the title, or a scene with who is in it and who speaks (null: the narrator). */
export type SuperskillsSlide =
  | { kind: 'title'; number: number; title: string; skill: string }
  | { kind: 'scene'; setting: string; art: ArtSetting; cast: CastMember[]; speaker: CastMember | null };

/** One film's entry in assets/superskills/films/timings.json. */
export const superskillsTimingsSchema = z.strictObject({
  duration_s: z.number().positive(),
  /** {@link superskillsFilmHash} of what the film was made from. */
  hash: z.string().regex(/^[0-9a-f]{16}$/),
});
export type SuperskillsTimings = z.infer<typeof superskillsTimingsSchema>;
export const superskillsTimingsFileSchema = z.record(z.string(), superskillsTimingsSchema);

/** Every episode with its film key `NN-slug` (its file's name), in episode order. @throws ZodError on an invalid script */
export function loadEpisodes(root: string): { key: string; episode: Episode }[] {
  return readdirSync(join(root, EPISODES_DIR))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ key: f.replace(/\.json$/, ''), episode: episodeSchema.parse(JSON.parse(readFileSync(join(root, EPISODES_DIR, f), 'utf8'))) }));
}

/** Words of a scene's setting → the reading books' backdrop drawing it (first match; a park otherwise). */
const SETTING_WORDS: [RegExp, ArtSetting][] = [
  [/living room/i, 'living-room'],
  [/bedroom|desk/i, 'bedroom'],
  [/kitchen/i, 'kitchen'],
  [/art room|classroom/i, 'classroom'],
  [/library/i, 'library'],
  [/playground|swing|sandpit/i, 'playground'],
  [/garden|vegetable/i, 'garden'],
  [/sidewalk|street|school gate/i, 'city-street'],
  [/pond/i, 'pond'],
];

/** The backdrop of a scene's setting text. */
export function settingArt(setting: string): ArtSetting {
  return SETTING_WORDS.find(([re]) => re.test(setting))?.[1] ?? 'park';
}

/** The speaker on screen (the narrator is not). */
const castOf = (s: Speaker): CastMember | null => (s === 'narrator' ? null : s);

/** What the narrator says over the title slide: the episode's title as a sentence. */
export const titleLine = (e: Episode): string => (/[.!?]$/.test(e.title) ? e.title : `${e.title}.`);

/** The beats of an episode film: the title, then every line of every scene. */
export function superskillsBeats(e: Episode): Beat<SuperskillsSlide>[] {
  const title: Beat<SuperskillsSlide> = { slide: { kind: 'title', number: e.episode_number, title: e.title, skill: e.skill }, say: titleLine(e), voice: VOICES.narrator };
  return [
    title,
    ...e.scenes.flatMap((scene) => {
      // Everyone who speaks in the scene stands in it, in the order they first speak.
      const cast = [...new Set(scene.lines.map((l) => castOf(l.speaker)).filter((c): c is CastMember => c !== null))];
      const art = settingArt(scene.setting);
      return scene.lines.map((l): Beat<SuperskillsSlide> => ({ slide: { kind: 'scene', setting: scene.setting, art, cast, speaker: castOf(l.speaker) }, say: l.text, voice: VOICES[l.speaker] }));
    }),
  ];
}

/** A scene's backdrop (1200 x 800 SVG): the reading books' drawing of its setting by day, nobody in it (its weather would veil the cast). */
export function sceneBackdrop(art: ArtSetting): string {
  return renderBookArt({ setting: art, time: 'day', weather: 'clear', characters: [], props: [] });
}

/** The hash of everything a film is made from: its beats (lines, voices, slides), the generator version and the scenes' backdrops. */
export function superskillsFilmHash(e: Episode): string {
  const beats = superskillsBeats(e);
  const backdrops = [...new Set(beats.flatMap((b) => (b.slide.kind === 'scene' ? [sceneBackdrop(b.slide.art)] : [])))];
  return shortHash([SUPERSKILLS_FILM_VERSION, beats, backdrops]);
}

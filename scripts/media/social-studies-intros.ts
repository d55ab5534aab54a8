/**
 * The social studies intro films (issue 17: "a landing video that differs for a returning user, the
 * map intro video chosen by progress (new user, all orbs earned, some progress, none for this
 * map)"; spec part 2 social studies section 4): what each of the ten short films says and shows,
 * without rendering anything. The screen plays them by key (ui/social-studies/views/ss-parts.ts
 * `ssFilm`): `landingNew`, `landingReturning` and `<map>-<MapIntro>` (social-studies-rules.ts).
 * Each film is 2-4 lines said by Moxie or the map's guide (social-studies-film-plan.ts SS_GUIDES)
 * over the map's drawn background, or over both maps' landing pictures for the landing films.
 * Rendered by social-studies-intro-films.ts; checked by social-studies-intros.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SOCIAL_STUDIES_MAPS, type SsMap } from '../../core/social-studies/map-schema';
import type { MapIntro } from '../../ui/social-studies/social-studies-rules';
import { VOICES } from './slide-film-audio';
import { shortHash, type Beat } from './slide-film-text';
import { SS_FILMS_DIR, SS_GUIDES } from './social-studies-film-plan';

/** Bump when the look or timing of the intro films changes: every intro film is rendered again. */
export const SS_INTRO_VERSION = 1;
/** Where the intro films go, relative to the project root (the screen's `/assets/social-studies/films/intros/<key>`). */
export const SS_INTROS_DIR = `${SS_FILMS_DIR}/intros`;
/** Each intro film's length must lie within these seconds (the brief: short, 6-15 s). */
export const SS_INTRO_MIN_S = 6;
export const SS_INTRO_MAX_S = 15;

type MapKey = SsMap['key'];
/** Who speaks a line: Moxie, or the map's guide (Meri in Egypt, Nikias in Greece). */
type Speaker = 'moxie' | 'guide';
/** What is behind the film: both maps' landing pictures side by side, or one map's background. */
type Backdrop = { kind: 'landings' } | { kind: 'map'; map: MapKey };
/** What the film's slides show over the backdrop: a headline card and, when `orbs`, a ring of orbs. */
interface IntroFilm {
  key: string;
  backdrop: Backdrop;
  headline: string;
  orbs?: 'some' | 'all';
  lines: { speaker: Speaker; text: string }[];
}

const MAP_INTROS = ['newUser', 'noneForThisMap', 'someProgress', 'allOrbs'] as const satisfies readonly MapIntro[];

/** Each map's words for the films: its name, its place, what its guide does. */
const MAP_WORDS: Record<MapKey, { name: string; place: string; guideIs: string; proud: string }> = {
  egypt: { name: 'ancient Egypt', place: 'by the great river Nile', guideIs: "I'm Meri, a scribe's apprentice!", proud: 'Any scribe would be proud!' },
  greece: { name: 'ancient Greece', place: 'by the sparkling sea', guideIs: "I'm Nikias, a young potter!", proud: 'All of Athens cheers for you!' },
};

/** The lines of a map's four intro films. */
function mapFilms(map: MapKey): IntroFilm[] {
  const w = MAP_WORDS[map];
  const guide = SS_GUIDES[map].name;
  const lines: Record<(typeof MAP_INTROS)[number], Pick<IntroFilm, 'headline' | 'lines' | 'orbs'>> = {
    newUser: {
      headline: `Meet ${guide}!`,
      lines: [
        { speaker: 'moxie', text: `Here we are in ${w.name}! Meet our guide.` },
        { speaker: 'guide', text: `Hello! ${w.guideIs}` },
        { speaker: 'moxie', text: 'Tap the glowing place to begin.' },
      ],
    },
    noneForThisMap: {
      headline: 'A new land!',
      lines: [
        { speaker: 'moxie', text: `Whoosh! A new land! This is ${w.name}, ${w.place}.` },
        { speaker: 'guide', text: `Hi, I'm ${guide}. Tap the glowing place, and I'll show you around!` },
      ],
    },
    someProgress: {
      headline: 'Welcome back!',
      orbs: 'some',
      lines: [
        { speaker: 'guide', text: `Welcome back, explorer! I kept your orbs safe.` },
        { speaker: 'moxie', text: 'More orbs are still waiting to be found. Pick a place on the map!' },
      ],
    },
    allOrbs: {
      headline: 'Every orb is yours!',
      orbs: 'all',
      lines: [
        { speaker: 'moxie', text: `Wow! You earned every orb in ${w.name}!` },
        { speaker: 'guide', text: w.proud },
        { speaker: 'moxie', text: 'Tap the welcome place on the map for a celebration film!' },
      ],
    },
  };
  return MAP_INTROS.map((intro) => ({ key: `${map}-${intro}`, backdrop: { kind: 'map', map }, ...lines[intro] }));
}

/** The ten intro films, in the order they are rendered: the two landing films, then each map's four. */
export const SS_INTRO_FILMS: readonly IntroFilm[] = [
  {
    key: 'landingNew',
    backdrop: { kind: 'landings' },
    headline: 'The time machine!',
    lines: [
      { speaker: 'moxie', text: "Hi, I'm Moxie! Hop into my time machine with me." },
      { speaker: 'moxie', text: "Let's travel back in time! Pick a place: ancient Egypt or ancient Greece." },
    ],
  },
  {
    key: 'landingReturning',
    backdrop: { kind: 'landings' },
    headline: 'Welcome back!',
    lines: [
      { speaker: 'moxie', text: 'Welcome back, time traveller! The time machine is ready to go.' },
      { speaker: 'moxie', text: 'Your orbs are waiting for you. Where shall we travel today?' },
    ],
  },
  ...SOCIAL_STUDIES_MAPS.flatMap(mapFilms),
];

/** One intro slide: the backdrop, the headline, the orbs, who stands there and who speaks (their name shown). */
export interface SsIntroSlide {
  backdrop: Backdrop;
  headline: string;
  orbs: 'some' | 'all' | null;
  /** The map whose guide stands beside Moxie (none on the landing films). */
  guideOf: MapKey | null;
  speaker: Speaker;
}

/** The beats of an intro film: each line said by its speaker's voice over the film's slide with that speaker picked out. */
export function ssIntroBeats(f: IntroFilm): Beat<SsIntroSlide>[] {
  const guideOf = f.backdrop.kind === 'map' ? f.backdrop.map : null;
  return f.lines.map((l) => ({
    slide: { backdrop: f.backdrop, headline: f.headline, orbs: f.orbs ?? null, guideOf, speaker: l.speaker },
    say: l.text,
    voice: l.speaker === 'guide' && guideOf ? SS_GUIDES[guideOf].voice : VOICES.moxie,
  }));
}

/** The SVG documents an intro film's backdrop is made from: a map's background.svg, or both maps' landing.svg. @throws Error when a picture is missing */
export function introPictures(root: string, b: Backdrop): string[] {
  const art = (map: MapKey, name: string) => readFileSync(join(root, 'assets/art/social-studies', map, `${name}.svg`), 'utf8');
  return b.kind === 'map' ? [art(b.map, 'background')] : SOCIAL_STUDIES_MAPS.map((m) => art(m, 'landing'));
}

/** One intro film's entry in assets/social-studies/films/intros/timings.json. */
export const ssIntroTimingsSchema = z.strictObject({
  duration_s: z.number().positive(),
  /** {@link ssIntroHash} of what the film was made from. */
  hash: z.string().regex(/^[0-9a-f]{16}$/),
});
export type SsIntroTimings = z.infer<typeof ssIntroTimingsSchema>;
export const ssIntroTimingsFileSchema = z.record(z.string(), ssIntroTimingsSchema);

/** The hash of everything an intro film is made from (its beats, the version, its backdrop pictures): unchanged means the committed film is current. */
export function ssIntroHash(root: string, f: IntroFilm): string {
  return shortHash([SS_INTRO_VERSION, ssIntroBeats(f), introPictures(root, f.backdrop)]);
}

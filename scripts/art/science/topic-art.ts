/**
 * Each science topic's emblem (issue 16; spec part 2 section 3, the topic-key table): a complete
 * SVG document, viewBox "0 0 240 240", transparent background, the topic's subject drawn in the
 * reading books' style (ink outlines, bright flat fills, one soft shade, cute faces). Used for the
 * topic emblem files (scripts/art/science/emblems.ts), the habitat maps and the lesson films.
 * Deterministic: the same key gives the same bytes.
 */
import { SCIENCE_TOPIC_KEYS } from '../../../core/science/habitats';
import { DINOSAUR_EMBLEMS } from './topic-art-dinosaurs';
import { INSECT_EMBLEMS } from './topic-art-insects';
import { emblemDoc, type EmblemDraw } from './topic-art-kit';
import { OCEAN_EMBLEMS } from './topic-art-ocean';
import { RAINFOREST_EMBLEMS } from './topic-art-rainforest';
import { SAFARI_EMBLEMS } from './topic-art-safari';
import { SPACE_EMBLEMS } from './topic-art-space';
import { WEATHER_EMBLEMS } from './topic-art-weather';

/**
 * The drawings per habitat. Keys are per habitat because one key names two topics' subjects in
 * different places (the rainforest's 'insects' is not the insects habitat's 'ant').
 */
const BY_HABITAT: Record<keyof typeof SCIENCE_TOPIC_KEYS, Record<string, EmblemDraw>> = {
  outerspace: SPACE_EMBLEMS,
  safari: SAFARI_EMBLEMS,
  rainforest: RAINFOREST_EMBLEMS,
  weather: WEATHER_EMBLEMS,
  dinosaurs: DINOSAUR_EMBLEMS,
  insects: INSECT_EMBLEMS,
  ocean: OCEAN_EMBLEMS,
};

/** Topic key -> its drawing (topic keys are unique across habitats). */
const DRAWINGS: ReadonlyMap<string, EmblemDraw> = new Map(
  (Object.keys(SCIENCE_TOPIC_KEYS) as (keyof typeof SCIENCE_TOPIC_KEYS)[]).flatMap((h) => SCIENCE_TOPIC_KEYS[h].map((key) => [key, BY_HABITAT[h][key]] as const)).filter((e): e is readonly [string, EmblemDraw] => e[1] !== undefined),
);

/**
 * The emblem of a science topic.
 * @param key a topic key of `SCIENCE_TOPIC_KEYS` (e.g. 'giraffe', 'comets')
 * @returns a whole SVG document (viewBox 0 0 240 240, 240 x 240 px, newline-terminated)
 * @throws Error for a key that is not a science topic
 */
export function topicArt(key: string): string {
  const draw = DRAWINGS.get(key);
  if (draw === undefined) throw new Error(`no science topic "${key}"`);
  return emblemDoc(draw());
}

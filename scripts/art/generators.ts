/**
 * Every art generator of the project, in one list: the four map themes (through the one map
 * pipeline, theme-gen.ts; their keepsake sprites come from keepsake.ts), the pets, the store items,
 * the monster part previews, the reading books' pictures (reading/render.ts), the reading map and the
 * science topic emblems and badge items (science/emblems.ts, science/badge-art.ts) and the science
 * world and habitat maps (science/science-map.ts), the social studies maps with their landings and
 * orbs (social-studies/social-studies-map.ts) and the Superskills map (superskills/superskills-map.ts).
 * all.ts runs them;
 * identity.test.ts proves their output equals the committed files byte for byte.
 */
import { ARCTIC_THEME } from './arctic';
import { DESERT_THEME } from './desert';
import type { Generated } from './files';
import { buildItemArt } from './items';
import { JUNGLE_THEME } from './jungle';
import { buildPartPreviews } from './monster-parts';
import { OCEAN_THEME } from './ocean';
import { buildPetArt } from './pets';
import { buildBookArt } from './reading/render';
import { buildReadingMap } from './reading-map';
import { buildBadgeArt } from './science/badge-art';
import { buildTopicEmblems } from './science/emblems';
import { buildScienceMaps } from './science/science-map';
import { buildSocialStudiesMaps } from './social-studies/social-studies-map';
import { buildSuperskillsMap } from './superskills/superskills-map';
import { buildTheme } from './theme-gen';

/** One generator: its script and how it builds its output from the repository root. */
export interface ArtGenerator {
  script: string;
  build: (root: string) => Generated;
}

/** All generators, maps in map order (ocean, desert, jungle, arctic) first. */
export const GENERATORS: readonly ArtGenerator[] = [
  { script: 'scripts/art/ocean.ts', build: (root) => buildTheme(OCEAN_THEME, root) },
  { script: 'scripts/art/desert.ts', build: (root) => buildTheme(DESERT_THEME, root) },
  { script: 'scripts/art/jungle.ts', build: (root) => buildTheme(JUNGLE_THEME, root) },
  { script: 'scripts/art/arctic.ts', build: (root) => buildTheme(ARCTIC_THEME, root) },
  { script: 'scripts/art/pets.ts', build: () => buildPetArt() },
  { script: 'scripts/art/items.ts', build: () => buildItemArt() },
  { script: 'scripts/art/monster-parts.ts', build: () => buildPartPreviews() },
  { script: 'scripts/art/reading/render.ts', build: (root) => buildBookArt(root) },
  { script: 'scripts/art/reading-map.ts', build: () => buildReadingMap() },
  { script: 'scripts/art/science/emblems.ts', build: () => buildTopicEmblems() },
  { script: 'scripts/art/science/badge-art.ts', build: () => buildBadgeArt() },
  { script: 'scripts/art/science/science-map.ts', build: (root) => buildScienceMaps(root) },
  { script: 'scripts/art/social-studies/social-studies-map.ts', build: (root) => buildSocialStudiesMaps(root) },
  { script: 'scripts/art/superskills/superskills-map.ts', build: (root) => buildSuperskillsMap(root) },
];

/**
 * The pet catalogue (spec part 1 section 3 "Pet: id"): 12 pets, each with 3 growth levels,
 * 4 colour variants and the accessories a child can dress it in (the pet customizer's "looks").
 *
 * Pet ids are fixed (1-12) and seeded into the `pets` table by worker/seed/seed.ts. The art is
 * drawn by core/art/pet-svg.ts from the features named here, so the catalogue, the generated
 * files under assets/art/pets/ and the live previews in the UI always agree.
 *
 * Pure module (no DOM, no Phaser, no Node built-ins): shared by the server, the game and the UI.
 */

/** Growth levels of a pet: 1 just hatched, 2 growing, 3 grown up (DECISIONS "Game economy"). */
export type PetLevel = 1 | 2 | 3;
/** Every growth level, in order. */
export const PET_LEVELS: readonly PetLevel[] = [1, 2, 3];
/** The highest growth level. */
export const MAX_PET_LEVEL: PetLevel = 3;
/** Kid-friendly names of the growth levels. */
export const PET_LEVEL_NAMES: Readonly<Record<PetLevel, string>> = { 1: 'Baby', 2: 'Kid', 3: 'Grown-up' };

/** One colour variant of a pet: fills for the body, its shading, the belly and small details. */
export interface PetPalette {
  /** Kid-friendly name shown in the customizer. */
  name: string;
  base: string;
  shade: string;
  belly: string;
  /** Markings, inner ears, tail tips. */
  accent: string;
}

const P = {
  marmalade: { name: 'Marmalade', base: '#ffa94d', shade: '#e97f22', belly: '#fff0d9', accent: '#d96a12' },
  misty: { name: 'Misty', base: '#b8c4d6', shade: '#8d9ab3', belly: '#f2f5fa', accent: '#7c8db0' },
  vanilla: { name: 'Vanilla', base: '#ffe7b3', shade: '#f2c77a', belly: '#fffaf0', accent: '#e9a94a' },
  lilac: { name: 'Lilac', base: '#c9a7ff', shade: '#9f7ae6', belly: '#f3ebff', accent: '#8a5fe0' },
  cocoa: { name: 'Cocoa', base: '#c58b5c', shade: '#9c6439', belly: '#f7e1c8', accent: '#7a4a28' },
  bubblegum: { name: 'Bubblegum', base: '#ff9ccc', shade: '#e46aa6', belly: '#ffe3f1', accent: '#e04f93' },
  sky: { name: 'Sky', base: '#7fd3f7', shade: '#3fa9dc', belly: '#e3f6ff', accent: '#2f86c9' },
  mint: { name: 'Mint', base: '#8ee3b9', shade: '#4fbf8a', belly: '#e6fbf1', accent: '#2f9e6e' },
  lime: { name: 'Lime', base: '#a7e063', shade: '#74b73a', belly: '#f0fadc', accent: '#5a9a26' },
  sunshine: { name: 'Sunshine', base: '#ffd54d', shade: '#f2a92b', belly: '#fff6cc', accent: '#e98a1a' },
  snowy: { name: 'Snowy', base: '#f5f7ff', shade: '#c8d0e6', belly: '#ffffff', accent: '#9db4ff' },
  coral: { name: 'Coral', base: '#ff8f7a', shade: '#e2604c', belly: '#ffe5de', accent: '#c9442f' },
  midnight: { name: 'Midnight', base: '#6f7fd6', shade: '#4b5aae', belly: '#e3e7ff', accent: '#3a4690' },
  lagoon: { name: 'Lagoon', base: '#4fc6c0', shade: '#2a9690', belly: '#dcf7f5', accent: '#1f7a75' },
  cherry: { name: 'Cherry', base: '#ff7b7b', shade: '#d94f4f', belly: '#ffe0e0', accent: '#b83434' },
  golden: { name: 'Golden', base: '#f7c948', shade: '#d49a1f', belly: '#fff3c4', accent: '#b47c0c' },
} as const satisfies Record<string, PetPalette>;

/** Ears drawn behind (or, for floppy ones, beside) the head. */
export type PetEars = 'cat' | 'dog' | 'bunny' | 'bear' | 'fox' | 'tufts' | 'frog' | 'none';
/** The tail, drawn behind the body. */
export type PetTail = 'curl' | 'wag' | 'pom' | 'nub' | 'bushy' | 'spike' | 'fin' | 'none';
/** The pet's special feature. */
export type PetExtra = 'none' | 'wings' | 'batwings' | 'horn' | 'shell' | 'gills' | 'tentacles' | 'flippers';
/** Nose and mouth. */
export type PetSnout = 'cat' | 'dog' | 'beak' | 'smile' | 'muzzle';
/** Markings that appear as the pet grows (level 2 and up). */
export type PetMarking = 'stripes' | 'spots' | 'patch' | 'none';

/** One pet of the catalogue. */
export interface PetDef {
  /** Catalogue id, 1-12 (the `pets` row id). */
  id: number;
  /** Stable slug, used in art file names (`assets/art/pets/<key>-<level>.svg`). */
  key: string;
  /** Kid-friendly species name ("Kitten"). */
  name: string;
  /** One sentence for the all-pets gallery. */
  description: string;
  /** Four colour variants; the first is the pet's natural colour (the default look). */
  palettes: readonly [PetPalette, PetPalette, PetPalette, PetPalette];
  ears: PetEars;
  tail: PetTail;
  extra: PetExtra;
  snout: PetSnout;
  marking: PetMarking;
}

/** The 12 pets, by id. */
export const PETS: readonly PetDef[] = [
  { id: 1, key: 'kitten', name: 'Kitten', description: 'A purring pal who loves warm sunny spots.', palettes: [P.marmalade, P.misty, P.vanilla, P.lilac], ears: 'cat', tail: 'curl', extra: 'none', snout: 'cat', marking: 'stripes' },
  { id: 2, key: 'puppy', name: 'Puppy', description: 'A waggy friend who never gets tired of playing.', palettes: [P.cocoa, P.vanilla, P.misty, P.sky], ears: 'dog', tail: 'wag', extra: 'none', snout: 'dog', marking: 'patch' },
  { id: 3, key: 'bunny', name: 'Bunny', description: 'A bouncy buddy with super long ears.', palettes: [P.snowy, P.bubblegum, P.vanilla, P.misty], ears: 'bunny', tail: 'pom', extra: 'none', snout: 'cat', marking: 'spots' },
  { id: 4, key: 'bear-cub', name: 'Bear Cub', description: 'A cuddly cub who dreams about honey.', palettes: [P.cocoa, P.golden, P.snowy, P.bubblegum], ears: 'bear', tail: 'nub', extra: 'none', snout: 'muzzle', marking: 'none' },
  { id: 5, key: 'fox', name: 'Fox', description: 'A clever fox with the fluffiest tail.', palettes: [P.marmalade, P.snowy, P.lilac, P.sky], ears: 'fox', tail: 'bushy', extra: 'none', snout: 'muzzle', marking: 'none' },
  { id: 6, key: 'owl', name: 'Owl', description: 'A wise owl who hoots at the stars.', palettes: [P.cocoa, P.lilac, P.sky, P.snowy], ears: 'tufts', tail: 'none', extra: 'wings', snout: 'beak', marking: 'spots' },
  { id: 7, key: 'penguin', name: 'Penguin', description: 'A waddly penguin who loves to slide.', palettes: [P.midnight, P.sky, P.bubblegum, P.lagoon], ears: 'none', tail: 'none', extra: 'flippers', snout: 'beak', marking: 'none' },
  { id: 8, key: 'dragon', name: 'Dragon', description: 'A tiny dragon with a big, brave heart.', palettes: [P.lime, P.cherry, P.lilac, P.sky], ears: 'none', tail: 'spike', extra: 'batwings', snout: 'smile', marking: 'spots' },
  { id: 9, key: 'unicorn', name: 'Unicorn', description: 'A sparkly unicorn with a magic horn.', palettes: [P.snowy, P.bubblegum, P.lilac, P.sky], ears: 'cat', tail: 'bushy', extra: 'horn', snout: 'muzzle', marking: 'none' },
  { id: 10, key: 'axolotl', name: 'Axolotl', description: 'A smiley axolotl with frilly gills.', palettes: [P.bubblegum, P.lagoon, P.sunshine, P.lilac], ears: 'none', tail: 'fin', extra: 'gills', snout: 'smile', marking: 'spots' },
  { id: 11, key: 'turtle', name: 'Turtle', description: 'A slow and steady turtle with a cosy shell.', palettes: [P.mint, P.lagoon, P.sunshine, P.coral], ears: 'none', tail: 'nub', extra: 'shell', snout: 'smile', marking: 'none' },
  { id: 12, key: 'octopus', name: 'Octopus', description: 'A wiggly octopus who gives the best hugs.', palettes: [P.coral, P.lilac, P.sky, P.sunshine], ears: 'none', tail: 'none', extra: 'tentacles', snout: 'smile', marking: 'spots' },
];

/** Accessories a pet can wear (the customizer's second "looks" row); index 0 is none. */
export const PET_ACCESSORIES = ['none', 'bow', 'party-hat', 'scarf', 'glasses'] as const;
/** An accessory name. */
export type PetAccessory = (typeof PET_ACCESSORIES)[number];
/** Kid-friendly accessory names. */
export const PET_ACCESSORY_NAMES: Readonly<Record<PetAccessory, string>> = { none: 'Nothing', bow: 'Bow', 'party-hat': 'Party hat', scarf: 'Scarf', glasses: 'Star glasses' };

/** Number of colour variants of every pet (colour indexes 0-3). */
export const PET_COLOR_COUNT = 4;

/** How a student's pet looks: its growth level, colour variant (0-3) and accessory. */
export interface PetLook {
  level: PetLevel;
  color: number;
  accessory: PetAccessory;
}

/** The catalogue entry with that id, or undefined. */
export function petById(id: number): PetDef | undefined {
  return PETS.find((p) => p.id === id);
}

/** URL of a pet's generated art at a growth level in its natural colour (scripts/art/pets.ts). */
export function petArtUrl(pet: Pick<PetDef, 'key'>, level: PetLevel): string {
  return `/assets/art/pets/${pet.key}-${level}.svg`;
}

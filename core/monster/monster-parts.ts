/**
 * Monster avatar part catalogue: the 30 part options (6 part types x 5 options) and the
 * monster description that picks one option of each type.
 *
 * Part ids follow the spec: body 1-5, color 6-10, pattern 11-15, eyes 16-20, mouth 21-25,
 * headpart 26-30. `legacy_number` is the 1-based position of the option inside its type.
 *
 * Pure module (no DOM, no Phaser, no Node built-ins): shared by the game scenes and the React UI.
 */

/** The six kinds of part a monster is built from. */
export type MonsterPartType = 'body' | 'color' | 'eyes' | 'headpart' | 'mouth' | 'pattern';

/** Every part type, ordered by id range (body 1-5 first, headpart 26-30 last). */
export const MONSTER_PART_TYPES: readonly MonsterPartType[] = ['body', 'color', 'pattern', 'eyes', 'mouth', 'headpart'];

/** One selectable part option. */
export interface MonsterPartDef {
  /** Global part id, 1-30. */
  id: number;
  /** Part type the option belongs to. */
  type: MonsterPartType;
  /** 1-based position of the option within its type, 1-5. */
  legacy_number: number;
  /** Kid-friendly display name. */
  name: string;
}

/** A complete monster: one part id per part type (each id must lie in its type's range). */
export interface MonsterDescription {
  body: number;
  color: number;
  eyes: number;
  headpart: number;
  mouth: number;
  pattern: number;
  /**
   * Art keys of the store outfits the monster wears (core/art/outfits.ts), e.g. `['party-hat']`.
   * Unknown keys are not drawn. Missing = none.
   */
  outfits?: readonly string[];
}

/** Number of options per part type. */
export const OPTIONS_PER_TYPE = 5;

/** First part id of each type; the type's ids are `first .. first + 4`. */
export const FIRST_PART_ID: Readonly<Record<MonsterPartType, number>> = {
  body: 1,
  color: 6,
  pattern: 11,
  eyes: 16,
  mouth: 21,
  headpart: 26,
};

const NAMES: Readonly<Record<MonsterPartType, readonly [string, string, string, string, string]>> = {
  body: ['Blob', 'Tall', 'Round', 'Bean', 'Square-ish'],
  color: ['Bubblegum', 'Sky Blue', 'Lime', 'Sunshine', 'Grape'],
  pattern: ['Spots', 'Stripes', 'Stars', 'Zigzag Belly', 'Plain with Freckles'],
  eyes: ['One Big Eye', 'Two Eyes', 'Three Eyes', 'Sleepy', 'Sparkly'],
  mouth: ['Smile', 'Toothy grin', 'Open Wow', 'Tongue out', 'Fangs (friendly)'],
  headpart: ['Horns', 'Antennae', 'Tuft of hair', 'Ears', 'Crown'],
};

/** All 30 part options, sorted by id. */
export const MONSTER_PARTS: MonsterPartDef[] = MONSTER_PART_TYPES.flatMap((type) =>
  NAMES[type].map((name, i) => ({ id: FIRST_PART_ID[type] + i, type, legacy_number: i + 1, name })),
).sort((a, b) => a.id - b.id);

/** The default monster: the first option of every type (body 1, color 6, pattern 11, eyes 16, mouth 21, headpart 26). */
export const DEFAULT_MONSTER: MonsterDescription = {
  body: FIRST_PART_ID.body,
  color: FIRST_PART_ID.color,
  eyes: FIRST_PART_ID.eyes,
  headpart: FIRST_PART_ID.headpart,
  mouth: FIRST_PART_ID.mouth,
  pattern: FIRST_PART_ID.pattern,
};

/** The 5 options of one part type, ordered by id. */
export function partsOfType(type: MonsterPartType): MonsterPartDef[] {
  return MONSTER_PARTS.filter((p) => p.type === type);
}

/**
 * 0-based option index (0-4) of `id` within `type`, or `undefined` when `id` is not an
 * integer in the type's id range.
 */
export function partIndex(type: MonsterPartType, id: number): number | undefined {
  const index = id - FIRST_PART_ID[type];
  return Number.isInteger(index) && index >= 0 && index < OPTIONS_PER_TYPE ? index : undefined;
}

/** True when every field of `d` is a part id inside its own type's range (e.g. `eyes` in 16-20). */
export function isValidMonster(d: MonsterDescription): boolean {
  return MONSTER_PART_TYPES.every((type) => partIndex(type, d[type]) !== undefined);
}

/**
 * The monster's number 1-5 (spec "Monster skins numbered 1 to 5"): its body option. Level sprites
 * with an `image` map draw the picture for this number. An invalid body counts as 1.
 */
export function monsterNumberOf(d: Pick<MonsterDescription, 'body'>): 1 | 2 | 3 | 4 | 5 {
  return ((partIndex('body', d.body) ?? 0) + 1) as 1 | 2 | 3 | 4 | 5;
}

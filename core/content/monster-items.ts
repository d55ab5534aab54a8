/**
 * The store catalogue of monster items (outfits and house items, per subject) and the pure rules
 * around them: grouping and sorting, outfit exclusivity, placement and the default spot of a new
 * house item. Spec part 1 section 3 "Student monster item" and section 4 ("Buying an outfit that is
 * shown hides other shown outfits of the same subject and position"); prices from
 * shared/design/DECISIONS.md "Game economy" (10 to 80 gems).
 *
 * Terms (recorded in docs/decisions.md):
 * - an item's `position` is where it goes: for an outfit the spot on the monster it is worn on
 *   (`head`, `face`, `body`, `hand`), for a house item `floor` or `wall`;
 * - a student item's `metadata.position` is its placement: `house`, `outfit-room` or `store`
 *   (bought but put away); `leftPosition` / `topPosition` are the centre of a house item in
 *   percent (0-100) of the room's width / height.
 *
 * Pure module (zod only): imported by the worker, the UI, the art script and the tests.
 */
import { z } from 'zod';

/** The two kinds of monster item (spec "monster_item (type such as outfit or house)"). */
export const MONSTER_ITEM_TYPES = ['outfit', 'house'] as const;
export type MonsterItemType = (typeof MONSTER_ITEM_TYPES)[number];

/** Where an outfit is worn, in the order the store and the outfit room list them. */
export const OUTFIT_POSITIONS = ['head', 'face', 'body', 'hand'] as const;
export type OutfitPosition = (typeof OUTFIT_POSITIONS)[number];

/** Where a house item stands in the room. */
export const HOUSE_POSITIONS = ['floor', 'wall'] as const;
export type HousePosition = (typeof HOUSE_POSITIONS)[number];

/** Spec "Placement values": where a bought item is. */
export const PLACEMENTS = ['house', 'outfit-room', 'store'] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** Gem prices (DECISIONS "Game economy"). */
export const MIN_ITEM_PRICE = 10;
export const MAX_ITEM_PRICE = 80;

/** Subject ids 1-5 (spec: Math, Reading, Science, Social Studies, Super Skills). */
export const MATH_SUBJECT_ID = 1;

/** URL folder of the items' art; each item's picture is `<folder>/<key>.svg` (scripts/art/items.ts). */
export const ITEM_ART_URL = '/assets/art/items';

/** The art URL of an item key. */
export function itemImageUrl(key: string): string {
  return `${ITEM_ART_URL}/${key}.svg`;
}

const itemBase = {
  /** Stable id (student items reference it); unique across every subject's file. */
  id: z.number().int().positive(),
  /** Art key: the file name under assets/art/items/ and, for outfits, the drawing on the monster. */
  key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case key'),
  subject_id: z.number().int().min(1).max(5),
  /** 1-based order inside its subject and type (spec "sorted by legacy_number"). */
  legacy_number: z.number().int().min(1),
  name: z.string().min(1).max(40),
  price: z.number().int().min(MIN_ITEM_PRICE, `price must be at least ${MIN_ITEM_PRICE} gems`).max(MAX_ITEM_PRICE, `price must be at most ${MAX_ITEM_PRICE} gems`),
};

/** One catalogue entry as written in `assets/items/<subject>.json`. */
export const monsterItemContentSchema = z.discriminatedUnion('type', [
  z.object({ ...itemBase, type: z.literal('outfit'), position: z.enum(OUTFIT_POSITIONS) }).strict(),
  z
    .object({
      ...itemBase,
      type: z.literal('house'),
      position: z.enum(HOUSE_POSITIONS),
      /** Drawn width in the house room, percent of the room's width. */
      room_width: z.number().min(4).max(40),
    })
    .strict(),
]);
export type MonsterItemContent = z.infer<typeof monsterItemContentSchema>;

/** A catalogue file: `{subject_id, items}`; every item's subject must be the file's. */
export const monsterItemFileSchema = z
  .object({ subject_id: z.number().int().min(1).max(5), items: z.array(monsterItemContentSchema).min(1) })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Map<string, number>();
    file.items.forEach((item, i) => {
      if (item.subject_id !== file.subject_id) ctx.addIssue({ code: 'custom', path: ['items', i, 'subject_id'], message: `must be the file's subject_id ${file.subject_id}` });
      const k = `${item.type}:${item.legacy_number}`;
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: ['items', i, 'legacy_number'], message: `repeats ${item.type} legacy_number ${item.legacy_number}` });
      seen.set(k, i);
    });
  });

/**
 * Checks a whole catalogue (all subjects' files) for what one file can't see: unique ids and keys.
 * @returns one message per problem (empty when fine).
 */
export function catalogueProblems(items: readonly MonsterItemContent[]): string[] {
  const problems: string[] = [];
  const ids = new Set<number>();
  const keys = new Set<string>();
  for (const item of items) {
    if (ids.has(item.id)) problems.push(`item id ${item.id} is used twice`);
    if (keys.has(`${item.subject_id}:${item.key}`)) problems.push(`item key ${item.key} is used twice in subject ${item.subject_id}`);
    ids.add(item.id);
    keys.add(`${item.subject_id}:${item.key}`);
  }
  return problems;
}

/** The fields the rules need from an item (catalogue row or API object). */
export interface ItemLike {
  id: number;
  type: MonsterItemType;
  subject_id: number;
  legacy_number: number;
  position: string;
}

/**
 * Spec "Items are grouped by type and sorted by legacy_number": outfits first, then house items;
 * inside a type by legacy_number, then subject and id (so the order is total).
 */
export function compareItems(a: ItemLike, b: ItemLike): number {
  return (
    MONSTER_ITEM_TYPES.indexOf(a.type) - MONSTER_ITEM_TYPES.indexOf(b.type) || a.legacy_number - b.legacy_number || a.subject_id - b.subject_id || a.id - b.id
  );
}

/**
 * Groups items by type, each group sorted by legacy_number (spec section 3). Every type has a
 * group, possibly empty, so a store tab never disappears.
 * @returns `{outfit: [...], house: [...]}`.
 */
export function groupItemsByType<T extends ItemLike>(items: readonly T[]): Record<MonsterItemType, T[]> {
  const sorted = [...items].sort(compareItems);
  return { outfit: sorted.filter((i) => i.type === 'outfit'), house: sorted.filter((i) => i.type === 'house') };
}

/** A bought item's state, as far as exclusivity is concerned. */
export interface OwnedItemLike {
  id: number;
  is_shown: boolean;
  monster_item: ItemLike;
}

/**
 * Outfit exclusivity (spec section 4): showing `shown` hides every other shown outfit of the same
 * subject and position. House items never hide anything (a room can hold many).
 * @returns the ids of the student items to hide.
 */
export function outfitsToHide(shown: OwnedItemLike, owned: readonly OwnedItemLike[]): number[] {
  if (shown.monster_item.type !== 'outfit') return [];
  return owned
    .filter(
      (o) =>
        o.id !== shown.id &&
        o.is_shown &&
        o.monster_item.type === 'outfit' &&
        o.monster_item.subject_id === shown.monster_item.subject_id &&
        o.monster_item.position === shown.monster_item.position,
    )
    .map((o) => o.id);
}

/** The placements an item type may be in: outfits live in the outfit room, house items in the house; both can be put away. */
export function allowedPlacements(type: MonsterItemType): readonly Placement[] {
  return type === 'outfit' ? ['outfit-room', 'store'] : ['house', 'store'];
}

/** A student item's metadata (spec "metadata (position, topPosition, leftPosition)"). */
export interface ItemMetadata {
  position: Placement;
  /** Centre of a house item, percent of the room height (0-100); null outside the house. */
  topPosition: number | null;
  /** Centre of a house item, percent of the room width (0-100); null outside the house. */
  leftPosition: number | null;
}

/**
 * Where a just-bought item goes: an outfit into the outfit room, worn (shown); a house item into
 * the house, shown, at a spot of its own: wall items high up, floor items on the floor, spread
 * across the room by legacy_number so two new items don't land on each other.
 */
export function initialPlacement(item: ItemLike): { is_shown: boolean; metadata: ItemMetadata } {
  if (item.type === 'outfit') return { is_shown: true, metadata: { position: 'outfit-room', topPosition: null, leftPosition: null } };
  const slot = (item.legacy_number * 37) % 70;
  return {
    is_shown: true,
    metadata: { position: 'house', topPosition: item.position === 'wall' ? 30 : 74, leftPosition: 15 + slot },
  };
}

/** Keeps a house position inside the room: each coordinate clamped to 0-100 and rounded to 0.1. */
export function clampRoomPercent(v: number): number {
  return Math.round(Math.min(100, Math.max(0, v)) * 10) / 10;
}

/** A requested change of a bought item: any metadata fields and/or `show`. */
export interface ItemUpdate {
  metadata?: Partial<ItemMetadata> | undefined;
  show?: boolean | undefined;
}

/** Outcome of {@link applyItemUpdate}: the next state, or a message for one input field. */
export type ItemUpdateResult = { ok: true; is_shown: boolean; metadata: ItemMetadata } | { ok: false; field: string; message: string };

/**
 * The next state of a bought item after an update (spec section 7, PUT student monster item with
 * metadata and show). Rules:
 * - metadata fields merge over the current ones;
 * - the placement must suit the type ({@link allowedPlacements});
 * - in the house both coordinates are needed;
 * - `show` decides `is_shown`; without it, moving to `store` hides and moving out of the store shows;
 * - showing an item that sits in the store brings it out (an outfit to the outfit room, a house item
 *   to its own spot, {@link initialPlacement}); asking to show and to store in the same call is refused.
 */
export function applyItemUpdate(item: ItemLike, current: { is_shown: boolean; metadata: ItemMetadata }, update: ItemUpdate): ItemUpdateResult {
  let metadata: ItemMetadata = { ...current.metadata, ...update.metadata };
  const movedTo = update.metadata?.position;
  if (!allowedPlacements(item.type).includes(metadata.position)) {
    return {
      ok: false,
      field: 'metadata.position',
      message: item.type === 'outfit' ? 'An outfit can be in the outfit room or the store.' : 'A house item can be in the house or the store.',
    };
  }
  if (update.show === true && movedTo === 'store') return { ok: false, field: 'show', message: 'An item put away in the store cannot be shown.' };
  let is_shown = update.show ?? (movedTo !== undefined && movedTo !== current.metadata.position ? movedTo !== 'store' : current.is_shown);
  if (metadata.position === 'store' && update.show === true) {
    const out = initialPlacement(item).metadata;
    metadata = item.type === 'house' ? { ...out, topPosition: metadata.topPosition ?? out.topPosition, leftPosition: metadata.leftPosition ?? out.leftPosition } : out;
  }
  if (metadata.position === 'store') is_shown = false;
  if (metadata.position === 'house' && (metadata.topPosition === null || metadata.leftPosition === null)) {
    return { ok: false, field: 'metadata', message: 'A house item needs topPosition and leftPosition to stand in the house.' };
  }
  return { ok: true, is_shown, metadata };
}

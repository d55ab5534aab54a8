/**
 * Rules of the incentives panel (store, house, outfit room), framework-free: what a store card
 * shows, which outfits the monster wears, and where a dragged house item lands. Spec part 1
 * sections 3 "Student monster item", 4 "Store init: initializing then normal" and 9 (position
 * updates debounced 2000 ms).
 */
import { clampRoomPercent, OUTFIT_POSITIONS, type OutfitPosition } from '../../core/content/monster-items';
import type { StoreItem, StudentMonsterItem } from '../../worker/monster/items.contracts';

/** Spec section 9: position updates are saved 2000 ms after the last move. */
export const POSITION_SAVE_DEBOUNCE_MS = 2000;

/** Spec section 4 "Store init": the store is `initializing` until the catalogue arrives, then `normal`. */
export type StoreInit = 'initializing' | 'normal';

/** What a store card offers: owned, buyable now, or how many more gems are needed. */
export type CardState = { kind: 'owned' } | { kind: 'buy' } | { kind: 'need'; more: number };

/** The card state of `item` for a student holding `gems`. */
export function cardState(item: Pick<StoreItem, 'owned' | 'price'>, gems: number): CardState {
  if (item.owned) return { kind: 'owned' };
  return gems >= item.price ? { kind: 'buy' } : { kind: 'need', more: item.price - gems };
}

/** "Need 1 more gem" / "Need 12 more gems". */
export function needLabel(more: number): string {
  return `Need ${more} more gem${more === 1 ? '' : 's'}`;
}

/** Art keys of the shown outfits, the list the monster renderer draws. */
export function wornOutfitKeys(items: readonly StudentMonsterItem[]): string[] {
  return items.filter((i) => i.is_shown && i.monster_item.type === 'outfit').map((i) => i.monster_item.key);
}

/** Owned outfits per position (head, face, body, hand), each list in legacy order. */
export function outfitsByPosition(items: readonly StudentMonsterItem[]): { position: OutfitPosition; items: StudentMonsterItem[] }[] {
  return OUTFIT_POSITIONS.map((position) => ({
    position,
    items: items.filter((i) => i.monster_item.type === 'outfit' && i.monster_item.position === position).sort((a, b) => a.monster_item.legacy_number - b.monster_item.legacy_number),
  }));
}

/** A rectangle in page pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a dropped house item stands: the centre of its dropped box as percent of the room box,
 * each coordinate kept inside 0-100 (so an item can't be lost off the room's edge).
 */
export function dropPosition(item: Box, room: Box): { leftPosition: number; topPosition: number } {
  return {
    leftPosition: clampRoomPercent(((item.left + item.width / 2 - room.left) / room.width) * 100),
    topPosition: clampRoomPercent(((item.top + item.height / 2 - room.top) / room.height) * 100),
  };
}

/** Replaces one item in a list by id (after a save or an optimistic move). */
export function replaceItem(items: readonly StudentMonsterItem[], next: StudentMonsterItem): StudentMonsterItem[] {
  return items.map((i) => (i.id === next.id ? next : i));
}

/**
 * Where a house item already in the room lands after a drag of `delta` pixels: its saved centre
 * moved by the delta, in percent of the room (kept inside 0-100).
 */
export function movedPosition(
  at: { leftPosition: number; topPosition: number },
  delta: { x: number; y: number },
  room: Pick<Box, 'width' | 'height'>,
): { leftPosition: number; topPosition: number } {
  return {
    leftPosition: clampRoomPercent(at.leftPosition + (delta.x / room.width) * 100),
    topPosition: clampRoomPercent(at.topPosition + (delta.y / room.height) * 100),
  };
}

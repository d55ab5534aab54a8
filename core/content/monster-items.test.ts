import { describe, expect, it } from 'vitest';
import {
  applyItemUpdate,
  catalogueProblems,
  clampRoomPercent,
  compareItems,
  groupItemsByType,
  initialPlacement,
  monsterItemFileSchema,
  outfitsToHide,
  type ItemLike,
  type OwnedItemLike,
} from './monster-items';

const item = (id: number, type: 'outfit' | 'house', legacy_number: number, position: string, subject_id = 1): ItemLike => ({ id, type, legacy_number, position, subject_id });

describe('grouping and sorting (spec: grouped by type, sorted by legacy_number)', () => {
  it('puts outfits before house items and orders each by legacy_number, keeping both groups', () => {
    const items = [item(5, 'house', 2, 'floor'), item(1, 'outfit', 3, 'head'), item(9, 'house', 1, 'wall'), item(2, 'outfit', 1, 'face'), item(3, 'outfit', 2, 'hand')];
    const groups = groupItemsByType(items);
    expect(groups.outfit.map((i) => i.id)).toEqual([2, 3, 1]);
    expect(groups.house.map((i) => i.id)).toEqual([9, 5]);
    expect([...items].sort(compareItems).map((i) => i.id)).toEqual([2, 3, 1, 9, 5]);
    expect(groupItemsByType([item(1, 'outfit', 1, 'head')]).house).toEqual([]);
  });

  it('breaks legacy_number ties by subject, then id, so the order is total', () => {
    const a = item(7, 'outfit', 1, 'head', 2);
    const b = item(4, 'outfit', 1, 'head', 1);
    const c = item(3, 'outfit', 1, 'head', 1);
    expect([a, b, c].sort(compareItems).map((i) => i.id)).toEqual([3, 4, 7]);
  });
});

describe('outfit exclusivity (spec: showing an outfit hides other shown outfits of the same subject and position)', () => {
  const owned = (id: number, it: ItemLike, is_shown: boolean): OwnedItemLike => ({ id, is_shown, monster_item: it });
  const hat = owned(1, item(1, 'outfit', 1, 'head'), true);
  const otherHat = owned(2, item(8, 'outfit', 8, 'head'), true);
  const hiddenHat = owned(3, item(12, 'outfit', 12, 'head'), false);
  const glasses = owned(4, item(3, 'outfit', 3, 'face'), true);
  const readingHat = owned(5, item(201, 'outfit', 1, 'head', 2), true);
  const rug = owned(6, item(102, 'house', 2, 'floor'), true);
  const all = [hat, otherHat, hiddenHat, glasses, readingHat, rug];

  it('hides only shown outfits of the same subject and position, never the item itself', () => {
    expect(outfitsToHide(hat, all)).toEqual([2]);
    expect(outfitsToHide(glasses, all)).toEqual([]);
    expect(outfitsToHide(readingHat, all)).toEqual([]);
  });

  it('never hides anything for a house item', () => {
    expect(outfitsToHide(rug, [...all, owned(7, item(101, 'house', 1, 'floor'), true)])).toEqual([]);
  });
});

describe('placement', () => {
  it('wears a new outfit in the outfit room and stands a new house item in the house, wall items higher than floor items', () => {
    expect(initialPlacement(item(1, 'outfit', 1, 'head'))).toEqual({ is_shown: true, metadata: { position: 'outfit-room', topPosition: null, leftPosition: null } });
    const wall = initialPlacement(item(103, 'house', 3, 'wall'));
    const floor = initialPlacement(item(101, 'house', 1, 'floor'));
    expect(wall.metadata.position).toBe('house');
    expect(wall.metadata.topPosition!).toBeLessThan(floor.metadata.topPosition!);
    for (let n = 1; n <= 30; n++) {
      const left = initialPlacement(item(n, 'house', n, 'floor')).metadata.leftPosition!;
      expect(left).toBeGreaterThanOrEqual(15);
      expect(left).toBeLessThanOrEqual(85);
    }
    expect(initialPlacement(item(101, 'house', 1, 'floor')).metadata.leftPosition).not.toBe(initialPlacement(item(102, 'house', 2, 'floor')).metadata.leftPosition);
  });

  it('clamps room coordinates to 0-100 and rounds them to 0.1', () => {
    expect(clampRoomPercent(-3)).toBe(0);
    expect(clampRoomPercent(104)).toBe(100);
    expect(clampRoomPercent(33.333)).toBe(33.3);
  });
});

describe('applyItemUpdate', () => {
  const plant = item(101, 'house', 1, 'floor');
  const hat = item(1, 'outfit', 1, 'head');
  const inHouse = { is_shown: true, metadata: { position: 'house' as const, topPosition: 70, leftPosition: 40 } };

  it('merges metadata: a drag moves a house item and keeps it shown', () => {
    expect(applyItemUpdate(plant, inHouse, { metadata: { leftPosition: 12.5 } })).toEqual({ ok: true, is_shown: true, metadata: { position: 'house', topPosition: 70, leftPosition: 12.5 } });
  });

  it('hides an item put away in the store and brings it back to its spot when shown again', () => {
    const away = applyItemUpdate(plant, inHouse, { metadata: { position: 'store' } });
    expect(away).toEqual({ ok: true, is_shown: false, metadata: { position: 'store', topPosition: 70, leftPosition: 40 } });
    if (!away.ok) throw new Error('unreachable');
    expect(applyItemUpdate(plant, away, { show: true })).toEqual({ ok: true, is_shown: true, metadata: { position: 'house', topPosition: 70, leftPosition: 40 } });
    const hatAway = { is_shown: false, metadata: { position: 'store' as const, topPosition: null, leftPosition: null } };
    expect(applyItemUpdate(hat, hatAway, { show: true })).toEqual({ ok: true, is_shown: true, metadata: { position: 'outfit-room', topPosition: null, leftPosition: null } });
  });

  it('takes an outfit off without moving it', () => {
    const worn = { is_shown: true, metadata: { position: 'outfit-room' as const, topPosition: null, leftPosition: null } };
    expect(applyItemUpdate(hat, worn, { show: false })).toEqual({ ok: true, is_shown: false, metadata: worn.metadata });
  });

  it('refuses placements the type cannot take, showing while storing, and a house spot without coordinates', () => {
    expect(applyItemUpdate(plant, inHouse, { metadata: { position: 'outfit-room' } })).toEqual({ ok: false, field: 'metadata.position', message: 'A house item can be in the house or the store.' });
    const worn = { is_shown: true, metadata: { position: 'outfit-room' as const, topPosition: null, leftPosition: null } };
    expect(applyItemUpdate(hat, worn, { metadata: { position: 'house' } })).toMatchObject({ ok: false, message: 'An outfit can be in the outfit room or the store.' });
    expect(applyItemUpdate(plant, inHouse, { metadata: { position: 'store' }, show: true })).toMatchObject({ ok: false, field: 'show' });
    expect(applyItemUpdate(plant, inHouse, { metadata: { leftPosition: null } })).toMatchObject({ ok: false, field: 'metadata' });
  });
});

describe('catalogue files', () => {
  const base = { key: 'party-hat', type: 'outfit', subject_id: 1, name: 'Party Hat', price: 10, position: 'head' };

  it('accepts a good file and refuses prices outside 10-80, a foreign subject and repeated legacy numbers', () => {
    expect(monsterItemFileSchema.safeParse({ subject_id: 1, items: [{ ...base, id: 1, legacy_number: 1 }] }).success).toBe(true);
    const bad = monsterItemFileSchema.safeParse({
      subject_id: 1,
      items: [
        { ...base, id: 1, legacy_number: 1, price: 90 },
        { ...base, id: 2, legacy_number: 1, subject_id: 2 },
      ],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain('items.0.price: price must be at most 80 gems');
    expect(messages).toContain("items.1.subject_id: must be the file's subject_id 1");
    expect(messages).toContain('items.1.legacy_number: repeats outfit legacy_number 1');
  });

  it('finds ids and keys used twice across files', () => {
    const a = { ...base, id: 1, legacy_number: 1, type: 'outfit' as const, position: 'head' as const };
    expect(catalogueProblems([a, { ...a, legacy_number: 2 }])).toEqual(['item id 1 is used twice', 'item key party-hat is used twice in subject 1']);
  });
});

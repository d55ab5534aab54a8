import { describe, expect, it } from 'vitest';
import type { StudentMonsterItem } from '../../worker/monster/items.contracts';
import { cardState, dropPosition, movedPosition, needLabel, outfitsByPosition, replaceItem, wornOutfitKeys } from './store-rules';

function owned(id: number, key: string, type: 'outfit' | 'house', position: string, legacy_number: number, is_shown: boolean): StudentMonsterItem {
  return {
    id,
    student_id: 1,
    monster_item_id: id * 10,
    is_shown,
    metadata: { position: type === 'outfit' ? 'outfit-room' : 'house', topPosition: null, leftPosition: null },
    created_at: '',
    updated_at: '',
    monster_item: { id: id * 10, key, type, subject_id: 1, legacy_number, name: key, price: 10, position: position as never, image_url: '', room_width: null, created_at: '', updated_at: '' },
  };
}

describe('store cards (gem arithmetic)', () => {
  it('offers to buy at exactly the price, asks for the missing gems below it, and marks owned items', () => {
    expect(cardState({ owned: false, price: 15 }, 15)).toEqual({ kind: 'buy' });
    expect(cardState({ owned: false, price: 15 }, 40)).toEqual({ kind: 'buy' });
    expect(cardState({ owned: false, price: 15 }, 14)).toEqual({ kind: 'need', more: 1 });
    expect(cardState({ owned: false, price: 80 }, 0)).toEqual({ kind: 'need', more: 80 });
    expect(cardState({ owned: true, price: 80 }, 0)).toEqual({ kind: 'owned' });
    expect(needLabel(1)).toBe('Need 1 more gem');
    expect(needLabel(12)).toBe('Need 12 more gems');
  });
});

describe('outfits', () => {
  const items = [
    owned(1, 'wizard-hat', 'outfit', 'head', 8, false),
    owned(2, 'party-hat', 'outfit', 'head', 1, true),
    owned(3, 'balloon', 'outfit', 'hand', 4, true),
    owned(4, 'armchair', 'house', 'floor', 10, true),
  ];

  it('wears only shown outfits, never house items', () => {
    expect(wornOutfitKeys(items)).toEqual(['party-hat', 'balloon']);
  });

  it('groups owned outfits by position in head, face, body, hand order, each by legacy_number', () => {
    const groups = outfitsByPosition(items);
    expect(groups.map((g) => g.position)).toEqual(['head', 'face', 'body', 'hand']);
    expect(groups[0]!.items.map((i) => i.id)).toEqual([2, 1]);
    expect(groups[1]!.items).toEqual([]);
    expect(groups[3]!.items.map((i) => i.id)).toEqual([3]);
  });

  it('replaces one item by id', () => {
    const next = { ...items[1]!, is_shown: false };
    expect(replaceItem(items, next).map((i) => i.is_shown)).toEqual([false, false, true, true]);
  });
});

describe('dropPosition', () => {
  const room = { left: 100, top: 50, width: 800, height: 450 };

  it('is the centre of the dropped item in percent of the room', () => {
    expect(dropPosition({ left: 460, top: 230, width: 80, height: 90 }, room)).toEqual({ leftPosition: 50, topPosition: 50 });
    expect(dropPosition({ left: 100, top: 50, width: 0, height: 0 }, room)).toEqual({ leftPosition: 0, topPosition: 0 });
  });

  it('keeps an item dropped past the edge inside the room', () => {
    expect(dropPosition({ left: 1200, top: -300, width: 80, height: 80 }, room)).toEqual({ leftPosition: 100, topPosition: 0 });
  });
});

describe('movedPosition', () => {
  it('moves the saved centre by the drag in percent of the room, inside 0-100', () => {
    expect(movedPosition({ leftPosition: 50, topPosition: 70 }, { x: -200, y: 45 }, { width: 800, height: 450 })).toEqual({ leftPosition: 25, topPosition: 80 });
    expect(movedPosition({ leftPosition: 90, topPosition: 10 }, { x: 400, y: -400 }, { width: 800, height: 450 })).toEqual({ leftPosition: 100, topPosition: 0 });
  });
});

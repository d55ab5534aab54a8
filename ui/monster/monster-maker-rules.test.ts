import { describe, expect, it } from 'vitest';
import { MONSTER_PARTS } from '../../core/monster/monster-parts';
import type { MonsterPart } from '../../worker/monster/monster.contracts';
import { blankMonster, closeAction, fromFetch, partsByType, toBody, toDescription, withPart } from './monster-maker-rules';

const T = '2026-01-02T03:04:05.000Z';
// Shuffled on purpose: the rules must not rely on the server's order.
const PARTS: MonsterPart[] = [...MONSTER_PARTS].reverse().map((p) => ({ ...p, prefix_url: '/p/', preview_url: `/p/${p.id}.svg`, created_at: T, updated_at: T }));

describe('blankMonster', () => {
  it('is the first option of each type with id 0 and student id 0 (spec default monster)', () => {
    const m = blankMonster(PARTS, T);
    expect(m).toMatchObject({ id: 0, student_id: 0, created_at: T, updated_at: T, student_monster_items: [] });
    expect(toBody(m)).toEqual({ body_id: 1, color_id: 6, pattern_id: 11, eyes_id: 16, mouth_id: 21, headpart_id: 26 });
    expect(m.eyes.name).toBe('One Big Eye');
    expect(toDescription(m)).toEqual({ body: 1, color: 6, pattern: 11, eyes: 16, mouth: 21, headpart: 26 });
  });

  it('refuses a catalogue with a missing type', () => {
    expect(() => blankMonster(PARTS.filter((p) => p.type !== 'mouth'), T)).toThrow('No mouth parts');
  });
});

describe('closeAction', () => {
  it('creates a monster with id 0 and updates any other', () => {
    expect(closeAction({ id: 0 })).toBe('create');
    expect(closeAction({ id: 12 })).toBe('update');
  });
});

describe('fromFetch', () => {
  it('turns a 404 into the blank monster, keeps a found one and reports other failures', () => {
    expect(fromFetch({ ok: false, status: 404, message: 'none' }, PARTS)).toMatchObject({ monster: { id: 0, body_id: 1 } });
    const found = { ...blankMonster(PARTS, T), id: 7, student_id: 3 };
    expect(fromFetch({ ok: true, student_monster: found }, PARTS)).toEqual({ monster: found });
    expect(fromFetch({ ok: false, status: 500, message: 'Oops' }, PARTS)).toEqual({ error: 'Oops' });
  });
});

describe('withPart and partsByType', () => {
  it('swaps one part without touching the others or the original', () => {
    const blank = blankMonster(PARTS, T);
    const eyes = PARTS.find((p) => p.id === 19)!;
    const m = withPart(blank, eyes);
    expect(m.eyes_id).toBe(19);
    expect(m.eyes).toBe(eyes);
    expect(toBody(m)).toEqual({ ...toBody(blank), eyes_id: 19 });
    expect(blank.eyes_id).toBe(16);
  });

  it('groups five options per type in legacy_number order', () => {
    const byType = partsByType(PARTS);
    expect(byType.headpart.map((p) => p.id)).toEqual([26, 27, 28, 29, 30]);
    expect(Object.values(byType).every((list) => list.length === 5)).toBe(true);
  });
});

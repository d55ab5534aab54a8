import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gem_ledger, student_monster_items } from '../../db/schema';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext({ demo: true });

/** A fresh student with `gems` granted through the admins' support call. */
async function kidWithGems(gems: number) {
  const parent = await signUpParent(ctx);
  const kid = await addStudent(ctx, parent);
  if (gems > 0) expect((await ctx.call('POST', `/api/v1/students/${kid.id}/incentives/gems/add`, { token: ctx.adminToken, body: { gems } })).status).toBe(200);
  return { parent, kid };
}

const PARTY_HAT = 1; // outfit, head, 10 gems
const WIZARD_HAT = 8; // outfit, head, 40 gems
const STAR_GLASSES = 3; // outfit, face, 15 gems
const PLANT = 101; // house, floor, 10 gems

describe('the store catalogue', () => {
  it('lists math items grouped by type (outfits, then house) and sorted by legacy_number, with prices of 10 to 80 gems', async () => {
    const { kid } = await kidWithGems(0);
    const res = await ctx.call('GET', '/api/v1/students/-/monster_items?subject_id=1', { token: kid.access });
    expect(res.status).toBe(200);
    const items = res.json.monster_items as { type: string; legacy_number: number; price: number; owned: boolean; subject_id: number; image_url: string; key: string }[];
    expect(items.length).toBeGreaterThanOrEqual(16);
    const firstHouse = items.findIndex((i) => i.type === 'house');
    expect(items.slice(0, firstHouse).every((i) => i.type === 'outfit')).toBe(true);
    expect(items.slice(firstHouse).every((i) => i.type === 'house')).toBe(true);
    for (const group of [items.slice(0, firstHouse), items.slice(firstHouse)]) expect(group.map((i) => i.legacy_number)).toEqual(group.map((_, n) => n + 1));
    expect(items.every((i) => i.price >= 10 && i.price <= 80 && i.subject_id === 1 && !i.owned && i.image_url === `/assets/art/items/${i.key}.svg`)).toBe(true);
    expect((await ctx.call('GET', '/api/v1/students/-/monster_items?subject_id=9', { token: kid.access })).json.error.fields.subject_id).toBe('subject_id must be a subject number from 1 to 5.');
    expect((await ctx.call('GET', '/api/v1/students/-/monster_items?subject_id=2', { token: kid.access })).json.monster_items).toEqual([]);
  });

  it('gives the ctx.adminToken list of every item to admins only', async () => {
    const { parent, kid } = await kidWithGems(0);
    expect((await ctx.call('GET', '/api/v1/admin/monster_items', { token: kid.access })).status).toBe(403);
    expect((await ctx.call('GET', '/api/v1/admin/monster_items', { token: parent.access })).status).toBe(403);
    expect((await ctx.call('GET', '/api/v1/admin/monster_items')).status).toBe(401);
    const res = await ctx.call('GET', '/api/v1/admin/monster_items', { token: ctx.adminToken });
    expect(res.status).toBe(200);
    expect(res.json.monster_items.filter((i: { type: string }) => i.type === 'outfit').length).toBeGreaterThanOrEqual(8);
    expect(res.json.monster_items.filter((i: { type: string }) => i.type === 'house').length).toBeGreaterThanOrEqual(8);
  });
});

describe('buying', () => {
  it('spends the gems and returns monster_items, student_monster (the default one before the maker) and the worn outfit', async () => {
    const { kid } = await kidWithGems(30);
    const res = await ctx.call('POST', '/api/v1/students/-/student_monster_items', { token: kid.access, body: { item_id: PARTY_HAT } });
    expect(res.status).toBe(201);
    expect(res.json.incentives).toEqual({ gems: 20 });
    expect(res.json.student_monster_item).toMatchObject({ student_id: kid.id, monster_item_id: PARTY_HAT, is_shown: true, metadata: { position: 'outfit-room', topPosition: null, leftPosition: null } });
    expect(res.json.student_monster_item.monster_item).toMatchObject({ key: 'party-hat', type: 'outfit', position: 'head', price: 10 });
    expect(res.json.student_monster).toMatchObject({ id: 0, student_id: 0, body_id: 1, color_id: 6 });
    expect(res.json.student_monster.student_monster_items.map((i: { id: number }) => i.id)).toEqual([res.json.student_monster_item.id]);
    const hat = res.json.monster_items.find((i: { id: number }) => i.id === PARTY_HAT);
    expect(hat).toMatchObject({ owned: true, student_monster_item_id: res.json.student_monster_item.id });
    expect(res.json.monster_items.filter((i: { owned: boolean }) => i.owned)).toHaveLength(1);
    expect((await ctx.call('GET', `/api/v1/students/${kid.id}/incentives`, { token: kid.access })).json.gems).toBe(20);
  });

  it('puts a house item in the house at its own spot', async () => {
    const { kid } = await kidWithGems(10);
    const res = await ctx.call('POST', `/api/v1/students/${kid.id}/student_monster_items`, { token: kid.access, body: { item_id: PLANT } });
    expect(res.status).toBe(201);
    const { metadata, is_shown } = res.json.student_monster_item;
    expect(is_shown).toBe(true);
    expect(metadata.position).toBe('house');
    expect(metadata.topPosition).toBeGreaterThan(50);
    expect(metadata.leftPosition).toBeGreaterThanOrEqual(0);
    expect(metadata.leftPosition).toBeLessThanOrEqual(100);
    expect(res.json.incentives.gems).toBe(0);
  });

  it('refuses without enough gems, twice the same item, and unknown items, changing nothing', async () => {
    const { kid } = await kidWithGems(45);
    const poor = await ctx.call('POST', '/api/v1/students/-/student_monster_items', { token: kid.access, body: { item_id: 12 } });
    expect(poor.status).toBe(422);
    expect(poor.json.error).toMatchObject({ message: 'Not enough gems.', code: 'not_enough_gems' });
    expect((await ctx.call('POST', '/api/v1/students/-/student_monster_items', { token: kid.access, body: { item_id: WIZARD_HAT } })).status).toBe(201);
    const again = await ctx.call('POST', '/api/v1/students/-/student_monster_items', { token: kid.access, body: { item_id: WIZARD_HAT } });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('You already have the Math Wizard Hat.');
    const unknown = await ctx.call('POST', '/api/v1/students/-/student_monster_items', { token: kid.access, body: { item_id: 9999 } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('That item is not in the store.');
    const bad = await ctx.call('POST', '/api/v1/students/-/student_monster_items', { token: kid.access, body: { item_id: 'hat' } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.fields.item_id).toBe('item_id must be the number of an item in the store.');
    expect((await ctx.call('GET', `/api/v1/students/${kid.id}/incentives`, { token: kid.access })).json.gems).toBe(5);
    const rows = await ctx.deps.db.select().from(student_monster_items).where(eq(student_monster_items.student_id, kid.id));
    expect(rows).toHaveLength(1);
    const [ledger] = await ctx.deps.db.select({ total: sum(gem_ledger.delta) }).from(gem_ledger).where(eq(gem_ledger.student_id, kid.id));
    expect(Number(ledger!.total)).toBe(5);
  });

  it("lets a parent buy for its own student but not for another family's", async () => {
    const { parent, kid } = await kidWithGems(20);
    const other = await kidWithGems(20);
    expect((await ctx.call('POST', `/api/v1/students/${other.kid.id}/student_monster_items`, { token: parent.access, body: { item_id: PARTY_HAT } })).status).toBe(403);
    expect((await ctx.call('POST', `/api/v1/students/${kid.id}/student_monster_items`, { token: parent.access, body: { item_id: PARTY_HAT } })).status).toBe(201);
  });
});

describe('wearing and placing', () => {
  it('wears one outfit per subject and position: a new hat takes the old one off, glasses stay on', async () => {
    const { kid } = await kidWithGems(80);
    const buy = async (item_id: number) => (await ctx.call('POST', '/api/v1/students/-/student_monster_items', { token: kid.access, body: { item_id } })).json;
    const party = (await buy(PARTY_HAT)).student_monster_item;
    const glasses = (await buy(STAR_GLASSES)).student_monster_item;
    const wizard = await buy(WIZARD_HAT);
    const shown = (m: { student_monster_items: { id: number; is_shown: boolean }[] }) => m.student_monster_items.filter((i) => i.is_shown).map((i) => i.id);
    expect(shown(wizard.student_monster).sort()).toEqual([glasses.id, wizard.student_monster_item.id].sort());

    const back = await ctx.call('PUT', `/api/v1/students/-/student_monster_items/${party.id}`, { token: kid.access, body: { show: true } });
    expect(back.status).toBe(200);
    expect(back.json.student_monster_item.is_shown).toBe(true);
    expect(shown(back.json.student_monster).sort()).toEqual([party.id, glasses.id].sort());

    const off = await ctx.call('PUT', `/api/v1/students/-/student_monster_items/${glasses.id}`, { token: kid.access, body: { show: false } });
    expect(shown(off.json.student_monster)).toEqual([party.id]);

    const map = await ctx.call('GET', '/api/v1/students/-/math_game/map', { token: kid.access });
    expect(map.json.monster_outfits).toEqual(['party-hat']);
  });

  it('moves a house item, puts it away in the store and back, and refuses placements it cannot take', async () => {
    const { kid } = await kidWithGems(10);
    const item = (await ctx.call('POST', '/api/v1/students/-/student_monster_items', { token: kid.access, body: { item_id: PLANT } })).json.student_monster_item;
    const url = `/api/v1/students/-/student_monster_items/${item.id}`;
    const moved = await ctx.call('PUT', url, { token: kid.access, body: { metadata: { position: 'house', topPosition: 62.5, leftPosition: 20 } } });
    expect(moved.status).toBe(200);
    expect(moved.json.student_monster_item).toMatchObject({ is_shown: true, metadata: { position: 'house', topPosition: 62.5, leftPosition: 20 } });
    const got = await ctx.call('GET', url, { token: kid.access });
    expect(got.json.student_monster_item.metadata).toEqual({ position: 'house', topPosition: 62.5, leftPosition: 20 });

    const away = await ctx.call('PUT', url, { token: kid.access, body: { metadata: { position: 'store' } } });
    expect(away.json.student_monster_item).toMatchObject({ is_shown: false, metadata: { position: 'store' } });
    const out = await ctx.call('PUT', url, { token: kid.access, body: { show: true } });
    expect(out.json.student_monster_item).toMatchObject({ is_shown: true, metadata: { position: 'house', topPosition: 62.5, leftPosition: 20 } });

    const wrong = await ctx.call('PUT', url, { token: kid.access, body: { metadata: { position: 'outfit-room' } } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.fields['metadata.position']).toBe('A house item can be in the house or the store.');
    const far = await ctx.call('PUT', url, { token: kid.access, body: { metadata: { leftPosition: 140 } } });
    expect(far.status).toBe(422);
    expect(far.json.error.fields['metadata.leftPosition']).toBe('leftPosition must be a number from 0 to 100.');
    const empty = await ctx.call('PUT', url, { token: kid.access, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.error.message).toBe('Send metadata or show: there is nothing to change.');
    expect((await ctx.call('GET', url, { token: kid.access })).json.student_monster_item.metadata).toEqual({ position: 'house', topPosition: 62.5, leftPosition: 20 });

    const list = await ctx.call('GET', '/api/v1/students/-/student_monster_items?subject_id=1', { token: kid.access });
    expect(list.json.student_monster_items.map((i: { id: number }) => i.id)).toEqual([item.id]);
    const other = await kidWithGems(0);
    expect((await ctx.call('GET', `/api/v1/students/-/student_monster_items/${item.id}`, { token: other.kid.access })).status).toBe(404);
  });

  it("carries the items in the student's monster once one is made", async () => {
    const { kid } = await kidWithGems(10);
    await ctx.call('POST', '/api/v1/students/-/student_monster_items', { token: kid.access, body: { item_id: PARTY_HAT } });
    const made = await ctx.call('POST', '/api/v1/students/-/student_monsters', { token: kid.access, body: { body_id: 2, color_id: 7, pattern_id: 11, eyes_id: 16, mouth_id: 21, headpart_id: 26 } });
    expect(made.json.student_monster.student_monster_items.map((i: { monster_item: { key: string } }) => i.monster_item.key)).toEqual(['party-hat']);
  });
});

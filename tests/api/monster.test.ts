import { describe, expect, it } from 'vitest';
import { seedContent } from '../../worker/seed/seed';
import { loadContentOrThrow } from '../../scripts/lib/content';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext({ demo: true });

const MONSTER = { body_id: 3, color_id: 7, pattern_id: 12, eyes_id: 17, mouth_id: 22, headpart_id: 30 };

describe('monster parts', () => {
  it('lists the 30 seeded parts with their preview images to any logged-in user, and again after a second seed', async () => {
    expect(await seedContent(ctx.deps.db, ctx.clock, loadContentOrThrow())).toBe(false);
    const parent = await signUpParent(ctx);
    const res = await ctx.call('GET', '/api/v1/monster_parts', { token: parent.access });
    expect(res.status).toBe(200);
    const parts = res.json.monster_parts;
    expect(parts).toHaveLength(30);
    expect(parts.map((p: { id: number }) => p.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(parts[15]).toMatchObject({ id: 16, type: 'eyes', legacy_number: 1, name: 'One Big Eye', preview_url: '/assets/art/monster/parts/16.svg' });
    const counts: Record<string, number> = {};
    for (const p of parts as { type: string }[]) counts[p.type] = (counts[p.type] ?? 0) + 1;
    expect(counts).toEqual({ body: 5, color: 5, pattern: 5, eyes: 5, mouth: 5, headpart: 5 });
    expect((await ctx.call('GET', '/api/v1/monster_parts')).status).toBe(401);
  });

  it('gives the ctx.adminToken list to admins only', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    expect((await ctx.call('GET', '/api/v1/admin/monster_parts', { token: kid.access })).status).toBe(403);
    expect((await ctx.call('GET', '/api/v1/admin/monster_parts', { token: parent.access })).status).toBe(403);
    const res = await ctx.call('GET', '/api/v1/admin/monster_parts', { token: ctx.adminToken });
    expect(res.status).toBe(200);
    expect(res.json.monster_parts).toHaveLength(30);
  });
});

describe("a student's monster", () => {
  it('is 404 until created, then created once (409 after), updated, and shown on the map', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    const url = `/api/v1/students/${kid.id}/student_monsters`;

    const none = await ctx.call('GET', url, { token: kid.access });
    expect(none.status).toBe(404);
    expect(none.json.error).toMatchObject({ code: 'no_monster', message: 'This student has no monster yet. Make one in the monster maker!' });
    expect((await ctx.call('PUT', url, { token: kid.access, body: { eyes_id: 18 } })).status).toBe(404);
    expect((await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access })).json.student_monster).toBeNull();

    const created = await ctx.call('POST', '/api/v1/students/-/student_monsters', { token: kid.access, body: MONSTER });
    expect(created.status).toBe(201);
    const m = created.json.student_monster;
    expect(m).toMatchObject({ student_id: kid.id, student_monster_items: [], ...MONSTER });
    expect(m.id).toBeGreaterThan(0);
    expect(m.eyes).toMatchObject({ id: 17, type: 'eyes', name: 'Two Eyes' });
    expect(m.headpart).toMatchObject({ id: 30, type: 'headpart', name: 'Crown', legacy_number: 5 });

    const again = await ctx.call('POST', url, { token: kid.access, body: { ...MONSTER, body_id: 1 } });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('This student already has a monster. Update it instead.');

    const fetched = await ctx.call('GET', url, { token: kid.access });
    expect(fetched.status).toBe(200);
    expect(fetched.json.student_monster).toMatchObject({ id: m.id, ...MONSTER });

    ctx.clock.advance(60_000);
    const updated = await ctx.call('PUT', url, { token: kid.access, body: { ...MONSTER, eyes_id: 20, mouth_id: 25 } });
    expect(updated.status).toBe(200);
    expect(updated.json.student_monster).toMatchObject({ id: m.id, eyes_id: 20, mouth_id: 25, body_id: 3, eyes: { name: 'Sparkly' } });
    expect(Date.parse(updated.json.student_monster.updated_at)).toBeGreaterThan(Date.parse(m.updated_at));

    const partial = await ctx.call('PUT', url, { token: kid.access, body: { color_id: 10 } });
    expect(partial.json.student_monster).toMatchObject({ color_id: 10, eyes_id: 20 });

    const map = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access });
    expect(map.json.student_monster).toEqual({ body: 3, color: 10, pattern: 12, eyes: 20, mouth: 25, headpart: 30 });
  });

  it('refuses ids outside their type with one message per field and changes nothing', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    const url = `/api/v1/students/${kid.id}/student_monsters`;

    const bad = await ctx.call('POST', url, { token: kid.access, body: { ...MONSTER, eyes_id: 3, headpart_id: 31 } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.fields).toEqual({ eyes_id: 'eyes_id must be one of the eyes parts (16–20).', headpart_id: 'headpart_id must be one of the headpart parts (26–30).' });
    expect(bad.json.error.message).toBe('eyes_id must be one of the eyes parts (16–20).');
    const missing = await ctx.call('POST', url, { token: kid.access, body: { body_id: 1 } });
    expect(missing.status).toBe(422);
    expect(missing.json.error.fields.color_id).toBe('color_id must be one of the color parts (6–10).');
    expect((await ctx.call('POST', url, { token: kid.access, body: { ...MONSTER, body_id: 'two' } })).json.error.fields).toEqual({ body_id: 'body_id must be one of the body parts (1–5).' });
    expect((await ctx.call('GET', url, { token: kid.access })).status).toBe(404);

    await ctx.call('POST', url, { token: kid.access, body: MONSTER });
    const badUpdate = await ctx.call('PUT', url, { token: kid.access, body: { body_id: 2, pattern_id: 16.5, mouth_id: 0 } });
    expect(badUpdate.status).toBe(422);
    expect(badUpdate.json.error.fields).toEqual({ pattern_id: 'pattern_id must be one of the pattern parts (11–15).', mouth_id: 'mouth_id must be one of the mouth parts (21–25).' });
    expect((await ctx.call('GET', url, { token: kid.access })).json.student_monster).toMatchObject(MONSTER);
  });

  it('lets a parent act for its own student, not for another parent\'s, and a student only for itself', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    const other = await signUpParent(ctx);
    const otherKid = await addStudent(ctx, other);
    const url = `/api/v1/students/${kid.id}/student_monsters`;

    expect((await ctx.call('POST', url, { token: parent.access, body: MONSTER })).status).toBe(201);
    expect((await ctx.call('GET', url, { token: parent.access })).json.student_monster.student_id).toBe(kid.id);
    expect((await ctx.call('PUT', url, { token: parent.access, body: { body_id: 5 } })).json.student_monster.body_id).toBe(5);

    expect((await ctx.call('GET', url, { token: other.access })).status).toBe(403);
    expect((await ctx.call('PUT', url, { token: other.access, body: { body_id: 1 } })).status).toBe(403);
    expect((await ctx.call('POST', `/api/v1/students/${otherKid.id}/student_monsters`, { token: parent.access, body: MONSTER })).status).toBe(403);
    expect((await ctx.call('GET', url, { token: otherKid.access })).status).toBe(403);
    expect((await ctx.call('GET', url, { token: kid.access })).json.student_monster.body_id).toBe(5);
  });
});

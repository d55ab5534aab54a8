/**
 * The funnel's saved progress, tracked URL parameters and guest experiments through the real app
 * and database (issue 14 items 2 and 3; worker/funnel, docs/decisions.md "The funnel's server side").
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guest_experiment_exposures, guests, parent_startflows } from '../../db/schema';
import { assignVariant } from '../../worker/experiments/experiments';
import { PASSWORD_NEVER_SAVED } from '../../worker/funnel/funnel.contracts';
import { purgeStaleStartflows, STARTFLOW_ENDED, STARTFLOW_OF_ANOTHER, STARTFLOW_RETENTION_MS } from '../../worker/funnel/startflows.service';
import { UNKNOWN_EXPERIMENT } from '../../worker/funnel/user-experiments.service';
import { createGuest, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

const state = (over: Record<string, unknown> = {}) => ({
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  grade: 2,
  viewer: 'parent',
  students: [{ id: 1, grade: 2, name: 'Sam' }],
  lpState: 'gradeParentModal',
  modal: 'grade',
  errors: {},
  monster: { body: 2, color: 7, eyes: 17, headpart: 27, mouth: 22, pattern: 12 },
  experiment_variant: 'quiz_first',
  ...over,
});

async function newFlow(over: Record<string, unknown> = {}) {
  const guest = await createGuest(ctx);
  const res = await ctx.call('POST', '/api/o1/parent_startflows', { body: { auth_id_token: guest.token, entry: 'math', state: state(over) } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { guest, key: res.json.startflow.key as string, res };
}

describe('parent_startflows', () => {
  it('a guest saves its progress under a 128-bit key; whoever holds the key reads and updates it', async () => {
    const { key, res } = await newFlow();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.json.startflow).toMatchObject({ entry: 'math', state: state(), ended_at: null });
    const other = (await newFlow()).key;
    expect(other).not.toBe(key);

    // A second device: no guest token needed, the key is the capability.
    const read = await ctx.call('GET', `/api/o1/parent_startflows/${key}`);
    expect(read.status).toBe(200);
    expect(read.json.startflow.state).toEqual(state());

    const next = state({ lpState: 'enterEmailParent', modal: null, email: 'ada2@example.com' });
    const put = await ctx.call('PUT', `/api/o1/parent_startflows/${key}`, { body: { state: next } });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    expect((await ctx.call('GET', `/api/o1/parent_startflows/${key}`)).json.startflow.state).toEqual(next);
  });

  it('fills the spec defaults (viewer parent, no students, no modal, no errors)', async () => {
    const guest = await createGuest(ctx);
    const res = await ctx.call('POST', '/api/o1/parent_startflows', { body: { auth_id_token: guest.token, entry: 'reading', state: { lpState: 'playButton' } } });
    expect(res.status).toBe(201);
    expect(res.json.startflow.state).toEqual({ viewer: 'parent', students: [], lpState: 'playButton', modal: null, errors: {} });
  });

  it('never accepts a password, at the top or inside a student, and saves nothing then', async () => {
    const guest = await createGuest(ctx);
    const before = await ctx.deps.db.select().from(parent_startflows);
    const res = await ctx.call('POST', '/api/o1/parent_startflows', { body: { auth_id_token: guest.token, entry: 'math', state: state({ password: 'secret123' }) } });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe(PASSWORD_NEVER_SAVED);
    const nested = await ctx.call('POST', '/api/o1/parent_startflows', { body: { auth_id_token: guest.token, entry: 'math', state: state({ students: [{ id: 1, grade: 1, name: 'S', password: 'kidpass1' }] }) } });
    expect(nested.status).toBe(422);
    expect(await ctx.deps.db.select().from(parent_startflows)).toHaveLength(before.length);

    const { key } = await newFlow();
    const put = await ctx.call('PUT', `/api/o1/parent_startflows/${key}`, { body: { state: state({ password: 'secret123' }) } });
    expect(put.status).toBe(422);
    expect(put.json.error.message).toBe(PASSWORD_NEVER_SAVED);
    expect((await ctx.call('GET', `/api/o1/parent_startflows/${key}`)).json.startflow.state).not.toHaveProperty('password');
  });

  it('refuses bad input with a 4xx: NUL bytes, huge numbers, wrong types, unknown steps and entries, bad keys', async () => {
    const guest = await createGuest(ctx);
    const post = (body: unknown) => ctx.call('POST', '/api/o1/parent_startflows', { body });
    const ok = { auth_id_token: guest.token, entry: 'math' };
    const cases: unknown[] = [
      { ...ok, state: state({ email: 'a\u0000b@example.com' }) },
      { ...ok, state: state({ errors: { 'e\u0000': 'x' } }) },
      { ...ok, state: state({ grade: 9 }) },
      { ...ok, state: state({ grade: 1e300 }) },
      { ...ok, state: state({ students: [{ id: 2 ** 40, grade: 1, name: 'S' }] }) },
      { ...ok, state: state({ grade: '2' }) },
      { ...ok, state: state({ lpState: 'nowhere' }) },
      { ...ok, state: state({ viewer: 'teacher' }) },
      { ...ok, state: state({ monster: { body: 6, color: 7, eyes: 17, headpart: 27, mouth: 22, pattern: 12 } }) },
      { ...ok, state: 'a string' },
      { ...ok, entry: 'nowhere', state: state() },
      { ...ok, state: state({ students: Array.from({ length: 11 }, (_, i) => ({ id: i, grade: 1, name: 'S' })) }) },
    ];
    for (const body of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await post({ entry: 'math', state: state() })).status).toBe(401);
    for (const bad of ['short', 'x'.repeat(23), 'AAAAAAAAAAAAAAAAAAAA%00']) {
      expect([404, 422]).toContain((await ctx.call('GET', `/api/o1/parent_startflows/${bad}`)).status);
    }
    expect((await ctx.call('GET', '/api/o1/parent_startflows/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await ctx.call('PUT', '/api/o1/parent_startflows/AAAAAAAAAAAAAAAAAAAAAA', { body: { state: state() } })).status).toBe(404);
  });

  it("a parent attaches and ends a flow; an ended flow keeps the step, drops the personal fields and refuses updates (409)", async () => {
    const { key } = await newFlow();
    const parent = await signUpParent(ctx);
    const attach = await ctx.call('POST', `/api/v1/parents/-/parent_startflows?startflow_key=${key}`, { token: parent.access });
    expect(attach.status, JSON.stringify(attach.json)).toBe(200);
    expect(attach.json.startflow.ended_at).toBeNull();
    const [row] = await ctx.deps.db.select().from(parent_startflows).where(eq(parent_startflows.key, key));
    expect(row!.parent_id).toBe(parent.id);

    const other = await signUpParent(ctx);
    const stolen = await ctx.call('POST', `/api/v1/parents/-/parent_startflows?startflow_key=${key}`, { token: other.access });
    expect(stolen.status).toBe(409);
    expect(stolen.json.error.message).toBe(STARTFLOW_OF_ANOTHER);
    expect((await ctx.call('PUT', `/api/v1/parents/-/parent_startflows/${key}/end`, { token: other.access })).status).toBe(409);

    const end = await ctx.call('PUT', `/api/v1/parents/${parent.id}/parent_startflows/${key}/end`, { token: parent.access });
    expect(end.status).toBe(200);
    expect(end.json.startflow.ended_at).toBe(new Date(ctx.clock.nowMs()).toISOString());
    expect(end.json.startflow.state).toEqual({ viewer: 'parent', lpState: 'gradeParentModal', modal: null, students: [], errors: {}, experiment_variant: 'quiz_first' });
    // Ending twice answers the same.
    expect((await ctx.call('PUT', `/api/v1/parents/-/parent_startflows/${key}/end`, { token: parent.access })).json.startflow.ended_at).toBe(end.json.startflow.ended_at);

    const put = await ctx.call('PUT', `/api/o1/parent_startflows/${key}`, { body: { state: state() } });
    expect(put.status).toBe(409);
    expect(put.json.error.message).toBe(STARTFLOW_ENDED);
    expect((await ctx.call('GET', `/api/o1/parent_startflows/${key}`)).json.startflow.ended_at).not.toBeNull();
    expect((await ctx.call('POST', `/api/v1/parents/-/parent_startflows?startflow_key=AAAAAAAAAAAAAAAAAAAAAA`, { token: parent.access })).status).toBe(404);
  });

  it('deletes flows unchanged for 30 days, and only those', async () => {
    const old = await newFlow();
    ctx.clock.advance(STARTFLOW_RETENTION_MS - 1000);
    const fresh = await newFlow();
    ctx.clock.advance(2000);
    expect(await purgeStaleStartflows(ctx.deps)).toBeGreaterThanOrEqual(1);
    expect((await ctx.call('GET', `/api/o1/parent_startflows/${old.key}`)).status).toBe(404);
    expect((await ctx.call('GET', `/api/o1/parent_startflows/${fresh.key}`)).status).toBe(200);
  });
});

describe('tracked URL parameters: first touch, kept once', () => {
  it('stores the first set whole; a second call keeps it; bad names and values answer 422', async () => {
    const g = await createGuest(ctx);
    const put = (guest: unknown) => ctx.call('PUT', '/api/o1/guests/update_vars_once', { body: { auth_id_token: g.token, guest } });
    // A visit without parameters leaves room for a later one.
    expect((await put({ vars: { seen: true } })).json.guest.tracked_params).toBeNull();
    const first = await put({ tracked_params: { utm_source: 'google', gclid: 'Cj0K' } });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.guest.tracked_params).toEqual({ utm_source: 'google', gclid: 'Cj0K' });
    const second = await put({ tracked_params: { utm_source: 'facebook', fbclid: 'IwAR' } });
    expect(second.json.guest.tracked_params).toEqual({ utm_source: 'google', gclid: 'Cj0K' });

    for (const bad of [{ tracked_params: { email: 'a@b.c' } }, { tracked_params: { utm_source: 'a\u0000b' } }, { tracked_params: { utm_source: 'x'.repeat(301) } }, { tracked_params: { utm_source: 7 } }, { tracked_params: { utm_source: '' } }, {}]) {
      expect((await put(bad)).status, JSON.stringify(bad)).toBe(422);
    }
    const [row] = await ctx.deps.db.select().from(guests).where(eq(guests.id, g.id));
    expect(row!.tracked_params).toEqual({ utm_source: 'google', gclid: 'Cj0K' });
  });
});

describe('guest experiments', () => {
  it("answers the guest's deterministic math_startflow_order variant (the token's) and records the exposure once", async () => {
    const g = await createGuest(ctx);
    const created = (await ctx.call('GET', '/api/o1/guests/data', { headers: { 'x-guest-token': g.token } })).json.guest;
    const res = await ctx.call('POST', '/api/o1/guests/user_experiments/math_startflow_order', { body: { auth_id_token: g.token } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ experiment: 'math_startflow_order', variant: assignVariant('math_startflow_order', g.id) });
    expect(res.json.variant).toBe(created.experiments.math_startflow_order);
    ctx.clock.advance(60_000);
    expect((await ctx.call('POST', '/api/o1/guests/user_experiments/math_startflow_order', { body: { auth_id_token: g.token } })).json.variant).toBe(res.json.variant);
    const rows = await ctx.deps.db.select().from(guest_experiment_exposures).where(eq(guest_experiment_exposures.guest_id, g.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ experiment: 'math_startflow_order', variant: res.json.variant });
  });

  it('moves a guest of the old split (parent_first / kid_first) to its registry variant', async () => {
    const g = await createGuest(ctx);
    await ctx.deps.db.update(guests).set({ experiments: { math_startflow_order: 'kid_first' } }).where(eq(guests.id, g.id));
    const res = await ctx.call('POST', '/api/o1/guests/user_experiments/math_startflow_order', { body: { auth_id_token: g.token } });
    expect(res.json.variant).toBe(assignVariant('math_startflow_order', g.id));
    const [row] = await ctx.deps.db.select().from(guests).where(eq(guests.id, g.id));
    expect(row!.experiments.math_startflow_order).toBe(res.json.variant);
  });

  it('answers 404 for an unknown experiment (recording nothing) and 401 without a guest token', async () => {
    const g = await createGuest(ctx);
    for (const name of ['nope', 'constructor', '__proto__']) {
      const res = await ctx.call('POST', `/api/o1/guests/user_experiments/${name}`, { body: { auth_id_token: g.token } });
      expect(res.status, name).toBe(404);
      expect(res.json.error.message).toBe(UNKNOWN_EXPERIMENT);
    }
    expect((await ctx.call('POST', '/api/o1/guests/user_experiments/Not%20a%20name', { body: { auth_id_token: g.token } })).status).toBe(422);
    expect(await ctx.deps.db.select().from(guest_experiment_exposures).where(eq(guest_experiment_exposures.guest_id, g.id))).toEqual([]);
    expect((await ctx.call('POST', '/api/o1/guests/user_experiments/math_startflow_order', { body: {} })).status).toBe(401);
    expect((await ctx.call('POST', '/api/o1/guests/user_experiments/math_startflow_order')).status).toBe(401);
  });
});

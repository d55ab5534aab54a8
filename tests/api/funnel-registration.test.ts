/**
 * Registration from the funnel (issue 14; worker/funnel/registration-extras.ts): the flow ended,
 * the guest's first-touch tracked parameters copied to the parent, each child's funnel monster
 * waiting at first login; a card waiting for 3-D Secure keeps the flow open until confirmed, and
 * a failed 3-D Secure gives the flow back to its guest. The real app, the official SDK and the
 * local Stripe fake (scripts/stripe-fake), as tests/api/billing.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parent_startflows, parents, students } from '../../db/schema';
import { startStripeFake, type RunningStripeFake } from '../../scripts/stripe-fake/server';
import { createGuest, createTestContext, TestClock, unique, uniqueAddress, type TestContext } from '../helpers/context';

let ctx: TestContext;
let stripe: RunningStripeFake;
const clock = new TestClock();

beforeAll(async () => {
  stripe = await startStripeFake({ nowMs: () => clock.nowMs() });
  const { env } = stripe;
  ctx = await createTestContext({ clock, config: { stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, host: env.STRIPE_API_HOST, port: stripe.port, protocol: 'http' } } });
});

afterAll(async () => {
  await stripe.close();
  await ctx.close();
});

const consent = { text: 'Your first month is free. Then $9.99 a month, renewing monthly until you cancel. Cancel before the free month ends and you pay nothing.', accepted: true };
const monster = { body: 3, color: 8, eyes: 18, headpart: 29, mouth: 23, pattern: 14 };

/** A guest who came from an ad, with a saved flow. */
async function guestWithFlow() {
  const guest = await createGuest(ctx);
  await ctx.call('PUT', '/api/o1/guests/update_vars_once', { body: { auth_id_token: guest.token, guest: { tracked_params: { utm_source: 'google', gclid: 'Cj0K' } } } });
  const flow = await ctx.call('POST', '/api/o1/parent_startflows', {
    body: { auth_id_token: guest.token, entry: 'math', state: { lpState: 'billingModal', email: 'x@example.com', students: [{ id: 1, grade: 1, name: 'Sam' }], monster } },
  });
  expect(flow.status).toBe(201);
  return { guest, key: flow.json.startflow.key as string };
}

function registration(card: string, overrides: Record<string, unknown> = {}) {
  const username = `kid${unique()}`;
  return {
    email: `parent${unique()}@example.com`,
    password: 'secret123',
    first_name: 'Ada',
    last_name: 'Lovelace',
    students: [{ first_name: 'Sam', last_name: 'Lee', username, grade: 1, password: 'kidpass1', monster }],
    subject_ids: [1],
    stripe_token: card,
    consent,
    ...overrides,
  };
}

const register = (body: unknown) => ctx.call('POST', '/api/o1/create_stripe_subscription', { body, address: uniqueAddress() });
const flowRow = async (key: string) => (await ctx.deps.db.select().from(parent_startflows).where(eq(parent_startflows.key, key)))[0];

describe('registration from the funnel', () => {
  it('ends the flow, copies the tracked parameters and gives the child the monster made in the funnel', async () => {
    const { key } = await guestWithFlow();
    const body = registration('pm_card_visa', { startflow_key: key });
    const res = await register(body);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const parentId = res.json.parent.id as number;

    const flow = (await ctx.call('GET', `/api/o1/parent_startflows/${key}`)).json.startflow;
    expect(flow.ended_at).not.toBeNull();
    expect(flow.state).not.toHaveProperty('email');
    expect((await flowRow(key))!.parent_id).toBe(parentId);
    const [parent] = await ctx.deps.db.select().from(parents).where(eq(parents.id, parentId));
    expect(parent!.tracked_params).toEqual({ utm_source: 'google', gclid: 'Cj0K' });

    const login = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: body.students[0]!.username, password: 'kidpass1' } });
    expect(login.status).toBe(200);
    // The answer names the new child, so the funnel can open the game for them at once.
    expect(res.json.students).toEqual([{ id: login.json.user_id, first_name: body.students[0]!.first_name, username: body.students[0]!.username, grade: body.students[0]!.grade }]);
    const made = await ctx.call('GET', '/api/v1/students/-/student_monsters', { token: login.json.access_token });
    expect(made.status).toBe(200);
    expect(made.json.student_monster).toMatchObject({ body_id: 3, color_id: 8, eyes_id: 18, headpart_id: 29, mouth_id: 23, pattern_id: 14 });
  });

  it('registers without a flow, and with a key no flow has any more (nothing to end or copy)', async () => {
    const plain = await register(registration('pm_card_visa', { students: [{ first_name: 'Kim', last_name: 'Lee', username: `kid${unique()}`, grade: 2, password: 'kidpass1' }] }));
    expect(plain.status, JSON.stringify(plain.json)).toBe(201);
    const gone = await register(registration('pm_card_visa', { startflow_key: 'AAAAAAAAAAAAAAAAAAAAAA' }));
    expect(gone.status, JSON.stringify(gone.json)).toBe(201);
    const [parent] = await ctx.deps.db.select().from(parents).where(eq(parents.id, gone.json.parent.id));
    expect(parent!.tracked_params).toBeNull();
  });

  it('refuses a malformed key or monster (422) and creates nothing', async () => {
    const before = (await ctx.deps.db.select({ id: students.id }).from(students)).length;
    const bads = [
      registration('pm_card_visa', { startflow_key: 'not a key' }),
      registration('pm_card_visa', { startflow_key: 'AAAAAAAAAAAAAAAAAAAA\u0000A' }),
      registration('pm_card_visa', { startflow_key: 12 }),
      registration('pm_card_visa', { students: [{ first_name: 'Sam', last_name: 'Lee', username: `kid${unique()}`, grade: 1, password: 'kidpass1', monster: { ...monster, eyes: 2 ** 40 } }] }),
      registration('pm_card_visa', { students: [{ first_name: 'Sam', last_name: 'Lee', username: `kid${unique()}`, grade: 1, password: 'kidpass1', monster: { ...monster, body: '3' } }] }),
    ];
    for (const body of bads) expect((await register(body)).status, JSON.stringify(body)).toBe(422);
    expect((await ctx.deps.db.select({ id: students.id }).from(students)).length).toBe(before);
  });

  it('3-D Secure: the flow stays open until the card is confirmed, then ends', async () => {
    const { key } = await guestWithFlow();
    const res = await register(registration('pm_card_authenticationRequired', { startflow_key: key }));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const seti = res.json.requires_action.setup_intent_id as string;
    expect(await flowRow(key)).toMatchObject({ parent_id: res.json.parent.id, ended_at: null });
    stripe.fake.authenticate(seti, true);
    const confirmed = await ctx.call('POST', '/api/v1/parents/-/confirm_stripe_setup_intent', { token: res.json.access_token, body: { setup_intent_id: seti } });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    expect((await flowRow(key))!.ended_at).not.toBeNull();
  });

  it('3-D Secure failed: the account goes, the flow comes back to its guest and can be resumed', async () => {
    const { key } = await guestWithFlow();
    const res = await register(registration('pm_card_authenticationRequired', { startflow_key: key }));
    const seti = res.json.requires_action.setup_intent_id as string;
    stripe.fake.authenticate(seti, false);
    const cancelled = await ctx.call('POST', '/api/v1/parents/-/cancel_by_stripe_intent_failure', { token: res.json.access_token, body: { setup_intent_id: seti } });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(await flowRow(key)).toMatchObject({ parent_id: null, ended_at: null });
    const resumed = await ctx.call('GET', `/api/o1/parent_startflows/${key}`);
    expect(resumed.json.startflow.state).toMatchObject({ lpState: 'billingModal', email: 'x@example.com' });
  });
});

/** Guests, feedback and daily usage through the real app (spec part 1 sections 3, 5, 6, 7; part 2 "Daily usage"). */
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { behavior_events, daily_usages, guests } from '../../db/schema';
import { STARS_MESSAGE } from '../../worker/feedback/feedback-fields';
import { BAD_GUEST_TOKEN, NO_GUEST_TOKEN } from '../../worker/guests/guest-auth';
import { signGuestToken } from '../../worker/guests/guest-token';
import { addStudent, createGuest, signUpParent, TEST_CONFIG } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

describe('guests', () => {
  it('POST /api/o1/guests issues a 7-day guest token carrying guest_id and the experiments map', async () => {
    const res = await ctx.call('POST', '/api/o1/guests');
    expect(res.status).toBe(201);
    const claims = decodeJwt(res.json.auth_id_token);
    expect(claims.typ).toBe('guest');
    expect(claims.guest_id).toBe(res.json.guest.id);
    expect(claims.experiments).toEqual(res.json.guest.experiments);
    expect(['quiz_first', 'email_first']).toContain(res.json.guest.experiments.math_startflow_order);
    expect(claims.exp! - ctx.clock.nowMs() / 1000).toBe(7 * 24 * 3600);
  });

  it('PUT sets variables; update_vars_once keeps the ones already set; GET data reads them by header', async () => {
    const g = await createGuest(ctx);
    const put = await ctx.call('PUT', '/api/o1/guests', { body: { auth_id_token: g.token, guest: { vars: { grade: 3, source: 'ad' } } } });
    expect(put.json.guest.vars).toEqual({ grade: 3, source: 'ad' });
    const once = await ctx.call('PUT', '/api/o1/guests/update_vars_once', { body: { auth_id_token: g.token, guest: { vars: { source: 'email', first_visit: '2026-11-22' } } } });
    expect(once.json.guest.vars).toEqual({ grade: 3, source: 'ad', first_visit: '2026-11-22' });
    const data = await ctx.call('GET', '/api/o1/guests/data', { headers: { 'x-guest-token': g.token } });
    expect(data.json.guest).toMatchObject({ id: g.id, vars: { grade: 3, source: 'ad', first_visit: '2026-11-22' } });
    const badName = await ctx.call('PUT', '/api/o1/guests', { body: { auth_id_token: g.token, guest: { vars: { 'bad name': 1 } } } });
    expect(badName.status).toBe(422);
    expect(badName.json.error.message).toBe('Variable names may only have letters, digits and underscores.');
  });

  it('refuses a missing, forged, expired or access token with 401 and the messages', async () => {
    expect((await ctx.call('GET', '/api/o1/guests/data')).json.error.message).toBe(NO_GUEST_TOKEN);
    const forged = await signGuestToken(1, {}, 'another-secret-another-secret-another-secret', ctx.clock.nowMs());
    const res = await ctx.call('GET', '/api/o1/guests/data', { headers: { 'x-guest-token': forged } });
    expect(res.status).toBe(401);
    expect(res.json.error.message).toBe(BAD_GUEST_TOKEN);
    const g = await createGuest(ctx);
    ctx.clock.advance(8 * 24 * 3600 * 1000);
    try {
      expect((await ctx.call('GET', '/api/o1/guests/data', { headers: { 'x-guest-token': g.token } })).status).toBe(401);
    } finally {
      ctx.clock.advance(-8 * 24 * 3600 * 1000);
    }
    const p = await signUpParent(ctx);
    expect((await ctx.call('GET', '/api/o1/guests/data', { headers: { 'x-guest-token': p.access } })).status).toBe(401);
  });

  it('ignores and logs a token whose guest id is zero or not a number', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const zero = await signGuestToken(0, {}, TEST_CONFIG.jwtSecret, ctx.clock.nowMs());
      const res = await ctx.call('GET', '/api/o1/guests/data', { headers: { 'x-guest-token': zero } });
      expect(res.status).toBe(401);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('ignored guest id 0'));
    } finally {
      errors.mockRestore();
    }
  });

  it('behaviour events carry the metadata; a guest that became a student has them attributed', async () => {
    const g = await createGuest(ctx);
    const metadata = { device: 'tablet', is_mobile: false, is_portrait: true, platform: 'web', timezone: 'Europe/Paris', user_agent: 'UA', viewport_height: 768, viewport_width: 1024, aspect_ratio: 1.33, path: '/lp/math', experiments: { math_startflow_order: 'kid_first' } };
    const res = await ctx.call('POST', '/api/o1/guest_behavior_events', { body: { auth_id_token: g.token, guest_behavior_events: [{ name: 'LP: playButton', metadata }] } });
    expect(res.json).toEqual({ saved: 1 });
    const [row] = await ctx.deps.db.select().from(behavior_events).where(eq(behavior_events.guest_id, g.id));
    expect(row!.metadata).toEqual(metadata);
    const bad = await ctx.call('POST', '/api/o1/guest_behavior_events', { body: { auth_id_token: g.token, guest_behavior_events: [{ name: '', metadata: { platform: 'tv' } }] } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.fields['guest_behavior_events.0.name']).toBe('Every event needs a name.');
  });

  it('guest to student: links with the guest token, then user_configs; another family cannot take it over', async () => {
    const p = await signUpParent(ctx);
    const s = await addStudent(ctx, p);
    const g = await createGuest(ctx);
    await ctx.call('PUT', '/api/o1/guests', { body: { auth_id_token: g.token, guest: { vars: { grade: 2 } } } });
    const noHeader = await ctx.call('POST', `/api/v1/guests/${g.id}/student`, { token: s.access, body: {} });
    expect(noHeader.status).toBe(401);
    const otherGuest = await createGuest(ctx);
    const wrongGuest = await ctx.call('POST', `/api/v1/guests/${g.id}/student`, { token: s.access, headers: { 'x-guest-token': otherGuest.token }, body: {} });
    expect(wrongGuest.status).toBe(403);
    const parentNoStudent = await ctx.call('POST', `/api/v1/guests/${g.id}/student`, { token: p.access, headers: { 'x-guest-token': g.token }, body: {} });
    expect(parentNoStudent.status).toBe(422);
    expect(parentNoStudent.json.error.message).toBe('Please choose the student.');
    const ok = await ctx.call('POST', `/api/v1/guests/${g.id}/student`, { token: s.access, headers: { 'x-guest-token': g.token }, body: {} });
    expect(ok.json.guest).toMatchObject({ id: g.id, student_id: s.id, parent_id: p.id });
    const configs = await ctx.call('GET', `/api/v1/guests/${g.id}/user_configs`, { token: p.access });
    expect(configs.json.user_configs).toMatchObject({ guest_id: g.id, vars: { grade: 2 } });
    const stranger = await addStudent(ctx, await signUpParent(ctx));
    const takeover = await ctx.call('POST', `/api/v1/guests/${g.id}/student`, { token: stranger.access, headers: { 'x-guest-token': g.token }, body: {} });
    expect(takeover.status).toBe(403);
    const [row] = await ctx.deps.db.select().from(guests).where(eq(guests.id, g.id));
    expect(row!.student_id).toBe(s.id);
  });
});

describe('feedback', () => {
  it('a student leaves stars and notes, changes them, lists them', async () => {
    const s = await addStudent(ctx, await signUpParent(ctx));
    const created = await ctx.call('POST', '/api/v1/students/-/feedbacks', { token: s.access, body: { stars: 4, notes: '  I like the ocean map ', source: 'math-map' } });
    expect(created.status).toBe(201);
    expect(created.json.feedback).toMatchObject({ stars: 4, notes: 'I like the ocean map', source: 'math-map', student_id: s.id, parent_id: null, guest_id: null });
    const updated = await ctx.call('PUT', `/api/v1/students/-/feedbacks/${created.json.feedback.id}`, { token: s.access, body: { stars: 5 } });
    expect(updated.json.feedback).toMatchObject({ stars: 5, notes: 'I like the ocean map' });
    const list = await ctx.call('GET', `/api/v1/students/${s.id}/feedbacks`, { token: s.access });
    expect(list.json.feedbacks).toHaveLength(1);
  });

  it('validates stars 1 to 5 and the notes length with the widget messages', async () => {
    const p = await signUpParent(ctx);
    for (const stars of [0, 6, 2.5, '3', undefined]) {
      const res = await ctx.call('POST', '/api/v1/parents/-/feedbacks', { token: p.access, body: { stars, notes: 'x' } });
      expect(res.status).toBe(422);
      expect(res.json.error.fields.stars).toBe(STARS_MESSAGE);
    }
    const long = await ctx.call('POST', '/api/v1/parents/-/feedbacks', { token: p.access, body: { stars: 3, notes: 'a'.repeat(2001) } });
    expect(long.json.error.fields.notes).toBe('Please keep your note under 2000 characters.');
    const nothing = await ctx.call('PUT', '/api/v1/parents/-/feedbacks/1', { token: p.access, body: {} });
    expect(nothing.json.error.message).toBe('Please send stars or notes to change.');
  });

  it("a parent's and a guest's feedback; nobody changes someone else's (404 alike)", async () => {
    const p = await signUpParent(ctx);
    const other = await signUpParent(ctx);
    const mine = await ctx.call('POST', `/api/v1/parents/${p.id}/feedbacks`, { token: p.access, body: { stars: 2, notes: 'Too hard' } });
    expect(mine.json.feedback.parent_id).toBe(p.id);
    const theirs = await ctx.call('PUT', `/api/v1/parents/-/feedbacks/${mine.json.feedback.id}`, { token: other.access, body: { stars: 1 } });
    expect(theirs.status).toBe(404);
    expect(theirs.json.error.message).toBe('Feedback not found.');
    const g = await createGuest(ctx);
    const guestFb = await ctx.call('POST', '/api/o1/feedbacks', { body: { auth_id_token: g.token, stars: 5, notes: 'Nice video' } });
    expect(guestFb.json.feedback).toMatchObject({ guest_id: g.id, stars: 5 });
    const g2 = await createGuest(ctx);
    expect((await ctx.call('PUT', `/api/o1/feedbacks/${guestFb.json.feedback.id}`, { body: { auth_id_token: g2.token, stars: 1 } })).status).toBe(404);
    expect((await ctx.call('PUT', `/api/o1/feedbacks/${mine.json.feedback.id}`, { body: { auth_id_token: g.token, stars: 1 } })).status).toBe(404);
    const changed = await ctx.call('PUT', `/api/o1/feedbacks/${guestFb.json.feedback.id}`, { body: { auth_id_token: g.token, notes: 'Great video' } });
    expect(changed.json.feedback.notes).toBe('Great video');
    expect((await ctx.call('POST', '/api/o1/feedbacks', { body: { stars: 5 } })).json.error.message).toBe(NO_GUEST_TOKEN);
  });

  it('a student who came as a guest leaves feedback under /guests/{guestId}/students/{id}', async () => {
    const s = await addStudent(ctx, await signUpParent(ctx));
    const g = await createGuest(ctx);
    const notLinked = await ctx.call('POST', `/api/v1/guests/${g.id}/students/-/feedbacks`, { token: s.access, body: { stars: 4 } });
    expect(notLinked.status).toBe(403);
    await ctx.call('POST', `/api/v1/guests/${g.id}/student`, { token: s.access, headers: { 'x-guest-token': g.token }, body: {} });
    const ok = await ctx.call('POST', `/api/v1/guests/${g.id}/students/-/feedbacks`, { token: s.access, body: { stars: 4 } });
    expect(ok.json.feedback).toMatchObject({ student_id: s.id, guest_id: g.id });
  });
});

describe('daily usage and student behaviour events', () => {
  it("one row per student's calendar day; flags only turn on; data merges", async () => {
    const p = await signUpParent(ctx);
    const s = await addStudent(ctx, p);
    await ctx.call('PUT', '/api/v1/students/-', { token: s.access, body: { timezone: 'Pacific/Auckland' } });
    const first = await ctx.call('POST', '/api/v1/students/-/daily_usages', { token: s.access, body: { used_math: true, data: { minutes: 5 } } });
    expect(first.status).toBe(200);
    // 2026-11-22 15:00 UTC is already 2026-11-23 in Auckland (UTC+13).
    expect(first.json.daily_usage).toMatchObject({ day: '2026-11-23', used_math: true, used_reading: false, data: { minutes: 5 } });
    const second = await ctx.call('POST', `/api/v1/students/${s.id}/daily_usages`, { token: p.access, body: { used_reading: true, used_math: false, data: { book: 'b1' } } });
    expect(second.json.daily_usage).toMatchObject({ id: first.json.daily_usage.id, used_math: true, used_reading: true, data: { minutes: 5, book: 'b1' } });
    ctx.clock.advance(24 * 3600 * 1000);
    try {
      // A day later the access token has expired: log in again.
      const login = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: s.username, password: 'kidpass1' } });
      const next = await ctx.call('POST', '/api/v1/students/-/daily_usages', { token: login.json.access_token, body: { used_science: true } });
      expect(next.json.daily_usage).toMatchObject({ day: '2026-11-24', used_math: false, used_science: true });
    } finally {
      ctx.clock.advance(-24 * 3600 * 1000);
    }
    expect(await ctx.deps.db.$count(daily_usages, eq(daily_usages.student_id, s.id))).toBe(2);
    const bad = await ctx.call('POST', '/api/v1/students/-/daily_usages', { token: s.access, body: { used_math: 'yes', used_art: true } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.fields.used_math).toBe('Usage flags are true or false.');
  });

  it("behaviour events of a student, and attributed to its own parent only", async () => {
    const p = await signUpParent(ctx);
    const s = await addStudent(ctx, p);
    const other = await signUpParent(ctx);
    const ok = await ctx.call('POST', `/api/v1/students/-/parents/${p.id}/behavior_events`, { token: s.access, body: { behavior_events: [{ name: 'opened store', metadata: { path: '/math' } }] } });
    expect(ok.json).toEqual({ saved: 1 });
    const [row] = await ctx.deps.db.select().from(behavior_events).where(eq(behavior_events.student_id, s.id));
    expect(row).toMatchObject({ name: 'opened store', parent_id: p.id });
    const stranger = await ctx.call('POST', `/api/v1/students/-/parents/${other.id}/behavior_events`, { token: s.access, body: { behavior_events: [{ name: 'x' }] } });
    expect(stranger.status).toBe(403);
    const none = await ctx.call('POST', '/api/v1/students/-/behavior_events', { token: s.access, body: { behavior_events: [] } });
    expect(none.json.error.message).toBe('Send at least one event.');
  });
});

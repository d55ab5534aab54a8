/**
 * Every write that stamps a time takes it from the injected clock (ARCHITECTURE "time comes from an
 * injected clock"), never from the database's now() or a column default: with the TestClock years
 * away (2031), account, purchase, feedback, gem, lesson, e-mail and seed rows carry the clock's time.
 * Playing and guests are covered by clock-and-calendar.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  action_tokens,
  app_settings,
  email_outbox,
  feedbacks,
  gem_ledger,
  incentives,
  math_lessons,
  math_levels,
  math_maps,
  monster_items,
  monster_parts,
  parents,
  pets,
  reading_books,
  refresh_tokens,
  student_math_lessons,
  student_monster_items,
  students,
} from '../../db/schema';
import { loadContentOrThrow } from '../../db/seed/content';
import { DEMO_ACCOUNTS, seedContent, seedDemoAccounts } from '../../worker/seed/seed';
import { addStudent, createAdmin, signUpParent, TestClock } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();
const MINUTE = 60_000;
const PARTY_HAT = 1; // store outfit, 10 gems

/** Moves the clock one minute on and returns the new time as a Date. */
function tick(): Date {
  ctx.clock.advance(MINUTE);
  return new Date(ctx.clock.ms);
}

const parentRow = async (id: number) => (await ctx.deps.db.select().from(parents).where(eq(parents.id, id)))[0]!;
const studentRow = async (id: number) => (await ctx.deps.db.select().from(students).where(eq(students.id, id)))[0]!;

describe('timestamps from the injected clock (accounts, store, feedback, gems, lessons, e-mail)', () => {
  it('stamps sign-up, account and student changes with the moved clock', async () => {
    const start = new Date(Date.UTC(2031, 4, 6, 10, 0, 0)); // years away from the database's own now()
    ctx.clock.ms = start.getTime();
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent, 1);
    expect(await parentRow(parent.id)).toMatchObject({ created_at: start, updated_at: start });
    expect(await studentRow(kid.id)).toMatchObject({ created_at: start, updated_at: start });
    const tokens = await ctx.deps.db.select().from(refresh_tokens).where(eq(refresh_tokens.user_id, kid.id));
    expect(tokens.filter((t) => t.role === 'student').map((t) => t.created_at)).toEqual([start]);

    const renamed = tick();
    expect((await ctx.call('PUT', '/api/v1/parents/-', { token: parent.access, body: { first_name: 'Grace' } })).status).toBe(200);
    expect(await parentRow(parent.id)).toMatchObject({ created_at: start, updated_at: renamed });
    const preferred = tick();
    expect((await ctx.call('POST', '/api/v1/parents/-/account_preferences', { token: parent.access, body: { dont_lock_at_daily_limit: true } })).status).toBe(200);
    expect((await parentRow(parent.id)).updated_at).toEqual(preferred);
    const passwordChanged = tick();
    const newPassword = await ctx.call('POST', '/api/v1/parents/-/update_password', { token: parent.access, body: { current_password: parent.password, new_password: 'secret456' } });
    expect(newPassword.status).toBe(200);
    expect((await parentRow(parent.id)).updated_at).toEqual(passwordChanged);

    const regraded = tick();
    expect((await ctx.call('PUT', `/api/v1/students/${kid.id}`, { token: kid.access, body: { grade: 2 } })).status).toBe(200);
    expect(await studentRow(kid.id)).toMatchObject({ created_at: start, updated_at: regraded });
    const renamedByParent = tick();
    expect((await ctx.call('PUT', '/api/v1/parents/-/students', { token: parent.access, body: { students: [{ id: kid.id, first_name: 'Max' }] } })).status).toBe(200);
    expect((await studentRow(kid.id)).updated_at).toEqual(renamedByParent);
    const kidPassword = tick();
    expect((await ctx.call('POST', `/api/v1/students/${kid.id}/update_password`, { token: kid.access, body: { current_password: 'kidpass1', new_password: 'kidpass2' } })).status).toBe(200);
    expect((await studentRow(kid.id)).updated_at).toEqual(kidPassword);
  });

  it('stamps a gem grant, a spend and a store purchase with the moved clock', async () => {
    ctx.clock.ms = Date.UTC(2031, 6, 1, 8, 0, 0);
    const admin = await createAdmin(ctx);
    const kid = await addStudent(ctx, await signUpParent(ctx), 1);
    const granted = tick();
    expect((await ctx.call('POST', `/api/v1/students/${kid.id}/incentives/gems/add`, { token: admin.access, body: { gems: 30 } })).status).toBe(200);
    const spent = tick();
    expect((await ctx.call('POST', `/api/v1/students/${kid.id}/incentives/gems/substract`, { token: kid.access, body: { gems: 1 } })).status).toBe(200);
    const bought = tick();
    expect((await ctx.call('POST', `/api/v1/students/${kid.id}/student_monster_items`, { token: kid.access, body: { item_id: PARTY_HAT } })).status).toBe(201);

    const ledger = await ctx.deps.db.select().from(gem_ledger).where(eq(gem_ledger.student_id, kid.id)).orderBy(gem_ledger.id);
    expect(ledger.map((r) => [r.reason, r.created_at])).toEqual([
      [`admin ${admin.id} grant`, granted],
      ['spent', spent],
      [`store item ${PARTY_HAT}`, bought],
    ]);
    const [balance] = await ctx.deps.db.select().from(incentives).where(eq(incentives.student_id, kid.id));
    expect(balance!.updated_at).toEqual(bought);
    const [item] = await ctx.deps.db.select().from(student_monster_items).where(eq(student_monster_items.student_id, kid.id));
    expect([item!.created_at, item!.updated_at]).toEqual([bought, bought]);
  });

  it('stamps feedback, a watched lesson intro and the reset e-mail with the moved clock', async () => {
    ctx.clock.ms = Date.UTC(2031, 8, 9, 12, 0, 0);
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent, 1);
    const written = tick();
    const created = await ctx.call('POST', '/api/v1/students/-/feedbacks', { token: kid.access, body: { stars: 5 } });
    expect(created.json.feedback).toMatchObject({ created_at: written.toISOString(), updated_at: written.toISOString() });
    const edited = tick();
    const updated = await ctx.call('PUT', `/api/v1/students/-/feedbacks/${created.json.feedback.id}`, { token: kid.access, body: { stars: 3 } });
    expect(updated.json.feedback).toMatchObject({ created_at: written.toISOString(), updated_at: edited.toISOString() });
    const [fb] = await ctx.deps.db.select().from(feedbacks).where(eq(feedbacks.id, created.json.feedback.id));
    expect([fb!.created_at, fb!.updated_at]).toEqual([written, edited]);

    const [lesson] = await ctx.deps.db.select({ id: math_lessons.id }).from(math_lessons).limit(1);
    const watched = tick();
    const res = await ctx.call('POST', `/api/v1/students/${kid.id}/student_math_lessons`, { token: kid.access, body: { math_lesson_id: lesson!.id, lesson_intro_watched: true } });
    expect(res.status).toBe(200);
    const [stats] = await ctx.deps.db
      .select()
      .from(student_math_lessons)
      .where(and(eq(student_math_lessons.student_id, kid.id), eq(student_math_lessons.math_lesson_id, lesson!.id)));
    expect([stats!.created_at, stats!.updated_at]).toEqual([watched, watched]);

    const asked = tick();
    expect((await ctx.call('POST', '/api/o1/forgot_password', { body: { email_or_username: parent.email } })).status).toBe(200);
    const [token] = await ctx.deps.db.select().from(action_tokens).where(and(eq(action_tokens.role, 'parent'), eq(action_tokens.user_id, parent.id)));
    expect(token!.created_at).toEqual(asked);
    const [mail] = await ctx.deps.db.select().from(email_outbox).where(eq(email_outbox.to_address, parent.email));
    expect(mail!.created_at).toEqual(asked);
  });
});

describe('the seed takes its time from the clock it is given', () => {
  it('stamps new rows at seed time and moves only updated_at when content is seeded again', async () => {
    const firstSeed = new Date(new TestClock().ms); // the context seeded with a fresh TestClock
    const [mapBefore] = await ctx.deps.db.select().from(math_maps).limit(1);
    expect([mapBefore!.created_at, mapBefore!.updated_at]).toEqual([firstSeed, firstSeed]);

    const reseed = new Date(Date.UTC(2031, 10, 11, 9, 0, 0));
    ctx.clock.ms = reseed.getTime();
    // Forget the stored content version so the same content is written again.
    await ctx.deps.db.delete(app_settings).where(eq(app_settings.key, 'content_version'));
    expect(await seedContent(ctx.deps.db, ctx.clock, loadContentOrThrow())).toBe(true);
    const { db } = ctx.deps;
    const stamped = {
      math_maps: await db.select({ created_at: math_maps.created_at, updated_at: math_maps.updated_at }).from(math_maps),
      math_levels: await db.select({ created_at: math_levels.created_at, updated_at: math_levels.updated_at }).from(math_levels),
      pets: await db.select({ created_at: pets.created_at, updated_at: pets.updated_at }).from(pets),
      monster_parts: await db.select({ created_at: monster_parts.created_at, updated_at: monster_parts.updated_at }).from(monster_parts),
      monster_items: await db.select({ created_at: monster_items.created_at, updated_at: monster_items.updated_at }).from(monster_items),
      reading_books: await db.select({ created_at: reading_books.created_at, updated_at: reading_books.updated_at }).from(reading_books),
    };
    for (const [table, rows] of Object.entries(stamped)) {
      expect(rows.length, table).toBeGreaterThan(0);
      const times = new Set(rows.map((r) => `${r.created_at.toISOString()} ${r.updated_at.toISOString()}`));
      expect([...times], table).toEqual([`${firstSeed.toISOString()} ${reseed.toISOString()}`]);
    }

    expect(await seedDemoAccounts(ctx.deps.db, ctx.clock, 'test')).toBe(true);
    const [demo] = await ctx.deps.db.select().from(parents).where(eq(parents.email, DEMO_ACCOUNTS.parent.email));
    expect([demo!.created_at, demo!.updated_at]).toEqual([reseed, reseed]);
    // The whole content again (question bank, catalogues, reading books) plus Argon2 hashes: 16 s
    // alone on the shared machine, past 30 s under other people's runs.
  }, 90_000);
});

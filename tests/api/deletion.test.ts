/**
 * Deletion and export are complete (issue 12 part 7), proven by walking the database's own
 * catalogue rather than a hand-kept list of tables:
 * - every table and column is read from information_schema / pg_constraint;
 * - a column names a person when it is a foreign key to `students`, `parents` or to any table whose
 *   rows name a person (`guests`, `math_games`...), or is called `student_id` / `parent_id` /
 *   `guest_id`, or is a `role` + `user_id` pair, or is a text column whose name says it may hold
 *   an e-mail or a login name (`key`, `email`, `username`, `*_address`, `*_body`, `subject`);
 * - the fixture reaches its state through the API (sign-up, a guest's events and feedback before
 *   it became the child, play, pets, store, video, failed logins, forgot password...) and the test
 *   FAILS when any such column has no row naming the family: a new table with a `student_id`
 *   column, or any other reference, can't be missed silently (fill the fixture, then make deletion
 *   reach it);
 * - after deleting the child, then the account, no row of any table names them: by id through
 *   those columns, and by username, e-mail or the child's (unique) first name anywhere in the
 *   row's text; rows of the sibling, the parent (after the child's deletion) and another family
 *   are all still there.
 */
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOGIN_PER_ACCOUNT_ADDRESS } from '../../worker/auth/rate-limit';
import { escapeLike } from '../../worker/parents/account-deletion';
import { correctAnswerFor, videoAnswerFor } from '../helpers/answers';
import { createGuest, signUpParent, unique } from '../helpers/context';
import { fillSubjects } from '../helpers/fill-subjects';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext({ demo: true });

/** Runs raw SQL; PGlite and node-postgres both answer `{ rows }`. */
async function rows<T>(query: SQL): Promise<T[]> {
  const result: unknown = await ctx.deps.db.execute(query);
  return (result as { rows: T[] }).rows;
}
const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** Text columns whose name says they may hold an e-mail address or a login name. */
const TEXT_REFERENCE = /^(key|email|username|login|account|subject)$|_(address|body|email)$/;
/** Text columns that match the pattern above but never hold a family's name, and why. */
const TEXT_EXEMPT: Record<string, string> = {
  'admin_users.email': 'administrators are not families; no route deletes them',
  'app_settings.key': "the server's own settings (JWT secret, content version)",
  'parent_startflows.key': 'a random capability (the resume link), names no one',
  'feature_flags.key': 'a feature flag name (core/flags/flags.ts), set by admins',
  ...Object.fromEntries(['math_maps.key', 'skills.key', 'math_lessons.key', 'pets.key', 'monster_items.key', 'science_habitats.key', 'science_topics.key', 'science_badge_items.key', 'social_studies_maps.key', 'social_studies_topics.key'].map((k) => [k, 'content catalogue, seeded'])),
  'student_subject_completions.subject': 'a subject key (socialStudies), names no one',
};

type Reference =
  | { table: string; kind: 'self'; column: string; of: 'students' | 'parents' }
  | { table: string; kind: 'fk'; column: string; of: string }
  | { table: string; kind: 'user'; column: 'user_id' }
  | { table: string; kind: 'text'; column: string };

interface Walk {
  tables: string[];
  references: Reference[];
}

/** Reads every table of the public schema and the columns that can name a person. */
async function walkSchema(): Promise<Walk> {
  const tables = (await rows<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)).map((t) => t.table_name);
  const columns = await rows<{ table_name: string; column_name: string; data_type: string }>(
    sql`select table_name, column_name, data_type from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const fks = await rows<{ table_name: string; column_name: string; ref_table: string }>(sql`
    select cl.relname as table_name, a.attname as column_name, rc.relname as ref_table
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    join pg_class rc on rc.oid = c.confrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and n.nspname = 'public' and array_length(c.conkey, 1) = 1`);
  const fkOf = new Map(fks.map((f) => [`${f.table_name}.${f.column_name}`, f.ref_table]));
  const byName: Record<string, string> = { student_id: 'students', parent_id: 'parents', guest_id: 'guests' };
  const references: Reference[] = [
    { table: 'students', kind: 'self', column: 'id', of: 'students' },
    { table: 'parents', kind: 'self', column: 'id', of: 'parents' },
  ];
  const fkCandidates: Extract<Reference, { kind: 'fk' }>[] = [];
  for (const table of tables) {
    const cols = columns.filter((c) => c.table_name === table);
    const names = new Set(cols.map((c) => c.column_name));
    if (names.has('role') && names.has('user_id')) references.push({ table, kind: 'user', column: 'user_id' });
    for (const c of cols) {
      const of = fkOf.get(`${table}.${c.column_name}`) ?? byName[c.column_name];
      if (of) fkCandidates.push({ table, kind: 'fk', column: c.column_name, of });
      else if (['text', 'character varying', 'jsonb'].includes(c.data_type) && TEXT_REFERENCE.test(c.column_name) && !TEXT_EXEMPT[`${table}.${c.column_name}`]) {
        references.push({ table, kind: 'text', column: c.column_name });
      }
    }
  }
  // A foreign key names a person when the table it points to does: a fixed point over the graph.
  const personal = new Set(['students', 'parents', ...references.map((r) => r.table)]);
  for (let changed = true; changed; ) {
    changed = false;
    for (const r of fkCandidates) {
      if (personal.has(r.of) && !references.includes(r)) {
        references.push(r);
        if (!personal.has(r.table)) changed = true;
        personal.add(r.table);
      }
    }
  }
  return { tables, references };
}

/** Who a check is about: ids and the words (username, e-mail, unique first name) that name them. */
interface People {
  students: number[];
  parents: number[];
  words: string[];
}

/** Rows naming `people`, per table, by primary key or ctid-free row text; built from the walk. */
class Namer {
  /** Ids (column `id`) of each table's rows naming the people, captured before deleting. */
  private ids = new Map<string, number[]>();
  constructor(
    private walk: Walk,
    private people: People,
  ) {}

  /** The SQL condition "this reference names the people" for one reference (ids must be captured first). */
  condition(r: Reference): SQL {
    const col = ident(r.column);
    const list = (ids: number[]) => (ids.length ? sql`${col} in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})` : sql`false`);
    switch (r.kind) {
      case 'self':
        return list(this.people[r.of]);
      case 'fk':
        if (r.of === 'students' || r.of === 'parents') return list(this.people[r.of]);
        return list(this.ids.get(r.of) ?? []);
      case 'user': {
        const s = this.people.students.length ? sql`(role = 'student' and ${list(this.people.students)})` : sql`false`;
        const p = this.people.parents.length ? sql`(role = 'parent' and ${list(this.people.parents)})` : sql`false`;
        return sql`(${s} or ${p})`;
      }
      case 'text':
        return this.people.words.length ? sql`(${sql.join(this.people.words.map((w) => sql`position(${w.toLowerCase()} in lower(${col}::text)) > 0`), sql` or `)})` : sql`false`;
    }
  }

  /** Every reference of `table` ORed, plus the words anywhere in the row's text. */
  names(table: string): SQL {
    const parts = this.walk.references.filter((r) => r.table === table).map((r) => this.condition(r));
    const t = ident(table);
    for (const w of this.people.words) parts.push(sql`position(${w.toLowerCase()} in lower(${t}::text)) > 0`);
    return parts.length ? sql`coalesce((${sql.join(parts, sql` or `)}), false)` : sql`false`;
  }

  /** Captures the ids of rows naming the people in every table with an `id`, following the keys. */
  async capture() {
    const referents = new Set(this.walk.references.filter((r) => r.kind === 'fk').map((r) => r.of));
    // Enough rounds for the longest chain of keys (guests -> behavior_events needs two).
    for (let round = 0; round < referents.size + 1; round++) {
      for (const table of referents) {
        if (table === 'students' || table === 'parents') continue;
        this.ids.set(table, (await rows<{ id: number }>(sql`select id from ${ident(table)} where ${this.names(table)}`)).map((r) => Number(r.id)));
      }
    }
  }

  /** Rows of each table naming the people (tables with none left out). */
  async counts(filter: (table: string) => SQL = () => sql`true`): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const table of this.walk.tables) {
      const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from ${ident(table)} where ${this.names(table)} and ${filter(table)}`);
      if (Number(row!.n) > 0) out[table] = Number(row!.n);
    }
    return out;
  }

  /**
   * References with no row naming the people: each id reference (`table.column`), and each table
   * with text references (`table.(text)`: any of its text columns may hold the name).
   */
  async unfilled(): Promise<string[]> {
    const out: string[] = [];
    const check = async (label: string, table: string, condition: SQL) => {
      const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from ${ident(table)} where coalesce(${condition}, false)`);
      if (Number(row!.n) === 0) out.push(label);
    };
    for (const r of this.walk.references.filter((r) => r.kind !== 'text')) await check(`${r.table}.${r.column}`, r.table, this.condition(r));
    const textTables = [...new Set(this.walk.references.filter((r) => r.kind === 'text').map((r) => r.table))];
    for (const table of textTables) {
      const conditions = this.walk.references.filter((r) => r.kind === 'text' && r.table === table).map((r) => this.condition(r));
      await check(`${table}.(text)`, table, sql`(${sql.join(conditions, sql` or `)})`);
    }
    return out;
  }
}

const KID_PASSWORD = 'kidpass1';
const login = (email_or_username: string, password: string) => ctx.call('POST', '/api/o1/login', { body: { email_or_username, password } });

/** A child added through the API with a first name no other row holds. */
async function addChild(parent: { access: string; password: string }) {
  const username = `kid${unique()}`;
  const firstName = `Zorb${unique()}`;
  const res = await ctx.call('POST', '/api/v1/parents/-/students', {
    token: parent.access,
    body: { first_name: firstName, last_name: 'Lee', username, grade: 1, new_password: KID_PASSWORD, parent_password: parent.password },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const session = await login(username, KID_PASSWORD);
  return { id: res.json.id as number, username, firstName, access: session.json.access_token as string };
}
type Child = Awaited<ReturnType<typeof addChild>>;

/** Awaits an API call and asserts it succeeded (2xx); returns its body. */
async function ok(res: Promise<{ status: number; json: any }>) {
  const r = await res;
  expect(Math.floor(r.status / 100), `${r.status} ${JSON.stringify(r.json)}`).toBe(2);
  return r.json;
}

/**
 * A family with data in every table that can name a person, reached through the API only (the
 * membership through the Stripe fake, support's level moves through the admin route).
 */
async function fillFamily(email = `parent${unique()}@example.com`) {
  // The visitor comes as a guest first: events, feedback and variables before sign-up.
  const guest = await createGuest(ctx);
  await ok(ctx.call('PUT', '/api/o1/guests', { body: { auth_id_token: guest.token, guest: { vars: { grade: 1, source: 'ad' } } } }));
  await ok(ctx.call('POST', '/api/o1/guest_behavior_events', { body: { auth_id_token: guest.token, guest_behavior_events: [{ name: 'LP: playButton', metadata: { path: '/lp/math' } }] } }));
  const guestFeedback = await ok(ctx.call('POST', '/api/o1/feedbacks', { body: { auth_id_token: guest.token, stars: 5, notes: 'before sign-up' } }));
  // The funnel: saved progress, an experiment exposure, first-touch parameters.
  const flow = await ok(ctx.call('POST', '/api/o1/parent_startflows', { body: { auth_id_token: guest.token, entry: 'math', state: { lpState: 'gradeKidModal', email } } }));
  await ok(ctx.call('POST', '/api/o1/guests/user_experiments/math_startflow_order', { body: { auth_id_token: guest.token } }));
  await ok(ctx.call('PUT', '/api/o1/guests/update_vars_once', { body: { auth_id_token: guest.token, guest: { tracked_params: { utm_source: 'ad' } } } }));

  const parent = await signUpParent(ctx, { email });
  const kid = await addChild(parent);
  const sibling = await addChild(parent);
  await ok(ctx.call('POST', `/api/v1/parents/-/parent_startflows?startflow_key=${flow.startflow.key}`, { token: parent.access }));
  await ok(ctx.call('POST', `/api/v1/guests/${guest.id}/student`, { token: kid.access, headers: { 'x-guest-token': guest.token }, body: {} }));
  await ok(ctx.call('POST', '/api/o1/guest_behavior_events', { body: { auth_id_token: guest.token, guest_behavior_events: [{ name: 'after linking' }] } }));
  await ok(ctx.call('POST', `/api/v1/guests/${guest.id}/students/-/feedbacks`, { token: kid.access, body: { stars: 4 } }));

  // A membership through the Stripe fake (consent kept), then cancelled with the cancel-account form.
  const consent = { text: 'Your first month is free, then $9.99 a month until you cancel.', accepted: true };
  await ok(ctx.call('POST', '/api/v1/parents/-/create_stripe_subscription_with_token_validated', { token: parent.access, body: { subject_ids: [1], stripe_token: 'pm_card_visa', consent } }));
  await ok(ctx.call('PUT', '/api/v1/parents/-/subject', { token: parent.access, body: { add_subject: true, subject_id: 2 } }));
  await ok(ctx.call('DELETE', '/api/v1/parents/-/subjects', { token: parent.access, body: { subject_ids: [2], feedback: 'Math is enough.' } }));
  await ok(ctx.call('POST', '/api/v1/parents/-/cancel_subscription', { token: parent.access, body: { action: 'cancel', feedback: 'We will be back.', score: 8 } }));
  await ok(ctx.call('POST', `/api/v1/students/${kid.id}/feedbacks`, { token: kid.access, body: { stars: 4, notes: 'fun' } }));
  await ok(ctx.call('POST', `/api/v1/students/${sibling.id}/feedbacks`, { token: sibling.access, body: { stars: 3 } }));
  await ok(ctx.call('POST', '/api/v1/parents/-/feedbacks', { token: parent.access, body: { stars: 5 } }));
  await ok(ctx.call('POST', `/api/v1/students/${kid.id}/daily_usages`, { token: kid.access, body: { used_math: true } }));
  await ok(ctx.call('POST', `/api/v1/students/${kid.id}/behavior_events`, { token: kid.access, body: { behavior_events: [{ name: 'opened map' }] } }));
  await ok(ctx.call('POST', `/api/v1/students/${kid.id}/parents/${parent.id}/behavior_events`, { token: kid.access, body: { behavior_events: [{ name: 'parent gate' }] } }));

  // Play: a map game with answers and lesson stats, completed levels (support's move), gems.
  await ok(ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access }));
  // Past the level-1 start screen, which completes level 1 and puts a question.
  const game = await ok(ctx.call('POST', `/api/v1/students/${kid.id}/math_game`, { token: kid.access, body: { new_level: 2 } }));
  const q = game.question.id as number;
  await ok(ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`, { token: kid.access, body: { answer: await correctAnswerFor(ctx, q) } }));
  await ok(ctx.call('PUT', `/api/v1/admin/students/${kid.id}/math_game`, { token: ctx.adminToken, body: { current_level: 4 } }));
  await ok(ctx.call('POST', `/api/v1/students/${kid.id}/incentives/gems/add`, { token: ctx.adminToken, body: { gems: 50 } }));
  // Monster, store, pets and the pet game.
  await ok(ctx.call('POST', '/api/v1/students/-/student_monsters', { token: kid.access, body: { body_id: 3, color_id: 7, pattern_id: 12, eyes_id: 17, mouth_id: 22, headpart_id: 30 } }));
  await ok(ctx.call('POST', '/api/v1/students/-/student_monster_items', { token: kid.access, body: { item_id: 1 } }));
  const pet = (await ok(ctx.call('POST', `/api/v1/students/${kid.id}/student_pets`, { token: kid.access, body: { pet_id: 1, first_pet: true } }))).data.student_pet;
  const petGame = (await ok(ctx.call('GET', `/api/v1/students/${kid.id}/student_pets/${pet.id}/pet_game`, { token: kid.access }))).data.pet_game;
  const pq = petGame.question.id as number;
  await ok(ctx.call('POST', `/api/v1/students/${kid.id}/student_pets/${pet.id}/pet_game/questions/${pq}/student_answers`, { token: kid.access, body: { answer: await correctAnswerFor(ctx, pq) } }));
  // A desert video level: one cue answered.
  await ok(ctx.call('PUT', `/api/v1/admin/students/${kid.id}/math_game`, { token: ctx.adminToken, body: { current_level: 17 } }));
  const video = await ok(ctx.call('GET', `/api/v1/students/${kid.id}/video_level`, { token: kid.access }));
  await ok(ctx.call('POST', `/api/v1/students/${kid.id}/video_level/questions/${video.question.id}/student_answers`, { token: kid.access, body: { answer: await videoAnswerFor(ctx, video.question.id, false) } }));

  // Reading, science, social studies and Superskills (tests/helpers/fill-subjects.ts).
  await fillSubjects((method, path, body) => ok(ctx.call(method, `/api/v1/students/${kid.id}${path}`, { token: kid.access, ...(body === undefined ? {} : { body }) })));

  // Sessions and their security records: failed logins (counters keyed by the login name) and
  // forgot-password requests (reset tokens, outbox e-mails, counters) for the child and the parent.
  for (const name of [kid.username, parent.email]) {
    expect((await login(name, 'wrong-password')).status).toBe(401);
    await ok(ctx.call('POST', '/api/o1/forgot_password', { body: { email_or_username: name } }));
  }
  await ok(ctx.call('POST', '/api/o1/forgot_password', { body: { email_or_username: sibling.username } }));
  return { parent, kid, sibling, guest, guestFeedbackId: guestFeedback.feedback.id as number };
}

const peopleOf = (students: Child[], parents: { id: number; email: string }[]): People => ({
  students: students.map((s) => s.id),
  parents: parents.map((p) => p.id),
  words: [...students.flatMap((s) => [s.username, s.firstName]), ...parents.map((p) => p.email)],
});

describe('deleting a child, then its account, leaves no row that names them (schema walk)', () => {
  it('finds every reference, sees the fixture fill each one, and finds none left after each deletion', async () => {
    const walk = await walkSchema();
    // The walk sees what we know of, so it is looking at the right database.
    const seen = walk.references.map((r) => `${r.table}.${r.column}`);
    expect(seen).toEqual(expect.arrayContaining(['students.id', 'parents.id', 'guests.student_id', 'behavior_events.guest_id', 'student_answers.math_game_id', 'refresh_tokens.user_id', 'action_tokens.user_id', 'rate_limit_counters.key', 'email_outbox.to_address']));
    for (const exempt of Object.keys(TEXT_EXEMPT)) expect(walk.tables, `stale exemption ${exempt}`).toContain(exempt.split('.')[0]);

    // An e-mail with LIKE's `_`, and another family whose e-mail the unescaped pattern would match.
    const u = unique();
    const family = await fillFamily(`a_b${u}@example.com`);
    const other = await fillFamily(`axb${u}@example.com`);
    const { parent, kid, sibling } = family;

    const everyone = new Namer(walk, peopleOf([kid], [parent]));
    await everyone.capture();
    expect(await everyone.unfilled(), 'references the fixture leaves empty: fill them in fillFamily, then make deletion reach them').toEqual([]);

    const kidOnly = new Namer(walk, peopleOf([kid], []));
    await kidOnly.capture();
    const survivors = new Namer(walk, peopleOf([sibling], [parent]));
    await survivors.capture();
    const bystanders = new Namer(walk, peopleOf([other.kid, other.sibling], [other.parent]));
    await bystanders.capture();
    const survivorsBefore = await survivors.counts((t) => sql`not ${kidOnly.names(t)}`);
    const bystandersBefore = await bystanders.counts();
    expect(Object.keys(survivorsBefore)).toEqual(expect.arrayContaining(['parents', 'students', 'feedbacks', 'rate_limit_counters', 'email_outbox', 'action_tokens']));

    await ok(ctx.call('DELETE', '/api/v1/parents/-/students', { token: parent.access, body: { student_id: kid.id, parent_password: parent.password } }));
    expect(await kidOnly.counts()).toEqual({});
    expect(await survivors.counts((t) => sql`not ${kidOnly.names(t)}`)).toEqual(survivorsBefore);
    expect(await bystanders.counts()).toEqual(bystandersBefore);

    const family2 = new Namer(walk, peopleOf([kid, sibling], [parent]));
    await family2.capture();
    await ok(ctx.call('DELETE', '/api/v1/parents/-', { token: parent.access, body: { password: parent.password } }));
    expect(await family2.counts()).toEqual({});
    expect(await kidOnly.counts()).toEqual({});
    expect(await bystanders.counts()).toEqual(bystandersBefore);
    // Two families through the whole API (about 30 Argon2 hashes) and some 500 catalogue queries.
  }, 180_000);

  it('a new child given a deleted child\'s username starts without its failed logins', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addChild(parent);
    // A neighbour whose counter key ends in the deleted name but is another account.
    const neighbour = `zz${kid.username}`;
    // The free failures used up: the name now waits, and would pass the wait on to a new child.
    for (let i = 0; i < LOGIN_PER_ACCOUNT_ADDRESS.free; i++) expect((await login(kid.username, 'wrong-password')).status).toBe(401);
    expect((await login(kid.username, KID_PASSWORD)).status).toBe(429);
    await login(neighbour, 'wrong-password');
    const counters = async (account: string) => (await rows<{ key: string }>(sql`select key from rate_limit_counters where key like ${`%:${escapeLike(account)}`} order by key`)).map((r) => r.key);
    expect((await counters(kid.username)).length).toBeGreaterThan(0);
    const neighbourKeys = await counters(neighbour);
    expect(neighbourKeys.length).toBeGreaterThan(0);
    await ok(ctx.call('DELETE', '/api/v1/parents/-/students', { token: parent.access, body: { student_id: kid.id, parent_password: parent.password } }));
    expect(await counters(kid.username)).toEqual([]);
    const again = await ctx.call('POST', '/api/v1/parents/-/students', {
      token: parent.access,
      body: { first_name: 'New', last_name: 'Kid', username: kid.username, grade: 2, new_password: 'newkid12', parent_password: parent.password },
    });
    expect(again.status).toBe(201);
    expect((await login(kid.username, 'newkid12')).status).toBe(200);
    // The neighbour's counter is another account's: it stays.
    expect(await counters(neighbour)).toEqual(neighbourKeys);
  }, 60_000);
});

describe('escapeLike', () => {
  it('escapes LIKE wildcards and the escape character itself', () => {
    expect(escapeLike('a_b%c\\d')).toBe('a\\_b\\%c\\\\d');
    expect(escapeLike('plain')).toBe('plain');
  });
});

describe("the export holds the child's guest-era rows", () => {
  it('every row naming the child is in the export, guest-era events and feedback in guest_era', async () => {
    const walk = await walkSchema();
    const { parent, kid, guest, guestFeedbackId } = await fillFamily();
    const res = await ctx.call('GET', `/api/v1/students/${kid.id}/export`, { token: parent.access });
    expect(res.status).toBe(200);
    const data = res.json;
    expect(data.format).toBe('monsterific-student-export/1');
    expect(data.tables.guests).toEqual([expect.objectContaining({ id: guest.id, student_id: kid.id, vars: { grade: 1, source: 'ad' } })]);
    expect(data.guest_era.behavior_events).toEqual([expect.objectContaining({ name: 'LP: playButton', guest_id: guest.id, student_id: null })]);
    expect(data.guest_era.feedbacks).toEqual([expect.objectContaining({ id: guestFeedbackId, notes: 'before sign-up', student_id: null })]);
    // After linking, the guest's events carry the student: in `tables`, not twice.
    expect(data.tables.behavior_events.map((e: { name: string }) => e.name).sort()).toEqual(['after linking', 'opened map', 'parent gate']);

    // Completeness: per table, the rows naming the child (schema walk, ids only: the parent's
    // rows name it by words too) equal the rows exported. Security records are not the child's data.
    const notExported = ['students', 'refresh_tokens', 'action_tokens', 'rate_limit_counters', 'email_outbox'];
    const namer = new Namer(walk, { students: [kid.id], parents: [], words: [] });
    await namer.capture();
    const inDb = await namer.counts();
    const exported: Record<string, number> = {};
    for (const [table, list] of [...Object.entries(data.tables), ...Object.entries(data.guest_era)] as [string, unknown[]][]) {
      if (list.length) exported[table] = (exported[table] ?? 0) + list.length;
    }
    for (const table of notExported) delete inDb[table];
    expect(exported).toEqual(inDb);
  }, 120_000);
});

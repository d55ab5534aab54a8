/**
 * The authorization matrix (spec part 1 section 6): every route of the real app's OpenAPI
 * document, called by every kind of caller, must answer 401, 403 or success exactly as its
 * declared policy in access-policy.ts says. Routes added later are included automatically and
 * fail until they declare a policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { math_lessons, questions, skills } from '../../db/schema';
import { addStudent, createAdmin, createGuest, createTestContext, signUpParent, type TestContext } from '../helpers/context';
import { ACCESS_POLICY, type Caller, type Fixtures, type RoutePolicy } from './access-policy';

let ctx: TestContext;
let f: Fixtures;
let documented: string[] = [];

const POLICY_FILE = 'tests/api/access-policy.ts';

async function family() {
  const parent = await signUpParent(ctx);
  const student = await addStudent(ctx, parent);
  return {
    owner: { id: parent.id, email: parent.email, password: parent.password, access: parent.access },
    ownStudent: { id: student.id, username: student.username, password: 'kidpass1', access: student.access },
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const mine = await family();
  const other = await family();
  const admin = await createAdmin(ctx);
  const guest = await createGuest(ctx);
  const linkedGuest = await createGuest(ctx);
  const link = await ctx.call('POST', `/api/v1/guests/${linkedGuest.id}/student`, { token: mine.ownStudent.access, headers: { 'x-guest-token': linkedGuest.token }, body: {} });
  expect(link.status).toBe(200);
  const studentFb = await ctx.call('POST', '/api/v1/students/-/feedbacks', { token: mine.ownStudent.access, body: { stars: 5 } });
  const parentFb = await ctx.call('POST', '/api/v1/parents/-/feedbacks', { token: mine.owner.access, body: { stars: 4 } });
  const guestFb = await ctx.call('POST', '/api/o1/feedbacks', { body: { auth_id_token: guest.token, stars: 3 } });
  const [skill] = await ctx.deps.db.select().from(skills).limit(1);
  const [lesson] = await ctx.deps.db.select().from(math_lessons).limit(1);
  const [question] = await ctx.deps.db.select().from(questions).limit(1);
  f = {
    ...mine,
    otherParent: { id: other.owner.id, access: other.owner.access },
    otherStudent: { id: other.ownStudent.id, access: other.ownStudent.access },
    admin,
    guest,
    linkedGuest,
    feedbacks: { student: studentFb.json.feedback.id, parent: parentFb.json.feedback.id, guest: guestFb.json.feedback.id },
    skillId: skill!.id,
    lessonId: lesson!.id,
    questionId: question!.id,
  };
  const doc = await ctx.call('GET', '/api/openapi.json');
  documented = Object.entries(doc.json.paths as Record<string, Record<string, unknown>>).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));
}, 120_000);
afterAll(() => ctx.close());

/** One call of the matrix: who calls, with which ids, and what must come back. */
interface Case {
  name: string;
  caller: Caller;
  /** Bearer token, guest token (for `guest` routes), or none. */
  token?: string;
  guestToken?: string;
  /** Path parameter values the case sets (the student or parent id it reaches for). */
  ids: Record<string, string>;
  expect: 401 | 403 | 'allowed';
  /** Needs a family of its own (the route deletes it). */
  fresh?: boolean;
}

/** Derives the cases of a route from its policy kind. */
function casesFor(policy: RoutePolicy, fx: Fixtures): Case[] {
  const guestCaller: Caller = { role: 'guest' };
  const anon: Case[] = [
    { name: 'nobody', caller: { role: null }, ids: {}, expect: 401 },
    { name: 'a guest token as bearer', caller: guestCaller, token: fx.guest.token, ids: {}, expect: 401 },
  ];
  const sp = policy.studentParam === undefined ? 'id' : policy.studentParam;
  const own = sp ? { [sp]: String(fx.ownStudent.id) } : {};
  const dash = sp ? { [sp]: '-' } : {};
  const parentIds = { id: String(fx.owner.id) };
  const student: Caller = { role: 'student' };
  const parent: Caller = { role: 'parent' };
  const admin: Caller = { role: 'admin' };
  switch (policy.access) {
    case 'public':
      return [{ name: 'nobody', caller: { role: null }, ids: {}, expect: 'allowed' }];
    case 'guest':
      return [
        { name: 'no guest token', caller: { role: null }, ids: {}, expect: 401 },
        { name: "a parent's access token as guest token", caller: parent, guestToken: fx.owner.access, ids: {}, expect: 401 },
        { name: 'the guest', caller: guestCaller, guestToken: fx.guest.token, ids: {}, expect: 'allowed' },
      ];
    case 'user':
      return [
        ...anon,
        { name: 'a parent', caller: parent, token: fx.owner.access, ids: {}, expect: 'allowed' },
        { name: 'a student', caller: student, token: fx.ownStudent.access, ids: {}, expect: 'allowed' },
        { name: 'an admin', caller: admin, token: fx.admin.access, ids: {}, expect: 'allowed' },
      ];
    case 'admin':
      return [
        ...anon,
        { name: 'a parent', caller: parent, token: fx.owner.access, ids: {}, expect: 403 },
        { name: 'a student', caller: student, token: fx.ownStudent.access, ids: {}, expect: 403 },
        { name: 'an admin', caller: admin, token: fx.admin.access, ids: {}, expect: 'allowed' },
      ];
    case 'student-session':
      return [
        ...anon,
        { name: 'the student', caller: student, token: fx.ownStudent.access, ids: {}, expect: 'allowed' },
        { name: 'a parent', caller: parent, token: fx.owner.access, ids: {}, expect: 403 },
        { name: 'an admin', caller: admin, token: fx.admin.access, ids: {}, expect: 403 },
      ];
    case 'parent':
      return [
        ...anon.map((c) => ({ ...c, ids: parentIds })),
        { name: 'the parent by id', caller: parent, token: fx.owner.access, ids: parentIds, expect: 'allowed', fresh: !!policy.fresh },
        { name: 'the parent by -', caller: parent, token: fx.owner.access, ids: { id: '-' }, expect: 'allowed', fresh: !!policy.fresh },
        { name: "another parent on this parent's id", caller: parent, token: fx.otherParent.access, ids: parentIds, expect: 403 },
        { name: "the parent's own student on the parent's id", caller: student, token: fx.ownStudent.access, ids: parentIds, expect: 403 },
        { name: 'a student by -', caller: student, token: fx.ownStudent.access, ids: { id: '-' }, expect: 403 },
        { name: 'an admin', caller: admin, token: fx.admin.access, ids: parentIds, expect: 403 },
      ];
    case 'student':
    case 'student-parent': {
      const selfOk = policy.access === 'student' ? 'allowed' : 403;
      const cases: Case[] = [
        ...anon.map((c) => ({ ...c, ids: own })),
        { name: 'the student by id', caller: student, token: fx.ownStudent.access, ids: own, expect: selfOk },
        { name: "the student's parent", caller: parent, token: fx.owner.access, ids: own, expect: 'allowed' },
        { name: "another parent's student on this student's id", caller: student, token: fx.otherStudent.access, ids: own, expect: 403 },
        { name: "another parent on this parent's student id", caller: parent, token: fx.otherParent.access, ids: own, expect: 403 },
        { name: 'an admin', caller: admin, token: fx.admin.access, ids: own, expect: 403 },
      ];
      if (sp) {
        cases.push({ name: 'the student by -', caller: student, token: fx.ownStudent.access, ids: dash, expect: selfOk });
        cases.push({ name: 'a parent by - (no current student)', caller: parent, token: fx.owner.access, ids: dash, expect: 403 });
      }
      return cases;
    }
  }
}

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`${path}: no value for {${name}}; give it in the policy's params()`);
    return encodeURIComponent(v);
  });
}

async function run(route: string, policy: RoutePolicy, c: Case, base: Fixtures) {
  let fx = base;
  if (c.fresh) {
    const fam = await family();
    fx = { ...base, ...fam };
    // The case's ids and token point at the new family.
    c = { ...c, token: fam.owner.access, ids: Object.fromEntries(Object.entries(c.ids).map(([k, v]) => [k, v === String(base.owner.id) ? String(fam.owner.id) : v])) };
  }
  if (c.expect === 'allowed') await policy.beforeEach?.(ctx, fx);
  const [method, path] = route.split(' ') as [string, string];
  let url = fillPath(path, { ...policy.params?.(fx), ...c.ids });
  const query = policy.query?.(fx);
  if (query) url += `?${new URLSearchParams(query).toString()}`;
  const headers: Record<string, string> = { ...policy.headers?.(fx) };
  let body = policy.body?.(fx, c.caller);
  if (policy.access === 'guest' && c.guestToken) {
    if (policy.guestToken === 'body') body = { ...(body as object), auth_id_token: c.guestToken };
    else headers['x-guest-token'] = c.guestToken;
  }
  const options: Parameters<TestContext['call']>[2] = { headers };
  if (body !== undefined) options.body = body;
  if (c.token) options.token = c.token;
  const res = await ctx.call(method, url, options);
  return { status: res.status, json: res.json, url };
}

describe('authorization matrix over the OpenAPI document', () => {
  it('every documented route has a declared access policy', () => {
    expect(documented.length).toBeGreaterThan(40);
    const missing = documented.filter((r) => !ACCESS_POLICY[r]);
    expect(
      missing,
      `Routes without an access policy. Declare each in ${POLICY_FILE}, e.g.\n` +
        missing.map((r) => `  '${r}': { access: 'student', body: () => ({ /* smallest valid body */ }) },`).join('\n') +
        `\nAccess kinds: public, guest, user, student, student-parent, student-session, parent, admin (see the comment at the top of ${POLICY_FILE}).`,
    ).toEqual([]);
  });

  it('declares no policy for a route that does not exist', () => {
    const stale = Object.keys(ACCESS_POLICY).filter((r) => !documented.includes(r));
    expect(stale, `Remove these entries from ${POLICY_FILE} (no such route in /api/openapi.json)`).toEqual([]);
  });

  it('answers 401, 403 or success for every route and caller exactly as declared', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of documented) {
      const policy = ACCESS_POLICY[route];
      if (!policy) continue; // reported by the first test
      for (const c of casesFor(policy, f)) {
        const res = await run(route, policy, c, f);
        checked += 1;
        const allowed = (res.status >= 200 && res.status < 300) || (policy.allowedAlso?.statuses.includes(res.status) ?? false);
        const ok = c.expect === 'allowed' ? allowed : res.status === c.expect;
        if (!ok) failures.push(`${route} as ${c.name} (${res.url}): expected ${c.expect}, got ${res.status} ${JSON.stringify(res.json)?.slice(0, 200)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  }, 300_000);
});

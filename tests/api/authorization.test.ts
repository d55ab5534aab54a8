/**
 * The authorization matrix (spec part 1 section 6): every route of the real app's OpenAPI
 * document, called by every kind of caller, must answer 401, 403 or success exactly as the access
 * it declares in its own definition (`x-access` in the document) says. Routes added later are
 * included automatically, with no entry in any table: denied callers send no body at all (access
 * is decided before validation), allowed callers send the contract's body and parameter examples.
 * matrix-overrides.ts holds the few routes that need fixture data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { math_lessons, questions, skills } from '../../db/schema';
import { addStudent, createAdmin, createGuest, createTestContext, signUpParent, type TestContext } from '../helpers/context';
import { ACCESS_KINDS, type AccessDeclaration } from '../../worker/lib/access';
import { MATRIX_OVERRIDES, type Caller, type Fixtures, type MatrixOverride } from './matrix-overrides';

let ctx: TestContext;
let f: Fixtures;
/** What the matrix needs of one documented operation. */
interface Operation {
  access?: AccessDeclaration;
  /** Path parameter examples from the contract. */
  examples: Record<string, string>;
  /** The request body: whether one is required, and the contract's example. */
  body?: { required: boolean; example?: unknown };
}
let documented: string[] = [];
let operations: Record<string, Operation> = {};

/** What the matrix sends and accepts for a route: its declaration plus its override, if any. */
interface RoutePolicy extends Omit<MatrixOverride, 'why'> {
  access: AccessDeclaration;
  examples: Record<string, string>;
  requestBody?: Operation['body'];
}

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
  type DocOperation = {
    'x-access'?: AccessDeclaration;
    parameters?: { name: string; in: string; example?: string | number; schema?: { example?: string | number } }[];
    requestBody?: { required?: boolean; content: Record<string, { example?: unknown }> };
  };
  const paths = doc.json.paths as Record<string, Record<string, DocOperation>>;
  operations = {};
  for (const [p, methods] of Object.entries(paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const examples: Record<string, string> = {};
      for (const param of op.parameters ?? []) {
        const example = param.example ?? param.schema?.example;
        if (param.in === 'path' && example !== undefined) examples[param.name] = String(example);
      }
      const entry: Operation = { examples };
      if (op['x-access']) entry.access = op['x-access'];
      if (op.requestBody) entry.body = { required: !!op.requestBody.required, example: op.requestBody.content['application/json']?.example };
      operations[`${m.toUpperCase()} ${p}`] = entry;
    }
  }
  documented = Object.keys(operations);
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
  const sp = policy.access.studentParam === undefined ? 'id' : policy.access.studentParam;
  const own = sp ? { [sp]: String(fx.ownStudent.id) } : {};
  const dash = sp ? { [sp]: '-' } : {};
  const parentIds = { id: String(fx.owner.id) };
  const student: Caller = { role: 'student' };
  const parent: Caller = { role: 'parent' };
  const admin: Caller = { role: 'admin' };
  switch (policy.access.kind) {
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
      const selfOk = policy.access.kind === 'student' ? 'allowed' : 403;
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
    if (v === undefined) throw new Error(`${path}: no value for {${name}}; give the parameter an example in its contract (.openapi({ example })) or an entry in matrix-overrides.ts`);
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
  let url = fillPath(path, { ...policy.examples, ...policy.params?.(fx), ...c.ids });
  const query = policy.query?.(fx);
  if (query) url += `?${new URLSearchParams(query).toString()}`;
  const headers: Record<string, string> = { ...policy.headers?.(fx) };
  // Denied callers send no body (access is decided before the body is validated), except where
  // the body names the student (studentParam null): then the handler decides after validation.
  const sendBody = c.expect === 'allowed' || policy.access.studentParam === null;
  let body = sendBody ? (policy.body ? policy.body(fx, c.caller) : policy.requestBody?.example) : undefined;
  if (policy.access.kind === 'guest') {
    if (policy.access.guestToken === 'body') body = { ...(body as object), ...(c.guestToken ? { auth_id_token: c.guestToken } : {}) };
    else if (c.guestToken) headers['x-guest-token'] = c.guestToken;
  }
  const options: Parameters<TestContext['call']>[2] = { headers };
  if (body !== undefined) options.body = body;
  if (c.token) options.token = c.token;
  const res = await ctx.call(method, url, options);
  return { status: res.status, json: res.json, url };
}

/** The route's declaration from the document, with its override. */
function policyOf(route: string): RoutePolicy | undefined {
  const op = operations[route];
  if (!op?.access) return undefined;
  const { why: _why, ...override } = MATRIX_OVERRIDES[route] ?? { why: '' };
  const policy: RoutePolicy = { ...override, access: op.access, examples: op.examples };
  if (op.body) policy.requestBody = op.body;
  return policy;
}

/**
 * Whether an allowed caller's answer shows it got in: 2xx (or a status the override accepts); a
 * route whose required body has no example nor override must answer 422 `invalid`, which only a
 * caller past the access check (run before validation) can get.
 */
function allowedAnswer(policy: RoutePolicy, status: number, json: { error?: { code?: string } } | null): boolean {
  if (status >= 200 && status < 300) return true;
  if (policy.allowedAlso?.includes(status)) return true;
  const bodyless = policy.requestBody?.required && policy.requestBody.example === undefined && !policy.body;
  return !!bodyless && status === 422 && json?.error?.code === 'invalid';
}

describe('authorization matrix over the OpenAPI document', () => {
  it('every documented route declares its access in its definition (x-access)', () => {
    expect(documented.length).toBeGreaterThan(40);
    const missing = documented.filter((r) => {
      const kind = operations[r]?.access?.kind;
      return !kind || !ACCESS_KINDS.includes(kind);
    });
    expect(
      missing,
      'Routes without an access declaration. Define each with defineRoute({ access, ... }) from worker/lib/route.ts, e.g.\n' +
        missing.map((r) => `  ${r}: defineRoute({ access: 'student', method: ..., path: ... })`).join('\n') +
        `\nAccess kinds: ${ACCESS_KINDS.join(', ')} (worker/lib/access.ts, docs/routes.md).`,
    ).toEqual([]);
  });

  it('overrides only routes that exist, each with its reason', () => {
    const stale = Object.keys(MATRIX_OVERRIDES).filter((r) => !documented.includes(r));
    expect(stale, 'Remove these entries from tests/api/matrix-overrides.ts (no such route in /api/openapi.json)').toEqual([]);
    expect(Object.entries(MATRIX_OVERRIDES).filter(([, o]) => o.why.trim().length < 10).map(([r]) => r)).toEqual([]);
  });

  it('answers 401, 403 or success for every route and caller exactly as declared', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of documented) {
      const policy = policyOf(route);
      if (!policy) continue; // reported by the first test
      for (const c of casesFor(policy, f)) {
        const res = await run(route, policy, c, f);
        checked += 1;
        const ok = c.expect === 'allowed' ? allowedAnswer(policy, res.status, res.json) : res.status === c.expect;
        if (!ok) failures.push(`${route} as ${c.name} (${res.url}): expected ${c.expect}, got ${res.status} ${JSON.stringify(res.json)?.slice(0, 200)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  }, 300_000);
});

/**
 * Calling every documented route as each kind of caller, from the app's own OpenAPI document
 * (`GET /api/openapi.json`): the operations with their `x-access` declaration, parameter and body
 * examples and schemas; the fixture families; the cases (caller, ids, expected 401/403/allowed) of
 * each access kind; and the request of one case. Shared by the authorization matrix
 * (tests/api/authorization.test.ts) and the fuzz suite (tests/api/fuzz.test.ts, issue 12 part 3),
 * which starts from each route's allowed case and mutates it.
 */
import { math_lessons, questions, skills } from '../../db/schema';
import type { AccessDeclaration } from '../../worker/lib/access';
import { addStudent, createAdmin, createGuest, signUpParent, type TestContext } from './context';
import type { JsonSchema, SchemaComponents } from './json-schema-arbitrary';
import { MATRIX_OVERRIDES, type Caller, type Fixtures, type MatrixOverride } from './matrix-overrides';

/** A parameter as the document declares it. */
export interface DocParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: string | number;
  schema?: JsonSchema & { example?: string | number };
}

/** What the tests need of one documented operation. */
export interface Operation {
  access?: AccessDeclaration;
  /** Path parameter examples from the contract. */
  examples: Record<string, string>;
  parameters: DocParameter[];
  /** The request body: whether one is required, the contract's example and its JSON schema. */
  body?: { required: boolean; example?: unknown; schema?: JsonSchema };
}

/** The document's operations keyed `METHOD /path` (path in the document's `{param}` syntax). */
export interface Operations {
  operations: Record<string, Operation>;
  /** `components.schemas`, which body schemas `$ref`. */
  components: SchemaComponents;
}

/** Reads the app's OpenAPI document through the app. @throws Error when it does not answer 200. */
export async function readOperations(ctx: TestContext): Promise<Operations> {
  const doc = await ctx.call('GET', '/api/openapi.json');
  if (doc.status !== 200) throw new Error(`GET /api/openapi.json answered ${doc.status}`);
  type DocOperation = {
    'x-access'?: AccessDeclaration;
    parameters?: DocParameter[];
    requestBody?: { required?: boolean; content: Record<string, { example?: unknown; schema?: JsonSchema }> };
  };
  const paths = doc.json.paths as Record<string, Record<string, DocOperation>>;
  const operations: Record<string, Operation> = {};
  for (const [p, methods] of Object.entries(paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const examples: Record<string, string> = {};
      for (const param of op.parameters ?? []) {
        const example = param.example ?? param.schema?.example;
        if (param.in === 'path' && example !== undefined) examples[param.name] = String(example);
      }
      const entry: Operation = { examples, parameters: op.parameters ?? [] };
      if (op['x-access']) entry.access = op['x-access'];
      if (op.requestBody) {
        const json = op.requestBody.content['application/json'];
        entry.body = { required: !!op.requestBody.required, example: json?.example };
        if (json?.schema) entry.body.schema = json.schema;
      }
      operations[`${m.toUpperCase()} ${p}`] = entry;
    }
  }
  return { operations, components: (doc.json.components?.schemas ?? {}) as SchemaComponents };
}

/** A parent with one student, both logged in (the student's password is `kidpass1`). */
export async function family(ctx: TestContext) {
  const parent = await signUpParent(ctx);
  const student = await addStudent(ctx, parent);
  return {
    owner: { id: parent.id, email: parent.email, password: parent.password, access: parent.access },
    ownStudent: { id: student.id, username: student.username, password: 'kidpass1', access: student.access },
  };
}

/** The matrix's people and records: two families, an admin, guests (one linked), feedbacks, seeded content ids. */
export async function createFixtures(ctx: TestContext): Promise<Fixtures> {
  const mine = await family(ctx);
  const other = await family(ctx);
  const admin = await createAdmin(ctx);
  const guest = await createGuest(ctx);
  const linkedGuest = await createGuest(ctx);
  const link = await ctx.call('POST', `/api/v1/guests/${linkedGuest.id}/student`, { token: mine.ownStudent.access, headers: { 'x-guest-token': linkedGuest.token }, body: {} });
  if (link.status !== 200) throw new Error(`linking the guest failed: ${link.status}`);
  const studentFb = await ctx.call('POST', '/api/v1/students/-/feedbacks', { token: mine.ownStudent.access, body: { stars: 5 } });
  const parentFb = await ctx.call('POST', '/api/v1/parents/-/feedbacks', { token: mine.owner.access, body: { stars: 4 } });
  const guestFb = await ctx.call('POST', '/api/o1/feedbacks', { body: { auth_id_token: guest.token, stars: 3 } });
  const [skill] = await ctx.deps.db.select().from(skills).limit(1);
  const [lesson] = await ctx.deps.db.select().from(math_lessons).limit(1);
  const [question] = await ctx.deps.db.select().from(questions).limit(1);
  return {
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
}

/** What a test sends and accepts for a route: its declaration plus its override, if any. */
export interface RoutePolicy extends Omit<MatrixOverride, 'why'> {
  access: AccessDeclaration;
  examples: Record<string, string>;
  requestBody?: Operation['body'];
}

/** The route's declaration from the document, with its override; undefined when it declares no access. */
export function policyOf(operations: Record<string, Operation>, route: string): RoutePolicy | undefined {
  const op = operations[route];
  if (!op?.access) return undefined;
  const { why: _why, ...override } = MATRIX_OVERRIDES[route] ?? { why: '' };
  const policy: RoutePolicy = { ...override, access: op.access, examples: op.examples };
  if (op.body) policy.requestBody = op.body;
  return policy;
}

/** One call of the matrix: who calls, with which ids, and what must come back. */
export interface Case {
  name: string;
  caller: Caller;
  /** Bearer token, guest token (for `guest` routes), or none. */
  token?: string;
  guestToken?: string;
  /** Path parameter values the case sets (the student or parent id it reaches for). */
  ids: Record<string, string>;
  expect: 401 | 403 | 'allowed';
  /** Needs a family of its own (the route deletes it or ends its sessions). */
  fresh?: boolean;
}

/** Derives the cases of a route from its policy kind. */
export function casesFor(policy: RoutePolicy, fx: Fixtures): Case[] {
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
        { name: "the student's parent", caller: parent, token: fx.owner.access, ids: own, expect: 'allowed', fresh: !!policy.fresh },
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

/** Puts the values into the path's `{param}`s (URL-encoded). @throws Error naming a parameter without value. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`${path}: no value for {${name}}; give the parameter an example in its contract (.openapi({ example })) or an entry in matrix-overrides.ts`);
    return encodeURIComponent(v);
  });
}

/** One request, before it is sent: path parameters and query apart, so the fuzz suite can mutate them. */
export interface ApiRequest {
  method: string;
  /** The document's path, with `{param}`s. */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  token?: string;
  /** The JSON body; undefined sends none. */
  body?: unknown;
}

/**
 * The request of case `c` of `route` with fixtures `fx` (a fresh case's family already swapped in).
 * Denied callers send no body (access is decided before the body is validated), except where the
 * body names the student (studentParam null): then the handler decides after validation.
 */
export function buildRequest(route: string, policy: RoutePolicy, c: Case, fx: Fixtures): ApiRequest {
  const [method, path] = route.split(' ') as [string, string];
  const headers: Record<string, string> = { ...policy.headers?.(fx) };
  const sendBody = c.expect === 'allowed' || policy.access.studentParam === null;
  let body = sendBody ? (policy.body ? policy.body(fx, c.caller) : policy.requestBody?.example) : undefined;
  if (policy.access.kind === 'guest') {
    if (policy.access.guestToken === 'body') body = { ...(body as object), ...(c.guestToken ? { auth_id_token: c.guestToken } : {}) };
    else if (c.guestToken) headers['x-guest-token'] = c.guestToken;
  }
  const request: ApiRequest = { method, path, params: { ...policy.examples, ...policy.params?.(fx), ...c.ids }, query: { ...policy.query?.(fx) }, headers, body };
  if (c.token) request.token = c.token;
  return request;
}

/** The URL of a request: path filled in, query appended. */
export function urlOf(request: Pick<ApiRequest, 'path' | 'params' | 'query'>): string {
  const url = fillPath(request.path, request.params);
  const query = new URLSearchParams(request.query).toString();
  return query ? `${url}?${query}` : url;
}

/** Sends a request through the app. */
export async function send(ctx: TestContext, request: ApiRequest, rawBody?: string) {
  const options: Parameters<TestContext['call']>[2] = { headers: request.headers };
  if (rawBody !== undefined) options.rawBody = rawBody;
  else if (request.body !== undefined) options.body = request.body;
  if (request.token) options.token = request.token;
  const url = urlOf(request);
  const res = await ctx.call(request.method, url, options);
  return { status: res.status, json: res.json, url };
}

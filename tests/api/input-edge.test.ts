/**
 * Input at the edge (issue 12, "Must deliver 2"): control characters, int4 bounds, the body limit
 * and the error log. The structural tests walk the OpenAPI document, so a new route whose contract
 * skips the shared field helpers (worker/lib/fields.ts) fails here; the others send the inputs that
 * answered 500 before through the real app and database.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp, MAX_BODY_BYTES } from '../../worker/app';
import { INT4_MAX, INT4_MIN } from '../../worker/lib/fields';
import { addStudent, createGuest, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

type Schema = Record<string, any>;

/** Characters no single-line field may hold (C0, DEL, C1, unpaired surrogates). */
const FORBIDDEN = ['\u0000', '\u0001', '\u0008', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f', '\ud800', '\udfff'];
/** Characters free text (multilineText) keeps. */
const LINE_BREAKS = ['\t', '\n', '\r'];

/** Every request-side schema node of the document: path and query parameters and JSON bodies. */
function requestSchemas(doc: Schema): { where: string; schema: Schema; insideFreeJson: boolean }[] {
  const out: { where: string; schema: Schema; insideFreeJson: boolean }[] = [];
  const deref = (s: Schema): Schema => (s?.$ref ? deref(doc.components.schemas[String(s.$ref).split('/').pop()!]) : s);
  const walk = (raw: Schema, where: string, insideFreeJson: boolean) => {
    const s = deref(raw);
    if (!s || typeof s !== 'object') return;
    const free = insideFreeJson || s['x-no-nul'] === true;
    out.push({ where, schema: s, insideFreeJson: free });
    for (const [k, v] of Object.entries(s.properties ?? {})) walk(v as Schema, `${where}.${k}`, free);
    if (s.items) walk(s.items, `${where}[]`, free);
    if (s.additionalProperties && typeof s.additionalProperties === 'object') walk(s.additionalProperties, `${where}.*`, free);
    for (const k of ['anyOf', 'oneOf', 'allOf'] as const) (s[k] as Schema[] | undefined)?.forEach((x, i) => walk(x, `${where}|${k}${i}`, free));
  };
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Schema>>)) {
    for (const [method, op] of Object.entries(methods)) {
      const at = `${method.toUpperCase()} ${path}`;
      for (const p of op.parameters ?? []) walk(p.schema, `${at} ${p.in}:${p.name}`, false);
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (body) walk(body, `${at} body`, false);
    }
  }
  return out;
}

const typeOf = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
const isFixed = (s: Schema) => s.enum !== undefined || s.const !== undefined;
/** The pattern(s) of a string schema, as RegExps (without flags, as JSON Schema reads them). */
const patternsOf = (s: Schema): RegExp[] => [s.pattern, ...((s.allOf as Schema[] | undefined) ?? []).map((x) => x.pattern)].filter(Boolean).map((p: string) => new RegExp(p));
const accepts = (patterns: RegExp[], value: string) => patterns.every((p) => p.test(value));

describe('the OpenAPI document: every input is guarded (structural)', () => {
  it('every string a route accepts carries a pattern refusing control characters (free text keeps tab and line breaks)', async () => {
    const doc = (await ctx.call('GET', '/api/openapi.json')).json;
    const strings = requestSchemas(doc).filter(({ schema, insideFreeJson }) => typeOf(schema).includes('string') && !isFixed(schema) && !insideFreeJson);
    const unguarded: string[] = [];
    for (const { where, schema } of strings) {
      const patterns = patternsOf(schema);
      const letsThrough = patterns.length === 0 ? ['(no pattern)'] : FORBIDDEN.filter((ch) => accepts(patterns, `a${ch}b`));
      if (letsThrough.length) unguarded.push(`${where}: lets ${JSON.stringify(letsThrough)} through`);
    }
    expect(unguarded).toEqual([]);
    // The walk sees the document's strings (74 when written), and free text is only where it is meant to be.
    expect(strings.length).toBeGreaterThan(60);
    const multiline = strings.filter(({ schema }) => LINE_BREAKS.every((ch) => accepts(patternsOf(schema), `a${ch}b`)));
    // Free text: feedback notes, the cancel form's feedback and the consent text a parent was shown (issue 14).
    expect(multiline.map((s) => s.where).filter((w) => !/\.(notes|feedback|consent\.text)$/.test(w))).toEqual([]);
    expect(multiline.length).toBeGreaterThan(0);
  });

  it('every free-form JSON value and every map is declared NUL-free (x-no-nul) or has guarded key names', async () => {
    const doc = (await ctx.call('GET', '/api/openapi.json')).json;
    const problems: string[] = [];
    let free = 0;
    for (const { where, schema, insideFreeJson } of requestSchemas(doc)) {
      if (insideFreeJson) {
        if (schema['x-no-nul']) free += 1;
        continue;
      }
      const anyValue = typeOf(schema).length === 0 && !schema.anyOf && !schema.oneOf && !schema.allOf && !isFixed(schema);
      const map = schema.additionalProperties !== undefined && schema.additionalProperties !== false;
      if (anyValue) problems.push(`${where}: free-form value without x-no-nul`);
      else if (map) {
        const keys = schema.propertyNames as Schema | undefined;
        const patterns = keys ? patternsOf(keys) : [];
        if (!patterns.length || FORBIDDEN.some((ch) => accepts(patterns, `a${ch}b`))) problems.push(`${where}: map keys not guarded`);
      }
    }
    expect(problems).toEqual([]);
    // state_data (2 routes), daily usage data, guest variables (2 routes).
    expect(free).toBeGreaterThanOrEqual(5);
  });

  it('every integer a route accepts is bounded to an int4 column', async () => {
    const doc = (await ctx.call('GET', '/api/openapi.json')).json;
    const ints = requestSchemas(doc).filter(({ schema }) => typeOf(schema).includes('integer'));
    const unbounded = ints
      .filter(({ schema }) => !(typeof schema.maximum === 'number' && schema.maximum <= INT4_MAX && (schema.minimum ?? schema.exclusiveMinimum ?? -Infinity) >= INT4_MIN))
      .map(({ where, schema }) => `${where}: ${schema.minimum ?? '-∞'}..${schema.maximum ?? '∞'}`);
    expect(unbounded).toEqual([]);
    expect(ints.length).toBeGreaterThan(50);
    // Ids in the path are integers (or `-`), never free strings; a string is a key or a slug of a
    // fixed alphabet and length (the funnel's start-flow key, an experiment's name: issue 14).
    const pathIds = requestSchemas(doc).filter(({ where }) => / path:\w+$/.test(where) && !where.includes('|'));
    const slug = (s: Schema) => typeof s.pattern === 'string' && /^\^\[[A-Za-z0-9_\\-]+\]\{\d+(,\d+)?\}\$$/.test(s.pattern);
    const stringIds = pathIds.filter(({ schema }) => typeOf(schema).includes('string') && !isFixed(schema) && !slug(schema));
    expect(stringIds.map((s) => s.where)).toEqual([]);
  });
});

describe('NUL and other control characters answer 422 naming the field', () => {
  const expectField = (res: { status: number; json: any }, field: string) => {
    expect(res.status, JSON.stringify(res.json)).toBe(422);
    expect(res.json.error.code).toBe('invalid');
    expect(Object.keys(res.json.error.fields)).toContain(field);
  };

  it('login and sign-up', async () => {
    expectField(await ctx.call('POST', '/api/o1/login', { body: { email_or_username: 'a\u0000b@example.com', password: 'secret123' } }), 'email_or_username');
    expectField(await ctx.call('POST', '/api/o1/login', { body: { email_or_username: 'someone@example.com', password: 'pass\u0000word' } }), 'password');
    const signUp = { email: 'nul@example.com', password: 'secret123', first_name: 'Ada', last_name: 'Lovelace' };
    expectField(await ctx.call('POST', '/api/o1/parents', { body: { ...signUp, email: 'n\u0000l@example.com' } }), 'email');
    expectField(await ctx.call('POST', '/api/o1/parents', { body: { ...signUp, first_name: 'A\u0000da' } }), 'first_name');
    expectField(await ctx.call('POST', '/api/o1/parents', { body: { ...signUp, last_name: 'Love\u001blace' } }), 'last_name');
    expectField(await ctx.call('POST', '/api/o1/parents', { body: { ...signUp, password: 'secret\u0085123' } }), 'password');
    expectField(await ctx.call('POST', '/api/o1/forgot_password', { body: { email_or_username: '\u0000' } }), 'email_or_username');
  });

  it("a student's name, username and time zone; a pet name", async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    expectField(await ctx.call('PUT', `/api/v1/students/${kid.id}`, { token: parent.access, body: { first_name: 'Sam\u0000' } }), 'first_name');
    expectField(await ctx.call('PUT', `/api/v1/students/${kid.id}`, { token: parent.access, body: { timezone: 'Europe/Paris\u0000' } }), 'timezone');
    expectField(
      await ctx.call('POST', '/api/v1/parents/-/students', {
        token: parent.access,
        body: { first_name: 'Al', last_name: 'Lee', username: 'kid\u0000name', grade: 1, new_password: 'kidpass1', parent_password: parent.password },
      }),
      'username',
    );
    expectField(await ctx.call('PUT', '/api/v1/parents/-/students', { token: parent.access, body: { students: [{ id: kid.id, last_name: 'L\u0007ee' }] } }), 'students.0.last_name');
    expectField(await ctx.call('PUT', `/api/v1/students/${kid.id}/student_pets/1`, { token: kid.access, body: { name: 'Rex\u0000' } }), 'name');
  });

  it('a feedback note: NUL refused, line breaks and tabs kept', async () => {
    const parent = await signUpParent(ctx);
    expectField(await ctx.call('POST', '/api/v1/parents/-/feedbacks', { token: parent.access, body: { stars: 4, notes: 'great\u0000game' } }), 'notes');
    expectField(await ctx.call('POST', '/api/v1/parents/-/feedbacks', { token: parent.access, body: { stars: 4, notes: 'great\u000cgame' } }), 'notes');
    const ok = await ctx.call('POST', '/api/v1/parents/-/feedbacks', { token: parent.access, body: { stars: 4, notes: 'line one\nline two\twith a tab' } });
    expect(ok.status).toBe(201);
    expect(ok.json.feedback.notes).toBe('line one\nline two\twith a tab');
    const g = await createGuest(ctx);
    expectField(await ctx.call('POST', '/api/o1/feedbacks', { body: { auth_id_token: g.token, stars: 2, notes: '\u0000' } }), 'notes');
  });

  it('behaviour events: the event name and its metadata, for students and guests', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    const url = `/api/v1/students/${kid.id}/behavior_events`;
    expectField(await ctx.call('POST', url, { token: kid.access, body: { behavior_events: [{ name: 'ok' }, { name: 'bad\u0000' }] } }), 'behavior_events.1.name');
    expectField(await ctx.call('POST', url, { token: kid.access, body: { behavior_events: [{ name: 'ok', metadata: { user_agent: 'Mozilla\u0000' } }] } }), 'behavior_events.0.metadata.user_agent');
    const keyRes = await ctx.call('POST', url, { token: kid.access, body: { behavior_events: [{ name: 'ok', metadata: { experiments: { 'a\u0000b': 'x' } } }] } });
    expect(keyRes.status).toBe(422);
    expect(Object.keys(keyRes.json.error.fields)[0]).toMatch(/^behavior_events\.0\.metadata\.experiments/);
    const g = await createGuest(ctx);
    expectField(
      await ctx.call('POST', '/api/o1/guest_behavior_events', { body: { auth_id_token: g.token, guest_behavior_events: [{ name: 'x', metadata: { path: '/\u0000' } }] } }),
      'guest_behavior_events.0.metadata.path',
    );
  });

  it('free-form JSON: daily usage data, state_data and guest variables refuse NUL and broken Unicode anywhere inside, naming the path', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    const usage = `/api/v1/students/${kid.id}/daily_usages`;
    expectField(await ctx.call('POST', usage, { token: kid.access, body: { used_math: true, data: { screen: 'map\u0000' } } }), 'data.screen');
    expectField(await ctx.call('POST', usage, { token: kid.access, body: { used_math: true, data: { ['k\u0000']: 1 } } }), 'data.k\u0000');
    const stateUrl = `/api/v1/students/${kid.id}/math_game/ocean`;
    expectField(await ctx.call('PUT', stateUrl, { token: kid.access, body: { state_data: { a: [{ b: 'x' }, 'y\u0000'] } } }), 'state_data.a.1');
    expectField(await ctx.call('PUT', stateUrl, { token: kid.access, body: { state_data: { a: { ['\u0000']: true } } } }), 'state_data.a.\u0000');
    // A lone surrogate is valid JSON text but not storable in jsonb.
    expectField(await ctx.call('PUT', stateUrl, { token: kid.access, body: { state_data: { a: 'x\ud800' } } }), 'state_data.a');
    expectField(await ctx.call('POST', `/api/v1/students/${kid.id}/math_game`, { token: kid.access, body: { new_level: 2, state_data: { x: '\u0000' } } }), 'state_data.x');
    // Other control characters are fine inside free-form JSON (jsonb escapes them) and are stored as sent.
    const ok = await ctx.call('PUT', stateUrl, { token: kid.access, body: { state_data: { note: 'tab\there\u0001' } } });
    expect(ok.status).toBe(200);
    expect(ok.json.map_game.state_data.client).toEqual({ note: 'tab\there\u0001' });
    const g = await createGuest(ctx);
    expectField(await ctx.call('PUT', '/api/o1/guests', { body: { auth_id_token: g.token, guest: { vars: { source: 'a\u0000' } } } }), 'guest.vars.source');
  });
});

describe('integers beyond an int4 column answer 422 naming the field', () => {
  it('in a path, a query and a body (bulk student update); the largest int4 is still accepted', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    const tooBig = INT4_MAX + 1;

    const path = await ctx.call('GET', `/api/v1/students/${tooBig}/incentives`, { token: parent.access });
    expect(path.status).toBe(422);
    expect(Object.keys(path.json.error.fields)).toEqual(['id']);
    const pet = await ctx.call('PUT', `/api/v1/students/${kid.id}/student_pets/${tooBig}`, { token: kid.access, body: { name: 'Rex' } });
    expect(pet.status).toBe(422);
    expect(Object.keys(pet.json.error.fields)).toEqual(['pet']);
    expect((await ctx.call('PUT', `/api/v1/students/${kid.id}/student_pets/${INT4_MAX}`, { token: kid.access, body: { name: 'Rex' } })).status).toBe(404);
    const huge = await ctx.call('GET', `/api/v1/math_lessons/99999999999999999999999`, { token: kid.access });
    expect(huge.status).toBe(422);

    const query = await ctx.call('GET', `/api/v1/students/${kid.id}/student_answers?math_lesson_id=${tooBig}`, { token: kid.access });
    expect(query.status).toBe(422);
    expect(Object.keys(query.json.error.fields)).toEqual(['math_lesson_id']);
    expect((await ctx.call('GET', `/api/v1/students/${kid.id}/student_answers?math_lesson_id=${INT4_MAX}`, { token: kid.access })).status).toBe(200);

    const body = await ctx.call('PUT', '/api/v1/parents/-/students', { token: parent.access, body: { students: [{ id: kid.id, first_name: 'Sam' }, { id: tooBig, first_name: 'X' }] } });
    expect(body.status).toBe(422);
    expect(Object.keys(body.json.error.fields)).toEqual(['students.1.id']);
    const remove = await ctx.call('DELETE', '/api/v1/parents/-/students', { token: parent.access, body: { student_id: -1, parent_password: parent.password } });
    expect(remove.status).toBe(422);
    expect(Object.keys(remove.json.error.fields)).toEqual(['student_id']);
  });
});

describe(`request body limit (${MAX_BODY_BYTES / 1024} KB)`, () => {
  const big = JSON.stringify({ stars: 4, notes: 'x'.repeat(100 * 1024) });

  it('a 100 KB body with Content-Length answers 413 with the JSON error body, before any handler', async () => {
    const parent = await signUpParent(ctx);
    const res = await ctx.app.request(
      '/api/v1/parents/-/feedbacks',
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(big.length), authorization: `Bearer ${parent.access}` }, body: big },
      { deps: ctx.deps },
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { message: 'The request is too large (at most 64 KB).', code: 'too_large' } });
  });

  it('a 100 KB chunked body without Content-Length answers 413 too; public routes are covered', async () => {
    const bytes = new TextEncoder().encode(big);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(sent, sent + 8192));
        sent += 8192;
      },
    });
    const req = new Request('http://localhost/api/o1/login', { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, body: stream, duplex: 'half' } as RequestInit);
    expect(req.headers.has('content-length')).toBe(false);
    const res = await ctx.app.request(req, undefined, { deps: ctx.deps });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('too_large');
    // It stopped reading at the limit instead of reading the whole body.
    expect(sent).toBeLessThan(bytes.length);
  });

  it('a body just under the limit reaches validation (422, not 413)', async () => {
    const parent = await signUpParent(ctx);
    const notes = 'x'.repeat(MAX_BODY_BYTES - 100);
    const res = await ctx.call('POST', '/api/v1/parents/-/feedbacks', { token: parent.access, body: { stars: 4, notes } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.error.fields)).toEqual(['notes']);
  });
});

describe('error log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a 500 logs one line: request id, method, route pattern, error names and SQLSTATE; never the parameters or the raw URL', async () => {
    const secretEmail = 'private.person@example.com';
    const secretToken = 'reset-token-0123456789abcdef';
    // A failing query with a parameter, as a real route's query fails: drizzle's error message holds the SQL and its params.
    // A fresh app: routes can only be added before its first request.
    const app = createApp();
    app.post('/test/failing-query/:token', async () => {
      await ctx.deps.db.execute(sql`select ${secretEmail}::integer`);
      return new Response('unreachable');
    });
    const logged: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
    const res = await app.request(`/test/failing-query/${secretToken}?email=${secretEmail}`, { method: 'POST', headers: { 'x-request-id': 'req-42' } }, { deps: ctx.deps });
    expect(res.status).toBe(500);
    expect((await res.json()).error.code).toBe('internal');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toHaveLength(1);
    const line = String(logged[0]![0]);
    expect(line).toMatch(/^\[req-42\] POST \/test\/failing-query\/:token: DrizzleQueryError <- \w+ code=22P02/);
    expect(line).not.toContain(secretEmail);
    expect(line).not.toContain(secretToken);
    expect(line).not.toMatch(/select|params/i);
    expect(line.split('\n')).toHaveLength(1);
  });
});

/**
 * The authorization matrix (spec part 1 section 6): every route of the real app's OpenAPI
 * document, called by every kind of caller, must answer 401, 403 or success exactly as the access
 * it declares in its own definition (`x-access` in the document) says. Routes added later are
 * included automatically, with no entry in any table: denied callers send no body at all (access
 * is decided before validation), allowed callers send the contract's body and parameter examples.
 * tests/helpers/matrix-overrides.ts holds the few routes that need fixture data; the document
 * reading, fixtures and cases are in tests/helpers/access-matrix.ts (shared with the fuzz suite).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';
import { ACCESS_KINDS } from '../../worker/lib/access';
import { buildRequest, casesFor, createFixtures, family, policyOf, readOperations, send, type Case, type Operation, type RoutePolicy } from '../helpers/access-matrix';
import { MATRIX_OVERRIDES, type Fixtures } from '../helpers/matrix-overrides';

let ctx: TestContext;
let f: Fixtures;
let documented: string[] = [];
let operations: Record<string, Operation> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  f = await createFixtures(ctx);
  operations = (await readOperations(ctx)).operations;
  documented = Object.keys(operations);
}, 120_000);
afterAll(() => ctx.close());

async function run(route: string, policy: RoutePolicy, c: Case, base: Fixtures) {
  let fx = base;
  if (c.fresh) {
    const fam = await family(ctx);
    fx = { ...base, ...fam };
    // The case's ids and token point at the new family.
    // Parent and student ids are per table (they may be equal): move the kind the route takes.
    const moved: Record<string, string> =
      policy.access.kind === 'parent' ? { [String(base.owner.id)]: String(fam.owner.id) } : { [String(base.ownStudent.id)]: String(fam.ownStudent.id) };
    c = { ...c, token: c.caller.role === 'student' ? fam.ownStudent.access : fam.owner.access, ids: Object.fromEntries(Object.entries(c.ids).map(([k, v]) => [k, moved[v] ?? v])) };
  }
  if (c.expect === 'allowed') await policy.beforeEach?.(ctx, fx);
  return send(ctx, buildRequest(route, policy, c, fx));
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
    expect(stale, 'Remove these entries from tests/helpers/matrix-overrides.ts (no such route in /api/openapi.json)').toEqual([]);
    expect(Object.entries(MATRIX_OVERRIDES).filter(([, o]) => o.why.trim().length < 10).map(([r]) => r)).toEqual([]);
  });

  it('answers 401, 403 or success for every route and caller exactly as declared', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of documented) {
      const policy = policyOf(operations, route);
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

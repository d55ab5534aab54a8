import { describe, expect, it } from 'vitest';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

describe('GET /api/openapi.json', () => {
  it('documents every API route of the app with its method and access, generated from the route definitions', async () => {
    const res = await ctx.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.json.paths as Record<string, Record<string, { 'x-access'?: { kind: string }; security?: unknown[] }>>;
    const documented = Object.entries(paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));
    // The routes the app really answers (Hono's route table), in the document's path syntax.
    const served = new Set(
      ctx.app.routes
        .filter((r) => r.method !== 'ALL' && /^\/api\/(o1|v1)\//.test(r.path))
        .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect(documented.sort()).toEqual([...served].sort());
    expect(documented.length).toBeGreaterThanOrEqual(88);
    for (const [p, methods] of Object.entries(paths)) {
      for (const [m, op] of Object.entries(methods)) {
        expect(op['x-access']?.kind, `${m.toUpperCase()} ${p} declares no access`).toBeTruthy();
        // A bearer token is documented exactly where one is needed.
        const needsBearer = !['public', 'guest'].includes(op['x-access']!.kind);
        expect(!!op.security?.length, `${m.toUpperCase()} ${p} security`).toBe(needsBearer);
        if (needsBearer) expect(p.startsWith('/api/v1/'), p).toBe(true);
      }
    }
    expect(res.json.components.securitySchemes.Bearer.scheme).toBe('bearer');
  });

  it('answers unknown API addresses with a JSON 404', async () => {
    const res = await ctx.call('GET', '/api/v1/nothing-here');
    expect(res.status).toBe(401);
    const open = await ctx.call('GET', '/api/o1/nothing-here');
    expect(open.status).toBe(404);
    expect(open.json.error.message).toBe('There is no such API address.');
  });
});

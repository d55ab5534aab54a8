/**
 * GET /api/o1/scholarship_signups (issue 14): the scholarship landing page's question, answered from
 * the same rule create_scholarship_subscription applies (worker/env.ts scholarshipSignupsOpen).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOLARSHIPS_CLOSED } from '../../worker/billing/registration';
import { createTestContext, type TestContext } from '../helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('scholarship sign-ups, as the landing page asks', () => {
  it('says open outside production, closed with the sign-up route’s own message when closed, and open again when opened', async () => {
    expect(await ctx.call('GET', '/api/o1/scholarship_signups')).toMatchObject({ status: 200, json: { open: true, message: null } });
    ctx.deps.config.scholarshipSignups = false;
    try {
      expect(await ctx.call('GET', '/api/o1/scholarship_signups')).toMatchObject({ status: 200, json: { open: false, message: SCHOLARSHIPS_CLOSED } });
    } finally {
      delete ctx.deps.config.scholarshipSignups;
    }
    const prod = { ...ctx.deps.config };
    ctx.deps.config = { ...prod, environment: 'production' };
    try {
      expect((await ctx.call('GET', '/api/o1/scholarship_signups')).json).toEqual({ open: false, message: SCHOLARSHIPS_CLOSED });
      ctx.deps.config = { ...prod, environment: 'production', scholarshipSignups: true };
      expect((await ctx.call('GET', '/api/o1/scholarship_signups')).json).toEqual({ open: true, message: null });
    } finally {
      ctx.deps.config = prod;
    }
  });

  it('is in the OpenAPI document', async () => {
    const doc = await ctx.call('GET', '/api/openapi.json');
    expect(Object.keys(doc.json.paths)).toContain('/api/o1/scholarship_signups');
  });
});

import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gem_ledger } from '../../db/schema';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext({ demo: true });

const ledgerSum = async (studentId: number) => Number((await ctx.deps.db.select({ total: sum(gem_ledger.delta) }).from(gem_ledger).where(eq(gem_ledger.student_id, studentId)))[0]!.total ?? 0);

describe('gems (spec part 1 section 7 "Gems")', () => {
  it('lets only admins add gems, and the child or its parent spend them, never below zero', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    const add = `/api/v1/students/${kid.id}/incentives/gems/add`;
    const spend = `/api/v1/students/${kid.id}/incentives/gems/substract`;
    expect((await ctx.call('POST', add, { token: kid.access, body: { gems: 100 } })).status).toBe(403);
    expect((await ctx.call('POST', add, { token: parent.access, body: { gems: 100 } })).status).toBe(403);
    expect((await ctx.call('POST', add, { token: ctx.adminToken, body: { gems: 30 } })).json).toEqual({ gems: 30 });
    expect((await ctx.call('POST', spend, { token: kid.access, body: { gems: 10 } })).json).toEqual({ gems: 20 });
    expect((await ctx.call('POST', spend, { token: parent.access, body: { gems: 5 } })).json).toEqual({ gems: 15 });
    const over = await ctx.call('POST', spend, { token: kid.access, body: { gems: 16 } });
    expect(over.status).toBe(422);
    expect(over.json.error.message).toBe('Not enough gems.');
    expect((await ctx.call('GET', `/api/v1/students/${kid.id}/incentives`, { token: kid.access })).json).toEqual({ gems: 15 });
    expect(await ledgerSum(kid.id)).toBe(15);
  });

  it('refuses bad amounts and unknown students with clear messages, changing nothing', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    const spend = `/api/v1/students/${kid.id}/incentives/gems/substract`;
    expect((await ctx.call('POST', spend, { token: kid.access, body: { gems: -5 } })).json.error.fields.gems).toBe('gems must be at least 1.');
    expect((await ctx.call('POST', spend, { token: kid.access, body: { gems: 1.5 } })).status).toBe(422);
    expect((await ctx.call('POST', spend, { token: kid.access, body: {} })).status).toBe(422);
    expect((await ctx.call('POST', '/api/v1/students/999999/incentives/gems/add', { token: ctx.adminToken, body: { gems: 5 } })).status).toBe(404);
    const other = await signUpParent(ctx);
    expect((await ctx.call('POST', spend, { token: other.access, body: { gems: 1 } })).status).toBe(403);
    expect(await ledgerSum(kid.id)).toBe(0);
  });
});

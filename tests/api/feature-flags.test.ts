/** Feature flags through the real app (issue 19 item 1): the console's list, an admin's change with its audit row, and delivery in user configs. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin_audit_log } from '../../db/schema';
import { addStudent, createAdmin, createGuest, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

describe('feature flags', () => {
  it('lists every flag with its default, owner and expiry; an admin sets one, audited; clients get it in user configs', async () => {
    const admin = await createAdmin(ctx);
    const list = await ctx.call('GET', '/api/v1/admin/feature_flags', { token: admin.access });
    expect(list.status).toBe(200);
    const maintenance = list.json.feature_flags.find((f: { key: string }) => f.key === 'app_show_maintenance_page');
    expect(maintenance).toMatchObject({ value: false, default: false, owner: 'platform', expired: false, updated_at: null });
    expect(list.json.feature_flags.find((f: { key: string }) => f.key === 'app_max_level')).toMatchObject({ value: 5, default: 5 });

    const set = await ctx.call('PUT', '/api/v1/admin/feature_flags/app_show_maintenance_page', { token: admin.access, body: { value: true } });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ key: 'app_show_maintenance_page', value: true, default: false });
    const audit = await ctx.deps.db.select().from(admin_audit_log).where(eq(admin_audit_log.target, 'app_show_maintenance_page'));
    expect(audit.map((a) => ({ admin: a.admin_id, action: a.action, before: a.before, after: a.after }))).toEqual([{ admin: admin.id, action: 'feature_flag.set', before: null, after: true }]);

    // A family's user configs carry the flags as served.
    const p = await signUpParent(ctx);
    const s = await addStudent(ctx, p);
    const g = await createGuest(ctx);
    await ctx.call('POST', `/api/v1/guests/${g.id}/student`, { token: s.access, headers: { 'x-guest-token': g.token }, body: {} });
    const configs = await ctx.call('GET', `/api/v1/guests/${g.id}/user_configs`, { token: p.access });
    expect(configs.json.user_configs.flags).toMatchObject({ app_show_maintenance_page: true, app_max_level: 5, app_force_update: { mandatory: false, min_version: '0.0.0' } });

    // The public app config serves them before anyone logs in (the maintenance page needs it).
    const publicConfig = await ctx.call('GET', '/api/o1/app_config');
    expect(publicConfig.status).toBe(200);
    expect(publicConfig.json.flags.app_show_maintenance_page).toBe(true);

    // Back off, audited with the value before.
    await ctx.call('PUT', '/api/v1/admin/feature_flags/app_show_maintenance_page', { token: admin.access, body: { value: false } });
    const trail = await ctx.deps.db.select().from(admin_audit_log).where(eq(admin_audit_log.target, 'app_show_maintenance_page'));
    expect(trail.map((a) => [a.before, a.after])).toEqual([[null, true], [true, false]]);
  });

  it('refuses a value that does not fit its flag or an unknown flag with 422, and anyone but an admin', async () => {
    const admin = await createAdmin(ctx);
    const tooLow = await ctx.call('PUT', '/api/v1/admin/feature_flags/app_max_level', { token: admin.access, body: { value: 0 } });
    expect(tooLow.status).toBe(422);
    const wrongType = await ctx.call('PUT', '/api/v1/admin/feature_flags/app_show_maintenance_page', { token: admin.access, body: { value: 3 } });
    expect(wrongType.status).toBe(422);
    const badVersion = await ctx.call('PUT', '/api/v1/admin/feature_flags/app_force_update', { token: admin.access, body: { value: { mandatory: true, min_version: 'soon' } } });
    expect(badVersion.status).toBe(422);
    expect(badVersion.json.error.message).toContain('min_version must look like 1.2.3');
    const unknown = await ctx.call('PUT', '/api/v1/admin/feature_flags/no_such_flag', { token: admin.access, body: { value: true } });
    expect(unknown.status).toBe(422);
    const parent = await signUpParent(ctx);
    expect((await ctx.call('PUT', '/api/v1/admin/feature_flags/app_max_level', { token: parent.access, body: { value: 9 } })).status).toBe(403);
    expect((await ctx.call('GET', '/api/v1/admin/feature_flags', { token: parent.access })).status).toBe(403);
    expect((await ctx.call('GET', '/api/v1/admin/feature_flags')).status).toBe(401);
    const list = await ctx.call('GET', '/api/v1/admin/feature_flags', { token: admin.access });
    expect(list.json.feature_flags.find((f: { key: string }) => f.key === 'app_max_level').value).toBe(5);
  });
});

/**
 * Stored feature flags (issue 19 item 1): read and resolved for clients, listed for the admin
 * console with owner and expiry, and set by admins with an audit row per change.
 */
import { eq } from 'drizzle-orm';
import { ZodError } from 'zod';
import { admin_audit_log, feature_flags } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Deps } from '../env';
import { invalid } from '../lib/errors';
import { FLAGS, FLAG_KEYS, expiredFlags, parseFlagValue, resolveFlags, type FlagKey, type FlagValues } from '../../core/flags/flags';

/** The flags as served to clients: stored values that fit, else defaults. */
export async function readFlags(db: Db): Promise<FlagValues> {
  const rows = await db.select({ key: feature_flags.key, value: feature_flags.value }).from(feature_flags);
  return resolveFlags(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

/** Every flag for the console: its served value, default, owner, expiry (and whether it passed) and last change. */
export async function listFlags(deps: Deps) {
  const rows = await deps.db.select().from(feature_flags);
  const served = resolveFlags(Object.fromEntries(rows.map((r) => [r.key, r.value])));
  const expired = new Set(expiredFlags(deps.clock.nowMs()));
  return FLAG_KEYS.map((key) => ({
    key,
    value: served[key],
    default: FLAGS[key].default,
    owner: FLAGS[key].owner,
    expires: FLAGS[key].expires,
    expired: expired.has(key),
    description: FLAGS[key].description,
    updated_at: rows.find((r) => r.key === key)?.updated_at.toISOString() ?? null,
  }));
}

/**
 * Sets a flag's value and records the change in the audit log, in one transaction.
 * @throws DomainError 422 when the value does not fit the flag (e.g. app_max_level 0).
 */
export async function setFlag(deps: Deps, adminId: number, key: FlagKey, value: unknown) {
  let parsed: FlagValues[FlagKey];
  try {
    parsed = parseFlagValue(key, value);
  } catch (e) {
    if (e instanceof ZodError) throw invalid(`${key}: ${e.issues[0]?.message ?? 'does not fit this flag'}`, { value: e.issues[0]?.message ?? 'invalid' });
    throw e;
  }
  const now = new Date(deps.clock.nowMs());
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ value: feature_flags.value }).from(feature_flags).where(eq(feature_flags.key, key)).for('update');
    await tx
      .insert(feature_flags)
      .values({ key, value: parsed, updated_by: adminId, updated_at: now })
      .onConflictDoUpdate({ target: feature_flags.key, set: { value: parsed, updated_by: adminId, updated_at: now } });
    await tx.insert(admin_audit_log).values({ admin_id: adminId, action: 'feature_flag.set', target: key, before: before?.value ?? null, after: parsed, created_at: now });
  });
  return (await listFlags(deps)).find((f) => f.key === key)!;
}

import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { admin_users } from './accounts';

/**
 * Feature flag values set by admins (issue 19 item 1; core/flags/flags.ts names the flags and
 * their defaults). A flag without a row serves its default; a row whose value no longer fits its
 * flag is ignored.
 */
export const feature_flags = pgTable('feature_flags', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updated_by: integer().references(() => admin_users.id, { onDelete: 'set null' }),
  updated_at: timestamp({ withTimezone: true }).notNull(),
});

/**
 * The admins' audit trail (issue 19 item 6): one row per admin action that changes something,
 * with the value before and after. Rows are never updated or deleted by the app.
 */
export const admin_audit_log = pgTable(
  'admin_audit_log',
  {
    id: serial().primaryKey(),
    admin_id: integer().references(() => admin_users.id, { onDelete: 'set null' }),
    /** What was done, e.g. 'feature_flag.set'. */
    action: text().notNull(),
    /** What it was done to, e.g. the flag key. */
    target: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('admin_audit_log_created_at').on(t.created_at)],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Parents hold the account (spec part 1 section 3 "Parent"). E-mail is stored trimmed and lower-cased. */
export const parents = pgTable(
  'parents',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    password_hash: text().notNull(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    analytics_client_id: text(),
    analytics_session_id: text(),
    plato_final_migration: integer().notNull().default(1),
    dont_lock_at_daily_limit: boolean().notNull().default(false),
    /**
     * Whether the math game reads each new question aloud by itself for the youngest students
     * (Pre-K to grade 1, issue 18); on by default because they cannot read the question yet.
     */
    auto_read_aloud: boolean().notNull().default(true),
    /**
     * False for an account created without a password of the parent's choosing (the funnel's
     * "create password" step); `PUT /parents/{id}/password` works only then.
     */
    password_chosen: boolean().notNull().default(true),
    /** First-touch tracked URL parameters of the guest that signed up (core/tracking/tracked-params.ts); null when none. */
    tracked_params: jsonb().$type<Record<string, string>>(),
    ...timestamps,
  },
  (t) => [uniqueIndex('parents_email_unique').on(t.email)],
);

/** Students play; they belong to one parent (spec part 1 section 3 "Student"). Grade 0 means unset. */
export const students = pgTable(
  'students',
  {
    id: serial().primaryKey(),
    parent_id: integer()
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    first_name: text().notNull(),
    last_name: text().notNull(),
    /** Stored lower-case; usernames are compared case-insensitively. */
    username: text().notNull(),
    password_hash: text().notNull(),
    grade: integer().notNull().default(0),
    timezone: text().notNull().default('UTC'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('students_username_unique').on(t.username),
    index('students_parent_idx').on(t.parent_id),
    check('students_grade_valid', sql`${t.grade} in (0, 1, 2, 3, 4, 5, 6, 7, 8, 13, 14)`),
  ],
);

/** Administrators (spec part 1 section 6 "admin"). */
export const admin_users = pgTable(
  'admin_users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    password_hash: text().notNull(),
    first_name: text().notNull().default('Admin'),
    ...timestamps,
  },
  (t) => [uniqueIndex('admin_users_email_unique').on(t.email)],
);

/**
 * Issued refresh tokens. Each refresh rotates the token (a new row in the same family);
 * presenting a revoked or replaced token revokes the whole family.
 */
export const refresh_tokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey(),
    family_id: uuid().notNull(),
    role: text({ enum: ['parent', 'student', 'admin'] }).notNull(),
    user_id: integer().notNull(),
    expires_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revoked_at: timestamp({ withTimezone: true, mode: 'date' }),
    replaced_by: uuid(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family_id)],
);

/** Key/value settings the server keeps for itself (for example the generated local JWT secret). */
export const app_settings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});

export type ParentRow = typeof parents.$inferSelect;
export type StudentRow = typeof students.$inferSelect;
export type AdminUserRow = typeof admin_users.$inferSelect;

/**
 * Session security tables (spec part 1 section 7 "forgot_password", "validate_action_token",
 * "update_password_with_token"; DECISIONS.md mailer): single-use action tokens, the development
 * e-mail outbox, and the login rate-limit counters shared by every server instance.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Single-use, expiring tokens sent by e-mail (password reset, the reminder's cancel link). Only the SHA-256 of the token is
 * stored, so a database leak does not leak usable links. `used_at` is set once, atomically.
 */
export const action_tokens = pgTable(
  'action_tokens',
  {
    id: serial().primaryKey(),
    /** Hex SHA-256 of the token the e-mail carries. */
    token_hash: text().notNull(),
    /** `reset_password`; `cancel_subscription`: the one-click cancel link of the free month's reminder (worker/billing/reminders.ts). */
    purpose: text({ enum: ['reset_password', 'cancel_subscription'] }).notNull(),
    role: text({ enum: ['parent', 'student', 'admin'] }).notNull(),
    user_id: integer().notNull(),
    expires_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp({ withTimezone: true, mode: 'date' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('action_tokens_hash_unique').on(t.token_hash), index('action_tokens_user_idx').on(t.role, t.user_id)],
);

/**
 * E-mails written in development and tests instead of being sent (DECISIONS.md: admins read them
 * on an admin page). Production sends through the HTTP e-mail API and writes nothing here.
 */
export const email_outbox = pgTable('email_outbox', {
  id: serial().primaryKey(),
  to_address: text().notNull(),
  subject: text().notNull(),
  text_body: text().notNull(),
  html_body: text(),
  /** Free-form tags, e.g. `{kind: 'reset_password'}`. */
  tags: jsonb().$type<Record<string, string>>().notNull().default({}),
  created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Fixed-window counters for rate limits (login failures per account and per address). One row per
 * key; updated with a single atomic upsert so the limit holds across server instances.
 */
export const rate_limit_counters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  window_start: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

export type EmailOutboxRow = typeof email_outbox.$inferSelect;

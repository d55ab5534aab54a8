import { timestamp } from 'drizzle-orm/pg-core';

/** Shared timestamp columns (UTC, with time zone). */
export const timestamps = {
  created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

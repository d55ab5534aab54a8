/** Student update rules (spec part 1 section 7 "Students": PUT carries timezone or a partial update such as grade). */
import { z } from 'zod';
import { studentFields } from '../parents/student-form';
import { text } from '../lib/fields';

/** True when `tz` is an IANA time zone this runtime knows. */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const TIMEZONE_MESSAGE = 'Please choose a valid time zone.';
export const timezoneField = text(TIMEZONE_MESSAGE).trim().min(1, TIMEZONE_MESSAGE).max(64, TIMEZONE_MESSAGE).refine(isTimeZone, TIMEZONE_MESSAGE);

/** PUT /api/v1/students/{id}: any subset; at least one field. */
export const updateStudentFields = z
  .object({
    first_name: studentFields.first_name.optional(),
    last_name: studentFields.last_name.optional(),
    grade: studentFields.grade.optional(),
    timezone: timezoneField.optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Please send something to change.');

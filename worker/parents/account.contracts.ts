/**
 * Parent account management contracts (spec part 1 sections 3 "Parent", "Passwords form", 5, 7
 * "Parents"). Field rules come from the shared plain-zod forms so the My Account screens check
 * the same ones.
 */
import { z } from '@hono/zod-openapi';
import { nameField, parentPasswordField } from '../auth/parent-form';
import { SUBSCRIPTION_STATUSES } from '../../db/schema/billing';
import { studentFields } from './student-form';
import { parentWithStudentsSchema } from './parents.contracts';
import { timezoneField } from '../students/student-update';
import { id, text } from '../lib/fields';

export const updateParentBody = z
  .object({
    first_name: nameField('first').optional(),
    last_name: nameField('last').optional(),
    analytics_client_id: text().max(200).nullable().optional(),
    analytics_session_id: text().max(200).nullable().optional(),
  })
  .strict()
  .openapi('UpdateParentBody');

export const deleteParentBody = z
  .object({ password: text('Please enter your account password.').min(1, 'Please enter your account password.').max(200) })
  .openapi('DeleteParentBody');

export const deletedResponse = z.object({ deleted: z.literal(true) }).openapi('Deleted');

/**
 * Parent options (DECISIONS "Daily limit": the "don't lock at daily limit" switch; issue 18: the
 * math game reads questions aloud by itself for Pre-K to grade 1 unless `auto_read_aloud` is off).
 */
export const accountPreferencesSchema = z
  .object({
    dont_lock_at_daily_limit: z.boolean({ error: 'Please say on or off.' }),
    auto_read_aloud: z.boolean({ error: 'Please say on or off.' }).openapi({ description: 'Read each new math question aloud automatically for Pre-K to grade 1 (default on)' }),
  })
  .openapi('AccountPreferences');
export const accountPreferencesBody = accountPreferencesSchema.partial().strict().openapi('AccountPreferencesBody');
export const accountPreferencesResponse = z.object({ account_preferences: accountPreferencesSchema }).openapi('AccountPreferencesResponse');

export const accountStatusResponse = z
  .object({
    account_status: z.object({
      payment_status: z.enum(['free', 'paid', 'unpaid']),
      subscription_status: z.enum(SUBSCRIPTION_STATUSES),
      payment_prompt: z.enum(['ASK_PAYMENT_HARD', 'ASK_PAYMENT_SOFT']).nullable(),
      subject_ids: z.array(z.number().int()),
    }),
  })
  .openapi('AccountStatus');

/** The passwords form's API part (the confirmation is checked in the browser). */
export const updatePasswordBody = z
  .object({
    current_password: text('Please enter your current password.').min(1, 'Please enter your current password.').max(200),
    new_password: parentPasswordField,
  })
  .openapi('UpdatePasswordBody');

export const setPasswordBody = z.object({ new_password: parentPasswordField }).openapi('SetPasswordBody');
export const okResponse = z.object({ ok: z.literal(true) }).openapi('Ok');

/** PUT /parents/{id}/students: several students at once, all or nothing. */
export const updateStudentsBody = z
  .object({
    students: z
      .array(
        z
          .object({
            id: id('Each student needs its id.'),
            first_name: studentFields.first_name.optional(),
            last_name: studentFields.last_name.optional(),
            grade: studentFields.grade.optional(),
            timezone: timezoneField.optional(),
          })
          .strict(),
      )
      .min(1, 'Send at least one student.')
      .max(20),
  })
  .openapi('UpdateStudentsBody');

export const removeStudentBody = z
  .object({
    student_id: id('Please choose the student to remove.'),
    parent_password: studentFields.account_password,
  })
  .openapi('RemoveStudentBody');

export const parentResponse = parentWithStudentsSchema;

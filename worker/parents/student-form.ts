/**
 * The new-student rules (spec part 1 section 5), in plain zod so the browser form and the API
 * share them without pulling the OpenAPI tooling into the client bundle.
 */
import { z } from 'zod';
import { GRADE_IDS } from '../students/grades';
import { intParam, text } from '../lib/fields';

/**
 * Spec part 1 section 5 "New student" rules, shared by the server (API body) and the form.
 * Messages are shown beside each field.
 */
export const studentFields = {
  first_name: text('Please enter a first name.').trim().min(1, 'Please enter a first name.').max(80, 'That first name is too long.'),
  last_name: text('Please enter a last name.').trim().min(1, 'Please enter a last name.').max(80, 'That last name is too long.'),
  username: text('Please choose a username.')
    .trim()
    .min(5, 'The username must be at least 5 characters.')
    .max(30, 'The username must be at most 30 characters.')
    .regex(/^[A-Za-z0-9]+$/, 'The username can only have letters and numbers.'),
  grade: intParam('Please choose a grade.')
    .refine((g) => g !== 0, 'Please choose a grade.')
    .refine((g) => (GRADE_IDS as readonly number[]).includes(g), 'Please choose a grade from the list.'),
  student_password: text("Please enter the student's password.")
    .min(1, "Please enter the student's password.")
    .min(6, "The student's password must be longer than 5 characters.")
    .max(200, 'That password is too long.'),
  account_password: text('Please enter your account password.').min(1, 'Please enter your account password.').max(200),
};

/** The add-student form (spec "New-student form"), including the confirmation field. */
export const newStudentFormSchema = z
  .object({
    first_name: studentFields.first_name,
    last_name: studentFields.last_name,
    username: studentFields.username,
    grade: studentFields.grade,
    student_password: studentFields.student_password,
    confirm_student_password: text().min(1, 'Please confirm the password.'),
    account_password: studentFields.account_password,
  })
  .refine((f) => f.student_password === f.confirm_student_password, {
    path: ['confirm_student_password'],
    message: 'The passwords do not match.',
  });

export type NewStudentForm = z.input<typeof newStudentFormSchema>;

/**
 * Parent sign-up rules (spec part 1 section 5 "New parent password"; DECISIONS e-mail rules) in
 * plain zod, shared by the API body and the browser form.
 */
import { z } from 'zod';
import { text } from '../lib/fields';

/** Trimmed, lower-cased e-mail (compared case-insensitively). */
export const emailField = text('Please enter your e-mail address.')
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid e-mail address.' }).max(254));

/** Non-empty, at least 5 characters. */
export const parentPasswordField = text('Please enter a password.')
  .min(1, 'Please enter a password.')
  .min(5, 'Your password must be at least 5 characters.')
  .max(200, 'Your password is too long.');

export const nameField = (what: 'first' | 'last') =>
  text(`Please enter your ${what} name.`).trim().min(1, `Please enter your ${what} name.`).max(80, `That ${what} name is too long.`);

/** The sign-up form, with the password confirmation. */
export const signUpFormSchema = z
  .object({
    first_name: nameField('first'),
    last_name: nameField('last'),
    email: emailField,
    password: parentPasswordField,
    confirm_password: text().min(1, 'Please confirm your password.'),
  })
  .refine((f) => f.password === f.confirm_password, { path: ['confirm_password'], message: 'The passwords do not match.' });

export type SignUpForm = z.input<typeof signUpFormSchema>;

import { z } from '@hono/zod-openapi';
import { emailField, nameField, parentPasswordField } from './parent-form';
import { text } from '../lib/fields';

/**
 * A new session's answer (issue 12 part 4): the access token for the client's memory and the
 * refresh token's expiry; the refresh token itself travels in the HttpOnly cookie
 * (session-cookie.ts), except for a caller that presented its refresh token in the body (the native
 * app of the embedded view), which gets the rotated one back in the body.
 */
export const tokensSchema = z
  .object({
    access_token: z.string().openapi({ description: 'JWT, exp in seconds' }),
    refresh_exp: z.number().int().openapi({ description: "The refresh token's exp (seconds since the epoch)" }),
    refresh_token: z.string().optional().openapi({ description: 'JWT, exp in seconds; rotates on every refresh. Only in the answer to a refresh whose token came in the body' }),
  })
  .openapi('Tokens');

export const loginBody = z
  .object({
    email_or_username: text('Please enter your e-mail or username.').trim().min(1, 'Please enter your e-mail or username.').max(254),
    password: text('Please enter your password.').min(1, 'Please enter your password.').max(200),
  })
  .openapi('LoginBody');

export const loginResponse = tokensSchema
  .extend({ role: z.enum(['parent', 'student', 'admin']), user_id: z.number().int() })
  .openapi('LoginResponse');

/** Refresh and logout: the token in the body (native app, embedded view) or, without it, the refresh cookie. */
export const refreshBody = z.object({ refresh_token: text('No refresh token.').min(1, 'No refresh token.').max(4000).optional() }).openapi('RefreshBody');

export const parentSchema = z
  .object({ id: z.number().int(), email: z.string(), first_name: z.string(), last_name: z.string() })
  .openapi('Parent');

export const createParentBody = z
  .object({
    email: emailField,
    password: parentPasswordField,
    first_name: nameField('first'),
    last_name: nameField('last'),
  })
  .openapi('CreateParentBody');

export const createParentResponse = tokensSchema.extend({ parent: parentSchema }).openapi('CreateParentResponse');

export type LoginResponse = z.infer<typeof loginResponse>;
export type CreateParentResponse = z.infer<typeof createParentResponse>;

export const okResponse = z.object({ message: z.string() }).openapi('Message');

export const forgotPasswordBody = z
  .object({
    email_or_username: text('Please enter your e-mail or username.').trim().min(1, 'Please enter your e-mail or username.').max(254),
  })
  .openapi('ForgotPasswordBody');

export const actionTokenBody = z
  .object({ token: text('The link has no token.').min(1, 'The link has no token.').max(200) })
  .openapi('ActionTokenBody');

export const actionTokenResponse = z
  .object({
    purpose: z.literal('reset_password'),
    role: z.enum(['parent', 'student', 'admin']),
    first_name: z.string(),
    expires_at: z.string().openapi({ description: 'ISO 8601' }),
  })
  .openapi('ActionToken');

export const updatePasswordWithTokenBody = z
  .object({
    token: actionTokenBody.shape.token,
    new_password: parentPasswordField,
  })
  .openapi('UpdatePasswordWithTokenBody');

export type ActionTokenInfo = z.infer<typeof actionTokenResponse>;

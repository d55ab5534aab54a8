import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../env';
import { errorBody } from './errors';

/**
 * Turns zod issues into one message per field (first issue wins), keyed by the dotted path.
 * Returns the overall message too: the first field's message, so a form can show it on top.
 */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  const message = Object.values(fields)[0] ?? 'The request is not valid.';
  return { message, fields };
}

/**
 * A router whose validation failures all answer 422 with `{error: {message, code: 'invalid', fields}}`.
 * Pattern from w3cj/hono-open-api-starter `createRouter()`.
 */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) {
        const { message, fields } = issuesToFields(result.error.issues);
        return c.json(errorBody(message, 'invalid', fields), 422);
      }
      return undefined;
    },
  });
}

/** Error response schema, for the OpenAPI document. */
export const errorSchema = z
  .object({
    error: z.object({ message: z.string(), code: z.string(), fields: z.record(z.string(), z.string()).optional() }),
  })
  .openapi('Error');

/** Shorthand for an error response entry in a route's `responses`. */
export const errorResponse = (description: string) => ({ content: { 'application/json': { schema: errorSchema } }, description });

/** Shorthand for a JSON response entry in a route's `responses`. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/**
 * Shorthand for a required JSON request body. `example`: a valid body that needs no particular
 * data; it is published in the document, and the authorization test sends it as the allowed
 * callers' request (docs/routes.md).
 */
export function jsonBody<T extends z.ZodType>(schema: T, example?: z.input<T>) {
  return { content: { 'application/json': example === undefined ? { schema } : { schema, example } }, required: true };
}

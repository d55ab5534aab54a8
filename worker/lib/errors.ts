import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Body of every error response: one message for people, optional messages per input field. */
export interface ErrorBody {
  error: { message: string; code: string; fields?: Record<string, string> };
}

/** An error with an HTTP status and a message safe to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: string = 'error',
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Spec part 1 section 8 "Generic failure". */
export const GENERIC_FAILURE = "We're sorry something went wrong. Please try again.";

export const notFound = (what: string) => new HttpError(404, `${what} not found.`, 'not_found');
export const forbidden = () => new HttpError(403, 'You are not allowed to do that.', 'forbidden');
export const unauthorized = (message = 'Please log in again.') => new HttpError(401, message, 'unauthorized');
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, message, 'conflict', fields);
export const invalid = (message: string, fields?: Record<string, string>) => new HttpError(422, message, 'invalid', fields);

/** Builds the JSON error body. */
export function errorBody(message: string, code: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { message, code, fields } : { message, code } };
}

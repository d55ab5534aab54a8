import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import { isDatabaseUnavailable, RETRY_AFTER_S } from '../../db/drivers/connection-errors';
import { DomainError, errorBody, GENERIC_FAILURE, type DomainErrorKind } from './errors';
import { errorLogLine } from './error-log';

/** The one place a domain error kind becomes an HTTP status (docs/routes.md "Domain errors"). */
export const STATUS_OF: Record<DomainErrorKind, ContentfulStatusCode> = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  locked: 403,
  not_found: 404,
  conflict: 409,
  invalid: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/**
 * The app's onError: a {@link DomainError} answers its kind's status with
 * `{error: {message, code, fields?}}` (and `Retry-After` when it sets `retryAfterS`: the login
 * limits' 429s); Hono's own HTTPExceptions (unreadable JSON 400, 415) keep
 * their status with code `bad_request`; a lost or refused database connection answers 503 with
 * `Retry-After` and the spec's generic message (part 1 section 8 "Generic failure"), code
 * `unavailable` (issue 12: the pool reconnects on the next query, so trying again later works);
 * anything else is logged (one line without parameters, {@link errorLogLine}) and answers the
 * generic 500.
 */
export const onAppError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof DomainError) {
    if (err.retryAfterS !== undefined) c.header('Retry-After', String(err.retryAfterS));
    return c.json(errorBody(err.message, err.code, err.fields), STATUS_OF[err.kind]);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 400 ? 'The request could not be read. Please send valid JSON.' : err.message || GENERIC_FAILURE;
    return c.json(errorBody(message, 'bad_request'), status);
  }
  if (isDatabaseUnavailable(err)) {
    console.error(`${errorLogLine(c, err)} → 503 database unavailable`);
    c.header('Retry-After', String(RETRY_AFTER_S));
    return c.json(errorBody(GENERIC_FAILURE, 'unavailable'), 503);
  }
  console.error(errorLogLine(c, err));
  return c.json(errorBody(GENERIC_FAILURE, 'internal'), 500);
};

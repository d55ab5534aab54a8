/**
 * Which errors mean "the database cannot be reached right now" (issue 12, database resilience):
 * the request then answers 503 with Retry-After instead of 500, and the pool opens a new
 * connection on the next query by itself. Runtime-neutral (Node and Workers): node-postgres and
 * Neon's `Pool` (a port of node-postgres) throw the same shapes, and drizzle wraps them as the
 * `cause` of its query error.
 */

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception), 57P01–57P03
 * (administrator or crash shutdown, cannot connect now: what terminating a backend, a failover
 * and a restarting server send) and 53300 (too many connections).
 */
const CONNECTION_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** Socket errors of an unreachable or vanished server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * Messages without a code: node-postgres ends an active query with "Connection terminated
 * unexpectedly" when the socket closes, refuses a broken client with "...not queryable", and
 * gives up on a slow connect with "timeout exceeded when trying to connect"; a database closed to
 * connections (`ALLOW_CONNECTIONS false`, maintenance) answers SQLSTATE 55000 with this text. A
 * pool or PGlite already closed means the server is shutting down: a request still in flight
 * should be tried again (on the next instance), so that is a 503 too.
 */
const CONNECTION_MESSAGE = /connection terminated|not queryable|timeout exceeded when trying to connect|is not currently accepting connections|connection error|cannot use a pool after calling end|PGlite is closed/i;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * True when `error`, or an error in its `cause` chain (drizzle's query error) or in an
 * AggregateError's `errors` (Node's connect tries every address), is a lost, refused or timed-out
 * database connection. Never true for a query the database answered with an error of its own.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as ErrorLike;
  if (typeof e.code === 'string' && (CONNECTION_SQLSTATE.test(e.code) || NETWORK_CODES.has(e.code))) return true;
  if (typeof e.message === 'string' && CONNECTION_MESSAGE.test(e.message) && !/^Failed query/.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** Seconds a client should wait before trying again after a 503 (the pool reconnects on the next query). */
export const RETRY_AFTER_S = 5;

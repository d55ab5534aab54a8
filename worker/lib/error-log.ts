/**
 * The one log line of an unexpected error (issue 12, "Must deliver 2": error logs never print
 * parameters or secrets). drizzle's query errors carry the SQL and its parameters in their message
 * (e-mail addresses, password hashes, reset tokens), and PostgreSQL's own messages can quote a
 * value (`invalid input syntax for type integer: "…"`), so no error message is logged: only names,
 * codes (PostgreSQL SQLSTATE, Node's `ECONNREFUSED` and the like) and where it was thrown.
 */
import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/** A short code-like value: SQLSTATE (`22P05`), Node error codes (`ECONNRESET`), never free text. */
const CODE = /^[A-Za-z0-9_.-]{1,40}$/;

function nameOf(err: Error): string {
  // pg's DatabaseError is named after its protocol message ('error'); drizzle's is plain 'Error'.
  const ctor = (err.constructor as { name?: string } | undefined)?.name;
  return err.name && err.name !== 'Error' && err.name !== 'error' ? err.name : ctor || err.name || 'Error';
}

/** The first stack frame in the app's own code (not node_modules): a file and line, no values. */
function whereThrown(err: Error): string | null {
  const frames = (err.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  const own = frames.find((l) => !l.includes('node_modules')) ?? frames[0];
  return own ? own.trim().slice(0, 200) : null;
}

/**
 * Describes an error without its message: `DrizzleQueryError <- DatabaseError code=22P05`, the
 * cause chain outermost first, then `(at …)` for the first frame of the app's own code.
 * Anything that is not an Error is described by its type only.
 */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return `non-Error thrown (${err === null ? 'null' : typeof err})`;
  const parts: string[] = [];
  const seen = new Set<unknown>();
  for (let e: unknown = err; e instanceof Error && !seen.has(e) && parts.length < 5; e = e.cause) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    parts.push(typeof code === 'string' && CODE.test(code) ? `${nameOf(e)} code=${code}` : nameOf(e));
  }
  const at = whereThrown(err);
  return parts.join(' <- ') + (at ? ` (${at})` : '');
}

/**
 * The log line of a request that failed with an unexpected error:
 * `[request-id] POST /api/v1/students/:id/feedbacks: DrizzleQueryError <- DatabaseError code=22P05 (at …)`.
 * The path is the matched route's pattern, never the raw URL (which can hold tokens or e-mails).
 */
export function errorLogLine(c: Context, err: unknown): string {
  return `${requestLabel(c)}: ${describeError(err)}`;
}

/**
 * `[request-id] METHOD /route/:pattern` of a request, for log lines. Inside onError `c.req.routePath`
 * can name a middleware's pattern (`*`, `/api/v1/*`): the last matched route that isn't `ALL` is the handler's.
 */
function requestLabel(c: Context): string {
  const requestId = (c.get('requestId') as string | undefined) ?? '-';
  const route = matchedRoutes(c).filter((r) => r.method !== 'ALL').at(-1)?.path ?? 'unmatched';
  return `[${requestId}] ${c.req.method} ${route}`;
}

/**
 * Keeps a dropped connection from killing the server (issue 12, database resilience). node-postgres
 * and Neon's `Pool` emit 'error' for an idle client whose connection ended (the server restarting
 * or failing over, Neon closing idle connections); an 'error' event without a listener is an
 * uncaught exception that exits Node. The pool has already dropped that client and opens a new
 * connection on the next query, so a log line is all that is needed. Runtime-neutral (Node and
 * Workers). The line names the error's code and message only, never the query's parameters.
 */

/** The part of a pg-style pool this needs. */
interface ErrorEmitter {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** Listens for idle-client errors on `pool` and logs them as one line; returns the pool. */
export function logIdleConnectionErrors<P extends ErrorEmitter>(pool: P, driver: string): P {
  pool.on('error', (error: Error & { code?: string }) => {
    console.error(`database (${driver}): an idle connection ended (${error.code ?? 'no code'}: ${error.message}); the next query opens a new one`);
  });
  return pool;
}

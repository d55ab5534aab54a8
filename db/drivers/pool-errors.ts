/**
 * Keeps a dropped connection from killing the server (issue 12, database resilience). node-postgres
 * and Neon's `Pool` emit 'error' for an idle client whose connection ended (the server restarting
 * or failing over, Neon closing idle connections); an 'error' event without a listener is an
 * uncaught exception that exits Node. The pool has already dropped that client and opens a new
 * connection on the next query, so a log line is all that is needed. Runtime-neutral (Node and
 * Workers). The line names the error's code and message only, never the query's parameters.
 */

/** The parts of a pg-style pool and its clients this needs. */
interface ErrorEmitter {
  on(event: 'error', listener: (error: Error) => void): unknown;
}
interface PoolEmitter extends ErrorEmitter {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'connect', listener: (client: ErrorEmitter) => void): unknown;
}

/**
 * Keeps connection errors from becoming uncaught exceptions; returns the pool.
 * - Idle clients: the pool re-emits their 'error'; it is logged as one line.
 * - Checked-out clients (a request's transaction): the pool removes its own listener while a
 *   client is out, so a connection cut mid-transaction would emit 'error' with nobody listening.
 *   Every client gets a listener of its own when it connects. It logs nothing: the running query
 *   rejects with the same error, which the request answers as a 503 and logs (worker/lib/http-errors.ts),
 *   and the pool drops the broken client when it is released.
 */
export function handleConnectionErrors<P extends PoolEmitter>(pool: P, driver: string): P {
  pool.on('error', (error: Error & { code?: string }) => {
    console.error(`database (${driver}): an idle connection ended (${error.code ?? 'no code'}: ${error.message}); the next query opens a new one`);
  });
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

/**
 * How long a pool waits for a new connection before failing the query (ms). Without it
 * node-postgres waits forever on a server that accepts nothing (a failover in progress), and every
 * request hangs instead of answering 503 (db/drivers/connection-errors.ts).
 */
export const CONNECT_TIMEOUT_MS = 5_000;

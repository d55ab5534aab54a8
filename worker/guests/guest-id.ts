/**
 * The guest-id rule (spec part 1 section 5 "Session"): a guest id that is zero or not a number
 * is ignored and an error logged. Plain TypeScript, shared by the browser and the server.
 */

/**
 * Parses a guest id from a cookie, a token claim or a header.
 * @param value the raw value (string, number, anything)
 * @param log where the error goes (console.error by default), so callers and tests can see it
 * @returns the positive integer id, or null (after logging) when it is missing, zero or not a number
 */
export function parseGuestId(value: unknown, log: (message: string) => void = console.error): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) {
    log(`[guest] ignored guest id ${JSON.stringify(value)}: it is zero or not a number`);
    return null;
  }
  return n;
}

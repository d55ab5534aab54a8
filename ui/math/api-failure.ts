/**
 * What the game flows need to know of a failed API call, without importing the API client: the
 * client (ui/lib) rejects with an `Error` carrying the HTTP `status` (0 when unreachable) and a
 * message written for the child or parent. Anything else (a bug, a network stack error) gets the
 * screen's own wording.
 */
interface ApiFailure {
  status: number;
  message: string;
}

function asApiFailure(e: unknown): ApiFailure | null {
  return e instanceof Error && typeof (e as Partial<ApiFailure>).status === 'number' ? (e as Error & ApiFailure) : null;
}

/** The server's message of an API error, else `fallback`. */
export function apiErrorMessage(e: unknown, fallback: string): string {
  return asApiFailure(e)?.message ?? fallback;
}

/** Whether the call was refused with 409 (the question was already answered, e.g. in another tab). */
export function isConflict(e: unknown): boolean {
  return asApiFailure(e)?.status === 409;
}

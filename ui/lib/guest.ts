/**
 * The guest (spec part 1 sections 3, 5, 6, 9): a visitor without an account gets a guest token
 * from `POST /api/o1/guests`, kept in a cookie for 7 days. The token's `guest_id` is read with the
 * guest-id rule: zero or not a number is ignored and logged.
 */
import Cookies from 'js-cookie';
import { decodeJwt } from 'jose';
import { parseGuestId } from '../../worker/guests/guest-id';
import type { Guest } from '../../worker/guests/guests.contracts';

export { parseGuestId };

const COOKIE = 'guest_token';
/** The guest cookie's life: 7 days (spec section 9: 604800000 ms). */
export const GUEST_COOKIE_MS = 604_800_000;

export interface GuestSession {
  token: string;
  guestId: number;
  experiments: Record<string, string>;
}

/** Reads a guest token's claims; null (guest id logged when bad) when it can't be used. */
export function readGuestToken(token: string | null | undefined, log: (m: string) => void = console.error): GuestSession | null {
  if (!token) return null;
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  if (claims.typ !== 'guest') return null;
  const guestId = parseGuestId(claims.guest_id, log);
  if (guestId === null) return null;
  const experiments = (claims.experiments && typeof claims.experiments === 'object' ? claims.experiments : {}) as Record<string, string>;
  return { token, guestId, experiments };
}

/** The stored guest, if any. */
export function currentGuest(): GuestSession | null {
  return readGuestToken(Cookies.get(COOKIE));
}

/**
 * The stored guest, or a new one from `POST /api/o1/guests` (stored for 7 days).
 * @throws Error when the server can't be reached or answers with an error.
 */
export async function ensureGuest(fetchImpl: typeof fetch = fetch): Promise<GuestSession> {
  const existing = currentGuest();
  if (existing) return existing;
  const res = await fetchImpl('/api/o1/guests', { method: 'POST', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`guest creation failed (${res.status})`);
  const body = (await res.json()) as { guest: Guest; auth_id_token: string };
  Cookies.set(COOKIE, body.auth_id_token, { expires: new Date(Date.now() + GUEST_COOKIE_MS), sameSite: 'Lax', path: '/' });
  return readGuestToken(body.auth_id_token) ?? { token: body.auth_id_token, guestId: body.guest.id, experiments: body.guest.experiments };
}

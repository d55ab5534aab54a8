import { eq } from 'drizzle-orm';
import { guests, type GuestRow } from '../../db/schema';
import type { Deps } from '../env';
import { unauthorized } from '../lib/errors';
import { verifyGuestToken } from './guest-token';

/** Header that carries the guest token on calls that have no body (spec part 1 section 6 "guest header"). */
export const GUEST_HEADER = 'x-guest-token';

/** Spec-style message when no guest token came (like "No Access Token"). */
export const NO_GUEST_TOKEN = 'No Guest Token';
export const BAD_GUEST_TOKEN = 'Your visit has expired. Please reload the page.';

/**
 * Resolves the guest of a guest token (from the `x-guest-token` header or a body's `auth_id_token`).
 * @throws DomainError 401 {@link NO_GUEST_TOKEN} without a token, 401 {@link BAD_GUEST_TOKEN} when it
 *   is invalid, expired, has a zero or non-numeric guest id, or its guest no longer exists.
 */
export async function requireGuest(deps: Deps, token: string | undefined | null): Promise<GuestRow> {
  if (!token) throw unauthorized(NO_GUEST_TOKEN);
  const claims = await verifyGuestToken(token, deps.config.jwtSecret, deps.clock.nowMs());
  if (!claims) throw unauthorized(BAD_GUEST_TOKEN);
  const [guest] = await deps.db.select().from(guests).where(eq(guests.id, claims.guest_id));
  if (!guest) throw unauthorized(BAD_GUEST_TOKEN);
  return guest;
}

/**
 * Guest tokens (spec part 1 section 3 "Session tokens"): an HS256 JWT with `typ: "guest"`, the
 * guest's `guest_id` and its `experiments` map; `exp` in seconds, 7 days after issue (the guest
 * cookie's life, spec section 9). It is never accepted as a bearer access token (different `typ`).
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';
import { parseGuestId } from './guest-id';

const ISSUER = 'monsterific';
/** Guest token lifetime in seconds: 7 days (604800000 ms in the spec). */
export const GUEST_TOKEN_TTL_S = 7 * 24 * 3600;

const guestClaims = z.object({
  typ: z.literal('guest'),
  guest_id: z.unknown(),
  experiments: z.record(z.string(), z.string()),
  exp: z.number(),
});

export interface GuestClaims {
  guest_id: number;
  experiments: Record<string, string>;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** Signs a guest token valid {@link GUEST_TOKEN_TTL_S} seconds from `nowMs` (epoch ms). */
export async function signGuestToken(guestId: number, experiments: Record<string, string>, secret: string, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ typ: 'guest', guest_id: guestId, experiments })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + GUEST_TOKEN_TTL_S)
    .sign(key(secret));
}

/**
 * Verifies a guest token. Returns null when it is invalid or expired, or when its guest id is zero
 * or not a number (that case is logged, spec part 1 section 5).
 */
export async function verifyGuestToken(token: string, secret: string, nowMs: number): Promise<GuestClaims | null> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(nowMs) }));
  } catch (e) {
    if (e instanceof joseErrors.JOSEError) return null;
    throw e;
  }
  const claims = guestClaims.safeParse(payload);
  if (!claims.success) return null;
  const guestId = parseGuestId(claims.data.guest_id);
  if (guestId === null) return null;
  return { guest_id: guestId, experiments: claims.data.experiments, exp: claims.data.exp };
}

/**
 * Session tokens (spec part 1 section 3 "Session tokens"): an access token and a refresh token,
 * both HS256 JWTs (jose, WebCrypto) whose `exp` is in seconds since the epoch.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';
import type { AuthUser } from '../env';

const ISSUER = 'monsterific';

const accessClaims = z.object({
  typ: z.literal('access'),
  role: z.enum(['parent', 'student', 'admin']),
  sub: z.string().regex(/^\d+$/),
  pid: z.number().int().optional(),
  /** The refresh family (one login) and the refresh token issued with this access token (issue 12). */
  fam: z.string().uuid(),
  sid: z.string().uuid(),
  exp: z.number(),
});

const refreshClaims = z.object({
  typ: z.literal('refresh'),
  jti: z.string().uuid(),
  fam: z.string().uuid(),
  exp: z.number(),
});

export type RefreshClaims = z.infer<typeof refreshClaims>;

const key = (secret: string) => new TextEncoder().encode(secret);

/** The session an access token belongs to: its refresh family and the refresh token (`jti`) issued with it. */
export interface SessionRef {
  fam: string;
  sid: string;
}

/**
 * Signs an access token for `user` in `session`, valid `ttlS` seconds from `nowMs`. The token names
 * its session so the server can refuse it once that session is revoked (issue 12 part 4).
 */
export async function signAccessToken(user: AuthUser, session: SessionRef, secret: string, nowMs: number, ttlS: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  const payload: Record<string, unknown> = { typ: 'access', role: user.role, fam: session.fam, sid: session.sid };
  if (user.parentId !== undefined) payload.pid = user.parentId;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlS)
    .sign(key(secret));
}

/** Signs a refresh token with id `jti` in family `fam`, valid `ttlS` seconds from `nowMs`. */
export async function signRefreshToken(jti: string, fam: string, secret: string, nowMs: number, ttlS: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ typ: 'refresh', fam })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(jti)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlS)
    .sign(key(secret));
}

async function verify(token: string, secret: string, nowMs: number) {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(nowMs) });
    return payload;
  } catch (e) {
    if (e instanceof joseErrors.JOSEError) return null;
    throw e;
  }
}

/**
 * Verifies an access token's signature, expiry and claims (not whether its session is still alive:
 * auth.middleware.ts asks the database). Returns the user with its session, or null.
 */
export async function verifyAccessToken(token: string, secret: string, nowMs: number): Promise<(AuthUser & { session: SessionRef }) | null> {
  const payload = await verify(token, secret, nowMs);
  const claims = accessClaims.safeParse(payload);
  if (!claims.success) return null;
  const user: AuthUser & { session: SessionRef } = { role: claims.data.role, id: Number(claims.data.sub), session: { fam: claims.data.fam, sid: claims.data.sid } };
  if (claims.data.pid !== undefined) user.parentId = claims.data.pid;
  return user;
}

/** Verifies a refresh token's signature and expiry; returns its claims or null. */
export async function verifyRefreshToken(token: string, secret: string, nowMs: number): Promise<RefreshClaims | null> {
  const claims = refreshClaims.safeParse(await verify(token, secret, nowMs));
  return claims.success ? claims.data : null;
}

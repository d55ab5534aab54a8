/**
 * Password hashing with Argon2id (hash-wasm: WASM, so it runs in Node and on Workers).
 * Parameters follow the OWASP Password Storage Cheat Sheet: m = 19 MiB, t = 2, p = 1.
 * The encoded PHC string stores the parameters and salt with each hash, so they can change later.
 */
import { argon2id, argon2Verify } from 'hash-wasm';

/** Hashes `password`; returns a PHC string like `$argon2id$v=19$m=19456,t=2,p=1$...`. */
export async function hashPassword(password: string, memoryKiB = 19456): Promise<string> {
  const salt = new Uint8Array(16);
  crypto.getRandomValues(salt);
  return argon2id({ password, salt, parallelism: 1, iterations: 2, memorySize: memoryKiB, hashLength: 32, outputType: 'encoded' });
}

/** True when `password` matches the stored PHC `hash`; false for a malformed hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

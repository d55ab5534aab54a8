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

let verifications = 0;

/**
 * How many password verifications (Argon2 runs) this process has made: the observable seam that
 * shows every failed login costs one hash, known account or not (issue 12 part 5).
 */
export function passwordVerifications(): number {
  return verifications;
}

/** True when `password` matches the stored PHC `hash`; false for a malformed hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  verifications += 1;
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

const dummies = new Map<number, Promise<string>>();

/**
 * A hash of a random password with the same parameters as the stored ones (`memoryKiB` as the
 * config's), made once per process: an unknown account is checked against it, so a failed login
 * takes as long whether or not the account exists.
 */
export function dummyHash(memoryKiB = 19456): Promise<string> {
  let hash = dummies.get(memoryKiB);
  if (!hash) {
    hash = hashPassword(crypto.randomUUID(), memoryKiB);
    dummies.set(memoryKiB, hash);
  }
  return hash;
}

/** Spends one verification on the dummy hash; always false. */
export async function verifyAgainstDummy(password: string, memoryKiB = 19456): Promise<false> {
  await verifyPassword(password, await dummyHash(memoryKiB));
  return false;
}

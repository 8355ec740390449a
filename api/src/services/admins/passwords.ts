import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's default algorithm is argon2id (its `Algorithm` is a const enum, which
// isolatedModules cannot import), with the OWASP-recommended 19 MiB and 2 passes.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False (never a throw) for a wrong password or a malformed stored hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real check would, for an unknown email, so response times do not tell
 * which admin emails exist.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hash('not-a-real-password-just-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

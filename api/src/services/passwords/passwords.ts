import { type Algorithm, hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/**
 * The one password module for both kinds of account (users and admins).
 * argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// Verified against when the email is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `stored`; with no stored hash, spends the same time and fails. */
export async function verifyPassword(
  stored: string | undefined,
  password: string,
): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash (e.g. an imported placeholder) matches nothing.
    return false;
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { Secret } from 'otpauth';

const RECOVERY_CODE_COUNT = 10;

/**
 * Ten codes of 10 random bytes (80 bits), as 16 base32 letters shown in groups of four
 * (`abcd-efgh-ijkl-mnop`). Each signs in once, in place of an authenticator code.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = new Secret({
      buffer: new Uint8Array(randomBytes(10)).buffer,
    }).base32.toLowerCase();
    return letters.match(/.{4}/g)!.join('-');
  });
}

/**
 * What is stored instead of a code: its SHA-256 (of the normalised letters, as the sign-in
 * schema leaves them). 80 random bits need no slow hash, as with invitation tokens.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toLowerCase())
    .digest('hex');
}
